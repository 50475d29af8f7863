import type { Store } from '../store/index.js';
import type { EmbeddingSpace } from '../store/vectors.js';
import { ScanMarks, type EmbedBatch } from './backfill.js';

/** How soon a space another daemon is filling is looked at again. */
const ELSEWHERE_RETRY_MS = 1000;

/** How a pass ended: reached the end of the space, had to stop, or another daemon is filling the space. */
type PassEnd = 'done' | 'stopped' | 'elsewhere';

/** What the loop asks of the vector index for each space it works on. */
export interface BackfillHost {
  /** Runs before each round (probing Ollama). */
  prepare(): Promise<void>;
  /** What fills the space's vectors now; undefined: nothing can (the space waits). */
  embedderFor(space: EmbeddingSpace): EmbedBatch | undefined;
  /** Chunks per embedding request, and while true the pass waits (the encoder waits for indexing). */
  batchFor(space: EmbeddingSpace): number;
  deferFor(space: EmbeddingSpace): (() => boolean) | undefined;
  failed(space: EmbeddingSpace, err: unknown): void;
  /** A pass reached the end of the space. */
  finished(space: EmbeddingSpace): void;
  log(msg: string): void;
  /** How long an idle loop (or one waiting for Ollama) sleeps before it looks again. */
  retryMs: number;
}

/**
 * The background pass of the vector index: spaces noted as having chunks without a vector are
 * worked through one after the other (backfill.ts does one pass), until none is left or none
 * can be worked on now; then the loop sleeps until woken by a new note or `retryMs` passes.
 */
export class BackfillLoop {
  /** Spaces with chunks that may lack a vector, with a counter bumped on each new mark. */
  private readonly dirty = new Map<number, number>();
  private readonly marks = new ScanMarks();
  private stopped = false;
  private wake: (() => void) | undefined;
  private loop: Promise<void> | undefined;
  /** Resolvers waiting for the backfill to go idle (tests, benchmarks). */
  private idleWaiters: Array<() => void> = [];
  private busy = false;

  constructor(
    private readonly store: Store,
    private readonly host: BackfillHost,
  ) {}

  start(): void {
    this.loop ??= this.run();
  }

  /** Stops the loop; `beforeWait` runs between asking it to stop and waiting for it (closing the encoder ends a request in flight). */
  async stop(beforeWait?: () => Promise<void>): Promise<void> {
    this.stopped = true;
    this.wake?.();
    await beforeWait?.();
    await this.loop;
  }

  /** Resolves when the backfill has nothing left to do for now. */
  idle(): Promise<void> {
    if (!this.busy && this.dirty.size === 0) return Promise.resolve();
    return new Promise((r) => this.idleWaiters.push(r));
  }

  /** Notes that a space may have chunks without a vector, and wakes the loop. */
  markDirty(spaceId: number): void {
    this.dirty.set(spaceId, (this.dirty.get(spaceId) ?? 0) + 1);
    this.wake?.();
  }

  /** New chunks were written (a running pass may have to look behind itself). */
  written(chunkIds: number[]): void {
    this.marks.written(chunkIds);
  }

  /** A space was dropped. */
  forget(spaceId: number): void {
    this.dirty.delete(spaceId);
    this.marks.forget(spaceId);
  }

  private async run(): Promise<void> {
    while (!this.stopped) {
      this.busy = true;
      // A pass that threw (a full disk refusing the vectors) waits before the next one: at once
      // would embed the same chunks again and again for nothing.
      let failed = false;
      let elsewhere = false;
      try {
        await this.host.prepare();
        for (const [id, mark] of [...this.dirty]) {
          if (this.stopped) break;
          const space = this.store.vectors.spaces().find((s) => s.id === id);
          if (!space) {
            this.dirty.delete(id);
            continue;
          }
          const end = await this.pass(space);
          if (end === 'elsewhere') elsewhere = true;
          if (end !== 'done') continue;
          // A chunk noted during the pass may lie behind it: only an unchanged mark is cleared.
          if (this.dirty.get(id) === mark) this.dirty.delete(id);
          this.host.finished(space);
        }
      } catch (err) {
        failed = true;
        if (!this.stopped) this.host.log(`embeddings: backfill failed: ${(err as Error).message}`);
      }
      this.busy = false;
      if (this.dirty.size === 0 || !this.canWork()) this.notifyIdle();
      if (this.stopped) break;
      await new Promise<void>((r) => {
        const soon = this.dirty.size > 0 && this.canWork() && !failed;
        const t = setTimeout(r, soon ? (elsewhere ? Math.min(ELSEWHERE_RETRY_MS, this.host.retryMs) : 0) : this.host.retryMs);
        t.unref();
        this.wake = () => {
          clearTimeout(t);
          r();
        };
      });
      this.wake = undefined;
    }
    this.notifyIdle();
  }

  /** True when every dirty space can be worked on now (Ollama ones need a live server). */
  private canWork(): boolean {
    const spaces = this.store.vectors.spaces();
    return [...this.dirty.keys()].every((id) => {
      const s = spaces.find((x) => x.id === id);
      return !s || this.host.embedderFor(s) !== undefined;
    });
  }

  /**
   * One background pass over a space (backfill.ts). Daemons sharing a PostgreSQL database take
   * turns per space (store.exclusiveWhile): two passes at once would embed the same missing
   * chunks twice. The one that finds the space taken comes back after ELSEWHERE_RETRY_MS; its
   * own pass then finds the other's vectors and only fills what is still missing.
   */
  private async pass(space: EmbeddingSpace): Promise<PassEnd> {
    const embed = this.host.embedderFor(space);
    if (!embed) return 'stopped';
    const ran = await this.store.exclusiveWhile(`backfill:${space.id}`, () =>
      this.marks.pass(this.store, space, {
        embed,
        batch: this.host.batchFor(space),
        defer: this.host.deferFor(space),
        stopped: () => this.stopped,
        failed: (err) => this.host.failed(space, err),
      }),
    );
    if (!ran) return 'elsewhere';
    return ran.value ? 'done' : 'stopped';
  }

  private notifyIdle(): void {
    const w = this.idleWaiters;
    this.idleWaiters = [];
    w.forEach((r) => r());
  }
}

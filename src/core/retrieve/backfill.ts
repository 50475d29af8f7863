import type { Store } from '../store/index.js';
import type { EmbeddingSpace } from '../store/vectors.js';

/** Chunk ids looked at per `missing` query (keeps one query short however large the index). */
const WINDOW = 2000;
/** How often a deferred pass looks again whether it may go on. */
const DEFER_POLL_MS = 250;
const yieldToEventLoop = (): Promise<void> => new Promise((r) => setImmediate(r));
const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms).unref());

export type EmbedBatch = (texts: string[]) => Promise<Array<Float32Array | null>>;

export interface PassOptions {
  embed: EmbedBatch;
  /** Chunks per embedding request. */
  batch: number;
  /** While true, the pass waits before its next step (the encoder waits for indexing). */
  defer?: () => boolean;
  stopped: () => boolean;
  /** An embedding request failed: the pass stops there (the caller decides when to retry). */
  failed: (err: unknown) => void;
}

/**
 * Per space, how far the background passes have looked: every chunk id up to a space's mark
 * was seen by a finished pass, so the next pass starts there. A chunk written behind a mark
 * (SQLite reuses the highest id after a delete) moves it back, also while a pass is running.
 */
export class ScanMarks {
  private readonly scanned = new Map<number, number>();
  private readonly position = new Map<number, number>();
  private readonly rewind = new Map<number, number>();

  /** New chunks were written: marks and running passes beyond them go back. */
  written(chunkIds: number[]): void {
    if (chunkIds.length === 0) return;
    const lowest = Math.min(...chunkIds) - 1;
    for (const [id, upTo] of this.scanned) if (lowest < upTo) this.scanned.set(id, lowest);
    for (const [id, at] of this.position) if (lowest < at) this.rewind.set(id, Math.min(this.rewind.get(id) ?? Infinity, lowest));
  }

  forget(spaceId: number): void {
    this.scanned.delete(spaceId);
    this.position.delete(spaceId);
    this.rewind.delete(spaceId);
  }

  /**
   * One pass over the space: embeds its chunks that have no vector, a batch at a time, each
   * batch written in a short transaction, yielding between steps. Returns true when the pass
   * reached the end (everything missing was filled or has no vector), false when it stopped.
   */
  async pass(store: Store, space: EmbeddingSpace, o: PassOptions): Promise<boolean> {
    const max = store.vectors.maxChunkId();
    let after: number | undefined = Math.min(this.scanned.get(space.id) ?? 0, max);
    this.rewind.delete(space.id);
    try {
      while (after < max) {
        if (o.stopped()) return false;
        this.position.set(space.id, after);
        after = await step(store, space, o, after, max);
        if (after === undefined) return false;
      }
    } finally {
      this.position.delete(space.id);
    }
    this.scanned.set(space.id, Math.min(this.rewind.get(space.id) ?? max, this.scanned.get(space.id) ?? max, max));
    this.rewind.delete(space.id);
    return true;
  }
}

/** One step of a pass: embeds up to a batch of the missing chunks after `after`; returns where it got to (undefined: stop). */
async function step(store: Store, space: EmbeddingSpace, o: PassOptions, after: number, max: number): Promise<number | undefined> {
  while (o.defer?.()) {
    if (o.stopped()) return undefined;
    await sleep(DEFER_POLL_MS);
  }
  const rows = store.vectors.missing(space.id, after, Math.min(max, after + WINDOW), o.batch);
  if (rows.length === 0) {
    await yieldToEventLoop();
    return Math.min(max, after + WINDOW);
  }
  let vectors: Array<Float32Array | null>;
  try {
    vectors = await o.embed(rows.map((r) => r.text));
  } catch (err) {
    if (!o.stopped()) o.failed(err);
    return undefined;
  }
  if (o.stopped()) return undefined;
  // Paused while the vectors were made (the disk went below its headroom): they are dropped
  // and made again later rather than written into room a delete needs.
  if (o.defer?.()) return after;
  // A text with no vector (no known word) stays missing; the scan mark passes it.
  store.tx(() => store.vectors.putIfCurrent(space.id, rows, vectors));
  await yieldToEventLoop();
  return rows[rows.length - 1]!.id;
}

import type { Store } from '../store/index.js';
import type { EmbeddingSpace } from '../store/vectors.js';
import type { BuiltinEmbedder } from '../models/builtin-embedder.js';
import { OllamaEmbedder, ollamaSpaceName } from '../models/ollama-embedder.js';
import type { OllamaClient } from '../models/ollama.js';
import { STOP_WORDS } from '../index/stopwords.js';

/** A query's vector in one embedding space. */
export interface QueryVector {
  spaceId: number;
  model: string;
  vector: Float32Array;
  /** Whether the embedder knows a (lower-cased) word; absent: it knows every word (subword models). */
  knows?: (word: string) => boolean;
}

/** Vectors for one batch of chunks, per space; a null vector is filled in later by the backfill. */
export type BatchVectors = Array<{ spaceId: number; vectors: Array<Float32Array | null> }>;

export interface VectorIndexOptions {
  /** The built-in embedder; absent when models/sg100.bin is missing (then BM25 only, or Ollama). */
  builtin?: BuiltinEmbedder;
  /** Ollama, when configured: its embedding model becomes the preferred space once filled. */
  ollama?: { client: OllamaClient; model: string };
  log?: (msg: string) => void;
  /** Chunks embedded per backfill step (each step is one short transaction). */
  batch?: number;
  /** How long Ollama is left alone after a failure, and how often an idle index rechecks. */
  retryMs?: number;
  /** Time limit of a query embedding through Ollama before falling back to the built-in space. */
  queryTimeoutMs?: number;
}

const WINDOW = 2000;
const yieldToEventLoop = (): Promise<void> => new Promise((r) => setImmediate(r));

/**
 * Keeps the chunk vectors of every embedding space complete and picks the space a search uses.
 *
 * - The built-in space (word vectors, offline) is always kept: the extraction process computes
 *   its vectors with the chunks, and it is the fallback whenever Ollama is not answering.
 * - The configured Ollama model gets its own space once the server answers. New chunks get its
 *   vectors on write when Ollama is up; anything missed (Ollama down, a model switch, a database
 *   from before vectors) is embedded by a background loop on the main thread in small batches
 *   that yield to the event loop. A space is `building` until the loop has covered every chunk,
 *   then `ready`; searches use the newest ready Ollama space, so after a model switch they keep
 *   running on the old model's vectors until the new ones are complete, then flip, and the old
 *   space is dropped.
 */
export class VectorIndex {
  private ollamaEmbedder: OllamaEmbedder | undefined;
  private ollamaDownUntil = 0;
  private ollamaWarned = false;
  private readonly dirty = new Set<number>();
  private stopped = false;
  private wake: (() => void) | undefined;
  private loop: Promise<void> | undefined;
  private readonly batch: number;
  private readonly retryMs: number;
  /** Resolvers waiting for the backfill to go idle (tests, benchmarks). */
  private idleWaiters: Array<() => void> = [];
  private busy = false;

  constructor(
    private readonly store: Store,
    private readonly opts: VectorIndexOptions = {},
  ) {
    this.batch = opts.batch ?? 32;
    this.retryMs = opts.retryMs ?? 30_000;
    if (opts.builtin) {
      const s = store.vectors.ensureSpace(opts.builtin.name, opts.builtin.dim);
      this.dirty.add(s.id);
    }
    // The configured model's space from an earlier run is checked for gaps once Ollama answers.
    const target = store.vectors.spaces().find((s) => s.model === this.targetModel());
    if (target) this.dirty.add(target.id);
    bindVectorIndex(store, this);
  }

  private targetModel(): string | undefined {
    return this.opts.ollama ? ollamaSpaceName(this.opts.ollama.model) : undefined;
  }

  /** Starts the background loop (probing Ollama, backfilling, flipping spaces). */
  start(): void {
    this.loop ??= this.run();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.wake?.();
    await this.loop;
  }

  /** Resolves when the backfill has nothing left to do for now (used by tests and benchmarks). */
  idle(): Promise<void> {
    if (!this.busy && this.dirty.size === 0) return Promise.resolve();
    return new Promise((r) => this.idleWaiters.push(r));
  }

  /** Name of the model the extraction process should embed chunks with (the built-in one). */
  workerModel(): string | undefined {
    return this.opts.builtin?.name;
  }

  private ollamaUp(): boolean {
    return !!this.ollamaEmbedder && Date.now() >= this.ollamaDownUntil;
  }

  private ollamaFailed(err: unknown): void {
    this.ollamaDownUntil = Date.now() + this.retryMs;
    if (!this.ollamaWarned) {
      this.ollamaWarned = true;
      this.opts.log?.(`embeddings: Ollama failed (${(err as Error).message}); chunks keep built-in vectors and are re-embedded later`);
    }
  }

  /**
   * Spaces written on indexing: the built-in one and the configured Ollama model's. During a
   * model switch the old model's space gets no vectors for new chunks (BM25 still finds them);
   * it is dropped when the new one is ready.
   */
  private writeSpaces(): EmbeddingSpace[] {
    return this.store.vectors.spaces().filter((s) => s.model === this.opts.builtin?.name || (this.ollamaEmbedder && s.model === this.ollamaEmbedder.name));
  }

  /**
   * Vectors for a batch of chunk texts about to be written: built-in ones from the extraction
   * process (`precomputed`) or computed here, Ollama ones when the server answers. Never throws:
   * a vector that cannot be had now is null and the backfill fills it in later.
   */
  async vectorsFor(texts: string[], precomputed?: { model: string; dim: number; data: Float32Array; offset: number }): Promise<BatchVectors> {
    const out: BatchVectors = [];
    for (const s of this.writeSpaces()) {
      if (s.model === this.opts.builtin?.name) {
        const b = this.opts.builtin;
        const pre = precomputed && precomputed.model === s.model && precomputed.dim === s.dim ? precomputed : undefined;
        out.push({
          spaceId: s.id,
          vectors: texts.map((t, i) => {
            if (pre) {
              const at = (pre.offset + i) * s.dim;
              // All zeros: a text with no known word, which has no vector.
              if (at + s.dim <= pre.data.length) return usable(pre.data.slice(at, at + s.dim));
            }
            return usable(b.embedOne(t));
          }),
        });
        continue;
      }
      let vectors: Array<Float32Array | null> = texts.map(() => null);
      if (this.ollamaUp()) {
        try {
          vectors = await this.ollamaEmbedder!.embed(texts);
        } catch (err) {
          this.ollamaFailed(err);
          this.markDirty(s.id);
        }
      } else this.markDirty(s.id);
      out.push({ spaceId: s.id, vectors });
    }
    return out;
  }

  /** Writes a batch's vectors; call inside the transaction that writes the chunks. */
  write(chunkIds: number[], subUserId: number, vectors: BatchVectors): void {
    const known = new Set(this.store.vectors.spaces().map((s) => s.id));
    for (const v of vectors) if (known.has(v.spaceId)) this.store.vectors.put(v.spaceId, subUserId, chunkIds, v.vectors);
  }

  private markDirty(spaceId: number): void {
    this.dirty.add(spaceId);
    this.wake?.();
  }

  /** The space searches use now: the newest ready Ollama space while Ollama answers, else built-in. */
  private searchSpaces(): { ollama?: EmbeddingSpace; builtin?: EmbeddingSpace } {
    const spaces = this.store.vectors.spaces();
    const builtin = this.opts.builtin ? spaces.find((s) => s.model === this.opts.builtin!.name) : undefined;
    const ollama = this.opts.ollama ? [...spaces].reverse().find((s) => s.model.startsWith('ollama:') && s.state === 'ready') : undefined;
    return { ollama, builtin };
  }

  /** The built-in embedder, when loaded (sentence similarity for the built-in answerer). */
  builtinEmbedder(): BuiltinEmbedder | undefined {
    return this.opts.builtin;
  }

  /** The query's vector in the built-in space, computed synchronously (no Ollama). */
  queryVectorSync(text: string): QueryVector | undefined {
    const s = this.searchSpaces().builtin;
    if (!s || !this.opts.builtin) return undefined;
    const b = this.opts.builtin;
    const v = usable(b.embedOne(text));
    // Its stop words count as known: the embedder skips them on purpose.
    return v ? { spaceId: s.id, model: s.model, vector: v, knows: (w) => STOP_WORDS.has(w) || b.lookup(w) >= 0 } : undefined;
  }

  /** The query's vector in the preferred space: Ollama's when ready and answering, else built-in. */
  async queryVector(text: string, signal?: AbortSignal): Promise<QueryVector | undefined> {
    const { ollama } = this.searchSpaces();
    if (ollama && this.opts.ollama && Date.now() >= this.ollamaDownUntil) {
      const model = ollama.model.slice('ollama:'.length);
      const emb = this.ollamaEmbedder?.model === model ? this.ollamaEmbedder : new OllamaEmbedder(this.opts.ollama.client, model, ollama.dim);
      const deadline = AbortSignal.timeout(this.opts.queryTimeoutMs ?? 3000);
      try {
        const [v] = await emb.embed([text], signal ? AbortSignal.any([signal, deadline]) : deadline);
        if (v && usable(v)) return { spaceId: ollama.id, model: ollama.model, vector: v };
      } catch (err) {
        if (signal?.aborted) throw err;
        this.ollamaFailed(err);
      }
    }
    return this.queryVectorSync(text);
  }

  status(): Array<{ model: string; dim: number; state: string; vectors: number }> {
    return this.store.vectors.spaces().map((s) => ({ model: s.model, dim: s.dim, state: s.state, vectors: this.store.vectors.count(s.id) }));
  }

  private async run(): Promise<void> {
    while (!this.stopped) {
      this.busy = true;
      try {
        await this.probeOllama();
        for (const id of [...this.dirty]) {
          if (this.stopped) break;
          const space = this.store.vectors.spaces().find((s) => s.id === id);
          if (!space) {
            this.dirty.delete(id);
            continue;
          }
          const done = await this.backfill(space);
          if (done) {
            this.dirty.delete(id);
            this.finish(space);
          }
        }
      } catch (err) {
        if (!this.stopped) this.opts.log?.(`embeddings: backfill failed: ${(err as Error).message}`);
      }
      this.busy = false;
      if (this.dirty.size === 0 || !this.canWork()) this.notifyIdle();
      if (this.stopped) break;
      await new Promise<void>((r) => {
        const t = setTimeout(r, this.dirty.size > 0 && this.canWork() ? 0 : this.retryMs);
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
    return [...this.dirty].every((id) => {
      const s = spaces.find((x) => x.id === id);
      return !s || s.model === this.opts.builtin?.name || (this.ollamaUp() && s.model === this.ollamaEmbedder?.name);
    });
  }

  private notifyIdle(): void {
    const w = this.idleWaiters;
    this.idleWaiters = [];
    w.forEach((r) => r());
  }

  private async probeOllama(): Promise<void> {
    const o = this.opts.ollama;
    if (!o || this.ollamaEmbedder || Date.now() < this.ollamaDownUntil) return;
    try {
      const emb = await OllamaEmbedder.probe(o.client, o.model, AbortSignal.timeout(this.opts.queryTimeoutMs ?? 3000));
      const space = this.store.vectors.ensureSpace(emb.name, emb.dim);
      this.ollamaEmbedder = emb;
      this.ollamaWarned = false;
      if (space.state !== 'ready') this.opts.log?.(`embeddings: ${emb.name} (${emb.dim} dims) is filling in the background`);
      this.dirty.add(space.id);
    } catch (err) {
      this.ollamaFailed(err);
    }
  }

  /**
   * Embeds the space's missing chunks, a few at a time, yielding between steps. Returns true
   * when a full pass found nothing missing (or filled all of it), false when it had to stop.
   */
  private async backfill(space: EmbeddingSpace): Promise<boolean> {
    const isBuiltin = space.model === this.opts.builtin?.name;
    if (!isBuiltin && !(this.ollamaUp() && this.ollamaEmbedder?.name === space.model)) return false;
    const max = this.store.vectors.maxChunkId();
    let after = 0;
    while (after < max) {
      if (this.stopped) return false;
      const rows = this.store.vectors.missing(space.id, after, Math.min(max, after + WINDOW), this.batch);
      if (rows.length === 0) {
        after = Math.min(max, after + WINDOW);
        await yieldToEventLoop();
        continue;
      }
      let vectors: Array<Float32Array | null>;
      if (isBuiltin) vectors = rows.map((r) => usable(this.opts.builtin!.embedOne(r.text)));
      else {
        try {
          vectors = await this.ollamaEmbedder!.embed(rows.map((r) => r.text));
        } catch (err) {
          this.ollamaFailed(err);
          return false;
        }
      }
      this.store.tx(() => {
        // The chunk may have been deleted (or its id reused) while it was being embedded.
        const current = this.store.db.prepare('SELECT text FROM chunks WHERE id = ?');
        rows.forEach((r, i) => {
          const now = current.get(r.id) as { text: string } | undefined;
          // A text with no known word has no vector: it stays missing, and costs a lookup per pass.
          if (now && now.text === r.text) this.store.vectors.put(space.id, r.sub_user_id, [r.id], [vectors[i]]);
        });
      });
      after = rows[rows.length - 1]!.id;
      await yieldToEventLoop();
    }
    return true;
  }

  /** A space whose backfill completed: ready; an Ollama target that became ready retires older ones. */
  private finish(space: EmbeddingSpace): void {
    if (space.state !== 'ready') {
      this.store.vectors.markReady(space.id);
      this.opts.log?.(`embeddings: ${space.model} is ready`);
    }
    if (space.model === this.targetModel()) {
      for (const old of this.store.vectors.spaces()) {
        if (old.id !== space.id && old.model.startsWith('ollama:')) {
          this.store.vectors.dropSpace(old.id);
          this.dirty.delete(old.id);
          this.opts.log?.(`embeddings: dropped the vectors of ${old.model} (replaced by ${space.model})`);
        }
      }
    }
  }
}

/** A vector worth storing: finite and not all zeros (a text with no known word has none). */
function usable(v: Float32Array): Float32Array | null {
  let n = 0;
  for (let i = 0; i < v.length; i++) {
    if (!Number.isFinite(v[i]!)) return null;
    n += v[i]! * v[i]!;
  }
  return n > 0 ? v : null;
}

const bound = new WeakMap<Store, VectorIndex>();

/** Makes `index` the vector index that searches on `store` use (the daemon does this once). */
export function bindVectorIndex(store: Store, index: VectorIndex): void {
  bound.set(store, index);
}

export function vectorIndexOf(store: Store): VectorIndex | undefined {
  return bound.get(store);
}

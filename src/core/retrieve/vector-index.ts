import type { Store } from '../store/index.js';
import type { EmbeddingSpace } from '../store/vectors.js';
import type { BuiltinEmbedder } from '../models/builtin-embedder.js';
import { STOP_WORDS } from '../index/stopwords.js';
import { QueryVectorCache } from './query-cache.js';
import { BackfillLoop } from './backfill-loop.js';
import { OllamaLink } from './ollama-link.js';
import type { BatchVectors, QueryVector, SpaceStatus, VectorIndexOptions } from './vector-types.js';

export type { BackgroundEmbedder, BatchVectors, QueryVector, SpaceStatus, VectorIndexOptions } from './vector-types.js';

/**
 * Keeps the chunk vectors of every embedding space complete and picks the space a search uses.
 *
 * - The built-in sentence encoder (Universal Sentence Encoder Lite, in a process of its own) is
 *   the offline default. Its vectors are never computed on the way to COMPLETED: a file is
 *   searchable by BM25 as soon as it is indexed, and a background pass here finds the chunks
 *   without a vector in the encoder's space (a query on the database, so the backlog survives
 *   restarts) and fills them, a batch at a time, queries going first.
 * - The word-vector space (`builtin-sg100`) of a data dir from before the encoder stays searched
 *   until the encoder's space is complete, then it is dropped; without an encoder it is the
 *   built-in space (the extraction process computes its vectors with the chunks).
 * - The configured Ollama model gets its own space once the server answers. New chunks get its
 *   vectors on write when Ollama is up; anything missed (Ollama down, a model switch, a database
 *   from before vectors) is embedded by the same background loop. A space is `building` until
 *   the loop has covered every chunk, then `ready`; searches use the newest ready Ollama space,
 *   so after a model switch they keep running on the old model's vectors until the new ones are
 *   complete, then flip, and the old space is dropped.
 */
export class VectorIndex {
  private readonly ollama: OllamaLink;
  private readonly backfill: BackfillLoop;
  private readonly batch: number;
  private readonly encoderBatch: number;
  private queryCache = new QueryVectorCache();
  private statusCache: { at: number; value: SpaceStatus[] } | undefined;

  constructor(
    private readonly store: Store,
    private readonly opts: VectorIndexOptions = {},
  ) {
    this.batch = opts.batch ?? 32;
    this.encoderBatch = opts.encoderBatch ?? 4;
    const log = opts.log ?? (() => {});
    const retryMs = opts.retryMs ?? 30_000;
    this.ollama = new OllamaLink(opts.ollama, { retryMs, queryTimeoutMs: opts.queryTimeoutMs ?? 3000, log });
    this.backfill = new BackfillLoop(store, {
      prepare: async () => {
        const space = await this.ollama.probe(store);
        if (space) this.backfill.markDirty(space.id);
      },
      embedderFor: (space) => this.embedderFor(space),
      batchFor: (space) => (space.model === opts.encoder?.name ? this.encoderBatch : this.batch),
      // Every space waits while the daemon pauses background work (a full disk); the encoder's also while files wait to be processed.
      deferFor: (space) => {
        const encoderWaits = space.model === opts.encoder?.name ? (opts.deferEncoder ?? (() => store.jobs.pendingCount() > 0)) : undefined;
        return () => (opts.paused?.() ?? false) || (encoderWaits?.() ?? false);
      },
      failed: (space, err) => {
        if (this.ollama.embedder?.name === space.model) this.ollama.failed(err);
        else log(`embeddings: ${space.model}: ${(err as Error).message}`);
      },
      finished: (space) => this.finish(space),
      log,
      retryMs,
    });
    const existing = store.vectors.spaces();
    if (opts.encoder) this.backfill.markDirty(store.vectors.ensureSpace(opts.encoder.name, opts.encoder.dim).id);
    // Word vectors: the built-in space without an encoder; with one, only the old vectors of an
    // upgraded data dir, searched until the encoder's space is complete.
    const words = opts.builtin && existing.find((s) => s.model === opts.builtin!.name);
    if (opts.builtin && (!opts.encoder || words)) this.backfill.markDirty(store.vectors.ensureSpace(opts.builtin.name, opts.builtin.dim).id);
    // The configured model's space from an earlier run is checked for gaps once Ollama answers.
    const target = existing.find((s) => s.model === this.ollama.targetModel());
    if (target) this.backfill.markDirty(target.id);
    bindVectorIndex(store, this);
  }

  /** Starts the background loop (probing Ollama, backfilling, flipping spaces). */
  start(): void {
    this.backfill.start();
  }

  async stop(): Promise<void> {
    await this.backfill.stop(async () => this.opts.encoder?.close?.());
  }

  /** Resolves when the backfill has nothing left to do for now (used by tests and benchmarks). */
  idle(): Promise<void> {
    return this.backfill.idle();
  }

  /** Name of the model the extraction process should embed chunks with (word vectors, while their space is kept). */
  workerModel(): string | undefined {
    const b = this.opts.builtin;
    return b && this.store.vectors.space(b.name) ? b.name : undefined;
  }

  /**
   * Spaces written on indexing: the word vectors' (while kept) and the configured Ollama
   * model's. The encoder's is filled by the background pass only. During a model switch the
   * old model's space gets no vectors for new chunks (BM25 still finds them); it is dropped
   * when the new one is ready.
   */
  private writeSpaces(): EmbeddingSpace[] {
    const ollama = this.ollama.embedder;
    return this.store.vectors.spaces().filter((s) => s.model === this.opts.builtin?.name || (ollama && s.model === ollama.name));
  }

  /**
   * Vectors for a batch of chunk texts about to be written: word vectors from the extraction
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
      if (this.ollama.up()) {
        try {
          vectors = await this.ollama.embedder!.embed(texts);
        } catch (err) {
          this.ollama.failed(err);
          this.backfill.markDirty(s.id);
        }
      } else this.backfill.markDirty(s.id);
      out.push({ spaceId: s.id, vectors });
    }
    return out;
  }

  /**
   * Writes a batch's vectors; call inside the transaction that writes the chunks. New chunks
   * are also noted for the background pass of every space they have no vector in yet.
   */
  write(chunkIds: number[], subUserId: number, vectors: BatchVectors): void {
    const known = new Set(this.store.vectors.spaces().map((s) => s.id));
    for (const v of vectors) if (known.has(v.spaceId)) this.store.vectors.put(v.spaceId, subUserId, chunkIds, v.vectors);
    if (chunkIds.length === 0) return;
    this.backfill.written(chunkIds);
    const enc = this.encoderSpace();
    if (enc) this.backfill.markDirty(enc.id);
  }

  private encoderSpace(): EmbeddingSpace | undefined {
    return this.opts.encoder ? this.store.vectors.space(this.opts.encoder.name) : undefined;
  }

  /**
   * The spaces searches use now: the newest ready Ollama space while Ollama answers; the
   * encoder's once complete (and the encoder can run); else the word vectors'.
   */
  private searchSpaces(): { ollama?: EmbeddingSpace; builtin?: EmbeddingSpace } {
    const spaces = this.store.vectors.spaces();
    const enc = this.encoderSpace();
    const builtin =
      enc && enc.state === 'ready' && this.opts.encoder!.available() ? enc : this.opts.builtin ? spaces.find((s) => s.model === this.opts.builtin!.name) : undefined;
    const ollama = this.ollama.configured() ? [...spaces].reverse().find((s) => s.model.startsWith('ollama:') && s.state === 'ready') : undefined;
    return { ollama, builtin };
  }

  /** The word-vector embedder, when loaded (sentence similarity for the built-in answerer). */
  builtinEmbedder(): BuiltinEmbedder | undefined {
    return this.opts.builtin;
  }

  /**
   * The query's vector in the built-in space, without waiting: word vectors are computed here;
   * the encoder's comes lazily (from the cache when this text was embedded before).
   */
  queryVectorSync(text: string): QueryVector | undefined {
    const s = this.searchSpaces().builtin;
    if (!s) return undefined;
    const enc = this.opts.encoder;
    const words = this.opts.builtin;
    // Which words a model trained on everyday text understands: the 100,000 most frequent words
    // of the word vectors' vocabulary (plus the stop words it skips). The encoder reads any
    // string through its subword pieces, but means little by a drug or gene name; with this,
    // the fusion's coverage gate (V) keeps vectors out of such queries. All 341,479 words of
    // the vocabulary let "Ivermectin is used to treat lymphatic filariasis" (ivermectin is the
    // 133,719th word) through, and the encoder pushed its right answer out of SciFact's top 100;
    // the cut changes 2 SciFact train queries instead of 6 (docs/DECISIONS.md).
    const knows = words && ((w: string) => STOP_WORDS.has(w) || knownWord(words, w));
    if (enc && s.model === enc.name) {
      const key = `${s.model}\u0000${text}`;
      const timeout = this.opts.encoderTimeoutMs ?? 3000;
      return {
        spaceId: s.id,
        model: s.model,
        knows,
        vector: this.queryCache.get(key),
        compute: async (signal) => {
          const v = await this.queryCache.through(key, async () => usable((await enc.embed([text], AbortSignal.timeout(timeout), 'query'))[0] ?? new Float32Array(0)) ?? undefined);
          if (signal?.aborted) throw signal.reason as Error;
          return v;
        },
      };
    }
    if (!words || !knows) return undefined;
    const v = usable(words.embedOne(text));
    // Its stop words count as known: the embedder skips them on purpose.
    return v ? { spaceId: s.id, model: s.model, vector: v, knows } : undefined;
  }

  /** Forgets the cached query vectors (bench:search-profile measures first-time questions). */
  forgetQueryVectors(): void {
    this.queryCache = new QueryVectorCache();
  }

  /** The query's vector in the preferred space: Ollama's when ready and answering, else built-in. */
  async queryVector(text: string, signal?: AbortSignal): Promise<QueryVector | undefined> {
    const { ollama } = this.searchSpaces();
    if (ollama) {
      const v = await this.ollama.queryVector(ollama, text, signal);
      if (v && usable(v)) return { spaceId: ollama.id, model: ollama.model, vector: v };
    }
    return this.queryVectorSync(text);
  }

  /** Per space: how many chunks have a vector, and whether searches use it (cached 200 ms). */
  status(): SpaceStatus[] {
    if (this.statusCache && Date.now() - this.statusCache.at < 200) return this.statusCache.value;
    const chunks = this.store.vectors.chunkCount();
    const { ollama, builtin } = this.searchSpaces();
    const searched = ollama && this.ollama.up() ? ollama.id : builtin?.id;
    const value = this.store.vectors.spaces().map((s) => {
      const vectors = this.store.vectors.count(s.id);
      return { model: s.model, dim: s.dim, state: s.state, vectors, chunks, pending: Math.max(0, chunks - vectors), searched: s.id === searched };
    });
    this.statusCache = { at: Date.now(), value };
    return value;
  }

  /** The encoder process's state and memory (for /health and benchmarks). */
  encoderStats(): Record<string, unknown> | undefined {
    return this.opts.encoder?.stats?.();
  }

  /** What fills a space's vectors in the background now, if anything can. */
  private embedderFor(space: EmbeddingSpace): ((texts: string[]) => Promise<Array<Float32Array | null>>) | undefined {
    const { builtin, encoder } = this.opts;
    if (builtin && space.model === builtin.name) return async (texts) => texts.map((t) => usable(builtin.embedOne(t)));
    if (encoder && space.model === encoder.name) {
      if (!encoder.available()) return undefined;
      return async (texts) => (await encoder.embed(texts, undefined, 'background')).map(usable);
    }
    const o = this.ollama.embedder;
    if (o && this.ollama.up() && o.name === space.model) return async (texts) => (await o.embed(texts)).map(usable);
    return undefined;
  }

  /**
   * A space whose backfill completed: ready. An Ollama target that became ready retires older
   * Ollama spaces; the encoder's retires the word vectors' (their model stays loaded for the
   * answerer, and the extraction process stops computing them).
   */
  private finish(space: EmbeddingSpace): void {
    if (space.state !== 'ready') {
      this.store.vectors.markReady(space.id);
      this.opts.log?.(`embeddings: ${space.model} is ready`);
    }
    const retire = (old: EmbeddingSpace) => {
      this.store.vectors.dropSpace(old.id);
      this.backfill.forget(old.id);
      this.opts.log?.(`embeddings: dropped the vectors of ${old.model} (replaced by ${space.model})`);
    };
    if (space.model === this.ollama.targetModel()) {
      for (const old of this.store.vectors.spaces()) if (old.id !== space.id && old.model.startsWith('ollama:')) retire(old);
    }
    if (space.model === this.opts.encoder?.name && this.opts.builtin) {
      const words = this.store.vectors.space(this.opts.builtin.name);
      if (words) retire(words);
    }
  }
}

/** Words beyond this frequency rank of the word-vector vocabulary are technical: the encoder does not know them. */
const KNOWN_RANK = 100_000;

function knownWord(words: BuiltinEmbedder, w: string): boolean {
  const rank = words.lookup(w);
  return rank >= 0 && rank < KNOWN_RANK;
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

import type { BuiltinEmbedder } from '../models/builtin-embedder.js';
import type { OllamaClient } from '../models/ollama.js';
import type { Embedder } from '../models/embedder.js';
import type { EncoderPriority } from '../models/encoder-process.js';

/** A query's vector in one embedding space. */
export interface QueryVector {
  spaceId: number;
  model: string;
  /**
   * Absent while a lazy vector (the sentence encoder's) is not computed: a search that needs it
   * sets `wanted`, and retrieveFiles/retrieveChunks compute it and search again. Queries that
   * BM25 answers on its own (vector weight 0) never pay for an encoder call.
   */
  vector?: Float32Array;
  /** Whether the embedder knows a (lower-cased) word; absent: it knows every word (subword models). */
  knows?: (word: string) => boolean;
  wanted?: boolean;
  /** Computes (or takes from the cache) the vector of a lazy query vector. */
  compute?: (signal?: AbortSignal) => Promise<Float32Array | undefined>;
}

/** The built-in sentence encoder as the vector index uses it (EncoderProcess). */
export interface BackgroundEmbedder extends Embedder {
  embed(texts: string[], signal?: AbortSignal, priority?: EncoderPriority): Promise<Float32Array[]>;
  /** False while it cannot be used (failed to load, crashing); it is tried again later. */
  available(): boolean;
  stats?(): Record<string, unknown>;
  close?(): Promise<void>;
}

/** Progress of one embedding space, for /health and `ctx status`. */
export interface SpaceStatus {
  model: string;
  dim: number;
  state: string;
  /** Chunks with a vector in this space. */
  vectors: number;
  /** All chunks; `chunks - vectors` are waiting for the background pass (or have no vector). */
  chunks: number;
  pending: number;
  /** Whether searches use this space now. */
  searched: boolean;
}

/** Vectors for one batch of chunks, per space; a null vector is filled in later by the backfill. */
export type BatchVectors = Array<{ spaceId: number; vectors: Array<Float32Array | null> }>;

export interface VectorIndexOptions {
  /**
   * The word-vector embedder (models/sg100.bin). Its space is searched until the sentence
   * encoder's is complete (a data dir from before the encoder) or when there is no encoder;
   * the built-in answerer uses the model itself for sentence similarity either way.
   */
  builtin?: BuiltinEmbedder;
  /** The built-in sentence encoder (Universal Sentence Encoder Lite), filled in the background. */
  encoder?: BackgroundEmbedder;
  /** Chunks per encoder request in the background pass (a query waits at most for one). */
  encoderBatch?: number;
  /**
   * True while the encoder's backlog should wait: by default while files are queued or being
   * extracted, so the encoder never takes CPU from files on their way to COMPLETED.
   */
  deferEncoder?: () => boolean;
  /** True while no background pass may write (the disk is below its headroom). */
  paused?: () => boolean;
  /** Ollama, when configured: its embedding model becomes the preferred space once filled. */
  ollama?: { client: OllamaClient; model: string };
  log?: (msg: string) => void;
  /** Chunks embedded per backfill step (each step is one short transaction). */
  batch?: number;
  /** How long Ollama is left alone after a failure, and how often an idle index rechecks. */
  retryMs?: number;
  /** Time limit of a query embedding through Ollama before falling back to the built-in space. */
  queryTimeoutMs?: number;
  /** Time limit of a query embedding by the sentence encoder before the search goes on without it. */
  encoderTimeoutMs?: number;
}

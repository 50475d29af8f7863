import type { Store } from '../store/index.js';
import type { EmbeddingSpace } from '../store/vectors.js';
import type { OllamaClient } from '../models/ollama.js';
import { OllamaEmbedder, ollamaSpaceName } from '../models/ollama-embedder.js';

export interface OllamaLinkOptions {
  /** How long Ollama is left alone after a failure. */
  retryMs: number;
  /** Time limit of a probe or a query embedding. */
  queryTimeoutMs: number;
  log: (msg: string) => void;
}

/**
 * The configured Ollama embedding model as the vector index sees it: found by a probe (which
 * learns its dimension and creates its space), left alone for a while after any failure (one
 * warning, then silence until it answers again), and asked for query vectors in whichever
 * Ollama space searches use (an older model's, during a switch).
 */
export class OllamaLink {
  /** Set once a probe succeeded. */
  embedder: OllamaEmbedder | undefined;
  private downUntil = 0;
  private warned = false;

  constructor(
    private readonly cfg: { client: OllamaClient; model: string } | undefined,
    private readonly o: OllamaLinkOptions,
  ) {}

  /** The space name of the configured model (undefined without Ollama). */
  targetModel(): string | undefined {
    return this.cfg ? ollamaSpaceName(this.cfg.model) : undefined;
  }

  configured(): boolean {
    return this.cfg !== undefined;
  }

  /** Probed and not failing lately. */
  up(): boolean {
    return !!this.embedder && !this.resting();
  }

  /** Within the pause after a failure. */
  private resting(): boolean {
    return Date.now() < this.downUntil;
  }

  failed(err: unknown): void {
    this.downUntil = Date.now() + this.o.retryMs;
    if (!this.warned) {
      this.warned = true;
      this.o.log(`embeddings: Ollama failed (${(err as Error).message}); chunks keep built-in vectors and are re-embedded later`);
    }
  }

  /** Probes the server once it may be tried; returns the model's space when it answered for the first time. */
  async probe(store: Store): Promise<EmbeddingSpace | undefined> {
    if (!this.cfg || this.embedder || this.resting()) return undefined;
    try {
      const emb = await OllamaEmbedder.probe(this.cfg.client, this.cfg.model, AbortSignal.timeout(this.o.queryTimeoutMs));
      const space = store.vectors.ensureSpace(emb.name, emb.dim);
      this.embedder = emb;
      this.warned = false;
      if (space.state !== 'ready') this.o.log(`embeddings: ${emb.name} (${emb.dim} dims) is filling in the background`);
      return space;
    } catch (err) {
      this.failed(err);
      return undefined;
    }
  }

  /** The query's vector in Ollama space `space`, or undefined (not configured, resting, failed: the caller falls back). */
  async queryVector(space: EmbeddingSpace, text: string, signal?: AbortSignal): Promise<Float32Array | undefined> {
    if (!this.cfg || this.resting()) return undefined;
    const model = space.model.slice('ollama:'.length);
    const emb = this.embedder?.model === model ? this.embedder : new OllamaEmbedder(this.cfg.client, model, space.dim);
    const deadline = AbortSignal.timeout(this.o.queryTimeoutMs);
    try {
      const [v] = await emb.embed([text], signal ? AbortSignal.any([signal, deadline]) : deadline);
      return v;
    } catch (err) {
      if (signal?.aborted) throw err;
      this.failed(err);
      return undefined;
    }
  }
}

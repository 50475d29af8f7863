import { normalize, type Embedder } from './embedder.js';
import { OllamaError, type OllamaClient } from './ollama.js';

/** Texts sent to /api/embed per request. */
const BATCH = 16;
/** Characters of a text sent (embedding models have a context limit; chunks are ~1.5 k). */
const MAX_CHARS = 8000;

/** The name an Ollama embedding model's vectors are stored under. */
export function ollamaSpaceName(model: string): string {
  return `ollama:${model}`;
}

/** Vectors from an Ollama embedding model (POST /api/embed), unit length. */
export class OllamaEmbedder implements Embedder {
  readonly name: string;

  constructor(
    private readonly client: OllamaClient,
    readonly model: string,
    readonly dim: number,
  ) {
    this.name = ollamaSpaceName(model);
  }

  /** Asks the server for one embedding to learn the model's dimension; throws when it cannot. */
  static async probe(client: OllamaClient, model: string, signal?: AbortSignal): Promise<OllamaEmbedder> {
    const [v] = await client.embed(model, ['dimension probe'], signal);
    if (!v || v.length === 0) throw new OllamaError(`Ollama model ${model} returned an empty embedding`, 'protocol');
    return new OllamaEmbedder(client, model, v.length);
  }

  async embed(texts: string[], signal?: AbortSignal): Promise<Float32Array[]> {
    const out: Float32Array[] = [];
    for (let i = 0; i < texts.length; i += BATCH) {
      const batch = texts.slice(i, i + BATCH).map((t) => (t.length > MAX_CHARS ? t.slice(0, MAX_CHARS) : t));
      const vecs = await this.client.embed(this.model, batch, signal);
      for (const v of vecs) {
        if (v.length !== this.dim) throw new OllamaError(`Ollama model ${this.model} returned ${v.length} dimensions, expected ${this.dim}`, 'protocol');
        out.push(normalize(Float32Array.from(v)));
      }
    }
    return out;
  }
}

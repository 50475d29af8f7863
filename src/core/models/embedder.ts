/** Turns texts into unit-length vectors. Implementations: built-in word vectors, Ollama. */
export interface Embedder {
  /** Stored with the vectors: switching models means re-embedding. */
  readonly name: string;
  readonly dim: number;
  embed(texts: string[], signal?: AbortSignal): Promise<Float32Array[]>;
}

export function normalize(v: Float32Array): Float32Array {
  let n = 0;
  for (let i = 0; i < v.length; i++) n += v[i]! * v[i]!;
  n = Math.sqrt(n);
  if (n > 0) for (let i = 0; i < v.length; i++) v[i]! /= n;
  return v;
}

export function cosine(a: Float32Array, b: Float32Array): number {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i]! * b[i]!;
  return s;
}

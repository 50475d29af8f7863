import type { Store } from '../store/index.js';
import type { Scored } from './lexical.js';
import { vectorIndexOf, type QueryVector } from './vector-index.js';
import type { SearchOptions } from './search.js';
import { isNameChunk } from '../index/name-chunk.js';

/** The query's similarity to its nearest chunks: what a chunk's cosine is measured against. */
export interface Spread {
  mean: number;
  sd: number;
}

/** What the vectors saw for a query: its nearest chunks' spread and the best cosine of all. */
export interface Nearest {
  spread?: Spread;
  /** Cosine of the nearest chunk (undefined: no chunk has a vector). */
  top?: number;
}

/** Fewer neighbours than this make no spread to stand out from. */
const MIN_SPREAD = 4;

function spreadOf(cosines: number[]): Spread | undefined {
  if (cosines.length < MIN_SPREAD) return undefined;
  const mean = cosines.reduce((a, b) => a + b, 0) / cosines.length;
  const sd = Math.sqrt(cosines.reduce((a, b) => a + (b - mean) ** 2, 0) / cosines.length);
  return sd > 1e-6 ? { mean, sd } : undefined;
}

/** The query's vector for a search: none in bm25 mode or when the caller said null. */
export function resolveVector(store: Store, text: string, opts: SearchOptions): QueryVector | undefined {
  if ((opts.mode ?? 'hybrid') === 'bm25' || opts.queryVector === null) return undefined;
  return opts.queryVector ?? vectorIndexOf(store)?.queryVectorSync(text);
}

/** Whether the query vector is there; a lazy one not computed yet is marked as wanted (retrieve* compute it and search again). */
export function hasVector(qv: QueryVector): qv is QueryVector & { vector: Float32Array } {
  if (qv.vector) return true;
  qv.wanted = true;
  return false;
}

/**
 * Adds vector evidence to the lexical candidates: the `k` nearest chunks (new candidates with
 * lexical 0) and the cosine of every lexical candidate that has a vector (of those in `only`,
 * when given). A name chunk's vector is left out (index/name-chunk.ts): the vector of
 * "cafe_receipt_photo.png" put the receipt that BM25 ranked first by its name sixth.
 */
export function addVectors(store: Store, subUserId: number, qv: QueryVector & { vector: Float32Array }, cands: Map<number, Scored>, k: number, only?: Set<number>): Nearest {
  const knn = store.vectors.knn(qv.spaceId, subUserId, qv.vector, k);
  const fresh: number[] = [];
  for (const v of knn) {
    const c = cands.get(v.chunk_id);
    if (c) c.cosine = isNameChunk(c.hit) ? undefined : v.cosine;
    else fresh.push(v.chunk_id);
  }
  const known = [...cands.entries()].filter(([id, c]) => c.cosine === undefined && !isNameChunk(c.hit) && (!only || only.has(id))).map(([id]) => id);
  for (const [id, cos] of store.vectors.similarities(qv.spaceId, qv.vector, known)) cands.get(id)!.cosine = cos;
  const rows = store.chunks.byIds(subUserId, fresh);
  const cos = new Map(knn.map((v) => [v.chunk_id, v.cosine]));
  for (const [id, hit] of rows) if (!isNameChunk(hit)) cands.set(id, { hit, lexical: 0, cosine: cos.get(id) });
  let top: number | undefined;
  for (const c of cands.values()) if (c.cosine !== undefined && (top === undefined || c.cosine > top)) top = c.cosine;
  return { spread: spreadOf(knn.map((v) => v.cosine)), top };
}

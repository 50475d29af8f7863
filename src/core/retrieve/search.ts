import type { Store } from '../store/index.js';
import type { ChunkHit } from '../store/chunks.js';
import type { Entry } from '../store/entries.js';
import { CtxError } from '../errors.js';
import { parseQuery, quote, type LexicalQuery } from './fts-query.js';
import { DEFAULT_FUSION, fuse, vectorWeight, type FusionItem, type FusionParams } from './fusion.js';
import { documentFrequency, indexStats, queryEvidence } from './evidence.js';
import { DEFAULT_FEEDBACK, expansionMatch, expansionTerms, rerankTail, type FeedbackParams } from './feedback.js';
import { vectorIndexOf, type QueryVector } from './vector-index.js';

export interface FileHit {
  entry: Entry;
  score: number;
  chunks: ChunkHit[];
}

/** `bm25`: lexical only; `hybrid` (default): BM25 fused with vector similarity. */
export type SearchMode = 'bm25' | 'hybrid';

export interface SearchOptions {
  mode?: SearchMode;
  /**
   * The query's vector. Absent: the built-in space of the vector index bound to the store (word
   * vectors computed synchronously; the sentence encoder's only when cached, since it runs in
   * another process); null: none (BM25 only). retrieveChunks/retrieveFiles fill it from the
   * preferred space (Ollama when ready), asynchronously, computing a lazy one only when the
   * fusion will use it.
   */
  queryVector?: QueryVector | null;
  fusion?: Partial<FusionParams>;
  /** Pseudo-relevance feedback for results after the first few (see feedback.ts); false: none. */
  feedback?: Partial<FeedbackParams> | false;
  /** Aborts the query embedding (retrieveChunks/retrieveFiles) when the caller goes away. */
  signal?: AbortSignal;
}

/** How many chunks are read per wanted file before aggregating (files have several chunks). */
const CHUNKS_PER_FILE = 4;
/** Weight of an exact identifier phrase ("il 6" for IL-6) added to a chunk's BM25 score. */
const PHRASE_BONUS = 0.1;
/** Weight of a file's second-best chunk in its score (one strong chunk still decides). */
const SECOND_CHUNK = 0.1;

interface Scored {
  hit: Omit<ChunkHit, 'score'>;
  lexical: number;
  cosine?: number;
}

/** From this many chunks on, words in more than COMMON_SHARE of them are left out of the query. */
const LARGE_INDEX = 20_000;
const COMMON_SHARE = 0.3;

/**
 * The main-index expression for a large index: FTS5's BM25 costs time per matching row, and a
 * word in a third of all chunks (IDF < 0.85, against 5–10 for a rare word) makes most of the
 * index match while hardly changing the ranking. At 100k chunks this halves the query time;
 * on SciFact (train) dropping them would cost 0.001 nDCG@10, so small indexes keep them.
 */
function mainMatch(store: Store, q: LexicalQuery, rows: number): string | undefined {
  if (!q.match || rows < LARGE_INDEX) return q.match;
  const kept = q.words.filter((w) => documentFrequency(store, 'chunks_fts', w) <= COMMON_SHARE * rows);
  if (kept.length === 0 || kept.length === q.words.length) return q.match;
  return kept.map(quote).join(' OR ');
}

/** BM25 hits of the main index, the CJK bigram index and identifier phrases, by chunk id. */
function lexicalChunks(store: Store, subUserId: number, q: LexicalQuery, n: number): Map<number, Scored> {
  const out = new Map<number, Scored>();
  const add = (hits: ChunkHit[], weight: number, onlyKnown: boolean): void => {
    for (const h of hits) {
      const cur = out.get(h.chunk_id);
      // bm25() is negative (lower is better); scores here are "higher is better".
      if (cur) cur.lexical += weight * -h.score;
      else if (!onlyKnown) {
        const { score, ...hit } = h;
        out.set(h.chunk_id, { hit, lexical: weight * -score });
      }
    }
  };
  lexicalSearch(() => {
    const opts = { share: userShare(store, subUserId) };
    const match = mainMatch(store, q, indexStats(store).rows);
    if (match) add(store.chunks.search(subUserId, match, n, opts), 1, false);
    if (q.cjk) add(store.chunks.searchCjk(subUserId, q.cjk, n, opts), 1, false);
    if (q.phrases && out.size > 0) add(store.chunks.search(subUserId, q.phrases, n, opts), PHRASE_BONUS, true);
  });
  return out;
}

/** The sub-user's share of all chunks (lets the chunk search skip the scope term when it is ~1). */
function userShare(store: Store, subUserId: number): number {
  const stats = indexStats(store);
  return stats.rows > 0 ? (stats.perUser.get(subUserId) ?? 0) / stats.rows : 0;
}

/** Runs FTS5 searches; an FTS5 error becomes SEARCH_FAILED. */
function lexicalSearch<T>(fn: () => T): T {
  try {
    return fn();
  } catch (err) {
    throw new CtxError('SEARCH_FAILED', `search failed: ${(err as Error).message}`);
  }
}

function resolveVector(store: Store, text: string, opts: SearchOptions): QueryVector | undefined {
  if ((opts.mode ?? 'hybrid') === 'bm25' || opts.queryVector === null) return undefined;
  return opts.queryVector ?? vectorIndexOf(store)?.queryVectorSync(text);
}

/**
 * Adds vector evidence to the lexical candidates: the `k` nearest chunks (new candidates with
 * lexical 0) and the cosine of every lexical candidate that has a vector.
 */
function addVectors(store: Store, subUserId: number, qv: QueryVector & { vector: Float32Array }, cands: Map<number, Scored>, k: number, only?: Set<number>): Spread | undefined {
  const knn = store.vectors.knn(qv.spaceId, subUserId, qv.vector, k);
  const fresh: number[] = [];
  for (const v of knn) {
    const c = cands.get(v.chunk_id);
    if (c) c.cosine = v.cosine;
    else fresh.push(v.chunk_id);
  }
  const known = [...cands.entries()].filter(([id, c]) => c.cosine === undefined && (!only || only.has(id))).map(([id]) => id);
  for (const [id, cos] of store.vectors.similarities(qv.spaceId, qv.vector, known)) cands.get(id)!.cosine = cos;
  const rows = store.chunks.byIds(subUserId, fresh);
  const cos = new Map(knn.map((v) => [v.chunk_id, v.cosine]));
  for (const [id, hit] of rows) cands.set(id, { hit, lexical: 0, cosine: cos.get(id) });
  return spreadOf(knn.map((v) => v.cosine));
}

/** The query's similarity to its nearest chunks: what a chunk's cosine is measured against. */
interface Spread {
  mean: number;
  sd: number;
}

/** Fewer neighbours than this make no spread to stand out from. */
const MIN_SPREAD = 4;

function spreadOf(cosines: number[]): Spread | undefined {
  if (cosines.length < MIN_SPREAD) return undefined;
  const mean = cosines.reduce((a, b) => a + b, 0) / cosines.length;
  const sd = Math.sqrt(cosines.reduce((a, b) => a + (b - mean) ** 2, 0) / cosines.length);
  return sd > 1e-6 ? { mean, sd } : undefined;
}

/**
 * Chunk-level retrieval for one sub-user, best first: BM25 (title-weighted, CJK bigrams,
 * identifier phrases) fused with vector similarity unless `mode` is bm25. `score` is higher
 * for better hits (BM25 in bm25 mode, the fused score otherwise).
 */
export function searchChunks(store: Store, subUserId: number, text: string, limit: number, opts: SearchOptions = {}): ChunkHit[] {
  const q = parseQuery(text);
  const n = Math.max(limit, 50);
  const cands = lexicalChunks(store, subUserId, q, n);
  const qv = resolveVector(store, text, opts);
  if (!qv) return rankLexical(cands).slice(0, limit);
  const params = { ...DEFAULT_FUSION, ...opts.fusion };
  const best = [...cands.entries()].filter(([, c]) => c.lexical > 0).sort((a, b) => b[1].lexical - a[1].lexical)[0];
  const evidence = queryEvidence(store, subUserId, q, best?.[0], qv.knows);
  // A zero weight (BM25 found the query, or the embedder does not know it) leaves BM25 as is.
  if (vectorWeight(evidence, params) === 0 || !hasVector(qv)) return rankLexical(cands).slice(0, limit);
  const spread = addVectors(store, subUserId, qv, cands, Math.max(limit, 50));
  const items: Array<FusionItem<number>> = [...cands.entries()].map(([id, c]) => ({ key: id, lexical: c.lexical, cosine: c.cosine }));
  return fuse(items, evidence, params)
    .slice(0, limit)
    .map(({ key, score }) => {
      const c = cands.get(key)!;
      // How far above the query's nearest chunks this one's meaning stands (answers read it).
      return c.cosine === undefined || !spread ? { ...c.hit, score } : { ...c.hit, score, meaning: (c.cosine - spread.mean) / spread.sd, similarity: c.cosine };
    });
}

/** Whether the query vector is there; a lazy one not computed yet is marked as wanted (retrieve* compute it and search again). */
function hasVector(qv: QueryVector): qv is QueryVector & { vector: Float32Array } {
  if (qv.vector) return true;
  qv.wanted = true;
  return false;
}

function rankLexical(cands: Map<number, Scored>): ChunkHit[] {
  return [...cands.values()].sort((a, b) => b.lexical - a.lexical).map((c) => ({ ...c.hit, score: c.lexical }));
}

/** A file's candidate chunks, its aggregated BM25 score and its best vector similarity. */
interface FileAgg {
  chunks: Array<Scored & { id: number }>;
  lexical: number;
  cosine?: number;
}

/**
 * Files ranked for a query, one hit per file, best first: chunk scores aggregated per file (the
 * best chunk plus a little of the second), then fused with the file's best vector similarity.
 */
export function searchFiles(store: Store, subUserId: number, text: string, limit: number, opts: SearchOptions = {}): FileHit[] {
  const q = parseQuery(text);
  const cands = lexicalChunks(store, subUserId, q, Math.max(limit * CHUNKS_PER_FILE, 20));
  const qv = resolveVector(store, text, opts);

  const aggregate = (): Map<string, FileAgg> => {
    const files = new Map<string, FileAgg>();
    for (const [id, c] of cands) {
      let f = files.get(c.hit.file_id);
      if (!f) files.set(c.hit.file_id, (f = { chunks: [], lexical: 0 }));
      f.chunks.push({ ...c, id });
      if (c.cosine !== undefined && (f.cosine === undefined || c.cosine > f.cosine)) f.cosine = c.cosine;
    }
    for (const f of files.values()) {
      const lex = f.chunks.map((c) => c.lexical).sort((a, b) => b - a);
      f.lexical = (lex[0] ?? 0) + SECOND_CHUNK * (lex[1] ?? 0);
      f.chunks.sort((a, b) => b.lexical - a.lexical || (b.cosine ?? -1) - (a.cosine ?? -1));
    }
    return files;
  };
  let files = aggregate();
  const lexicalRanking = (): Array<{ key: string; score: number }> =>
    [...files.entries()]
      .filter(([, f]) => f.lexical > 0)
      .map(([key, f]) => ({ key, score: f.lexical }))
      .sort((a, b) => b.score - a.score);

  let ranked: Array<{ key: string; score: number }>;
  if (!qv) ranked = lexicalRanking();
  else {
    const params = { ...DEFAULT_FUSION, ...opts.fusion };
    const bestFile = [...files.values()].sort((a, b) => b.lexical - a.lexical)[0];
    const top = bestFile?.chunks[0];
    const evidence = queryEvidence(store, subUserId, q, top && top.lexical > 0 ? top.id : undefined, qv.knows);
    // A zero weight (BM25 found the query, or the embedder does not know it) leaves BM25 as is.
    if (vectorWeight(evidence, params) === 0 || !hasVector(qv)) ranked = lexicalRanking();
    else {
      // A file's similarity is its best chunk's: the KNN's, or that of its best BM25 chunks.
      const lead = new Set([...files.values()].flatMap((f) => f.chunks.slice(0, 2).map((c) => c.id)));
      addVectors(store, subUserId, qv, cands, Math.max(limit * 2, 50), lead);
      files = aggregate();
      ranked = fuse(
        [...files.entries()].map(([key, f]) => ({ key, lexical: f.lexical, cosine: f.cosine })),
        evidence,
        params,
      );
    }
  }
  const fb = opts.feedback === false ? undefined : { ...DEFAULT_FEEDBACK, ...opts.feedback };
  if (fb && limit > fb.from && ranked.length > 0) ranked = withFeedback(store, subUserId, q, ranked, files, limit, fb);
  const entries = entriesByIds(store, subUserId, ranked.slice(0, limit * 2).map((r) => r.key));
  const out: FileHit[] = [];
  for (const r of ranked) {
    const entry = entries.get(r.key);
    if (!entry || entry.status !== 'COMPLETED' || !files.has(r.key)) continue;
    out.push({ entry, score: r.score, chunks: files.get(r.key)!.chunks.map((c) => ({ ...c.hit, score: c.lexical })) });
    if (out.length >= limit) break;
  }
  return out;
}

/**
 * Re-ranks the results after the first `fb.from` with pseudo-relevance feedback (feedback.ts).
 * Files only the expansion search found join `files` with their best chunk, read only for
 * the ones that will be shown.
 */
function withFeedback(
  store: Store,
  subUserId: number,
  q: LexicalQuery,
  ranked: Array<{ key: string; score: number }>,
  files: Map<string, FileAgg>,
  limit: number,
  fb: FeedbackParams,
): Array<{ key: string; score: number }> {
  const texts = ranked.slice(0, fb.docs).map((r) => ({ text: files.get(r.key)!.chunks[0]!.hit.text, score: r.score }));
  const match = expansionMatch(expansionTerms(store, q, texts, fb));
  if (!match) return ranked;
  const hits = lexicalSearch(() => store.chunks.searchScores(subUserId, match, Math.max(limit * CHUNKS_PER_FILE, 20), { share: userShare(store, subUserId) }));
  const out = rerankTail(ranked, hits, fb);
  const shown = new Set(out.slice(0, limit).map((r) => r.key));
  const best = new Map<string, number>();
  for (const h of hits) if (shown.has(h.file_id) && !files.has(h.file_id) && !best.has(h.file_id)) best.set(h.file_id, h.chunk_id);
  for (const [id, hit] of store.chunks.byIds(subUserId, [...best.values()])) files.set(hit.file_id, { chunks: [{ hit, lexical: 0, id }], lexical: 0 });
  return out;
}

function entriesByIds(store: Store, subUserId: number, ids: string[]): Map<string, Entry> {
  const rows = store.db
    .prepare('SELECT * FROM entries WHERE sub_user_id = ? AND file_id IN (SELECT value FROM json_each(?))')
    .all(subUserId, JSON.stringify(ids)) as Entry[];
  return new Map(rows.map((e) => [e.file_id, e]));
}

/** searchChunks with the query vector from the preferred space (Ollama's when ready and up, else built-in). */
export async function retrieveChunks(store: Store, subUserId: number, text: string, limit: number, opts: SearchOptions = {}): Promise<ChunkHit[]> {
  return withLazyVector(await preferredVector(store, text, opts), opts.signal, (queryVector) => searchChunks(store, subUserId, text, limit, { ...opts, queryVector }));
}

/** searchFiles with the query vector from the preferred space (Ollama's when ready and up, else built-in). */
export async function retrieveFiles(store: Store, subUserId: number, text: string, limit: number, opts: SearchOptions = {}): Promise<FileHit[]> {
  return withLazyVector(await preferredVector(store, text, opts), opts.signal, (queryVector) => searchFiles(store, subUserId, text, limit, { ...opts, queryVector }));
}

/**
 * Runs a search; when it wanted the lazy query vector (the sentence encoder's, not cached),
 * computes it and runs the search again. The lexical part is repeated (a few ms) only for
 * queries that pay an encoder call anyway. Without the vector (encoder busy past its time
 * limit, or down) the first, lexical result stands.
 */
async function withLazyVector<T>(qv: QueryVector | null, signal: AbortSignal | undefined, search: (qv: QueryVector | null) => T): Promise<T> {
  const first = search(qv);
  if (!qv || qv.vector || !qv.wanted || !qv.compute) return first;
  try {
    qv.vector = await qv.compute(signal);
  } catch (err) {
    if (signal?.aborted) throw err;
    return first;
  }
  return qv.vector ? search(qv) : first;
}

async function preferredVector(store: Store, text: string, opts: SearchOptions): Promise<QueryVector | null> {
  if ((opts.mode ?? 'hybrid') === 'bm25' || opts.queryVector === null) return null;
  if (opts.queryVector) return opts.queryVector;
  return (await vectorIndexOf(store)?.queryVector(text, opts.signal)) ?? null;
}

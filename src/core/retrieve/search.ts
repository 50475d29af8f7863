import type { Store } from '../store/index.js';
import type { ChunkHit } from '../store/chunks.js';
import type { Entry } from '../store/entries.js';
import { parseQuery, type LexicalQuery } from './fts-query.js';
import { DEFAULT_FUSION, fuse, vectorWeight, type FusionItem, type FusionParams } from './fusion.js';
import { queryEvidence } from './evidence.js';
import { DEFAULT_FEEDBACK, expansionMatch, expansionTerms, rerankTail, type FeedbackParams } from './feedback.js';
import { vectorIndexOf, type QueryVector } from './vector-index.js';
import { lexicalChunks, lexicalRefs, lexicalSearch, rankLexical, userShare, type ChunkRef, type Scored } from './lexical.js';
import { addVectors, hasVector, resolveVector } from './vector-candidates.js';
import { aboutNothing, meaningDecides, meaningFloor, namesFound } from './relevance.js';
import { personalFirst } from './personal.js';

export interface FileHit {
  entry: Entry;
  score: number;
  /** The file's matching chunks, best first (none when the search was asked for files only: `chunks: false`). */
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
  /** searchFiles/retrieveFiles: false when only the files are wanted (/ai/search), so no chunk text is read for the hits. */
  chunks?: boolean;
}

/** How many chunks are read per wanted file before aggregating (files have several chunks). */
const CHUNKS_PER_FILE = 4;
/** Weight of a file's second-best chunk in its score (one strong chunk still decides). */
const SECOND_CHUNK = 0.1;

/**
 * Chunk-level retrieval for one sub-user, best first: BM25 (title-weighted, CJK bigrams,
 * identifier phrases) fused with vector similarity unless `mode` is bm25. `score` is higher
 * for better hits (BM25 in bm25 mode, the fused score otherwise).
 */
export function searchChunks(store: Store, subUserId: number, text: string, limit: number, opts: SearchOptions = {}): ChunkHit[] {
  const n = Math.max(limit, 50);
  const ranked = rankChunks(store, subUserId, text, n, opts);
  return personalFirst(store, text, ranked, (h) => h.file_id, (h) => h.score, (h, score) => ({ ...h, score })).slice(0, limit);
}

/** searchChunks before its last stage: up to `n` chunks, best first. */
function rankChunks(store: Store, subUserId: number, text: string, n: number, opts: SearchOptions): ChunkHit[] {
  const q = parseQuery(text);
  const limit = n;
  const cands = lexicalChunks(store, subUserId, q, n);
  const qv = resolveVector(store, text, opts);
  if (!qv) return rankLexical(cands).slice(0, limit);
  // The answerer reads chunks in this order (its rank decay, its not-found rule) and was
  // calibrated on the session-3 fusion: with the file ranking's rules here as well (meaning only
  // lifts, vector-only texts held to the meaning floor) bench:qa lost 3 answers (an unanswerable
  // question answered from an invoice; two paraphrases no longer answered), so chunks keep it.
  const params = { ...DEFAULT_FUSION, onlyLift: false, admitFloor: 0, ...opts.fusion };
  const best = [...cands.entries()].filter(([, c]) => c.lexical > 0).sort((a, b) => b[1].lexical - a[1].lexical)[0];
  const evidence = queryEvidence(store, q, best !== undefined, qv.knows);
  const w = vectorWeight(evidence, params);
  // A zero weight (BM25 found the query, or the embedder does not know it) leaves BM25 as is.
  if ((w === 0 && !meaningDecides(evidence)) || !hasVector(qv)) return rankLexical(cands).slice(0, limit);
  const nearest = addVectors(store, subUserId, qv, cands, n);
  // The answerer is told rather than given nothing: with no hits at all it would reply as if there were no files.
  const unrelated = aboutNothing(evidence, { model: qv.model, top: nearest.top }) && !namesFound(text, best?.[1].hit.text) ? { unrelated: true as const } : {};
  if (w === 0) return rankLexical(cands).slice(0, limit).map((h) => ({ ...h, ...unrelated }));
  const { spread } = nearest;
  const items: Array<FusionItem<number>> = [...cands.entries()].map(([id, c]) => ({ key: id, lexical: c.lexical, cosine: c.cosine }));
  return fuse(items, evidence, params, meaningFloor(evidence, qv.model))
    .slice(0, limit)
    .map(({ key, score }) => {
      const c = cands.get(key)!;
      // How far above the query's nearest chunks this one's meaning stands (answers read it).
      const meaning = c.cosine === undefined || !spread ? {} : { meaning: (c.cosine - spread.mean) / spread.sd, similarity: c.cosine };
      return { ...c.hit, score, ...meaning, ...unrelated };
    });
}

/** A file's candidate chunks (their text read only when needed), its aggregated BM25 score and its best vector similarity. */
interface FileAgg {
  chunks: Array<Scored<ChunkRef> & { id: number }>;
  lexical: number;
  cosine?: number;
}

type Ranked = { key: string; score: number };

/** Candidate chunks grouped by file: the best chunk's BM25 plus a little of the second's, the best cosine. */
function aggregateFiles(cands: Map<number, Scored<ChunkRef>>): Map<string, FileAgg> {
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
}

/** Files BM25 found, best first. */
function lexicalRanking(files: Map<string, FileAgg>): Ranked[] {
  return [...files.entries()]
    .filter(([, f]) => f.lexical > 0)
    .map(([key, f]) => ({ key, score: f.lexical }))
    .sort((a, b) => b.score - a.score);
}

/**
 * Files ranked for a query, one hit per file, best first: chunk scores aggregated per file (the
 * best chunk plus a little of the second), then fused with the file's best vector similarity.
 */
export function searchFiles(store: Store, subUserId: number, text: string, limit: number, opts: SearchOptions = {}): FileHit[] {
  const q = parseQuery(text);
  const refs = lexicalRefs(store, subUserId, q, Math.max(limit * CHUNKS_PER_FILE, 20));
  const texts = new ChunkTexts(store, subUserId);
  const qv = resolveVector(store, text, opts);
  let files = aggregateFiles(refs);
  let ranked: Ranked[];
  if (!qv) ranked = lexicalRanking(files);
  else {
    const params = { ...DEFAULT_FUSION, ...opts.fusion };
    const top = [...files.values()].sort((a, b) => b.lexical - a.lexical)[0]?.chunks[0];
    const evidence = queryEvidence(store, q, !!top && top.lexical > 0, qv.knows);
    const w = vectorWeight(evidence, params);
    // A zero weight (BM25 found the query, or the embedder does not know it) leaves BM25 as is.
    if ((w === 0 && !meaningDecides(evidence)) || !hasVector(qv)) ranked = lexicalRanking(files);
    else {
      // A file's similarity is its best chunk's: the KNN's, or that of its best BM25 chunks.
      const lead = new Set([...files.values()].flatMap((f) => f.chunks.slice(0, 2).map((c) => c.id)));
      // Vectors read the candidates' text (a file's name chunk has no vector of its own).
      const cands = texts.fill(refs);
      const nearest = addVectors(store, subUserId, qv, cands, Math.max(limit * 2, 50), lead);
      if (aboutNothing(evidence, { model: qv.model, top: nearest.top }) && !namesFound(text, top?.lexical ? cands.get(top.id)?.hit.text : undefined)) return [];
      files = aggregateFiles(cands);
      ranked = w === 0 ? lexicalRanking(files) : fuse([...files.entries()].map(([key, f]) => ({ key, lexical: f.lexical, cosine: f.cosine })), evidence, params, meaningFloor(evidence, qv.model));
    }
  }
  ranked = personalFirst(store, text, ranked, (r) => r.key, (r) => r.score, (r, score) => ({ ...r, score }));
  const fb = opts.feedback === false ? undefined : { ...DEFAULT_FEEDBACK, ...opts.feedback };
  if (fb && limit > fb.from && ranked.length > 0) ranked = withFeedback(store, subUserId, q, ranked, files, texts, limit, fb);
  return completedHits(store, subUserId, ranked, files, opts.chunks === false ? undefined : texts, limit);
}

/** The text of a search's candidate chunks, read once and only for the chunks that need it. */
class ChunkTexts {
  private readonly known = new Map<number, Omit<ChunkHit, 'score'>>();

  constructor(
    private readonly store: Store,
    private readonly subUserId: number,
  ) {}

  /** The chunks with their text, by id (read in one query for those not read yet). */
  of(ids: number[]): Map<number, Omit<ChunkHit, 'score'>> {
    const missing = ids.filter((id) => !this.known.has(id));
    if (missing.length > 0) for (const [id, hit] of this.store.chunks.byIds(this.subUserId, missing)) this.known.set(id, hit);
    return this.known;
  }

  /** The candidates with their text (read in the same transaction-free tick, so every one is still there). */
  fill(refs: Map<number, Scored<ChunkRef>>): Map<number, Scored> {
    const hits = this.of([...refs.keys()]);
    const out = new Map<number, Scored>();
    for (const [id, c] of refs) {
      const hit = hits.get(id);
      if (hit) out.set(id, { ...c, hit });
    }
    return out;
  }
}

/**
 * The first `limit` ranked files whose entries are COMPLETED, looked for among the first
 * 2 × limit: their entries are read `limit` at a time, the second read only when the first
 * came up short (a file deleted or re-processed since it was indexed).
 */
function completedHits(store: Store, subUserId: number, ranked: Ranked[], files: Map<string, FileAgg>, texts: ChunkTexts | undefined, limit: number): FileHit[] {
  const shown: Array<{ entry: Entry; r: Ranked; f: FileAgg }> = [];
  for (let from = 0; from < limit * 2 && from < ranked.length && shown.length < limit; from += limit) {
    const page = ranked.slice(from, from + limit);
    const entries = store.entries.byIds(subUserId, page.map((r) => r.key));
    for (const r of page) {
      const entry = entries.get(r.key);
      const f = files.get(r.key);
      if (!entry || entry.status !== 'COMPLETED' || !f) continue;
      shown.push({ entry, r, f });
      if (shown.length >= limit) break;
    }
  }
  if (!texts) return shown.map(({ entry, r }) => ({ entry, score: r.score, chunks: [] }));
  const hits = texts.of(shown.flatMap(({ f }) => f.chunks.map((c) => c.id)));
  return shown.map(({ entry, r, f }) => ({ entry, score: r.score, chunks: f.chunks.flatMap((c) => (hits.has(c.id) ? [{ ...hits.get(c.id)!, score: c.lexical }] : [])) }));
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
  ranked: Ranked[],
  files: Map<string, FileAgg>,
  chunkTexts: ChunkTexts,
  limit: number,
  fb: FeedbackParams,
): Ranked[] {
  const top = ranked.slice(0, fb.docs).map((r) => ({ id: files.get(r.key)!.chunks[0]!.id, score: r.score }));
  const read = chunkTexts.of(top.map((t) => t.id));
  const texts = top.map((t) => ({ text: read.get(t.id)?.text ?? '', score: t.score }));
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

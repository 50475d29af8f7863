import type { Store } from '../store/index.js';
import type { ChunkHit, ChunkScore, RankOptions } from '../store/chunks.js';
import { CtxError } from '../errors.js';
import type { LexicalQuery } from './fts-query.js';
import { documentFrequency, indexStats } from './evidence.js';

/** Weight of an exact identifier phrase ("il 6" for IL-6) added to a chunk's BM25 score. */
const PHRASE_BONUS = 0.1;

/** A candidate chunk: its BM25 score (higher is better; 0 when only vectors found it) and its cosine. */
export interface Scored<H extends ChunkRef = Omit<ChunkHit, 'score'>> {
  hit: H;
  lexical: number;
  cosine?: number;
}

/** A chunk named without its text: all that ranking files needs. */
export type ChunkRef = Omit<ChunkScore, 'score'>;

/** From this many chunks on, words in more than COMMON_SHARE of them are left out of the query. */
const LARGE_INDEX = 20_000;
const COMMON_SHARE = 0.3;

/**
 * The main-index terms for a large index: FTS5's BM25 costs time per matching row, and a
 * word in a third of all chunks (IDF < 0.85, against 5–10 for a rare word) makes most of the
 * index match while hardly changing the ranking. At 100k chunks this halves the query time;
 * on SciFact (train) dropping them would cost 0.001 nDCG@10, so small indexes keep them.
 */
function mainMatch(store: Store, q: LexicalQuery, rows: number): string[] | undefined {
  if (!q.match) return undefined;
  if (rows < LARGE_INDEX) return withSpellings(store, q, q.match);
  const kept = q.words.filter((w) => documentFrequency(store, 'chunks_fts', w) <= COMMON_SHARE * rows);
  if (kept.length === 0 || kept.length === q.words.length) return withSpellings(store, q, q.match);
  return withSpellings(store, q, kept);
}

/**
 * The terms with the other spelling of a word beside it where the files use that spelling more
 * than the one the user wrote: "snow tyres" meets a to-do list's "winter tires". Where the
 * user's spelling is the common one, the other adds nothing but noise: on SciFact, "tumors"
 * searched with "tumours" pushed two relevant abstracts out of the top 100.
 */
function withSpellings(store: Store, q: LexicalQuery, terms: string[]): string[] {
  if (!q.variants) return terms;
  const out = [...terms];
  for (const w of terms) {
    const variants = q.variants[w];
    if (!variants) continue;
    const own = documentFrequency(store, 'chunks_fts', w);
    for (const v of variants) if (!out.includes(v) && documentFrequency(store, 'chunks_fts', v) > own) out.push(v);
  }
  return out;
}

/** The two ways to read BM25 hits: with the chunks' text, or without (cheaper). */
interface HitReader<H extends ChunkScore> {
  main(subUserId: number, terms: string[], limit: number, opts: RankOptions): H[];
  cjk(subUserId: number, terms: string[], limit: number, opts: RankOptions): H[];
}

/** BM25 hits of the main index, the CJK bigram index and identifier phrases, by chunk id. */
export function lexicalChunks(store: Store, subUserId: number, q: LexicalQuery, n: number): Map<number, Scored> {
  return collect<ChunkHit>(store, { main: (...a) => store.chunks.search(...a), cjk: (...a) => store.chunks.searchCjk(...a) }, subUserId, q, n);
}

/**
 * lexicalChunks() without the chunks' text: reading ~60 texts was a twentieth of a SciFact
 * question's /ai/search (bench:search-profile), and ranking files needs none of them.
 */
export function lexicalRefs(store: Store, subUserId: number, q: LexicalQuery, n: number): Map<number, Scored<ChunkRef>> {
  return collect<ChunkScore>(store, { main: (...a) => store.chunks.searchScores(...a), cjk: (...a) => store.chunks.searchCjkScores(...a) }, subUserId, q, n);
}

function collect<H extends ChunkScore>(store: Store, read: HitReader<H>, subUserId: number, q: LexicalQuery, n: number): Map<number, Scored<Omit<H, 'score'>>> {
  const out = new Map<number, Scored<Omit<H, 'score'>>>();
  const add = (hits: H[], weight: number, onlyKnown: boolean): void => {
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
    if (match) add(read.main(subUserId, match, n, opts), 1, false);
    if (q.cjk) add(read.cjk(subUserId, q.cjk, n, opts), 1, false);
    if (q.phrases && out.size > 0) add(read.main(subUserId, q.phrases, n, opts), PHRASE_BONUS, true);
  });
  return out;
}

/** The sub-user's share of all chunks (lets the chunk search skip the scope term when it is ~1). */
export function userShare(store: Store, subUserId: number): number {
  const stats = indexStats(store);
  return stats.rows > 0 ? (stats.perUser.get(subUserId) ?? 0) / stats.rows : 0;
}

/** Runs lexical searches; an index error becomes SEARCH_FAILED. */
export function lexicalSearch<T>(fn: () => T): T {
  try {
    return fn();
  } catch (err) {
    throw new CtxError('SEARCH_FAILED', `search failed: ${(err as Error).message}`);
  }
}

/** Candidates best BM25 first (vector-only ones last). */
export function rankLexical(cands: Map<number, Scored>): ChunkHit[] {
  return [...cands.values()].sort((a, b) => b.lexical - a.lexical).map((c) => ({ ...c.hit, score: c.lexical }));
}

import type { Store } from '../store/index.js';
import { hasCjk } from '../index/cjk.js';
import { spellingVariants } from '../index/spelling.js';
import type { LexicalQuery } from './fts-query.js';
import type { LexicalIndex } from '../store/chunks.js';
import type { QueryEvidence } from './fusion.js';

interface IndexStats {
  /** Chunks in the index (all sub-users: FTS5's BM25 statistics are global too). */
  rows: number;
  /** Chunks per sub-user. */
  perUser: Map<number, number>;
  at: number;
  /** Document frequencies by index and term, valid while `rows` stays within 2%. */
  df: Map<string, number>;
  dfRows: number;
}

/** Index statistics per store, re-read every few seconds (a stale figure only tunes, never filters). */
const statsCache = new WeakMap<Store, IndexStats>();
const ROWS_TTL_MS = 5000;
const MAX_TERMS = 20_000;

export function indexStats(store: Store): IndexStats {
  let c = statsCache.get(store);
  const now = Date.now();
  if (!c || now - c.at > ROWS_TTL_MS) {
    const perUser = store.chunks.countsBySubUser();
    let rows = 0;
    for (const n of perUser.values()) rows += n;
    // Frequencies drift slowly; re-read them when the index grew or shrank by more than 2%.
    const keep = c && Math.abs(rows - c.dfRows) <= 0.02 * Math.max(rows, 1) && c.df.size < MAX_TERMS;
    c = { rows, perUser, at: now, df: keep ? c!.df : new Map(), dfRows: keep ? c!.dfRows : rows };
    statsCache.set(store, c);
  }
  return c;
}

/** Forgets the cached statistics and frequencies (bench:search-profile measures first-time questions). */
export function forgetIndexStats(store: Store): void {
  statsCache.delete(store);
}

/**
 * Rows of the main index (`chunks_fts`) or the CJK one that contain `term`, cached. With `cap`,
 * counting stops after cap + 1 rows (a common word's posting list is long: counting all of it
 * at 100,000 chunks takes milliseconds) and any larger figure comes back as cap + 1.
 */
export function documentFrequency(store: Store, table: LexicalIndex, term: string, cap?: number): number {
  const cache = indexStats(store);
  const key = `${table}\u0000${term}`;
  const exact = cache.df.get(key);
  if (exact !== undefined) return cap === undefined ? exact : Math.min(exact, cap + 1);
  if (cap === undefined) {
    const df = store.chunks.matchCount(table, term);
    cache.df.set(key, df);
    return df;
  }
  const cappedKey = `${key}\u0000${cap}`;
  let df = cache.df.get(cappedKey);
  if (df === undefined) {
    df = store.chunks.matchCount(table, term, cap);
    // Under the cap the count is exact, and serves uncapped callers too.
    cache.df.set(df <= cap ? key : cappedKey, df);
  }
  return df;
}

/** documentFrequency() of several terms, the uncached ones counted in one call to the store. */
export function documentFrequencies(store: Store, table: LexicalIndex, terms: string[], cap?: number): number[] {
  const cache = indexStats(store);
  const unknown = terms.filter((t) => {
    const key = `${table}\u0000${t}`;
    return !cache.df.has(key) && (cap === undefined || !cache.df.has(`${key}\u0000${cap}`));
  });
  if (unknown.length > 1) {
    const counts = store.chunks.matchCounts(table, unknown, cap);
    unknown.forEach((t, i) => {
      const key = `${table}\u0000${t}`;
      const df = counts[i]!;
      cache.df.set(cap === undefined || df <= cap ? key : `${key}\u0000${cap}`, df);
    });
  }
  return terms.map((t) => documentFrequency(store, table, t, cap));
}

/** FTS5's BM25 IDF: ln((N − n + 0.5) / (n + 0.5)), floored at 1e-6 like FTS5 does. */
function idf(rows: number, df: number): number {
  // The row count is re-read every few seconds, the frequencies as asked: right after a large
  // upload a word's count can pass the stale total, and the log of a negative ratio is NaN
  // (which made "chapter 800" look like a query BM25 found nothing of).
  const n = Math.max(rows, df);
  return Math.max(1e-6, Math.log((n - df + 0.5) / (df + 0.5)));
}

/**
 * How much of the query BM25 can find: when it found anything (`bm25Found`; else 0), the share
 * of the query's IDF mass (over its words, and CJK bigrams) that occurs somewhere in the index.
 * 1 means every query word is in some text; a query whose rare words occur nowhere (a
 * paraphrase) scores low, because a word that is in no text has the highest IDF of all. Also
 * the share of that mass the embedder knows (`knows`; absent: all of it).
 *
 * Not the share held by the best BM25 chunk: that signal ranked worse (docs/DECISIONS.md).
 */
export function queryEvidence(store: Store, q: LexicalQuery, bm25Found: boolean, knows?: (word: string) => boolean): QueryEvidence {
  const terms: Array<{ table: LexicalIndex; term: string }> = [
    ...q.words.filter((w) => !hasCjk(w)).map((term) => ({ table: 'chunks_fts' as const, term })),
    ...q.bigrams.map((term) => ({ table: 'chunks_cjk' as const, term })),
  ];
  if (terms.length === 0) return { bm25: 0, coverage: 1 };
  const rows = indexStats(store).rows;
  let total = 0;
  let found = 0;
  let known = 0;
  for (const { table, term } of terms) {
    // A word and its other spelling ("tyres", "tires") are one word to the query.
    const df = documentFrequency(store, table, term) + (table === 'chunks_fts' ? spellingVariants(term).reduce((n, v) => n + documentFrequency(store, table, v), 0) : 0);
    const w = idf(rows, df);
    total += w;
    if (!knows || table === 'chunks_cjk' || (knows(term) && !q.acronyms.includes(term))) known += w;
    if (bm25Found && df > 0) found += w;
  }
  return total > 0 ? { bm25: found / total, coverage: known / total } : { bm25: 0, coverage: 1 };
}

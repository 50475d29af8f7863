import type { Store } from '../store/index.js';
import { hasCjk } from '../index/cjk.js';
import type { LexicalQuery } from './fts-query.js';
import type { QueryEvidence } from './fusion.js';
import { scopeToken } from '../store/chunks.js';

/** Document frequencies, per index and term, with the row count they were read at. */
const dfCache = new WeakMap<Store, { rows: number; at: number; df: Map<string, number> }>();
const ROWS_TTL_MS = 5000;
const MAX_TERMS = 20_000;

function cacheOf(store: Store): { rows: number; at: number; df: Map<string, number> } {
  let c = dfCache.get(store);
  const now = Date.now();
  if (!c || now - c.at > ROWS_TTL_MS) {
    const rows = (store.db.prepare('SELECT count(*) AS n FROM chunks').get() as { n: number }).n;
    // Frequencies drift slowly; re-read them when the index grew or shrank by more than 2%.
    const keep = c && Math.abs(rows - c.rows) <= 0.02 * Math.max(rows, 1) && c.df.size < MAX_TERMS;
    c = { rows: keep ? c!.rows : rows, at: now, df: keep ? c!.df : new Map() };
    dfCache.set(store, c);
  }
  return c;
}

/** FTS5's BM25 IDF: ln((N − n + 0.5) / (n + 0.5)), floored at 1e-6 like FTS5 does. */
function idf(rows: number, df: number): number {
  return Math.max(1e-6, Math.log((rows - df + 0.5) / (df + 0.5)));
}

const quote = (t: string): string => `"${t.replace(/"/g, '""')}"`;

/**
 * How much of the query BM25 actually found: the share of the query's IDF mass (over its words,
 * and CJK bigrams) that occurs in the chunk `chunkId` (the best BM25 hit; none: 0). 1 means the
 * best hit holds every query word; a query whose rare words occur nowhere (a paraphrase) scores
 * low, because a word that is in no text has the highest IDF of all. Also the share of that
 * mass the embedder knows (`knows`; absent: all of it).
 */
export function queryEvidence(store: Store, subUserId: number, q: LexicalQuery, chunkId: number | undefined, knows?: (word: string) => boolean): QueryEvidence {
  const terms: Array<{ table: 'chunks_fts' | 'chunks_cjk'; term: string }> = [
    ...q.words.filter((w) => !hasCjk(w)).map((term) => ({ table: 'chunks_fts' as const, term })),
    ...q.bigrams.map((term) => ({ table: 'chunks_cjk' as const, term })),
  ];
  if (terms.length === 0) return { bm25: 0, coverage: 1 };
  const cache = cacheOf(store);
  let total = 0;
  let found = 0;
  let known = 0;
  for (const { table, term } of terms) {
    const key = `${table}\u0000${term}`;
    const expr = `{title body}: ${quote(term)}`;
    let df = cache.df.get(key);
    if (df === undefined) {
      df = (store.db.prepare(`SELECT count(*) AS n FROM ${table} WHERE ${table} MATCH ?`).get(expr) as { n: number }).n;
      cache.df.set(key, df);
    }
    const w = idf(cache.rows, df);
    total += w;
    if (!knows || table === 'chunks_cjk' || (knows(term) && !q.acronyms.includes(term))) known += w;
    if (chunkId !== undefined && df > 0 && store.db.prepare(`SELECT 1 FROM ${table} WHERE ${table} MATCH ? AND rowid = ?`).get(`scope:${scopeToken(subUserId)} AND ${expr}`, chunkId)) found += w;
  }
  return total > 0 ? { bm25: found / total, coverage: known / total } : { bm25: 0, coverage: 1 };
}

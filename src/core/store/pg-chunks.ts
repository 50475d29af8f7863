import type { PgDb } from './pg-db.js';
import { toStoredChunk, type ChunkHit, type ChunkIndex, type ChunkInput, type ChunkScore, type LexicalIndex, type StoredChunk, BM25_WEIGHTS } from './chunks.js';
import type { PgVectorRepo } from './pg-vectors.js';
import { cjkIndexText } from '../index/cjk.js';
import { lexTokens, type LexIndexKind } from './lex-tokens.js';

/** FTS5's bm25() constants. */
const K1 = 1.2;
const B = 0.75;
/** Row counts and average lengths are re-read this often (a stale figure only tunes ranking). */
const STATS_TTL_MS = 2000;
const IDLE_STATS_TTL_MS = 30_000;
/** Postings counted at most when choosing a phrase's rarest token. */
const RAREST_CAP = 2000;
/** tsvector keeps positions up to this. */
const MAX_POS = 16383;

type TitleOf = (path: string, docTitle?: string) => string;

const kindOf = (t: LexicalIndex): LexIndexKind => (t === 'chunks_cjk' ? 'cjk' : 'main');
const idxOf = (k: LexIndexKind): number => (k === 'cjk' ? 1 : 0);
const lenColumn = (k: LexIndexKind): string => (k === 'cjk' ? 'cjk_len' : 'lex_len');

interface Posting {
  term: string;
  tf: number;
}

/** One chunk's row of a lexical index: its postings (title counted BM25_WEIGHTS.title times) and length. */
function indexRow(kind: LexIndexKind, title: string, body: string): { postings: Posting[]; len: number; tsv: string } {
  const t = lexTokens(kind, title);
  const b = lexTokens(kind, body);
  const tf = new Map<string, number>();
  const positions = new Map<string, string[]>();
  const add = (toks: string[], weight: number, offset: number, mark: string): void => {
    toks.forEach((tok, i) => {
      tf.set(tok, (tf.get(tok) ?? 0) + weight);
      const list = positions.get(tok) ?? [];
      if (list.length < 256) list.push(`${Math.min(offset + i + 1, MAX_POS)}${mark}`);
      positions.set(tok, list);
    });
  };
  add(t, BM25_WEIGHTS.title, 0, 'A');
  // A gap between the columns, so no phrase spans title and body (FTS5 matches within a column).
  add(b, BM25_WEIGHTS.body, t.length + 1, '');
  const tsv = [...positions].map(([tok, pos]) => `'${tok.replace(/\\/g, '\\\\').replace(/'/g, "''")}':${pos.join(',')}`).join(' ');
  // FTS5 counts the scope column's one token in every row's length.
  return { postings: [...tf].map(([term, n]) => ({ term, tf: n })), len: t.length + b.length + 1, tsv };
}

type IndexRow = ReturnType<typeof indexRow>;

/** A chunk's rows in the main index and, when it has CJK text, the bigram index. */
function lexRows(title: string, cjkTitle: string, text: string): { main: IndexRow; cjk?: IndexRow } {
  const cjkBody = cjkIndexText(text);
  return { main: indexRow('main', title, text), ...(cjkBody || cjkTitle ? { cjk: indexRow('cjk', cjkTitle, cjkBody) } : {}) };
}

/** A phrase as a tsquery: its tokens adjacent. */
function phraseQuery(tokens: string[]): string {
  return tokens.map((t) => `'${t.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`).join(' <-> ');
}

interface Stats {
  rows: number;
  avg: number;
  at: number;
}

/**
 * The chunk index on PostgreSQL: the chunks table plus postings (chunk_terms) from which BM25
 * is computed exactly as FTS5's bm25() computes it (same IDF, k1, b, column weights and row
 * lengths), so rankings match SQLite's. Phrases are checked against each chunk's tsvector.
 */
export class PgChunkRepo implements ChunkIndex {
  private readonly stats = new Map<LexIndexKind, Stats>();
  private readonly dfCache = new Map<string, { n: number; at: number }>();
  /** This daemon wrote chunks since the statistics were read. */
  private wrote = false;

  constructor(
    private readonly db: PgDb,
    readonly vectors: PgVectorRepo,
  ) {}

  countsBySubUser(): Map<number, number> {
    const rows = this.db.prepare('SELECT sub_user_id AS su, count(*) AS n FROM chunks GROUP BY sub_user_id').all() as Array<{ su: number; n: number }>;
    return new Map(rows.map((r) => [Number(r.su), r.n]));
  }

  /**
   * Row counts and average lengths of both indexes, from one scan of the chunks (160 ms at
   * 100,000 chunks, under load): re-read STATS_TTL_MS after this daemon wrote chunks, else every
   * IDLE_STATS_TTL_MS (other daemons' writes; a stale figure only tunes ranking).
   */
  private indexStats(kind: LexIndexKind): Stats {
    const now = Date.now();
    const s = this.stats.get(kind);
    if (!s || now - s.at > (this.wrote ? STATS_TTL_MS : IDLE_STATS_TTL_MS)) {
      const r = this.db
        .prepare('SELECT count(lex_len) AS n, coalesce(avg(lex_len), 0) AS a, count(cjk_len) AS cn, coalesce(avg(cjk_len), 0) AS ca FROM chunks')
        .get() as { n: number; a: number; cn: number; ca: number };
      this.stats.set('main', { rows: r.n, avg: Number(r.a), at: now });
      this.stats.set('cjk', { rows: r.cn, avg: Number(r.ca), at: now });
      this.wrote = false;
    }
    return this.stats.get(kind)!;
  }

  /**
   * Chunks of the index holding the term (a phrase when it has several tokens); with `cap`, at
   * most cap + 1. Remembered as long as the row counts (a query's terms are counted once, not
   * on each of its searches).
   */
  private df(kind: LexIndexKind, tokens: string[], cap?: number): number {
    if (tokens.length === 0) return 0;
    const key = `${kind}\u0000${cap ?? ''}\u0000${tokens.join(' ')}`;
    const now = Date.now();
    const hit = this.dfCache.get(key);
    if (hit && now - hit.at <= STATS_TTL_MS) return hit.n;
    if (this.dfCache.size > 20_000) this.dfCache.clear();
    const n = this.countTerm(kind, tokens, cap);
    this.dfCache.set(key, { n, at: now });
    return n;
  }

  private countTerm(kind: LexIndexKind, tokens: string[], cap?: number): number {
    const limit = cap === undefined ? 'ALL' : String(Math.floor(cap) + 1);
    if (tokens.length === 1) {
      return (this.db.prepare(`SELECT count(*) AS n FROM (SELECT 1 FROM chunk_terms WHERE idx = ? AND term = ? LIMIT ${limit}) x`).get(idxOf(kind), tokens[0]) as { n: number }).n;
    }
    return (
      this.db
        .prepare(
          `SELECT count(*) AS n FROM (SELECT 1 FROM chunk_terms p JOIN chunks c ON c.id = p.chunk_id
           WHERE p.idx = ? AND p.term = ? AND c.lex @@ ?::tsquery LIMIT ${limit}) x`,
        )
        .get(idxOf(kind), this.rarest(kind, tokens), phraseQuery(tokens)) as { n: number }
    ).n;
  }

  /**
   * A phrase's least frequent token: its chunks are read and checked for the phrase. The first
   * token was read before, and "IL-6" then walked every chunk holding "6" (the phrase parts of
   * /ai/search took up to 1.6 s at 100,000 chunks). Counts are capped: past the cap any will do.
   */
  private rarest(kind: LexIndexKind, tokens: string[]): string {
    let best = tokens[0]!;
    let bestN = Infinity;
    for (const t of new Set(tokens)) {
      const n = this.df(kind, [t], RAREST_CAP);
      if (n < bestN) [best, bestN] = [t, n];
    }
    return best;
  }

  matchCount(table: LexicalIndex, term: string, cap?: number): number {
    const kind = kindOf(table);
    return this.df(kind, lexTokens(kind, term), cap);
  }

  /** Several terms' counts in one statement (single words; phrases one by one). */
  matchCounts(table: LexicalIndex, terms: string[], cap?: number): number[] {
    const kind = kindOf(table);
    const toks = terms.map((t) => lexTokens(kind, t));
    const now = Date.now();
    const keyOf = (tokens: string[]): string => `${kind}\u0000${cap ?? ''}\u0000${tokens.join(' ')}`;
    const missing = [...new Set(toks.filter((t) => t.length === 1).map((t) => t[0]!))].filter((t) => {
      const hit = this.dfCache.get(keyOf([t]));
      return !hit || now - hit.at > STATS_TTL_MS;
    });
    if (missing.length > 1) {
      const limit = cap === undefined ? '' : ` LIMIT ${Math.floor(cap) + 1}`;
      const rows = this.db
        .prepare(`SELECT t AS term, (SELECT count(*) FROM (SELECT 1 FROM chunk_terms WHERE idx = ? AND term = t${limit}) x) AS n FROM unnest(?::text[]) AS t`)
        .all(idxOf(kind), missing) as Array<{ term: string; n: number }>;
      if (this.dfCache.size > 20_000) this.dfCache.clear();
      for (const r of rows) this.dfCache.set(keyOf([r.term]), { n: r.n, at: now });
    }
    return toks.map((t) => this.df(kind, t, cap));
  }

  replaceForFile(fileId: string, subUserId: number, title: string, chunks: ChunkInput[]): number[] {
    this.removeForFile(fileId);
    return this.appendForFile(fileId, subUserId, title, chunks.map(toStoredChunk), 0);
  }

  /** Two statements however many chunks: the rows (ids back in order), then all their postings. */
  appendForFile(fileId: string, subUserId: number, title: string, chunks: StoredChunk[], firstOrd: number): number[] {
    if (chunks.length === 0) return [];
    const cjkTitle = cjkIndexText(title);
    const rows = chunks.map((c) => lexRows(title, cjkTitle, c.text));
    const inserted = this.db
      .prepare(
        `INSERT INTO chunks(file_id, sub_user_id, ord, text, locator, anchors, lex, lex_len, cjk_len)
         SELECT ?, ?, ?::int + n - 1, t, l, a, v::tsvector, ll, cl
         FROM unnest(?::text[], ?::text[], ?::text[], ?::text[], ?::int[], ?::int[]) WITH ORDINALITY AS x(t, l, a, v, ll, cl, n)
         RETURNING id, ord`,
      )
      .all(
        fileId,
        subUserId,
        firstOrd,
        chunks.map((c) => c.text),
        chunks.map((c) => c.locator),
        chunks.map((c) => c.anchors),
        rows.map((r) => r.main.tsv),
        rows.map((r) => r.main.len),
        rows.map((r) => r.cjk?.len ?? null),
      ) as Array<{ id: number; ord: number }>;
    const ids = new Array<number>(chunks.length);
    for (const r of inserted) ids[r.ord - firstOrd] = r.id;
    this.insertPostings(subUserId, ids.map((id, i) => ({ id, ...rows[i]! })));
    return ids;
  }

  /** Writes a chunk's rows in both lexical indexes again (the CJK one only when there is CJK text). */
  private index(id: number, subUserId: number, title: string, cjkTitle: string, text: string): void {
    const row = lexRows(title, cjkTitle, text);
    this.db.prepare('UPDATE chunks SET lex = ?::tsvector, lex_len = ?, cjk_len = ? WHERE id = ?').run(row.main.tsv, row.main.len, row.cjk?.len ?? null, id);
    this.insertPostings(subUserId, [{ id, ...row }]);
  }

  private insertPostings(subUserId: number, rows: Array<{ id: number; main: IndexRow; cjk?: IndexRow }>): void {
    this.wrote = true;
    const idx: number[] = [];
    const terms: string[] = [];
    const chunkIds: number[] = [];
    const tfs: number[] = [];
    const lens: number[] = [];
    for (const r of rows) {
      for (const [i, row] of [[0, r.main], [1, r.cjk]] as const) {
        for (const p of row?.postings ?? []) {
          idx.push(i);
          terms.push(p.term);
          chunkIds.push(r.id);
          tfs.push(p.tf);
          lens.push(row!.len);
        }
      }
    }
    if (terms.length === 0) return;
    this.db
      .prepare('INSERT INTO chunk_terms(idx, term, sub_user_id, chunk_id, tf, len) SELECT i, t, ?, c, f, l FROM unnest(?::smallint[], ?::text[], ?::bigint[], ?::real[], ?::int[]) AS x(i, t, c, f, l)')
      .run(subUserId, idx, terms, chunkIds, tfs, lens);
  }

  textLength(fileId: string): number {
    return (this.db.prepare('SELECT coalesce(sum(length(text)), 0) AS n FROM chunks WHERE file_id = ?').get(fileId) as { n: number }).n;
  }

  removeForFile(fileId: string): void {
    const ids = (this.db.prepare('SELECT id FROM chunks WHERE file_id = ?').all(fileId) as Array<{ id: number }>).map((r) => r.id);
    if (ids.length === 0) return;
    this.vectors.removeChunks(ids);
    // chunk_terms rows go with their chunks (ON DELETE CASCADE).
    this.wrote = true;
    this.db.prepare('DELETE FROM chunks WHERE file_id = ?').run(fileId);
  }

  retitle(fileId: string, subUserId: number, title: string): void {
    const cjkTitle = cjkIndexText(title);
    for (const r of this.forFile(fileId)) {
      this.db.prepare('DELETE FROM chunk_terms WHERE chunk_id = ?').run(r.id);
      this.index(r.id, subUserId, title, cjkTitle, r.text);
    }
  }

  /** PostgreSQL's statistics are counted from the rows themselves, so they never drift. */
  ftsRowCounts(table: LexicalIndex): { counted: number; actual: number } {
    const n = this.indexStats(kindOf(table)).rows;
    return { counted: n, actual: n };
  }

  rebuildIndexes(titleOf: TitleOf): number {
    this.db.prepare('DELETE FROM chunk_terms').run();
    let n = 0;
    for (let after = 0; ; ) {
      const rows = this.titledPage(after, 2000, titleOf);
      if (rows.length === 0) break;
      for (const r of rows) this.index(r.id, r.sub_user_id, r.title, cjkIndexText(r.title), r.text);
      n += rows.length;
      after = rows[rows.length - 1]!.id;
    }
    this.stats.clear();
    return n;
  }

  /** PostgreSQL's index is a table of terms with B-tree indexes: no segments to merge. */
  mergeSegments(): boolean {
    return false;
  }

  /** Every chunk is indexed for CJK as it is written: nothing to fill in. */
  backfillCjk(): number | undefined {
    return undefined;
  }

  private titledPage(after: number, limit: number, titleOf: TitleOf): Array<{ id: number; sub_user_id: number; text: string; title: string }> {
    const rows = this.db
      .prepare(
        `SELECT c.id, c.sub_user_id, c.text, e.path, (m.facts::json ->> 'title') AS doc_title
         FROM chunks c JOIN entries e ON e.file_id = c.file_id LEFT JOIN metadata m ON m.file_id = c.file_id
         WHERE c.id > ? ORDER BY c.id LIMIT ?`,
      )
      .all(after, limit) as Array<{ id: number; sub_user_id: number; text: string; path: string; doc_title: unknown }>;
    return rows.map((r) => ({ id: r.id, sub_user_id: r.sub_user_id, text: r.text, title: titleOf(r.path, typeof r.doc_title === 'string' ? r.doc_title : undefined) }));
  }

  forFile(fileId: string): Array<{ id: number; text: string; locator: string; anchors: string | null }> {
    return this.db.prepare('SELECT id, text, locator, anchors FROM chunks WHERE file_id = ? ORDER BY ord').all(fileId) as Array<{ id: number; text: string; locator: string; anchors: string | null }>;
  }

  search(subUserId: number, terms: string[], limit: number): ChunkHit[] {
    return this.ranked('main', subUserId, terms, limit, true) as ChunkHit[];
  }

  searchScores(subUserId: number, terms: string[], limit: number): ChunkScore[] {
    return this.ranked('main', subUserId, terms, limit, false);
  }

  searchCjk(subUserId: number, terms: string[], limit: number): ChunkHit[] {
    return this.ranked('cjk', subUserId, terms, limit, true) as ChunkHit[];
  }

  searchCjkScores(subUserId: number, terms: string[], limit: number): ChunkScore[] {
    return this.ranked('cjk', subUserId, terms, limit, false);
  }

  /**
   * BM25 as FTS5 computes it, over the sub-user's chunks of COMPLETED files: for each query term
   * (word or phrase) IDF = ln((N − n + 0.5)/(n + 0.5)) (floored at 1e-6) over the whole index,
   * times tf·(k1+1)/(tf + k1·(1 − b + b·len/avglen)); negative, lower is better. A phrase's
   * frequency in a chunk is that of its least frequent token, among chunks where it occurs.
   */
  private ranked(kind: LexIndexKind, subUserId: number, terms: string[], limit: number, withText: boolean): ChunkScore[] {
    const stats = this.indexStats(kind);
    const words = new Map<string, number>();
    const phrases: Array<{ tokens: string[]; idf: number }> = [];
    for (const term of terms) {
      const tokens = lexTokens(kind, term);
      if (tokens.length === 0) continue;
      const idf = bm25Idf(stats.rows, this.df(kind, tokens));
      if (tokens.length === 1) words.set(tokens[0]!, (words.get(tokens[0]!) ?? 0) + idf);
      else phrases.push({ tokens, idf });
    }
    const fetch = limit + Math.ceil(limit / 4) + 8;
    const len = lenColumn(kind);
    // float8 throughout: `0.75 * len` alone is numeric arithmetic, ~40% of a common word's
    // scoring time at 100,000 chunks (EXPLAIN ANALYZE, bench/results/scale-postgres.txt).
    const norm = (col: string): string => `${K1}::float8 * (${1 - B}::float8 + ${B}::float8 * ${col} / ${Math.max(stats.avg, 1e-9)}::float8)`;
    const parts: string[] = [];
    const params: unknown[] = [];
    if (words.size > 0) {
      parts.push(
        `SELECT p.chunk_id, q.idf * p.tf * ${K1 + 1} / (p.tf + ${norm('p.len')}) AS s
         FROM unnest(?::text[], ?::float8[]) AS q(term, idf) JOIN chunk_terms p ON p.idx = ? AND p.term = q.term AND p.sub_user_id = ?`,
      );
      params.push([...words.keys()], [...words.values()], idxOf(kind), subUserId);
    }
    for (const ph of phrases) {
      // The phrase's frequency: occurrences of its tokens at consecutive positions of one
      // column (title occurrences weigh 2), read from the chunk's tsvector, as FTS5 counts them.
      const pos = (): string => '(SELECT positions FROM unnest(c.lex) WHERE lexeme = ?::text)';
      const next = ph.tokens.slice(1).map((_, k) => `x.p + ${k + 1} = ANY(${pos()}::smallint[])`);
      // Candidates: the chunks of the phrase's rarest token that hold the phrase (tsquery).
      parts.push(
        `SELECT c.id AS chunk_id, ?::float8 * f.tf * ${K1 + 1} / (f.tf + ${norm(`c.${len}`)}) AS s
         FROM chunk_terms k JOIN chunks c ON c.id = k.chunk_id
         CROSS JOIN LATERAL (SELECT sum(CASE WHEN x.w = 'A' THEN ${BM25_WEIGHTS.title} ELSE ${BM25_WEIGHTS.body} END)::float8 AS tf
           FROM unnest(${pos()}, (SELECT weights FROM unnest(c.lex) WHERE lexeme = ?::text)) AS x(p, w)
           WHERE ${next.join(' AND ')}) f
         WHERE k.idx = ? AND k.term = ? AND k.sub_user_id = ? AND c.lex @@ ?::tsquery AND f.tf > 0`,
      );
      params.push(ph.idf, ph.tokens[0], ph.tokens[0], ...ph.tokens.slice(1), idxOf(kind), this.rarest(kind, ph.tokens), subUserId, phraseQuery(ph.tokens));
    }
    if (parts.length === 0) return [];
    const columns = withText ? 'x.chunk_id, c.file_id, c.text, c.locator, c.anchors, x.score' : 'x.chunk_id, c.file_id, x.score';
    const rows = this.db
      .prepare(
        `SELECT ${columns} FROM (SELECT chunk_id, -sum(s) AS score FROM (${parts.join(' UNION ALL ')}) u GROUP BY chunk_id ORDER BY score, chunk_id LIMIT ?) x
         JOIN chunks c ON c.id = x.chunk_id JOIN entries e ON e.file_id = c.file_id
         WHERE e.status = 'COMPLETED' ORDER BY x.score, x.chunk_id`,
      )
      .all(...params, fetch) as ChunkScore[];
    return rows.length > limit ? rows.slice(0, limit) : rows;
  }

  byIds(subUserId: number, ids: number[]): Map<number, Omit<ChunkHit, 'score'>> {
    const out = new Map<number, Omit<ChunkHit, 'score'>>();
    if (ids.length === 0) return out;
    const rows = this.db
      .prepare(
        `SELECT c.id AS chunk_id, c.file_id, c.text, c.locator, c.anchors FROM chunks c JOIN entries e ON e.file_id = c.file_id
         WHERE c.id = ANY(?::bigint[]) AND c.sub_user_id = ? AND e.status = 'COMPLETED'`,
      )
      .all(ids, subUserId) as Array<Omit<ChunkHit, 'score'>>;
    for (const r of rows) out.set(r.chunk_id, r);
    return out;
  }

  countForSubUser(subUserId: number): number {
    return (this.db.prepare('SELECT count(*) AS n FROM chunks WHERE sub_user_id = ?').get(subUserId) as { n: number }).n;
  }
}

/** FTS5's IDF (the row count re-read every few seconds may lag a word's count: never below it). */
function bm25Idf(rows: number, df: number): number {
  const n = Math.max(rows, df);
  return Math.max(1e-6, Math.log((n - df + 0.5) / (df + 0.5)));
}

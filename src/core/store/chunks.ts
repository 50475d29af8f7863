import type { Statement } from 'better-sqlite3';
import type { SqliteDb as Db } from './db.js';
import { VectorRepo, type VectorIndex } from './vectors.js';
import { cjkIndexText } from '../index/cjk.js';

export interface ChunkInput {
  text: string;
  locator: string;
  /** Where each merged segment starts: [offset in text, its locator]; absent for one locator. */
  anchors?: Array<[number, string]>;
}

/** A chunk in the form it is written: anchors already JSON, so it crosses threads cheaply. */
export interface StoredChunk {
  text: string;
  locator: string;
  anchors: string | null;
}

export function toStoredChunk(c: ChunkInput): StoredChunk {
  return { text: c.text, locator: c.locator, anchors: c.anchors && c.anchors.length > 1 ? JSON.stringify(c.anchors) : null };
}

/** A ranked chunk without its text. */
export interface ChunkScore {
  chunk_id: number;
  file_id: string;
  /** bm25(): negative, lower is better. */
  score: number;
}

export interface ChunkHit {
  chunk_id: number;
  file_id: string;
  text: string;
  locator: string;
  /** The anchors as stored (JSON text), parsed only by whoever needs them (see segmentAt). */
  anchors: string | null;
  score: number;
  /**
   * When vectors ranked it: how many standard deviations its similarity in meaning to the query
   * stands above that of the query's nearest chunks (in the query's vector space).
   */
  meaning?: number;
  /** The cosine itself, in that space. */
  similarity?: number;
  /**
   * Set on every hit when search judged the query to be about nothing in the files
   * (retrieve/relevance.ts): /ai/search returns [] for such a query; the answerer gets the hits
   * with this mark, so that it can say nothing answers rather than reply as if there were no files.
   */
  unrelated?: true;
}

/**
 * The segment of a chunk that holds the character at `offset`: its text and locator. A chunk
 * without anchors is one segment.
 */
export function segmentAt(hit: Pick<ChunkHit, 'text' | 'locator' | 'anchors'>, offset: number): { text: string; locator: string } {
  if (!hit.anchors) return { text: hit.text, locator: hit.locator };
  let anchors: Array<[number, string]>;
  try {
    anchors = JSON.parse(hit.anchors) as Array<[number, string]>;
  } catch {
    return { text: hit.text, locator: hit.locator };
  }
  let i = 0;
  while (i + 1 < anchors.length && anchors[i + 1]![0] <= offset) i++;
  const start = anchors[i]?.[0] ?? 0;
  const end = anchors[i + 1]?.[0] ?? hit.text.length;
  return { text: hit.text.slice(start, end).trim(), locator: anchors[i]?.[1] ?? hit.locator };
}

export interface RankOptions {
  /** The sub-user's share of all chunks (0..1), when known: at UNSCOPED_SHARE or more the scope term is skipped. */
  share?: number;
}

const UNSCOPED_SHARE = 0.9;

/** Column weights for bm25(): scope (never scores), title, body. */
export const BM25_WEIGHTS = { scope: 0, title: 2, body: 1 } as const;

/** Builds a chunk's title column from its file's path and document title (index/title.ts). */
type TitleOf = (path: string, docTitle?: string) => string;

export function scopeToken(subUserId: number): string {
  return `su${subUserId}`;
}

/** The two lexical indexes: words (stemmed) and CJK bigrams. */
export type LexicalIndex = 'chunks_fts' | 'chunks_cjk';

/** One term as an FTS5 string: FTS5 syntax in it is literal (several words make a phrase). */
export const quote = (t: string): string => `"${t.replace(/"/g, '""')}"`;

/** An OR of terms (words or phrases) as an FTS5 expression; only this module writes FTS5 syntax. */
const anyOf = (terms: string[]): string => terms.map(quote).join(' OR ');

/**
 * Whether a term might be read as a scope token (su<N>): folded the way unicode61 with
 * remove_diacritics might fold it, generously (compatibility forms too, any "su" then a digit).
 */
const scopeLike = (term: string): boolean => /su\d/.test(term.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase());

/**
 * The terms as a MATCH on the title and body columns. The scope column holds one token per
 * row (su<N>), so unless a term could be one, the terms cannot match there and the column
 * filter is left out: FTS5 checks every hit's column against it, which cost a tenth of a
 * SciFact question's search (bench:search-profile), and scores and hits are the same without.
 */
function onText(terms: string[]): string {
  const any = anyOf(terms);
  return terms.some(scopeLike) ? `{title body}: (${any})` : `(${any})`;
}

/** What the store offers for chunks, on either backend (ChunkRepo here, PgChunkRepo on PostgreSQL). */
export type ChunkIndex = Omit<{ [K in keyof ChunkRepo]: ChunkRepo[K] }, 'vectors'> & { readonly vectors: VectorIndex };

/** The FTS5 index of chunks. Only this module writes chunks, chunks_fts and chunks_cjk. */
export class ChunkRepo {
  constructor(
    private readonly db: Db,
    /** Vectors go with their chunks: removing a chunk removes its vectors in every space. */
    readonly vectors: VectorRepo = new VectorRepo(db),
  ) {}

  /** Statements run on every search, compiled once (compiling one costs about as much as running it). */
  private readonly hot = new Map<string, Statement<unknown[], unknown>>();

  private statement(sql: string): Statement<unknown[], unknown> {
    let st = this.hot.get(sql);
    if (!st) this.hot.set(sql, (st = this.db.prepare<unknown[], unknown>(sql)));
    return st;
  }

  /** Chunks per sub-user. */
  countsBySubUser(): Map<number, number> {
    const rows = this.statement('SELECT sub_user_id AS su, count(*) AS n FROM chunks GROUP BY sub_user_id').all() as Array<{ su: number; n: number }>;
    return new Map(rows.map((r) => [r.su, r.n]));
  }

  /**
   * Rows of a lexical index holding `term` (all sub-users: BM25's statistics are global); with
   * `cap`, counting stops after cap + 1 rows.
   */
  matchCount(table: LexicalIndex, term: string, cap?: number): number {
    const match = `{title body}: ${quote(term)}`;
    if (cap === undefined) return (this.statement(`SELECT count(*) AS n FROM ${table} WHERE ${table} MATCH ?`).get(match) as { n: number }).n;
    return (this.statement(`SELECT count(*) AS n FROM (SELECT 1 FROM ${table} WHERE ${table} MATCH ? LIMIT ?)`).get(match, cap + 1) as { n: number }).n;
  }

  /** matchCount() of several terms, in their order. */
  matchCounts(table: LexicalIndex, terms: string[], cap?: number): number[] {
    return terms.map((t) => this.matchCount(table, t, cap));
  }

  replaceForFile(fileId: string, subUserId: number, title: string, chunks: ChunkInput[]): number[] {
    this.removeForFile(fileId);
    return this.appendForFile(fileId, subUserId, title, chunks.map(toStoredChunk), 0);
  }

  /**
   * Adds chunks to a file's index starting at ordinal `firstOrd`. Large files are written in
   * several of these (each its own transaction) so indexing never holds the event loop for
   * long; search only ever returns chunks of COMPLETED files, so a half-written file is unseen.
   */
  appendForFile(fileId: string, subUserId: number, title: string, chunks: StoredChunk[], firstOrd: number): number[] {
    const ins = this.db.prepare('INSERT INTO chunks(file_id, sub_user_id, ord, text, locator, anchors) VALUES (?, ?, ?, ?, ?, ?)');
    const fts = this.db.prepare('INSERT INTO chunks_fts(rowid, scope, title, body) VALUES (?, ?, ?, ?)');
    const scope = scopeToken(subUserId);
    const cjkTitle = cjkIndexText(title);
    const ids: number[] = [];
    chunks.forEach((c, i) => {
      const id = Number(ins.run(fileId, subUserId, firstOrd + i, c.text, c.locator, c.anchors).lastInsertRowid);
      fts.run(id, scope, title, c.text);
      this.indexCjk(id, scope, cjkTitle, c.text);
      ids.push(id);
    });
    return ids;
  }

  /** CJK runs of the title or text go to the bigram side index (nothing is written without). */
  private indexCjk(id: number, scope: string, cjkTitle: string, text: string): void {
    const body = cjkIndexText(text);
    if (!body && !cjkTitle) return;
    this.db.prepare('INSERT INTO chunks_cjk(rowid, scope, title, body) VALUES (?, ?, ?, ?)').run(id, scope, cjkTitle, body);
  }

  /** Characters of text indexed for a file (to compare a rerun's reading with the first). */
  textLength(fileId: string): number {
    return (this.db.prepare('SELECT coalesce(sum(length(text)), 0) AS n FROM chunks WHERE file_id = ?').get(fileId) as { n: number }).n;
  }

  removeForFile(fileId: string): void {
    const ids = (this.db.prepare('SELECT id FROM chunks WHERE file_id = ?').all(fileId) as Array<{ id: number }>).map((r) => r.id);
    if (ids.length === 0) return;
    this.vectors.removeChunks(ids);
    this.db.prepare('DELETE FROM chunks_cjk WHERE rowid IN (SELECT id FROM chunks WHERE file_id = ?)').run(fileId);
    this.db.prepare('DELETE FROM chunks_fts WHERE rowid IN (SELECT id FROM chunks WHERE file_id = ?)').run(fileId);
    this.db.prepare('DELETE FROM chunks WHERE file_id = ?').run(fileId);
  }

  /** Re-indexes the title column after a move (the title is derived from the path). */
  retitle(fileId: string, subUserId: number, title: string): void {
    const rows = this.forFile(fileId);
    const del = this.db.prepare('DELETE FROM chunks_fts WHERE rowid = ?');
    const ins = this.db.prepare('INSERT INTO chunks_fts(rowid, scope, title, body) VALUES (?, ?, ?, ?)');
    const delCjk = this.db.prepare('DELETE FROM chunks_cjk WHERE rowid = ?');
    const cjkTitle = cjkIndexText(title);
    for (const r of rows) {
      del.run(r.id);
      ins.run(r.id, scopeToken(subUserId), title, r.text);
      delCjk.run(r.id);
      this.indexCjk(r.id, scopeToken(subUserId), cjkTitle, r.text);
    }
  }

  /**
   * The rows FTS5 counts in `table`'s BM25 statistics against the rows it holds. A
   * contentless-delete table never takes a deleted row out of its totals (row count and tokens
   * per column), so every deleted or re-indexed chunk inflates IDF and the average length
   * until rebuildIndexes() runs.
   */
  ftsRowCounts(table: LexicalIndex): { counted: number; actual: number } {
    const rec = this.db.prepare(`SELECT block FROM ${table}_data WHERE id = 1`).get() as { block: Buffer } | undefined;
    const counted = rec && rec.block.length > 0 ? firstVarint(rec.block) : 0;
    const actual = (this.db.prepare(`SELECT count(*) AS n FROM ${table}_docsize`).get() as { n: number }).n;
    return { counted, actual };
  }

  /** Whether both lexical indexes merge any level holding two segments (FTS5 'usermerge', kept in the table's config). */
  private usermerge = false;

  /**
   * One step of merging the lexical indexes' segments, writing about `pages` pages: FTS5's
   * 'merge' with 'usermerge' 2, which joins the segments of any level that holds two or more
   * (automerge, on each write, waits for four). False when there was nothing to merge. Hits
   * and scores do not change; a search looks each term up in fewer segments.
   */
  mergeSegments(pages: number): boolean {
    const tables: LexicalIndex[] = ['chunks_fts', 'chunks_cjk'];
    if (!this.usermerge) {
      for (const t of tables) {
        const v = this.db.prepare(`SELECT v FROM ${t}_config WHERE k = 'usermerge'`).get() as { v: number } | undefined;
        if (v?.v !== 2) this.db.prepare(`INSERT INTO ${t}(${t}, rank) VALUES ('usermerge', 2)`).run();
      }
      this.usermerge = true;
    }
    const changes = this.statement('SELECT total_changes() AS n');
    let merged = false;
    for (const t of tables) {
      const before = (changes.get() as { n: number }).n;
      this.statement(`INSERT INTO ${t}(${t}, rank) VALUES ('merge', ?)`).run(pages);
      // The command itself counts as one change; the rows it wrote to the index are the rest.
      if ((changes.get() as { n: number }).n - before > 1) merged = true;
    }
    return merged;
  }

  /**
   * Re-indexes both FTS tables from the chunks table, resetting their statistics. Titles are
   * rebuilt from each file's path and stored document title, so this must only run while no
   * file is being indexed (its title is stored with its metadata at the end). One transaction.
   */
  rebuildIndexes(titleOf: TitleOf): number {
    this.db.prepare(`INSERT INTO chunks_fts(chunks_fts) VALUES ('delete-all')`).run();
    this.db.prepare(`INSERT INTO chunks_cjk(chunks_cjk) VALUES ('delete-all')`).run();
    const ins = this.db.prepare('INSERT INTO chunks_fts(rowid, scope, title, body) VALUES (?, ?, ?, ?)');
    let n = 0;
    // In pages, so a large index is never held in memory at once.
    for (let after = 0; ; ) {
      const rows = this.titledPage(after, 2000, titleOf);
      if (rows.length === 0) return n;
      for (const r of rows) {
        ins.run(r.id, scopeToken(r.sub_user_id), r.title, r.text);
        this.indexCjk(r.id, scopeToken(r.sub_user_id), cjkIndexText(r.title), r.text);
      }
      n += rows.length;
      after = rows[rows.length - 1]!.id;
    }
  }

  /**
   * Fills the CJK side index for chunks written before it existed (a database from an older
   * version), a page of `window` chunks per call so no call holds the database long. Returns
   * where the next page starts, or undefined when done.
   */
  backfillCjk(after: number, window: number, titleOf: TitleOf): number | undefined {
    const rows = this.titledPage(after, window, titleOf);
    if (rows.length === 0) return undefined;
    const del = this.db.prepare('DELETE FROM chunks_cjk WHERE rowid = ?');
    for (const r of rows) {
      if (!cjkIndexText(r.text) && !cjkIndexText(r.title)) continue;
      del.run(r.id);
      this.indexCjk(r.id, scopeToken(r.sub_user_id), cjkIndexText(r.title), r.text);
    }
    return rows[rows.length - 1]!.id;
  }

  /** Chunks after id `after` (at most `limit`), each with its title column rebuilt from the path and stored document title. */
  private titledPage(after: number, limit: number, titleOf: TitleOf): Array<{ id: number; sub_user_id: number; text: string; title: string }> {
    const rows = this.db
      .prepare(
        `SELECT c.id, c.sub_user_id, c.text, e.path, json_extract(m.facts, '$.title') AS doc_title
         FROM chunks c JOIN entries e ON e.file_id = c.file_id LEFT JOIN metadata m ON m.file_id = c.file_id
         WHERE c.id > ? ORDER BY c.id LIMIT ?`,
      )
      .all(after, limit) as Array<{ id: number; sub_user_id: number; text: string; path: string; doc_title: unknown }>;
    return rows.map((r) => ({ id: r.id, sub_user_id: r.sub_user_id, text: r.text, title: titleOf(r.path, typeof r.doc_title === 'string' ? r.doc_title : undefined) }));
  }

  forFile(fileId: string): Array<{ id: number; text: string; locator: string; anchors: string | null }> {
    return this.db.prepare('SELECT id, text, locator, anchors FROM chunks WHERE file_id = ? ORDER BY ord').all(fileId) as Array<{
      id: number;
      text: string;
      locator: string;
      anchors: string | null;
    }>;
  }

  /**
   * BM25 over the caller's chunks holding any of `terms` (words, or phrases of several words;
   * FTS5 syntax in them is literal); the scope term is ANDed here so no caller can forget it. Only COMPLETED files count (a file
   * still being written is unseen). FTS5 ranks first and the joins run on its top rows only —
   * joining every matching row before sorting took twice as long — so the top is over-fetched
   * a little to make up for chunks of files still being written.
   */
  search(subUserId: number, terms: string[], limit: number, opts: RankOptions = {}): ChunkHit[] {
    return this.ranked('chunks_fts', subUserId, onText(terms), limit, opts);
  }

  /** search() without the chunks' text, for callers that only rank files (cheaper: no text is read). */
  searchScores(subUserId: number, terms: string[], limit: number, opts: RankOptions = {}): ChunkScore[] {
    return this.ranked('chunks_fts', subUserId, onText(terms), limit, opts, 'x.chunk_id, c.file_id, x.score');
  }

  private ranked(table: LexicalIndex, subUserId: number, match: string, limit: number, opts?: RankOptions): ChunkHit[];
  private ranked(table: LexicalIndex, subUserId: number, match: string, limit: number, opts: RankOptions, columns: string): ChunkScore[];
  private ranked(
    table: LexicalIndex,
    subUserId: number,
    match: string,
    limit: number,
    opts: RankOptions = {},
    columns = 'x.chunk_id, c.file_id, c.text, c.locator, c.anchors, x.score',
  ): ChunkScore[] {
    const { scope, title, body } = BM25_WEIGHTS;
    // A sub-user who owns nearly every row gains nothing from the scope term, and ANDing it
    // costs a walk of a posting list as long as the index (a sixth of the query at 100k
    // chunks); the join filters by sub-user instead, and over-fetches for the others' rows.
    const unscoped = opts.share !== undefined && opts.share >= UNSCOPED_SHARE;
    const fetch = Math.ceil((limit + Math.ceil(limit / 4) + 8) / (unscoped ? opts.share! : 1));
    const rows = this
      .statement(
        `SELECT ${columns}
         FROM (SELECT rowid AS chunk_id, bm25(${table}, ${scope}, ${title}, ${body}) AS score FROM ${table} WHERE ${table} MATCH ? ORDER BY score LIMIT ?) x
         JOIN chunks c ON c.id = x.chunk_id JOIN entries e ON e.file_id = c.file_id
         WHERE e.status = 'COMPLETED' AND c.sub_user_id = ? ORDER BY x.score`,
      )
      .all(unscoped ? match : `scope:${scopeToken(subUserId)} AND ${match}`, fetch, subUserId) as ChunkScore[];
    return rows.length > limit ? rows.slice(0, limit) : rows;
  }

  /**
   * BM25 over the CJK bigram index (see index/cjk.ts); same scoping and weights as search().
   * `terms` are bigrams.
   */
  searchCjk(subUserId: number, terms: string[], limit: number, opts: RankOptions = {}): ChunkHit[] {
    return this.ranked('chunks_cjk', subUserId, onText(terms), limit, opts);
  }

  /** searchCjk() without the chunks' text (see searchScores). */
  searchCjkScores(subUserId: number, terms: string[], limit: number, opts: RankOptions = {}): ChunkScore[] {
    return this.ranked('chunks_cjk', subUserId, onText(terms), limit, opts, 'x.chunk_id, c.file_id, x.score');
  }

  /** Chunks by id (with their file), for hits found through vectors. Only COMPLETED files. */
  byIds(subUserId: number, ids: number[]): Map<number, Omit<ChunkHit, 'score'>> {
    const out = new Map<number, Omit<ChunkHit, 'score'>>();
    if (ids.length === 0) return out;
    const rows = this
      .statement(
        `SELECT c.id AS chunk_id, c.file_id, c.text, c.locator, c.anchors FROM chunks c JOIN entries e ON e.file_id = c.file_id
         WHERE c.id IN (SELECT value FROM json_each(?)) AND c.sub_user_id = ? AND e.status = 'COMPLETED'`,
      )
      .all(JSON.stringify(ids), subUserId) as Array<Omit<ChunkHit, 'score'>>;
    for (const r of rows) out.set(r.chunk_id, r);
    return out;
  }

  countForSubUser(subUserId: number): number {
    return (this.db.prepare('SELECT count(*) AS n FROM chunks WHERE sub_user_id = ?').get(subUserId) as { n: number }).n;
  }
}

/** The first SQLite varint of a buffer (FTS5's averages record starts with the row count). */
function firstVarint(b: Buffer): number {
  let v = 0;
  for (let i = 0; i < 9 && i < b.length; i++) {
    const byte = b[i]!;
    if (i === 8) return v * 256 + byte;
    v = v * 128 + (byte & 0x7f);
    if (!(byte & 0x80)) return v;
  }
  return v;
}

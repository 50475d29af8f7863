/**
 * The part of a database connection the repositories use: better-sqlite3's synchronous
 * prepare/run/get/all/exec/transaction. SQLite's Database has it as is; PgDb (pg-db.ts) gives a
 * PostgreSQL connection the same shape, so the store keeps one synchronous interface on both
 * backends (docs/DECISIONS.md, "PostgreSQL behind a synchronous store").
 */
export type Dialect = 'sqlite' | 'postgres';

export interface RunResult {
  changes: number;
  lastInsertRowid: number | bigint;
}

export interface Stmt {
  run(...params: unknown[]): RunResult;
  get(...params: unknown[]): unknown;
  all(...params: unknown[]): unknown[];
}

export interface Db {
  prepare(sql: string): Stmt;
  exec(sql: string): void;
  /** Wraps fn so each call runs in one transaction (a savepoint when nested). */
  transaction<T>(fn: () => T): () => T;
  close(): void;
}

/** What a backend's database is, for the few places its SQL differs. */
export function dialectOf(db: Db): Dialect {
  return (db as { dialect?: Dialect }).dialect ?? 'sqlite';
}

/** `IN (…)` over a JSON array of strings passed as one parameter. */
export function jsonStrings(db: Db): string {
  return dialectOf(db) === 'postgres' ? 'SELECT json_array_elements_text(?::json)' : 'SELECT value FROM json_each(?)';
}

const prepared = new WeakMap<Db, Map<string, Stmt>>();

/**
 * `sql` prepared once per connection, for statements a search runs on every request: SQLite's
 * prepare of a join costs about as much as running it on a few rows. Only for SQL from a fixed
 * set (table names, never values): the cache is never emptied.
 */
export function preparedOnce(db: Db, sql: string): Stmt {
  let byText = prepared.get(db);
  if (!byText) prepared.set(db, (byText = new Map()));
  let st = byText.get(sql);
  if (!st) byText.set(sql, (st = db.prepare(sql)));
  return st;
}

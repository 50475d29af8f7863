import Database from 'better-sqlite3';
import * as sqliteVec from 'sqlite-vec';
import { MIGRATIONS } from './schema.js';

export type SqliteDb = Database.Database;
export type { Db } from './driver.js';

export interface OpenOptions {
  dbPath: string;
  readonly?: boolean;
}

/**
 * Opens (and migrates) the database. This is the one place sqlite-vec is loaded, so every
 * connection has the same capabilities; callers never touch pragmas.
 */
export function openDatabase({ dbPath, readonly = false }: OpenOptions): SqliteDb {
  const db = new Database(dbPath, { readonly });
  sqliteVec.load(db);
  if (!readonly) {
    db.pragma('journal_mode = WAL');
    // NORMAL under WAL survives a process crash (SIGKILL); only power loss can drop the
    // last transactions, which is the usual trade-off for a local service.
    db.pragma('synchronous = NORMAL');
  }
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  if (!readonly) migrate(db);
  return db;
}

function migrate(db: SqliteDb): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  for (let v = current; v < MIGRATIONS.length; v++) {
    db.transaction(() => {
      db.exec(MIGRATIONS[v]!);
      db.pragma(`user_version = ${v + 1}`);
    })();
  }
}

export function nowIso(): string {
  return new Date().toISOString();
}

import { PgDb } from './pg-db.js';
import { PG_MIGRATIONS } from './schema-pg.js';

/**
 * Opens a PostgreSQL database for the store and brings its schema up to date. Two daemons
 * starting at once wait for each other on an advisory lock, so each migration runs once.
 */
export function openPostgres(url: string): PgDb {
  const db = new PgDb(url);
  try {
    migratePg(db);
    // KNN filtered by sub-user: keep walking the HNSW graph until k of the caller's rows came
    // (pgvector ≥ 0.8), from a candidate list long enough for the retriever's k.
    db.exec('SET hnsw.iterative_scan = relaxed_order; SET hnsw.ef_search = 200');
  } catch (err) {
    db.close();
    throw err;
  }
  return db;
}

export function migratePg(db: PgDb): void {
  db.transaction(() => {
    db.prepare("SELECT pg_advisory_xact_lock(hashtext('ctx.migrate'))").get();
    db.exec('CREATE TABLE IF NOT EXISTS ctx_migrations (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)');
    const current = (db.prepare('SELECT coalesce(max(version), 0) AS v FROM ctx_migrations').get() as { v: number }).v;
    if (current > PG_MIGRATIONS.length) throw new Error(`the database's schema (version ${current}) is newer than this ctx (${PG_MIGRATIONS.length}): upgrade ctx`);
    for (let v = current; v < PG_MIGRATIONS.length; v++) {
      db.exec(PG_MIGRATIONS[v]!);
      db.prepare('INSERT INTO ctx_migrations(version, applied_at) VALUES (?, ?)').run(v + 1, new Date().toISOString());
    }
  })();
}

/** The schema version a database is at (0: none), without changing anything. */
export function pgSchemaVersion(db: PgDb): number {
  const t = db.prepare("SELECT to_regclass('ctx_migrations') AS t").get() as { t: string | null };
  if (!t.t) return 0;
  return (db.prepare('SELECT coalesce(max(version), 0) AS v FROM ctx_migrations').get() as { v: number }).v;
}

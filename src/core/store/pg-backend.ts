import type { Store } from './index.js';
import { nowIso } from './db.js';
import { openPostgres } from './pg-store.js';
import type { PgDb } from './pg-db.js';
import { AccountRepo } from './accounts.js';
import { KeyRepo } from './keys.js';
import { SubUserRepo } from './subusers.js';
import { EntryRepo } from './entries.js';
import { MetadataRepo } from './metadata.js';
import { MemoryRepo } from './memory.js';
import { SessionRepo } from './sessions.js';
import { ArchiveRepo } from './archives.js';
import { PgVectorRepo } from './pg-vectors.js';
import { PgChunkRepo } from './pg-chunks.js';
import { PgJobRepo } from './pg-jobs.js';
import { BlobContentRepo } from './pg-blobs.js';
import { RateCounterRepo } from './pg-rates.js';

/**
 * The store on PostgreSQL: the repositories whose SQL is the same on both backends run on a
 * PgDb; chunks, vectors and jobs have their own (postings and BM25, pgvector, leases).
 */
export function createPgStore(url: string, instance?: string): Store {
  const db = openPostgres(url);
  const vectors = new PgVectorRepo(db);
  const jobs = new PgJobRepo(db, instance);
  const blobContent = new BlobContentRepo(db);
  /** Tasks whose lock this daemon holds across awaits (exclusiveWhile). */
  const held = new Set<string>();
  return {
    db,
    dialect: 'postgres',
    accounts: new AccountRepo(db),
    keys: new KeyRepo(db),
    subUsers: new SubUserRepo(db),
    entries: new EntryRepo(db),
    jobs,
    chunks: new PgChunkRepo(db, vectors),
    vectors,
    metadata: new MetadataRepo(db),
    memory: new MemoryRepo(db),
    sessions: new SessionRepo(db),
    archives: new ArchiveRepo(db),
    blobContent,
    rateCounters: new RateCounterRepo(db),
    tx: <T>(fn: () => T): T => db.transaction(fn)(),
    recordBlob: (sha256, size, file) => {
      db.transaction(() => {
        blobContent.ensure(sha256, size, file);
        db.prepare('INSERT INTO blobs(sha256, size, created_at) VALUES (?, ?, ?) ON CONFLICT (sha256) DO NOTHING').run(sha256, size, nowIso());
      })();
    },
    removeBlob: (sha256) => blobContent.removeUnused(sha256),
    exclusive: (name, fn) => {
      if (held.has(name) || !tryTaskLock(db, name)) return false;
      try {
        fn();
      } finally {
        releaseTaskLock(db, name);
      }
      return true;
    },
    exclusiveWhile: async (name, fn) => {
      // A session lock is re-entrant on its connection, and the daemon's callers share one: the
      // set keeps a second caller here from taking it again.
      if (held.has(name) || !tryTaskLock(db, name)) return undefined;
      held.add(name);
      try {
        return { value: await fn() };
      } finally {
        held.delete(name);
        try {
          releaseTaskLock(db, name);
        } catch {
          // The store closed during fn (shutdown): the connection's end released the lock.
        }
      }
    },
    settleLog: () => true,
    setting: (name) => (db.prepare('SELECT value FROM settings WHERE name = ?').get(name) as { value: string } | undefined)?.value,
    setSetting: (name, value) => {
      db.prepare('INSERT INTO settings(name, value) VALUES (?, ?) ON CONFLICT(name) DO UPDATE SET value = excluded.value').run(name, value);
    },
    settingOnce: (name, make) => {
      db.prepare('INSERT INTO settings(name, value) VALUES (?, ?) ON CONFLICT(name) DO NOTHING').run(name, make());
      return (db.prepare('SELECT value FROM settings WHERE name = ?').get(name) as { value: string }).value;
    },
    close: () => {
      jobs.stop();
      db.close();
    },
  };
}

/** A session-level advisory lock on the task `name`, taken now or not at all. */
function tryTaskLock(db: PgDb, name: string): boolean {
  return (db.prepare("SELECT pg_try_advisory_lock(hashtext('ctx.task:' || ?)) AS ok").get(name) as { ok: boolean }).ok;
}

function releaseTaskLock(db: PgDb, name: string): void {
  db.prepare("SELECT pg_advisory_unlock(hashtext('ctx.task:' || ?))").get(name);
}

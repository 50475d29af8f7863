import type { Db } from './db.js';
import { openDatabase } from './db.js';
import type { Dialect } from './driver.js';
import { AccountRepo } from './accounts.js';
import { KeyRepo } from './keys.js';
import { SubUserRepo } from './subusers.js';
import { EntryRepo } from './entries.js';
import { JobRepo } from './jobs.js';
import { ChunkRepo, type ChunkIndex } from './chunks.js';
import { VectorRepo, type VectorIndex } from './vectors.js';
import { MetadataRepo } from './metadata.js';
import { MemoryRepo } from './memory.js';
import { SessionRepo } from './sessions.js';
import { ArchiveRepo } from './archives.js';
import type { BlobContentRepo } from './pg-blobs.js';
import type { RateCounterRepo } from './pg-rates.js';
import { createPgStore } from './pg-backend.js';

export interface Store {
  db: Db;
  /** Which backend: the embedded SQLite file or a PostgreSQL database shared by several daemons. */
  dialect: Dialect;
  accounts: AccountRepo;
  keys: KeyRepo;
  subUsers: SubUserRepo;
  entries: EntryRepo;
  jobs: JobRepo;
  chunks: ChunkIndex;
  /** Embedding spaces and their vector tables (the same instance as chunks.vectors). */
  vectors: VectorIndex;
  metadata: MetadataRepo;
  memory: MemoryRepo;
  sessions: SessionRepo;
  /** What zip archives' expansions recorded (members link back through entries.archive_id). */
  archives: ArchiveRepo;
  /** Runs fn in one transaction (nested calls become savepoints); fn must be synchronous. */
  tx<T>(fn: () => T): T;
  /**
   * Records a blob's row (idempotent: identical files share it). On PostgreSQL also makes sure
   * its contents are stored, rewriting them from `file` (the local copy) if another daemon
   * removed them since the upload.
   */
  recordBlob(sha256: string, size: number, file?: string): void;
  /**
   * Forgets a blob no entry uses (inside the caller's check that none does); on PostgreSQL its
   * contents too. Returns false when an entry uses it after all (another daemon's upload).
   */
  removeBlob(sha256: string): boolean;
  /** PostgreSQL only: the blobs' contents (SQLite keeps them as files in the data dir). */
  blobContent?: BlobContentRepo;
  /** PostgreSQL only: rate-limit counters shared by every daemon. */
  rateCounters?: RateCounterRepo;
  /**
   * PostgreSQL only: runs fn when no other daemon on the database runs the task `name` now
   * (an advisory lock); false when another one does. SQLite has one daemon: fn always runs.
   */
  exclusive(name: string, fn: () => void): boolean;
  /**
   * exclusive() for a task that awaits (a backfill pass): the lock is taken before fn starts and
   * released when its promise settles, or when the daemon's connection ends (a killed daemon
   * holds nothing). Resolves to { value } when fn ran, undefined when another daemon (or another
   * caller in this one) runs the task now. SQLite: fn always runs.
   */
  exclusiveWhile<T>(name: string, fn: () => Promise<T>): Promise<{ value: T } | undefined>;
  /**
   * SQLite: copies the write-ahead log into the database and has the next write start the log
   * again from its beginning, so that write reuses the log's space instead of growing the file
   * (on a full disk, growing fails). False when it could not (no room even for that). PostgreSQL
   * manages its own log: nothing to do.
   */
  settleLog(): boolean;
  setting(name: string): string | undefined;
  setSetting(name: string, value: string): void;
  /** The setting's value, set to make() first if it has none (once, even with several daemons). */
  settingOnce(name: string, make: () => string): string;
  close(): void;
}

/** `instance` (PostgreSQL): what one daemon at a time serves, e.g. host and data dir (see PgJobRepo). */
export type StoreLocation = { dbPath: string } | { databaseUrl: string; instance?: string };

/** Creates a store on an explicit database path or URL; there is no global store. */
export function createStore(where: StoreLocation): Store {
  if ('databaseUrl' in where) return createPgStore(where.databaseUrl, where.instance);
  const { dbPath } = where;
  const db = openDatabase({ dbPath });
  const vectors = new VectorRepo(db);
  return {
    db,
    dialect: 'sqlite',
    accounts: new AccountRepo(db),
    keys: new KeyRepo(db),
    subUsers: new SubUserRepo(db),
    entries: new EntryRepo(db),
    jobs: new JobRepo(db),
    chunks: new ChunkRepo(db, vectors),
    vectors,
    metadata: new MetadataRepo(db),
    memory: new MemoryRepo(db),
    sessions: new SessionRepo(db),
    archives: new ArchiveRepo(db),
    tx: <T>(fn: () => T): T => db.transaction(fn)(),
    recordBlob: (sha256, size) => {
      db.prepare('INSERT OR IGNORE INTO blobs(sha256, size, created_at) VALUES (?, ?, ?)').run(sha256, size, new Date().toISOString());
    },
    removeBlob: (sha256) => {
      db.prepare('DELETE FROM blobs WHERE sha256 = ?').run(sha256);
      return true;
    },
    settingOnce: (name, make) => {
      db.prepare('INSERT INTO settings(name, value) VALUES (?, ?) ON CONFLICT(name) DO NOTHING').run(name, make());
      return (db.prepare('SELECT value FROM settings WHERE name = ?').get(name) as { value: string }).value;
    },
    exclusive: (_name, fn) => {
      fn();
      return true;
    },
    exclusiveWhile: async (_name, fn) => ({ value: await fn() }),
    settleLog: () => {
      try {
        const [r] = db.pragma('wal_checkpoint(RESTART)') as Array<{ busy: number }>;
        return r?.busy === 0;
      } catch {
        return false;
      }
    },
    setting: (name) => (db.prepare('SELECT value FROM settings WHERE name = ?').get(name) as { value: string } | undefined)?.value,
    setSetting: (name, value) => {
      db.prepare('INSERT INTO settings(name, value) VALUES (?, ?) ON CONFLICT(name) DO UPDATE SET value = excluded.value').run(name, value);
    },
    close: () => db.close(),
  };
}

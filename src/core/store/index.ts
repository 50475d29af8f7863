import type { Db } from './db.js';
import { openDatabase } from './db.js';
import { AccountRepo } from './accounts.js';
import { KeyRepo } from './keys.js';
import { SubUserRepo } from './subusers.js';
import { EntryRepo } from './entries.js';
import { JobRepo } from './jobs.js';
import { ChunkRepo } from './chunks.js';
import { VectorRepo } from './vectors.js';
import { MetadataRepo } from './metadata.js';
import { MemoryRepo } from './memory.js';
import { SessionRepo } from './sessions.js';
import { ArchiveRepo } from './archives.js';

export interface Store {
  db: Db;
  accounts: AccountRepo;
  keys: KeyRepo;
  subUsers: SubUserRepo;
  entries: EntryRepo;
  jobs: JobRepo;
  chunks: ChunkRepo;
  /** Embedding spaces and their sqlite-vec tables (the same instance as chunks.vectors). */
  vectors: VectorRepo;
  metadata: MetadataRepo;
  memory: MemoryRepo;
  sessions: SessionRepo;
  /** What zip archives' expansions recorded (members link back through entries.archive_id). */
  archives: ArchiveRepo;
  /** Runs fn in one SQLite transaction (nested calls become savepoints). */
  tx<T>(fn: () => T): T;
  /** Records a blob's row (idempotent: identical files share it). */
  recordBlob(sha256: string, size: number): void;
  setting(name: string): string | undefined;
  setSetting(name: string, value: string): void;
  close(): void;
}

/** Creates a store on an explicit database path; there is no global store. */
export function createStore({ dbPath }: { dbPath: string }): Store {
  const db = openDatabase({ dbPath });
  const vectors = new VectorRepo(db);
  return {
    db,
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
    setting: (name) => (db.prepare('SELECT value FROM settings WHERE name = ?').get(name) as { value: string } | undefined)?.value,
    setSetting: (name, value) => {
      db.prepare('INSERT INTO settings(name, value) VALUES (?, ?) ON CONFLICT(name) DO UPDATE SET value = excluded.value').run(name, value);
    },
    close: () => db.close(),
  };
}

import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStore, type Store } from '../../src/core/store/index.js';

/**
 * settleLog (SQLite): a delete on a full disk relies on it to write into the log's existing
 * space instead of growing the file (daemon/disk-guard.ts).
 */
describe('SQLite settleLog', () => {
  let dir: string;
  let store: Store;
  let su: number;
  const wal = () => statSync(join(dir, 'ctx.db-wal')).size;
  /** Frames in the log now, as a second connection sees them. */
  const framesInLog = () => {
    const other = new Database(join(dir, 'ctx.db'));
    try {
      return (other.pragma('wal_checkpoint(PASSIVE)') as Array<{ log: number }>)[0]!.log;
    } finally {
      other.close();
    }
  };

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'ctx-log-'));
    store = createStore({ dbPath: join(dir, 'ctx.db') });
    su = store.subUsers.ensure(store.accounts.ensure('default').account.id, 'default').id;
  });
  afterAll(() => {
    store?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('has the next write start the log from its beginning, in the space it already has', () => {
    store.recordBlob('a'.repeat(64), 1);
    const { entry } = store.tx(() => store.entries.createFile(su, { dir: '/', name: 'big.txt', sha256: 'a'.repeat(64), size: 1, mime: 'text/plain' }));
    const text = (i: number) => `chunk ${i} ` + 'lorem ipsum dolor sit amet '.repeat(40);
    store.tx(() => store.chunks.replaceForFile(entry.file_id, su, 'big', Array.from({ length: 600 }, (_, i) => ({ text: text(i), locator: `p${i}` }))));
    const size = wal();
    expect(size).toBeGreaterThan(512 * 1024);

    expect(store.settleLog()).toBe(true);
    store.tx(() => store.entries.setStatus(entry.file_id, 'COMPLETED'));
    expect(framesInLog()).toBeLessThan(20);
    expect(wal()).toBe(size);
  });
});

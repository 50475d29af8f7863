import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDaemon, type TestDaemon } from '../helpers/daemon.js';
import { Api } from '../helpers/api.js';
import { search, uploadAndWait } from '../helpers/contract.js';
import { PgDb } from '../../src/core/store/pg-db.js';

interface Item {
  file_id: string;
  path: string;
  status: string;
  is_dir: boolean;
  error?: string;
}

let d: TestDaemon;
let api: Api;

beforeAll(async () => {
  d = await startDaemon();
  api = new Api(d.url, d.apiKey);
});
afterAll(async () => d?.cleanup());

async function files(dir: string, sub_user_name?: string): Promise<Item[]> {
  const res = await api.get('/file/list', { path: dir, sub_user_name });
  expect(res.status).toBe(200);
  return ((await res.json()) as { items: Item[] }).items.filter((i) => !i.is_dir);
}

/** Polls until nothing under dir is PENDING; returns the final items. */
async function settle(dir: string, timeoutMs: number): Promise<Item[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const items = await files(dir);
    if (!items.some((i) => i.status === 'PENDING')) return items;
    if (Date.now() > deadline) throw new Error(`${items.filter((i) => i.status === 'PENDING').length} files still PENDING under ${dir}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function inParallel<T>(n: number, items: T[], fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: n }, async () => {
      while (next < items.length) await fn(items[next++]!);
    }),
  );
}

/** A text of about `mb` MB whose last paragraph holds `word`. */
function bigText(mb: number, word: string): string {
  const para = 'Long survey paragraph about tidal pools, limpets and barnacles along the rocky shore. '.repeat(8);
  const n = Math.ceil((mb * 1024 * 1024) / (para.length + 2));
  return `${Array.from({ length: n }, () => para).join('\n\n')}\n\nThe final paragraph names the ${word}.`;
}

/** Reads the daemon's database: each file's chunks must be one set, all of it in the FTS index. */
function expectIndexedOnce(dataDir: string, databaseUrl?: string): void {
  if (databaseUrl) return expectIndexedOncePg(databaseUrl);
  const db = new Database(join(dataDir, 'ctx.db'), { readonly: true, fileMustExist: true });
  try {
    const dupes = db.prepare('SELECT file_id, ord, count(*) AS n FROM chunks GROUP BY file_id, ord HAVING n > 1').all();
    expect(dupes).toEqual([]);
    const orphans = db.prepare('SELECT count(*) AS n FROM chunks_fts WHERE rowid NOT IN (SELECT id FROM chunks)').get() as { n: number };
    expect(orphans.n).toBe(0);
    const unindexed = db.prepare('SELECT count(*) AS n FROM chunks WHERE id NOT IN (SELECT rowid FROM chunks_fts)').get() as { n: number };
    expect(unindexed.n).toBe(0);
    const stray = db
      .prepare(`SELECT count(*) AS n FROM chunks c JOIN entries e ON e.file_id = c.file_id WHERE e.status != 'COMPLETED'`)
      .get() as { n: number };
    expect(stray.n).toBe(0);
  } finally {
    db.close();
  }
}

/** The same on PostgreSQL: the lexical index is the postings table. */
function expectIndexedOncePg(url: string): void {
  const db = new PgDb(url);
  try {
    expect(db.prepare('SELECT file_id, ord, count(*) AS n FROM chunks GROUP BY file_id, ord HAVING count(*) > 1').all()).toEqual([]);
    expect(db.prepare('SELECT count(*) AS n FROM chunk_terms t WHERE NOT EXISTS (SELECT 1 FROM chunks c WHERE c.id = t.chunk_id)').get()).toEqual({ n: 0 });
    expect(db.prepare(`SELECT count(*) AS n FROM chunks c WHERE c.text ~ '[[:alnum:]]' AND NOT EXISTS (SELECT 1 FROM chunk_terms t WHERE t.chunk_id = c.id)`).get()).toEqual({ n: 0 });
    expect(db.prepare(`SELECT count(*) AS n FROM chunks c JOIN entries e ON e.file_id = c.file_id WHERE e.status != 'COMPLETED'`).get()).toEqual({ n: 0 });
  } finally {
    db.close();
  }
}

/** SIGTERM must end the daemon with exit code 0 (not a signal, not a crash). */
async function expectCleanStop(label = ''): Promise<void> {
  const code = await d.stop('SIGTERM');
  expect({ code, signal: d.proc.signalCode }, `${label}\n${d.output().slice(-3000)}`).toEqual({ code: 0, signal: null });
}

describe('a daemon killed mid-processing', () => {
  it('finishes every file after a restart, each indexed exactly once', async () => {
    // Two large files head the queue, so the small ones are still waiting when the kill comes.
    const bigs = [
      { name: 'big-a.txt', word: 'sandpiperalpha' },
      { name: 'big-b.txt', word: 'sandpiperbeta' },
    ];
    const ids = new Map<string, string>();
    for (const b of bigs) ids.set(b.word, (await api.upload(b.name, bigText(20, b.word), { path: '/r' })).file_id);
    const small = Array.from({ length: 300 }, (_, i) => i);
    await inParallel(8, small, async (i) => {
      const up = await api.upload(`note-${i}.txt`, `Field note ${i}: the marker word is tern${i}x, logged at dawn.`, { path: '/r' });
      ids.set(`tern${i}x`, up.file_id);
    });

    const before = await files('/r');
    expect(before).toHaveLength(302);
    const pending = before.filter((i) => i.status === 'PENDING').length;
    expect(pending, 'some files must still be PENDING when the daemon is killed').toBeGreaterThan(0);

    await d.stop('SIGKILL');
    await d.restart();
    api = new Api(d.url, d.apiKey);

    const after = await settle('/r', 180_000);
    expect(after).toHaveLength(302);
    expect(after.filter((i) => i.status !== 'COMPLETED').map((i) => `${i.path}: ${i.status} ${i.error ?? ''}`)).toEqual([]);
    expect(new Set(after.map((i) => i.path)).size).toBe(302);

    // Every file is searchable by its own word, and only that file is.
    for (const [word, id] of ids) {
      const hits = await search(api, word);
      expect(hits.map((h) => h.file_id), word).toEqual([id]);
    }
    expectIndexedOnce(d.dataDir, d.databaseUrl);
    const health = (await (await fetch(new URL('/health', d.url))).json()) as { status: string; jobs_pending: number };
    expect(health).toMatchObject({ status: 'ok', jobs_pending: 0 });
  }, 300_000);
});

describe('a daemon stopped with SIGTERM', () => {
  it('exits 0 when idle', async () => {
    await expectCleanStop();
    await d.restart();
    api = new Api(d.url, d.apiKey);
    expect((await fetch(new URL('/health', d.url))).status).toBe(200);
  });

  it('exits 0 in the middle of processing and resumes the rest on the next start', async () => {
    const big = await api.upload('big-term.txt', bigText(20, 'plovergamma'), { path: '/t' });
    const smalls: string[] = [];
    for (let i = 0; i < 20; i++) smalls.push((await api.upload(`t-${i}.txt`, `Term note ${i} mentions godwit${i}y.`, { path: '/t' })).file_id);

    await expectCleanStop();
    await d.restart();
    api = new Api(d.url, d.apiKey);

    const after = await settle('/t', 180_000);
    expect(after.filter((i) => i.status !== 'COMPLETED').map((i) => i.path)).toEqual([]);
    expect((await search(api, 'plovergamma')).map((h) => h.file_id)).toEqual([big.file_id]);
    for (let i = 0; i < smalls.length; i++) expect((await search(api, `godwit${i}y`)).map((h) => h.file_id)).toEqual([smalls[i]]);
    expectIndexedOnce(d.dataDir, d.databaseUrl);
  }, 300_000);

  it('does not count graceful shutdowns as failed attempts of a long job', async () => {
    // Processing this takes longer than the shutdown grace period on this machine class, so
    // every SIGTERM below interrupts it; more interruptions than the poison-pill limit (3).
    const records = Array.from({ length: 420_000 }, (_, i) => ({ id: i, note: `observations of migrating cranes over the wetlands ${i}`, tag: `cranebatch${i}` }));
    const up = await api.upload('long.json', JSON.stringify({ records }), { path: '/long' });
    for (let i = 0; i < 4; i++) {
      await expectCleanStop(`stop ${i + 1} of 4`);
      await d.restart();
      api = new Api(d.url, d.apiKey);
    }
    await api.waitFor(up.file_id, { timeoutMs: 180_000 });
    expect(await (await api.get(`/file/status/${up.file_id}`)).json()).toEqual({ file_id: up.file_id, status: 'COMPLETED' });
    expect((await search(api, 'cranebatch419999')).map((h) => h.file_id)).toEqual([up.file_id]);
    expectIndexedOnce(d.dataDir, d.databaseUrl);
  }, 300_000);

  it('keeps answering after the restarts', async () => {
    const f = await uploadAndWait(api, 'last.txt', 'The avocet returns in spring.', { path: '/t' });
    expect(f.status).toBe('COMPLETED');
    expect((await search(api, 'avocet'))[0]?.file_id).toBe(f.file_id);
  });
});

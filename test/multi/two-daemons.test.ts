import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDaemon, type TestDaemon } from '../helpers/daemon.js';
import { Api } from '../helpers/api.js';
import { search } from '../helpers/contract.js';
import { freshDatabase, testDatabaseUrl } from '../helpers/pg.js';
import { PgDb } from '../../src/core/store/pg-db.js';

/**
 * Two daemons, two data dirs, one PostgreSQL database: what one does the other sees at once,
 * and when one is killed mid-processing the other finishes its files once their leases run out.
 * PostgreSQL only (CI always has it: testDatabaseUrl() throws there without one).
 */
const base = testDatabaseUrl();

interface Item {
  file_id: string;
  path: string;
  status: string;
  is_dir: boolean;
}

/** Every file under a folder (a daemon's blobs/ cache). */
function cachedFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name))
    .sort();
}

/** A text of about `mb` MB ending with `word`, slow enough to extract that a kill finds it running. */
function bigText(mb: number, word: string): string {
  const para = 'Survey paragraph about tidal pools, limpets and barnacles along the rocky shore. '.repeat(8);
  const n = Math.ceil((mb * 1024 * 1024) / (para.length + 2));
  return `${Array.from({ length: n }, () => para).join('\n\n')}\n\nThe final paragraph names the ${word}.`;
}

describe.skipIf(!base)('two daemons on one PostgreSQL database', () => {
  let db: { url: string; drop(): void };
  let a: TestDaemon;
  let b: TestDaemon;
  let apiA: Api;
  let apiB: Api;
  beforeAll(async () => {
    db = freshDatabase(base!);
    const env = { CTX_JOB_LEASE_S: '3', CTX_WORKERS: '1', CTX_BLOB_CACHE_SWEEP_S: '1' };
    a = await startDaemon({ databaseUrl: db.url, env });
    // The second daemon needs no init: schema, account and key are in the database.
    b = await startDaemon({ databaseUrl: db.url, env, noInit: true });
    apiA = new Api(a.url, a.apiKey);
    apiB = new Api(b.url, a.apiKey);
  }, 120_000);
  afterAll(async () => {
    await a?.cleanup();
    await b?.cleanup();
    db?.drop();
  });

  async function files(api: Api, dir: string): Promise<Item[]> {
    const res = await api.get('/file/list', { path: dir });
    expect(res.status).toBe(200);
    return ((await res.json()) as { items: Item[] }).items.filter((i) => !i.is_dir);
  }

  it('serves through one what was uploaded, moved and signed through the other', async () => {
    const up = await apiA.upload('shared.txt', 'The lighthouse keeper logs the kittiwake colony every dawn.', { path: '/s' });
    expect(await apiB.waitFor(up.file_id)).toBe('COMPLETED');
    expect((await search(apiB, 'kittiwake')).map((h) => h.file_id)).toEqual([up.file_id]);
    // B has no copy of the contents on its disk: it reads them from the database.
    const link = (await (await apiA.get('/file/download', { file_id: up.file_id })).json()) as { url: string };
    const onB = new URL(link.url);
    const viaB = await fetch(new URL(onB.pathname + onB.search, b.url));
    expect(viaB.status).toBe(200);
    expect(await viaB.text()).toBe('The lighthouse keeper logs the kittiwake colony every dawn.');
    // A move through A is what B lists next.
    expect((await apiA.form('/file/move', { src: '/s/shared.txt', dest: '/t/shared.txt' })).status).toBe(200);
    expect((await files(apiB, '/t')).map((i) => i.path)).toEqual(['/t/shared.txt']);
    // A key revoked through B is refused by A at its next request.
    const made = (await (await apiA.form('/user/api_keys/create', { name: 'temp' })).json()) as { key_id: string; api_key: string };
    expect((await new Api(a.url, made.api_key).get('/file/list')).status).toBe(200);
    expect((await apiB.form('/user/api_keys/revoke', { key_id: made.key_id })).status).toBe(200);
    expect((await new Api(a.url, made.api_key).get('/file/list')).status).toBe(401);
  });

  it("drops another daemon's cached copy of a content once it is deleted, and keeps the rest", async () => {
    const text = 'The ferryman counts razorbill nests on the north stack each June.';
    const up = await apiA.upload('razorbill.txt', text, { path: '/cache' });
    expect(await apiB.waitFor(up.file_id)).toBe('COMPLETED');
    // A download through B leaves B a copy of the contents on its disk.
    const viaB = await apiB.get('/file/download', { file_id: up.file_id });
    const link = new URL(((await viaB.json()) as { url: string }).url);
    expect(await (await fetch(new URL(link.pathname + link.search, b.url))).text()).toBe(text);
    const sha = createHash('sha256').update(text).digest('hex');
    const copyOnB = join(b.dataDir, 'blobs', sha.slice(0, 2), sha.slice(2, 4), sha);
    expect(existsSync(copyOnB)).toBe(true);
    // B's copy of the first test's file, still in use, must survive B's sweeps.
    const kept = join(b.dataDir, 'blobs');
    const before = cachedFiles(kept).filter((f) => !f.endsWith(sha));
    expect(before.length).toBeGreaterThan(0);

    expect((await apiA.del(`/file/delete/${up.file_id}`)).status).toBe(200);
    const deadline = Date.now() + 15_000;
    while (existsSync(copyOnB) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(existsSync(copyOnB)).toBe(false);
    expect(cachedFiles(kept)).toEqual(before);
  });

  it('finishes every file through the survivor when one daemon is killed mid-processing', async () => {
    const ids = new Map<string, string>();
    const pg = new PgDb(db.url);
    const owner = `%#${a.proc.pid}-%`;
    const aRuns = (): number => (pg.prepare(`SELECT count(*) AS n FROM jobs WHERE state = 'running' AND lease_owner LIKE ?`).get(owner) as { n: number }).n;
    try {
      // Large files first (A starts on them while the rest is uploaded), then small ones.
      const words = ['sandpiperalpha', 'sandpiperbeta', 'sandpipergamma', 'sandpiperdelta'];
      for (const w of words) ids.set(w, (await apiA.upload(`${w}.txt`, bigText(12, w), { path: '/r' })).file_id);
      for (let i = 0; i < 20; i++) ids.set(`tern${i}x`, (await apiA.upload(`note-${i}.txt`, `Field note ${i}: the marker word is tern${i}x.`, { path: '/r' })).file_id);
      // Kill A without warning while it holds a job (a running row under its lease).
      const deadline = Date.now() + 30_000;
      while (aRuns() === 0) {
        if (Date.now() > deadline) throw new Error('daemon A never held a job after the uploads');
        await new Promise((r) => setTimeout(r, 20));
      }
      await a.stop('SIGKILL');
      expect(aRuns()).toBeGreaterThan(0);

      const deadlineB = Date.now() + 180_000;
      let items = await files(apiB, '/r');
      while (items.some((i) => i.status === 'PENDING') && Date.now() < deadlineB) {
        await new Promise((r) => setTimeout(r, 500));
        items = await files(apiB, '/r');
      }
      expect(items).toHaveLength(24);
      expect(items.filter((i) => i.status !== 'COMPLETED').map((i) => `${i.path}: ${i.status}`)).toEqual([]);
      for (const [word, id] of ids) expect((await search(apiB, word)).map((h) => h.file_id), word).toEqual([id]);
      // Each file indexed once: no chunk written twice by the two daemons.
      expect(pg.prepare('SELECT file_id, ord, count(*) AS n FROM chunks GROUP BY file_id, ord HAVING count(*) > 1').all()).toEqual([]);
      expect(pg.prepare('SELECT count(*) AS n FROM jobs').get()).toEqual({ n: 0 });
    } finally {
      pg.close();
    }
  }, 240_000);
});

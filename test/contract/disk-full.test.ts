/**
 * A full disk (issue 13, item 1), on a real small tmpfs: writes are refused with 507
 * STORAGE_FULL while less than disk.min_free_mb is free, reads and deletes keep working even
 * when another program has filled the disk to the last byte, the daemon never dies of a
 * failed write, and a file whose processing met the full disk waits and completes once space
 * returns (as do files an older version failed for want of space).
 */
import { randomInt } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Api } from '../helpers/api.js';
import { startDaemon, type TestDaemon } from '../helpers/daemon.js';
import { mountTmpfs, type Tmpfs } from '../helpers/tmpfs.js';
import { search, uploadAndWait } from '../helpers/contract.js';

const MB = 1024 * 1024;

/** Prose-like text, about `bytes` of it, from a common vocabulary, ending with its own tag word. */
function prose(bytes: number, tag: string): string {
  const out: string[] = [];
  for (let n = 0; n < bytes; ) {
    const w = `word${randomInt(4000)}`;
    out.push(w);
    n += w.length + 1;
  }
  return `${out.join(' ')} ${tag}`;
}

/** Words nobody else uses, about `bytes` of them: incompressible for the index too. */
function words(bytes: number, tag: string): string {
  const out: string[] = [];
  for (let n = 0; n < bytes; ) {
    const w = `${tag}${randomInt(1e9).toString(36)}`;
    out.push(w);
    n += w.length + 1;
  }
  return out.join(' ');
}

const alive = (d: TestDaemon) => d.proc.exitCode === null && d.proc.signalCode === null;

async function statusOf(api: Api, id: string): Promise<{ status: string; error?: string }> {
  return (await (await api.get(`/file/status/${id}`)).json()) as { status: string; error?: string };
}

describe('a disk below its headroom, then full to the last byte', () => {
  let fs: Tmpfs;
  let d: TestDaemon;
  let api: Api;
  const accepted: string[] = [];

  beforeAll(async () => {
    fs = mountTmpfs(64);
    d = await startDaemon({ dataDir: join(fs.dir, 'data'), env: { CTX_DISK_MIN_FREE_MB: '20', CTX_DISK_RESERVE_MB: '8', CTX_WORKERS: '1' } });
    api = new Api(d.url, d.apiKey);
  });
  afterAll(async () => {
    await d?.cleanup();
    fs?.unmount();
  });

  it('refuses uploads with 507 STORAGE_FULL (shape A) before the disk is full, and keeps serving', async () => {
    let refused: Response | undefined;
    for (let i = 0; i < 80 && !refused; i++) {
      const res = await api.multipart('/file/upload', { path: '/up' }, { name: `part-${i}.txt`, data: prose(MB, `u${i}x`) });
      if (res.status === 200) accepted.push(((await res.json()) as { file_id: string }).file_id);
      else refused = res;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(refused?.status).toBe(507);
    expect(refused!.headers.get('x-context-api-version')).toBe('1');
    const body = (await refused!.json()) as { error: string; code: string };
    expect(body.code).toBe('STORAGE_FULL');
    expect(body.error).toMatch(/not enough free disk space/);
    expect(accepted.length).toBeGreaterThan(3);
    // Refused before the disk filled: room is left. Headroom 20 MB; below it jobs stop writing
    // and the vector backfill waits, but SQLite's checkpoint still copies up to a WAL's worth
    // (~4–5 MB) into the database after the last write.
    expect(fs.free()).toBeGreaterThan(5 * MB);
    expect(alive(d)).toBe(true);
    // An upload is refused when its declared length would cross the headroom, which may leave
    // the disk just above it: another program now takes the disk well below it.
    fs.fill(10 * MB);
    await new Promise((r) => setTimeout(r, 600)); // the daemon reads the free figure at most twice a second
    const health = (await (await fetch(`${d.url}/health`)).json()) as { disk: { low: boolean; min_free_mb: number } };
    expect(health.disk).toMatchObject({ low: true, min_free_mb: 20 });
    expect((await api.get('/file/list', { path: '/up' })).status).toBe(200);
    // A new folder adds data too.
    expect((await api.form('/file/create_dir', { path: '/more' })).status).toBe(507);
  });

  it('keeps reads and deletes working when another program fills the disk to the last byte', async () => {
    fs.fill(0);
    expect(fs.free()).toBeLessThan(64 * 1024);
    expect((await api.get('/file/list', { path: '/up' })).status).toBe(200);
    expect((await api.get(`/file/status/${accepted[0]}`)).status).toBe(200);
    expect((await api.form('/ai/search', { message: 'anything' })).status).toBe(200);
    const q = await api.query('what is in the parts?');
    expect([200, 507]).toContain(q.status);
    const up = await api.multipart('/file/upload', {}, { name: 'more.txt', data: 'one more small note' });
    expect(up.status).toBe(507);
    expect(((await up.json()) as { code: string }).code).toBe('STORAGE_FULL');
    // Deleting is how space is freed: it must work on a full disk.
    for (const id of accepted.slice(0, 3)) {
      const del = await api.del(`/file/delete/${id}`);
      expect(del.status, await del.clone().text()).toBe(200);
    }
    expect((await statusOf(api, accepted[0]!)).status).toBe('UNKNOWN');
    expect(alive(d)).toBe(true);
  });

  it('accepts writes again once space is freed', async () => {
    fs.unfill();
    for (const id of accepted.slice(3)) expect((await api.del(`/file/delete/${id}`)).status).toBe(200);
    const deadline = Date.now() + 10_000;
    let res: Response;
    do {
      await new Promise((r) => setTimeout(r, 600));
      res = await api.multipart('/file/upload', {}, { name: 'after.txt', data: 'the kingfisher came back after the flood' });
    } while (res.status === 507 && Date.now() < deadline);
    expect(res.status).toBe(200);
    expect(await api.waitFor(((await res.json()) as { file_id: string }).file_id)).toBe('COMPLETED');
    expect(alive(d)).toBe(true);
  });

});

describe('a daemon restarted on a disk full to the last byte', () => {
  let fs: Tmpfs;
  let d: TestDaemon;
  let api: Api;

  beforeAll(async () => {
    fs = mountTmpfs(32);
    d = await startDaemon({ dataDir: join(fs.dir, 'data'), env: { CTX_DISK_MIN_FREE_MB: '4', CTX_DISK_RESERVE_MB: '4', CTX_WORKERS: '1' } });
    api = new Api(d.url, d.apiKey);
  });
  afterAll(async () => {
    await d?.cleanup();
    fs?.unmount();
  });

  it('starts, and serves reads and deletes there', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await uploadAndWait(api, `note-${i}.txt`, prose(200_000, `n${i}x`))).file_id);
    // SQLite cannot even open its log on a full disk: the reserve written at the first start
    // makes that room.
    expect(existsSync(join(d.dataDir, 'reserve.space'))).toBe(true);
    expect(await d.stop()).toBe(0);
    fs.fill(0);
    await d.restart();
    api = new Api(d.url, d.apiKey);
    expect((await api.get('/file/list', { path: '/' })).status).toBe(200);
    expect((await search(api, 'n1x')).length).toBe(1);
    expect((await api.multipart('/file/upload', {}, { name: 'x.txt', data: 'x' })).status).toBe(507);
    for (const id of ids) {
      const del = await api.del(`/file/delete/${id}`);
      expect(del.status, await del.clone().text()).toBe(200);
    }
    expect(alive(d)).toBe(true);
  });
});

describe('a job that meets a full disk', () => {
  let fs: Tmpfs;
  let d: TestDaemon;
  let api: Api;
  let bigId: string;
  let lastWord: string;

  beforeAll(async () => {
    fs = mountTmpfs(48);
    // A headroom of 1 MB and no reserve: the upload fits, its index does not.
    d = await startDaemon({ dataDir: join(fs.dir, 'data'), env: { CTX_DISK_MIN_FREE_MB: '1', CTX_DISK_RESERVE_MB: '0', CTX_WORKERS: '1' } });
    api = new Api(d.url, d.apiKey);
  });
  afterAll(async () => {
    await d?.cleanup();
    fs?.unmount();
  });

  it('waits (never FAILED, the daemon alive) and completes once space returns', async () => {
    expect(await api.waitFor((await api.upload('warmup.txt', 'The heron waits by the weir.')).file_id)).toBe('COMPLETED');
    const text = words(6 * MB, 'big');
    lastWord = text.slice(text.lastIndexOf(' ') + 1);
    fs.fill(9 * MB);
    bigId = (await api.upload('big.txt', text)).file_id;
    // Its chunks and their index need far more than the 3 MB left: writing them fails.
    const until = Date.now() + 6000;
    while (Date.now() < until) {
      expect((await statusOf(api, bigId)).status).toBe('PENDING');
      expect(alive(d)).toBe(true);
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(d.output()).toMatch(/disk full while processing|jobs wait until space is freed/);
    fs.unfill();
    expect(await api.waitFor(bigId, { timeoutMs: 45_000 })).toBe('COMPLETED');
    expect((await search(api, lastWord)).map((h) => h.file_id)).toEqual([bigId]);
    expect(alive(d)).toBe(true);
  });

  it('queues again, at start, files an older version failed for want of space', async () => {
    expect(await d.stop()).toBe(0);
    const db = new Database(join(d.dataDir, 'ctx.db'));
    db.prepare(`UPDATE entries SET status = 'FAILED', error = 'processing failed: database or disk is full' WHERE file_id = ?`).run(bigId);
    db.close();
    await d.restart();
    api = new Api(d.url, d.apiKey);
    expect(await api.waitFor(bigId, { timeoutMs: 45_000 })).toBe('COMPLETED');
    expect((await search(api, lastWord)).map((h) => h.file_id)).toEqual([bigId]);
  });
});

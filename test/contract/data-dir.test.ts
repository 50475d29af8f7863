import { chmodSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDaemon, type TestDaemon } from '../helpers/daemon.js';
import { Api } from '../helpers/api.js';
import { expectShapeA } from '../helpers/contract.js';
import { rawHttp } from '../helpers/raw-http.js';
import { runCtx } from '../cli/helpers.js';

/**
 * What the daemon keeps in its data dir (issue 13): the log of every request with its id,
 * method, path, status and time, 5xx with their stack, written by the daemon itself in the
 * foreground too (item 7); and private permissions, also repaired on an old data dir (item 9).
 * The test daemon runs in the foreground (`ctx daemon run`, like `npm start`).
 */

let d: TestDaemon;
let api: Api;
beforeAll(async () => {
  d = await startDaemon();
  api = new Api(d.url, d.apiKey);
});
afterAll(async () => d?.cleanup());

interface LogLine {
  level: number;
  time: string;
  msg: string;
  reqId?: string;
  method?: string;
  path?: string;
  status?: number;
  ms?: number;
  err?: { type: string; message: string; stack: string };
}

const logFile = () => join(d.dataDir, 'daemon.log');
function logLines(): LogLine[] {
  return readFileSync(logFile(), 'utf8')
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as LogLine);
}

/** Log lines are written when the reply has gone out: wait for them. */
async function linesOf(reqId: string, count = 1): Promise<LogLine[]> {
  for (let i = 0; i < 50; i++) {
    const mine = logLines().filter((l) => l.reqId === reqId);
    if (mine.length >= count) return mine;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no log line for request ${reqId}`);
}

const mode = (path: string) => statSync(path).mode & 0o777;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name));
}

async function uploadPng(name: string): Promise<{ file_id: string; sha256: string }> {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 10, g: 200, b: 90 } } })
    .png()
    .toBuffer();
  const up = await api.upload(name, png, { path: '/pics' });
  await api.waitFor(up.file_id);
  const items = ((await (await api.get('/file/list', { path: '/pics' })).json()) as { items: Array<{ file_id: string; sha256: string }> }).items;
  return { file_id: up.file_id, sha256: items.find((i) => i.file_id === up.file_id)!.sha256 };
}

describe('daemon.log', () => {
  it('has one line per request: request id (also sent as X-Request-Id), method, path without the query, status, time', async () => {
    const res = await api.get('/file/list', { path: '/private-folder-name' });
    const reqId = res.headers.get('x-request-id')!;
    expect(reqId).toMatch(/^[0-9a-f]{16}$/);
    const [line] = await linesOf(reqId);
    expect(line).toMatchObject({ level: 30, msg: 'request', reqId, method: 'GET', path: '/file/list', status: res.status });
    expect(line!.ms).toBeTypeOf('number');
    expect(Date.parse(line!.time)).not.toBeNaN();
    // Nor the query string, nor the key.
    const text = readFileSync(logFile(), 'utf8');
    expect(text).not.toContain('private-folder-name');
    expect(text).not.toContain(d.apiKey.slice(d.apiKey.indexOf('.') + 1));
  });

  it('logs refusals too: 401, 404, and what the HTTP parser refused', async () => {
    const unauth = await new Api(d.url, undefined).get('/file/list');
    expect((await linesOf(unauth.headers.get('x-request-id')!))[0]).toMatchObject({ status: 401, path: '/file/list' });
    const missing = await api.get('/nowhere');
    expect((await linesOf(missing.headers.get('x-request-id')!))[0]).toMatchObject({ status: 404, method: 'GET', path: '/nowhere' });
    const bad = await rawHttp(d.url, 'GET /health HTTP/1.1\r\nHost: x\r\nBad Header: y\r\n\r\n', { untilResponse: true });
    expect((await linesOf(bad.headers['x-request-id']!))[0]).toMatchObject({ status: 400 });
  });

  it('logs a 5xx with its stack, under the request id of its request line', async () => {
    // A damaged database row (written behind the daemon's back): reading it throws.
    const up = await api.upload('damaged.txt', 'The harbour master keeps the tide tables.', { path: '/dmg' });
    expect(await api.waitFor(up.file_id)).toBe('COMPLETED');
    const db = new Database(join(d.dataDir, 'ctx.db'));
    db.pragma('busy_timeout = 5000');
    db.prepare('UPDATE metadata SET hash_tags = ? WHERE file_id = ?').run('{not json', up.file_id);
    db.close();
    const res = await api.get(`/metadata/search_by_id/${up.file_id}/`);
    expect(res.status).toBe(500);
    expect(((await res.json()) as { error: string }).error).toBe('INTERNAL_ERROR');
    const reqId = res.headers.get('x-request-id')!;
    const lines = await linesOf(reqId, 2);
    expect(lines.find((l) => l.msg === 'request')).toMatchObject({ status: 500, method: 'GET', path: `/metadata/search_by_id/${up.file_id}/` });
    const error = lines.find((l) => l.level === 50)!;
    expect(error.err).toMatchObject({ type: 'SyntaxError' });
    expect(error.err!.stack).toMatch(/SyntaxError[^\n]*\n\s+at [\s\S]*store\/metadata\.js/);
  });

  it('a 5xx while serving a file is logged too, its reply an error in shape A rather than the file', async () => {
    // A blob lost from under the daemon: its signed link cannot be served.
    const pic = await uploadPng('lost.png');
    const { url } = (await (await api.get('/file/download', { file_id: pic.file_id })).json()) as { url: string };
    rmSync(join(d.dataDir, 'blobs', pic.sha256.slice(0, 2), pic.sha256.slice(2, 4), pic.sha256));
    const res = await fetch(url);
    expect(res.headers.get('content-disposition')).toBeNull();
    await expectShapeA(res, 500, 'INTERNAL_ERROR');
    const lines = await linesOf(res.headers.get('x-request-id')!, 2);
    expect(lines.find((l) => l.msg === 'request')).toMatchObject({ status: 500, path: `/file/raw/${pic.file_id}` });
    expect(lines.find((l) => l.level === 50)!.err!.stack).toContain('ENOENT');
  });

  it('`ctx daemon logs` finds the log of a daemon running in the foreground and prints it readably', async () => {
    const res = await api.get('/file/list');
    const reqId = res.headers.get('x-request-id')!;
    await linesOf(reqId);
    const r = await runCtx(['daemon', 'logs', '--data-dir', d.dataDir, '-n', '400']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(new RegExp(`^\\S+ INFO  ${reqId} GET /file/list 200 [\\d.]+ ms$`, 'm'));
    expect(r.stdout).toMatch(/ERROR .*\n\s+SyntaxError.*\n\s+at /);
    const raw = await runCtx(['daemon', 'logs', '--data-dir', d.dataDir, '--json', '-n', '400']);
    expect(raw.stdout.split('\n').filter(Boolean).some((l) => (JSON.parse(l) as LogLine).reqId === reqId)).toBe(true);
  });
});

describe('permissions', () => {
  it('data dir 0700; database, -wal, -shm, log and blobs 0600, blob folders 0700', async () => {
    await uploadPng('private.png');
    expect(mode(d.dataDir)).toBe(0o700);
    for (const f of ['ctx.db', 'ctx.db-wal', 'ctx.db-shm', 'daemon.log']) expect(mode(join(d.dataDir, f)), f).toBe(0o600);
    const blobs = filesUnder(join(d.dataDir, 'blobs'));
    expect(blobs.length).toBeGreaterThan(0);
    for (const f of blobs) expect(mode(f), f).toBe(0o600);
    for (const e of readdirSync(join(d.dataDir, 'blobs'), { recursive: true, withFileTypes: true })) {
      if (e.isDirectory()) expect(mode(join(e.parentPath, e.name))).toBe(0o700);
    }
    expect(mode(join(d.dataDir, 'blobs'))).toBe(0o700);
  });

  it('a data dir left readable by others is made private at start', async () => {
    await d.stop();
    const blobs = join(d.dataDir, 'blobs');
    const files = [...filesUnder(blobs), join(d.dataDir, 'ctx.db'), join(d.dataDir, 'daemon.log')];
    for (const f of files) chmodSync(f, 0o644);
    for (const e of readdirSync(blobs, { recursive: true, withFileTypes: true })) if (e.isDirectory()) chmodSync(join(e.parentPath, e.name), 0o755);
    chmodSync(blobs, 0o755);
    chmodSync(d.dataDir, 0o755);
    await d.restart();
    expect(mode(d.dataDir)).toBe(0o700);
    expect(mode(blobs)).toBe(0o700);
    for (const f of files) expect(mode(f), f).toBe(0o600);
    for (const f of ['ctx.db-wal', 'ctx.db-shm']) expect(mode(join(d.dataDir, f)), f).toBe(0o600);
    for (const e of readdirSync(blobs, { recursive: true, withFileTypes: true })) {
      if (e.isDirectory()) expect(mode(join(e.parentPath, e.name))).toBe(0o700);
    }
    expect((await new Api(d.url, d.apiKey).get('/file/list')).status).toBe(200);
  });
});

import { readFileSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDaemon, type TestDaemon } from '../helpers/daemon.js';
import { Api } from '../helpers/api.js';
import { EXIT } from '../../src/cli/exit.js';
import { clientHome, ctxJson, ctxOk, mkdirp, runCtx, sha256, type ClientHome, type Env, type Listing, type RunOptions } from './helpers.js';

/**
 * Remote usage: a second daemon, with its own data dir and key, plays the remote server. The
 * client's defaults (env) point at the first, "local" one; the same commands pointed at the
 * remote with --base-url/--api-key, env or the config file put the data there and only there.
 */

let local: TestDaemon;
let remote: TestDaemon;
let localApi: Api;
let remoteApi: Api;
let home: ClientHome;
let env: Env;
let work: string;
let R: string[];

const ctx = (args: string[], o: RunOptions = {}) => runCtx(args, { env, cwd: work, ...o, ...(o.env ? { env: { ...env, ...o.env } } : {}) });
const ok = (args: string[], o: RunOptions = {}) => ctxOk(args, { env, cwd: work, ...o, ...(o.env ? { env: { ...env, ...o.env } } : {}) });
const js = <T = any>(args: string[], o: RunOptions = {}) => ctxJson<T>(args, { env, cwd: work, ...o, ...(o.env ? { env: { ...env, ...o.env } } : {}) });

function put(rel: string, data: string): string {
  const p = join(work, rel);
  mkdirp(join(p, '..'));
  writeFileSync(p, data);
  return p;
}

async function listing(api: Api, path: string): Promise<Listing | undefined> {
  const res = await api.get('/file/list', { path, recursive: true });
  if (res.status === 404) return undefined;
  expect(res.status).toBe(200);
  return (await res.json()) as Listing;
}

beforeAll(async () => {
  [local, remote] = await Promise.all([startDaemon(), startDaemon()]);
  localApi = new Api(local.url, local.apiKey);
  remoteApi = new Api(remote.url, remote.apiKey);
  home = clientHome({ CTX_BASE_URL: local.url, CTX_API_KEY: local.apiKey });
  env = home.env;
  work = mkdirp(join(home.dir, 'work'));
  R = ['--base-url', remote.url, '--api-key', remote.apiKey];
  put('report/summary.txt', 'The Lisbon office opened in September 2019 with twelve engineers.\n');
  put('report/figures/budget.json', JSON.stringify({ office: 'Lisbon', budget_eur: 450000 }));
});

afterAll(async () => {
  await Promise.all([local?.cleanup(), remote?.cleanup()]);
  home?.cleanup();
});

describe('--base-url/--api-key against a remote server', () => {
  it('upload, ls, status, download, mkdir, mv, rm, meta: the data lands on the remote only', async () => {
    const up = await js<{ uploaded: Array<{ path: string; file_id: string }>; processed: Array<{ status: string }> }>(['upload', 'report', '--to', '/r', '--wait', ...R]);
    expect(up.uploaded.map((u) => u.path).sort()).toEqual(['/r/report/figures/budget.json', '/r/report/summary.txt']);
    expect(up.processed.every((p) => p.status === 'COMPLETED')).toBe(true);

    const l = await js<Listing>(['ls', '/r', '-R', ...R]);
    expect(l.items.map((i) => i.path).sort()).toEqual(['/r/report', '/r/report/figures', '/r/report/figures/budget.json', '/r/report/summary.txt']);
    expect((await listing(remoteApi, '/r'))?.items).toHaveLength(4);
    expect(await listing(localApi, '/r')).toBeUndefined();
    expect((await ctx(['ls', '/r'])).code).toBe(EXIT.NOT_FOUND); // the defaults still mean the local daemon

    expect((await ok(['status', '/r/report/summary.txt', ...R])).stdout.trim()).toBe('/r/report/summary.txt: COMPLETED');
    const out = join(home.dir, 'summary.txt');
    await ok(['download', '/r/report/summary.txt', '-o', out, ...R]);
    expect(readFileSync(out, 'utf8')).toBe(readFileSync(join(work, 'report/summary.txt'), 'utf8'));
    const meta = await js<{ summary: string }>(['meta', '/r/report/summary.txt', ...R]);
    expect(meta.summary).toContain('Lisbon');

    await ok(['mkdir', '/r/archive', ...R]);
    await ok(['mv', '/r/report/figures/budget.json', '/r/archive', ...R]);
    await ok(['rm', '-r', '/r/report/figures', ...R]);
    const after = await listing(remoteApi, '/r');
    expect(after!.items.map((i) => i.path).sort()).toEqual(['/r/archive', '/r/archive/budget.json', '/r/report', '/r/report/summary.txt']);
    expect(await listing(localApi, '/r')).toBeUndefined();
  });

  it('search, query, sessions, keys, profile and events answer from the remote', async () => {
    const hits = await js<Array<{ file_path: string }>>(['search', 'Lisbon office', ...R]);
    expect(hits.map((h) => h.file_path).sort()).toEqual(['/r/archive/budget.json', '/r/report/summary.txt']);
    expect(await js(['search', 'Lisbon office'])).toEqual([]); // nothing local

    const q = await ok(['query', 'When did the Lisbon office open?', ...R]);
    expect(q.stdout).toContain('September 2019');
    expect(q.stdout).toContain('/r/report/summary.txt#line=1');
    const suid = /\(session (s_\S+);/.exec(q.stderr)![1]!;
    const remoteSessions = await js<{ sessions: Array<{ suid: string }> }>(['sessions', 'list', ...R]);
    expect(remoteSessions.sessions.map((s) => s.suid)).toEqual([suid]);
    expect((await js<{ sessions: unknown[] }>(['sessions', 'list'])).sessions).toEqual([]);
    const chat = await ok(['chat', ...R], { input: 'How many engineers started in Lisbon?\n' });
    expect(chat.stdout).toContain('twelve engineers');

    const keys = await js<{ items: Array<{ key_id: string }> }>(['keys', 'list', ...R]);
    expect(keys.items.map((k) => k.key_id)).toEqual([remote.keyId]);
    expect(await js(['events', ...R])).toEqual(expect.any(Array));
    expect(await js(['profile', ...R])).toEqual(expect.any(Object));
  });

  it('a key is only valid on its own server', async () => {
    const r = await ctx(['ls', '--base-url', remote.url, '--api-key', local.apiKey]);
    expect(r.code).toBe(EXIT.AUTH);
    expect(r.stderr).toMatch(/^ctx: .*--api-key/m);
  });

  it('a remote that cannot be reached gets the --base-url hint, not the daemon one', async () => {
    const r = await ctx(['ls', '--base-url', 'http://ctx-remote.invalid:8765']);
    expect(r.code).toBe(EXIT.UNREACHABLE);
    expect(r.stderr).toContain('check --base-url / CTX_BASE_URL');
    expect(r.stderr).not.toContain('ctx daemon start');
  });
});

describe('choosing the remote through env or the config file', () => {
  it('CTX_BASE_URL and CTX_API_KEY', async () => {
    const l = await js<Listing>(['ls', '/r'], { env: { CTX_BASE_URL: remote.url, CTX_API_KEY: remote.apiKey } });
    expect(l.items.map((i) => i.path).sort()).toEqual(['/r/archive', '/r/report']);
  });

  it('the config file, overridden by flags', async () => {
    const h = clientHome();
    try {
      const o = { env: h.env, cwd: work };
      await ctxOk(['config', 'set', 'base_url', remote.url], o);
      await ctxOk(['config', 'set', 'api_key', remote.apiKey], o);
      expect((await ctxJson<Listing>(['ls', '/r'], o)).items.map((i) => i.path).sort()).toEqual(['/r/archive', '/r/report']);
      const viaFlags = await runCtx(['ls', '/r', '--base-url', local.url, '--api-key', local.apiKey], o);
      expect(viaFlags.code).toBe(EXIT.NOT_FOUND);
      // An upload with only the base URL given by flag uses the config's key — wrong for that server.
      expect((await runCtx(['ls', '--base-url', local.url], o)).code).toBe(EXIT.AUTH);
    } finally {
      h.cleanup();
    }
  });
});

describe('sync against a remote', () => {
  it('syncs the same folder to the remote and to the local daemon independently', async () => {
    const folder = mkdirp(join(home.dir, 'shared'));
    writeFileSync(join(folder, 'one.txt'), 'Synced to two servers.\n');
    mkdirp(join(folder, 'sub'));
    writeFileSync(join(folder, 'sub/two.txt'), 'Second file.\n');

    const toRemote = await js<{ uploaded: string[] }>(['sync', folder, '--to', '/synced', '--once', ...R]);
    expect(toRemote.uploaded.sort()).toEqual(['/synced/one.txt', '/synced/sub/two.txt']);
    expect(await listing(localApi, '/synced')).toBeUndefined();

    const toLocal = await js<{ uploaded: string[] }>(['sync', folder, '--to', '/synced', '--once']);
    expect(toLocal.uploaded.sort()).toEqual(['/synced/one.txt', '/synced/sub/two.txt']);

    writeFileSync(join(folder, 'one.txt'), 'Synced to two servers, then changed.\n');
    const again = await js<{ updated: string[]; uploaded: string[] }>(['sync', folder, '--to', '/synced', '--once', ...R]);
    expect(again).toMatchObject({ updated: ['/synced/one.txt'], uploaded: [] });
    const r = await listing(remoteApi, '/synced');
    const l = await listing(localApi, '/synced');
    const shaOf = (x: Listing | undefined) => x!.items.find((i) => i.path === '/synced/one.txt')!.sha256;
    expect(shaOf(r)).toBe(sha256('Synced to two servers, then changed.\n'));
    expect(shaOf(l)).toBe(sha256('Synced to two servers.\n')); // the local daemon was not touched
  });
});

describe('servers that answer a streamed query differently', () => {
  const answer = 'Zürich — café at 9:00.';
  const reply = {
    success: true,
    response: {
      role: 'assistant',
      content: [{ type: 'text', text: answer, facts: [{ chunk: 'Meet at the café in Zürich at 9:00.', reference: '/plans.txt#line=1' }] }],
      cuid: 'm_fakefakefakefake',
      created_at: '2026-01-01T00:00:00.000Z',
      searched_files: ['/plans.txt'],
    },
    suid: 's_fakefakefakefake',
    summary: 'plans',
    timestamp: '2026-01-01T00:00:00.000Z',
  };

  async function fakeServer(handler: (res: ServerResponse) => Promise<void>): Promise<{ url: string; close(): Promise<void> }> {
    const srv: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
      req.resume();
      req.on('end', () => void handler(res));
    });
    await new Promise<void>((r) => srv.listen(0, '127.0.0.1', () => r()));
    return { url: `http://127.0.0.1:${(srv.address() as { port: number }).port}`, close: () => new Promise<void>((r) => srv.close(() => r())) };
  }

  it('SSE with CRLF line ends and a UTF-8 character split across two chunks', async () => {
    const srv = await fakeServer(async (res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8' });
      const events = [...['Zü', 'rich — ', 'café', ' at 9:00.'].map((t) => ({ type: 'token', content: t })), { type: 'done', response: reply }];
      const bytes = Buffer.from(events.map((e) => `data: ${JSON.stringify(e)}\r\n\r\n`).join(''));
      const cut = bytes.indexOf(Buffer.from('ü')) + 1; // inside the two bytes of "ü"
      res.write(bytes.subarray(0, cut));
      await new Promise((r) => setTimeout(r, 100));
      res.end(bytes.subarray(cut));
    });
    try {
      const r = await ctxOk(['query', '--stream', 'Where do we meet?', '--base-url', srv.url, '--api-key', 'any'], { env, cwd: work });
      expect(r.stdout).toContain(answer);
      expect(r.stdout).toContain('/plans.txt#line=1');
      expect(r.stdout).not.toContain('\uFFFD');
    } finally {
      await srv.close();
    }
  });

  it('a server that does not stream answers JSON: --stream still prints the answer', async () => {
    const srv = await fakeServer(async (res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(reply));
    });
    try {
      const r = await ctxOk(['query', '--stream', 'Where do we meet?', '--base-url', srv.url, '--api-key', 'any'], { env, cwd: work });
      expect(r.stdout).toContain(answer);
      expect(r.stdout).toContain('/plans.txt#line=1');
    } finally {
      await srv.close();
    }
  });

  it('a stream that ends without its final event is a server error', async () => {
    const srv = await fakeServer(async (res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.end(`data: ${JSON.stringify({ type: 'token', content: 'Zür' })}\n\n`);
    });
    try {
      const r = await runCtx(['query', '--stream', 'Where do we meet?', '--base-url', srv.url, '--api-key', 'any'], { env, cwd: work });
      expect(r.code).toBe(EXIT.SERVER);
      expect(r.stderr).toMatch(/ended without its final event/);
    } finally {
      await srv.close();
    }
  });
});

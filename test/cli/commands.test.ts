import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDaemon, type TestDaemon } from '../helpers/daemon.js';
import { DB_FILE } from '../../src/daemon/daemon.js';
import { createStore } from '../../src/core/store/index.js';
import { EXIT } from '../../src/cli/exit.js';
import { isAlive } from '../../src/cli/daemon-control.js';
import {
  clientHome,
  closedPort,
  ctxJson,
  ctxOk,
  ESC,
  linesStarting,
  mkdirp,
  runCtx,
  runInPty,
  type ClientHome,
  type CtxResult,
  type Env,
  type Listing,
  type RunOptions,
} from './helpers.js';

/**
 * Every `ctx` command end to end: bin/ctx spawned with a controlled environment (temp HOME and
 * XDG dirs, no TTY) against one real daemon shared by the whole file.
 */

let d: TestDaemon;
let home: ClientHome;
let env: Env;
let work: string;
const PIC_W = 640;
const PIC_H = 320;

const ctx = (args: string[], o: RunOptions = {}): Promise<CtxResult> => runCtx(args, { env, cwd: work, ...o, ...(o.env ? { env: { ...env, ...o.env } } : {}) });
const ok = (args: string[], o: RunOptions = {}) => ctxOk(args, { env, cwd: work, ...o, ...(o.env ? { env: { ...env, ...o.env } } : {}) });
const js = <T = any>(args: string[], o: RunOptions = {}) => ctxJson<T>(args, { env, cwd: work, ...o, ...(o.env ? { env: { ...env, ...o.env } } : {}) });

function write(rel: string, data: string | Buffer): string {
  const p = join(work, rel);
  mkdirp(join(p, '..'));
  writeFileSync(p, data);
  return p;
}

function noEscapes(r: CtxResult): void {
  expect(r.stdout).not.toMatch(ESC);
  expect(r.stderr).not.toMatch(ESC);
}

const paths = (l: Listing) => l.items.map((i) => i.path).sort();

beforeAll(async () => {
  // A free-tier limit of 3 requests an hour makes "rate limited" reachable; the test key is enterprise.
  d = await startDaemon({ env: { CTX_RATE_FREE: '3' } });
  home = clientHome({ CTX_BASE_URL: d.url, CTX_API_KEY: d.apiKey });
  env = home.env;
  work = mkdirp(join(home.dir, 'work'));
  write('docs/alice.txt', 'Alice joined Acme Corp in March 2021 as a data engineer.\n');
  write('docs/sub/project.json', JSON.stringify({ project: 'Zephyr', owner: 'Bob', budget: 120000 }));
  write('docs/sub/deep/carol.txt', 'Carol manages the Zephyr budget from Lisbon.\n');
  write('docs/notes.xyz', 'not a supported kind');
  write('docs/sub/tool.exe', 'MZ');
  write('docs/.hidden.txt', 'hidden files are never uploaded');
  write('single.txt', 'A single file uploaded on its own.\n');
  write('pic.png', await sharp({ create: { width: PIC_W, height: PIC_H, channels: 3, background: { r: 200, g: 40, b: 40 } } }).png().toBuffer());
});

afterAll(async () => {
  await d?.cleanup();
  home?.cleanup();
});

describe('init and daemon start|status|logs|stop', () => {
  let dataDir: string;
  let h: ClientHome;

  afterAll(() => {
    // Never leave a background daemon behind, whatever failed.
    try {
      const info = JSON.parse(readFileSync(join(dataDir, 'daemon.pid'), 'utf8')) as { pid: number };
      if (isAlive(info.pid)) process.kill(info.pid, 'SIGKILL');
    } catch {
      /* not running */
    }
    h?.cleanup();
  });

  it('starts a background daemon on a fresh data dir, inits it, reports status and logs, and stops it', async () => {
    h = clientHome();
    dataDir = join(h.dir, 'ctx-data'); // does not exist yet
    const o = { env: h.env };

    const started = await ctxOk(['daemon', 'start', '--data-dir', dataDir, '--port', '0'], o);
    const m = /ctx daemon started \(pid (\d+)\) on (http:\/\/127\.0\.0\.1:\d+)/.exec(started.stdout);
    expect(m, started.stdout).not.toBeNull();
    const url = m![2]!;
    const pid = Number(m![1]);
    noEscapes(started);
    // Its memory settings (src/daemon/process-tuning.ts), which only the launcher can give.
    expect(readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')).toEqual(expect.arrayContaining(['--max-semi-space-size=2', '--heap-growing-percent=30']));
    expect(readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0')).toContain(`MALLOC_ARENA_MAX=${h.env.MALLOC_ARENA_MAX ?? '2'}`);

    // init --json: the documented shape; the key is saved in the client config (0600).
    const first = await ctxJson(['init', '--data-dir', dataDir], o);
    expect(first).toMatchObject({ key_id: expect.stringMatching(/^k_/), api_key: expect.stringMatching(/^ctx_/), data_dir: dataDir });
    const cfgFile = join(h.dir, 'config', 'ctx', 'config.json');
    expect(JSON.parse(readFileSync(cfgFile, 'utf8')).api_key).toBe(first.api_key);
    expect(statSync(cfgFile).mode & 0o777).toBe(0o600);

    // The running daemon accepts the new key, taken from the config file.
    expect((await runCtx(['ls', '--base-url', url], o)).code).toBe(0);

    // A second init makes no new key…
    const again = await ctxJson(['init', '--data-dir', dataDir], o);
    expect(again).toMatchObject({ key_id: first.key_id, api_key: null, data_dir: dataDir });
    const againText = await ctxOk(['init', '--data-dir', dataDir], o);
    expect(againText.stdout).toMatch(/already initialised/);
    expect(againText.stdout).not.toMatch(/ctx_k_/);
    // …unless asked to.
    const newer = await ctxJson(['init', '--data-dir', dataDir, '--new-key'], o);
    expect(newer.key_id).not.toBe(first.key_id);
    expect(newer.api_key).toMatch(/^ctx_/);
    // --account NAME: another account with its own key and its own (empty) files.
    const bob = await ctxJson(['init', '--data-dir', dataDir, '--account', 'bob'], o);
    expect(bob).toMatchObject({ account: 'bob', key_id: expect.stringMatching(/^k_/), api_key: expect.stringMatching(/^ctx_/) });
    expect(JSON.parse(readFileSync(cfgFile, 'utf8')).api_key).toBe(newer.api_key); // the default account's key stays
    await ctxOk(['mkdir', '/defaults-only', '--base-url', url], o);
    const bobs = await ctxJson<Listing>(['ls', '--base-url', url, '--api-key', bob.api_key], o);
    expect(bobs.items).toEqual([]);
    const keys = await ctxJson<{ items: Array<{ key_id: string }> }>(['keys', 'list', '--base-url', url, '--api-key', bob.api_key], o);
    expect(keys.items.map((k) => k.key_id)).toEqual([bob.key_id]);

    const status = await ctxJson(['daemon', 'status', '--data-dir', dataDir], o);
    expect(status).toMatchObject({ running: true, healthy: true, pid, url });
    const statusText = await ctxOk(['daemon', 'status', '--data-dir', dataDir], o);
    expect(statusText.stdout).toContain(`running (pid ${pid}) on ${url}`);

    const twice = await runCtx(['daemon', 'start', '--data-dir', dataDir, '--port', '0'], o);
    expect(twice.code).toBe(EXIT.ERROR);
    expect(twice.stderr).toMatch(/already running/);

    const logs = await ctxOk(['daemon', 'logs', '--data-dir', dataDir], o);
    expect(logs.stdout).toContain(`listening on ${url}`);

    const stopped = await ctxJson(['daemon', 'stop', '--data-dir', dataDir], o);
    expect(stopped).toEqual({ stopped: true, pid });
    expect(isAlive(pid)).toBe(false);

    // Once more, in --json mode: the data (and the key) are still there.
    const restarted = await ctxJson(['daemon', 'start', '--data-dir', dataDir, '--port', '0'], o);
    expect(restarted).toEqual({ running: true, pid: expect.any(Number), url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/), log: join(dataDir, 'daemon.log') });
    expect((await ctxJson<Listing>(['ls', '--base-url', restarted.url], o)).items.map((i) => i.path)).toEqual(['/defaults-only']);
    const stoppedText = await ctxOk(['daemon', 'stop', '--data-dir', dataDir], o);
    expect(stoppedText.stdout.trim()).toBe(`ctx daemon stopped (pid ${restarted.pid})`);
    expect(isAlive(restarted.pid)).toBe(false);
    const down = await runCtx(['daemon', 'status', '--data-dir', dataDir, '--json'], o);
    expect(down.code).toBe(EXIT.UNREACHABLE);
    expect(JSON.parse(down.stdout)).toMatchObject({ running: false, healthy: false, pid: null });
    const stopAgain = await ctxOk(['daemon', 'stop', '--data-dir', dataDir], o);
    expect(stopAgain.stdout).toMatch(/not running/);
    const unreachable = await runCtx(['ls', '--base-url', url], o);
    expect(unreachable.code).toBe(EXIT.UNREACHABLE);
    expect(unreachable.stderr).toMatch(/ctx daemon start/);
  });

  it('init in text mode prints the key once and where it was saved', async () => {
    const h2 = clientHome();
    try {
      const r = await ctxOk(['init', '--data-dir', join(h2.dir, 'd')], { env: h2.env });
      expect(r.stdout).toMatch(/^API key \(shown once, store it safely\): ctx_k_\S+$/m);
      expect(r.stdout).toMatch(/^Key id: k_\S+$/m);
      expect(r.stdout).toContain(join(h2.dir, 'config', 'ctx', 'config.json'));
      expect(JSON.parse(readFileSync(join(h2.dir, 'config', 'ctx', 'config.json'), 'utf8')).base_url).toBe('http://127.0.0.1:8765');
    } finally {
      h2.cleanup();
    }
  });

  it('init saves the address the data dir\'s daemon will listen on (config.json, CTX_PORT)', async () => {
    const h2 = clientHome();
    try {
      const d = join(h2.dir, 'd');
      mkdirSync(d, { recursive: true });
      writeFileSync(join(d, 'config.json'), JSON.stringify({ host: '0.0.0.0', port: 9911 }));
      await ctxOk(['init', '--data-dir', d], { env: h2.env });
      const cfgFile = join(h2.dir, 'config', 'ctx', 'config.json');
      expect(JSON.parse(readFileSync(cfgFile, 'utf8')).base_url).toBe('http://127.0.0.1:9911');
      await ctxOk(['init', '--data-dir', join(h2.dir, 'e'), '--new-key'], { env: { ...h2.env, CTX_PORT: '9922' } });
      expect(JSON.parse(readFileSync(cfgFile, 'utf8')).base_url).toBe('http://127.0.0.1:9922');
    } finally {
      h2.cleanup();
    }
  });
});

describe('keys', () => {
  it('lists, creates, disables, enables and revokes keys', async () => {
    const list = await js<{ items: Array<{ key_id: string; status: string; tier: string }> }>(['keys', 'list']);
    expect(list.items.find((k) => k.key_id === d.keyId)).toMatchObject({ status: 'ACTIVE', tier: 'enterprise' });
    const text = await ok(['keys', 'list']);
    // The init key is the account's admin key; the scope is shown after the tier.
    expect(text.stdout).toMatch(new RegExp(`^${d.keyId}\\s+ACTIVE\\s+enterprise\\s+admin\\s`, 'm'));

    const created = await js<{ success: boolean; key_id: string; api_key: string }>(['keys', 'create', '--name', 'ci key', '--tier', 'pro']);
    expect(created).toMatchObject({ success: true, key_id: expect.stringMatching(/^k_/), api_key: expect.stringMatching(/^ctx_/) });
    const createdText = await ok(['keys', 'create', '--name', 'spare', '--tier', 'pro']);
    expect(createdText.stdout).toMatch(/^key k_\S+ created$/m);
    expect(createdText.stdout).toMatch(/^scope standard, tier pro$/m);
    expect(createdText.stdout).toMatch(/^API key \(shown once\): ctx_k_\S+$/m);

    const useIt = () => ctx(['ls'], { env: { CTX_API_KEY: created.api_key } });
    expect((await useIt()).code).toBe(0);

    expect((await ok(['keys', 'disable', created.key_id])).stdout).toContain('disabled');
    const disabled = await useIt();
    expect(disabled.code).toBe(EXIT.AUTH);
    expect(disabled.stderr).toMatch(/disabled/);

    const enabled = await js<{ message: string; status: string }>(['keys', 'enable', created.key_id]);
    expect(enabled.status).toBe('ACTIVE');
    expect((await useIt()).code).toBe(0);

    expect((await ok(['keys', 'revoke', created.key_id])).stdout).toContain('revoked');
    const revoked = await useIt();
    expect(revoked.code).toBe(EXIT.AUTH);
    expect(revoked.stderr).toMatch(/revoked/);
    const after = await js<{ items: Array<{ key_id: string; status: string }> }>(['keys', 'list']);
    expect(after.items.find((k) => k.key_id === created.key_id)?.status).toBe('REVOKED');
    expect(JSON.stringify(after)).not.toContain(created.api_key);

    const missing = await ctx(['keys', 'revoke', 'k_doesnotexist0000']);
    expect(missing.code).toBe(EXIT.NOT_FOUND);
  });
});

describe('files', () => {
  it('upload: files and a directory, recursively, with --to and --wait; unsupported files warned once each', async () => {
    const r = await ctx(['upload', 'docs', 'single.txt', '--to', '/up', '--wait']);
    expect(r.code, r.stderr).toBe(0);
    noEscapes(r);
    const warnings = linesStarting(r.stderr, 'warning:');
    expect(warnings).toHaveLength(2);
    expect(warnings.filter((w) => w.includes('notes.xyz'))).toHaveLength(1);
    expect(warnings.filter((w) => w.includes('tool.exe'))).toHaveLength(1);
    expect(r.stdout).toMatch(/^4 uploaded, 0 skipped/m);
    expect(r.stdout).toMatch(/^4 processed, 0 failed$/m);

    const l = await js<Listing>(['ls', '/up', '-R']);
    expect(paths(l)).toEqual(['/up/docs', '/up/docs/alice.txt', '/up/docs/sub', '/up/docs/sub/deep', '/up/docs/sub/deep/carol.txt', '/up/docs/sub/project.json', '/up/single.txt']);
    expect(l.items.filter((i) => !i.is_dir).every((i) => i.status === 'COMPLETED')).toBe(true);

    // ls on a file shows that file, like ls(1).
    const one = await js<Listing>(['ls', '/up/single.txt']);
    expect(paths(one)).toEqual(['/up/single.txt']);
    expect((await ok(['ls', '-l', '/up/single.txt'])).stdout).toMatch(/single\.txt/);
    const missing = await ctx(['ls', '/up/nope.txt']);
    expect(missing.code).toBe(EXIT.NOT_FOUND);
    expect(missing.stderr).toMatch(/no such file or directory: \/up\/nope\.txt/);
  });

  it('upload: an identical file at the same path is not uploaded twice (reported skipped)', async () => {
    const before = await js<Listing>(['ls', '/up', '-R']);
    const again = await js<{ uploaded: unknown[]; skipped: Array<{ path: string; file_id: string }>; failed: unknown[]; unsupported: string[] }>(['upload', 'docs', 'single.txt', '--to', '/up']);
    expect(again.uploaded).toEqual([]);
    expect(again.failed).toEqual([]);
    expect(again.skipped.map((s) => s.path).sort()).toEqual(['/up/docs/alice.txt', '/up/docs/sub/deep/carol.txt', '/up/docs/sub/project.json', '/up/single.txt']);
    for (const s of again.skipped) expect(s.file_id).toBe(before.items.find((i) => i.path === s.path)?.file_id);
    expect(again.unsupported).toHaveLength(2);
    const text = await ok(['upload', 'single.txt', '--to', '/up']);
    expect(text.stdout).toMatch(/^0 uploaded, 1 skipped/m);
    expect(paths(await js<Listing>(['ls', '/up', '-R']))).toEqual(paths(before)); // no "single (1).txt"
  });

  it('upload: `upload .` keeps the directory name; --quiet prints nothing; a missing path is "not found"', async () => {
    const r = await ctx(['upload', '.', '--to', '/dot', '--quiet'], { cwd: join(work, 'docs', 'sub') });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toBe('');
    expect(paths(await js<Listing>(['ls', '/dot', '-R']))).toEqual(['/dot/sub', '/dot/sub/deep', '/dot/sub/deep/carol.txt', '/dot/sub/project.json']);
    const missing = await ctx(['upload', 'no-such-file.txt']);
    expect(missing.code).toBe(EXIT.NOT_FOUND);
    expect(missing.stderr).toMatch(/no such file or directory: no-such-file.txt/);
  });

  it('upload --sub-user / CTX_SUB_USER keep files apart', async () => {
    await ok(['upload', 'single.txt', '--to', '/bobs', '--sub-user', 'bob']);
    expect((await ctx(['ls', '/bobs'])).code).toBe(EXIT.NOT_FOUND);
    const bobs = await js<Listing>(['ls', '/bobs'], { env: { CTX_SUB_USER: 'bob' } });
    expect(paths(bobs)).toEqual(['/bobs/single.txt']);
    // Commands given a file id act for the --sub-user named (the server reads an unnamed one as default).
    const id = bobs.items[0]!.file_id;
    expect((await ok(['status', id, '--wait', '--sub-user', 'bob'])).stdout.trim()).toBe(`${id}: COMPLETED`);
    expect((await ctx(['status', id])).code).toBe(EXIT.NOT_FOUND);
    expect((await ok(['download', id, '-o', '-', '--sub-user', 'bob'])).stdout).toBe('A single file uploaded on its own.\n');
    expect((await ok(['rm', id, '--sub-user', 'bob'])).stdout).toContain('/bobs/single.txt');
  });

  it('ls [PATH] [-R] [-l]', async () => {
    const top = await ok(['ls', '/up']);
    expect(top.stdout.trim().split('\n')).toEqual(['/up/docs/', '/up/single.txt']);
    const rec = await ok(['ls', '/up', '-R']);
    expect(rec.stdout).toContain('/up/docs/sub/deep/carol.txt');
    const long = await ok(['ls', '/up', '-l']);
    const single = (await js<Listing>(['ls', '/up'])).items.find((i) => i.name === 'single.txt')!;
    expect(long.stdout).toMatch(new RegExp(`^COMPLETED\\s+35 B\\s+\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d\\s+${single.file_id}\\s+/up/single.txt$`, 'm'));
    expect(long.stdout).toMatch(/^dir\s+-\s+.*\/up\/docs\/$/m);
    const root = await js<Listing>(['ls']);
    expect(root.items.map((i) => i.path)).toContain('/up');
    expect(root).toHaveProperty('version');
    const missing = await ctx(['ls', '/no/such/dir']);
    expect(missing.code).toBe(EXIT.NOT_FOUND);
  });

  it('mkdir, mv (rename, into a directory, by id), rm (file, directory needs -r)', async () => {
    expect((await ok(['mkdir', '/m/archive'])).stdout).toMatch(/created/);
    expect(await js(['mkdir', '/m/archive'])).toEqual({ message: expect.stringMatching(/exists/) });
    await ok(['upload', 'single.txt', '--to', '/m']);
    const id = (await js<Listing>(['ls', '/m'])).items.find((i) => i.name === 'single.txt')!.file_id;

    const renamed = await js<{ message: string; file_moves: Array<[string, string]> }>(['mv', '/m/single.txt', '/m/renamed.txt']);
    expect(renamed.file_moves).toEqual([['/m/single.txt', '/m/renamed.txt']]);
    const into = await ok(['mv', '/m/renamed.txt', '/m/archive']);
    expect(into.stdout).toContain('/m/archive/renamed.txt');
    await ok(['mv', id, '/m/archive/by-id.txt']);
    const l = await js<Listing>(['ls', '/m', '-R']);
    expect(paths(l)).toEqual(['/m/archive', '/m/archive/by-id.txt']);
    expect(l.items.find((i) => i.path === '/m/archive/by-id.txt')!.file_id).toBe(id); // a move keeps the id

    const dirNoR = await ctx(['rm', '/m/archive']);
    expect(dirNoR.code).toBe(EXIT.USAGE);
    expect(dirNoR.stderr).toMatch(/is a directory; use rm -r/);
    expect(paths(await js<Listing>(['ls', '/m', '-R']))).toEqual(['/m/archive', '/m/archive/by-id.txt']);

    const rmFile = await js<{ message: string; file_id: string; path: string }>(['rm', '/m/archive/by-id.txt']);
    expect(rmFile).toMatchObject({ file_id: id, path: '/m/archive/by-id.txt' });
    expect((await ctx(['rm', '/m/archive/by-id.txt'])).code).toBe(EXIT.NOT_FOUND);
    await ok(['rm', '-r', '/m']);
    expect((await ctx(['ls', '/m'])).code).toBe(EXIT.NOT_FOUND);
    expect((await ctx(['mv', '/no/such.txt', '/x.txt'])).code).toBe(EXIT.NOT_FOUND);
  });

  it('status PATH|ID [--wait]', async () => {
    write('status/fresh.txt', 'A file whose processing we wait for.\n');
    const up = await js<{ uploaded: Array<{ file_id: string; path: string }> }>(['upload', 'status/fresh.txt', '--to', '/st']);
    const id = up.uploaded[0]!.file_id;
    const waited = await js(['status', '/st/fresh.txt', '--wait']);
    expect(waited).toEqual({ file_id: id, status: 'COMPLETED', path: '/st/fresh.txt' });
    expect((await ok(['status', id])).stdout.trim()).toBe(`${id}: COMPLETED`);
    expect((await ok(['status', '/st/fresh.txt'])).stdout.trim()).toBe('/st/fresh.txt: COMPLETED');
    const unknown = await ctx(['status', 'f_0000000000000000']);
    expect(unknown.code).toBe(EXIT.NOT_FOUND);
    expect(unknown.stdout).toContain('UNKNOWN');
    // Without a target: the whole index, waiting until the background vectors are in place too.
    const all = (await ok(['status', '--wait'])).stdout.trim().split('\n');
    expect(all[0]).toBe('files: all processed');
    expect(all[1]).toMatch(/^vectors: (\d+)\/\1 embedded \(builtin-use-lite, complete, searched\)$/);
  });

  it('download PATH|ID -o FILE writes identical bytes', async () => {
    await ok(['upload', 'pic.png', '--to', '/img', '--wait']);
    const out = join(home.dir, 'dl.png');
    const r = await js<{ output: string; bytes: number; file_id: string; name: string }>(['download', '/img/pic.png', '-o', out]);
    expect(r).toMatchObject({ output: out, name: 'pic.png', bytes: statSync(join(work, 'pic.png')).size });
    expect(readFileSync(out).equals(readFileSync(join(work, 'pic.png')))).toBe(true);

    const byId = await ok(['download', r.file_id, '-o', '-']);
    expect(Buffer.from(byId.stdout, 'latin1').length).toBeGreaterThan(0);
    const text = await ok(['download', '/up/docs/alice.txt', '-o', '-']);
    expect(text.stdout).toBe(readFileSync(join(work, 'docs/alice.txt'), 'utf8'));

    const dlDir = mkdirp(join(home.dir, 'dl-here'));
    const saved = await ok(['download', '/up/single.txt'], { cwd: dlDir });
    expect(saved.stdout).toMatch(/^saved single.txt \(35 bytes\)$/m);
    expect(readFileSync(join(dlDir, 'single.txt'), 'utf8')).toBe(readFileSync(join(work, 'single.txt'), 'utf8'));
    expect((await ctx(['download', '/img/nope.png', '-o', out])).code).toBe(EXIT.NOT_FOUND);
  });

  it('thumbnail PATH|ID saves a PNG no larger than --size', async () => {
    const out = join(home.dir, 'thumb.png');
    await ok(['thumbnail', '/img/pic.png', '--size', '64', '-o', out]);
    const meta = await sharp(out).metadata();
    expect(meta.format).toBe('png');
    expect(meta.width).toBeLessThanOrEqual(64);
    expect(meta.height).toBeLessThanOrEqual(64);
    expect(Math.max(meta.width!, meta.height!)).toBe(64);

    const id = (await js<Listing>(['ls', '/img'])).items[0]!.file_id;
    const dir = mkdirp(join(home.dir, 'thumbs'));
    const r = await js<{ output: string; bytes: number }>(['thumbnail', id, '--size', '100'], { cwd: dir });
    expect(r.output).toBe('pic.thumb.png');
    const m2 = await sharp(join(dir, 'pic.thumb.png')).metadata();
    expect(m2.width).toBe(100);
    expect(m2.height).toBe(50);
  });
});

describe('search, query, chat, sessions', () => {
  beforeAll(async () => {
    for (const n of [1, 2, 3]) write(`quokka/q${n}.txt`, `Field note ${n}: a quokka was seen on Rottnest Island.\n`);
    await ok(['upload', 'quokka', '--to', '/s', '--wait']);
  });

  it('search TEXT --limit N', async () => {
    const two = await js<Array<{ file_path: string; file_id: string; file_name: string }>>(['search', 'quokka', 'Rottnest', '--limit', '2']);
    expect(two).toHaveLength(2);
    for (const h of two) expect(h.file_path).toMatch(/^\/s\/quokka\/q\d\.txt$/);
    const text = await ok(['search', 'quokka', '--limit', '1']);
    expect(text.stdout.trim().split('\n')).toHaveLength(1);
    expect(text.stdout).toMatch(/^1\.\s+\/s\/quokka\/q\d\.txt\s+text\/plain\s+f_\S+$/m);
    const none = await ok(['search', 'zzzyyyxxx']);
    expect(none.stdout.trim()).toBe('no matching files');
  });

  it('search --mode bm25|hybrid: only hybrid finds a note written in other words', async () => {
    write('health/checkup.txt', 'Checkup\n\nSaw Dr. Alvarez at the clinic for my yearly checkup. Blood pressure a bit high; she wants me to eat less salt.\n');
    await ok(['upload', 'health/checkup.txt', '--to', '/health', '--wait']);
    const q = ['physician', 'annual', 'medical', 'exam', 'results'];
    const bm25 = await js<Array<{ file_path: string }>>(['search', ...q, '--mode', 'bm25']);
    expect(bm25.map((h) => h.file_path)).not.toContain('/health/checkup.txt');
    const hybrid = await js<Array<{ file_path: string }>>(['search', ...q, '--mode', 'hybrid']);
    expect(hybrid[0]?.file_path).toBe('/health/checkup.txt');
    expect((await js<Array<{ file_path: string }>>(['search', ...q]))[0]?.file_path).toBe('/health/checkup.txt');
  });

  it('query QUESTION: answer and sources with references; --json facts; --final; --stream; --session', async () => {
    const r = await ok(['query', 'When did Alice join Acme?']);
    expect(r.stdout).toContain('March 2021');
    expect(r.stdout).toMatch(/^Sources:$/m);
    expect(r.stdout).toMatch(/^\s+\[1\] \/up\/docs\/alice\.txt#line=1$/m);
    const suid = /\(session (s_\S+); continue it with --session \1\)/.exec(r.stderr)?.[1];
    expect(suid).toBeDefined();

    const j = await js<{ suid: string; response: { content: Array<{ text: string; facts: Array<{ chunk: string; reference: string }> }> } }>(['query', 'When did Alice join Acme?']);
    expect(j.response.content[0]!.text).toContain('March 2021');
    expect(j.response.content[0]!.facts[0]).toEqual({ chunk: expect.stringContaining('March 2021'), reference: '/up/docs/alice.txt#line=1' });

    const fin = await ok(['query', '--final', 'When did Alice join Acme?']);
    expect(fin.stdout).toContain('March 2021');
    expect(fin.stdout).not.toContain('Sources:');

    const streamed = await ok(['query', '--stream', 'When did Alice join Acme?']);
    noEscapes(streamed);
    expect(streamed.stdout).toContain('Alice joined Acme Corp in March 2021');
    expect(streamed.stdout).toContain('/up/docs/alice.txt#line=1');

    const cont = await js<{ suid: string }>(['query', '--session', suid!, 'What is her job?']);
    expect(cont.suid).toBe(suid);
    const shown = await js<{ messages: Array<{ role: string }> }>(['sessions', 'show', suid!]);
    expect(shown.messages.map((m) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant']);

    const unknown = await ctx(['query', '--session', 's_doesnotexist0000', 'hello?']);
    expect(unknown.code).toBe(EXIT.NOT_FOUND);
  });

  it('chat: questions on stdin (no TTY) continue one session', async () => {
    const r = await ok(['chat'], { input: 'Where was a quokka seen?\nWhen did Alice join Acme?\n' });
    expect(r.stdout).toContain('Rottnest Island');
    expect(r.stdout).toContain('March 2021');
    noEscapes(r);
    const suids = [...r.stderr.matchAll(/\(session (s_\S+);/g)].map((m) => m[1]);
    expect(suids).toHaveLength(2);
    expect(suids[1]).toBe(suids[0]);
    const list = await js<{ sessions: Array<{ suid: string; title: string; message_count: number }> }>(['sessions', 'list']);
    expect(list.sessions.find((s) => s.suid === suids[0])).toMatchObject({ title: 'Where was a quokka seen?', message_count: 4 });

    // --json: one reply per line, all in one session (here continuing the one above).
    const j = await ok(['chat', '--json', '--session', suids[0]!], { input: 'Who manages the Zephyr budget?\n\nWhere is Rottnest?\n/exit\nnever asked\n' });
    const replies = j.stdout.trim().split('\n').map((l) => JSON.parse(l) as { suid: string; response: { content: Array<{ text: string }> } });
    expect(replies).toHaveLength(2);
    expect(replies.map((r) => r.suid)).toEqual([suids[0], suids[0]]);
    expect(replies[0]!.response.content[0]!.text).toContain('Carol');
    const after = await js<{ sessions: Array<{ suid: string; message_count: number }> }>(['sessions', 'list']);
    expect(after.sessions.find((s) => s.suid === suids[0])?.message_count).toBe(8);
  });

  it('sessions list|show|rm', async () => {
    const j = await js<{ suid: string }>(['query', 'Who manages the Zephyr budget?']);
    const list = await ok(['sessions', 'list']);
    expect(list.stdout).toMatch(new RegExp(`^${j.suid}\\s+\\S+ \\S+\\s+2 msgs\\s+Who manages the Zephyr budget\\?$`, 'm'));
    const show = await ok(['sessions', 'show', j.suid]);
    expect(show.stdout).toMatch(/^you \(m_\S+\): Who manages the Zephyr budget\?$/m);
    expect(show.stdout).toMatch(/^ctx \(m_\S+\): .*Carol/m);
    expect((await ok(['sessions', 'rm', j.suid])).stdout).toContain('deleted');
    expect((await ctx(['sessions', 'show', j.suid])).code).toBe(EXIT.NOT_FOUND);
    expect((await ctx(['sessions', 'rm', j.suid])).code).toBe(EXIT.NOT_FOUND);
    const after = await js<{ sessions: Array<{ suid: string }> }>(['sessions', 'list']);
    expect(after.sessions.map((s) => s.suid)).not.toContain(j.suid);
  });
});

describe('meta, profile, events', () => {
  it('meta PATH|ID gives one metadata record', async () => {
    const id = (await js<Listing>(['ls', '/up/docs'])).items.find((i) => i.name === 'alice.txt')!.file_id;
    const byPath = await js<{ summary: string; content: string; hash_tags: string[] }>(['meta', '/up/docs/alice.txt']);
    expect(byPath.summary).toContain('Alice');
    expect(byPath.hash_tags.length).toBeGreaterThan(0);
    for (const t of byPath.hash_tags) expect(t).toMatch(/^#/);
    expect(await js(['meta', id])).toEqual(byPath);
    const text = await ok(['meta', '/up/docs/alice.txt']);
    expect(text.stdout).toContain(byPath.summary);
    expect(text.stdout).toContain(byPath.hash_tags.join(' '));
    // Whose document it is, and why (extra fields of the record).
    expect(text.stdout).toMatch(/^about the user: (?:yes|no, reference) \(.+\)$/m);
    expect((await ctx(['meta', '/up/docs/none.txt'])).code).toBe(EXIT.NOT_FOUND);
  });

  it('profile and events (--since --until --limit)', async () => {
    // Profile and event extraction is not built yet on the server: seed the daemon's database
    // through the store (the same repository the extractor will use) on a processed file.
    write('memo/me.txt', 'Personal memo.\n');
    const up = await js<{ uploaded: Array<{ file_id: string }> }>(['upload', 'memo/me.txt', '--to', '/memo', '--wait']);
    const fileId = up.uploaded[0]!.file_id;
    const store = createStore({ dbPath: join(d.dataDir, DB_FILE) });
    try {
      const su = store.entries.byIdUnscoped(fileId)!.sub_user_id;
      const now = new Date().toISOString().replace('Z', '');
      store.memory.replaceForFile(
        su,
        fileId,
        [{ category: 'interest', subtopic: 'books', value: 'Dune', snippet: 'I love Dune', confidence: 0.9, evidence_time: now }],
        [
          { event_type: 'professional', content: 'Started at Initrode', dedupe_key: 'cli-1', happen_time: '1991-02-03T00:00:00', mention_time: now },
          { event_type: 'educational', content: 'Graduated from Hill Valley High', dedupe_key: 'cli-2', happen_time: '1992-06-01T00:00:00', mention_time: now },
          { event_type: 'social', content: 'Moved to Springfield', dedupe_key: 'cli-3', happen_time: '1993-09-15T00:00:00', mention_time: now },
        ],
      );
    } finally {
      store.close();
    }

    const profile = await js<Record<string, { sub_topics: Record<string, { value: string }> }>>(['profile']);
    expect(profile.interest?.sub_topics.books?.value).toContain('Dune');
    const pt = await ok(['profile']);
    expect(pt.stdout).toMatch(/^interest:$/m);
    expect(pt.stdout).toMatch(/^ {2}books: .*Dune/m);
    // --sources names the file each value rests on, under it.
    const ps = await ok(['profile', '--sources']);
    expect(ps.stdout).toMatch(/^ {2}books: .*Dune\n {6}from \/memo\/me\.txt$/m);

    const window = await js<Array<{ content: string; event_type: string }>>(['events', '--since', '1991-01-01', '--until', '1992-12-31']);
    expect(window.map((e) => e.content)).toEqual(['Graduated from Hill Valley High', 'Started at Initrode']);
    const limited = await js<Array<{ content: string }>>(['events', '--since', '1990-01-01', '--until', '1999-12-31', '--limit', '1']);
    expect(limited.map((e) => e.content)).toEqual(['Moved to Springfield']);
    const text = await ok(['events', '--since', '1990-01-01', '--until', '1999-12-31', '--limit', '5']);
    expect(text.stdout.trim().split('\n')).toEqual([
      '1993-09-15  [social]  Moved to Springfield',
      '1992-06-01  [educational]  Graduated from Hill Valley High',
      '1991-02-03  [professional]  Started at Initrode',
    ]);
    expect((await ok(['events', '--since', '1980-01-01', '--until', '1980-12-31'])).stdout.trim()).toBe('no events');
    expect((await ctx(['events', '--limit', 'ten'])).code).toBe(EXIT.USAGE);
  });
});

describe('config get|set|list: flag > env > config > default', () => {
  it('reports each value with its source and uses the winner', async () => {
    const h = clientHome();
    try {
      const o = (extra: Env = {}) => ({ env: { ...h.env, ...extra }, cwd: work });
      const closed = `http://127.0.0.1:${await closedPort()}`;
      const cfgFile = join(h.dir, 'config', 'ctx', 'config.json');

      const dflt = await ctxJson(['config', 'list'], o());
      expect(dflt).toEqual({
        config_file: cfgFile,
        base_url: { value: 'http://127.0.0.1:8765', source: 'default' },
        api_key: { value: null, source: 'default' },
        sub_user: { value: 'default', source: 'default' },
        concurrency: { value: 4, source: 'default' },
      });
      expect((await runCtx(['config', 'get', 'base_url'], o())).code).toBe(EXIT.NOT_FOUND);

      await ctxOk(['config', 'set', 'base_url', closed], o());
      await ctxOk(['config', 'set', 'api_key', d.apiKey], o());
      await ctxOk(['config', 'set', 'sub_user', 'carol'], o());
      expect(await ctxJson(['config', 'set', 'concurrency', '2'], o())).toEqual({ concurrency: '2' });
      expect(statSync(cfgFile).mode & 0o777).toBe(0o600);
      expect((await ctxOk(['config', 'get', 'base_url'], o())).stdout.trim()).toBe(closed);
      expect(await ctxJson(['config', 'get', 'sub_user'], o())).toEqual({ sub_user: 'carol' });

      const fromConfig = await ctxJson(['config', 'list'], o());
      expect(fromConfig).toMatchObject({
        base_url: { value: closed, source: 'config' },
        api_key: { value: `${d.apiKey.slice(0, 10)}…`, source: 'config' },
        sub_user: { value: 'carol', source: 'config' },
        concurrency: { value: 2, source: 'config' },
      });
      expect(JSON.stringify(fromConfig)).not.toContain(d.apiKey);
      const text = await ctxOk(['config', 'list'], o());
      expect(text.stdout).toMatch(new RegExp(`^base_url\\s+${closed} \\(config\\)$`, 'm'));

      const envd = o({ CTX_BASE_URL: d.url, CTX_SUB_USER: 'dave', CTX_CONCURRENCY: '3' });
      expect(await ctxJson(['config', 'list'], envd)).toMatchObject({
        base_url: { value: d.url, source: 'env' },
        api_key: { source: 'config' },
        sub_user: { value: 'dave', source: 'env' },
        concurrency: { value: 3, source: 'env' },
      });
      expect(await ctxJson(['config', 'list', '--base-url', 'http://flag.example:1', '--sub-user', 'erin'], envd)).toMatchObject({
        base_url: { value: 'http://flag.example:1', source: 'flag' },
        sub_user: { value: 'erin', source: 'flag' },
      });

      // The winner is what the commands use: config points at a closed port, env at the daemon.
      expect((await runCtx(['ls'], o())).code).toBe(EXIT.UNREACHABLE);
      expect((await runCtx(['ls'], o({ CTX_BASE_URL: d.url }))).code).toBe(0);
      expect((await runCtx(['ls', '--base-url', closed], o({ CTX_BASE_URL: d.url }))).code).toBe(EXIT.UNREACHABLE);
      // sub_user from the config file scopes the data.
      await ctxOk(['upload', 'single.txt', '--to', '/carols'], o({ CTX_BASE_URL: d.url }));
      expect(paths(await ctxJson<Listing>(['ls', '/carols', '--sub-user', 'carol'], o({ CTX_BASE_URL: d.url })))).toEqual(['/carols/single.txt']);
      expect((await runCtx(['ls', '/carols', '--sub-user', 'default'], o({ CTX_BASE_URL: d.url }))).code).toBe(EXIT.NOT_FOUND);

      expect((await runCtx(['config', 'get', 'colour'], o())).code).toBe(EXIT.USAGE);
      expect((await runCtx(['config', 'set', 'concurrency', 'many'], o())).code).toBe(EXIT.USAGE);
      expect((await runCtx(['config', 'set', 'base_url', 'localhost:1'], o())).code).toBe(EXIT.USAGE);
    } finally {
      h.cleanup();
    }
  });
});

describe('completion', () => {
  it.each(['bash', 'zsh', 'fish'])('%s: a script naming the commands', async (shell) => {
    const r = await ok(['completion', shell]);
    for (const word of ['upload', 'sync', 'sessions', 'thumbnail', 'completion', 'base-url']) expect(r.stdout).toContain(word);
    if (shell === 'bash') {
      expect(spawnSync('bash', ['-n'], { input: r.stdout }).status).toBe(0);
      expect(r.stdout).toContain('complete -o default -F _ctx ctx');
    }
    if (shell === 'zsh') expect(r.stdout).toMatch(/^#compdef ctx/);
    if (shell === 'fish') expect(r.stdout).toMatch(/^complete -c ctx -n __fish_use_subcommand -a upload$/m);
  });

  it('rejects an unknown shell', async () => {
    expect((await ctx(['completion', 'tcsh'])).code).toBe(EXIT.USAGE);
  });
});

describe('exit codes', () => {
  it('are distinct and listed in --help', async () => {
    const codes = Object.values(EXIT);
    expect(new Set(codes).size).toBe(codes.length);
    const help = await ok(['--help']);
    for (const [n, what] of [
      [EXIT.OK, 'success'],
      [EXIT.USAGE, 'usage error'],
      [EXIT.NOT_FOUND, 'not found'],
      [EXIT.AUTH, 'authentication failed'],
      [EXIT.RATE_LIMITED, 'rate limited'],
      [EXIT.UNREACHABLE, 'server unreachable'],
      [EXIT.SERVER, 'server error'],
    ] as const)
      expect(help.stdout).toContain(`${n} ${what}`);
  });

  it('usage error: unknown command or option, missing argument', async () => {
    for (const args of [
      ['frobnicate'],
      ['ls', '--frobnicate'],
      ['upload'],
      ['mv', '/only-one'],
      ['search', 'x', '--limit', '0'],
      ['search', 'x', '--mode', 'vectors'],
      ['thumbnail', '/img/pic.png', '--size', 'big'],
      ['daemon', 'start', '--data-dir', join(home.dir, 'never-started'), '--port', 'eighty'],
    ]) {
      const r = await ctx(args);
      expect(r.code, args.join(' ')).toBe(EXIT.USAGE);
      expect(r.stderr).toMatch(/^(error|ctx): /m);
    }
    expect((await ctx(['--version'])).code).toBe(0);
  });

  it('not found', async () => {
    for (const args of [['ls', '/nowhere'], ['download', 'f_0000000000000000', '-o', '-'], ['sessions', 'show', 's_0000000000000000'], ['rm', '/nowhere.txt']]) {
      const r = await ctx(args);
      expect(r.code, args.join(' ')).toBe(EXIT.NOT_FOUND);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
    }
  });

  it('auth failure: a wrong key, and no key at all (with the fix)', async () => {
    const bad = await ctx(['ls'], { env: { CTX_API_KEY: 'ctx_k_AAAAAAAAAAAAAAAA.nope' } });
    expect(bad.code).toBe(EXIT.AUTH);
    expect(bad.stderr).toMatch(/^ctx: .*(--api-key|CTX_API_KEY)/);
    const none = await ctx(['ls'], { env: { CTX_API_KEY: undefined } });
    expect(none.code).toBe(EXIT.AUTH);
    expect(none.stderr).toMatch(/ctx init/);
  });

  it('rate limited: a free-tier key past its limit', async () => {
    const k = await js<{ api_key: string }>(['keys', 'create', '--name', 'tiny', '--tier', 'free']);
    const o = { env: { CTX_API_KEY: k.api_key } };
    // Windows are clock hours: if one ends mid-test the count starts again, hence up to 7 tries.
    let ok = 0;
    let r: CtxResult | undefined;
    for (let i = 0; i < 7; i++) {
      r = await ctx(['ls'], o);
      if (r.code !== 0) break;
      ok++;
    }
    expect(r!.code).toBe(EXIT.RATE_LIMITED);
    expect(ok).toBeGreaterThanOrEqual(3);
    expect(r!.stderr).toMatch(/^ctx: .*rate limit/m);
    expect(r!.stderr.trim().split('\n')).toHaveLength(1);
  });

  it('server unreachable: one line telling how to start the daemon', async () => {
    const port = await closedPort();
    const r = await ctx(['ls', '--base-url', `http://127.0.0.1:${port}`]);
    expect(r.code).toBe(EXIT.UNREACHABLE);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toContain(`cannot reach the ctx server at http://127.0.0.1:${port}`);
    expect(r.stderr).toContain('ctx daemon start');
    const q = await ctx(['query', 'anything'], { env: { CTX_BASE_URL: `http://127.0.0.1:${port}` } });
    expect(q.code).toBe(EXIT.UNREACHABLE);
  });

  it('server error: a 5xx reply, or a reply that is not a ctx server', async () => {
    let mode: 'fail' | 'html' = 'fail';
    const srv: Server = createServer((_req, res) => {
      if (mode === 'fail') {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: 'database is locked', code: 'INTERNAL' }));
      } else {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end('<html>hello</html>');
      }
    });
    await new Promise<void>((r) => srv.listen(0, '127.0.0.1', () => r()));
    try {
      const url = `http://127.0.0.1:${(srv.address() as { port: number }).port}`;
      const r = await ctx(['ls', '--base-url', url]);
      expect(r.code).toBe(EXIT.SERVER);
      expect(r.stderr).toMatch(/^ctx: database is locked$/m);
      mode = 'html';
      const h = await ctx(['sessions', 'list', '--base-url', url]);
      expect(h.code).toBe(EXIT.SERVER);
      expect(h.stderr).toMatch(/is it a ctx server/);
    } finally {
      await new Promise<void>((r) => srv.close(() => r()));
    }
  });
});

describe('terminal output', () => {
  it('no escape sequences in pipes, with or without NO_COLOR', async () => {
    write('plain/a.txt', 'plain output a\n');
    write('plain/b.txt', 'plain output b\n');
    noEscapes(await ok(['upload', 'plain', '--to', '/plain', '--wait']));
    noEscapes(await ok(['ls', '/plain', '-R', '-l'], { env: { NO_COLOR: '1' } }));
    noEscapes(await ok(['query', '--stream', 'plain output'], { env: { NO_COLOR: '1' } }));
  });

  it('on a terminal: a progress bar, in colour unless NO_COLOR; plain with CI', async () => {
    write('tty/one.txt', 'terminal one\n');
    write('tty/two.txt', 'terminal two\n');
    const colour = await runInPty(['upload', 'tty', '--to', '/tty-colour', '--wait'], { env, cwd: work });
    expect(colour.code, colour.output).toBe(0);
    expect(colour.output).toContain('uploading');
    expect(colour.output).toMatch(/\x1b\[\d+m/);
    const noColour = await runInPty(['upload', 'tty', '--to', '/tty-mono', '--wait'], { env: { ...env, NO_COLOR: '1' }, cwd: work });
    expect(noColour.code, noColour.output).toBe(0);
    expect(noColour.output).toContain('uploading');
    expect(noColour.output).not.toMatch(/\x1b\[[\d;]*m/);
    const ci = await runInPty(['upload', 'tty', '--to', '/tty-ci', '--wait'], { env: { ...env, CI: 'true' }, cwd: work });
    expect(ci.code, ci.output).toBe(0);
    expect(ci.output).not.toMatch(ESC);
    expect(ci.output).toMatch(/2 uploaded/);
  });
});


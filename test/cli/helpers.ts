import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { CTX_BIN } from '../helpers/daemon.js';
import type { RemoteEntry } from '../../src/cli/remote.js';

/** What a finished `ctx` run left behind. */
export interface CtxResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

export type Env = Record<string, string | undefined>;

export interface RunOptions {
  /** Added to (or, with undefined, removed from) the controlled environment. */
  env?: Env;
  /** Written to stdin, which is then closed; stdin is an empty pipe otherwise (never a TTY). */
  input?: string;
  cwd?: string;
  timeoutMs?: number;
}

/** Matches any escape sequence (colours, cursor moves): none may reach a pipe. */
export const ESC = /\x1b/;

/**
 * A controlled environment: only PATH and a locale come from the outside; HOME, the XDG
 * directories and the data dir point into a temp dir, and nothing of the caller's CTX_*, CI,
 * NO_COLOR or FORCE_COLOR leaks in.
 */
export function baseEnv(home: string): Env {
  return {
    PATH: process.env.PATH,
    LANG: 'C.UTF-8',
    HOME: home,
    TMPDIR: process.env.TMPDIR,
    XDG_CONFIG_HOME: join(home, 'config'),
    XDG_STATE_HOME: join(home, 'state'),
    XDG_DATA_HOME: join(home, 'data'),
    TERM: 'dumb',
  };
}

/** A temp "user home" for the client: config, sync state and data dir all live in it. */
export interface ClientHome {
  dir: string;
  env: Env;
  cleanup(): void;
}

export function clientHome(extra: Env = {}): ClientHome {
  const dir = mkdtempSync(join(tmpdir(), 'ctx-cli-'));
  return { dir, env: { ...baseEnv(dir), ...extra }, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

let anonHome: string | undefined;
process.on('exit', () => anonHome && rmSync(anonHome, { recursive: true, force: true }));

/** Without a HOME of the caller's, a throw-away one shared by this test file. */
function childEnv(env: Env = {}): NodeJS.ProcessEnv {
  const merged: Env = { ...(env.HOME ? {} : baseEnv((anonHome ??= mkdtempSync(join(tmpdir(), 'ctx-cli-anon-'))))), ...env };
  const out: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(merged)) if (v !== undefined) out[k] = v;
  return out;
}

/** Runs `node bin/ctx ARGS…` to the end; never through a shell, stdin/stdout/stderr are pipes. */
export function runCtx(args: string[], opts: RunOptions = {}): Promise<CtxResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CTX_BIN, ...args], {
      env: childEnv(opts.env),
      cwd: opts.cwd,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (s: string) => (stdout += s));
    child.stderr.setEncoding('utf8').on('data', (s: string) => (stderr += s));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`ctx ${args.join(' ')} did not finish in ${opts.timeoutMs ?? 60_000} ms\nstdout: ${stdout}\nstderr: ${stderr}`));
    }, opts.timeoutMs ?? 60_000);
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, stdout, stderr });
    });
    child.stdin.on('error', () => {});
    child.stdin.end(opts.input ?? '');
  });
}

/** Runs ctx with --json, expects exit 0 and one JSON document on stdout. */
export async function ctxJson<T = any>(args: string[], opts: RunOptions = {}): Promise<T> {
  const r = await runCtx([...args, '--json'], opts);
  if (r.code !== 0) throw new Error(`ctx ${args.join(' ')} --json exited ${r.code}\nstdout: ${r.stdout}\nstderr: ${r.stderr}`);
  try {
    return JSON.parse(r.stdout) as T;
  } catch {
    throw new Error(`ctx ${args.join(' ')} --json printed no JSON:\n${r.stdout}\nstderr: ${r.stderr}`);
  }
}

/** Runs ctx and expects exit 0; returns the result for further checks. */
export async function ctxOk(args: string[], opts: RunOptions = {}): Promise<CtxResult> {
  const r = await runCtx(args, opts);
  if (r.code !== 0) throw new Error(`ctx ${args.join(' ')} exited ${r.code}\nstdout: ${r.stdout}\nstderr: ${r.stderr}`);
  return r;
}

/** A long-running ctx (e.g. `sync` in watch mode). */
export interface LongRun {
  child: ChildProcess;
  stdout(): string;
  stderr(): string;
  /** Resolves once the stream's text so far matches re (rejects after timeoutMs or on exit). */
  waitFor(re: RegExp, stream?: 'stdout' | 'stderr', timeoutMs?: number): Promise<RegExpMatchArray>;
  /** Sends a signal and resolves with the exit code (SIGKILL after timeoutMs). */
  stop(signal?: NodeJS.Signals, timeoutMs?: number): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export function spawnCtx(args: string[], opts: RunOptions = {}): LongRun {
  const child = spawn(process.execPath, [CTX_BIN, ...args], { env: childEnv(opts.env), cwd: opts.cwd, stdio: ['pipe', 'pipe', 'pipe'] });
  const text = { stdout: '', stderr: '' };
  child.stdout!.setEncoding('utf8').on('data', (s: string) => (text.stdout += s));
  child.stderr!.setEncoding('utf8').on('data', (s: string) => (text.stderr += s));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((r) => child.on('close', (code, signal) => r({ code, signal })));
  return {
    child,
    stdout: () => text.stdout,
    stderr: () => text.stderr,
    async waitFor(re, stream = 'stderr', timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const m = re.exec(text[stream]);
        if (m) return m;
        if (child.exitCode !== null || child.signalCode !== null) throw new Error(`ctx ${args.join(' ')} exited before printing ${re}\nstdout: ${text.stdout}\nstderr: ${text.stderr}`);
        if (Date.now() > deadline) throw new Error(`ctx ${args.join(' ')} did not print ${re} in ${timeoutMs} ms\nstdout: ${text.stdout}\nstderr: ${text.stderr}`);
        await sleep(50);
      }
    },
    async stop(signal = 'SIGTERM', timeoutMs = 20_000) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      const t = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
      const r = await exited;
      clearTimeout(t);
      return r;
    },
  };
}

const shq = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

/**
 * Runs ctx on a pseudo-terminal (util-linux `script`), 120×40, TERM=xterm-256color: what a
 * person at a terminal sees. stdout and stderr arrive mixed, as on a screen.
 */
export function runInPty(args: string[], opts: RunOptions = {}): Promise<{ code: number | null; output: string }> {
  const cmd = `stty cols 120 rows 40; exec ${shq(process.execPath)} ${shq(CTX_BIN)} ${args.map(shq).join(' ')}`;
  return new Promise((resolve, reject) => {
    const child = spawn('script', ['-qec', cmd, '/dev/null'], {
      env: childEnv({ ...opts.env, TERM: 'xterm-256color' }),
      cwd: opts.cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout!.setEncoding('utf8').on('data', (s: string) => (output += s));
    child.stderr!.setEncoding('utf8').on('data', (s: string) => (output += s));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`ctx ${args.join(' ')} (pty) did not finish\n${output}`));
    }, opts.timeoutMs ?? 60_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Retries fn until it returns a truthy value or the time is up; returns the last value. */
export async function eventually<T>(fn: () => Promise<T>, timeoutMs = 20_000, everyMs = 250): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await fn();
    if (v || Date.now() > deadline) return v;
    await sleep(everyMs);
  }
}

/** A loopback port nothing listens on (bound, then released). */
export async function closedPort(): Promise<number> {
  const srv: Server = createServer();
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', () => r()));
  const port = (srv.address() as { port: number }).port;
  await new Promise<void>((r) => srv.close(() => r()));
  return port;
}

/** Lines of text that start with the given prefix. */
export function linesStarting(text: string, prefix: string): string[] {
  return text.split('\n').filter((l) => l.startsWith(prefix));
}

export function sha256(data: Buffer | string): string {
  return createHash('sha256').update(data).digest('hex');
}

/** Every file under dir (relative paths, forward slashes) with the sha256 of its bytes. */
export function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const visit = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const full = join(d, e.name);
      if (e.isDirectory()) visit(full);
      else out[relative(dir, full).split(sep).join('/')] = sha256(readFileSync(full));
    }
  };
  visit(dir);
  return out;
}

export function mkdirp(p: string): string {
  mkdirSync(p, { recursive: true });
  return p;
}

/** Items of a `ctx ls --json` listing. */
export type Item = RemoteEntry;

export interface Listing {
  items: Item[];
  tree: Record<string, Record<string, { file_id: string; is_dir: boolean }>>;
  version: string;
  need_refresh_file: boolean;
}

import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { execFileSync } from 'node:child_process';
import { freshDatabase, testDatabaseUrl } from './pg.js';

export const ROOT = resolve(import.meta.dirname, '../..');
export const CTX_BIN = join(ROOT, 'bin', 'ctx');

export interface TestDaemon {
  url: string;
  dataDir: string;
  configHome: string;
  apiKey: string;
  keyId: string;
  /** The PostgreSQL database the daemon uses (undefined: the data dir's SQLite file). */
  databaseUrl?: string;
  proc: ChildProcess;
  /** Everything the daemon printed so far. */
  output(): string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
  /** Starts the daemon again on the same data dir (with other environment variables, if given). */
  restart(env?: Record<string, string>): Promise<void>;
  cleanup(): Promise<void>;
}

export interface StartOptions {
  env?: Record<string, string>;
  /** Reuse a data dir (for restart tests); a fresh temp dir otherwise. */
  dataDir?: string;
  /**
   * The store backend: CTX_TEST_BACKEND (sqlite by default). On postgres the daemon gets a new
   * database on CTX_TEST_DATABASE_URL's server, dropped by cleanup(), unless `databaseUrl`
   * names one (several daemons sharing it).
   */
  backend?: 'sqlite' | 'postgres';
  databaseUrl?: string;
  /** Start without `ctx init` (a second daemon on a database another one initialised); apiKey is then ''. */
  noInit?: boolean;
}

/** The backend the HTTP tests run on (CI runs them once per backend). */
export function testBackend(): 'sqlite' | 'postgres' {
  const b = process.env.CTX_TEST_BACKEND ?? 'sqlite';
  if (b !== 'sqlite' && b !== 'postgres') throw new Error(`CTX_TEST_BACKEND must be sqlite or postgres, not ${b}`);
  if (b === 'postgres' && !testDatabaseUrl()) throw new Error('CTX_TEST_BACKEND=postgres needs CTX_TEST_DATABASE_URL (scripts/dev-postgres.sh start prints one)');
  return b;
}

/** Runs `ctx init --json` on a data dir and returns the key. */
export function initDataDir(dataDir: string, configHome: string, extra: string[] = [], env: Record<string, string> = {}): { key_id: string; api_key: string } {
  const out = execFileSync(process.execPath, [CTX_BIN, 'init', '--data-dir', dataDir, '--json', ...extra], {
    env: { ...process.env, XDG_CONFIG_HOME: configHome, CTX_DATA_DIR: dataDir, ...env },
    encoding: 'utf8',
  });
  return JSON.parse(out) as { key_id: string; api_key: string };
}

function launch(dataDir: string, configHome: string, env: Record<string, string>): Promise<{ proc: ChildProcess; url: string; log: string[] }> {
  const proc = spawn(process.execPath, [CTX_BIN, 'daemon', 'run', '--data-dir', dataDir, '--host', '127.0.0.1', '--port', '0'], {
    env: { ...process.env, XDG_CONFIG_HOME: configHome, CTX_WORKERS: '2', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log: string[] = [];
  return new Promise((resolvePromise, reject) => {
    const timer = setTimeout(() => reject(new Error(`daemon did not start:\n${log.join('')}`)), 30_000);
    const onData = (b: Buffer) => {
      log.push(b.toString());
      const m = /ctx daemon listening on (http:\/\/\S+)/.exec(log.join(''));
      if (m) {
        clearTimeout(timer);
        resolvePromise({ proc, url: m[1]!, log });
      }
    };
    proc.stdout!.on('data', onData);
    proc.stderr!.on('data', (b: Buffer) => log.push(b.toString()));
    proc.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`daemon exited with ${code}:\n${log.join('')}`));
    });
  });
}

/** Starts a real daemon (bin/ctx daemon run) on a random loopback port with a fresh data dir. */
export async function startDaemon(opts: StartOptions = {}): Promise<TestDaemon> {
  const base = mkdtempSync(join(tmpdir(), 'ctx-test-'));
  const dataDir = opts.dataDir ?? join(base, 'data');
  const configHome = join(base, 'config');
  const backend = opts.backend ?? (opts.databaseUrl ? 'postgres' : testBackend());
  const db = backend === 'postgres' && !opts.databaseUrl ? freshDatabase(testDatabaseUrl()!) : undefined;
  const dbEnv: Record<string, string> = backend === 'postgres' ? { CTX_DATABASE_URL: opts.databaseUrl ?? db!.url } : {};
  // `ctx init --database-url` saves the URL in the data dir: later inits there use it too.
  const key = opts.noInit ? { key_id: '', api_key: '' } : initDataDir(dataDir, configHome, dbEnv.CTX_DATABASE_URL ? ['--database-url', dbEnv.CTX_DATABASE_URL] : []);
  let running = await launch(dataDir, configHome, { ...dbEnv, ...(opts.env ?? {}) });
  const exitOf = (p: ChildProcess) =>
    new Promise<number | null>((r) => (p.exitCode !== null || p.signalCode !== null ? r(p.exitCode) : p.once('exit', (c) => r(c))));
  const d: TestDaemon = {
    get url() {
      return running.url;
    },
    dataDir,
    configHome,
    apiKey: key.api_key,
    keyId: key.key_id,
    databaseUrl: dbEnv.CTX_DATABASE_URL,
    get proc() {
      return running.proc;
    },
    output: () => running.log.join(''),
    async stop(signal = 'SIGTERM') {
      const done = exitOf(running.proc);
      running.proc.kill(signal);
      return done;
    },
    async restart(env?: Record<string, string>) {
      running = await launch(dataDir, configHome, { ...dbEnv, ...(env ?? opts.env ?? {}) });
    },
    async cleanup() {
      if (running.proc.exitCode === null && running.proc.signalCode === null) await d.stop('SIGKILL');
      rmSync(base, { recursive: true, force: true });
      db?.drop();
    },
  };
  return d;
}

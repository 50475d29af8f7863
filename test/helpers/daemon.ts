import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { execFileSync } from 'node:child_process';

export const ROOT = resolve(import.meta.dirname, '../..');
export const CTX_BIN = join(ROOT, 'bin', 'ctx');

export interface TestDaemon {
  url: string;
  dataDir: string;
  configHome: string;
  apiKey: string;
  keyId: string;
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
}

/** Runs `ctx init --json` on a data dir and returns the key. */
export function initDataDir(dataDir: string, configHome: string, extra: string[] = []): { key_id: string; api_key: string } {
  const out = execFileSync(process.execPath, [CTX_BIN, 'init', '--data-dir', dataDir, '--json', ...extra], {
    env: { ...process.env, XDG_CONFIG_HOME: configHome, CTX_DATA_DIR: dataDir },
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
  const key = initDataDir(dataDir, configHome);
  let running = await launch(dataDir, configHome, opts.env ?? {});
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
      running = await launch(dataDir, configHome, env ?? opts.env ?? {});
    },
    async cleanup() {
      if (running.proc.exitCode === null && running.proc.signalCode === null) await d.stop('SIGKILL');
      rmSync(base, { recursive: true, force: true });
    },
  };
  return d;
}

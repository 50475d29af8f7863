import { spawn } from 'node:child_process';
import { CtxClient } from '../client/client.js';
import { closeSync, existsSync, fstatSync, mkdirSync, openSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOG_FILE } from '../core/config.js';
import { DAEMON_NODE_ARGS, daemonEnv } from '../daemon/process-tuning.js';
import { CliError, EXIT } from './exit.js';

export { LOG_FILE } from '../core/config.js';
export const PID_FILE = 'daemon.pid';

export interface PidInfo {
  pid: number;
  url: string;
}

export function readPid(dataDir: string): PidInfo | undefined {
  try {
    const info = JSON.parse(readFileSync(join(dataDir, PID_FILE), 'utf8')) as PidInfo;
    return isAlive(info.pid) ? info : undefined;
  } catch {
    return undefined;
  }
}

export function writePid(dataDir: string, info: PidInfo): void {
  writeFileSync(join(dataDir, PID_FILE), JSON.stringify(info));
}

export function removePid(dataDir: string, pid = process.pid): void {
  const file = join(dataDir, PID_FILE);
  try {
    const info = JSON.parse(readFileSync(file, 'utf8')) as PidInfo;
    if (info.pid === pid) rmSync(file, { force: true });
  } catch {
    /* already gone */
  }
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export async function healthy(url: string, timeoutMs = 1000): Promise<boolean> {
  const client = new CtxClient({ baseUrl: url });
  try {
    const res = await client.request('GET', '/health', { signal: AbortSignal.timeout(timeoutMs) });
    await res.body.text();
    return res.status >= 200 && res.status < 300;
  } catch {
    return false;
  } finally {
    await client.close();
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Starts `ctx daemon run` detached, logging to <data-dir>/daemon.log; resolves once it serves. */
export async function startBackground(dataDir: string, args: string[], timeoutMs = 30_000): Promise<PidInfo> {
  const running = readPid(dataDir);
  if (running) throw new CliError(`the daemon is already running (pid ${running.pid}, ${running.url})`, EXIT.ERROR);
  const bin = fileURLToPath(new URL('../../../bin/ctx', import.meta.url));
  // A fresh data dir is fine (the daemon creates its database); the log needs the folder first.
  // stdout and stderr go to the log too: the daemon writes its own lines there, and whatever
  // else a crash prints lands beside them.
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const log = openSync(join(dataDir, LOG_FILE), 'a', 0o600);
  const child = spawn(process.execPath, [...DAEMON_NODE_ARGS, bin, 'daemon', 'run', '--data-dir', dataDir, ...args], {
    env: daemonEnv(),
    detached: true,
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  child.unref();
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const info = readPid(dataDir);
    if (info && (await healthy(info.url))) return info;
    if (child.exitCode !== null || (child.pid && !isAlive(child.pid))) break;
    await sleep(150);
  }
  throw new CliError(`the daemon did not start; see ${join(dataDir, LOG_FILE)}`, EXIT.ERROR);
}

/** SIGTERM, then waits for the process to finish its clean shutdown. */
export async function stopBackground(dataDir: string, timeoutMs = 20_000): Promise<PidInfo | undefined> {
  const info = readPid(dataDir);
  if (!info) return undefined;
  process.kill(info.pid, 'SIGTERM');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive(info.pid)) return info;
    await sleep(100);
  }
  throw new CliError(`the daemon (pid ${info.pid}) did not stop within ${timeoutMs / 1000} s`, EXIT.ERROR);
}

/** True when this process's stdout is the data dir's log (a daemon started in the background). */
export function stdoutIsLog(dataDir: string): boolean {
  try {
    const out = fstatSync(1);
    const log = statSync(logPath(dataDir));
    return out.ino === log.ino && out.dev === log.dev;
  } catch {
    return false;
  }
}

export function logPath(dataDir: string): string {
  return join(dataDir, LOG_FILE);
}

export function logExists(dataDir: string): boolean {
  return existsSync(logPath(dataDir));
}

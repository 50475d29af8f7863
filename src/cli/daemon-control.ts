import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CliError, EXIT } from './exit.js';

export const PID_FILE = 'daemon.pid';
export const LOG_FILE = 'daemon.log';

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
  try {
    const res = await fetch(new URL('/health', url), { signal: AbortSignal.timeout(timeoutMs) });
    return res.ok;
  } catch {
    return false;
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Starts `ctx daemon run` detached, logging to <data-dir>/daemon.log; resolves once it serves. */
export async function startBackground(dataDir: string, args: string[], timeoutMs = 30_000): Promise<PidInfo> {
  const running = readPid(dataDir);
  if (running) throw new CliError(`the daemon is already running (pid ${running.pid}, ${running.url})`, EXIT.ERROR);
  const bin = fileURLToPath(new URL('../../../bin/ctx', import.meta.url));
  // A fresh data dir is fine (the daemon creates its database); the log needs the folder first.
  mkdirSync(dataDir, { recursive: true });
  const log = openSync(join(dataDir, LOG_FILE), 'a');
  const child = spawn(process.execPath, [bin, 'daemon', 'run', '--data-dir', dataDir, ...args], {
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

export function logPath(dataDir: string): string {
  return join(dataDir, LOG_FILE);
}

export function logExists(dataDir: string): boolean {
  return existsSync(logPath(dataDir));
}

/**
 * The belt to the lifeline's braces (lifeline.ts): the extraction processes' ids are recorded in
 * the data dir, and a daemon starting on that dir kills any that are still running before it
 * takes a job, so a survivor of a killed daemon can never work on a file the new daemon runs
 * again. A process is only killed when it is still one of ours (its command line names our
 * child entry point), so a recycled pid is left alone.
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const CHILDREN_FILE = 'extractors.pid';

/** Writes the live extraction processes' ids (best effort: a full disk must not stop extraction). */
export function recordChildren(dataDir: string, pids: number[]): void {
  const file = join(dataDir, CHILDREN_FILE);
  try {
    writeFileSync(`${file}.tmp`, JSON.stringify({ daemon: process.pid, children: pids }));
    renameSync(`${file}.tmp`, file);
  } catch {
    /* the lifeline still ends them */
  }
}

function isOurs(pid: number, marker: string): boolean {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(marker);
  } catch {
    return false;
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Kills the recorded processes (and their process groups) that still run `marker` and waits
 * until they are gone; returns how many there were.
 */
export async function killSurvivors(dataDir: string, marker: string, waitMs = 5000): Promise<number> {
  let pids: number[];
  try {
    const rec = JSON.parse(readFileSync(join(dataDir, CHILDREN_FILE), 'utf8')) as { daemon?: number; children?: unknown };
    pids = Array.isArray(rec.children) ? rec.children.filter((p): p is number => Number.isInteger(p) && p > 1 && p !== process.pid) : [];
  } catch {
    return 0;
  }
  const doomed = pids.filter((p) => alive(p) && isOurs(p, marker));
  for (const pid of doomed) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        /* gone meanwhile */
      }
    }
  }
  const deadline = Date.now() + waitMs;
  // A killed process whose parent died is reaped by init; until then it is a zombie, which
  // holds no memory and runs nothing (kill(pid, 0) still sees it, /proc/<pid>/cmdline is empty).
  while (doomed.some((p) => alive(p) && isOurs(p, marker)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  recordChildren(dataDir, []);
  return doomed.length;
}

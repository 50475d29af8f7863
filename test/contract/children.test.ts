/**
 * Extraction processes die with the daemon (issue 13, item 2): SIGKILL the daemon while a
 * child transcribes a long recording (pocketsphinx running under it) and both are gone within
 * seconds — they watch a pipe from the daemon (jobs/lifeline.ts), not only signals or the IPC
 * channel. A restarted daemon ends any recorded survivor before it takes a job, then finishes
 * the interrupted file once.
 */
import { execFileSync, fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Api } from '../helpers/api.js';
import { ROOT, startDaemon, type TestDaemon } from '../helpers/daemon.js';
import { concatWav, read, speechWav } from '../helpers/media-fixtures.js';

const CHILD = join(ROOT, 'dist', 'src', 'core', 'jobs', 'child.js');

/** Live (not zombie) processes whose command line contains `marker`. */
function processes(marker: string): number[] {
  const out: number[] = [];
  for (const p of readdirSync('/proc')) {
    if (!/^\d+$/.test(p)) continue;
    try {
      if (!readFileSync(`/proc/${p}/cmdline`, 'utf8').includes(marker)) continue;
      const stat = readFileSync(`/proc/${p}/stat`, 'utf8');
      if (stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z') out.push(Number(p));
    } catch {
      /* gone */
    }
  }
  return out;
}

function parentOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
}

/** Whether `pid` descends from `root`. */
function descends(pid: number, root: number): boolean {
  for (let p = pid, i = 0; p > 1 && i < 50; i++) {
    try {
      p = parentOf(p);
    } catch {
      return false;
    }
    if (p === root) return true;
  }
  return false;
}

async function waitFor<T>(what: string, fn: () => T | undefined, ms: number): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = fn();
    if (v !== undefined) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${execFileSync('ps', ['-eo', 'pid,ppid,pgid,stat,cmd'], { encoding: 'utf8' }).split('\n').filter((l) => /child.js|pocketsphinx/.test(l)).join('\n')}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

let dir: string;
let d: TestDaemon;
let api: Api;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'ctx-children-'));
  d = await startDaemon();
  api = new Api(d.url, d.apiKey);
});
afterAll(async () => {
  await d?.cleanup();
  rmSync(dir, { recursive: true, force: true });
});

describe('extraction processes and a killed daemon', () => {
  let fileId: string;

  it('are gone within seconds of a SIGKILL, with the tools they run', async () => {
    const one = speechWav(dir, 'one', 'Please remember to buy milk and bread on the way home from the office tonight.');
    fileId = (await api.upload('long.wav', read(concatWav(Array.from({ length: 12 }, () => one), join(dir, 'long.wav'))))).file_id;
    const daemonPid = d.proc.pid!;
    const tool = await waitFor('pocketsphinx under the daemon', () => processes('pocketsphinx').find((p) => descends(p, daemonPid)), 30_000);
    const child = processes(CHILD).find((p) => descends(p, daemonPid));
    expect(child).toBeDefined();
    expect(descends(tool, child!)).toBe(true);

    await d.stop('SIGKILL');
    const t0 = Date.now();
    await waitFor('the extraction process and pocketsphinx to end', () => (processes(CHILD).includes(child!) || processes('pocketsphinx').includes(tool) ? undefined : true), 5000);
    expect(Date.now() - t0).toBeLessThan(5000);
  });

  it('are ended by a daemon starting on the same data dir when they survived', async () => {
    // A stand-in survivor: the extraction entry point, alive, recorded as the killed daemon's.
    const survivor: ChildProcess = fork(CHILD, [], { stdio: ['ignore', 'ignore', 'ignore', 'ipc'], detached: true });
    await new Promise((r) => survivor.once('message', r));
    const exited = new Promise<NodeJS.Signals | null>((r) => survivor.once('exit', (_c, sig) => r(sig)));
    writeFileSync(join(d.dataDir, 'extractors.pid'), JSON.stringify({ daemon: 999_999, children: [survivor.pid] }));
    await d.restart();
    api = new Api(d.url, d.apiKey);
    expect(await exited).toBe('SIGKILL');
    expect(d.output()).toMatch(/ended 1 extraction process\(es\) left by a previous daemon/);
  });

  it('finish the interrupted file once after the restart', async () => {
    expect(await api.waitFor(fileId, { timeoutMs: 120_000 })).toMatch(/COMPLETED|FAILED/);
    expect((await (await api.get(`/file/status/${fileId}`)).json()) as { status: string }).toMatchObject({ status: 'COMPLETED' });
  }, 150_000);
});

import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { QUERY_STOP_WORDS } from '../src/core/index/stopwords.js';
import { DAEMON_NODE_ARGS, daemonEnv } from '../src/daemon/process-tuning.js';

export const ROOT = resolve(import.meta.dirname, '../..');
export const SHARED = resolve(ROOT, '..', 'shared');
const BIN = join(ROOT, 'bin', 'ctx');

export interface BenchDaemon {
  url: string;
  key: string;
  pid: number;
  /** Peak resident set size so far, MB (VmHWM of the daemon process). */
  peakRssMb(): number;
  /**
   * The daemon plus its extraction processes: the sum of each live process's peak, MB. An
   * upper bound of the tree's simultaneous peak (children peak at different times).
   */
  treePeakRssMb(): number;
  /**
   * With CTX_MEMORY_SAMPLE_MS in env: the daemon's own memory sample (src/daemon/memory-sampler.ts)
   * taken when its RSS was highest, and how many samples were read.
   */
  /** CPU seconds (user + system) the daemon process has used so far: a cost that the machine's load does not inflate. */
  cpuSeconds(): number;
  memoryAtPeak(): { sample: Record<string, unknown> & { rss: number }; samples: number } | undefined;
  stop(): Promise<void>;
}

/**
 * Starts a real daemon, as a separate process to measure it alone: with a throwaway data dir,
 * or with `dataDir` (kept on stop, for tools that read the database afterwards).
 */
export async function startBenchDaemon(env: Record<string, string> = {}, keepDataDir?: string): Promise<BenchDaemon> {
  const base = mkdtempSync(join(tmpdir(), 'ctx-bench-'));
  const dataDir = keepDataDir ?? join(base, 'data');
  const cfgEnv = { ...process.env, XDG_CONFIG_HOME: join(base, 'config'), ...env };
  // A kept data dir that already holds a database gets another key for this run.
  const again = keepDataDir !== undefined && existsSync(join(keepDataDir, 'ctx.db')) ? ['--new-key'] : [];
  const init = JSON.parse(execFileSync(process.execPath, [BIN, 'init', '--data-dir', dataDir, '--json', ...again], { env: cfgEnv, encoding: 'utf8' })) as { api_key: string };
  // Started as `ctx daemon start` starts it (BENCH_UNTUNED=1: as a bare `node bin/ctx daemon run`;
  // BENCH_NODE_ARGS: more Node/V8 flags; both for A/B runs).
  const untuned = process.env.BENCH_UNTUNED === '1';
  const proc: ChildProcess = spawn(process.execPath, [...(untuned ? [] : DAEMON_NODE_ARGS), ...(process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean), BIN, 'daemon', 'run', '--data-dir', dataDir, '--port', '0'], { env: untuned ? cfgEnv : daemonEnv(cfgEnv), stdio: ['ignore', 'pipe', 'pipe'] });
  // The daemon's memory samples are read here; every other stderr line passes through.
  let peak: { sample: Record<string, unknown> & { rss: number }; samples: number } | undefined;
  let errBuf = '';
  proc.stderr!.on('data', (b: Buffer) => {
    errBuf += b.toString();
    let nl: number;
    while ((nl = errBuf.indexOf('\n')) >= 0) {
      const line = errBuf.slice(0, nl);
      errBuf = errBuf.slice(nl + 1);
      if (!line.startsWith('ctx-memory ')) {
        process.stderr.write(`${line}\n`);
        continue;
      }
      const sample = JSON.parse(line.slice('ctx-memory '.length)) as Record<string, unknown> & { rss: number };
      if (!peak || sample.rss > peak.sample.rss) peak = { sample, samples: (peak?.samples ?? 0) + 1 };
      else peak.samples++;
    }
  });
  const url = await new Promise<string>((res, rej) => {
    let buf = '';
    proc.stdout!.on('data', (b: Buffer) => {
      buf += b.toString();
      const m = /listening on (http:\/\/\S+)/.exec(buf);
      if (m) res(m[1]!);
    });
    proc.on('exit', (c) => rej(new Error(`daemon exited ${c}`)));
  });
  return {
    url,
    key: init.api_key,
    pid: proc.pid!,
    peakRssMb() {
      const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${proc.pid}/status`, 'utf8'));
      return m ? Number(m[1]) / 1024 : NaN;
    },
    treePeakRssMb() {
      return [proc.pid!, ...descendants(proc.pid!)].reduce((sum, pid) => sum + vmHwmMb(pid), 0);
    },
    memoryAtPeak: () => peak,
    cpuSeconds() {
      const stat = readFileSync(`/proc/${proc.pid}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // utime and stime, fields 14 and 15 of stat(5), in clock ticks (USER_HZ, 100 on Linux).
      return (Number(f[11]) + Number(f[12])) / 100;
    },
    async stop() {
      await new Promise<void>((r) => {
        proc.once('exit', () => r());
        proc.kill('SIGTERM');
      });
      rmSync(base, { recursive: true, force: true });
    },
  };
}

/** A memory figure of /proc/<pid>/status (VmRSS, VmHWM) in MB; 0 for a process already gone. */
export function statusMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  try {
    const m = new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

const vmHwmMb = (pid: number): number => statusMb(pid, 'VmHWM');

/** Every live descendant of a process, from /proc/<pid>/stat parent links. */
export function descendants(root: number): number[] {
  const parent = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parent.set(Number(name), ppid);
    } catch {
      /* gone */
    }
  }
  const out: number[] = [];
  const walk = (p: number) => {
    for (const [pid, pp] of parent) if (pp === p) {
      out.push(pid);
      walk(pid);
    }
  };
  walk(root);
  return out;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i]!;
}

/** Runs tasks with at most `n` in flight. */
export async function runConcurrent<T>(items: T[], n: number, fn: (item: T, i: number) => Promise<void>): Promise<void> {
  let next = 0;
  const workers = Array.from({ length: Math.min(n, items.length) }, async () => {
    while (next < items.length) {
      const i = next++;
      await fn(items[i]!, i);
    }
  });
  await Promise.all(workers);
}

/** nDCG@10 with binary gains (SciFact qrels are all grade 1), as in BEIR. */
export function ndcgAt10(run: Map<string, string[]>, qrels: Map<string, Set<string>>): number {
  let sum = 0;
  for (const [q, rel] of qrels) {
    const ranked = (run.get(q) ?? []).filter((d) => d !== q).slice(0, 10);
    let dcg = 0;
    ranked.forEach((d, i) => {
      if (rel.has(d)) dcg += 1 / Math.log2(i + 2);
    });
    let idcg = 0;
    for (let i = 0; i < Math.min(rel.size, 10); i++) idcg += 1 / Math.log2(i + 2);
    sum += idcg > 0 ? dcg / idcg : 0;
  }
  return sum / qrels.size;
}

/**
 * How answers cite: per answer, which of its facts come from a relevant document. Averages the
 * share of right facts, how often the first is right and how often any is.
 */
export class FactScore {
  private precision = 0;
  private first = 0;
  private any = 0;
  private n = 0;

  add(right: boolean[]): void {
    this.n++;
    if (right.length) this.precision += right.filter(Boolean).length / right.length;
    if (right[0]) this.first++;
    if (right.some(Boolean)) this.any++;
  }

  get count(): number {
    return this.n;
  }

  result(): { fact_precision: number; first_fact_right: number; any_fact_right: number } {
    const n = Math.max(1, this.n);
    return { fact_precision: this.precision / n, first_fact_right: this.first / n, any_fact_right: this.any / n };
  }
}

export function readQrels(file: string): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const line of readFileSync(file, 'utf8').split('\n').slice(1)) {
    const [q, d, score] = line.trim().split('\t');
    if (!q || !d || Number(score) <= 0) continue;
    if (!out.has(q)) out.set(q, new Set());
    out.get(q)!.add(d);
  }
  return out;
}

/** Uploads one text file through /file/upload (multipart), retrying a few times; returns its file id. */
export async function uploadText(
  d: Pick<BenchDaemon, 'url' | 'key'>,
  dir: string,
  name: string,
  text: string,
  dispatcher?: import('undici').Dispatcher,
): Promise<string> {
  const { request } = await import('undici');
  const boundary = `----ctxbench${Math.random().toString(16).slice(2)}`;
  const body =
    `--${boundary}\r\nContent-Disposition: form-data; name="path"\r\n\r\n${dir}\r\n` +
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/plain\r\n\r\n` +
    `${text}\r\n--${boundary}--\r\n`;
  for (let attempt = 0; ; attempt++) {
    const res = await request(`${d.url}/file/upload`, {
      method: 'POST',
      headers: { 'x-api-key': d.key, 'content-type': `multipart/form-data; boundary=${boundary}` },
      body,
      ...(dispatcher ? { dispatcher } : {}),
    });
    const out = await res.body.text();
    if (res.statusCode === 200) return (JSON.parse(out) as { file_id: string }).file_id;
    if (attempt >= 3) throw new Error(`upload ${name}: ${res.statusCode} ${out}`);
  }
}

/** Waits until the daemon reports no pending jobs. */
export async function waitForJobs(d: Pick<BenchDaemon, 'url'>, pollMs = 100): Promise<void> {
  const { request } = await import('undici');
  for (;;) {
    const res = await request(`${d.url}/health`);
    if (((await res.body.json()) as { jobs_pending: number }).jobs_pending === 0) return;
    await new Promise((r) => setTimeout(r, pollMs));
  }
}

/**
 * Waits until the searched embedding space has a vector for every chunk (the sentence
 * encoder's backlog, filled after COMPLETED); returns the seconds it took.
 */
export async function waitForVectors(d: Pick<BenchDaemon, 'url'>, pollMs = 200): Promise<number> {
  const { request } = await import('undici');
  const t0 = performance.now();
  for (;;) {
    const res = await request(`${d.url}/health`);
    const h = (await res.body.json()) as { vectors?: Array<{ searched: boolean; state: string; pending: number }> };
    const s = h.vectors?.find((v) => v.searched);
    if (!s || (s.state === 'ready' && s.pending === 0)) return (performance.now() - t0) / 1000;
    await new Promise((r) => setTimeout(r, pollMs));
  }
}

/** Current and peak resident set size of a process, MB (from /proc). */
export function rssOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (k: string) => Number(new RegExp(`${k}:\\s+(\\d+) kB`).exec(status)?.[1] ?? NaN) / 1024;
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
}

/** CPU seconds (user + system) used so far by these processes (those gone count 0). */
export function cpuSeconds(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(f[11]) + Number(f[12]);
    } catch {
      // gone
    }
  }
  return ticks / 100;
}

/** The pids of every PostgreSQL server process on this machine. */
export function postgresPids(): number[] {
  return readdirSync('/proc')
    .filter((p) => /^\d+$/.test(p))
    .map(Number)
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
      } catch {
        return false;
      }
    });
}

/**
 * The reference the search latency is held to: SciFact in one bare FTS5 table (title and text
 * in one column, the same tokenizer as ctx), queried in-process with an OR of the question's
 * quoted words less the 33 stop words, best 10 by bm25() — the BM25 reference of
 * shared/research/retrieval-calibration.md. Median over the questions (each, with `rounds`,
 * the median of that many runs).
 */
export function bareFts5(docs: Array<{ title: string; text: string }>, questions: string[], rounds = 1): { p50: number } {
  const db = new Database(':memory:');
  db.exec(`CREATE VIRTUAL TABLE docs USING fts5(body, tokenize = 'porter unicode61 remove_diacritics 2')`);
  const ins = db.prepare('INSERT INTO docs(body) VALUES (?)');
  db.transaction(() => {
    for (const doc of docs) ins.run(`${doc.title}\n\n${doc.text}`);
  })();
  const stmt = db.prepare('SELECT rowid, bm25(docs) AS s FROM docs WHERE docs MATCH ? ORDER BY s LIMIT 10');
  const lat: number[] = [];
  for (const q of questions) {
    const words = [...new Set(q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])].filter((w) => !QUERY_STOP_WORDS.has(w));
    if (!words.length) continue;
    const match = words.map((w) => `"${w}"`).join(' OR ');
    const runs: number[] = [];
    for (let r = 0; r < rounds; r++) {
      const s = performance.now();
      stmt.all(match);
      runs.push(performance.now() - s);
    }
    lat.push(percentile(runs.sort((a, b) => a - b), 50));
  }
  db.close();
  return { p50: percentile([...lat].sort((a, b) => a - b), 50) };
}

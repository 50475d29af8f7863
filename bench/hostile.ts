/**
 * npm run bench:hostile [-- --out bench/results/hostile.txt] [--only name,name]
 *
 * Uploads each generated hostile file (bench/hostile/files.ts) to a real daemon with default
 * settings, one at a time and then all together, and with each a small canary file of another
 * sub-user. Prints per file: final status, time, peak RSS of the daemon and of its extraction
 * processes (sampled every 100 ms), the canary's latency (upload → COMPLETED) and the slowest
 * /health answer meanwhile. Targets: the daemon stays alive, total RSS ≤ 1.5 GB, canary ≤ 5 s.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, openAsBlob, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, descendants, statusMb } from './harness.js';
import { BENCH_SIZES, generateHostile, type HostileFile } from './hostile/files.js';

const BIN = join(ROOT, 'bin', 'ctx');
const MB = 1024 * 1024;
const args = process.argv.slice(2);
const argOf = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const OUT = argOf('--out') ?? join(ROOT, 'bench', 'results', 'hostile.txt');
const ONLY = argOf('--only')?.split(',');
/** Longest wait for one file's final status (a file still processing then is reported as such). */
const WAIT_S = Number(process.env.BENCH_WAIT_S ?? 240);
const JOB_TIMEOUT_S = process.env.BENCH_JOB_TIMEOUT_S ?? '180';

const rssMb = (pid: number): number => statusMb(pid, 'VmRSS');

interface Daemon {
  url: string;
  key: string;
  proc: ChildProcess;
  deaths: number;
}

const base = mkdtempSync(join(tmpdir(), 'ctx-hostile-'));
const dataDir = join(base, 'data');
const env = { ...process.env, XDG_CONFIG_HOME: join(base, 'config'), CTX_JOB_TIMEOUT_S: JOB_TIMEOUT_S };

async function launch(d?: Daemon): Promise<Daemon> {
  const key = d?.key ?? (JSON.parse(execFileSync(process.execPath, [BIN, 'init', '--data-dir', dataDir, '--json'], { env, encoding: 'utf8' })) as { api_key: string }).api_key;
  const proc = spawn(process.execPath, [BIN, 'daemon', 'run', '--data-dir', dataDir, '--port', '0'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let err = '';
  proc.stderr!.on('data', (b: Buffer) => (err = (err + b.toString()).slice(-4000)));
  const url = await new Promise<string>((res, rej) => {
    let buf = '';
    proc.stdout!.on('data', (b: Buffer) => {
      buf += b.toString();
      const m = /listening on (http:\/\/\S+)/.exec(buf);
      if (m) res(m[1]!);
    });
    proc.once('exit', (c) => rej(new Error(`daemon exited ${c}: ${err}`)));
  });
  proc.on('exit', (code, sig) => console.error(`!! daemon exited (${sig ?? code}): ${err.split('\n').slice(-6).join('\n')}`));
  return { url, key, proc, deaths: d?.deaths ?? 0 };
}

const alive = (p: ChildProcess) => p.exitCode === null && p.signalCode === null;

/** Peak RSS, MB, in the current window: daemon, its extraction processes, both at one instant. */
class Sampler {
  daemon = 0;
  children = 0;
  total = 0;
  private timer: NodeJS.Timeout;
  constructor(private readonly d: () => Daemon) {
    this.timer = setInterval(() => this.sample(), 100);
  }
  sample(): void {
    const pid = this.d().proc.pid;
    if (!pid || !alive(this.d().proc)) return;
    const dm = rssMb(pid);
    const ch = descendants(pid).reduce((s, p) => s + rssMb(p), 0);
    this.daemon = Math.max(this.daemon, dm);
    this.children = Math.max(this.children, ch);
    this.total = Math.max(this.total, dm + ch);
  }
  reset(): void {
    this.daemon = this.children = this.total = 0;
  }
  stop(): void {
    clearInterval(this.timer);
  }
}

async function upload(d: Daemon, name: string, data: Blob, subUser: string): Promise<string> {
  const fd = new FormData();
  fd.set('sub_user_name', subUser);
  fd.set('file', data, name);
  const res = await fetch(`${d.url}/file/upload`, { method: 'POST', headers: { 'X-API-Key': d.key }, body: fd });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`upload ${name}: ${res.status} ${text}`);
  return (JSON.parse(text) as { file_id: string }).file_id;
}

async function status(d: Daemon, id: string, subUser: string): Promise<{ status: string; error?: string | null }> {
  const res = await fetch(`${d.url}/file/status/${id}?sub_user_name=${subUser}`, { headers: { 'X-API-Key': d.key }, signal: AbortSignal.timeout(30_000) });
  return (await res.json()) as { status: string; error?: string | null };
}

async function waitFinal(d: Daemon, id: string, subUser: string, limitS: number): Promise<{ status: string; error?: string | null; s: number }> {
  const t0 = performance.now();
  for (;;) {
    if (!alive(d.proc)) return { status: 'DAEMON DIED', s: (performance.now() - t0) / 1000 };
    const st = await status(d, id, subUser).catch(() => ({ status: 'NO ANSWER', error: null }));
    const s = (performance.now() - t0) / 1000;
    if (st.status === 'COMPLETED' || st.status === 'FAILED') return { ...st, s };
    if (s > limitS) return { status: `${st.status} after ${limitS} s`, s };
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The slowest /health answer while `until` is pending, ms. */
async function healthWatch(d: Daemon, until: Promise<unknown>): Promise<number> {
  let done = false;
  void until.finally(() => (done = true));
  let worst = 0;
  while (!done && alive(d.proc)) {
    const t0 = performance.now();
    await fetch(`${d.url}/health`, { signal: AbortSignal.timeout(60_000) }).then((r) => r.arrayBuffer()).catch(() => undefined);
    worst = Math.max(worst, performance.now() - t0);
    await new Promise((r) => setTimeout(r, 250));
  }
  return worst;
}

let canaries = 0;
async function canary(d: Daemon): Promise<number> {
  const t0 = performance.now();
  const n = ++canaries;
  const id = await upload(d, `canary-${n}.txt`, new Blob([`canary ${n}: the heron nests by the mill pond.`]), 'canary');
  const r = await waitFinal(d, id, 'canary', WAIT_S);
  return r.status === 'COMPLETED' ? (performance.now() - t0) / 1000 : Number.NaN;
}

interface Row {
  file: string;
  size: string;
  status: string;
  time: number;
  daemon: number;
  children: number;
  total: number;
  canary: number;
  health: number;
  alive: boolean;
}

const fmtSize = (b: number) => (b >= MB ? `${(b / MB).toFixed(b >= 10 * MB ? 0 : 1)} MB` : `${(b / 1024).toFixed(0)} KB`);

async function runOne(state: { d: Daemon }, sampler: Sampler, files: HostileFile[], label: string, sub: string): Promise<Row> {
  // Let the previous file's processes settle before the window opens.
  await new Promise((r) => setTimeout(r, 500));
  sampler.reset();
  const d = state.d;
  const t0 = performance.now();
  const work = (async () => {
    const ids = await Promise.all(files.map(async (f) => ({ f, id: await upload(d, f.name, await openAsBlob(f.path), sub) })));
    // The canary goes in once the hostile files are queued, and must not wait behind them.
    const canaryP = canary(d);
    const finals = await Promise.all(ids.map(({ id }) => waitFinal(d, id, sub, WAIT_S)));
    return { finals, canaryS: await canaryP };
  })();
  const health = await healthWatch(d, work);
  const { finals, canaryS } = await work.catch((err: Error) => ({ finals: [{ status: `ERROR ${err.message}`, s: 0 }], canaryS: Number.NaN }));
  sampler.sample();
  const wasAlive = alive(d.proc);
  const statuses = [...new Set(finals.map((f) => f.status))];
  const reason = finals.length === 1 && 'error' in finals[0]! && finals[0].error ? ` (${String(finals[0].error).slice(0, 70)})` : '';
  const row: Row = {
    file: label,
    size: fmtSize(files.reduce((s, f) => s + statSync(f.path).size, 0)),
    status: statuses.join('/') + reason,
    time: (performance.now() - t0) / 1000,
    daemon: sampler.daemon,
    children: sampler.children,
    total: sampler.total,
    canary: canaryS,
    health,
    alive: wasAlive,
  };
  if (!wasAlive) {
    state.d.deaths++;
    state.d = await launch(state.d);
  }
  console.log(format(row));
  return row;
}

const HEAD = `${'file'.padEnd(18)} ${'size'.padStart(8)} ${'time s'.padStart(7)} ${'daemon MB'.padStart(9)} ${'children MB'.padStart(11)} ${'total MB'.padStart(8)} ${'canary s'.padStart(8)} ${'/health ms'.padStart(10)} ${'alive'.padEnd(5)} status`;
function format(r: Row): string {
  const n = (v: number, w: number, dp = 0) => (Number.isFinite(v) ? v.toFixed(dp) : '—').padStart(w);
  return `${r.file.padEnd(18)} ${r.size.padStart(8)} ${n(r.time, 7, 1)} ${n(r.daemon, 9)} ${n(r.children, 11)} ${n(r.total, 8)} ${n(r.canary, 8, 1)} ${n(r.health, 10)} ${(r.alive ? 'yes' : 'NO').padEnd(5)} ${r.status}`;
}

async function main(): Promise<void> {
  const cache = join(tmpdir(), 'ctx-hostile-files');
  mkdirSync(cache, { recursive: true });
  console.log(`generating hostile files in ${cache} …`);
  let files = await generateHostile(cache, BENCH_SIZES);
  if (ONLY) files = files.filter((f) => ONLY.some((o) => f.name.includes(o)));
  const state = { d: await launch() };
  const sampler = new Sampler(() => state.d);
  const rows: Row[] = [];
  console.log(HEAD);
  try {
    for (const f of files) rows.push(await runOne(state, sampler, [f], f.name, 'attacker'));
    if (files.length > 1) rows.push(await runOne(state, sampler, files, 'ALL AT ONCE', 'attacker2'));
  } finally {
    sampler.stop();
    if (alive(state.d.proc)) {
      const exited = new Promise((r) => state.d.proc.once('exit', r));
      state.d.proc.kill('SIGTERM');
      await exited;
    }
    rmSync(base, { recursive: true, force: true });
  }
  const peak = Math.max(...rows.map((r) => r.total));
  const worstCanary = Math.max(...rows.map((r) => (Number.isFinite(r.canary) ? r.canary : Infinity)));
  const died = rows.filter((r) => !r.alive).length;
  const summary = [
    `daemon alive throughout: ${died === 0 ? 'yes' : `NO (died ${died} time(s))`}`,
    `peak total RSS (daemon + extraction processes at one instant): ${peak.toFixed(0)} MB (target ≤ 1536)`,
    `slowest canary: ${Number.isFinite(worstCanary) ? worstCanary.toFixed(1) + ' s' : 'did not complete'} (target ≤ 5 s)`,
  ];
  const text = [
    `bench:hostile — ${new Date().toISOString().slice(0, 10)}, node ${process.version}, default settings except job_timeout_s=${JOB_TIMEOUT_S}; wait per file ≤ ${WAIT_S} s`,
    'RSS sampled every 100 ms from /proc (VmRSS); "children" = every descendant of the daemon at once; "total" = daemon + children at one instant.',
    'canary: a 46-byte .txt of another sub-user uploaded right after the hostile file(s), upload → COMPLETED.',
    '',
    HEAD,
    ...rows.map(format),
    '',
    ...summary,
    '',
  ].join('\n');
  console.log('\n' + summary.join('\n'));
  writeFileSync(OUT, text);
  console.log(`written to ${OUT}`);
}

await main();

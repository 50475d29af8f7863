/**
 * npm run bench:scale -- --backend postgres: the bench:scale corpus (SCALE_CHUNKS, default
 * 20,000 here) ingested and searched on SQLite, then on PostgreSQL with one daemon, then on
 * PostgreSQL with two daemons sharing the database (uploads alternate between them), in one run
 * on this machine. Reports ingest throughput, CPU seconds per file (daemons with their
 * extraction processes, and the PostgreSQL server), and /ai/search p50/p95 against daemon 1.
 * SCALE_PG_DAEMONS=1 leaves out the two-daemon run.
 * Needs CTX_BENCH_DATABASE_URL or CTX_TEST_DATABASE_URL (a server where databases may be made;
 * scripts/dev-postgres.sh start). Results: bench/results/scale-postgres.{txt,json}.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadavg } from 'node:os';
import { Agent, request } from 'undici';
import { cpuSeconds, descendants, percentile, postgresPids, ROOT, runConcurrent, startBenchDaemon, uploadText, waitForJobs, type BenchDaemon } from './harness.js';
import { scaleCorpus, scifactTestQueries } from './scale-corpus.js';
import { freshBenchDatabase } from './pg-bench.js';

const TARGET = Number(process.env.SCALE_CHUNKS ?? 20_000);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 8);
const testQueries = scifactTestQueries();
const { files, chunks } = scaleCorpus(TARGET);

interface RunResult {
  label: string;
  ingest_s: number;
  files_per_s: number;
  daemon_cpu_s_per_file: number;
  postgres_cpu_s_per_file: number;
  search_ms: Record<string, { p50: number; p95: number }>;
}

const treeCpu = (ds: BenchDaemon[]): number => cpuSeconds(ds.flatMap((d) => [d.pid, ...descendants(d.pid)]));

async function run(label: string, env: Record<string, string>, daemons: number): Promise<RunResult> {
  const ds: BenchDaemon[] = [];
  for (let i = 0; i < daemons; i++) ds.push(await startBenchDaemon(env));
  const key = ds[0]!.key;
  const dispatcher = new Agent({ connections: CLIENTS, keepAliveTimeout: 30_000 });
  try {
    const pgPids = postgresPids();
    const cpu0 = treeCpu(ds);
    const pg0 = cpuSeconds(pgPids);
    const t0 = performance.now();
    await runConcurrent(files, CLIENTS, async (text, i) => {
      await uploadText({ url: ds[i % ds.length]!.url, key }, `/scale/${Math.floor(i / 500)}`, `doc-${i}.txt`, text, dispatcher);
    });
    await waitForJobs(ds[0]!, 500);
    const ingest = (performance.now() - t0) / 1000;
    const daemonCpu = treeCpu(ds) - cpu0;
    const pgCpu = env.CTX_DATABASE_URL ? cpuSeconds(pgPids) - pg0 : 0;
    const headers = { 'x-api-key': key, 'content-type': 'application/x-www-form-urlencoded' };
    const time = async (mode: string, limit: number): Promise<number[]> => {
      const out: number[] = [];
      for (const q of testQueries) {
        const s = performance.now();
        const res = await request(`${ds[0]!.url}/ai/search`, { method: 'POST', headers, body: new URLSearchParams({ message: q, limit: String(limit), mode }).toString(), dispatcher });
        await res.body.json();
        if (res.statusCode !== 200) throw new Error(`/ai/search answered ${res.statusCode}`);
        out.push(performance.now() - s);
      }
      return out.sort((a, b) => a - b);
    };
    const search: RunResult['search_ms'] = {};
    if (daemons === 1) {
      await time('hybrid', 10);
      for (const [mode, limit] of [['hybrid', 10], ['bm25', 10]] as const) {
        const l = await time(mode, limit);
        search[`${mode}_limit${limit}`] = { p50: percentile(l, 50), p95: percentile(l, 95) };
      }
    }
    const r = { label, ingest_s: ingest, files_per_s: files.length / ingest, daemon_cpu_s_per_file: daemonCpu / files.length, postgres_cpu_s_per_file: pgCpu / files.length, search_ms: search };
    console.log(JSON.stringify(r));
    return r;
  } finally {
    await dispatcher.close();
    for (const d of ds) await d.stop();
  }
}

console.log(`scale (backends): ${files.length} files, ${chunks} chunks, load ${loadavg()[0]!.toFixed(2)}`);
const results: RunResult[] = [];
results.push(await run('sqlite, 1 daemon', {}, 1));
// SCALE_PG_DAEMONS: the PostgreSQL runs, as daemon counts (default "1,2"; "1" skips the two-daemon ingest).
for (const n of (process.env.SCALE_PG_DAEMONS ?? '1,2').split(',').map(Number)) {
  const db = freshBenchDatabase();
  try {
    results.push(await run(`postgres, ${n} daemon${n > 1 ? 's' : ''}`, { CTX_DATABASE_URL: db.url }, n));
  } finally {
    db.drop();
  }
}
const lines = [
  `bench:scale --backend postgres: ${chunks} chunks in ${files.length} files (SciFact sentences), ${testQueries.length} SciFact test claims as queries; 2 cores shared with other agents, load ${loadavg()[0]!.toFixed(2)} at the end`,
  ...results.map(
    (r) =>
      `${r.label.padEnd(20)} ingest ${r.ingest_s.toFixed(0)} s (${r.files_per_s.toFixed(1)} files/s); CPU per file: daemons ${(r.daemon_cpu_s_per_file * 1000).toFixed(0)} ms, postgres ${(r.postgres_cpu_s_per_file * 1000).toFixed(0)} ms` +
      Object.entries(r.search_ms).map(([k, v]) => `; /ai/search ${k} p50 ${v.p50.toFixed(1)} ms p95 ${v.p95.toFixed(1)} ms`).join(''),
  ),
];
const sq = results[0]!.search_ms;
const pg = results[1]!.search_ms;
for (const k of Object.keys(sq)) lines.push(`/ai/search ${k}: postgres p50 / sqlite p50 = ${(pg[k]!.p50 / sq[k]!.p50).toFixed(2)}`);
if (results[2]) lines.push(`ingest, postgres 2 daemons / 1 daemon: ${(results[2].files_per_s / results[1]!.files_per_s).toFixed(2)}x files/s`);
console.log(lines.join('\n'));
mkdirSync(join(ROOT, 'bench', 'results'), { recursive: true });
writeFileSync(join(ROOT, 'bench', 'results', 'scale-postgres.txt'), `# npm run bench:scale -- --backend postgres (${new Date().toISOString()})\n${lines.join('\n')}\n`);
writeFileSync(join(ROOT, 'bench', 'results', 'scale-postgres.json'), JSON.stringify({ chunks, files: files.length, results, date: new Date().toISOString() }, null, 2) + '\n');

/**
 * npm run bench:scale — a synthetic corpus of SCALE_CHUNKS chunks (default 100,000) uploaded
 * through the HTTP API: files of SCALE_PER_FILE paragraphs (default 25) of ~800 characters,
 * each paragraph one chunk, made of sentences drawn at random (seeded) from the SciFact
 * corpus so the vocabulary is realistic. Then times /ai/search (hybrid and bm25, limit 10 and
 * 100) over SciFact's test claims and reports the daemon's memory.
 * Results: bench/results/scale.{txt,json}. BENCH_DATA_DIR: keep the data dir there.
 */
import { writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { loadavg } from 'node:os';
import { Agent, request } from 'undici';
import { percentile, ROOT, rssOf, runConcurrent, startBenchDaemon, uploadText, waitForJobs } from './harness.js';
import { scaleCorpus, scifactTestQueries } from './scale-corpus.js';

// `-- --backend postgres`: SQLite and PostgreSQL side by side (scale-backends.ts).
if (process.argv.includes('--backend') && process.argv[process.argv.indexOf('--backend') + 1] === 'postgres') {
  await import('./scale-backends.js');
  process.exit(0);
}

const TARGET = Number(process.env.SCALE_CHUNKS ?? 100_000);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 8);
const testQueries = scifactTestQueries();
const { files, chunks } = scaleCorpus(TARGET);

// BENCH_DATA_DIR keeps the database for in-process profiling afterwards.
const d = await startBenchDaemon({}, process.env.BENCH_DATA_DIR);
const dispatcher = new Agent({ connections: CLIENTS, keepAliveTimeout: 30_000 });
const headers = { 'x-api-key': d.key, 'content-type': 'application/x-www-form-urlencoded' };
try {
  console.log(`scale: ${files.length} files, ${chunks} chunks, ${(files.reduce((a, f) => a + f.length, 0) / 1e6).toFixed(0)} MB of text (load ${loadavg()[0]!.toFixed(2)})`);
  const t0 = performance.now();
  await runConcurrent(files, CLIENTS, async (text, i) => {
    await uploadText(d, `/scale/${Math.floor(i / 500)}`, `doc-${i}.txt`, text, dispatcher);
  });
  await waitForJobs(d, 500);
  const ingestS = (performance.now() - t0) / 1000;
  console.log(`ingested in ${ingestS.toFixed(0)} s (${(chunks / ingestS).toFixed(0)} chunks/s)`);

  const time = async (mode: string, limit: number): Promise<number[]> => {
    const out: number[] = [];
    for (const q of testQueries) {
      const s = performance.now();
      const res = await request(`${d.url}/ai/search`, {
        method: 'POST',
        headers,
        body: new URLSearchParams({ message: q, limit: String(limit), mode }).toString(),
        dispatcher,
      });
      await res.body.json();
      if (res.statusCode !== 200) throw new Error(`/ai/search answered ${res.statusCode}`);
      out.push(performance.now() - s);
    }
    return out.sort((a, b) => a - b);
  };
  await time('hybrid', 10); // warm the page cache once
  const results: Record<string, { p50: number; p95: number }> = {};
  for (const [mode, limit] of [['hybrid', 10], ['bm25', 10], ['hybrid', 100], ['bm25', 100]] as const) {
    const l = await time(mode, limit);
    results[`${mode}_limit${limit}`] = { p50: percentile(l, 50), p95: percentile(l, 95) };
  }
  const mem = rssOf(d.pid);
  const lines = [
    `synthetic scale run: ${chunks} chunks in ${files.length} files (SciFact sentences), ${testQueries.length} SciFact test claims as queries, load average ${loadavg()[0]!.toFixed(2)} (2 cores, shared)`,
    ...Object.entries(results).map(([k, v]) => `/ai/search ${k.padEnd(16)} p50 ${v.p50.toFixed(2)} ms  p95 ${v.p95.toFixed(2)} ms`),
    `daemon RSS: ${mem.rss.toFixed(0)} MB now, ${mem.peak.toFixed(0)} MB peak; ingest ${ingestS.toFixed(0)} s`,
  ];
  console.log(lines.join('\n'));
  mkdirSync(join(ROOT, 'bench', 'results'), { recursive: true });
  writeFileSync(join(ROOT, 'bench', 'results', 'scale.txt'), `# npm run bench:scale (${new Date().toISOString()})\n${lines.join('\n')}\n`);
  writeFileSync(
    join(ROOT, 'bench', 'results', 'scale.json'),
    JSON.stringify({ chunks, files: files.length, search_ms: results, rss_mb: mem, ingest_s: ingestS, load_average: loadavg()[0], date: new Date().toISOString() }, null, 2) + '\n',
  );
} finally {
  await dispatcher.close();
  await d.stop();
}

/**
 * npm run bench:ingest — uploads the SciFact corpus (one <_id>.txt per doc: title, blank line,
 * text) through the HTTP API with concurrent clients, waits for every file to be COMPLETED,
 * then measures /ai/search while the sentence encoder's backlog runs, waits until every chunk
 * has its vector, and times /ai/search (limit 10, the 300 test questions) and /ai/query
 * (built-in answerer, 300 train questions, none asked before) against a bare FTS5 table of the
 * same corpus. Prints files/s to COMPLETED, the time until the vectors are in place, the
 * latencies, the daemon's and the encoder process's peak RSS and, as a quality check,
 * nDCG@10 on the test split.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadavg } from 'node:os';
import { Agent, request } from 'undici';
import { bareFts5, ndcgAt10, percentile, readQrels, ROOT, runConcurrent, SHARED, startBenchDaemon } from './harness.js';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 16);
const LIMIT = Number(process.env.BENCH_DOCS ?? Infinity);

interface Doc {
  _id: string;
  title: string;
  text: string;
}

const corpus = readFileSync(join(SHARED, 'eval/scifact/corpus.jsonl'), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((l) => JSON.parse(l) as Doc)
  .slice(0, LIMIT);
const queries = new Map(
  readFileSync(join(SHARED, 'eval/scifact/queries.jsonl'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as { _id: string; text: string })
    .map((q) => [q._id, q.text] as const),
);
const qrels = readQrels(join(SHARED, 'eval/scifact/qrels-test.tsv'));
/** Train questions: asked while the backlog runs, and to /ai/query, so none has a cached vector. */
const trainQueries = [...readQrels(join(SHARED, 'eval/scifact/qrels-train.tsv')).keys()].map((q) => queries.get(q) ?? '').filter(Boolean);
const DURING = 100;
/**
 * Everyday questions (bench/paraphrase): about none of SciFact's documents, so BM25 finds
 * little for most and they reach the vectors, i.e. pay a sentence-encoder call.
 */
const paraphrases = readFileSync(join(ROOT, 'bench/paraphrase/queries.jsonl'), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((l) => (JSON.parse(l) as { text: string }).text);

// The daemon's memory sampler (src/daemon/memory-sampler.ts) explains its peak RSS.
const d = await startBenchDaemon({ CTX_MEMORY_SAMPLE_MS: process.env.CTX_MEMORY_SAMPLE_MS ?? '250', ...daemonEnv() });
const dispatcher = new Agent({ connections: CLIENTS, keepAliveTimeout: 30_000 });
const headers = { 'x-api-key': d.key };

async function upload(doc: Doc): Promise<string> {
  const boundary = `----ctxbench${Math.random().toString(16).slice(2)}`;
  const body =
    `--${boundary}\r\nContent-Disposition: form-data; name="path"\r\n\r\n/scifact\r\n` +
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${doc._id}.txt"\r\nContent-Type: text/plain\r\n\r\n` +
    `${doc.title}\n\n${doc.text}\r\n--${boundary}--\r\n`;
  for (let attempt = 0; ; attempt++) {
    const res = await request(`${d.url}/file/upload`, {
      method: 'POST',
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      body,
      dispatcher,
    });
    const text = await res.body.text();
    if (res.statusCode === 200) return (JSON.parse(text) as { file_id: string }).file_id;
    if (attempt >= 3) throw new Error(`upload ${doc._id}: ${res.statusCode} ${text}`);
  }
}

interface Health {
  jobs_pending: number;
  vectors: Array<{ model: string; state: string; vectors: number; chunks: number; pending: number; searched: boolean }>;
  encoder: { pid?: number; rss_mb?: number; peak_rss_mb?: number; load_ms?: number } | null;
}

async function health(): Promise<Health> {
  const res = await request(`${d.url}/health`, { dispatcher });
  return (await res.body.json()) as Health;
}

/** The searched space has a vector for every chunk (the encoder's backlog is done). */
function vectorsDone(h: Health): boolean {
  const s = h.vectors.find((v) => v.searched);
  return !!s && s.state === 'ready' && s.pending === 0 && s.chunks > 0;
}

async function search(text: string, limit: number): Promise<{ ms: number; names: string[] }> {
  const form = new URLSearchParams({ message: text, limit: String(limit) });
  const s = performance.now();
  const res = await request(`${d.url}/ai/search`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
    dispatcher,
  });
  const hits = (await res.body.json()) as Array<{ file_name: string }>;
  return { ms: performance.now() - s, names: hits.map((h) => h.file_name.replace(/\.txt$/, '')) };
}

async function ask(text: string): Promise<number> {
  const payload = JSON.stringify({ messages: [{ role: 'user', content: [{ type: 'text', text }] }] });
  const form = new URLSearchParams({ payload, model: 'builtin' });
  const s = performance.now();
  const res = await request(`${d.url}/ai/query`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
    dispatcher,
  });
  const answer = await res.body.text();
  if (res.statusCode !== 200) throw new Error(`/ai/query: ${res.statusCode} ${answer}`);
  return performance.now() - s;
}

/** The daemon's peak RSS so far at each phase's end: where the peak happens. */
const phases: string[] = [];
const mark = (label: string) => phases.push(`${label} ${d.peakRssMb().toFixed(0)}`);

/** BENCH_DAEMON_ENV='A=1 B=2': extra environment for the daemon (A/B runs of NODE_OPTIONS, MALLOC_ARENA_MAX). */
function daemonEnv(): Record<string, string> {
  return Object.fromEntries((process.env.BENCH_DAEMON_ENV ?? '').split(/\s+(?=[A-Z_]+=)/).filter(Boolean).map((kv) => [kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1)]));
}

const p50 = (xs: number[]) => percentile([...xs].sort((a, b) => a - b), 50);
const p95 = (xs: number[]) => percentile([...xs].sort((a, b) => a - b), 95);

try {
  console.log(`uploading ${corpus.length} files with ${CLIENTS} concurrent clients to ${d.url} (load average ${loadavg()[0]!.toFixed(2)}, 2 cores, shared)`);
  const t0 = performance.now();
  await runConcurrent(corpus, CLIENTS, async (doc) => {
    await upload(doc);
  });
  const tUploaded = performance.now();
  mark('uploaded');
  while ((await health()).jobs_pending > 0) await new Promise((r) => setTimeout(r, 50));
  const tDone = performance.now();
  mark('completed');
  const list = await request(`${d.url}/file/list?path=/scifact`, { headers, dispatcher });
  const items = ((await list.body.json()) as { items: Array<{ status: string; is_dir: boolean }> }).items.filter((i) => !i.is_dir);
  const completed = items.filter((i) => i.status === 'COMPLETED').length;
  const secs = (tDone - t0) / 1000;
  console.log(`files:            ${completed}/${corpus.length} COMPLETED`);
  console.log(`upload phase:     ${((tUploaded - t0) / 1000).toFixed(2)} s`);
  console.log(`to COMPLETED:     ${secs.toFixed(2)} s  -> ${(corpus.length / secs).toFixed(1)} files/s (target >= 200)`);
  console.log(`daemon CPU to COMPLETED: ${d.cpuSeconds().toFixed(2)} s (user + system; ${((d.cpuSeconds() * 1000) / corpus.length).toFixed(2)} ms per file whatever the load)`);
  if (process.env.BENCH_UNTIL === 'completed') {
    // A quick look at the ingest phase's memory (where the daemon's peak is) for A/B runs.
    const atPeak = d.memoryAtPeak();
    console.log(`daemon peak RSS:  ${d.peakRssMb().toFixed(0)} MB (BENCH_UNTIL=completed: the later phases are skipped)`);
    if (atPeak) console.log(`daemon at its peak (${atPeak.samples} samples): ${JSON.stringify(atPeak.sample)}`);
    await dispatcher.close();
    await d.stop();
    process.exit(0);
  }

  // While the encoder's backlog runs: searches with questions not asked before (train split).
  const during: number[] = [];
  let h = await health();
  const pendingAtStart = h.vectors.find((v) => v.searched)?.pending ?? 0;
  for (const q of trainQueries.slice(0, DURING)) {
    if (vectorsDone(h)) break;
    during.push((await search(q, 10)).ms);
    h = await health();
  }
  if (during.length) console.log(`search p50 while embedding: ${p50(during).toFixed(2)} ms, p95 ${p95(during).toFixed(2)} ms (limit 10, ${during.length} new questions, ${pendingAtStart} chunks pending at the start)`);
  // Questions that need their vector while the encoder works through the backlog.
  const duringVec: number[] = [];
  for (const q of paraphrases.slice(0, 40)) {
    if (vectorsDone(h)) break;
    duringVec.push((await search(q, 10)).ms);
    h = await health();
  }
  if (duringVec.length) console.log(`  the same, everyday questions of bench/paraphrase (most reach the vectors, i.e. the encoder): p50 ${p50(duringVec).toFixed(2)} ms, p95 ${p95(duringVec).toFixed(2)} ms (${duringVec.length})`);
  let lastPrint = 0;
  while (!vectorsDone(h)) {
    if (performance.now() - lastPrint > 30_000) {
      const s = h.vectors.find((v) => v.searched);
      if (s) console.log(`  vectors: ${s.vectors}/${s.chunks} (${((performance.now() - tDone) / 1000).toFixed(0)} s after COMPLETED)`);
      lastPrint = performance.now();
    }
    await new Promise((r) => setTimeout(r, 200));
    h = await health();
  }
  const tVectors = performance.now();
  mark('vectors');
  const space = h.vectors.find((v) => v.searched)!;
  console.log(`vectors in place: ${((tVectors - t0) / 1000).toFixed(1)} s after the first upload, ${((tVectors - tDone) / 1000).toFixed(1)} s after the last COMPLETED (${space.vectors} chunks, ${space.model}; ${((tVectors - tDone) / space.chunks).toFixed(1)} ms per chunk)`);

  // Every test question once (none asked before: no cached query vector), at the default limit.
  const lat10: number[] = [];
  for (const qid of qrels.keys()) lat10.push((await search(queries.get(qid) ?? '', 10)).ms);
  // The same at limit 100 for the quality check (query vectors now cached).
  const run = new Map<string, string[]>();
  for (const qid of qrels.keys()) run.set(qid, (await search(queries.get(qid) ?? '', 100)).names);
  // /ai/query with the built-in answerer on questions not searched before (train split).
  const queryLat: number[] = [];
  for (const q of trainQueries.slice(DURING, DURING + 300)) queryLat.push(await ask(q));
  // /ai/query on paraphrased questions not asked before: each pays the question's encoder call.
  const queryVec: number[] = [];
  for (const q of paraphrases.slice(40)) queryVec.push(await ask(q));
  const queryWarm: number[] = [];
  for (const qid of [...qrels.keys()].slice(0, 100)) queryWarm.push(await ask(queries.get(qid) ?? ''));
  mark('queries');
  const bare = bareFts5(corpus, [...qrels.keys()].map((q) => queries.get(q) ?? ''));
  h = await health();

  console.log(`search p50:       ${p50(lat10).toFixed(2)} ms, p95 ${p95(lat10).toFixed(2)} ms (limit 10, ${lat10.length} test questions, first time each)`);
  console.log(`bare FTS5 p50:    ${bare.p50.toFixed(2)} ms (same corpus, same questions, limit 10, in-process: target search p50 <= 3x = ${(3 * bare.p50).toFixed(2)} ms)`);
  console.log(`query p50:        ${p50(queryLat).toFixed(2)} ms, p95 ${p95(queryLat).toFixed(2)} ms (built-in answerer, ${queryLat.length} new questions; target <= 150)`);
  console.log(`query p50, everyday questions of bench/paraphrase, not asked before: ${p50(queryVec).toFixed(2)} ms, p95 ${p95(queryVec).toFixed(2)} ms (${queryVec.length})`);
  console.log(`query p50, asked after a search of the same text: ${p50(queryWarm).toFixed(2)} ms`);
  console.log(`daemon peak RSS:  ${d.peakRssMb().toFixed(0)} MB; encoder process ${h.encoder?.peak_rss_mb ?? '-'} MB peak (${h.encoder?.rss_mb ?? '-'} MB now); together ${(d.peakRssMb() + (h.encoder?.peak_rss_mb ?? 0)).toFixed(0)} MB (target <= 500); with the extraction processes: ${(d.treePeakRssMb()).toFixed(0)} MB`);
  const atPeak = d.memoryAtPeak();
  console.log(`daemon peak RSS after each phase (MB): ${phases.join(', ')}`);
  if (atPeak) console.log(`daemon at its peak (${atPeak.samples} samples): ${JSON.stringify(atPeak.sample)}`);
  if (corpus.length >= 5183) console.log(`nDCG@10 (test):   ${ndcgAt10(run, qrels).toFixed(3)} (BM25 reference 0.682)`);
} finally {
  await dispatcher.close();
  await d.stop();
}

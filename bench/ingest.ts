/**
 * npm run bench:ingest — uploads the SciFact corpus (one <_id>.txt per doc: title, blank line,
 * text) through the HTTP API with concurrent clients, waits for every file to be COMPLETED,
 * then times /ai/search and /ai/query (built-in answerer) over the 300 test queries. Prints
 * files/s, search and query p50/p95, the
 * daemon's peak RSS and, as a quality check, nDCG@10 on the test split.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Agent, request } from 'undici';
import { ndcgAt10, percentile, readQrels, runConcurrent, SHARED, startBenchDaemon } from './harness.js';

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

const d = await startBenchDaemon();
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

async function pending(): Promise<number> {
  const res = await request(`${d.url}/health`, { dispatcher });
  return ((await res.body.json()) as { jobs_pending: number }).jobs_pending;
}

try {
  console.log(`uploading ${corpus.length} files with ${CLIENTS} concurrent clients to ${d.url}`);
  const t0 = performance.now();
  await runConcurrent(corpus, CLIENTS, async (doc) => {
    await upload(doc);
  });
  const tUploaded = performance.now();
  while ((await pending()) > 0) await new Promise((r) => setTimeout(r, 50));
  const tDone = performance.now();
  const list = await request(`${d.url}/file/list?path=/scifact`, { headers, dispatcher });
  const items = ((await list.body.json()) as { items: Array<{ status: string; is_dir: boolean }> }).items.filter((i) => !i.is_dir);
  const completed = items.filter((i) => i.status === 'COMPLETED').length;

  const latencies: number[] = [];
  const run = new Map<string, string[]>();
  for (const qid of qrels.keys()) {
    const form = new URLSearchParams({ message: queries.get(qid) ?? '', limit: '100' });
    const s = performance.now();
    const res = await request(`${d.url}/ai/search`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
      dispatcher,
    });
    const hits = (await res.body.json()) as Array<{ file_name: string }>;
    latencies.push(performance.now() - s);
    run.set(qid, hits.map((h) => h.file_name.replace(/\.txt$/, '')));
  }
  latencies.sort((a, b) => a - b);
  // /ai/query with the built-in answerer over the same queries (retrieval + extractive answer + session write).
  const queryLatencies: number[] = [];
  for (const qid of qrels.keys()) {
    const payload = JSON.stringify({ messages: [{ role: 'user', content: [{ type: 'text', text: queries.get(qid) ?? '' }] }] });
    const form = new URLSearchParams({ payload, model: 'builtin' });
    const s = performance.now();
    const res = await request(`${d.url}/ai/query`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
      dispatcher,
    });
    const answer = await res.body.text();
    if (res.statusCode !== 200) throw new Error(`/ai/query ${qid}: ${res.statusCode} ${answer}`);
    queryLatencies.push(performance.now() - s);
  }
  queryLatencies.sort((a, b) => a - b);
  const secs = (tDone - t0) / 1000;
  console.log(`files:            ${completed}/${corpus.length} COMPLETED`);
  console.log(`upload phase:     ${((tUploaded - t0) / 1000).toFixed(2)} s`);
  console.log(`end to end:       ${secs.toFixed(2)} s  -> ${(corpus.length / secs).toFixed(1)} files/s (target >= 100)`);
  console.log(`search p50:       ${percentile(latencies, 50).toFixed(2)} ms (target <= 20)`);
  console.log(`search p95:       ${percentile(latencies, 95).toFixed(2)} ms`);
  console.log(`query p50:        ${percentile(queryLatencies, 50).toFixed(2)} ms (target <= 60, built-in answerer)`);
  console.log(`query p95:        ${percentile(queryLatencies, 95).toFixed(2)} ms`);
  console.log(`daemon peak RSS:  ${d.peakRssMb().toFixed(0)} MB (target <= 300); with its extraction processes: ${d.treePeakRssMb().toFixed(0)} MB`);
  if (corpus.length >= 5183) console.log(`nDCG@10 (test):   ${ndcgAt10(run, qrels).toFixed(3)} (BM25 reference 0.682)`);
} finally {
  await dispatcher.close();
  await d.stop();
}

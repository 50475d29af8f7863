/**
 * npm run bench:retrieval -- <BEIR dataset dir> [more dirs…]
 *
 * For each dataset (corpus.jsonl, queries.jsonl, qrels-test.tsv or qrels/test.tsv): starts a
 * real daemon with a fresh data dir, uploads the corpus through the HTTP API (one
 * <_id>.txt per document: title, blank line, text), waits for processing, runs every query of
 * the qrels through /ai/search with limit=100 twice — mode=bm25 and mode=hybrid — writes both
 * run TSVs, scores them with ../shared/eval/ndcg.py and prints them side by side, with the
 * search and /ai/query latencies, how often the built-in answer's facts come from a relevant
 * document, and the daemon's memory. Results go to
 * bench/results/retrieval-<dataset>.{txt,json}.
 *
 * Environment: BENCH_SPLIT (default test), BENCH_CLIENTS (upload concurrency, 16),
 * BENCH_QUERY_RUNS (how many queries also go through /ai/query, default all; 0 skips),
 * BENCH_RUN_DIR (where run TSVs go; default a temp dir).
 *
 * `-- --backend postgres <dirs>`: each dataset on SQLite and then on PostgreSQL (a fresh
 * database on CTX_BENCH_DATABASE_URL's or CTX_TEST_DATABASE_URL's server), side by side in
 * bench/results/retrieval-<dataset>-postgres.{txt,json}.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir, loadavg } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { Agent, request } from 'undici';
import { freshBenchDatabase } from './pg-bench.js';
import { FactScore, percentile, readQrels, ROOT, rssOf, runConcurrent, SHARED, startBenchDaemon, uploadText, waitForJobs, waitForVectors, type BenchDaemon } from './harness.js';

const SPLIT = process.env.BENCH_SPLIT ?? 'test';
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 16);
const QUERY_RUNS = process.env.BENCH_QUERY_RUNS === undefined ? Infinity : Number(process.env.BENCH_QUERY_RUNS);
const NDCG = join(SHARED, 'eval', 'ndcg.py');

interface Doc {
  _id: string;
  title?: string;
  text: string;
}

interface Scores {
  'nDCG@10': number;
  'Recall@10': number;
  'Recall@100': number;
  'MRR@10': number;
  queries_evaluated: number;
}

function readJsonl<T>(file: string): T[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as T);
}

function qrelsFile(dir: string): string {
  for (const f of [join(dir, `qrels-${SPLIT}.tsv`), join(dir, 'qrels', `${SPLIT}.tsv`)]) if (existsSync(f)) return f;
  throw new Error(`no qrels for split ${SPLIT} in ${dir}`);
}

function qrelQueries(file: string): string[] {
  const ids = new Set<string>();
  for (const line of readFileSync(file, 'utf8').split('\n').slice(1)) {
    const [q, , s] = line.trim().split('\t');
    if (q && Number(s) > 0) ids.add(q);
  }
  return [...ids];
}

/** A file name for a corpus id (ids may hold characters a file name cannot). */
const fileNameOf = (id: string): string => `${id.replace(/[^\w.-]/g, (c) => `~${c.charCodeAt(0).toString(16)}~`)}.txt`;

function median(xs: number[]): number {
  return percentile([...xs].sort((a, b) => a - b), 50);
}

async function benchDataset(dirArg: string, env: Record<string, string> = {}): Promise<Record<string, unknown>> {
  const dir = resolve(dirArg);
  const name = basename(dir);
  const corpus = readJsonl<Doc>(join(dir, 'corpus.jsonl'));
  const queries = new Map(readJsonl<{ _id: string; text: string }>(join(dir, 'queries.jsonl')).map((q) => [q._id, q.text]));
  const qrels = qrelsFile(dir);
  const qids = qrelQueries(qrels).filter((q) => queries.has(q));
  const idOf = new Map(corpus.map((d) => [fileNameOf(d._id), d._id]));
  const runDir = process.env.BENCH_RUN_DIR ?? mkdtempSync(join(tmpdir(), `ctx-retrieval-${name}-`));
  mkdirSync(runDir, { recursive: true });

  const d: BenchDaemon = await startBenchDaemon(env);
  const dispatcher = new Agent({ connections: CLIENTS, keepAliveTimeout: 30_000 });
  const headers = { 'x-api-key': d.key };
  try {
    console.log(`\n== ${name}: ${corpus.length} documents, ${qids.length} ${SPLIT} queries (daemon ${d.url}, load ${loadavg()[0]!.toFixed(2)})`);
    const t0 = performance.now();
    await runConcurrent(corpus, CLIENTS, async (doc) => {
      await uploadText(d, `/${name}`, fileNameOf(doc._id), doc.title ? `${doc.title}\n\n${doc.text}` : doc.text, dispatcher);
    });
    await waitForJobs(d);
    const ingestS = (performance.now() - t0) / 1000;
    const afterIngest = rssOf(d.pid);
    console.log(`ingested in ${ingestS.toFixed(1)} s (${(corpus.length / ingestS).toFixed(0)} files/s); daemon RSS ${afterIngest.rss.toFixed(0)} MB`);
    const vectorsS = await waitForVectors(d);
    console.log(`vectors in place ${vectorsS.toFixed(1)} s later`);

    const search = async (text: string, mode: string, limit = 100): Promise<{ ids: string[]; scores: number[]; ms: number }> => {
      const s = performance.now();
      const res = await request(`${d.url}/ai/search`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ message: text, limit: String(limit), mode }).toString(),
        dispatcher,
      });
      const hits = (await res.body.json()) as Array<{ file_name: string; score: number }>;
      const ms = performance.now() - s;
      if (res.statusCode !== 200) throw new Error(`/ai/search ${res.statusCode}: ${JSON.stringify(hits)}`);
      return { ids: hits.map((h) => idOf.get(h.file_name) ?? h.file_name.replace(/\.txt$/, '')), scores: hits.map((h) => h.score), ms };
    };

    const modes = ['bm25', 'hybrid'] as const;
    const scores = {} as Record<(typeof modes)[number], Scores>;
    const lat = {} as Record<(typeof modes)[number], number[]>;
    for (const mode of modes) {
      const lines: string[] = [];
      lat[mode] = [];
      for (const q of qids) {
        const r = await search(queries.get(q)!, mode);
        lat[mode].push(r.ms);
        r.ids.forEach((id, i) => lines.push(`${q}\t${id}\t${i + 1}\t${r.scores[i]}`));
      }
      const runFile = join(runDir, `${name}.${mode}.run.tsv`);
      writeFileSync(runFile, lines.join('\n') + '\n');
      scores[mode] = JSON.parse(execFileSync('python3', [NDCG, runFile, qrels, '--json'], { encoding: 'utf8' })) as Scores;
    }
    // The default /ai/search (limit 10), as an agent calls it.
    const lat10: number[] = [];
    for (const q of qids) lat10.push((await search(queries.get(q)!, 'hybrid', 10)).ms);

    // /ai/query with its facts: a fact is right when it comes from a relevant document.
    const rel = readQrels(qrels);
    const queryLat: number[] = [];
    const answers = new FactScore();
    for (const q of qids.slice(0, QUERY_RUNS)) {
      const fd = new FormData();
      fd.set('payload', JSON.stringify({ messages: [{ role: 'user', content: [{ type: 'text', text: queries.get(q) }] }] }));
      fd.set('final_answer', 'true');
      const s = performance.now();
      const res = await fetch(`${d.url}/ai/query`, { method: 'POST', headers, body: fd });
      const body = (await res.json()) as { response: { content: Array<{ facts?: Array<{ reference: string }> }> } };
      if (res.status !== 200) throw new Error(`/ai/query answered ${res.status}`);
      queryLat.push(performance.now() - s);
      answers.add((body.response.content[0]?.facts ?? []).map((f) => rel.get(q)?.has(idOf.get(basename(f.reference.replace(/#.*$/, ''))) ?? '') ?? false));
    }
    const mem = rssOf(d.pid);
    const health = (await (await request(`${d.url}/health`, { dispatcher })).body.json()) as { vectors?: Array<{ model: string; searched: boolean }> };
    const space = health.vectors?.find((v) => v.searched)?.model ?? 'no vectors';

    const f = (x: number) => x.toFixed(3);
    const rows = [
      `dataset ${name} (${corpus.length} docs, ${qids.length} ${SPLIT} queries), /ai/search limit=100, load average ${loadavg()[0]!.toFixed(2)} (2 cores, shared)`,
      `                 nDCG@10  Recall@10  Recall@100  MRR@10`,
      ...modes.map((m) => `${m.padEnd(16)} ${f(scores[m]['nDCG@10'])}    ${f(scores[m]['Recall@10'])}      ${f(scores[m]['Recall@100'])}      ${f(scores[m]['MRR@10'])}`),
      `hybrid - bm25    ${(scores.hybrid['nDCG@10'] - scores.bm25['nDCG@10']).toFixed(3)}    ${(scores.hybrid['Recall@10'] - scores.bm25['Recall@10']).toFixed(3)}      ${(scores.hybrid['Recall@100'] - scores.bm25['Recall@100']).toFixed(3)}      ${(scores.hybrid['MRR@10'] - scores.bm25['MRR@10']).toFixed(3)}`,
      `/ai/search p50: hybrid ${median(lat.hybrid).toFixed(2)} ms, bm25 ${median(lat.bm25).toFixed(2)} ms (limit=100); hybrid limit=10 ${median(lat10).toFixed(2)} ms; p95 hybrid ${percentile([...lat.hybrid].sort((a, b) => a - b), 95).toFixed(2)} ms`,
      queryLat.length ? `/ai/query p50: ${median(queryLat).toFixed(2)} ms, p95 ${percentile([...queryLat].sort((a, b) => a - b), 95).toFixed(2)} ms (${queryLat.length} queries)` : '/ai/query: skipped',
      answers.count
        ? `/ai/query built-in answers: fact precision ${f(answers.result().fact_precision)}, first fact from a relevant document ${f(answers.result().first_fact_right)}, any ${f(answers.result().any_fact_right)}`
        : '',
      `daemon RSS: ${mem.rss.toFixed(0)} MB now, ${mem.peak.toFixed(0)} MB peak (built-in embedder loaded)`,
      `ingest: ${ingestS.toFixed(1)} s, vectors ${vectorsS.toFixed(1)} s more (${space}); run TSVs in ${runDir}`,
    ];
    console.log(rows.join('\n'));
    return {
      dataset: name,
      split: SPLIT,
      documents: corpus.length,
      queries: qids.length,
      bm25: scores.bm25,
      hybrid: scores.hybrid,
      search_p50_ms: { hybrid_limit100: median(lat.hybrid), bm25_limit100: median(lat.bm25), hybrid_limit10: median(lat10) },
      query_p50_ms: queryLat.length ? median(queryLat) : null,
      answers: answers.count ? answers.result() : null,
      rss_mb: mem,
      ingest_s: ingestS,
      vectors_s: vectorsS,
      vector_space: space,
      load_average: loadavg()[0],
      date: new Date().toISOString(),
      text: rows.join('\n'),
    };
  } finally {
    await dispatcher.close();
    await d.stop();
  }
}

const args = process.argv.slice(2);
const backendAt = args.indexOf('--backend');
const backend = backendAt >= 0 ? args.splice(backendAt, 2)[1] : 'sqlite';
const dirs = args;
if (backend !== 'sqlite' && backend !== 'postgres') throw new Error(`--backend sqlite|postgres, not ${backend}`);
if (dirs.length === 0) {
  console.error('usage: npm run bench:retrieval -- <BEIR dataset dir> [more dirs]');
  process.exit(2);
}
const out = join(ROOT, 'bench', 'results');
mkdirSync(out, { recursive: true });
for (const dir of dirs) {
  if (backend === 'postgres') {
    const sqlite = await benchDataset(dir);
    const db = freshBenchDatabase();
    let pg: Record<string, unknown>;
    try {
      pg = await benchDataset(dir, { CTX_DATABASE_URL: db.url });
    } finally {
      db.drop();
    }
    type R = { dataset: string; bm25: Record<string, number>; hybrid: Record<string, number>; search_p50_ms: Record<string, number>; text: string; date: string };
    const [s, p] = [sqlite as unknown as R, pg as unknown as R];
    const cmp = [
      `side by side, one run: SQLite then PostgreSQL (pgvector, postings BM25)`,
      ...(['bm25', 'hybrid'] as const).map((m) => `${m.padEnd(7)} nDCG@10 sqlite ${s[m]['nDCG@10']!.toFixed(3)} postgres ${p[m]['nDCG@10']!.toFixed(3)} (difference ${(p[m]['nDCG@10']! - s[m]['nDCG@10']!).toFixed(3)})`),
      ...Object.keys(s.search_p50_ms).map((k) => `/ai/search ${k} p50 sqlite ${s.search_p50_ms[k]!.toFixed(2)} ms postgres ${p.search_p50_ms[k]!.toFixed(2)} ms (${(p.search_p50_ms[k]! / s.search_p50_ms[k]!).toFixed(2)}x)`),
    ];
    console.log(cmp.join('\n'));
    writeFileSync(join(out, `retrieval-${s.dataset}-postgres.json`), JSON.stringify({ sqlite: { ...s, text: undefined }, postgres: { ...p, text: undefined } }, null, 2) + '\n');
    writeFileSync(join(out, `retrieval-${s.dataset}-postgres.txt`), `# npm run bench:retrieval -- --backend postgres ${dir} (${p.date})\n${cmp.join('\n')}\n\n## SQLite\n${s.text}\n\n## PostgreSQL\n${p.text}\n`);
    continue;
  }
  const r = await benchDataset(dir);
  const { text, ...json } = r;
  writeFileSync(join(out, `retrieval-${r.dataset}.json`), JSON.stringify(json, null, 2) + '\n');
  writeFileSync(join(out, `retrieval-${r.dataset}.txt`), `# npm run bench:retrieval -- ${dir} (${r.date})\n${text}\n`);
}

/**
 * npm run bench:search-profile [-- --data DIR] [--rounds N] [--save-baseline] [--note TEXT]
 *
 * Where the time of one /ai/search goes, without the 10-minute bench:ingest. On a SciFact data
 * dir (built once through the HTTP API into DIR, default /tmp/ctx-search-profile-scifact, and
 * kept: the encoder's vectors take ~6 min), a daemon runs in this process and the 300 SciFact
 * test questions are asked at limit 10, each round as first-time questions (the query-vector
 * and document-frequency caches forgotten at the start of a round, as in bench:ingest):
 *
 * - through HTTP (undici, keep-alive) — what bench:ingest times;
 * - in-process, stage by stage: zod validation, the sub-user lookup, retrieveFiles with each
 *   store call it makes timed (FTS5 candidates, document frequencies, the query's encoder call,
 *   KNN, similarities, chunk and entry rows, ownership) and the JavaScript around them
 *   (query parsing, fusion, aggregation per file), and the reply's JSON serialisation.
 *
 * Per stage: the median over questions of its per-question time (each the median of the rounds)
 * and the mean (means add up; medians do not). The HTTP p50 is set against a bare FTS5 table of
 * the same corpus (bench:ingest's reference). Every question's files and scores at limit 10 and
 * at limit 100 are compared with bench/results/search-profile-top{10,100}.tsv (written when
 * missing, or with --save-baseline): a speed change must keep them. A dated block goes on top of bench/results/search-profile.txt.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Agent, request } from 'undici';
import { startDaemon } from '../src/daemon/daemon.js';
import { searchSchema } from '../src/daemon/routes/ai.js';
import { parse } from '../src/daemon/validate.js';
import { fileInfo } from '../src/daemon/records.js';
import { retrieveFiles } from '../src/core/retrieve/search.js';
import { parseQuery } from '../src/core/retrieve/fts-query.js';
import { forgetIndexStats } from '../src/core/retrieve/evidence.js';
import { vectorIndexOf } from '../src/core/retrieve/vector-index.js';
import type { Store } from '../src/core/store/index.js';
import { bareFts5, percentile, readQrels, ROOT, runConcurrent, SHARED, startBenchDaemon, uploadText, waitForJobs, waitForVectors } from './harness.js';

const args = process.argv.slice(2);
const flag = (name: string): string | undefined => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const DATA = flag('--data') ?? join(tmpdir(), 'ctx-search-profile-scifact');
const ROUNDS = Number(flag('--rounds') ?? 5);
const NOTE = flag('--note');
const SAVE = args.includes('--save-baseline');
const baselineFile = (n: number): string => join(ROOT, `bench/results/search-profile-top${n}.tsv`);
const OUT = join(ROOT, 'bench/results/search-profile.txt');
const LIMIT = 10;

interface Doc {
  _id: string;
  title: string;
  text: string;
}

const readJsonl = <T>(file: string): T[] =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as T);
const corpus = readJsonl<Doc>(join(SHARED, 'eval/scifact/corpus.jsonl'));
const queryText = new Map(readJsonl<{ _id: string; text: string }>(join(SHARED, 'eval/scifact/queries.jsonl')).map((q) => [q._id, q.text]));
const qids = [...readQrels(join(SHARED, 'eval/scifact/qrels-test.tsv')).keys()].filter((q) => queryText.has(q));

/** Builds the data dir once through the HTTP API (a separate daemon, as users upload), vectors included. */
async function buildDataDir(dir: string): Promise<void> {
  console.log(`building ${dir}: ${corpus.length} SciFact files through HTTP, then the encoder's vectors (~7 min, once)`);
  const d = await startBenchDaemon({}, dir);
  const dispatcher = new Agent({ connections: 16 });
  try {
    await runConcurrent(corpus, 16, async (doc) => {
      await uploadText(d, '/scifact', `${doc._id}.txt`, `${doc.title}\n\n${doc.text}`, dispatcher);
    });
    await waitForJobs(d);
    console.log(`vectors in place after ${(await waitForVectors(d)).toFixed(0)} s more`);
  } finally {
    await dispatcher.close();
    await d.stop();
  }
}

/** Per-question stage times of the current call, and a way to time an object's methods into them. */
class StageClock {
  current = new Map<string, number>();

  add(stage: string, ms: number): void {
    this.current.set(stage, (this.current.get(stage) ?? 0) + ms);
  }

  take(): Map<string, number> {
    const t = this.current;
    this.current = new Map();
    return t;
  }

  /** Replaces obj[name] by a timed call (a promise is timed until it settles). */
  wrap<T extends object>(obj: T, name: keyof T & string, stage: string): void {
    // (A method an older build lacks is left alone: the harness also times builds from before a change.)
    if (typeof obj[name] !== 'function') return;
    const fn = (obj[name] as (...a: unknown[]) => unknown).bind(obj);
    (obj as Record<string, unknown>)[name] = (...a: unknown[]) => {
      const s = performance.now();
      const r = fn(...a);
      if (r instanceof Promise) return r.finally(() => this.add(stage, performance.now() - s));
      this.add(stage, performance.now() - s);
      return r;
    };
  }
}

const median = (xs: number[]): number => percentile([...xs].sort((a, b) => a - b), 50);
const mean = (xs: number[]): number => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);

if (!existsSync(join(DATA, 'ctx.db'))) await buildDataDir(DATA);
// A key for this run (the data dir keeps the earlier runs' keys; they do no harm).
const cfgHome = mkdtempSync(join(tmpdir(), 'ctx-profile-cfg-'));
const init = JSON.parse(
  execFileSync(process.execPath, [join(ROOT, 'bin/ctx'), 'init', '--data-dir', DATA, '--json', '--new-key'], { env: { ...process.env, XDG_CONFIG_HOME: cfgHome }, encoding: 'utf8' }),
) as { api_key: string };
const daemon = await startDaemon({ dataDir: DATA, port: 0 });
const { store } = daemon.ctx;
const vi = vectorIndexOf(store);
if (!vi) throw new Error('no vector index bound to the store');
const dispatcher = new Agent({ connections: 1, keepAliveTimeout: 60_000 });

/** Waits until the searched space is complete and the encoder answers (a built data dir only needs the encoder to start). */
async function vectorsReady(): Promise<string> {
  for (;;) {
    const s = vi!.status().find((v) => v.searched);
    if (s && s.state === 'ready' && s.pending === 0) return `${s.model}, ${s.vectors} vectors`;
    await new Promise((r) => setTimeout(r, 500));
  }
}

const clock = new StageClock();
const s = store as Store;
clock.wrap(s.keys, 'verify', 'auth: key check');
clock.wrap(s.subUsers, 'find', 'sub-user lookup');
clock.wrap(s.chunks, 'search', 'FTS5 candidates');
clock.wrap(s.chunks, 'searchCjk', 'FTS5 candidates');
// Without the chunks' text: the file ranking's candidates (and, above limit 10, the feedback search).
clock.wrap(s.chunks, 'searchScores', 'FTS5 candidates');
clock.wrap(s.chunks, 'searchCjkScores', 'FTS5 candidates');
clock.wrap(s.chunks, 'matchCount', 'document frequencies');
clock.wrap(s.chunks, 'countsBySubUser', 'index row counts');
clock.wrap(s.chunks, 'byIds', 'chunk rows by id');
clock.wrap(s.vectors, 'knn', 'vector KNN');
clock.wrap(s.vectors, 'similarities', 'vector similarities');
clock.wrap(s.entries, 'byIds', 'entry rows');
clock.wrap(s.metadata, 'ownershipDecision', 'ownership (first person)');
const encoder = (vi as unknown as { opts: { encoder?: { embed: (...a: unknown[]) => Promise<unknown> } } }).opts.encoder;
if (encoder) clock.wrap(encoder, 'embed', 'encoder call (question)');

/** First-time questions: the caches a new question does not find its entries in. */
function forgetCaches(): void {
  forgetIndexStats(store);
  vi!.forgetQueryVectors();
}

/** A sub-user with no files: its /ai/search does no search, so its time is that of HTTP, the hooks and the client. */
const NOBODY = 'search-profile-nobody';

/**
 * One request, timed by the clock and by this process's CPU time (client and server both run
 * here, one request at a time): on a machine shared with other work the CPU time moves far less
 * than the clock, so it is the figure to compare two builds by.
 */
async function overHttp(text: string, subUser?: string, limit = LIMIT): Promise<{ ms: number; cpuMs: number; names: string[] }> {
  const body = new URLSearchParams({ message: text, limit: String(limit), ...(subUser ? { sub_user_name: subUser } : {}) }).toString();
  const cpu = process.cpuUsage();
  const t = performance.now();
  const res = await request(`${daemon.url}/ai/search`, {
    method: 'POST',
    headers: { 'x-api-key': init.api_key, 'content-type': 'application/x-www-form-urlencoded' },
    body,
    dispatcher,
  });
  const hits = (await res.body.json()) as Array<{ file_name: string; score: number }>;
  const ms = performance.now() - t;
  const used = process.cpuUsage(cpu);
  if (res.statusCode !== 200) throw new Error(`/ai/search ${res.statusCode}: ${JSON.stringify(hits)}`);
  return { ms, cpuMs: (used.user + used.system) / 1000, names: hits.map((h) => `${h.file_name.replace(/\.txt$/, '')}:${h.score}`) };
}

/** The route's work in-process, stage by stage (what is not a store call is JavaScript). */
async function inProcess(text: string): Promise<Map<string, number>> {
  const form = { message: text, limit: String(LIMIT) };
  let t = performance.now();
  const body = parse(searchSchema, form);
  clock.add('zod validation', performance.now() - t);
  const su = store.subUsers.find(accountId, body.sub_user_name);
  if (!su) throw new Error('no default sub-user');
  t = performance.now();
  parseQuery(body.message);
  const parseMs = performance.now() - t;
  t = performance.now();
  const hits = await retrieveFiles(store, su.id, body.message, body.limit, { mode: body.mode, chunks: false });
  const retrieveMs = performance.now() - t;
  t = performance.now();
  JSON.stringify(hits.map((h) => ({ ...fileInfo(h.entry), score: Number(h.score.toFixed(4)) })));
  clock.add('JSON reply', performance.now() - t);
  const stages = clock.take();
  const inStore = [...stages.entries()].filter(([k]) => !['zod validation', 'sub-user lookup', 'JSON reply'].includes(k)).reduce((a, [, v]) => a + v, 0);
  stages.set('query parsing (parseQuery, once)', parseMs);
  // retrieveFiles parses the query itself (and again in a search that waited for its vector).
  stages.set('JS in retrieveFiles (parsing, fusion, per file)', Math.max(0, retrieveMs - inStore));
  stages.set('retrieveFiles total', retrieveMs);
  return stages;
}

let accountId = 0;
try {
  console.log(`vectors: ${await vectorsReady()}`);
  const key = store.keys.verify(init.api_key);
  if (!key.ok) throw new Error(`the new key is refused: ${key.reason}`);
  accountId = key.key.account_id;
  // Warm-up: SQLite's page cache and V8's code, with other questions (the train split), as bench:ingest does before timing.
  const warm = [...readQrels(join(SHARED, 'eval/scifact/qrels-train.tsv')).keys()].slice(0, 100).map((q) => queryText.get(q) ?? '');
  for (const q of warm) await overHttp(q);
  clock.take();

  const http = new Map<string, number[]>(qids.map((q) => [q, []]));
  const httpCpu = new Map<string, number[]>(qids.map((q) => [q, []]));
  const httpStore = new Map<string, Array<Map<string, number>>>(qids.map((q) => [q, []]));
  const stages = new Map<string, Array<Map<string, number>>>(qids.map((q) => [q, []]));
  const top10 = new Map<string, string[]>();
  const floor: number[] = [];
  const floorCpu: number[] = [];
  let encoderCalls = 0;
  for (let round = 0; round < ROUNDS; round++) {
    forgetCaches();
    for (const q of qids) {
      const r = await overHttp(queryText.get(q)!);
      http.get(q)!.push(r.ms);
      httpCpu.get(q)!.push(r.cpuMs);
      const st = clock.take();
      httpStore.get(q)!.push(st);
      if (round === 0) {
        top10.set(q, r.names);
        if (st.has('encoder call (question)')) encoderCalls++;
      }
      const f = await overHttp(queryText.get(q)!, NOBODY);
      floor.push(f.ms);
      floorCpu.push(f.cpuMs);
      clock.take();
    }
    forgetCaches();
    for (const q of qids) stages.get(q)!.push(await inProcess(queryText.get(q)!));
  }
  // A question asked again: its vector and its words' frequencies cached.
  const again: number[] = [];
  for (const q of qids) again.push((await overHttp(queryText.get(q)!)).ms);
  clock.take();

  const perQ = (xs: number[]) => median(xs);
  const httpMs = qids.map((q) => perQ(http.get(q)!));
  const bare = bareFts5(corpus, qids.map((q) => queryText.get(q)!), ROUNDS);
  const names = [...new Set(qids.flatMap((q) => stages.get(q)!.flatMap((m) => [...m.keys()])))];
  const order = [
    'zod validation',
    'sub-user lookup',
    'query parsing (parseQuery, once)',
    'index row counts',
    'document frequencies',
    'FTS5 candidates',
    'encoder call (question)',
    'vector KNN',
    'vector similarities',
    'chunk rows by id',
    'ownership (first person)',
    'entry rows',
    'JS in retrieveFiles (parsing, fusion, per file)',
    'retrieveFiles total',
    'JSON reply',
  ];
  names.sort((a, b) => (order.indexOf(a) + 1 || 99) - (order.indexOf(b) + 1 || 99));
  const stageRow = (name: string, per: Map<string, Array<Map<string, number>>>) => {
    const xs = qids.map((q) => perQ(per.get(q)!.map((m) => m.get(name) ?? 0)));
    const used = xs.filter((x) => x > 0).length;
    return `  ${name.padEnd(50)} ${median(xs).toFixed(3).padStart(7)} ${mean(xs).toFixed(3).padStart(7)}   ${String(used).padStart(3)}/${qids.length}`;
  };
  const retrieveMean = mean(qids.map((q) => perQ(stages.get(q)!.map((m) => m.get('retrieveFiles total') ?? 0))));
  const authMean = mean(qids.map((q) => perQ(httpStore.get(q)!.map((m) => m.get('auth: key check') ?? 0))));
  const inProcMean = mean(qids.map((q) => perQ(stages.get(q)!.map((m) => (m.get('zod validation') ?? 0) + (m.get('sub-user lookup') ?? 0) + (m.get('retrieveFiles total') ?? 0) + (m.get('JSON reply') ?? 0)))));

  // The same results as before: every question's files and scores at limit 10 and (feedback, more candidates) at limit 100.
  const top100 = new Map<string, string[]>();
  for (const q of qids) top100.set(q, (await overHttp(queryText.get(q)!, undefined, 100)).names);
  clock.take();
  const check = [compareToBaseline(10, top10), compareToBaseline(100, top100)].join('; ');

  const git = (...a: string[]): string | undefined => {
    try {
      return execFileSync('git', ['-C', ROOT, ...a], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    } catch {
      return undefined;
    }
  };
  const commit = git('log', '-1', '--format=%h %s')?.slice(0, 90) ?? `a build outside git (${ROOT})`;
  const dirty = git('status', '--porcelain', '--', 'src', 'bench') ? ' + uncommitted changes' : '';
  const p50 = median(httpMs);
  const lines = [
    `# npm run bench:search-profile — ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${commit}${dirty}${NOTE ? ` — ${NOTE}` : ''}`,
    `SciFact (${corpus.length} files) in ${DATA}; ${qids.length} test questions, limit 10, hybrid; ${ROUNDS} rounds, each with the query-vector and frequency caches forgotten (first-time questions); load average ${loadavg()[0]!.toFixed(2)} (2 cores, shared)`,
    `/ai/search over HTTP (in-process daemon, keep-alive): p50 ${p50.toFixed(2)} ms, p95 ${percentile([...httpMs].sort((a, b) => a - b), 95).toFixed(2)} ms, mean ${mean(httpMs).toFixed(2)} ms; asked again (caches warm) p50 ${median(again).toFixed(2)} ms`,
    `  CPU time of this process per request (client and server; steadier than the clock under load): p50 ${median(qids.map((q) => perQ(httpCpu.get(q)!))).toFixed(2)} ms; HTTP floor ${median(floorCpu).toFixed(2)} ms`,
    `bare FTS5 p50 ${bare.p50.toFixed(2)} ms -> ${(p50 / bare.p50).toFixed(2)}x (target <= 2.5x = ${(2.5 * bare.p50).toFixed(2)} ms)`,
    `HTTP floor (the same requests for a sub-user with no files: HTTP, hooks, form parser, log line, client): p50 ${median(floor).toFixed(2)} ms`,
    `questions that paid an encoder call (first round): ${encoderCalls}/${qids.length}`,
    `stage (in-process, first-time questions)                  p50 ms  mean ms   questions using it`,
    ...names.map((n) => stageRow(n, stages)),
    `  ${'auth: key check (HTTP pass)'.padEnd(50)} ${median(qids.map((q) => perQ(httpStore.get(q)!.map((m) => m.get('auth: key check') ?? 0)))).toFixed(3).padStart(7)} ${authMean.toFixed(3).padStart(7)}`,
    `HTTP mean ${mean(httpMs).toFixed(2)} ms - in-process route work mean ${inProcMean.toFixed(2)} ms (retrieveFiles ${retrieveMean.toFixed(2)}) = ${(mean(httpMs) - inProcMean).toFixed(2)} ms for HTTP, fastify hooks (auth ${authMean.toFixed(3)}, rate limit, log line), the form parser and the client`,
    check,
  ];
  console.log(lines.join('\n'));
  const old = existsSync(OUT) ? readFileSync(OUT, 'utf8') : '';
  writeFileSync(OUT, `${lines.join('\n')}\n\n${old}`);
} finally {
  await dispatcher.close();
  await daemon.stop();
  rmSync(cfgHome, { recursive: true, force: true });
}

/** Compares each question's files and scores with bench/results/search-profile-top<n>.tsv (written when missing or with --save-baseline). */
function compareToBaseline(n: number, run: Map<string, string[]>): string {
  const file = baselineFile(n);
  if (SAVE || !existsSync(file)) {
    writeFileSync(file, qids.map((q) => `${q}\t${run.get(q)!.join(',')}`).join('\n') + '\n');
    return `top-${n} baseline written to bench/results/search-profile-top${n}.tsv`;
  }
  const base = new Map(
    readFileSync(file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => l.split('\t') as [string, string]),
  );
  const differ = qids.filter((q) => (base.get(q) ?? '') !== run.get(q)!.join(','));
  return `top-${n} files and scores identical to the baseline on ${qids.length - differ.length}/${qids.length} questions${differ.length ? ` (differ: ${differ.slice(0, 12).join(' ')}${differ.length > 12 ? ' …' : ''})` : ''}`;
}

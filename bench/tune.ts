/**
 * npm run bench:tune -- <BEIR dataset dir> [variant …]
 *
 * The tuning loop behind the retrieval parameters: scores a split (default train, never test —
 * see bench/results/retrieval-notes.md) in-process, so a variant costs seconds instead of a
 * full daemon run. The corpus is ingested once through a real daemon into TUNE_DATA (default
 * /tmp/ctx-tune-<dataset>) and reused; then the database is opened directly and every query
 * goes through searchFiles, as /ai/search does, with limit 100.
 *
 * Variants (comma-separated key=value, applied to a copy of the database where they change the
 * index): `mode=bm25|hybrid|vectors` (vectors: files by their best chunk's cosine alone), any FusionParams key (`wHigh=1.5`), `feedback=off` or a
 * FeedbackParams key prefixed `fb.` (`fb.weight=0.6`), `title=path|doc|none`
 * (rewrites the title column: file path words only, path words + document title (the
 * default), or nothing). With no variant, prints bm25 and hybrid with the shipped settings.
 *
 * With TUNE_ANSWERS=1 it scores the built-in answers instead: each query goes through
 * searchChunks and extractiveAnswer as /ai/query does, and a fact counts as right when it
 * comes from a relevant document (fact precision, first fact right, any fact right).
 *
 * Environment: BENCH_SPLIT (train), TUNE_DATA, TUNE_ANSWERS.
 */
import { copyFileSync, existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { FactScore, readQrels, ROOT, runConcurrent, startBenchDaemon, uploadText, waitForJobs, waitForVectors } from './harness.js';
import { createStore, type Store } from '../src/core/store/index.js';
import { scopeToken } from '../src/core/store/chunks.js';
import { DB_FILE, loadConfig } from '../src/core/config.js';
import { createVectorIndex } from '../src/core/retrieve/setup.js';
import { searchChunks, searchFiles, type SearchOptions } from '../src/core/retrieve/search.js';
import { extractiveAnswer } from '../src/core/answer/extractive.js';
import { meaningSimilarity } from '../src/core/answer/answerer.js';
import { STOP_WORDS } from '../src/core/index/stopwords.js';
import { vectorIndexOf, type QueryVector, type VectorIndex } from '../src/core/retrieve/vector-index.js';
import { applyKnows, parseVariant, queryVectors, vectorsAlone } from './tune-variant.js';

const SPLIT = process.env.BENCH_SPLIT ?? 'train';

interface Doc {
  _id: string;
  title?: string;
  text: string;
}

const readJsonl = <T>(file: string): T[] =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as T);

async function ensureIngested(dir: string, dataDir: string): Promise<void> {
  if (existsSync(join(dataDir, DB_FILE))) return;
  const name = basename(dir);
  const corpus = readJsonl<Doc>(join(dir, 'corpus.jsonl'));
  console.log(`ingesting ${corpus.length} documents into ${dataDir} …`);
  const d = await startBenchDaemon({}, dataDir);
  try {
    await runConcurrent(corpus, 16, (doc) => uploadText(d, `/${name}`, `${doc._id}.txt`, doc.title ? `${doc.title}\n\n${doc.text}` : doc.text).then(() => undefined));
    await waitForJobs(d);
    console.log(`vectors in place after ${(await waitForVectors(d)).toFixed(0)} s more`);
  } finally {
    await d.stop();
  }
}

/** nDCG@10 (binary gains, as BEIR for SciFact) and Recall@10/100 of one run. */
function score(run: Map<string, string[]>, qrels: Map<string, Set<string>>): { ndcg10: number; r10: number; r100: number } {
  let ndcg = 0;
  let r10 = 0;
  let r100 = 0;
  for (const [q, rel] of qrels) {
    const ranked = run.get(q) ?? [];
    let dcg = 0;
    ranked.slice(0, 10).forEach((d, i) => {
      if (rel.has(d)) dcg += 1 / Math.log2(i + 2);
    });
    let idcg = 0;
    for (let i = 0; i < Math.min(rel.size, 10); i++) idcg += 1 / Math.log2(i + 2);
    ndcg += dcg / idcg;
    r10 += ranked.slice(0, 10).filter((d) => rel.has(d)).length / rel.size;
    r100 += ranked.slice(0, 100).filter((d) => rel.has(d)).length / rel.size;
  }
  const n = qrels.size;
  return { ndcg10: ndcg / n, r10: r10 / n, r100: r100 / n };
}

/** Built-in answers scored by where their facts come from (see the header). */
function scoreAnswers(store: Store, subUserId: number, qrels: Map<string, Set<string>>, queries: Map<string, string>, opts: Record<string, number>, qvs: Map<string, QueryVector | null>): ReturnType<FactScore['result']> {
  const score = new FactScore();
  for (const [q, rel] of qrels) {
    const text = queries.get(q)!;
    const hits = searchChunks(store, subUserId, text, 24, { queryVector: qvs.get(q) ?? null })
      .slice(0, 8)
      .map((h) => ({ ...h, path: store.entries.byId(subUserId, h.file_id)?.path ?? '' }));
    const embedder = vectorIndexOf(store)?.builtinEmbedder();
    const similarity = embedder && !opts.noSim ? meaningSimilarity((t) => embedder.embedOne(t), text) : undefined;
    const { facts } = extractiveAnswer(text, hits, { ...opts, similarity });
    const right = facts.map((f) => rel.has(basename(f.reference.replace(/#.*$/, '')).replace(/\.txt$/, '')));
    if (process.env.TUNE_SHOW) console.log(`${q} ${right.map((r) => (r ? '+' : '-')).join('')} ${text}`);
    score.add(right);
  }
  return score.result();
}

function retitle(store: Store, how: string): void {
  const rows = store.db
    .prepare(
      `SELECT c.id, c.sub_user_id, c.text, f.text AS lead, e.path FROM chunks c JOIN entries e ON e.file_id = c.file_id
       JOIN chunks f ON f.file_id = c.file_id AND f.ord = 0`,
    )
    .all() as Array<{ id: number; sub_user_id: number; text: string; lead: string; path: string }>;
  // Rebuilt from scratch: rows deleted from a contentless-delete table still shift BM25's statistics.
  const { sql } = store.db.prepare(`SELECT sql FROM sqlite_master WHERE name = 'chunks_fts'`).get() as { sql: string };
  store.db.exec('DROP TABLE chunks_fts');
  store.db.exec(sql);
  const ins = store.db.prepare('INSERT INTO chunks_fts(rowid, scope, title, body) VALUES (?, ?, ?, ?)');
  store.tx(() => {
    for (const r of rows) {
      const stem = r.path.split('/').filter(Boolean).join(' ').replace(/\.txt$/, '').replace(/[_\-.]+/g, ' ');
      const first = r.lead.split('\n')[0] ?? ''; // the document title line (SciFact)
      ins.run(r.id, scopeToken(r.sub_user_id), how === 'none' ? '' : how === 'path' ? stem : `${stem} ${first}`, r.text);
    }
  });
}


const [dirArg, ...variants] = process.argv.slice(2);
if (!dirArg) {
  console.error('usage: npm run bench:tune -- <BEIR dataset dir> [variant …]');
  process.exit(2);
}
const dir = resolve(dirArg);
const dataDir = process.env.TUNE_DATA ?? join(tmpdir(), `ctx-tune-${basename(dir)}`);
await ensureIngested(dir, dataDir);
const queries = new Map(readJsonl<{ _id: string; text: string }>(join(dir, 'queries.jsonl')).map((q) => [q._id, q.text]));
const qrels = readQrels([join(dir, `qrels-${SPLIT}.tsv`), join(dir, 'qrels', `${SPLIT}.tsv`)].find((f) => existsSync(f)) ?? join(dir, `qrels-${SPLIT}.tsv`));
for (const q of [...qrels.keys()]) if (!queries.has(q)) qrels.delete(q);

for (const spec of variants.length ? variants : ['mode=bm25', 'mode=hybrid']) {
  const v = parseVariant(spec);
  let dbPath = join(dataDir, DB_FILE);
  if (v.title) {
    const copy = join(tmpdir(), `ctx-tune-variant-${process.pid}.db`);
    copyFileSync(dbPath, copy);
    dbPath = copy;
  }
  const store = createStore({ dbPath });
  try {
    if (v.title) retitle(store, v.title);
    const index = createVectorIndex(store, loadConfig(dataDir));
    const su = store.db.prepare('SELECT id FROM sub_users LIMIT 1').get() as { id: number };
    const qvs = await queryVectors(index, qrels.keys(), queries);
    const words = index.builtinEmbedder();
    applyKnows(v, qvs, words);
    if (process.env.TUNE_ANSWERS) {
      const a = scoreAnswers(store, su.id, qrels, queries, v.answer, qvs);
      console.log(`${spec.padEnd(40)} answers: fact precision ${a.fact_precision.toFixed(4)}  first fact right ${a.first_fact_right.toFixed(4)}  any fact right ${a.any_fact_right.toFixed(4)}  (${qrels.size} ${SPLIT} queries)`);
      await index.stop();
      continue;
    }
    const run = new Map<string, string[]>();
    const t0 = performance.now();
    for (const q of qrels.keys()) {
      if (v.mode === 'vectors') {
        run.set(q, vectorsAlone(store, su.id, qvs.get(q) ?? null, 100).map((n) => n.replace(/\.txt$/, '')));
        continue;
      }
      const hits = searchFiles(store, su.id, queries.get(q)!, 100, { mode: v.mode, fusion: v.fusion, feedback: v.feedback, queryVector: qvs.get(q) ?? null });
      run.set(
        q,
        hits.map((h) => h.entry.name.replace(/\.txt$/, '')),
      );
    }
    const ms = (performance.now() - t0) / qrels.size;
    if (process.env.TUNE_SHOW)
      for (const [q, rel] of qrels) {
        const r = run.get(q)!.findIndex((d) => rel.has(d)) + 1;
        if (r !== 1) console.log(`  ${q} first relevant at ${r || '-'}, top ${run.get(q)!.slice(0, 3).join(' ')}  ${queries.get(q)}`);
      }
    const s = score(run, qrels);
    // How many queries reach the vectors at all (the others are ranked by BM25 alone and never
    // need a query embedding): a search with a lazy copy of the vector says whether it wanted it.
    let wanted = 0;
    if (v.mode === 'hybrid')
      for (const q of qrels.keys()) {
        const qv = qvs.get(q);
        if (!qv) continue;
        const lazy = { ...qv, vector: undefined, wanted: false };
        searchFiles(store, su.id, queries.get(q)!, 100, { mode: v.mode, fusion: v.fusion, feedback: v.feedback, queryVector: lazy });
        if (lazy.wanted) wanted++;
      }
    if (process.env.TUNE_MISSES) {
      // Where the relevant documents missing from the top 100 are (rank up to 1000, or absent).
      for (const [q, rel] of qrels) {
        const top = run.get(q)!;
        const missing = [...rel].filter((d) => !top.includes(d));
        if (missing.length === 0) continue;
        const deep = searchFiles(store, su.id, queries.get(q)!, 1000, { mode: v.mode === 'vectors' ? 'hybrid' : v.mode, fusion: v.fusion, feedback: v.feedback, queryVector: qvs.get(q) ?? null }).map((h) => h.entry.name.replace(/\.txt$/, ''));
        console.log(`miss ${q}\t${missing.map((d) => `${d}@${deep.indexOf(d) + 1 || '-'}`).join(' ')}\t${queries.get(q)}`);
      }
    }
    // How many queries of bench/nothing (about nothing in these files) give [] and how many split queries do.
    let nothing = '';
    if (process.env.NOTHING) {
      const texts = new Map(readJsonl<{ id: string; text: string }>(join(ROOT, 'bench', 'nothing', 'queries.jsonl')).map((n) => [n.id, n.text]));
      const nqv = await queryVectors(index, texts.keys(), texts);
      applyKnows(v, nqv, words);
      const empty = [...texts].filter(([id, t]) => searchFiles(store, su.id, t, 10, { mode: v.mode === 'vectors' ? 'hybrid' : v.mode, fusion: v.fusion, feedback: v.feedback, queryVector: nqv.get(id) ?? null }).length === 0);
      nothing = `; [] for ${empty.length}/${texts.size} queries about nothing, for ${[...run.values()].filter((r) => r.length === 0).length} split queries`;
    }
    console.log(`${spec.padEnd(40)} nDCG@10 ${s.ndcg10.toFixed(4)}  R@10 ${s.r10.toFixed(4)}  R@100 ${s.r100.toFixed(4)}  (${qrels.size} ${SPLIT} queries, ${ms.toFixed(1)} ms/query${v.mode === 'hybrid' ? `; ${wanted} use vectors` : ''}${nothing})`);
    await index.stop();
  } finally {
    store.close();
    if (v.title) rmSync(dbPath, { force: true });
  }
}

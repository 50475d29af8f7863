/**
 * npm run bench:tune-qa -- <qa data dir> [variant …]
 *
 * bench:tune for bench:qa's files: the search half of bench:qa in-process, in seconds. The data
 * dir (bench/qa/assemble.sh) is ingested once through a real daemon into TUNE_DATA (default
 * /tmp/ctx-tune-qa) and reused; then every **dev** question (never heldout) goes through
 * searchFiles with limit 10, as /ai/search does. Prints the search MRR@10 of the expected file
 * (answerable questions that are not follow-ups, as bench:qa counts it), each question whose
 * file is not first, and how many queries about nothing in the files give [] — bench:qa's own
 * plus bench/nothing/queries.jsonl. Variants as bench:tune (bench/tune-variant.ts). QA_SET=bench/qa2
 * scores another question set (its data dir: <set>/assemble.sh).
 */
import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ROOT, startBenchDaemon } from './harness.js';
import { ingest } from './qa-ingest.js';
import { rankOf, reciprocal, type Question } from './qa-score.js';
import { applyKnows, parseVariant, queryVectors, vectorsAlone } from './tune-variant.js';
import { createStore } from '../src/core/store/index.js';
import { DB_FILE, loadConfig } from '../src/core/config.js';
import { createVectorIndex } from '../src/core/retrieve/setup.js';
import { searchFiles } from '../src/core/retrieve/search.js';
import { repairFtsStatistics } from '../src/core/retrieve/fts-maintenance.js';

const readJsonl = <T>(file: string): T[] =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as T);

const [dirArg, ...variants] = process.argv.slice(2);
if (!dirArg) {
  console.error('usage: npm run bench:tune-qa -- <qa data dir> [variant …]');
  process.exit(2);
}
const dataDir = process.env.TUNE_DATA ?? join(tmpdir(), 'ctx-tune-qa');
if (!existsSync(join(dataDir, DB_FILE))) {
  console.log(`ingesting ${resolve(dirArg)} into ${dataDir} …`);
  const d = await startBenchDaemon({}, dataDir);
  try {
    const ing = await ingest(d, resolve(dirArg));
    console.log(`${ing.names.length} files in ${ing.seconds.toFixed(0)} s${ing.failed.length ? `; FAILED: ${ing.failed.join('; ')}` : ''}`);
  } finally {
    await d.stop();
  }
}

// The dev split only: heldout questions are for the final report.
const dev = readJsonl<Question>(join(resolve(ROOT, process.env.QA_SET ?? join('bench', 'qa')), 'questions.jsonl')).filter((q) => q.split === 'dev');
const searched = dev.filter((q) => !q.unanswerable && !q.followup_of && q.file);
const nothing = [
  ...dev.filter((q) => q.about_nothing).map((q) => ({ id: q.id, text: q.question })),
  ...readJsonl<{ id: string; text: string }>(join(ROOT, 'bench', 'nothing', 'queries.jsonl')),
];
const texts = new Map<string, string>([...searched.map((q) => [q.id, q.question] as const), ...nothing.map((q) => [q.id, q.text] as const)]);

for (const spec of variants.length ? variants : ['mode=bm25', 'mode=hybrid']) {
  const v = parseVariant(spec);
  const store = createStore({ dbPath: join(dataDir, DB_FILE) });
  // What the daemon does on start: an index from an older title recipe is rebuilt.
  repairFtsStatistics(store, console.log);
  const index = createVectorIndex(store, loadConfig(dataDir));
  try {
    const su = store.db.prepare('SELECT id FROM sub_users LIMIT 1').get() as { id: number };
    const qvs = await queryVectors(index, texts.keys(), texts);
    applyKnows(v, qvs, index.builtinEmbedder());
    const mode = v.mode === 'vectors' ? 'hybrid' : v.mode;
    const search = (id: string) =>
      v.mode === 'vectors' ? vectorsAlone(store, su.id, qvs.get(id) ?? null, 10) : searchFiles(store, su.id, texts.get(id)!, 10, { mode, fusion: v.fusion, feedback: v.feedback, queryVector: qvs.get(id) ?? null }).map((h) => h.entry.name);
    let mrr = 0;
    let first = 0;
    const misses: string[] = [];
    for (const q of searched) {
      const names = search(q.id);
      const rank = rankOf(names, q.file!);
      mrr += reciprocal(rank);
      if (rank === 1) first++;
      else misses.push(`  ${q.id.padEnd(22)} rank ${rank}${q.paraphrased ? ' (paraphrased)' : ''}  top: ${names.slice(0, 3).join(', ')}  "${q.question}"`);
    }
    const shown: string[] = [];
    let empty = 0;
    for (const q of nothing) {
      const names = search(q.id);
      if (names.length === 0) empty++;
      else shown.push(`  ${q.id.padEnd(12)} ${names.length} files, first ${names[0]}  "${texts.get(q.id)}"`);
    }
    console.log(`${spec.padEnd(40)} MRR@10 ${(mrr / searched.length).toFixed(4)} (first ${first}/${searched.length})  [] for ${empty}/${nothing.length} queries about nothing`);
    if (process.env.TUNE_SHOW) console.log([...misses, ...shown].join('\n'));
  } finally {
    await index.stop();
    store.close();
  }
}

/**
 * npm run bench:qa -- <data dir> [--heldout] [--model <name>] [--reuse <daemon data dir>] [--set <dir>]
 *
 * Question answering over real files: the data dir (built by bench/qa/assemble.sh from public
 * test files of document-parsing projects, plus first-person notes) is uploaded to a real
 * daemon on a fresh data dir; once every file is COMPLETED and no background work is pending,
 * each question of <set>/questions.jsonl (split dev, or heldout with --heldout; --set defaults to
 * bench/qa; bench/qa2 and bench/qa3 are second and third sets written blind on other files) goes through
 * POST /ai/query (final_answer=true; a follow-up in the session of the question it follows) and
 * POST /ai/search (limit 10).
 *
 * Scores (bench/qa-score.ts): an answerable question is right when the answer text holds one of
 * its expected values and a fact cites its file; an unanswerable one is handled when the reply
 * has no facts and its text says the files do not answer. Search: MRR@10 of the expected file
 * (answerable questions that are not follow-ups), and how many queries about nothing in the
 * files get []. Results: bench/results/<set name>-<split>.{txt,json} (qa-dev.txt for the default set).
 */
import { existsSync, readdirSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { percentile, ROOT, rssOf, startBenchDaemon, type BenchDaemon } from './harness.js';
import { ingest, UPLOAD_DIR } from './qa-ingest.js';
import { judge, missReason, pct, rankOf, reciprocal, tallyBy, type Fact, type Question, type Verdict } from './qa-score.js';

const DEFAULT_SET = join('bench', 'qa');

interface Outcome {
  q: Question;
  verdict: Verdict;
  rank: number;
  search_empty: boolean;
  text: string;
  cited: string[];
  ms: number;
}

function readQuestions(setDir: string, split: 'dev' | 'heldout'): { run: Question[]; byId: Map<string, Question> } {
  const all = readFileSync(join(setDir, 'questions.jsonl'), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as Question);
  return { run: all.filter((q) => q.split === split), byId: new Map(all.map((q) => [q.id, q])) };
}

async function search(d: BenchDaemon, text: string): Promise<string[]> {
  const res = await fetch(`${d.url}/ai/search`, {
    method: 'POST',
    headers: { 'x-api-key': d.key, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ message: text, limit: '10' }).toString(),
  });
  const hits = (await res.json()) as Array<{ file_name: string }>;
  if (res.status !== 200) throw new Error(`/ai/search ${res.status}: ${JSON.stringify(hits)}`);
  return hits.map((h) => h.file_name);
}

interface Reply {
  text: string;
  facts: Fact[];
  suid: string;
  ms: number;
}

async function ask(d: BenchDaemon, text: string, model: string | undefined, suid: string | undefined): Promise<Reply> {
  const fd = new FormData();
  fd.set('payload', JSON.stringify({ messages: [{ role: 'user', content: [{ type: 'text', text }] }] }));
  fd.set('final_answer', 'true');
  if (model) fd.set('model', model);
  if (suid) fd.set('suid', suid);
  const t0 = performance.now();
  const res = await fetch(`${d.url}/ai/query`, { method: 'POST', headers: { 'x-api-key': d.key }, body: fd });
  const body = (await res.json()) as { suid: string; response: { content: Array<{ text: string; facts?: Fact[] }> } };
  if (res.status !== 200) throw new Error(`/ai/query ${res.status}: ${JSON.stringify(body)}`);
  const part = body.response.content[0];
  return { text: part?.text ?? '', facts: part?.facts ?? [], suid: body.suid, ms: performance.now() - t0 };
}

/** Asks each question (a follow-up after the question it follows, in its session) and searches it. */
async function runQuestions(d: BenchDaemon, run: Question[], byId: Map<string, Question>, model?: string): Promise<Outcome[]> {
  const sessions = new Map<string, string>();
  const out: Outcome[] = [];
  const sessionFor = async (q: Question): Promise<string | undefined> => {
    if (!q.followup_of) return undefined;
    if (!sessions.has(q.followup_of)) {
      // The question it follows is in the other split: ask it first, unscored.
      const parent = byId.get(q.followup_of);
      if (!parent) throw new Error(`${q.id} follows unknown ${q.followup_of}`);
      sessions.set(parent.id, (await ask(d, parent.question, model, await sessionFor(parent))).suid);
    }
    return sessions.get(q.followup_of);
  };
  for (const q of run) {
    const reply = await ask(d, q.question, model, await sessionFor(q));
    sessions.set(q.id, reply.suid);
    const names = await search(d, q.question);
    out.push({
      q,
      verdict: judge(q, reply.text, reply.facts),
      rank: q.file ? rankOf(names, q.file) : 0,
      search_empty: names.length === 0,
      text: reply.text,
      cited: [...new Set(reply.facts.map((f) => f.reference))],
      ms: reply.ms,
    });
  }
  return out;
}

const oneLine = (s: string, max: number): string => {
  // Control characters (a PDF's NUL) would make the results file binary to grep.
  const t = s.replace(/[\s\p{Cc}]+/gu, ' ').trim();
  return t.length > max ? `${t.slice(0, max - 1)}…` : t;
};

function report(outcomes: Outcome[], header: string[]): string[] {
  const answerable = outcomes.filter((o) => !o.q.unanswerable);
  const unanswerable = outcomes.filter((o) => o.q.unanswerable);
  const searched = answerable.filter((o) => !o.q.followup_of);
  const nothing = unanswerable.filter((o) => o.q.about_nothing);
  const mrr = searched.reduce((s, o) => s + reciprocal(o.rank), 0) / Math.max(1, searched.length);
  const byKind = tallyBy(answerable, (o) => o.q.kind, (o) => o.verdict.ok);
  const ok = (xs: Outcome[]) => ({ n: xs.length, ok: xs.filter((o) => o.verdict.ok).length });
  const lat = outcomes.map((o) => o.ms).sort((a, b) => a - b);
  const reasons = tallyBy(answerable.filter((o) => !o.verdict.ok), (o) => missReason(o.verdict, o.rank).replace(/ranked \d+/, 'ranked 2-10'), () => true);
  const lines = [
    ...header,
    '',
    `answers right (answerable):      ${pct(ok(answerable))}`,
    `  worded like the file:          ${pct(ok(answerable.filter((o) => !o.q.paraphrased)))}`,
    `  paraphrased:                   ${pct(ok(answerable.filter((o) => o.q.paraphrased)))}`,
    `  follow-ups:                    ${pct(ok(answerable.filter((o) => o.q.followup_of)))}`,
    `  right, every fact from the expected file: ${pct({ n: answerable.length, ok: answerable.filter((o) => o.verdict.ok && o.verdict.only_expected_file).length })}`,
    `unanswerable handled:            ${pct(ok(unanswerable))}  (facts empty: ${unanswerable.filter((o) => o.verdict.facts_empty).length}/${unanswerable.length})`,
    `search MRR@10 (expected file):   ${mrr.toFixed(3)} over ${searched.length} questions; first: ${searched.filter((o) => o.rank === 1).length}, in top 10: ${searched.filter((o) => o.rank > 0).length}`,
    `search [] for queries about nothing in the files: ${nothing.filter((o) => o.search_empty).length}/${nothing.length}`,
    `/ai/query p50 ${percentile(lat, 50).toFixed(0)} ms, p95 ${percentile(lat, 95).toFixed(0)} ms`,
    `misses of answerable questions: ${[...reasons].map(([r, t]) => `${r} ${t.n}`).join('; ')}`,
    '',
    'per kind (answerable):',
    ...[...byKind].sort(([a], [b]) => a.localeCompare(b)).map(([k, t]) => `  ${k.padEnd(11)} ${pct(t)}`),
    '',
    'per question: id, ok/miss, kind, search rank of the expected file (0: not in top 10), [why it missed], answer, cited',
    ...outcomes.map((o) => {
      const flags = [o.q.kind, o.q.paraphrased ? 'paraphrased' : '', o.q.followup_of ? `follows ${o.q.followup_of}` : ''].filter(Boolean).join(',');
      const why = o.q.unanswerable
        ? o.verdict.ok ? '' : o.verdict.facts_empty ? 'facts empty, text does not say so' : 'answered from the files'
        : missReason(o.verdict, o.rank);
      const rank = o.q.unanswerable ? (o.q.about_nothing ? `search ${o.search_empty ? '[]' : 'not []'}` : '') : `rank ${o.rank}`;
      const cited = o.cited.map((r) => r.replace(`${UPLOAD_DIR}/`, '')).join(' ');
      return `${o.q.id.padEnd(26)} ${o.verdict.ok ? 'ok  ' : 'MISS'} ${flags.padEnd(24)} ${rank.padEnd(15)} ${why ? `[${why}] ` : ''}"${oneLine(o.text, 160)}" cites: ${oneLine(cited, 160) || '-'}`;
    }),
  ];
  return lines;
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({ options: { heldout: { type: 'boolean', default: false }, model: { type: 'string' }, reuse: { type: 'string' }, set: { type: 'string', default: DEFAULT_SET } }, allowPositionals: true });
  if (positionals.length !== 1) {
    console.error('usage: npm run bench:qa -- <data dir> [--heldout] [--model builtin] [--reuse <dir>] [--set bench/qa2]   (data dir: <set>/assemble.sh)');
    process.exit(2);
  }
  const dataDir = resolve(positionals[0]!);
  const split = values.heldout ? 'heldout' : 'dev';
  // A relative --set is the repository's (bench/qa2), wherever the command runs from.
  const setDir = resolve(ROOT, values.set);
  const setName = basename(setDir);
  const { run, byId } = readQuestions(setDir, split);
  const present = new Set(readdirSync(dataDir));
  const absent = [...byId.values()].filter((q) => q.file && !present.has(q.file)).map((q) => q.file);
  if (absent.length) throw new Error(`the data dir lacks ${[...new Set(absent)].join(', ')}; run ${join(values.set, 'assemble.sh')} ${dataDir}`);

  // --reuse <dir>: keep the daemon's data dir there and, when it already holds the processed
  // files, ask the questions again without uploading (for iterating on answers, not extraction).
  const reused = values.reuse !== undefined && existsSync(join(values.reuse, 'ctx.db'));
  const d = await startBenchDaemon({}, values.reuse && resolve(values.reuse));
  try {
    console.log(`bench:qa ${setName} ${split}: ${run.length} questions, data ${dataDir}, daemon ${d.url}, load ${loadavg()[0]!.toFixed(2)}`);
    const ing = reused ? { seconds: 0, failed: [], names: readdirSync(dataDir).filter((n) => !n.startsWith('.')) } : await ingest(d, dataDir);
    console.log(`${ing.names.length} files processed in ${ing.seconds.toFixed(0)} s${ing.failed.length ? `; FAILED: ${ing.failed.join('; ')}` : ''}`);
    const loadBefore = loadavg()[0]!;
    const outcomes = await runQuestions(d, run, byId, values.model);
    const mem = rssOf(d.pid);
    const header = [
      `# npm run bench:qa -- ${positionals[0]}${values.heldout ? ' --heldout' : ''}${values.model ? ` --model ${values.model}` : ''}${setDir === join(ROOT, DEFAULT_SET) ? '' : ` --set ${values.set}`} (${new Date().toISOString()})`,
      `split ${split}: ${run.length} questions (${run.filter((q) => !q.unanswerable).length} answerable, ${run.filter((q) => q.unanswerable).length} unanswerable, ${run.filter((q) => q.paraphrased).length} paraphrased, ${run.filter((q) => q.followup_of).length} follow-ups) over ${ing.names.length} files`,
      `ingest: ${ing.seconds.toFixed(0)} s to COMPLETED with nothing pending${ing.failed.length ? `; FAILED: ${ing.failed.join('; ')}` : ', no failures'}`,
      `load average ${loadBefore.toFixed(2)} before the questions, ${loadavg()[0]!.toFixed(2)} after (2 cores, shared); daemon RSS ${mem.rss.toFixed(0)} MB, peak ${mem.peak.toFixed(0)} MB`,
    ];
    const lines = report(outcomes, header);
    console.log(lines.join('\n'));
    const outDir = join(ROOT, 'bench', 'results');
    mkdirSync(outDir, { recursive: true });
    writeFileSync(join(outDir, `${setName}-${split}.txt`), lines.join('\n') + '\n');
    writeFileSync(
      join(outDir, `${setName}-${split}.json`),
      JSON.stringify(
        outcomes.map((o) => ({ id: o.q.id, ...o.verdict, rank: o.rank, search_empty: o.search_empty, answer: o.text, cited: o.cited, ms: Math.round(o.ms) })),
        null,
        1,
      ) + '\n',
    );
  } finally {
    await d.stop();
  }
}

await main();

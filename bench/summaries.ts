/**
 * npm run bench:summaries — the built-in summaries and tags of files nobody tuned ctx for: 62
 * files of the bench:qa, qa2, qa3, qa4 and receipts data dirs (their origins are in
 * bench/qa*\/manifest.json and bench/receipts/manifest.json), each extracted and enriched in
 * process exactly as the worker does (extractFile, then enrich() without a model). For every
 * file bench/summaries/expect.jsonl says, written before the summariser was run on it, which kind
 * word the summary must lead with, the facts it must hold (any of a few spellings), words it must
 * not show (a currency the slip never prints, OCR noise as a merchant), and topics its tags should
 * name. Every summary and tag also goes through the automatic checks of bench/summaries/checks.ts.
 *
 *   npm run bench:summaries [-- --heldout] [-- --data /work/wt/data] [-- --show]
 *
 * The 20 held-out files are run once, at the end. Prints the figures and every file's line; saves
 * bench/results/summaries-<split>.txt.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { enrich } from '../src/core/enrich/enrich.js';
import { extractFile } from '../src/core/ingest/registry.js';
import { ROOT } from './harness.js';
import { sentencesOf, summaryProblems, tagContext, tagProblem } from './summaries/checks.js';

const { values: args } = parseArgs({ options: { heldout: { type: 'boolean', default: false }, data: { type: 'string', default: '/work/wt/data' }, show: { type: 'boolean', default: false } } });
const SPLIT = args.heldout ? 'heldout' : 'dev';

interface Expect {
  file: string;
  split: 'dev' | 'heldout';
  /** Kind words, one of which the first sentence must use. */
  kind: string[];
  /** Facts: each a list of spellings, one of which the summary must hold. */
  facts: string[][];
  /** Topics: one of these words should be in one of the tags. */
  tags: string[][];
  /** Words the summary must not show. */
  forbid: string[];
}

interface Row {
  file: string;
  summary: string;
  tags: string[];
  kindOk: boolean;
  facts: [number, number];
  forbidden: string[];
  problems: string[];
  badTags: string[];
  topicHit: boolean;
}

const lc = (s: string) => s.toLowerCase();

async function run(e: Expect): Promise<Row> {
  const path = join(args.data!, e.file);
  const name = basename(path);
  const x = await extractFile({ path, name, ext: extname(name).toLowerCase(), mime: '' });
  const { meta } = await enrich(x, { name, mime: '', size: readFileSync(path).length });
  const summary = meta.summary;
  const first = lc(sentencesOf(summary)[0] ?? '');
  const kindOk = e.kind.some((k) => new RegExp(`(?<!\\p{L})${lc(k).replace(/[-]/g, '[- ]?')}`, 'u').test(first));
  const found = e.facts.filter((alts) => alts.some((a) => lc(summary).includes(lc(a)))).length;
  const forbidden = e.forbid.filter((f) => lc(summary).includes(lc(f)));
  const p = summaryProblems(summary);
  const problems = [
    ...p.notWhole.map((s) => `not whole: ${s.slice(0, 60)}`),
    ...p.tableDump.map((s) => `table dump: ${s.slice(0, 60)}`),
    ...p.placeholder.map((s) => `placeholder: ${s}`),
    ...p.fragment.map((s) => `fragment: ${s.slice(0, 60)}`),
    ...(p.tooLong ? [`too long: ${summary.split(/\s+/).length} words`] : []),
  ];
  const text = x.segments.map((s) => s.text).join('\n');
  const ocr = x.segments.some((s) => s.locator === '#ocr') || Number(x.facts.scanned_pages ?? 0) > 0;
  const ctx = tagContext(text, ocr, summary);
  const tags = meta.hash_tags;
  const badTags = tags.map((t) => [t, tagProblem(t, ctx)] as const).filter(([, why]) => why).map(([t, why]) => `${t} (${why})`);
  const topicHit = e.tags.some((alts) => alts.some((a) => tags.some((t) => t.includes(lc(a)))));
  return { file: e.file, summary, tags, kindOk, facts: [found, e.facts.length], forbidden, problems, badTags, topicHit };
}

const pct = (n: number, d: number) => (d === 0 ? 'n/a' : `${((100 * n) / d).toFixed(0)}%`);

async function main(): Promise<void> {
  const all = readFileSync(join(ROOT, 'bench', 'summaries', 'expect.jsonl'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Expect);
  const mine = all.filter((e) => e.split === SPLIT);
  const rows: Row[] = [];
  const t0 = Date.now();
  for (const e of mine) rows.push(await run(e));
  const n = rows.length;
  const clean = rows.filter((r) => r.problems.length === 0).length;
  const kind = rows.filter((r) => r.kindOk).length;
  const factsFound = rows.reduce((a, r) => a + r.facts[0], 0);
  const factsAll = rows.reduce((a, r) => a + r.facts[1], 0);
  const forb = rows.filter((r) => r.forbidden.length > 0).length;
  const tagsAll = rows.reduce((a, r) => a + r.tags.length, 0);
  const tagsBad = rows.reduce((a, r) => a + r.badTags.length, 0);
  const tagClean = rows.filter((r) => r.badTags.length === 0).length;
  const topic = rows.filter((r) => r.topicHit).length;
  const byProblem = new Map<string, number>();
  for (const r of rows) for (const p of r.problems) byProblem.set(p.split(':')[0]!, (byProblem.get(p.split(':')[0]!) ?? 0) + 1);
  const byTag = new Map<string, number>();
  for (const r of rows) for (const b of r.badTags) byTag.set(/\((.*)\)$/.exec(b)![1]!, (byTag.get(/\((.*)\)$/.exec(b)![1]!) ?? 0) + 1);
  const out: string[] = [
    `ctx bench:summaries — ${SPLIT}: ${n} files (${((Date.now() - t0) / 1000).toFixed(1)} s in process)`,
    `  summaries passing every automatic check  ${clean}/${n} (${pct(clean, n)})   [${[...byProblem].map(([k, v]) => `${k} ${v}`).join(', ') || 'no problems'}]`,
    `  first sentence says the expected kind     ${kind}/${n} (${pct(kind, n)})`,
    `  expected facts held                       ${factsFound}/${factsAll} (${pct(factsFound, factsAll)})`,
    `  files showing a forbidden word            ${forb}`,
    `  tags that are not topics                  ${tagsBad}/${tagsAll} (${pct(tagsBad, tagsAll)})   [${[...byTag].map(([k, v]) => `${k} ${v}`).join(', ') || 'none'}]; files with clean tags ${tagClean}/${n} (${pct(tagClean, n)})`,
    `  files whose tags name an expected topic   ${topic}/${n} (${pct(topic, n)})`,
    '',
  ];
  for (const r of rows) {
    const marks = [r.kindOk ? '' : 'KIND', r.facts[0] < r.facts[1] ? `facts ${r.facts[0]}/${r.facts[1]}` : '', r.forbidden.length ? `FORBID ${r.forbidden.join(',')}` : '', r.topicHit ? '' : 'no topic tag'].filter(Boolean);
    out.push(`${r.problems.length || r.badTags.length || marks.length ? '✗' : '✓'} ${r.file}${marks.length ? `  [${marks.join('; ')}]` : ''}`);
    if (args.show || r.problems.length || marks.length) out.push(`    ${r.summary}`);
    for (const p of r.problems) out.push(`    ! ${p}`);
    out.push(`    tags: ${r.tags.join(' ')}${r.badTags.length ? `   bad: ${r.badTags.join(' ')}` : ''}`);
  }
  const text = out.join('\n');
  console.log(text);
  writeFileSync(join(ROOT, 'bench', 'results', `summaries-${SPLIT}.txt`), `${text}\n`);
}

await main();

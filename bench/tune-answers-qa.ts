/**
 * npm run bench:tune-answers-qa -- <data dir of a bench:qa ingest> [--set <dir>]
 *
 * The answer half of bench:qa in-process: every **dev** question (never heldout) through the
 * daemon's own QueryService with the built-in answerer, on a copy of a data dir bench:qa left
 * (`--reuse`; vectors in place). Prints answers right, unanswerable handled and each miss, in
 * seconds instead of the minutes a daemon run takes — for calibrating the answer rules. The
 * copy is written to (sessions); the given dir is not. --set (default bench/qa) names the question
 * set, as for bench:qa; the data dir must be one a bench:qa run of that set left. --spent adds the
 * held-out half, only for a set whose held-out figure was already taken (it is dev from then on).
 */
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT } from './harness.js';
import { judge, pct, type Question } from './qa-score.js';
import { createStore } from '../src/core/store/index.js';
import { DB_FILE, loadConfig } from '../src/core/config.js';
import { createVectorIndex } from '../src/core/retrieve/setup.js';
import { QueryService } from '../src/core/answer/query.js';

const { values, positionals } = parseArgs({ options: { set: { type: 'string', default: join('bench', 'qa') }, spent: { type: 'boolean', default: false } }, allowPositionals: true });
const dirArg = positionals[0];
if (positionals.length !== 1 || !dirArg) {
  console.error('usage: npm run bench:tune-answers-qa -- <data dir of a bench:qa ingest> [--set bench/qa2]');
  process.exit(2);
}
const questions = readFileSync(join(resolve(ROOT, values.set), 'questions.jsonl'), 'utf8')
  .split('\n')
  .filter((l) => l.trim())
  .map((l) => JSON.parse(l) as Question)
  // --spent: the held-out half too, for a set whose held-out figure has already been taken and reported.
  .filter((q) => q.split === 'dev' || values.spent)
  // TUNE_ONLY=id,id: just those questions (and what they follow up), to look at one rule's effect.
  .filter((q, _, all) => !process.env.TUNE_ONLY || process.env.TUNE_ONLY.split(',').some((id) => id === q.id || all.find((x) => x.id === id)?.followup_of === q.id));

const dataDir = mkdtempSync(join(tmpdir(), 'ctx-tune-answers-'));
cpSync(resolve(dirArg), dataDir, { recursive: true });
const cfg = loadConfig(dataDir);
const store = createStore({ dbPath: join(dataDir, DB_FILE) });
const index = createVectorIndex(store, cfg);
try {
  const account = (store.db.prepare('SELECT account_id FROM sub_users LIMIT 1').get() as { account_id: number }).account_id;
  const service = new QueryService(store, cfg);
  const ask = async (text: string, suid?: string) =>
    service.ask({ accountId: account, subUser: 'default', finalAnswer: true, suid, payload: { messages: [{ role: 'user', content: [{ type: 'text', text }] }] } });
  const sessions = new Map<string, string>();
  const results: Array<{ q: Question; ok: boolean; text: string; cites: string }> = [];
  for (const q of questions) {
    const parent = q.followup_of ? sessions.get(q.followup_of) ?? (await ask(questions.find((p) => p.id === q.followup_of)!.question)).suid : undefined;
    const reply = await ask(q.question, parent);
    sessions.set(q.id, reply.suid);
    const part = reply.content[0]!;
    const v = judge(q, part.text, part.facts ?? []);
    results.push({ q, ok: v.ok, text: part.text, cites: (part.facts ?? []).map((f) => f.reference).join(' ') });
  }
  const answerable = results.filter((r) => !r.q.unanswerable);
  const unanswerable = results.filter((r) => r.q.unanswerable);
  const tally = (rs: typeof results) => ({ n: rs.length, ok: rs.filter((r) => r.ok).length });
  console.log(`answers right ${pct(tally(answerable))}; worded like the file ${pct(tally(answerable.filter((r) => !r.q.paraphrased)))}; paraphrased ${pct(tally(answerable.filter((r) => r.q.paraphrased)))}; unanswerable handled ${pct(tally(unanswerable))}`);
  // TUNE_SHOW=all prints the right answers too (to read how they are worded).
  if (process.env.TUNE_SHOW) for (const r of results.filter((x) => !x.ok || process.env.TUNE_SHOW === 'all')) console.log(`  ${r.q.id.padEnd(22)} ${r.q.paraphrased ? 'para ' : ''}"${r.text.slice(0, 140)}" ${r.cites}`);
} finally {
  await index.stop();
  store.close();
  rmSync(dataDir, { recursive: true, force: true });
}

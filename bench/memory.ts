/**
 * npm run bench:memory — builds the personal-document fixtures (bench/memory/fixtures.ts: a
 * résumé .docx, a cover letter .pdf, a diary .txt, an invoice .xlsx, an invitation .png read by
 * OCR, a voice memo .wav read by speech recognition), uploads them through the HTTP API of a
 * real daemon with the built-in extractors, waits for each to be COMPLETED, then reads
 * /metadata/get_user_profile/ and /metadata/get_user_event/ and scores them against
 * bench/memory/expected.ts: precision and recall of profile values and of events, and how many
 * matched events have exactly the expected happen_time. Exits 1 when a target is missed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBenchDaemon } from './harness.js';
import { buildFixtures, type Fixture } from './memory/fixtures.js';
import { buildHeldout, HELDOUT_EVENTS, HELDOUT_NEVER, HELDOUT_PROFILE } from './memory/heldout.js';
import { EXPECTED_EVENTS, EXPECTED_PROFILE, NEVER_IN_PROFILE, type ExpectedEvent, type ExpectedValue } from './memory/expected.js';
import { profileItems, scoreEvents, scoreProfile, type ApiEvent, type ApiProfile } from './memory/score.js';

const TARGETS = { profilePrecision: 0.9, profileRecall: 0.8, eventPrecision: 0.85, eventRecall: 0.75, timeExact: 0.9 };
const SU = 'bench-memory';

const tmp = mkdtempSync(join(tmpdir(), 'ctx-bench-memory-'));
const d = await startBenchDaemon();
const headers = { 'x-api-key': d.key };
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

interface SetResult {
  met: boolean;
}

async function runSet(label: string, su: string, fixtures: Fixture[], expProfile: ExpectedValue[], expEvents: ExpectedEvent[], never: string[], targets: boolean): Promise<SetResult> {
  console.log(`\n== ${label}: ${fixtures.length} documents ==`);
  for (const f of fixtures) {
    const t0 = performance.now();
    const fd = new FormData();
    fd.set('path', '/me');
    fd.set('sub_user_name', su);
    fd.set('file', new Blob([f.data]), f.name);
    const up = await fetch(`${d.url}/file/upload`, { method: 'POST', headers, body: fd });
    if (up.status !== 200) throw new Error(`upload ${f.name}: ${up.status} ${await up.text()}`);
    const { file_id } = (await up.json()) as { file_id: string };
    let status = 'PENDING';
    while (status === 'PENDING') {
      await new Promise((r) => setTimeout(r, 100));
      const st = await fetch(`${d.url}/file/status/${file_id}?sub_user_name=${encodeURIComponent(su)}`, { headers });
      status = ((await st.json()) as { status: string }).status;
    }
    console.log(`  ${f.name.padEnd(30)} ${f.kind.padEnd(26)} ${status.padEnd(9)} ${((performance.now() - t0) / 1000).toFixed(2)} s`);
    if (status !== 'COMPLETED') throw new Error(`${f.name} ended ${status}`);
  }

  const profile = (await (await fetch(`${d.url}/metadata/get_user_profile/?sub_user_name=${su}`, { headers })).json()) as ApiProfile;
  const events = (await (await fetch(`${d.url}/metadata/get_user_event/?sub_user_name=${su}&limit=1000`, { headers })).json()) as ApiEvent[];

  const p = scoreProfile(profile, expProfile);
  const e = scoreEvents(events, expEvents);
  const leaked = profileItems(profile).filter((it) => never.some((n) => it.value.toLowerCase().includes(n.toLowerCase())));
  const t = (target: number) => (targets ? ` (target ≥ ${pct(target)})` : '');

  console.log(`\nProfile values: ${p.actual} returned, ${p.expected} expected, ${p.correct} correct`);
  console.log(`  precision ${pct(p.precision)}${t(TARGETS.profilePrecision)}   recall ${pct(p.recall)}${t(TARGETS.profileRecall)}`);
  for (const w of p.wrong) console.log(`  wrong:  ${w}`);
  for (const m of p.missed) console.log(`  missed: ${m}`);
  for (const l of leaked) console.log(`  leaked: ${l.category}.${l.subtopic} = ${JSON.stringify(l.value)}`);

  console.log(`\nEvents: ${e.actual} returned, ${e.expected} expected, ${e.correct} correct (type and content)`);
  console.log(`  precision ${pct(e.precision)}${t(TARGETS.eventPrecision)}   recall ${pct(e.recall)}${t(TARGETS.eventRecall)}`);
  console.log(`  happen_time exact on ${e.exactTime}/${e.correct} matched = ${pct(e.timeRate)}${t(TARGETS.timeExact)}`);
  for (const w of e.wrong) console.log(`  wrong:  ${w}`);
  for (const m of e.missed) console.log(`  missed: ${m}`);
  for (const x of e.wrongTime) console.log(`  time:   ${x}`);

  const met =
    p.precision >= TARGETS.profilePrecision &&
    p.recall >= TARGETS.profileRecall &&
    e.precision >= TARGETS.eventPrecision &&
    e.recall >= TARGETS.eventRecall &&
    e.timeRate >= TARGETS.timeExact &&
    leaked.length === 0;
  return { met };
}

try {
  console.log('ctx bench:memory — personal documents through the HTTP API, built-in extractors');
  const main = await runSet('Fixture set (bench/memory/fixtures.ts, expected.ts)', SU, await buildFixtures(tmp), EXPECTED_PROFILE, EXPECTED_EVENTS, NEVER_IN_PROFILE, true);
  console.log(`\nTargets ${main.met ? 'met' : 'NOT met'}.`);
  // A second persona in other layouts, never tuned against: an estimate of generalisation.
  await runSet('Held-out set (bench/memory/heldout.ts; no targets)', `${SU}-heldout`, await buildHeldout(tmp), HELDOUT_PROFILE, HELDOUT_EVENTS, HELDOUT_NEVER, false);
  process.exitCode = main.met ? 0 : 1;
} finally {
  await d.stop();
  rmSync(tmp, { recursive: true, force: true });
}

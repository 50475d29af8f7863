/**
 * npm run bench:memory — builds the personal-document fixtures (bench/memory/fixtures.ts: a
 * résumé .docx, a cover letter .pdf, a diary .txt, an invoice .xlsx, an invitation .png read by
 * OCR, a voice memo .wav read by speech recognition), uploads them through the HTTP API of a
 * real daemon with the built-in extractors, waits for each to be COMPLETED, then reads
 * /metadata/get_user_profile/ and /metadata/get_user_event/ and scores them against
 * bench/memory/expected.ts: precision and recall of profile values and of events, and how many
 * matched events have exactly the expected happen_time. Exits 1 when a target is missed.
 * `-- --aside` runs aside.ts's two personas (Cork, Kraków: run and tuned against since), `-- --unseen`
 * unseen.ts's two (Osaka, Pune: held aside in session 6). `-- --s7dev` runs s7.ts's development pair
 * (Lagos, Gothenburg), `-- --s7final` its held-aside pair (Buenos Aires, Izmir): run once, at the end.
 * `-- --s8dev` runs s8.ts's development pair (Hanoi, Nyeri), `-- --s8final` its held-aside pair (Québec City,
 * Leipzig): run once, at the end. `-- --s8b` runs s8b.ts's two further held-aside personas (Manila,
 * Cairo), written blind after `--s8final` was spent: run once. `-- --s8c` runs s8c.ts's pair (Johannesburg,
 * Mexico City), written blind after `--s8b` was spent: run once. `-- --s9a` runs s9a.ts's pair (Melbourne,
 * Tallinn), written blind in session 9 after every earlier set was spent: run once. `-- --s9b` runs
 * s9b.ts's pair (Kingston, Bologna), written blind beside it: run once. `-- --s10a` runs s10a.ts's pair
 * (Kuala Lumpur, Reykjavík), written blind in session 10 after every earlier set was spent: run once.
 * `-- --s10b` runs s10b.ts's pair (Seoul, Lima), written blind beside it: run once.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBenchDaemon } from './harness.js';
import { buildFixtures, type Fixture } from './memory/fixtures.js';
import { buildHeldout, HELDOUT_EVENTS, HELDOUT_NEVER, HELDOUT_PROFILE } from './memory/heldout.js';
import { EXPECTED_EVENTS, EXPECTED_PROFILE, NEVER_IN_PROFILE, type ExpectedEvent, type ExpectedValue } from './memory/expected.js';
import { asidePersonas } from './memory/aside.js';
import { unseenPersonas } from './memory/unseen.js';
import { s7DevPersonas, s7FinalPersonas } from './memory/s7.js';
import { s8DevPersonas, s8FinalPersonas } from './memory/s8.js';
import { s8bPersonas } from './memory/s8b.js';
import { s8cPersonas } from './memory/s8c.js';
import { s9aPersonas } from './memory/s9a.js';
import { s9bPersonas } from './memory/s9b.js';
import { s10aPersonas } from './memory/s10a.js';
import { s10bPersonas } from './memory/s10b.js';
import { devPersonas } from './memory/personas.js';
import type { Persona } from './memory/kit.js';
import { isUploadEvent, profileItems, scoreEvents, scoreProfile, type ApiEvent, type ApiProfile } from './memory/score.js';

const TARGETS = { profilePrecision: 0.9, profileRecall: 0.8, eventPrecision: 0.85, eventRecall: 0.75, timeExact: 0.9 };
const SU = 'bench-memory';

const tmp = mkdtempSync(join(tmpdir(), 'ctx-bench-memory-'));
const d = await startBenchDaemon();
const headers = { 'x-api-key': d.key };
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

interface SetResult {
  met: boolean;
  p: ReturnType<typeof scoreProfile>;
  e: ReturnType<typeof scoreEvents>;
  fromReference: number;
  seconds: number;
}

/** Uploads every file, then waits until all are done: the time a library takes to be COMPLETED with its memory. */
async function ingest(su: string, fixtures: Fixture[]): Promise<{ seconds: number; paths: Map<string, Fixture> }> {
  const t0 = performance.now();
  const ids: Array<{ id: string; f: Fixture }> = [];
  const paths = new Map<string, Fixture>();
  for (const f of fixtures) {
    const fd = new FormData();
    fd.set('path', '/me');
    fd.set('sub_user_name', su);
    fd.set('file', new Blob([f.data]), f.name);
    const up = await fetch(`${d.url}/file/upload`, { method: 'POST', headers, body: fd });
    if (up.status !== 200) throw new Error(`upload ${f.name}: ${up.status} ${await up.text()}`);
    const { file_id } = (await up.json()) as { file_id: string };
    ids.push({ id: file_id, f });
  }
  const pending = new Set(ids.map((x) => x.id));
  while (pending.size > 0) {
    await new Promise((r) => setTimeout(r, 100));
    for (const { id, f } of ids) {
      if (!pending.has(id)) continue;
      const st = (await (await fetch(`${d.url}/file/status/${id}?sub_user_name=${encodeURIComponent(su)}`, { headers })).json()) as { status: string };
      if (st.status === 'PENDING') continue;
      pending.delete(id);
      console.log(`  ${f.name.padEnd(36)} ${f.kind.slice(0, 60).padEnd(60)} ${st.status.padEnd(9)} ${((performance.now() - t0) / 1000).toFixed(2)} s`);
      if (st.status !== 'COMPLETED') throw new Error(`${f.name} ended ${st.status}`);
    }
  }
  for (const { f } of ids) paths.set(`/me/${f.name}`, f);
  return { seconds: (performance.now() - t0) / 1000, paths };
}

/** Where the API says a value or event comes from: its sources' paths (extra fields), when given. */
function sourcePaths(x: { path?: string; sources?: Array<{ path?: string }> }): string[] {
  return [...(x.sources ?? []).map((s) => s.path ?? ''), ...(x.path ? [x.path] : [])].filter(Boolean);
}

async function runSet(label: string, su: string, fixtures: Fixture[], expProfile: ExpectedValue[], expEvents: ExpectedEvent[], never: string[], targets: boolean): Promise<SetResult> {
  console.log(`\n== ${label}: ${fixtures.length} documents (${fixtures.filter((f) => f.reference).length} reference) ==`);
  const { seconds: ingestSeconds, paths } = await ingest(su, fixtures);
  const t1 = performance.now();
  const profile = (await (await fetch(`${d.url}/metadata/get_user_profile/?sub_user_name=${su}`, { headers })).json()) as ApiProfile;
  const events = (await (await fetch(`${d.url}/metadata/get_user_event/?sub_user_name=${su}&limit=1000`, { headers })).json()) as ApiEvent[];
  const seconds = ingestSeconds + (performance.now() - t1) / 1000;

  const p = scoreProfile(profile, expProfile);
  const e = scoreEvents(events, expEvents);
  const leaked = profileItems(profile).filter((it) => never.some((n) => it.value.toLowerCase().includes(n.toLowerCase())));
  const isRef = (x: { path?: string; sources?: Array<{ path?: string }> }) => sourcePaths(x).some((sp) => paths.get(sp)?.reference);
  const refValues = Object.values(profile).flatMap((c) => Object.entries(c.sub_topics).filter(([, s]) => isRef(s as never)).map(([k, s]) => `${k} = ${JSON.stringify(s.value)}`));
  const refEvents = events.filter((x) => !isUploadEvent(x) && isRef(x as never));
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
  const fromReference = refValues.length + refEvents.length + leaked.length;
  console.log(`\nFrom reference documents: ${refValues.length} profile values, ${refEvents.length} events; ${leaked.length} values naming other people or places (target 0)`);
  for (const r of refValues) console.log(`  ref value: ${r}`);
  for (const r of refEvents) console.log(`  ref event: ${r.event_type} ${r.happen_time} ${JSON.stringify(r.content.slice(0, 100))} (${r.path})`);
  console.log(`Time to COMPLETED, profile and events for ${fixtures.length} files: ${seconds.toFixed(1)} s`);

  const met =
    p.precision >= TARGETS.profilePrecision &&
    p.recall >= TARGETS.profileRecall &&
    e.precision >= TARGETS.eventPrecision &&
    e.recall >= TARGETS.eventRecall &&
    e.timeRate >= TARGETS.timeExact &&
    fromReference === 0;
  return { met, p, e, fromReference, seconds };
}

/** Micro-averaged figures over several personas. */
function totals(label: string, rs: SetResult[]): void {
  const sum = (f: (r: SetResult) => number) => rs.reduce((n, r) => n + f(r), 0);
  const pc = sum((r) => r.p.correct);
  const ec = sum((r) => r.e.correct);
  console.log(`\n### ${label} (${rs.length} personas, micro-averaged)`);
  console.log(`  profile precision ${pct(pc / Math.max(1, sum((r) => r.p.actual)))}  recall ${pct(pc / Math.max(1, sum((r) => r.p.expected)))}`);
  console.log(`  events  precision ${pct(ec / Math.max(1, sum((r) => r.e.actual)))}  recall ${pct(ec / Math.max(1, sum((r) => r.e.expected)))}  dates right ${pct(sum((r) => r.e.exactTime) / Math.max(1, ec))}`);
  console.log(`  values/events from reference documents: ${sum((r) => r.fromReference)}`);
  console.log(`  slowest persona: ${Math.max(...rs.map((r) => r.seconds)).toFixed(1)} s`);
}

const aside = process.argv.includes('--aside');
const unseen = process.argv.includes('--unseen');
const s7 = process.argv.includes('--s7final') ? 'final' : process.argv.includes('--s7dev') ? 'dev' : null;
const s8 = process.argv.includes('--s8final') ? 'final' : process.argv.includes('--s8dev') ? 'dev' : null;

/** Runs a list of personas with the targets shown; the exit code says whether all met them. */
async function runPersonas(label: string, personas: Persona[]): Promise<void> {
  const rs: SetResult[] = [];
  for (const pe of personas) rs.push(await runSet(`${label} ${pe.id}: ${pe.who}`, `${SU}-${pe.id}`, await pe.files(), pe.profile, pe.events, pe.never, true));
  totals(label, rs);
  process.exitCode = rs.every((r) => r.met) ? 0 : 1;
}

try {
  console.log('ctx bench:memory — personal documents through the HTTP API, built-in extractors');
  if (process.argv.includes('--s10b')) {
    // Held aside (bench/memory/s10b.ts), written blind beside --s10a: its first run is the figure.
    await runPersonas('Held-aside persona (s10b.ts, --s10b)', s10bPersonas(tmp));
  } else if (process.argv.includes('--s10a')) {
    // Held aside (bench/memory/s10a.ts), written blind after every earlier set was spent: its first run is the figure.
    await runPersonas('Held-aside persona (s10a.ts, --s10a)', s10aPersonas(tmp));
  } else if (process.argv.includes('--s9b')) {
    // Held aside (bench/memory/s9b.ts), written blind beside --s9a: its first run is the figure.
    await runPersonas('Held-aside persona (s9b.ts, --s9b)', s9bPersonas(tmp));
  } else if (process.argv.includes('--s9a')) {
    // Held aside (bench/memory/s9a.ts), written blind after every earlier set was spent: its first run is the figure.
    await runPersonas('Held-aside persona (s9a.ts, --s9a)', s9aPersonas(tmp));
  } else if (process.argv.includes('--s8c')) {
    // Held aside (bench/memory/s8c.ts), written blind after --s8b was spent: its first run is the figure.
    await runPersonas('Held-aside persona (s8c.ts, --s8c)', s8cPersonas(tmp));
  } else if (process.argv.includes('--s8b')) {
    // Held aside (bench/memory/s8b.ts), written blind after --s8final was spent: its first run is the figure.
    await runPersonas('Held-aside persona (s8b.ts, --s8b)', s8bPersonas(tmp));
  } else if (s8 === 'dev') {
    await runPersonas('Session 8 development persona (s8.ts, --s8dev)', s8DevPersonas(tmp));
  } else if (s8 === 'final') {
    // Held aside (bench/memory/s8.ts): its first run is the held-out figure of session 8.
    await runPersonas('Session 8 held-aside persona (s8.ts, --s8final)', s8FinalPersonas(tmp));
  } else if (s7 === 'dev') {
    await runPersonas('Session 7 development persona (s7.ts, --s7dev)', s7DevPersonas(tmp));
  } else if (s7 === 'final') {
    // Held aside (bench/memory/s7.ts): its first run is the held-out figure of session 7.
    await runPersonas('Session 7 held-aside persona (s7.ts, --s7final)', s7FinalPersonas(tmp));
  } else if (unseen) {
    // Session 6's held-aside personas (bench/memory/unseen.ts): their first run is the held-out figure.
    const rs: SetResult[] = [];
    for (const pe of unseenPersonas(tmp)) rs.push(await runSet(`Held-aside persona ${pe.id}: ${pe.who}`, `${SU}-${pe.id}`, await pe.files(), pe.profile, pe.events, pe.never, true));
    totals('Held-aside personas of session 6 (unseen.ts)', rs);
    process.exitCode = rs.every((r) => r.met) ? 0 : 1;
  } else if (aside) {
    // Held-aside personas (bench/memory/aside.ts): run once, at the end of the work.
    const rs: SetResult[] = [];
    for (const pe of asidePersonas(tmp)) rs.push(await runSet(`Held-aside persona ${pe.id}: ${pe.who}`, `${SU}-${pe.id}`, await pe.files(), pe.profile, pe.events, pe.never, true));
    totals('Held-aside personas', rs);
    process.exitCode = rs.every((r) => r.met) ? 0 : 1;
  } else {
    const main = await runSet('Fixture set (bench/memory/fixtures.ts, expected.ts)', SU, await buildFixtures(tmp), EXPECTED_PROFILE, EXPECTED_EVENTS, NEVER_IN_PROFILE, true);
    const old = await runSet('Second persona (bench/memory/heldout.ts; seen before)', `${SU}-heldout`, await buildHeldout(tmp), HELDOUT_PROFILE, HELDOUT_EVENTS, HELDOUT_NEVER, false);
    const rs: SetResult[] = [];
    for (const pe of devPersonas(tmp)) rs.push(await runSet(`Persona ${pe.id}: ${pe.who}`, `${SU}-${pe.id}`, await pe.files(), pe.profile, pe.events, pe.never, false));
    totals('Development personas (bench/memory/personas.ts)', rs);
    totals('All development sets', [main, old, ...rs]);
    process.exitCode = main.met ? 0 : 1;
  }
} finally {
  await d.stop();
  rmSync(tmp, { recursive: true, force: true });
}

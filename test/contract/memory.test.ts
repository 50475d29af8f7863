/**
 * The user profile and timeline through a real daemon: personal documents in six formats (built
 * by bench/memory/fixtures.ts) are uploaded, and once each file is COMPLETED its profile values
 * and events are readable; values merge across files, the same event from two files appears
 * once, deleting a file withdraws what only it supported, and the event window, limit and
 * order follow DESIGN.md. Then the Ollama path, against the fake Ollama server: valid output
 * is used, invalid output is retried and then replaced by the built-in result, a timeout falls
 * back to the built-in result.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFixtures, DIARY, type Fixture } from '../../bench/memory/fixtures.js';
import { EXPECTED_EVENTS, EXPECTED_PROFILE, NEVER_IN_PROFILE } from '../../bench/memory/expected.js';
import { isUploadEvent, profileItems, scoreEvents, scoreProfile, type ApiEvent, type ApiProfile } from '../../bench/memory/score.js';
import { Api } from '../helpers/api.js';
import { expectShapeC, uploadAndWait } from '../helpers/contract.js';
import { startDaemon, type TestDaemon } from '../helpers/daemon.js';
import { startFakeOllama, type ChatCall, type FakeOllama } from '../helpers/fake-ollama.js';

const HAPPEN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/;
const MENTION = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}$/;

async function profileOf(api: Api, su: string): Promise<ApiProfile> {
  const res = await api.get('/metadata/get_user_profile/', { sub_user_name: su });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as ApiProfile;
}

async function eventsOf(api: Api, su: string, q: Record<string, string | number> = {}): Promise<ApiEvent[]> {
  const res = await api.get('/metadata/get_user_event/', { sub_user_name: su, limit: 1000, ...q });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as ApiEvent[];
}

const value = (p: ApiProfile, cat: string, sub: string) => p[cat]?.sub_topics[sub]?.value;

describe('built-in extraction', () => {
  let d: TestDaemon;
  let api: Api;
  let tmp: string;
  let fixtures: Fixture[];
  const ids = new Map<string, string>();
  const SU = 'elena';

  beforeAll(async () => {
    tmp = mkdtempSync(join(tmpdir(), 'ctx-memory-'));
    [d, fixtures] = await Promise.all([startDaemon(), buildFixtures(tmp)]);
    api = new Api(d.url, d.apiKey);
    for (const f of fixtures) {
      const u = await uploadAndWait(api, f.name, f.data, { path: '/me', sub_user_name: SU, timeoutMs: 60_000 });
      expect(u.status, f.name).toBe('COMPLETED');
      ids.set(f.name, u.file_id);
    }
  }, 180_000);
  afterAll(async () => {
    await d?.cleanup();
    rmSync(tmp, { recursive: true, force: true });
  });

  it('has profile values and events the moment a file is COMPLETED', async () => {
    // A sub-user that does not exist yet has no profile at all.
    await expectShapeC(await api.get('/metadata/get_user_profile/', { sub_user_name: 'diarist' }), 404);
    const up = await api.upload('diary.txt', DIARY, { sub_user_name: 'diarist' });
    expect(await api.waitFor(up.file_id, { sub_user_name: 'diarist' })).toBe('COMPLETED');
    // No waiting after COMPLETED: the profile and the events were written with the status.
    const [p, ev] = await Promise.all([profileOf(api, 'diarist'), eventsOf(api, 'diarist')]);
    expect(value(p, 'basic_info', 'Age')).toBe('35');
    expect(value(p, 'demographics', 'marital_status')).toBe('married');
    expect(value(p, 'contact_info', 'city')).toBe('Lisbon');
    expect(ev.some((e) => e.event_type === 'personal' && /moved to Lisbon/i.test(e.content) && e.happen_time === '2024-06-01T00:00:00')).toBe(true);
    // Beside the diary's own events, the one saying it was uploaded.
    expect(ev.filter(isUploadEvent)).toEqual([expect.objectContaining({ event_type: 'personal', file_id: up.file_id, path: '/diary.txt' })]);
    for (const e of ev) {
      // The spec's fields, and the file each event comes from.
      expect(Object.keys(e).sort()).toEqual(['content', 'event_type', 'file_id', 'happen_time', 'mention_time', 'path', 'sources']);
      expect(e).toMatchObject({ file_id: up.file_id, path: '/diary.txt', sources: [{ file_id: up.file_id, path: '/diary.txt' }] });
      expect(['personal', 'financial', 'professional', 'educational', 'social']).toContain(e.event_type);
      if (e.happen_time !== null) expect(e.happen_time).toMatch(HAPPEN);
      expect(e.mention_time).toMatch(MENTION);
    }
    // Nobody else's profile or timeline changed.
    expect((await api.get('/metadata/get_user_profile/', { sub_user_name: 'default' })).status).toBe(404);
    expect(value(await profileOf(api, SU), 'basic_info', 'Name')).toBe('Elena Marquez');
  });

  it('merges values across files: the most recent for single values, all of them for lists', async () => {
    const p = await profileOf(api, SU);
    const s = scoreProfile(p, EXPECTED_PROFILE);
    expect(s.wrong, 'values nobody stated').toEqual([]);
    expect(s.precision).toBeGreaterThanOrEqual(0.9);
    expect(s.recall).toBeGreaterThanOrEqual(0.8);
    // Only the keys of the spec's categories, each {sub_topics: {x: {value}}}.
    for (const [cat, c] of Object.entries(p)) {
      expect(['basic_info', 'contact_info', 'education', 'demographics', 'work', 'interest', 'psychological', 'life_event']).toContain(cat);
      // Each value names the files it rests on (an extra field beside the spec's `value`).
      for (const v of Object.values(c.sub_topics)) {
        expect(Object.keys(v)).toEqual(['value', 'sources']);
        expect((v as unknown as { sources: unknown[] }).sources.length).toBeGreaterThan(0);
      }
    }
    // The letter's San Francisco address (March 2024) is older than the move to Lisbon.
    expect(value(p, 'contact_info', 'city')).toBe('Lisbon');
    // Languages from the résumé and the letter, once each.
    expect(value(p, 'basic_info', 'language_spoken')!.split(', ').sort()).toEqual(['English', 'Portuguese', 'Spanish']);
    // Foods from the diary and the voice memo.
    expect(value(p, 'interest', 'foods')!.split(', ').sort()).toEqual(['grilled sardines', 'pizza']);
    // Other people's details never become the user's.
    const items = profileItems(p);
    for (const n of NEVER_IN_PROFILE) expect(items.filter((i) => i.value.includes(n)), n).toEqual([]);
  });

  it('has each event once, with the most precise date any file gives it', async () => {
    const ev = await eventsOf(api, SU);
    const s = scoreEvents(ev, EXPECTED_EVENTS);
    expect(s.precision).toBeGreaterThanOrEqual(0.85);
    expect(s.recall).toBeGreaterThanOrEqual(0.75);
    expect(s.timeRate).toBeGreaterThanOrEqual(0.9);
    // Résumé ("June 2024 – Present") and diary ("17 June 2024", "First day at…"): one event, the day.
    const fabrikamJob = ev.filter((e) => e.event_type === 'professional' && /Fabrikam Health/.test(e.content) && /first day|working as/i.test(e.content));
    expect(fabrikamJob).toHaveLength(1);
    expect(fabrikamJob[0]!.happen_time).toBe('2024-06-17T00:00:00');
    // …and it names both files it rests on, the diary's (the one shown) first.
    const sources = (fabrikamJob[0] as ApiEvent & { sources: Array<{ file_id: string; path: string }> }).sources;
    expect(sources.map((x) => x.path).sort()).toEqual(['/me/diary-2024.txt', '/me/resume.docx']);
    expect(sources.map((x) => x.file_id).sort()).toEqual([ids.get('diary-2024.txt'), ids.get('resume.docx')].sort());
    // Résumé and cover letter both state the Northwind job.
    expect(ev.filter((e) => /Northwind Analytics/.test(e.content))).toHaveLength(1);
    // Someone else's move is not the user's event.
    expect(ev.filter((e) => /Porto|Snowflake/.test(e.content))).toEqual([]);
  });

  it('orders events newest happen_time first, nulls last, and honours limit and the time window', async () => {
    const all = await eventsOf(api, SU);
    const dated = all.filter((e) => e.happen_time !== null);
    const undated = all.filter((e) => e.happen_time === null);
    expect(undated.length).toBeGreaterThan(0);
    expect(all.slice(dated.length)).toEqual(undated);
    const times = dated.map((e) => e.happen_time!);
    expect(times).toEqual([...times].sort().reverse());

    expect(await eventsOf(api, SU, { limit: 3 })).toEqual(all.slice(0, 3));
    // Default limit: 10.
    const res = await api.get('/metadata/get_user_event/', { sub_user_name: SU });
    expect(((await res.json()) as ApiEvent[]).length).toBe(Math.min(10, all.length));

    const june = await eventsOf(api, SU, { start_time: '2024-06-01', end_time: '2024-06-30T23:59:59' });
    expect(june.map((e) => e.happen_time)).toEqual(all.filter((e) => e.happen_time && e.happen_time >= '2024-06-01' && e.happen_time <= '2024-06-30T23:59:59').map((e) => e.happen_time));
    expect(june.length).toBeGreaterThanOrEqual(3);
    // A zoned bound is converted to UTC: 2024-06-17T02:00:00+03:00 is 2024-06-16T23:00:00.
    const before17 = await eventsOf(api, SU, { start_time: '2024-06-01', end_time: '2024-06-17T02:00:00+03:00' });
    expect(before17.some((e) => e.happen_time === '2024-06-17T00:00:00')).toBe(false);
    expect(before17.some((e) => e.happen_time === '2024-06-01T00:00:00')).toBe(true);
    // An undated event falls back to its mention_time (today), never to a window in the past.
    const memo = undated[0]!;
    expect((await eventsOf(api, SU, { end_time: '2030-01-01' })).filter((e) => e.happen_time === null)).toHaveLength(undated.length);
    expect((await eventsOf(api, SU, { start_time: memo.mention_time.slice(0, 10) })).some((e) => e.content === memo.content)).toBe(true);
    const lastYear = `${Number(memo.mention_time.slice(0, 4)) - 1}-12-31T23:59:59`;
    expect((await eventsOf(api, SU, { end_time: lastYear })).some((e) => e.happen_time === null)).toBe(false);
  });

  it('withdraws what only a deleted file supported, and keeps what another file also states', async () => {
    const before = await profileOf(api, SU);
    expect(value(before, 'basic_info', 'Age')).toBe('35');
    const del = await api.del(`/file/delete/${ids.get('diary-2024.txt')}`, { sub_user_name: SU });
    expect(del.status).toBe(200);
    const p = await profileOf(api, SU);
    // Only the diary said these.
    expect(value(p, 'basic_info', 'Age')).toBeUndefined();
    expect(p.demographics).toBeUndefined();
    expect(value(p, 'psychological', 'goals')).toBeUndefined();
    expect(value(p, 'interest', 'foods')).toBe('pizza');
    // The résumé says these too.
    expect(value(p, 'contact_info', 'city')).toBe('Lisbon');
    expect(value(p, 'work', 'company')).toBe('Fabrikam Health');
    const ev = await eventsOf(api, SU);
    expect(ev.some((e) => /turned 35|half marathon|dinner/i.test(e.content))).toBe(false);
    // The job remains, now dated by the résumé alone.
    const job = ev.filter((e) => /Fabrikam Health/.test(e.content) && e.event_type === 'professional' && !/apply|offer/i.test(e.content) && !isUploadEvent(e));
    expect(job.map((e) => e.happen_time)).toEqual(['2024-06-01T00:00:00']);

    // Replacing it with an edited diary brings back only what the new version says.
    const edited = DIARY.replace(/I turned 35 today\. /, '');
    const u = await uploadAndWait(api, 'diary-2024.txt', edited, { path: '/me', sub_user_name: SU });
    expect(u.status).toBe('COMPLETED');
    const after = await profileOf(api, SU);
    expect(value(after, 'basic_info', 'Age')).toBeUndefined();
    expect(value(after, 'demographics', 'marital_status')).toBe('married');
    expect((await eventsOf(api, SU)).filter((e) => /Fabrikam Health/.test(e.content) && /first day/i.test(e.content))).toHaveLength(1);
  });

  it('is 404 shape C for a sub-user that never existed', async () => {
    expect((await expectShapeC(await api.get('/metadata/get_user_profile/', { sub_user_name: 'nobody-here' }), 404)).error).toBe('USER_NOT_FOUND');
    expect((await expectShapeC(await api.get('/metadata/get_user_event/', { sub_user_name: 'nobody-here' }), 404)).error).toBe('USER_NOT_FOUND');
  });
});

// ---------------------------------------------------------------- Ollama

const NOTE = [
  'Notes, 2024-03-04',
  'My name is Ana Ruiz and I live in Valencia.',
  'On March 3, 2024 I played in the club chess tournament and came second.',
  'Chess has been part of my life since I was six; I play every Sunday at the club.',
].join('\n');

type Kind = 'profile' | 'events' | 'summary';
const kindOf = (c: ChatCall): Kind => {
  const props = (c.format as { properties?: Record<string, unknown> } | undefined)?.properties;
  return props?.facts ? 'profile' : props?.events ? 'events' : 'summary';
};

const VALID: Record<Kind, string> = {
  profile: JSON.stringify({
    facts: [
      { subtopic: 'sports', value: 'chess', evidence: 'I play every Sunday at the club' },
      // Not in the document: a model's invention, to be dropped.
      { subtopic: 'email', value: 'ana@invented.example', evidence: 'my email is ana@invented.example' },
    ],
  }),
  events: JSON.stringify({
    events: [
      { event_type: 'social', content: 'Played in the club chess tournament and came second.', date_text: 'March 3, 2024', evidence: 'I played in the club chess tournament and came second' },
      // A date the document never states is no happen_time.
      { event_type: 'personal', content: 'Started playing chess as a child.', date_text: 'January 1, 2001', evidence: 'Chess has been part of my life since I was six' },
    ],
  }),
  summary: 'Ana Ruiz notes her second place in a club chess tournament.',
};

describe('with an Ollama chat model (fake server)', () => {
  let fake: FakeOllama;
  let d: TestDaemon;
  let api: Api;
  let n = 0;

  beforeAll(async () => {
    fake = await startFakeOllama({ chat: (c) => VALID[kindOf(c)] });
    d = await startDaemon({ env: { CTX_OLLAMA_HOST: fake.host, CTX_OLLAMA_CHAT_MODEL: 'llama3.2', CTX_OLLAMA_TIMEOUT_MS: '1500' } });
    api = new Api(d.url, d.apiKey);
  });
  afterAll(async () => {
    await d?.cleanup();
    await fake?.close();
  });

  async function upload(su: string): Promise<string> {
    fake.calls.chat.length = 0;
    const u = await uploadAndWait(api, `note-${++n}.txt`, NOTE, { sub_user_name: su, timeoutMs: 30_000 });
    expect(u.status).toBe('COMPLETED');
    return u.file_id;
  }

  it('uses valid structured output: model facts and events, built-in facts for what the model left out', async () => {
    const id = await upload('llm-valid');
    const calls = fake.calls.chat;
    const byKind = (k: Kind) => calls.filter((c) => kindOf(c) === k);
    // One schema-constrained call each for profile and events (no retry), one for the summary.
    expect(byKind('profile')).toHaveLength(1);
    expect(byKind('events')).toHaveLength(1);
    expect(byKind('summary')).toHaveLength(1);
    for (const c of calls) {
      expect(c.model).toBe('llama3.2');
      expect(c.stream).toBe(false);
      expect(c.messages.map((m) => m.content).join('\n')).toContain('club chess tournament');
    }
    expect((byKind('profile')[0]!.format as { type: string }).type).toBe('object');

    const p = await profileOf(api, 'llm-valid');
    expect(value(p, 'interest', 'sports')).toBe('chess');
    expect(value(p, 'contact_info', 'email')).toBeUndefined();
    // Built-in: the model did not report these.
    expect(value(p, 'basic_info', 'Name')).toBe('Ana Ruiz');
    expect(value(p, 'contact_info', 'city')).toBe('Valencia');

    const ev = await eventsOf(api, 'llm-valid');
    expect(ev).toHaveLength(3);
    expect(ev[0]).toMatchObject({ event_type: 'social', content: 'Played in the club chess tournament and came second.', happen_time: '2024-03-03T00:00:00' });
    expect(ev[1]).toMatchObject({ event_type: 'personal', content: 'Started playing chess as a child.', happen_time: null });
    // The upload event is not the model's: built in, described with the generated summary, and
    // last (uploaded before the model's undated event was processed).
    expect(ev[2]).toMatchObject({ file_id: id, happen_time: null, content: `Uploaded "note-${n}.txt" (text file): ${VALID.summary}` });

    const meta = (await (await api.get(`/metadata/search_by_id/${id}/`, { sub_user_name: 'llm-valid' })).json()) as { summary: string };
    expect(meta.summary).toBe(VALID.summary);
  });

  it('retries invalid output once and uses the second answer when it is valid', async () => {
    const seen: Record<string, number> = {};
    fake.options.chat = (c) => {
      const k = kindOf(c);
      seen[k] = (seen[k] ?? 0) + 1;
      if (k === 'profile' && seen[k] === 1) return JSON.stringify({ facts: [{ subtopic: 'shoe_size', value: '38', evidence: 'x' }] });
      return VALID[k];
    };
    await upload('llm-retry');
    const profileCalls = fake.calls.chat.filter((c) => kindOf(c) === 'profile');
    expect(profileCalls).toHaveLength(2);
    // The retry tells the model what was wrong.
    expect(profileCalls[1]!.messages.at(-1)!.content).toMatch(/not usable/);
    expect(value(await profileOf(api, 'llm-retry'), 'interest', 'sports')).toBe('chess');
  });

  it('falls back to the built-in result after invalid output twice', async () => {
    fake.options.chat = (c) => (kindOf(c) === 'summary' ? VALID.summary : 'Sure! Here are the facts: {not json');
    await upload('llm-malformed');
    expect(fake.calls.chat.filter((c) => kindOf(c) === 'profile')).toHaveLength(2);
    expect(fake.calls.chat.filter((c) => kindOf(c) === 'events')).toHaveLength(2);
    const p = await profileOf(api, 'llm-malformed');
    // Never a silently empty profile: the built-in extractor's values.
    expect(value(p, 'basic_info', 'Name')).toBe('Ana Ruiz');
    expect(value(p, 'contact_info', 'city')).toBe('Valencia');
    expect(value(p, 'interest', 'sports')).toBeUndefined();
    const ev = await eventsOf(api, 'llm-malformed');
    expect(ev.some((e) => /chess tournament/.test(e.content) && e.happen_time === '2024-03-03T00:00:00')).toBe(true);
  });

  it('falls back to the built-in result and the extractive summary when the model is too slow', async () => {
    fake.options.chat = (c) => VALID[kindOf(c)];
    fake.options.delayMs = 4000;
    const t0 = Date.now();
    const id = await upload('llm-slow');
    // Three calls in parallel, each given up after 1.5 s; none is retried.
    expect(Date.now() - t0).toBeLessThan(3900);
    fake.options.delayMs = 0;
    const p = await profileOf(api, 'llm-slow');
    expect(value(p, 'basic_info', 'Name')).toBe('Ana Ruiz');
    expect(value(p, 'interest', 'sports')).toBeUndefined();
    const meta = (await (await api.get(`/metadata/search_by_id/${id}/`, { sub_user_name: 'llm-slow' })).json()) as { summary: string };
    expect(meta.summary).not.toBe(VALID.summary);
    expect(meta.summary).toMatch(/chess/);
  });
});

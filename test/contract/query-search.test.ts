import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDaemon, type TestDaemon } from '../helpers/daemon.js';
import { Api } from '../helpers/api.js';
import {
  ISO,
  expectShapeA,
  parseSse,
  payloadOf,
  queryOk,
  search,
  searchedPaths,
  uploadAndWait,
  type QueryResponse,
} from '../helpers/contract.js';

/** Small on purpose so CONTEXT_TOO_LONG is cheap to reach; every other query stays far below. */
const MAX_CONTEXT = 2000;

let d: TestDaemon;
let api: Api;

beforeAll(async () => {
  d = await startDaemon({ env: { CTX_MAX_CONTEXT_CHARS: String(MAX_CONTEXT) } });
  api = new Api(d.url, d.apiKey);
});
afterAll(async () => d?.cleanup());

describe('POST /ai/search', () => {
  const su = 'searcher';
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    const files: Array<[string, string, string]> = [
      // "kinase" is dense in the short file and diluted in the long one: BM25 puts dense first.
      ['dense', 'kinase.txt', 'Kinase inhibitors. The kinase assay measured kinase activity in the cells.'],
      [
        'diluted',
        'notes.txt',
        `${'Weather observations from the coastal station were recorded each morning. '.repeat(30)}\n\nOne page mentions a kinase in passing.`,
      ],
      ['il6', 'cytokines.txt', 'Serum IL-6 levels rose sharply in hospitalised COVID-19 patients.'],
      ['il2', 'other-cytokines.txt', 'IL-2 was measured on day 6 in the control group.'],
      // Several chunks of one file match: the file must still appear once.
      ['multi', 'zephyr.txt', Array.from({ length: 8 }, (_, i) => `Section ${i}: the zephyr wind ${'blew across the plain. '.repeat(60)}`).join('\n\n')],
    ];
    for (const [key, name, text] of files) {
      const r = await uploadAndWait(api, name, text, { path: '/s', sub_user_name: su });
      expect(r.status).toBe('COMPLETED');
      ids[key] = r.file_id;
    }
    for (let i = 0; i < 12; i++) {
      const r = await uploadAndWait(api, `quokka-${i}.txt`, `Quokka sighting number ${i} on Rottnest island.`, { path: '/many', sub_user_name: su });
      expect(r.status).toBe('COMPLETED');
    }
  });

  it('returns hits with the spec fields, best first', async () => {
    const hits = await search(api, 'kinase', { sub_user_name: su });
    expect(hits.map((h) => h.file_id)).toEqual([ids.dense, ids.diluted]);
    const first = hits[0]!;
    expect(first).toMatchObject({ file_id: ids.dense, file_path: '/s/kinase.txt', file_name: 'kinase.txt', file_type: 'text/plain' });
    expect(first.created_at).toMatch(ISO);
    for (const h of hits) {
      for (const k of ['file_id', 'file_path', 'file_name', 'file_type', 'created_at'] as const) expect(typeof h[k]).toBe('string');
    }
  });

  it('returns one hit per file even when many of its chunks match', async () => {
    const hits = await search(api, 'zephyr wind', { sub_user_name: su });
    expect(hits.filter((h) => h.file_id === ids.multi)).toHaveLength(1);
    expect(hits[0]!.file_id).toBe(ids.multi);
    const all = await search(api, 'quokka', { sub_user_name: su, limit: '100' });
    expect(new Set(all.map((h) => h.file_id)).size).toBe(all.length);
  });

  it('finds identifiers such as IL-6 and COVID-19 as written', async () => {
    for (const q of ['IL-6', 'il-6', 'COVID-19', 'covid-19 IL-6']) {
      const hits = await search(api, q, { sub_user_name: su });
      expect(hits[0]?.file_id, q).toBe(ids.il6);
    }
    // "IL-2 ... day 6" holds both words of IL-6 but not the identifier: it may match, below.
    const order = (await search(api, 'IL-6', { sub_user_name: su })).map((h) => h.file_id);
    if (order.includes(ids.il2!)) expect(order.indexOf(ids.il2!)).toBeGreaterThan(order.indexOf(ids.il6!));
    expect((await search(api, 'IL-2', { sub_user_name: su }))[0]?.file_id).toBe(ids.il2);
  });

  it('defaults to 10 hits, honours limit up to 100 and refuses more', async () => {
    expect(await search(api, 'quokka sighting', { sub_user_name: su })).toHaveLength(10);
    expect(await search(api, 'quokka sighting', { sub_user_name: su, limit: '3' })).toHaveLength(3);
    expect(await search(api, 'quokka sighting', { sub_user_name: su, limit: '100' })).toHaveLength(12);
    for (const limit of ['101', '0', '-1', 'ten', '2.5']) {
      await expectShapeA(await api.form('/ai/search', { message: 'quokka', sub_user_name: su, limit }), 400, 'INVALID_PARAMETERS');
    }
  });

  it('requires message', async () => {
    await expectShapeA(await api.form('/ai/search', { sub_user_name: su }), 400, 'INVALID_PARAMETERS');
    await expectShapeA(await api.form('/ai/search', { message: '', sub_user_name: su }), 400, 'INVALID_PARAMETERS');
    await expectShapeA(await api.form('/ai/search', { message: '   ', sub_user_name: su }), 400, 'INVALID_PARAMETERS');
  });

  it('never fails on punctuation or FTS5 syntax in the query', async () => {
    const nasty = ['"', '*', 'AND (', 'NEAR', 'NEAR(kinase assay, 2)', 'kinase*', '^kinase', 'title:kinase', 'scope:su1', ')))', '""""', "'", '-', 'OR', 'NOT kinase', '{}[]', '!!!???', '🙂', 'kinase" OR "x', '\u0000'];
    for (const q of nasty) {
      const res = await api.form('/ai/search', { message: q, sub_user_name: su });
      expect(res.status, `${JSON.stringify(q)}: ${await res.clone().text()}`).toBe(200);
      expect(Array.isArray(await res.json())).toBe(true);
    }
    // Syntax characters are literal: the words around them still match.
    expect((await search(api, 'kinase" OR "x', { sub_user_name: su }))[0]?.file_id).toBe(ids.dense);
  });

  it('returns [] when the sub-user has no files and never shows another sub-user its files', async () => {
    expect(await search(api, 'kinase', { sub_user_name: 'nobody-here' })).toEqual([]);
    await api.form('/file/create_dir', { path: '/empty', sub_user_name: 'dir-only' });
    expect(await search(api, 'kinase', { sub_user_name: 'dir-only' })).toEqual([]);
    expect(await search(api, 'quokka')).toEqual([]);
  });

  it('needs an API key', async () => {
    const anon = new Api(d.url, undefined);
    await expectShapeA(await anon.form('/ai/search', { message: 'kinase' }), 401, 'INVALID_API_KEY');
  });
});

describe('POST /ai/query: validation', () => {
  it('rejects a payload that is not JSON with INVALID_PAYLOAD', async () => {
    for (const payload of ['{not json', 'messages', '{"messages": [}']) {
      await expectShapeA(await api.multipart('/ai/query', { payload }), 400, 'INVALID_PAYLOAD');
    }
  });

  it('rejects a payload without usable messages with INVALID_PAYLOAD', async () => {
    const bad = [
      '{}',
      '[]',
      'null',
      '"hello"',
      '{"messages": []}',
      '{"messages": "hi"}',
      '{"messages": [{"role": "user"}]}',
      '{"messages": [{"role": "user", "content": "plain string"}]}',
      '{"messages": [{"role": "user", "content": [{"type": "image"}]}]}',
    ];
    for (const payload of bad) {
      await expectShapeA(await api.multipart('/ai/query', { payload }), 400, 'INVALID_PAYLOAD');
    }
  });

  it('requires the payload field', async () => {
    const res = await api.multipart('/ai/query', { final_answer: 'true' });
    const body = await expectShapeA(res, 400, 'INVALID_PARAMETERS');
    expect(body.error).toMatch(/payload/);
  });

  it('refuses an unknown model with MODEL_UNAVAILABLE and accepts the default one', async () => {
    await expectShapeA(await api.query('hello', { model: 'gpt-9-ultra' }), 400, 'MODEL_UNAVAILABLE');
    expect((await api.query('hello', { model: 'default' })).status).toBe(200);
  });

  it('answers 413 CONTEXT_TOO_LONG past the context limit, counting every message', async () => {
    await expectShapeA(await api.query('x'.repeat(MAX_CONTEXT + 1)), 413, 'CONTEXT_TOO_LONG');
    const half = 'y'.repeat(MAX_CONTEXT / 2 + 1);
    await expectShapeA(await api.multipart('/ai/query', { payload: payloadOf(half, half) }), 413, 'CONTEXT_TOO_LONG');
    expect((await api.query('z'.repeat(MAX_CONTEXT - 10))).status).toBe(200);
  });

  it('answers 413 CONTEXT_TOO_LONG for a payload past the form field limit, not a JSON error', async () => {
    await expectShapeA(await api.query('w'.repeat(5 * 1024 * 1024)), 413, 'CONTEXT_TOO_LONG');
  });

  it('refuses file parts with 400 and says why', async () => {
    const res = await api.multipart('/ai/query', { payload: payloadOf('hi') }, { name: 'a.txt', data: 'hello' });
    const body = await expectShapeA(res, 400, 'INVALID_PARAMETERS');
    expect(body.error).toMatch(/file/);
  });

  it('accepts the same fields url-encoded', async () => {
    const res = await api.form('/ai/query', { payload: payloadOf('hello there') });
    expect(res.status).toBe(200);
    expect(((await res.json()) as QueryResponse).success).toBe(true);
  });

  it('refuses a bad final_answer or streaming flag', async () => {
    await expectShapeA(await api.query('hi', { final_answer: 'maybe' }), 400, 'INVALID_PARAMETERS');
    await expectShapeA(await api.query('hi', { streaming: 'sometimes' }), 400, 'INVALID_PARAMETERS');
  });
});

describe('POST /ai/query: answers', () => {
  const su = 'asker';

  beforeAll(async () => {
    const txt = [
      'Project Falcon notes',
      '',
      'The falcon launch is scheduled for 14 October 2025 at the Kourou spaceport.',
      '',
      'The budget of the programme was approved by the finance board in May.',
    ].join('\n');
    const json = {
      project: { name: 'Heron', owner: { name: 'Dana Whitfield', email: 'dana@example.com' } },
      milestones: [
        { title: 'kickoff meeting', date: '2024-01-10' },
        { title: 'first heron glider prototype flight', date: '2024-06-30' },
      ],
    };
    const jsonl = [
      { id: 1, city: 'Oslo', note: 'The harbour tour starts at nine.' },
      { id: 2, city: 'Reykjavik', note: 'The aurora festival happens every February.' },
      { id: 3, city: 'Tromso', note: 'Whale watching boats leave at noon.' },
    ]
      .map((r) => JSON.stringify(r))
      .join('\n');
    const people = [
      ['alice.txt', 'Alice Moreau joined Acme Corp in March 2021 as a data engineer. She lives in Lisbon with two cats.'],
      ['bob.txt', 'Bob Stone joined Globex in 2019 as an accountant. He lives in Berlin near the river.'],
    ];
    // No blank lines: one long "paragraph" whose lines must still be cited one by one.
    const log = Array.from({ length: 60 }, (_, i) =>
      i === 36 ? 'line 37: the backup job on server orion failed with a disk quota error.' : `line ${i + 1}: routine heartbeat from node ${i} recorded without incident.`,
    ).join('\n');
    for (const [name, data, path] of [
      ['a.txt', txt, '/docs'],
      ['ops.txt', log, '/logs'],
      ['b.json', JSON.stringify(json, null, 2), '/docs'],
      ['c.jsonl', jsonl, '/docs'],
      ...people.map(([n, t]) => [n!, t!, '/people']),
    ] as Array<[string, string, string]>) {
      expect((await uploadAndWait(api, name, data, { path, sub_user_name: su })).status).toBe('COMPLETED');
    }
  });

  it('returns the query response fields', async () => {
    const body = await queryOk(api, 'When is the falcon launch scheduled?', { sub_user_name: su });
    expect(Object.keys(body).sort()).toEqual(['content', 'response', 'success', 'suid', 'summary', 'timestamp']);
    // The top-level copy the hosted service's documented clients read.
    expect(body.content).toEqual(body.response.content);
    expect(body.success).toBe(true);
    expect(typeof body.suid).toBe('string');
    expect(body.suid.length).toBeGreaterThan(0);
    expect(typeof body.summary).toBe('string');
    expect(body.timestamp).toMatch(ISO);
    const r = body.response;
    expect(['assistant', 'system']).toContain(r.role);
    expect(typeof r.cuid).toBe('string');
    expect(r.created_at).toMatch(ISO);
    expect(await searchedPaths(api, r.searched_files, su)).toContain('/docs/a.txt');
    expect(r.content[0]!.type).toBe('text');
    expect(r.content[0]!.text).toContain('14 October 2025');
    // facts only come with final_answer=true
    expect(r.content[0]!.facts).toBeUndefined();
  });

  it('puts facts with chunk and a line reference in content[0] for .txt', async () => {
    const body = await queryOk(api, 'When is the falcon launch scheduled?', { sub_user_name: su, final_answer: 'true' });
    const part = body.response.content[0]!;
    expect(part.text).toContain('14 October 2025');
    const facts = part.facts!;
    expect(facts.length).toBeGreaterThan(0);
    for (const f of facts) {
      expect(Object.keys(f).sort()).toEqual(['chunk', 'reference']);
      expect(f.reference).toMatch(/^\/[^#]+#\S+$/);
    }
    expect(facts[0]!.chunk).toContain('The falcon launch is scheduled for 14 October 2025 at the Kourou spaceport.');
    expect(facts[0]!.reference).toBe('/docs/a.txt#line=3');
  });

  it('cites the very line of a long paragraph', async () => {
    const body = await queryOk(api, 'Why did the backup job on orion fail?', { sub_user_name: su, final_answer: 'true' });
    const part = body.response.content[0]!;
    expect(part.text).toContain('disk quota');
    expect(part.facts![0]!.chunk).toContain('the backup job on server orion failed with a disk quota error.');
    expect(part.facts![0]!.reference).toBe('/logs/ops.txt#line=37');
  });

  it('references .json facts by JSON pointer', async () => {
    const body = await queryOk(api, 'Who is the owner of project Heron?', { sub_user_name: su, final_answer: 'true' });
    const part = body.response.content[0]!;
    expect(part.text).toContain('Dana Whitfield');
    const fact = part.facts!.find((f) => f.chunk.includes('Dana Whitfield'));
    expect(fact, JSON.stringify(part.facts)).toBeDefined();
    expect(fact!.chunk).toContain('project.owner.name: Dana Whitfield');
    expect(fact!.reference).toBe('/docs/b.json#pointer=/project/owner/name');

    const second = await queryOk(api, 'When was the heron glider prototype flight?', { sub_user_name: su, final_answer: 'true' });
    const f2 = second.response.content[0]!.facts!.find((f) => f.reference.startsWith('/docs/b.json'));
    expect(f2?.reference).toMatch(/^\/docs\/b\.json#pointer=\/milestones\/1\/(title|date)$/);
  });

  it('references .jsonl facts by line', async () => {
    const body = await queryOk(api, 'When does the aurora festival happen?', { sub_user_name: su, final_answer: 'true' });
    const part = body.response.content[0]!;
    expect(part.text).toContain('February');
    expect(part.facts![0]!.chunk).toContain('The aurora festival happens every February.');
    expect(part.facts![0]!.reference).toBe('/docs/c.jsonl#line=2');
  });

  it('continues a session by suid (form field or payload) using the previous question', async () => {
    const first = await queryOk(api, 'When did Alice Moreau join Acme Corp?', { sub_user_name: su });
    expect(first.response.content[0]!.text).toContain('March 2021');

    const viaForm = await queryOk(api, 'and where does she live?', { sub_user_name: su, suid: first.suid });
    expect(viaForm.suid).toBe(first.suid);
    expect(viaForm.response.content[0]!.text).toContain('Lisbon');
    expect(viaForm.response.content[0]!.text).not.toContain('Berlin');

    const bobFirst = await queryOk(api, 'When did Bob Stone join Globex?', { sub_user_name: su });
    const payload = JSON.stringify({ suid: bobFirst.suid, messages: [{ role: 'user', content: [{ type: 'text', text: 'and where does he live?' }] }] });
    const res = await api.multipart('/ai/query', { payload, sub_user_name: su });
    expect(res.status).toBe(200);
    const viaPayload = (await res.json()) as QueryResponse;
    expect(viaPayload.suid).toBe(bobFirst.suid);
    expect(viaPayload.response.content[0]!.text).toContain('Berlin');
    expect(viaPayload.response.content[0]!.text).not.toContain('Lisbon');

    const msgs = await api.get(`/ai/sessions/${first.suid}/messages`, { sub_user_name: su });
    expect(((await msgs.json()) as { messages: unknown[] }).messages).toHaveLength(4);
  });

  it('uses earlier messages of the same payload as context', async () => {
    const payload = JSON.stringify({
      messages: [
        { role: 'user', content: [{ type: 'text', text: 'Tell me about Bob Stone at Globex.' }] },
        { role: 'assistant', content: [{ type: 'text', text: 'Bob Stone joined Globex in 2019.' }] },
        { role: 'user', content: [{ type: 'text', text: 'and where does he live?' }] },
      ],
    });
    const res = await api.multipart('/ai/query', { payload, sub_user_name: su });
    expect(res.status).toBe(200);
    expect(((await res.json()) as QueryResponse).response.content[0]!.text).toContain('Berlin');
  });

  it('answers 404 for an unknown suid, or another sub-user\'s', async () => {
    await expectShapeA(await api.query('where does she live?', { sub_user_name: su, suid: 's_doesnotexist' }), 404, 'NOT_FOUND');
    const mine = await queryOk(api, 'When is the falcon launch?', { sub_user_name: su });
    await expectShapeA(await api.query('and the budget?', { sub_user_name: 'someone-else', suid: mine.suid }), 404, 'NOT_FOUND');
    const payload = JSON.stringify({ suid: 's_nope', messages: [{ role: 'user', content: [{ type: 'text', text: 'hi' }] }] });
    await expectShapeA(await api.multipart('/ai/query', { payload, sub_user_name: su }), 404, 'NOT_FOUND');
  });

  it('never cites another sub-user\'s files', async () => {
    const body = await queryOk(api, 'When is the falcon launch scheduled?', { sub_user_name: 'stranger', final_answer: 'true' });
    expect(body.response.searched_files).toEqual([]);
    expect(body.response.content[0]!.text).toBe('');
    expect(body.response.content[0]!.facts).toEqual([]);
  });

  it('streams token events then one done event holding the normal response', async () => {
    const q = 'When is the falcon launch scheduled?';
    const res = await api.query(q, { sub_user_name: su, streaming: 'true', final_answer: 'true' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const events = parseSse(await res.text()) as Array<{ type: string; content?: string; response?: QueryResponse }>;
    expect(events.length).toBeGreaterThan(1);
    const done = events[events.length - 1]!;
    expect(done.type).toBe('done');
    const tokens = events.slice(0, -1);
    for (const t of tokens) {
      expect(t.type).toBe('token');
      expect(typeof t.content).toBe('string');
    }
    const streamed = done.response!;
    expect(tokens.map((t) => t.content).join('').trim()).toBe(streamed.response.content[0]!.text);

    const plain = await queryOk(api, q, { sub_user_name: su, final_answer: 'true' });
    expect(Object.keys(streamed).sort()).toEqual(Object.keys(plain).sort());
    expect(Object.keys(streamed.response).sort()).toEqual(Object.keys(plain.response).sort());
    expect(streamed.response.content).toEqual(plain.response.content);
    expect(streamed.response.searched_files).toEqual(plain.response.searched_files);
    expect(streamed.success).toBe(true);
    // The streamed exchange is recorded like any other.
    const msgs = await api.get(`/ai/sessions/${streamed.suid}/messages`, { sub_user_name: su });
    expect(msgs.status).toBe(200);
  });

  it('streams a validation error as a normal JSON error', async () => {
    await expectShapeA(await api.multipart('/ai/query', { payload: '{bad', streaming: 'true' }), 400, 'INVALID_PAYLOAD');
  });
});

describe('POST /ai/query with no files', () => {
  it('succeeds with an empty answer and no searched files', async () => {
    const body = await queryOk(api, 'What is the meaning of life?', { sub_user_name: 'fresh-user', final_answer: 'true' });
    expect(body.success).toBe(true);
    expect(body.response.content[0]!.text).toBe('');
    expect(body.response.content[0]!.facts).toEqual([]);
    expect(body.response.searched_files).toEqual([]);
  });

  it('streams an empty answer as a lone done event', async () => {
    const res = await api.query('anything at all?', { sub_user_name: 'fresh-user-2', streaming: 'true' });
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const events = parseSse(await res.text()) as Array<{ type: string; response?: QueryResponse }>;
    expect(events.map((e) => e.type)).toEqual(['done']);
    expect(events[0]!.response!.response.searched_files).toEqual([]);
  });
});

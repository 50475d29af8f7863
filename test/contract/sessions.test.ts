import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initDataDir, startDaemon, type TestDaemon } from '../helpers/daemon.js';
import { Api } from '../helpers/api.js';
import { ISO, expectShapeA, queryOk, searchedPaths, uploadAndWait, type QueryResponse } from '../helpers/contract.js';

interface SessionItem {
  suid: string;
  title: string;
  created_at: string;
  updated_at: string;
  message_count: number;
}
interface MessageItem {
  cuid: string;
  role: string;
  content: Array<{ type: string; text?: string }>;
  searched_files: string[];
  feedback: 'like' | 'dislike' | null;
  created_at: string;
}

let d: TestDaemon;
let api: Api;
const SU = 'ana';
const OTHER = 'ben';

let first: QueryResponse;
let followUp: QueryResponse;
let second: QueryResponse;

async function sessions(sub_user_name?: string, client = api): Promise<SessionItem[]> {
  const res = await client.get('/ai/sessions', { sub_user_name });
  expect(res.status, await res.clone().text()).toBe(200);
  const body = (await res.json()) as { success: boolean; sessions: SessionItem[] };
  expect(body.success).toBe(true);
  return body.sessions;
}

async function messages(suid: string, sub_user_name?: string): Promise<MessageItem[]> {
  const res = await api.get(`/ai/sessions/${suid}/messages`, { sub_user_name });
  expect(res.status, await res.clone().text()).toBe(200);
  const body = (await res.json()) as { success: boolean; suid: string; messages: MessageItem[] };
  expect(body.success).toBe(true);
  expect(body.suid).toBe(suid);
  return body.messages;
}

async function feedbackOf(cuid: string, sub_user_name?: string): Promise<string | null> {
  const res = await api.get(`/ai/messages/${cuid}/feedback`, { sub_user_name });
  expect(res.status, await res.clone().text()).toBe(200);
  const body = (await res.json()) as { success: boolean; cuid: string; feedback: string | null };
  expect(body).toMatchObject({ success: true, cuid });
  return body.feedback;
}

/** POST with sub_user_name in the query string. */
function postQuery(path: string, sub_user_name?: string): Promise<Response> {
  const u = new URL(path, d.url);
  if (sub_user_name !== undefined) u.searchParams.set('sub_user_name', sub_user_name);
  return fetch(u, { method: 'POST', headers: api.headers() });
}

beforeAll(async () => {
  d = await startDaemon();
  api = new Api(d.url, d.apiKey);
  const r = await uploadAndWait(api, 'trip.txt', 'The conference trip to Kyoto starts on 3 May. The hotel is near Gion and costs 180 euros a night.', {
    sub_user_name: SU,
  });
  expect(r.status).toBe('COMPLETED');
  first = await queryOk(api, 'When does the Kyoto trip start?', { sub_user_name: SU });
  followUp = await queryOk(api, 'and how much is the hotel?', { sub_user_name: SU, suid: first.suid });
  second = await queryOk(api, 'Where is the hotel?', { sub_user_name: SU });
});
afterAll(async () => d?.cleanup());

describe('GET /ai/sessions', () => {
  it('lists the sub-user\'s sessions, most recently updated first', async () => {
    const list = await sessions(SU);
    expect(list.map((s) => s.suid)).toEqual([second.suid, first.suid]);
    const s = list.find((x) => x.suid === first.suid)!;
    expect(s.message_count).toBe(4);
    expect(s.title).toBe('When does the Kyoto trip start?');
    expect(s.created_at).toMatch(ISO);
    expect(s.updated_at).toMatch(ISO);
    expect(s.updated_at >= s.created_at).toBe(true);
    expect(list.find((x) => x.suid === second.suid)!.message_count).toBe(2);
  });

  it('is empty for another sub-user, a sub-user never used, and the default one', async () => {
    expect(await sessions(OTHER)).toEqual([]);
    expect(await sessions('never-used-anywhere')).toEqual([]);
    expect(await sessions()).toEqual([]);
  });

  it('never shows another account its sessions', async () => {
    const other = initDataDir(d.dataDir, d.configHome, ['--account', 'someone-else']);
    const client = new Api(d.url, other.api_key);
    expect(await sessions(SU, client)).toEqual([]);
    await expectShapeA(await client.get(`/ai/sessions/${first.suid}/messages`, { sub_user_name: SU }), 404, 'NOT_FOUND');
    await expectShapeA(await client.get(`/ai/messages/${first.response.cuid}/feedback`, { sub_user_name: SU }), 404, 'NOT_FOUND');
    await expectShapeA(await client.del(`/ai/sessions/${first.suid}`, { sub_user_name: SU }), 404, 'NOT_FOUND');
    expect((await sessions(SU)).map((s) => s.suid)).toContain(first.suid);
  });

  it('needs an API key', async () => {
    await expectShapeA(await new Api(d.url, undefined).get('/ai/sessions'), 401, 'INVALID_API_KEY');
  });
});

describe('GET /ai/sessions/{suid}/messages', () => {
  it('returns the exchange in order, the assistant messages under the cuids the queries returned', async () => {
    const list = await messages(first.suid, SU);
    expect(list.map((m) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
    expect(list[0]!.content).toEqual([{ type: 'text', text: 'When does the Kyoto trip start?' }]);
    expect(list[1]!.cuid).toBe(first.response.cuid);
    expect(list[3]!.cuid).toBe(followUp.response.cuid);
    expect(list[1]!.content[0]!.text).toBe(first.response.content[0]!.text);
    expect(await searchedPaths(api, list[1]!.searched_files, SU)).toEqual(['/trip.txt']);
    for (const m of list) {
      expect(typeof m.cuid).toBe('string');
      expect(m.created_at).toMatch(ISO);
      expect(m.feedback).toBeNull();
    }
    expect(new Set(list.map((m) => m.cuid)).size).toBe(4);
  });

  it('is 404 for another sub-user and for an unknown suid', async () => {
    await expectShapeA(await api.get(`/ai/sessions/${first.suid}/messages`, { sub_user_name: OTHER }), 404, 'NOT_FOUND');
    await expectShapeA(await api.get(`/ai/sessions/${first.suid}/messages`), 404, 'NOT_FOUND');
    await expectShapeA(await api.get('/ai/sessions/s_unknown/messages', { sub_user_name: SU }), 404, 'NOT_FOUND');
  });
});

describe('message feedback', () => {
  it('likes through the query string and reads it back', async () => {
    const cuid = first.response.cuid;
    const res = await postQuery(`/ai/messages/${cuid}/like`, SU);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toEqual({ success: true, cuid, feedback: 'like' });
    expect(await feedbackOf(cuid, SU)).toBe('like');
    const stored = (await messages(first.suid, SU)).find((m) => m.cuid === cuid)!;
    expect(stored.feedback).toBe('like');
  });

  it('dislikes through a form body, replacing the like', async () => {
    const cuid = first.response.cuid;
    const res = await api.form(`/ai/messages/${cuid}/dislike`, { sub_user_name: SU });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toEqual({ success: true, cuid, feedback: 'dislike' });
    expect(await feedbackOf(cuid, SU)).toBe('dislike');
  });

  it('likes through a form body too', async () => {
    const cuid = followUp.response.cuid;
    const res = await api.form(`/ai/messages/${cuid}/like`, { sub_user_name: SU });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await feedbackOf(cuid, SU)).toBe('like');
  });

  it('refuses two different sub-users in query and body', async () => {
    const u = new URL(`/ai/messages/${followUp.response.cuid}/like`, d.url);
    u.searchParams.set('sub_user_name', OTHER);
    const res = await fetch(u, { method: 'POST', headers: api.headers(), body: new URLSearchParams({ sub_user_name: SU }) });
    await expectShapeA(res, 400, 'INVALID_PARAMETERS');
    expect(await feedbackOf(followUp.response.cuid, SU)).toBe('like');
  });

  it('deletes feedback', async () => {
    const cuid = first.response.cuid;
    const res = await api.del(`/ai/messages/${cuid}/feedback`, { sub_user_name: SU });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, cuid, feedback: null });
    expect(await feedbackOf(cuid, SU)).toBeNull();
    // Deleting again is harmless.
    expect((await api.del(`/ai/messages/${cuid}/feedback`, { sub_user_name: SU })).status).toBe(200);
  });

  it('is 404 for another sub-user, in the query or in the body, and leaves the feedback alone', async () => {
    const cuid = followUp.response.cuid;
    await expectShapeA(await postQuery(`/ai/messages/${cuid}/dislike`, OTHER), 404, 'NOT_FOUND');
    await expectShapeA(await api.form(`/ai/messages/${cuid}/dislike`, { sub_user_name: OTHER }), 404, 'NOT_FOUND');
    await expectShapeA(await postQuery(`/ai/messages/${cuid}/dislike`), 404, 'NOT_FOUND');
    await expectShapeA(await api.get(`/ai/messages/${cuid}/feedback`, { sub_user_name: OTHER }), 404, 'NOT_FOUND');
    await expectShapeA(await api.del(`/ai/messages/${cuid}/feedback`, { sub_user_name: OTHER }), 404, 'NOT_FOUND');
    expect(await feedbackOf(cuid, SU)).toBe('like');
  });

  it('is 404 for an unknown message and 400 for a user message', async () => {
    await expectShapeA(await postQuery('/ai/messages/m_unknown/like', SU), 404, 'NOT_FOUND');
    await expectShapeA(await api.get('/ai/messages/m_unknown/feedback', { sub_user_name: SU }), 404, 'NOT_FOUND');
    const userMsg = (await messages(second.suid, SU)).find((m) => m.role === 'user')!;
    await expectShapeA(await postQuery(`/ai/messages/${userMsg.cuid}/like`, SU), 400, 'INVALID_PARAMETERS');
  });

  it('works for the default sub-user without naming it', async () => {
    const q = await queryOk(api, 'anything on file?');
    expect((await postQuery(`/ai/messages/${q.response.cuid}/like`)).status).toBe(200);
    expect(await feedbackOf(q.response.cuid)).toBe('like');
    expect(await feedbackOf(q.response.cuid, 'default')).toBe('like');
    await expectShapeA(await api.get(`/ai/messages/${q.response.cuid}/feedback`, { sub_user_name: SU }), 404, 'NOT_FOUND');
  });
});

describe('DELETE /ai/sessions/{suid}', () => {
  it('is 404 for another sub-user and leaves the session in place', async () => {
    await expectShapeA(await api.del(`/ai/sessions/${second.suid}`, { sub_user_name: OTHER }), 404, 'NOT_FOUND');
    expect((await sessions(SU)).map((s) => s.suid)).toContain(second.suid);
  });

  it('deletes the session with its messages and their feedback', async () => {
    const res = await api.del(`/ai/sessions/${first.suid}`, { sub_user_name: SU });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: true });
    expect((await sessions(SU)).map((s) => s.suid)).toEqual([second.suid]);
    await expectShapeA(await api.get(`/ai/sessions/${first.suid}/messages`, { sub_user_name: SU }), 404, 'NOT_FOUND');
    await expectShapeA(await api.get(`/ai/messages/${followUp.response.cuid}/feedback`, { sub_user_name: SU }), 404, 'NOT_FOUND');
    await expectShapeA(await api.del(`/ai/sessions/${first.suid}`, { sub_user_name: SU }), 404, 'NOT_FOUND');
    // A deleted session cannot be continued either.
    await expectShapeA(await api.query('and then?', { sub_user_name: SU, suid: first.suid }), 404, 'NOT_FOUND');
  });
});

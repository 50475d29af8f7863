/**
 * The hosted service's session and feedback routes (/history…, /feedback…, /ai/like…,
 * /ai/feedback…), read and written the way its documented clients do: JSON bodies, no
 * sub_user_name at all, or sub_user_name in the query string or the body.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initDataDir, startDaemon, type TestDaemon } from '../helpers/daemon.js';
import { Api } from '../helpers/api.js';
import { ISO, expectShapeA, queryOk, uploadAndWait, type QueryResponse } from '../helpers/contract.js';

interface HistoryItem {
  suid: string;
  created_at: string;
  summary: string;
}
interface HistoryMessage {
  cuid: string;
  role: string;
  content: Array<{ type: string; text?: string }>;
  searched_files: string[];
  created_at: string;
}
interface FeedbackRecord {
  cuid: string;
  feedback_type: 'like' | 'dislike';
  created_at: string;
  updated_at: string;
}

let d: TestDaemon;
let api: Api;
const SU = 'ana';
const OTHER = 'ben';
const Q1 = 'When does the Kyoto trip start?';

let first: QueryResponse;
let followUp: QueryResponse;
let second: QueryResponse;
let other: QueryResponse;
let byDefault: QueryResponse;

function url(path: string, sub_user_name?: string): URL {
  const u = new URL(path, d.url);
  if (sub_user_name !== undefined) u.searchParams.set('sub_user_name', sub_user_name);
  return u;
}

function postJson(path: string, body: unknown, sub_user_name?: string): Promise<Response> {
  return fetch(url(path, sub_user_name), { method: 'POST', headers: api.headers({ 'Content-Type': 'application/json' }), body: JSON.stringify(body) });
}

/** A POST with no body, as the OpenAPI's like/dislike samples send it. */
function postBare(path: string, sub_user_name?: string): Promise<Response> {
  return fetch(url(path, sub_user_name), { method: 'POST', headers: api.headers() });
}

async function ok<T>(res: Response): Promise<T> {
  const text = await res.text();
  expect(res.status, text).toBe(200);
  return JSON.parse(text) as T;
}

async function history(sub_user_name?: string, client = api): Promise<HistoryItem[]> {
  const body = await ok<{ success: boolean; sessions: HistoryItem[] }>(await client.get('/history', { sub_user_name }));
  expect(body.success).toBe(true);
  return body.sessions;
}

async function session(suid: string, sub_user_name?: string) {
  const body = await ok<{ success: boolean; session: { suid: string; created_at: string; summary: string; messages: HistoryMessage[] } }>(
    await api.get(`/history/${suid}`, { sub_user_name }),
  );
  expect(body.success).toBe(true);
  return body.session;
}

/** GET /feedback/{cuid}: the record, or null on the 404 that means "no feedback". */
async function feedbackOf(cuid: string, sub_user_name?: string): Promise<FeedbackRecord | null> {
  const res = await api.get(`/feedback/${cuid}`, { sub_user_name });
  if (res.status === 404) {
    await expectShapeA(res, 404, 'NOT_FOUND');
    return null;
  }
  const body = await ok<{ success: boolean; feedback: FeedbackRecord }>(res);
  expect(body.success).toBe(true);
  return body.feedback;
}

beforeAll(async () => {
  d = await startDaemon();
  api = new Api(d.url, d.apiKey);
  const text = 'The conference trip to Kyoto starts on 3 May. The hotel is near Gion and costs 180 euros a night.';
  for (const su of [SU, OTHER, undefined]) expect((await uploadAndWait(api, 'trip.txt', text, { sub_user_name: su })).status).toBe('COMPLETED');
  first = await queryOk(api, Q1, { sub_user_name: SU });
  followUp = await queryOk(api, 'and how much is the hotel?', { sub_user_name: SU, suid: first.suid });
  second = await queryOk(api, 'Where is the hotel?', { sub_user_name: SU });
  other = await queryOk(api, 'Where is the hotel?', { sub_user_name: OTHER });
  byDefault = await queryOk(api, 'How much is the hotel a night?');
});
afterAll(async () => d?.cleanup());

describe('GET /history', () => {
  it('lists the sub-user\'s sessions as {suid, created_at, summary}, the summary being the first question', async () => {
    const list = await history(SU);
    expect(list.map((s) => s.suid).sort()).toEqual([first.suid, second.suid].sort());
    for (const s of list) {
      expect(Object.keys(s).sort()).toEqual(['created_at', 'suid', 'summary']);
      expect(s.created_at).toMatch(ISO);
    }
    expect(list.find((s) => s.suid === first.suid)!.summary).toBe(Q1);
    expect(list.find((s) => s.suid === second.suid)!.summary).toBe('Where is the hotel?');
    // The same sessions as ctx's own listing, with the trailing slash too.
    const ours = await ok<{ sessions: Array<{ suid: string; created_at: string }> }>(await api.get('/ai/sessions', { sub_user_name: SU }));
    expect(ours.sessions.map((s) => [s.suid, s.created_at])).toEqual(list.map((s) => [s.suid, s.created_at]));
    expect((await ok<{ sessions: HistoryItem[] }>(await api.get('/history/', { sub_user_name: SU }))).sessions).toEqual(list);
  });

  it('shows each sub-user only its own sessions; omitted means default', async () => {
    expect((await history(OTHER)).map((s) => s.suid)).toEqual([other.suid]);
    expect((await history()).map((s) => s.suid)).toEqual([byDefault.suid]);
    expect((await history('default')).map((s) => s.suid)).toEqual([byDefault.suid]);
    expect(await history('never-used')).toEqual([]);
  });

  it('never shows another account the sessions', async () => {
    const stranger = new Api(d.url, initDataDir(d.dataDir, d.configHome, ['--account', 'stranger']).api_key);
    expect(await history(SU, stranger)).toEqual([]);
    await expectShapeA(await stranger.get(`/history/${first.suid}`, { sub_user_name: SU }), 404, 'NOT_FOUND');
    await expectShapeA(await stranger.get(`/feedback/${first.response.cuid}`, { sub_user_name: SU }), 404, 'NOT_FOUND');
    await expectShapeA(await stranger.del(`/history/delete/${first.suid}`, { sub_user_name: SU }), 404, 'NOT_FOUND');
  });

  it('needs an API key', async () => {
    await expectShapeA(await new Api(d.url, undefined).get('/history'), 401, 'INVALID_API_KEY');
  });
});

describe('GET /history/{suid}', () => {
  it('returns the session with its messages in order, under the cuids the queries returned', async () => {
    const s = await session(first.suid, SU);
    expect(Object.keys(s).sort()).toEqual(['created_at', 'messages', 'suid', 'summary']);
    expect(s).toMatchObject({ suid: first.suid, summary: Q1 });
    expect(s.created_at).toMatch(ISO);
    expect(s.messages.map((m) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
    expect(s.messages[0]!.content).toEqual([{ type: 'text', text: Q1 }]);
    expect(s.messages[1]!.cuid).toBe(first.response.cuid);
    expect(s.messages[1]!.content[0]).toMatchObject({ type: 'text', text: first.response.content[0]!.text });
    expect(s.messages[1]!.searched_files).toEqual(first.response.searched_files);
    expect(s.messages[3]!.cuid).toBe(followUp.response.cuid);
    for (const m of s.messages) {
      expect(typeof m.cuid).toBe('string');
      expect(m.created_at).toMatch(ISO);
      expect(Array.isArray(m.content)).toBe(true);
    }
    // One store: ctx's own route lists the very same messages.
    const ours = await ok<{ messages: HistoryMessage[] }>(await api.get(`/ai/sessions/${first.suid}/messages`, { sub_user_name: SU }));
    expect(ours.messages).toEqual(s.messages);
    expect((await ok<{ session: unknown }>(await api.get(`/history/${first.suid}/`, { sub_user_name: SU }))).session).toEqual(s);
  });

  it('is 404 for another sub-user, the default one and an unknown suid', async () => {
    await expectShapeA(await api.get(`/history/${first.suid}`, { sub_user_name: OTHER }), 404, 'NOT_FOUND');
    await expectShapeA(await api.get(`/history/${first.suid}`), 404, 'NOT_FOUND');
    await expectShapeA(await api.get('/history/s_unknown', { sub_user_name: SU }), 404, 'NOT_FOUND');
  });
});

describe('/feedback', () => {
  it('POST likes from a JSON body and GET reads the record back', async () => {
    const cuid = first.response.cuid;
    const body = await ok<{ success: boolean; feedback: FeedbackRecord }>(await postJson('/feedback', { cuid, feedback_type: 'like', sub_user_name: SU }));
    expect(body.success).toBe(true);
    expect(Object.keys(body.feedback).sort()).toEqual(['created_at', 'cuid', 'feedback_type', 'updated_at']);
    expect(body.feedback).toMatchObject({ cuid, feedback_type: 'like' });
    expect(body.feedback.created_at).toMatch(ISO);
    expect(body.feedback.updated_at).toMatch(ISO);
    expect(await feedbackOf(cuid, SU)).toEqual(body.feedback);
    // The same feedback ctx's own route reports.
    expect(await ok<{ feedback: string }>(await api.get(`/ai/messages/${cuid}/feedback`, { sub_user_name: SU }))).toMatchObject({ feedback: 'like' });
  });

  it('POST dislikes from a form body, replacing the like; sub_user_name may sit in the query string', async () => {
    const cuid = first.response.cuid;
    const res = await api.form('/feedback', { cuid, feedback_type: 'dislike', sub_user_name: SU });
    expect((await ok<{ feedback: FeedbackRecord }>(res)).feedback.feedback_type).toBe('dislike');
    expect((await feedbackOf(cuid, SU))!.feedback_type).toBe('dislike');
    await ok(await postJson('/feedback', { cuid, feedback_type: 'like' }, SU));
    expect((await feedbackOf(cuid, SU))!.feedback_type).toBe('like');
  });

  it('GET is 404 for a message without feedback and for an unknown message', async () => {
    expect(await feedbackOf(followUp.response.cuid, SU)).toBeNull();
    await expectShapeA(await api.get('/feedback/m_unknown', { sub_user_name: SU }), 404, 'NOT_FOUND');
  });

  it('POST refuses a bad feedback_type, a missing cuid, a user message, and an unknown message', async () => {
    const cuid = followUp.response.cuid;
    await expectShapeA(await postJson('/feedback', { cuid, feedback_type: 'love', sub_user_name: SU }), 400, 'INVALID_PARAMETERS');
    await expectShapeA(await postJson('/feedback', { cuid, sub_user_name: SU }), 400, 'INVALID_PARAMETERS');
    await expectShapeA(await postJson('/feedback', { feedback_type: 'like', sub_user_name: SU }), 400, 'INVALID_PARAMETERS');
    const userMsg = (await session(second.suid, SU)).messages.find((m) => m.role === 'user')!;
    await expectShapeA(await postJson('/feedback', { cuid: userMsg.cuid, feedback_type: 'like', sub_user_name: SU }), 400, 'INVALID_PARAMETERS');
    await expectShapeA(await postJson('/feedback', { cuid: 'm_unknown', feedback_type: 'like', sub_user_name: SU }), 404, 'NOT_FOUND');
    await expectShapeA(await postJson('/feedback', { cuid, feedback_type: 'like', sub_user_name: OTHER }, SU), 400, 'INVALID_PARAMETERS');
    expect(await feedbackOf(cuid, SU)).toBeNull();
  });

  it('is 404 for another sub-user (named or omitted), which leaves the feedback alone', async () => {
    const cuid = first.response.cuid;
    await expectShapeA(await postJson('/feedback', { cuid, feedback_type: 'dislike', sub_user_name: OTHER }), 404, 'NOT_FOUND');
    await expectShapeA(await postJson('/feedback', { cuid, feedback_type: 'dislike' }), 404, 'NOT_FOUND');
    await expectShapeA(await api.get(`/feedback/${cuid}`, { sub_user_name: OTHER }), 404, 'NOT_FOUND');
    await expectShapeA(await api.get(`/feedback/${cuid}`), 404, 'NOT_FOUND');
    await expectShapeA(await api.del(`/feedback/${cuid}`, { sub_user_name: OTHER }), 404, 'NOT_FOUND');
    expect((await feedbackOf(cuid, SU))!.feedback_type).toBe('like');
  });

  it('POST /feedback/batch maps every cuid to its record or null, from JSON or a form', async () => {
    const liked = first.response.cuid;
    const none = followUp.response.cuid;
    const cuids = [liked, none, 'm_unknown', other.response.cuid];
    const body = await ok<{ success: boolean; feedback: Record<string, FeedbackRecord | null> }>(await postJson('/feedback/batch', { cuids, sub_user_name: SU }));
    expect(body.success).toBe(true);
    expect(Object.keys(body.feedback).sort()).toEqual([...cuids].sort());
    expect(body.feedback[liked]).toEqual(await feedbackOf(liked, SU));
    // Unknown and other sub-users' messages look like messages without feedback.
    expect(body.feedback[none]).toBeNull();
    expect(body.feedback['m_unknown']).toBeNull();
    expect(body.feedback[other.response.cuid]).toBeNull();

    const form = new URLSearchParams([['cuids', liked], ['cuids', none], ['sub_user_name', SU]]);
    const viaForm = await ok<{ feedback: Record<string, FeedbackRecord | null> }>(await fetch(url('/feedback/batch'), { method: 'POST', headers: api.headers(), body: form }));
    expect(viaForm.feedback).toEqual({ [liked]: body.feedback[liked], [none]: null });
    const one = await ok<{ feedback: Record<string, FeedbackRecord | null> }>(await api.form('/feedback/batch', { cuids: liked, sub_user_name: SU }));
    expect(one.feedback).toEqual({ [liked]: body.feedback[liked] });

    // Another sub-user asking about the same cuids sees no feedback.
    const theirs = await ok<{ feedback: Record<string, FeedbackRecord | null> }>(await postJson('/feedback/batch', { cuids }, OTHER));
    expect(theirs.feedback[liked]).toBeNull();
    expect(await ok(await postJson('/feedback/batch', { cuids: [], sub_user_name: SU }))).toEqual({ success: true, feedback: {} });
    await expectShapeA(await postJson('/feedback/batch', { sub_user_name: SU }), 400, 'INVALID_PARAMETERS');
    await expectShapeA(await postJson('/feedback/batch', { cuids: [1, 2], sub_user_name: SU }), 400, 'INVALID_PARAMETERS');
  });

  it('DELETE removes the feedback, after which GET is 404', async () => {
    const cuid = first.response.cuid;
    const body = await ok<{ success: boolean; message: string }>(await api.del(`/feedback/${cuid}`, { sub_user_name: SU }));
    expect(body.success).toBe(true);
    expect(typeof body.message).toBe('string');
    expect(await feedbackOf(cuid, SU)).toBeNull();
    await expectShapeA(await api.del('/feedback/m_unknown', { sub_user_name: SU }), 404, 'NOT_FOUND');
  });
});

describe('/ai/like, /ai/dislike, /ai/feedback', () => {
  type AiFeedback = { success: boolean; cuid: string; feedback: { feedback_type: string | null; timestamp: string | null } };

  it('likes and dislikes a bare POST; GET reports {feedback_type, timestamp}', async () => {
    const cuid = second.response.cuid;
    const none = await ok<AiFeedback>(await api.get(`/ai/feedback/${cuid}`, { sub_user_name: SU }));
    expect(none).toEqual({ success: true, cuid, feedback: { feedback_type: null, timestamp: null } });

    const liked = await ok<{ success: boolean; message: string; cuid: string }>(await postBare(`/ai/like/${cuid}`, SU));
    expect(Object.keys(liked).sort()).toEqual(['cuid', 'message', 'success']);
    expect(liked).toMatchObject({ success: true, cuid });
    const now = await ok<AiFeedback>(await api.get(`/ai/feedback/${cuid}`, { sub_user_name: SU }));
    expect(now.feedback.feedback_type).toBe('like');
    expect(now.feedback.timestamp).toMatch(ISO);
    // The same feedback through /feedback.
    expect(await feedbackOf(cuid, SU)).toMatchObject({ cuid, feedback_type: 'like', updated_at: now.feedback.timestamp });

    expect(await ok(await postBare(`/ai/dislike/${cuid}`, SU))).toMatchObject({ success: true, cuid });
    expect((await ok<AiFeedback>(await api.get(`/ai/feedback/${cuid}`, { sub_user_name: SU }))).feedback.feedback_type).toBe('dislike');
  });

  it('reads a bodiless POST that says Content-Type: application/json as one without fields', async () => {
    const cuid = second.response.cuid;
    const res = await fetch(url(`/ai/like/${cuid}`, SU), { method: 'POST', headers: api.headers({ 'Content-Type': 'application/json' }) });
    expect(await ok(res)).toMatchObject({ success: true, cuid });
    const broken = await fetch(url(`/ai/like/${cuid}`, SU), { method: 'POST', headers: api.headers({ 'Content-Type': 'application/json' }), body: '{"sub' });
    await expectShapeA(broken, 400, 'INVALID_PARAMETERS');
  });

  it('takes sub_user_name from a form body as well', async () => {
    const cuid = second.response.cuid;
    expect(await ok(await api.form(`/ai/like/${cuid}`, { sub_user_name: SU }))).toMatchObject({ success: true, cuid });
    expect((await feedbackOf(cuid, SU))!.feedback_type).toBe('like');
  });

  it('DELETE clears it', async () => {
    const cuid = second.response.cuid;
    const body = await ok<{ success: boolean; cuid: string; message: string }>(await api.del(`/ai/feedback/${cuid}`, { sub_user_name: SU }));
    expect(Object.keys(body).sort()).toEqual(['cuid', 'message', 'success']);
    expect(body).toMatchObject({ success: true, cuid });
    expect((await ok<AiFeedback>(await api.get(`/ai/feedback/${cuid}`, { sub_user_name: SU }))).feedback).toEqual({ feedback_type: null, timestamp: null });
  });

  it('is 404 for another sub-user and an unknown message, 400 for a user message', async () => {
    const cuid = second.response.cuid;
    await expectShapeA(await postBare(`/ai/like/${cuid}`, OTHER), 404, 'NOT_FOUND');
    await expectShapeA(await postBare(`/ai/dislike/${cuid}`), 404, 'NOT_FOUND');
    await expectShapeA(await api.get(`/ai/feedback/${cuid}`, { sub_user_name: OTHER }), 404, 'NOT_FOUND');
    await expectShapeA(await api.del(`/ai/feedback/${cuid}`, { sub_user_name: OTHER }), 404, 'NOT_FOUND');
    await expectShapeA(await postBare('/ai/like/m_unknown', SU), 404, 'NOT_FOUND');
    const userMsg = (await session(second.suid, SU)).messages.find((m) => m.role === 'user')!;
    await expectShapeA(await postBare(`/ai/like/${userMsg.cuid}`, SU), 400, 'INVALID_PARAMETERS');
    expect(await feedbackOf(cuid, SU)).toBeNull();
  });

  it('works for the default sub-user without naming it, as the documented clients call it', async () => {
    const cuid = byDefault.response.cuid;
    expect(await ok(await postBare(`/ai/like/${cuid}`))).toMatchObject({ success: true, cuid });
    expect((await ok<AiFeedback>(await api.get(`/ai/feedback/${cuid}`))).feedback.feedback_type).toBe('like');
    expect((await feedbackOf(cuid, 'default'))!.feedback_type).toBe('like');
    await expectShapeA(await api.get(`/ai/feedback/${cuid}`, { sub_user_name: SU }), 404, 'NOT_FOUND');
  });
});

describe('DELETE /history/delete/{suid}', () => {
  it('is 404 for another sub-user and leaves the session in place', async () => {
    await expectShapeA(await api.del(`/history/delete/${first.suid}`, { sub_user_name: OTHER }), 404, 'NOT_FOUND');
    await expectShapeA(await api.del(`/history/delete/${first.suid}`), 404, 'NOT_FOUND');
    expect((await history(SU)).map((s) => s.suid)).toContain(first.suid);
  });

  it('deletes the session with its messages and their feedback', async () => {
    await ok(await postJson('/feedback', { cuid: followUp.response.cuid, feedback_type: 'like' }, SU));
    const body = await ok<{ success: boolean; message: string }>(await api.del(`/history/delete/${first.suid}`, { sub_user_name: SU }));
    expect(Object.keys(body).sort()).toEqual(['message', 'success']);
    expect(body.success).toBe(true);
    expect((await history(SU)).map((s) => s.suid)).toEqual([second.suid]);
    await expectShapeA(await api.get(`/history/${first.suid}`, { sub_user_name: SU }), 404, 'NOT_FOUND');
    await expectShapeA(await api.get(`/feedback/${followUp.response.cuid}`, { sub_user_name: SU }), 404, 'NOT_FOUND');
    await expectShapeA(await api.get(`/ai/feedback/${followUp.response.cuid}`, { sub_user_name: SU }), 404, 'NOT_FOUND');
    await expectShapeA(await api.del(`/history/delete/${first.suid}`, { sub_user_name: SU }), 404, 'NOT_FOUND');
    await expectShapeA(await api.del('/history/delete/s_unknown', { sub_user_name: SU }), 404, 'NOT_FOUND');
  });
});

/**
 * /ai/query, upload and auth as the hosted service's documented clients use them (issue 10):
 * model=synvo, url-encoded bodies, Python's True/False, force_search, parent_cuid, unknown
 * fields, the top-level content, the upload reply's directory path, Authorization: Bearer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDaemon, type TestDaemon } from '../helpers/daemon.js';
import { Api } from '../helpers/api.js';
import { expectShapeA, payloadOf, uploadAndWait, type QueryResponse } from '../helpers/contract.js';

let d: TestDaemon;
let api: Api;
const SU = 'compat';
const NOTE = 'The Lisbon office lease was renewed on 4 March 2025. The monthly rent is 3,200 euros.';

beforeAll(async () => {
  d = await startDaemon();
  api = new Api(d.url, d.apiKey);
  expect((await uploadAndWait(api, 'lease.txt', NOTE, { path: '/office', sub_user_name: SU })).status).toBe('COMPLETED');
});
afterAll(async () => d?.cleanup());

/** A body exactly as Python's `requests.post(url, data={...})` sends it. */
function urlencoded(fields: Record<string, string>): { body: string; type: string } {
  return { body: new URLSearchParams(fields).toString(), type: 'application/x-www-form-urlencoded' };
}

async function post(path: string, body: RequestInit['body'], headers: Record<string, string> = {}): Promise<Response> {
  return fetch(new URL(path, d.url), { method: 'POST', headers: { 'X-API-Key': d.apiKey, ...headers }, body });
}

async function ok(res: Response): Promise<QueryResponse> {
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as QueryResponse;
}

const question = 'How much is the monthly rent of the Lisbon office?';

describe('/ai/query as the hosted service is called', () => {
  it('model=synvo is the default model, in multipart and url-encoded bodies', async () => {
    const fd = new FormData();
    fd.append('payload', payloadOf(question));
    fd.append('model', 'synvo');
    fd.append('sub_user_name', SU);
    const multipart = await ok(await post('/ai/query', fd));
    expect(multipart.response.model).toBe('builtin');
    expect(multipart.response.content[0]!.text).toContain('3,200');

    const form = urlencoded({ payload: payloadOf(question), model: 'synvo', streaming: 'false', sub_user_name: SU });
    const viaForm = await ok(await post('/ai/query', form.body, { 'Content-Type': form.type }));
    expect(viaForm.response.content[0]!.text).toBe(multipart.response.content[0]!.text);
  });

  it('an unknown model is still 400 MODEL_UNAVAILABLE, naming the accepted ones', async () => {
    const form = urlencoded({ payload: payloadOf(question), model: 'gpt-17', sub_user_name: SU });
    const e = await expectShapeA(await post('/ai/query', form.body, { 'Content-Type': form.type }), 400, 'MODEL_UNAVAILABLE');
    expect(e.error).toContain('synvo');
  });

  it('force_search=true alone gives facts, read at the top level as result["content"][0]["facts"]', async () => {
    const form = urlencoded({ payload: payloadOf(question), model: 'synvo', force_search: 'true', sub_user_name: SU });
    const r = await ok(await post('/ai/query', form.body, { 'Content-Type': form.type }));
    expect(r.content).toEqual(r.response.content);
    const facts = r.content![0]!.facts!;
    expect(facts.length).toBeGreaterThan(0);
    expect(facts[0]!.reference).toMatch(/^\/office\/lease\.txt#/);
    expect(facts[0]!.chunk).toContain('3,200');
  });

  it('booleans accept Python\'s True/False and 1/0; without final_answer or force_search there are no facts', async () => {
    for (const [value, withFacts] of [['True', true], ['False', false], ['1', true], ['0', false], ['TRUE', true]] as const) {
      const form = urlencoded({ payload: payloadOf(question), final_answer: value, sub_user_name: SU });
      const r = await ok(await post('/ai/query', form.body, { 'Content-Type': form.type }));
      expect(r.response.content[0]!.facts !== undefined, value).toBe(withFacts);
      expect(r.content).toEqual(r.response.content);
    }
    const bad = urlencoded({ payload: payloadOf(question), final_answer: 'maybe', sub_user_name: SU });
    await expectShapeA(await post('/ai/query', bad.body, { 'Content-Type': bad.type }), 400, 'INVALID_PARAMETERS');
  });

  it('ignores the fields ctx has no use for', async () => {
    const form = urlencoded({
      payload: payloadOf(question),
      model: 'synvo',
      model_args: '{"temperature":0.2}',
      agent_model: 'gpt',
      build_memory: 'True',
      mcp: 'False',
      agent: 'True',
      profiling: 'True',
      platform: 'api',
      sub_user_name: SU,
    });
    const r = await ok(await post('/ai/query', form.body, { 'Content-Type': form.type }));
    expect(r.response.content[0]!.text).toContain('3,200');
  });

  it('parent_cuid continues the conversation it names: a session id or the cuid of a message in it', async () => {
    const first = await ok(await api.query(question, { sub_user_name: SU }));
    const bySession = urlencoded({ payload: payloadOf('and when was it renewed?'), parent_cuid: first.suid, sub_user_name: SU });
    const second = await ok(await post('/ai/query', bySession.body, { 'Content-Type': bySession.type }));
    expect(second.suid).toBe(first.suid);
    // The follow-up was resolved against the earlier question: the renewal date is the answer.
    expect(second.response.content[0]!.text).toContain('4 March 2025');

    const fd = new FormData();
    fd.append('payload', payloadOf('what is the rent?'));
    fd.append('parent_cuid', second.response.cuid);
    fd.append('sub_user_name', SU);
    const third = await ok(await post('/ai/query', fd));
    expect(third.suid).toBe(first.suid);

    const messages = (await (await api.get(`/ai/sessions/${first.suid}/messages`, { sub_user_name: SU })).json()) as { messages: unknown[] };
    expect(messages.messages).toHaveLength(6);
  });

  it('an unknown parent_cuid is 404, an empty one starts a new session', async () => {
    const unknown = urlencoded({ payload: payloadOf(question), parent_cuid: 'c_doesnotexist00000', sub_user_name: SU });
    await expectShapeA(await post('/ai/query', unknown.body, { 'Content-Type': unknown.type }), 404, 'NOT_FOUND');
    const empty = urlencoded({ payload: payloadOf(question), parent_cuid: '', sub_user_name: SU });
    const r = await ok(await post('/ai/query', empty.body, { 'Content-Type': empty.type }));
    expect(r.suid).toMatch(/\S/);
  });

  it('another sub-user cannot continue a session through parent_cuid', async () => {
    const first = await ok(await api.query(question, { sub_user_name: SU }));
    const form = urlencoded({ payload: payloadOf('and when?'), parent_cuid: first.response.cuid, sub_user_name: 'someone-else' });
    await expectShapeA(await post('/ai/query', form.body, { 'Content-Type': form.type }), 404, 'NOT_FOUND');
  });

  it('searched_files holds file ids', async () => {
    const r = await ok(await api.query(question, { sub_user_name: SU }));
    const list = (await (await api.get('/file/list', { path: '/office', sub_user_name: SU })).json()) as { items: Array<{ file_id: string; path: string }> };
    const lease = list.items.find((i) => i.path === '/office/lease.txt')!;
    expect(r.response.searched_files).toEqual([lease.file_id]);
  });
});

describe('upload reply and auth as the hosted service\'s clients read them', () => {
  it('path is the directory ending with "/", so path + filename is the file (also with build_memory sent)', async () => {
    for (const [dir, expected] of [
      ['/', '/'],
      ['/docs', '/docs/'],
      ['/docs/2025/', '/docs/2025/'],
    ] as const) {
      const fd = new FormData();
      fd.append('file', new Blob(['A note on the quarterly plan.']), 'plan.txt');
      fd.append('path', dir);
      fd.append('build_memory', 'True');
      fd.append('sub_user_name', SU);
      const res = await post('/file/upload', fd);
      expect(res.status, await res.clone().text()).toBe(200);
      const up = (await res.json()) as { path: string; filename: string; file_id: string };
      expect(up.path).toBe(expected);
      const full = up.path + up.filename;
      await api.waitFor(up.file_id, { sub_user_name: SU });
      const meta = await api.get(`/metadata/search_by_path/${encodeURIComponent(full)}/`, { sub_user_name: SU });
      expect(meta.status, full).toBe(200);
    }
  });

  it('Authorization: Bearer <key> authenticates like X-API-Key; a wrong one is 401', async () => {
    const good = await fetch(new URL('/user/api_keys/list', d.url), { headers: { Authorization: `Bearer ${d.apiKey}` } });
    expect(good.status).toBe(200);
    expect(good.headers.get('x-ratelimit-limit')).toMatch(/^\d+$/);
    const bad = await fetch(new URL('/user/api_keys/list', d.url), { headers: { Authorization: 'Bearer ctx_nope.nope' } });
    await expectShapeA(bad, 401, 'INVALID_API_KEY');
    const basic = await fetch(new URL('/user/api_keys/list', d.url), { headers: { Authorization: `Basic ${Buffer.from('a:b').toString('base64')}` } });
    await expectShapeA(basic, 401, 'INVALID_API_KEY');
  });

  it('every form route takes a browser\'s FormData (multipart) like a url-encoded body; a file part is refused', async () => {
    const fd = (fields: Record<string, string>) => {
      const f = new FormData();
      for (const [k, v] of Object.entries(fields)) f.append(k, v);
      return f;
    };
    expect((await post('/file/create_dir', fd({ path: '/formdata/dir', sub_user_name: SU }))).status).toBe(200);
    const moved = await post('/file/move', fd({ src: '/formdata/dir', dest: '/formdata/renamed', sub_user_name: SU }));
    expect(moved.status, await moved.clone().text()).toBe(200);
    expect(((await moved.json()) as { file_moves: string[][] }).file_moves[0]).toEqual(['/formdata/dir', '/formdata/renamed']);
    const hits = (await (await post('/ai/search', fd({ message: 'Lisbon office lease', sub_user_name: SU }))).json()) as Array<{ file_path: string }>;
    expect(hits[0]!.file_path).toBe('/office/lease.txt');
    const key = (await (await post('/user/api_keys/create', fd({ name: 'from a browser' }))).json()) as { key_id: string };
    const keys = (await (await api.get('/user/api_keys/list')).json()) as { items: Array<{ key_id: string; name: string }> };
    expect(keys.items.find((k) => k.key_id === key.key_id)!.name).toBe('from a browser');
    const withFile = fd({ path: '/formdata/x' });
    withFile.append('file', new Blob(['x']), 'x.txt');
    await expectShapeA(await post('/file/create_dir', withFile), 400, 'INVALID_PARAMETERS');
  });

  it('/health lists the model names /ai/query accepts', async () => {
    const h = (await (await fetch(new URL('/health', d.url))).json()) as { query_models: string[] };
    expect(h.query_models).toEqual(['default', 'synvo', 'builtin']);
  });
});

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import JSZip from 'jszip';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDaemon, type TestDaemon } from '../helpers/daemon.js';
import { Api } from '../helpers/api.js';
import { ISO, parseSse } from '../helpers/contract.js';
import { textPng } from '../helpers/media-fixtures.js';
import { pyJsonDumps, pyQuote, pyRequest, type PyRequestOptions } from '../helpers/python-requests.js';

/**
 * Issue 10: clients written for the hosted service work unchanged against ctx. Every family of
 * client code in the service's documentation (docs pages, OpenAPI x-codeSamples, test_upload.py)
 * is replayed here against one real daemon, encoded as the snippet's library encodes it
 * (Python requests: helpers/python-requests.ts; browser fetch: FormData / URLSearchParams; curl
 * -F and --data-urlencode encode like FormData and URLSearchParams), and the reply is read the way
 * the snippet reads it. Tests are named after the snippet family and what it reads.
 */

interface Fact {
  chunk: string;
  reference: string;
}
interface Part {
  type: string;
  text: string;
  facts?: Fact[];
}
interface QueryReply {
  success: boolean;
  response: { role: string; content: Part[]; cuid: string; created_at: string; searched_files: string[]; model?: string };
  content?: Part[];
  suid: string;
  summary: string;
  timestamp: string;
}
interface UploadReply {
  filename: string;
  path: string;
  renamed: boolean;
  file_id: string;
  timestamp: string;
}
interface Metadata {
  summary: string;
  content: string;
  hash_tags: string[];
}
interface HistoryMessage {
  role: string;
  content: Array<{ type: string; text?: string }>;
  cuid: string;
  created_at: string;
  searched_files?: string[];
}

const REPORT =
  'Halvorsen Research Institute annual report.\n\nThe Halvorsen institute filed 672 patents in FY2023, most of them on tidal turbine blades.\n\nRevenue for the fourth quarter reached 4.2 million dollars, driven by turbine licensing.\n';
const WELLFEST = 'WellFest Finale poster.\n\nThe WellFest Finale takes place on 23 October 2025 from 11am to 4pm at the Nanyang Auditorium Foyer.\n';
const ABOUT =
  'Dana Whitfield\nData engineer\n\nMy name is Dana Whitfield. I live in Lisbon, Portugal. I work as a data engineer at Northwind Labs. I graduated from the University of Porto with a degree in statistics.\n';
const PATENTS_Q = 'How many patents did the Halvorsen institute file in FY2023?';

let d: TestDaemon;
let api: Api;
const up: Record<'report' | 'wellfest' | 'about' | 'chart' | 'user1', UploadReply> = {} as never;

const url = (path: string) => `${d.url.replace(/\/$/, '')}${path}`;

/** A call as the Python snippets make it: requests' encoding, the key in X-API-Key. */
function py(method: string, path: string, opts: PyRequestOptions = {}): Promise<Response> {
  return pyRequest(method, url(path), { ...opts, headers: { 'X-API-Key': d.apiKey, ...opts.headers } });
}

/** A call as the JavaScript snippets make it: fetch with the key in X-API-Key. */
function js(path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(url(path), { ...init, headers: { 'X-API-Key': d.apiKey, ...(init.headers as Record<string, string>) } });
}

/** `response.raise_for_status(); response.json()` — with the body in the failure message. */
async function okJson<T>(res: Response): Promise<T> {
  const text = await res.text();
  expect(res.status, text).toBeLessThan(300);
  return JSON.parse(text) as T;
}

function payload(text: string, extraParts: object[] = []): object {
  return { messages: [{ role: 'user', content: [{ type: 'text', text }, ...extraParts] }] };
}

/** Python: requests.post(f"{BASE_URL}/ai/query", data={...}) — form-urlencoded. */
function pyQuery(text: string, fields: Record<string, string | boolean> = {}, extraParts: object[] = []): Promise<Response> {
  return py('POST', '/ai/query', { data: { payload: pyJsonDumps(payload(text, extraParts)), ...fields } });
}

/** JavaScript / curl -F: a FormData body — multipart. */
function formQuery(text: string, fields: Record<string, string> = {}): Promise<Response> {
  const fd = new FormData();
  fd.append('payload', JSON.stringify(payload(text)));
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  return js('/ai/query', { method: 'POST', body: fd });
}

function pyUpload(filename: string, content: Buffer | string, data?: Record<string, string | boolean>): Promise<Response> {
  return py('POST', '/file/upload', { files: { file: { filename, content } }, data });
}

function jsUpload(filename: string, content: Buffer | string, type: string, fields: Record<string, string>): Promise<Response> {
  const fd = new FormData();
  fd.append('file', new Blob([content], { type }), filename);
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  return js('/file/upload', { method: 'POST', body: fd });
}

/** The workflows' polling loop: GET /file/status/{id} until json()["status"] is COMPLETED or FAILED. */
async function pollStatus(fileId: string, params: Record<string, string> = {}, timeoutMs = 60_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { status } = await okJson<{ status: string }>(await py('GET', `/file/status/${fileId}`, { params }));
    if (status === 'COMPLETED' || status === 'FAILED') return status;
    if (Date.now() > deadline) throw new Error(`file ${fileId} still ${status}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

function expectFacts(part: Part | undefined): Fact[] {
  expect(Array.isArray(part?.facts), JSON.stringify(part)).toBe(true);
  const facts = part!.facts!.slice(0, 3);
  expect(facts.length).toBeGreaterThan(0);
  for (const f of facts) {
    expect(typeof f.chunk).toBe('string');
    expect(typeof f.reference).toBe('string');
  }
  return facts;
}

beforeAll(async () => {
  d = await startDaemon();
  api = new Api(d.url, d.apiKey);
  const chart = await textPng(['Revenue chart 2024'], { width: 600, height: 300 });
  const replies = await Promise.all([
    pyUpload('Q4 report.txt', REPORT, { path: '/documents' }),
    pyUpload('wellfest.txt', WELLFEST, { path: '/', build_memory: 'true' }),
    pyUpload('about.txt', ABOUT),
    jsUpload('chart.png', chart, 'image/png', { path: '/images', sub_user_name: 'default' }),
    pyUpload('plan.txt', 'Project plan for the Orkney substation upgrade.', { path: '/project', sub_user_name: 'user1' }),
  ]);
  const names = ['report', 'wellfest', 'about', 'chart', 'user1'] as const;
  for (const [i, name] of names.entries()) {
    const res = replies[i]!;
    const text = await res.text();
    if (res.status !== 200) throw new Error(`fixture upload ${name} failed: ${res.status} ${text}`);
    up[name] = JSON.parse(text) as UploadReply;
  }
  for (const n of names) await api.waitFor(up[n].file_id, { sub_user_name: n === 'user1' ? 'user1' : undefined });
});
afterAll(async () => d?.cleanup());

describe('keys snippets', () => {
  it('list (Python/JS) reads items[] with key_id, name, status ACTIVE and created_at', async () => {
    const body = await okJson<{ success: boolean; items: Array<{ key_id: string; name: string; status: string; created_at: string }> }>(
      await py('GET', '/user/api_keys/list'),
    );
    expect(body.success).toBe(true);
    const mine = body.items.find((k) => k.key_id === d.keyId);
    expect(mine).toMatchObject({ status: 'ACTIVE' });
    expect(mine!.created_at).toMatch(ISO);
    expect(body.items.filter((k) => k.status === 'ACTIVE').length).toBeGreaterThan(0);
  });

  it('create with data={"name": "My API Key"} (Python, urlencoded) reads result["api_key"], which then passes "test your key"', async () => {
    const result = await okJson<{ success: boolean; key_id: string; api_key: string }>(await py('POST', '/user/api_keys/create', { data: { name: 'My API Key' } }));
    expect(result.success).toBe(true);
    const res = await pyRequest('GET', url('/file/list'), { params: { path: '/' }, headers: { 'X-API-Key': result.api_key } });
    const listing = await okJson<{ items: unknown[] }>(res);
    expect(listing.items.length).toBeGreaterThan(0);
  });

  it('create with URLSearchParams({name}) (JS) reads result.api_key', async () => {
    const result = await okJson<{ api_key: string; key_id: string }>(
      await js('/user/api_keys/create', { method: 'POST', body: new URLSearchParams({ name: 'Browser key' }) }),
    );
    expect(typeof result.api_key).toBe('string');
    expect((await fetch(url('/file/list?path=/'), { headers: { 'X-API-Key': result.api_key } })).status).toBe(200);
  });

  it('key manager createKey sends the name as FormData (JS, multipart); the list shows that name', async () => {
    const fd = new FormData();
    fd.append('name', 'Production API Key');
    const created = await okJson<{ key_id: string; api_key: string }>(await js('/user/api_keys/create', { method: 'POST', body: fd }));
    const { items } = await okJson<{ items: Array<{ key_id: string; name: string }> }>(await js('/user/api_keys/list'));
    expect(items.find((k) => k.key_id === created.key_id)?.name).toBe('Production API Key');
  });

  it('key manager create_key() without a name posts no body at all (Python data={}) and gets a key', async () => {
    const result = await okJson<{ success: boolean; api_key: string }>(await py('POST', '/user/api_keys/create', { data: {} }));
    expect(result.success).toBe(true);
    expect(typeof result.api_key).toBe('string');
  });

  it('Authorization: Bearer <key> authenticates like X-API-Key (OpenAPI bearerAuth on metadata routes)', async () => {
    const bearer = (path: string, token = d.apiKey) => fetch(url(path), { headers: { Authorization: `Bearer ${token}` } });
    expect((await bearer(`/metadata/search_by_id/${up.report.file_id}/`)).status).toBe(200);
    expect((await bearer('/metadata/get_user_profile/')).status).toBe(200);
    expect((await bearer('/file/list?path=/')).status).toBe(200);
    const bad = await bearer('/file/list?path=/', 'ctx_nope.nope');
    expect(bad.status).toBe(401);
    expect(((await bad.json()) as { code: string }).code).toBe('INVALID_API_KEY');
  });

  it('auth error helper reads error_data.get("code") == "INVALID_API_KEY" and error_data.get("error") on 401', async () => {
    const res = await pyRequest('GET', url('/file/list'), { headers: { 'X-API-Key': 'your-api-key' } });
    expect(res.status).toBe(401);
    const errorData = (await res.json()) as { code: string; error: string };
    expect(errorData.code).toBe('INVALID_API_KEY');
    expect(typeof errorData.error).toBe('string');
  });

  it('rate-limit retry helper reads X-RateLimit-Reset as integer Unix seconds', async () => {
    const res = await py('GET', '/file/list');
    expect(res.status).toBe(200);
    const reset = Number.parseInt(res.headers.get('X-RateLimit-Reset') ?? '', 10);
    expect(reset).toBeGreaterThan(Math.floor(Date.now() / 1000) - 1);
  });
});

describe('create_dir snippets', () => {
  it('curl --data-urlencode / Python data={"path": "/docs"} read json()["message"]; the directory lists', async () => {
    const body = await okJson<{ message: string }>(await py('POST', '/file/create_dir', { data: { path: '/docs' } }));
    expect(typeof body.message).toBe('string');
    expect((await py('GET', '/file/list', { params: { path: '/docs' } })).status).toBe(200);
  });

  it('JS URLSearchParams({path: "/docs"}) again succeeds (directory exists)', async () => {
    const body = await okJson<{ message: string }>(await js('/file/create_dir', { method: 'POST', body: new URLSearchParams({ path: '/docs' }) }));
    expect(typeof body.message).toBe('string');
  });

  it('user isolation (Python, hand-set urlencoded Content-Type, sub_user_name=example_user) reads response.text; only that sub-user lists it', async () => {
    const res = await py('POST', '/file/create_dir', {
      data: { sub_user_name: 'example_user', path: '/project/new_dir' },
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    const text = await res.text();
    expect(res.status, text).toBe(200);
    expect(JSON.parse(text)).toHaveProperty('message');
    const theirs = await okJson<{ items: Array<{ path: string }> }>(await py('GET', '/file/list?path=%2F&sub_user_name=example_user&recursive=true'));
    expect(theirs.items.map((i) => i.path)).toContain('/project/new_dir');
    const mine = await okJson<{ items: Array<{ path: string }> }>(await py('GET', '/file/list', { params: { path: '/' } }));
    expect(mine.items.map((i) => i.path)).not.toContain('/project/new_dir');
  });
});

describe('list snippets', () => {
  it('Python params={"path": "/documents", "recursive": True} sends recursive=True and reads items, tree, version, need_refresh_file', async () => {
    const body = await okJson<{ items: Array<{ path: string; file_id: string; is_dir: boolean; status: string }>; tree: Record<string, Record<string, { file_id: string }>>; version: string; need_refresh_file: boolean }>(
      await py('GET', '/file/list', { params: { path: '/documents', recursive: true } }),
    );
    expect(body.items.find((i) => i.file_id === up.report.file_id)).toMatchObject({ path: '/documents/Q4 report.txt', is_dir: false, status: 'COMPLETED' });
    expect(body.tree['/documents']?.['Q4 report.txt']?.file_id).toBe(up.report.file_id);
    expect(typeof body.version).toBe('string');
    expect(typeof body.need_refresh_file).toBe('boolean');
  });

  it('Python recursive=False lists only the direct children', async () => {
    const body = await okJson<{ items: Array<{ path: string }> }>(await py('GET', '/file/list', { params: { path: '/', recursive: false } }));
    expect(body.items.map((i) => i.path)).toContain('/documents');
    expect(body.items.map((i) => i.path)).not.toContain('/documents/Q4 report.txt');
  });

  it('JS URLSearchParams({path, recursive: "true"}) reads the same items', async () => {
    const body = await okJson<{ items: Array<{ file_id: string }> }>(await js(`/file/list?${new URLSearchParams({ path: '/documents', recursive: 'true' })}`));
    expect(body.items.map((i) => i.file_id)).toContain(up.report.file_id);
  });
});

describe('upload snippets', () => {
  it('batch workflow files= with data={"path": "/documents"} (Python): path is the folder "/documents/", path + filename the file', async () => {
    expect(up.report).toMatchObject({ filename: 'Q4 report.txt', renamed: false });
    expect(up.report.timestamp).toMatch(ISO);
    expect(up.report.path).toBe('/documents/');
    expect(up.report.path + up.report.filename).toBe('/documents/Q4 report.txt');
  });

  it('test_upload.py data={"path": "/", "build_memory": "true"}: build_memory is ignored and path is "/"', async () => {
    expect(up.wellfest.path).toBe('/');
    expect(up.wellfest.path + up.wellfest.filename).toBe('/wellfest.txt');
  });

  it('profile / metadata workflows send files= only: the file lands in "/" and path + filename names it in /file/list', async () => {
    expect(up.about.path).toBe('/');
    const { items } = await okJson<{ items: Array<{ path: string; file_id: string }> }>(await py('GET', '/file/list', { params: { path: '/' } }));
    expect(items.find((i) => i.path === up.about.path + up.about.filename)?.file_id).toBe(up.about.file_id);
  });

  it('OpenAPI FormData file + path + sub_user_name (JS): path is "/images/"', async () => {
    expect(up.chart).toMatchObject({ filename: 'chart.png', path: '/images/' });
  });

  it('Python booleans: data={"path": "/flags", "build_memory": True} sends build_memory=True and is accepted', async () => {
    const reply = await okJson<UploadReply>(await pyUpload('flags.txt', 'Flags file for the boolean check.', { path: '/flags', build_memory: true }));
    expect(reply.path).toBe('/flags/');
    expect(await pollStatus(reply.file_id)).toBe('COMPLETED');
  });
});

describe('status snippets', () => {
  it('quick-start / batch workflows poll json()["status"] until COMPLETED; the reply carries file_id', async () => {
    expect(await pollStatus(up.report.file_id)).toBe('COMPLETED');
    const body = await okJson<{ file_id: string; status: string }>(await js(`/file/status/${up.report.file_id}`));
    expect(body).toMatchObject({ file_id: up.report.file_id, status: 'COMPLETED' });
  });

  it('OpenAPI params={"sub_user_name": "user1"} (Python) and URLSearchParams (JS) read that sub-user\'s status', async () => {
    expect(await pollStatus(up.user1.file_id, { sub_user_name: 'user1' })).toBe('COMPLETED');
    const body = await okJson<{ status: string }>(await js(`/file/status/${up.user1.file_id}?${new URLSearchParams({ sub_user_name: 'user1' })}`));
    expect(body.status).toBe('COMPLETED');
  });
});

describe('download snippets', () => {
  it('Python params={"file_id", "sub_user_name": "default"} reads data["url"] (fetched without the key) and data["name"]', async () => {
    const data = await okJson<{ url: string; name: string; file_type: string; file_id: string }>(
      await py('GET', '/file/download', { params: { file_id: up.report.file_id, sub_user_name: 'default' } }),
    );
    expect(data).toMatchObject({ name: 'Q4 report.txt', file_id: up.report.file_id });
    const file = await pyRequest('GET', data.url);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).toString('utf8')).toBe(REPORT);
  });

  it('JS ?file_id=${fileId}&sub_user_name=${subUserName} reads data.url', async () => {
    const data = await okJson<{ url: string }>(await js(`/file/download?file_id=${up.chart.file_id}&sub_user_name=default`));
    expect((await fetch(data.url)).status).toBe(200);
  });
});

describe('move snippets', () => {
  let moved: UploadReply;
  beforeAll(async () => {
    moved = await okJson<UploadReply>(await pyUpload('report.txt', 'A report that moves between folders.', { path: '/project' }));
  });

  it('Python data={"src", "dest", "sub_user_name": "default"} reads message and file_moves [[src, dest]]', async () => {
    const body = await okJson<{ message: string; file_moves: string[][] }>(
      await py('POST', '/file/move', { data: { src: '/project/report.txt', dest: '/archive/report.txt', sub_user_name: 'default' } }),
    );
    expect(typeof body.message).toBe('string');
    expect(body.file_moves).toEqual([['/project/report.txt', '/archive/report.txt']]);
  });

  it('JS URLSearchParams({src, dest}) moves it back', async () => {
    const body = await okJson<{ file_moves: string[][] }>(
      await js('/file/move', { method: 'POST', body: new URLSearchParams({ src: '/archive/report.txt', dest: '/project/report.txt' }) }),
    );
    expect(body.file_moves).toEqual([['/archive/report.txt', '/project/report.txt']]);
  });

  it('upload["path"] + upload["filename"] is a src that move accepts', async () => {
    const src = moved.path + moved.filename;
    const body = await okJson<{ file_moves: string[][] }>(await py('POST', '/file/move', { data: { src, dest: '/archive/renamed.txt' } }));
    expect(body.file_moves).toEqual([[src, '/archive/renamed.txt']]);
  });
});

describe('delete snippets', () => {
  it('Python requests.delete with params={"sub_user_name": "default"} reads message; the file is gone', async () => {
    const victim = await okJson<UploadReply>(await pyUpload('old.txt', 'An old file to delete.'));
    const body = await okJson<{ message: string }>(await py('DELETE', `/file/delete/${victim.file_id}`, { params: { sub_user_name: 'default' } }));
    expect(typeof body.message).toBe('string');
    expect((await py('GET', '/file/download', { params: { file_id: victim.file_id } })).status).toBe(404);
  });

  it('JS fetch DELETE /file/delete/${fileId} reads message; an unknown id is 404', async () => {
    const victim = await okJson<UploadReply>(await jsUpload('older.txt', 'Another old file.', 'text/plain', { path: '/' }));
    expect(typeof (await okJson<{ message: string }>(await js(`/file/delete/${victim.file_id}`, { method: 'DELETE' }))).message).toBe('string');
    expect((await js('/file/delete/f_doesnotexist', { method: 'DELETE' })).status).toBe(404);
  });
});

describe('thumbnail snippets', () => {
  it('Python params={"file_id", "max_size": 200} writes thumbnail.jpg: image/jpeg at most 200 px', async () => {
    const res = await py('GET', '/file/thumbnail', { params: { file_id: up.chart.file_id, max_size: 200 } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/jpeg/);
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect(meta.format).toBe('jpeg');
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBeLessThanOrEqual(200);
  });

  it('JS response.blob() is an image/jpeg blob', async () => {
    const res = await js(`/file/thumbnail?${new URLSearchParams({ file_id: up.chart.file_id, max_size: '200' })}`);
    expect(res.status).toBe(200);
    expect((await res.blob()).type).toMatch(/^image\/jpeg/);
  });

  it('Accept: image/png asks for a PNG', async () => {
    const res = await js(`/file/thumbnail?file_id=${up.chart.file_id}`, { headers: { Accept: 'image/png' } });
    expect(res.headers.get('content-type')).toMatch(/^image\/png/);
    expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).format).toBe('png');
  });
});

describe('search snippets', () => {
  type Hit = { file_id: string; file_path: string; file_name: string; file_type: string; created_at: string };
  const expectReportHit = (hits: Hit[]) => {
    const hit = hits.find((h) => h.file_id === up.report.file_id);
    expect(hit).toMatchObject({ file_path: '/documents/Q4 report.txt', file_name: 'Q4 report.txt' });
    expect(typeof hit!.file_type).toBe('string');
    expect(hit!.created_at).toMatch(ISO);
  };

  it('Python data={"message": …} / curl --data-urlencode read a list of {file_id, file_path, file_name, file_type, created_at}', async () => {
    expectReportHit(await okJson<Hit[]>(await py('POST', '/ai/search', { data: { message: 'Halvorsen patents and quarterly revenue' } })));
  });

  it('JS URLSearchParams({message}) reads the same list', async () => {
    expectReportHit(await okJson<Hit[]>(await js('/ai/search', { method: 'POST', body: new URLSearchParams({ message: 'Halvorsen patents and quarterly revenue' }) })));
  });
});

describe('query snippets', () => {
  it('quick-start Python (urlencoded, model=synvo, final_answer=true) reads result["content"][0]["facts"][:3] chunk and reference', async () => {
    const result = await okJson<QueryReply>(await pyQuery(PATENTS_Q, { model: 'synvo', final_answer: 'true' }));
    const facts = expectFacts(result.content?.[0]);
    expect(facts.map((f) => f.chunk).join(' ')).toContain('672');
    expect(facts[0]!.reference).toContain('/documents/Q4 report.txt');
  });

  it('quick-start curl -F (multipart) with the same fields: top-level content equals response.content', async () => {
    const result = await okJson<QueryReply>(await formQuery(PATENTS_Q, { model: 'synvo', final_answer: 'true' }));
    expect(result.content).toEqual(result.response.content);
    expectFacts(result.content?.[0]);
  });

  it('test_upload.py (urlencoded, model=synvo, force_search=true, no final_answer) reads result["content"][0]["facts"]', async () => {
    const result = await okJson<QueryReply>(await pyQuery('When is the WellFest Finale and where is it held?', { model: 'synvo', force_search: 'true' }));
    const facts = expectFacts(result.content?.[0]);
    expect(facts.map((f) => f.chunk).join(' ')).toContain('Nanyang Auditorium');
  });

  it('use case (file parts in the payload, force_search=true): older clients read result["response"]["content"][0]["text"]', async () => {
    const files = [up.report.file_id, up.about.file_id].map((file_id) => ({ type: 'file', file_id }));
    const result = await okJson<QueryReply>(await pyQuery(PATENTS_Q, { model: 'synvo', force_search: 'true' }, files));
    expect(result.response.content[0]!.text).toContain('672');
  });

  it('query page Python streaming="false" and JS FormData streaming=false read a plain JSON reply', async () => {
    for (const res of [await pyQuery(PATENTS_Q, { model: 'synvo', streaming: 'false' }), await formQuery(PATENTS_Q, { model: 'synvo', streaming: 'false' })]) {
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      const result = await okJson<QueryReply>(res);
      expect(result.success).toBe(true);
      expect(result.response.role).toBe('assistant');
      expect(typeof result.response.cuid).toBe('string');
      expect(result.response.created_at).toMatch(ISO);
      expect(typeof result.suid).toBe('string');
      expect(typeof result.summary).toBe('string');
      expect(result.timestamp).toMatch(ISO);
    }
  });

  it('form-urlencoded and multipart bodies get the same answer', async () => {
    const a = await okJson<QueryReply>(await pyQuery(PATENTS_Q, { final_answer: 'true' }));
    const b = await okJson<QueryReply>(await formQuery(PATENTS_Q, { final_answer: 'true' }));
    expect(a.response.content).toEqual(b.response.content);
  });

  it('booleans true/false/True/False/1/0 are accepted; a true final_answer returns facts', async () => {
    for (const [value, truthy] of [['true', true], ['True', true], ['1', true], ['false', false], ['False', false], ['0', false]] as const) {
      // A false value is also tried as streaming=<value>; a true one would switch to SSE.
      const result = await okJson<QueryReply>(await pyQuery(PATENTS_Q, truthy ? { final_answer: value } : { final_answer: value, streaming: value }));
      expect(typeof result.response.content[0]!.text, value).toBe('string');
      if (truthy) expectFacts(result.response.content[0]);
    }
  });

  it('model=synvo names the default model; OpenAPI\'s commented-out fields (model_args, agent_model, mcp, agent, profiling, platform) are ignored', async () => {
    const result = await okJson<QueryReply>(
      await pyQuery(PATENTS_Q, {
        model: 'synvo',
        model_args: '{"temperature": 0}',
        agent_model: 'gpt',
        mcp: false,
        agent: true,
        profiling: true,
        platform: 'api',
        force_search: false,
      }),
    );
    expect(result.response.content[0]!.text).toContain('672');
    const byDefault = await okJson<QueryReply>(await pyQuery(PATENTS_Q, { model: 'default' }));
    expect(result.response.model).toBe(byDefault.response.model);
  });

  it('safe_query / safeQuery read error_data.get("code") == "INVALID_PAYLOAD" on 400 (urlencoded and FormData)', async () => {
    const pyRes = await py('POST', '/ai/query', { data: { payload: '{"messages": [', model: 'synvo' } });
    expect(pyRes.status).toBe(400);
    expect(((await pyRes.json()) as { code: string }).code).toBe('INVALID_PAYLOAD');
    const fd = new FormData();
    fd.append('payload', 'not json');
    fd.append('model', 'synvo');
    const jsRes = await js('/ai/query', { method: 'POST', body: fd });
    expect(jsRes.status).toBe(400);
    expect(((await jsRes.json()) as { code: string }).code).toBe('INVALID_PAYLOAD');
  });

  it('parent_cuid naming an assistant message continues its conversation like suid does', async () => {
    const first = await okJson<QueryReply>(await pyQuery(PATENTS_Q));
    const next = await okJson<QueryReply>(await pyQuery('And what was the revenue in the fourth quarter?', { parent_cuid: first.response.cuid }));
    expect(next.suid).toBe(first.suid);
    const { messages } = (await (await api.get(`/ai/sessions/${first.suid}/messages`)).json()) as { messages: HistoryMessage[] };
    expect(messages.map((m) => m.cuid)).toEqual(expect.arrayContaining([first.response.cuid, next.response.cuid]));
  });

  it('parent_cuid naming a suid continues that session', async () => {
    const first = await okJson<QueryReply>(await formQuery(PATENTS_Q));
    const next = await okJson<QueryReply>(await formQuery('And the revenue?', { parent_cuid: first.suid }));
    expect(next.suid).toBe(first.suid);
  });

  it('response.searched_files holds the ids of the files searched (history page: "File IDs that were searched")', async () => {
    const result = await okJson<QueryReply>(await pyQuery(PATENTS_Q, { model: 'synvo' }));
    expect(result.response.searched_files).toContain(up.report.file_id);
  });

  it('streaming=true (FormData) gets text/event-stream token events and a final done event', async () => {
    const res = await formQuery(PATENTS_Q, { model: 'synvo', streaming: 'true' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const events = parseSse(await res.text()) as Array<{ type: string; content?: string; response?: unknown }>;
    expect(events.some((e) => e.type === 'token' && typeof e.content === 'string')).toBe(true);
    expect(events.at(-1)?.type).toBe('done');
    expect(typeof events.at(-1)?.response).toBe('object');
  });

  it('streaming=True (a Python boolean, urlencoded) streams too', async () => {
    const res = await pyQuery(PATENTS_Q, { streaming: true });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect((parseSse(await res.text()) as Array<{ type: string }>).at(-1)?.type).toBe('done');
  });
});

describe('metadata snippets', () => {
  let byId: Metadata;
  beforeAll(async () => {
    byId = (await (await api.get(`/metadata/search_by_id/${up.report.file_id}/`)).json()) as Metadata;
  });

  it('by id (Python, GET with Content-Type: application/json) reads summary, content and hash_tags', async () => {
    const metadata = await okJson<Metadata>(await py('GET', `/metadata/search_by_id/${up.report.file_id}/`, { headers: { 'Content-Type': 'application/json' } }));
    expect(typeof metadata.summary).toBe('string');
    expect(typeof metadata.content).toBe('string');
    expect(metadata.hash_tags.length).toBeGreaterThan(0);
    expect(metadata.hash_tags.join(', ')).toMatch(/^#/);
  });

  it('by path, Python quote(path, safe="/") → /metadata/search_by_path//documents/Q4%20report.txt/ equals the record by id', async () => {
    const encoded = pyQuote('/documents/Q4 report.txt', '/');
    expect(encoded).toBe('/documents/Q4%20report.txt');
    const res = await py('GET', `/metadata/search_by_path/${encoded}/`, { headers: { 'Content-Type': 'application/json' } });
    expect(await okJson<Metadata>(res)).toEqual(byId);
  });

  it('by path, JS encodeURIComponent (and the curl %2F form) equals the record by id', async () => {
    const res = await js(`/metadata/search_by_path/${encodeURIComponent('/documents/Q4 report.txt')}/`, { headers: { 'Content-Type': 'application/json' } });
    expect(await okJson<Metadata>(res)).toEqual(byId);
  });

  it('metadata workflow: quote(upload["path"] + upload["filename"], safe="/") finds the record (assert metadata == path_metadata)', async () => {
    const filePath = up.report.path + up.report.filename;
    const pathMetadata = await okJson<Metadata>(await py('GET', `/metadata/search_by_path/${pyQuote(filePath, '/')}/`));
    expect(pathMetadata).toEqual(byId);
  });

  it('GET /metadata/{file_id} (OpenAPI getMetadata) reads file_info and metadata', async () => {
    const body = await okJson<{ file_info: Record<string, string>; metadata: Metadata }>(await py('GET', `/metadata/${up.report.file_id}`));
    expect(body.file_info).toMatchObject({
      file_id: up.report.file_id,
      file_path: '/documents/Q4 report.txt',
      file_name: 'Q4 report.txt',
    });
    expect(typeof body.file_info.file_type).toBe('string');
    expect(body.file_info.created_at).toMatch(ISO);
    expect(body.metadata).toEqual(byId);
  });

  it('an unknown file id is 404 with {message, error}', async () => {
    const res = await py('GET', '/metadata/search_by_id/f_doesnotexist/');
    expect(res.status).toBe(404);
    expect(Object.keys((await res.json()) as object).sort()).toEqual(['error', 'message']);
  });
});

describe('profile snippets', () => {
  type Profile = Record<string, { sub_topics: Record<string, { value: string }> }>;
  const expectProfile = (profile: Profile) => {
    expect(Object.keys(profile).length).toBeGreaterThan(0);
    // The workflow iterates profile.items() and then data.items(): every value is a dict.
    for (const data of Object.values(profile)) {
      for (const sub of Object.values(data.sub_topics)) expect(typeof sub.value).toBe('string');
    }
  };

  it('GET /metadata/get_user_profile/ (Python, Content-Type: application/json) reads category → sub_topics → value', async () => {
    const profile = await okJson<Profile>(await py('GET', '/metadata/get_user_profile/', { headers: { 'Content-Type': 'application/json' } }));
    expectProfile(profile);
    expect(profile.work?.sub_topics.company?.value).toContain('Northwind');
  });

  it('the OpenAPI path without the trailing slash gives the same profile', async () => {
    const a = await okJson<Profile>(await js('/metadata/get_user_profile', { headers: { 'Content-Type': 'application/json' } }));
    const b = await okJson<Profile>(await js('/metadata/get_user_profile/'));
    expect(a).toEqual(b);
  });
});

describe('events snippets', () => {
  type Event = { event_type: string; content: string; happen_time: string | null; mention_time: string };
  const expectEvents = (events: Event[], max: number) => {
    expect(Array.isArray(events)).toBe(true);
    expect(events.length).toBeLessThanOrEqual(max);
    for (const e of events) {
      expect(['personal', 'financial', 'professional', 'educational', 'social']).toContain(e.event_type);
      expect(typeof e.content).toBe('string');
      expect(typeof e.mention_time).toBe('string');
    }
  };

  it('Python params={"limit": 5, "start_time": "2025-10-01T00:00:00Z"} reads an array of at most 5 events', async () => {
    expectEvents(await okJson<Event[]>(await py('GET', '/metadata/get_user_event/', { params: { limit: 5, start_time: '2025-10-01T00:00:00Z' } })), 5);
  });

  it('curl ?limit=5&start_time=2025-10-01T00:00:00Z (unencoded colons) and the OpenAPI path without trailing slash', async () => {
    expectEvents(await okJson<Event[]>(await js('/metadata/get_user_event/?limit=5&start_time=2025-10-01T00:00:00Z')), 5);
    expectEvents(await okJson<Event[]>(await js('/metadata/get_user_event?limit=5&start_time=2025-10-01T00:00:00Z')), 5);
  });

  it('profiling workflow ?limit=10 gets the reference\'s array form (not {total_count, events})', async () => {
    const events = await okJson<Event[]>(await py('GET', '/metadata/get_user_event/?limit=10'));
    expectEvents(events, 10);
    expect(events.length).toBeGreaterThan(0);
  });
});

describe('history snippets', () => {
  let first: QueryReply;
  let second: QueryReply;
  beforeAll(async () => {
    first = (await (await api.query(PATENTS_Q)).json()) as QueryReply;
    second = (await (await api.query('And the revenue in the fourth quarter?', { suid: first.suid })).json()) as QueryReply;
  });

  it('GET /history reads sessions[] with suid, created_at and summary (HistoryManager.list_sessions / search_sessions)', async () => {
    const body = await okJson<{ success: boolean; sessions: Array<{ suid: string; created_at: string; summary: string }> }>(await py('GET', '/history'));
    expect(body.success).toBe(true);
    const s = body.sessions.find((x) => x.suid === first.suid);
    expect(s?.created_at).toMatch(ISO);
    expect(typeof s?.summary).toBe('string');
  });

  it('GET /history/{suid} reads session.messages: role, content[{type, text}], cuid, created_at; assistant ones carry searched_files ids', async () => {
    const body = await okJson<{ success: boolean; session: { suid: string; created_at: string; summary: string; messages: HistoryMessage[] } }>(
      await js(`/history/${first.suid}`),
    );
    expect(body.success).toBe(true);
    expect(body.session.suid).toBe(first.suid);
    expect(body.session.created_at).toMatch(ISO);
    expect(typeof body.session.summary).toBe('string');
    const msgs = body.session.messages;
    expect(msgs.map((m) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
    expect(msgs[0]!.content[0]).toEqual({ type: 'text', text: PATENTS_Q });
    for (const m of msgs) {
      expect(typeof m.cuid).toBe('string');
      expect(m.created_at).toMatch(ISO);
      expect(m.content.filter((c) => c.type === 'text').every((c) => typeof c.text === 'string')).toBe(true);
    }
    expect(msgs[1]!.cuid).toBe(first.response.cuid);
    expect(msgs[3]!.cuid).toBe(second.response.cuid);
    expect(msgs[1]!.searched_files).toContain(up.report.file_id);
  });

  it('DELETE /history/delete/{suid} reads success and message; the session is then 404 and no longer listed', async () => {
    const session = (await (await api.query('What is on the WellFest poster?')).json()) as QueryReply;
    const body = await okJson<{ success: boolean; message: string }>(await py('DELETE', `/history/delete/${session.suid}`));
    expect(body.success).toBe(true);
    expect(typeof body.message).toBe('string');
    expect((await py('GET', `/history/${session.suid}`)).status).toBe(404);
    const { sessions } = await okJson<{ sessions: Array<{ suid: string }> }>(await py('GET', '/history'));
    expect(sessions.map((s) => s.suid)).not.toContain(session.suid);
  });

  it('an unknown suid is 404 for get and delete', async () => {
    expect((await py('GET', '/history/s_doesnotexist')).status).toBe(404);
    expect((await py('DELETE', '/history/delete/s_doesnotexist')).status).toBe(404);
  });
});

describe('feedback snippets (/feedback)', () => {
  type Feedback = { cuid?: string; feedback_type: string; created_at: string; updated_at: string };
  const JSON_HEADERS = { 'Content-Type': 'application/json' };
  let a1: string;
  let a2: string;
  let userCuid: string;
  beforeAll(async () => {
    const first = (await (await api.query(PATENTS_Q)).json()) as QueryReply;
    const second = (await (await api.query('And the revenue?', { suid: first.suid })).json()) as QueryReply;
    a1 = first.response.cuid;
    a2 = second.response.cuid;
    const { messages } = (await (await api.get(`/ai/sessions/${first.suid}/messages`)).json()) as { messages: HistoryMessage[] };
    userCuid = messages.find((m) => m.role === 'user')!.cuid;
  });

  it('provide: JSON {cuid, feedback_type: "like"} (Python json= / JS JSON.stringify) reads feedback {cuid, feedback_type, created_at, updated_at}', async () => {
    const body = await okJson<{ success: boolean; feedback: Feedback }>(
      await py('POST', '/feedback', { json: { cuid: a1, feedback_type: 'like' }, headers: JSON_HEADERS }),
    );
    expect(body.success).toBe(true);
    expect(body.feedback).toMatchObject({ cuid: a1, feedback_type: 'like' });
    expect(body.feedback.created_at).toMatch(ISO);
    expect(body.feedback.updated_at).toMatch(ISO);
  });

  it('get: GET /feedback/{cuid} reads feedback.feedback_type; a dislike replaces the like', async () => {
    expect((await okJson<{ feedback: Feedback }>(await py('GET', `/feedback/${a1}`))).feedback.feedback_type).toBe('like');
    await okJson(await js('/feedback', { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify({ cuid: a1, feedback_type: 'dislike' }) }));
    const body = await okJson<{ success: boolean; feedback: Feedback }>(await js(`/feedback/${a1}`));
    expect(body.success).toBe(true);
    expect(body.feedback).toMatchObject({ cuid: a1, feedback_type: 'dislike' });
  });

  it('batch: JSON {cuids} reads feedback keyed by cuid, null where there is none', async () => {
    const body = await okJson<{ success: boolean; feedback: Record<string, Feedback | null> }>(
      await py('POST', '/feedback/batch', { json: { cuids: [a1, a2] }, headers: JSON_HEADERS }),
    );
    expect(body.success).toBe(true);
    expect(body.feedback[a1]).toMatchObject({ feedback_type: 'dislike' });
    expect(body.feedback[a1]!.updated_at).toMatch(ISO);
    expect(body.feedback[a2]).toBeNull();
  });

  it('cancel: DELETE /feedback/{cuid} reads success and message; get_feedback then sees 404 (None)', async () => {
    const body = await okJson<{ success: boolean; message: string }>(await py('DELETE', `/feedback/${a1}`));
    expect(body.success).toBe(true);
    expect(typeof body.message).toBe('string');
    expect((await py('GET', `/feedback/${a1}`)).status).toBe(404);
  });

  it('FeedbackManager.toggle_like: none → like → none', async () => {
    expect((await py('GET', `/feedback/${a2}`)).status).toBe(404);
    await okJson(await py('POST', '/feedback', { json: { cuid: a2, feedback_type: 'like' }, headers: JSON_HEADERS }));
    expect((await okJson<{ feedback: Feedback }>(await py('GET', `/feedback/${a2}`))).feedback.feedback_type).toBe('like');
    await okJson(await py('DELETE', `/feedback/${a2}`));
    expect((await py('GET', `/feedback/${a2}`)).status).toBe(404);
  });

  it('feedback on a user message is 400; on an unknown cuid 404', async () => {
    expect((await py('POST', '/feedback', { json: { cuid: userCuid, feedback_type: 'like' }, headers: JSON_HEADERS })).status).toBe(400);
    expect((await py('POST', '/feedback', { json: { cuid: 'm_doesnotexist', feedback_type: 'like' }, headers: JSON_HEADERS })).status).toBe(404);
  });
});

describe('feedback snippets (/ai/like, /ai/dislike, /ai/feedback)', () => {
  let cuid: string;
  beforeAll(async () => {
    cuid = ((await (await api.query(PATENTS_Q)).json()) as QueryReply).response.cuid;
  });

  it('POST /ai/like/{cuid} with no body (Python requests.post(url, headers=…)) reads success, message and cuid', async () => {
    const body = await okJson<{ success: boolean; message: string; cuid: string }>(await py('POST', `/ai/like/${cuid}`));
    expect(body).toMatchObject({ success: true, cuid });
    expect(typeof body.message).toBe('string');
  });

  it('GET /ai/feedback/{cuid} reads feedback {feedback_type, timestamp}; the same record /feedback/{cuid} shows', async () => {
    const body = await okJson<{ success: boolean; cuid: string; feedback: { feedback_type: string | null; timestamp: string | null } }>(
      await py('GET', `/ai/feedback/${cuid}`),
    );
    expect(body).toMatchObject({ success: true, cuid, feedback: { feedback_type: 'like' } });
    expect(body.feedback.timestamp).toMatch(ISO);
    expect((await okJson<{ feedback: { feedback_type: string } }>(await py('GET', `/feedback/${cuid}`))).feedback.feedback_type).toBe('like');
  });

  it('POST /ai/dislike/{cuid} (JS fetch, no body) turns it into a dislike', async () => {
    const body = await okJson<{ success: boolean; message: string; cuid: string }>(await js(`/ai/dislike/${cuid}`, { method: 'POST' }));
    expect(body).toMatchObject({ success: true, cuid });
    expect((await okJson<{ feedback: { feedback_type: string } }>(await js(`/ai/feedback/${cuid}`))).feedback.feedback_type).toBe('dislike');
  });

  it('DELETE /ai/feedback/{cuid} reads success, cuid and message; feedback_type is then null', async () => {
    const body = await okJson<{ success: boolean; cuid: string; message: string }>(await py('DELETE', `/ai/feedback/${cuid}`));
    expect(body).toMatchObject({ success: true, cuid });
    expect(typeof body.message).toBe('string');
    const after = await okJson<{ feedback: { feedback_type: string | null } }>(await py('GET', `/ai/feedback/${cuid}`));
    expect(after.feedback.feedback_type).toBeNull();
  });

  it('an unknown cuid is 404 for like, dislike and get', async () => {
    for (const [method, path] of [['POST', '/ai/like/m_nope'], ['POST', '/ai/dislike/m_nope'], ['GET', '/ai/feedback/m_nope']] as const) {
      expect((await py(method, path)).status, path).toBe(404);
    }
  });
});

describe('webpage add snippets', () => {
  let site: Server;
  let hits = 0;
  let port: number;
  beforeAll(async () => {
    site = createServer((_req, res) => {
      hits++;
      res.end('<html><title>Private</title><body>internal page</body></html>');
    });
    await new Promise<void>((r) => site.listen(0, '127.0.0.1', r));
    port = (site.address() as AddressInfo).port;
  });
  afterAll(async () => new Promise<void>((r) => site.close(() => r())));

  const expectRefused = async (res: Response) => {
    const text = await res.text();
    expect(res.status, text).toBe(400);
    const body = JSON.parse(text) as { error: string; code: string };
    expect(typeof body.code).toBe('string');
    expect(body.error).toMatch(/private|loopback|local/i);
  };

  it('a loopback URL (Python data={"url", "path": "/research"}) is a clear 400 without the allow setting, and is never fetched', async () => {
    await expectRefused(await py('POST', '/webpage/add', { data: { url: `http://127.0.0.1:${port}/article`, path: '/research' } }));
    await expectRefused(await py('POST', '/webpage/add', { data: { url: `http://localhost:${port}/article`, path: '/web', name: 'Example Article', build_memory: true } }));
    await expectRefused(
      await js('/webpage/add', { method: 'POST', body: new URLSearchParams({ url: `http://127.0.0.1:${port}/`, path: '/web', name: 'Example Article', build_memory: 'true' }) }),
    );
    expect(hits).toBe(0);
  });
});

describe('zip upload workflow (profiling page: portfolio.zip)', () => {
  it('uploads portfolio.zip (files= only, in its own sub-user), polls it to COMPLETED, then reads the profile and lists the folder', async () => {
    const zip = new JSZip();
    zip.file('resume.txt', ABOUT);
    zip.file('projects/lighthouse.txt', 'The Lighthouse migration moved 40 terabytes of telemetry into Parquet files in 2024.\n');
    const content = await zip.generateAsync({ type: 'nodebuffer' });
    const sub = { sub_user_name: 'portfolio' };
    const result = await okJson<UploadReply>(await pyUpload('portfolio.zip', content, sub));
    expect(result.filename).toBe('portfolio.zip');
    expect(await pollStatus(result.file_id, sub, 110_000)).toBe('COMPLETED');

    const profile = await okJson<Record<string, { sub_topics: Record<string, { value: string }> }>>(await py('GET', '/metadata/get_user_profile/', { params: sub }));
    expect(profile.work?.sub_topics.company?.value).toContain('Northwind');

    const listing = await okJson<{ items: Array<{ file_id: string }> }>(await py('GET', '/file/list', { params: { path: '/', recursive: true, ...sub } }));
    expect(listing.items.map((i) => i.file_id)).toContain(result.file_id);
    const hits = await okJson<Array<{ file_id: string }>>(await py('POST', '/ai/search', { data: { message: 'Lighthouse telemetry Parquet', ...sub } }));
    expect(hits.length).toBeGreaterThan(0);
  }, 120_000);
});

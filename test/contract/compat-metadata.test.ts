/**
 * The hosted service's metadata URLs: GET /metadata/{file_id}, the profile and event paths with
 * and without their trailing slash, and search_by_path with the path quoted the way its Python
 * sample does (quote(path, safe="/"), which leaves the leading slash: a doubled one in the URL).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDaemon, type TestDaemon } from '../helpers/daemon.js';
import { Api } from '../helpers/api.js';
import { ISO, expectShapeA, expectShapeB, expectShapeC, uploadAndWait } from '../helpers/contract.js';

interface MetadataRecord {
  summary: string;
  content: string;
  hash_tags: string[];
}
interface FileMetadata {
  file_info: { file_id: string; file_path: string; file_type: string; file_name: string; created_at: string };
  metadata: MetadataRecord;
}

let d: TestDaemon;
let api: Api;
const SU = 'docs';
const DIR = '/documents/Café reports';
const NAME = 'Résumé 2024 – 東京 notes.txt';
const PATH = `${DIR}/${NAME}`;
const TEXT = 'The harbour survey counted forty fishing boats in the northern basin. The survey team measured the pier.';
let fileId: string;

/** Python's urllib.parse.quote(s, safe="/"): everything but letters, digits, "_.-~" and "/" is %XX of its UTF-8. */
function pyQuote(s: string): string {
  return s
    .split('/')
    .map((seg) => encodeURIComponent(seg).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`))
    .join('/');
}

async function ok<T>(res: Response, what = ''): Promise<T> {
  const text = await res.text();
  expect(res.status, `${what} ${text}`).toBe(200);
  return JSON.parse(text) as T;
}

beforeAll(async () => {
  d = await startDaemon();
  api = new Api(d.url, d.apiKey);
  const f = await uploadAndWait(api, NAME, TEXT, { path: DIR, sub_user_name: SU });
  expect(f).toMatchObject({ status: 'COMPLETED', path: PATH });
  fileId = f.file_id;
});
afterAll(async () => d?.cleanup());

describe('GET /metadata/{file_id}', () => {
  it('returns file_info beside the record that search_by_id returns, with or without the trailing slash', async () => {
    const record = await ok<MetadataRecord>(await api.get(`/metadata/search_by_id/${fileId}/`, { sub_user_name: SU }));
    expect(record.summary).toMatch(/harbour|survey/i);
    for (const p of [`/metadata/${fileId}`, `/metadata/${fileId}/`]) {
      const body = await ok<FileMetadata>(await api.get(p, { sub_user_name: SU }), p);
      expect(Object.keys(body).sort()).toEqual(['file_info', 'metadata']);
      expect(body.metadata).toEqual(record);
      expect(body.file_info).toEqual({ file_id: fileId, file_path: PATH, file_type: 'text/plain', file_name: NAME, created_at: body.file_info.created_at });
      expect(body.file_info.created_at).toMatch(ISO);
    }
    // file_info is the file as the listing and /ai/search describe it.
    const list = await ok<{ items: Array<{ file_id: string; created_at: string }> }>(await api.get('/file/list', { path: DIR, sub_user_name: SU }));
    const body = await ok<FileMetadata>(await api.get(`/metadata/${fileId}`, { sub_user_name: SU }));
    expect(body.file_info.created_at).toBe(list.items.find((i) => i.file_id === fileId)!.created_at);
    const hits = await ok<Array<Record<string, unknown>>>(await api.form('/ai/search', { message: 'harbour survey fishing boats', sub_user_name: SU }));
    expect(hits[0]).toMatchObject(body.file_info);
  });

  it('is 404 shape B for another sub-user, the default one, an unknown id and a directory', async () => {
    expect((await expectShapeB(await api.get(`/metadata/${fileId}`, { sub_user_name: 'someone' }), 404)).error).toBe('NOT_FOUND');
    expect((await expectShapeB(await api.get(`/metadata/${fileId}/`), 404)).error).toBe('NOT_FOUND');
    expect((await expectShapeB(await api.get('/metadata/f_nope', { sub_user_name: SU }), 404)).error).toBe('NOT_FOUND');
    const tree = await ok<{ tree: Record<string, Record<string, { file_id: string }>> }>(await api.get('/file/list', { path: '/documents', sub_user_name: SU }));
    const dirId = tree.tree['/documents']!['Café reports']!.file_id;
    expect((await expectShapeB(await api.get(`/metadata/${dirId}`, { sub_user_name: SU }), 404)).error).toBe('NOT_FOUND');
  });

  it('is 404 shape B with the failure reason for a FAILED file, as search_by_id is', async () => {
    const f = await uploadAndWait(api, 'broken.json', '{"a": [1, 2,, 3]', { path: '/bad', sub_user_name: SU });
    expect(f.status).toBe('FAILED');
    const byId = await expectShapeB(await api.get(`/metadata/search_by_id/${f.file_id}/`, { sub_user_name: SU }), 404);
    expect(byId.error).toMatch(/json/i);
    expect(await expectShapeB(await api.get(`/metadata/${f.file_id}`, { sub_user_name: SU }), 404)).toEqual(byId);
  });

  it('is 404 METADATA_NOT_READY while the file is processed, then the record', async () => {
    const line = (i: number) => JSON.stringify({ id: i, text: `entry ${i} about tides and the harbour lights` });
    const up = await api.upload('tides.jsonl', Array.from({ length: 60_000 }, (_, i) => line(i)).join('\n'), { path: '/slow', sub_user_name: SU });
    for (;;) {
      const res = await api.get(`/metadata/${up.file_id}`, { sub_user_name: SU });
      if (res.status === 200) {
        expect(((await res.json()) as FileMetadata).file_info.file_id).toBe(up.file_id);
        break;
      }
      expect((await expectShapeB(res, 404)).error).toBe('METADATA_NOT_READY');
      await new Promise((r) => setTimeout(r, 200));
    }
  }, 120_000);

  it('needs an API key (shape A)', async () => {
    await expectShapeA(await new Api(d.url, undefined).get(`/metadata/${fileId}`), 401, 'INVALID_API_KEY');
  });
});

describe('routes beside /metadata/{file_id}', () => {
  it('search_by_id, search_by_path, get_user_profile and get_user_event keep their own answers', async () => {
    const record = await ok<MetadataRecord>(await api.get(`/metadata/search_by_id/${fileId}`, { sub_user_name: SU }));
    // The spec's three fields, and whose document it is (extra fields).
    expect(Object.keys(record).sort()).toEqual(['content', 'hash_tags', 'ownership', 'ownership_reason', 'summary']);
    const byPath = await ok<MetadataRecord>(await api.get(`/metadata/search_by_path/${encodeURIComponent(PATH)}/`, { sub_user_name: SU }));
    expect(byPath).toEqual(record);
    const profile = await ok<Record<string, unknown>>(await api.get('/metadata/get_user_profile/', { sub_user_name: SU }));
    expect(profile).not.toHaveProperty('file_info');
    expect(Array.isArray(await ok(await api.get('/metadata/get_user_event/', { sub_user_name: SU })))).toBe(true);
  });

  it('answers an empty id or path with 400 shape B, not a lookup of a file named after the route', async () => {
    for (const p of ['/metadata/search_by_id/', '/metadata/search_by_id', '/metadata/search_by_path/', '/metadata/search_by_path']) {
      const body = await expectShapeB(await api.get(p, { sub_user_name: SU }), 400);
      expect(['INVALID_PARAMETERS', 'INVALID_PATH'], p).toContain(body.error);
    }
  });
});

describe('profile and event paths', () => {
  it('answer with and without the trailing slash, alike', async () => {
    for (const base of ['/metadata/get_user_profile', '/metadata/get_user_event']) {
      const a = await ok(await api.get(base, { sub_user_name: SU }), base);
      const b = await ok(await api.get(`${base}/`, { sub_user_name: SU }), `${base}/`);
      expect(b).toEqual(a);
      // Shape C errors on both spellings.
      for (const p of [base, `${base}/`]) expect((await expectShapeC(await api.get(p, { sub_user_name: 'ghost' }), 404)).error).toBe('USER_NOT_FOUND');
    }
    const events = await ok(await api.get('/metadata/get_user_event', { sub_user_name: SU, limit: 5, start_time: '2020-01-01' }));
    expect(events).toEqual(await ok(await api.get('/metadata/get_user_event/', { sub_user_name: SU, limit: 5, start_time: '2020-01-01' })));
  });
});

describe('search_by_path with the Python-quoted path', () => {
  it('finds a name with spaces and non-ASCII characters through the doubled slash', async () => {
    const record = await ok<MetadataRecord>(await api.get(`/metadata/search_by_id/${fileId}/`, { sub_user_name: SU }));
    const quoted = pyQuote(PATH);
    expect(quoted.startsWith('/documents/Caf%C3%A9%20reports/R%C3%A9sum%C3%A9%202024%20')).toBe(true);
    const url = `/metadata/search_by_path/${quoted}/`;
    expect(url).toContain('search_by_path//documents/');
    expect(await ok<MetadataRecord>(await api.get(url, { sub_user_name: SU }), url)).toEqual(record);
    // Without the trailing slash, and behind a base URL that ends in "/" (every slash doubled).
    expect(await ok<MetadataRecord>(await api.get(`/metadata/search_by_path/${quoted}`, { sub_user_name: SU }))).toEqual(record);
    expect(await ok<MetadataRecord>(await api.get(`${d.url}//metadata/search_by_path/${quoted}/`, { sub_user_name: SU }))).toEqual(record);
  });

  it('finds names with characters that quote() escapes (parentheses, !, +, &, #, ?)', async () => {
    const name = 'Budget (draft)! + plan & #2?.txt';
    const f = await uploadAndWait(api, name, 'The draft budget plans two harbour cranes.', { path: '/documents', sub_user_name: SU });
    expect(f.status).toBe('COMPLETED');
    const record = await ok<MetadataRecord>(await api.get(`/metadata/search_by_id/${f.file_id}/`, { sub_user_name: SU }));
    expect(await ok<MetadataRecord>(await api.get(`/metadata/search_by_path/${pyQuote(`/documents/${name}`)}/`, { sub_user_name: SU }))).toEqual(record);
  });

  it('is 404 shape B for another sub-user and for a path that is not there', async () => {
    const url = `/metadata/search_by_path/${pyQuote(PATH)}/`;
    expect((await expectShapeB(await api.get(url, { sub_user_name: 'someone' }), 404)).error).toBe('NOT_FOUND');
    expect((await expectShapeB(await api.get(`/metadata/search_by_path/${pyQuote('/documents/nope here.txt')}/`, { sub_user_name: SU }), 404)).error).toBe('NOT_FOUND');
  });
});

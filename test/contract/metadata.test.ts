import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDaemon, type TestDaemon } from '../helpers/daemon.js';
import { Api } from '../helpers/api.js';
import { expectShapeA, expectShapeB, expectShapeC, uploadAndWait } from '../helpers/contract.js';

interface MetadataRecord {
  summary: string;
  content: string;
  hash_tags: string[];
}

let d: TestDaemon;
let api: Api;
const SU = 'meta';

const DIR = '/Ünïcode dir/sub dir';
const NAME = 'Café notes ü.txt';
const UNICODE_PATH = `${DIR}/${NAME}`;
const TEXT = [
  'Quarterly review of the solar panel installation programme.',
  '',
  'The solar panel installation on the north roof finished in April. The installation team replaced two inverters.',
  '',
  'Next quarter the programme adds battery storage to the solar panel array.',
].join('\n');

let unicodeId: string;
let tinyId: string;

/** URL of search_by_path with the whole path URL-encoded (slashes as %2F). */
const byEncodedPath = (p: string, trailing = '/') => `/metadata/search_by_path/${encodeURIComponent(p)}${trailing}`;
/** URL of search_by_path with literal slashes and each segment encoded. */
const byLiteralPath = (p: string, trailing = '/') => `/metadata/search_by_path${p.split('/').map(encodeURIComponent).join('/')}${trailing}`;

async function metadata(path: string, sub_user_name = SU): Promise<MetadataRecord> {
  const res = await api.get(path, { sub_user_name });
  expect(res.status, `${path}: ${await res.clone().text()}`).toBe(200);
  return (await res.json()) as MetadataRecord;
}

function expectRecord(m: MetadataRecord): void {
  // The spec's fields, and whether the file is about its user (extra fields).
  expect(Object.keys(m).sort()).toEqual(['content', 'hash_tags', 'ownership', 'ownership_reason', 'summary']);
  expect(['personal', 'reference']).toContain((m as unknown as { ownership: string }).ownership);
  expect((m as unknown as { ownership_reason: string }).ownership_reason.length).toBeGreaterThan(0);
  expect(typeof m.summary).toBe('string');
  expect(m.summary.length).toBeGreaterThan(0);
  expect(typeof m.content).toBe('string');
  expect(m.content.length).toBeGreaterThan(0);
  expect(m.hash_tags.length).toBeGreaterThanOrEqual(3);
  expect(m.hash_tags.length).toBeLessThanOrEqual(8);
  for (const t of m.hash_tags) {
    expect(t).toMatch(/^#\S+$/);
    expect(t).toBe(t.toLowerCase());
  }
  expect(new Set(m.hash_tags).size).toBe(m.hash_tags.length);
}

beforeAll(async () => {
  d = await startDaemon();
  api = new Api(d.url, d.apiKey);
  const u = await uploadAndWait(api, NAME, TEXT, { path: DIR, sub_user_name: SU });
  expect(u).toMatchObject({ status: 'COMPLETED', path: UNICODE_PATH });
  unicodeId = u.file_id;
  const t = await uploadAndWait(api, 'x.txt', 'hi', { path: '/tiny', sub_user_name: SU });
  expect(t.status).toBe('COMPLETED');
  tinyId = t.file_id;
});
afterAll(async () => d?.cleanup());

describe('metadata of a COMPLETED file', () => {
  it('is the same record by id and by path, however the path is written', async () => {
    const byId = await metadata(`/metadata/search_by_id/${unicodeId}/`);
    expectRecord(byId);
    expect(byId.summary).toMatch(/solar panel/i);
    expect(byId.hash_tags.some((t) => t.includes('solar'))).toBe(true);

    const variants = [
      byEncodedPath(UNICODE_PATH),
      byEncodedPath(UNICODE_PATH, ''),
      byLiteralPath(UNICODE_PATH),
      byLiteralPath(UNICODE_PATH, ''),
      // Without the leading slash, and with a doubled one.
      byEncodedPath(UNICODE_PATH.slice(1)),
      `/metadata/search_by_path/${UNICODE_PATH.split('/').map(encodeURIComponent).join('/')}/`,
    ];
    for (const v of variants) expect(await metadata(v), v).toEqual(byId);
    expect(await metadata(`/metadata/search_by_id/${unicodeId}`)).toEqual(byId);
  });

  it('has 3 to 8 lowercase hash tags even for a file of one word', async () => {
    const m = await metadata(`/metadata/search_by_id/${tinyId}/`);
    expectRecord(m);
    expect(await metadata(byEncodedPath('/tiny/x.txt'))).toEqual(m);
  });

  it('finds names holding URL syntax characters (% # ? + &)', async () => {
    const name = '100% sure #1 + more? & less.txt';
    const f = await uploadAndWait(api, name, 'Notes about the percentage of certainty in the estimate.', { path: '/odd', sub_user_name: SU });
    expect(f.status).toBe('COMPLETED');
    const byId = await metadata(`/metadata/search_by_id/${f.file_id}/`);
    expect(await metadata(byEncodedPath(`/odd/${name}`))).toEqual(byId);
    expect(await metadata(byLiteralPath(`/odd/${name}`))).toEqual(byId);
  });

  it('follows a move: the new path finds the record, the old one does not', async () => {
    const f = await uploadAndWait(api, 'before.txt', 'The lighthouse keeper logs the ships passing the cape.', { path: '/mv', sub_user_name: SU });
    const byId = await metadata(`/metadata/search_by_id/${f.file_id}/`);
    const res = await api.form('/file/move', { src: '/mv/before.txt', dest: '/mv/after move.txt', sub_user_name: SU });
    expect(res.status).toBe(200);
    expect(await metadata(byEncodedPath('/mv/after move.txt'))).toEqual(byId);
    await expectShapeB(await api.get(byEncodedPath('/mv/before.txt'), { sub_user_name: SU }), 404);
  });

  it('is 404 shape B for another sub-user, by id and by path', async () => {
    const a = await expectShapeB(await api.get(`/metadata/search_by_id/${unicodeId}/`, { sub_user_name: 'other' }), 404);
    expect(a.error).toBe('NOT_FOUND');
    const b = await expectShapeB(await api.get(byEncodedPath(UNICODE_PATH), { sub_user_name: 'other' }), 404);
    expect(b.error).toBe('NOT_FOUND');
    // default sub-user is someone else too
    await expectShapeB(await api.get(`/metadata/search_by_id/${unicodeId}/`), 404);
  });
});

describe('metadata errors', () => {
  it('is 404 shape B for an unknown id, an unknown path and a directory', async () => {
    expect((await expectShapeB(await api.get('/metadata/search_by_id/f_nope/', { sub_user_name: SU }), 404)).error).toBe('NOT_FOUND');
    expect((await expectShapeB(await api.get(byEncodedPath('/no/such/file.txt'), { sub_user_name: SU }), 404)).error).toBe('NOT_FOUND');
    expect((await expectShapeB(await api.get(byEncodedPath(DIR), { sub_user_name: SU }), 404)).error).toBe('NOT_FOUND');
  });

  it('is 400 shape B for a malformed path', async () => {
    const bad = ['/metadata/search_by_path/%E0%A4%A/', byEncodedPath('/a/../b.txt'), byEncodedPath('/a/\u0000.txt'), '/metadata/search_by_path/'];
    for (const p of bad) {
      const body = await expectShapeB(await api.get(p, { sub_user_name: SU }), 400);
      expect(['INVALID_PATH', 'INVALID_PARAMETERS']).toContain(body.error);
    }
  });

  it('uses shape A for authentication failures', async () => {
    await expectShapeA(await new Api(d.url, undefined).get(`/metadata/search_by_id/${unicodeId}/`), 401, 'INVALID_API_KEY');
    await expectShapeA(await new Api(d.url, 'ctx_bad.key').get('/metadata/get_user_profile/'), 401, 'INVALID_API_KEY');
  });
});

describe('metadata of a FAILED file', () => {
  it('is 404 shape B whose error is the failure reason that /file/status reports', async () => {
    const f = await uploadAndWait(api, 'broken.json', '{"a": [1, 2,, 3]', { path: '/bad', sub_user_name: SU });
    expect(f.status).toBe('FAILED');
    const st = (await (await api.get(`/file/status/${f.file_id}`, { sub_user_name: SU })).json()) as { status: string; error: string };
    expect(st.status).toBe('FAILED');
    expect(st.error).toMatch(/json/i);

    const byId = await expectShapeB(await api.get(`/metadata/search_by_id/${f.file_id}/`, { sub_user_name: SU }), 404);
    expect(byId.error).toBe(st.error);
    const byPath = await expectShapeB(await api.get(byEncodedPath('/bad/broken.json'), { sub_user_name: SU }), 404);
    expect(byPath).toEqual(byId);
  });
});

describe('metadata of a file still processing', () => {
  it('is 404 METADATA_NOT_READY while PENDING and the record once COMPLETED', async () => {
    // A large upload keeps the worker busy long enough to catch it PENDING (most of the time).
    const line = (i: number) => JSON.stringify({ id: i, text: `record ${i} about telescopes and the night sky over the observatory` });
    const big = Array.from({ length: 240_000 }, (_, i) => line(i)).join('\n');
    const up = await api.upload('big.jsonl', big, { path: '/slow', sub_user_name: SU });
    for (;;) {
      const res = await api.get(`/metadata/search_by_id/${up.file_id}/`, { sub_user_name: SU });
      const st = (await (await api.get(`/file/status/${up.file_id}`, { sub_user_name: SU })).json()) as { status: string };
      if (res.status === 200) {
        // Metadata only exists for a finished file.
        expect(st.status).toBe('COMPLETED');
        expectRecord((await res.json()) as MetadataRecord);
        break;
      }
      const body = await expectShapeB(res, 404);
      expect(body.error).toBe('METADATA_NOT_READY');
      const byPath = await api.get(byEncodedPath('/slow/big.jsonl'), { sub_user_name: SU });
      if (byPath.status === 404) expect((await expectShapeB(byPath, 404)).error).toBe('METADATA_NOT_READY');
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(await api.waitFor(up.file_id, { sub_user_name: SU, timeoutMs: 120_000 })).toBe('COMPLETED');
  }, 180_000);
});

describe('GET /metadata/get_user_profile/', () => {
  it('is {} for a sub-user with files and nothing profile-worthy', async () => {
    const res = await api.get('/metadata/get_user_profile/', { sub_user_name: SU });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({});
    expect((await api.get('/metadata/get_user_profile', { sub_user_name: SU })).status).toBe(200);
  });

  it('is 404 shape C for a sub-user never used', async () => {
    const body = await expectShapeC(await api.get('/metadata/get_user_profile/', { sub_user_name: 'ghost' }), 404);
    expect(body.error).toBe('USER_NOT_FOUND');
    expect(body.detail).toContain('ghost');
    await expectShapeC(await api.get('/metadata/get_user_profile/'), 404);
  });

  it('is 400 shape C for an invalid sub_user_name', async () => {
    const body = await expectShapeC(await api.get('/metadata/get_user_profile/', { sub_user_name: 'x'.repeat(200) }), 400);
    expect(body.error).toBe('INVALID_PARAMETERS');
  });
});

describe('GET /metadata/get_user_event/', () => {
  it('holds only the upload events of a sub-user whose files state no events, with or without a window', async () => {
    for (const q of [{}, { limit: '5' }, { start_time: '2020-01-01', end_time: '2030-12-31T23:59:59Z' }, { start_time: '2020-01-01T00:00:00+02:00' }]) {
      const res = await api.get('/metadata/get_user_event/', { sub_user_name: SU, ...q });
      expect(res.status, JSON.stringify(q)).toBe(200);
      const ev = (await res.json()) as Array<{ file_id: string; content: string; happen_time: string | null }>;
      expect(ev.every((e) => e.happen_time === null && e.content.startsWith('Uploaded "')), JSON.stringify(ev)).toBe(true);
      expect(ev.filter((e) => e.file_id === unicodeId || e.file_id === tinyId)).toHaveLength(2);
    }
    // A window before the uploads holds none of them.
    expect(await (await api.get('/metadata/get_user_event/', { sub_user_name: SU, end_time: '2020-01-01' })).json()).toEqual([]);
  });

  it('is 404 shape C for a sub-user never used', async () => {
    expect((await expectShapeC(await api.get('/metadata/get_user_event/', { sub_user_name: 'ghost' }), 404)).error).toBe('USER_NOT_FOUND');
  });

  it('is 400 shape C for an invalid start_time or end_time, even for an unknown sub-user', async () => {
    for (const bad of ['yesterday', '2024-13-01', '2024-02-30T10:00:00', '2024-13-01T00:00:00Z', '2024-01-01T25:00:00', '2024-01-01T10:61:00+01:00', '1e9', '']) {
      const a = await expectShapeC(await api.get('/metadata/get_user_event/', { sub_user_name: SU, start_time: bad }), 400);
      expect(a.error, bad).toBe('INVALID_PARAMETERS');
      await expectShapeC(await api.get('/metadata/get_user_event/', { sub_user_name: SU, end_time: bad }), 400);
    }
    await expectShapeC(await api.get('/metadata/get_user_event/', { sub_user_name: 'ghost', start_time: 'nope' }), 400);
    await expectShapeC(await api.get('/metadata/get_user_event/', { sub_user_name: SU, start_time: '2025-01-02', end_time: '2025-01-01' }), 400);
  });

  it('accepts only a positive integer limit', async () => {
    for (const limit of ['0', '-1', '1.5', 'ten', '', '1e3']) {
      const body = await expectShapeC(await api.get('/metadata/get_user_event/', { sub_user_name: SU, limit }), 400);
      expect(body.error, limit).toBe('INVALID_PARAMETERS');
    }
    for (const limit of ['1', '10', '1000']) expect((await api.get('/metadata/get_user_event/', { sub_user_name: SU, limit })).status).toBe(200);
  });
});

import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initDataDir, startDaemon, type TestDaemon } from '../helpers/daemon.js';
import { Api } from '../helpers/api.js';

/**
 * Isolation between two sub-users of one account and between two accounts (spec rule 5,
 * "Sub-user isolation"; DESIGN.md "Sub-user on id-only endpoints"). Every probe has a positive
 * control on the owning side, so an endpoint that is simply broken cannot pass as "isolated".
 */

interface Uploaded {
  file_id: string;
  path: string;
  filename: string;
}

let d: TestDaemon;
/** Account "default". */
let acct: Api;
/** Account "bob". */
let bob: Api;

// Three owners, each with a file at the same path with different content.
let alice: Uploaded;
let alicePhoto: Uploaded;
let carol: Uploaded;
let bobs: Uploaded;

const ALICE_TEXT = 'Vault memo. The vault code is PLATYPUS-7781. Alice Smith lives in Lisbon; her email is alice@example.com.';
const CAROL_TEXT = 'Carol keeps notes about the OCELOT migration project and its budget review.';
const BOB_TEXT = 'Bob wrote in his diary about the MANATEE festival in Tampa last spring.';

beforeAll(async () => {
  d = await startDaemon();
  acct = new Api(d.url, d.apiKey);
  bob = new Api(d.url, initDataDir(d.dataDir, d.configHome, ['--account', 'bob']).api_key);

  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 0, g: 120, b: 200 } } }).png().toBuffer();
  alice = await acct.upload('notes.txt', ALICE_TEXT, { path: '/private', sub_user_name: 'alice' });
  alicePhoto = await acct.upload('photo.png', png, { path: '/alice-only', sub_user_name: 'alice' });
  carol = await acct.upload('notes.txt', CAROL_TEXT, { path: '/private', sub_user_name: 'carol' });
  bobs = await bob.upload('notes.txt', BOB_TEXT, { path: '/private' });
  for (const [api, f, su] of [
    [acct, alice, 'alice'],
    [acct, alicePhoto, 'alice'],
    [acct, carol, 'carol'],
    [bob, bobs, undefined],
  ] as const) {
    expect(await api.waitFor(f.file_id, { sub_user_name: su })).toMatch(/COMPLETED|FAILED/);
  }
});
afterAll(async () => d?.cleanup());

async function body<T>(res: Response, status = 200): Promise<T> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return JSON.parse(text) as T;
}

async function listPaths(api: Api, su?: string): Promise<string[]> {
  const l = await body<{ items: Array<{ path: string; file_id: string }> }>(await api.get('/file/list', { sub_user_name: su }));
  return l.items.map((i) => i.path).sort();
}

async function listIds(api: Api, su?: string): Promise<string[]> {
  const l = await body<{ items: Array<{ file_id: string }>; tree: unknown }>(await api.get('/file/list', { sub_user_name: su }));
  return l.items.map((i) => i.file_id);
}

async function searchIds(api: Api, message: string, su?: string): Promise<string[]> {
  return (await body<Array<{ file_id: string }>>(await api.form('/ai/search', { message, sub_user_name: su }))).map((h) => h.file_id);
}

async function ask(api: Api, text: string, su?: string) {
  return body<{ response: { content: Array<{ text: string; facts?: Array<{ chunk: string; reference: string }> }>; searched_files: string[] }; suid: string }>(
    await api.query(text, { sub_user_name: su, final_answer: 'true' }),
  );
}

async function status(api: Api, id: string, su?: string): Promise<string> {
  const b = await body<{ file_id: string; status: string }>(await api.get(`/file/status/${id}`, { sub_user_name: su }));
  expect(b.file_id).toBe(id);
  return b.status;
}

describe('uploads on each side', () => {
  it('the same path in two sub-users and two accounts is three separate files, none renamed', async () => {
    for (const up of [alice, carol, bobs]) expect(up.path + up.filename).toBe('/private/notes.txt');
    expect(new Set([alice.file_id, carol.file_id, bobs.file_id]).size).toBe(3);
    expect(await status(acct, alice.file_id, 'alice')).toBe('COMPLETED');
    expect(await status(acct, carol.file_id, 'carol')).toBe('COMPLETED');
    expect(await status(bob, bobs.file_id)).toBe('COMPLETED');
  });
});

describe('listing', () => {
  it('each side lists only its own entries', async () => {
    expect(await listPaths(acct, 'alice')).toEqual(['/alice-only', '/alice-only/photo.png', '/private', '/private/notes.txt']);
    expect(await listPaths(acct, 'carol')).toEqual(['/private', '/private/notes.txt']);
    expect(await listIds(acct, 'carol')).not.toContain(alice.file_id);
    expect(await listIds(acct, 'alice')).not.toContain(carol.file_id);
    // The account's default sub-user is a sub-user like any other.
    expect(await listPaths(acct)).toEqual([]);
    expect(await listPaths(bob)).toEqual(['/private', '/private/notes.txt']);
    const bobIds = await listIds(bob);
    expect(bobIds).toContain(bobs.file_id);
    for (const id of [alice.file_id, alicePhoto.file_id, carol.file_id]) expect(bobIds).not.toContain(id);
    // Naming the other account's sub-user does not reach it.
    expect(await listPaths(bob, 'alice')).toEqual([]);
    expect(await listPaths(bob, 'carol')).toEqual([]);
  });

  it("a directory of another side is 404, and the tree holds nothing of the other side", async () => {
    expect((await acct.get('/file/list', { path: '/alice-only', sub_user_name: 'carol' })).status).toBe(404);
    expect((await bob.get('/file/list', { path: '/alice-only', sub_user_name: 'alice' })).status).toBe(404);
    const l = await body<{ tree: Record<string, Record<string, { file_id: string }>> }>(await bob.get('/file/list'));
    expect(JSON.stringify(l.tree)).not.toContain(alice.file_id);
    expect(l.tree['/private']).toEqual({ 'notes.txt': { file_id: bobs.file_id, is_dir: false } });
  });

  it("one side's changes do not make another side's listing stale", async () => {
    const v = (await body<{ version: string }>(await acct.get('/file/list', { sub_user_name: 'carol' }))).version;
    const vb = (await body<{ version: string }>(await bob.get('/file/list'))).version;
    const tmp = await acct.upload('churn.txt', 'churn', { path: '/private', sub_user_name: 'alice' });
    await acct.form('/file/create_dir', { path: '/alice-made', sub_user_name: 'alice' });
    expect((await body<{ need_refresh_file: boolean }>(await acct.get('/file/list', { sub_user_name: 'carol', version: v }))).need_refresh_file).toBe(false);
    expect((await body<{ need_refresh_file: boolean }>(await bob.get('/file/list', { version: vb }))).need_refresh_file).toBe(false);
    await acct.waitFor(tmp.file_id, { sub_user_name: 'alice' });
    await body(await acct.del(`/file/delete/${tmp.file_id}`, { sub_user_name: 'alice' }));
    const dir = (await body<{ items: Array<{ path: string; file_id: string }> }>(await acct.get('/file/list', { sub_user_name: 'alice' }))).items.find(
      (i) => i.path === '/alice-made',
    )!;
    await body(await acct.del(`/file/delete/${dir.file_id}`, { sub_user_name: 'alice' }));
  });

  it("create_dir on one side does not touch the other side's directory of the same name", async () => {
    await body(await acct.form('/file/create_dir', { path: '/alice-only', sub_user_name: 'carol' }));
    expect(await listPaths(acct, 'carol')).toEqual(['/alice-only', '/private', '/private/notes.txt']);
    expect(await listPaths(acct, 'alice')).toContain('/alice-only/photo.png');
  });
});

describe('search and query', () => {
  it('search finds a file only for its owner', async () => {
    expect(await searchIds(acct, 'vault code PLATYPUS', 'alice')).toEqual([alice.file_id]);
    expect(await searchIds(acct, 'vault code PLATYPUS', 'carol')).toEqual([]);
    expect(await searchIds(acct, 'vault code PLATYPUS')).toEqual([]);
    expect(await searchIds(bob, 'vault code PLATYPUS')).toEqual([]);
    expect(await searchIds(bob, 'vault code PLATYPUS', 'alice')).toEqual([]);
    expect(await searchIds(bob, 'MANATEE festival')).toEqual([bobs.file_id]);
    expect(await searchIds(acct, 'MANATEE festival', 'alice')).toEqual([]);
    expect(await searchIds(acct, 'OCELOT migration', 'carol')).toEqual([carol.file_id]);
    expect(await searchIds(acct, 'OCELOT migration', 'alice')).toEqual([]);
    expect(await searchIds(bob, 'OCELOT migration', 'carol')).toEqual([]);
  });

  it('a query answers only from the caller’s own files', async () => {
    const own = await ask(acct, 'What is the vault code?', 'alice');
    expect(own.response.searched_files).toEqual([alice.file_id]);
    expect(JSON.stringify(own.response.content)).toContain('PLATYPUS-7781');

    for (const [api, su] of [
      [acct, 'carol'],
      [acct, undefined],
      [bob, undefined],
      [bob, 'alice'],
    ] as const) {
      const r = await ask(api, 'What is the vault code?', su);
      const text = JSON.stringify(r);
      expect(text).not.toContain('PLATYPUS');
      expect(text).not.toContain('Lisbon');
      expect(r.response.searched_files).not.toContain(alice.file_id);
      expect(r.response.searched_files.every((id) => id === carol.file_id || id === bobs.file_id)).toBe(true);
      for (const f of r.response.content[0]?.facts ?? []) expect(f.chunk).not.toContain('vault');
    }
    // The other account's query with no files of its own returns an empty reply.
    const empty = await ask(bob, 'What is the vault code?', 'never-used');
    expect(empty.response.searched_files).toEqual([]);
    expect(empty.response.content[0]?.facts ?? []).toEqual([]);
  });
});

describe('id-only endpoints', () => {
  it('download: 404 across accounts, for a named other sub-user and for the default one when unnamed', async () => {
    expect((await bob.get('/file/download', { file_id: alice.file_id })).status).toBe(404);
    expect((await bob.get('/file/download', { file_id: alice.file_id, sub_user_name: 'alice' })).status).toBe(404);
    expect((await acct.get('/file/download', { file_id: alice.file_id, sub_user_name: 'carol' })).status).toBe(404);
    expect((await acct.get('/file/download', { file_id: bobs.file_id })).status).toBe(404);
    const err = await body<{ error: string; code: string }>(await bob.get('/file/download', { file_id: alice.file_id }), 404);
    expect(err.code).toBe('NOT_FOUND');
    // The 404 must not reveal that the id exists elsewhere.
    const unknown = await body<{ error: string; code: string }>(await bob.get('/file/download', { file_id: 'f_neverexisted00' }), 404);
    expect(err.error.replace(alice.file_id, 'ID')).toBe(unknown.error.replace('f_neverexisted00', 'ID'));

    const own = await body<{ url: string }>(await acct.get('/file/download', { file_id: alice.file_id, sub_user_name: 'alice' }));
    expect(await (await fetch(own.url)).text()).toBe(ALICE_TEXT);
    // Without sub_user_name the request is the default sub-user's (spec rule 5): alice's file is not there.
    expect((await body<{ code: string }>(await acct.get('/file/download', { file_id: alice.file_id }), 404)).code).toBe('NOT_FOUND');
  });

  it('thumbnail: 404 across', async () => {
    expect((await bob.get('/file/thumbnail', { file_id: alicePhoto.file_id })).status).toBe(404);
    expect((await acct.get('/file/thumbnail', { file_id: alicePhoto.file_id })).status).toBe(404);
    expect((await bob.get('/file/thumbnail', { file_id: alicePhoto.file_id, sub_user_name: 'alice' })).status).toBe(404);
    expect((await acct.get('/file/thumbnail', { file_id: alicePhoto.file_id, sub_user_name: 'carol' })).status).toBe(404);
    const own = await acct.get('/file/thumbnail', { file_id: alicePhoto.file_id, sub_user_name: 'alice', max_size: 32 });
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toMatch(/^image\/jpeg/);
  });

  it('status: UNKNOWN across', async () => {
    expect(await status(bob, alice.file_id)).toBe('UNKNOWN');
    expect(await status(bob, alice.file_id, 'alice')).toBe('UNKNOWN');
    expect(await status(acct, alice.file_id, 'carol')).toBe('UNKNOWN');
    expect(await status(acct, bobs.file_id)).toBe('UNKNOWN');
    expect(await status(acct, alice.file_id, 'alice')).toBe('COMPLETED');
    expect(await status(acct, alice.file_id)).toBe('UNKNOWN');
  });

  it('delete: 404 across, and the file survives', async () => {
    for (const [api, id, su] of [
      [bob, alice.file_id, undefined],
      [bob, alice.file_id, 'alice'],
      [acct, alice.file_id, 'carol'],
      [acct, bobs.file_id, undefined],
      [acct, alicePhoto.file_id, 'carol'],
      // The reproduction: no sub_user_name deleted alice's file.
      [acct, alice.file_id, undefined],
      [acct, alicePhoto.file_id, undefined],
    ] as const) {
      const res = await api.del(`/file/delete/${id}`, { sub_user_name: su });
      expect((await body<{ code: string }>(res, 404)).code).toBe('NOT_FOUND');
    }
    expect(await listPaths(acct, 'alice')).toContain('/private/notes.txt');
    expect(await listPaths(bob)).toContain('/private/notes.txt');
    expect(await searchIds(acct, 'vault code PLATYPUS', 'alice')).toEqual([alice.file_id]);
    expect(await status(bob, bobs.file_id)).toBe('COMPLETED');
  });
});

describe('shared content', () => {
  it("deleting one account's copy of identical content leaves the other account's file intact", async () => {
    const mine = await acct.upload('same-bytes.txt', ALICE_TEXT, { path: '/copy', sub_user_name: 'alice' });
    const theirs = await bob.upload('same-bytes.txt', ALICE_TEXT, { path: '/copy' });
    await bob.waitFor(theirs.file_id);
    await body(await bob.del(`/file/delete/${theirs.file_id}`));
    const dl = await body<{ url: string }>(await acct.get('/file/download', { file_id: mine.file_id, sub_user_name: 'alice' }));
    expect(await (await fetch(dl.url)).text()).toBe(ALICE_TEXT);
    await acct.waitFor(mine.file_id, { sub_user_name: 'alice' });
    await body(await acct.del(`/file/delete/${mine.file_id}`, { sub_user_name: 'alice' }));
  });
});

describe('move', () => {
  it("cannot move the other side's paths (404), and the owner's tree is unchanged", async () => {
    const before = await listPaths(acct, 'alice');
    // Image ingestion may not exist yet (FAILED): what matters is that nothing changes.
    const statusBefore = await status(acct, alicePhoto.file_id, 'alice');
    for (const [api, su] of [
      [bob, undefined],
      [bob, 'alice'],
      [acct, 'carol'],
      [acct, undefined],
    ] as const) {
      const res = await api.form('/file/move', { src: '/alice-only/photo.png', dest: '/stolen.png', sub_user_name: su });
      expect(res.status).toBe(404);
    }
    expect(await listPaths(acct, 'alice')).toEqual(before);
    expect(await status(acct, alicePhoto.file_id, 'alice')).toBe(statusBefore);
  });

  it("moving one's own file at a shared path leaves the others' files where they are", async () => {
    await body(await acct.form('/file/move', { src: '/private/notes.txt', dest: '/private/carol-notes.txt', sub_user_name: 'carol' }));
    expect(await listPaths(acct, 'alice')).toContain('/private/notes.txt');
    expect(await listPaths(bob)).toContain('/private/notes.txt');
    expect((await acct.get(`/metadata/search_by_path/${encodeURIComponent('/private/notes.txt')}/`, { sub_user_name: 'alice' })).status).toBe(200);
    await body(await acct.form('/file/move', { src: '/private/carol-notes.txt', dest: '/private/notes.txt', sub_user_name: 'carol' }));
  });
});

describe('metadata, profile and events', () => {
  const byId = (api: Api, id: string, su?: string) => api.get(`/metadata/search_by_id/${id}/`, { sub_user_name: su });
  const byPath = (api: Api, path: string, su?: string) => api.get(`/metadata/search_by_path/${encodeURIComponent(path)}/`, { sub_user_name: su });

  it('metadata by id is 404 (shape B) from any other side', async () => {
    const own = await body<{ summary: string; content: string; hash_tags: string[] }>(await byId(acct, alice.file_id, 'alice'));
    expect(typeof own.summary).toBe('string');
    for (const res of [await byId(acct, alice.file_id, 'carol'), await byId(acct, alice.file_id), await byId(bob, alice.file_id), await byId(bob, alice.file_id, 'alice')]) {
      const b = await body<Record<string, unknown>>(res, 404);
      expect(b).toEqual({ message: expect.any(String), error: expect.any(String) });
    }
  });

  it('metadata by path resolves within the caller’s own sub-user only', async () => {
    const aliceMeta = await body<unknown>(await byId(acct, alice.file_id, 'alice'));
    const carolMeta = await body<unknown>(await byId(acct, carol.file_id, 'carol'));
    const bobMeta = await body<unknown>(await byId(bob, bobs.file_id));
    expect(await body<unknown>(await byPath(acct, '/private/notes.txt', 'alice'))).toEqual(aliceMeta);
    expect(await body<unknown>(await byPath(acct, '/private/notes.txt', 'carol'))).toEqual(carolMeta);
    expect(await body<unknown>(await byPath(bob, '/private/notes.txt'))).toEqual(bobMeta);
    expect(JSON.stringify(carolMeta)).not.toContain('PLATYPUS');
    expect(JSON.stringify(bobMeta)).not.toContain('PLATYPUS');
    await body(await byPath(acct, '/alice-only/photo.png', 'carol'), 404);
    await body(await byPath(bob, '/alice-only/photo.png', 'alice'), 404);
    await body(await byPath(bob, '/alice-only/photo.png'), 404);
  });

  it('profile and events of a sub-user unknown to the caller’s account are 404 in shape C', async () => {
    for (const path of ['/metadata/get_user_profile/', '/metadata/get_user_event/']) {
      // "carol" exists in account default; account bob only ever listed and searched with
      // that name, which reads without creating (a query would create it).
      const b = await body<Record<string, unknown>>(await bob.get(path, { sub_user_name: 'carol' }), 404);
      expect(b).toEqual({ error: expect.any(String), detail: expect.any(String) });
      expect((await acct.get(path, { sub_user_name: 'carol' })).status).toBe(200);
    }
  });

  it("profile and events never carry the other side's data", async () => {
    const sides: Array<[Api, string | undefined, string[]]> = [
      [acct, 'carol', ['Lisbon', 'alice@example.com', 'MANATEE', 'Tampa']],
      [acct, 'alice', ['OCELOT', 'MANATEE', 'Tampa']],
      [bob, undefined, ['Lisbon', 'alice@example.com', 'OCELOT', 'PLATYPUS']],
    ];
    for (const [api, su, foreign] of sides) {
      const profile = await body<Record<string, unknown>>(await api.get('/metadata/get_user_profile/', { sub_user_name: su }));
      const events = await body<unknown[]>(await api.get('/metadata/get_user_event/', { sub_user_name: su, limit: 1000 }));
      expect(typeof profile).toBe('object');
      expect(Array.isArray(events)).toBe(true);
      const text = JSON.stringify([profile, events]);
      for (const word of foreign) expect(text).not.toContain(word);
    }
  });
});

describe('sessions and feedback', () => {
  it("one side cannot list, read, delete or rate another side's conversation", async () => {
    const q = await ask(acct, 'What is the vault code?', 'alice');
    const sessions = async (api: Api, su?: string) =>
      (await body<{ sessions: Array<{ suid: string }> }>(await api.get('/ai/sessions', { sub_user_name: su }))).sessions.map((s) => s.suid);
    expect(await sessions(acct, 'alice')).toContain(q.suid);
    expect(await sessions(acct, 'carol')).not.toContain(q.suid);
    expect(await sessions(bob)).not.toContain(q.suid);
    expect(await sessions(bob, 'alice')).not.toContain(q.suid);

    const cuid = (q.response as unknown as { cuid: string }).cuid;
    for (const [api, su] of [
      [acct, 'carol'],
      [bob, 'alice'],
      [bob, undefined],
    ] as const) {
      expect((await api.get(`/ai/sessions/${q.suid}/messages`, { sub_user_name: su })).status).toBe(404);
      expect((await api.del(`/ai/sessions/${q.suid}`, { sub_user_name: su })).status).toBe(404);
      expect((await api.get(`/ai/messages/${cuid}/feedback`, { sub_user_name: su })).status).toBe(404);
      const like = new URL(`/ai/messages/${cuid}/like`, d.url);
      if (su) like.searchParams.set('sub_user_name', su);
      expect((await fetch(like, { method: 'POST', headers: api.headers() })).status).toBe(404);
    }
    // Continuing someone else's session by suid is refused too.
    expect((await bob.query('and the code again?', { suid: q.suid })).status).toBe(404);
    expect((await acct.query('and the code again?', { suid: q.suid, sub_user_name: 'carol' })).status).toBe(404);

    const own = await body<{ messages: unknown[] }>(await acct.get(`/ai/sessions/${q.suid}/messages`, { sub_user_name: 'alice' }));
    expect(own.messages.length).toBe(2);
    const fb = await body<{ feedback: unknown }>(await acct.get(`/ai/messages/${cuid}/feedback`, { sub_user_name: 'alice' }));
    expect(fb.feedback).toBeNull();
  });
});

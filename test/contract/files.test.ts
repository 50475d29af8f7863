import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDaemon, type TestDaemon } from '../helpers/daemon.js';
import { Api } from '../helpers/api.js';
import { postRaw, rawMultipart } from '../helpers/raw-multipart.js';
import type { RemoteEntry as Item } from '../../src/cli/remote.js';
import { searchedPaths } from '../helpers/contract.js';

/** /file/* against a real daemon (spec "Files and directories"; DESIGN.md decisions). */

type Tree = Record<string, Record<string, { file_id: string; is_dir: boolean }>>;
interface Listing {
  items: Item[];
  tree: Tree;
  version: string;
  need_refresh_file: boolean;
}
interface Hit {
  file_id: string;
  file_path: string;
  file_name: string;
  file_type: string;
  created_at: string;
}

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

let d: TestDaemon;
let api: Api;

beforeAll(async () => {
  d = await startDaemon();
  api = new Api(d.url, d.apiKey);
});
afterAll(async () => d?.cleanup());

async function json<T>(res: Response, status = 200): Promise<T> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return JSON.parse(text) as T;
}

async function expectError(res: Response, status: number, code?: string): Promise<{ error: string; code: string }> {
  const body = await json<{ error: string; code: string }>(res, status);
  expect(body).toEqual({ error: expect.any(String), code: code ?? expect.any(String) });
  return body;
}

async function list(su: string, query: Record<string, string | boolean | undefined> = {}): Promise<Listing> {
  return json<Listing>(await api.get('/file/list', { sub_user_name: su, ...query }));
}

async function status(fileId: string, su?: string): Promise<string> {
  return (await json<{ file_id: string; status: string }>(await api.get(`/file/status/${fileId}`, { sub_user_name: su }))).status;
}

async function search(su: string, message: string): Promise<Hit[]> {
  return json<Hit[]>(await api.form('/ai/search', { message, sub_user_name: su }));
}

async function metaByPath(su: string, path: string): Promise<Response> {
  return api.get(`/metadata/search_by_path/${encodeURIComponent(path)}/`, { sub_user_name: su });
}

function blobPath(sha: string): string {
  return join(d.dataDir, 'blobs', sha.slice(0, 2), sha.slice(2, 4), sha);
}

const sha256 = (b: Buffer | string) => createHash('sha256').update(b).digest('hex');

describe('POST /file/create_dir', () => {
  const su = 'mkdir';

  it('creates a directory, and repeating the call succeeds', async () => {
    const first = await json<{ message: string }>(await api.form('/file/create_dir', { path: '/projects', sub_user_name: su }));
    expect(typeof first.message).toBe('string');
    const again = await json<{ message: string }>(await api.form('/file/create_dir', { path: '/projects', sub_user_name: su }));
    expect(typeof again.message).toBe('string');
    const l = await list(su);
    const dirs = l.items.filter((i) => i.path === '/projects');
    expect(dirs).toHaveLength(1);
    expect(dirs[0]).toMatchObject({ is_dir: true, name: 'projects', size: 0 });
  });

  it('creates missing ancestors and normalises the path', async () => {
    await json(await api.form('/file/create_dir', { path: 'deep//a/b/', sub_user_name: su }));
    const paths = (await list(su)).items.map((i) => i.path);
    expect(paths).toEqual(expect.arrayContaining(['/deep', '/deep/a', '/deep/a/b']));
    expect(paths.some((p) => p.includes('//') || (p !== '/' && p.endsWith('/')))).toBe(false);
  });

  it('a path that is a file is 409, also as an ancestor', async () => {
    await api.upload('taken.txt', 'x', { sub_user_name: su });
    await expectError(await api.form('/file/create_dir', { path: '/taken.txt', sub_user_name: su }), 409);
    await expectError(await api.form('/file/create_dir', { path: '/taken.txt/below', sub_user_name: su }), 409);
    expect((await list(su)).items.filter((i) => i.path.startsWith('/taken.txt'))).toHaveLength(1);
  });

  it('bad paths are 400 and create nothing', async () => {
    const before = (await list(su)).items.map((i) => i.path);
    for (const path of ['/a/../b', '..', '/x/./y', '/nul\u0000dir', '/tab\tdir', '/back\\slash', '/' + 'n'.repeat(256)]) {
      await expectError(await api.form('/file/create_dir', { path, sub_user_name: su }), 400);
    }
    expect((await list(su)).items.map((i) => i.path)).toEqual(before);
  });
});

describe('GET /file/list', () => {
  const su = 'lister';
  let a: { file_id: string };
  let b: { file_id: string };

  beforeAll(async () => {
    a = await api.upload('a.txt', 'alpha', { path: '/docs', sub_user_name: su });
    b = await api.upload('b.json', '{"k":"beta"}', { path: '/docs/inner', sub_user_name: su });
    await api.upload('top.txt', 'top', { sub_user_name: su });
  });

  it('returns items with the spec fields, a tree keyed by directory path and a version', async () => {
    const l = await list(su);
    expect(Object.keys(l).sort()).toEqual(expect.arrayContaining(['items', 'need_refresh_file', 'tree', 'version']));
    expect(typeof l.version).toBe('string');
    expect(typeof l.need_refresh_file).toBe('boolean');
    for (const i of l.items) {
      expect(typeof i.is_dir).toBe('boolean');
      expect(typeof i.name).toBe('string');
      expect(typeof i.path).toBe('string');
      expect(typeof i.file_id).toBe('string');
      expect(Number.isInteger(i.size)).toBe(true);
      expect(typeof i.status).toBe('string');
      expect(i.created_at).toMatch(ISO);
    }
    const byPath = new Map(l.items.map((i) => [i.path, i]));
    expect(byPath.get('/docs')).toMatchObject({ is_dir: true, name: 'docs', size: 0 });
    expect(byPath.get('/docs/a.txt')).toMatchObject({ is_dir: false, name: 'a.txt', file_id: a.file_id, size: 5 });
    expect(byPath.get('/docs/inner/b.json')).toMatchObject({ is_dir: false, name: 'b.json', file_id: b.file_id, size: 12 });
    expect(byPath.has('/top.txt')).toBe(true);

    expect(l.tree['/']).toMatchObject({ docs: { is_dir: true, file_id: byPath.get('/docs')!.file_id }, 'top.txt': { is_dir: false } });
    expect(l.tree['/docs']).toEqual({
      'a.txt': { file_id: a.file_id, is_dir: false },
      inner: { file_id: byPath.get('/docs/inner')!.file_id, is_dir: true },
    });
    expect(l.tree['/docs/inner']).toEqual({ 'b.json': { file_id: b.file_id, is_dir: false } });
  });

  it('a subdirectory listing holds only what is below it', async () => {
    const l = await list(su, { path: '/docs' });
    expect(l.items.map((i) => i.path).sort()).toEqual(['/docs/a.txt', '/docs/inner', '/docs/inner/b.json']);
    expect(Object.keys(l.tree).sort()).toEqual(['/docs', '/docs/inner']);
    // Trailing slashes and doubled slashes name the same directory.
    const same = await list(su, { path: '//docs/' });
    expect(same.items).toEqual(l.items);
    expect(same.version).toBe(l.version);
  });

  it('recursive=false lists only direct children', async () => {
    const l = await list(su, { path: '/docs', recursive: 'false' });
    expect(l.items.map((i) => i.path).sort()).toEqual(['/docs/a.txt', '/docs/inner']);
    expect(l.tree['/docs/inner']).toBeUndefined();
    expect(Object.keys(l.tree['/docs'] ?? {}).sort()).toEqual(['a.txt', 'inner']);
    const root = await list(su, { recursive: 'false' });
    expect(root.items.every((i) => i.path.split('/').length === 2)).toBe(true);
  });

  it('a missing directory is 404; a file is not a directory; a bad path is 400', async () => {
    await expectError(await api.get('/file/list', { path: '/nope', sub_user_name: su }), 404);
    await expectError(await api.get('/file/list', { path: '/docs/a.txt', sub_user_name: su }), 404);
    await expectError(await api.get('/file/list', { path: '/docs/../x', sub_user_name: su }), 400);
    await expectError(await api.get('/file/list', { recursive: 'maybe', sub_user_name: su }), 400);
  });

  it('the root of a sub-user that has nothing is an empty listing', async () => {
    const l = await list('nobody-here');
    expect(l.items).toEqual([]);
    expect(l.tree).toEqual({ '/': {} });
  });

  it('need_refresh_file is false for the current version and true after an upload, a status change, a move and a delete', async () => {
    const s = 'refresher';
    await api.form('/file/create_dir', { path: '/w', sub_user_name: s });
    const fresh = async (path = '/') => {
      const l = await list(s, { path });
      expect((await list(s, { path, version: l.version })).need_refresh_file).toBe(false);
      return l;
    };
    const stale = async (version: string, path = '/') => {
      const l = await list(s, { path, version });
      expect(l.need_refresh_file).toBe(true);
      expect(l.version).not.toBe(version);
    };

    // A large text keeps the worker busy long enough to see PENDING, then COMPLETED.
    const words = Array.from({ length: 400_000 }, (_, i) => `word${i % 5000}`).join(' ');
    let v = (await fresh('/w')).version;
    const up = await api.upload('big.txt', words, { path: '/w', sub_user_name: s });
    await stale(v, '/w');
    const pending = await list(s, { path: '/w' });
    expect(pending.items.find((i) => i.file_id === up.file_id)!.status).toBe('PENDING');
    v = pending.version;
    expect(await api.waitFor(up.file_id, { sub_user_name: s })).toBe('COMPLETED');
    await stale(v, '/w');

    v = (await fresh()).version;
    const vw = (await fresh('/w')).version;
    await json(await api.form('/file/move', { src: '/w/big.txt', dest: '/w/moved.txt', sub_user_name: s }));
    await stale(v);
    await stale(vw, '/w');

    v = (await fresh()).version;
    await json(await api.del(`/file/delete/${up.file_id}`, { sub_user_name: s }));
    await stale(v);

    // A change elsewhere does not make an unrelated subtree stale.
    await api.form('/file/create_dir', { path: '/other', sub_user_name: s });
    const vOther = (await fresh('/other')).version;
    await api.upload('elsewhere.txt', 'x', { path: '/w', sub_user_name: s });
    expect((await list(s, { path: '/other', version: vOther })).need_refresh_file).toBe(false);
  });

  it('need_refresh_file is true when the caller sends no version', async () => {
    expect((await list(su)).need_refresh_file).toBe(true);
  });
});

describe('POST /file/upload', () => {
  const su = 'uploader';

  it('returns filename, path, renamed, file_id, timestamp and is PENDING or later at once', async () => {
    const res = await api.multipart('/file/upload', { path: '/in', sub_user_name: su }, { name: 'first.txt', data: 'hello world' });
    const up = await json<{ filename: string; path: string; renamed: boolean; file_id: string; timestamp: string }>(res);
    expect(up).toEqual({ filename: 'first.txt', path: '/in/', renamed: false, file_id: expect.any(String), timestamp: expect.stringMatching(ISO) });
    expect(['PENDING', 'COMPLETED']).toContain(await status(up.file_id, su));
    const item = (await list(su, { path: '/in' })).items.find((i) => i.file_id === up.file_id);
    expect(item).toMatchObject({ name: 'first.txt', path: '/in/first.txt', size: 11, is_dir: false });
    expect(['PENDING', 'COMPLETED']).toContain(item!.status);
    expect(await api.waitFor(up.file_id, { sub_user_name: su })).toBe('COMPLETED');
  });

  it('defaults to the root and the default sub-user', async () => {
    const up = await api.upload('rooted.txt', 'x');
    // The directory, ending with "/": the hosted service's clients build path + filename.
    expect(up.path).toBe('/');
    expect(up.path + up.filename).toBe('/rooted.txt');
    expect((await list('default')).items.map((i) => i.file_id)).toContain(up.file_id);
  });

  it('the same name at the same path is renamed "name (1).ext", then "(2)"', async () => {
    const a = await api.upload('dup.txt', 'one', { path: '/dups', sub_user_name: su });
    const b = await api.upload('dup.txt', 'two', { path: '/dups', sub_user_name: su });
    const c = await api.upload('dup.txt', 'three', { path: '/dups', sub_user_name: su });
    expect([a.renamed, b.renamed, c.renamed]).toEqual([false, true, true]);
    expect([a.filename, b.filename, c.filename]).toEqual(['dup.txt', 'dup (1).txt', 'dup (2).txt']);
    expect(b.path + b.filename).toBe('/dups/dup (1).txt');
    // Identical content under another name is still a separate file.
    const e = await api.upload('dup.txt', 'one', { path: '/dups/sub', sub_user_name: su });
    expect(e.renamed).toBe(false);
    expect(new Set([a.file_id, b.file_id, c.file_id, e.file_id]).size).toBe(4);
    const names = (await list(su, { path: '/dups', recursive: 'false' })).items.map((i) => i.name).sort();
    expect(names).toEqual(['dup (1).txt', 'dup (2).txt', 'dup.txt', 'sub']);
  });

  it('an unsupported extension is 400 and nothing is stored or listed', async () => {
    const data = `unsupported ${randomBytes(8).toString('hex')}`;
    for (const name of ['evil.exe', 'noext', 'archive.tar.gz', '.txt']) {
      await expectError(await api.multipart('/file/upload', { path: '/bad', sub_user_name: su }, { name, data }), 400);
    }
    expect(existsSync(blobPath(sha256(data)))).toBe(false);
    await expectError(await api.get('/file/list', { path: '/bad', sub_user_name: su }), 404);
    expect((await list(su)).items.some((i) => i.path.startsWith('/bad'))).toBe(false);
  });

  it('the extension check ignores case', async () => {
    const up = await api.upload('LOUD.TXT', 'upper case extension', { sub_user_name: su });
    expect(up.filename).toBe('LOUD.TXT');
  });

  it('a missing file part, a non-multipart body and a wrongly named file part are 400', async () => {
    await expectError(await api.multipart('/file/upload', { path: '/x', sub_user_name: su }), 400);
    await expectError(await api.form('/file/upload', { path: '/x', sub_user_name: su }), 400);
    const raw = rawMultipart([{ name: 'document', filename: 'a.txt', data: 'x' }]);
    await expectError(await postRaw(`${d.url}/file/upload`, d.apiKey, raw.body, raw.contentType), 400);
    expect((await list(su)).items.some((i) => i.path === '/x' || i.name === 'a.txt')).toBe(false);
  });

  it('fields sent after the file part are honoured', async () => {
    const raw = rawMultipart([
      { name: 'file', filename: 'late.txt', data: 'fields come last' },
      { name: 'path', data: '/late/fields' },
      { name: 'sub_user_name', data: su },
    ]);
    const up = await json<{ path: string; filename: string }>(await postRaw(`${d.url}/file/upload`, d.apiKey, raw.body, raw.contentType));
    expect(up.path).toBe('/late/fields/');
    expect(up.path + up.filename).toBe('/late/fields/late.txt');
    expect((await list(su, { path: '/late' })).items.map((i) => i.path)).toContain('/late/fields/late.txt');
  });

  it('two file parts or a flood of fields are 400 and store nothing', async () => {
    const two = rawMultipart([
      { name: 'sub_user_name', data: su },
      { name: 'file', filename: 'twin-a.txt', data: 'a' },
      { name: 'file', filename: 'twin-b.txt', data: 'b' },
    ]);
    await expectError(await postRaw(`${d.url}/file/upload`, d.apiKey, two.body, two.contentType), 400);
    const flood = rawMultipart([
      { name: 'sub_user_name', data: su },
      ...Array.from({ length: 30 }, (_, i) => ({ name: `f${i}`, data: 'v' })),
      { name: 'file', filename: 'flood.txt', data: 'x' },
    ]);
    await expectError(await postRaw(`${d.url}/file/upload`, d.apiKey, flood.body, flood.contentType), 400);
    expect((await list(su)).items.some((i) => /twin|flood/.test(i.name))).toBe(false);
  });

  it('an upload cut off mid-stream leaves no row and no temporary file', async () => {
    const { request } = await import('node:http');
    const head = rawMultipart([{ name: 'sub_user_name', data: su }]);
    const boundary = head.contentType.split('boundary=')[1]!;
    const u = new URL('/file/upload', d.url);
    const req = request({ host: u.hostname, port: u.port, path: u.pathname, method: 'POST', headers: { 'X-API-Key': d.apiKey, 'Content-Type': head.contentType, 'Content-Length': '1000000' } });
    req.on('error', () => {});
    req.write(head.body.subarray(0, head.body.length - `--${boundary}--\r\n`.length));
    req.write(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cutoff.txt"\r\n\r\n`);
    req.write(Buffer.alloc(50_000, 'z'));
    await new Promise((r) => setTimeout(r, 200));
    req.destroy();
    // The daemon notices the reset asynchronously; give it a moment to clean up.
    const deadline = Date.now() + 5000;
    while (readdirSync(join(d.dataDir, 'tmp')).length > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(readdirSync(join(d.dataDir, 'tmp'))).toEqual([]);
    expect((await list(su)).items.some((i) => i.name === 'cutoff.txt')).toBe(false);
    expect((await api.get('/file/list')).status).toBe(200);
  });

  it('a malformed multipart body is 400, never 500', async () => {
    const raw = rawMultipart([{ name: 'file', filename: 'a.txt', data: 'x' }]);
    const truncated = raw.body.subarray(0, raw.body.length - 20);
    await expectError(await postRaw(`${d.url}/file/upload`, d.apiKey, truncated, raw.contentType), 400);
    await expectError(await postRaw(`${d.url}/file/upload`, d.apiKey, Buffer.from('garbage'), 'multipart/form-data'), 400);
  });

  it('path traversal with ".." is 400, in the path and in the name', async () => {
    for (const path of ['/../etc', '/a/../../b', '..', '/a/..']) {
      await expectError(await api.multipart('/file/upload', { path, sub_user_name: su }, { name: 'trav.txt', data: 'x' }), 400);
    }
    for (const filename of ['..', '../trav.txt', '..\\trav.txt', 'a/../trav.txt']) {
      const raw = rawMultipart([
        { name: 'sub_user_name', data: su },
        { name: 'file', filename, data: 'x' },
      ]);
      await expectError(await postRaw(`${d.url}/file/upload`, d.apiKey, raw.body, raw.contentType), 400);
    }
    expect((await list(su)).items.some((i) => i.name.includes('trav'))).toBe(false);
  });

  it('NUL and control characters in the name or the path are 400', async () => {
    for (const path of ['/a\u0000b', '/a\nb', '/a\u001fb', '/a\u007fb']) {
      await expectError(await api.multipart('/file/upload', { path, sub_user_name: su }, { name: 'ctl.txt', data: 'x' }), 400);
    }
    for (const filename of ['c\u0000tl.txt', 'c\ttl.txt', 'c\u001btl.txt', 'c\u007ftl.txt']) {
      const raw = rawMultipart([
        { name: 'sub_user_name', data: su },
        { name: 'file', filename, data: 'x' },
      ]);
      await expectError(await postRaw(`${d.url}/file/upload`, d.apiKey, raw.body, raw.contentType), 400);
    }
    expect((await list(su)).items.some((i) => /ctl|tl\.txt/.test(i.name) || /a.b/.test(i.path))).toBe(false);
  });

  it('a name over 255 bytes is 400 (bytes, not characters); 255 bytes is fine', async () => {
    await expectError(await api.multipart('/file/upload', { sub_user_name: su }, { name: `${'n'.repeat(252)}.txt`, data: 'x' }), 400);
    // 126 two-byte characters + ".txt" = 256 bytes but only 130 characters.
    await expectError(await api.multipart('/file/upload', { sub_user_name: su }, { name: `${'é'.repeat(126)}.txt`, data: 'x' }), 400);
    await expectError(await api.multipart('/file/upload', { path: `/${'d'.repeat(256)}`, sub_user_name: su }, { name: 'x.txt', data: 'x' }), 400);
    const ok = await api.upload(`${'n'.repeat(251)}.txt`, 'x', { sub_user_name: su });
    expect(Buffer.byteLength(ok.filename)).toBe(255);
  });

  it('unicode names and names with spaces work end to end', async () => {
    const names = ['résumé final.txt', '日本語 メモ.txt', 'emoji 🎉 notes.json', '  padded name .txt'];
    for (const name of names) {
      const content = name.endsWith('.json') ? '{"party":"yes"}' : `content of ${name}`;
      const up = await api.upload(name, content, { path: '/ünï côdé/sub dir', sub_user_name: su });
      expect(up.filename).toBe(name.normalize('NFC'));
      expect(up.path).toBe('/ünï côdé/sub dir/');
      expect(up.path + up.filename).toBe(`/ünï côdé/sub dir/${name.normalize('NFC')}`);
      expect(await api.waitFor(up.file_id, { sub_user_name: su })).toBe('COMPLETED');
      const dl = await json<{ url: string; name: string }>(await api.get('/file/download', { file_id: up.file_id, sub_user_name: su }));
      expect(dl.name).toBe(name);
      expect(await (await fetch(dl.url)).text()).toBe(content);
      expect((await metaByPath(su, up.path + up.filename)).status).toBe(200);
    }
    const l = await list(su, { path: '/ünï côdé/sub dir' });
    expect(l.items.map((i) => i.name).sort()).toEqual([...names].sort());
  });

  it('decomposed unicode is stored in NFC so the same name always means the same file', async () => {
    const nfd = 'cafe\u0301.txt';
    const a = await api.upload(nfd, 'one', { path: '/nfc', sub_user_name: su });
    const b = await api.upload('caf\u00e9.txt', 'two', { path: '/nfc', sub_user_name: su });
    expect(a.filename).toBe('caf\u00e9.txt');
    expect(b.renamed).toBe(true);
  });

  it('decomposed unicode in paths means the same directory and file as the composed form', async () => {
    const nfdDir = '/Re\u0301sume\u0301s';
    const nfcDir = '/R\u00e9sum\u00e9s';
    const a = await api.upload('cafe\u0301.txt', 'Espresso tasting notes from the roastery.', { path: nfdDir, sub_user_name: su });
    expect(a.path + a.filename).toBe(`${nfcDir}/caf\u00e9.txt`);
    const b = await api.upload('other.txt', 'x', { path: nfcDir, sub_user_name: su });
    expect(b.path + b.filename).toBe(`${nfcDir}/other.txt`);
    const viaNfd = await list(su, { path: nfdDir });
    expect(viaNfd.items.map((i) => i.path).sort()).toEqual([`${nfcDir}/caf\u00e9.txt`, `${nfcDir}/other.txt`]);
    expect((await list(su)).items.filter((i) => i.is_dir && i.name.normalize('NFC') === 'R\u00e9sum\u00e9s')).toHaveLength(1);
    expect(await api.waitFor(a.file_id, { sub_user_name: su })).toBe('COMPLETED');
    expect((await metaByPath(su, `${nfdDir}/cafe\u0301.txt`)).status).toBe(200);
    await json(await api.form('/file/move', { src: `${nfdDir}/cafe\u0301.txt`, dest: `${nfdDir}/the cafe\u0301.txt`, sub_user_name: su }));
    expect((await list(su, { path: nfcDir })).items.map((i) => i.name).sort()).toEqual(['other.txt', 'the caf\u00e9.txt']);
  });

  it('concurrent uploads of one name get distinct numbered names', async () => {
    const ups = await Promise.all(Array.from({ length: 6 }, (_, i) => api.upload('race.txt', `copy ${i}`, { path: '/conc', sub_user_name: su })));
    expect(ups.map((u) => u.filename).sort()).toEqual(['race (1).txt', 'race (2).txt', 'race (3).txt', 'race (4).txt', 'race (5).txt', 'race.txt']);
    expect(ups.filter((u) => !u.renamed).map((u) => u.filename)).toEqual(['race.txt']);
  });

  it('an empty file is accepted and finishes processing', async () => {
    const up = await api.upload('empty.txt', '', { sub_user_name: su });
    expect(['COMPLETED', 'FAILED']).toContain(await api.waitFor(up.file_id, { sub_user_name: su }));
    expect((await list(su)).items.find((i) => i.file_id === up.file_id)!.size).toBe(0);
  });

  it('directory names with SQL wildcard characters are matched literally', async () => {
    const x = await api.upload('x.txt', 'x', { path: '/pct%dir/under_score', sub_user_name: su });
    const y = await api.upload('y.txt', 'y', { path: '/pctXdir/underXscore', sub_user_name: su });
    const z = await api.upload('z.txt', 'z', { path: '/pct%dir/underXscore', sub_user_name: su });
    expect((await list(su, { path: '/pct%dir/under_score' })).items.map((i) => i.file_id)).toEqual([x.file_id]);
    const moved = await json<{ file_moves: Array<[string, string]> }>(await api.form('/file/move', { src: '/pct%dir/under_score', dest: '/moved_%', sub_user_name: su }));
    expect(moved.file_moves.map(([, to]) => to).sort()).toEqual(['/moved_%', '/moved_%/x.txt']);
    const dir = (await list(su)).items.find((i) => i.path === '/pct%dir')!;
    await json(await api.del(`/file/delete/${dir.file_id}`, { sub_user_name: su }));
    const ids = (await list(su)).items.map((i) => i.file_id);
    expect(ids).toContain(y.file_id);
    expect(ids).toContain(x.file_id);
    expect(ids).not.toContain(z.file_id);
  });

  it('trailing slashes and "//" in the path are normalised', async () => {
    const a = await api.upload('norm.txt', 'x', { path: 'norm//deep///', sub_user_name: su });
    expect(a.path + a.filename).toBe('/norm/deep/norm.txt');
    const b = await api.upload('norm.txt', 'y', { path: '/norm/deep/', sub_user_name: su });
    expect(b).toMatchObject({ path: '/norm/deep/', filename: 'norm (1).txt', renamed: true });
    const l = await list(su, { path: '/norm' });
    expect(l.items.map((i) => i.path).sort()).toEqual(['/norm/deep', '/norm/deep/norm (1).txt', '/norm/deep/norm.txt']);
  });

  it('uploading below a file is 409 and stores nothing', async () => {
    await api.upload('blocker.txt', 'x', { sub_user_name: su });
    const data = `below a file ${randomBytes(8).toString('hex')}`;
    await expectError(await api.multipart('/file/upload', { path: '/blocker.txt', sub_user_name: su }, { name: 'under.txt', data }), 409);
    expect(existsSync(blobPath(sha256(data)))).toBe(false);
    expect((await list(su)).items.some((i) => i.name === 'under.txt')).toBe(false);
  });

  it('an invalid sub_user_name is 400', async () => {
    await expectError(await api.multipart('/file/upload', { sub_user_name: 'a\u0001b' }, { name: 'x.txt', data: 'x' }), 400);
    await expectError(await api.multipart('/file/upload', { sub_user_name: 's'.repeat(129) }, { name: 'x.txt', data: 'x' }), 400);
  });

  it('identical uploads share one blob; the blob survives until the last file goes', async () => {
    const data = `shared ${randomBytes(8).toString('hex')}`;
    const a = await api.upload('s1.txt', data, { path: '/share', sub_user_name: su });
    const b = await api.upload('s2.txt', data, { path: '/share', sub_user_name: su });
    expect(existsSync(blobPath(sha256(data)))).toBe(true);
    await json(await api.del(`/file/delete/${a.file_id}`, { sub_user_name: su }));
    expect(existsSync(blobPath(sha256(data)))).toBe(true);
    const dl = await json<{ url: string }>(await api.get('/file/download', { file_id: b.file_id, sub_user_name: su }));
    expect(await (await fetch(dl.url)).text()).toBe(data);
    await api.waitFor(b.file_id, { sub_user_name: su });
    await json(await api.del(`/file/delete/${b.file_id}`, { sub_user_name: su }));
    expect(existsSync(blobPath(sha256(data)))).toBe(false);
  });

  it('leaves no temporary files behind after rejected uploads', async () => {
    const tmp = join(d.dataDir, 'tmp');
    expect(existsSync(tmp) ? readdirSync(tmp) : []).toEqual([]);
  });
});

describe('GET /file/download and /file/raw', () => {
  const su = 'downloader';
  const bytes = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7 + 3) % 256));
  let up: { file_id: string };

  beforeAll(async () => {
    // Arbitrary bytes under a .txt name: download must not transcode anything.
    up = await api.upload('bytes.txt', bytes, { path: '/dl', sub_user_name: su });
  });

  it('returns url, name, file_type and file_id; the url serves the exact bytes without a key', async () => {
    const info = await json<{ url: string; name: string; file_type: string; file_id: string }>(await api.get('/file/download', { file_id: up.file_id, sub_user_name: su }));
    expect(info).toEqual({ url: expect.any(String), name: 'bytes.txt', file_type: 'text/plain', file_id: up.file_id });
    const u = new URL(info.url);
    expect(u.pathname).toBe(`/file/raw/${up.file_id}`);
    expect(u.searchParams.get('sig')).toMatch(/\S/);
    expect(Number(u.searchParams.get('expires'))).toBeGreaterThan(Date.now() / 1000);
    const raw = await fetch(info.url);
    expect(raw.status).toBe(200);
    expect(Buffer.from(await raw.arrayBuffer()).equals(bytes)).toBe(true);
    // Works with sub_user_name named, too.
    expect((await api.get('/file/download', { file_id: up.file_id, sub_user_name: su })).status).toBe(200);
  });

  it('a tampered signature, expiry or file id is 403', async () => {
    const info = await json<{ url: string }>(await api.get('/file/download', { file_id: up.file_id, sub_user_name: su }));
    const u = new URL(info.url);
    const sig = u.searchParams.get('sig')!;
    const flipped = new URL(info.url);
    flipped.searchParams.set('sig', (sig[0] === 'a' ? 'b' : 'a') + sig.slice(1));
    expect((await fetch(flipped)).status).toBe(403);
    const longer = new URL(info.url);
    longer.searchParams.set('expires', String(Number(u.searchParams.get('expires')) + 3600));
    expect((await fetch(longer)).status).toBe(403);
    const garbage = new URL(info.url);
    garbage.searchParams.set('sig', 'not-a-signature');
    expect((await fetch(garbage)).status).toBe(403);
    const other = await api.upload('other.txt', 'other', { path: '/dl', sub_user_name: su });
    const swapped = new URL(info.url.replace(up.file_id, other.file_id));
    expect((await fetch(swapped)).status).toBe(403);
    const past = new URL(info.url);
    past.searchParams.set('expires', '1');
    expect((await fetch(past)).status).toBe(403);
    const missing = new URL(info.url);
    missing.search = '';
    const res = await fetch(missing);
    expect([400, 403]).toContain(res.status);
  });

  it('an unknown id is 404, a missing file_id is 400, a directory cannot be downloaded', async () => {
    await expectError(await api.get('/file/download', { file_id: 'f_doesnotexist' }), 404, 'NOT_FOUND');
    await expectError(await api.get('/file/download', {}), 400);
    const dir = (await list(su)).items.find((i) => i.path === '/dl')!;
    await expectError(await api.get('/file/download', { file_id: dir.file_id, sub_user_name: su }), 400);
  });

  it('the signed url stops working once the file is deleted', async () => {
    const gone = await api.upload('gone.txt', 'soon gone', { path: '/dl', sub_user_name: su });
    const info = await json<{ url: string }>(await api.get('/file/download', { file_id: gone.file_id, sub_user_name: su }));
    await api.waitFor(gone.file_id, { sub_user_name: su });
    await json(await api.del(`/file/delete/${gone.file_id}`, { sub_user_name: su }));
    expect((await fetch(info.url)).status).toBe(404);
  });
});

describe('POST /file/move', () => {
  const su = 'mover';

  it('moves a file: message and file_moves pairs; search and metadata follow the new path', async () => {
    const up = await api.upload('zebra.txt', 'The quokka and the zebra share an enclosure near Perth.', { path: '/zoo', sub_user_name: su });
    expect(await api.waitFor(up.file_id, { sub_user_name: su })).toBe('COMPLETED');
    const r = await json<{ message: string; file_moves: Array<[string, string]> }>(
      await api.form('/file/move', { src: '/zoo/zebra.txt', dest: '/archive/2024/stripes.txt', sub_user_name: su }),
    );
    expect(typeof r.message).toBe('string');
    expect(r.file_moves).toEqual([['/zoo/zebra.txt', '/archive/2024/stripes.txt']]);

    const paths = (await list(su)).items.map((i) => i.path);
    expect(paths).toContain('/archive/2024/stripes.txt');
    expect(paths).not.toContain('/zoo/zebra.txt');
    const item = (await list(su)).items.find((i) => i.path === '/archive/2024/stripes.txt')!;
    expect(item).toMatchObject({ file_id: up.file_id, name: 'stripes.txt', status: 'COMPLETED' });

    const hits = await search(su, 'quokka enclosure');
    expect(hits.map((h) => [h.file_id, h.file_path, h.file_name])).toEqual([[up.file_id, '/archive/2024/stripes.txt', 'stripes.txt']]);

    const meta = await json<{ summary: string; content: string; hash_tags: string[] }>(await metaByPath(su, '/archive/2024/stripes.txt'));
    const byId = await json<unknown>(await api.get(`/metadata/search_by_id/${up.file_id}/`, { sub_user_name: su }));
    expect(meta).toEqual(byId);
    expect((await metaByPath(su, '/zoo/zebra.txt')).status).toBe(404);

    // Query references point at the new path.
    const q = await json<{ response: { content: Array<{ facts?: Array<{ reference: string }> }>; searched_files: string[] } }>(
      await api.query('Where do the quokka and the zebra live?', { sub_user_name: su, final_answer: 'true' }),
    );
    expect(await searchedPaths(api, q.response.searched_files, su)).toEqual(['/archive/2024/stripes.txt']);
    for (const f of q.response.content[0]!.facts ?? []) expect(f.reference.startsWith('/archive/2024/stripes.txt')).toBe(true);
  });

  it('moving a directory moves everything under it and returns every pair', async () => {
    const one = await api.upload('one.txt', 'Lighthouse keeper logbook entry about fog horns.', { path: '/tree/a', sub_user_name: su });
    const two = await api.upload('two.json', '{"note":"barnacle census"}', { path: '/tree/a/b', sub_user_name: su });
    await api.form('/file/create_dir', { path: '/tree/a/empty', sub_user_name: su });
    await api.waitFor(one.file_id, { sub_user_name: su });
    await api.waitFor(two.file_id, { sub_user_name: su });
    const r = await json<{ message: string; file_moves: Array<[string, string]> }>(
      await api.form('/file/move', { src: '/tree/a/', dest: '//forest/a2', sub_user_name: su }),
    );
    expect([...r.file_moves].sort()).toEqual(
      [
        ['/tree/a', '/forest/a2'],
        ['/tree/a/b', '/forest/a2/b'],
        ['/tree/a/b/two.json', '/forest/a2/b/two.json'],
        ['/tree/a/empty', '/forest/a2/empty'],
        ['/tree/a/one.txt', '/forest/a2/one.txt'],
      ].sort(),
    );
    const l = await list(su, { path: '/forest' });
    expect(l.items.map((i) => i.path).sort()).toEqual(['/forest/a2', '/forest/a2/b', '/forest/a2/b/two.json', '/forest/a2/empty', '/forest/a2/one.txt']);
    expect(l.tree['/forest/a2/b']).toEqual({ 'two.json': { file_id: two.file_id, is_dir: false } });
    expect((await list(su, { path: '/tree' })).items).toEqual([]);
    await expectError(await api.get('/file/list', { path: '/tree/a', sub_user_name: su }), 404);

    expect((await search(su, 'barnacle census')).map((h) => h.file_path)).toEqual(['/forest/a2/b/two.json']);
    expect((await search(su, 'lighthouse fog')).map((h) => h.file_path)).toEqual(['/forest/a2/one.txt']);
    expect((await metaByPath(su, '/forest/a2/one.txt')).status).toBe(200);
    expect((await metaByPath(su, '/tree/a/one.txt')).status).toBe(404);
  });

  it('renames in place', async () => {
    await api.upload('old name.txt', 'x', { path: '/ren', sub_user_name: su });
    const r = await json<{ file_moves: Array<[string, string]> }>(await api.form('/file/move', { src: '/ren/old name.txt', dest: '/ren/new name.txt', sub_user_name: su }));
    expect(r.file_moves).toEqual([['/ren/old name.txt', '/ren/new name.txt']]);
  });

  it('an existing destination is 409 and nothing moves', async () => {
    await api.upload('x.txt', 'x', { path: '/clash', sub_user_name: su });
    await api.upload('y.txt', 'y', { path: '/clash', sub_user_name: su });
    await api.form('/file/create_dir', { path: '/clash/dir', sub_user_name: su });
    await expectError(await api.form('/file/move', { src: '/clash/x.txt', dest: '/clash/y.txt', sub_user_name: su }), 409);
    await expectError(await api.form('/file/move', { src: '/clash/x.txt', dest: '/clash/dir', sub_user_name: su }), 409);
    await expectError(await api.form('/file/move', { src: '/clash/x.txt', dest: '/clash/x.txt', sub_user_name: su }), 409);
    await expectError(await api.form('/file/move', { src: '/clash/x.txt', dest: '/clash/y.txt/inside.txt', sub_user_name: su }), 409);
    expect((await list(su, { path: '/clash' })).items.map((i) => i.path).sort()).toEqual(['/clash/dir', '/clash/x.txt', '/clash/y.txt']);
  });

  it('a missing source is 404', async () => {
    await expectError(await api.form('/file/move', { src: '/no/such.txt', dest: '/else.txt', sub_user_name: su }), 404);
    await expectError(await api.form('/file/move', { src: '/x.txt', dest: '/y.txt', sub_user_name: 'never-used' }), 404);
  });

  it('moving a directory into itself is 400; bad or missing fields are 400', async () => {
    await api.form('/file/create_dir', { path: '/self/inner', sub_user_name: su });
    await expectError(await api.form('/file/move', { src: '/self', dest: '/self/inner/self', sub_user_name: su }), 400);
    await expectError(await api.form('/file/move', { src: '/self', dest: '/self/x', sub_user_name: su }), 400);
    await expectError(await api.form('/file/move', { src: '/self', sub_user_name: su }), 400);
    await expectError(await api.form('/file/move', { dest: '/self2', sub_user_name: su }), 400);
    await expectError(await api.form('/file/move', { src: '/self', dest: '/a/../b', sub_user_name: su }), 400);
    await expectError(await api.form('/file/move', { src: '/', dest: '/root2', sub_user_name: su }), 400);
    expect((await list(su, { path: '/self' })).items.map((i) => i.path)).toEqual(['/self/inner']);
  });

  it('a file moved while it is still being processed ends up indexed under its new path', async () => {
    const words = Array.from({ length: 200_000 }, (_, i) => `token${i % 3000}`).join(' ');
    const up = await api.upload('race.txt', `pelican migration ${words}`, { path: '/race', sub_user_name: su });
    await json(await api.form('/file/move', { src: '/race/race.txt', dest: '/raced/race.txt', sub_user_name: su }));
    expect(await api.waitFor(up.file_id, { sub_user_name: su })).toBe('COMPLETED');
    expect((await search(su, 'pelican migration')).map((h) => h.file_path)).toEqual(['/raced/race.txt']);
    expect((await metaByPath(su, '/raced/race.txt')).status).toBe(200);
  });
});

describe('DELETE /file/delete/{file_id}', () => {
  const su = 'deleter';

  it('deletes a file from list, search, metadata and status', async () => {
    const up = await api.upload('walrus.txt', 'A walrus named Gerald sunbathes on the ice floe.', { path: '/del', sub_user_name: su });
    await api.waitFor(up.file_id, { sub_user_name: su });
    expect((await search(su, 'walrus Gerald')).map((h) => h.file_id)).toEqual([up.file_id]);
    const r = await json<{ message: string }>(await api.del(`/file/delete/${up.file_id}`, { sub_user_name: su }));
    expect(typeof r.message).toBe('string');
    expect((await list(su)).items.some((i) => i.file_id === up.file_id)).toBe(false);
    expect(await search(su, 'walrus Gerald')).toEqual([]);
    expect((await api.get(`/metadata/search_by_id/${up.file_id}/`, { sub_user_name: su })).status).toBe(404);
    expect((await metaByPath(su, '/del/walrus.txt')).status).toBe(404);
    expect(await status(up.file_id, su)).toBe('UNKNOWN');
    await expectError(await api.get('/file/download', { file_id: up.file_id, sub_user_name: su }), 404);
    await expectError(await api.del(`/file/delete/${up.file_id}`, { sub_user_name: su }), 404);
    // The query no longer cites it.
    const q = await json<{ response: { searched_files: string[] } }>(await api.query('Who sunbathes on the ice floe?', { sub_user_name: su }));
    expect(q.response.searched_files).toEqual([]);
  });

  it('deletes a whole directory with everything under it', async () => {
    const a = await api.upload('a.txt', 'Narwhal tusks spiral counterclockwise.', { path: '/arctic', sub_user_name: su });
    const b = await api.upload('b.txt', 'Ptarmigan plumage turns white in winter.', { path: '/arctic/birds', sub_user_name: su });
    const keep = await api.upload('keep.txt', 'Narwhal postcards from the gift shop.', { path: '/arctic-not', sub_user_name: su });
    for (const f of [a, b, keep]) await api.waitFor(f.file_id, { sub_user_name: su });
    const dir = (await list(su)).items.find((i) => i.path === '/arctic')!;
    const r = await json<{ message: string }>(await api.del(`/file/delete/${dir.file_id}`, { sub_user_name: su }));
    expect(typeof r.message).toBe('string');
    const paths = (await list(su)).items.map((i) => i.path);
    expect(paths.filter((p) => p === '/arctic' || p.startsWith('/arctic/'))).toEqual([]);
    // A sibling whose name merely starts the same is untouched.
    expect(paths).toContain('/arctic-not/keep.txt');
    expect((await search(su, 'narwhal')).map((h) => h.file_id)).toEqual([keep.file_id]);
    expect(await search(su, 'ptarmigan plumage')).toEqual([]);
    for (const f of [a, b]) {
      expect(await status(f.file_id, su)).toBe('UNKNOWN');
      expect((await api.get(`/metadata/search_by_id/${f.file_id}/`, { sub_user_name: su })).status).toBe(404);
    }
    await expectError(await api.get('/file/list', { path: '/arctic', sub_user_name: su }), 404);
  });

  it('deleting a file still being processed leaves nothing indexed', async () => {
    const words = Array.from({ length: 200_000 }, (_, i) => `filler${i % 3000}`).join(' ');
    const up = await api.upload('halfway.txt', `axolotl regeneration ${words}`, { sub_user_name: su });
    await json(await api.del(`/file/delete/${up.file_id}`, { sub_user_name: su }));
    // Give the worker time to finish the job it may have started.
    await new Promise((r) => setTimeout(r, 1500));
    expect(await status(up.file_id, su)).toBe('UNKNOWN');
    expect(await search(su, 'axolotl regeneration')).toEqual([]);
  });

  it('an unknown id is 404', async () => {
    await expectError(await api.del('/file/delete/f_doesnotexist'), 404, 'NOT_FOUND');
    await expectError(await api.del('/file/delete/f_doesnotexist', { sub_user_name: su }), 404, 'NOT_FOUND');
  });
});

describe('GET /file/thumbnail', () => {
  const su = 'thumbs';
  let png: { file_id: string };

  beforeAll(async () => {
    const image = await sharp({ create: { width: 320, height: 180, channels: 3, background: { r: 200, g: 40, b: 90 } } })
      .png()
      .toBuffer();
    png = await api.upload('photo.png', image, { path: '/img', sub_user_name: su });
  });

  it('returns a JPEG (the OpenAPI\'s type) no larger than max_size on either side, keeping the aspect ratio', async () => {
    const res = await api.get('/file/thumbnail', { file_id: png.file_id, sub_user_name: su, max_size: 50 });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/jpeg/);
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.width).toBeLessThanOrEqual(50);
    expect(meta.height).toBeLessThanOrEqual(50);
    expect(meta.width).toBe(50);
    expect(meta.height).toBe(28);
  });

  it('is a PNG when Accept prefers image/png, a JPEG for wildcards or when JPEG ranks higher', async () => {
    const cases: Array<[string, string]> = [
      ['image/png', 'png'],
      ['image/png, image/*;q=0.8', 'png'],
      ['image/jpeg;q=0.5, image/png', 'png'],
      ['image/*', 'jpeg'],
      ['*/*', 'jpeg'],
      ['image/png;q=0.3, image/jpeg', 'jpeg'],
      ['text/html, image/webp', 'jpeg'],
    ];
    for (const [accept, format] of cases) {
      const res = await api.get('/file/thumbnail', { file_id: png.file_id, sub_user_name: su, max_size: 40 }, { Accept: accept });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type'), accept).toBe(`image/${format}`);
      expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).format, accept).toBe(format);
    }
  });

  it('defaults to 200 and never enlarges', async () => {
    const res = await api.get('/file/thumbnail', { file_id: png.file_id, sub_user_name: su });
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect(meta.width).toBe(200);
    const big = await api.get('/file/thumbnail', { file_id: png.file_id, sub_user_name: su, max_size: 1000 });
    expect((await sharp(Buffer.from(await big.arrayBuffer())).metadata()).width).toBe(320);
  });

  it('concurrent requests for a thumbnail not yet cached all succeed', async () => {
    for (const size of [61, 77, 93]) {
      const replies = await Promise.all(Array.from({ length: 8 }, () => api.get('/file/thumbnail', { file_id: png.file_id, sub_user_name: su, max_size: size })));
      expect(replies.map((r) => r.status)).toEqual(Array(8).fill(200));
      for (const r of replies) expect((await sharp(Buffer.from(await r.arrayBuffer())).metadata()).width).toBe(size);
    }
  });

  it('a .txt, a directory, an undecodable image and an unknown id are 404; a bad max_size is 400', async () => {
    const txt = await api.upload('note.txt', 'no picture here', { path: '/img', sub_user_name: su });
    await expectError(await api.get('/file/thumbnail', { file_id: txt.file_id, sub_user_name: su }), 404);
    const dir = (await list(su)).items.find((i) => i.path === '/img')!;
    await expectError(await api.get('/file/thumbnail', { file_id: dir.file_id, sub_user_name: su }), 404);
    const broken = await api.upload('broken.png', 'this is not a png', { path: '/img', sub_user_name: su });
    await expectError(await api.get('/file/thumbnail', { file_id: broken.file_id, sub_user_name: su }), 404);
    await expectError(await api.get('/file/thumbnail', { file_id: 'f_doesnotexist' }), 404);
    for (const max_size of ['0', '-5', 'big', '1.5']) {
      await expectError(await api.get('/file/thumbnail', { file_id: png.file_id, sub_user_name: su, max_size }), 400);
    }
  });
});

describe('GET /file/status/{file_id}', () => {
  it('returns {file_id, status}; an unknown id is 200 UNKNOWN', async () => {
    const up = await api.upload('stat.txt', 'status check');
    const body = await json<{ file_id: string; status: string }>(await api.get(`/file/status/${up.file_id}`));
    expect(body.file_id).toBe(up.file_id);
    expect(['PENDING', 'COMPLETED']).toContain(body.status);
    await api.waitFor(up.file_id);
    expect(await json(await api.get(`/file/status/${up.file_id}`))).toEqual({ file_id: up.file_id, status: 'COMPLETED' });
    expect(await json(await api.get('/file/status/f_doesnotexist'))).toEqual({ file_id: 'f_doesnotexist', status: 'UNKNOWN' });
  });

  it('a file that cannot be processed ends FAILED with a reason', async () => {
    const up = await api.upload('broken.json', '{"unterminated": ', { sub_user_name: 'failing' });
    expect(await api.waitFor(up.file_id, { sub_user_name: 'failing' })).toBe('FAILED');
    const item = (await list('failing')).items.find((i) => i.file_id === up.file_id)!;
    expect(item.status).toBe('FAILED');
  });
});

describe('upload size limit', () => {
  let small: TestDaemon;
  let sapi: Api;

  beforeAll(async () => {
    small = await startDaemon({ env: { CTX_MAX_UPLOAD_BYTES: '1000' } });
    sapi = new Api(small.url, small.apiKey);
  });
  afterAll(async () => small?.cleanup());

  it('a file over the limit is 413 PAYLOAD_TOO_LARGE and nothing is stored or listed', async () => {
    const data = Buffer.alloc(5000, 'a');
    const res = await sapi.multipart('/file/upload', { path: '/big' }, { name: 'big.txt', data });
    await expectError(res, 413, 'PAYLOAD_TOO_LARGE');
    const l = await json<Listing>(await sapi.get('/file/list'));
    expect(l.items).toEqual([]);
    const sha = sha256(data);
    expect(existsSync(join(small.dataDir, 'blobs', sha.slice(0, 2), sha.slice(2, 4), sha))).toBe(false);
    expect(readdirSync(join(small.dataDir, 'tmp'))).toEqual([]);
  });

  it('a file just under the limit is accepted, and the daemon keeps serving after a 413', async () => {
    await expectError(await sapi.multipart('/file/upload', {}, { name: 'over.txt', data: Buffer.alloc(1001, 'b') }), 413, 'PAYLOAD_TOO_LARGE');
    const up = await sapi.upload('fits.txt', Buffer.alloc(1000, 'c'));
    expect(up.renamed).toBe(false);
    const l = await json<Listing>(await sapi.get('/file/list'));
    expect(l.items.map((i) => i.name)).toEqual(['fits.txt']);
  });
});

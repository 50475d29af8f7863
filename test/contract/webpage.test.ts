/**
 * POST /webpage/add against a real daemon and a local web server on 127.0.0.1 (the tests never
 * leave this machine). One daemon runs with the default settings (private addresses refused),
 * one with webpage.allow_private so that it may fetch from the local server.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Api } from '../helpers/api.js';
import { ISO, expectShapeA, queryOk, search, uploadAndWait } from '../helpers/contract.js';
import { startDaemon, type TestDaemon } from '../helpers/daemon.js';

const NAV = '<header><nav><a href="/">Home</a> <a href="/shop">Buy marmaladenav jars</a> <a href="/about">About us</a></nav></header>';
const FOOTER = '<footer><p>Copyright Fenland Gazette. Privacy policy. Cookie settings. Follow the gullfooter feed.</p></footer>';
const ARTICLE = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>Volunteers restore the fen meadow at Wicken | Fenland Gazette</title>
<meta property="og:site_name" content="Fenland Gazette">
<meta name="author" content="Priya Lindqvist">
<meta property="article:published_time" content="2024-06-02T07:45:00Z">
</head><body>${NAV}<main><article>
<h1>Volunteers restore the fen meadow at Wicken</h1>
<p>Forty volunteers spent the weekend clearing scrub from the old fen meadow, where the rare quillwort had not been seen for a decade.</p>
<p>The warden said that grazing ponies would return in July, and that the sedge beds should recover within two summers.</p>
<h2>Why it matters</h2>
<p>Fen meadows store carbon in their peat, and the reserve hopes the work will bring back breeding snipe and lapwing.</p>
</article></main>${FOOTER}</body></html>`;
const SECOND = `<!doctype html><html><head><title>Moth night at the old mill brings a record count</title></head><body>${NAV}<article><h1>Moth night at the old mill brings a record count</h1>
<p>Recorders counted three hundred and twelve moths of ninety species under the lamps, including the scarce hawkmothrecord visitor.</p>
<p>The next moth night is planned for late August if the weather stays warm.</p></article>${FOOTER}</body></html>`;

let server: Server;
let web: string;
let hits = 0;
let open: TestDaemon;
let closed: TestDaemon;
let api: Api;
let strict: Api;
const MAX_BYTES = 200_000;

beforeAll(async () => {
  server = createServer((req, res) => {
    hits++;
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const html = (body: string) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(body);
    };
    switch (path) {
      case '/fen/meadow':
        return html(ARTICLE);
      case '/moths':
        return html(SECOND);
      case '/old-moths':
        res.writeHead(301, { location: '/moths' });
        return res.end();
      case '/huge':
        res.writeHead(200, { 'content-type': 'text/html' });
        for (let i = 0; i < 30; i++) res.write(`<p>${'filler '.repeat(1500)}</p>`);
        return res.end();
      case '/report.pdf':
        res.writeHead(200, { 'content-type': 'application/pdf' });
        return res.end('%PDF-1.4\n%fake');
      default:
        res.writeHead(404, { 'content-type': 'text/html' });
        return res.end('<p>not here</p>');
    }
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  web = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  [open, closed] = await Promise.all([startDaemon({ env: { CTX_WEBPAGE_ALLOW_PRIVATE: '1', CTX_WEBPAGE_MAX_BYTES: String(MAX_BYTES) } }), startDaemon()]);
  api = new Api(open.url, open.apiKey);
  strict = new Api(closed.url, closed.apiKey);
}, 90_000);

afterAll(async () => {
  await Promise.all([open?.cleanup(), closed?.cleanup()]);
  server?.closeAllConnections();
  await new Promise((r) => server?.close(r));
});

interface AddReply {
  filename: string;
  path: string;
  file_id: string;
  timestamp: string;
  url: string;
  status: string;
}

async function add(client: Api, fields: Record<string, string | undefined>, multipart = false): Promise<AddReply> {
  const res = multipart ? await client.multipart('/webpage/add', fields) : await client.form('/webpage/add', fields);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as AddReply;
}

async function listNames(client: Api, path: string, sub_user_name?: string): Promise<string[]> {
  const res = await client.get('/file/list', { path, sub_user_name });
  if (res.status === 404) return [];
  expect(res.status).toBe(200);
  const body = (await res.json()) as { items: Array<{ name: string; is_dir: boolean }> };
  return body.items.filter((i) => !i.is_dir).map((i) => i.name);
}

describe('private addresses without webpage.allow_private', () => {
  it('a 127.0.0.1 or localhost URL is refused with 400 URL_NOT_ALLOWED before any connection', async () => {
    const before = hits;
    for (const url of [`${web}/fen/meadow`, web.replace('127.0.0.1', 'localhost') + '/fen/meadow', web.replace('127.0.0.1', '[::ffff:127.0.0.1]') + '/fen/meadow']) {
      const body = await expectShapeA(await strict.form('/webpage/add', { url }), 400, 'URL_NOT_ALLOWED');
      expect(body.error).toMatch(/loopback/);
      expect(body.error).toMatch(/allow_private/);
    }
    expect(hits).toBe(before);
    expect(await listNames(strict, '/')).toEqual([]);
  });
});

describe('POST /webpage/add', () => {
  let first: AddReply;

  beforeAll(async () => {
    first = await add(api, { url: `${web}/fen/meadow`, build_memory: 'true' });
  });

  it('answers filename, path (the directory, /web/ by default), file_id and timestamp', () => {
    expect(first.filename).toBe('Volunteers restore the fen meadow at Wicken.html');
    expect(first.path).toBe('/web/');
    expect(first.file_id).toMatch(/\S/);
    expect(first.timestamp).toMatch(ISO);
    expect(first.url).toBe(`${web}/fen/meadow`);
    expect(first.status).toBe('PENDING');
  });

  it('is processed like an upload: status goes to COMPLETED and the page is listed under /web', async () => {
    expect(await api.waitFor(first.file_id)).toBe('COMPLETED');
    expect(await listNames(api, '/web')).toContain(first.filename);
  });

  it('is searched by the words of the article body, not by those of the navigation or footer', async () => {
    await api.waitFor(first.file_id);
    const hits = await search(api, 'quillwort');
    expect(hits.map((h) => h.file_id)).toContain(first.file_id);
    expect(hits.find((h) => h.file_id === first.file_id)?.file_path).toBe(`/web/${first.filename}`);
    for (const word of ['marmaladenav', 'gullfooter']) expect((await search(api, word)).map((h) => h.file_id)).not.toContain(first.file_id);
  });

  it('has metadata with URL, title, publication info and main content', async () => {
    await api.waitFor(first.file_id);
    const res = await api.get(`/metadata/search_by_id/${first.file_id}/`);
    expect(res.status, await res.clone().text()).toBe(200);
    const m = (await res.json()) as { summary: string; content: string; hash_tags: string[] };
    expect(m.content).toContain(`URL: ${web}/fen/meadow`);
    expect(m.content).toContain('Title: Volunteers restore the fen meadow at Wicken');
    expect(m.content).toContain('Publication: Fenland Gazette; by Priya Lindqvist; published 2024-06-02T07:45:00Z');
    expect(m.content).toMatch(/Main content: Forty volunteers spent the weekend/);
    expect(m.content).not.toMatch(/marmaladenav|gullfooter/);
    expect(m.summary).toMatch(/volunteers|quillwort|fen/i);
    expect(m.hash_tags.length).toBeGreaterThanOrEqual(3);
  });

  it('is answered from, with a reference to the stored page', async () => {
    await api.waitFor(first.file_id);
    const q = await queryOk(api, 'When will the grazing ponies return to the fen meadow?', { final_answer: 'true' });
    const facts = q.response.content[0]?.facts ?? [];
    expect(facts.some((f) => f.reference.startsWith(`/web/${first.filename}#paragraph=`) && /July/.test(f.chunk))).toBe(true);
  });

  it('keeps the fetched page, marked with its address, as the file’s content', async () => {
    const dl = (await (await api.get('/file/download', { file_id: first.file_id })).json()) as { url: string; file_type: string };
    expect(dl.file_type).toBe('text/html');
    const raw = await (await fetch(dl.url)).text();
    expect(raw).toContain(`<!-- saved from url=(`);
    expect(raw).toContain(`${web}/fen/meadow -->`);
    expect(raw).toContain('rare quillwort');
  });

  it('takes multipart too, with name, path and sub_user_name; follows redirects; ignores a screenshot', async () => {
    const screenshot = Buffer.alloc(1_500_000, 7).toString('base64');
    const r = await add(api, { url: `${web}/old-moths`, name: 'Moth night', path: '/nature/notes', sub_user_name: 'naturalist', screenshot }, true);
    expect(r.filename).toBe('Moth night.html');
    expect(r.path).toBe('/nature/notes/');
    expect(r.url).toBe(`${web}/moths`);
    expect(await api.waitFor(r.file_id, { sub_user_name: 'naturalist' })).toBe('COMPLETED');
    expect(await listNames(api, '/nature/notes', 'naturalist')).toEqual(['Moth night.html']);
    expect((await search(api, 'hawkmothrecord', { sub_user_name: 'naturalist' })).map((h) => h.file_id)).toEqual([r.file_id]);
    expect((await search(api, 'hawkmothrecord')).map((h) => h.file_id)).not.toContain(r.file_id);
    // url-encoded with a large screenshot: accepted, not a 413.
    const again = await add(api, { url: `${web}/moths`, path: '/nature', sub_user_name: 'naturalist', screenshot });
    expect(again.filename).toBe('Moth night at the old mill brings a record count.html');
  });

  it('refuses what it cannot fetch or store, in shape A, and stores nothing', async () => {
    const before = await listNames(api, '/refused');
    await expectShapeA(await api.form('/webpage/add', { path: '/refused' }), 400, 'INVALID_PARAMETERS');
    await expectShapeA(await api.form('/webpage/add', { url: 'ftp://example.com/file', path: '/refused' }), 400, 'INVALID_PARAMETERS');
    await expectShapeA(await api.form('/webpage/add', { url: 'not a url', path: '/refused' }), 400, 'INVALID_PARAMETERS');
    await expectShapeA(await api.form('/webpage/add', { url: `${web}/fen/meadow`, path: '/a/../b' }), 400, 'INVALID_PATH');
    await expectShapeA(await api.form('/webpage/add', { url: `${web}/fen/meadow`, name: 'a/b' }), 400, 'INVALID_PATH');
    const pdf = await expectShapeA(await api.form('/webpage/add', { url: `${web}/report.pdf`, path: '/refused' }), 400, 'UNSUPPORTED_FILE_TYPE');
    expect(pdf.error).toMatch(/application\/pdf/);
    const big = await expectShapeA(await api.form('/webpage/add', { url: `${web}/huge`, path: '/refused' }), 422, 'URL_FETCH_FAILED');
    expect(big.error).toMatch(new RegExp(`larger than ${MAX_BYTES} bytes`));
    const missing = await expectShapeA(await api.form('/webpage/add', { url: `${web}/nowhere`, path: '/refused' }), 422, 'URL_FETCH_FAILED');
    expect(missing.error).toMatch(/HTTP 404/);
    const metadata = await expectShapeA(await api.form('/webpage/add', { url: 'http://169.254.169.254/latest/meta-data/', path: '/refused' }), 400, 'URL_NOT_ALLOWED');
    expect(metadata.error).toMatch(/metadata/);
    expect(await listNames(api, '/refused')).toEqual(before);
  });

  it('a saved .html page can also be uploaded, and is read the same way', async () => {
    const up = await uploadAndWait(api, 'saved.html', ARTICLE.replace('quillwort', 'bladderwortsaved'), { path: '/saved' });
    expect(up.status).toBe('COMPLETED');
    expect((await search(api, 'bladderwortsaved')).map((h) => h.file_id)).toEqual([up.file_id]);
    expect((await search(api, 'marmaladenav')).map((h) => h.file_id)).not.toContain(up.file_id);
  });
});

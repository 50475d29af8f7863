import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDaemon, type TestDaemon } from '../helpers/daemon.js';
import { Api } from '../helpers/api.js';
import { expectShapeA } from '../helpers/contract.js';
import { openIdle, rawHttp, type RawReply } from '../helpers/raw-http.js';
import { rawMultipart } from '../helpers/raw-multipart.js';

/**
 * Request hygiene (issue 13, items 7, 8, 10, 11): what the HTTP parser refuses, wrong methods,
 * stalled headers and bodies, declared bodies over the limit, JSON nested thousands deep,
 * bursts of wrong keys and more connections than the cap. Every refusal is an error in the
 * spec's shape A with X-Context-API-Version. Parser-level cases go over bare sockets.
 */

const UPLOAD_LIMIT = 1024 * 1024;

function expectRawShapeA(r: RawReply, status: number, code: string): { error: string; code: string } {
  expect(r.status, JSON.stringify(r)).toBe(status);
  expect(r.headers['x-context-api-version']).toBe('1');
  expect(r.headers['content-type']).toMatch(/^application\/json/);
  const body = JSON.parse(r.body) as { error: string; code: string };
  expect(Object.keys(body).sort()).toEqual(['code', 'error']);
  expect(body.code).toBe(code);
  expect(body.error.length).toBeGreaterThan(0);
  return body;
}

describe('one daemon with 1 s header and body timeouts and a 1 MiB upload limit', () => {
  let d: TestDaemon;
  let api: Api;
  let anon: Api;
  beforeAll(async () => {
    d = await startDaemon({ env: { CTX_HTTP_HEADERS_TIMEOUT_S: '1', CTX_HTTP_BODY_TIMEOUT_S: '1', CTX_MAX_UPLOAD_BYTES: String(UPLOAD_LIMIT) } });
    api = new Api(d.url, d.apiKey);
    anon = new Api(d.url, undefined);
  });
  afterAll(async () => d?.cleanup());

  describe('errors from the HTTP parser', () => {
    it('a malformed header is 400 MALFORMED_REQUEST', async () => {
      const r = await rawHttp(d.url, 'GET /health HTTP/1.1\r\nHost: x\r\nBad Header: y\r\n\r\n', { untilResponse: true });
      expectRawShapeA(r, 400, 'MALFORMED_REQUEST');
      expect(r.headers['x-request-id']).toMatch(/^[0-9a-f]{16}$/);
    });

    it('Expect: bogus is 417 EXPECTATION_FAILED', async () => {
      const r = await rawHttp(d.url, 'GET /health HTTP/1.1\r\nHost: x\r\nExpect: bogus\r\n\r\n', { untilResponse: true });
      expectRawShapeA(r, 417, 'EXPECTATION_FAILED');
    });

    it('HTTP/1.1 without Host is 400 MALFORMED_REQUEST; HTTP/1.0 needs none', async () => {
      expectRawShapeA(await rawHttp(d.url, 'GET /health HTTP/1.1\r\n\r\n', { untilResponse: true }), 400, 'MALFORMED_REQUEST');
      expect((await rawHttp(d.url, 'GET /health HTTP/1.0\r\n\r\n', { untilResponse: true })).status).toBe(200);
    });

    it('headers over the size limit are 431 HEADERS_TOO_LARGE', async () => {
      const r = await rawHttp(d.url, `GET /health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, { untilResponse: true });
      expectRawShapeA(r, 431, 'HEADERS_TOO_LARGE');
    });
  });

  describe('wrong methods', () => {
    it('405 METHOD_NOT_ALLOWED with Allow, before authentication, on any route family', async () => {
      for (const [method, path, allow] of [
        ['POST', '/health', 'GET, HEAD'],
        ['POST', '/health/', 'GET, HEAD'],
        ['DELETE', '/file/list', 'GET, HEAD'],
        ['GET', '/file/delete/f_abc', 'DELETE'],
        ['PUT', '/file/upload', 'POST'],
        ['GET', '/user/api_keys/create', 'POST'],
        ['PATCH', '/metadata/get_user_profile/', 'GET, HEAD'],
      ] as const) {
        const res = await fetch(new URL(path, d.url), { method });
        expect(res.headers.get('x-context-api-version'), `${method} ${path}`).toBe('1');
        expect(res.headers.get('allow'), `${method} ${path}`).toBe(allow);
        await expectShapeA(res, 405, 'METHOD_NOT_ALLOWED');
      }
    });

    it('an unknown path is still 404 NOT_FOUND', async () => {
      await expectShapeA(await api.get('/no/such/endpoint'), 404, 'NOT_FOUND');
      await expectShapeA(await fetch(new URL('/no/such/endpoint', d.url), { method: 'POST', headers: { 'X-API-Key': d.apiKey } }), 404, 'NOT_FOUND');
    });
  });

  describe('timeouts', () => {
    it('headers that stop arriving get 408 REQUEST_TIMEOUT and the connection is closed', async () => {
      const r = await rawHttp(d.url, 'GET /health HTTP/1.1\r\nHost: x\r\n', { waitMs: 10_000 });
      expectRawShapeA(r, 408, 'REQUEST_TIMEOUT');
      expect(r.closed).toBe(true);
      expect(r.elapsedMs).toBeLessThan(5_000);
    });

    it('a body that stops arriving (valid key, complete headers) gets 408 and the connection is closed', async () => {
      const head = `POST /file/create_dir HTTP/1.1\r\nHost: x\r\nX-API-Key: ${d.apiKey}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 100\r\n\r\npath=/a`;
      const r = await rawHttp(d.url, head, { waitMs: 10_000 });
      expectRawShapeA(r, 408, 'REQUEST_TIMEOUT');
      expect(r.closed).toBe(true);
      expect(r.elapsedMs).toBeLessThan(5_000);
      // Nothing was created from the partial body.
      const list = (await (await api.get('/file/list')).json()) as { items: Array<{ path: string }> };
      expect(list.items.map((i) => i.path)).not.toContain('/a');
    });

    it('a client answered before its body was read (401) that then stops sending is disconnected', async () => {
      const head = `POST /file/upload HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=b\r\nContent-Length: 100000\r\n\r\n--b\r\n`;
      const r = await rawHttp(d.url, head, { waitMs: 10_000 });
      expectRawShapeA(r, 401, 'INVALID_API_KEY');
      expect(r.closed).toBe(true);
      expect(r.elapsedMs).toBeLessThan(5_000);
    });

    it('a slow body that keeps arriving is not cut, however long it takes in all', async () => {
      const { body, contentType } = rawMultipart([
        { name: 'path', data: '/slow' },
        { name: 'file', filename: 'slow.txt', data: 'A letter written slowly, one line at a time.\n'.repeat(20) },
      ]);
      const pieces = Array.from({ length: 6 }, (_, i) => body.subarray(Math.floor((i * body.length) / 6), Math.floor(((i + 1) * body.length) / 6)));
      const head = `POST /file/upload HTTP/1.1\r\nHost: x\r\nX-API-Key: ${d.apiKey}\r\nContent-Type: ${contentType}\r\nContent-Length: ${body.length}\r\n\r\n`;
      // 6 pieces 600 ms apart: 3.6 s in all, never 1 s without a byte.
      const r = await rawHttp(d.url, head, { trickle: { chunks: pieces, everyMs: 600 }, untilResponse: true, waitMs: 15_000 });
      expect(r.status, r.body).toBe(200);
      expect(r.elapsedMs).toBeGreaterThan(3_000);
      expect((JSON.parse(r.body) as { filename: string }).filename).toBe('slow.txt');
    });
  });

  describe('declared body size', () => {
    it('an upload whose Content-Length exceeds the limit is 413 before any of the body is sent', async () => {
      const head =
        `POST /file/upload HTTP/1.1\r\nHost: x\r\nX-API-Key: ${d.apiKey}\r\n` +
        `Content-Type: multipart/form-data; boundary=xyz\r\nContent-Length: ${5 * 1024 ** 3}\r\n\r\n`;
      const r = await rawHttp(d.url, head, { untilResponse: true, waitMs: 10_000 });
      expectRawShapeA(r, 413, 'PAYLOAD_TOO_LARGE');
      expect(r.headers.connection).toBe('close');
      expect(r.elapsedMs).toBeLessThan(2_000);
    });

    it('an upload just under the limit is accepted', async () => {
      const res = await api.multipart('/file/upload', { path: '/limit' }, { name: 'fits.txt', data: Buffer.alloc(UPLOAD_LIMIT - 1024, 'a') });
      expect(res.status, await res.clone().text()).toBe(200);
    });
  });

  describe('JSON nesting', () => {
    const deep = (n: number, leaf: unknown = 'x'): unknown => {
      let v = leaf;
      for (let i = 0; i < n; i++) v = { a: v };
      return v;
    };
    // JSON.stringify recurses: build the text of a 5,000-deep value by hand.
    const deepText = (n: number) => `${'{"a":'.repeat(n)}"x"${'}'.repeat(n)}`;
    const deepPayload = (n: number) =>
      `{"messages":[{"role":"user","content":[{"type":"text","text":"What is in my files?","extra":${deepText(n)}}]}]}`;

    it('a payload nested 5,000 deep inside a text part is 400 INVALID_PAYLOAD (multipart)', async () => {
      const res = await api.multipart('/ai/query', { payload: deepPayload(5000) });
      await expectShapeA(res, 400, 'INVALID_PAYLOAD');
      // The same question, shallow, is answered.
      expect((await api.multipart('/ai/query', { payload: deepPayload(20) })).status).toBe(200);
    });

    it('a JSON body nested 5,000 deep is 400 in the route family shape, with any endpoint', async () => {
      const post = (path: string, text: string) =>
        fetch(new URL(path, d.url), { method: 'POST', headers: { 'X-API-Key': d.apiKey, 'Content-Type': 'application/json' }, body: text });
      await expectShapeA(await post('/ai/query', `{"payload":${deepPayload(5000)}}`), 400, 'INVALID_PARAMETERS');
      await expectShapeA(await post('/file/create_dir', `{"path":"/deep","x":${deepText(5000)}}`), 400, 'INVALID_PARAMETERS');
      expect((await post('/file/create_dir', JSON.stringify({ path: '/shallow', x: deep(30) }))).status).toBe(200);
      expect((await api.query('ping', {})).status).toBe(200);
    });
  });
});

describe('failed-auth throttling per client address (5 refused keys per 3 s)', () => {
  let d: TestDaemon;
  let api: Api;
  beforeAll(async () => {
    d = await startDaemon({ env: { CTX_AUTH_FAILURES: '5', CTX_AUTH_WINDOW_S: '3' } });
    api = new Api(d.url, d.apiKey);
  });
  afterAll(async () => d?.cleanup());

  it('requests without a key are refused (401) but never counted', async () => {
    for (let i = 0; i < 12; i++) await expectShapeA(await new Api(d.url, undefined).get('/file/list'), 401, 'INVALID_API_KEY');
    expect((await api.get('/file/list')).status).toBe(200);
  });

  it('after 5 wrong keys the address gets 429 RATE_LIMITED with Retry-After, whatever key it sends, until the window ends', async () => {
    const wrong = (i: number) => new Api(d.url, `ctx_k_AAAAAAAAAAAAAAA${i % 10}.${'A'.repeat(43)}`);
    // The burst: many wrong keys at once. At most 5 are even looked at.
    const burst = await Promise.all(Array.from({ length: 60 }, (_, i) => wrong(i).get('/file/list')));
    const statuses = burst.map((r) => r.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(55);
    const limited = burst.find((r) => r.status === 429)!;
    const retry = Number(limited.headers.get('retry-after'));
    expect(retry).toBeGreaterThanOrEqual(1);
    expect(retry).toBeLessThanOrEqual(3);
    expect(limited.headers.get('x-context-api-version')).toBe('1');
    await expectShapeA(limited, 429, 'RATE_LIMITED');
    for (const r of burst) await r.arrayBuffer().catch(() => undefined);
    // The right key is refused too while the address is blocked (a guess must learn nothing);
    // routes without a key are not affected.
    await expectShapeA(await api.get('/file/list'), 429, 'RATE_LIMITED');
    expect((await fetch(new URL('/health', d.url))).status).toBe(200);
    await new Promise((r) => setTimeout(r, retry * 1000 + 300));
    expect((await api.get('/file/list')).status).toBe(200);
  });
});

describe('connection cap (4)', () => {
  let d: TestDaemon;
  beforeAll(async () => {
    d = await startDaemon({ env: { CTX_HTTP_MAX_CONNECTIONS: '4' } });
  });
  afterAll(async () => d?.cleanup());

  it('a connection beyond the cap is closed at once; a freed place is usable again', async () => {
    const held = await Promise.all(Array.from({ length: 4 }, () => openIdle(d.url)));
    const refused = await rawHttp(d.url, 'GET /health HTTP/1.1\r\nHost: x\r\n\r\n', { waitMs: 5_000 });
    expect(refused.status).toBe(0);
    expect(refused.closed).toBe(true);
    expect(refused.elapsedMs).toBeLessThan(2_000);
    held[0]!.socket.destroy();
    await held[0]!.closedByServer;
    await new Promise((r) => setTimeout(r, 100));
    const ok = await rawHttp(d.url, 'GET /health HTTP/1.1\r\nHost: x\r\n\r\n', { untilResponse: true });
    expect(ok.status).toBe(200);
    for (const h of held) h.socket.destroy();
  });
});

/**
 * fetchPage against a local server: bounded in time, size and redirects, HTML only, every hop
 * checked by the address guard. Nothing here leaves 127.0.0.1.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CtxError } from '../../src/core/errors.js';
import { fetchPage, type FetchLimits } from '../../src/core/web/fetch-page.js';
import { Slots } from '../../src/core/web/slots.js';

let server: Server;
let base: string;
let port: number;
const PAGE = '<!doctype html><html><head><title>Hello</title></head><body><p>Caf\u00e9 society of otters.</p></body></html>';

beforeAll(async () => {
  server = createServer((req, res) => {
    const u = new URL(req.url ?? '/', 'http://x');
    switch (u.pathname) {
      case '/page':
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return res.end(PAGE);
      case '/gzip':
        res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
        return res.end(gzipSync(PAGE));
      case '/latin1':
        res.writeHead(200, { 'content-type': 'text/html; charset=windows-1252' });
        return res.end(Buffer.from(PAGE, 'latin1'));
      case '/meta-charset':
        res.writeHead(200, { 'content-type': 'text/html' });
        return res.end(Buffer.from(PAGE.replace('<head>', '<head><meta charset="iso-8859-1">'), 'latin1'));
      case '/untyped':
        res.writeHead(200);
        return res.end(PAGE);
      case '/untyped-binary':
        res.writeHead(200);
        return res.end(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 3]));
      case '/pdf':
        res.writeHead(200, { 'content-type': 'application/pdf' });
        return res.end('%PDF-1.4');
      case '/missing':
        res.writeHead(404, { 'content-type': 'text/html' });
        return res.end('<p>gone</p>');
      case '/big':
        res.writeHead(200, { 'content-type': 'text/html', 'content-length': String(300_000) });
        return res.end('x'.repeat(300_000));
      case '/big-chunked':
        res.writeHead(200, { 'content-type': 'text/html' });
        for (let i = 0; i < 30; i++) res.write('y'.repeat(10_000));
        return res.end();
      case '/bomb':
        res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
        return res.end(gzipSync(Buffer.alloc(5_000_000, 0x20)));
      case '/slow':
        res.writeHead(200, { 'content-type': 'text/html' });
        res.write('<html>');
        return; // never ends
      case '/hop': {
        const n = Number(u.searchParams.get('n') ?? 0);
        res.writeHead(302, { location: n > 0 ? `/hop?n=${n - 1}` : '/page' });
        return res.end();
      }
      case '/loop':
        res.writeHead(301, { location: '/loop' });
        return res.end();
      case '/to-metadata':
        res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' });
        return res.end();
      case '/to-metadata6':
        res.writeHead(307, { location: 'http://[fd00:ec2::254]/' });
        return res.end();
      case '/to-ftp':
        res.writeHead(302, { location: 'ftp://example.com/x' });
        return res.end();
      default:
        res.writeHead(404);
        return res.end();
    }
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

const limits = (over: Partial<FetchLimits> = {}): FetchLimits => ({ allowPrivate: true, timeoutMs: 5000, maxBytes: 100_000, maxRedirects: 3, userAgent: 'ctx-test', ...over });

async function failure(p: Promise<unknown>): Promise<CtxError> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(CtxError);
  return err as CtxError;
}

describe('fetchPage', () => {
  it('refuses private addresses unless allowed: IP literals, names that resolve to them, IPv4-mapped IPv6', async () => {
    for (const url of [`${base}/page`, `http://localhost:${port}/page`, `http://[::ffff:127.0.0.1]:${port}/page`, `http://[::1]:${port}/page`, `http://2130706433:${port}/page`]) {
      const e = await failure(fetchPage(url, limits({ allowPrivate: false })));
      expect(e.code, url).toBe('URL_NOT_ALLOWED');
      expect(e.status).toBe(400);
      expect(e.message).toMatch(/loopback/);
      expect(e.message).toMatch(/allow_private/);
    }
  });

  it('fetches and decodes a page: utf-8, gzip, a charset from the header or from the page, no content type', async () => {
    for (const path of ['/page', '/gzip', '/latin1', '/meta-charset', '/untyped']) {
      const p = await fetchPage(`${base}${path}`, limits());
      expect(p.html, path).toContain('Café society of otters.');
      expect(p.url).toBe(`${base}${path}`);
    }
    expect((await fetchPage(`${base}/latin1`, limits())).encoding).toBe('windows-1252');
  });

  it('follows redirects up to the limit and reports where the page was found', async () => {
    const p = await fetchPage(`${base}/hop?n=2`, limits());
    expect(p.url).toBe(`${base}/page`);
    const e = await failure(fetchPage(`${base}/hop?n=5`, limits()));
    expect(e.code).toBe('URL_FETCH_FAILED');
    expect(e.message).toMatch(/more than 3 redirects/);
    expect((await failure(fetchPage(`${base}/loop`, limits()))).message).toMatch(/redirects/);
  });

  it('checks every redirect target: a redirect to a metadata address or another scheme is refused', async () => {
    for (const path of ['/to-metadata', '/to-metadata6']) {
      const e = await failure(fetchPage(`${base}${path}`, limits()));
      expect(e.code, path).toBe('URL_NOT_ALLOWED');
      expect(e.message).toMatch(/metadata/);
    }
    const ftp = await failure(fetchPage(`${base}/to-ftp`, limits()));
    expect(ftp.code).toBe('URL_FETCH_FAILED');
    expect(ftp.message).toMatch(/only http and https/);
  });

  it('caps the size: by Content-Length, while streaming, and after decompression', async () => {
    for (const path of ['/big', '/big-chunked', '/bomb']) {
      const e = await failure(fetchPage(`${base}${path}`, limits()));
      expect(e.code, path).toBe('URL_FETCH_FAILED');
      expect(e.status).toBe(422);
      expect(e.message).toMatch(/larger than 100000 bytes/);
    }
  });

  it('takes HTML only', async () => {
    const pdf = await failure(fetchPage(`${base}/pdf`, limits()));
    expect(pdf.code).toBe('UNSUPPORTED_FILE_TYPE');
    expect(pdf.status).toBe(400);
    expect(pdf.message).toMatch(/application\/pdf, not an HTML page/);
    expect((await failure(fetchPage(`${base}/untyped-binary`, limits()))).code).toBe('UNSUPPORTED_FILE_TYPE');
  });

  it('reports HTTP errors, refused connections and time-outs as fetch failures', async () => {
    expect((await failure(fetchPage(`${base}/missing`, limits()))).message).toMatch(/HTTP 404/);
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise((r) => closed.close(r));
    expect((await failure(fetchPage(`http://127.0.0.1:${closedPort}/`, limits()))).message).toMatch(/refused/);
    const started = Date.now();
    const slow = await failure(fetchPage(`${base}/slow`, limits({ timeoutMs: 400 })));
    expect(slow.code).toBe('URL_FETCH_FAILED');
    expect(slow.message).toMatch(/within 400 ms/);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('rejects what is not an http(s) URL before any network use', async () => {
    for (const url of ['not a url', '/relative', 'file:///etc/passwd', 'ftp://example.com/', 'javascript:alert(1)']) {
      const e = await failure(fetchPage(url, limits()));
      expect(e.code, url).toBe('INVALID_PARAMETERS');
    }
  });
});

describe('Slots', () => {
  it('runs at most `size` tasks at once, the rest in order, and frees a slot when a task fails', async () => {
    const slots = new Slots(2);
    let running = 0;
    let peak = 0;
    const started: number[] = [];
    const task = (i: number) => async () => {
      started.push(i);
      running++;
      peak = Math.max(peak, running);
      await new Promise((r) => setTimeout(r, 10));
      running--;
      if (i === 1) throw new Error('task 1 failed');
      return i;
    };
    const results = await Promise.allSettled([0, 1, 2, 3, 4, 5].map((i) => slots.run(task(i))));
    expect(peak).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : 'failed'))).toEqual([0, 'failed', 2, 3, 4, 5]);
    expect(await slots.run(async () => 'free again')).toBe('free again');
  });
});

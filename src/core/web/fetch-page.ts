import { isIP } from 'node:net';
import { pipeline, type Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { Agent, request, type Dispatcher } from 'undici';
import { CtxError } from '../errors.js';
import { decodeHtml } from '../ingest/html-source.js';
import { AddressNotAllowedError, classifyAddress, guardedLookup } from './address-guard.js';

export interface FetchLimits {
  allowPrivate: boolean;
  /** Limit of the whole fetch: connect, every redirect, the body. */
  timeoutMs: number;
  /** Largest page, bytes, after decompression. */
  maxBytes: number;
  maxRedirects: number;
  userAgent: string;
}

export interface FetchedPage {
  /** Where the page was found, after redirects. */
  url: string;
  html: string;
  /** The charset the page was decoded from. */
  encoding: string;
}

const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

const SETTING_HINT = 'set webpage.allow_private in config.json (or CTX_WEBPAGE_ALLOW_PRIVATE=1) to fetch from private networks';

const fetchFailed = (url: URL | string, why: string): CtxError => new CtxError('URL_FETCH_FAILED', `could not fetch ${String(url)}: ${why}`);
const notAllowed = (url: URL | string, why: string): CtxError => new CtxError('URL_NOT_ALLOWED', `refusing to fetch ${String(url)}: ${why}; ${SETTING_HINT}`);

/** Parses a URL a caller gave (or a redirect named): absolute, http or https. */
export function checkUrl(raw: string, base?: URL): URL {
  let u: URL;
  try {
    u = new URL(raw.trim(), base);
  } catch {
    throw new CtxError('INVALID_PARAMETERS', `url: "${raw.slice(0, 200)}" is not a valid absolute URL`);
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') {
    throw new CtxError(base ? 'URL_FETCH_FAILED' : 'INVALID_PARAMETERS', `url: only http and https pages can be added, not ${u.protocol.replace(/:$/, '')}`);
  }
  return u;
}

/**
 * Host names are checked when they are resolved (guardedLookup), but an IP literal never goes
 * through a lookup: it is checked here, for the first URL and for every redirect.
 */
function checkLiteralHost(url: URL, allowPrivate: boolean): void {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!isIP(host)) return;
  const v = classifyAddress(host, { allowPrivate });
  if (!v.allowed) throw notAllowed(url, v.reason);
}

function header(h: Dispatcher.ResponseData['headers'], name: string): string | undefined {
  const v = h[name];
  return Array.isArray(v) ? v[0] : v;
}

const DECODERS: Record<string, () => NodeJS.ReadWriteStream> = { gzip: createGunzip, 'x-gzip': createGunzip, deflate: createInflate, br: createBrotliDecompress };

/**
 * Reads a body, decompressed, up to `max` bytes; one byte more and the transfer is cut off,
 * so a small compressed answer cannot unpack into gigabytes.
 */
async function readCapped(body: Dispatcher.ResponseData['body'], encoding: string | undefined, max: number, url: URL): Promise<Buffer> {
  const enc = (encoding ?? '').trim().toLowerCase();
  let stream: Readable = body;
  if (enc && enc !== 'identity') {
    const decoder = DECODERS[enc];
    if (!decoder) {
      body.destroy();
      throw fetchFailed(url, `the page is sent with an unsupported content encoding (${enc})`);
    }
    stream = pipeline(body, decoder(), () => undefined) as unknown as Readable;
  }
  const parts: Buffer[] = [];
  let n = 0;
  for await (const chunk of stream) {
    n += (chunk as Buffer).length;
    if (n > max) {
      stream.destroy();
      body.destroy();
      throw fetchFailed(url, `the page is larger than ${max} bytes (webpage.max_bytes)`);
    }
    parts.push(chunk as Buffer);
  }
  return Buffer.concat(parts);
}

const looksLikeHtml = (b: Buffer): boolean => /^\s*(?:<!--[\s\S]*?-->\s*)*<(?:!doctype\s+html|html|head|body)\b/i.test(b.subarray(0, 2048).toString('latin1').replace(/^\ufeff|^\xef\xbb\xbf/, ''));

/** The page-level reason behind an undici or socket error, in words a caller can act on. */
function reasonOf(err: unknown, timeoutMs: number): string {
  const e = err as { name?: string; code?: string; message?: string; cause?: { code?: string; message?: string } };
  const code = e?.code ?? e?.cause?.code;
  if (e?.name === 'TimeoutError' || e?.name === 'AbortError' || /TIMEOUT/.test(code ?? '')) return `no complete answer within ${timeoutMs} ms (webpage.timeout_ms)`;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'the host name does not resolve';
  if (code === 'ECONNREFUSED') return 'the connection was refused';
  if (code === 'ECONNRESET' || code === 'UND_ERR_SOCKET') return 'the connection was closed by the server';
  if (code?.startsWith('Z_')) return `the compressed page is corrupt (${code})`;
  if (code && /CERT|SSL|TLS/.test(code)) return `TLS error (${code})`;
  return (e?.cause?.message ?? e?.message ?? String(err)).split('\n')[0]!;
}

function addressRefusal(err: unknown): AddressNotAllowedError | undefined {
  for (let e = err as { cause?: unknown } | undefined, i = 0; e && i < 5; e = e.cause as typeof e, i++) {
    if (e instanceof AddressNotAllowedError) return e;
  }
  return undefined;
}

/**
 * Fetches one HTML page, bounded: a time limit for the whole exchange, a size cap, at most
 * `maxRedirects` redirects (each target checked again), http/https only, HTML only. Every
 * connection goes to an address the guard checked (see address-guard.ts).
 */
export async function fetchPage(raw: string, limits: FetchLimits): Promise<FetchedPage> {
  let url = checkUrl(raw);
  const dispatcher = new Agent({
    connect: { lookup: guardedLookup({ allowPrivate: limits.allowPrivate }), timeout: limits.timeoutMs },
    headersTimeout: limits.timeoutMs,
    bodyTimeout: limits.timeoutMs,
  });
  const signal = AbortSignal.timeout(limits.timeoutMs);
  try {
    for (let hop = 0; ; hop++) {
      checkLiteralHost(url, limits.allowPrivate);
      let res: Dispatcher.ResponseData;
      try {
        res = await request(url, {
          dispatcher,
          signal,
          method: 'GET',
          headers: {
            'user-agent': limits.userAgent,
            accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
            'accept-encoding': 'gzip, deflate, br',
          },
        });
      } catch (err) {
        const refused = addressRefusal(err);
        if (refused) throw notAllowed(url, refused.message);
        throw fetchFailed(url, reasonOf(err, limits.timeoutMs));
      }
      const status = res.statusCode;
      if (REDIRECTS.has(status)) {
        await res.body.dump().catch(() => undefined);
        const location = header(res.headers, 'location');
        if (!location) throw fetchFailed(url, `redirect ${status} without a Location`);
        if (hop >= limits.maxRedirects) throw fetchFailed(raw, `more than ${limits.maxRedirects} redirects`);
        url = checkUrl(location, url);
        continue;
      }
      if (status < 200 || status > 299) {
        await res.body.dump().catch(() => undefined);
        throw fetchFailed(url, `the server answered HTTP ${status}`);
      }
      const contentType = header(res.headers, 'content-type') ?? '';
      const type = contentType.split(';')[0]!.trim().toLowerCase();
      if (type && !HTML_TYPES.has(type)) {
        await res.body.dump().catch(() => undefined);
        throw new CtxError('UNSUPPORTED_FILE_TYPE', `${url.href} is ${type}, not an HTML page; download it and send it to /file/upload instead`);
      }
      const length = Number(header(res.headers, 'content-length'));
      if (!header(res.headers, 'content-encoding') && length > limits.maxBytes) {
        res.body.destroy();
        throw fetchFailed(url, `the page is larger than ${limits.maxBytes} bytes (webpage.max_bytes)`);
      }
      let body: Buffer;
      try {
        body = await readCapped(res.body, header(res.headers, 'content-encoding'), limits.maxBytes, url);
      } catch (err) {
        if (err instanceof CtxError) throw err;
        throw fetchFailed(url, reasonOf(err, limits.timeoutMs));
      }
      if (!type && !looksLikeHtml(body)) throw new CtxError('UNSUPPORTED_FILE_TYPE', `${url.href} sent no content type and does not look like HTML`);
      const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(contentType)?.[1];
      const { text, encoding } = decodeHtml(body, charset);
      return { url: url.href, html: text, encoding };
    }
  } finally {
    void dispatcher.destroy().catch(() => undefined);
  }
}

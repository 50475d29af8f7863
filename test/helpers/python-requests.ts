import { randomBytes } from 'node:crypto';

/**
 * Requests encoded byte for byte the way Python's `requests` library encodes them, so the
 * compatibility tests send what the hosted service's Python clients send: `quote_plus` form
 * bodies, Python's `str()` of values (`True`, not `true`), multipart with the data fields first,
 * a file part without a Content-Type, and `json.dumps` spacing.
 */
export type PyValue = string | number | boolean;

/** The headers requests adds to every call. */
export const PY_HEADERS: Record<string, string> = {
  'User-Agent': 'python-requests/2.32.3',
  'Accept-Encoding': 'gzip, deflate',
  Accept: '*/*',
};

/** Python's str() of a form value. */
export function pyStr(v: PyValue): string {
  if (typeof v === 'boolean') return v ? 'True' : 'False';
  return String(v);
}

/** urllib.parse.quote: letters, digits and `_.-~` are never escaped, plus the `safe` characters. */
export function pyQuote(s: string, safe = '/'): string {
  let out = '';
  for (const byte of Buffer.from(s, 'utf8')) {
    const c = String.fromCharCode(byte);
    out += /[A-Za-z0-9_.\-~]/.test(c) || (byte < 0x80 && safe.includes(c)) ? c : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** urllib.parse.quote_plus: like quote with nothing safe, spaces as `+`. */
export function pyQuotePlus(s: string): string {
  return pyQuote(s, ' ').replace(/ /g, '+');
}

/** urllib.parse.urlencode of a dict, as requests does for `data=` and `params=`. */
export function pyUrlencode(fields: Record<string, PyValue>): string {
  return Object.entries(fields)
    .map(([k, v]) => `${pyQuotePlus(k)}=${pyQuotePlus(pyStr(v))}`)
    .join('&');
}

/** json.dumps with its default separators and ensure_ascii. */
export function pyJsonDumps(v: unknown): string {
  if (v === null || typeof v !== 'object') {
    return JSON.stringify(v).replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  }
  if (Array.isArray(v)) return `[${v.map(pyJsonDumps).join(', ')}]`;
  return `{${Object.entries(v as Record<string, unknown>)
    .map(([k, x]) => `${pyJsonDumps(k)}: ${pyJsonDumps(x)}`)
    .join(', ')}}`;
}

export interface PyFile {
  filename: string;
  content: Buffer | string;
}

/** requests' `files=` + `data=` body: data fields first, then files; a 32-hex-digit boundary. */
export function pyMultipart(data: Record<string, PyValue>, files: Record<string, PyFile>): { body: Buffer; contentType: string } {
  const boundary = randomBytes(16).toString('hex');
  const chunks: Buffer[] = [];
  const part = (disposition: string, content: Buffer | string) => {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`, 'utf8'));
    chunks.push(Buffer.isBuffer(content) ? content : Buffer.from(content, 'utf8'));
    chunks.push(Buffer.from('\r\n'));
  };
  for (const [name, value] of Object.entries(data)) part(`form-data; name="${name}"`, pyStr(value));
  for (const [name, f] of Object.entries(files)) part(`form-data; name="${name}"; filename="${f.filename}"`, f.content);
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export interface PyRequestOptions {
  params?: Record<string, PyValue>;
  data?: Record<string, PyValue>;
  files?: Record<string, PyFile>;
  json?: unknown;
  headers?: Record<string, string>;
}

/**
 * requests.request(method, url, params=, data=, files=, json=, headers=). An empty `data` dict
 * sends no body at all, as requests does.
 */
export async function pyRequest(method: string, url: string, opts: PyRequestOptions = {}): Promise<Response> {
  let target = url;
  if (opts.params && Object.keys(opts.params).length > 0) target += (url.includes('?') ? '&' : '?') + pyUrlencode(opts.params);
  const headers: Record<string, string> = { ...PY_HEADERS };
  let body: Buffer | string | undefined;
  if (opts.files) {
    const mp = pyMultipart(opts.data ?? {}, opts.files);
    body = mp.body;
    headers['Content-Type'] = mp.contentType;
  } else if (opts.data && Object.keys(opts.data).length > 0) {
    body = pyUrlencode(opts.data);
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
  } else if (opts.json !== undefined) {
    body = pyJsonDumps(opts.json);
    headers['Content-Type'] = 'application/json';
  }
  // Caller headers win, as a Content-Type set by hand does in requests.
  Object.assign(headers, opts.headers ?? {});
  return fetch(target, { method, headers, body });
}

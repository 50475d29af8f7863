import { randomBytes } from 'node:crypto';

/**
 * Hand-built multipart bodies. fetch's FormData percent-escapes CR, LF and quotes in file
 * names, so tests that need a raw control character (or a malformed body) on the wire build
 * the bytes themselves.
 */
export interface RawPart {
  name: string;
  /** Set for a file part; written verbatim (UTF-8) into the Content-Disposition header. */
  filename?: string;
  data: string | Buffer;
}

export function rawMultipart(parts: RawPart[]): { body: Buffer; contentType: string } {
  const boundary = `----ctxtest${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disp = p.filename === undefined ? `form-data; name="${p.name}"` : `form-data; name="${p.name}"; filename="${p.filename}"`;
    const type = p.filename === undefined ? '' : 'Content-Type: application/octet-stream\r\n';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disp}\r\n${type}\r\n`, 'utf8'));
    chunks.push(Buffer.isBuffer(p.data) ? p.data : Buffer.from(p.data, 'utf8'));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export async function postRaw(url: string, key: string | undefined, body: Buffer, contentType: string): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { ...(key ? { 'X-API-Key': key } : {}), 'Content-Type': contentType },
    body,
  });
}

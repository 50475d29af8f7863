import { createReadStream } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';

export type FileSource = { data: Buffer | string } | { localPath: string; size: number; onBytes?: (n: number) => void };

function quoteName(name: string): string {
  return name.replace(/[\r\n"]/g, (c) => encodeURIComponent(c));
}

/**
 * A multipart body generated on the fly: a local file is streamed, so memory stays flat whatever
 * its size (FormData + openAsBlob buffers, see the dependency probe). Its length is known up
 * front, so the server can refuse an oversized upload before reading it.
 */
export function multipartBody(fields: Record<string, string | undefined>, file?: { name: string; source: FileSource }): { body: Readable | Buffer; headers: Record<string, string> } {
  const boundary = `----ctx${randomBytes(12).toString('hex')}`;
  let head = '';
  for (const [k, v] of Object.entries(fields)) {
    if (v !== undefined) head += `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`;
  }
  const type = `multipart/form-data; boundary=${boundary}`;
  if (!file) {
    const body = Buffer.from(`${head}--${boundary}--\r\n`);
    return { body, headers: { 'content-type': type, 'content-length': String(body.length) } };
  }
  head += `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${quoteName(file.name)}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  const tail = `\r\n--${boundary}--\r\n`;
  const src = file.source;
  if ('data' in src) {
    const body = Buffer.concat([Buffer.from(head), Buffer.from(src.data), Buffer.from(tail)]);
    return { body, headers: { 'content-type': type, 'content-length': String(body.length) } };
  }
  async function* stream(local: { localPath: string; onBytes?: (n: number) => void }): AsyncGenerator<Buffer> {
    yield Buffer.from(head);
    for await (const chunk of createReadStream(local.localPath, { highWaterMark: 256 * 1024 })) {
      local.onBytes?.((chunk as Buffer).length);
      yield chunk as Buffer;
    }
    yield Buffer.from(tail);
  }
  const length = Buffer.byteLength(head) + src.size + Buffer.byteLength(tail);
  return { body: Readable.from(stream(src), { objectMode: false }), headers: { 'content-type': type, 'content-length': String(length) } };
}

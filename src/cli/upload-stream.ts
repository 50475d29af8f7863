import { createReadStream } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ApiClient } from './api-client.js';

export interface UploadReply {
  filename: string;
  path: string;
  renamed: boolean;
  file_id: string;
  timestamp: string;
}

/**
 * The stored file's full path. `path` is the directory it went to, ending with "/" (the hosted
 * service's clients build `path + filename`); servers that send the full path are read as is.
 */
export function uploadedPath(reply: UploadReply): string {
  return reply.path.endsWith('/') ? reply.path + reply.filename : reply.path;
}

function quoteName(name: string): string {
  return name.replace(/[\r\n"]/g, (c) => encodeURIComponent(c));
}

/**
 * POST /file/upload with a multipart body generated on the fly from the file stream, so the
 * client's memory stays flat whatever the file size (FormData + openAsBlob buffers, see the
 * dependency probe).
 */
export async function uploadFile(
  api: ApiClient,
  local: string,
  opts: { name: string; dir: string; size: number; onBytes?: (n: number) => void },
): Promise<UploadReply> {
  const boundary = `----ctx${randomBytes(12).toString('hex')}`;
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="path"\r\n\r\n${opts.dir}\r\n` +
    `--${boundary}\r\nContent-Disposition: form-data; name="sub_user_name"\r\n\r\n${api.subUser}\r\n` +
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${quoteName(opts.name)}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  const tail = `\r\n--${boundary}--\r\n`;
  const onBytes = opts.onBytes;
  async function* body(): AsyncGenerator<Buffer> {
    yield Buffer.from(head);
    for await (const chunk of createReadStream(local, { highWaterMark: 256 * 1024 })) {
      onBytes?.((chunk as Buffer).length);
      yield chunk as Buffer;
    }
    yield Buffer.from(tail);
  }
  const length = Buffer.byteLength(head) + opts.size + Buffer.byteLength(tail);
  const res = await api.raw('POST', '/file/upload', {
    body: Readable.from(body(), { objectMode: false }),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(length) },
  });
  return api.json<UploadReply>(res);
}

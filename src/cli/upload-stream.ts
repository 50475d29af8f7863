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

/**
 * POST /file/upload through the typed client, which streams the file into a multipart body
 * generated on the fly, so the client's memory stays flat whatever the file size.
 */
export async function uploadFile(
  api: ApiClient,
  local: string,
  opts: { name: string; dir: string; size: number; onBytes?: (n: number) => void },
): Promise<UploadReply> {
  return api.call((c) => c.upload(opts.dir, opts.name, { localPath: local, size: opts.size, onBytes: opts.onBytes }));
}

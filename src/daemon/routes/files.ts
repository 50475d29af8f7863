import type {} from '@fastify/multipart';
import { createReadStream } from 'node:fs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CtxError, notFound } from '../../core/errors.js';
import type { Entry } from '../../core/store/entries.js';
import { normalizePath } from '../../core/files/vpath.js';
import { FileService } from '../../core/files/service.js';
import type { StoredBlob } from '../../core/files/blobs.js';
import { BlobTooLargeError } from '../../core/files/blobs.js';
import { preferredThumbnailFormat, thumbnailFor } from '../../core/files/thumbnail.js';
import type { AppContext } from '../context.js';
import { parse } from '../validate.js';
import * as R from '../../api/responses.js';
import type { RouteDoc } from '../openapi/route-doc.js';
import { boolText, defaultSubUser, intText, pathText } from '../schemas.js';

const createDirSchema = z.object({ path: pathText.default('/'), sub_user_name: defaultSubUser });
const listSchema = z.object({
  path: pathText.default('/'),
  sub_user_name: defaultSubUser,
  recursive: boolText.default(true),
  version: z.string().max(100).optional(),
});
const idQuery = z.object({ file_id: z.string().min(1, 'is required').max(200), sub_user_name: defaultSubUser });
const idParams = z.object({ file_id: z.string().min(1).max(200) });
const subUserQuery = z.object({ sub_user_name: defaultSubUser });
const moveSchema = z.object({ src: pathText.min(1, 'is required'), dest: pathText.min(1, 'is required'), sub_user_name: defaultSubUser });
const thumbSchema = idQuery.extend({ max_size: intText(1, 4096).default(200) });
const rawQuery = z.object({ expires: intText(0, Number.MAX_SAFE_INTEGER), sig: z.string() });
const uploadFields = z.object({ path: pathText.default('/'), sub_user_name: defaultSubUser });
/** Room for an upload's text fields (20 of up to 64 KiB) and multipart framing. */
const UPLOAD_FORM_OVERHEAD = 2 * 1024 * 1024;

export function entryRecord(e: Entry) {
  return {
    is_dir: e.is_dir === 1,
    name: e.name,
    path: e.path,
    file_id: e.file_id,
    size: e.size,
    status: e.status,
    created_at: e.created_at,
    sha256: e.sha256,
    ...(e.status === 'FAILED' ? { error: e.error } : {}),
    ...(e.note ? { note: e.note } : {}),
  };
}

/**
 * A second file part or too many fields is a malformed upload (400), not a large one: the
 * global mapping would call these limits 413.
 */
function uploadShapeError(err: unknown): unknown {
  const code = (err as { code?: string } | null)?.code;
  if (code === 'FST_FILES_LIMIT') return new CtxError('INVALID_PARAMETERS', 'send exactly one file per upload request, in the "file" part');
  if (code === 'FST_FIELDS_LIMIT') return new CtxError('INVALID_PARAMETERS', 'too many form fields; an upload takes file, path and sub_user_name');
  return err;
}

/** /file/*: directories, upload, download, move, delete, thumbnails, status. */
export function registerFileRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { store, files } = ctx;

  const findFile = (req: FastifyRequest, fileId: string, subUser: string): Entry => {
    const e = files.resolveId(req.auth.accountId, fileId, subUser);
    if (!e) throw notFound(`file ${fileId} not found`);
    return e;
  };

  app.post('/file/create_dir', async (req) => {
    const body = parse(createDirSchema, req.body);
    const r = files.createDir(req.auth.accountId, body.sub_user_name, body.path);
    return { message: r.created ? `directory ${r.path} created` : `directory ${r.path} already exists` };
  });

  app.get('/file/list', async (req) => {
    const q = parse(listSchema, req.query);
    const dir = normalizePath(q.path);
    const su = store.subUsers.find(req.auth.accountId, q.sub_user_name);
    files.requireDir(su?.id, dir);
    const items = su ? store.entries.list(su.id, dir, q.recursive) : [];
    const tree: Record<string, Record<string, { file_id: string; is_dir: boolean }>> = { [dir]: {} };
    for (const e of su ? store.entries.list(su.id, dir, true) : []) {
      if (!q.recursive && e.parent !== dir) continue;
      (tree[e.parent] ??= {})[e.name] = { file_id: e.file_id, is_dir: e.is_dir === 1 };
      if (e.is_dir && q.recursive) tree[e.path] ??= {};
    }
    const version = su ? store.entries.version(su.id, dir) : '0.0';
    return { items: items.map(entryRecord), tree, version, need_refresh_file: q.version !== version };
  });

  // The declared body may exceed the file limit by the form's other fields and boundaries.
  app.post('/file/upload', { bodyLimit: ctx.cfg.max_upload_bytes + UPLOAD_FORM_OVERHEAD, config: { ownMultipart: true } }, async (req) => {
    if (!req.isMultipart()) throw new CtxError('INVALID_PARAMETERS', 'upload must be multipart/form-data with a "file" part');
    const fields: Record<string, string> = {};
    let received: { blob: StoredBlob; name: string } | undefined;
    try {
      // preservePath: busboy would otherwise cut "../x.txt" down to "x.txt" and store the file
      // under a name the caller never wrote; checkUploadName rejects such names instead.
      const parts = req.parts({ preservePath: true, limits: { files: 1, fields: 20, fieldSize: 64 * 1024, fileSize: ctx.cfg.max_upload_bytes } });
      for await (const part of parts) {
        if (part.type === 'field') {
          fields[part.fieldname] = String(part.value);
          continue;
        }
        if (part.fieldname !== 'file') {
          part.file.resume();
          throw new CtxError('INVALID_PARAMETERS', `unexpected file field "${part.fieldname}"; send the file as "file"`);
        }
        let name: string;
        try {
          ({ name } = FileService.checkUploadName(part.filename ?? ''));
        } catch (err) {
          part.file.resume();
          throw err;
        }
        received = { blob: await files.receive(part.file, ctx.cfg.max_upload_bytes), name };
      }
      if (!received) throw new CtxError('INVALID_PARAMETERS', 'file: is required');
      const f = parse(uploadFields, fields);
      const { blob, name } = received;
      received = undefined;
      return await files.commit(req.auth.accountId, f.sub_user_name, f.path, name, blob);
    } catch (err) {
      if (received) await files.discard(received.blob);
      if (err instanceof BlobTooLargeError) throw new CtxError('PAYLOAD_TOO_LARGE', err.message);
      throw uploadShapeError(err);
    }
  });

  app.get('/file/download', async (req) => {
    const q = parse(idQuery, req.query);
    const e = findFile(req, q.file_id, q.sub_user_name);
    if (e.is_dir) throw new CtxError('INVALID_PARAMETERS', `${e.path} is a directory; only files can be downloaded`);
    const { expires, sig } = ctx.signer.sign(e.file_id);
    const base = `${req.protocol}://${req.headers.host ?? `${ctx.cfg.host}:${ctx.cfg.port}`}`;
    return { url: `${base}/file/raw/${encodeURIComponent(e.file_id)}?expires=${expires}&sig=${sig}`, name: e.name, file_type: e.mime, file_id: e.file_id };
  });

  app.get('/file/raw/:file_id', { config: { auth: false } }, async (req, reply) => {
    const { file_id } = parse(idParams, req.params);
    const q = parse(rawQuery, req.query);
    const verdict = ctx.signer.verify(file_id, q.expires, q.sig);
    if (verdict !== 'ok') throw new CtxError('FORBIDDEN', verdict === 'expired' ? 'the download link has expired; request a new one' : 'the download link is invalid');
    const e = store.entries.byIdUnscoped(file_id);
    if (!e || !e.sha256) throw notFound(`file ${file_id} not found`);
    const disposition = `attachment; filename="${e.name.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(e.name)}`;
    return reply
      .type(e.mime ?? 'application/octet-stream')
      .header('Content-Length', e.size)
      .header('Content-Disposition', disposition)
      // Stored web pages are served as text/html: never sniffed, never run as this origin's page.
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', 'sandbox')
      .send(createReadStream(await ctx.blobs.localPath(e.sha256)));
  });

  app.delete('/file/delete/:file_id', async (req) => {
    const { file_id } = parse(idParams, req.params);
    const q = parse(subUserQuery, req.query);
    const e = findFile(req, file_id, q.sub_user_name);
    const removed = await files.delete(e);
    const n = removed.length;
    return { message: e.is_dir ? `deleted directory ${e.path} (${n} entr${n === 1 ? 'y' : 'ies'})` : `deleted ${e.path}` };
  });

  app.post('/file/move', async (req) => {
    const body = parse(moveSchema, req.body);
    const moves = files.move(req.auth.accountId, body.sub_user_name, body.src, body.dest);
    const [first] = moves;
    return { message: `moved ${first?.[0]} to ${first?.[1]}${moves.length > 1 ? ` (${moves.length} entries)` : ''}`, file_moves: moves };
  });

  app.get('/file/thumbnail', async (req, reply) => {
    const q = parse(thumbSchema, req.query);
    const e = findFile(req, q.file_id, q.sub_user_name);
    const t = await thumbnailFor(ctx.blobs, e, q.max_size, preferredThumbnailFormat(req.headers.accept));
    return reply.type(t.mime).header('Cache-Control', 'private, max-age=3600').header('Vary', 'Accept').send(t.data);
  });

  app.get('/file/status/:file_id', async (req) => {
    const { file_id } = parse(idParams, req.params);
    const q = parse(subUserQuery, req.query);
    const e = files.resolveId(req.auth.accountId, file_id, q.sub_user_name);
    if (!e) return { file_id, status: 'UNKNOWN' };
    return { file_id, status: e.status, ...(e.status === 'FAILED' ? { error: e.error } : {}), ...(e.note ? { note: e.note } : {}) };
  });
}

/** The upload form as documented: the fields parse() checks, and the file part read before them. */
const uploadForm = uploadFields.extend({ file: z.string().meta({ format: 'binary' }).describe('the file; its name is the stored name') });

export const fileDocs: RouteDoc[] = [
  { method: 'post', path: '/file/create_dir', tag: 'Files', summary: 'Create a directory (and its parents)', body: createDirSchema, response: R.message, errors: [400, 409] },
  { method: 'get', path: '/file/list', tag: 'Files', summary: 'List a directory', description: '`version` changes whenever anything under the path changes; send the last one back to learn whether to refresh.', query: listSchema, response: R.listing, errors: [400, 404] },
  { method: 'post', path: '/file/upload', tag: 'Files', summary: 'Upload one file; it is processed in the background (poll /file/status)', body: uploadForm, encodings: ['multipart'], response: R.uploadReply, errors: [400, 413, 507] },
  { method: 'get', path: '/file/download', tag: 'Files', summary: "A signed link to a file's bytes", query: idQuery, response: R.downloadLink, errors: [400, 404] },
  { method: 'get', path: '/file/raw/{file_id}', tag: 'Files', summary: 'The bytes behind a signed link (no key)', auth: false, params: idParams, query: rawQuery, binary: ['application/octet-stream'], errors: [400, 403, 404] },
  { method: 'delete', path: '/file/delete/{file_id}', tag: 'Files', summary: 'Delete a file or a directory with everything in it', params: idParams, query: subUserQuery, response: R.message, errors: [404] },
  { method: 'post', path: '/file/move', tag: 'Files', summary: 'Move or rename (dest is the new full path)', body: moveSchema, response: R.moveReply, errors: [400, 404, 409] },
  { method: 'get', path: '/file/thumbnail', tag: 'Files', summary: 'A thumbnail (JPEG, or PNG when Accept prefers it)', query: thumbSchema, binary: ['image/jpeg', 'image/png'], errors: [400, 404] },
  { method: 'get', path: '/file/status/{file_id}', tag: 'Files', summary: "A file's processing status", params: idParams, query: subUserQuery, response: R.fileStatus, errors: [400] },
];

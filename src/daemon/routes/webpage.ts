import type {} from '@fastify/multipart';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CtxError } from '../../core/errors.js';
import { FileService } from '../../core/files/service.js';
import { normalizePath } from '../../core/files/vpath.js';
import { savedPage } from '../../core/ingest/html-source.js';
import { checkUrl, fetchPage } from '../../core/web/fetch-page.js';
import { pageFileName } from '../../core/web/page-name.js';
import { Slots } from '../../core/web/slots.js';
import type { AppContext } from '../context.js';
import { defaultSubUser, pathText } from '../schemas.js';
import { parse } from '../validate.js';
import { readMultipartFields } from '../form-fields.js';
import * as R from '../../api/responses.js';
import type { RouteDoc } from '../openapi/route-doc.js';

/**
 * Room for the optional base64 `screenshot` clients may send (it is accepted and not kept):
 * without it the 1 MiB form limit would turn such a request into a 413.
 */
const BODY_LIMIT = 32 * 1024 * 1024;
/** Pages fetched at once; further requests wait for a slot. */
const FETCH_SLOTS = 4;

/** An empty text field counts as not sent: form clients send `name=` for "no name". */
const omittedIfEmpty = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

export const fieldsSchema = z.object({
  url: z.string().min(1, 'is required').max(8192, 'is longer than 8192 characters'),
  path: z.preprocess(omittedIfEmpty, pathText.default('/web')),
  name: z.preprocess(omittedIfEmpty, z.string().trim().max(255, 'is longer than 255 characters').optional()),
  screenshot: z.string().optional(),
  sub_user_name: defaultSubUser,
});

/** The text fields of a url-encoded or multipart form; other keys (build_memory…) pass and are ignored. */
async function readFields(req: FastifyRequest): Promise<Record<string, unknown>> {
  if (!req.isMultipart()) {
    if (req.body && typeof req.body === 'object') return req.body as Record<string, unknown>;
    throw new CtxError('INVALID_PARAMETERS', 'send the fields as application/x-www-form-urlencoded or multipart/form-data');
  }
  return readMultipartFields(req, undefined, BODY_LIMIT);
}

/** POST /webpage/add: fetches a page now (bounded), stores it as an .html file, processes it like an upload. */
export function registerWebpageRoutes(app: FastifyInstance, ctx: AppContext): void {
  const slots = new Slots(FETCH_SLOTS);
  const w = ctx.cfg.webpage;
  const limits = {
    allowPrivate: w.allow_private,
    timeoutMs: w.timeout_ms,
    maxBytes: w.max_bytes,
    maxRedirects: w.max_redirects,
    userAgent: `Mozilla/5.0 (compatible; ctx/${ctx.version}; +local context service)`,
  };

  app.post('/webpage/add', { bodyLimit: BODY_LIMIT, config: { ownMultipart: true } }, async (req) => {
    const f = parse(fieldsSchema, await readFields(req));
    // Everything the caller got wrong fails before the network is touched.
    const url = checkUrl(f.url);
    const dir = normalizePath(f.path);
    if (f.name !== undefined) FileService.checkUploadName(pageFileName(f.name, '', url));

    const page = await slots.run(() => fetchPage(url.href, limits));
    const { name } = FileService.checkUploadName(pageFileName(f.name, page.html, new URL(page.url)));
    const bytes = savedPage(page.url, page.html);
    const blob = await ctx.files.receive(Readable.from([bytes]), bytes.length);
    const r = await ctx.files.commit(req.auth.accountId, f.sub_user_name, dir, name, blob);
    return {
      filename: r.filename,
      // The directory the page was stored in, as the upload reply gives it.
      path: dir === '/' ? '/' : `${dir}/`,
      file_id: r.file_id,
      timestamp: r.timestamp,
      url: page.url,
      status: 'PENDING',
    };
  });
}

export const webpageDocs: RouteDoc[] = [
  { method: 'post', path: '/webpage/add', tag: 'Files', summary: 'Fetch a web page now and store it as an .html file (processed like an upload)', body: fieldsSchema, encodings: ['form', 'multipart'], response: R.webpageReply, errors: [400, 413, 422] },
];

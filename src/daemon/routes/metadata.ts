import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CtxError } from '../../core/errors.js';
import type { Entry } from '../../core/store/entries.js';
import type { MetadataRecord } from '../../core/store/metadata.js';
import { normalizePath } from '../../core/files/vpath.js';
import type { AppContext } from '../context.js';
import { fileInfo } from '../records.js';
import { parse } from '../validate.js';
import { defaultSubUser, intText } from '../schemas.js';
import * as R from '../../api/responses.js';
import type { RouteDoc } from '../openapi/route-doc.js';

const suQuery = z.object({ sub_user_name: defaultSubUser });
const idParams = z.object({ file_id: z.string().min(1).max(200) });

const ISO_TEXT = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?(?:Z|[+-](\d{2}):?(\d{2}))?$/;

/** True when the text is ISO 8601 in form and names a real instant (no 13th month, no 25:00). */
export function isValidIso(s: string): boolean {
  const m = ISO_TEXT.exec(s);
  if (!m) return false;
  const [, y, mo, d, h = '0', mi = '0', sec = '0', oh = '0', om = '0'] = m;
  const month = Number(mo);
  if (month < 1 || month > 12) return false;
  const daysInMonth = new Date(Date.UTC(Number(y), month, 0)).getUTCDate();
  if (Number(d) < 1 || Number(d) > daysInMonth) return false;
  if (Number(h) > 23 || Number(mi) > 59 || Number(sec) > 59) return false;
  if (Number(oh) > 23 || Number(om) > 59) return false;
  // A date-only zone ("2024-01-01Z") is not ISO 8601.
  return m[4] !== undefined || !/(?:Z|[+-]\d{2}:?\d{2})$/.test(s.slice(10));
}

/** ISO 8601 date or datetime; compared with the zone-less event times (see DECISIONS.md). */
const isoText = z
  .string()
  .trim()
  .refine(isValidIso, 'must be an ISO 8601 date or datetime, such as 2024-03-01 or 2024-03-01T09:30:00Z')
  .transform(toNaive);

export const eventsQuery = z.object({
  sub_user_name: defaultSubUser,
  limit: intText(1, 1000).default(10),
  start_time: isoText.optional(),
  end_time: isoText.optional(),
});

/** "2024-03-01" -> "2024-03-01T00:00:00"; a zoned time is converted to UTC and the zone dropped. */
export function toNaive(s: string): string {
  const t = s.replace(' ', 'T');
  if (/^\d{4}-\d{2}-\d{2}$/.test(t)) return `${t}T00:00:00`;
  if (/(?:Z|[+-]\d{2}:?\d{2})$/.test(t)) return new Date(t).toISOString().slice(0, 19);
  return t.length === 16 ? `${t}:00` : t;
}

/** /metadata/*: per-file metadata (shape B errors), profile and events (shape C errors). */
export function registerMetadataRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { store } = ctx;

  /**
   * The metadata of a processed file, sent as `render` makes it. A FAILED file answers 404 whose
   * shape-B error is the failure reason itself (DESIGN.md).
   */
  const withMetadata = (reply: FastifyReply, e: Entry | undefined, what: string, render: (e: Entry, m: MetadataRecord) => unknown) => {
    if (!e || e.is_dir) throw new CtxError('NOT_FOUND', `${what} not found`);
    if (e.status === 'PENDING') throw new CtxError('METADATA_NOT_READY', `${e.path} is still being processed; poll /file/status/${e.file_id}`);
    if (e.status === 'FAILED') return reply.code(404).send({ message: `${e.path} failed processing and has no metadata`, error: e.error ?? 'processing failed' });
    const m = store.metadata.get(e.file_id);
    if (!m) throw new CtxError('METADATA_NOT_READY', `${e.path} has no metadata yet`);
    return render(e, m);
  };
  const recordOnly = (_e: Entry, m: MetadataRecord) => m;

  const byId = (req: FastifyRequest) => {
    const { file_id } = parse(idParams, req.params);
    const { sub_user_name } = parse(suQuery, req.query);
    const su = store.subUsers.find(req.auth.accountId, sub_user_name);
    return { entry: su && store.entries.byId(su.id, file_id), what: `file ${file_id}` };
  };

  app.get('/metadata/search_by_id/:file_id', { config: { shape: 'B' } }, async (req, reply) => {
    const { entry, what } = byId(req);
    return withMetadata(reply, entry, what, recordOnly);
  });

  // Without an id the route below would look for a file named "search_by_id".
  app.get('/metadata/search_by_id', { config: { shape: 'B' } }, async () => {
    throw new CtxError('INVALID_PARAMETERS', 'file_id is required');
  });

  // The hosted service's GET /metadata/{file_id}: the file beside its record. The router tries
  // static segments first, so search_by_id, search_by_path and get_user_* never land here.
  app.get('/metadata/:file_id', { config: { shape: 'B' } }, async (req, reply) => {
    const { entry, what } = byId(req);
    return withMetadata(reply, entry, what, (e, m) => ({ file_info: fileInfo(e), metadata: m }));
  });

  // The wildcard route below needs at least one character; an empty path is a bad path, not an unknown route.
  app.get('/metadata/search_by_path', { config: { shape: 'B' } }, async () => {
    throw new CtxError('INVALID_PATH', 'file_path is required');
  });

  app.get('/metadata/search_by_path/*', { config: { shape: 'B' } }, async (req, reply) => {
    const { sub_user_name } = parse(suQuery, req.query);
    // Read the raw URL: the path may arrive with %2F-encoded slashes or literal ones (Python's
    // quote(path, safe="/") makes ".../search_by_path//docs/a%20b.pdf/"). The router ignores
    // doubled slashes, so the prefix may carry them too (a base URL ending in "/").
    const rawPath = req.url.split('?')[0]!.replace(/^\/+metadata\/+search_by_path(?:\/|$)/, '');
    let decoded: string;
    try {
      decoded = decodeURIComponent(rawPath.replace(/\/$/, ''));
    } catch {
      throw new CtxError('INVALID_PATH', 'file_path is not valid URL encoding');
    }
    if (!decoded) throw new CtxError('INVALID_PATH', 'file_path is required');
    const path = normalizePath(decoded.startsWith('/') ? decoded : `/${decoded}`);
    const su = store.subUsers.find(req.auth.accountId, sub_user_name);
    return withMetadata(reply, su && store.entries.byPath(su.id, path), `path ${path}`, recordOnly);
  });

  app.get('/metadata/get_user_profile', { config: { shape: 'C' } }, async (req) => {
    const { sub_user_name } = parse(suQuery, req.query);
    const su = store.subUsers.find(req.auth.accountId, sub_user_name);
    if (!su) throw new CtxError('USER_NOT_FOUND', `sub-user "${sub_user_name}" not found`);
    return store.memory.profile(su.id);
  });

  app.get('/metadata/get_user_event', { config: { shape: 'C' } }, async (req) => {
    const q = parse(eventsQuery, req.query);
    if (q.start_time && q.end_time && q.start_time > q.end_time) throw new CtxError('INVALID_PARAMETERS', 'start_time is after end_time');
    const su = store.subUsers.find(req.auth.accountId, q.sub_user_name);
    if (!su) throw new CtxError('USER_NOT_FOUND', `sub-user "${q.sub_user_name}" not found`);
    return store.memory.events(su.id, { limit: q.limit, start: q.start_time, end: q.end_time });
  });
}

const pathParams = z.object({ file_path: z.string().describe('the file path, URL-encoded (slashes may stay literal)') });

export const metadataDocs: RouteDoc[] = [
  { method: 'get', path: '/metadata/search_by_id/{file_id}', tag: 'Metadata', shape: 'B', summary: "A processed file's metadata, by id", params: idParams, query: suQuery, response: R.metadataRecord, errors: [404] },
  { method: 'get', path: '/metadata/search_by_id', tag: 'Metadata', shape: 'B', summary: 'Without a file id: always 400', query: suQuery, errors: [400] },
  { method: 'get', path: '/metadata/{file_id}', tag: 'Compatibility', compat: true, shape: 'B', summary: "The hosted service's GET /metadata/{file_id}: the file beside its metadata", params: idParams, query: suQuery, response: R.metadataWithFile, errors: [404] },
  { method: 'get', path: '/metadata/search_by_path', tag: 'Metadata', shape: 'B', summary: 'Without a path: always 400', query: suQuery, errors: [400] },
  { method: 'get', path: '/metadata/search_by_path/{file_path}', tag: 'Metadata', shape: 'B', summary: "A processed file's metadata, by path", params: pathParams, query: suQuery, response: R.metadataRecord, errors: [400, 404] },
  { method: 'get', path: '/metadata/get_user_profile', tag: 'Metadata', shape: 'C', summary: "The sub-user's profile, learned from their files", query: suQuery, response: R.profile, errors: [404] },
  { method: 'get', path: '/metadata/get_user_event', tag: 'Metadata', shape: 'C', summary: "Events from the sub-user's files, most recent first", query: eventsQuery, response: R.events, errors: [400, 404] },
];

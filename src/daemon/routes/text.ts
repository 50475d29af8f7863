import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CtxError } from '../../core/errors.js';
import { normalizePath } from '../../core/files/vpath.js';
import { segmentsOf, selectSegments } from '../../core/files/extracted-text.js';
import * as R from '../../api/responses.js';
import type { AppContext } from '../context.js';
import type { RouteDoc } from '../openapi/route-doc.js';
import { defaultSubUser, intText, pathText } from '../schemas.js';
import { parse } from '../validate.js';

export const textQuery = z.object({
  path: pathText.optional().describe('the file, e.g. /docs/report.pdf (or give file_id)'),
  file_id: z.string().min(1).max(200).optional(),
  locator: z.string().max(1000).optional().describe('#page=3, #line=40, #slide=2, #sheet=NAME&row=N, #sheet=NAME&chart=N, #paragraph=N or #t=HH:MM:SS'),
  max_chars: intText(1, 1_000_000).default(20_000).describe('the text is cut here (truncated: true)'),
  sub_user_name: defaultSubUser,
});

export const textDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/file/text',
    tag: 'Files',
    summary: "A processed file's extracted text, or the part a reference's locator points at",
    description: 'The segments of text ctx extracted (one per page, paragraph, slide, row or transcript piece). A fact\'s reference `path#locator` from /ai/query splits into `path` and `locator`.',
    query: textQuery,
    response: R.fileText,
    errors: [400, 404],
  },
];

/** GET /file/text: what ctx read from a file, whole or at a locator. */
export function registerTextRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { store } = ctx;
  app.get('/file/text', async (req) => {
    const q = parse(textQuery, req.query);
    if (!q.path && !q.file_id) throw new CtxError('INVALID_PARAMETERS', 'path or file_id is required');
    const su = store.subUsers.find(req.auth.accountId, q.sub_user_name);
    const e = su && (q.file_id ? store.entries.byId(su.id, q.file_id) : store.entries.byPath(su.id, normalizePath(q.path!)));
    if (!e) throw new CtxError('NOT_FOUND', `${q.file_id ? `file ${q.file_id}` : normalizePath(q.path!)} not found`);
    if (e.is_dir) throw new CtxError('INVALID_PARAMETERS', `${e.path} is a directory; list it instead`);
    if (e.status === 'PENDING') throw new CtxError('METADATA_NOT_READY', `${e.path} is still being processed; try again in a moment`);
    if (e.status === 'FAILED') throw new CtxError('NOT_FOUND', `${e.path} failed processing and has no text: ${e.error ?? 'unknown reason'}`);
    const all = segmentsOf(store.chunks.forFile(e.file_id));
    const segments = q.locator ? selectSegments(all, q.locator, e.path) : all;
    // Segments are sent up to max_chars too (the last one cut), so a large file stays one bounded reply.
    const kept: typeof segments = [];
    let room = q.max_chars;
    for (const s of segments) {
      if (room <= 0) break;
      kept.push(s.text.length <= room ? s : { locator: s.locator, text: s.text.slice(0, room) });
      room -= s.text.length + 2;
    }
    return {
      file_id: e.file_id,
      path: e.path,
      status: e.status,
      locator: q.locator ?? null,
      segments: kept,
      text: kept.map((s) => s.text).join('\n\n'),
      truncated: kept.length < segments.length || kept[kept.length - 1]?.text !== segments[kept.length - 1]?.text,
    };
  });
}

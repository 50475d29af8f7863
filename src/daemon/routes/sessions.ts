import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CtxError } from '../../core/errors.js';
import type { MessageRow } from '../../core/store/sessions.js';
import type { AppContext } from '../context.js';
import { parse } from '../validate.js';
import { defaultSubUser } from '../schemas.js';

const suQuery = z.object({ sub_user_name: defaultSubUser });
const suidParams = z.object({ suid: z.string().min(1).max(200) });
const cuidParams = z.object({ cuid: z.string().min(1).max(200) });

/**
 * sub_user_name of a POST: from the query string or from the (form or JSON) body, like every
 * other POST of the API takes its fields. Two different names are a contradiction, not a choice.
 */
function subUserInput(query: unknown, body: unknown): { sub_user_name?: unknown } {
  const fromQuery = (query as { sub_user_name?: unknown } | undefined)?.sub_user_name;
  const fromBody = body && typeof body === 'object' ? (body as { sub_user_name?: unknown }).sub_user_name : undefined;
  if (fromQuery !== undefined && fromBody !== undefined && fromQuery !== fromBody) {
    throw new CtxError('INVALID_PARAMETERS', 'sub_user_name: the query string and the body name different sub-users');
  }
  return { sub_user_name: fromQuery ?? fromBody };
}

function messageRecord(m: MessageRow) {
  return { cuid: m.cuid, role: m.role, content: m.content, searched_files: m.searched_files, feedback: m.feedback, created_at: m.created_at };
}

/** Session histories and message feedback (the operations DESIGN.md names). */
export function registerSessionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { sessions, subUsers } = ctx.store;

  const subUserId = (accountId: number, query: unknown): number | undefined => {
    const q = parse(suQuery, query);
    return subUsers.find(accountId, q.sub_user_name)?.id;
  };

  const findMessage = (accountId: number, query: unknown, params: unknown, body?: unknown): MessageRow => {
    const { cuid } = parse(cuidParams, params);
    const id = subUserId(accountId, subUserInput(query, body));
    const m = id === undefined ? undefined : sessions.message(id, cuid);
    if (!m) throw new CtxError('NOT_FOUND', `message ${cuid} not found`);
    return m;
  };

  app.get('/ai/sessions', async (req) => {
    const id = subUserId(req.auth.accountId, req.query);
    const items = id === undefined ? [] : sessions.list(id);
    return {
      success: true,
      sessions: items.map((s) => ({ suid: s.suid, title: s.title, created_at: s.created_at, updated_at: s.updated_at, message_count: s.message_count })),
    };
  });

  app.get('/ai/sessions/:suid/messages', async (req) => {
    const { suid } = parse(suidParams, req.params);
    const id = subUserId(req.auth.accountId, req.query);
    const s = id === undefined ? undefined : sessions.get(id, suid);
    if (!s) throw new CtxError('NOT_FOUND', `session ${suid} not found`);
    return { success: true, suid, title: s.title, messages: sessions.messages(suid).map(messageRecord) };
  });

  app.delete('/ai/sessions/:suid', async (req) => {
    const { suid } = parse(suidParams, req.params);
    const id = subUserId(req.auth.accountId, req.query);
    if (id === undefined || !sessions.delete(id, suid)) throw new CtxError('NOT_FOUND', `session ${suid} not found`);
    return { success: true, message: `session ${suid} deleted` };
  });

  const feedback = (value: 'like' | 'dislike') => async (req: { auth: { accountId: number }; query: unknown; params: unknown; body: unknown }) => {
    const m = findMessage(req.auth.accountId, req.query, req.params, req.body);
    if (m.role !== 'assistant') throw new CtxError('INVALID_PARAMETERS', 'only assistant messages take feedback');
    sessions.setFeedback(m.cuid, value);
    return { success: true, cuid: m.cuid, feedback: value };
  };
  app.post('/ai/messages/:cuid/like', feedback('like'));
  app.post('/ai/messages/:cuid/dislike', feedback('dislike'));

  app.get('/ai/messages/:cuid/feedback', async (req) => {
    const m = findMessage(req.auth.accountId, req.query, req.params);
    return { success: true, cuid: m.cuid, feedback: m.feedback };
  });

  app.delete('/ai/messages/:cuid/feedback', async (req) => {
    const m = findMessage(req.auth.accountId, req.query, req.params);
    sessions.setFeedback(m.cuid, null);
    return { success: true, cuid: m.cuid, feedback: null };
  });
}

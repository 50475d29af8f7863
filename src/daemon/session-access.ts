import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CtxError } from '../core/errors.js';
import type { Store } from '../core/store/index.js';
import type { MessageRow, SessionRow } from '../core/store/sessions.js';
import { defaultSubUser } from './schemas.js';
import { parse } from './validate.js';

export type FeedbackType = 'like' | 'dislike';

export const suInput = z.object({ sub_user_name: defaultSubUser });
export const suidParams = z.object({ suid: z.string().min(1).max(200) });
export const cuidParams = z.object({ cuid: z.string().min(1).max(200) });

/**
 * sub_user_name of a request: from the query string or from the (form or JSON) body, like every
 * other POST of the API takes its fields. Two different names are a contradiction, not a choice.
 */
function subUserName(req: FastifyRequest): string {
  const fromQuery = (req.query as { sub_user_name?: unknown } | undefined)?.sub_user_name;
  const body = req.body;
  const fromBody = body && typeof body === 'object' ? (body as { sub_user_name?: unknown }).sub_user_name : undefined;
  if (fromQuery !== undefined && fromBody !== undefined && fromQuery !== fromBody) {
    throw new CtxError('INVALID_PARAMETERS', 'sub_user_name: the query string and the body name different sub-users');
  }
  return parse(suInput, { sub_user_name: fromQuery ?? fromBody }).sub_user_name;
}

/**
 * Sessions and message feedback as a request may see them: scoped by the caller's account and
 * sub-user, and 404 for whatever lies outside that scope. Both ctx's routes (/ai/sessions…,
 * /ai/messages…) and the hosted service's (/history…, /feedback…, /ai/like…) go through here.
 */
export class SessionAccess {
  constructor(private readonly store: Store) {}

  /** The sub-user's id; undefined when the name was never used, so it owns nothing. */
  private subUserId(req: FastifyRequest): number | undefined {
    return this.store.subUsers.find(req.auth.accountId, subUserName(req))?.id;
  }

  list(req: FastifyRequest): Array<SessionRow & { message_count: number }> {
    const id = this.subUserId(req);
    return id === undefined ? [] : this.store.sessions.list(id);
  }

  /** The session named by the :suid route parameter, with its messages in order. */
  session(req: FastifyRequest): { session: SessionRow; messages: MessageRow[] } {
    const { suid } = parse(suidParams, req.params);
    const id = this.subUserId(req);
    const session = id === undefined ? undefined : this.store.sessions.get(id, suid);
    if (!session) throw new CtxError('NOT_FOUND', `session ${suid} not found`);
    return { session, messages: this.store.sessions.messages(suid) };
  }

  /** Deletes the session named by :suid with its messages; returns its suid. */
  deleteSession(req: FastifyRequest): string {
    const { suid } = parse(suidParams, req.params);
    const id = this.subUserId(req);
    if (id === undefined || !this.store.sessions.delete(id, suid)) throw new CtxError('NOT_FOUND', `session ${suid} not found`);
    return suid;
  }

  /** The message named by cuid (default: the :cuid route parameter). */
  message(req: FastifyRequest, cuid = parse(cuidParams, req.params).cuid): MessageRow {
    const id = this.subUserId(req);
    const m = id === undefined ? undefined : this.store.sessions.message(id, cuid);
    if (!m) throw new CtxError('NOT_FOUND', `message ${cuid} not found`);
    return m;
  }

  /** Likes, dislikes (assistant messages only) or clears; returns the message as it now is. */
  setFeedback(req: FastifyRequest, value: FeedbackType | null, cuid?: string): MessageRow {
    const m = this.message(req, cuid);
    if (value && m.role !== 'assistant') throw new CtxError('INVALID_PARAMETERS', 'only assistant messages take feedback');
    const at = this.store.sessions.setFeedback(m.cuid, value);
    return { ...m, feedback: value, feedback_at: at };
  }

  /** The caller's messages among cuids, by cuid; others' and unknown ones are absent. */
  messagesIn(req: FastifyRequest, cuids: string[]): Map<string, MessageRow> {
    const id = this.subUserId(req);
    const rows = id === undefined ? [] : this.store.sessions.messagesIn(id, cuids);
    return new Map(rows.map((m) => [m.cuid, m]));
  }
}

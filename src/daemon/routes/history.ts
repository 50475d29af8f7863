import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CtxError } from '../../core/errors.js';
import type { MessageRow } from '../../core/store/sessions.js';
import type { AppContext } from '../context.js';
import { messageRecord } from '../records.js';
import { cuidParams, SessionAccess, suidParams, suInput, type FeedbackType } from '../session-access.js';
import * as R from '../../api/responses.js';
import type { RouteDoc } from '../openapi/route-doc.js';
import { parse } from '../validate.js';

const cuidText = z.string({ error: 'is required' }).min(1, 'is required').max(200);

const feedbackBody = z.object({
  cuid: cuidText,
  feedback_type: z.enum(['like', 'dislike'], { error: 'must be "like" or "dislike"' }),
});

/** JSON sends an array; a form sends one cuid per repeated field (a single one arrives as text). */
const batchBody = z.object({
  cuids: z.union([z.array(cuidText).max(1000, 'at most 1000 at a time'), cuidText.transform((c) => [c])], { error: 'is required (an array of cuids)' }),
});

/**
 * A message's feedback as /feedback… shows it. ctx keeps one time per feedback: a like that
 * replaces a dislike is a new feedback, so created_at and updated_at are the same (DECISIONS.md).
 */
function feedbackRecord(m: MessageRow) {
  return m.feedback ? { cuid: m.cuid, feedback_type: m.feedback, created_at: m.feedback_at, updated_at: m.feedback_at } : null;
}

/**
 * The hosted service's session and feedback routes (DESIGN.md, "Compatibility with the hosted
 * service's clients"): the same sessions and feedback as /ai/sessions… and /ai/messages…, in the
 * shapes its documentation shows. Errors use shape A like ctx's own session routes.
 */
export function registerHistoryRoutes(app: FastifyInstance, ctx: AppContext): void {
  const access = new SessionAccess(ctx.store);

  app.get('/history', async (req) => ({
    success: true,
    sessions: access.list(req).map((s) => ({ suid: s.suid, created_at: s.created_at, summary: s.title })),
  }));

  app.get('/history/:suid', async (req) => {
    const { session, messages } = access.session(req);
    return {
      success: true,
      session: { suid: session.suid, messages: messages.map(messageRecord), created_at: session.created_at, summary: session.title },
    };
  });

  app.delete('/history/delete/:suid', async (req) => {
    const suid = access.deleteSession(req);
    return { success: true, message: `session ${suid} deleted` };
  });

  // /feedback…: JSON or form bodies, feedback as {cuid, feedback_type, created_at, updated_at}.
  app.post('/feedback', async (req) => {
    const body = parse(feedbackBody, req.body);
    return { success: true, feedback: feedbackRecord(access.setFeedback(req, body.feedback_type, body.cuid)) };
  });

  app.post('/feedback/batch', async (req) => {
    const { cuids } = parse(batchBody, req.body);
    const found = access.messagesIn(req, cuids);
    const feedback: Record<string, ReturnType<typeof feedbackRecord>> = {};
    for (const cuid of cuids) {
      const m = found.get(cuid);
      feedback[cuid] = m ? feedbackRecord(m) : null;
    }
    return { success: true, feedback };
  });

  app.get('/feedback/:cuid', async (req) => {
    const m = access.message(req);
    const feedback = feedbackRecord(m);
    // The documented clients read a 404 as "no feedback".
    if (!feedback) throw new CtxError('NOT_FOUND', `message ${m.cuid} has no feedback`);
    return { success: true, feedback };
  });

  app.delete('/feedback/:cuid', async (req) => {
    const m = access.setFeedback(req, null);
    return { success: true, message: `feedback on ${m.cuid} removed` };
  });

  // /ai/like…, /ai/dislike…, /ai/feedback…: the OpenAPI's feedback operations.
  const react = (value: FeedbackType) => async (req: FastifyRequest) => {
    const m = access.setFeedback(req, value);
    return { success: true, message: `message ${value}d`, cuid: m.cuid };
  };
  app.post('/ai/like/:cuid', react('like'));
  app.post('/ai/dislike/:cuid', react('dislike'));

  app.get('/ai/feedback/:cuid', async (req) => {
    const m = access.message(req);
    return { success: true, cuid: m.cuid, feedback: { feedback_type: m.feedback, timestamp: m.feedback_at } };
  });

  app.delete('/ai/feedback/:cuid', async (req) => {
    const m = access.setFeedback(req, null);
    return { success: true, cuid: m.cuid, message: 'feedback removed' };
  });
}

const compat = (d: Omit<RouteDoc, 'tag' | 'compat'>): RouteDoc => ({ ...d, tag: 'Compatibility', compat: true });

/** The hosted service's session and feedback routes, in its shapes. */
export const historyDocs: RouteDoc[] = [
  compat({ method: 'get', path: '/history', summary: 'Sessions (hosted-service shape)', query: suInput, response: R.historyList }),
  compat({ method: 'get', path: '/history/{suid}', summary: 'A session with its messages (hosted-service shape)', params: suidParams, query: suInput, response: R.historySession, errors: [404] }),
  compat({ method: 'delete', path: '/history/delete/{suid}', summary: 'Delete a session', params: suidParams, query: suInput, response: R.successMessage, errors: [404] }),
  compat({ method: 'post', path: '/feedback', summary: 'Set feedback on an answer', body: feedbackBody.extend(suInput.shape), response: R.feedbackReply, errors: [400, 404] }),
  compat({ method: 'post', path: '/feedback/batch', summary: 'Feedback of many answers (null where none)', body: batchBody.extend(suInput.shape), encodings: ['json', 'form'], response: R.feedbackBatchReply, errors: [400] }),
  compat({ method: 'get', path: '/feedback/{cuid}', summary: "An answer's feedback (404 when none)", params: cuidParams, query: suInput, response: R.feedbackReply, errors: [404] }),
  compat({ method: 'delete', path: '/feedback/{cuid}', summary: "Remove an answer's feedback", params: cuidParams, query: suInput, response: R.successMessage, errors: [404] }),
  compat({ method: 'post', path: '/ai/like/{cuid}', summary: 'Like an answer', params: cuidParams, query: suInput, response: R.reactReply, errors: [404] }),
  compat({ method: 'post', path: '/ai/dislike/{cuid}', summary: 'Dislike an answer', params: cuidParams, query: suInput, response: R.reactReply, errors: [404] }),
  compat({ method: 'get', path: '/ai/feedback/{cuid}', summary: "An answer's feedback", params: cuidParams, query: suInput, response: R.aiFeedbackReply, errors: [404] }),
  compat({ method: 'delete', path: '/ai/feedback/{cuid}', summary: "Remove an answer's feedback", params: cuidParams, query: suInput, response: R.aiFeedbackRemoved, errors: [404] }),
];

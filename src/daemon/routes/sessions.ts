import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { messageRecord } from '../records.js';
import { cuidParams, SessionAccess, suidParams, suInput, type FeedbackType } from '../session-access.js';
import * as R from '../../api/responses.js';
import type { RouteDoc } from '../openapi/route-doc.js';

/** Session histories and message feedback (the operations DESIGN.md names). */
export function registerSessionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const access = new SessionAccess(ctx.store);

  app.get('/ai/sessions', async (req) => ({
    success: true,
    sessions: access
      .list(req)
      .map((s) => ({ suid: s.suid, title: s.title, created_at: s.created_at, updated_at: s.updated_at, message_count: s.message_count })),
  }));

  app.get('/ai/sessions/:suid/messages', async (req) => {
    const { session, messages } = access.session(req);
    return { success: true, suid: session.suid, title: session.title, messages: messages.map(messageRecord) };
  });

  app.delete('/ai/sessions/:suid', async (req) => {
    const suid = access.deleteSession(req);
    return { success: true, message: `session ${suid} deleted` };
  });

  const feedback = (value: FeedbackType) => async (req: FastifyRequest) => {
    const m = access.setFeedback(req, value);
    return { success: true, cuid: m.cuid, feedback: m.feedback };
  };
  app.post('/ai/messages/:cuid/like', feedback('like'));
  app.post('/ai/messages/:cuid/dislike', feedback('dislike'));

  app.get('/ai/messages/:cuid/feedback', async (req) => {
    const m = access.message(req);
    return { success: true, cuid: m.cuid, feedback: m.feedback };
  });

  app.delete('/ai/messages/:cuid/feedback', async (req) => {
    const m = access.setFeedback(req, null);
    return { success: true, cuid: m.cuid, feedback: null };
  });
}

export const sessionDocs: RouteDoc[] = [
  { method: 'get', path: '/ai/sessions', tag: 'Sessions', summary: "The sub-user's query sessions", query: suInput, response: R.sessionList },
  { method: 'get', path: '/ai/sessions/{suid}/messages', tag: 'Sessions', summary: "A session's messages", params: suidParams, query: suInput, response: R.sessionMessages, errors: [404] },
  { method: 'delete', path: '/ai/sessions/{suid}', tag: 'Sessions', summary: 'Delete a session', params: suidParams, query: suInput, response: R.successMessage, errors: [404] },
  { method: 'post', path: '/ai/messages/{cuid}/like', tag: 'Sessions', summary: 'Like an answer', params: cuidParams, query: suInput, response: R.messageFeedback, errors: [404] },
  { method: 'post', path: '/ai/messages/{cuid}/dislike', tag: 'Sessions', summary: 'Dislike an answer', params: cuidParams, query: suInput, response: R.messageFeedback, errors: [404] },
  { method: 'get', path: '/ai/messages/{cuid}/feedback', tag: 'Sessions', summary: "An answer's feedback", params: cuidParams, query: suInput, response: R.messageFeedback, errors: [404] },
  { method: 'delete', path: '/ai/messages/{cuid}/feedback', tag: 'Sessions', summary: "Remove an answer's feedback", params: cuidParams, query: suInput, response: R.messageFeedback, errors: [404] },
];

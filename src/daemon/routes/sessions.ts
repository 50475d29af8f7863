import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { messageRecord } from '../records.js';
import { SessionAccess, type FeedbackType } from '../session-access.js';

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

import Fastify, { type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import { CtxError } from '../core/errors.js';
import type { AppContext } from './context.js';
import { authHook } from './auth.js';
import { diskGuardHook } from './disk-guard.js';
import { sendError } from './errors.js';
import { multipartAsForm } from './form-fields.js';
import { registerHealthRoutes } from './routes/health.js';
import { registerKeyRoutes } from './routes/keys.js';
import { registerFileRoutes } from './routes/files.js';
import { registerAiRoutes } from './routes/ai.js';
import { registerSessionRoutes } from './routes/sessions.js';
import { registerHistoryRoutes } from './routes/history.js';
import { registerMetadataRoutes } from './routes/metadata.js';
import { registerWebpageRoutes } from './routes/webpage.js';

export const API_VERSION = '1';

/** Form bodies (url-encoded) are small; uploads go through multipart with their own limit. */
const FORM_BODY_LIMIT = 1024 * 1024;

/**
 * The HTTP app: version header → auth → rate limit (onRequest) → validation and handler per
 * route family → one error handler that renders the spec's shapes.
 */
export async function buildServer(ctx: AppContext, opts: { logger?: boolean } = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ? { level: 'info' } : false,
    bodyLimit: FORM_BODY_LIMIT,
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true, maxParamLength: 4096 },
    // Malformed percent-encoding fails in the router, before any hook or error handler:
    // render it in the spec's shapes like every other error.
    frameworkErrors: (err, req, reply) => {
      reply.header('X-Context-API-Version', API_VERSION);
      sendError(req, reply, err);
    },
  });
  app.decorateRequest('auth', undefined as never);
  // A bodiless POST that still says Content-Type: application/json (a client reusing one set of
  // headers for /ai/like/{cuid}) has no fields rather than broken JSON.
  const json = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) =>
    body === '' ? done(null, undefined) : json(req, body as string, done),
  );
  await app.register(formbody, { bodyLimit: FORM_BODY_LIMIT });
  await app.register(multipart, {
    limits: { fileSize: ctx.cfg.max_upload_bytes, files: 1, fields: 20, fieldSize: 4 * 1024 * 1024 },
  });

  app.addHook('onRequest', async (_req, reply) => {
    reply.header('X-Context-API-Version', API_VERSION);
  });
  app.addHook('onRequest', authHook(ctx));
  app.addHook('onRequest', diskGuardHook(ctx));
  app.addHook('preValidation', multipartAsForm);

  app.setErrorHandler((err, req, reply) => sendError(req, reply, err));
  app.setNotFoundHandler((req, reply) =>
    sendError(req, reply, new CtxError('NOT_FOUND', `no endpoint ${req.method} ${req.url.split('?')[0]}`)),
  );

  registerHealthRoutes(app, ctx);
  registerKeyRoutes(app, ctx);
  registerFileRoutes(app, ctx);
  registerAiRoutes(app, ctx);
  registerSessionRoutes(app, ctx);
  registerHistoryRoutes(app, ctx);
  registerMetadataRoutes(app, ctx);
  registerWebpageRoutes(app, ctx);
  return app;
}

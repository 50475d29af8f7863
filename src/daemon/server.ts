import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import { CtxError } from '../core/errors.js';
import type { AppContext } from './context.js';
import { authHook } from './auth.js';
import { diskGuardHook } from './disk-guard.js';
import { API_VERSION, sendError } from './errors.js';
import { multipartAsForm } from './form-fields.js';
import { registerBodyTimeout } from './body-timeout.js';
import { clientErrorHandler, contentLengthHook, expectationHandler, requestShapeHook } from './http-errors.js';
import { jsonTooDeep, MAX_JSON_DEPTH } from './json-depth.js';
import type { Logger } from './log.js';
import { MethodTable } from './methods.js';
import { newRequestId, registerRequestLog, RequestLog } from './request-log.js';
import { registerHealthRoutes } from './routes/health.js';
import { registerKeyRoutes } from './routes/keys.js';
import { registerFileRoutes } from './routes/files.js';
import { registerAiRoutes } from './routes/ai.js';
import { registerSessionRoutes } from './routes/sessions.js';
import { registerHistoryRoutes } from './routes/history.js';
import { registerMetadataRoutes } from './routes/metadata.js';
import { registerWebpageRoutes } from './routes/webpage.js';
import { registerTextRoutes } from './routes/text.js';
import { registerMcpRoutes } from './mcp.js';
import { registerDocsRoutes } from './openapi/routes.js';
import { trackRoutes } from './openapi/registered.js';

export { API_VERSION } from './errors.js';

/** Form bodies (url-encoded) are small; uploads go through multipart with their own limit. */
const FORM_BODY_LIMIT = 1024 * 1024;

/**
 * The HTTP app: version header → request id → Host and method checks → auth → declared body
 * size (onRequest) → validation and handler per route family → one error handler that renders
 * the spec's shapes; every request is logged when its reply is sent.
 */
export async function buildServer(ctx: AppContext, opts: { logger?: Logger } = {}): Promise<FastifyInstance> {
  const { http } = ctx.cfg;
  const headersTimeoutMs = Math.round(http.headers_timeout_s * 1000);
  const routerOptions = { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true, maxParamLength: 4096 };
  const app = Fastify({
    // Without one (no daemon log), Fastify's logger stays silent.
    loggerInstance: opts.logger as FastifyBaseLogger | undefined,
    logController: new RequestLog(),
    genReqId: newRequestId,
    bodyLimit: FORM_BODY_LIMIT,
    routerOptions,
    http: {
      headersTimeout: headersTimeoutMs,
      // Node checks header deadlines on this beat; a quarter of the timeout keeps them close.
      connectionsCheckingInterval: Math.max(100, Math.min(30_000, Math.floor(headersTimeoutMs / 4))),
      // A missing Host is refused in requestShapeHook, in the spec's shape.
      requireHostHeader: false,
    },
    clientErrorHandler,
    // Malformed percent-encoding fails in the router, before any hook or error handler:
    // render it in the spec's shapes like every other error.
    frameworkErrors: (err, req, reply) => {
      reply.header('X-Context-API-Version', API_VERSION);
      reply.header('X-Request-Id', req.id);
      sendError(req, reply, err);
    },
  });
  app.server.maxConnections = http.max_connections;
  app.server.on('checkExpectation', expectationHandler(app));
  app.decorateRequest('auth', undefined as never);
  const methods = new MethodTable(routerOptions);
  methods.attach(app);
  trackRoutes(app);
  // A bodiless POST that still says Content-Type: application/json (a client reusing one set of
  // headers for /ai/like/{cuid}) has no fields rather than broken JSON.
  const json = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (body === '') return done(null, undefined);
    if (jsonTooDeep(body as string)) return done(new CtxError('INVALID_PARAMETERS', `request body: JSON nested deeper than ${MAX_JSON_DEPTH} levels`), undefined);
    return json(req, body as string, done);
  });
  await app.register(formbody, { bodyLimit: FORM_BODY_LIMIT });
  await app.register(multipart, {
    limits: { fileSize: ctx.cfg.max_upload_bytes, files: 1, fields: 20, fieldSize: 4 * 1024 * 1024 },
  });

  app.addHook('onRequest', async (_req, reply) => {
    reply.header('X-Context-API-Version', API_VERSION);
  });
  registerRequestLog(app);
  registerBodyTimeout(app, Math.round(http.body_timeout_s * 1000));
  app.addHook('onRequest', requestShapeHook(methods));
  app.addHook('onRequest', authHook(ctx));
  app.addHook('onRequest', contentLengthHook);
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
  registerTextRoutes(app, ctx);
  registerMcpRoutes(app, ctx);
  registerDocsRoutes(app, ctx);
  return app;
}

import { randomBytes } from 'node:crypto';
import { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';

/** Random bytes for request ids, drawn 4 KiB at a time: one call to the system per 512 requests. */
let pool = Buffer.alloc(0);
let used = 0;

/** A request's id: in the log line, in the `X-Request-Id` reply header, and on its error lines. */
export function newRequestId(): string {
  if (used + 8 > pool.length) {
    pool = randomBytes(4096);
    used = 0;
  }
  used += 8;
  return pool.toString('hex', used - 8, used);
}

/** The path part of a request URL, never its query string (signed links carry a signature there). */
export function logPath(url: string): string {
  const path = url.split('?')[0] ?? '';
  return path.length > 1024 ? `${path.slice(0, 1024)}…` : path;
}

function fields(req: FastifyRequest) {
  return { method: req.method, path: logPath(req.url), ip: req.ip, ...(req.auth ? { key: req.auth.keyId } : {}) };
}

/**
 * Fastify's request logging, one line per request instead of its two ("incoming request",
 * "request completed"): request id (pino's reqId), method, path, status and time in milliseconds,
 * plus the client address and the key id. 5xx errors get a line of their own with the stack,
 * written by the error renderer; a 404 needs no "route not found" line besides its request line.
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override routeNotFound(): void {}

  override requestCompleted(error: Error | null | undefined, req: FastifyRequest, reply: FastifyReply): void {
    const line = { ...fields(req), status: reply.statusCode, ms: Number(reply.elapsedTime.toFixed(1)) };
    if (error) req.log.warn({ ...line, err: error }, 'request');
    else req.log.info(line, 'request');
  }
}

/** The request id in every reply, and a line for requests the client gave up on. */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onRequest', async (req, reply) => {
    reply.header('X-Request-Id', req.id);
  });
  app.addHook('onRequestAbort', async (req) => {
    req.log.info({ ...fields(req), aborted: true }, 'request aborted by the client');
  });
}

import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bufferBody, type Transport } from '../client/http.js';

/**
 * Requests the daemon sends itself (its MCP tools calling the API in process, app.inject) carry
 * this per-process secret; it never leaves the process, so no network client can present it.
 */
const TOKEN = randomBytes(24).toString('hex');
const HEADER = 'x-ctx-internal';

export function isInternal(req: FastifyRequest): boolean {
  const v = req.headers[HEADER];
  return typeof v === 'string' && v.length === TOKEN.length && timingSafeEqual(Buffer.from(v), Buffer.from(TOKEN));
}

/**
 * The typed client's transport through the app's own routes, hooks and validation, without a
 * socket: the key is still verified and the sub-user scoped as for any request.
 */
export function injectTransport(app: FastifyInstance): Transport {
  return {
    async send(req) {
      const u = new URL(req.url);
      const res = await app.inject({
        method: req.method,
        url: u.pathname + u.search,
        headers: { ...req.headers, [HEADER]: TOKEN },
        payload: req.body,
      });
      return { status: res.statusCode, headers: res.headers as Record<string, string | string[] | undefined>, body: bufferBody(res.rawPayload) };
    },
    close: async () => undefined,
  };
}

import type { FastifyReply, FastifyRequest } from 'fastify';
import { CtxError } from '../core/errors.js';
import type { AppContext } from './context.js';
import { isInternal } from './internal.js';

/** last_used_at is written at most this often per key, so reads do not turn into writes. */
const TOUCH_EVERY_MS = 60_000;

/**
 * The key a request presents: `X-API-Key`, else `Authorization: Bearer <key>` (the hosted
 * service's older documentation uses it). X-API-Key wins when both are sent.
 */
export function presentedKey(req: FastifyRequest): string | undefined {
  const x = req.headers['x-api-key'];
  const key = Array.isArray(x) ? x[0] : x;
  if (key) return key;
  const m = /^\s*Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '');
  return m?.[1];
}

/**
 * First links of the chain: refuse an address that sent too many bad keys lately, authenticate
 * the key, then count the request against its rate limit. Runs on onRequest, before any body is
 * read, so an unauthenticated client cannot make us store a large upload.
 */
export function authHook(ctx: AppContext) {
  const touched = new Map<string, number>();
  return async (req: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (req.routeOptions.config?.auth === false) return;
    const wait = ctx.authThrottle.blockedFor(req.ip);
    if (wait > 0) {
      reply.header('Retry-After', wait);
      throw new CtxError('RATE_LIMITED', `too many refused API keys from this address; retry in ${wait} s`);
    }
    const header = presentedKey(req);
    const check = ctx.store.keys.verify(header);
    if (!check.ok) {
      // Only a key that was sent and refused counts: a request with no key guesses nothing (and a
      // web page can make a browser send those to 127.0.0.1, but not a custom key header).
      if (header) ctx.authThrottle.fail(req.ip);
      const messages = {
        INVALID_API_KEY: header ? 'the API key is not recognized' : 'missing X-API-Key header (or Authorization: Bearer <key>)',
        API_KEY_REVOKED: 'the API key has been revoked',
        API_KEY_SUSPENDED: 'the API key is disabled; enable it again with POST /user/api_keys/enable',
        API_KEY_EXPIRED: 'the API key has expired',
      } as const;
      throw new CtxError(check.reason, messages[check.reason]);
    }
    const key = check.key;
    req.auth = { accountId: key.account_id, keyId: key.key_id, tier: key.tier, scope: key.scope };
    // A call the daemon's own MCP tools make in process: the /mcp request that caused it was counted.
    if (isInternal(req)) return;
    const rate = ctx.limiter.hit(key.key_id, key.tier);
    reply.header('X-RateLimit-Limit', rate.limit);
    reply.header('X-RateLimit-Remaining', rate.remaining);
    reply.header('X-RateLimit-Reset', rate.reset);
    if (!rate.allowed) {
      reply.header('Retry-After', Math.max(1, rate.reset - Math.floor(Date.now() / 1000)));
      throw new CtxError('RATE_LIMITED', `rate limit of ${rate.limit} requests per hour exceeded; retry after ${new Date(rate.reset * 1000).toISOString()}`);
    }
    const now = Date.now();
    if (now - (touched.get(key.key_id) ?? 0) > TOUCH_EVERY_MS) {
      touched.set(key.key_id, now);
      try {
        ctx.store.keys.touch(key.key_id, new Date(now).toISOString());
      } catch {
        // Bookkeeping only: a full disk must not turn every request into an error.
      }
    }
  };
}

import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CtxError } from '../../core/errors.js';
import type { ApiKeyRow, KeyStatus } from '../../core/store/keys.js';
import type { AppContext } from '../context.js';
import { parse } from '../validate.js';

const createSchema = z.object({
  name: z.string().trim().max(200, 'must be at most 200 characters').optional(),
  tier: z.enum(['free', 'pro', 'enterprise']).optional(),
  expires_at: z.iso.datetime({ offset: true }).optional(),
});

const keyIdSchema = z.object({ key_id: z.string().min(1, 'is required') });

export function keyRecord(k: ApiKeyRow) {
  return {
    key_id: k.key_id,
    name: k.name,
    status: k.status,
    created_at: k.created_at,
    last_used_at: k.last_used_at,
    tier: k.tier,
    expires_at: k.expires_at,
  };
}

/** /user/api_keys/*: list, create, and the lifecycle operations from DESIGN.md. */
export function registerKeyRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { keys } = ctx.store;

  app.get('/user/api_keys/list', async (req) => ({
    success: true,
    items: keys.listForAccount(req.auth.accountId).map(keyRecord),
  }));

  app.post('/user/api_keys/create', async (req) => {
    const body = parse(createSchema, req.body);
    const tier = body.tier ?? ctx.cfg.default_key_tier;
    if (tier === 'enterprise' && req.auth.tier !== 'enterprise') {
      throw new CtxError('INVALID_PARAMETERS', 'tier: only an enterprise key can create enterprise keys');
    }
    if (body.expires_at && Date.parse(body.expires_at) <= Date.now()) throw new CtxError('INVALID_PARAMETERS', 'expires_at: must be in the future');
    const name = body.name || `key ${keys.countForAccount(req.auth.accountId) + 1}`;
    const expires = body.expires_at ? new Date(body.expires_at).toISOString() : null;
    const { row, plaintext } = keys.create(req.auth.accountId, name, tier, expires);
    return { success: true, key_id: row.key_id, api_key: plaintext };
  });

  const transition = (path: string, to: KeyStatus, verb: string) =>
    app.post(path, async (req) => {
      const { key_id } = parse(keyIdSchema, req.body);
      const key = keys.get(key_id);
      if (!key || key.account_id !== req.auth.accountId) throw new CtxError('NOT_FOUND', `key ${key_id} not found`);
      if (key.status === 'REVOKED' && to !== 'REVOKED') throw new CtxError('ALREADY_EXISTS', `key ${key_id} is revoked; revocation is final`);
      keys.setStatus(key_id, to);
      return { success: true, key_id, status: to, message: `key ${key_id} ${verb}` };
    });
  transition('/user/api_keys/revoke', 'REVOKED', 'revoked');
  transition('/user/api_keys/disable', 'DISABLED', 'disabled');
  transition('/user/api_keys/enable', 'ACTIVE', 'enabled');
}

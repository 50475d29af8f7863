import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CtxError } from '../../core/errors.js';
import { TIERS, type ApiKeyRow, type KeyStatus, type Tier } from '../../core/store/keys.js';
import type { AppContext } from '../context.js';
import { parse } from '../validate.js';
import * as R from '../../api/responses.js';
import type { RouteDoc } from '../openapi/route-doc.js';

const createSchema = z.object({
  name: z.string().trim().max(200, 'must be at most 200 characters').optional(),
  tier: z.enum(['free', 'pro', 'enterprise']).optional(),
  scope: z.enum(['admin', 'standard']).optional(),
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
    scope: k.scope,
    expires_at: k.expires_at,
  };
}

const rank = (t: Tier) => TIERS.indexOf(t);

function requireAdmin(req: FastifyRequest, what: string): void {
  if (req.auth.scope !== 'admin') throw new CtxError('FORBIDDEN', `only an admin key can ${what}; this key's scope is ${req.auth.scope}`);
}

/**
 * /user/api_keys/*: list (any key), create and the lifecycle operations from DESIGN.md (admin
 * keys only; a key may still revoke itself).
 */
export function registerKeyRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { keys } = ctx.store;

  app.get('/user/api_keys/list', async (req) => ({
    success: true,
    items: keys.listForAccount(req.auth.accountId).map(keyRecord),
  }));

  app.post('/user/api_keys/create', async (req) => {
    requireAdmin(req, 'create keys');
    const body = parse(createSchema, req.body);
    // Without a tier the configured default applies, lowered to the creator's own if need be.
    const tier = body.tier ?? TIERS[Math.min(rank(ctx.cfg.default_key_tier), rank(req.auth.tier))]!;
    if (rank(tier) > rank(req.auth.tier)) {
      throw new CtxError('FORBIDDEN', `tier: a ${req.auth.tier} key cannot create a ${tier} key (a new key's tier never exceeds its creator's)`);
    }
    if (body.expires_at && Date.parse(body.expires_at) <= Date.now()) throw new CtxError('INVALID_PARAMETERS', 'expires_at: must be in the future');
    const cap = ctx.cfg.max_keys_per_account;
    if (keys.countUnrevoked(req.auth.accountId) >= cap) {
      throw new CtxError('KEY_LIMIT_REACHED', `the account already has ${cap} keys that are not revoked (max_keys_per_account); revoke one first`);
    }
    const name = body.name || `key ${keys.countForAccount(req.auth.accountId) + 1}`;
    const expires = body.expires_at ? new Date(body.expires_at).toISOString() : null;
    const { row, plaintext } = keys.create(req.auth.accountId, name, tier, expires, body.scope ?? 'standard');
    return { success: true, key_id: row.key_id, api_key: plaintext, tier: row.tier, scope: row.scope };
  });

  const transition = (path: string, to: KeyStatus, verb: string) =>
    app.post(path, async (req) => {
      const { key_id } = parse(keyIdSchema, req.body);
      // Giving up one's own key only takes privileges away: any key may revoke itself.
      if (!(to === 'REVOKED' && key_id === req.auth.keyId)) requireAdmin(req, `${verb.replace(/d$/, '')} keys`);
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

export const keyDocs: RouteDoc[] = [
  { method: 'get', path: '/user/api_keys/list', tag: 'Keys', summary: "The account's keys", response: R.keyList },
  { method: 'post', path: '/user/api_keys/create', tag: 'Keys', summary: 'Create a key (admin keys only); the key is shown once', body: createSchema, response: R.keyCreated, errors: [400, 403, 409] },
  ...(['revoke', 'disable', 'enable'] as const).map((op): RouteDoc => ({
    method: 'post',
    path: `/user/api_keys/${op}`,
    tag: 'Keys',
    summary: `${op[0]!.toUpperCase()}${op.slice(1)} a key (admin keys${op === 'revoke' ? '; any key may revoke itself' : ' only'})`,
    body: keyIdSchema,
    response: R.keyChanged,
    errors: [400, 403, 404, 409],
  })),
];

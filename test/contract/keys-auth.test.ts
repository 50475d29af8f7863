import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initDataDir, startDaemon, type TestDaemon } from '../helpers/daemon.js';
import { Api } from '../helpers/api.js';
import type { KeyRecord } from '../../src/cli/commands/keys.js';

/**
 * API keys, authentication, versioning and rate limits (spec "Authentication", "Limits";
 * DESIGN.md "Key lifecycle", "Rate limits", "Versioning").
 */


const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

let d: TestDaemon;
let api: Api;
let bob: Api;
let bobKeyId: string;

beforeAll(async () => {
  d = await startDaemon();
  api = new Api(d.url, d.apiKey);
  // A second account on the same running daemon (a server shared by several people).
  const b = initDataDir(d.dataDir, d.configHome, ['--account', 'bob']);
  bob = new Api(d.url, b.api_key);
  bobKeyId = b.key_id;
});
afterAll(async () => d?.cleanup());

async function createKey(by: Api, fields: Record<string, string | undefined> = {}): Promise<{ key_id: string; api_key: string; api: Api }> {
  const res = await by.form('/user/api_keys/create', fields);
  expect(res.status, await res.clone().text()).toBe(200);
  const body = (await res.json()) as { success: boolean; key_id: string; api_key: string };
  expect(body.success).toBe(true);
  return { key_id: body.key_id, api_key: body.api_key, api: new Api(d.url, body.api_key) };
}

async function listKeys(by: Api): Promise<KeyRecord[]> {
  const res = await by.get('/user/api_keys/list');
  expect(res.status).toBe(200);
  const body = (await res.json()) as { success: boolean; items: KeyRecord[] };
  expect(body.success).toBe(true);
  return body.items;
}

async function expectShapeA(res: Response, status: number, code: string): Promise<{ error: string; code: string }> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  const body = JSON.parse(text) as { error: string; code: string };
  expect(body).toEqual({ error: expect.any(String), code });
  expect(body.error.length).toBeGreaterThan(0);
  return body;
}

/**
 * Windows are aligned to the clock hour; a counting test that straddled the boundary would
 * see its counter reset halfway. Wait out the last seconds of an hour instead.
 */
async function awayFromWindowEdge(seconds = 15): Promise<void> {
  const left = 3600 - ((Date.now() / 1000) % 3600);
  if (left < seconds) await new Promise((r) => setTimeout(r, left * 1000 + 500));
}

function rateHeaders(res: Response): { limit: number; remaining: number; reset: number } {
  const raw = ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset'].map((h) => res.headers.get(h));
  for (const v of raw) expect(v).toMatch(/^\d+$/);
  const [limit, remaining, reset] = raw.map(Number) as [number, number, number];
  return { limit, remaining, reset };
}

describe('GET /health', () => {
  it('needs no key and reports status, version and models', async () => {
    const res = await new Api(d.url, undefined).get('/health');
    expect(res.status).toBe(200);
    expect(res.headers.get('x-context-api-version')).toBe('1');
    const body = (await res.json()) as { status: string; version: string; models: Record<string, unknown> };
    expect(body.status).toBe('ok');
    expect(typeof body.version).toBe('string');
    expect(body.version.length).toBeGreaterThan(0);
    expect(body.models).toBeTypeOf('object');
    expect(body.models).not.toBeNull();
  });

  it('ignores a bad key rather than rejecting the probe', async () => {
    const res = await new Api(d.url, 'garbage').get('/health');
    expect(res.status).toBe(200);
  });
});

describe('authentication failures', () => {
  it('a missing key is 401 INVALID_API_KEY in shape A, with the version header', async () => {
    const res = await new Api(d.url, undefined).get('/user/api_keys/list');
    expect(res.headers.get('x-context-api-version')).toBe('1');
    await expectShapeA(res, 401, 'INVALID_API_KEY');
  });

  it('a garbage key is 401 INVALID_API_KEY', async () => {
    for (const key of ['garbage', 'ctx_k_AAAAAAAAAAAAAAAA.' + 'A'.repeat(43), d.apiKey + 'x', d.apiKey.slice(0, -1) + (d.apiKey.endsWith('A') ? 'B' : 'A')]) {
      await expectShapeA(await new Api(d.url, key).get('/user/api_keys/list'), 401, 'INVALID_API_KEY');
    }
  });

  it('every protected endpoint family refuses a missing key before validating input', async () => {
    const anon = new Api(d.url, undefined);
    const calls: Array<Promise<Response>> = [
      anon.get('/file/list'),
      anon.form('/file/create_dir', { path: '/x' }),
      anon.multipart('/file/upload', {}, { name: 'a.txt', data: 'hello' }),
      anon.get('/file/download', { file_id: 'f_nope' }),
      anon.get('/file/status/f_nope'),
      anon.del('/file/delete/f_nope'),
      anon.form('/ai/search', { message: 'x' }),
      anon.query('x'),
      anon.get('/metadata/search_by_id/f_nope/'),
      anon.get('/metadata/get_user_profile/'),
      anon.get('/metadata/get_user_event/'),
      anon.form('/user/api_keys/create', { name: 'x' }),
    ];
    for (const res of await Promise.all(calls)) await expectShapeA(res, 401, 'INVALID_API_KEY');
  });

  it('an unauthenticated upload stores nothing', async () => {
    await expectShapeA(await new Api(d.url, 'nope').multipart('/file/upload', {}, { name: 'sneaky.txt', data: 'x' }), 401, 'INVALID_API_KEY');
    const list = (await (await api.get('/file/list')).json()) as { items: Array<{ name: string }> };
    expect(list.items.map((i) => i.name)).not.toContain('sneaky.txt');
  });
});

describe('versioning and rate-limit headers', () => {
  it('every authenticated reply carries X-Context-API-Version and integer X-RateLimit-* headers', async () => {
    const replies = [
      await api.get('/user/api_keys/list'),
      await api.get('/file/list'),
      await api.get('/file/status/f_nope'),
      await api.get('/file/download', { file_id: 'f_nope' }), // 404
      await api.form('/file/create_dir', { path: '/a/../b' }), // 400
      await api.get('/no/such/endpoint'), // 404
      await api.multipart('/file/upload', {}, { name: 'headers.txt', data: 'x' }), // multipart 200
      await api.multipart('/file/upload', {}, { name: 'headers.exe', data: 'x' }), // multipart 400
    ];
    const nowS = Math.floor(Date.now() / 1000);
    for (const res of replies) {
      expect(res.headers.get('x-context-api-version')).toBe('1');
      const h = rateHeaders(res);
      expect(h.limit).toBeGreaterThan(0);
      expect(h.remaining).toBeLessThanOrEqual(h.limit);
      expect(h.reset).toBeGreaterThan(nowS);
      // An hourly window resets within the hour.
      expect(h.reset).toBeLessThanOrEqual(nowS + 3600 + 1);
      await res.arrayBuffer();
    }
  });

  it('Remaining counts down by one per request', async () => {
    await awayFromWindowEdge();
    const a = rateHeaders(await api.get('/user/api_keys/list'));
    const b = rateHeaders(await api.get('/user/api_keys/list'));
    expect(b.limit).toBe(a.limit);
    expect(b.remaining).toBe(a.remaining - 1);
  });

  it('a free key allows 100 requests per hour, then 429 RATE_LIMITED in shape A', async () => {
    await awayFromWindowEdge();
    const free = await createKey(api, { name: 'free for rate test', tier: 'free' });
    for (let i = 0; i < 100; i++) {
      const res = await free.api.get('/user/api_keys/list');
      expect(res.status).toBe(200);
      const h = rateHeaders(res);
      expect(h.limit).toBe(100);
      expect(h.remaining).toBe(99 - i);
      await res.arrayBuffer();
    }
    const over = await free.api.get('/user/api_keys/list');
    const h = rateHeaders(over);
    expect(h.limit).toBe(100);
    expect(h.remaining).toBe(0);
    expect(h.reset).toBeGreaterThan(Math.floor(Date.now() / 1000));
    expect(over.headers.get('x-context-api-version')).toBe('1');
    await expectShapeA(over, 429, 'RATE_LIMITED');
    // Still limited, and the limit is per key: other keys are unaffected.
    await expectShapeA(await free.api.get('/file/list'), 429, 'RATE_LIMITED');
    expect((await api.get('/user/api_keys/list')).status).toBe(200);
    const other = await createKey(api, { tier: 'free' });
    expect((await other.api.get('/user/api_keys/list')).status).toBe(200);
  });

  it('a pro key gets 1000 per hour', async () => {
    const pro = await createKey(api, { tier: 'pro' });
    expect(rateHeaders(await pro.api.get('/user/api_keys/list')).limit).toBe(1000);
  });
});

describe('/user/api_keys/list and /create', () => {
  it('lists the keys of the account with the spec fields', async () => {
    const items = await listKeys(api);
    const mine = items.find((k) => k.key_id === d.keyId);
    expect(mine).toBeDefined();
    for (const k of items) {
      expect(typeof k.key_id).toBe('string');
      expect(typeof k.name).toBe('string');
      expect(['ACTIVE', 'REVOKED', 'DISABLED', 'UNKNOWN']).toContain(k.status);
      expect(k.created_at).toMatch(ISO_UTC);
      expect(k.last_used_at === null || ISO_UTC.test(k.last_used_at)).toBe(true);
      expect(k).not.toHaveProperty('api_key');
      expect(k).not.toHaveProperty('secret_hash');
    }
    expect(mine!.status).toBe('ACTIVE');
    // We just used this key, so its last use is recorded.
    expect(mine!.last_used_at).toMatch(ISO_UTC);
  });

  it('create returns success, key_id and the plaintext once; the plaintext never appears in the list', async () => {
    const created = await createKey(api, { name: 'ci runner' });
    expect(created.key_id).toMatch(/\S/);
    expect(created.api_key).toMatch(/\S/);
    expect(created.api_key).not.toBe(created.key_id);

    const listRes = await api.get('/user/api_keys/list');
    const raw = await listRes.text();
    expect(raw).not.toContain(created.api_key);
    // Nor the secret part on its own, in case a key embeds its id.
    const secret = created.api_key.slice(created.api_key.lastIndexOf('.') + 1);
    expect(raw).not.toContain(secret);
    const rec = (JSON.parse(raw) as { items: KeyRecord[] }).items.find((k) => k.key_id === created.key_id);
    expect(rec).toMatchObject({ key_id: created.key_id, name: 'ci runner', status: 'ACTIVE' });
    expect(rec!.created_at).toMatch(ISO_UTC);
    expect(rec!.last_used_at).toBeNull();

    // The new key authenticates at once, and its use is recorded.
    expect((await created.api.get('/file/list')).status).toBe(200);
    const after = (await listKeys(api)).find((k) => k.key_id === created.key_id)!;
    expect(after.last_used_at).toMatch(ISO_UTC);
  });

  it('create without a name gives the key a display name', async () => {
    const created = await createKey(api);
    const rec = (await listKeys(api)).find((k) => k.key_id === created.key_id)!;
    expect(rec.name.length).toBeGreaterThan(0);
  });

  it('rejects invalid parameters with 400 in shape A', async () => {
    await expectShapeA(await api.form('/user/api_keys/create', { tier: 'platinum' }), 400, 'INVALID_PARAMETERS');
    await expectShapeA(await api.form('/user/api_keys/create', { name: 'n'.repeat(201) }), 400, 'INVALID_PARAMETERS');
    await expectShapeA(await api.form('/user/api_keys/create', { expires_at: 'tomorrow' }), 400, 'INVALID_PARAMETERS');
    await expectShapeA(await api.form('/user/api_keys/create', { expires_at: '2001-01-01T00:00:00Z' }), 400, 'INVALID_PARAMETERS');
  });

  it("only admin keys create keys, and never above their own tier (403); an enterprise admin key can make any tier", async () => {
    // Standard keys (the default scope of a created key) cannot create keys at all.
    const free = await createKey(api, { tier: 'free' });
    await expectShapeA(await free.api.form('/user/api_keys/create', { tier: 'enterprise' }), 403, 'FORBIDDEN');
    await expectShapeA(await free.api.form('/user/api_keys/create', {}), 403, 'FORBIDDEN');
    // A pro admin key: pro and free yes, enterprise no.
    const pro = await createKey(api, { tier: 'pro', scope: 'admin' });
    await expectShapeA(await pro.api.form('/user/api_keys/create', { tier: 'enterprise' }), 403, 'FORBIDDEN');
    expect(rateHeaders(await (await createKey(pro.api, { tier: 'pro' })).api.get('/user/api_keys/list')).limit).toBe(1000);
    const ent = await createKey(api, { tier: 'enterprise' });
    expect(rateHeaders(await ent.api.get('/user/api_keys/list')).limit).toBeGreaterThan(1000);
    // Without a tier, the configured default (free) applies.
    const child = await createKey(pro.api);
    expect(rateHeaders(await child.api.get('/user/api_keys/list')).limit).toBe(100);
  });

  it('keys of one account are invisible to another', async () => {
    const mine = (await listKeys(api)).map((k) => k.key_id);
    const bobs = (await listKeys(bob)).map((k) => k.key_id);
    expect(bobs).toContain(bobKeyId);
    expect(mine).not.toContain(bobKeyId);
    for (const id of mine) expect(bobs).not.toContain(id);
  });
});

describe('key lifecycle: revoke, disable, enable', () => {
  it('a disabled key gets 401 API_KEY_SUSPENDED and works again once enabled', async () => {
    const k = await createKey(api, { name: 'to disable' });
    expect((await k.api.get('/file/list')).status).toBe(200);

    const dis = await api.form('/user/api_keys/disable', { key_id: k.key_id });
    expect(dis.status).toBe(200);
    expect((await listKeys(api)).find((r) => r.key_id === k.key_id)!.status).toBe('DISABLED');
    await expectShapeA(await k.api.get('/file/list'), 401, 'API_KEY_SUSPENDED');
    // A disabled key cannot re-enable itself.
    await expectShapeA(await k.api.form('/user/api_keys/enable', { key_id: k.key_id }), 401, 'API_KEY_SUSPENDED');

    const en = await api.form('/user/api_keys/enable', { key_id: k.key_id });
    expect(en.status).toBe(200);
    expect((await listKeys(api)).find((r) => r.key_id === k.key_id)!.status).toBe('ACTIVE');
    expect((await k.api.get('/file/list')).status).toBe(200);
  });

  it('a revoked key gets 401 API_KEY_REVOKED, and revocation is final', async () => {
    const k = await createKey(api, { name: 'to revoke' });
    const rev = await api.form('/user/api_keys/revoke', { key_id: k.key_id });
    expect(rev.status).toBe(200);
    expect((await listKeys(api)).find((r) => r.key_id === k.key_id)!.status).toBe('REVOKED');
    await expectShapeA(await k.api.get('/file/list'), 401, 'API_KEY_REVOKED');

    const en = await api.form('/user/api_keys/enable', { key_id: k.key_id });
    expect(en.status).toBe(409);
    const dis = await api.form('/user/api_keys/disable', { key_id: k.key_id });
    expect(dis.status).toBe(409);
    expect((await listKeys(api)).find((r) => r.key_id === k.key_id)!.status).toBe('REVOKED');
    await expectShapeA(await k.api.get('/file/list'), 401, 'API_KEY_REVOKED');
  });

  it('a key can revoke itself, after which it is refused', async () => {
    const k = await createKey(api);
    expect((await k.api.form('/user/api_keys/revoke', { key_id: k.key_id })).status).toBe(200);
    await expectShapeA(await k.api.get('/user/api_keys/list'), 401, 'API_KEY_REVOKED');
  });

  it('lifecycle calls need key_id (400) and a known key (404)', async () => {
    for (const op of ['revoke', 'disable', 'enable']) {
      await expectShapeA(await api.form(`/user/api_keys/${op}`, {}), 400, 'INVALID_PARAMETERS');
      await expectShapeA(await api.form(`/user/api_keys/${op}`, { key_id: 'k_doesnotexist0000' }), 404, 'NOT_FOUND');
    }
  });

  it("one account cannot revoke, disable or enable another account's keys (404)", async () => {
    const victim = await createKey(api, { name: 'victim' });
    for (const op of ['revoke', 'disable', 'enable']) {
      await expectShapeA(await bob.form(`/user/api_keys/${op}`, { key_id: victim.key_id }), 404, 'NOT_FOUND');
    }
    expect((await listKeys(api)).find((r) => r.key_id === victim.key_id)!.status).toBe('ACTIVE');
    expect((await victim.api.get('/file/list')).status).toBe(200);
    // And the other way round.
    await expectShapeA(await api.form('/user/api_keys/revoke', { key_id: bobKeyId }), 404, 'NOT_FOUND');
    expect((await bob.get('/file/list')).status).toBe(200);
  });

  it('a key created with expires_at works until then, then gets 401 API_KEY_EXPIRED', async () => {
    const expires = new Date(Date.now() + 2000).toISOString();
    const k = await createKey(api, { name: 'short-lived', expires_at: expires });
    expect((await k.api.get('/file/list')).status).toBe(200);
    await new Promise((r) => setTimeout(r, Date.parse(expires) - Date.now() + 300));
    await expectShapeA(await k.api.get('/file/list'), 401, 'API_KEY_EXPIRED');
    // Other keys are unaffected.
    expect((await api.get('/file/list')).status).toBe(200);
  });
});

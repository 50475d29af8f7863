import Database from 'better-sqlite3';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initDataDir, startDaemon, type TestDaemon } from '../helpers/daemon.js';
import { Api } from '../helpers/api.js';
import { expectShapeA } from '../helpers/contract.js';
import type { KeyRecord } from '../../src/cli/commands/keys.js';

/**
 * Key privileges (issue 13, item 5; DESIGN.md "Key privileges"): the key `ctx init` makes is an
 * admin key; only admin keys create, revoke, disable or enable keys; a new key's tier never
 * exceeds its creator's; an account holds at most max_keys_per_account keys that are not revoked.
 * The reproduction: a free key created a pro key, minted more free keys (each with its
 * own hourly budget) and disabled, enabled and revoked the enterprise key.
 */

const CAP = 6;
let d: TestDaemon;
let admin: Api;

beforeAll(async () => {
  d = await startDaemon({ env: { CTX_MAX_KEYS_PER_ACCOUNT: String(CAP) } });
  admin = new Api(d.url, d.apiKey);
});
afterAll(async () => d?.cleanup());

async function create(by: Api, fields: Record<string, string | undefined> = {}) {
  const res = await by.form('/user/api_keys/create', fields);
  expect(res.status, await res.clone().text()).toBe(200);
  const body = (await res.json()) as { key_id: string; api_key: string; tier: string; scope: string };
  return { ...body, api: new Api(d.url, body.api_key) };
}

async function list(by: Api): Promise<KeyRecord[]> {
  const res = await by.get('/user/api_keys/list');
  expect(res.status).toBe(200);
  return ((await res.json()) as { items: KeyRecord[] }).items;
}

const recordOf = async (keyId: string) => (await list(admin)).find((k) => k.key_id === keyId)!;

describe('scopes', () => {
  it("the init key is an enterprise admin key; created keys are standard unless asked", async () => {
    expect(await recordOf(d.keyId)).toMatchObject({ scope: 'admin', tier: 'enterprise', status: 'ACTIVE' });
    const k = await create(admin, { tier: 'free' });
    expect(k).toMatchObject({ scope: 'standard', tier: 'free' });
    expect(await recordOf(k.key_id)).toMatchObject({ scope: 'standard', tier: 'free' });
    await admin.form('/user/api_keys/revoke', { key_id: k.key_id });
  });

  it('a standard key cannot create, disable, enable or revoke keys (403, shape A), and nothing changes', async () => {
    const free = await create(admin, { tier: 'free', name: 'free worker' });
    const summary = async () => (await list(admin)).map((k) => [k.key_id, k.status, k.tier, k.scope].join(' '));
    const before = await summary();
    // The attack, step by step.
    await expectShapeA(await free.api.form('/user/api_keys/create', { tier: 'pro' }), 403, 'FORBIDDEN');
    await expectShapeA(await free.api.form('/user/api_keys/create', {}), 403, 'FORBIDDEN');
    for (const op of ['disable', 'enable', 'revoke']) {
      await expectShapeA(await free.api.form(`/user/api_keys/${op}`, { key_id: d.keyId }), 403, 'FORBIDDEN');
    }
    expect(await summary()).toEqual(before);
    expect((await admin.get('/file/list')).status).toBe(200);
    // A standard key still uses the API, lists the keys and may give up itself.
    expect((await free.api.get('/file/list')).status).toBe(200);
    expect((await list(free.api)).map((k) => k.key_id)).toContain(free.key_id);
    expect((await free.api.form('/user/api_keys/revoke', { key_id: free.key_id })).status).toBe(200);
    await expectShapeA(await free.api.get('/file/list'), 401, 'API_KEY_REVOKED');
  });

  it("a new key's tier never exceeds its creator's, also for an admin key", async () => {
    const freeAdmin = await create(admin, { tier: 'free', scope: 'admin', name: 'free admin' });
    expect(freeAdmin).toMatchObject({ scope: 'admin', tier: 'free' });
    await expectShapeA(await freeAdmin.api.form('/user/api_keys/create', { tier: 'pro' }), 403, 'FORBIDDEN');
    await expectShapeA(await freeAdmin.api.form('/user/api_keys/create', { tier: 'enterprise' }), 403, 'FORBIDDEN');
    const child = await create(freeAdmin.api, { tier: 'free' });
    expect(child.tier).toBe('free');
    // An admin key manages the account's keys, whichever key created them.
    expect((await freeAdmin.api.form('/user/api_keys/disable', { key_id: child.key_id })).status).toBe(200);
    expect((await freeAdmin.api.form('/user/api_keys/revoke', { key_id: child.key_id })).status).toBe(200);
    expect((await admin.form('/user/api_keys/revoke', { key_id: freeAdmin.key_id })).status).toBe(200);
  });

  it('an unknown scope is 400', async () => {
    await expectShapeA(await admin.form('/user/api_keys/create', { scope: 'root' }), 400, 'INVALID_PARAMETERS');
  });
});

describe('keys per account', () => {
  it('refuses a key beyond max_keys_per_account (409 KEY_LIMIT_REACHED); revoked keys do not count', async () => {
    const live = (await list(admin)).filter((k) => k.status !== 'REVOKED').length;
    const made: string[] = [];
    for (let i = live; i < CAP; i++) made.push((await create(admin, { tier: 'free' })).key_id);
    await expectShapeA(await admin.form('/user/api_keys/create', { tier: 'free' }), 409, 'KEY_LIMIT_REACHED');
    // A disabled key still counts; a revoked one frees its place.
    expect((await admin.form('/user/api_keys/disable', { key_id: made[0]! })).status).toBe(200);
    await expectShapeA(await admin.form('/user/api_keys/create', { tier: 'free' }), 409, 'KEY_LIMIT_REACHED');
    expect((await admin.form('/user/api_keys/revoke', { key_id: made[0]! })).status).toBe(200);
    await create(admin, { tier: 'free' });
  });
});

describe('a data dir from before scopes', () => {
  it("makes each account's oldest key that is not revoked its admin key, every other key standard", async () => {
    // Keys made the old way: the init key, a second init key, an API key; bob's first key revoked.
    const second = initDataDir(d.dataDir, d.configHome, ['--new-key']);
    const bob1 = initDataDir(d.dataDir, d.configHome, ['--account', 'bob']);
    const bob2 = await create(new Api(d.url, bob1.api_key), { tier: 'pro' });
    expect((await new Api(d.url, bob1.api_key).form('/user/api_keys/revoke', { key_id: bob1.key_id })).status).toBe(200);
    await d.stop();
    // Undo the scope migration (and the jobs migration that came after it), as if these keys
    // had been made before scopes existed.
    const db = new Database(join(d.dataDir, 'ctx.db'));
    const version = db.pragma('user_version', { simple: true }) as number;
    db.exec('DROP INDEX jobs_tenant; ALTER TABLE jobs DROP COLUMN sub_user_id; ALTER TABLE jobs DROP COLUMN size');
    db.exec('ALTER TABLE api_keys DROP COLUMN scope');
    db.pragma(`user_version = ${version - 2}`);
    db.close();

    await d.restart({ CTX_MAX_KEYS_PER_ACCOUNT: '100' });
    admin = new Api(d.url, d.apiKey);
    const mine = await list(admin);
    expect(mine.find((k) => k.key_id === d.keyId)!.scope).toBe('admin');
    expect(mine.filter((k) => k.key_id !== d.keyId).map((k) => k.scope)).toEqual(mine.filter((k) => k.key_id !== d.keyId).map(() => 'standard'));
    expect(mine.find((k) => k.key_id === second.key_id)!.scope).toBe('standard');
    const bob2api = new Api(d.url, bob2.api_key);
    const bobs = await list(bob2api);
    expect(bobs.find((k) => k.key_id === bob1.key_id)).toMatchObject({ status: 'REVOKED', scope: 'standard' });
    expect(bobs.find((k) => k.key_id === bob2.key_id)).toMatchObject({ scope: 'admin' });
    // The migrated admin keys manage keys; the others cannot.
    await create(bob2api, { tier: 'free' });
    await expectShapeA(await new Api(d.url, second.api_key).form('/user/api_keys/create', {}), 403, 'FORBIDDEN');
  });
});

import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from './db.js';
import { nowIso } from './db.js';
import { preparedOnce } from './driver.js';
import { newId } from '../ids.js';

export type KeyStatus = 'ACTIVE' | 'REVOKED' | 'DISABLED';
export type Tier = 'free' | 'pro' | 'enterprise';
/** admin: may also create, revoke, disable and enable the account's keys. */
export type KeyScope = 'admin' | 'standard';

/** Tiers from lowest to highest: a key never creates one above its own. */
export const TIERS: readonly Tier[] = ['free', 'pro', 'enterprise'];

export interface ApiKeyRow {
  key_id: string;
  account_id: number;
  name: string;
  secret_hash: Buffer;
  tier: Tier;
  scope: KeyScope;
  status: KeyStatus;
  created_at: string;
  last_used_at: string | null;
  expires_at: string | null;
}

export type KeyCheck =
  | { ok: true; key: ApiKeyRow }
  | { ok: false; reason: 'INVALID_API_KEY' | 'API_KEY_REVOKED' | 'API_KEY_SUSPENDED' | 'API_KEY_EXPIRED' };

const KEY_PREFIX = 'ctx';

function hashSecret(secret: string): Buffer {
  return createHash('sha256').update(secret).digest();
}

/**
 * Plaintext keys look like `ctx_<key_id>.<secret>`. The key id lets us find the row without
 * scanning; only sha256(secret) is stored and it is compared in constant time.
 */
export function splitKey(plaintext: string): { keyId: string; secret: string } | undefined {
  const m = /^ctx_(k_[A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{43})$/.exec(plaintext);
  return m ? { keyId: m[1]!, secret: m[2]! } : undefined;
}

export class KeyRepo {
  constructor(private readonly db: Db) {}

  create(accountId: number, name: string, tier: Tier, expiresAt: string | null = null, scope: KeyScope = 'standard'): { row: ApiKeyRow; plaintext: string } {
    const keyId = newId('k');
    const secret = randomBytes(32).toString('base64url');
    const row: ApiKeyRow = {
      key_id: keyId,
      account_id: accountId,
      name,
      secret_hash: hashSecret(secret),
      tier,
      scope,
      status: 'ACTIVE',
      created_at: nowIso(),
      last_used_at: null,
      expires_at: expiresAt,
    };
    this.db
      .prepare(
        `INSERT INTO api_keys(key_id, account_id, name, secret_hash, tier, scope, status, created_at, last_used_at, expires_at)
         VALUES (@key_id, @account_id, @name, @secret_hash, @tier, @scope, @status, @created_at, @last_used_at, @expires_at)`,
      )
      .run(row);
    return { row, plaintext: `${KEY_PREFIX}_${keyId}.${secret}` };
  }

  get(keyId: string): ApiKeyRow | undefined {
    // Every request's key is looked up: the statement is compiled once.
    return preparedOnce(this.db, 'SELECT * FROM api_keys WHERE key_id = ?').get(keyId) as ApiKeyRow | undefined;
  }

  listForAccount(accountId: number): ApiKeyRow[] {
    return this.db.prepare('SELECT * FROM api_keys WHERE account_id = ? ORDER BY created_at, key_id').all(accountId) as ApiKeyRow[];
  }

  countForAccount(accountId: number): number {
    return (this.db.prepare('SELECT count(*) AS n FROM api_keys WHERE account_id = ?').get(accountId) as { n: number }).n;
  }

  /** Keys that count against the per-account cap: every key not revoked. */
  countUnrevoked(accountId: number): number {
    return (this.db.prepare("SELECT count(*) AS n FROM api_keys WHERE account_id = ? AND status != 'REVOKED'").get(accountId) as { n: number }).n;
  }

  verify(plaintext: string | undefined, now = new Date()): KeyCheck {
    if (!plaintext) return { ok: false, reason: 'INVALID_API_KEY' };
    const parts = splitKey(plaintext);
    if (!parts) return { ok: false, reason: 'INVALID_API_KEY' };
    const row = this.get(parts.keyId);
    // Hash anyway when the id is unknown so the timing does not reveal which ids exist.
    const expected = row?.secret_hash ?? Buffer.alloc(32);
    const matches = timingSafeEqual(hashSecret(parts.secret), expected);
    if (!row || !matches) return { ok: false, reason: 'INVALID_API_KEY' };
    if (row.status === 'REVOKED') return { ok: false, reason: 'API_KEY_REVOKED' };
    if (row.status === 'DISABLED') return { ok: false, reason: 'API_KEY_SUSPENDED' };
    if (row.expires_at && Date.parse(row.expires_at) <= now.getTime()) return { ok: false, reason: 'API_KEY_EXPIRED' };
    return { ok: true, key: row };
  }

  setStatus(keyId: string, status: KeyStatus): void {
    this.db.prepare('UPDATE api_keys SET status = ? WHERE key_id = ?').run(status, keyId);
  }

  touch(keyId: string, at: string): void {
    this.db.prepare('UPDATE api_keys SET last_used_at = ? WHERE key_id = ?').run(at, keyId);
  }
}

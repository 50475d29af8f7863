import type { Db } from './db.js';
import { nowIso } from './db.js';
import { preparedOnce } from './driver.js';

export interface SubUser {
  id: number;
  account_id: number;
  name: string;
}

export const DEFAULT_SUB_USER = 'default';

export class SubUserRepo {
  constructor(private readonly db: Db) {}

  /** Every request looks one up: its statement is compiled once. */
  find(accountId: number, name: string): SubUser | undefined {
    return preparedOnce(this.db, 'SELECT id, account_id, name FROM sub_users WHERE account_id = ? AND name = ?').get(accountId, name) as SubUser | undefined;
  }

  ensure(accountId: number, name: string): SubUser {
    const found = this.find(accountId, name);
    if (found) return found;
    const { id } = this.db.prepare('INSERT INTO sub_users(account_id, name, created_at) VALUES (?, ?, ?) RETURNING id').get(accountId, name, nowIso()) as { id: number };
    return { id: Number(id), account_id: accountId, name };
  }

  listForAccount(accountId: number): SubUser[] {
    return this.db.prepare('SELECT id, account_id, name FROM sub_users WHERE account_id = ?').all(accountId) as SubUser[];
  }
}

import type { Db } from './db.js';
import { nowIso } from './db.js';

export interface Account {
  id: number;
  name: string;
  created_at: string;
}

export const DEFAULT_ACCOUNT = 'default';

export class AccountRepo {
  constructor(private readonly db: Db) {}

  byName(name: string): Account | undefined {
    return this.db.prepare('SELECT * FROM accounts WHERE name = ?').get(name) as Account | undefined;
  }

  create(name: string): Account {
    const created_at = nowIso();
    const { id } = this.db.prepare('INSERT INTO accounts(name, created_at) VALUES (?, ?) RETURNING id').get(name, created_at) as { id: number };
    return { id: Number(id), name, created_at };
  }

  ensure(name: string): { account: Account; created: boolean } {
    const existing = this.byName(name);
    if (existing) return { account: existing, created: false };
    return { account: this.create(name), created: true };
  }
}

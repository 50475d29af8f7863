import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_ACCOUNT } from '../core/store/accounts.js';
import { DB_FILE, DEFAULT_HOST, DEFAULT_PORT } from '../core/config.js';
import { clientConfigPath, readClientConfig, writeClientConfig } from './client-config.js';

export interface InitResult {
  data_dir: string;
  account: string;
  key_id: string | null;
  api_key: string | null;
  created: boolean;
  config_file: string | null;
}

/**
 * Creates the data dir, the database and the account's first ACTIVE enterprise key. On an
 * existing account it makes no second key unless newKey is set. The default account's new
 * key is saved in the client config so `ctx` works against the local daemon at once.
 */
export async function initDataDir(opts: { dataDir: string; account?: string; newKey?: boolean; host?: string; port?: number }): Promise<InitResult> {
  mkdirSync(opts.dataDir, { recursive: true });
  // Loaded on demand: client commands must not pay for SQLite at start-up.
  const { createStore } = await import('../core/store/index.js');
  const store = createStore({ dbPath: join(opts.dataDir, DB_FILE) });
  try {
    const name = opts.account ?? DEFAULT_ACCOUNT;
    const { account, created } = store.accounts.ensure(name);
    const existing = store.keys.listForAccount(account.id);
    if (!created && existing.length > 0 && !opts.newKey) {
      const active = existing.find((k) => k.status === 'ACTIVE') ?? existing[0]!;
      return { data_dir: opts.dataDir, account: name, key_id: active.key_id, api_key: null, created: false, config_file: null };
    }
    const label = existing.length === 0 ? 'initial key' : `key ${existing.length + 1}`;
    const { row, plaintext } = store.keys.create(account.id, label, 'enterprise');
    let configFile: string | null = null;
    if (name === DEFAULT_ACCOUNT) {
      configFile = clientConfigPath();
      const cfg = readClientConfig(configFile);
      cfg.base_url = `http://${opts.host ?? DEFAULT_HOST}:${opts.port ?? DEFAULT_PORT}`;
      cfg.api_key = plaintext;
      writeClientConfig(cfg, configFile);
    }
    return { data_dir: opts.dataDir, account: name, key_id: row.key_id, api_key: plaintext, created: true, config_file: configFile };
  } finally {
    store.close();
  }
}

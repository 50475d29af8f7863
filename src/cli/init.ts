import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_ACCOUNT } from '../core/store/accounts.js';
import { CONFIG_FILE, loadConfig, storeLocation } from '../core/config.js';
import { secureDataDir } from '../core/data-dir.js';
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
 * Creates the data dir, the database and the account's first ACTIVE enterprise admin key. On an
 * existing account it makes no second key unless newKey is set. The default account's new
 * key is saved in the client config so `ctx` works against the local daemon at once.
 */
export async function initDataDir(opts: { dataDir: string; account?: string; newKey?: boolean; host?: string; port?: number; databaseUrl?: string }): Promise<InitResult> {
  secureDataDir(opts.dataDir);
  if (opts.databaseUrl) saveDatabaseUrl(opts.dataDir, opts.databaseUrl);
  const cfg = loadConfig(opts.dataDir);
  // Loaded on demand: client commands must not pay for SQLite at start-up.
  const { createStore } = await import('../core/store/index.js');
  // On PostgreSQL this also creates (or updates) the schema; a second daemon needs no init.
  const store = createStore(storeLocation(opts.dataDir, cfg));
  try {
    const name = opts.account ?? DEFAULT_ACCOUNT;
    const { account, created } = store.accounts.ensure(name);
    const existing = store.keys.listForAccount(account.id);
    if (!created && existing.length > 0 && !opts.newKey) {
      const active = existing.find((k) => k.status === 'ACTIVE') ?? existing[0]!;
      return { data_dir: opts.dataDir, account: name, key_id: active.key_id, api_key: null, created: false, config_file: null };
    }
    const label = existing.length === 0 ? 'initial key' : `key ${existing.length + 1}`;
    // Whoever can open the data dir owns the install: init's keys are admin keys.
    const { row, plaintext } = store.keys.create(account.id, label, 'enterprise', null, 'admin');
    let configFile: string | null = null;
    if (name === DEFAULT_ACCOUNT) {
      configFile = clientConfigPath();
      const cfg = readClientConfig(configFile);
      const url = localDaemonUrl(opts);
      if (url) cfg.base_url = url;
      cfg.api_key = plaintext;
      writeClientConfig(cfg, configFile);
    }
    return { data_dir: opts.dataDir, account: name, key_id: row.key_id, api_key: plaintext, created: true, config_file: configFile };
  } finally {
    store.close();
  }
}

/**
 * Where the daemon of this data dir listens, for the client config: the given host and port,
 * else the data dir's settings (config.json, CTX_HOST, CTX_PORT). A wildcard address is reached
 * on loopback; port 0 (any free port) cannot be known in advance, so nothing is written then.
 */
function localDaemonUrl(opts: { dataDir: string; host?: string; port?: number }): string | undefined {
  const cfg = loadConfig(opts.dataDir);
  const host = opts.host ?? cfg.host;
  const port = opts.port ?? cfg.port;
  if (!port) return undefined;
  const reach = host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '[::1]' : host.includes(':') ? `[${host}]` : host;
  return `http://${reach}:${port}`;
}

/**
 * Records the database URL in the data dir's config.json (other settings kept), so that
 * `ctx daemon run` on this data dir uses it. The data dir is private to its owner (the URL may
 * hold a password).
 */
function saveDatabaseUrl(dataDir: string, url: string): void {
  if (!/^postgres(ql)?:\/\//.test(url)) throw new Error(`--database-url must be a postgres:// URL`);
  const file = join(dataDir, CONFIG_FILE);
  const raw = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : {};
  raw.database_url = url;
  writeFileSync(file, `${JSON.stringify(raw, null, 2)}\n`, { mode: 0o600 });
}

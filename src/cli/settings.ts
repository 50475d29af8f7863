import { DEFAULT_HOST, DEFAULT_PORT } from '../core/config.js';
import { readClientConfig } from './client-config.js';

export interface GlobalOptions {
  baseUrl?: string;
  apiKey?: string;
  subUser?: string;
  json?: boolean;
  quiet?: boolean;
}

export interface Settings {
  baseUrl: string;
  apiKey: string | undefined;
  subUser: string;
  /** Where each value came from, for `ctx config list` and error hints. */
  source: Record<'base_url' | 'api_key' | 'sub_user', 'flag' | 'env' | 'config' | 'default'>;
}

/** Client config keys settable with `ctx config set`. */
export const CONFIG_KEYS = ['base_url', 'api_key', 'sub_user', 'concurrency'] as const;
export type ConfigKey = (typeof CONFIG_KEYS)[number];

export const DEFAULT_BASE_URL = `http://${DEFAULT_HOST}:${DEFAULT_PORT}`;

/** flag > environment > config file > default, for each setting separately. */
export function resolveSettings(opts: GlobalOptions, env: NodeJS.ProcessEnv = process.env): Settings {
  const cfg = readClientConfig();
  const pick = (flag: string | undefined, envName: string, key: string, dflt: string | undefined) => {
    if (flag !== undefined && flag !== '') return { v: flag, s: 'flag' as const };
    if (env[envName]) return { v: env[envName], s: 'env' as const };
    if (cfg[key]) return { v: cfg[key], s: 'config' as const };
    return { v: dflt, s: 'default' as const };
  };
  const base = pick(opts.baseUrl, 'CTX_BASE_URL', 'base_url', DEFAULT_BASE_URL);
  const key = pick(opts.apiKey, 'CTX_API_KEY', 'api_key', undefined);
  const sub = pick(opts.subUser, 'CTX_SUB_USER', 'sub_user', 'default');
  return {
    baseUrl: (base.v ?? DEFAULT_BASE_URL).replace(/\/+$/, ''),
    apiKey: key.v,
    subUser: sub.v ?? 'default',
    source: { base_url: base.s, api_key: key.s, sub_user: sub.s },
  };
}

/** Upload/download concurrency: --concurrency > CTX_CONCURRENCY > config > 4 (1-64). */
export function resolveConcurrency(flag?: string, env: NodeJS.ProcessEnv = process.env): { value: number; source: 'flag' | 'env' | 'config' | 'default' } {
  const valid = (v: string | undefined) => {
    const n = Number(v);
    return v !== undefined && v !== '' && Number.isInteger(n) && n > 0 ? Math.min(n, 64) : undefined;
  };
  const cfg = readClientConfig().concurrency;
  for (const [v, source] of [
    [flag, 'flag'],
    [env.CTX_CONCURRENCY, 'env'],
    [cfg, 'config'],
  ] as const) {
    const n = valid(v);
    if (n !== undefined) return { value: n, source };
  }
  return { value: 4, source: 'default' };
}

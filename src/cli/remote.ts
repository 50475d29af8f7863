import type { ApiClient } from './api-client.js';
import { ApiError } from './api-client.js';
import { CliError, EXIT } from './exit.js';

export interface RemoteEntry {
  is_dir: boolean;
  name: string;
  path: string;
  file_id: string;
  size: number;
  status: string;
  created_at: string;
  sha256?: string | null;
  error?: string | null;
}

export interface Listing {
  items: RemoteEntry[];
  tree: Record<string, Record<string, { file_id: string; is_dir: boolean }>>;
  version: string;
  need_refresh_file: boolean;
}

/** Server file ids look like f_… (files) or d_… (directories). */
export function looksLikeId(s: string): boolean {
  return /^[fd]_[A-Za-z0-9_-]{16}$/.test(s);
}

export function remotePath(p: string): string {
  const out = ('/' + p).replace(/\/+/g, '/');
  return out.length > 1 ? out.replace(/\/$/, '') : out;
}

export function parentPath(p: string): string {
  const i = p.lastIndexOf('/');
  return i <= 0 ? '/' : p.slice(0, i);
}

export async function list(api: ApiClient, path: string, opts: { recursive?: boolean; version?: string } = {}): Promise<Listing> {
  return api.call((c) => c.list(path, { recursive: opts.recursive ?? true, version: opts.version }));
}

/** Lists a directory, or returns undefined when it does not exist. */
export async function listIfExists(api: ApiClient, path: string, recursive = true): Promise<Listing | undefined> {
  try {
    return await list(api, path, { recursive });
  } catch (err) {
    if (err instanceof ApiError && err.info.status === 404) return undefined;
    throw err;
  }
}

/** Finds an entry by path (looking in its parent directory). */
export async function statPath(api: ApiClient, path: string): Promise<RemoteEntry | undefined> {
  const p = remotePath(path);
  if (p === '/') return { is_dir: true, name: '/', path: '/', file_id: '', size: 0, status: 'COMPLETED', created_at: '' };
  const parent = await listIfExists(api, parentPath(p), false);
  return parent?.items.find((e) => e.path === p);
}

export interface Target {
  file_id: string;
  path?: string;
  entry?: RemoteEntry;
}

/** Accepts a file id or a path wherever a file is named. */
export async function resolveTarget(api: ApiClient, arg: string): Promise<Target> {
  if (looksLikeId(arg)) return { file_id: arg };
  const e = await statPath(api, arg);
  if (!e || (!e.file_id && e.path !== '/')) throw new CliError(`no such file or directory: ${remotePath(arg)}`, EXIT.NOT_FOUND);
  return { file_id: e.file_id, path: e.path, entry: e };
}

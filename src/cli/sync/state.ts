import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';

export interface SyncedFile {
  size: number;
  mtimeMs: number;
  sha256: string;
  file_id: string;
}

/** What the last pass left in sync; survives restarts of sync and of the daemon. */
export interface SyncState {
  folder: string;
  base_url: string;
  sub_user: string;
  to: string;
  /** Listing version of the remote directory after our last pass. */
  version: string | null;
  /** Keyed by path relative to the folder (forward slashes). */
  files: Record<string, SyncedFile>;
  /** Directories (relative) we created remotely. */
  dirs: string[];
}

export function stateDir(env: NodeJS.ProcessEnv = process.env): string {
  return join(env.XDG_STATE_HOME || join(homedir(), '.local', 'state'), 'ctx', 'sync');
}

/** One state file per (server, sub-user, local folder, remote dir). */
export function statePath(s: Pick<SyncState, 'folder' | 'base_url' | 'sub_user' | 'to'>): string {
  const id = createHash('sha256').update(JSON.stringify([s.base_url, s.sub_user, s.folder, s.to])).digest('hex').slice(0, 24);
  return join(stateDir(), `${id}.json`);
}

export function loadState(init: Pick<SyncState, 'folder' | 'base_url' | 'sub_user' | 'to'>): SyncState {
  try {
    const s = JSON.parse(readFileSync(statePath(init), 'utf8')) as SyncState;
    return { ...init, version: s.version ?? null, files: s.files ?? {}, dirs: s.dirs ?? [] };
  } catch {
    return { ...init, version: null, files: {}, dirs: [] };
  }
}

/** Written to a temp file and renamed, so a crash mid-write never corrupts the state. */
export function saveState(s: SyncState): void {
  const file = statePath(s);
  mkdirSync(dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, JSON.stringify(s));
  renameSync(tmp, file);
}

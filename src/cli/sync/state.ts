import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
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

function readState(file: string): SyncState | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as SyncState;
  } catch {
    return undefined;
  }
}

/**
 * The newest state of the same folder, sub-user and remote dir under another base URL: the
 * daemon came back on another port, or the server moved. Safe to start from: every file id in
 * it is checked against the server's listing before it is trusted (a move or a removal needs
 * the same file id there), and the size/mtime → sha256 cache is the server's no business.
 */
function adoptable(init: Pick<SyncState, 'folder' | 'sub_user' | 'to'>): SyncState | undefined {
  let best: { s: SyncState; mtime: number } | undefined;
  let names: string[];
  try {
    names = readdirSync(stateDir()).filter((n) => n.endsWith('.json'));
  } catch {
    return undefined;
  }
  for (const n of names) {
    const file = join(stateDir(), n);
    const s = readState(file);
    if (!s || s.folder !== init.folder || s.sub_user !== init.sub_user || s.to !== init.to) continue;
    const mtime = statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;
    if (!best || mtime > best.mtime) best = { s, mtime };
  }
  return best?.s;
}

export function loadState(init: Pick<SyncState, 'folder' | 'base_url' | 'sub_user' | 'to'>): SyncState {
  const own = readState(statePath(init));
  if (own) return { ...init, version: own.version ?? null, files: own.files ?? {}, dirs: own.dirs ?? [] };
  const other = adoptable(init);
  // Another server's listing version means nothing here.
  if (other) return { ...init, version: null, files: other.files ?? {}, dirs: other.dirs ?? [] };
  return { ...init, version: null, files: {}, dirs: [] };
}

/** Written to a temp file and renamed, so a crash mid-write never corrupts the state. */
export function saveState(s: SyncState): void {
  const file = statePath(s);
  mkdirSync(dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, JSON.stringify(s));
  renameSync(tmp, file);
}

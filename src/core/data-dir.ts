import { chmodSync, lstatSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The data dir and every folder in it: only its owner may list or enter them. */
export const PRIVATE_DIR_MODE = 0o700;
/** Database, blobs, log: only the owner reads them (the database holds the URL-signing secret). */
export const PRIVATE_FILE_MODE = 0o600;

/** Top-level files fixed on every start: cheap, and the ones SQLite or the CLI may recreate. */
const TOP_FILES = ['ctx.db', 'ctx.db-wal', 'ctx.db-shm', 'daemon.log', 'daemon.pid', 'config.json'];

function modeOf(path: string): number | undefined {
  try {
    return statSync(path).mode & 0o777;
  } catch {
    return undefined;
  }
}

/** chmod that reports instead of throwing: a file we may write but not chmod must not stop the daemon. */
function tryChmod(path: string, mode: number, problems: string[]): void {
  try {
    chmodSync(path, mode);
  } catch (err) {
    problems.push(`cannot make ${path} private (${(err as NodeJS.ErrnoException).code ?? (err as Error).message})`);
  }
}

function chmodTree(dir: string, problems: string[]): void {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    const st = lstatSync(path);
    if (st.isSymbolicLink()) continue;
    if (st.isDirectory()) {
      chmodTree(path, problems);
      tryChmod(path, PRIVATE_DIR_MODE, problems);
    } else if ((st.mode & 0o777) !== PRIVATE_FILE_MODE) {
      tryChmod(path, PRIVATE_FILE_MODE, problems);
    }
  }
}

/**
 * Makes the data dir private to its owner: creates it 0700, sets this process's umask so that
 * everything it creates from now on (database, -wal/-shm, blobs, log, extraction children's
 * scratch files) is 0600/0700, and repairs a data dir made before that. The whole tree is walked
 * only while the data dir or its blobs folder still has another mode (a walk cut short is
 * repeated at the next start, since the folders are fixed last); later starts fix the top-level
 * files only. Returns what could not be fixed (a file owned by someone else), for the log.
 */
export function secureDataDir(dataDir: string): string[] {
  const problems: string[] = [];
  process.umask(0o077);
  mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const blobs = join(dataDir, 'blobs');
  const blobsMode = modeOf(blobs);
  if (modeOf(dataDir) !== PRIVATE_DIR_MODE || (blobsMode !== undefined && blobsMode !== PRIVATE_DIR_MODE)) {
    chmodTree(dataDir, problems);
  } else {
    for (const name of TOP_FILES) {
      const path = join(dataDir, name);
      const mode = modeOf(path);
      if (mode !== undefined && mode !== PRIVATE_FILE_MODE) tryChmod(path, PRIVATE_FILE_MODE, problems);
    }
  }
  tryChmod(dataDir, PRIVATE_DIR_MODE, problems);
  return problems;
}

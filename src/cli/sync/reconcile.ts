import type { ApiClient } from '../api-client.js';
import { ApiError } from '../api-client.js';
import { sha256File } from '../hash.js';
import { list, remotePath, type RemoteEntry } from '../remote.js';
import { uploadFile, uploadedPath } from '../upload-stream.js';
import { runPool } from '../pool.js';
import { scanFolder } from './local.js';
import { saveState, type SyncState } from './state.js';

export interface SyncAction {
  action: 'upload' | 'update' | 'move' | 'remove' | 'mkdir' | 'rmdir' | 'error';
  path: string;
  from?: string;
  error?: string;
}

export interface PassResult {
  actions: SyncAction[];
  unchanged: number;
  unsupported: string[];
  version: string;
}

const isGone = (err: unknown) => err instanceof ApiError && err.info.status === 404;

/**
 * One reconciliation pass, local folder → remote directory: new and changed files are uploaded
 * (by content hash), a file whose content reappears under a new name is moved instead of
 * re-uploaded, remote files we synced whose local file is gone are removed. Local files are
 * only ever read.
 */
export async function reconcile(
  api: ApiClient,
  state: SyncState,
  opts: {
    concurrency: number;
    onAction?: (a: SyncAction) => void;
    /** How many files and bytes this pass uploads, once known (for a progress bar). */
    onPlan?: (files: number, bytes: number) => void;
    onBytes?: (n: number) => void;
  },
): Promise<PassResult> {
  const actions: SyncAction[] = [];
  const emit = (a: SyncAction) => {
    actions.push(a);
    opts.onAction?.(a);
  };
  const root = remotePath(state.to);
  const rp = (rel: string) => remotePath(`${root}/${rel}`);
  const local = await scanFolder(state.folder);

  if (root !== '/') await api.form('/file/create_dir', { path: root, sub_user_name: api.subUser });
  const listing = await list(api, root, { recursive: true });
  const remote = new Map<string, RemoteEntry>(listing.items.map((e) => [e.path, e]));

  // Hash only what changed since the last pass (size and mtime tell).
  const hashes = new Map<string, string>();
  await runPool([...local.files], opts.concurrency, async ([rel, f]) => {
    const known = state.files[rel];
    hashes.set(rel, known && known.size === f.size && known.mtimeMs === f.mtimeMs ? known.sha256 : await sha256File(f.local));
  });

  // Remote files we synced whose local file is gone: candidates for a rename, else removal.
  // Keyed by content hash; several gone files may share one content, so each key holds a list.
  const orphans = new Map<string, Array<{ rel: string; entry: RemoteEntry }>>();
  for (const [rel, synced] of Object.entries(state.files)) {
    if (local.files.has(rel)) continue;
    const e = remote.get(rp(rel));
    if (e && !e.is_dir && e.file_id === synced.file_id) orphans.set(synced.sha256, [...(orphans.get(synced.sha256) ?? []), { rel, entry: e }]);
    else delete state.files[rel];
  }

  for (const dir of [...local.dirs].sort()) {
    const e = remote.get(rp(dir));
    if (!e) {
      await api.form('/file/create_dir', { path: rp(dir), sub_user_name: api.subUser });
      emit({ action: 'mkdir', path: rp(dir) });
    }
    if (!state.dirs.includes(dir)) state.dirs.push(dir);
  }

  let unchanged = 0;
  const uploads: Array<{ rel: string; kind: 'upload' | 'update' }> = [];
  for (const [rel, f] of local.files) {
    const sha = hashes.get(rel)!;
    const target = rp(rel);
    const e = remote.get(target);
    if (e && !e.is_dir && e.sha256 === sha) {
      state.files[rel] = { size: f.size, mtimeMs: f.mtimeMs, sha256: sha, file_id: e.file_id };
      unchanged++;
      continue;
    }
    const orphan = !e ? orphans.get(sha)?.[0] : undefined;
    if (orphan) {
      try {
        await api.form('/file/move', { src: orphan.entry.path, dest: target, sub_user_name: api.subUser });
        orphans.get(sha)!.shift();
        delete state.files[orphan.rel];
        state.files[rel] = { size: f.size, mtimeMs: f.mtimeMs, sha256: sha, file_id: orphan.entry.file_id };
        emit({ action: 'move', path: target, from: orphan.entry.path });
        continue;
      } catch (err) {
        if (!isGone(err)) throw err;
        // Removed on the server meanwhile: nothing left to move or remove.
        orphans.get(sha)!.shift();
        delete state.files[orphan.rel];
      }
    }
    uploads.push({ rel, kind: e ? 'update' : 'upload' });
  }

  opts.onPlan?.(uploads.length, uploads.reduce((n, u) => n + local.files.get(u.rel)!.size, 0));
  await runPool(uploads, opts.concurrency, async ({ rel, kind }) => {
    const f = local.files.get(rel)!;
    const target = rp(rel);
    try {
      const existing = remote.get(target);
      // A changed file replaces the old one, so the server keeps one copy at the path.
      if (existing) await api.del(`/file/delete/${encodeURIComponent(existing.file_id)}`, { sub_user_name: api.subUser }).catch((err) => {
        if (!isGone(err)) throw err;
      });
      const slash = target.lastIndexOf('/');
      const reply = await api.withRetry(() => uploadFile(api, f.local, { name: target.slice(slash + 1), dir: target.slice(0, slash) || '/', size: f.size, onBytes: opts.onBytes }));
      state.files[rel] = { size: f.size, mtimeMs: f.mtimeMs, sha256: hashes.get(rel)!, file_id: reply.file_id };
      emit({ action: kind, path: uploadedPath(reply) });
    } catch (err) {
      emit({ action: 'error', path: target, error: (err as Error).message });
    }
  });

  for (const { rel, entry } of [...orphans.values()].flat()) {
    try {
      await api.del(`/file/delete/${encodeURIComponent(entry.file_id)}`, { sub_user_name: api.subUser });
    } catch (err) {
      if (!isGone(err)) throw err;
    }
    delete state.files[rel];
    emit({ action: 'remove', path: entry.path });
  }

  // Directories we created whose local directory is gone (deepest first).
  for (const dir of [...state.dirs].sort((a, b) => b.length - a.length)) {
    if (local.dirs.has(dir)) continue;
    state.dirs = state.dirs.filter((d) => d !== dir);
    const e = remote.get(rp(dir));
    if (!e || !e.is_dir) continue;
    try {
      await api.del(`/file/delete/${encodeURIComponent(e.file_id)}`, { sub_user_name: api.subUser });
      emit({ action: 'rmdir', path: e.path });
    } catch (err) {
      if (!isGone(err)) throw err;
    }
  }

  const after = await list(api, root, { recursive: false });
  state.version = after.version;
  saveState(state);
  return { actions, unchanged, unsupported: local.unsupported, version: after.version };
}

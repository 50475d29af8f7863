import type { ApiClient } from './api-client.js';
import { list } from './remote.js';
import { createProgress } from './progress.js';

export interface Processed {
  file_id: string;
  path: string;
  status: string;
  error?: string | null;
}

function commonDir(paths: string[]): string {
  if (paths.length === 0) return '/';
  const split = paths.map((p) => p.split('/').slice(1, -1));
  const first = split[0]!;
  let n = first.length;
  for (const s of split) {
    let i = 0;
    while (i < n && s[i] === first[i]) i++;
    n = i;
  }
  return '/' + first.slice(0, n).join('/');
}

/**
 * Waits until every file is COMPLETED or FAILED. Polls one listing of the files' common
 * directory per round rather than one status request per file, so waiting on 2,000 files
 * costs one request a second, not 2,000.
 */
export async function waitForProcessing(
  api: ApiClient,
  files: Array<{ file_id: string; path: string }>,
  opts: { json?: boolean; quiet?: boolean; timeoutMs?: number },
): Promise<Processed[]> {
  const pending = new Map(files.map((f) => [f.file_id, f]));
  const results = new Map<string, Processed>();
  if (files.length === 0) return [];
  const dir = commonDir(files.map((f) => f.path));
  const progress = await createProgress({ label: 'processing', done: 0, total: files.length, bytes: 0, totalBytes: 0 }, opts);
  const deadline = Date.now() + (opts.timeoutMs ?? 24 * 3600_000);
  try {
    while (pending.size > 0) {
      const l = await api.withRetry(() => list(api, dir, { recursive: true }));
      const byId = new Map(l.items.map((e) => [e.file_id, e]));
      for (const [id, f] of pending) {
        const e = byId.get(id);
        const status = e?.status ?? 'UNKNOWN';
        if (status === 'PENDING') continue;
        results.set(id, { file_id: id, path: e?.path ?? f.path, status, error: e?.error ?? (e ? undefined : 'the file was removed') });
        pending.delete(id);
        if (status === 'FAILED') progress.log(`failed ${e?.path ?? f.path}: ${e?.error ?? 'unknown reason'}`);
      }
      progress.update({ done: results.size });
      if (pending.size === 0) break;
      if (Date.now() > deadline) break;
      await new Promise((r) => setTimeout(r, 500));
    }
  } finally {
    await progress.stop();
  }
  for (const [id, f] of pending) results.set(id, { file_id: id, path: f.path, status: 'PENDING' });
  return files.map((f) => results.get(f.file_id)!);
}

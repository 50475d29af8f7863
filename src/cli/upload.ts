import type { ApiClient } from './api-client.js';
import { sha256File } from './hash.js';
import { listIfExists, parentPath, remotePath } from './remote.js';
import type { LocalFile } from './scan.js';
import { uploadFile, uploadedPath, type UploadReply } from './upload-stream.js';
import { createProgress, humanBytes, type Progress } from './progress.js';
import { runPool } from './pool.js';

export interface UploadItem extends LocalFile {
  /** Remote directory and name the file goes to. */
  dir: string;
  name: string;
  sha256?: string;
}

export interface UploadReport {
  uploaded: Array<{ local: string; path: string; file_id: string; renamed: boolean; sha256: string }>;
  skipped: Array<{ local: string; path: string; file_id: string; reason: string }>;
  failed: Array<{ local: string; path: string; error: string }>;
  bytes: number;
  seconds: number;
}

export interface UploadOptions {
  concurrency: number;
  json?: boolean;
  quiet?: boolean;
  label?: string;
}

/** Places scanned files under a remote directory. */
export function plan(files: LocalFile[], to: string): UploadItem[] {
  const root = remotePath(to);
  const seen = new Set<string>();
  const items: UploadItem[] = [];
  for (const f of files) {
    const full = remotePath(`${root}/${f.rel}`);
    // `ctx upload a.txt a.txt` or `ctx upload docs docs/a.txt --to …`: one upload per destination.
    if (seen.has(full)) continue;
    seen.add(full);
    items.push({ ...f, dir: parentPath(full), name: full.slice(full.lastIndexOf('/') + 1) });
  }
  return items;
}

/**
 * The upload pipeline: hash → skip what the server already has at the same path with the same
 * content → upload queue with bounded concurrency and retries → report.
 */
export async function uploadAll(api: ApiClient, items: UploadItem[], opts: UploadOptions): Promise<UploadReport> {
  const started = Date.now();
  const report: UploadReport = { uploaded: [], skipped: [], failed: [], bytes: 0, seconds: 0 };
  const totalBytes = items.reduce((n, i) => n + i.size, 0);
  const progress: Progress = await createProgress({ label: opts.label ?? 'uploading', done: 0, total: items.length, bytes: 0, totalBytes }, opts);
  try {
    // What the server has, per top-level destination, in one listing each.
    const remote = new Map<string, { sha256?: string | null; file_id: string }>();
    const roots = [...new Set(items.map((i) => i.dir))].sort();
    const listed = new Set<string>();
    for (const dir of roots) {
      if ([...listed].some((l) => l === '/' || dir === l || dir.startsWith(l + '/'))) continue;
      const l = await listIfExists(api, dir, true);
      listed.add(dir);
      for (const e of l?.items ?? []) if (!e.is_dir) remote.set(e.path, { sha256: e.sha256, file_id: e.file_id });
    }
    // Bytes read or skipped so far, for the progress bar (retries take back what they resend).
    let moved = 0;
    await runPool(items, opts.concurrency, async (item) => {
      const path = remotePath(`${item.dir}/${item.name}`);
      try {
        item.sha256 ??= await sha256File(item.local);
        const have = remote.get(path);
        if (have && have.sha256 === item.sha256) {
          report.skipped.push({ local: item.local, path, file_id: have.file_id, reason: 'identical file already at this path' });
          moved += item.size;
          progress.update({ done: report.uploaded.length + report.skipped.length + report.failed.length, bytes: moved });
          return;
        }
        let sent = 0;
        const reply: UploadReply = await api.withRetry(
          () => {
            moved -= sent;
            sent = 0;
            return uploadFile(api, item.local, {
              name: item.name,
              dir: item.dir,
              size: item.size,
              onBytes: (n) => {
                sent += n;
                moved += n;
                progress.update({ bytes: moved });
              },
            });
          },
          { onWait: (ms, why) => progress.log(`retrying ${item.local} in ${Math.ceil(ms / 1000)} s: ${why}`) },
        );
        report.bytes += item.size;
        const stored = uploadedPath(reply);
        report.uploaded.push({ local: item.local, path: stored, file_id: reply.file_id, renamed: reply.renamed, sha256: item.sha256 });
        if (!opts.json) progress.log(`uploaded ${item.local} -> ${stored}${reply.renamed ? ' (renamed)' : ''}`);
      } catch (err) {
        report.failed.push({ local: item.local, path, error: (err as Error).message });
        progress.log(`failed ${item.local}: ${(err as Error).message}`);
      }
      progress.update({ done: report.uploaded.length + report.skipped.length + report.failed.length, bytes: moved });
    });
  } finally {
    await progress.stop();
  }
  report.seconds = (Date.now() - started) / 1000;
  return report;
}

export function summarizeUpload(r: UploadReport): string {
  const rate = r.seconds > 0 ? `, ${humanBytes(r.bytes / r.seconds)}/s` : '';
  return `${r.uploaded.length} uploaded, ${r.skipped.length} skipped (already there), ${r.failed.length} failed; ${humanBytes(r.bytes)} in ${r.seconds.toFixed(1)} s${rate}`;
}

import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Store } from '../store/index.js';
import type { Entry } from '../store/entries.js';
import type { SkippedLine } from '../store/archives.js';
import type { BlobStore, StoredBlob } from '../files/blobs.js';
import type { FileService } from '../files/service.js';
import type { ExtractPool } from '../jobs/process-pool.js';
import { markFailed, requeue, failureReason } from '../jobs/processor.js';
import { baseName, extensionOf, joinPath, normalizePath, parentOf } from '../files/vpath.js';
import { mimeOf } from '../files/kinds.js';
import type { ArchiveLimits, Unpacked } from './zip-reader.js';
import { settleArchive } from './settle.js';
import { isStorageError } from '../disk/space.js';

export interface ExpandDeps {
  store: Store;
  blobs: BlobStore;
  files: FileService;
  pool: ExtractPool;
  timeoutMs: number;
  limits: ArchiveLimits;
  abandoning: () => boolean;
}

/**
 * An archive's job: its members are read out in an extraction child (bounded, see
 * zip-reader.ts), placed in the blob store, and recorded in one transaction as PENDING files in
 * a new folder beside the archive, each with its own job. The archive itself stays PENDING
 * until the last of them is processed (settle.ts). Any failure leaves nothing behind: the
 * scratch directory goes, and member blobs no file uses are removed.
 */
export async function expandArchive(deps: ExpandDeps, entry: Entry): Promise<void> {
  const { store, blobs, files } = deps;
  // The members were committed before (this is a leftover job): only settling can be left.
  if (store.archives.get(entry.file_id)) {
    return store.tx(() => {
      store.jobs.finish(entry.file_id);
      settleArchive(store, entry.file_id);
    });
  }
  let scratch: string | undefined;
  const adopted: StoredBlob[] = [];
  try {
    if (!entry.sha256) throw new Error('the file has no stored content');
    scratch = await blobs.scratchDir('unzip');
    const out = await deps.pool.unpack({ path: await blobs.localPath(entry.sha256), outDir: scratch, limits: deps.limits }, deps.timeoutMs);
    for (const m of out.members) adopted.push(await files.adopt(join(scratch, m.file), { sha256: m.sha256, size: m.size }));
    // The runner looks for the members' jobs as soon as this job returns.
    commitArchive(store, entry, out, (sha) => blobs.pathOf(sha));
  } catch (err) {
    if (deps.abandoning()) return requeue(store, entry.file_id);
    // No room for the members: the runner waits for space and runs the job again.
    if (isStorageError(err)) throw err;
    markFailed(store, entry.file_id, failureReason(err));
  } finally {
    // Committed members now hold their blobs; the others' blobs are removed here.
    for (const b of adopted) await files.discard(b);
    if (scratch) await rm(scratch, { recursive: true, force: true });
  }
}

/**
 * Records the members in one transaction: the folder (named after the archive, `name (1)` when
 * taken), the folders inside it, one PENDING file and job per member. A member whose path
 * cannot be made (too long, a file where a folder should be) is reported as skipped. An
 * archive with no usable member fails. Returns how many members were queued.
 */
export function commitArchive(store: Store, archive: Entry, out: Unpacked, blobPath?: (sha256: string) => string): number {
  return store.tx(() => {
    const current = store.entries.byIdUnscoped(archive.file_id);
    if (!current || current.sha256 !== archive.sha256) {
      store.jobs.finish(archive.file_id);
      return 0;
    }
    const stem = current.name.slice(0, current.name.length - extensionOf(current.name).length);
    const folder = store.entries.createUniqueDir(current.sub_user_id, current.parent, stem, current.file_id);
    const skipped: SkippedLine[] = [...out.skipped];
    let skippedTotal = out.skippedTotal;
    let queued = 0;
    for (const m of out.members) {
      try {
        const path = normalizePath(joinPath(folder.path, m.path));
        // A savepoint: a member that cannot be placed leaves no half of itself.
        store.tx(() => {
          store.recordBlob(m.sha256, m.size, blobPath?.(m.sha256));
          const { entry } = store.entries.createFile(current.sub_user_id, {
            dir: parentOf(path),
            name: baseName(path),
            sha256: m.sha256,
            size: m.size,
            mime: mimeOf(extensionOf(path)),
            archive_id: current.file_id,
          });
          store.jobs.enqueue(entry.file_id);
        });
        queued++;
      } catch (err) {
        if (isStorageError(err)) throw err;
        skipped.push({ name: m.path, reason: (err as Error).message, count: 1 });
        skippedTotal++;
      }
    }
    if (queued === 0) {
      store.entries.deleteTree(current.sub_user_id, folder);
      store.entries.setStatus(current.file_id, 'FAILED', noMembersReason(out.entries, skipped, skippedTotal));
      store.jobs.finish(current.file_id);
      return 0;
    }
    store.archives.put(current.file_id, { folder: folder.path, entries: out.entries, skipped, skippedTotal });
    store.jobs.finish(current.file_id);
    settleArchive(store, current.file_id);
    return queued;
  });
}

function noMembersReason(entries: number, skipped: SkippedLine[], total: number): string {
  if (entries === 0) return 'the archive is empty';
  const shown = skipped
    .slice(0, 5)
    .map((s) => `${s.name}: ${s.reason}${s.count > 1 ? ` (${s.count} entries)` : ''}`)
    .join('; ');
  return `the archive holds no supported files (${total} skipped: ${shown}${skipped.length > 5 ? '; …' : ''})`;
}

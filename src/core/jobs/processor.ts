import type { Store } from '../store/index.js';
import type { Entry } from '../store/entries.js';
import type { BlobStore } from '../files/blobs.js';
import { extensionOf } from '../files/vpath.js';
import { titleFor } from '../index/title.js';
import { uploadEvent } from '../enrich/upload.js';
import type { ExtractPool } from './process-pool.js';
import type { ChunkBatch, Prepared } from './index-worker.js';
import type { ExtractBackends } from '../ingest/types.js';
import type { VectorIndex } from '../retrieve/vector-index.js';
import { settleArchive } from '../archive/settle.js';
import { isStorageError } from '../disk/space.js';
import type { InflateLimits } from '../ingest/inflate-guard.js';

/** Turns whatever an extractor or worker threw into one line a user can act on. */
export function failureReason(err: unknown): string {
  const e = err as { name?: string; message?: string; code?: string; stack?: string };
  if (e?.code === 'ERR_WORKER_OUT_OF_MEMORY') return 'processing ran out of memory (the file is too large or too complex)';
  const msg = (e?.message ?? String(err)).split('\n')[0]!.trim();
  // Crossing the worker-thread boundary resets a custom error's name to "Error"; the stack,
  // formatted in the worker, still starts with it.
  if (e?.name === 'ExtractionError' || (typeof e?.stack === 'string' && e.stack.startsWith('ExtractionError:'))) return msg;
  return msg ? `processing failed: ${msg}` : 'processing failed for an unknown reason';
}

/** Chunks written per transaction; small enough that one batch holds the event loop briefly. */
const WRITE_BATCH = 256;

const yieldToEventLoop = (): Promise<void> => new Promise((r) => setImmediate(r));

export interface ProcessDeps {
  store: Store;
  blobs: BlobStore;
  pool: ExtractPool;
  timeoutMs: number;
  backends?: ExtractBackends;
  /** True while the daemon shuts down: an error then is the shutdown, not the file's fault. */
  abandoning: () => boolean;
  /** Chunk vectors, written in the same transactions as the chunks (absent: BM25 only). */
  vectors?: VectorIndex;
  /** Decompression bounds for documents (absent: the defaults). */
  limits?: InflateLimits;
  /**
   * Throws a storage error when the disk is below its headroom: asked right before each write,
   * so a large file stops writing there instead of filling the disk, and never takes the room a
   * delete freed on a full disk (it runs again once there is room).
   */
  room?: () => void;
}

/**
 * Processes one file: extract → chunk → enrich (in a pool process), then writes the index in
 * batches that let HTTP requests in between, and finally metadata, memory and the status in
 * one transaction. Search only sees COMPLETED files, so a file is either fully indexed and
 * COMPLETED or, FAILED, has nothing indexed; an interrupted run's rows are replaced next time.
 * A file the time limit cut short completes with what was read and is read once more later.
 */
export interface ProcessOptions {
  /** The once-only rerun of a file whose first extraction the time limit cut short. */
  retry?: boolean;
}

export async function processFile(deps: ProcessDeps, entry: Entry, opts: ProcessOptions = {}): Promise<void> {
  const { store } = deps;
  try {
    if (opts.retry) {
      const prepared = await extract(deps, entry);
      const start = store.entries.byIdUnscoped(entry.file_id);
      if (!start || start.sha256 !== entry.sha256) return store.jobs.finish(entry.file_id);
      return await writeRetry(deps, start, prepared);
    }
    // Rows of an interrupted earlier run go first; the chunks are then written batch by batch
    // as the extraction process hands them over.
    store.tx(() => store.chunks.removeForFile(entry.file_id));
    const written: Written = { titles: new Set(), count: 0 };
    const prepared = await extract(deps, entry, (batch) => writeBatch(deps, entry, batch, written));
    const start = store.entries.byIdUnscoped(entry.file_id);
    // Deleted or replaced while we worked: the result belongs to nothing any more.
    if (!start || start.sha256 !== entry.sha256) {
      store.tx(() => store.chunks.removeForFile(entry.file_id));
      return store.jobs.finish(entry.file_id);
    }
    const title = titleFor(start.path, prepared.title);
    // Chunks the pool returned whole (a pool that does not stream them).
    await writeChunks(deps, start, prepared, title, prepared.streamed ?? written.count);
    // The summary, facts and events are written only with room to spare too.
    deps.room?.();
    store.tx(() => {
      const current = store.entries.byIdUnscoped(entry.file_id);
      if (!current || current.sha256 !== entry.sha256) {
        store.chunks.removeForFile(entry.file_id);
        return store.jobs.finish(entry.file_id);
      }
      // Moved while the batches were written, or titled differently in the first batches:
      // the title column follows the path and the final title.
      const final = titleFor(current.path, prepared.title);
      if (current.path !== entry.path || (written.count > 0 && (written.titles.size !== 1 || !written.titles.has(final)))) store.chunks.retitle(entry.file_id, current.sub_user_id, final);
      writeMemory(store, current, prepared);
      if (prepared.cutShort) {
        // Searchable now with what was read; read again, once, when nothing else is waiting.
        store.entries.setStatus(entry.file_id, 'COMPLETED', null, `cut short by the time limit (${prepared.cutShort.join('; ')}); it will be retried once when the daemon is idle`);
        store.jobs.deferRetry(entry.file_id);
      } else {
        store.entries.setStatus(entry.file_id, 'COMPLETED');
        store.jobs.finish(entry.file_id);
      }
      if (current.archive_id) settleArchive(store, current.archive_id);
    });
  } catch (err) {
    // A shutdown is not the file's fault: it runs again on the next start, attempt uncounted.
    if (deps.abandoning()) return requeue(store, entry.file_id);
    // Nor is a full disk: the runner waits for space and runs the job again (runner.ts).
    if (isStorageError(err)) throw err;
    if (opts.retry) return keepFirstReading(store, entry.file_id, `the retry failed (${failureReason(err)})`);
    markFailed(store, entry.file_id, failureReason(err));
  }
}

/** Extraction, chunking and enrichment in a pool process, bounded by the job's time limit. */
async function extract(deps: ProcessDeps, entry: Entry, onBatch?: (batch: ChunkBatch) => Promise<void>): Promise<Prepared> {
  if (!entry.sha256) throw new Error('the file has no stored content');
  const ext = extensionOf(entry.name);
  return deps.pool.run(
    { path: await deps.blobs.localPath(entry.sha256), name: entry.name, ext, mime: entry.mime ?? '', size: entry.size, backends: deps.backends, embed: deps.vectors?.workerModel(), limits: deps.limits },
    deps.timeoutMs,
    onBatch,
  );
}

/** What the streamed batches wrote: how many chunks, under which titles. */
interface Written {
  titles: Set<string>;
  count: number;
}

/**
 * One batch of chunks from the extraction process, in one transaction. A delete meanwhile
 * makes the write fail on the missing entry, which ends the task and lets the file go.
 */
async function writeBatch(deps: ProcessDeps, entry: Entry, batch: ChunkBatch, written: Written): Promise<void> {
  if (deps.abandoning()) throw new Error('shutting down');
  const { store } = deps;
  const title = titleFor(entry.path, batch.title);
  // Never throws: a vector Ollama cannot give now is backfilled later.
  const vecs = await deps.vectors?.vectorsFor(batch.chunks.map((c) => c.text), batch.vectors && { ...batch.vectors, offset: 0 });
  // Asked after the await, right before writing: the disk may have gone low (or a delete may
  // have given back the reserve, which is the delete's) while the vectors were made.
  deps.room?.();
  store.tx(() => {
    const ids = store.chunks.appendForFile(entry.file_id, entry.sub_user_id, title, batch.chunks, batch.offset);
    if (vecs) deps.vectors!.write(ids, entry.sub_user_id, vecs);
  });
  written.titles.add(title);
  written.count += batch.chunks.length;
  // The ack goes out after this: HTTP requests get their turn between two batches.
  await yieldToEventLoop();
}

/**
 * Writes chunks returned whole, in batches that let HTTP requests in between, after `offset`
 * chunks already written. A delete between two batches removes what was written; the next
 * batch then fails on the missing entry and the file is let go.
 */
async function writeChunks(deps: ProcessDeps, start: Entry, prepared: Prepared, title: string, offset: number): Promise<void> {
  const { store } = deps;
  for (let i = 0; i < prepared.chunks.length; i += WRITE_BATCH) {
    if (i > 0) await yieldToEventLoop();
    if (deps.abandoning()) throw new Error('shutting down');
    const batch = prepared.chunks.slice(i, i + WRITE_BATCH);
    // Never throws: a vector Ollama cannot give now is backfilled later.
    const vecs = await deps.vectors?.vectorsFor(batch.map((c) => c.text), prepared.vectors && { ...prepared.vectors, offset: i });
    deps.room?.();
    store.tx(() => {
      const ids = store.chunks.appendForFile(start.file_id, start.sub_user_id, title, batch, offset + i);
      if (vecs) deps.vectors!.write(ids, start.sub_user_id, vecs);
    });
  }
}

function writeMemory(store: Store, current: Entry, prepared: Prepared): void {
  const facts = { ...prepared.facts, title: prepared.title, author: prepared.author, ...(prepared.cutShort ? { cut_short: prepared.cutShort.join('; ') } : {}) };
  store.metadata.put(current.file_id, prepared.meta, facts);
  // The upload event goes with the content's events: replaced when the file is processed
  // again, deleted with it, and never written for a file that fails.
  const events = [...prepared.memory.events, uploadEvent(prepared.upload, current)];
  store.memory.replaceForFile(current.sub_user_id, current.file_id, prepared.memory.evidence, events);
}

/**
 * A retry's result replaces the first reading in one transaction (the file stays COMPLETED and
 * searchable throughout), unless it is again cut short and read less than the first time.
 */
async function writeRetry(deps: ProcessDeps, start: Entry, prepared: Prepared): Promise<void> {
  const { store } = deps;
  const read = prepared.chunks.reduce((n, c) => n + c.text.length, 0);
  if (prepared.cutShort && read <= store.chunks.textLength(start.file_id)) {
    return keepFirstReading(store, start.file_id, `again cut short (${prepared.cutShort.join('; ')})`);
  }
  const vecs: Array<Awaited<ReturnType<NonNullable<ProcessDeps['vectors']>['vectorsFor']>> | undefined> = [];
  for (let i = 0; i < prepared.chunks.length; i += WRITE_BATCH) {
    const batch = prepared.chunks.slice(i, i + WRITE_BATCH);
    vecs.push(await deps.vectors?.vectorsFor(batch.map((c) => c.text), prepared.vectors && { ...prepared.vectors, offset: i }));
  }
  store.tx(() => {
    const current = store.entries.byIdUnscoped(start.file_id);
    if (!current || current.sha256 !== start.sha256) return store.jobs.finish(start.file_id);
    const title = titleFor(current.path, prepared.title);
    store.chunks.removeForFile(start.file_id);
    for (let i = 0, b = 0; i < prepared.chunks.length; i += WRITE_BATCH, b++) {
      const ids = store.chunks.appendForFile(start.file_id, current.sub_user_id, title, prepared.chunks.slice(i, i + WRITE_BATCH), i);
      const v = vecs[b];
      if (v) deps.vectors!.write(ids, current.sub_user_id, v);
    }
    writeMemory(store, current, prepared);
    const note = prepared.cutShort ? `retried after a time-out; still cut short (${prepared.cutShort.join('; ')})` : 'retried after a time-out; complete';
    store.entries.setStatus(start.file_id, 'COMPLETED', null, note);
    store.jobs.finish(start.file_id);
  });
}

/** Ends a retry that brought nothing better: the first reading stays, the note says why. */
function keepFirstReading(store: Store, fileId: string, why: string): void {
  store.tx(() => {
    const e = store.entries.byIdUnscoped(fileId);
    if (e) store.entries.setStatus(fileId, e.status, e.error, `retried after a time-out; ${why}; the first reading is kept`);
    store.jobs.finish(fileId);
  });
}

/**
 * Puts an interrupted job back in the queue with its attempts reset, so that restarting the
 * daemon a few times during a long job does not fail the file as a poison pill.
 */
export function requeue(store: Store, fileId: string): void {
  try {
    if (store.entries.byIdUnscoped(fileId)) store.jobs.putBack(fileId);
  } catch {
    // Left as a running job, it is requeued on the next start anyway (attempt counted).
  }
}

export function markFailed(store: Store, fileId: string, reason: string): void {
  store.tx(() => {
    const e = store.entries.byIdUnscoped(fileId);
    if (!e) return store.jobs.finish(fileId);
    store.chunks.removeForFile(fileId);
    store.memory.removeForFile(fileId);
    store.entries.setStatus(fileId, 'FAILED', reason);
    store.jobs.finish(fileId);
    if (e.archive_id) settleArchive(store, e.archive_id);
  });
}

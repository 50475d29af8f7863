import type { Store } from '../store/index.js';
import type { BlobStore } from '../files/blobs.js';
import type { ExtractPool } from './process-pool.js';
import { markFailed, processFile } from './processor.js';
import type { ExtractBackends } from '../ingest/types.js';
import type { VectorIndex } from '../retrieve/vector-index.js';
import type { FileService } from '../files/service.js';
import { expandArchive } from '../archive/expand.js';
import { isArchiveName } from '../archive/names.js';
import type { ArchiveLimits } from '../archive/zip-reader.js';

/** A job that was running this many times without finishing is a poison pill: fail it. */
export const MAX_ATTEMPTS = 3;

export interface RunnerOptions {
  concurrency: number;
  timeoutMs: number;
  backends?: ExtractBackends;
  log?: (msg: string) => void;
  /** Where chunk vectors go (absent: none). */
  vectors?: VectorIndex;
  /** Places an archive's members (pins their blobs until their rows exist). */
  files: FileService;
  archiveLimits: ArchiveLimits;
}

/**
 * Feeds queued jobs to the extraction pool, at most `concurrency` at once. The queue lives in
 * SQLite, so a daemon killed at any point finds its unfinished jobs again on start.
 */
export class JobRunner {
  private active = 0;
  private stopped = false;
  private scheduled = false;
  private readonly inflight = new Set<Promise<void>>();
  private timer: NodeJS.Timeout | undefined;
  private idleWaiters: Array<() => void> = [];

  constructor(
    private readonly store: Store,
    private readonly blobs: BlobStore,
    private readonly pool: ExtractPool,
    private readonly opts: RunnerOptions,
  ) {}

  start(): void {
    const n = this.store.jobs.requeueRunning();
    if (n > 0) this.opts.log?.(`resuming ${n} interrupted job(s)`);
    // A safety net: jobs are normally picked up through kick() right after upload.
    this.timer = setInterval(() => this.kick(), 1000);
    this.timer.unref();
    this.kick();
  }

  /** Asks the runner to look for work soon (coalesced into one pass per tick). */
  kick(): void {
    if (this.stopped || this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.fill();
    });
  }

  private fill(): void {
    if (this.stopped) return;
    const free = this.opts.concurrency - this.active;
    if (free <= 0) return;
    const jobs = this.store.jobs.claim(free);
    if (jobs.length === 0 && this.active === 0) {
      // Nothing else to do: the time for a file the time limit cut short to be read again.
      const retry = this.store.jobs.claimIdleRetry();
      if (retry) jobs.push(retry);
      else this.notifyIdle();
    }
    for (const job of jobs) {
      this.active++;
      const p = this.runOne(job.file_id, job.attempts, job.retry === 1).finally(() => {
        this.active--;
        this.inflight.delete(p);
        this.kick();
      });
      this.inflight.add(p);
    }
  }

  private async runOne(fileId: string, attempts: number, retry: boolean): Promise<void> {
    const entry = this.store.entries.byIdUnscoped(fileId);
    if (!entry) return this.store.jobs.finish(fileId);
    if (attempts > MAX_ATTEMPTS) {
      // A retry that keeps dying leaves the first reading in place.
      if (retry) return this.store.jobs.finish(fileId);
      return markFailed(this.store, fileId, `processing was interrupted ${MAX_ATTEMPTS} times; the file may crash the extractor`);
    }
    const abandoning = () => this.stopped;
    if (isArchiveName(entry.name)) {
      const { files, archiveLimits: limits, timeoutMs } = this.opts;
      return expandArchive({ store: this.store, blobs: this.blobs, files, pool: this.pool, timeoutMs, limits, abandoning }, entry);
    }
    await processFile(
      { store: this.store, blobs: this.blobs, pool: this.pool, timeoutMs: this.opts.timeoutMs, backends: this.opts.backends, abandoning, vectors: this.opts.vectors },
      entry,
      { retry },
    );
  }

  /** Resolves when no job is queued or running (used by tests and benchmarks through the API). */
  idle(): Promise<void> {
    if (this.active === 0 && this.store.jobs.pendingCount() === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private notifyIdle(): void {
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    waiters.forEach((w) => w());
  }

  /** Stops taking work and waits up to graceMs for running jobs; the rest resume next start. */
  async stop(graceMs = 5000): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    const all = Promise.allSettled([...this.inflight]);
    await Promise.race([all, new Promise((r) => setTimeout(r, graceMs).unref())]);
  }

  /** Waits for every job promise to settle (after the pool was closed, they settle at once). */
  async drain(): Promise<void> {
    await Promise.allSettled([...this.inflight]);
  }
}

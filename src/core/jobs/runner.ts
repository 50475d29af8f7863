import type { Store } from '../store/index.js';
import type { JobRow } from '../store/jobs.js';
import type { BlobStore } from '../files/blobs.js';
import type { ExtractPool } from './process-pool.js';
import { failureReason, markFailed, processFile } from './processor.js';
import type { ExtractBackends } from '../ingest/types.js';
import type { VectorIndex } from '../retrieve/vector-index.js';
import type { FileService } from '../files/service.js';
import { expandArchive } from '../archive/expand.js';
import { isArchiveName } from '../archive/names.js';
import type { ArchiveLimits } from '../archive/zip-reader.js';
import { isStorageError, type DiskSpace } from '../disk/space.js';
import type { InflateLimits } from '../ingest/inflate-guard.js';

/** A job that was running this many times without finishing is a poison pill: fail it. */
export const MAX_ATTEMPTS = 3;

/** After a job met a full disk, jobs wait at least this long before trying again. */
const SPACE_RETRY_MS = 10_000;

export interface RunnerOptions {
  /** Jobs processed at once (the workers). */
  concurrency: number;
  /**
   * Files up to this many bytes may run in one more process when every worker is busy (the
   * small-file lane); 0: no lane.
   */
  smallFileBytes?: number;
  timeoutMs: number;
  backends?: ExtractBackends;
  log?: (msg: string) => void;
  /** Where chunk vectors go (absent: none). */
  vectors?: VectorIndex;
  /** Places an archive's members (pins their blobs until their rows exist). */
  files: FileService;
  archiveLimits: ArchiveLimits;
  /** Free space on the data dir: jobs wait while it is low (absent: never). */
  disk?: DiskSpace;
  /** Decompression bounds for documents (absent: the defaults). */
  documentLimits?: InflateLimits;
}

/**
 * Feeds queued jobs to the extraction pool. The queue lives in SQLite, so a daemon killed at
 * any point finds its unfinished jobs again on start.
 *
 * Fairness: a free worker takes the oldest job of the sub-user with the fewest jobs running,
 * ties going to the one served least recently — round-robin across (account, sub-user), so one
 * tenant's thousand uploads do not queue another's one file behind them. A job that runs for
 * minutes (a large PDF) still holds its worker; when every worker is busy, one extra process,
 * the small-file lane, takes files up to `smallFileBytes`, so a small file never waits for a
 * heavy one.
 *
 * A full disk never kills a job: while free space is below the headroom no job starts, and a
 * job that meets a full disk (SQLite or the filesystem refusing a write) is put back and runs
 * again once there is room; files an older version failed for that reason are queued again.
 */
export class JobRunner {
  private active = 0;
  private laneActive = 0;
  private stopped = false;
  private scheduled = false;
  private readonly inflight = new Set<Promise<void>>();
  private timer: NodeJS.Timeout | undefined;
  private idleWaiters: Array<() => void> = [];
  private readonly runningBy = new Map<number, number>();
  private readonly servedAt = new Map<number, number>();
  private serveTick = 0;
  /** Jobs that met a full disk: left 'running' in the queue until there is room again. */
  private readonly waitingForSpace = new Set<string>();
  /** Jobs wait: the disk is low, or a job met a full disk less than SPACE_RETRY_MS ago. */
  private paused = false;
  private pauseUntil = 0;
  private started = false;

  constructor(
    private readonly store: Store,
    private readonly blobs: BlobStore,
    private readonly pool: ExtractPool,
    private readonly opts: RunnerOptions,
  ) {}

  start(): void {
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
      try {
        this.fill();
      } catch (err) {
        // The queue could not be read or written (a full disk): the next tick tries again.
        if (!isStorageError(err)) this.opts.log?.(`job runner: ${(err as Error).stack ?? String(err)}`);
      }
    });
  }

  /** First pass after start: what a killed daemon left running is queued again. */
  private resume(): void {
    if (this.started) return;
    const n = this.store.jobs.requeueRunning();
    this.started = true;
    if (n > 0) this.opts.log?.(`resuming ${n} interrupted job(s)`);
    this.requeueFailedForSpace();
  }

  private requeueFailedForSpace(): void {
    const ids = this.store.jobs.requeueFailedForSpace((id) => this.store.entries.setStatus(id, 'PENDING'));
    if (ids.length > 0) this.opts.log?.(`queued again ${ids.length} file(s) that had failed for want of disk space`);
  }

  /**
   * False while the disk is below its headroom, or for a while after a job met a full disk;
   * when that ends, the jobs that met it and the files failed for want of space go back in the queue.
   */
  private diskReady(): boolean {
    const waiting = (this.opts.disk?.low() ?? false) || Date.now() < this.pauseUntil;
    if (waiting && !this.paused) this.opts.log?.('not enough free disk space (disk.min_free_mb): jobs wait until space is freed');
    if (!waiting && this.paused) {
      this.opts.log?.('disk space is back: jobs resume');
      for (const id of this.waitingForSpace) this.store.jobs.putBack(id);
      this.waitingForSpace.clear();
      if (this.started) this.requeueFailedForSpace();
    }
    this.paused = waiting;
    return !waiting;
  }

  private fill(): void {
    if (this.stopped) return;
    if (!this.diskReady()) return;
    this.resume();
    let launched = 0;
    while (this.active < this.opts.concurrency) {
      const job = this.next();
      if (!job) break;
      this.launch(job, false);
      launched++;
    }
    const small = this.opts.smallFileBytes ?? 0;
    if (small > 0 && this.active >= this.opts.concurrency && this.laneActive === 0) {
      const job = this.next(small);
      if (job) {
        this.launch(job, true);
        launched++;
      } else {
        // Every worker is busy: the lane's process is started now, ready for a small file.
        this.pool.prewarm?.();
      }
    }
    if (launched === 0 && this.active === 0 && this.laneActive === 0) {
      // Nothing else to do: the time for a file the time limit cut short to be read again.
      const retry = this.store.jobs.claimIdleRetry();
      if (retry) this.launch(retry, false);
      else if (this.waitingForSpace.size === 0) this.notifyIdle();
    }
  }

  /** The fair next job: the sub-user with the fewest running, then the least recently served. */
  private next(maxSize?: number): JobRow | undefined {
    const heads = this.store.jobs.heads(1000, maxSize);
    heads.sort(
      (a, b) =>
        (this.runningBy.get(a.sub_user_id) ?? 0) - (this.runningBy.get(b.sub_user_id) ?? 0) ||
        (this.servedAt.get(a.sub_user_id) ?? 0) - (this.servedAt.get(b.sub_user_id) ?? 0) ||
        a.id - b.id,
    );
    for (const h of heads) {
      const job = this.store.jobs.claimId(h.id);
      if (!job) continue;
      this.servedAt.set(job.sub_user_id, ++this.serveTick);
      return job;
    }
    return undefined;
  }

  private launch(job: JobRow, lane: boolean): void {
    if (lane) this.laneActive++;
    else this.active++;
    const tenant = job.sub_user_id;
    this.runningBy.set(tenant, (this.runningBy.get(tenant) ?? 0) + 1);
    const p = this.runOne(job.file_id, job.attempts, job.retry === 1)
      .catch((err: unknown) => this.jobError(job.file_id, err))
      .finally(() => {
        if (lane) this.laneActive--;
        else this.active--;
        const n = (this.runningBy.get(tenant) ?? 1) - 1;
        if (n > 0) this.runningBy.set(tenant, n);
        else this.runningBy.delete(tenant);
        this.inflight.delete(p);
        this.kick();
      });
    this.inflight.add(p);
  }

  /** Whatever a job threw past processing: never the daemon's end. */
  private jobError(fileId: string, err: unknown): void {
    if (isStorageError(err)) {
      if (this.waitingForSpace.size === 0) this.opts.log?.(`disk full while processing ${fileId}: it runs again once there is room`);
      this.waitingForSpace.add(fileId);
      // Jobs wait even if the free figure looks fine (another writer, a quota): at once would
      // only fail again.
      this.pauseUntil = Date.now() + SPACE_RETRY_MS;
      return;
    }
    this.opts.log?.(`job for ${fileId} failed: ${(err as Error)?.stack ?? String(err)}`);
    try {
      markFailed(this.store, fileId, failureReason(err));
    } catch (again) {
      if (isStorageError(again)) this.waitingForSpace.add(fileId);
      else this.opts.log?.(`job for ${fileId} could not be marked failed: ${(again as Error)?.message ?? String(again)}`);
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
      { store: this.store, blobs: this.blobs, pool: this.pool, timeoutMs: this.opts.timeoutMs, backends: this.opts.backends, abandoning, vectors: this.opts.vectors, limits: this.opts.documentLimits, room: this.opts.disk && (() => this.opts.disk!.assertRoom()) },
      entry,
      { retry },
    );
  }

  /** Resolves when no job is queued or running (used by tests and benchmarks through the API). */
  idle(): Promise<void> {
    if (this.active === 0 && this.laneActive === 0 && this.store.jobs.pendingCount() === 0) return Promise.resolve();
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

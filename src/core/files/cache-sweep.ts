import type { BlobStore } from './blobs.js';

/** Hashes asked about per query. */
const BATCH = 500;

/** CTX_BLOB_CACHE_SWEEP_S: how often a daemon on PostgreSQL drops cached copies of deleted blobs (default 300 s). */
export function cacheSweepMs(env: NodeJS.ProcessEnv = process.env): number {
  const v = Number(env.CTX_BLOB_CACHE_SWEEP_S);
  return (Number.isFinite(v) && v > 0 ? v : 300) * 1000;
}

export interface CacheSweepDeps {
  blobs: BlobStore;
  /** Which of the hashes the shared database still holds. */
  present(shas: string[]): Set<string>;
  /** Content an upload on this daemon is placing now (its row is not written yet): kept. */
  uploading(sha: string): boolean;
}

/**
 * On PostgreSQL each daemon's blobs/ (and thumbs/) is a cache of contents kept in the database.
 * The daemon that deletes the last file using a content removes its own copy; every other
 * daemon's copy is dropped here: each daemon sweeps its own folder, asking the database a batch
 * of hashes at a time which it still has. Returns how many contents' copies were dropped.
 */
export async function sweepBlobCache(d: CacheSweepDeps, stopped: () => boolean = () => false): Promise<number> {
  let dropped = 0;
  let batch = new Set<string>();
  for await (const sha of d.blobs.cachedHashes()) {
    if (stopped()) return dropped;
    batch.add(sha);
    if (batch.size < BATCH) continue;
    dropped += await dropGone(d, [...batch]);
    batch = new Set();
  }
  if (!stopped()) dropped += await dropGone(d, [...batch]);
  return dropped;
}

async function dropGone(d: CacheSweepDeps, shas: string[]): Promise<number> {
  const kept = d.present(shas);
  let n = 0;
  for (const sha of shas) {
    if (kept.has(sha)) continue;
    // Asked again under the hash's lock: an upload of the same content may have come since.
    if (await d.blobs.removeIf(sha, () => !d.uploading(sha) && d.present([sha]).size === 0)) n++;
  }
  await new Promise((r) => setImmediate(r));
  return n;
}

/** Sweeps every `everyMs` (one sweep at a time); stop() waits for a sweep under way. */
export function scheduleCacheSweep(d: CacheSweepDeps, everyMs: number, log: (msg: string) => void): { stop(): Promise<void> } {
  let running: Promise<void> | undefined;
  let stopped = false;
  const timer = setInterval(() => {
    running ??= sweepBlobCache(d, () => stopped)
      .then((n) => {
        if (n > 0) log(`blob cache: dropped the local copies of ${n} deleted content(s)`);
      })
      .catch((err: Error) => {
        if (!stopped) log(`blob cache sweep failed: ${err.message}`);
      })
      .finally(() => (running = undefined));
  }, everyMs);
  timer.unref();
  return {
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

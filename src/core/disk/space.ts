/**
 * Free space on the data dir's filesystem. Writes that add data (uploads, new folders, pages,
 * keys) are refused with 507 STORAGE_FULL while less than `min_free_mb` is free, and queued
 * jobs wait, so the disk never fills up through ctx; reads and deletes go on. A reserve file
 * (`reserve_mb`) is kept in the data dir and given back when the disk is nevertheless full
 * (another program filled it): SQLite needs room in its write-ahead log even to delete a row,
 * and deleting is how a user frees space.
 */
import { closeSync, openSync, rmSync, statfsSync, statSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { CtxError } from '../errors.js';

export const RESERVE_FILE = 'reserve.space';
const MB = 1024 * 1024;
/** statfs is cheap, but uploads and the runner ask often. */
const CACHE_MS = 500;

/** An error that means "no room": SQLite's, or the filesystem's (also over a quota). */
export function isStorageError(err: unknown): boolean {
  const e = err as { code?: string; message?: string } | undefined;
  if (!e) return false;
  if (e.code === 'SQLITE_FULL' || e.code === 'ENOSPC' || e.code === 'EDQUOT' || e.code === 'STORAGE_FULL') return true;
  return /database or disk is full|no space left on device|disk quota exceeded|\bENOSPC\b/i.test(e.message ?? '');
}

export function storageFull(detail: string): CtxError {
  return new CtxError('STORAGE_FULL', `not enough free disk space: ${detail}; delete files to free space, or free space on the disk`);
}

export interface DiskOptions {
  dir: string;
  /** Below this many free bytes, writes are refused and jobs wait. */
  minFreeBytes: number;
  /** Size of the reserve file given back when the disk is full (0: none). */
  reserveBytes: number;
}

export class DiskSpace {
  private cached?: { at: number; free: number };

  constructor(private readonly opts: DiskOptions) {}

  get minFreeBytes(): number {
    return this.opts.minFreeBytes;
  }

  /** Bytes an unprivileged writer may still use; Infinity when the filesystem cannot say. */
  free(): number {
    const now = Date.now();
    if (this.cached && now - this.cached.at < CACHE_MS) return this.cached.free;
    let free = Number.POSITIVE_INFINITY;
    try {
      const s = statfsSync(this.opts.dir);
      free = Number(s.bavail) * Number(s.bsize);
    } catch {
      /* unknown: never block on it */
    }
    this.cached = { at: now, free };
    return free;
  }

  /** Forget the cached figure (after deleting or writing a lot). */
  refresh(): void {
    this.cached = undefined;
  }

  /** Less than the headroom is free: writes are refused and jobs wait. */
  low(): boolean {
    return this.free() < this.opts.minFreeBytes;
  }

  /** Throws 507 STORAGE_FULL unless `incoming` more bytes still leave the headroom free. */
  assertRoom(incoming = 0): void {
    const free = this.free();
    if (free - incoming >= this.opts.minFreeBytes) return;
    const need = incoming > 0 ? `${Math.ceil(incoming / MB)} MB more would leave less than` : 'less than';
    throw storageFull(`${Math.floor(Math.max(0, free) / MB)} MB free; ${need} the ${Math.round(this.opts.minFreeBytes / MB)} MB kept free (disk.min_free_mb)`);
  }

  private reservePath(): string {
    return join(this.opts.dir, RESERVE_FILE);
  }

  private hasReserve(): boolean {
    try {
      return statSync(this.reservePath()).size >= this.opts.reserveBytes;
    } catch {
      return false;
    }
  }

  /** Writes the reserve file when it is missing and the disk has room for it and the headroom. */
  ensureReserve(): void {
    if (this.opts.reserveBytes <= 0 || this.hasReserve()) return;
    if (this.free() < this.opts.minFreeBytes + this.opts.reserveBytes) return;
    const path = this.reservePath();
    try {
      // Real zeros, not a sparse file: the blocks must be taken now to be given back later.
      const fd = openSync(path, 'w', 0o600);
      try {
        const block = Buffer.alloc(MB);
        for (let n = 0; n < this.opts.reserveBytes; n += block.length) writeSync(fd, block, 0, Math.min(block.length, this.opts.reserveBytes - n));
      } finally {
        closeSync(fd);
      }
    } catch {
      rmSync(path, { force: true });
    }
    this.refresh();
  }

  /** Gives the reserve back (the disk is full and something must be deleted); true if it did. */
  releaseReserve(): boolean {
    if (!this.hasReserve()) return false;
    rmSync(this.reservePath(), { force: true });
    this.refresh();
    return true;
  }
}

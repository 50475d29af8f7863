import { closeSync, openSync, readSync } from 'node:fs';
import { open } from 'node:fs/promises';
import type { PgDb } from './pg-db.js';
import { CtxError } from '../errors.js';

/** Size of one stored part of a blob: what is ever in memory at once while one streams. */
export const PART_BYTES = 1024 * 1024;

/**
 * Uploaded contents in PostgreSQL, as rows of PART_BYTES parts (blob_parts): every daemon can
 * read what any one received. Written and read a part at a time, never whole. A per-hash
 * advisory lock orders an upload's commit against another daemon's removal of the same content.
 */
export class BlobContentRepo {
  constructor(private readonly db: PgDb) {}

  private lock(sha256: string): void {
    this.db.prepare("SELECT pg_advisory_xact_lock(hashtext('ctx.blob:' || ?))").get(sha256);
  }

  /** Whether all `size` bytes of the blob are stored. */
  complete(sha256: string, size: number): boolean {
    const r = this.db.prepare('SELECT count(*) AS n, coalesce(sum(length(data)), 0) AS bytes FROM blob_parts WHERE sha256 = ?').get(sha256) as { n: number; bytes: number };
    return r.bytes === size && r.n === Math.ceil(size / PART_BYTES);
  }

  /**
   * Stores a local file's bytes as the blob's parts unless they are all there. Awaits between
   * parts, so a large upload does not hold the daemon's event loop for its whole length.
   */
  async upload(sha256: string, size: number, file: string): Promise<void> {
    if (this.complete(sha256, size)) return;
    const fh = await open(file, 'r');
    try {
      const buf = Buffer.alloc(PART_BYTES);
      for (let n = 0; n * PART_BYTES < size; n++) {
        const { bytesRead } = await fh.read(buf, 0, PART_BYTES, n * PART_BYTES);
        this.db
          .prepare('INSERT INTO blob_parts(sha256, n, data) VALUES (?, ?, ?) ON CONFLICT (sha256, n) DO UPDATE SET data = excluded.data')
          .run(sha256, n, buf.subarray(0, bytesRead));
      }
    } finally {
      await fh.close();
    }
  }

  /**
   * Inside the commit of an upload: makes sure the content is stored (another daemon may have
   * removed the same content since upload() looked), rewriting it from `file` if not.
   */
  ensure(sha256: string, size: number, file: string | undefined): void {
    this.lock(sha256);
    if (this.complete(sha256, size)) return;
    if (!file) throw new Error(`the contents of blob ${sha256} are missing from the database`);
    this.db.prepare('DELETE FROM blob_parts WHERE sha256 = ?').run(sha256);
    const fd = openSync(file, 'r');
    try {
      const buf = Buffer.alloc(PART_BYTES);
      for (let n = 0; n * PART_BYTES < size; n++) {
        const read = readSync(fd, buf, 0, PART_BYTES, n * PART_BYTES);
        this.db.prepare('INSERT INTO blob_parts(sha256, n, data) VALUES (?, ?, ?)').run(sha256, n, buf.subarray(0, read));
      }
    } finally {
      closeSync(fd);
    }
  }

  /**
   * Writes the blob's bytes to `file` (created), a part at a time. Contents that are not all
   * there (removed by another daemon, or never stored) are an error, never a short or empty file.
   */
  async download(sha256: string, file: string): Promise<number> {
    const row = this.db.prepare('SELECT size FROM blobs WHERE sha256 = ?').get(sha256) as { size: number | string } | undefined;
    const expected = row === undefined ? undefined : Number(row.size);
    if (expected === undefined || !this.complete(sha256, expected)) throw new CtxError('INTERNAL_ERROR', `the contents of blob ${sha256} are missing from the database`);
    const fh = await open(file, 'w', 0o600);
    let size = 0;
    try {
      for (let n = 0; ; n++) {
        const r = this.db.prepare('SELECT data FROM blob_parts WHERE sha256 = ? AND n = ?').get(sha256, n) as { data: Buffer } | undefined;
        if (!r) break;
        await fh.write(r.data);
        size += r.data.length;
      }
    } finally {
      await fh.close();
    }
    // Removed while it was read: what was written is not the file.
    if (size !== expected) throw new CtxError('INTERNAL_ERROR', `the contents of blob ${sha256} changed while they were read (${size} of ${expected} bytes)`);
    return size;
  }

  /** Removes the blob's row and parts unless an entry uses it (checked under the lock). */
  removeUnused(sha256: string): boolean {
    return this.db.transaction(() => {
      this.lock(sha256);
      if (this.db.prepare('SELECT 1 FROM entries WHERE sha256 = ? LIMIT 1').get(sha256)) return false;
      this.db.prepare('DELETE FROM blob_parts WHERE sha256 = ?').run(sha256);
      this.db.prepare('DELETE FROM blobs WHERE sha256 = ?').run(sha256);
      return true;
    })();
  }

  /** Which of `shas` the database still has (a row or any part: an upload's parts come before its row). */
  present(shas: string[]): Set<string> {
    if (shas.length === 0) return new Set();
    const rows = this.db
      .prepare('SELECT sha256 FROM blobs WHERE sha256 = ANY(?::text[]) UNION SELECT DISTINCT sha256 FROM blob_parts WHERE sha256 = ANY(?::text[])')
      .all(shas, shas) as Array<{ sha256: string }>;
    return new Set(rows.map((r) => r.sha256));
  }

  /** Bytes stored for all blobs (for status and benchmarks). */
  totalBytes(): number {
    return (this.db.prepare('SELECT coalesce(sum(length(data)), 0) AS n FROM blob_parts').get() as { n: number }).n;
  }
}

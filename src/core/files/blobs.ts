import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { KeyedLock } from './keyed-lock.js';
import type { BlobContentRepo } from '../store/pg-blobs.js';

/** How often a streaming upload asks whether the disk still has room. */
const ROOM_CHECK_BYTES = 8 * 1024 * 1024;

export interface StoredBlob {
  sha256: string;
  size: number;
}

export class BlobTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`file is larger than the ${limit}-byte upload limit`);
  }
}

/**
 * Content-addressed blob folder: blobs/ab/cd/<sha256>. Uploads stream into tmp/ while being
 * hashed, then are renamed into place, so a crash never leaves a half-written blob under its
 * final name and identical files share one copy.
 */
export class BlobStore {
  /** Per hash: placing a blob and removing it never interleave. */
  private readonly lock = new KeyedLock();

  /**
   * `checkRoom` (throws when the disk is below its headroom) is asked every few MB while an
   * upload streams in, so one long upload cannot fill the disk past the headroom.
   */
  constructor(
    private readonly root: string,
    private readonly checkRoom?: () => void,
    /**
     * With a PostgreSQL store: the contents live in the database (every daemon reads what one
     * received) and this folder is the daemon's local copy of the ones it used.
     */
    private readonly shared?: BlobContentRepo,
  ) {}

  /**
   * The blob's file on this machine, fetched from the database first when this daemon has no
   * copy yet (another daemon received it). Readers (extraction, downloads, thumbnails) use this.
   */
  async localPath(sha256: string): Promise<string> {
    const path = this.pathOf(sha256);
    if (!this.shared || (await this.exists(sha256))) return path;
    return this.lock.run(sha256, async () => {
      if (await this.exists(sha256)) return path;
      const tmp = join(this.root, 'tmp', randomBytes(12).toString('hex'));
      try {
        await this.shared!.download(sha256, tmp);
        await mkdir(join(path, '..'), { recursive: true });
        await rename(tmp, path);
      } catch (err) {
        await rm(tmp, { force: true });
        throw err;
      }
      return path;
    });
  }

  pathOf(sha256: string): string {
    return join(this.root, 'blobs', sha256.slice(0, 2), sha256.slice(2, 4), sha256);
  }

  async init(): Promise<void> {
    await mkdir(join(this.root, 'blobs'), { recursive: true });
    await rm(join(this.root, 'tmp'), { recursive: true, force: true });
    await mkdir(join(this.root, 'tmp'), { recursive: true });
  }

  /**
   * Streams `input` to disk; rejects with BlobTooLargeError past `limit` bytes. `onPlaced` runs
   * under the hash's lock right after the blob is in place (callers pin it there, so a
   * concurrent removeIf() for the same content sees the pin).
   */
  async put(input: Readable, limit: number, onPlaced?: (sha256: string) => void): Promise<StoredBlob> {
    const tmp = join(this.root, 'tmp', randomBytes(12).toString('hex'));
    const hash = createHash('sha256');
    let size = 0;
    let checkedAt = 0;
    const checkRoom = this.checkRoom;
    const meter = new Transform({
      transform(chunk: Buffer, _enc, cb) {
        size += chunk.length;
        if (size > limit) return cb(new BlobTooLargeError(limit));
        if (checkRoom && size - checkedAt >= ROOM_CHECK_BYTES) {
          checkedAt = size;
          try {
            checkRoom();
          } catch (err) {
            return cb(err as Error);
          }
        }
        hash.update(chunk);
        cb(null, chunk);
      },
    });
    try {
      await pipeline(input, meter, createWriteStream(tmp));
      // busboy marks a file cut at its size limit as truncated instead of erroring.
      if ((input as Readable & { truncated?: boolean }).truncated) throw new BlobTooLargeError(limit);
      const sha256 = hash.digest('hex');
      const dest = this.pathOf(sha256);
      await this.lock.run(sha256, async () => {
        await mkdir(join(dest, '..'), { recursive: true });
        await rename(tmp, dest);
        await this.shared?.upload(sha256, size, dest);
        onPlaced?.(sha256);
      });
      return { sha256, size };
    } catch (err) {
      await rm(tmp, { force: true });
      throw err;
    }
  }

  /**
   * Moves a file whose hash is already known (an archive member, hashed while it was written)
   * into place; `onPlaced` runs under the hash's lock as in put().
   */
  async adopt(file: string, blob: StoredBlob, onPlaced?: (sha256: string) => void): Promise<StoredBlob> {
    const dest = this.pathOf(blob.sha256);
    await this.lock.run(blob.sha256, async () => {
      await mkdir(join(dest, '..'), { recursive: true });
      await rename(file, dest);
      await this.shared?.upload(blob.sha256, blob.size, dest);
      onPlaced?.(blob.sha256);
    });
    return blob;
  }

  /** A new empty directory under tmp/ (emptied at every start, so a crash leaves nothing). */
  async scratchDir(prefix: string): Promise<string> {
    return mkdtemp(join(this.root, 'tmp', `${prefix}-`));
  }

  /**
   * Removes a blob (and its thumbnails) if `unused()`, checked under the hash's lock: an upload
   * of the same content placing its copy meanwhile waits, and then finds no file to lose.
   * Returns whether it removed it.
   */
  async removeIf(sha256: string, unused: () => boolean): Promise<boolean> {
    return this.lock.run(sha256, async () => {
      if (!unused()) return false;
      await rm(this.pathOf(sha256), { force: true });
      await rm(this.thumbDir(sha256), { recursive: true, force: true });
      return true;
    });
  }

  async exists(sha256: string): Promise<boolean> {
    return stat(this.pathOf(sha256)).then(
      () => true,
      () => false,
    );
  }

  /**
   * Every hash this folder holds a copy or thumbnails of (blobs/ab/cd/<sha256>,
   * thumbs/ab/<sha256>), read a directory at a time; a hash may come twice.
   */
  async *cachedHashes(): AsyncGenerator<string> {
    const list = (dir: string): Promise<string[]> => readdir(dir).catch(() => []);
    const isHash = (name: string): boolean => /^[0-9a-f]{64}$/.test(name);
    for (const a of await list(join(this.root, 'blobs'))) {
      for (const b of await list(join(this.root, 'blobs', a))) yield* (await list(join(this.root, 'blobs', a, b))).filter(isHash);
    }
    for (const a of await list(join(this.root, 'thumbs'))) yield* (await list(join(this.root, 'thumbs', a))).filter(isHash);
  }

  thumbDir(sha256: string): string {
    return join(this.root, 'thumbs', sha256.slice(0, 2), sha256);
  }
}

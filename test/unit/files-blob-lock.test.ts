/**
 * Blob placement and garbage collection of the same content never interleave: the per-hash
 * lock runs them one after the other, so a removal decided before an upload placed its copy
 * cannot delete that copy, and a removal after it sees the upload's pin.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { createHash } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { KeyedLock } from '../../src/core/files/keyed-lock.js';
import { BlobStore } from '../../src/core/files/blobs.js';

const tick = () => new Promise((r) => setTimeout(r, 5));

describe('KeyedLock', () => {
  it('runs sections of one key one at a time, in order, and other keys alongside', async () => {
    const lock = new KeyedLock();
    const log: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const a1 = lock.run('a', async () => {
      log.push('a1 start');
      await held;
      log.push('a1 end');
    });
    const a2 = lock.run('a', () => log.push('a2'));
    const b = lock.run('b', () => log.push('b'));
    await b;
    await tick();
    expect(log).toEqual(['a1 start', 'b']);
    release();
    await Promise.all([a1, a2]);
    expect(log).toEqual(['a1 start', 'b', 'a1 end', 'a2']);
    expect(lock.size).toBe(0);
  });

  it('lets the next section run after one that failed, and passes the failure to its caller', async () => {
    const lock = new KeyedLock();
    await expect(lock.run('k', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await lock.run('k', () => 42)).toBe(42);
  });
});

describe('BlobStore placement and removal', () => {
  const root = mkdtempSync(join(tmpdir(), 'ctx-blobs-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const data = Buffer.from('the same content, uploaded while its last user is deleted');
  const sha = createHash('sha256').update(data).digest('hex');

  it('a removal waiting on a placement sees the pin and keeps the blob', async () => {
    const blobs = new BlobStore(root);
    await blobs.init();
    const pinned = new Set<string>();
    // The removal is queued while the placement holds the lock (its onPlaced is still running).
    let removal: Promise<boolean> | undefined;
    const put = blobs.put(Readable.from([data]), 1 << 20, (s) => {
      removal = blobs.removeIf(s, () => !pinned.has(s));
      pinned.add(s);
    });
    expect((await put).sha256).toBe(sha);
    expect(await removal).toBe(false);
    expect(await blobs.exists(sha)).toBe(true);
  });

  it('a placement waiting on a removal puts its copy back after it', async () => {
    const blobs = new BlobStore(root);
    const input = new PassThrough();
    const put = blobs.put(input, 1 << 20);
    // Decided "unused" — and the upload of the same bytes completes while the removal runs.
    const removing = blobs.removeIf(sha, () => {
      input.end(data);
      return true;
    });
    expect(await removing).toBe(true);
    await put;
    expect(await blobs.exists(sha)).toBe(true);
  });
});

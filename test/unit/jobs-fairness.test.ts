/**
 * Fair scheduling (jobs/runner.ts): jobs are taken round-robin across sub-users, and while
 * every worker is busy one more process, the small-file lane, takes small files only.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BlobStore } from '../../src/core/files/blobs.js';
import type { FileService } from '../../src/core/files/service.js';
import type { Prepared, PrepareInput } from '../../src/core/jobs/index-worker.js';
import type { ExtractPool } from '../../src/core/jobs/process-pool.js';
import { JobRunner } from '../../src/core/jobs/runner.js';
import { createStore, type Store } from '../../src/core/store/index.js';

let dir: string;
let store: Store;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'ctx-fair-'));
  store = createStore({ dbPath: join(dir, 'ctx.db') });
  store.db.prepare(`INSERT INTO blobs(sha256, size, created_at) VALUES ('abc', 1, '2024-01-01T00:00:00Z')`).run();
});

afterEach(() => {
  store.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Queues files for sub-users of one account: [sub-user, name, size]. */
function queue(files: Array<[string, string, number]>): void {
  const account = store.accounts.ensure('default').account;
  for (const [sub, name, size] of files) {
    const su = store.subUsers.ensure(account.id, sub);
    const { entry } = store.entries.createFile(su.id, { dir: '/', name, sha256: 'abc', size, mime: 'text/plain' });
    store.jobs.enqueue(entry.file_id);
  }
}

const reading: Prepared = { chunks: [], meta: { summary: '', content: '', hash_tags: [] }, facts: {}, memory: { evidence: [], events: [] }, upload: { event_type: 'personal', what: 'text' } };

/** A pool whose runs finish when the test says so; records the order files start in. */
function heldPool(): ExtractPool & { started: string[]; release(name: string): void } {
  const waiting = new Map<string, () => void>();
  return {
    started: [],
    release(name) {
      waiting.get(name)?.();
    },
    async run(input: PrepareInput): Promise<Prepared> {
      this.started.push(input.name);
      await new Promise<void>((r) => waiting.set(input.name, r));
      return reading;
    },
    async unpack(): Promise<never> {
      throw new Error('no archives here');
    },
    async close() {},
  };
}

function runner(pool: ExtractPool, concurrency: number, smallFileBytes = 0): JobRunner {
  const blobs = { pathOf: () => '/nowhere', localPath: async () => '/nowhere' } as unknown as BlobStore;
  return new JobRunner(store, blobs, pool, {
    concurrency,
    smallFileBytes,
    timeoutMs: 10_000,
    files: {} as FileService,
    archiveLimits: { maxMembers: 1, maxTotalBytes: 1, maxMemberBytes: 1, maxRatio: 1 },
  });
}

const tick = () => new Promise((r) => setTimeout(r, 20));

async function until(cond: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !cond(); i++) await tick();
  expect(cond()).toBe(true);
}

describe('fair scheduling', () => {
  it('takes jobs round-robin across sub-users, not first in first out', async () => {
    queue([
      ['alice', 'a1.txt', 10],
      ['alice', 'a2.txt', 10],
      ['alice', 'a3.txt', 10],
      ['alice', 'a4.txt', 10],
      ['bob', 'b1.txt', 10],
      ['bob', 'b2.txt', 10],
      ['carol', 'c1.txt', 10],
    ]);
    const pool = heldPool();
    const r = runner(pool, 1);
    r.start();
    for (let i = 0; i < 7; i++) {
      await until(() => pool.started.length === i + 1);
      pool.release(pool.started[i]!);
    }
    await r.idle();
    await r.stop();
    expect(pool.started).toEqual(['a1.txt', 'b1.txt', 'c1.txt', 'a2.txt', 'b2.txt', 'a3.txt', 'a4.txt']);
  });

  it('gives a small file of another sub-user the extra lane while heavy jobs hold every worker', async () => {
    queue([
      ['alice', 'heavy1.pdf', 2_000_000],
      ['alice', 'heavy2.pdf', 2_000_000],
      ['alice', 'heavy3.pdf', 2_000_000],
    ]);
    const pool = heldPool();
    const r = runner(pool, 2, 256 * 1024);
    r.start();
    await until(() => pool.started.length === 2);
    // Another heavy file does not get the lane…
    await tick();
    expect(pool.started).toEqual(['heavy1.pdf', 'heavy2.pdf']);
    // …a small one does, at once.
    queue([['bob', 'note.txt', 45]]);
    r.kick();
    await until(() => pool.started.length === 3);
    expect(pool.started[2]).toBe('note.txt');
    // The lane runs one file at a time.
    queue([['carol', 'note2.txt', 45]]);
    r.kick();
    await tick();
    expect(pool.started).toHaveLength(3);
    pool.release('note.txt');
    await until(() => pool.started.length === 4);
    expect(pool.started[3]).toBe('note2.txt');
    for (const n of ['note2.txt', 'heavy1.pdf', 'heavy2.pdf']) pool.release(n);
    await until(() => pool.started.length === 5);
    pool.release('heavy3.pdf');
    await r.idle();
    await r.stop();
  });
});

/**
 * The job queue's once-only retry of files the time limit cut short: the retry waits while
 * anything else is queued or running, survives a restart as a retry, and a new upload of the
 * same row (enqueue) is a normal job again.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BlobStore } from '../../src/core/files/blobs.js';
import { extractionDeadline, timeLeft } from '../../src/core/ingest/deadline.js';
import type { Prepared } from '../../src/core/jobs/index-worker.js';
import type { ExtractPool } from '../../src/core/jobs/process-pool.js';
import { processFile } from '../../src/core/jobs/processor.js';
import { createStore, type Store } from '../../src/core/store/index.js';

let dir: string;
let store: Store;
let ids: string[];

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'ctx-jobs-'));
  store = createStore({ dbPath: join(dir, 'ctx.db') });
  const account = store.accounts.ensure('default').account;
  const sub = store.subUsers.ensure(account.id, 'default');
  store.db.prepare(`INSERT INTO blobs(sha256, size, created_at) VALUES ('abc', 1, '2024-01-01T00:00:00Z')`).run();
  ids = ['a.txt', 'b.txt'].map((name) => store.entries.createFile(sub.id, { dir: '/', name, sha256: 'abc', size: 1, mime: 'text/plain' }).entry.file_id);
  for (const id of ids) store.jobs.enqueue(id);
});

afterEach(() => {
  store.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('retry when idle', () => {
  it('claims a waiting retry only when nothing else is queued or running', () => {
    const [a, b] = ids as [string, string];
    expect(store.jobs.claim(1).map((j) => j.file_id)).toEqual([a]);
    store.jobs.deferRetry(a);
    // b is still queued: no retry yet.
    expect(store.jobs.claimIdleRetry()).toBeUndefined();
    expect(store.jobs.claim(5).map((j) => j.file_id)).toEqual([b]);
    // b is running: still no retry; normal claims never take it either.
    expect(store.jobs.claimIdleRetry()).toBeUndefined();
    expect(store.jobs.claim(5)).toEqual([]);
    store.jobs.finish(b);
    const retry = store.jobs.claimIdleRetry()!;
    expect(retry).toMatchObject({ file_id: a, state: 'running', retry: 1, attempts: 1 });
    expect(store.jobs.pendingCount()).toBe(1);
  });

  it('puts a retry interrupted by a restart or a shutdown back among the retries', () => {
    const [a, b] = ids as [string, string];
    store.jobs.claim(2);
    store.jobs.deferRetry(a);
    store.jobs.finish(b);
    expect(store.jobs.claimIdleRetry()?.file_id).toBe(a);
    expect(store.jobs.requeueRunning()).toBe(1);
    expect(store.jobs.claim(5)).toEqual([]);
    expect(store.jobs.claimIdleRetry()?.file_id).toBe(a);
    store.jobs.putBack(a);
    expect(store.jobs.claim(5)).toEqual([]);
    // Queued again as new work (a new upload of its content): a normal job.
    store.jobs.enqueue(a);
    expect(store.jobs.claim(5)).toMatchObject([{ file_id: a, retry: 0 }]);
  });

  it('keeps the note with the status and clears it when the status changes', () => {
    const [a] = ids as [string];
    store.entries.setStatus(a, 'COMPLETED', null, 'cut short by the time limit (OCR stopped at the time limit)');
    expect(store.entries.byIdUnscoped(a)).toMatchObject({ status: 'COMPLETED', error: null, note: 'cut short by the time limit (OCR stopped at the time limit)' });
    store.entries.setStatus(a, 'COMPLETED');
    expect(store.entries.byIdUnscoped(a)?.note).toBeNull();
  });
});

describe('extraction deadline', () => {
  it('keeps 15% of the job time (1 to 30 s) for the work after extraction', () => {
    expect(extractionDeadline(undefined, 600_000)).toBeUndefined();
    expect(extractionDeadline(1_000_000, 600_000)).toBe(1_000_000 - 30_000);
    expect(extractionDeadline(1_000_000, 60_000)).toBe(1_000_000 - 9_000);
    expect(extractionDeadline(1_000_000, 2_000)).toBe(1_000_000 - 1_000);
    expect(timeLeft(undefined)).toBe(Number.POSITIVE_INFINITY);
    expect(timeLeft(Date.now() - 5)).toBe(0);
  });
});

/** A pool that answers from a script: each run takes the next reading (or error). */
function scriptedPool(readings: Array<Partial<Prepared> | Error>): ExtractPool & { runs: number } {
  const pool = {
    runs: 0,
    async run(): Promise<Prepared> {
      const r = readings[pool.runs++]!;
      if (r instanceof Error) throw r;
      return { chunks: [], meta: { summary: '', content: '', hash_tags: [] }, facts: {}, memory: { evidence: [], events: [] }, upload: { event_type: 'personal', what: 'text' }, ...r };
    },
    async unpack(): Promise<never> {
      throw new Error('no archives here');
    },
    async close() {},
  };
  return pool;
}

const chunk = (text: string) => ({ text, locator: '#page=1', anchors: null });

describe('processing a file the time limit cut short', () => {
  async function run(readings: Array<Partial<Prepared> | Error>): Promise<{ note: () => string | null | undefined; texts: () => string[]; pool: { runs: number } }> {
    const [a] = ids as [string];
    const pool = scriptedPool(readings);
    const deps = { store, blobs: { pathOf: () => '/nowhere', localPath: async () => '/nowhere' } as unknown as BlobStore, pool, timeoutMs: 1000, abandoning: () => false };
    store.jobs.claim(1);
    await processFile(deps, store.entries.byIdUnscoped(a)!);
    const note = () => store.entries.byIdUnscoped(a)?.note;
    const texts = () => store.chunks.forFile(a).map((c) => c.text);
    expect(store.entries.byIdUnscoped(a)?.status).toBe('COMPLETED');
    expect(note()).toBe('cut short by the time limit (OCR stopped after 1 of 3 scanned pages); it will be retried once when the daemon is idle');
    expect(texts()).toEqual(['page one']);
    // The retry waits for the other queued file.
    expect(store.jobs.claimIdleRetry()).toBeUndefined();
    store.jobs.finish(ids[1]!);
    const retry = store.jobs.claimIdleRetry()!;
    expect(retry.retry).toBe(1);
    await processFile(deps, store.entries.byIdUnscoped(a)!, { retry: true });
    expect(store.entries.byIdUnscoped(a)?.status).toBe('COMPLETED');
    expect(store.jobs.pendingCount()).toBe(0);
    return { note, texts, pool };
  }

  it('replaces the first reading with a complete retry', async () => {
    const r = await run([
      { chunks: [chunk('page one')], cutShort: ['OCR stopped after 1 of 3 scanned pages'] },
      { chunks: [chunk('page one'), chunk('page two'), chunk('page three')] },
    ]);
    expect(r.note()).toBe('retried after a time-out; complete');
    expect(r.texts()).toEqual(['page one', 'page two', 'page three']);
  });

  it('keeps the first reading when the retry is cut short again and reads less', async () => {
    const less = await run([
      { chunks: [chunk('page one')], cutShort: ['OCR stopped after 1 of 3 scanned pages'] },
      { chunks: [], cutShort: ['OCR stopped after 0 of 3 scanned pages'] },
    ]);
    expect(less.note()).toBe('retried after a time-out; again cut short (OCR stopped after 0 of 3 scanned pages); the first reading is kept');
    expect(less.texts()).toEqual(['page one']);
  });

  it('keeps the first reading when the retry fails', async () => {
    const failed = await run([{ chunks: [chunk('page one')], cutShort: ['OCR stopped after 1 of 3 scanned pages'] }, new Error('boom')]);
    expect(failed.note()).toBe('retried after a time-out; the retry failed (processing failed: boom); the first reading is kept');
    expect(failed.texts()).toEqual(['page one']);
    expect(failed.pool.runs).toBe(2);
  });
});

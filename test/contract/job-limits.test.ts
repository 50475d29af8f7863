/**
 * Extraction isolation and the time limit: OCR and transcription stop a little before the
 * per-file time limit and the file completes with what was read (saying so, and read once more
 * when the daemon is idle); work that cannot stop early is killed at the limit and fails alone
 * with a readable reason, as does a file that needs more than the worker memory cap. The
 * daemon keeps serving and other files still complete.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Api } from '../helpers/api.js';
import { startDaemon, type TestDaemon } from '../helpers/daemon.js';
import { concatWav, read, speechWav } from '../helpers/media-fixtures.js';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'ctx-limits-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function statusOf(api: Api, fileId: string): Promise<{ status: string; error?: string }> {
  await api.waitFor(fileId, { timeoutMs: 60_000 });
  return (await (await api.get(`/file/status/${fileId}`)).json()) as { status: string; error?: string };
}

describe('per-file time limit', () => {
  let d: TestDaemon;
  let api: Api;
  beforeAll(async () => {
    // Extraction may use 2 of the 3 s (ingest/deadline.ts keeps 1 s for what follows it).
    d = await startDaemon({ env: { CTX_JOB_TIMEOUT_S: '3' } });
    api = new Api(d.url, d.apiKey);
  });
  afterAll(async () => d?.cleanup());

  async function noteOnceSettled(fileId: string): Promise<{ status: string; note?: string }> {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const s = (await (await api.get(`/file/status/${fileId}`)).json()) as { status: string; note?: string };
      if ((s.status === 'COMPLETED' && /^retried after a time-out/.test(s.note ?? '')) || Date.now() > deadline) return s;
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  it('completes a file whose transcription the limit cut short, says so, and retries it once when idle', async () => {
    // About 80 s of speech: pocketsphinx needs far more than the 2 s extraction may use.
    const one = speechWav(dir, 'one', 'Please remember to buy milk and bread on the way home from the office tonight.');
    const long = concatWav(Array.from({ length: 16 }, () => one), join(dir, 'long.wav'));
    const slow = await api.upload('long.wav', read(long));
    const quick = await api.upload('quick.txt', 'A small note about the harbour lighthouse.');
    expect((await statusOf(api, slow.file_id)).status).toBe('COMPLETED');
    expect(await statusOf(api, quick.file_id)).toEqual({ file_id: quick.file_id, status: 'COMPLETED' });
    // Read again when nothing else was waiting; cut short again, so the first reading stays.
    const s = await noteOnceSettled(slow.file_id);
    expect(s.status).toBe('COMPLETED');
    expect(s.note).toMatch(/^retried after a time-out; again cut short \(transcription (stopped at the time limit \(0 of 2 parts done\)|not started: the time limit was reached)\); the first reading is kept$/);
    const { items } = (await (await api.get('/file/list', { path: '/' })).json()) as { items: Array<{ file_id: string; note?: string }> };
    expect(items.find((i) => i.file_id === slow.file_id)?.note).toBe(s.note);
    expect(items.find((i) => i.file_id === quick.file_id)?.note).toBeUndefined();
    const hits = (await (await api.form('/ai/search', { message: 'lighthouse' })).json()) as Array<{ file_id: string }>;
    expect(hits.map((h) => h.file_id)).toEqual([quick.file_id]);
  });

  it('fails a file that runs past the limit in work that cannot stop early, and keeps serving', async () => {
    // ~30 MB of JSON with 600k records: parsing, chunking and indexing it takes well over 3 s.
    const big = '[' + Array.from({ length: 600_000 }, (_, i) => `{"id":${i},"name":"item number ${i}"}`).join(',') + ']';
    const up = await api.upload('big.json', big);
    const s = await statusOf(api, up.file_id);
    expect(s.status).toBe('FAILED');
    expect(s.error).toMatch(/longer than the 3 s limit/);
    expect((await fetch(`${d.url}/health`)).status).toBe(200);
  });
});

describe('worker memory cap', () => {
  let d: TestDaemon;
  let api: Api;
  beforeAll(async () => {
    d = await startDaemon({ env: { CTX_WORKER_MEMORY_MB: '48' } });
    api = new Api(d.url, d.apiKey);
  });
  afterAll(async () => d?.cleanup());

  it('fails a file that needs more memory than the cap, with a readable reason', async () => {
    // ~30 MB of JSON with 600k small objects: far more than 48 MB of heap once parsed.
    const big = '[' + Array.from({ length: 600_000 }, (_, i) => `{"id":${i},"name":"item number ${i}"}`).join(',') + ']';
    const up = await api.upload('big.json', big);
    const small = await api.upload('small.txt', 'The quarterly report mentions the orchard expansion.');
    const s = await statusOf(api, up.file_id);
    expect(s.status).toBe('FAILED');
    expect(s.error).toMatch(/memory/);
    expect((await statusOf(api, small.file_id)).status).toBe('COMPLETED');
    expect((await fetch(`${d.url}/health`)).status).toBe(200);
  });
});

/**
 * Extraction isolation: a file that takes longer than the per-file time limit, or needs more
 * than the worker memory cap, fails alone with a readable reason; the daemon keeps serving and
 * other files still complete.
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
    d = await startDaemon({ env: { CTX_JOB_TIMEOUT_S: '1' } });
    api = new Api(d.url, d.apiKey);
  });
  afterAll(async () => d?.cleanup());

  it('fails a file that takes too long and keeps processing the others', async () => {
    // About 40 s of speech: pocketsphinx needs far more than the 1 s limit.
    const one = speechWav(dir, 'one', 'Please remember to buy milk and bread on the way home from the office tonight.');
    const long = concatWav(Array.from({ length: 8 }, () => one), join(dir, 'long.wav'));
    const slow = await api.upload('long.wav', read(long));
    const quick = await api.upload('quick.txt', 'A small note about the harbour lighthouse.');
    const s = await statusOf(api, slow.file_id);
    expect(s.status).toBe('FAILED');
    expect(s.error).toMatch(/longer than the 1 s limit/);
    expect(await statusOf(api, quick.file_id)).toEqual({ file_id: quick.file_id, status: 'COMPLETED' });
    expect((await fetch(`${d.url}/health`)).status).toBe(200);
    const hits = (await (await api.form('/ai/search', { message: 'lighthouse' })).json()) as Array<{ file_id: string }>;
    expect(hits.map((h) => h.file_id)).toEqual([quick.file_id]);
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

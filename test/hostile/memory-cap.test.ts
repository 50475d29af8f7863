/**
 * The resident-memory cap of an extraction process (worker_rss_mb), the backstop behind the
 * decompression bounds: with those bounds lifted, a PDF whose stream inflates to 512 MiB
 * grows its process outside the JS heap (pdf.js's Buffers) until the cap stops it, and the file
 * fails saying so while the daemon and other files carry on.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flateBombPdf } from '../../bench/hostile/files.js';
import { Api } from '../helpers/api.js';
import { startDaemon, type TestDaemon } from '../helpers/daemon.js';

let dir: string;
let d: TestDaemon;
let api: Api;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'ctx-rss-'));
  await flateBombPdf(join(dir, 'bomb.pdf'), 512 * 1024 * 1024);
  d = await startDaemon({ env: { CTX_WORKER_RSS_MB: '320', CTX_DOC_MAX_RATIO: '1000000', CTX_DOC_MAX_INFLATED_BYTES: String(8 * 1024 ** 3) } });
  api = new Api(d.url, d.apiKey);
}, 60_000);
afterAll(async () => {
  await d?.cleanup();
  rmSync(dir, { recursive: true, force: true });
});

describe('worker_rss_mb', () => {
  it('stops a process past its resident-memory cap; the file fails with the reason, others complete', async () => {
    const bomb = await api.upload('bomb.pdf', readFileSync(join(dir, 'bomb.pdf')));
    const note = await api.upload('note.txt', 'The orchard expansion starts in April.');
    expect(await api.waitFor(bomb.file_id, { timeoutMs: 120_000 })).toBe('FAILED');
    const s = (await (await api.get(`/file/status/${bomb.file_id}`)).json()) as { error: string };
    expect(s.error).toMatch(/^processing needed more than 320 MB of memory \(limit worker_rss_mb\)/);
    expect(await api.waitFor(note.file_id)).toBe('COMPLETED');
    expect((await fetch(`${d.url}/health`)).status).toBe(200);
  });
});

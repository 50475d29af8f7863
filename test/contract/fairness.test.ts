/**
 * One tenant cannot starve another (issue 13, item 4): while two long recordings of one
 * sub-user hold both workers, another sub-user's small note completes within seconds (the
 * small-file lane), not after them.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Api } from '../helpers/api.js';
import { startDaemon, type TestDaemon } from '../helpers/daemon.js';
import { concatWav, read, speechWav } from '../helpers/media-fixtures.js';

let dir: string;
let d: TestDaemon;
let api: Api;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'ctx-fair-'));
  d = await startDaemon({ env: { CTX_WORKERS: '2' } });
  api = new Api(d.url, d.apiKey);
});
afterAll(async () => {
  await d?.cleanup();
  rmSync(dir, { recursive: true, force: true });
});

const status = async (id: string, sub: string) => ((await (await api.get(`/file/status/${id}`, { sub_user_name: sub })).json()) as { status: string }).status;

describe('a small file of another sub-user', () => {
  it('completes within seconds while two heavy files hold both workers', async () => {
    const one = speechWav(dir, 'one', 'The committee will meet again on Thursday to review the budget for the new library wing.');
    const long = read(concatWav(Array.from({ length: 16 }, () => one), join(dir, 'long.wav')));
    const heavy = [
      (await api.upload('minutes-1.wav', long, { sub_user_name: 'alice' })).file_id,
      (await api.upload('minutes-2.wav', long, { sub_user_name: 'alice' })).file_id,
    ];
    // Both heavy files are being processed (each takes tens of seconds).
    await new Promise((r) => setTimeout(r, 1500));
    const t0 = Date.now();
    const note = await api.upload('note.txt', 'Bob: call the plumber.', { sub_user_name: 'bob' });
    expect(await api.waitFor(note.file_id, { sub_user_name: 'bob', timeoutMs: 60_000 })).toBe('COMPLETED');
    const took = Date.now() - t0;
    console.log(`small file of another sub-user: ${took} ms`);
    for (const id of heavy) expect(await status(id, 'alice')).toBe('PENDING');
    expect(took, `the note took ${took} ms`).toBeLessThan(5000);
  });
});

/**
 * The hostile-file suite (issue 13): generated decompression bombs (a PDF flate bomb, docx,
 * xlsx, pptx and zip bombs, one with forged headers), a 50,000 × 50,000 PNG, JSON nested
 * 100,000 deep, single lines of 20 MB, a large plain text and truncated media, all uploaded at
 * once to a real daemon with default limits, with a small canary file of another sub-user.
 * The daemon stays alive and answers, daemon + extraction processes stay under 1.5 GB, the
 * canary completes within 5 s, bombs fail naming the bound, and large text is searchable to
 * its last word. `npm run bench:hostile` runs the same files at full size, one by one.
 */
import { closeSync, mkdtempSync, openSync, readdirSync, readFileSync, readSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deepJson, generateHostile, type HostileFile } from '../../bench/hostile/files.js';
import { Api } from '../helpers/api.js';
import { search } from '../helpers/contract.js';
import { startDaemon, type TestDaemon } from '../helpers/daemon.js';

const MiB = 1024 * 1024;
/** Past every bound, and the lines and text large enough to be read as a stream. */
const SIZES = { bomb: 300 * MiB, pngSide: 50_000, jsonDepth: 100_000, line: 20 * MiB, text: 24 * MiB };

let dir: string;
let files: HostileFile[];
let d: TestDaemon;
let api: Api;

/** Daemon + descendants resident memory, MB, from /proc. */
function treeRssMb(root: number): number {
  const parent = new Map<number, number>();
  const rss = new Map<number, number>();
  for (const p of readdirSync('/proc')) {
    if (!/^\d+$/.test(p)) continue;
    try {
      const status = readFileSync(`/proc/${p}/status`, 'utf8');
      parent.set(Number(p), Number(/PPid:\s+(\d+)/.exec(status)?.[1]));
      rss.set(Number(p), Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024);
    } catch {
      /* gone */
    }
  }
  let total = 0;
  const stack = [root];
  while (stack.length) {
    const p = stack.pop()!;
    total += rss.get(p) ?? 0;
    for (const [c, pp] of parent) if (pp === p) stack.push(c);
  }
  return total;
}

/** The last whitespace-separated word of a file (read from its tail). */
function lastWord(path: string, strip = /["}\s]+$/): string {
  const size = statSync(path).size;
  const buf = Buffer.alloc(4096);
  const fd = openSync(path, 'r');
  readSync(fd, buf, 0, 4096, size - 4096);
  closeSync(fd);
  const tail = buf.toString('utf8').replace(strip, '');
  return tail.slice(tail.lastIndexOf(' ') + 1);
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'ctx-hostile-'));
  files = await generateHostile(dir, SIZES);
  d = await startDaemon();
  api = new Api(d.url, d.apiKey);
}, 120_000);
afterAll(async () => {
  await d?.cleanup();
  rmSync(dir, { recursive: true, force: true });
});

describe('hostile files, all at once', () => {
  const finals = new Map<string, { status: string; error?: string }>();
  let peakMb = 0;
  let slowestHealthMs = 0;
  let canaryMs = Number.NaN;
  let ids = new Map<string, string>();

  it('keep the daemon alive and answering, under 1.5 GB, with the canary done within 5 s', async () => {
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        peakMb = Math.max(peakMb, treeRssMb(d.proc.pid!));
        const t0 = performance.now();
        const h = await fetch(`${d.url}/health`, { signal: AbortSignal.timeout(30_000) }).catch(() => undefined);
        slowestHealthMs = Math.max(slowestHealthMs, performance.now() - t0);
        expect(h?.status).toBe(200);
        await new Promise((r) => setTimeout(r, 100));
      }
    })();
    try {
      ids = new Map(
        await Promise.all(
          files.map(async (f) => {
            const res = await api.uploadFile(f.path, f.name, { sub_user_name: 'attacker' });
            expect(res.status, `${f.name}: ${await res.clone().text()}`).toBe(200);
            return [f.name, ((await res.json()) as { file_id: string }).file_id] as [string, string];
          }),
        ),
      );
      const t0 = Date.now();
      const canary = await api.upload('canary.txt', 'canary: the heron nests by the mill pond.', { sub_user_name: 'canary' });
      expect(await api.waitFor(canary.file_id, { sub_user_name: 'canary', timeoutMs: 60_000 })).toBe('COMPLETED');
      canaryMs = Date.now() - t0;
      for (const [name, id] of ids) {
        await api.waitFor(id, { sub_user_name: 'attacker', timeoutMs: 240_000 });
        finals.set(name, (await (await api.get(`/file/status/${id}`, { sub_user_name: 'attacker' })).json()) as { status: string; error?: string });
      }
    } finally {
      sampling = false;
      await sampler;
    }
    console.log(`hostile suite: peak RSS ${peakMb.toFixed(0)} MB, canary ${canaryMs} ms, slowest /health ${slowestHealthMs.toFixed(0)} ms`);
    console.log([...finals].map(([n, s]) => `${n}: ${s.status}${s.error ? ` (${s.error})` : ''}`).join('\n'));
    expect(d.proc.exitCode).toBeNull();
    expect(peakMb).toBeLessThan(1536);
    expect(canaryMs).toBeLessThan(5000);
    expect(slowestHealthMs).toBeLessThan(2000);
  }, 300_000);

  it('fail every bomb naming the bound that refused it', () => {
    for (const name of ['flate-bomb.pdf', 'bomb.docx', 'forged-bomb.docx', 'bomb.xlsx', 'bomb.pptx']) {
      expect(finals.get(name), name).toMatchObject({ status: 'FAILED', error: expect.stringMatching(/likely decompression bomb/) });
    }
    expect(finals.get('forged-bomb.docx')?.error).toMatch(/word\/document\.xml" expands to more than 200 times/);
    expect(finals.get('bomb.zip')).toMatchObject({ status: 'FAILED', error: expect.stringMatching(/archives\.max_ratio/) });
    expect(finals.get('huge.png')).toMatchObject({ status: 'FAILED', error: expect.stringMatching(/pixel limit/) });
    for (const name of ['truncated.mp4', 'truncated.jpg', 'truncated.pdf']) expect(finals.get(name)?.status, name).toBe('FAILED');
    expect(['COMPLETED', 'FAILED']).toContain(finals.get('deep.json')?.status);
  });

  it('index large text to its last word: a 24 MB file, a 20 MB line and a 20 MB JSON value', async () => {
    for (const name of ['big.txt', 'huge-line.txt', 'huge-line.jsonl']) expect(finals.get(name)?.status, name).toBe('COMPLETED');
    const big = readFileSync(join(dir, 'big.txt'), 'utf8');
    // "Line 345678: …": the last line's number is in no other line.
    const lineNo = /^Line (\d+):/.exec(big.trimEnd().split('\n').pop()!)![1]!;
    expect(Number(lineNo)).toBeGreaterThan(300_000);
    expect((await search(api, lineNo, { sub_user_name: 'attacker' })).map((h) => h.file_name)).toContain('big.txt');
    for (const name of ['huge-line.txt', 'huge-line.jsonl']) {
      const word = lastWord(join(dir, name));
      expect((await search(api, word, { sub_user_name: 'attacker' })).map((h) => h.file_name), `${name}: ${word}`).toContain(name);
    }
  });

  it('refuse thumbnails of the flate bomb and the huge PNG without the daemon growing', async () => {
    for (const name of ['flate-bomb.pdf', 'huge.png']) {
      const res = await api.get('/file/thumbnail', { file_id: ids.get(name)!, sub_user_name: 'attacker' });
      expect(res.status, name).toBe(404);
      expect(((await res.json()) as { error: string }).error).toMatch(/likely decompression bomb|pixel limit/);
    }
    const status = readFileSync(`/proc/${d.proc.pid}/status`, 'utf8');
    expect(Number(/VmHWM:\s+(\d+) kB/.exec(status)![1]) / 1024).toBeLessThan(700);
  });

  it('answer 400 to a query payload nested 5,000 deep inside a text part', async () => {
    const deep = deepJson(5000);
    const payload = `{"messages":[{"role":"user","content":[{"type":"text","text":"hello","extra":${deep}}]}]}`;
    const res = await api.multipart('/ai/query', { payload });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'payload is nested deeper than 64 levels', code: 'INVALID_PAYLOAD' });
    expect((await fetch(`${d.url}/health`)).status).toBe(200);
  });
});

/**
 * Large .txt files are read as a stream (ingest/text-stream.ts): the segments must be those
 * text.ts makes of the whole file — same paragraphs, same `#line=N` — whatever the read
 * boundaries, and a line with no end is indexed whole, in pieces under its own locator.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streamText } from '../../src/core/ingest/text-stream.js';
import { extractText } from '../../src/core/ingest/text.js';
import type { Segment } from '../../src/core/ingest/types.js';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'ctx-stream-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function both(name: string, content: Buffer | string) {
  const path = join(dir, name);
  writeFileSync(path, content);
  const streamed: Segment[] = [];
  const titles = new Set<string | undefined>();
  const read = await streamText(path, async (segs, title) => {
    streamed.push(...segs);
    titles.add(title);
  });
  const whole = await extractText({ path, name, ext: '.txt', mime: 'text/plain' });
  return { read: read!, streamed, whole, titles };
}

const para = (i: number, lines: number) => Array.from({ length: lines }, (_, k) => `Paragraph ${i} line ${k}: the lighthouse keeper logged wind ${i * 7 + k} knots.`).join('\n');

describe('streamed .txt', () => {
  it('makes the same segments, title and facts as reading the file whole (LF and CRLF, long paragraphs, read boundaries crossed)', async () => {
    // ~3 MB: several 1 MiB reads, so paragraphs and CRLF pairs straddle read boundaries.
    const parts: string[] = ['Harbour log'];
    for (let i = 0; i < 9000; i++) parts.push(para(i, i % 50 === 0 ? 40 : 1 + (i % 4)));
    for (const [name, text] of [
      ['lf.txt', parts.join('\n\n') + '\n'],
      ['crlf.txt', (parts.join('\n\n') + '\n').replace(/\n/g, '\r\n')],
    ] as const) {
      const { read, streamed, whole, titles } = await both(name, text);
      expect(streamed.length).toBe(whole.segments.length);
      expect(streamed).toEqual(whole.segments);
      expect(read.title).toBe(whole.title);
      expect([...titles]).toEqual([whole.title]);
      expect(read.facts).toEqual(whole.facts);
      expect(read.head.length).toBeGreaterThan(0);
      expect(read.head).toEqual(whole.segments.slice(0, read.head.length));
    }
  });

  it('indexes a 3 MB line with no line end whole, in pieces that all cite #line=2', async () => {
    const words = Array.from({ length: 300_000 }, (_, i) => `w${i}`).join(' ');
    const { read, streamed } = await both('line.txt', `A title line\n${words}`);
    const line2 = streamed.filter((s) => s.locator === '#line=2');
    expect(line2.length).toBeGreaterThan(50);
    expect(line2.every((s) => s.text.length <= 33_000)).toBe(true);
    const joined = line2.map((s) => s.text).join(' ');
    expect(joined.split(/\s+/).length).toBe(300_000);
    expect(joined.endsWith('w299999')).toBe(true);
    expect(read.facts.lines).toBe(2);
  });

  it('reads UTF-16 and windows-1252 files as text.ts does', async () => {
    const text = 'Café notes\n\nThe crème brûlée cost €4 – “worth it”.\n';
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    const cp1252 = Buffer.from(text.replace('€', '\u0080').replace('–', '\u0096').replace('“', '\u0093').replace('”', '\u0094'), 'latin1');
    for (const [name, bytes] of [
      ['u16.txt', utf16],
      ['cp.txt', cp1252],
    ] as const) {
      const { read, streamed, whole } = await both(name, bytes);
      expect(streamed).toEqual(whole.segments);
      expect(read.facts.encoding).toBe(whole.facts.encoding);
      expect(streamed.map((s) => s.text).join('\n')).toContain('€4 – “worth it”');
    }
  });
});

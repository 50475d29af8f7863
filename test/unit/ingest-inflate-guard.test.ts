/**
 * Decompression bounds for documents (ingest/inflate-guard.ts), on generated files: office zip
 * bombs are refused from their headers or, when the headers lie, from the bytes that really
 * come out; a PDF flate bomb is refused on its ratio while a blank scanned page (an image
 * compressing 1000:1) is not; ordinary documents pass and still extract.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blankScanPdf, docxBomb, flateBombPdf, pptxBomb, xlsxBomb } from '../../bench/hostile/files.js';
import { checkPdfStreams, checkZipParts } from '../../src/core/ingest/inflate-guard.js';
import { extractFile } from '../../src/core/ingest/registry.js';

const MiB = 1024 * 1024;
let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'ctx-inflate-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const extract = (name: string, limits?: { maxBytes: number; maxRatio: number }) =>
  extractFile({ path: join(dir, name), name, ext: name.slice(name.lastIndexOf('.')), mime: '', ...(limits ? { limits } : {}) });

describe('office documents', () => {
  it('refuses docx, xlsx and pptx bombs with the bound in the reason, from their headers', async () => {
    await docxBomb(join(dir, 'b.docx'), 64 * MiB);
    await xlsxBomb(join(dir, 'b.xlsx'), 64 * MiB);
    await pptxBomb(join(dir, 'b.pptx'), 64 * MiB);
    for (const name of ['b.docx', 'b.xlsx', 'b.pptx']) {
      await expect(extract(name)).rejects.toThrow(/expands to more than 200 times its compressed size \(limit documents\.max_ratio\)/);
    }
  });

  it('refuses a bomb whose headers understate its size, by counting what comes out', async () => {
    await docxBomb(join(dir, 'forged.docx'), 64 * MiB, true);
    const t0 = performance.now();
    await expect(checkZipParts(join(dir, 'forged.docx'), 'document')).rejects.toThrow(/word\/document\.xml" expands to more than 200 times/);
    // Refused at the first MiB past the grace, not after inflating 64 MiB.
    expect(performance.now() - t0).toBeLessThan(2000);
  });

  it('holds every part to max_inflated_bytes, whatever its ratio', async () => {
    await docxBomb(join(dir, 'big.docx'), 6 * MiB);
    await expect(extract('big.docx', { maxBytes: 4 * MiB, maxRatio: 1e9 })).rejects.toThrow(/inflates to more than 4 MiB \(limit documents\.max_inflated_bytes\)/);
  });

  it('lets an ordinary document through', async () => {
    await docxBomb(join(dir, 'small.docx'), 200_000);
    const x = await extract('small.docx');
    expect(x.segments.length).toBeGreaterThan(1000);
    expect(x.segments[0]!.text).toBe('bomb text');
  });
});

describe('PDF streams', () => {
  it('refuses a content stream that inflates 1000:1', async () => {
    await flateBombPdf(join(dir, 'bomb.pdf'), 64 * MiB);
    await expect(extract('bomb.pdf')).rejects.toThrow(/PDF stream 1 expands to more than 200 times its compressed size/);
  });

  it('lets a blank scanned page through (an image may compress 1000:1), but not past the byte bound', async () => {
    await blankScanPdf(join(dir, 'scan.pdf'), 3000);
    const bytes = readFileSync(join(dir, 'scan.pdf'));
    expect(bytes.length).toBeLessThan(9 * MiB / 200);
    await expect(checkPdfStreams(bytes)).resolves.toBeUndefined();
    await expect(checkPdfStreams(bytes, { maxBytes: 8 * MiB, maxRatio: 200 })).rejects.toThrow(/PDF stream 2 inflates to more than 8 MiB/);
  });

  it('lets an ordinary PDF through and extracts it', async () => {
    await flateBombPdf(join(dir, 'ok.pdf'), 20_000);
    const x = await extract('ok.pdf');
    expect(x.segments[0]!.text).toMatch(/^bomb bomb/);
  });
});

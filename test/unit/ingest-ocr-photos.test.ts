/**
 * OCR of a real phone photo of a receipt, through the image extractor as the daemon runs it.
 * The photo is lit unevenly: read as it is, tesseract's layout loses the approval code and puts
 * the totals above half of the items; the reading of its locally equalised copy (ocr-contrast.ts)
 * holds more confidently read text and is the one kept — with `ocr.photo_contrast` on (off by
 * default: no gain on bench:ocr-photos' held-aside photos, at 2–4× the time).
 */
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { extractImage } from '../../src/core/ingest/image.js';
import type { ReadLine } from '../../src/core/ingest/ocr-cli.js';
import { sureCharacters } from '../../src/core/ingest/ocr-contrast.js';
import { closeOcr } from '../../src/core/ingest/ocr.js';

afterAll(() => closeOcr());

const RECEIPT = join(import.meta.dirname, '..', 'data', 'photos', 'taco_receipt.jpeg');

describe('photographed receipt', () => {
  it('reads the date, the approval code and the card total, the items in their printed order', async () => {
    const out = await extractImage({ path: RECEIPT, name: 'taco_receipt.jpeg', ext: '.jpeg', mime: 'image/jpeg', backends: { ocr: { languages: 'auto', photo_contrast: true } } });
    const text = out.segments.find((s) => s.locator === '#ocr')?.text ?? '';
    expect(text).toContain('7/30/2012 8:27:32 PM');
    expect(text).toContain('Approval 052723');
    expect(text).toContain('Master Card 128.27');
    expect(text).toContain('26 Med Drink 43.94');
    // Every item line comes before the totals, as printed.
    expect(text.indexOf('3 Cheese Pizza')).toBeGreaterThan(text.indexOf('10 No Onions'));
    expect(text.indexOf('Master Card')).toBeGreaterThan(text.indexOf('3 Cheese Pizza'));
  }, 60_000);
});

describe('choosing between two readings', () => {
  const line = (words: Array<[string, boolean]>): ReadLine => ({
    text: words.map(([t]) => t).join(' '),
    block: 1,
    para: '1.1.1',
    left: 0,
    top: 0,
    right: 10,
    bottom: 10,
    words: words.map(([text, sure]) => ({ text, sure, left: 0, top: 0, right: 1, bottom: 1 })),
  });

  it('counts the characters of the words tesseract was sure of, and only those', () => {
    expect(sureCharacters([line([['Total', true], ['£10.20', true], ['~~', false]]), line([['Clachan', true]])])).toBe(5 + 6 + 7);
    expect(sureCharacters([line([['garbled', false]])])).toBe(0);
  });
});

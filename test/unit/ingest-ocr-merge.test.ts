import { describe, expect, it } from 'vitest';
import { linesText, readTsv } from '../../src/core/ingest/ocr-cli.js';
import { mergeReadings, unreadLines } from '../../src/core/ingest/ocr-merge.js';

/** One TSV word row: level 5, block/par/line/word numbers, box, confidence, text. */
const word = (block: number, line: number, n: number, box: [number, number, number, number], conf: number, text: string): string =>
  ['5', '1', String(block), '1', String(line), String(n), ...box.map(String), String(conf), text].join('\t');

// The automatic layout read the body of a receipt and skipped its header (the shop, the date).
const auto = readTsv(
  [
    word(2, 1, 1, [40, 300, 120, 20], 91, 'SUBTOTAL'),
    word(2, 1, 2, [300, 300, 60, 20], 90, '43.82'),
    word(2, 2, 1, [40, 330, 60, 20], 88, 'TAX'),
    word(2, 2, 2, [300, 330, 40, 20], 87, '3.34'),
  ].join('\n'),
);
// The single-block reading of the same picture: the header, the body again, and some noise.
const block = readTsv(
  [
    word(1, 1, 1, [40, 40, 80, 20], 85, 'Logans'),
    word(1, 1, 2, [130, 40, 40, 20], 70, '354'),
    word(1, 2, 1, [40, 70, 120, 20], 80, '7/07/14'),
    word(1, 3, 1, [40, 150, 30, 20], 20, 'ee'),
    word(1, 4, 1, [40, 301, 120, 20], 89, 'SUBTOTAL'),
    word(1, 4, 2, [300, 301, 60, 20], 90, '43.82'),
  ].join('\n'),
);

describe('merging two OCR layouts', () => {
  it('adds only the confident lines from regions the automatic layout did not read', () => {
    expect(unreadLines(auto.lines, block.lines).map((l) => l.text)).toEqual(['Logans 354', '7/07/14']);
  });

  it('puts the added lines at their height, as paragraphs of their own', () => {
    expect(linesText(mergeReadings(auto, block))).toBe('Logans 354\n7/07/14\n\nSUBTOTAL 43.82\nTAX 3.34');
  });

  it('takes the part of a line across the columns that lies beside what was read (a side column)', () => {
    const across = readTsv([word(1, 1, 1, [300, 331, 40, 20], 90, '3.34'), word(1, 1, 2, [420, 331, 90, 20], 88, 'Christopher')].join('\n'));
    expect(unreadLines(auto.lines, across.lines).map((l) => l.text)).toEqual(['Christopher']);
  });

  it('keeps a column of added lines together, at the paragraph break after its height', () => {
    const body = readTsv(
      [
        word(1, 1, 1, [300, 100, 200, 20], 90, 'Summary'),
        word(1, 2, 1, [300, 140, 200, 20], 90, 'Senior'),
        word(1, 3, 1, [300, 170, 200, 20], 90, 'developer'),
        word(2, 1, 1, [300, 240, 200, 20], 90, 'Experience'),
      ].join('\n'),
    );
    const side = readTsv(
      [word(1, 1, 1, [20, 150, 100, 20], 90, 'Contact'), word(1, 2, 1, [20, 180, 100, 20], 90, 'Phone:'), word(1, 3, 1, [20, 210, 100, 20], 90, '7666')].join('\n'),
    );
    expect(linesText(mergeReadings(body, side))).toBe('Summary\nSenior\ndeveloper\n\nContact\nPhone:\n7666\n\nExperience');
  });

  it('changes nothing when the automatic layout read everywhere the other did', () => {
    const same = readTsv([word(2, 1, 1, [40, 300, 120, 20], 91, 'SUBTOTAL'), word(2, 1, 2, [300, 300, 60, 20], 90, '43.82')].join('\n'));
    expect(mergeReadings(auto, same)).toEqual(auto.lines);
  });
});

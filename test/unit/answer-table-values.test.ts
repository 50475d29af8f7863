import { describe, expect, it } from 'vitest';
import { extractiveAnswer } from '../../src/core/answer/extractive.js';
import type { SourceHit } from '../../src/core/answer/answerer.js';

const hit = (id: number, path: string, text: string, extra: Partial<SourceHit> = {}): SourceHit => ({ chunk_id: id, file_id: `f${id}`, text, locator: '#line=1', anchors: null, score: 1, path, ...extra });

describe('values in tables', () => {
  const ledger = hit(
    1,
    '/home/ledger-march.txt',
    ['Household ledger, March', 'rent               1,400.00', 'electricity           61.20', 'books                 38.50   <- the atlas alone was $22', 'fuel                 140.75', 'total               1,640.45'].join('\n'),
  );

  it('reads a text table row by row: the row named by the question gives its own figure', () => {
    const a = extractiveAnswer('How much did I spend on fuel?', [ledger]);
    expect(a.text).toMatch(/^140\.75\b/);
  });

  it('prefers a row that names what is asked to a line that came in on meaning alone', () => {
    const diary = hit(2, '/home/diary.txt', 'I spent the morning in town with my sister. $35 after the voucher, not bad at all. Then I went home for lunch.', { meaning: 8, similarity: 0.6 });
    const a = extractiveAnswer('How much did I spend on electricity?', [ledger, diary]);
    expect(a.text).toMatch(/^61\.20\b/);
  });
});

describe('superlatives over a table column', () => {
  const sheet = hit(
    3,
    '/shop/bikes.csv',
    ['Columns: Model, Frame, Weight (kg), Price (USD)', 'Model: Ridgeback Hale; Frame: steel; Weight (kg): 9.8; Price (USD): 1,240', 'Model: Cinelli Vigor; Frame: aluminium; Weight (kg): 8.4; Price (USD): 860', 'Model: Orbea Terra; Frame: carbon; Weight (kg): 11.2; Price (USD): 2,310'].join('\n'),
    { locator: '#line=1' },
  );

  it('answers "cheapest" with the row of the smallest price', () => {
    const a = extractiveAnswer('Which bike model is the cheapest?', [sheet]);
    expect(a.text.startsWith('Model: Cinelli Vigor')).toBe(true);
  });

  it('answers "heaviest" with the row of the largest figure in the column the question names', () => {
    const a = extractiveAnswer('Which model has the highest weight?', [sheet]);
    expect(a.text.startsWith('Model: Orbea Terra')).toBe(true);
  });
});

describe('a byline answers who wrote or presented', () => {
  const slides = hit(
    4,
    '/talks/tidal-energy.pptx',
    ['Tidal Energy Storage for Island Grids: Field Results', 'Marta Oliveira, Jonas Weber, Priya K. Nair, Tomás Ferreira', 'Tidal Energy Storage pilots ran on three islands for two winters and were presented to the grid operators.'].join('\n'),
    { locator: '#slide=1' },
  );

  it('names the authors from the line of names', () => {
    const a = extractiveAnswer('Who are the authors of the Tidal Energy Storage presentation?', [slides]);
    expect(a.text).toMatch(/^Marta Oliveira, Jonas Weber, Priya K\. Nair, Tomás Ferreira\b/);
  });

  it('names only as many as the question asks for', () => {
    const a = extractiveAnswer('Who are the first two authors of the Tidal Energy Storage slides?', [slides]);
    expect(a.text).toMatch(/^Marta Oliveira, Jonas Weber, according to/);
  });
});

describe('a changelog entry owns its items', () => {
  const notes = hit(
    5,
    '/code/gridkit/CHANGES.md',
    ['# Changes', '', '## Version 3.2.0 (2024-02-11)', '- Faster tile cache warm-up', '- Fix crash when a layer has no features', '', '## Version 3.1.0 (2023-11-30)', '- Add Welsh place-name search', '- Export to GeoPackage', '- Drop support for Node 16'].join('\n'),
    { locator: '#line=1' },
  );

  it('answers "which version added X" with the release heading above the item', () => {
    const a = extractiveAnswer('Which GridKit version added Welsh place-name search?', [notes]);
    expect(a.text).toMatch(/^## Version 3\.1\.0/);
  });
});

describe('receipts', () => {
  const receipt = hit(
    6,
    '/receipts/noodle-bar.jpg',
    ['Golden Lantern Noodle Bar', 'Date: 03/09/2024 19:42', 'Qty Code/Desc Price Amount', '1 B12 6.40 6.40', 'LYCHEE SODA', '1 M07 14.20 14.20', 'DUCK NOODLE SOUP', 'Subtotal 20.60', 'Service 2.06', 'TOTAL 22.66', 'Cash 30.00', 'Change 7.34'].join('\n'),
    { locator: '#ocr' },
  );

  it('takes the price line above an item name printed under its code line', () => {
    expect(extractiveAnswer('What did the lychee soda cost?', [receipt]).text).toMatch(/^6\.40\b/);
  });

  it('answers "how much did I spend at <shop>" with the bill\'s total', () => {
    expect(extractiveAnswer('How much did I spend at Golden Lantern Noodle Bar?', [receipt]).text).toMatch(/^(?:TOTAL: )?22\.66, according to/);
  });
});

describe('a table row named by its label', () => {
  const report = hit(
    7,
    '/reports/rain-summary.pdf',
    ['Monthly rainfall summary by region (mm), first quarter', 'Region Jan Feb Mar', 'North Coast 112.4 98.1 87.0', 'Inland Valley 45.2 39.9 51.3', 'High Plateau 78.0 66.4 70.2', 'Figures are provisional until the annual review.'].join('\n'),
    { locator: '#page=1' },
  );

  it('leads with the row whose label the question names, though the other words are in the header', () => {
    const a = extractiveAnswer('What was the monthly rainfall summary by region for Inland Valley in the first quarter?', [report]);
    expect(a.text).toContain('Inland Valley 45.2 39.9 51.3');
  });
});

describe('a form question wrapped over lines, its answer under it', () => {
  const form = hit(
    8,
    '/forms/grant-application.pdf',
    ['Community Garden Grant – Application', '3. Name of the applicant group:', 'Name: Riverside Growers Collective', '4. The method by which the volunteers of the group were recruited and the', 'number of weekly hours they have', 'committed:', 'Door-to-door Leafleting', '5. Amount requested:', '$4,800'].join('\n'),
    { locator: '#page=1' },
  );

  it('reads the wrapped question and the answer on the next line as one sentence', () => {
    expect(extractiveAnswer('What method was used to recruit the volunteers of the group?', [form]).text).toContain('Door-to-door Leafleting');
  });
});

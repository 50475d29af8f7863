/**
 * Tables and labelled values keep their labels through extraction: spreadsheet rows read against
 * the header rows found above them, Word rows against a header row when the table has one, check
 * boxes as words, PDF labels before their values, OCR'd prices on the line of their item.
 */
import { describe, expect, it } from 'vitest';
import { scratchInputs } from '../helpers/scratch-input.js';
import { checkboxText } from '../../src/core/ingest/checkboxes.js';
import { extractDocx } from '../../src/core/ingest/docx.js';
import { looksLikeValue } from '../../src/core/ingest/grid.js';
import { parseTsv } from '../../src/core/ingest/ocr-cli.js';
import { extractPdf } from '../../src/core/ingest/pdf.js';
import type { Extracted } from '../../src/core/ingest/types.js';
import { extractXlsx } from '../../src/core/ingest/xlsx.js';
import { reportXlsx, tablesDocx, valueFirstPdf } from '../helpers/tables.js';

const input = scratchInputs('ctx-tables-');
const at = (x: Extracted, locator: string) => x.segments.filter((s) => s.locator === locator).map((s) => s.text).join('\n');

describe('spreadsheet tables', () => {
  it('finds header rows under a title, joins a period row to the header, and starts again at a second table', async () => {
    const x = await extractXlsx(input('report.xlsx', await reportXlsx()));
    const row = (sheet: string, r: number) => at(x, `#sheet=${sheet}&row=${r}`);
    expect(row('Results', 1)).toBe('Half-year report');
    // The unit, and each period over the columns on its left (it is right-aligned over its group).
    expect(row('Results', 3)).toBe(
      'Columns: In thousands of EUR, January–June 2024 Sales, January–June 2024 Operating profit, January–June 2023 Sales, January–June 2023 Operating profit',
    );
    expect(row('Results', 4)).toBe('');
    expect(row('Results', 6)).toBe(
      'In thousands of EUR: North; January–June 2024 Sales: 120; January–June 2024 Operating profit: 30; January–June 2023 Sales: 110; January–June 2023 Operating profit: 25',
    );
    expect(row('Results', 7)).toContain('January–June 2023 Operating profit: —');
    expect(row('Results', 8)).toContain('In thousands of EUR: Total; January–June 2024 Sales: 210;');
    // A footnote across the table is a note, not a value of the first column.
    expect(row('Results', 10)).toBe('(a) Figures are unaudited and rounded.');
    // Years typed as numbers head the second table.
    expect(row('Results', 12)).toBe('Columns: Region, 2022, 2023');
    expect(row('Results', 13)).toBe('Region: North; 2022: 400; 2023: 420');
    expect(x.segments.map((s) => s.text).join('\n')).not.toMatch(/\b[B-E]: \d/);
  });

  it('applies a merged group header to each column under it and a category merged down to each row', async () => {
    const x = await extractXlsx(input('report.xlsx', await reportXlsx()));
    expect(at(x, '#sheet=Groups&row=1')).toBe('Columns: Product, Q1 Units, Q1 Revenue, Q2 Units, Q2 Revenue');
    expect(at(x, '#sheet=Groups&row=3')).toBe('Product: Green tea; Q1 Units: 10; Q1 Revenue: 25.5; Q2 Units: 12; Q2 Revenue: 30');
    expect(at(x, '#sheet=Stock&row=2')).toBe('Category: Fruit; Item: Apple; Count: 5');
    expect(at(x, '#sheet=Stock&row=3')).toBe('Category: Fruit; Item: Pear; Count: 7');
    expect(x.facts).toMatchObject({ sheets: 3, rows: 7 });
  });
});

describe('Word tables', () => {
  it('reads rows against a header row when the table has one, and as cells otherwise', async () => {
    const x = await extractDocx(input('tables.docx', await tablesDocx()));
    const p = (k: number) => at(x, `#paragraph=${k}`);
    expect(p(1)).toBe('Prices');
    // Marked as the header row (repeated on each page).
    expect(p(2)).toBe('Product | Price | Quantity');
    expect(p(3)).toBe('Product: Banana; Price: $0.50; Quantity: 20');
    // Not marked, but the first row heads a column of numbers.
    expect(p(5)).toBe('Month: March; Rainfall (mm): 61');
    expect(p(6)).toBe('Month: April; Rainfall (mm): 44');
    // A form of two rows, and rows of text: no header.
    expect([p(7), p(8)]).toEqual(['Name | Ana Ruiz', 'Age | 42']);
    expect([p(9), p(10)]).toEqual(['Header A | Header B', 'left | right']);
    // Two header rows, "Q1" spanning two columns.
    expect(p(13)).toBe('Item: Green tea; Q1 Units: 10; Q1 Revenue: 25.50');
    // A category merged down two rows belongs to both.
    expect(p(15)).toBe('Category: Fruit; Item: Apple; Count: 5');
    expect(p(16)).toBe('Category: Fruit; Item: Pear; Count: 7');
    // No header over the first column: its cell stands bare.
    expect(p(18)).toBe('Leaves; Food: Ash, Elm; Calories: 50');
    expect(x.facts).toMatchObject({ tables: 8 });
  });

  it('says whether each check box is checked, for content controls and legacy form fields', async () => {
    const x = await extractDocx(input('tables.docx', await tablesDocx()));
    const p = (k: number) => at(x, `#paragraph=${k}`);
    expect(p(19)).toBe('Drinks: Orange juice: checked, Tea: not checked');
    expect(p(20)).toBe('Coffee | not checked');
    expect(p(21)).toBe('Invoice paid: checked');
    expect(p(22)).toBe('Receipt filed: not checked');
    expect(x.segments.map((s) => s.text).join('\n')).not.toMatch(/[☐☒]/);
  });

  it('turns box glyphs into words', () => {
    expect(checkboxText('☒ Design')).toBe('Design: checked');
    expect(checkboxText('Options: ☑ Yes ☐ No')).toBe('Options: Yes: checked, No: not checked');
    expect(checkboxText('☐')).toBe('not checked');
    expect(checkboxText('no boxes here')).toBe('no boxes here');
  });

  it('tells values from labels', () => {
    for (const v of ['1,234.50', '-12', '(3.4)', '$ 70.00', '15.00%', "CHF 3'949.75", '1.00 kg', '₹319', '2024-03-15', '15/03/2024', '08:45', '—', 'n/a']) {
      expect(looksLikeValue(v), v).toBe(true);
    }
    for (const t of ['Price', '2023 Sales', 'Rainfall (mm)', 'Q1', 'Banana', 'Header 1']) expect(looksLikeValue(t), t).toBe(false);
  });
});

describe('PDF labels and values', () => {
  it('reads a value drawn before its label in the label\'s order', async () => {
    const x = await extractPdf(input('order.pdf', await valueFirstPdf()));
    const text = at(x, '#page=1');
    expect(text).toContain('Order Date: 15-10-2015');
    expect(text).toContain('Invoice Date: 20-10-2015');
    expect(text.split('\n')[0]).toBe('Order ID: OD3041750');
  });
});

describe('OCR lines', () => {
  const header = 'level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext';
  const word = (block: number, line: number, w: number, left: number, top: number, text: string) =>
    ['5', '1', block, 1, line, w, left, top, 12 * text.length, 20, 95, text].join('\t');

  it('puts a column of prices back on the lines of its items', () => {
    const tsv = [
      header,
      word(1, 1, 1, 40, 100, 'Flat'),
      word(1, 1, 2, 100, 100, 'white'),
      word(1, 2, 1, 40, 130, 'SUBTOTAL'),
      word(2, 1, 1, 400, 102, '3.20'),
      word(2, 2, 1, 380, 131, '$'),
      word(2, 2, 2, 400, 131, '43.82'),
    ].join('\n');
    expect(parseTsv(tsv).text).toBe('Flat white 3.20\nSUBTOTAL $ 43.82');
  });

  it('leaves two columns of words as two columns', () => {
    const tsv = [
      header,
      word(1, 1, 1, 40, 100, 'Rain'),
      word(1, 1, 2, 100, 100, 'fell'),
      word(2, 1, 1, 400, 100, 'Sun'),
      word(2, 1, 2, 460, 100, 'rose'),
    ].join('\n');
    expect(parseTsv(tsv).text).toBe('Rain fell\n\nSun rose');
  });
});

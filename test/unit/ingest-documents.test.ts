import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { PDFParse } from 'pdf-parse';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { extractDocx } from '../../src/core/ingest/docx.js';
import { closeOcr } from '../../src/core/ingest/ocr.js';
import { extractPdf, pdfDate, renderPdfFirstPage } from '../../src/core/ingest/pdf.js';
import { extractPpt } from '../../src/core/ingest/ppt.js';
import { extractPptx } from '../../src/core/ingest/pptx.js';
import { extractFile } from '../../src/core/ingest/registry.js';
import { sniffFile } from '../../src/core/ingest/sniff.js';
import type { Extracted, ExtractInput } from '../../src/core/ingest/types.js';
import { columnLetters, extractXlsx, isDateFormat, isoDate } from '../../src/core/ingest/xlsx.js';
import {
  docxFile,
  encryptedOoxml,
  encryptedPdf,
  legacyDocShell,
  legacyPpt,
  longDocx,
  mixedPdf,
  pptxFile,
  textPdf,
  xlsxFile,
} from '../helpers/documents.js';

const dir = mkdtempSync(join(tmpdir(), 'ctx-docs-'));
afterAll(async () => {
  await closeOcr();
  rmSync(dir, { recursive: true, force: true });
});

let n = 0;
function input(name: string, data: Buffer | string): ExtractInput {
  const path = join(dir, `${++n}-${name}`);
  writeFileSync(path, data);
  return { path, name, ext: name.slice(name.lastIndexOf('.')).toLowerCase(), mime: '' };
}

const textOf = (x: Extracted) => x.segments.map((s) => s.text).join('\n');
const at = (x: Extracted, locator: string) => x.segments.filter((s) => s.locator === locator).map((s) => s.text).join('\n');

describe('pdf', () => {
  it('extracts text per page with #page locators, title and author', async () => {
    const pdf = await textPdf(
      [['Introduction to the harbour project'], ['The dredging budget is 4.2 million euros.', 'Work starts in spring.'], ['Appendix: contacts']],
      { title: 'Harbour Plan', author: 'Mina Okafor' },
    );
    const x = await extractPdf(input('plan.pdf', pdf));
    expect(x.title).toBe('Harbour Plan');
    expect(x.author).toBe('Mina Okafor');
    expect(x.segments.map((s) => s.locator)).toEqual(['#page=1', '#page=2', '#page=3']);
    expect(at(x, '#page=2')).toContain('The dredging budget is 4.2 million euros.');
    expect(x.facts).toMatchObject({ pages: 3, scanned_pages: 0 });
  });

  it('OCRs a scanned page (an image with no text layer) and keeps the text pages as they are', async () => {
    const pdf = await mixedPdf([['Cover page with a real text layer'], { image: ['Invoice total 4711 EUR', 'Harbour warehouse lease'] }]);
    // The scanned page really has no text layer.
    const parser = new PDFParse({ data: new Uint8Array(pdf) });
    const raw = await parser.getText({ partial: [2] });
    await parser.destroy();
    expect(raw.pages[0]!.text.trim()).toBe('');

    const x = await extractPdf(input('scan.pdf', pdf));
    expect(at(x, '#page=1')).toContain('Cover page with a real text layer');
    expect(at(x, '#page=2')).toMatch(/Invoice total 4711 EUR/);
    expect(at(x, '#page=2')).toMatch(/warehouse lease/);
    expect(x.facts).toMatchObject({ pages: 2, scanned_pages: 1 });
    expect(x.cutShort).toBeUndefined();

    // Out of time: the text pages stay, the scan is counted and the result says it is partial.
    const late = await extractPdf({ ...input('scan.pdf', pdf), deadline: Date.now() - 1 });
    expect(at(late, '#page=1')).toContain('Cover page with a real text layer');
    expect(late.segments.map((s) => s.locator)).toEqual(['#page=1']);
    expect(late.facts).toMatchObject({ pages: 2, scanned_pages: 0, scanned_pages_not_ocred: 1 });
    expect(late.cutShort).toEqual(['OCR stopped after 0 of 1 scanned pages']);
  }, 60_000);

  it('completes a 100-page PDF in seconds', async () => {
    const pages = Array.from({ length: 100 }, (_, p) => Array.from({ length: 30 }, (_, l) => `Page ${p + 1} line ${l + 1}: quarterly figures and notes for the board`));
    const inp = input('hundred.pdf', await textPdf(pages));
    const t0 = Date.now();
    const x = await extractPdf(inp);
    const secs = (Date.now() - t0) / 1000;
    expect(x.facts.pages).toBe(100);
    expect(x.segments).toHaveLength(100);
    expect(at(x, '#page=73')).toContain('Page 73 line 30');
    expect(secs).toBeLessThan(5);
  }, 30_000);

  it('fails an encrypted PDF as "password-protected PDF" (and the fixture really opens with its password)', async () => {
    const pdf = encryptedPdf('s3cret', 'Classified launch codes');
    const parser = new PDFParse({ data: new Uint8Array(pdf), password: 's3cret' });
    expect((await parser.getText()).text).toContain('Classified launch codes');
    await parser.destroy();
    await expect(extractPdf(input('locked.pdf', pdf))).rejects.toMatchObject({ name: 'ExtractionError', message: 'password-protected PDF' });
  });

  it('fails a corrupted PDF with the parser reason', async () => {
    const good = await textPdf([['hello']]);
    await expect(extractPdf(input('broken.pdf', good.subarray(0, 400)))).rejects.toMatchObject({ name: 'ExtractionError', message: expect.stringMatching(/^corrupted PDF: \S/) });
    await expect(extractPdf(input('junk.pdf', 'this is not a pdf at all'))).rejects.toMatchObject({ message: expect.stringMatching(/^corrupted PDF: /) });
  });

  it('renders a first-page thumbnail within max_size', async () => {
    const png = await renderPdfFirstPage(await textPdf([['Thumbnail page', 'with a few lines', 'of text to draw']]), 128);
    expect(png.subarray(0, 8).toString('latin1')).toBe('\x89PNG\r\n\x1a\n');
    const meta = await sharp(png).metadata();
    expect(Math.max(meta.width!, meta.height!)).toBe(128);
    expect(meta.width!).toBeLessThan(meta.height!);
    // Not a blank image: the text is drawn (a blank page renders pure white).
    const stats = await sharp(png).stats();
    expect(stats.channels[0]!.min).toBeLessThan(230);
  });

  it('reads PDF dates', () => {
    expect(pdfDate("D:20240315093000+01'00'")).toBe('2024-03-15T09:30:00+01:00');
    expect(pdfDate('D:2023')).toBe('2023-01-01');
  });
});

describe('docx', () => {
  it('keeps headings as sections, paragraph locators, tables, footnotes, title and author', async () => {
    const docx = await docxFile({
      title: 'Field Guide',
      author: 'Jonas Berg',
      body: ['h1:Birds of the marsh', 'The bittern booms at dusk & hides in reeds.', 'h2:Nesting', 'Nests are built in April.', [['Species', 'Count'], ['Heron', '14']], 'h1:Mammals', 'Otters returned in 2019.'],
      footnote: 'Survey by the county trust.',
    });
    const x = await extractDocx(input('guide.docx', docx));
    expect(x.title).toBe('Field Guide');
    expect(x.author).toBe('Jonas Berg');
    const seg = (t: string) => x.segments.find((s) => s.text.includes(t))!;
    expect(seg('bittern booms')).toMatchObject({ section: 'Birds of the marsh', text: 'The bittern booms at dusk & hides in reeds.' });
    expect(seg('built in April')).toMatchObject({ section: 'Nesting' });
    expect(seg('Heron')).toMatchObject({ text: 'Heron | 14', section: 'Nesting' });
    expect(seg('Otters')).toMatchObject({ section: 'Mammals' });
    expect(x.segments.slice(0, 7).map((s) => s.locator)).toEqual(['#paragraph=1', '#paragraph=2', '#paragraph=3', '#paragraph=4', '#paragraph=5', '#paragraph=6', '#paragraph=7']);
    expect(seg('county trust')).toMatchObject({ locator: '#footnote=1', section: 'Footnotes' });
    expect(x.facts).toMatchObject({ headings: 3, tables: 1, footnotes: 1 });
  });

  it('completes an empty document with empty content', async () => {
    const x = await extractDocx(input('empty.docx', await docxFile({ body: [] })));
    expect(x.segments).toEqual([]);
    expect(x.facts).toMatchObject({ paragraphs: 0, words: 0 });
  });

  it('completes an 800-page document quickly', async () => {
    const inp = input('long.docx', await longDocx(800));
    const t0 = Date.now();
    const x = await extractDocx(inp);
    const secs = (Date.now() - t0) / 1000;
    expect(x.title).toBe('The Long Book');
    expect(x.facts).toMatchObject({ headings: 800, paragraphs: 800 * 13 });
    const last = x.segments.find((s) => s.text.startsWith('Paragraph 12 of chapter 800'))!;
    expect(last.section).toBe('Chapter 800');
    expect(last.locator).toBe(`#paragraph=${800 * 13}`);
    expect(secs).toBeLessThan(10);
  }, 60_000);

  it('fails a corrupted or encrypted docx with a reason', async () => {
    const good = await docxFile({ body: ['hello'] });
    await expect(extractDocx(input('cut.docx', good.subarray(0, good.length - 200)))).rejects.toMatchObject({ name: 'ExtractionError', message: expect.stringMatching(/^corrupted document: /) });
    await expect(extractDocx(input('locked.docx', encryptedOoxml()))).rejects.toMatchObject({ message: 'password-protected document' });
  });
});

describe('pptx', () => {
  it('extracts slide text and speaker notes with #slide locators and titles as sections', async () => {
    const pptx = await pptxFile(
      [
        { title: 'Roadmap overview', body: ['Launch the beta in May'], notes: 'Remember to thank the design team' },
        { title: 'Budget', body: ['Cloud spend falls 12 percent'], notes: 'Finance signed off on Tuesday' },
        { title: 'Questions' },
      ],
      { title: 'Roadmap 2025', author: 'Sam Lee' },
    );
    const x = await extractPptx(input('deck.pptx', pptx));
    expect(x.title).toBe('Roadmap 2025');
    expect(x.author).toBe('Sam Lee');
    expect(at(x, '#slide=1')).toContain('Launch the beta in May');
    expect(at(x, '#slide=1')).toContain('Speaker notes: Remember to thank the design team');
    expect(at(x, '#slide=2')).toContain('Cloud spend falls 12 percent');
    expect(at(x, '#slide=2')).toContain('Finance signed off on Tuesday');
    expect(x.segments.find((s) => s.text.includes('Finance'))!.section).toBe('Budget');
    expect(at(x, '#slide=3')).toBe('Questions');
    // The notes page's slide-number placeholder is not content.
    expect(textOf(x)).not.toMatch(/^\d+$/m);
    expect(x.facts).toMatchObject({ slides: 3, slides_with_notes: 2 });
  });

  it('takes the first slide title when the core properties have none', async () => {
    const zip = await JSZip.loadAsync(await pptxFile([{ title: 'Kickoff agenda', body: ['Intros'] }], { author: 'Kim' }));
    const core = await zip.file('docProps/core.xml')!.async('string');
    zip.file('docProps/core.xml', core.replace(/<dc:title>[^<]*<\/dc:title>/, '<dc:title></dc:title>'));
    const x = await extractPptx(input('untitled.pptx', await zip.generateAsync({ type: 'nodebuffer' })));
    expect(x.title).toBe('Kickoff agenda');
    expect(x.author).toBe('Kim');
    expect(x.segments[0]!.section).toBe('Kickoff agenda');
  });
});

describe('ppt (legacy binary PowerPoint)', () => {
  const slides = [
    { title: 'Quarterly review', body: 'Revenue grew in Zürich — 18 percent', notes: 'Mention the new office lease' },
    { title: 'Café expansion', body: 'Two new cafés open in Lyon', bodyAsBytes: true },
    { title: 'Next steps', body: 'Hire three engineers', notes: 'Ask HR about the budget' },
  ];

  it('reads slide text (UTF-16 and 8-bit atoms), notes, title and author from the records', async () => {
    const x = await extractPpt(input('deck.ppt', legacyPpt(slides, { title: 'Review 2024', author: 'Lena Fischer' })));
    expect(x.title).toBe('Review 2024');
    expect(x.author).toBe('Lena Fischer');
    expect(at(x, '#slide=1')).toContain('Quarterly review');
    expect(at(x, '#slide=1')).toContain('Revenue grew in Zürich — 18 percent');
    expect(at(x, '#slide=1')).toContain('Speaker notes: Mention the new office lease');
    expect(at(x, '#slide=2')).toContain('Two new cafés open in Lyon');
    expect(at(x, '#slide=2')).not.toContain('Speaker notes');
    expect(at(x, '#slide=3')).toContain('Speaker notes: Ask HR about the budget');
    expect(x.segments.find((s) => s.text.includes('Lyon'))!.section).toBe('Café expansion');
    expect(x.facts).toMatchObject({ slides: 3, slides_with_notes: 2 });
  });

  it('falls back to a linear record scan without a Current User stream', async () => {
    const x = await extractPpt(input('nouser.ppt', legacyPpt(slides, {}, { currentUser: false })));
    expect(x.title).toBe('Quarterly review');
    expect(at(x, '#slide=3')).toContain('Hire three engineers');
    expect(at(x, '#slide=3')).toContain('Ask HR about the budget');
  });

  it('fails a file that is not a compound file', async () => {
    await expect(extractPpt(input('junk.ppt', 'not a powerpoint'))).rejects.toMatchObject({ name: 'ExtractionError', message: expect.stringMatching(/^corrupted presentation: /) });
  });
});

describe('xlsx', () => {
  it('reads every sheet as "Header: value" rows with ISO dates, cached formulas and sheet/row locators', async () => {
    const x = await extractXlsx(input('sales.xlsx', await xlsxFile({ title: 'Sales 2024', author: 'Ana Ruiz' })));
    expect(x.title).toBe('Sales 2024');
    expect(x.author).toBe('Ana Ruiz');
    expect(at(x, '#sheet=Q1&row=1')).toBe('Columns: Customer, Signed, Amount, Total');
    expect(at(x, '#sheet=Q1&row=2')).toBe('Customer: Acme Corp; Signed: 2024-03-15; Amount: 1200; Total: 2400');
    expect(at(x, '#sheet=Q1&row=3')).toBe('Customer: Globex; Signed: 2024-05-01T13:30:00; Amount: 800; Total: 1600');
    expect(at(x, '#sheet=Q1&row=4')).toBe('Customer: Initech Labs; Amount: 50.5; Total: 101');
    // A formula whose cached result is a date.
    expect(at(x, '#sheet=Q1&row=5')).toBe('Customer: Renewal check; Signed: 2024-04-14');
    expect(textOf(x)).not.toMatch(/\b4536\d\b/);
    expect(at(x, '#sheet=Team%20notes&row=1')).toBe('Quarterly staffing overview');
    expect(at(x, '#sheet=Team%20notes&row=3')).toBe('Owner: Priya; Topic: Zeppelin hangar audit; Hours: 12');
    expect(x.segments.find((s) => s.text.includes('Zeppelin'))!.section).toBe('Team notes');
    // A sheet whose first row is numbers has no header: columns are named by letter.
    expect(at(x, '#sheet=Raw&row=1')).toBe('A: 1; B: 2; C: 3');
    expect(x.facts).toMatchObject({ sheets: 3, sheet_names: 'Q1, Team notes, Raw', formulas: 4 });
  });

  it('reads a shared formula by its cached result, and a copy without one as empty (not "=C2")', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Week');
    ws.addRow(['Task', 'Mon', 'Tue', 'Hours']);
    ws.addRow(['Survey', 4, 3]);
    ws.addRow(['Report', 2, 5]);
    ws.addRow(['(spare)']);
    ws.getCell('D2').value = { formula: 'SUM(B2:C2)', result: 7, shareType: 'shared', ref: 'D2:D4' } as never;
    ws.getCell('D3').value = { sharedFormula: 'D2', result: 7 } as never;
    ws.getCell('D4').value = { sharedFormula: 'D2' } as never;
    const x = await extractXlsx(input('week.xlsx', Buffer.from(await wb.xlsx.writeBuffer())));
    expect(at(x, '#sheet=Week&row=3')).toBe('Task: Report; Mon: 2; Tue: 5; Hours: 7');
    expect(textOf(x)).not.toContain('=D2');
  });

  it('fails a password-protected or corrupted workbook with a reason', async () => {
    await expect(extractXlsx(input('locked.xlsx', encryptedOoxml()))).rejects.toMatchObject({ name: 'ExtractionError', message: 'password-protected spreadsheet' });
    const good = await xlsxFile();
    await expect(extractXlsx(input('cut.xlsx', good.subarray(0, 300)))).rejects.toMatchObject({ message: expect.stringMatching(/^corrupted spreadsheet: /) });
  });

  it('formats dates and columns', () => {
    expect(isoDate(new Date(Date.UTC(1899, 11, 30, 9, 15)))).toBe('09:15:00');
    expect(isoDate(new Date(Date.UTC(2024, 0, 2, 23, 59, 59, 700)))).toBe('2024-01-03');
    expect(isDateFormat('dd/mm/yyyy')).toBe(true);
    expect(isDateFormat('[$-409]mmm d, yyyy')).toBe(true);
    expect(isDateFormat('0.00%')).toBe(false);
    expect(isDateFormat('#,##0 "days"')).toBe(false);
    expect(columnLetters(28)).toBe('AB');
  });
});

describe('content sniffing', () => {
  it('names files by their bytes', async () => {
    expect(await sniffFile(input('a.ppt', await pptxFile([{ title: 'x' }])).path)).toMatchObject({ ext: '.pptx' });
    expect(await sniffFile(input('a.docx', await textPdf([['x']])).path)).toMatchObject({ ext: '.pdf' });
    expect(await sniffFile(input('a.pptx', legacyPpt([{ title: 'x', body: 'y' }])).path)).toMatchObject({ ext: '.ppt' });
    expect(await sniffFile(input('a.xlsx', encryptedOoxml()).path)).toMatchObject({ encrypted: true });
    expect(await sniffFile(input('a.txt', 'Notes on the %PDF-1.7 header format').path)).toBeUndefined();
    expect(await sniffFile(input('a.txt', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('plain text', 'utf16le')])).path)).toBeUndefined();
  });

  it('parses a .ppt that is really OOXML as .pptx, notes included', async () => {
    const x = await extractFile(input('renamed.ppt', await pptxFile([{ title: 'Hidden zip', body: ['Body text'], notes: 'Notes survive the rename' }])));
    expect(at(x, '#slide=1')).toContain('Speaker notes: Notes survive the rename');
    expect(x.facts).toMatchObject({ detected_format: 'pptx', named_format: 'ppt' });
  });

  it('parses a .docx that is really a PDF as a PDF, and a .pptx that is really a .ppt as .ppt', async () => {
    const x = await extractFile(input('renamed.docx', await textPdf([['Actually a PDF page']])));
    expect(at(x, '#page=1')).toContain('Actually a PDF page');
    expect(x.facts).toMatchObject({ detected_format: 'pdf' });
    const y = await extractFile(input('renamed.pptx', legacyPpt([{ title: 'Old deck', body: 'Binary body' }])));
    expect(at(y, '#slide=1')).toContain('Binary body');
  });

  it('explains content it cannot read, and encrypted packages', async () => {
    await expect(extractFile(input('word.docx', legacyDocShell()))).rejects.toMatchObject({ message: 'the file is named .docx but its content is a legacy Word (.doc) document, which ctx cannot read' });
    await expect(extractFile(input('locked.xlsx', encryptedOoxml()))).rejects.toMatchObject({ message: 'password-protected spreadsheet' });
    await expect(extractFile(input('locked.pptx', encryptedOoxml()))).rejects.toMatchObject({ message: 'password-protected presentation' });
  });

  it('leaves text alone', async () => {
    const x = await extractFile(input('notes.txt', 'The %PDF-1.7 header starts every PDF file.'));
    expect(textOf(x)).toBe('The %PDF-1.7 header starts every PDF file.');
    expect(x.facts.detected_format).toBeUndefined();
  });
});

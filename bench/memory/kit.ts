/**
 * Writers for the personas' files, each with the real library a person's software would use:
 * a filled-in form as a Word label/value table (docx), a CV with headings (docx), a budget
 * (exceljs), mail exports as .json arrays, .jsonl and .eml, plain-text diaries and notes, an
 * invitation or ticket as a PNG (SVG rendered by sharp, read back by OCR), a PDF (pdf-lib) and
 * a voice memo spoken by flite's rms voice (read back by pocketsphinx).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Document, HeadingLevel, Packer, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';
import ExcelJS from 'exceljs';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import type { Fixture } from './fixtures.js';
import type { ExpectedEvent, ExpectedValue } from './expected.js';

export interface Persona {
  id: string;
  who: string;
  files: () => Promise<Fixture[]>;
  profile: ExpectedValue[];
  events: ExpectedEvent[];
  /** Strings that belong to other people or to reference documents: never in the profile. */
  never: string[];
}

const para = (text: string) => new Paragraph({ children: [new TextRun(text)] });

/** A form: a title, an intro line, a two-column label/value table, then closing lines. */
export async function formDocx(title: string, intro: string, rows: Array<[string, string]>, after: string[] = []): Promise<Buffer> {
  const table = new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: rows.map(([k, v]) => new TableRow({ children: [new TableCell({ children: [para(k)] }), new TableCell({ children: [para(v)] })] })),
  });
  const doc = new Document({ title, sections: [{ children: [new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun(title)] }), para(intro), table, ...after.map(para)] }] });
  return Packer.toBuffer(doc);
}

/** A document of paragraphs; "# " marks a title, "## " a heading. */
export async function docx(title: string, lines: string[]): Promise<Buffer> {
  const children = lines.map((l) =>
    l.startsWith('# ')
      ? new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun(l.slice(2))] })
      : l.startsWith('## ')
        ? new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun(l.slice(3))] })
        : para(l),
  );
  return Packer.toBuffer(new Document({ title, sections: [{ children }] }));
}

/** A workbook of one sheet: a header row, then rows (numbers stay numbers). */
export async function xlsx(sheet: string, header: string[], rows: Array<Array<string | number>>, title?: string): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(sheet);
  if (title) ws.addRow([title]);
  ws.addRow(header);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

export async function pdf(lines: string[]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([612, 792]);
  lines.forEach((l, i) => page.drawText(l, { x: 60, y: 740 - i * 18, size: 11, font }));
  return Buffer.from(await doc.save());
}

/** Black text on white, large enough for OCR. */
export async function png(lines: string[], size = 46): Promise<Buffer> {
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const h = 100 + lines.length * size * 1.8;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="${h}"><rect width="100%" height="100%" fill="white"/>${lines
    .map((l, i) => `<text x="50" y="${100 + i * size * 1.8}" font-family="DejaVu Sans, sans-serif" font-size="${size}" fill="black">${esc(l)}</text>`)
    .join('')}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

export function wav(dir: string, name: string, text: string): Buffer {
  mkdirSync(dir, { recursive: true });
  const out = join(dir, name);
  execFileSync('flite', ['-voice', 'rms', '-t', text, '-o', out]);
  return readFileSync(out);
}

export interface Mail {
  from: string;
  to: string;
  date: string;
  subject: string;
  body: string;
}

/** RFC 5322 message. */
export function eml(m: Mail): Buffer {
  return Buffer.from(`From: ${m.from}\r\nTo: ${m.to}\r\nDate: ${m.date}\r\nSubject: ${m.subject}\r\nMIME-Version: 1.0\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n${m.body.replace(/\n/g, '\r\n')}\r\n`);
}

export const text = (s: string): Buffer => Buffer.from(s.replace(/^\n/, ''));

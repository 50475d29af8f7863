/**
 * The personal-document fixture set for the memory (profile + timeline) evaluation, built from
 * scratch with real writers: a résumé (.docx, docx), a cover letter (.pdf, pdf-lib), diary
 * entries (.txt), an invoice (.xlsx, exceljs), a wedding invitation (.png rendered from SVG by
 * sharp, read back by OCR) and a voice memo (.wav spoken by flite, read back by pocketsphinx).
 * Both the tests and `npm run bench:memory` use it; what a reader should find in these files is
 * written down beside it, in expected.ts.
 *
 * The documents tell one person's year in the words such documents use. They also carry traps a
 * careful extractor must not fall for: other people's plans, tastes and addresses, a recipient
 * block, a vendor's contact details, and an older address that a later move supersedes.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { AlignmentType, Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import ExcelJS from 'exceljs';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';

export interface Fixture {
  /** File name as uploaded. */
  name: string;
  /** What the file is, for reports. */
  kind: string;
  data: Buffer;
  /** Written by others and not about the user: nothing in it may reach the profile or events. */
  reference?: boolean;
}

// ---------------------------------------------------------------- résumé (.docx)

const RESUME: Array<{ h?: 1 | 2; text: string }> = [
  { h: 1, text: 'Elena Marquez' },
  { text: 'Staff Data Engineer' },
  { text: 'Lisbon, Portugal | elena.marquez@example.com | +351 912 345 678' },
  { text: 'Date of birth: 14 July 1989 | Nationality: Spanish' },
  { h: 2, text: 'Summary' },
  { text: 'Data engineer in the healthcare industry with eight years of experience building streaming data platforms.' },
  { h: 2, text: 'Experience' },
  { text: 'Staff Data Engineer, Fabrikam Health, Lisbon' },
  { text: 'June 2024 – Present' },
  { text: 'Own the clinical events platform that serves four hospital networks.' },
  { text: 'Senior Data Engineer, Northwind Analytics, San Francisco' },
  { text: 'March 2021 – May 2024' },
  { text: 'Led the migration of the billing pipeline from nightly batches to Apache Kafka.' },
  { text: 'Mentored four junior engineers.' },
  { text: 'Data Engineer, Contoso Labs, Austin' },
  { text: 'June 2017 – February 2021' },
  { text: 'Built the Atlas reporting platform used by 200 analysts.' },
  { h: 2, text: 'Education' },
  { text: 'M.S. in Computer Science, University of Texas at Austin, 2017' },
  { text: 'B.S. in Mathematics, University of Florida, 2015' },
  { h: 2, text: 'Projects' },
  { text: 'Atlas: a self-service reporting platform for 200 analysts' },
  { text: 'Tidewater: an open-source Kafka connector for FHIR data' },
  { h: 2, text: 'Skills' },
  { text: 'Python, SQL, Apache Kafka, Apache Spark, Airflow, Terraform' },
  { h: 2, text: 'Languages' },
  { text: 'English (fluent), Spanish (native), Portuguese (intermediate)' },
  { h: 2, text: 'Interests' },
  { text: 'Trail running, jazz piano, science fiction novels' },
];

export async function resumeDocx(): Promise<Buffer> {
  const children = RESUME.map((p) =>
    p.h
      ? new Paragraph({ heading: p.h === 1 ? HeadingLevel.TITLE : HeadingLevel.HEADING_1, children: [new TextRun(p.text)] })
      : new Paragraph({ children: [new TextRun(p.text)], alignment: AlignmentType.LEFT }),
  );
  const doc = new Document({ title: 'Elena Marquez – CV', creator: 'Elena Marquez', sections: [{ children }] });
  return Packer.toBuffer(doc);
}

// ---------------------------------------------------------------- cover letter (.pdf)

const LETTER = [
  'Elena Marquez',
  '1450 Valencia Street, San Francisco, CA 94110',
  'elena.marquez@example.com',
  '',
  'March 12, 2024',
  '',
  'Ms. Joana Silva',
  'Head of Data, Fabrikam Health',
  'Rua de Santa Catarina 200, Porto, Portugal',
  '',
  'Dear Ms. Silva,',
  '',
  'I am writing to apply for the Staff Data Engineer position at Fabrikam Health.',
  'Since March 2021 I have worked as a Senior Data Engineer at Northwind Analytics, where I',
  'led the migration of our billing pipeline to Apache Kafka. In 2019 I received the Contoso',
  'Innovation Award for the Atlas reporting platform.',
  '',
  'On February 28, 2024 I met your data platform team at the Lisbon Data Summit, and the',
  'conversation convinced me that Fabrikam is where I want to work next. Your team told me',
  'that they are moving the analytics stack to Snowflake this year.',
  '',
  'I hold an M.S. in Computer Science from the University of Texas at Austin. I speak English',
  'and Spanish, and I am learning Portuguese.',
  '',
  'I look forward to hearing from you.',
  '',
  'Sincerely,',
  'Elena Marquez',
];

export async function coverLetterPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.setTitle('Cover letter – Fabrikam Health');
  doc.setAuthor('Elena Marquez');
  // Exported the day it was written.
  doc.setCreationDate(new Date(Date.UTC(2024, 2, 12, 18, 5)));
  doc.setModificationDate(new Date(Date.UTC(2024, 2, 12, 18, 5)));
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([612, 792]);
  LETTER.forEach((line, i) => {
    if (line) page.drawText(line, { x: 60, y: 740 - i * 16, size: 11, font });
  });
  return Buffer.from(await doc.save());
}

// ---------------------------------------------------------------- diary (.txt)

export const DIARY = `Friday, May 3, 2024
Got the offer from Fabrikam Health today and accepted it on the spot! Had dinner with Sofia and Marco to celebrate. Sofia told me she is moving to Porto next year.

2024-06-01
We moved to Lisbon today. Lucas and Mia, our two kids, slept through the whole flight. Marco says the best food in town is bacalhau.

17 June 2024
First day at Fabrikam Health as Staff Data Engineer. My manager Joana seems great.

2024-07-14
I turned 35 today. My husband Tom made paella and we watched Casablanca, still my favourite movie.

July 20, 2024
Ran the Lisbon Half Marathon this morning in 1:52. My goal is to run a full marathon before I turn 40.

2024-08-15
Tom and I celebrated our fifth wedding anniversary at a small restaurant in Alfama. I love grilled sardines. Finished re-reading The Left Hand of Darkness, my favourite book.
`;

// ---------------------------------------------------------------- invoice (.xlsx)

export async function invoiceXlsx(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Lisbon Movers Lda.';
  wb.title = 'Invoice INV-2024-0613';
  const ws = wb.addWorksheet('Invoice');
  ws.columns = [{ width: 34 }, { width: 12 }, { width: 14 }, { width: 14 }];
  ws.addRow(['Lisbon Movers Lda.']);
  ws.addRow(['Rua do Ouro 45, 1100-060 Lisboa']);
  ws.addRow(['info@lisbonmovers.pt', '+351 213 000 111']);
  ws.addRow([]);
  ws.addRow(['Invoice number', 'INV-2024-0613']);
  const date = ws.addRow(['Invoice date', new Date(Date.UTC(2024, 5, 3))]);
  date.getCell(2).numFmt = 'yyyy-mm-dd';
  const due = ws.addRow(['Due date', new Date(Date.UTC(2024, 6, 3))]);
  due.getCell(2).numFmt = 'yyyy-mm-dd';
  ws.addRow(['Bill to', 'Elena Marquez']);
  ws.addRow([]);
  ws.addRow(['Description', 'Quantity', 'Unit price', 'Amount']);
  ws.addRow(['Packing and loading', 1, 380, { formula: 'B11*C11', result: 380 }]);
  ws.addRow(['Transport San Francisco to Lisbon (sea freight)', 1, 760, { formula: 'B12*C12', result: 760 }]);
  ws.addRow(['Unpacking', 1, 100, { formula: 'B13*C13', result: 100 }]);
  ws.addRow(['Total (EUR)', null, null, { formula: 'SUM(D11:D13)', result: 1240 }]);
  for (const r of [11, 12, 13, 14]) ws.getCell(`D${r}`).numFmt = '#,##0.00';
  return Buffer.from(await wb.xlsx.writeBuffer());
}

// ---------------------------------------------------------------- invitation (.png)

export const INVITATION = [
  'You are invited to the wedding of',
  'Sofia Almeida & Marco Rossi',
  'Saturday, June 14, 2025 at 4:00 PM',
  'Quinta da Regaleira, Sintra',
  'Kindly RSVP by May 1, 2025',
];

export async function invitationPng(): Promise<Buffer> {
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const width = 1600;
  const height = 120 + INVITATION.length * 110;
  const lines = INVITATION.map(
    (l, i) => `<text x="${width / 2}" y="${130 + i * 110}" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="${i === 1 ? 64 : 52}" fill="#1b1b1b">${esc(l)}</text>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#fffdf7"/><rect x="20" y="20" width="${width - 40}" height="${height - 40}" fill="none" stroke="#b08d57" stroke-width="6"/>${lines}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

// ---------------------------------------------------------------- voice memo (.wav)

export const MEMO = 'Note to self. I started guitar lessons last week. I love pizza.';

/** Speaks the memo with flite's rms voice (installed by scripts/setup-system.sh). */
export function voiceMemoWav(dir: string): Buffer {
  mkdirSync(dir, { recursive: true });
  const out = join(dir, 'memo.wav');
  execFileSync('flite', ['-voice', 'rms', '-t', MEMO, '-o', out]);
  return readFileSync(out);
}

// ---------------------------------------------------------------- the set

/** Every fixture, in the order they are uploaded (the older cover letter deliberately last). */
export async function buildFixtures(tmpDir: string): Promise<Fixture[]> {
  return [
    { name: 'resume.docx', kind: 'résumé (docx)', data: await resumeDocx() },
    { name: 'diary-2024.txt', kind: 'diary (txt)', data: Buffer.from(DIARY) },
    { name: 'invoice-INV-2024-0613.xlsx', kind: 'invoice (xlsx)', data: await invoiceXlsx() },
    { name: 'wedding-invitation.png', kind: 'invitation (png, OCR)', data: await invitationPng() },
    { name: 'voice-memo.wav', kind: 'voice memo (wav, speech)', data: voiceMemoWav(tmpDir) },
    { name: 'cover-letter.pdf', kind: 'cover letter (pdf)', data: await coverLetterPdf() },
  ];
}

/** Writes the fixtures into `dir` (for looking at them by hand). */
export async function writeFixtures(dir: string): Promise<string[]> {
  mkdirSync(dir, { recursive: true });
  const out: string[] = [];
  for (const f of await buildFixtures(dir)) {
    writeFileSync(join(dir, f.name), f.data);
    out.push(join(dir, f.name));
  }
  return out;
}

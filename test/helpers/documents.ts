/**
 * Real document fixtures made with real writers (docx, pptxgenjs, exceljs, pdf-lib, sharp, cfb),
 * plus two formats no npm writer produces: an RC4-encrypted PDF (the PDF standard security
 * handler, revision 2, written by hand) and a legacy binary PowerPoint (.ppt) file assembled from
 * [MS-PPT] records inside a compound file.
 */
import { createHash, randomBytes } from 'node:crypto';
import CFB from 'cfb';
import { Document, FootnoteReferenceRun, HeadingLevel, Packer, Paragraph, Table, TableCell, TableRow, TextRun } from 'docx';
import ExcelJS from 'exceljs';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import pptxgenModule from 'pptxgenjs';
import sharp from 'sharp';

// ---------------------------------------------------------------- PDF

/** A text PDF: one entry of `pages` per page, each a list of lines. */
export async function textPdf(pages: string[][], meta: { title?: string; author?: string } = {}): Promise<Buffer> {
  const doc = await PDFDocument.create();
  if (meta.title) doc.setTitle(meta.title);
  if (meta.author) doc.setAuthor(meta.author);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const lines of pages) {
    const page = doc.addPage([612, 792]);
    lines.forEach((line, i) => page.drawText(line, { x: 50, y: 740 - i * 18, size: 12, font }));
  }
  return Buffer.from(await doc.save());
}

/** PNG of black text on white, rendered by sharp (librsvg) from SVG. */
export async function textImage(lines: string[], width = 1400): Promise<Buffer> {
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const height = 80 + lines.length * 90;
  const texts = lines.map((l, i) => `<text x="40" y="${100 + i * 90}" font-family="DejaVu Sans, sans-serif" font-size="56" fill="black">${esc(l)}</text>`).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="white"/>${texts}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * A PDF whose pages are as given: a string[] page gets a text layer, an { image } page holds only
 * a picture of its lines (a scan: no text layer at all).
 */
export async function mixedPdf(pages: Array<string[] | { image: string[] }>): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const p of pages) {
    const page = doc.addPage([612, 792]);
    if (Array.isArray(p)) {
      p.forEach((line, i) => page.drawText(line, { x: 50, y: 740 - i * 18, size: 12, font }));
      continue;
    }
    const png = await doc.embedPng(await textImage(p.image));
    const w = 540;
    const h = (png.height / png.width) * w;
    page.drawImage(png, { x: 36, y: 792 - 60 - h, width: w, height: h });
  }
  return Buffer.from(await doc.save());
}

const PDF_PAD = Buffer.from('28BF4E5E4E758A4164004E56FFFA01082E2E00B6D0683E802F0CA9FE6453697A', 'hex');

function rc4(key: Buffer, data: Buffer): Buffer {
  const s = Array.from({ length: 256 }, (_, i) => i);
  for (let i = 0, j = 0; i < 256; i++) {
    j = (j + s[i]! + key[i % key.length]!) & 255;
    [s[i], s[j]] = [s[j]!, s[i]!];
  }
  const out = Buffer.alloc(data.length);
  for (let k = 0, i = 0, j = 0; k < data.length; k++) {
    i = (i + 1) & 255;
    j = (j + s[i]!) & 255;
    [s[i], s[j]] = [s[j]!, s[i]!];
    out[k] = data[k]! ^ s[(s[i]! + s[j]!) & 255]!;
  }
  return out;
}

const md5 = (...parts: Buffer[]) => createHash('md5').update(Buffer.concat(parts)).digest();

/**
 * A one-page PDF encrypted with the standard security handler (V1/R2, 40-bit RC4) and a user
 * password, so it cannot be opened without it. Written by hand: pdf-lib cannot encrypt.
 */
export function encryptedPdf(userPassword: string, text: string): Buffer {
  const pad = (pw: string) => Buffer.concat([Buffer.from(pw, 'latin1'), PDF_PAD]).subarray(0, 32);
  const P = -44;
  const pBytes = Buffer.alloc(4);
  pBytes.writeInt32LE(P);
  const id = randomBytes(16);
  const O = rc4(md5(pad(`${userPassword}-owner`)).subarray(0, 5), pad(userPassword));
  const key = md5(pad(userPassword), O, pBytes, id).subarray(0, 5);
  const U = rc4(key, PDF_PAD);
  const objKey = (num: number, gen: number) => md5(key, Buffer.from([num & 255, (num >> 8) & 255, (num >> 16) & 255, gen & 255, (gen >> 8) & 255])).subarray(0, 10);
  const content = rc4(objKey(4, 0), Buffer.from(`BT /F1 24 Tf 72 700 Td (${text}) Tj ET`, 'latin1'));
  const objects: Buffer[] = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    Buffer.from('<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>'),
    Buffer.concat([Buffer.from(`<< /Length ${content.length} >>\nstream\n`), content, Buffer.from('\nendstream')]),
    Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'),
    Buffer.from(`<< /Filter /Standard /V 1 /R 2 /O <${O.toString('hex')}> /U <${U.toString('hex')}> /P ${P} >>`),
  ];
  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = chunks[0]!.length;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    const obj = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), body, Buffer.from('\nendobj\n')]);
    offsets.push(offset);
    chunks.push(obj);
    offset += obj.length;
  });
  const xref = [`xref\n0 ${objects.length + 1}\n`, '0000000000 65535 f \n', ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`)].join('');
  const hex = id.toString('hex');
  chunks.push(Buffer.from(`${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Encrypt 6 0 R /ID [<${hex}><${hex}>] >>\nstartxref\n${offset}\n%%EOF\n`));
  return Buffer.concat(chunks);
}

// ---------------------------------------------------------------- DOCX

export interface DocxSpec {
  title?: string;
  author?: string;
  /** 'h1:Text' / 'h2:Text' make headings; other strings are body paragraphs; arrays are table rows. */
  body: Array<string | string[][]>;
  footnote?: string;
}

export async function docxFile(spec: DocxSpec): Promise<Buffer> {
  const children: Array<Paragraph | Table> = [];
  for (const item of spec.body) {
    if (Array.isArray(item)) {
      children.push(new Table({ rows: item.map((cells) => new TableRow({ children: cells.map((c) => new TableCell({ children: [new Paragraph(c)] })) })) }));
      continue;
    }
    const h = /^h([12]):(.*)$/.exec(item);
    if (h) children.push(new Paragraph({ text: h[2]!, heading: h[1] === '1' ? HeadingLevel.HEADING_1 : HeadingLevel.HEADING_2 }));
    else children.push(new Paragraph({ children: [new TextRun(item)] }));
  }
  if (spec.footnote) children.push(new Paragraph({ children: [new TextRun('See the note'), new FootnoteReferenceRun(1)] }));
  const doc = new Document({
    ...(spec.title ? { title: spec.title } : {}),
    ...(spec.author ? { creator: spec.author } : {}),
    ...(spec.footnote ? { footnotes: { 1: { children: [new Paragraph(spec.footnote)] } } } : {}),
    sections: [{ children }],
  });
  return Packer.toBuffer(doc);
}

/** A long document: `pages` chapters, each a heading on a new page plus `perPage` paragraphs. */
export async function longDocx(pages: number, perPage = 12): Promise<Buffer> {
  const children: Paragraph[] = [];
  for (let p = 1; p <= pages; p++) {
    children.push(new Paragraph({ text: `Chapter ${p}`, heading: HeadingLevel.HEADING_1, pageBreakBefore: p > 1 }));
    for (let i = 1; i <= perPage; i++) {
      children.push(new Paragraph(`Paragraph ${i} of chapter ${p}: the quick brown fox jumps over the lazy dog while the report keeps going, page after page, until the story ends.`));
    }
  }
  return Packer.toBuffer(new Document({ title: 'The Long Book', creator: 'A. Writer', sections: [{ children }] }));
}

// ---------------------------------------------------------------- PPTX

export interface SlideSpec {
  title: string;
  body?: string[];
  notes?: string;
}

// pptxgenjs's types are CommonJS-shaped while Node loads its ES build, whose default export is the class.
const pptxgen = pptxgenModule as unknown as typeof pptxgenModule.default;

export async function pptxFile(slides: SlideSpec[], meta: { title?: string; author?: string } = {}): Promise<Buffer> {
  const pres = new pptxgen();
  if (meta.title) pres.title = meta.title;
  if (meta.author) pres.author = meta.author;
  pres.defineSlideMaster({
    title: 'TITLED',
    objects: [{ placeholder: { options: { name: 'title', type: 'title', x: 0.5, y: 0.3, w: 9, h: 1 }, text: '' } }],
  });
  for (const s of slides) {
    const slide = pres.addSlide({ masterName: 'TITLED' });
    slide.addText(s.title, { placeholder: 'title' });
    (s.body ?? []).forEach((t, i) => slide.addText(t, { x: 0.7, y: 1.6 + i * 0.8, w: 8.5, h: 0.7, fontSize: 18 }));
    if (s.notes) slide.addNotes(s.notes);
  }
  return (await pres.write({ outputType: 'nodebuffer' })) as Buffer;
}

// ---------------------------------------------------------------- XLSX

/** Two sheets: "Q1" (header row, dates, formulas, rich text) and "Team notes" (caption + header). */
export async function xlsxFile(meta: { title?: string; author?: string } = {}): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  if (meta.title) wb.title = meta.title;
  if (meta.author) wb.creator = meta.author;
  const q1 = wb.addWorksheet('Q1');
  q1.addRow(['Customer', 'Signed', 'Amount', 'Total']);
  q1.addRow(['Acme Corp', new Date(Date.UTC(2024, 2, 15)), 1200, { formula: 'C2*2', result: 2400 }]);
  q1.addRow(['Globex', new Date(Date.UTC(2024, 4, 1, 13, 30)), 800, { formula: 'C3*2', result: 1600 }]);
  q1.addRow([{ richText: [{ text: 'Initech ' }, { text: 'Labs', font: { bold: true } }] }, null, 50.5, { formula: 'C4*2', result: 101 }]);
  const renewal = q1.getCell('B5');
  renewal.value = { formula: 'B2+30', result: new Date(Date.UTC(2024, 3, 14)) };
  renewal.numFmt = 'yyyy-mm-dd';
  q1.getCell('A5').value = 'Renewal check';
  const notes = wb.addWorksheet('Team notes');
  notes.addRow(['Quarterly staffing overview']);
  notes.addRow(['Owner', 'Topic', 'Hours']);
  notes.addRow(['Priya', 'Zeppelin hangar audit', 12]);
  const raw = wb.addWorksheet('Raw');
  raw.addRow([1, 2, 3]);
  raw.addRow([4, 5, 6]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

// ---------------------------------------------------------------- compound files

/** What Office writes for a password-protected OOXML file: a compound file with these streams. */
export function encryptedOoxml(): Buffer {
  const c = CFB.utils.cfb_new();
  const info = Buffer.concat([
    Buffer.from([4, 0, 4, 0, 0x40, 0, 0, 0]),
    Buffer.from(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><encryption xmlns="http://schemas.microsoft.com/office/2006/encryption"><keyData saltSize="16" blockSize="16" keyBits="256" hashSize="64" cipherAlgorithm="AES" cipherChaining="ChainingModeCBC" hashAlgorithm="SHA512" saltValue="' +
        randomBytes(16).toString('base64') +
        '"/></encryption>',
    ),
  ]);
  const pkg = Buffer.concat([Buffer.from([0, 16, 0, 0, 0, 0, 0, 0]), randomBytes(4096)]);
  CFB.utils.cfb_add(c, 'EncryptionInfo', info);
  CFB.utils.cfb_add(c, 'EncryptedPackage', pkg);
  return Buffer.from(CFB.write(c, { type: 'buffer' }) as Uint8Array);
}

/** A compound file with a WordDocument stream (a legacy .doc, for sniffing). */
export function legacyDocShell(): Buffer {
  const c = CFB.utils.cfb_new();
  CFB.utils.cfb_add(c, 'WordDocument', Buffer.alloc(1024, 0));
  return Buffer.from(CFB.write(c, { type: 'buffer' }) as Uint8Array);
}

function record(ver: number, instance: number, type: number, body: Buffer): Buffer {
  const h = Buffer.alloc(8);
  h.writeUInt16LE(((instance & 0xfff) << 4) | (ver & 0xf), 0);
  h.writeUInt16LE(type, 2);
  h.writeUInt32LE(body.length, 4);
  return Buffer.concat([h, body]);
}
const container = (type: number, instance: number, children: Buffer[]) => record(0xf, instance, type, Buffer.concat(children));
const u32s = (...v: number[]) => {
  const b = Buffer.alloc(v.length * 4);
  v.forEach((x, i) => b.writeUInt32LE(x >>> 0, i * 4));
  return b;
};
/** TextHeaderAtom + TextCharsAtom (UTF-16LE), or TextBytesAtom when the text is 8-bit. */
function textAtoms(textType: number, text: string, bytes = false): Buffer[] {
  const raw = text.replace(/\n/g, '\r');
  return [record(0, 0, 0x0f9f, u32s(textType)), bytes ? record(0, 0, 0x0fa8, Buffer.from(raw, 'latin1')) : record(0, 0, 0x0fa0, Buffer.from(raw, 'utf16le'))];
}
/** A shape's text box inside a drawing: PPDrawing > DgContainer > SpContainer > ClientTextbox. */
function drawingWithText(textType: number, text: string, bytes = false): Buffer {
  return container(0x040c, 0, [container(0xf002, 0, [container(0xf004, 0, [container(0xf00d, 0, textAtoms(textType, text, bytes))])])]);
}

export interface PptSlide {
  title: string;
  body: string;
  /** Store the body as a TextBytesAtom (8-bit) instead of UTF-16. */
  bodyAsBytes?: boolean;
  notes?: string;
}

/**
 * A legacy binary PowerPoint file: Current User stream, PowerPoint Document stream (document
 * container with the slide and notes lists, slide and notes containers, persist directory, user
 * edit atom) and a SummaryInformation property set with title and author.
 */
export function legacyPpt(slides: PptSlide[], meta: { title?: string; author?: string } = {}, opts: { currentUser?: boolean } = {}): Buffer {
  const slideIds = slides.map((_, i) => 256 + i);
  const withNotes = slides.map((s, i) => (s.notes ? i : -1)).filter((i) => i >= 0);
  const docPersist = 1;
  const slidePersist = slides.map((_, i) => 2 + i);
  const notesPersist = new Map(withNotes.map((i, k) => [i, 2 + slides.length + k]));
  const notesId = (i: number) => 0x100 + i;

  const slideList = container(0x0ff0, 0, slides.flatMap((s, i) => [record(0, 0, 0x03f3, u32s(slidePersist[i]!, 4, 1, slideIds[i]!, 0)), ...textAtoms(0, s.title)]));
  const notesList = container(0x0ff0, 2, withNotes.map((i) => record(0, 0, 0x03f3, u32s(notesPersist.get(i)!, 0, 0, notesId(i), 0))));
  const document = container(0x03e8, 0, [record(1, 0, 0x03e9, Buffer.alloc(40)), slideList, notesList]);

  const parts: Buffer[] = [document];
  let offset = document.length;
  const offsets = new Map<number, number>([[docPersist, 0]]);
  slides.forEach((s, i) => {
    const slideAtom = Buffer.alloc(24);
    slideAtom.writeUInt32LE(s.notes ? notesId(i) : 0, 16);
    const c = container(0x03ee, 0, [record(2, 0, 0x03ef, slideAtom), drawingWithText(1, s.body, s.bodyAsBytes)]);
    offsets.set(slidePersist[i]!, offset);
    parts.push(c);
    offset += c.length;
  });
  for (const i of withNotes) {
    const atom = Buffer.alloc(8);
    atom.writeUInt32LE(slideIds[i]!, 0);
    const c = container(0x03f0, 0, [record(1, 0, 0x03f1, atom), drawingWithText(2, slides[i]!.notes!)]);
    offsets.set(notesPersist.get(i)!, offset);
    parts.push(c);
    offset += c.length;
  }
  const ids = [...offsets.keys()].sort((a, b) => a - b);
  const dirBody = u32s((ids.length << 20) | ids[0]!, ...ids.map((id) => offsets.get(id)!));
  const dirOffset = offset;
  const dir = record(0, 0, 0x1772, dirBody);
  parts.push(dir);
  offset += dir.length;
  const editOffset = offset;
  const edit = Buffer.alloc(28);
  edit.writeUInt32LE(slideIds[0] ?? 0, 0);
  edit.writeUInt8(3, 7);
  edit.writeUInt32LE(0, 8);
  edit.writeUInt32LE(dirOffset, 12);
  edit.writeUInt32LE(docPersist, 16);
  edit.writeUInt32LE(ids[ids.length - 1]! + 1, 20);
  edit.writeUInt16LE(1, 24);
  parts.push(record(0, 0, 0x0ff5, edit));
  const stream = Buffer.concat(parts);

  const userName = Buffer.from('tester', 'latin1');
  const cu = Buffer.alloc(20 + 4 + userName.length + 4);
  cu.writeUInt32LE(0x14, 0);
  cu.writeUInt32LE(0xe391c05f, 4);
  cu.writeUInt32LE(editOffset, 8);
  cu.writeUInt16LE(userName.length, 12);
  cu.writeUInt16LE(0x03f4, 14);
  cu.writeUInt8(3, 16);
  cu.writeUInt8(0, 17);
  userName.copy(cu, 20);
  cu.writeUInt32LE(8, 20 + userName.length);

  const c = CFB.utils.cfb_new();
  CFB.utils.cfb_add(c, 'PowerPoint Document', stream);
  if (opts.currentUser !== false) CFB.utils.cfb_add(c, 'Current User', record(0, 0, 0x0ff6, cu.subarray(0, 20 + userName.length + 4)));
  CFB.utils.cfb_add(c, '\u0005SummaryInformation', summaryInformation(meta));
  return Buffer.from(CFB.write(c, { type: 'buffer' }) as Uint8Array);
}

/** An OLE property set stream with codepage 1252, PIDSI_TITLE (2) and PIDSI_AUTHOR (4). */
function summaryInformation(meta: { title?: string; author?: string }): Buffer {
  const props: Array<[number, Buffer]> = [];
  const i2 = Buffer.alloc(8);
  i2.writeUInt32LE(2, 0);
  i2.writeUInt16LE(1252, 4);
  props.push([1, i2]);
  const lpstr = (s: string) => {
    const bytes = Buffer.concat([Buffer.from(s, 'latin1'), Buffer.from([0])]);
    const padded = Buffer.alloc(8 + Math.ceil(bytes.length / 4) * 4);
    padded.writeUInt32LE(0x1e, 0);
    padded.writeUInt32LE(bytes.length, 4);
    bytes.copy(padded, 8);
    return padded;
  };
  if (meta.title) props.push([2, lpstr(meta.title)]);
  if (meta.author) props.push([4, lpstr(meta.author)]);
  const headerLen = 8 + props.length * 8;
  let at = headerLen;
  const table = Buffer.alloc(props.length * 8);
  props.forEach(([id, v], i) => {
    table.writeUInt32LE(id, i * 8);
    table.writeUInt32LE(at, i * 8 + 4);
    at += v.length;
  });
  const set = Buffer.concat([u32s(at, props.length), table, ...props.map(([, v]) => v)]);
  const head = Buffer.alloc(48);
  head.writeUInt16LE(0xfffe, 0);
  head.writeUInt32LE(0x00020006, 4);
  head.writeUInt32LE(1, 24);
  Buffer.from('e0859ff2f94f6810ab9108002b27b3d9', 'hex').copy(head, 28);
  head.writeUInt32LE(48, 44);
  return Buffer.concat([head, set]);
}

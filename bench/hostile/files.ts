/**
 * Generated hostile files for test/hostile/ and `npm run bench:hostile`: decompression bombs
 * (a PDF whose content stream inflates to `inflated` bytes, docx/xlsx/pptx/zip whose one part
 * does), a 50,000 × 50,000 PNG, 100,000-deep JSON, single enormous lines, a large plain text,
 * and truncated media. Nothing is downloaded; `size` scales the bombs (the suite uses smaller
 * ones than the bench, all past the limits).
 */
import { execFileSync } from 'node:child_process';
import { createWriteStream, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { once } from 'node:events';
import { crc32, createDeflate } from 'node:zlib';
import ffmpegInstaller from '@ffmpeg-installer/ffmpeg';
import { buildZip, repeated, type MemberSource } from './zip-writer.js';

export interface HostileFile {
  name: string;
  path: string;
  /** What it attacks, for the report. */
  what: string;
}

const MiB = 1024 * 1024;

async function deflateStream(chunks: Iterable<Buffer>): Promise<Buffer> {
  const z = createDeflate({ level: 9 });
  const out: Buffer[] = [];
  z.on('data', (b: Buffer) => out.push(b));
  const end = once(z, 'end');
  for (const c of chunks) if (!z.write(c)) await once(z, 'drain');
  z.end();
  await end;
  return Buffer.concat(out);
}

/** A one-page PDF whose content stream (FlateDecode) inflates to about `inflated` bytes of text operators. */
export async function flateBombPdf(path: string, inflated: number): Promise<void> {
  const content = await deflateStream(repeated('BT /F1 12 Tf 72 720 Td ', '(bomb) Tj 0 -1 Td ', 'ET\n', inflated));
  writePdf(path, '<< /Font << /F1 5 0 R >> >>', '/Filter /FlateDecode', content, '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
}

/**
 * A one-page PDF showing a side × side white greyscale image (FlateDecode): what a blank
 * scanned page looks like, compressing about 1000:1 — legitimate, unlike a content stream that does.
 */
export async function blankScanPdf(path: string, side: number): Promise<void> {
  const row = Buffer.alloc(side, 0xff);
  const image = await deflateStream((function* () {
    for (let i = 0; i < side; i++) yield row;
  })());
  const draw = Buffer.from(`q 612 0 0 792 0 0 cm /Im1 Do Q\n`);
  writePdf(
    path,
    '<< /XObject << /Im1 5 0 R >> >>',
    '',
    draw,
    Buffer.concat([
      Buffer.from(`<< /Type /XObject /Subtype /Image /Width ${side} /Height ${side} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode /Length ${image.length} >>\nstream\n`),
      image,
      Buffer.from('\nendstream'),
    ]),
  );
}

/** A one-page PDF: page resources, the content stream (with its filter entry) and object 5. */
function writePdf(path: string, resources: string, filter: string, content: Buffer, obj5: string | Buffer): void {
  const objs: Array<string | Buffer | null> = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources ${resources} /Contents 4 0 R >>`,
    null,
    obj5,
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets: number[] = [];
  let pos = parts[0]!.length;
  objs.forEach((o, i) => {
    offsets.push(pos);
    const body =
      o === null
        ? Buffer.concat([Buffer.from(`${i + 1} 0 obj\n<< /Length ${content.length} ${filter} >>\nstream\n`), content, Buffer.from('\nendstream\nendobj\n')])
        : Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), Buffer.isBuffer(o) ? o : Buffer.from(o), Buffer.from('\nendobj\n')]);
    parts.push(body);
    pos += body.length;
  });
  const xref = `xref\n0 ${objs.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  parts.push(Buffer.from(`${xref}trailer\n<< /Size ${objs.length + 1} /Root 1 0 R >>\nstartxref\n${pos}\n%%EOF\n`));
  writeFileSync(path, Buffer.concat(parts));
}

const CT = (overrides: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>${overrides}</Types>`;
const REL = (target: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="${target}"/></Relationships>`;
const small = (name: string, text: string): MemberSource => ({ name, chunks: () => [Buffer.from(text)] });

/**
 * A .docx whose word/document.xml inflates to about `inflated` bytes of paragraphs; `forged`:
 * its headers claim 40 KB, so only counting the bytes that really come out catches it.
 */
export async function docxBomb(path: string, inflated: number, forged = false): Promise<void> {
  const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
  writeFileSync(
    path,
    await buildZip([
      small('[Content_Types].xml', CT('<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>')),
      small('_rels/.rels', REL('word/document.xml')),
      { name: 'word/document.xml', ...(forged ? { declaredSize: 40_000 } : {}), chunks: () => repeated(`<?xml version="1.0"?><w:document xmlns:w="${W}"><w:body>`, '<w:p><w:r><w:t>bomb text</w:t></w:r></w:p>', '</w:body></w:document>', inflated) },
    ]),
  );
}

/** An .xlsx whose one cell (inline text) inflates to about `inflated` bytes. */
export async function xlsxBomb(path: string, inflated: number): Promise<void> {
  const S = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  const R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  writeFileSync(
    path,
    await buildZip([
      small(
        '[Content_Types].xml',
        CT(
          '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>',
        ),
      ),
      small('_rels/.rels', REL('xl/workbook.xml')),
      small('xl/workbook.xml', `<?xml version="1.0"?><workbook xmlns="${S}" xmlns:r="${R}"><sheets><sheet name="Bomb" sheetId="1" r:id="rId1"/></sheets></workbook>`),
      small(
        'xl/_rels/workbook.xml.rels',
        `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${R}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
      ),
      { name: 'xl/worksheets/sheet1.xml', chunks: () => repeated(`<?xml version="1.0"?><worksheet xmlns="${S}"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>`, 'bomb ', '</t></is></c></row></sheetData></worksheet>', inflated) },
    ]),
  );
}

/** A .pptx whose one slide inflates to about `inflated` bytes of paragraphs. */
export async function pptxBomb(path: string, inflated: number): Promise<void> {
  const P = 'http://schemas.openxmlformats.org/presentationml/2006/main';
  const A = 'http://schemas.openxmlformats.org/drawingml/2006/main';
  const R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  writeFileSync(
    path,
    await buildZip([
      small('[Content_Types].xml', CT('<Override PartName="/ppt/presentation.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml"/>')),
      small('_rels/.rels', REL('ppt/presentation.xml')),
      small('ppt/presentation.xml', `<?xml version="1.0"?><p:presentation xmlns:p="${P}" xmlns:r="${R}"><p:sldIdLst><p:sldId id="256" r:id="rId2"/></p:sldIdLst></p:presentation>`),
      small(
        'ppt/_rels/presentation.xml.rels',
        `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId2" Type="${R}/slide" Target="slides/slide1.xml"/></Relationships>`,
      ),
      {
        name: 'ppt/slides/slide1.xml',
        chunks: () => repeated(`<?xml version="1.0"?><p:sld xmlns:p="${P}" xmlns:a="${A}"><p:cSld><p:spTree><p:sp><p:txBody>`, '<a:p><a:r><a:t>bomb</a:t></a:r></a:p>', '</p:txBody></p:sp></p:spTree></p:cSld></p:sld>', inflated),
      },
    ]),
  );
}

/** A .zip holding one text member that inflates to about `inflated` bytes of zeros. */
export async function zipBomb(path: string, inflated: number): Promise<void> {
  writeFileSync(path, await buildZip([{ name: 'zeros.txt', chunks: () => repeated('', '0', '', inflated) }]));
}

function pngChunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(td) >>> 0);
  return Buffer.concat([len, td, crc]);
}

/** A complete, valid 1-bit greyscale PNG of side × side white pixels (50,000² = 2.5 gigapixels). */
export async function hugePng(path: string, side: number): Promise<void> {
  const row = Buffer.alloc(1 + Math.ceil(side / 8), 0xff);
  row[0] = 0;
  const rows = function* (): Iterable<Buffer> {
    const per = Math.max(1, Math.floor(MiB / row.length));
    const block = Buffer.concat(Array.from({ length: per }, () => row));
    let left = side;
    while (left > 0) {
      const n = Math.min(per, left);
      yield n === per ? block : block.subarray(0, n * row.length);
      left -= n;
    }
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // greyscale
  const idat = await deflateStream(rows());
  const sig = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  writeFileSync(path, Buffer.concat([sig, pngChunk('IHDR', ihdr), pngChunk('IDAT', idat), pngChunk('IEND', Buffer.alloc(0))]));
}

/** `{"a":{"a":…1…}}` nested `depth` deep. */
export function deepJson(depth: number): string {
  return '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
}

/** Writes `bytes` of text produced by `piece(i)` (called until enough), streamed to disk. */
async function writeStreamed(path: string, bytes: number, piece: (i: number) => string): Promise<void> {
  const out = createWriteStream(path);
  let n = 0;
  for (let i = 0; n < bytes; i++) {
    const s = piece(i);
    n += Buffer.byteLength(s);
    if (!out.write(s)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}

const WORDS = 'alpha bravo charlie delta echo foxtrot golf hotel india juliet kilo lima mike november oscar papa quebec romeo sierra tango uniform victor whiskey xray yankee zulu'.split(' ');

/** Ordinary prose-like lines, `bytes` in all (a large log or export). */
export async function bigText(path: string, bytes: number): Promise<void> {
  await writeStreamed(path, bytes, (i) => {
    const w = (k: number) => WORDS[(i * 7 + k * 13) % WORDS.length];
    return `Line ${i}: ${w(1)} ${w(2)} ${w(3)} report ${i % 997} ${w(4)} ${w(5)} measured ${(i * 31) % 1000} units.${i % 40 === 39 ? '\n\n' : '\n'}`;
  });
}

/** One line of `bytes` characters with no newline (words, so it is worth indexing). */
export async function hugeLine(path: string, bytes: number): Promise<void> {
  await writeStreamed(path, bytes, (i) => `${WORDS[i % WORDS.length]}${i} `);
}

/** One JSON Lines record whose only value is a string of `bytes` characters. */
export async function hugeJsonLine(path: string, bytes: number): Promise<void> {
  const out = createWriteStream(path);
  out.write('{"id":1,"text":"');
  let n = 0;
  for (let i = 0; n < bytes; i++) {
    const s = `${WORDS[i % WORDS.length]}${i} `.repeat(1000);
    n += s.length;
    if (!out.write(s)) await once(out, 'drain');
  }
  out.end('"}\n');
  await once(out, 'finish');
}

/** The first half of a real file of the kind: an MP4 made by ffmpeg, a JPEG, a PDF. */
export async function truncatedMedia(dir: string): Promise<HostileFile[]> {
  const mp4 = join(dir, 'full.mp4');
  if (!existsSync(mp4)) {
    execFileSync(ffmpegInstaller.path, ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=duration=4:size=320x240:rate=10', '-f', 'lavfi', '-i', 'sine=frequency=440:duration=4', '-shortest', '-pix_fmt', 'yuv420p', mp4], {
      stdio: 'ignore',
    });
  }
  const jpg = join(dir, 'full.jpg');
  if (!existsSync(jpg)) execFileSync(ffmpegInstaller.path, ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=size=640x480', '-frames:v', '1', jpg], { stdio: 'ignore' });
  const pdf = join(dir, 'full.pdf');
  if (!existsSync(pdf)) await flateBombPdf(pdf, 64 * 1024);
  const out: HostileFile[] = [];
  for (const [src, name] of [
    [mp4, 'truncated.mp4'],
    [jpg, 'truncated.jpg'],
    [pdf, 'truncated.pdf'],
  ] as const) {
    const buf = readFileSync(src);
    const path = join(dir, name);
    writeFileSync(path, buf.subarray(0, Math.floor(buf.length / 2)));
    out.push({ name, path, what: 'truncated media' });
  }
  return out;
}

export interface HostileSizes {
  /** Inflated size of each bomb. */
  bomb: number;
  /** Side of the PNG. */
  pngSide: number;
  jsonDepth: number;
  /** Length of the single-line files. */
  line: number;
  /** Size of the plain text file. */
  text: number;
}

/** What the issue's campaign used: 1 GB bombs, a 50k² PNG, 100 MB lines, a 200 MB text. */
export const BENCH_SIZES: HostileSizes = { bomb: 1024 * MiB, pngSide: 50_000, jsonDepth: 100_000, line: 100 * MiB, text: 200 * MiB };

/** Generates every hostile file into `dir` (skipping files already there). */
export async function generateHostile(dir: string, sizes: HostileSizes): Promise<HostileFile[]> {
  const files: HostileFile[] = [];
  const make = async (name: string, what: string, fn: (p: string) => Promise<void> | void) => {
    const path = join(dir, name);
    if (!existsSync(path)) await fn(path);
    files.push({ name, path, what });
  };
  await make('flate-bomb.pdf', `PDF stream inflating to ${sizes.bomb / MiB} MiB`, (p) => flateBombPdf(p, sizes.bomb));
  await make('bomb.docx', `docx part inflating to ${sizes.bomb / MiB} MiB`, (p) => docxBomb(p, sizes.bomb));
  await make('forged-bomb.docx', `docx part inflating to ${sizes.bomb / MiB} MiB, headers claiming 40 KB`, (p) => docxBomb(p, sizes.bomb, true));
  await make('bomb.xlsx', `xlsx sheet inflating to ${sizes.bomb / MiB} MiB`, (p) => xlsxBomb(p, sizes.bomb));
  await make('bomb.pptx', `pptx slide inflating to ${sizes.bomb / MiB} MiB`, (p) => pptxBomb(p, sizes.bomb));
  await make('bomb.zip', `zip member inflating to ${sizes.bomb / MiB} MiB`, (p) => zipBomb(p, sizes.bomb));
  await make('huge.png', `${sizes.pngSide}×${sizes.pngSide} PNG`, (p) => hugePng(p, sizes.pngSide));
  await make('deep.json', `JSON nested ${sizes.jsonDepth} deep`, (p) => writeFileSync(p, deepJson(sizes.jsonDepth)));
  await make('huge-line.txt', `one ${sizes.line / MiB} MiB line`, (p) => hugeLine(p, sizes.line));
  await make('huge-line.jsonl', `one ${sizes.line / MiB} MiB JSON line`, (p) => hugeJsonLine(p, sizes.line));
  await make('big.txt', `${sizes.text / MiB} MiB plain text`, (p) => bigText(p, sizes.text));
  files.push(...(await truncatedMedia(dir)));
  return files;
}

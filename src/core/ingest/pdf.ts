import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { PDFParse } from 'pdf-parse';
import sharp from 'sharp';
import { timeLeft } from './deadline.js';
import { tidy } from './ooxml.js';
import { readPageFields } from './pdf-form.js';
import { openPdfText, readPageText, type PdfTextSource } from './pdf-text.js';
import { ExtractionError } from './types.js';
import { checkPdfStreams, type InflateLimits } from './inflate-guard.js';
import type { Extracted, ExtractInput, Segment } from './types.js';

/** A page with fewer visible characters than this has no real text layer and is OCR'd. */
const MIN_TEXT_CHARS = 10;
/** Longest side of a page rendered for OCR, pixels (scale 2 for ordinary page sizes). */
const OCR_MAX_SIDE = 3000;

const require = createRequire(import.meta.url);

/** pdfjs-dist (pdf-parse's engine) ships CMaps for CJK fonts and the 14 standard fonts. */
const PDFJS_DIR = ((): string | undefined => {
  try {
    return dirname(createRequire(require.resolve('pdf-parse')).resolve('pdfjs-dist/package.json'));
  } catch {
    return undefined;
  }
})();

/** pdfjs load options: CMaps for CJK fonts, the standard fonts. */
const PDFJS_OPTIONS = PDFJS_DIR
  ? { cMapUrl: join(PDFJS_DIR, 'cmaps') + '/', cMapPacked: true, standardFontDataUrl: join(PDFJS_DIR, 'standard_fonts') + '/' }
  : {};

function parserFor(data: Buffer): PDFParse {
  return new PDFParse({ data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), isEvalSupported: false, ...PDFJS_OPTIONS });
}

/** The user-facing reason for a PDF the parser refused. */
function pdfError(err: unknown): ExtractionError {
  const e = err as { name?: string; message?: string };
  if (e?.name === 'PasswordException') return new ExtractionError('password-protected PDF');
  const msg = (e?.message ?? String(err)).split('\n')[0]!.trim() || 'unreadable file';
  return new ExtractionError(`corrupted PDF: ${msg}`);
}

/**
 * PDF with pdf-parse (pdfjs): text per page, locator `#page=N`, laid out by pdf-text.ts (words on
 * one baseline left to right). A page without a text layer (a scan) is rendered at about 2x and
 * OCR'd offline; blank pages are recognised and skipped. A filled form's field values follow
 * their page's text as "Label: value" lines (pdf-form.ts).
 * Title and author come from the document information dictionary, else its XMP metadata.
 */
export async function extractPdf(input: ExtractInput): Promise<Extracted> {
  const data = await readFile(input.path);
  // pdf.js inflates a stream whole: a flate bomb is refused before it gets the chance.
  await checkPdfStreams(data, input.limits);
  // The text layer read by our layout (pdf-parse's own text when pdfjs will not open it so).
  // Opened first: pdf-parse hands its bytes over to pdfjs, which detaches them.
  const textSource: PdfTextSource | undefined = await openPdfText(data, PDFJS_OPTIONS).catch(() => undefined);
  const parser = parserFor(data);
  try {
    let info: Awaited<ReturnType<PDFParse['getInfo']>>;
    try {
      info = await parser.getInfo();
    } catch (err) {
      throw pdfError(err);
    }
    const total = info.total;
    const segments: Segment[] = [];
    const needOcr: number[] = [];
    let unreadable = 0;
    let lastError: unknown;
    const pageText = new Map<number, string>();
    for (let n = 1; n <= total; n++) {
      let text = '';
      try {
        text = tidy(textSource ? await readPageText(textSource.doc, n) : ((await parser.getText({ partial: [n] })).pages[0]?.text ?? ''));
      } catch (err) {
        if ((err as { name?: string }).name === 'PasswordException') throw pdfError(err);
        unreadable++;
        lastError = err;
        continue;
      }
      pageText.set(n, text);
      if (text.replace(/\s/g, '').length < MIN_TEXT_CHARS) needOcr.push(n);
    }
    if (total > 0 && unreadable === total) throw pdfError(lastError);

    let scanned = 0;
    let blank = 0;
    let ocrSkipped = 0;
    // OCR runs until the extraction deadline (the job's time limit less a reserve); the pages
    // left then are counted, and the file is marked cut short.
    for (const n of needOcr) {
      if (timeLeft(input.deadline) <= 0) {
        ocrSkipped++;
        continue;
      }
      const png = await renderPage(parser, n, OCR_MAX_SIDE, 2).catch(() => undefined);
      if (!png) {
        unreadable++;
        continue;
      }
      if (await isBlank(png)) {
        blank++;
        continue;
      }
      const { ocrWithin } = await import('./image.js');
      const ocr = await ocrWithin(png, { deadline: input.deadline, settings: input.backends?.ocr });
      if ('failed' in ocr) {
        if (ocr.timedOut) ocrSkipped++;
        else unreadable++;
        continue;
      }
      const text = tidy(ocr.text);
      scanned++;
      if (text.length > (pageText.get(n) ?? '').length) pageText.set(n, text);
    }

    const filled = textSource ? await readFormFields(textSource, total) : new Map<number, string[]>();
    for (const [n, fields] of filled) pageText.set(n, [pageText.get(n) ?? '', ...fields].filter(Boolean).join('\n'));
    for (const [n, text] of [...pageText.entries()].sort((a, b) => a[0] - b[0])) {
      if (text) segments.push({ text, locator: `#page=${n}` });
    }
    const formFields = [...filled.values()].reduce((sum, f) => sum + f.length, 0);

    const raw = (info.info ?? {}) as Record<string, unknown>;
    const title = cleanTitle(str(raw.Title) ?? xmp(info, 'dc:title'));
    const author = str(raw.Author) ?? xmp(info, 'dc:creator');
    const created = pdfDate(str(raw.CreationDate));
    return {
      title,
      author,
      segments,
      ...(ocrSkipped ? { cutShort: [`OCR stopped after ${scanned} of ${scanned + ocrSkipped} scanned pages`] } : {}),
      facts: {
        pages: total,
        scanned_pages: scanned,
        ...(blank ? { blank_pages: blank } : {}),
        ...(ocrSkipped ? { scanned_pages_not_ocred: ocrSkipped } : {}),
        ...(unreadable ? { unreadable_pages: unreadable } : {}),
        ...(formFields ? { filled_form_fields: formFields } : {}),
        ...(str(raw.PDFFormatVersion) ? { pdf_version: str(raw.PDFFormatVersion) } : {}),
        ...(str(raw.Producer) ? { producer: str(raw.Producer) } : {}),
        ...(created ? { created } : {}),
      },
    };
  } finally {
    await textSource?.destroy().catch(() => {});
    await parser.destroy().catch(() => {});
  }
}

/** Each page's filled form fields; a page whose annotations will not load just has none. */
async function readFormFields(source: PdfTextSource, total: number): Promise<Map<number, string[]>> {
  const out = new Map<number, string[]>();
  // Only a document with an interactive form has fields to read (most PDFs: none, no page walk).
  if (!(await source.doc.getFieldObjects().catch(() => null))) return out;
  for (let n = 1; n <= total; n++) {
    const lines = await readPageFields(source.doc, n).catch(() => []);
    if (lines.length) out.set(n, lines);
  }
  return out;
}

/**
 * Renders one page to PNG at about maxSide pixels on its longest side (and at most `scale`x). The
 * width is rounded up, so a caller that needs an exact size scales down, never up.
 */
async function renderPage(parser: PDFParse, n: number, maxSide: number, scale: number): Promise<Buffer> {
  const info = await parser.getInfo({ parsePageInfo: true, partial: [n] });
  const page = info.pages.find((p) => p.pageNumber === n) ?? info.pages[0];
  const w = page?.width ?? 612;
  const h = page?.height ?? 792;
  const s = Math.min(scale, maxSide / Math.max(w, h, 1));
  const shot = await parser.getScreenshot({ partial: [n], desiredWidth: Math.max(1, Math.ceil(w * s)), imageBuffer: true, imageDataUrl: false });
  const data = shot.pages[0]?.data;
  if (!data || data.length === 0) throw new Error(`page ${n} could not be rendered`);
  return Buffer.from(data.buffer, data.byteOffset, data.byteLength);
}

/** A page image with (almost) no variation in any channel holds nothing to read. */
async function isBlank(png: Buffer): Promise<boolean> {
  const stats = await sharp(png).stats();
  return stats.channels.slice(0, 3).every((c) => c.stdev < 2);
}

function str(v: unknown): string | undefined {
  if (typeof v !== 'string') return undefined;
  const t = v.replace(/\0/g, '').trim();
  return t ? t : undefined;
}

function xmp(info: { metadata?: unknown }, key: string): string | undefined {
  try {
    const m = info.metadata as { get?: (k: string) => unknown } | null | undefined;
    return str(m?.get?.(key));
  } catch {
    return undefined;
  }
}

/** Drops the "Microsoft Word - report.docx" style titles that printers-to-PDF write. */
function cleanTitle(t: string | undefined): string | undefined {
  if (!t) return undefined;
  const c = t.replace(/^Microsoft (?:Word|PowerPoint|Excel) - /, '').trim();
  return c && c.length <= 500 ? c : undefined;
}

/** PDF dates look like D:20240315093000+01'00'; returned as ISO 8601. */
export function pdfDate(s: string | undefined): string | undefined {
  const m = s ? /^D?:?(\d{4})(\d{2})?(\d{2})?(\d{2})?(\d{2})?(\d{2})?(Z|[+-]\d{2}'?\d{2}'?)?/.exec(s) : null;
  if (!m) return undefined;
  const [, y, mo = '01', d = '01', h, mi = '00', se = '00', z] = m;
  if (!h) return `${y}-${mo}-${d}`;
  const zone = !z ? '' : z === 'Z' ? 'Z' : `${z.slice(0, 3)}:${z.replace(/'/g, '').slice(3, 5) || '00'}`;
  return `${y}-${mo}-${d}T${h}:${mi}:${se}${zone}`;
}

/** The first page as a PNG whose longest side is maxSize pixels (rendered in the calling thread). */
export async function renderPdfFirstPage(data: Buffer, maxSize: number, limits?: InflateLimits): Promise<Buffer> {
  await checkPdfStreams(data, limits);
  const parser = parserFor(data);
  try {
    const info = await parser.getInfo().catch((err: unknown) => {
      throw pdfError(err);
    });
    if (info.total < 1) throw new ExtractionError('the PDF has no pages');
    const png = await renderPage(parser, 1, maxSize, Number.POSITIVE_INFINITY);
    return await sharp(png)
      .flatten({ background: '#ffffff' })
      .resize({ width: maxSize, height: maxSize, fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer();
  } finally {
    await parser.destroy().catch(() => {});
  }
}

const THUMB_WORKER = new URL('./pdf-thumbnail-worker.js', import.meta.url);
const THUMB_TIMEOUT_MS = 20_000;

/**
 * First-page thumbnail for the HTTP thumbnail route. Rendering runs in a short-lived worker
 * thread with a memory cap and a time limit, so a hostile PDF cannot stall the daemon's event
 * loop. (When running from TypeScript sources, where no compiled worker exists, it renders inline.)
 */
export async function renderPdfThumbnail(path: string, maxSize: number): Promise<Buffer> {
  if (!existsSync(fileURLToPath(THUMB_WORKER))) return renderPdfFirstPage(await readFile(path), maxSize);
  return new Promise<Buffer>((resolve, reject) => {
    const worker = new Worker(THUMB_WORKER, { workerData: { path, maxSize }, resourceLimits: { maxOldGenerationSizeMb: 512 } });
    let settled = false;
    const done = (err: Error | undefined, png?: Buffer): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      if (err) reject(err);
      else resolve(png!);
    };
    const timer = setTimeout(() => done(new Error(`rendering took longer than ${THUMB_TIMEOUT_MS / 1000} s`)), THUMB_TIMEOUT_MS);
    worker.once('message', (m: { png?: Uint8Array; error?: string }) =>
      m.png ? done(undefined, Buffer.from(m.png.buffer, m.png.byteOffset, m.png.byteLength)) : done(new Error(m.error ?? 'rendering failed')),
    );
    worker.once('error', (err) => done(err));
    worker.once('exit', (code) => done(new Error(`the renderer stopped (exit code ${code})`)));
  });
}

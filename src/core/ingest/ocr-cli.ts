/**
 * OCR with Debian's `tesseract` (apt tesseract-ocr, 5.x): measured more accurate than
 * tesseract.js on scans and photos of text, and a separate process, so a recognition that runs
 * past its time can be killed outright (bench/results/ocr.txt).
 */
import { execa } from 'execa';
import { findBinary } from './binaries.js';
import { joinColumns, type OcrLine } from './ocr-lines.js';

export interface CliOcr {
  text: string;
  /** Mean word confidence, 0–100. */
  confidence: number;
}

/** Raised when a recognition ran past the time it was given. */
export class OcrTimeoutError extends Error {
  constructor(ms: number) {
    super(`stopped at the time limit (${Math.round(ms / 100) / 10} s)`);
    this.name = 'OcrTimeoutError';
  }
}

/**
 * The tesseract binary: `CTX_TESSERACT` names it (or `off` disables it), else it is looked up
 * on PATH. Undefined when it is not installed.
 */
export function tesseractPath(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return findBinary('tesseract', env.CTX_TESSERACT, env.PATH);
}

/**
 * One thread per recognition: the extraction pool already runs one process per core, and
 * OpenMP threads on top of that only fight over the same cores.
 */
const ENV = { OMP_THREAD_LIMIT: '1' };

const langCache = new Map<string, Promise<string[]>>();

/** The language packs installed for this binary (`tesseract --list-langs`), `osd` included. */
export function installedLanguages(bin: string): Promise<string[]> {
  let p = langCache.get(bin);
  if (!p) {
    p = execa(bin, ['--list-langs'], { env: ENV, timeout: 10_000, reject: false }).then((r) =>
      `${r.stdout}\n${r.stderr}`
        .split('\n')
        .slice(1)
        .map((l) => l.trim())
        .filter((l) => /^[A-Za-z_]+$/.test(l)),
    );
    langCache.set(bin, p);
  }
  return p;
}

/**
 * The PNG without its declared resolution (pHYs chunk), so that tesseract estimates it from the
 * height of the text. Declared resolutions mislead after scaling, and photos declare 72 dpi
 * whatever their text size: a 72-dpi page declared as 300 dpi lost whole phrases to noise
 * removal (bench/results/ocr.txt).
 */
export function withoutResolution(image: Buffer): Buffer {
  if (image.length < 8 || image.readUInt32BE(0) !== 0x89504e47) return image;
  const parts: Buffer[] = [image.subarray(0, 8)];
  let off = 8;
  while (off + 12 <= image.length) {
    const len = image.readUInt32BE(off);
    const type = image.toString('latin1', off + 4, off + 8);
    const end = off + 12 + len;
    if (end > image.length) return image;
    if (type !== 'pHYs') parts.push(image.subarray(off, end));
    off = end;
    if (type === 'IEND') break;
  }
  return Buffer.concat(parts);
}

async function run(bin: string, args: string[], image: Buffer, timeoutMs: number): Promise<string> {
  try {
    const r = await execa(bin, ['stdin', 'stdout', ...args], {
      input: withoutResolution(image),
      env: ENV,
      timeout: Number.isFinite(timeoutMs) ? Math.max(1, Math.floor(timeoutMs)) : undefined,
      killSignal: 'SIGKILL',
      maxBuffer: 64 * 1024 * 1024,
      stripFinalNewline: false,
    });
    return r.stdout;
  } catch (err) {
    const e = err as { timedOut?: boolean; stderr?: string; shortMessage?: string; message?: string };
    if (e.timedOut) throw new OcrTimeoutError(timeoutMs);
    const why = (e.stderr ?? '').trim().split('\n').filter(Boolean).pop() ?? e.shortMessage ?? e.message ?? 'unknown error';
    throw new Error(`tesseract failed: ${why}`);
  }
}

/**
 * Recognises the text of an image. Page segmentation mode 1 (automatic, with orientation
 * detection) when the OSD data is installed, so a page scanned upside down or sideways still
 * reads; mode 3 otherwise.
 */
export async function cliRecognise(
  bin: string,
  image: Buffer,
  languages: string[],
  timeoutMs: number,
  opts: Partial<ReadOptions> = {},
): Promise<CliOcr> {
  const r = await cliReadLines(bin, image, languages, timeoutMs, { ...opts, psm: opts.psm ?? (await autoLayout(bin)) });
  return { text: linesText(r.lines), confidence: r.confidence };
}

export interface ReadOptions {
  psm: number;
  tessdataDir?: string;
  dpi?: number;
  /** `sauvola`: local thresholding (`-c thresholding_method=2`), which reads text on tinted ground. */
  thresholding?: 'otsu' | 'sauvola';
}

/** As cliRecognise, but the reading's lines with their places, for merging two layouts. */
export async function cliReadLines(bin: string, image: Buffer, languages: string[], timeoutMs: number, opts: ReadOptions): Promise<TsvReading> {
  const dir = opts.tessdataDir ? ['--tessdata-dir', opts.tessdataDir] : [];
  const dpi = opts.dpi ? ['--dpi', String(opts.dpi)] : [];
  const threshold = opts.thresholding === 'sauvola' ? ['-c', 'thresholding_method=2'] : [];
  return readTsv(await run(bin, [...dir, ...dpi, '-l', languages.join('+'), '--psm', String(opts.psm), ...threshold, 'tsv'], image, timeoutMs));
}

/** Automatic page layout: with orientation detection (`--psm 1`) when the OSD data is installed. */
export async function autoLayout(bin: string): Promise<number> {
  return (await installedLanguages(bin)).includes('osd') ? 1 : 3;
}

export interface ScriptGuess {
  script: string;
  confidence: number;
}

/**
 * The writing system of the text (`--psm 0`, orientation and script detection), or undefined
 * when tesseract cannot tell (too few characters, no OSD data).
 */
export async function cliDetectScript(bin: string, image: Buffer, timeoutMs: number): Promise<ScriptGuess | undefined> {
  if (!(await installedLanguages(bin)).includes('osd')) return undefined;
  let out: string;
  try {
    out = await run(bin, ['--psm', '0'], image, timeoutMs);
  } catch (err) {
    if (err instanceof OcrTimeoutError) throw err;
    return undefined;
  }
  const script = /^Script:\s*(\S+)/m.exec(out)?.[1];
  const confidence = Number(/^Script confidence:\s*([\d.]+)/m.exec(out)?.[1] ?? 0);
  return script ? { script, confidence } : undefined;
}

/** The confidence from which tesseract counts as sure of a word (ocr-merge.ts adds only lines holding one). */
const CONFIDENT = 60;

const CJK = /[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff\uac00-\ud7af\uff00-\uffef\u3000-\u303f]/;

/** A line of a reading, with its words. */
export interface ReadLine extends OcrLine {
  /** The line's words with their boxes, in reading order. */
  words: ReadWord[];
}

export interface ReadWord {
  text: string;
  left: number;
  top: number;
  right: number;
  bottom: number;
  /** Whether tesseract was sure of it (confidence ≥ 60, two letters or digits). */
  sure: boolean;
}

/** A recognition as lines with their places on the picture, before they are joined into text. */
export interface TsvReading {
  lines: ReadLine[];
  /** Mean word confidence, 0–100. */
  confidence: number;
}

/**
 * The lines of tesseract's TSV: words joined by spaces within a line (none between two CJK
 * characters, which tesseract reports as separate words), with the line's box, block and
 * paragraph.
 */
export function readTsv(tsv: string): TsvReading {
  const lines: ReadLine[] = [];
  let key = '';
  let cur: ReadLine | undefined;
  let confSum = 0;
  let words = 0;
  for (const row of tsv.split('\n')) {
    const c = row.split('\t');
    if (c.length < 12 || c[0] !== '5') continue;
    const word = c.slice(11).join('\t').trim();
    const conf = Number(c[10]);
    if (!word) continue;
    if (Number.isFinite(conf) && conf >= 0) {
      confSum += conf;
      words++;
    }
    const [left, top, width, height] = [Number(c[6]), Number(c[7]), Number(c[8]), Number(c[9])];
    const box = { text: word, left, top, right: left + width, bottom: top + height, sure: conf >= CONFIDENT && /[\p{L}\p{N}]{2}/u.test(word) };
    const k = `${c[1]}.${c[2]}.${c[3]}.${c[4]}`;
    if (k !== key || !cur) {
      key = k;
      cur = { ...box, block: Number(c[1]) * 100_000 + Number(c[2]), para: `${c[1]}.${c[2]}.${c[3]}`, words: [box] };
      lines.push(cur);
      continue;
    }
    cur.words.push(box);
    cur.text += CJK.test(cur.text.slice(-1)) && CJK.test(word[0]!) ? word : ` ${word}`;
    cur.left = Math.min(cur.left, left);
    cur.top = Math.min(cur.top, top);
    cur.right = Math.max(cur.right, left + width);
    cur.bottom = Math.max(cur.bottom, top + height);
  }
  return { lines, confidence: words > 0 ? confSum / words : 0 };
}

/**
 * The text of a reading's lines, laid out as tesseract's plain-text output is (lines by
 * newlines, paragraphs and blocks by a blank line), except that a column of short lines
 * (prices, values) rejoins the lines beside it (ocr-lines.ts).
 */
export function linesText(lines: OcrLine[]): string {
  const out: string[] = [];
  let para = '';
  for (const l of joinColumns(lines)) {
    if (para && l.para !== para) out.push('');
    para = l.para;
    out.push(l.text);
  }
  return out.join('\n').trim();
}

/** Text and mean word confidence from tesseract's TSV. */
export function parseTsv(tsv: string): CliOcr {
  const r = readTsv(tsv);
  return { text: linesText(r.lines), confidence: r.confidence };
}

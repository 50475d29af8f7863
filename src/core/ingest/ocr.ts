/**
 * Text in pictures: one entry point over two engines. Debian's `tesseract` is the default
 * (more accurate, all installed language packs, killable); tesseract.js is the fallback when
 * the binary is missing (English only). bench/results/ocr.txt has the comparison.
 *
 * Languages: `auto` (the default) reads English first; when that reads poorly, tesseract's
 * orientation-and-script detection names the writing system and, if a pack for it is installed
 * (chi_sim + chi_tra for Han, jpn, kor, rus, …), the picture is read again with it and the
 * better-confident reading kept. An explicit list (`ocr.languages: ["eng", "deu"]`) is used
 * as given, restricted to the installed packs.
 *
 * A short, unsure reading (a photo of a receipt, a card, a sign) is made a second time with the
 * picture's contrast equalised locally, and the better of the two kept (ocr-contrast.ts).
 */
import { autoLayout, cliDetectScript, cliReadLines, cliRecognise, installedLanguages, linesText, OcrTimeoutError, tesseractPath, type CliOcr, type TsvReading } from './ocr-cli.js';
import { equalised, sureCharacters } from './ocr-contrast.js';
import { mergeReadings } from './ocr-merge.js';
import { closeJsOcr, jsRecognise } from './ocr-js.js';

export { OcrTimeoutError } from './ocr-cli.js';

export type OcrLanguages = 'auto' | string[];

export interface OcrSettings {
  languages: OcrLanguages;
  /** `auto`: the tesseract binary when installed, else tesseract.js. */
  engine?: 'auto' | 'tesseract' | 'tesseract.js';
  /** Read a short, unsure photo reading again with equalised contrast (off by default). */
  photo_contrast?: boolean;
}

export interface OcrOptions {
  /** Give up (OcrTimeoutError) after this many milliseconds; unbounded when absent. */
  timeoutMs?: number;
  settings?: OcrSettings;
}

export interface OcrResult {
  text: string;
  /** Mean word confidence, 0–100. */
  confidence: number;
  engine: 'tesseract' | 'tesseract.js';
  languages: string[];
}

/** English reads below this mean confidence are tried again in the script tesseract detects. */
const RETRY_BELOW_CONFIDENCE = 70;

/** Installed packs worth trying for each script tesseract's OSD reports. */
const SCRIPT_LANGUAGES: Record<string, string[]> = {
  Han: ['chi_sim', 'chi_tra'],
  Japanese: ['jpn'],
  Katakana: ['jpn'],
  Hiragana: ['jpn'],
  Korean: ['kor'],
  Hangul: ['kor'],
  Cyrillic: ['rus', 'ukr'],
  Arabic: ['ara'],
  Greek: ['ell'],
  Hebrew: ['heb'],
  Devanagari: ['hin'],
  Thai: ['tha'],
};

/** Which engine a recognition would use now. */
export function ocrEngine(settings?: OcrSettings): OcrResult['engine'] {
  const want = settings?.engine ?? 'auto';
  if (want === 'tesseract.js') return 'tesseract.js';
  return tesseractPath() ? 'tesseract' : 'tesseract.js';
}

/** Recognises text in an image (PNG/JPEG/TIFF bytes). Throws OcrTimeoutError past the time given. */
export async function ocrImage(image: Buffer, opts: OcrOptions = {}): Promise<OcrResult> {
  const deadline = Date.now() + (opts.timeoutMs ?? Number.POSITIVE_INFINITY);
  const left = (): number => {
    const ms = deadline - Date.now();
    if (ms <= 0) throw new OcrTimeoutError(opts.timeoutMs ?? 0);
    return ms;
  };
  const bin = ocrEngine(opts.settings) === 'tesseract' ? tesseractPath() : undefined;
  if (!bin) {
    const r = await jsRecognise(image, left());
    return { ...r, engine: 'tesseract.js', languages: ['eng'] };
  }
  const installed = await installedLanguages(bin);
  const wanted = opts.settings?.languages ?? 'auto';
  if (wanted !== 'auto') {
    const langs = wanted.filter((l) => installed.includes(l));
    const use = langs.length > 0 ? langs : [installed.includes('eng') ? 'eng' : installed.find((l) => l !== 'osd') ?? 'eng'];
    const read = await readPicture(bin, image, use, left);
    return { ...(opts.settings?.photo_contrast ? await orEqualised(bin, image, use, read, left) : asText(read)), engine: 'tesseract', languages: use };
  }
  // The script is decided on the picture as it is: an equalised copy of a Chinese page can read
  // as confident English garbage (bench/results/ocr.txt).
  const first = await readPicture(bin, image, ['eng'], left);
  if (first.confidence < RETRY_BELOW_CONFIDENCE || first.lines.length === 0) {
    const script = await cliDetectScript(bin, image, left());
    const others = (script && SCRIPT_LANGUAGES[script.script]?.filter((l) => installed.includes(l))) ?? [];
    if (others.length > 0) {
      const second = await cliRecognise(bin, image, others, left());
      if (second.confidence >= first.confidence && second.text) return { ...second, engine: 'tesseract', languages: others };
    }
  }
  return { ...(opts.settings?.photo_contrast ? await orEqualised(bin, image, ['eng'], first, left) : asText(first)), engine: 'tesseract', languages: ['eng'] };
}

/**
 * The reading made, or, when it looks like a photo of a few lines (a receipt, a card, a sign: a
 * short, unsure reading), a reading of the picture with its contrast equalised locally if that
 * one holds more confidently read characters (ocr-contrast.ts). A long or confident reading — a
 * scanned page — is not read twice, nor one without a single sure word. The second reading only
 * uses the time left: cut short, the first stands.
 */
async function orEqualised(bin: string, image: Buffer, languages: string[], first: TsvReading, left: () => number): Promise<CliOcr> {
  if (first.lines.length > SECOND_READING_MAX_LINES || first.confidence >= PHOTO_BELOW_CONFIDENCE) return asText(first);
  // Not one word read with confidence: a photo of no text (a landscape, a video frame without
  // captions; every picture of bench:ocr-photos has some), not worth a second reading.
  if (sureCharacters(first.lines) === 0) return asText(first);
  let second: TsvReading;
  try {
    second = await readPicture(bin, await equalised(image), languages, left);
  } catch (err) {
    if (err instanceof OcrTimeoutError) return asText(first);
    throw err;
  }
  return asText(sureCharacters(second.lines) > sureCharacters(first.lines) ? second : first);
}

const asText = (r: TsvReading): CliOcr => ({ text: linesText(r.lines), confidence: r.confidence });

/**
 * A reading with tesseract's automatic page layout, completed by a reading of the picture as a
 * single block of text, thresholded locally, where the first read nothing (ocr-merge.ts): the
 * automatic layout drops a photographed receipt's shop name and date, and a CV's tinted side
 * column, that the second reads (bench/results/ocr.txt).
 */
async function readPicture(bin: string, image: Buffer, languages: string[], left: () => number): Promise<TsvReading> {
  const auto = await cliReadLines(bin, image, languages, left(), { psm: await autoLayout(bin) });
  // A page the layout read as many lines is a document whose layout analysis works (and a long
  // scan must not pay two readings a page); blocks go missing on slips, cards and signs.
  if (auto.lines.length > SECOND_READING_MAX_LINES) return auto;
  const block = await cliReadLines(bin, image, languages, left(), { psm: SINGLE_BLOCK, thresholding: 'sauvola' });
  return { lines: mergeReadings(auto, block), confidence: auto.confidence };
}

/** `--psm 6`: one uniform block of text. */
const SINGLE_BLOCK = 6;
/** Pictures read as more lines than this get no second reading. */
const SECOND_READING_MAX_LINES = 60;
/**
 * Readings at least this confident are not made again with equalised contrast: clean scans and
 * renderings read at 90–96, photos of receipts, cards and signs mostly at 0–89 (a sharp receipt
 * photo at 94 is read once, as it would gain nothing; bench/results/ocr-photos.txt).
 */
const PHOTO_BELOW_CONFIDENCE = 90;

/** Frees what OCR holds in this process (tesseract.js's worker; tests, shutdown). */
export async function closeOcr(): Promise<void> {
  await closeJsOcr();
}

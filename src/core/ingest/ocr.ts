import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createWorker, OEM, type Worker } from 'tesseract.js';

const require = createRequire(import.meta.url);

/**
 * English OCR with tesseract.js, fully offline: the language data comes from the
 * @tesseract.js-data/eng package. With the default langPath tesseract.js fetches from a CDN
 * and, with no network, hangs forever — so the path is always explicit here.
 */
const LANG_PATH = join(dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');

let workerPromise: Promise<Worker> | undefined;

/** One OCR worker per extraction thread, created on first use and reused. */
function ocrWorker(): Promise<Worker> {
  workerPromise ??= createWorker('eng', OEM.LSTM_ONLY, {
    langPath: LANG_PATH,
    gzip: true,
    cacheMethod: 'none',
    errorHandler: () => {},
  }).catch((err: unknown) => {
    workerPromise = undefined;
    throw err;
  });
  return workerPromise;
}

export interface OcrResult {
  text: string;
  /** Mean word confidence, 0–100. */
  confidence: number;
}

/** Recognises text in an image (PNG/JPEG/… bytes or a file path). */
export async function ocrImage(image: Buffer | string): Promise<OcrResult> {
  const worker = await ocrWorker();
  const { data } = await worker.recognize(image);
  return { text: data.text.replace(/[ \t]+\n/g, '\n').trim(), confidence: data.confidence };
}

/** Frees the OCR worker (tests, shutdown). */
export async function closeOcr(): Promise<void> {
  const p = workerPromise;
  workerPromise = undefined;
  if (p) await (await p).terminate();
}

/**
 * OCR with tesseract.js (WebAssembly, English only): the fallback when Debian's tesseract is
 * not installed. Fully offline: the language data comes from the @tesseract.js-data/eng
 * package. With the default langPath tesseract.js fetches from a CDN and, with no network,
 * hangs forever — so the path is always explicit here.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createWorker, OEM, type Worker } from 'tesseract.js';
import { OcrTimeoutError, type CliOcr } from './ocr-cli.js';

const require = createRequire(import.meta.url);

const LANG_PATH = join(dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');

let workerPromise: Promise<Worker> | undefined;

/** One OCR worker per extraction process, created on first use and reused. */
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

/**
 * Recognises English text. tesseract.js cannot cancel a recognition, so past `timeoutMs` its
 * worker is terminated (the next call starts a fresh one) and OcrTimeoutError is thrown.
 */
export async function jsRecognise(image: Buffer | string, timeoutMs = Number.POSITIVE_INFINITY): Promise<CliOcr> {
  let timer: NodeJS.Timeout | undefined;
  let late = false;
  const deadline = new Promise<never>((_, reject) => {
    if (!Number.isFinite(timeoutMs)) return;
    timer = setTimeout(() => {
      late = true;
      reject(new OcrTimeoutError(timeoutMs));
    }, Math.max(1, timeoutMs));
  });
  // A worker still starting when time ran out must not be sent the job: it is being terminated.
  const work = ocrWorker().then((w) => {
    if (late) throw new OcrTimeoutError(timeoutMs);
    return w.recognize(image);
  });
  // Lost the race: the worker is terminated under it, and its rejection is expected.
  work.catch(() => {});
  try {
    const { data } = await Promise.race([work, deadline]);
    return { text: data.text.replace(/[ \t]+\n/g, '\n').trim(), confidence: data.confidence };
  } catch (err) {
    await closeJsOcr().catch(() => {});
    throw err;
  } finally {
    clearTimeout(timer);
  }
}

/** Frees the OCR worker (tests, shutdown, after a time-out). */
export async function closeJsOcr(): Promise<void> {
  const p = workerPromise;
  workerPromise = undefined;
  if (p) await (await p).terminate();
}

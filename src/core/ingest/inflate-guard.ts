/**
 * Decompression bounds for documents, checked before their parser sees them. The parsers
 * (jszip under the OOXML extractors, exceljs, pdf.js) inflate a part whole into memory, so a
 * 3 MB .docx whose document.xml inflates to 1 GB, or a 2.5 MB PDF whose content stream does,
 * took an extraction process to 1.5–2.4 GB before it failed. Here every compressed part is
 * inflated once as a stream, counting what comes out and discarding it, and the file fails as
 * soon as a part passes `maxBytes` or `maxRatio` inflated bytes per compressed byte (judged
 * past RATIO_GRACE_BYTES, on the compressed bytes consumed so far). Memory stays at a few
 * hundred KB whatever the file claims.
 */
import { createInflate, createInflateRaw, type Inflate, type InflateRaw } from 'node:zlib';
import yauzl from 'yauzl';
import { ExtractionError } from './types.js';

export interface InflateLimits {
  /** Inflated bytes of one compressed part. */
  maxBytes: number;
  /** Inflated bytes per compressed byte of one part (not applied to PDF images). */
  maxRatio: number;
}

/** The config's defaults (config.ts `documents`), for callers that pass none. */
export const DEFAULT_INFLATE_LIMITS: InflateLimits = { maxBytes: 256 * 1024 * 1024, maxRatio: 200 };
/** Small parts of repeated text compress far better than any bomb ratio; only size makes a bomb. */
const RATIO_GRACE_BYTES = 1024 * 1024;
/** Every part of a package together may inflate to this many times maxBytes. */
const PACKAGE_TOTAL_FACTOR = 4;

const MiB = 1024 * 1024;
const mib = (n: number) => `${Math.round(n / MiB)} MiB`;

class Meter {
  out = 0;
  constructor(
    private readonly what: string,
    private readonly limits: InflateLimits,
    private readonly ratio: boolean,
  ) {}

  /** Throws as soon as `out` inflated bytes from `consumed` compressed ones break a bound. */
  check(consumed: number): void {
    if (this.out > this.limits.maxBytes) {
      throw new ExtractionError(`${this.what} inflates to more than ${mib(this.limits.maxBytes)} (limit documents.max_inflated_bytes): refused as a likely decompression bomb`);
    }
    if (this.ratio && this.out > RATIO_GRACE_BYTES && this.out > this.limits.maxRatio * Math.max(consumed, 1)) {
      throw new ExtractionError(`${this.what} expands to more than ${this.limits.maxRatio} times its compressed size (limit documents.max_ratio): refused as a likely decompression bomb`);
    }
  }
}

/**
 * Inflates `data` through `z` in slices, counting the output against the meter; a stream that
 * is not valid deflate is left to the parser (which reports damage its own way).
 */
async function measure(z: Inflate | InflateRaw, data: Buffer | AsyncIterable<Buffer>, meter: Meter): Promise<number> {
  let consumed = 0;
  let failure: Error | undefined;
  z.on('data', (b: Buffer) => {
    if (failure) return;
    meter.out += b.length;
    try {
      meter.check(consumed);
    } catch (err) {
      failure = err as Error;
      z.destroy();
    }
  });
  const ended = new Promise<void>((resolve) => {
    z.once('end', resolve);
    z.once('close', resolve);
    z.once('error', () => resolve());
  });
  const slices: AsyncIterable<Buffer> | Iterable<Buffer> = Buffer.isBuffer(data) ? sliced(data, 64 * 1024) : data;
  for await (const piece of slices) {
    if (failure || z.destroyed) break;
    consumed += piece.length;
    if (!z.write(piece)) await new Promise<void>((r) => z.once('drain', r).once('close', r));
  }
  if (!z.destroyed) z.end();
  await ended;
  if (failure) throw failure;
  return meter.out;
}

function* sliced(b: Buffer, n: number): Iterable<Buffer> {
  for (let i = 0; i < b.length; i += n) yield b.subarray(i, i + n);
}

/**
 * Checks every deflated part of a zip-based document (.docx, .xlsx, .pptx). Declared sizes
 * refuse a part before anything is inflated; the real bytes are counted anyway, since a
 * crafted header can understate them. `kind` names the document in the reason.
 */
export async function checkZipParts(path: string, kind: string, limits: InflateLimits = DEFAULT_INFLATE_LIMITS): Promise<void> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.openPromise(path, { lazyEntries: true, autoClose: true, validateEntrySizes: false, strictFileNames: false });
  } catch {
    return; // not a readable zip: the parser says so in its own words
  }
  let total = 0;
  try {
    for await (const entry of zip.eachEntry()) {
      if (entry.fileName.endsWith('/')) continue;
      const what = `${kind} part "${entry.fileName.slice(0, 200)}"`;
      const meter = new Meter(what, limits, true);
      // The header alone already says too much.
      meter.out = entry.uncompressedSize;
      meter.check(entry.compressedSize);
      if (entry.compressionMethod !== 8) {
        total += entry.uncompressedSize;
      } else {
        meter.out = 0;
        const raw = await zip.openReadStreamPromise(entry, { decodeFileData: false });
        total += await measure(createInflateRaw(), raw as AsyncIterable<Buffer>, meter);
      }
      if (total > PACKAGE_TOTAL_FACTOR * limits.maxBytes) {
        throw new ExtractionError(`the ${kind}'s parts inflate to more than ${mib(PACKAGE_TOTAL_FACTOR * limits.maxBytes)} together (${PACKAGE_TOTAL_FACTOR} × documents.max_inflated_bytes): refused as a likely decompression bomb`);
      }
    }
  } catch (err) {
    if (err instanceof ExtractionError) throw err;
    // Damage is the parser's to report.
  } finally {
    zip.close();
  }
}

const STREAM = Buffer.from('stream');
const ENDSTREAM = Buffer.from('endstream');

/**
 * Checks every FlateDecode stream of a PDF. Image streams (a blank scanned page compresses
 * 1000:1) are held to the byte bound only. Other filters are left alone: pdf.js bounds none of
 * them either, and the resident-memory cap of the extraction process remains.
 */
export async function checkPdfStreams(pdf: Buffer, limits: InflateLimits = DEFAULT_INFLATE_LIMITS): Promise<void> {
  let from = 0;
  let n = 0;
  for (;;) {
    const at = pdf.indexOf(STREAM, from);
    if (at < 0) return;
    from = at + STREAM.length;
    // "endstream" contains "stream"; a stream keyword follows the dictionary's ">>".
    if (at >= 3 && pdf.subarray(at - 3, at).toString('latin1') === 'end') continue;
    const dict = dictionaryBefore(pdf, at);
    if (dict === undefined) continue;
    let start = at + STREAM.length;
    if (pdf[start] === 0x0d) start++;
    if (pdf[start] === 0x0a) start++;
    const end = pdf.indexOf(ENDSTREAM, start);
    const data = pdf.subarray(start, end < 0 ? pdf.length : end);
    from = start + data.length;
    n++;
    if (!/\/Filter\s*(?:\[\s*)?\/(?:FlateDecode|Fl)\b/.test(dict)) continue;
    const image = /\/Subtype\s*\/Image\b/.test(dict);
    await measure(createInflate(), data, new Meter(`PDF stream ${n}`, limits, !image));
  }
}

/** The dictionary text right before a `stream` keyword (nested << >> matched), or undefined. */
function dictionaryBefore(pdf: Buffer, at: number): string | undefined {
  let i = at - 1;
  while (i >= 0 && (pdf[i] === 0x20 || pdf[i] === 0x0a || pdf[i] === 0x0d || pdf[i] === 0x09)) i--;
  if (i < 1 || pdf[i] !== 0x3e || pdf[i - 1] !== 0x3e) return undefined;
  let depth = 0;
  // Dictionaries before streams are small; a runaway search is not a dictionary.
  const stop = Math.max(0, i - 64 * 1024);
  for (let j = i; j > stop; j--) {
    if (pdf[j] === 0x3e && pdf[j - 1] === 0x3e) {
      depth++;
      j--;
    } else if (pdf[j] === 0x3c && pdf[j - 1] === 0x3c) {
      depth--;
      j--;
      if (depth === 0) return pdf.subarray(j, i + 1).toString('latin1');
    }
  }
  return undefined;
}

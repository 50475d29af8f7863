/**
 * The OCR variants bench:ocr-photos compares. Each reads the picture ctx prepares for OCR
 * (image.ts firstFrame: upright, greyscale, longest side scaled into 1000–2000 px).
 */
import sharp from 'sharp';
import { autoLayout, cliReadLines, cliRecognise, linesText, type TsvReading } from '../src/core/ingest/ocr-cli.js';
import { equalised, sureCharacters } from '../src/core/ingest/ocr-contrast.js';
import { mergeReadings } from '../src/core/ingest/ocr-merge.js';
import { ocrImage } from '../src/core/ingest/ocr.js';

export interface Variant {
  name: string;
  about: string;
  read(bin: string, png: Buffer): Promise<{ text: string; confidence: number }>;
}

const INF = Number.POSITIVE_INFINITY;
const ctx = async (png: Buffer) => ocrImage(png, { settings: { languages: 'auto', engine: 'tesseract', photo_contrast: true } });

/** Session 6's path (one picture, --psm 1 completed by --psm 6 Sauvola), kept to compare against. */
async function layouts(bin: string, png: Buffer): Promise<TsvReading> {
  const auto = await cliReadLines(bin, png, ['eng'], INF, { psm: await autoLayout(bin) });
  if (auto.lines.length > 60) return auto;
  const block = await cliReadLines(bin, png, ['eng'], INF, { psm: 6, thresholding: 'sauvola' });
  return { lines: mergeReadings(auto, block), confidence: auto.confidence };
}
const asText = (r: TsvReading) => ({ text: linesText(r.lines), confidence: r.confidence });

/** Session 6's path on the picture and on its equalised copy, the reading kept by `key`. */
async function pickBy(bin: string, png: Buffer, key: 'sure' | 'confidence'): Promise<{ text: string; confidence: number }> {
  const a = await layouts(bin, png);
  const b = await layouts(bin, await equalised(png));
  const k = (r: TsvReading): number => (key === 'sure' ? sureCharacters(r.lines) : r.confidence);
  return asText(k(b) > k(a) ? b : a);
}
const psm = (n: number, thresholding?: 'sauvola') => async (bin: string, png: Buffer) => cliRecognise(bin, png, ['eng'], INF, { psm: n, thresholding });

const stretch = async (png: Buffer): Promise<Buffer> => sharp(png).normalise({ lower: 1, upper: 99 }).png({ compressionLevel: 1 }).toBuffer();

/** The picture divided by its background (grey-level closing, 15 px, then a 25 px blur): shading and tinted paper flattened to white. */
async function flatten(png: Buffer): Promise<Buffer> {
  const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  // sharp's erode grows the light parts: what is left of the page without its dark print.
  const ground = await sharp(png).greyscale().erode(15).blur(25).raw().toBuffer();
  const out = Buffer.alloc(data.length);
  for (let i = 0; i < data.length; i++) out[i] = Math.min(255, Math.round((data[i]! * 255) / Math.max(ground[i]!, 1)));
  return sharp(out, { raw: { width: info.width, height: info.height, channels: 1 } }).png({ compressionLevel: 1 }).toBuffer();
}

/** Median height of the words tesseract was sure of, px; 0 when none. */
export function textHeight(r: TsvReading): number {
  const hs = r.lines
    .flatMap((l) => l.words)
    .filter((w) => w.sure)
    .map((w) => w.bottom - w.top)
    .sort((a, b) => a - b);
  return hs.length ? hs[Math.floor(hs.length / 2)]! : 0;
}

/** Scaled so that words are about `target` px high (at most 3×, at most 4000 px on the longest side). */
async function toTextHeight(png: Buffer, h: number, target: number): Promise<Buffer | undefined> {
  if (h <= 0 || h >= target * 0.8) return undefined;
  const meta = await sharp(png).metadata();
  const longest = Math.max(meta.width ?? 0, meta.height ?? 0);
  const f = Math.min(target / h, 3, 4000 / longest);
  if (f < 1.25) return undefined;
  return sharp(png)
    .resize({ width: Math.round((meta.width ?? 0) * f), kernel: 'lanczos3' })
    .png({ compressionLevel: 1 })
    .toBuffer();
}

async function upscaled(bin: string, png: Buffer, target: number): Promise<{ text: string; confidence: number }> {
  const first = await cliReadLines(bin, png, ['eng'], INF, { psm: await autoLayout(bin) });
  const big = await toTextHeight(png, textHeight(first), target);
  return asText(await layouts(bin, big ?? png));
}


export const VARIANTS: Variant[] = [
  { name: 'before', about: 'session 6\'s path: --psm 1, and for ≤ 60 lines a --psm 6 Sauvola reading merged in', read: async (b, png) => asText(await layouts(b, png)) },
  { name: 'psm 1', about: 'one reading, automatic layout with orientation detection', read: psm(1) },
  { name: 'psm 3', about: 'one reading, automatic layout', read: psm(3) },
  { name: 'psm 4', about: 'one reading, a single column of text of variable sizes', read: psm(4) },
  { name: 'psm 6', about: 'one reading, a single uniform block', read: psm(6) },
  { name: 'psm 11', about: 'one reading, sparse text in no order', read: psm(11) },
  { name: 'psm 1 sauvola', about: 'one reading, automatic layout, local (Sauvola) thresholding', read: psm(1, 'sauvola') },
  { name: 'stretch', about: 'contrast stretched (1st–99th percentile), then "before"', read: async (b, png) => asText(await layouts(b, await stretch(png))) },
  { name: 'flatten', about: 'divided by its blurred background (shading removed), then "before"', read: async (b, png) => asText(await layouts(b, await flatten(png))) },
  { name: 'clahe', about: 'local contrast equalised (CLAHE, 64 px tiles), then "before"', read: async (b, png) => asText(await layouts(b, await equalised(png))) },
  { name: 'upscale 32', about: 'words scaled to ~32 px high when smaller (height from a first reading), then "before"', read: (b, png) => upscaled(b, png, 32) },
  { name: 'pick conf', about: '"before" and "clahe", the reading with the higher mean word confidence', read: (b, png) => pickBy(b, png, 'confidence') },
  { name: 'pick sure', about: '"before" and "clahe", the reading with more characters of sure words', read: (b, png) => pickBy(b, png, 'sure') },
  { name: 'ctx now', about: "ctx with ocr.photo_contrast on (off by default): \"pick sure\" when the first reading is short (≤ 60 lines), unsure (< 90) and holds a sure word", read: (_b, png) => ctx(png) },
];

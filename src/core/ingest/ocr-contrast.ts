/**
 * A second look at photographed text. A phone photo of a receipt, a card or a sign is lit
 * unevenly (shadows, glare, tinted ground), and one global threshold loses the words in its dim
 * or bright parts. Local contrast equalisation (CLAHE) evens the ground out before tesseract
 * thresholds it; it wins on some photos and loses on others, so both readings are made and the
 * one with more confidently read characters is kept (bench/results/ocr-photos.txt).
 */
import sharp from 'sharp';
import type { ReadLine } from './ocr-cli.js';

/**
 * CLAHE tile side, px, on the picture as image.ts prepares it (1000–2000 px on its longest
 * side): a few lines of print per tile. The slope limit keeps paper grain from becoming noise.
 */
const TILE = 64;
const MAX_SLOPE = 3;

/** The picture with its contrast equalised tile by tile, as PNG. */
export async function equalised(png: Buffer): Promise<Buffer> {
  return sharp(png).clahe({ width: TILE, height: TILE, maxSlope: MAX_SLOPE }).png({ compressionLevel: 1 }).toBuffer();
}

/**
 * How much text a reading holds that tesseract was sure of: the characters of its sure words.
 * Comparable between two readings of one picture (mean confidence is not: a reading that drops
 * every hard word scores high), and measured to pick the better one more often than it
 * (bench/results/ocr-photos.txt).
 */
export function sureCharacters(lines: ReadLine[]): number {
  let n = 0;
  for (const l of lines) for (const w of l.words) if (w.sure) n += [...w.text].length;
  return n;
}

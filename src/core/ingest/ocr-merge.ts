/**
 * Two readings of one picture made into one. tesseract's automatic page layout keeps a page's
 * columns apart and its reading order, but on photographed receipts it drops whole regions it
 * takes for pictures: the shop's name, the date, the address at the top of the slip. Read as a
 * single block of text (`--psm 6`) the same picture yields those lines. The merged reading is
 * the automatic one, plus every line of the single-block reading that lies where the automatic
 * one read nothing and holds a word tesseract was sure of, put in at its height.
 */
import type { ReadLine, TsvReading } from './ocr-cli.js';

/** Share of a line's box another reading's lines may cover with the line still counted as unread: almost none, since a
 * single-block line across a page's columns overlaps the columns' lines only in part. */
const COVERED = 0.05;

function overlap(a: ReadLine, b: ReadLine): number {
  const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
  const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  return w > 0 && h > 0 ? w * h : 0;
}

const area = (l: ReadLine): number => Math.max(1, (l.right - l.left) * (l.bottom - l.top));

/** Lines of `extra` in the regions `base` left unread, each with at least one confident word. */
export function unreadLines(base: ReadLine[], extra: ReadLine[]): ReadLine[] {
  return extra.filter((l) => l.confident > 0 && base.reduce((a, b) => a + overlap(l, b), 0) < COVERED * area(l));
}

/** The base reading's lines with the other reading's lines from regions it missed, placed by height. */
export function mergeReadings(base: TsvReading, extra: TsvReading): ReadLine[] {
  // Block numbers of the other reading must not collide with the base's (they decide columns and paragraphs).
  const added = unreadLines(base.lines, extra.lines).map((l) => ({ ...l, block: -1 - l.block, para: `x${l.para}` }));
  const out = [...base.lines];
  for (const l of added) {
    const at = out.findIndex((b) => b.top > l.top);
    out.splice(at < 0 ? out.length : at, 0, l);
  }
  return out;
}

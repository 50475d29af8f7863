/**
 * Two readings of one picture made into one. tesseract's automatic page layout keeps a page's
 * columns apart and its reading order, but on photographed receipts and designed pages it drops
 * whole regions it takes for pictures: the shop's name and the date at the top of a slip, a
 * CV's tinted side column with the name, address and phone. Read as a single block of text with
 * local (Sauvola) thresholding, the same picture yields those words. The merged reading is the
 * automatic one, plus every run of the other reading's words that lies where the automatic one
 * read nothing and holds a word tesseract was sure of, as a line of its own put in at its height.
 */
import type { ReadLine, ReadWord, TsvReading } from './ocr-cli.js';

/** Share of a word's box the base reading's lines may cover with the word still counted as unread. */
const COVERED = 0.05;

type Box = Pick<ReadWord, 'left' | 'top' | 'right' | 'bottom'>;

function overlap(a: Box, b: Box): number {
  const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
  const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  return w > 0 && h > 0 ? w * h : 0;
}

const area = (b: Box): number => Math.max(1, (b.right - b.left) * (b.bottom - b.top));

/** A run of consecutive words of one line, as a line of its own. */
function runLine(line: ReadLine, words: ReadWord[], n: number): ReadLine {
  return {
    text: words.map((w) => w.text).join(' '),
    block: line.block,
    para: `${line.para}.${n}`,
    left: Math.min(...words.map((w) => w.left)),
    top: Math.min(...words.map((w) => w.top)),
    right: Math.max(...words.map((w) => w.right)),
    bottom: Math.max(...words.map((w) => w.bottom)),
    words,
  };
}

/**
 * The runs of `extra`'s words in the regions `base` left unread, each with at least one
 * confident word. A single-block line runs across a page's columns; only its part beside what
 * the base read is new.
 */
export function unreadLines(base: ReadLine[], extra: ReadLine[]): ReadLine[] {
  const out: ReadLine[] = [];
  for (const line of extra) {
    let run: ReadWord[] = [];
    let n = 0;
    const flush = () => {
      if (run.some((w) => w.sure)) out.push(runLine(line, run, n++));
      run = [];
    };
    for (const w of line.words) {
      const covered = base.reduce((a, b) => a + overlap(w, b), 0) >= COVERED * area(w);
      if (covered) flush();
      else run.push(w);
    }
    flush();
  }
  return out;
}

/** How far below a line the next may start, in line heights, and still belong to its group. */
const GROUP_GAP = 2.5;

/** Added lines in groups of one region each (a side column, a header), top to bottom. */
function regions(lines: ReadLine[]): ReadLine[][] {
  const groups: ReadLine[][] = [];
  for (const l of [...lines].sort((a, b) => a.top - b.top)) {
    const g = groups[groups.length - 1];
    const last = g?.[g.length - 1];
    const sideBySide = g !== undefined && Math.min(...g.map((x) => x.right)) > l.left && Math.max(...g.map((x) => x.left)) < l.right;
    if (g && last && sideBySide && l.top - last.bottom <= GROUP_GAP * Math.max(1, last.bottom - last.top)) g.push(l);
    else groups.push([l]);
  }
  return groups;
}

/**
 * The base reading's lines with the other reading's words from regions it missed. Each region
 * goes in whole, at the first paragraph break of the base below its top, so a side column is
 * not shuffled into the sentences of the column beside it.
 */
export function mergeReadings(base: TsvReading, extra: TsvReading): ReadLine[] {
  // Block numbers of the other reading must not collide with the base's (they decide columns and paragraphs).
  const added = unreadLines(base.lines, extra.lines).map((l) => ({ ...l, block: -1 - l.block, para: `x${l.para}` }));
  const out = [...base.lines];
  for (const group of regions(added)) {
    const para = `x${group[0]!.para}`;
    const lines = group.map((l) => ({ ...l, para }));
    let at = out.findIndex((b) => b.top > group[0]!.top);
    if (at < 0) at = out.length;
    // Forward to the start of a paragraph: the line before must belong to another one.
    while (at > 0 && at < out.length && out[at - 1]!.para === out[at]!.para) at++;
    out.splice(at, 0, ...lines);
  }
  return out;
}

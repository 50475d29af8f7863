import { getDocument, type PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * A PDF page's text layer as lines, from pdfjs (the engine pdf-parse wraps, same version). It
 * reads like pdf-parse's getText — items in the order the page draws them, a line break where
 * the baseline moves by more than the line's height, a tab for a wide gap — with two changes:
 * items sharing a baseline read left to right, and a visible gap between two items is a space. Generators often draw a form's value before its
 * label ("15-10-2015" then "Order Date:" on one line); in drawing order the pair reads backwards
 * and the label no longer sits before its value.
 */

/** Baselines closer than this (points) are one line for ordering. */
const SAME_BASELINE = 1.5;
/** pdf-parse's defaults: a vertical move past this may start a line; a horizontal gap past this is a cell break. */
const LINE_THRESHOLD = 4.6;
const CELL_THRESHOLD = 7;
/** A gap wider than this share of the font size between two items is a space (when neither has one). */
const SPACE_GAP = 0.2;

interface Item {
  str: string;
  x: number;
  y: number;
  width: number;
  height: number;
  hasEOL: boolean;
  /** Upright text (no rotation or skew): only such items are put in x order. */
  upright: boolean;
}

export interface PdfTextSource {
  doc: PDFDocumentProxy;
  destroy(): Promise<void>;
}

/** Opens the document for text; `options` are pdfjs load options (CMaps, standard fonts). */
export async function openPdfText(data: Uint8Array, options: Record<string, unknown>): Promise<PdfTextSource> {
  // pdfjs may take over the buffer it is given; the caller's copy stays with the caller.
  const task = getDocument({ ...options, data: new Uint8Array(data), isEvalSupported: false, verbosity: 0 });
  const doc = await task.promise;
  return { doc, destroy: () => task.destroy() };
}

/** The text of page n (1-based). */
export async function readPageText(doc: PDFDocumentProxy, n: number): Promise<string> {
  const page = await doc.getPage(n);
  try {
    const viewport = page.getViewport({ scale: 1 });
    const content = await page.getTextContent();
    const items: Item[] = [];
    for (const it of content.items) {
      if (!('str' in it)) continue;
      const tm = it.transform as number[];
      const [x, y] = viewport.convertToViewportPoint(tm[4]!, tm[5]!) as [number, number];
      items.push({ str: it.str, x, y, width: it.width, height: it.height, hasEOL: it.hasEOL, upright: tm[1] === 0 && tm[2] === 0 });
    }
    return layout(items);
  } finally {
    page.cleanup();
  }
}

/** Items to text: runs on one baseline sorted by x, line breaks as pdf-parse places them. */
function layout(items: Item[]): string {
  const out: string[] = [];
  let run: Item[] = [];
  let lastY: number | undefined;
  let lineHeight = 0;
  /** The item written last, for the gap before the next run on (nearly) the same line. */
  let written: Item | undefined;
  const flush = (): void => {
    if (run.length === 0) return;
    const eol = run[run.length - 1]!.hasEOL;
    const ordered = run.every((i) => i.upright) ? [...run].sort((a, b) => a.x - b.x) : run;
    for (const item of ordered) {
      const prev = written;
      const sameLine = prev && !out[out.length - 1]?.endsWith('\n') && Math.abs(prev.y - item.y) < LINE_THRESHOLD;
      const gap = sameLine ? Math.abs(item.x - (prev.x + prev.width)) : 0;
      const spaced = /\s$/.test(prev?.str ?? '') || /^\s/.test(item.str);
      out.push(gap > CELL_THRESHOLD ? `\t${item.str}` : gap > SPACE_GAP * item.height && !spaced ? ` ${item.str}` : item.str);
      written = item;
    }
    if (eol) out.push('\n');
    run = [];
  };
  for (const item of items) {
    if (run.length > 0 && Math.abs(item.y - run[0]!.y) > SAME_BASELINE) flush();
    if (lastY !== undefined && Math.abs(lastY - item.y) > LINE_THRESHOLD) {
      // pdf-parse's rule: a new line when the move is more than the line's tallest item, so a
      // superscript stays on its line.
      const last = out[out.length - 1];
      const startsLine = item.str.startsWith('\n') || (item.str.trim() === '' && item.hasEOL);
      if (last !== undefined && !last.endsWith('\n') && !startsLine && Math.abs(lastY - item.y) - 1 > lineHeight) {
        out.push('\n');
        lineHeight = 0;
      }
    }
    run.push(item);
    lastY = item.y;
    lineHeight = Math.max(lineHeight, item.height);
    if (item.hasEOL || item.str.endsWith('\n')) {
      flush();
      lineHeight = 0;
    }
  }
  flush();
  return out.join('');
}

/**
 * Puts back together what tesseract's page layout splits apart on receipts and invoices: a
 * column of prices becomes a block of its own, so "SUBTOTAL" and "43.82", printed on one line,
 * come out far apart. A block whose lines are all values (amounts, quantities, dates; its first
 * line may be the column's heading) is read as a column: each of its lines joins the line of
 * another block that sits at the same height beside it, in left-to-right order ("SUBTOTAL
 * 43.82", "Platinum web hosting package 1 $65.00 $65.00"). Blocks of words — two columns of
 * prose, an address beside a list of invoice details — are left as tesseract read them.
 */

export interface OcrLine {
  text: string;
  /** tesseract's block and paragraph ("2.1"): a new paragraph is a blank line in the text. */
  block: number;
  para: string;
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Longest heading, in words, of a column of values. */
const HEADING_WORDS = 4;
/** How much of the shorter line's height two lines must share to be one printed line. */
const SAME_LINE = 0.6;

/** The lines with column blocks merged into the lines beside them; order otherwise kept. */
export function joinColumns(lines: OcrLine[]): OcrLine[] {
  const blocks = new Map<number, OcrLine[]>();
  for (const l of lines) blocks.set(l.block, [...(blocks.get(l.block) ?? []), l]);
  const isColumn = (b: number): boolean => {
    const [first, ...rest] = blocks.get(b)!;
    if (valueLine(first!.text)) return rest.every((l) => valueLine(l.text));
    return rest.length > 0 && first!.text.split(/\s+/).length <= HEADING_WORDS && rest.every((l) => valueLine(l.text));
  };
  const into = new Map<OcrLine, OcrLine[]>();
  const moved = new Set<OcrLine>();
  for (const l of lines) {
    if (!(isColumn(l.block) || valueLine(l.text)) || into.has(l)) continue;
    const target = besideOf(l, lines, moved);
    if (!target) continue;
    into.set(target, [...(into.get(target) ?? [target]), l]);
    moved.add(l);
  }
  const out: OcrLine[] = [];
  for (const l of lines) {
    if (moved.has(l)) continue;
    const parts = into.get(l);
    if (!parts) {
      out.push(l);
      continue;
    }
    parts.sort((a, b) => a.left - b.left);
    out.push({
      ...l,
      text: parts.map((p) => p.text).join(' '),
      left: Math.min(...parts.map((p) => p.left)),
      right: Math.max(...parts.map((p) => p.right)),
      top: Math.min(...parts.map((p) => p.top)),
      bottom: Math.max(...parts.map((p) => p.bottom)),
    });
  }
  return out;
}

/** Numbers, amounts, dates, percentages, with currency signs or codes and short units: "1 $65.00 $65.00", "£1.70", "13.77 L". */
function valueLine(text: string): boolean {
  const tokens = text.split(/\s+/).filter(Boolean);
  const numeric = (t: string) => /^[(\-+=]?[$€£¥₹]?\d[\d,.'’:/-]*%?\)?$/.test(t);
  return tokens.some(numeric) && tokens.every((t) => numeric(t) || /^(?:[$€£¥₹=x@*]|[A-Z]{3}|[A-Za-z]{1,3}\.?)$/.test(t));
}

/**
 * The line of another block at the same height as l and clear of it sideways, sharing the most
 * of its height; a line already moved into another does not receive others.
 */
function besideOf(l: OcrLine, lines: OcrLine[], moved: Set<OcrLine>): OcrLine | undefined {
  let best: OcrLine | undefined;
  let bestShare = SAME_LINE;
  for (const m of lines) {
    if (m.block === l.block || moved.has(m)) continue;
    if (!(m.right <= l.left || l.right <= m.left)) continue;
    const shared = Math.min(l.bottom, m.bottom) - Math.max(l.top, m.top);
    const share = shared / Math.max(1, Math.min(l.bottom - l.top, m.bottom - m.top));
    if (share >= bestShare) {
      best = m;
      bestShare = share;
    }
  }
  return best;
}

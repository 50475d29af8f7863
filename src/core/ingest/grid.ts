/**
 * Tables as text, shared by the spreadsheet and Word extractors: a row reads against its column
 * headers ("Product: Banana; Price: $0.50; Quantity: 20"), so a value found in a row keeps what
 * it is. Headers of several rows combine top-down ("January–June 2023 Sales: 3128"), and a header
 * cell spanning several columns applies to each of them.
 */

/** One cell of a table row: its first column (1-based), how many columns it covers, its text. */
export interface GridCell {
  col: number;
  /** Columns covered (merged or spanning cells); 1 otherwise. */
  span: number;
  text: string;
}

/** Longest header label kept, characters. */
const MAX_LABEL = 150;

/** Collapses the line breaks and runs of spaces that wrapped header cells hold ("January–June\n2023"). */
export function oneLine(s: string): string {
  return s.replace(/\s+/g, ' ').trim();
}

/**
 * Column labels from header rows, top row first: each column's label joins the texts of the
 * cells above it (a spanning cell counts for every column it covers), a repeated text once.
 */
export function combineHeaders(rows: GridCell[][]): Map<number, string> {
  const parts = new Map<number, string[]>();
  for (const row of rows) {
    for (const cell of row) {
      const text = oneLine(cell.text);
      if (!text) continue;
      for (let c = cell.col; c < cell.col + Math.max(1, cell.span); c++) {
        const p = parts.get(c) ?? [];
        if (p[p.length - 1] !== text) p.push(text);
        parts.set(c, p);
      }
    }
  }
  const labels = new Map<number, string>();
  for (const [c, p] of parts) labels.set(c, p.join(' ').slice(0, MAX_LABEL));
  return labels;
}

/**
 * The labels in column order, each once: what a "Columns: …" line lists. A group label alone
 * over an empty column ("January–June 2023" beside "January–June 2023 Sales") adds nothing.
 */
export function labelList(labels: Map<number, string>): string[] {
  const all = [...labels.keys()].sort((a, b) => a - b).map((c) => labels.get(c)!);
  const out: string[] = [];
  for (const l of all) {
    if (out[out.length - 1] === l) continue;
    if (all.some((o) => o !== l && o.startsWith(`${l} `))) continue;
    out.push(l);
  }
  return out;
}

/**
 * A row as "Label: value; Label: value". Neighbouring cells under one label (a header cell
 * spanning two columns) read as "Label: a / b". A cell whose column has no label is named by
 * `unlabelled` (a spreadsheet's column letter) or stands bare.
 */
export function labelledRow(cells: GridCell[], labels: Map<number, string>, unlabelled?: (col: number) => string): string {
  const parts: Array<{ label?: string; values: string[] }> = [];
  for (const cell of cells) {
    const value = cell.text.replace(/\s*\n\s*/g, ' ').trim();
    if (!value) continue;
    const label = labelFor(cell, labels) ?? unlabelled?.(cell.col);
    const last = parts[parts.length - 1];
    if (label !== undefined && last?.label === label) last.values.push(value);
    else parts.push({ label, values: [value] });
  }
  return parts.map((p) => (p.label ? `${p.label}: ${p.values.join(' / ')}` : p.values.join(' / '))).join('; ');
}

/** A spanning data cell takes the label of the first column it covers that has one. */
function labelFor(cell: GridCell, labels: Map<number, string>): string | undefined {
  for (let c = cell.col; c < cell.col + Math.max(1, cell.span); c++) {
    const l = labels.get(c);
    if (l) return l;
  }
  return undefined;
}

/** A row without headers: its cells in order, " | " between them. */
export function plainRow(cells: GridCell[]): string {
  return cells
    .map((c) => c.text.replace(/\s*\n\s*/g, ' ').trim())
    .filter(Boolean)
    .join(' | ');
}

/**
 * Text that reads as a value rather than a label: a number, an amount, a percentage, a date or
 * time, or a placeholder for a missing number ("—", "n/a"). Header cells are never values.
 */
export function looksLikeValue(text: string): boolean {
  const t = text.trim();
  if (!t) return false;
  if (/^(?:[-–—]+|n\/?a|nil|none)$/i.test(t)) return true;
  // 1,234.50  -12  (3.4)  $ 70.00  15.00%  CHF 3'949.75  1.00 kg  28 Std.  ₹319 (not "2023 Sales")
  if (/^[(+\-−]?\s*(?:[$€£¥₹]|[A-Z]{3}\s)?\s*[+\-−]?\d[\d,.'’ ]*(?:%|\s?[A-Za-z]{1,3}\.?)?\)?$/.test(t)) return true;
  // 2024-03-15, 15/03/2024, 15.03.24, 08:45, 2024-03-15T09:30:00
  if (/^\d{1,4}[-/.]\d{1,2}[-/.]\d{1,4}(?:[ T]\d{1,2}:\d{2}(?::\d{2})?)?$/.test(t) || /^\d{1,2}:\d{2}(?::\d{2})?(?:\s?[ap]\.?m\.?)?$/i.test(t)) return true;
  return false;
}

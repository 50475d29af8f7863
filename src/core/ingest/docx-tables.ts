import { combineHeaders, labelledRow, looksLikeValue, plainRow, type GridCell } from './grid.js';

/**
 * Word tables as text, one line per row (one `#paragraph` each). When the table has a header
 * row, every other row reads against it: "Product: Banana; Price: $0.50; Quantity: 20"; without
 * one, cells are joined by " | ". A header row is one Word marks as such (repeat as header row,
 * or the table style's first-row formatting), or a first row of text over a column whose other
 * cells (two or more) are all numbers, amounts or dates.
 */

export interface DocxCell {
  /** The cell's paragraphs, as text. */
  paras: string[];
  /** Grid columns covered (w:gridSpan). */
  span: number;
  /** w:vMerge: this cell starts a vertical merge, or continues the one above. */
  vMerge?: 'restart' | 'continue';
}

export interface DocxRow {
  cells: DocxCell[];
  /** w:tblHeader: Word repeats the row as the header on each page. */
  header: boolean;
  /** w:cnfStyle firstRow: the table style formats the row as the header row. */
  firstRowStyle: boolean;
  /** w:gridBefore: grid columns left empty before the first cell. */
  gridBefore: number;
}

/** The text of each row of a table, in order. */
export function tableRowTexts(rows: DocxRow[]): string[] {
  const grid = gridOf(rows);
  const headers = headerRowCount(rows, grid);
  const labels = headers > 0 ? combineHeaders(grid.slice(0, headers)) : undefined;
  return grid.map((cells, i) => {
    const filled = cells.filter((c) => c.text.trim());
    // A row of one cell (a section title across the table) reads as it is.
    if (!labels || i < headers || filled.length <= 1) return plainRow(cells);
    return labelledRow(cells, labels);
  });
}

/** Cells at their grid columns; a vertically merged cell repeats the text it continues. */
function gridOf(rows: DocxRow[]): GridCell[][] {
  const above = new Map<number, string>();
  return rows.map((row) => {
    let col = 1 + row.gridBefore;
    return row.cells.map((cell) => {
      let text = joinParas(cell.paras);
      if (cell.vMerge === 'continue' && !text) text = above.get(col) ?? '';
      else if (cell.vMerge === 'restart') above.set(col, text);
      else above.delete(col);
      const g = { col, span: Math.max(1, cell.span), text };
      col += g.span;
      return g;
    });
  });
}

/**
 * A cell's paragraphs on one line: ", " between lines that do not end a phrase themselves (an
 * address, a list of options), a space after ones that do.
 */
function joinParas(paras: string[]): string {
  let out = '';
  for (const p of paras) {
    const t = p.replace(/\s*\n\s*/g, ' ').trim();
    if (!t) continue;
    out = !out ? t : /[.!?:;,]$/.test(out) ? `${out} ${t}` : `${out}, ${t}`;
  }
  return out;
}

/** How many leading rows are the header: 0 when the table has none. */
function headerRowCount(rows: DocxRow[], grid: GridCell[][]): number {
  if (rows.length < 2) return 0;
  let marked = 0;
  while (marked < rows.length - 1 && rows[marked]!.header) marked++;
  if (marked > 0) return marked;
  const columns = Math.max(...grid.map((cells) => cells.reduce((n, c) => n + c.span, 0)));
  const first = grid[0]!.filter((c) => c.text.trim());
  if (columns < 2 || first.length < 2 || first.some((c) => looksLikeValue(c.text))) return 0;
  if (rows[0]!.firstRowStyle) return 1;
  return valueColumnUnder(first, grid.slice(1)) ? 1 : 0;
}

/**
 * Some first-row cell heads a column whose other cells are all values (numbers, amounts, dates),
 * two at least: a two-row "Name | Ana" / "Age | 42" is a form, not a header and a row.
 */
function valueColumnUnder(first: GridCell[], body: GridCell[][]): boolean {
  return first.some((h) => {
    const below = body.map((cells) => cells.find((c) => c.col === h.col && c.text.trim())).filter((c): c is GridCell => !!c);
    return below.length >= 2 && below.every((c) => looksLikeValue(c.text));
  });
}

import { combineHeaders, labelList, labelledRow, type GridCell } from './grid.js';

/**
 * Finds the tables in a worksheet's rows and reads each row against its header: the first
 * row(s) of text above rows holding numbers, wherever they sit in the sheet (under a title, after
 * a blank row, a second table further down). Independent of the file format: the rows come from
 * the spreadsheet reader.
 */

/** What a cell holds, for telling headers from data: header rows are text (and years or dates over columns of numbers). */
export type CellKind = 'text' | 'value' | 'year' | 'date';

export interface SheetCell extends GridCell {
  kind: CellKind;
  /** Horizontal alignment, when set: a right-aligned group label covers the columns to its left. */
  align?: string;
}

export interface SheetRow {
  /** The row number in the sheet (1-based): blank rows are the gaps between numbers. */
  n: number;
  cells: SheetCell[];
}

export interface SheetLine {
  n: number;
  text: string;
  /** `columns`: a table's header, listed; `row`: a data row; `caption`: a title, note or footnote. */
  kind: 'columns' | 'row' | 'caption';
}

/** Header rows above a table's main header row that may join it (group labels, units). */
const MAX_GROUP_ROWS = 2;
/** Blank rows allowed between a header and its first data row. */
const MAX_HEADER_GAP = 3;

/**
 * The rows as text: a header as "Columns: a, b, c", a data row as "Header: value; …", a row of
 * one text cell as it is. A data row with no header above it names its cells with `unlabelled`
 * (spreadsheets: the column letter).
 */
export function sheetLines(rows: SheetRow[], unlabelled: (col: number) => string): SheetLine[] {
  const out: SheetLine[] = [];
  let labels: Map<number, string> | undefined;
  const emit = (row: SheetRow): void => {
    const only = row.cells.length === 1 ? row.cells[0]! : undefined;
    // A lone text cell is a title, a note or a footnote, unless its column has a header and it
    // reads like a value of that column rather than a sentence or a footnote.
    if (only && only.kind === 'text' && (!labels || only.span > 1 || !labels.has(only.col) || isNote(only.text))) {
      out.push({ n: row.n, text: only.text.trim(), kind: 'caption' });
      return;
    }
    const text = labelledRow(row.cells, labels ?? new Map(), unlabelled);
    if (text) out.push({ n: row.n, text, kind: 'row' });
  };
  // The end of a run of header-like rows already found to hold no header: a later start within
  // it finds none either (and a long table of text must not be scanned once per row).
  let noHeaderTill = -1;
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!;
    const afterGap = i === 0 || row.n > rows[i - 1]!.n + 1;
    if (i > noHeaderTill && headerish(row) && (!labels || afterGap)) {
      const block = headerBlock(rows, i, !labels);
      if ('runEnd' in block) noHeaderTill = block.runEnd;
      else {
        for (let k = i; k < block.start; k++) emit(rows[k]!);
        const headerRows = rows.slice(block.start, block.end + 1);
        labels = combineHeaders(withGroupSpans(headerRows));
        out.push({ n: headerRows[0]!.n, text: `Columns: ${labelList(labels).join(', ')}`, kind: 'columns' });
        i = block.end;
        continue;
      }
    }
    emit(row);
  }
  return out;
}

/** A sentence or a footnote ("(a) Included in…", "Source: …"), not a short value in a column. */
function isNote(text: string): boolean {
  return text.trim().split(/\s+/).length >= 8 || /^(?:\(\w{1,2}\)|[*†‡¹²³]|(?:notes?|source)\s*:)/i.test(text.trim());
}

/** Every cell is text, a year or a date: a row a header could be made of. */
function headerish(row: SheetRow): boolean {
  return row.cells.length > 0 && row.cells.every((c) => c.kind !== 'value');
}

const covers = (cell: GridCell, col: number) => col >= cell.col && col < cell.col + Math.max(1, cell.span);

/**
 * The header rows starting at or after row i, as indices into rows: the last of a run of
 * header-like rows when a row of numbers follows it and it names at least one of their columns,
 * with the sparser rows right above it (group labels) joined; else, for a sheet with no header
 * yet, the first all-text row of two or more cells (a table of text). Without a header: where
 * the run of header-like rows ends.
 */
function headerBlock(rows: SheetRow[], i: number, firstTable: boolean): { start: number; end: number } | { runEnd: number } {
  let end = i;
  while (end + 1 < rows.length && headerish(rows[end + 1]!) && rows[end + 1]!.n === rows[end]!.n + 1) end++;
  const next = rows[end + 1];
  const main = rows[end]!;
  if (next && next.n - main.n <= MAX_HEADER_GAP + 1 && next.cells.some((c) => c.kind === 'value')) {
    const firstCol = Math.min(...main.cells.map((c) => c.col), ...next.cells.map((c) => c.col));
    const names = main.cells.some((c) => c.kind === 'text') && next.cells.some((v) => v.kind === 'value' && main.cells.some((h) => covers(h, v.col)));
    const caption = main.cells.length === 1 && main.cells[0]!.col <= firstCol;
    if (names && !caption) {
      let start = end;
      while (start > i && end - start < MAX_GROUP_ROWS && isGroupRow(rows[start - 1]!, main, firstCol)) start--;
      return { start, end };
    }
  }
  if (firstTable) {
    for (let k = i; k <= end; k++) {
      const r = rows[k]!;
      if (r.cells.length >= 2 && r.cells.every((c) => c.kind === 'text')) return { start: k, end: k };
    }
  }
  return { runEnd: end };
}

/**
 * A row of labels over groups of the header's columns ("January–June 2023" over six columns, a
 * unit "In millions of CHF"): sparser than the header row, or merged across columns — but not a
 * lone cell in the first column, which is the sheet's title.
 */
function isGroupRow(row: SheetRow, main: SheetRow, firstCol: number): boolean {
  if (row.cells.length === 1 && row.cells[0]!.col <= firstCol) return false;
  return row.cells.length < main.cells.length || row.cells.some((c) => c.span > 1);
}

/**
 * Group labels that are not merged cover columns by their alignment, as they look on screen: a
 * right-aligned label the empty columns to its left (up to the previous label, never the first
 * column of the header row below), "centre across selection" the empty columns to its right.
 * The last row of the block is the main header row and keeps its cells as they are.
 */
function withGroupSpans(rows: SheetRow[]): GridCell[][] {
  const main = rows[rows.length - 1]!;
  const mainFirst = Math.min(...main.cells.map((c) => c.col));
  const mainLast = Math.max(...main.cells.map((c) => c.col + c.span - 1));
  return rows.map((row, r) => {
    if (r === rows.length - 1) return row.cells;
    return row.cells.map((cell, k) => {
      if (cell.span > 1) return cell;
      const prev = row.cells[k - 1];
      const next = row.cells[k + 1];
      if (cell.align === 'right') {
        const from = Math.max(prev ? prev.col + prev.span : 1, mainFirst);
        return from < cell.col ? { ...cell, col: from, span: cell.col - from + 1 } : cell;
      }
      if (cell.align === 'centerContinuous') {
        const to = Math.min(next ? next.col - 1 : mainLast, mainLast);
        return to > cell.col ? { ...cell, span: to - cell.col + 1 } : cell;
      }
      return cell;
    });
  });
}

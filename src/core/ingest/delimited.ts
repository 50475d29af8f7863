/**
 * A plain-text file that is a table — comma-, tab-, semicolon- or pipe-separated values under a
 * header line, as people save CSV exports under .txt — read as a table: each row against its
 * headers ("Name: Henry Wilson; Department: Engineering; Salary: 115000"), so a value found in a
 * row keeps what it is, as spreadsheet rows do (grid.ts).
 */
import { labelledRow, labelList, looksLikeValue, type GridCell } from './grid.js';
import type { Segment } from './types.js';

const DELIMITERS = [',', '\t', ';', '|'];
/** Rows below this are a few lines of text with commas, not a table. */
const MIN_ROWS = 3;
/** Share of the data lines that must have the header's number of fields. */
const CONFORMING = 0.9;

/** One line's fields, with "quoted, fields" and doubled quotes inside them. */
export function splitFields(line: string, delimiter: string): string[] {
  const out: string[] = [];
  let cur = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cur += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cur += ch;
    } else if (ch === '"' && cur.trim() === '') {
      quoted = true;
      cur = '';
    } else if (ch === delimiter) {
      out.push(cur.trim());
      cur = '';
    } else cur += ch;
  }
  out.push(cur.trim());
  return out;
}

/**
 * The file's rows as labelled segments (`#line=N` of each row) when its lines are a table with a
 * header line of labels; undefined when they are not (prose with commas, a list, a log).
 */
export function delimitedTable(text: string): Segment[] | undefined {
  const lines = text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((l, i) => ({ line: l, n: i + 1 }))
    .filter((l) => l.line.trim() !== '');
  if (lines.length < MIN_ROWS + 1) return undefined;
  for (const d of DELIMITERS) {
    const header = splitFields(lines[0]!.line, d);
    if (header.length < 2 || header.some((h) => h === '' || h.length > 60 || looksLikeValue(h))) continue;
    const rows = lines.slice(1).map((l) => ({ n: l.n, fields: splitFields(l.line, d) }));
    const conforming = rows.filter((r) => r.fields.length === header.length);
    if (conforming.length < MIN_ROWS || conforming.length < CONFORMING * rows.length) continue;
    // A table holds values somewhere: a header over nothing but words is a list of phrases.
    if (!conforming.some((r) => r.fields.some(looksLikeValue))) continue;
    const labels = new Map(header.map((h, i) => [i + 1, h] as const));
    const cellsOf = (fields: string[]): GridCell[] => fields.map((text, i) => ({ col: i + 1, span: 1, text }));
    return [
      { text: `Columns: ${labelList(labels).join(', ')}`, locator: `#line=${lines[0]!.n}` },
      ...rows.map((r) => ({ text: r.fields.length === header.length ? labelledRow(cellsOf(r.fields), labels) : r.fields.join(' | '), locator: `#line=${r.n}` })),
    ].filter((s) => s.text.trim() !== '');
  }
  return undefined;
}

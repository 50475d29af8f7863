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
  return records(line, delimiter)[0]?.fields ?? [''];
}

/**
 * The records of a delimited text, each with the line it starts on: a quoted field may hold the
 * delimiter, doubled quotes and line breaks (a film's plot over three lines is one field, as
 * RFC 4180 and every spreadsheet's CSV export have it). Blank lines between records are skipped.
 */
function records(text: string, delimiter: string): Array<{ n: number; fields: string[] }> {
  const out: Array<{ n: number; fields: string[] }> = [];
  let fields: string[] = [];
  let cur = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  const end = (): void => {
    fields.push(cur.trim());
    if (fields.length > 1 || fields[0] !== '') out.push({ n: start, fields });
    fields = [];
    cur = '';
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cur += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else {
        if (ch === '\n') line++;
        cur += ch;
      }
    } else if (ch === '"' && cur.trim() === '') {
      quoted = true;
      cur = '';
    } else if (ch === delimiter) {
      fields.push(cur.trim());
      cur = '';
    } else if (ch === '\n') {
      end();
      line++;
      start = line;
    } else cur += ch;
  }
  end();
  return out;
}

/**
 * The file's rows as labelled segments (`#line=N` of each row) when its lines are a table with a
 * header line of labels; undefined when they are not (prose with commas, a list, a log).
 */
export function delimitedTable(text: string): Segment[] | undefined {
  const normalised = text.replace(/\r\n?/g, '\n');
  for (const d of DELIMITERS) {
    const all = records(normalised, d);
    if (all.length < MIN_ROWS + 1) continue;
    const header = all[0]!.fields;
    if (header.length < 2 || header.some((h) => h === '' || h.length > 60 || looksLikeValue(h))) continue;
    const rows = all.slice(1);
    const conforming = rows.filter((r) => r.fields.length === header.length);
    if (conforming.length < MIN_ROWS || conforming.length < CONFORMING * rows.length) continue;
    // A table holds values somewhere: a header over nothing but words is a list of phrases.
    if (!conforming.some((r) => r.fields.some(looksLikeValue))) continue;
    const labels = new Map(header.map((h, i) => [i + 1, h] as const));
    const cellsOf = (fields: string[]): GridCell[] => fields.map((text, i) => ({ col: i + 1, span: 1, text }));
    return [
      { text: `Columns: ${labelList(labels).join(', ')}`, locator: `#line=${all[0]!.n}` },
      ...rows.map((r) => ({ text: r.fields.length === header.length ? labelledRow(cellsOf(r.fields), labels) : r.fields.join(' | '), locator: `#line=${r.n}` })),
    ].filter((s) => s.text.trim() !== '');
  }
  return undefined;
}

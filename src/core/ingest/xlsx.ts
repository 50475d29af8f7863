import ExcelJS from 'exceljs';
import { checkOoxmlBytes, firstLine } from './ooxml.js';
import { readFile } from 'node:fs/promises';
import { ExtractionError } from './types.js';
import { checkZipParts } from './inflate-guard.js';
import type { Extracted, ExtractInput, Segment } from './types.js';

/** Rows kept across all sheets; beyond this a workbook is summarised by its facts. */
const MAX_ROWS = 200_000;
const MAX_CELL_CHARS = 2_000;

/**
 * Excel (.xlsx) with exceljs: every worksheet, each row read against its header row as
 * "Header: value; Header: value". The first non-empty row of a sheet is its header when all its
 * cells are text; otherwise columns are named by their letters. Dates come out as ISO 8601
 * (never serial numbers), formulas as their cached results. Locator
 * `#sheet=<name>&row=<n>` (the sheet name URI-encoded, n the 1-based row number in Excel);
 * section = the sheet name.
 */
export async function extractXlsx(input: ExtractInput): Promise<Extracted> {
  const bytes = await readFile(input.path);
  await checkOoxmlBytes(bytes, 'spreadsheet');
  // exceljs inflates every part whole: a bomb is refused before it gets the chance.
  await checkZipParts(input.path, 'spreadsheet', input.limits);
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch (err) {
    throw new ExtractionError(`corrupted spreadsheet: ${firstLine(err)}`);
  }
  const date1904 = !!(wb.properties as { date1904?: boolean } | undefined)?.date1904;
  const segments: Segment[] = [];
  const names: string[] = [];
  let rows = 0;
  let formulas = 0;
  let dates = 0;
  let truncated = false;
  let hidden = 0;
  for (const ws of wb.worksheets) {
    names.push(ws.name);
    if (ws.state && ws.state !== 'visible') hidden++;
    const loc = (row: number) => `#sheet=${encodeURIComponent(ws.name)}&row=${row}`;
    let headers: Map<number, string> | undefined;
    ws.eachRow({ includeEmpty: false }, (row, rowNumber) => {
      if (truncated) return;
      const cells: Array<{ col: number; value: string; isText: boolean }> = [];
      row.eachCell({ includeEmpty: false }, (cell, col) => {
        // Merged cells repeat their master's value; the master alone carries it.
        if (cell.type === ExcelJS.ValueType.Merge) return;
        const v = cellText(cell, date1904);
        if (v.formula) formulas++;
        if (v.date) dates++;
        if (v.text) cells.push({ col, value: v.text.slice(0, MAX_CELL_CHARS), isText: v.isText });
      });
      if (cells.length === 0) return;
      if (!headers) {
        // A lone text cell above a wider table is a caption, not the header row.
        if (cells.length === 1 && cells[0]!.isText && ws.actualColumnCount > 1) {
          segments.push({ text: cells[0]!.value, locator: loc(rowNumber), section: ws.name });
          return;
        }
        headers = new Map();
        if (cells.every((c) => c.isText)) {
          for (const c of cells) headers.set(c.col, c.value.replace(/\s+/g, ' ').slice(0, 100));
          segments.push({ text: `Columns: ${cells.map((c) => c.value).join(', ')}`, locator: loc(rowNumber), section: ws.name });
          return;
        }
      }
      const h = headers;
      const text = cells.map((c) => `${h.get(c.col) ?? columnLetters(c.col)}: ${c.value}`).join('; ');
      segments.push({ text, locator: loc(rowNumber), section: ws.name });
      rows++;
      if (rows >= MAX_ROWS) truncated = true;
    });
  }
  const title = nonEmpty(wb.title);
  const author = nonEmpty(wb.creator);
  return {
    title,
    author,
    segments,
    facts: {
      sheets: names.length,
      sheet_names: names.join(', '),
      rows,
      ...(formulas ? { formulas } : {}),
      ...(dates ? { date_cells: dates } : {}),
      ...(hidden ? { hidden_sheets: hidden } : {}),
      ...(truncated ? { rows_truncated_at: MAX_ROWS } : {}),
    },
  };
}

function nonEmpty(s: string | undefined): string | undefined {
  const t = s?.trim();
  return t ? t : undefined;
}

interface CellText {
  text: string;
  /** Plain text (not a number, date or boolean): header rows are made of these. */
  isText: boolean;
  formula?: boolean;
  date?: boolean;
}

/** A cell's value as text: cached formula results, ISO dates, rich text and hyperlinks flattened. */
export function cellText(cell: ExcelJS.Cell, date1904: boolean): CellText {
  return valueText(cell.value, cell.numFmt, date1904);
}

function valueText(value: unknown, numFmt: string | undefined, date1904: boolean): CellText {
  if (value === null || value === undefined) return { text: '', isText: false };
  if (value instanceof Date) return { text: isoDate(value), isText: false, date: true };
  if (typeof value === 'number') {
    if (isDateFormat(numFmt)) return { text: isoDate(serialToDate(value, date1904)), isText: false, date: true };
    return { text: formatNumber(value, numFmt), isText: false };
  }
  if (typeof value === 'boolean') return { text: value ? 'TRUE' : 'FALSE', isText: false };
  if (typeof value === 'string') return { text: value.trim(), isText: true };
  if (typeof value === 'object') {
    const v = value as Record<string, unknown>;
    if ('formula' in v || 'sharedFormula' in v) {
      const f = String(v.formula ?? v.sharedFormula ?? '');
      // No cached result (a file written by a tool that does not calculate): show the formula.
      const inner = v.result === undefined ? { text: f ? `=${f}` : '', isText: false } : valueText(v.result, numFmt, date1904);
      return { ...inner, isText: false, formula: true };
    }
    if (Array.isArray(v.richText)) return { text: (v.richText as Array<{ text?: string }>).map((r) => r.text ?? '').join('').trim(), isText: true };
    if ('hyperlink' in v || 'text' in v) {
      const t = valueText(v.text, undefined, date1904);
      return { text: t.text || String(v.hyperlink ?? ''), isText: true };
    }
    if ('error' in v) return { text: String(v.error), isText: false };
  }
  return { text: String(value), isText: true };
}

/** Date-only values as YYYY-MM-DD, times of day as HH:MM:SS, otherwise YYYY-MM-DDTHH:MM:SS. */
export function isoDate(d: Date): string {
  const ms = Math.round(d.getTime() / 1000) * 1000;
  if (!Number.isFinite(ms)) return '';
  const r = new Date(ms);
  const iso = r.toISOString();
  // Excel stores a bare time of day as a fraction of day 0 (1899-12-30).
  if (iso.startsWith('1899-12-30') || iso.startsWith('1899-12-31')) return iso.slice(11, 19);
  if (iso.endsWith('T00:00:00.000Z')) return iso.slice(0, 10);
  return iso.slice(0, 19);
}

function serialToDate(serial: number, date1904: boolean): Date {
  const epoch = date1904 ? Date.UTC(1904, 0, 1) : Date.UTC(1899, 11, 30);
  return new Date(epoch + Math.round(serial * 86_400_000));
}

/** Number formats that display a date or time (quoted text and [colour]/[locale] parts ignored). */
export function isDateFormat(fmt: string | undefined): boolean {
  if (!fmt || fmt === 'General') return false;
  const bare = fmt.replace(/"[^"]*"/g, '').replace(/\[[^\]]*\]/g, '').replace(/\\./g, '');
  return /[dmyhs]/i.test(bare) && !/^[#0.,%E+\-\s]*$/i.test(bare);
}

function formatNumber(v: number, fmt: string | undefined): string {
  const clean = (n: number) => String(Number(n.toPrecision(15)));
  if (fmt && /%/.test(fmt.replace(/"[^"]*"/g, ''))) return `${clean(v * 100)}%`;
  return clean(v);
}

export function columnLetters(col: number): string {
  let s = '';
  for (let n = col; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

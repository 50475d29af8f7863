import ExcelJS from 'exceljs';
import { checkOoxmlBytes, firstLine } from './ooxml.js';
import { readFile } from 'node:fs/promises';
import { looksLikeValue } from './grid.js';
import { sheetLines, type CellKind, type SheetCell, type SheetRow } from './sheet-tables.js';
import { ExtractionError } from './types.js';
import { checkZipParts } from './inflate-guard.js';
import { chartFacts, chartLines, newChartTally, type ChartTally } from './charts.js';
import { workbookCharts, type SheetCharts } from './xlsx-charts.js';
import type { Extracted, ExtractInput, Segment } from './types.js';

/** Non-empty rows read across all sheets; beyond this a workbook is summarised by its facts. */
const MAX_ROWS = 200_000;
const MAX_CELL_CHARS = 2_000;

/**
 * Excel (.xlsx) with exceljs: every worksheet, each row read against its table's header as
 * "Header: value; Header: value" (sheet-tables.ts finds the header rows: text above rows of
 * numbers, two-line headers combined, a second table's own header); a header's row is listed as
 * "Columns: …", a lone text cell (title, footnote) stands as it is, and rows with no header above
 * them name their cells by column letter. Dates come out as ISO 8601 (never serial numbers),
 * formulas as their cached results. Locator
 * `#sheet=<name>&row=<n>` (the sheet name URI-encoded, n the 1-based row number in Excel);
 * section = the sheet name. A sheet's charts (and chart sheets) follow its rows as a title line
 * and one line per point (charts.ts), at `#sheet=<name>&chart=<n>` (n-th chart of the sheet).
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
  const chartsBySheet = new Map((await workbookCharts(bytes)).map((c) => [c.sheet, c]));
  const charts = newChartTally();
  const date1904 = !!(wb.properties as { date1904?: boolean } | undefined)?.date1904;
  const segments: Segment[] = [];
  const names: string[] = [];
  let rows = 0;
  let formulas = 0;
  let dates = 0;
  let truncated = false;
  /** Non-empty rows read, all sheets together: beyond MAX_ROWS the rest is left out. */
  let kept = 0;
  let hidden = 0;
  for (const ws of wb.worksheets) {
    names.push(ws.name);
    if (ws.state && ws.state !== 'visible') hidden++;
    const loc = (row: number) => `#sheet=${encodeURIComponent(ws.name)}&row=${row}`;
    const sheetRows: SheetRow[] = [];
    ws.eachRow({ includeEmpty: false }, (row, rowNumber) => {
      if (kept >= MAX_ROWS) {
        truncated = true;
        return;
      }
      kept++;
      const cells = rowCells(row, rowNumber, date1904);
      formulas += cells.formulas;
      dates += cells.dates;
      if (cells.cells.length > 0) sheetRows.push({ n: rowNumber, cells: cells.cells });
    });
    for (const line of sheetLines(sheetRows, columnLetters)) {
      segments.push({ text: line.text, locator: loc(line.n), section: ws.name });
      if (line.kind === 'row') rows++;
    }
    pushCharts(segments, chartsBySheet.get(ws.name), charts);
    chartsBySheet.delete(ws.name);
  }
  // Chart sheets: exceljs does not list them.
  for (const c of chartsBySheet.values()) {
    if (c.chartsheet) names.push(c.sheet);
    pushCharts(segments, c, charts);
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
      ...chartFacts(charts),
    },
  };
}

function pushCharts(segments: Segment[], sheet: SheetCharts | undefined, tally: ChartTally): void {
  if (!sheet) return;
  for (const [i, chart] of sheet.charts.entries()) {
    const locator = `#sheet=${encodeURIComponent(sheet.sheet)}&chart=${i + 1}`;
    for (const text of chartLines(chart, `sheet “${sheet.sheet}”`, tally)) segments.push({ text, locator, section: sheet.sheet });
  }
}

/**
 * A row's cells for table reading. A cell merged across columns is its first cell with a span;
 * a cell merged down from the row above repeats that value (a category written once for several
 * rows belongs to each).
 */
function rowCells(row: ExcelJS.Row, rowNumber: number, date1904: boolean): { cells: SheetCell[]; formulas: number; dates: number } {
  const cells: SheetCell[] = [];
  let formulas = 0;
  let dates = 0;
  let own = 0;
  row.eachCell({ includeEmpty: false }, (cell, col) => {
    let source = cell;
    if (cell.type === ExcelJS.ValueType.Merge) {
      const master = cell.master;
      // (exceljs types row and col as strings; they are numbers.)
      if (Number(master.row) === rowNumber) {
        const head = cells.find((c) => c.col === Number(master.col));
        if (head) head.span = col - head.col + 1;
        return;
      }
      source = master;
    } else own++;
    const v = cellText(source, date1904);
    if (source === cell) {
      if (v.formula) formulas++;
      if (v.date) dates++;
    }
    if (!v.text) return;
    const text = v.text.slice(0, MAX_CELL_CHARS);
    const align = source.alignment?.horizontal;
    cells.push({ col, span: 1, text, kind: cellKind(source.value, v, text), ...(align ? { align } : {}) });
  });
  // A row made only of cells merged down from above says nothing new.
  return { cells: own > 0 ? cells : [], formulas, dates };
}

/** Text, a value, a year (a whole number 1900–2100, as headers over yearly columns hold) or a date. */
function cellKind(value: unknown, v: CellText, text: string): CellKind {
  if (v.date) return 'date';
  if (v.isText) return looksLikeValue(text) ? 'value' : 'text';
  if (typeof value === 'number' && Number.isInteger(value) && value >= 1900 && value <= 2100) return 'year';
  return 'value';
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
      // No cached result (a file written by a tool that does not calculate): show the formula —
      // unless it is a copy of a shared one, which names only its master cell ("=C12"), not a formula.
      const f = v.formula === undefined ? '' : String(v.formula);
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

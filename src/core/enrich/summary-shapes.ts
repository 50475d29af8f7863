/**
 * Summaries of text files that are not prose, by the shape of their lines: a table of rows, a
 * log of dated readings, a list or a to-do list, a budget of amounts, release notes, a CSV data
 * file. Their "sentences" would otherwise be the rows themselves ("ACTUAL (mm) NORMAL (mm)
 * %DEP.", "[ ] car winter tires — …"); each shape says what the file is and what it holds, in
 * whole sentences:
 *   "A table “<heading>” of 36 rows: <first row names> and 33 more. Period: <as stated>."
 *   "A log “<title>” of 7 dated entries from <first date> to <last date>."
 *   "A to-do list “<title>” of 10 items (2 done): <first items> and 7 more."
 *   "A budget “<title>” of 14 lines: total out <amount>. The largest are <line> (<amount>), …."
 *   "Release notes of <product> for 25 versions, from <oldest> (<date>) to <newest> (<date>)."
 */
import type { Extracted } from '../ingest/types.js';
import { findDates } from './dates.js';
import { list, longDate } from './summary-kind.js';
import { letterSummary, paperSummary } from './summary-prose.js';

/** A number as a table writes it: "105.19", "-38%", "1,150.00", "$51.24", "(2.5)", "142/91". */
const CELL_NUMBER = /^[-+−(]?[$€£¥₹]?\d[\d.,/:]*%?\)?$/;
const DATE_START = /^(?:\d{4}-\d{2}-\d{2}|\d{1,2}[./-]\d{1,2}[./-]\d{2,4}|\d{1,2}(?:st|nd|rd|th)? (?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]* \d{4}|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]* \d{1,2},? \d{4})\b/i;
const ITEM = /^\s*(?:[-*•▪◦]|\[[ xX✓]?\]|☐|☑|✓|\d{1,2}[.)])\s+(?=\S)/;
const DONE = /^\s*(?:\[[xX✓]\]|☑|✓)/;
/** An amount closing a line: "groceries    712.35", "Rent 1,125.00". */
const TRAILING_AMOUNT = /^(.*?\p{L}.*?)[\s:]{2,}[-−]?[$€£¥₹]?(\d{1,3}(?:,\d{3})*(?:\.\d{1,2})?|\d+(?:\.\d{1,2})?)\s*(?:<-.*|\(.*\))?$/u;

export const linesOf = (x: Extracted): string[] =>
  x.segments
    .flatMap((s) => s.text.split('\n'))
    .map((l) => l.trim())
    .filter(Boolean);

const sentence = (s: string) => {
  const t = s.trim().replace(/\s+/g, ' ');
  return /[.!?]$/.test(t) ? t : `${t.replace(/[,;:…]+$/, '')}.`;
};

/** A heading as shown inside a sentence: shouting lowered, cut at a parenthesis or a long tail. */
export function headingOf(line: string, max = 80): string {
  let t = line.replace(/\s*\(.*$/, '').replace(/[\s:.,;–—-]+$/, '').replace(/\s+/g, ' ').trim();
  const letters = t.replace(/[^\p{L}]/gu, '');
  if (letters.length > 3 && letters === letters.toUpperCase()) t = t.charAt(0) + t.slice(1).toLowerCase();
  return t.length > max ? `${t.slice(0, max).replace(/\s+\S*$/, '')} …` : t;
}

/** A short name for a row or an item: its words up to the first clause break, at most `words` words. */
export function shortItem(text: string, words = 6): string {
  let t = text.replace(ITEM, '').trim();
  // "out: Toronto YYZ -> Lisbon": a short label leads the item, its value says it.
  const labelled = /^([^:]{1,20}):\s+(\S.*)$/.exec(t);
  if (labelled && labelled[1]!.split(/\s+/).length <= 2) t = labelled[2]!;
  t = t.split(/\s+[—–-]\s+|[(:;,]|\s{2,}/)[0]!.trim();
  const ws = t.split(/\s+/).slice(0, words);
  // A cut item ends on a content word, not "of" or "the".
  while (ws.length > 1 && /^(?:a|an|the|of|to|for|and|or|in|on|at|by|with|from|before|after|my|our|your)$/i.test(ws[ws.length - 1]!)) ws.pop();
  return ws.join(' ');
}

/** "a, b, c and 33 more" when there are more than those shown. */
const some = (shown: string[], total: number) => (total > shown.length ? `${shown.join(', ')} and ${total - shown.length} more` : list(shown));

const quoted = (t: string | undefined) => (t ? ` “${t}”` : '');

/** The leading words of a table row, before its first number: the row's name. */
function rowHead(line: string): string | undefined {
  const cells = line.split(/\s+/);
  // A leading serial number ("1 ARUNACHAL PRADESH 11.4 …") is not the row's name; a dash is an empty cell.
  const start = /^\d{1,3}\.?$/.test(cells[0] ?? '') ? 1 : 0;
  const first = cells.findIndex((c, i) => i >= start && (CELL_NUMBER.test(c) || /^[-–—]$/.test(c)));
  const head = cells.slice(start, first < 0 ? undefined : first).join(' ');
  return /\p{L}{2}/u.test(head) ? head.replace(/[,;:]+$/, '') : undefined;
}

const numbersIn = (line: string) => line.split(/\s+/).filter((c) => CELL_NUMBER.test(c)).length;

/**
 * A table: most lines are rows of three numbers or more. Named by its first heading line, said
 * by its count of rows and its first row names, with the period a heading line states.
 */
export function tableSummary(lines: string[]): string | undefined {
  const endsInAmount = (l: string) => /\p{L}/u.test(l) && CELL_NUMBER.test(l.split(/\s+/).pop()!);
  // A head row of years ("LINE 2021 2022 2023 CHANGE") names columns: it is not a row.
  const yearsOnly = (l: string) => l.split(/\s+/).filter((c) => CELL_NUMBER.test(c)).every((c) => /^(?:1[89]|20)\d{2}$/.test(c));
  let rows = lines.filter((l) => numbersIn(l) >= 3 && !yearsOnly(l));
  // A statement's rows carry one amount each ("AARON, JOHN CLARKSVILLE, TN MEALS $20.39").
  if (rows.length < lines.length * 0.5) rows = lines.filter(endsInAmount);
  if (rows.length < 5 || rows.length < lines.length * 0.5) return undefined;
  // A heading's date range ("January 1, 2012 - December 31, 2012") ends in a number but is no row.
  rows = rows.filter((l) => !/^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.? \d{1,2}, \d{4}\b/i.test(l));
  const firstRow = lines.indexOf(rows[0]!);
  const wordy = (l: string) => l.replace(/[^\p{L}]/gu, '').length >= l.replace(/\s/g, '').length * 0.6;
  const headings = lines.slice(0, Math.max(firstRow, 0)).filter((l) => wordy(l) && l.split(/\s+/).length >= 2 && l.length <= 120 && !/\b(?:period|day)\s*:/i.test(l));
  const short = headings.map((h) => headingOf(h.replace(/^table\s*[\d.]*\s*[:.-]\s*/i, ''), 60));
  const title = short.length >= 2 && short[0]!.length + short[1]!.length <= 70 ? `${short[0]} — ${short[1]}` : short[0];
  // Totals, a period line and a date line ("January 1, 2012 - December 31, 2012") are not rows with names.
  const heads = [...new Set(rows.map(rowHead).filter((h): h is string => !!h && !/^(?:total|sub-?total)\b/i.test(h) && !/\b(?:period|between)\b/i.test(h) && !/^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?$/i.test(h)))];
  const period = lines
    .slice(0, Math.max(firstRow, 8))
    .map((l) => /\b(?:period|for the period)\b[\s:]*(?:between\s+)?(.{6,60})$/i.exec(l)?.[1] ?? (/^[\p{L}]+ \d{1,2}, \d{4}\s*[-–]\s*[\p{L}]+ \d{1,2}, \d{4}$/u.test(l) ? l : undefined))
    .find(Boolean);
  return [
    sentence(`A table${quoted(title)} of ${rows.length} rows${heads.length ? `: ${some(heads.slice(0, 3).map((h) => shortItem(h, 5)), heads.length)}` : ''}`),
    period ? sentence(`Period: ${period.replace(/\s+/g, ' ')}`) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** The ISO day a line starts with, when it starts with a date. */
function leadingDay(line: string): string | undefined {
  const m = DATE_START.exec(line);
  if (!m) return undefined;
  const iso = /^\d{4}-\d{2}-\d{2}$/.test(m[0]) ? m[0] : findDates(m[0], null)[0]?.iso.slice(0, 10);
  return iso;
}

/** A log: four lines or more start with a date. "A log, “<title>”, of 7 dated entries from <first> to <last>." */
export function logSummary(lines: string[]): string | undefined {
  const days = lines.map(leadingDay);
  const dated = days.filter((d): d is string => !!d);
  if (dated.length < 4 || dated.length < lines.length * 0.3) return undefined;
  const firstDated = days.findIndex(Boolean);
  const title = firstDated > 0 ? headingOf(lines[0]!) : undefined;
  const sorted = [...dated].sort();
  return sentence(`A log${quoted(title)} of ${dated.length} dated entries from ${longDate(sorted[0]!)} to ${longDate(sorted[sorted.length - 1]!)}`);
}

/** A list: most lines are items ("- …", "[ ] …", "1. …"). A to-do list when it has boxes or says so. */
export function listSummary(lines: string[], noun?: string): string | undefined {
  const items = lines.filter((l) => ITEM.test(l));
  if (items.length < 3 || items.length < (lines.length - 1) * 0.6) return undefined;
  const first = ITEM.test(lines[0]!) ? undefined : lines[0];
  const boxes = items.some((l) => /^\s*(?:\[[ xX✓]?\]|☐|☑)/.test(l)) || /\bto[- ]?do\b/i.test(first ?? '');
  const done = items.filter((l) => DONE.test(l)).length;
  // Four items are shown whole; more are their first three and a count.
  const shown = items.slice(0, items.length <= 4 ? 4 : 3).map((l) => shortItem(l, 5));
  return sentence(`A ${noun ?? (boxes ? 'to-do list' : 'list')}${quoted(first ? headingOf(first) : undefined)} of ${items.length} items${boxes && done ? ` (${done} done)` : ''}: ${some(shown, items.length)}`);
}

const parseAmount = (s: string) => Number(s.replace(/,/g, ''));

/**
 * A budget: lines that end in an amount, under headings ("Income", "OUT", "Fixed costs"). Its
 * total (a line that says total), else the sum of what goes out, and its largest outgoing lines.
 */
export function budgetSummary(lines: string[], name: string): string | undefined {
  let heading = '';
  const amounts: Array<{ label: string; value: number; written: string; incoming: boolean }> = [];
  for (const l of lines) {
    const m = TRAILING_AMOUNT.exec(l);
    if (!m) {
      if (l.length <= 40) heading = l;
      continue;
    }
    amounts.push({ label: m[1]!.trim().replace(/[\s:]+$/, ''), value: parseAmount(m[2]!), written: m[2]!, incoming: /^(?:in|income|incoming|earnings|money in)\b/i.test(heading) });
  }
  if (amounts.length < 4 || amounts.length < lines.length * 0.4) return undefined;
  const title = TRAILING_AMOUNT.test(lines[0]!) ? undefined : headingOf(lines[0]!);
  const isBudget = /\b(?:budget|expenses|spending|costs)\b/i.test(`${name.replace(/[_.-]+/g, ' ')} ${lines[0]}`);
  const total = amounts.find((a) => /\btotal\b/i.test(a.label));
  const lineItems = amounts.filter((a) => !/\b(?:total|left|balance|remaining|sum)\b/i.test(a.label));
  const largest = lineItems
    .filter((a) => !a.incoming)
    .sort((a, b) => b.value - a.value)
    .slice(0, 3)
    .map((a) => `${shortItem(a.label, 4)} (${a.written})`);
  return [
    sentence(`A ${isBudget ? 'budget' : 'list of amounts'}${quoted(title)} of ${lineItems.length} lines${total ? `: ${shortItem(total.label, 4).toLowerCase()} ${total.written}` : ''}`),
    largest.length ? sentence(`The largest are ${list(largest)}`) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

const VERSION = /\b(?:v(?:ersion)?\s*)?(\d+\.\d+(?:\.\d+)*)\b/i;

/** Release notes or a changelog: three or more lines name a version, each with its date. */
export function releaseSummary(lines: string[], name: string): string | undefined {
  const releases = lines
    .filter((l) => /\bversion\b|^#+\s*v?\d+\.\d+|^[-*]?\s*v?\d+\.\d+(?:\.\d+)*\b|\brelease\b/i.test(l) && VERSION.test(l) && l.length <= 90)
    .map((l) => ({ version: VERSION.exec(l)![1]!, day: findDates(l.replace(VERSION, ' '), null).find((d) => d.precision === 'day')?.iso.slice(0, 10) }));
  if (releases.length < 3 || !/release|changelog|change log|changes|history|news|version/i.test(`${name} ${lines.slice(0, 3).join(' ')}`)) return undefined;
  const product = name
    .replace(/\.[^.]+$/, '')
    .replace(/\.(?:md|txt|rst)$/i, '')
    .replace(/[_-]*(?:release[_-]?notes|changelog|change[_-]?log|changes|history|news)[_-]*/i, '')
    .replace(/[_-]+/g, ' ')
    .trim();
  const at = (r: (typeof releases)[number]) => `${r.version}${r.day ? ` (${longDate(r.day)})` : ''}`;
  const dated = releases.filter((r) => r.day).sort((a, b) => a.day!.localeCompare(b.day!));
  const [oldest, newest] = dated.length >= 2 ? [dated[0]!, dated[dated.length - 1]!] : [releases[releases.length - 1]!, releases[0]!];
  return sentence(`Release notes${product ? ` of ${product}` : ''} for ${releases.length} versions, from ${at(oldest)} to ${at(newest)}`);
}

/** A CSV file as the text reader gives it: a "Columns: …" line, then "label: value; …" rows. */
export function csvSummary(lines: string[], name: string): string | undefined {
  const cols = lines.find((l) => l.startsWith('Columns: '));
  if (!cols) return undefined;
  const columns = cols.slice(9).split(/,\s*/).filter(Boolean);
  const rows = lines.filter((l) => /^[^:;]{1,60}: [^;]*(?:; [^:;]{1,60}: [^;]*)+$/.test(l));
  if (rows.length < 2 || columns.length < 2) return undefined;
  const naming = columns.findIndex((c) => /^(?:name|title|city|country|item|product|category|description|subject|place|company)$/i.test(c.trim()));
  const col = naming >= 0 ? columns[naming]! : columns[0]!;
  const values = rows.map((r) => new RegExp(`(?:^|; )${col.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: ([^;]*)`).exec(r)?.[1]?.trim()).filter((v): v is string => !!v && v.length <= 40);
  const what = /\bbudget\b/i.test(name) ? 'budget table' : 'table';
  const shownCols = columns.length > 6 ? `${columns.slice(0, 6).join(', ')} and ${columns.length - 6} more` : list(columns);
  return sentence(`A ${what} of ${rows.length} rows with the columns ${shownCols}${values.length ? `: ${some(values.slice(0, 3), values.length)}` : ''}`);
}

/** The summary of a file by its shape (a letter, a paper, a table, a log, a list…), or undefined when it is plain prose. */
export function shapeSummary(x: Extracted, name: string): string | undefined {
  const lines = linesOf(x);
  if (lines.length < 4) return undefined;
  return letterSummary(lines) ?? paperSummary(lines, x.title) ?? csvSummary(lines, name) ?? releaseSummary(lines, name) ?? listSummary(lines) ?? logSummary(lines) ?? budgetSummary(lines, name) ?? tableSummary(lines);
}

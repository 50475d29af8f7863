/**
 * Dates mentioned in text, as zone-less local times (YYYY-MM-DDTHH:MM:SS), for user events.
 * chrono-node does the parsing, with the document's own date as the reference for relative
 * expressions; this module adds what chrono does not do or does differently (see
 * dependency-probe.md §7): bare years ("in 2019"), European dotted dates, date-only values at
 * midnight instead of noon, and refusing relative expressions when the reference is unknown or
 * the expression is vague ("last week", "two years later").
 */
import { foreignDates } from './dates-more.js';
import * as chrono from 'chrono-node';

export type Precision = 'year' | 'month' | 'day' | 'time';

export interface DateMention {
  /** The words that stated it. */
  text: string;
  index: number;
  end: number;
  /** YYYY-MM-DDTHH:MM:SS; a month is its first day, a year its first of January, midnight unless a time was said. */
  iso: string;
  precision: Precision;
  /** Computed from the reference date ("yesterday", "last Tuesday", "in May"). */
  relative: boolean;
  /** A deadline rather than when something happens ("RSVP by", "due", "until"). */
  deadline: boolean;
  /** The end of a stated range ("June 2017 – February 2021"), when there is one. */
  endIso?: string;
  /** A range open to the present ("March 2021 – Present"). */
  ongoing?: boolean;
}

/** The reference date of a text: when it was written, if known (YYYY-MM-DD…). */
export type Reference = string | null | undefined;

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** A zone-less local datetime from parts. */
export function isoOf(y: number, mo = 1, d = 1, h = 0, mi = 0, s = 0): string {
  return `${pad(y, 4)}-${pad(mo)}-${pad(d)}T${pad(h)}:${pad(mi)}:${pad(s)}`;
}

/** Now (or `at`) as a zone-less UTC datetime with microseconds: YYYY-MM-DDTHH:MM:SS.ffffff. */
export function mentionTime(at?: Date): string {
  const ms = at ? at.getTime() : performance.timeOrigin + performance.now();
  const whole = Math.floor(ms);
  const micros = Math.min(999, Math.max(0, Math.round((ms - whole) * 1000)));
  return `${new Date(whole).toISOString().slice(0, 23)}${pad(micros, 3)}`;
}

/** "2024-03-12T18:05:00Z", "2024-03-12", "2023:07:14 09:30:00" → "2024-03-12T…" (the date as written, zone dropped); undefined when unreadable. */
export function referenceFrom(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const m = /^(\d{4})[-:](\d{2})[-:](\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?/.exec(value.trim());
  if (!m) return undefined;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < 1900 || y > 2200 || mo < 1 || mo > 12 || d < 1 || d > 31) return undefined;
  return isoOf(y, mo, d, Number(m[4] ?? 0), Number(m[5] ?? 0), Number(m[6] ?? 0));
}

const MONTH_OR_DAY = /^(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|(?:mon|tues|wednes|thurs|fri|satur|sun)day|[a-z]{3})$/i;

/**
 * A number after a street's name and before a comma ("Linnégatan 21, on Tuesday 18 March") is a
 * house number, which chrono reads as an hour; it is blanked (indices kept). "June 21, 2025" stays.
 */
function blankHouseNumbers(text: string): string {
  return (
    text
      .replace(/(\p{L}+)(\s)(\d{1,4})(?=,\s)/gu, (all, word: string, sp: string, n: string) => (MONTH_OR_DAY.test(word) ? all : `${word}${sp}${' '.repeat(n.length)}`))
      // A number just before a whole numeric date is no year of it ("Frecciarossa 9519 27/02/2026": a train).
      .replace(/(?<![\d/.-])\d{1,4}(?=\s+\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}\b)/g, (n) => ' '.repeat(n.length))
  );
}

/** The reference as a Date at noon UTC of its day (chrono then never crosses a day boundary). */
function refInstant(ref: Reference): Date | undefined {
  if (!ref) return undefined;
  const [y, mo, d] = ref.slice(0, 10).split('-').map(Number);
  return new Date(Date.UTC(y!, mo! - 1, d!, 12));
}

const DEADLINE_BEFORE = /\b(?:by|due|until|till|before|deadline|no later than|rsvp(?: by)?|expires?|valid until|payable by)\s*[:,]?\s*(?:on\s+|the\s+)?$/i;
const RELATIVE_TO_OTHER = /\b(?:later|after(?:wards)?|earlier|before|prior)\b/i;
const ONGOING_AFTER = /^\s*(?:[-–—]|to|until|till)\s*(?:present|now|today|current|date)\b/i;

interface ChronoComponent {
  get(c: string): number | null;
  isCertain(c: string): boolean;
}

function precisionOf(c: ChronoComponent): Precision {
  if (c.isCertain('hour')) return 'time';
  if (c.isCertain('day') || c.isCertain('weekday')) return 'day';
  if (c.isCertain('month')) return 'month';
  return 'year';
}

function isoAt(c: ChronoComponent, p: Precision): string {
  const y = c.get('year')!;
  const mo = p === 'year' ? 1 : c.get('month')!;
  const d = p === 'year' || p === 'month' ? 1 : c.get('day')!;
  if (p !== 'time') return isoOf(y, mo, d);
  return isoOf(y, mo, d, c.get('hour') ?? 0, c.get('minute') ?? 0, c.get('second') ?? 0);
}

/** Month names of other languages next to a day number ("4. Juni 2025", "12 octobre", "3 de mayo"), by chrono's locale. */
const LOCALE_MONTHS: Array<[keyof typeof chrono & ('de' | 'fr' | 'es' | 'pt' | 'it' | 'nl' | 'sv'), string]> = [
  ['de', 'januar|februar|märz|maerz|april|mai|juni|juli|august|september|oktober|november|dezember|jan|feb|mär|apr|jun|jul|aug|sep|sept|okt|nov|dez'],
  ['fr', 'janvier|février|fevrier|mars|avril|mai|juin|juillet|août|aout|septembre|octobre|novembre|décembre|decembre|janv|févr|avr|juil|sept|oct|nov|déc'],
  ['es', 'enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre'],
  ['pt', 'janeiro|fevereiro|março|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro'],
  ['it', 'gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre'],
  ['nl', 'januari|februari|maart|april|mei|juni|juli|augustus|september|oktober|november|december'],
  ['sv', 'januari|februari|mars|april|maj|juni|juli|augusti|september|oktober|november|december'],
];
const LOCALE_HINTS = LOCALE_MONTHS.map(([loc, months]) => [loc, new RegExp(`\\d{1,2}\\.?\\s+(?:de\\s+)?(?:${months})(?![\\p{L}])`, 'iu')] as const);

/**
 * English chrono's results, with the dates it missed or read in part ("Juni 2025" of "4. Juni 2025 um
 * 14:30") read by the parser of the language whose month names stand beside a day. Only statements
 * with a number: a casual word of one language is a plain word of another (French "hier").
 */
function otherLanguages(text: string, instant: Date, english: ReturnType<typeof chrono.parse>): ReturnType<typeof chrono.parse> {
  let out = [...english];
  const end = (r: { index: number; text: string }) => r.index + r.text.length;
  for (const [loc, hint] of LOCALE_HINTS) {
    if (!hint.test(text)) continue;
    for (const r of chrono[loc].parse(text, { instant, timezone: 'UTC' }, { forwardDate: false })) {
      if (!/\d/.test(r.text)) continue;
      const overlapping = out.filter((e) => r.index < end(e) && e.index < end(r));
      if (overlapping.every((e) => e.index >= r.index && end(e) <= end(r) && e.text.length < r.text.length)) out = [...out.filter((e) => !overlapping.includes(e)), r];
    }
  }
  return out.sort((a, b) => a.index - b.index);
}

/** The year in which a day and month fell on the stated weekday: the reference's year or the one before, else up to six back from today. */
function yearOfWeekday(c: ChronoComponent, ref: Reference): number | undefined {
  const [wd, mo, d] = [c.get('weekday'), c.get('month')!, c.get('day')!];
  const base = ref ? Number(ref.slice(0, 4)) : new Date().getUTCFullYear();
  for (let y = base; y >= base - (ref ? 1 : 6); y--) if (new Date(Date.UTC(y, mo - 1, d)).getUTCDay() === wd) return y;
  return undefined;
}

const ABBREVIATED_MONTH_ALONE = /^(?:(?:in|on|of|from|since|until)\s+)?(?:jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\.?$/i;

/**
 * Every date stated in `text`. With no reference (an undated file), relative expressions are
 * dropped: "last Tuesday" counted from the upload day would be a guess.
 */
export function findDates(text: string, ref?: Reference): DateMention[] {
  const out: DateMention[] = [];
  const instant = refInstant(ref) ?? new Date();
  let results: ReturnType<typeof chrono.parse>;
  try {
    results = chrono.parse(blankHouseNumbers(text), { instant, timezone: 'UTC' }, { forwardDate: false });
    results = otherLanguages(text, instant, results);
  } catch {
    results = [];
  }
  for (const r of results) {
    const tags = new Set(r.tags?.() ?? []);
    const start = r.start as unknown as ChronoComponent;
    const words = r.text.replace(/[\s.,;:!?)]+$/, '');
    const casual = [...tags].some((t) => t.startsWith('casualReference/'));
    const relDate = tags.has('result/relativeDate');
    // A month's abbreviation alone is a word of something else: "Mar del Plata", "Jan Novak".
    if (!/\d/.test(words) && ABBREVIATED_MONTH_ALONE.test(words)) continue;
    // …and a weekday's, in lower case: "sun care", "wed in June", "sat the exam".
    if (/^(?:(?:on|this|next|last)\s+)?(?:mon|tue|wed|thu|fri|sat|sun)$/.test(words)) continue;
    // A time of day alone ("in 1:52", "at 10") is no date.
    if (!start.isCertain('day') && !start.isCertain('month') && !start.isCertain('year') && !start.isCertain('weekday') && !casual && !relDate) continue;
    let precision = precisionOf(start);
    let relative = casual || relDate || !start.isCertain('year');
    if (relDate) {
      if (RELATIVE_TO_OTHER.test(words) || /\bweeks?\b/i.test(words)) continue;
      // "in 4 hours 41 minutes", "in 58 minutes": a duration (a race time, a wait), not a clock time.
      if (/\b(?:hours?|hrs?|minutes?|mins?|seconds?|secs?)\b/i.test(words)) continue;
      if (/\byears?\b/i.test(words)) precision = 'year';
      else if (/\bmonths?\b/i.test(words)) precision = 'month';
    }
    // Casual times ("tonight", "this morning") keep the day only.
    if (casual && precision === 'time' && !/\d/.test(words)) precision = 'day';
    if (casual && !start.isCertain('day') && !start.isCertain('hour')) precision = 'day';
    // "Mon 1st Sept": a weekday with its day and month fixes the year — the latest one, up to the
    // reference's (or this) year, in which that day fell on that weekday.
    const anchored = !start.isCertain('year') && start.isCertain('day') && start.isCertain('month') && start.isCertain('weekday') && !casual && !relDate ? yearOfWeekday(start, ref) : undefined;
    if (anchored) relative = false;
    if (relative && !ref) continue;
    if (start.get('year') === null) continue;
    const dotted = /^(\d{1,2})\.(\d{1,2})\.(\d{4}|\d{2})(?![\d.])/.exec(words);
    let iso = isoAt(start, precision);
    if (anchored) iso = `${anchored}${iso.slice(4)}`;
    // 12.05.2024 (and 02.03.26) is day first wherever dots are written (chrono reads it month-first), with its time when one follows.
    if (dotted && Number(dotted[2]) <= 12 && Number(dotted[1]) <= 31) iso = isoOf(dotted[3]!.length === 2 ? 2000 + Number(dotted[3]) : Number(dotted[3]), Number(dotted[2]), Number(dotted[1])).slice(0, 11) + iso.slice(11);
    // 05/09/1998 is read day-first, as forms and receipts are (docs/DECISIONS.md): most of the world
    // writes it so; chrono reads it month-first. 08/25/2022 can only be month-first and stays so.
    // …also after a weekday ("Sunday 8/3/2026"), and then the weekday decides: 8 March 2026 was a Sunday, 3 August a Monday.
    const slashed = /^(?:\p{L}+\.?,?\s+)?(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})\b/u.exec(words);
    if (slashed && !dotted && Number(slashed[1]) <= 12 && Number(slashed[2]) <= 12 && slashed[1] !== slashed[2] && start.get('month') === Number(slashed[1])) {
      const stated = start.isCertain('weekday') ? start.get('weekday') : null;
      const monthFirstFits = stated !== null && new Date(Date.UTC(start.get('year')!, Number(slashed[1]) - 1, Number(slashed[2]))).getUTCDay() === stated;
      const dayFirstFits = stated !== null && new Date(Date.UTC(start.get('year')!, Number(slashed[2]) - 1, Number(slashed[1]))).getUTCDay() === stated;
      if (!(monthFirstFits && !dayFirstFits)) iso = isoOf(start.get('year')!, Number(slashed[2]), Number(slashed[1])).slice(0, 10) + iso.slice(10);
    }
    const before = text.slice(Math.max(0, r.index - 40), r.index);
    const after = text.slice(r.index + r.text.length, r.index + r.text.length + 20);
    const end = r.end as unknown as ChronoComponent | undefined;
    out.push({
      text: words,
      index: r.index,
      end: r.index + words.length,
      iso,
      precision,
      relative,
      deadline: DEADLINE_BEFORE.test(before),
      ...(end && end.get('year') !== null ? { endIso: isoAt(end, precisionOf(end)) } : {}),
      ...(ONGOING_AFTER.test(after) ? { ongoing: true } : {}),
    });
  }
  // Dates in CJK notation: 2025年3月3日.
  for (const m of text.matchAll(/((?:19|20)\d{2})\s*年\s*(\d{1,2})\s*月\s*(\d{1,2})\s*日/g)) {
    const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
    if (mo >= 1 && mo <= 12 && d >= 1 && d <= 31) out.push({ text: m[0], index: m.index!, end: m.index! + m[0].length, iso: isoOf(y, mo, d), precision: 'day', relative: false, deadline: false });
  }
  // Languages chrono has no parser for ("12. apríl", "18 Mac 2026", "2026. 2. 11."): a day without a year is the one nearest the reference, as chrono does.
  for (const f of foreignDates(text)) {
    const end = f.index + f.text.length;
    if (out.some((m) => f.index < m.end && end > m.index)) continue;
    const year = f.year ?? nearestYear(f.month, f.day, instant);
    if (f.year === undefined && !ref) continue;
    const before = text.slice(Math.max(0, f.index - 40), f.index);
    out.push({ text: f.text, index: f.index, end, iso: isoOf(year, f.month, f.day), precision: 'day', relative: f.year === undefined, deadline: DEADLINE_BEFORE.test(before) });
  }
  // Bare years, which chrono leaves alone: "in 2019", "University of Florida, 2015", "2015–2019".
  const chronoFound = [...out];
  const taken = (i: number, j: number) => chronoFound.some((m) => i < m.end && j > m.index);
  let skipUntil = -1;
  for (const m of text.matchAll(BARE_YEAR)) {
    const i = m.index!;
    const j = i + m[1]!.length;
    if (i < skipUntil || taken(i, j)) continue;
    const before = text.slice(Math.max(0, i - 40), i);
    // Part of an id, a phone number, an address number or an amount.
    if (/(?:no\.?|#|number|nr\.?|\+\d*|tel\.?|phone|\d)\s*$/i.test(before) || /[A-Za-z]-$/.test(before)) continue;
    // A year that qualifies a noun is a model or vintage, not a date: "a used 2016 Toyota", "a 1978 model".
    if (/\b(?:a|an|my|our|his|her|their|used|new|old|classic|vintage|second-?hand|pre-?owned|refurbished|brand-?new|restored)\s+$/i.test(before) && /^\s+\p{L}/u.test(text.slice(j, j + 3))) continue;
    const y = Number(m[1]);
    if (y < 1900 || y > 2100) continue;
    const after = text.slice(j, j + 20);
    const range = /^\s*(?:[-–—]|to|until|till)\s*((?:19|20)\d{2})\b/i.exec(after);
    if (range) skipUntil = j + range[0].length;
    out.push({
      text: m[1]!,
      index: i,
      end: j,
      iso: isoOf(y),
      precision: 'year',
      relative: false,
      deadline: DEADLINE_BEFORE.test(before),
      ...(range ? { endIso: isoOf(Number(range[1])) } : {}),
      ...(ONGOING_AFTER.test(after) ? { ongoing: true } : {}),
    });
  }
  return out.sort((a, b) => a.index - b.index);
}

/** The year that puts a day and month nearest the reference instant. */
function nearestYear(month: number, day: number, instant: Date): number {
  const y = instant.getUTCFullYear();
  return [y - 1, y, y + 1].sort((a, b) => Math.abs(Date.UTC(a, month - 1, day) - instant.getTime()) - Math.abs(Date.UTC(b, month - 1, day) - instant.getTime()))[0]!;
}

const BARE_YEAR = /(?<![\d.,:/#$€£-])\b((?:19|20)\d{2})\b(?![.,:/]\d)(?!\s*(?:%|percent|km|kg|m\b|€|\$|eur|usd|units?|people|users|analysts|words|pages|items))/gi;

const WEEKDAY_ALONE = /^(?:on\s+)?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)\.?$/i;
/** Weekday names a diary heading writes in other languages: "— Thứ Bảy, 13/9/2025 —", "Cumartesi 12.04.2025", "sábado 3/5/2025". */
const WEEKDAY_WORDS =
  /(?<![\p{L}])(?:(?:mo|di|mi|do|fr|sa|so|lun|mar|mer|jeu|ven|sam|dim)\.|(?:lun|mar|mi[eé]|jue|vie|s[aá]b|dom|mer|jeu|ven|sam|dim|gio|seg|ter|qua|qui|sex)\.?(?=\s+\d|\s*$)|thứ (?:hai|ba|tư|năm|sáu|bảy)|chủ nhật|lunes|martes|miércoles|jueves|viernes|sábado|domingo|segunda(?:-feira)?|terça(?:-feira)?|quarta(?:-feira)?|quinta(?:-feira)?|sexta(?:-feira)?|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|lunedì|martedì|mercoledì|giovedì|venerdì|sabato|domenica|maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag|pazartesi|salı|çarşamba|perşembe|cuma(?:rtesi)?|pazar|poniedziałek|wtorek|środa|czwartek|piątek|sobota|niedziela|måndag|tisdag|onsdag|torsdag|fredag|lördag|söndag|mandag|tirsdag|lørdag|søndag|senin|selasa|rabu|kamis|jumat|sabtu|minggu|isnin|khamis|jumaat|ahad|mánudagur|þriðjudagur|miðvikudagur|fimmtudagur|föstudagur|laugardagur|sunnudagur|[월화수목금토일]요일|(?<=\()[월화수목금토일](?=\))|jumatatu|jumanne|jumatano|alhamisi|ijumaa|jumamosi|jumapili)(?![\p{L}])/giu;

/**
 * The date a line consists of, when it is nothing but a date (a diary entry's heading, a
 * letter's date line): "Friday, May 3, 2024", "2024-06-01", "17 June 2024".
 */
export function dateLine(line: string, year?: number): DateMention | undefined {
  const t = line.trim();
  if (t.length < 4 || t.length > 48) return undefined;
  // A diary kept for one year may head its entries "Monday, 3 March": the year is the file's.
  const found = year && !/\b(?:19|20)\d{2}\b/.test(t) && /\p{L}{3}/u.test(t) ? findDates(t, `${year}-07-01`) : findDates(t, null);
  // "14th June, Sat": the weekday beside a date is part of it, not a second date.
  const dated = found.length > 1 ? found.filter((f) => !WEEKDAY_ALONE.test(f.text)) : found;
  if (dated.length !== 1) return undefined;
  let m = dated[0]!;
  if (year && m.relative && (m.precision === 'day' || m.precision === 'time') && !/\b(?:today|yesterday|tomorrow|tonight|last|next|this|ago)\b/i.test(t)) {
    m = { ...m, iso: `${year}${m.iso.slice(4)}`, relative: false };
  }
  if (m.precision === 'year' || m.relative) return undefined;
  const rest = (t.slice(0, m.index) + t.slice(m.end)).replace(WEEKDAY_WORDS, '').replace(/\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|\b(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)\.?(?![\p{L}])|\b(?:on|date|dated|the)\b|[\s,.:;()—–-]+/giu, '');
  return rest.length === 0 ? m : undefined;
}

/** Day-precision ISO of a reference, for comparing a stated date with the ones a text holds. */
export function dayOf(iso: string): string {
  return iso.slice(0, 10);
}

/**
 * When a sentence's happening was: the stated date nearest its trigger (not a deadline, not a
 * possessive "yesterday's meeting", not a year in brackets; "with effect from" first), a bare
 * weekday before or after the writing by tense, and the clock time said with it ("at 04:10",
 * "9.30am"; never a duration or an end time).
 */
import type { DateMention } from './dates.js';
import { MONTHS_RE } from './lexicon.js';

export const FUTURE = /\b(?:will|going to|gonna|plan to|planning to|hope to|want to|would like to|next (?:week|month|year|spring|summer|autumn|fall|winter)|tomorrow)\b/i;

/** A day the text names outright — "Saturday 22 February", "7 June 2025" — the year being the message's when unsaid. */
export function statedDay(d: DateMention): boolean {
  if (d.precision !== 'day' && d.precision !== 'time') return false;
  return !d.relative || (MONTHS_RE.test(d.text.replace(/^\W+/, '').split(/\s+/).find((w) => MONTHS_RE.test(w)) ?? '') && /\b\d{1,2}(?:st|nd|rd|th)?\b/.test(d.text));
}

/**
 * A bare weekday ("got married on Sunday") is the one before the writing in a past-tense sentence
 * and the one after it in a future one; the date parser takes the nearest either way.
 */
export function weekdayByTense(d: DateMention, t: string, ref: string | null | undefined): string {
  if (!ref || !d.relative || !/^(?:on\s+|this\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day$/i.test(d.text)) return d.iso;
  const day = ref.slice(0, 10);
  const shift = (n: number) => new Date(Date.parse(`${d.iso.slice(0, 10)}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10) + d.iso.slice(10);
  const past = /\b(?:was|were|got|had|did|went|\w{2,}ed)\b/i.test(t.slice(0, d.index)) && !FUTURE.test(t);
  if (past && d.iso.slice(0, 10) > day) return shift(-7);
  if (FUTURE.test(t) && d.iso.slice(0, 10) < day) return shift(7);
  return d.iso;
}

/**
 * The stated date closest to the trigger (deadlines excluded). A date a sentence gives as the
 * start of what it confirms ("with effect from 1 February 2025") is its date; one that names
 * another occasion in the possessive ("Further to yesterday's meeting") is not, while another remains.
 */
export function pickDate(dates: DateMention[], at: number, t = ''): DateMention | undefined {
  let usable = dates.filter((d) => !d.deadline);
  const effective = usable.find((d) => /\b(?:with effect from|effective(?: from| as of| on)?|as (?:of|from)|starting(?: on| from)?|commencing(?: on)?)\s*$/i.test(t.slice(Math.max(0, d.index - 30), d.index)));
  if (effective) return effective;
  // "…61 references (the oldest from 1957!)": a year in brackets is an aside, not the happening's date.
  usable = usable.filter((d) => !(d.precision === 'year' && (t.slice(0, d.index).match(/\(/g) ?? []).length > (t.slice(0, d.index).match(/\)/g) ?? []).length));
  // "class of 2025", "batch of 2019": a cohort's name, not when anything happened.
  usable = usable.filter((d) => !(d.precision === 'year' && /\b(?:class|batch|cohort|intake|promo(?:tion)?) of\s*$/i.test(t.slice(0, d.index) + (/^of\s/i.test(d.text) ? 'of ' : ''))));
  const own = usable.filter((d) => !/^['’]s\b/.test(t.slice(d.end, d.end + 3)));
  if (own.length > 0) usable = own;
  if (usable.length === 0) return undefined;
  return usable.reduce((best, d) => (Math.abs(d.index - at) < Math.abs(best.index - at) ? d : best));
}

/** OCR reads "11am" as "1lam" or "1Iam": an l or I between a digit and am/pm is a one. */
export const ocrClock = (t: string): string => t.replace(/(\d)[lI](?=\s?[ap]\.?m\b)/gi, '$11');

/**
 * The clock time a sentence states for its happening — "at 04:10", "9.30am", "at 7 pm",
 * "tomorrow 16.00" — as HH:MM:SS; never a duration ("in 1:52", "2:58 — slower than…").
 */
export function clockTime(text: string): string | undefined {
  const t = ocrClock(text);
  const fmt = (h: number, mi: number, half?: string) => {
    if (half && /^p/i.test(half) && h < 12) h += 12;
    if (half && /^a/i.test(half) && h === 12) h = 0;
    return h <= 23 && mi <= 59 ? `${String(h).padStart(2, '0')}:${String(mi).padStart(2, '0')}:00` : undefined;
  };
  // "…then badminton until 10pm": an end time is not when the happening was.
  const half = /(?<![\d:.])(?<!\b(?:until|till|to)\s)(\d{1,2})(?:[:.](\d{2}))?\s?([ap])\.?m\.?(?![\p{L}])/iu.exec(t);
  if (half) return fmt(Number(half[1]), Number(half[2] ?? 0), half[3]);
  // …and after the same words in other languages ("mañana 11:00", "morgen 9.30", "demain 14h00").
  const after = /(?<![\p{L}])(?:at|from|@|tomorrow|today|tonight|yesterday|(?:mon|tues|wednes|thurs|fri|satur|sun)day|mañana|hoy|morgen|heute|demain|aujourd'hui|domani|oggi|amanhã|hoje|um|à|a las)\s+(\d{1,2})[:.h](\d{2})(?!\d)/iu.exec(t);
  if (after) return fmt(Number(after[1]), Number(after[2]));
  return undefined;
}

/** A happening dated to the day takes the clock time its sentence states. */
export function atClock(happen: string | null, d: DateMention | undefined, t: string, ref?: string | null): string | null {
  if (!happen || d?.precision === 'time' || d?.precision === 'month' || d?.precision === 'year' || !happen.endsWith('T00:00:00')) return happen;
  // With another day stated, the time said next to it ("tomorrow 9.30am", "Saturday 22 February, 10am"),
  // not one of another clause; with the entry's own day ("tonight", "this morning"), any.
  const sameDay = !d || (!!ref && d.iso.slice(0, 10) === ref.slice(0, 10));
  const c = clockTime(sameDay ? t : t.slice(d.index, d.end + 16));
  return c ? `${happen.slice(0, 11)}${c}` : happen;
}

/** Question and sentence words as the built-in answerer compares them: content words, stemmed, abbreviations spelt out. */
import { STOP_WORDS } from '../index/stopwords.js';
import { normalizeToken, tokenize } from '../index/tokens.js';
import { americanSpelling } from '../index/spelling.js';

/** Abbreviations documents write for words questions spell out ("Dr Ng" answers "which doctor"). */
const ABBREVIATIONS = new Map(
  Object.entries({ dr: 'doctor', tel: 'phone', telephone: 'phone', mob: 'mobile', qty: 'quantity', amt: 'amount', st: 'street', rd: 'road', ave: 'avenue', dept: 'department', mgr: 'manager', approx: 'approximately', addr: 'address', nr: 'number', num: 'number', tbl: 'table', pmt: 'payment', acct: 'account', svc: 'service', hrs: 'hours', yr: 'year', yrs: 'years', mos: 'months', wk: 'week', bal: 'balance', ref: 'reference', conf: 'confirmation', appt: 'appointment', mtg: 'meeting', tkt: 'ticket', inv: 'invoice' }),
);

function contentWords(text: string): string[] {
  return (
    tokenize(text)
      // "iPhone" is a phone, "HeartlandHealth" a health provider: the parts of a joined-up name count too.
      .flatMap((t) => (/\p{Ll}\p{Lu}/u.test(t) ? [t, ...t.split(/(?<=\p{Ll})(?=\p{Lu})/u).filter((p) => p.length > 2)] : [t]))
      // "Moreau's cats" is about Moreau: the possessive is not part of the name.
      .map((t) => normalizeToken(t).replace(/['’](?:s)?$/u, ''))
      .map((w) => ABBREVIATIONS.get(w) ?? w)
      // "project.owner.name" (a JSON key path) must meet a question about the "owner".
      // …and "add_paragraph" (an identifier) a question about what "adds" a paragraph.
      // …and "court-exif.jpg" (a file name) a question that writes its parts.
      .flatMap((w) => (/[._-]/.test(w) ? [w, ...w.split(/[._-]+/)] : [w]))
      // "favourite" meets "favorite" (index/spelling.ts), in a name's parts too.
      .map(americanSpelling)
      .flatMap((w) => PHRASES.get(w) ?? [w])
      .filter((w) => w !== '' && !STOP_WORDS.has(w))
  );
}

/** Abbreviations that stand for two words: a health log's "BP 131/82" answers "my blood pressure". */
const PHRASES = new Map(Object.entries({ bp: ['bp', 'blood', 'pressure'], dob: ['dob', 'birth'], hr: ['hr', 'heart', 'rate'] }));

const MONTH_NUMBER: Record<string, number> = { jan: 1, feb: 2, mar: 3, apr: 4, may: 5, jun: 6, jul: 7, aug: 8, sep: 9, oct: 10, nov: 11, dec: 12 };
const MONTH = '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const DAY_MONTH = new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH}\\b`, 'gi');
const MONTH_DAY = new RegExp(`\\b${MONTH}\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?\\b(?!:)`, 'gi');
const ISO_DAY = /\b(?:19|20)\d{2}-(\d{2})-(\d{2})\b/g;

/**
 * The days a text names, as month-day tokens ("@10-01"), whatever way it writes them: "1
 * October", "Oct 1st" and "2025-10-01" are one day, so a question about "1 October" meets the
 * log line dated 2025-10-01. Numeric d/m forms are left alone: which is the month is unknown.
 */
export function dayTokens(text: string): string[] {
  const out = new Set<string>();
  const add = (m: number, d: number) => {
    if (m >= 1 && m <= 12 && d >= 1 && d <= 31) out.add(`@${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`);
  };
  for (const m of text.matchAll(DAY_MONTH)) add(MONTH_NUMBER[m[2]!.slice(0, 3).toLowerCase()]!, Number(m[1]));
  for (const m of text.matchAll(MONTH_DAY)) add(MONTH_NUMBER[m[1]!.slice(0, 3).toLowerCase()]!, Number(m[2]));
  for (const m of text.matchAll(ISO_DAY)) add(Number(m[1]), Number(m[2]));
  return [...out];
}

/**
 * Light suffix stripping, only to let "joined" meet "join" and "lives" meet "live" when
 * scoring sentences; the same function runs on both sides, so it only has to be consistent.
 */
export function stem(w: string): string {
  let s = w;
  // "renewal" meets "renew", "arrival" "arrived", "rentals" "rent".
  if (s.length > 6 && /[^aeiou]als?$/.test(s)) s = s.replace(/als?$/, '');
  if (s.length > 4 && s.endsWith('ies')) s = `${s.slice(0, -3)}y`;
  else if (s.length > 5 && s.endsWith('ing')) s = s.slice(0, -3);
  // "promotion" meets "promoted", "donation" "donated".
  else if (s.length > 6 && s.endsWith('ion')) s = s.slice(0, -3);
  // "agreed" meets "agree": only the d of -eed goes.
  else if (s.length > 4 && s.endsWith('eed')) s = s.slice(0, -1);
  else if (s.length > 4 && s.endsWith('ed')) s = s.slice(0, -2);
  else if (s.length > 3 && s.endsWith('es')) s = s.slice(0, -2);
  else if (s.length > 3 && s.endsWith('s') && !s.endsWith('ss')) s = s.slice(0, -1);
  if (s.length > 3 && s.endsWith('e')) s = s.slice(0, -1);
  // "getting" → "gett" → "get", "stopped" → "stop": a consonant doubled before a suffix.
  if (s !== w && s.length > 3 && /([b-df-hj-np-tv-z])\1$/.test(s) && !/(?:ll|ss|zz)$/.test(s)) s = s.slice(0, -1);
  return s || w;
}

/** A month by name: in full ("December"), or abbreviated or "May" only beside a number ("Dec 2014", "3 May"). */
const MONTH_NAMED = /\b(?:(january|february|march|april|june|july|august|september|october|november|december)|(?<=\b\d{1,2}(?:st|nd|rd|th)?\.?\s)(jan|feb|mar|apr|may|jun|jul|aug|sept?|oct|nov|dec)|(jan|feb|mar|apr|may|jun|jul|aug|sept?|oct|nov|dec)(?=\.?\s+\d))\b/gi;
const ISO_MONTH = /\b(?:19|20)\d{2}-(\d{2})(?:-\d{2})?\b/g;
const NUMERIC_DATE = /\b(\d{1,2})[./](\d{1,2})[./](?:\d{4}|\d{2})\b/g;

/**
 * The months a text names, as month tokens ("%12"), whatever way it writes them: "December
 * 2014" and a receipt's "04.12.2014" are one month. A numeric d/m date gives each reading that
 * can be a month, since which is the month is unknown.
 */
export function monthTokens(text: string): string[] {
  const out = new Set<string>();
  const add = (m: number) => {
    if (m >= 1 && m <= 12) out.add(`%${String(m).padStart(2, '0')}`);
  };
  for (const m of text.matchAll(MONTH_NAMED)) add(MONTH_NUMBER[m.slice(1).find((g) => g !== undefined)!.slice(0, 3).toLowerCase()]!);
  for (const m of text.matchAll(ISO_MONTH)) add(Number(m[1]));
  for (const m of text.matchAll(NUMERIC_DATE)) {
    add(Number(m[1]));
    add(Number(m[2]));
  }
  return [...out];
}

/** The stemmed content words of a text (stop words dropped), with the days and months it names as tokens. */
export const wordsOf = (text: string): Set<string> => new Set([...contentWords(text).map(stem), ...dayTokens(text), ...monthTokens(text)]);

/**
 * A question's words with each day it names as its day token only: "on 1 October" asks for the
 * day, and a line dated 2025-10-01 holds it even though it never writes "October" or "1".
 */
export function questionWordsOf(question: string): Set<string> {
  const days = dayTokens(question);
  // "in December 2014" asks for the month, which "04.12.2014" holds: a month it names is its token only.
  const dateless = question.replace(DAY_MONTH, ' ').replace(MONTH_DAY, ' ').replace(ISO_DAY, ' ');
  const months = monthTokens(dateless);
  if (days.length === 0 && months.length === 0) return wordsOf(question);
  return new Set([...contentWords(dateless.replace(MONTH_NAMED, ' ')).map(stem), ...days, ...months]);
}

/** Verbs and nouns that frame a question rather than name its subject (stemmed like wordsOf). */
export const QUESTION_GLUE = new Set(
  'much many tell told say said know knew find found give gave show shown get got make made happen happened mention mentioned list describ explain name call called remember recall please kind type sort thing something anything everything detail info information write wrote written note accord according ask asked stand mean means meant refer'
    .split(' ')
    .map(stem),
);

/**
 * What every stage of profile extraction shares: the collector that keeps each value with its
 * evidence and time, contact patterns, and the header-block and labelled-field readers of a
 * résumé or letter ("Lisbon, Portugal | a@b.c | +351…", "Date of birth: 14 July 1989").
 */
import type { ProfileEvidence } from '../store/memory.js';
import { findDates } from './dates.js';
import type { DocView, Line } from './doc.js';
import { COUNTRIES, LANGUAGES, REGION_COUNTRY, looksLikeTitle } from './lexicon.js';
import { cleanValue, numberOf, personName, snippet } from './nlp.js';
import { CATEGORY_OF, type Subtopic } from './profile-schema.js';

export const EMAIL_RE = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
/** "+351 912 345 678", "(312) 555-0187", "312-555-0187", "020 7946 0958". */
export const PHONE_RE = /\+\d{1,3}(?:[\s.-]?\d{1,4}){3,6}\b|(?:\+\d{1,3}[\s.-]?)?(?:\(\d{1,4}\)[\s.-]?\d{2,4}(?:[\s.-]\d{2,4}){1,3}|\d{2,4}(?:[\s.-]\d{2,4}){2,4})\b/g;

/** Evidence below this confidence is not recorded. */
const MIN_CONFIDENCE = 0.6;

export class Collector {
  readonly out: ProfileEvidence[] = [];
  constructor(
    private readonly doc: DocView,
    private readonly now: string,
  ) {}

  add(subtopic: Subtopic, value: string | undefined, where: { text: string; context?: string | null }, confidence: number): void {
    if (!value || confidence < MIN_CONFIDENCE) return;
    const v = cleanValue(value);
    if (!v || v.length < 1) return;
    const time = where.context ?? this.doc.reference ?? this.now;
    const dup = this.out.find((e) => e.subtopic === subtopic && e.value.toLowerCase() === v.toLowerCase());
    if (dup) {
      dup.confidence = Math.max(dup.confidence, confidence);
      if (time > dup.evidence_time) dup.evidence_time = time;
      return;
    }
    this.out.push({ category: CATEGORY_OF[subtopic], subtopic, value: v, snippet: snippet(where.text), confidence, evidence_time: time });
  }
}

// ---------------------------------------------------------------- header blocks

/** Splits a header line at its separators: "Lisbon, Portugal | a@b.c | +351…". */
function headerParts(line: string): string[] {
  return line
    .split(/\s*[|•·●▪◦]\s*|\s{3,}|\s+[–—-]\s+/)
    .map((p) => p.trim())
    .filter(Boolean);
}

function contacts(line: Line, c: Collector, confidence: number): void {
  for (const m of line.text.matchAll(EMAIL_RE)) c.add('email', m[0].toLowerCase(), line, confidence);
  const noEmail = line.text.replace(EMAIL_RE, ' ');
  for (const m of noEmail.matchAll(PHONE_RE)) {
    const digits = m[0].replace(/\D/g, '');
    // A postcode or a year range is not a phone number.
    if (digits.length >= 8 && digits.length <= 15 && !findDates(m[0], null).length) c.add('phone', m[0].trim(), line, confidence);
  }
}

const PLACE_WORDS = /^[A-Z][\p{L}'’.-]*(?:\s+[A-Z][\p{L}'’.-]*){0,3}$/u;

/** "Lisbon, Portugal", "San Francisco, CA 94110", "Austin, Texas, USA" → city and country. */
export function location(text: string): { city?: string; country?: string } | undefined {
  const parts = text.split(/\s*,\s*/).map((p) => p.trim());
  for (let i = 0; i < parts.length; i++) {
    const p = parts[i]!;
    const country = COUNTRIES.has(p) ? p : undefined;
    const region = /^([A-Z]{2})(?:\s+\d{4,6}(?:-\d{3,4})?)?$/.exec(p);
    const regionCountry = region ? REGION_COUNTRY[region[1]!] : undefined;
    if (!country && !regionCountry) continue;
    let prev = i > 0 ? parts[i - 1]! : undefined;
    // "Pune, Maharashtra, India", "Austin, Texas, USA": addresses go from small to large, so in a
    // place, region, country triple the place is the first (a street or a number there is not).
    const before2 = i === 2 ? parts[0] : undefined;
    if (before2 && PLACE_WORDS.test(before2) && PLACE_WORDS.test(prev ?? '') && !/\d|\b(?:street|st|road|rd|avenue|ave|lane|ln|way|drive|dr|blvd|boulevard|square|place|district|ward|-ku)\b/i.test(before2)) prev = before2;
    // The city is the capitalised part just before (a postcode in front is allowed: "1100-060 Lisboa").
    const cityText = prev?.replace(/^\d[\d-]*\s+/, '');
    const city = cityText && /^[A-Z][\p{L}'’.-]*(?:\s+[A-Z][\p{L}'’.-]*){0,3}$/u.test(cityText) && !COUNTRIES.has(cityText) ? cityText : undefined;
    return { city, country: country ?? regionCountry };
  }
  return undefined;
}

export function headerBlock(doc: DocView, c: Collector, confidence: number): void {
  const header = doc.lines.slice(0, doc.headerEnd);
  header.forEach((line, i) => {
    contacts(line, c, confidence);
    for (const part of headerParts(line.text)) {
      if (i === 0) {
        const n = personName(part);
        if (n) c.add('Name', n.name, line, n.confirmed || sameName(n.name, doc.author) ? confidence : confidence - 0.1);
        continue;
      }
      if (doc.genre === 'resume' && looksLikeTitle(part) && !/[:@]/.test(part)) c.add('title', part, line, confidence - 0.05);
      const loc = location(part);
      if (loc) {
        if (loc.city) c.add('city', loc.city, line, confidence - 0.05);
        if (loc.country) c.add('country', loc.country, line, confidence - 0.05);
      }
    }
  });
}

function sameName(a: string, b: string | undefined): boolean {
  return !!b && a.toLowerCase().replace(/\s+/g, ' ') === b.toLowerCase().trim().replace(/\s+/g, ' ');
}

/** "Date of birth: 14 July 1989 | Nationality: Spanish" and other labelled fields. */
export function labelled(line: Line, c: Collector): void {
  for (const part of headerParts(line.text)) {
    // "Born 3 November 1966", unlabelled.
    const born = /^(?:born|b\.)\s+(?:on\s+)?(.{6,30})$/i.exec(part.trim());
    if (born && !part.includes(':')) {
      c.add('birth_date', birthDate(born[1]!), line, 0.85);
      continue;
    }
    const m = /^([A-Za-z][A-Za-z ]{1,30}?)\s*:\s*(.+)$/.exec(part);
    if (!m) continue;
    const label = m[1]!.toLowerCase().trim();
    const value = m[2]!.trim();
    switch (label) {
      case 'name':
      case 'full name': {
        const n = personName(value);
        if (n) c.add('Name', n.name, line, 0.85);
        break;
      }
      case 'date of birth':
      case 'birth date':
      case 'birthday':
      case 'born':
      case 'dob':
        c.add('birth_date', birthDate(value), line, 0.9);
        break;
      case 'age': {
        const n = numberOf(value.replace(/\s*(?:years?(?: old)?)$/i, ''));
        if (n !== undefined && n > 0 && n < 120) c.add('Age', String(n), line, 0.9);
        break;
      }
      case 'nationality':
      case 'citizenship':
        if (/^[A-Z][\p{L} -]{2,30}$/u.test(value)) c.add('nationality', value, line, 0.9);
        break;
      case 'gender':
      case 'sex':
        if (/^(?:female|male|woman|man|non-binary|nonbinary|other)$/i.test(value)) c.add('Gender', value.toLowerCase(), line, 0.9);
        break;
      case 'pronouns':
        if (/^she\b/i.test(value)) c.add('Gender', 'female', line, 0.7);
        else if (/^he\b/i.test(value)) c.add('Gender', 'male', line, 0.7);
        break;
      case 'ethnicity':
        if (value.length <= 40) c.add('ethnicity', value, line, 0.9);
        break;
      case 'marital status':
        if (/^(?:single|married|divorced|widowed|engaged|separated|in a relationship|domestic partnership)$/i.test(value)) c.add('marital_status', value.toLowerCase(), line, 0.9);
        break;
      case 'children':
      case 'number of children': {
        const n = numberOf(value);
        if (n !== undefined && n < 20) c.add('number_of_children', String(n), line, 0.85);
        break;
      }
      case 'email':
      case 'e-mail':
        for (const e of value.matchAll(EMAIL_RE)) c.add('email', e[0].toLowerCase(), line, 0.9);
        break;
      case 'phone':
      case 'mobile':
      case 'tel':
      case 'telephone':
      case 'cell':
        for (const p of value.matchAll(PHONE_RE)) c.add('phone', p[0].trim(), line, 0.9);
        break;
      case 'location':
      case 'address':
      case 'city':
      case 'based in': {
        const loc = location(value);
        if (loc?.city) c.add('city', loc.city, line, 0.85);
        if (loc?.country) c.add('country', loc.country, line, 0.85);
        break;
      }
      case 'languages':
      case 'language':
        for (const l of languagesIn(value)) c.add('language_spoken', l, line, 0.85);
        break;
      case 'industry':
        if (value.length <= 40) c.add('working_industry', value.toLowerCase(), line, 0.85);
        break;
      case 'household income':
        if (value.length <= 40) c.add('household_income', value, line, 0.85);
        break;
    }
  }
}

export function birthDate(text: string): string | undefined {
  const d = findDates(text, null).find((m) => !m.relative);
  if (!d) return undefined;
  if (d.precision === 'year') return d.iso.slice(0, 4);
  if (d.precision === 'month') return d.iso.slice(0, 7);
  return d.iso.slice(0, 10);
}

/** Known language names in a list ("English (fluent), Spanish (native)"). */
export function languagesIn(text: string): string[] {
  const out: string[] = [];
  // "Ancient Greek and Latin (reading)": a language read, not spoken, is no language_spoken.
  for (const item of text.split(/[,;]/)) {
    if (/\((?:reading|reading only|read only|passive|written only)\)|\b(?:ancient|classical|biblical)\s+[A-Z]/i.test(item)) continue;
    for (const m of item.matchAll(/[A-Z][a-z]+(?: Sign Language)?|ASL|BSL/g)) if (LANGUAGES.has(m[0]) && !out.includes(m[0])) out.push(m[0]);
  }
  return out;
}

/** A list line: "Python, SQL, Apache Kafka" or "• Python • SQL". */
export function listItems(text: string): string[] {
  const body = /^[A-Za-z][\w &/-]{1,30}:\s+(.+)$/.exec(text)?.[1] ?? text;
  // A separator inside brackets is part of its item: "Road running (parkrun, half marathons); jazz".
  return body
    .split(/\s*[,;|•·●▪◦]\s*(?![^()]*\))|\s+and\s+(?![^()]*\))/)
    .map((s) => s.replace(/\s*\([^)]*\)\s*/g, ' ').trim())
    .filter((s) => s.length > 0 && s.length <= 40 && s.split(/\s+/).length <= 4 && !/[.!?]$/.test(s));
}

/**
 * Built-in user-profile extraction: patterns plus compromise's NER, precision first. A value is
 * taken only where the file states it about its user:
 *  - the header of a résumé or letter (name, contacts, address) and labelled fields
 *    ("Nationality: Spanish") in the user's own résumé or letter;
 *  - résumé sections (experience → current company and title, education, skills, languages,
 *    projects, interests);
 *  - a letter's signature;
 *  - first-person sentences ("I speak…", "my husband…", "my favourite book is…", "I moved to…").
 * Other people's tastes and plans ("Sofia is moving to Porto"), a letter's recipient, a vendor's
 * contact details on an invoice and sentences that are questions never count.
 * Each value keeps its evidence: the snippet that states it and the time it was true (a diary
 * entry's date, the document's own date, or the processing time).
 */
import type { ProfileEvidence } from '../store/memory.js';
import { findDates, type DateMention } from './dates.js';
import type { DocView, Line, Sentence } from './doc.js';
import { isClosing } from './doc.js';
import {
  COUNTRIES,
  DEGREE_RE,
  FAVOURITE_KIND,
  LANGUAGES,
  NATIONALITIES,
  PERSONALITY_WORDS,
  REGION_COUNTRY,
  SCHOOL_RE,
  interestKind,
  looksLikeTitle,
} from './lexicon.js';
import { NUMBER_WORD_RE, cleanValue, numberOf, personName, placesIn, properPhraseAt, properPhraseBefore, snippet } from './nlp.js';
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

export function extractProfile(doc: DocView, now: string): ProfileEvidence[] {
  const c = new Collector(doc, now);
  // Invoices, invitations and other people's documents say nothing reliable about the user.
  if (doc.genre === 'invoice' || doc.genre === 'invitation') return c.out;
  if (doc.genre === 'resume') resume(doc, c);
  if (doc.genre === 'letter') letter(doc, c);
  if (doc.genre === 'resume' || doc.genre === 'letter') {
    for (const l of doc.lines) labelled(l, c);
  }
  if (doc.personal) for (const s of doc.sentences) sentence(s, doc, c);
  return c.out;
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

function headerBlock(doc: DocView, c: Collector, confidence: number): void {
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
function labelled(line: Line, c: Collector): void {
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
  for (const m of text.matchAll(/[A-Z][a-z]+(?: Sign Language)?|ASL/g)) if (LANGUAGES.has(m[0]) && !out.includes(m[0])) out.push(m[0]);
  return out;
}

/** A list line: "Python, SQL, Apache Kafka" or "• Python • SQL". */
export function listItems(text: string): string[] {
  const body = /^[A-Za-z][\w &/-]{1,30}:\s+(.+)$/.exec(text)?.[1] ?? text;
  return body
    .split(/\s*[,;|•·●▪◦]\s*|\s+and\s+/)
    .map((s) => s.replace(/\s*\([^)]*\)\s*/g, ' ').trim())
    .filter((s) => s.length > 0 && s.length <= 40 && s.split(/\s+/).length <= 4 && !/[.!?]$/.test(s));
}

// ---------------------------------------------------------------- résumé

interface Job {
  title?: string;
  company?: string;
  start?: DateMention;
  ongoing: boolean;
  line: Line;
}

/** "Staff Data Engineer, Fabrikam Health, Lisbon" / "Engineer at Acme" / "Acme — Engineer". */
export function jobHeading(text: string): { title: string; company: string } | undefined {
  const at = /^(.+?)\s+(?:at|@)\s+(.+)$/.exec(text);
  const parts = at ? [at[1]!, at[2]!] : text.split(/\s*(?:,|\||—|–|\s-\s)\s*/).filter(Boolean);
  if (parts.length < 2) return undefined;
  const [a, b] = [parts[0]!.trim(), parts[1]!.trim()];
  const stripDates = (s: string) => s.replace(/\(?\b(?:\w+\s)?(?:19|20)\d{2}\b.*$/, '').trim();
  if (looksLikeTitle(a) && /^[A-Z]/.test(b)) return { title: a, company: stripDates(b) };
  if (looksLikeTitle(b) && /^[A-Z]/.test(a)) return { title: stripDates(b), company: a };
  return undefined;
}

/** A date range opening a line: "2009 – present", "Mar 2019 - Jun 2021", "1998–2009". */
export const LEADING_RANGE = /^\s*(?:[A-Za-z]{3,9}\.?\s+)?(?:19|20)\d{2}\s*(?:[-–—]|to)\s*(?:(?:[A-Za-z]{3,9}\.?\s+)?(?:19|20)\d{2}|present|now|current|today|date)\b[\s:|,]*/i;

/** The experience entries of a résumé, each with its dates (on its line or the next). */
export function resumeJobs(doc: DocView): Job[] {
  const jobs: Job[] = [];
  for (const line of doc.lines) {
    if (line.section !== 'experience' || line.isHeading) continue;
    // "2009 – present   Teacher of Swedish, Hvitfeldtska gymnasiet": the dates first, then the job.
    const h = jobHeading(line.text.replace(LEADING_RANGE, ''));
    const dates = findDates(line.text, doc.reference).filter((d) => !d.relative);
    const isDateLine = dates.length > 0 && line.text.replace(/[^A-Za-z]/g, '').replace(/present|current|now|to|until|since|from/gi, '').length <= dates.map((d) => d.text).join('').replace(/[^A-Za-z]/g, '').length + 2;
    if (h) {
      jobs.push({ title: h.title, company: h.company, ongoing: dates.some((d) => d.ongoing), start: dates[0], line });
    } else if (isDateLine && jobs.length > 0 && !jobs[jobs.length - 1]!.start) {
      const j = jobs[jobs.length - 1]!;
      j.start = dates[0];
      j.ongoing = dates.some((d) => d.ongoing) || /\b(?:present|current|now)\b/i.test(line.text);
    }
  }
  return jobs;
}

export interface Study {
  degree?: string;
  major?: string;
  school?: string;
  year?: DateMention;
  line: Line;
}

/** "M.S. in Computer Science, University of Texas at Austin, 2017" and the like. */
export function parseStudy(text: string): Omit<Study, 'line' | 'year'> | undefined {
  const school = SCHOOL_RE.exec(text)?.[0];
  const deg = DEGREE_RE.exec(text);
  if (!school && !deg) return undefined;
  let major: string | undefined;
  if (deg) {
    const after = text.slice(deg.index + deg[0].length);
    const m = /^\s*(?:degree\s+)?(?:in|of)\s+(.+)$/i.exec(after);
    if (m) major = properPhraseAt(m[1]!, { maxWords: 5 });
    // "MSc Economics, University of Hamburg": the capitalised words right after the degree.
    const bare = !m ? /^\s+([A-Z][\p{L}]+(?:\s+(?:and\s+|&\s+)?[A-Z][\p{L}]+){0,3})\s*(?:,|$)/u.exec(after) : null;
    if (bare && !SCHOOL_RE.test(bare[1]!)) major = bare[1];
    if (major && school && school.startsWith(major)) major = undefined;
  }
    // "M. S." → "M.S."; "Bachelor of Science" keeps its spaces.
  const degree = deg?.[1] && (/\b[a-z]{2,}/.test(deg[1]) ? deg[1].replace(/\s+/g, ' ') : deg[1].replace(/\s+/g, ''));
  // "Bachelor of Nursing" names its subject; "Bachelor of Science" does not.
  const named = !major && degree ? /^(?:Bachelor|Master|Doctor)(?:'s)? of ([A-Z][a-z]+(?: [A-Z][a-z]+)?)$/.exec(degree)?.[1] : undefined;
  if (named && !/^(?:Science|Arts|Fine Arts|Philosophy|Laws|Engineering|Business Administration|Technology|Education)$/.test(named)) major = named;
  return { degree, major, school: school?.replace(/^The\s+/, '') };
}

function resume(doc: DocView, c: Collector): void {
  headerBlock(doc, c, 0.9);
  // Current job: the ongoing entry, else the most recent.
  const jobs = resumeJobs(doc);
  const ongoing = jobs.filter((j) => j.ongoing);
  const latest = [...jobs].sort((a, b) => (b.start?.iso ?? '').localeCompare(a.start?.iso ?? ''))[0];
  const current = ongoing[0] ?? latest;
  if (current) {
    const conf = ongoing.length > 0 ? 0.9 : 0.7;
    c.add('company', current.company, current.line, conf);
    c.add('title', current.title, current.line, conf);
    const ind = (current.company && industryOfEmployer(current.company)) || (current.title && industryOfTitle(current.title));
    if (ind) c.add('working_industry', ind, current.line, 0.65);
  }
  const studies: Study[] = [];
  for (const line of doc.lines) {
    if (line.isHeading) continue;
    switch (line.section) {
      case 'education': {
        const s = parseStudy(line.text);
        if (s) studies.push({ ...s, year: findDates(line.text, null).filter((d) => !d.relative).pop(), line });
        break;
      }
      case 'skills':
        for (const item of listItems(line.text)) c.add('work_skills', item, line, 0.85);
        break;
      case 'languages':
        for (const l of languagesIn(line.text)) c.add('language_spoken', l, line, 0.9);
        break;
      case 'projects': {
        const name = /^([^:—–(]{2,40}?)\s*(?::|—|–|\s-\s|\()/.exec(line.text)?.[1]?.trim() ?? (line.text.split(/\s+/).length <= 5 ? line.text : undefined);
        if (name && /^[A-Z0-9]/.test(name) && name.split(/\s+/).length <= 5) c.add('previous_projects', name, line, 0.8);
        break;
      }
      case 'interests':
        for (const item of listItems(line.text)) {
          const kind = interestKind(item);
          if (kind) c.add(kind, item.toLowerCase(), line, 0.8);
        }
        break;
      case 'summary':
        industry(line, c);
        break;
    }
  }
  // The most recent degree: the latest year (résumés list newest first when years are missing).
  const best = [...studies].sort((a, b) => (b.year?.iso ?? '').localeCompare(a.year?.iso ?? ''))[0];
  if (best) {
    c.add('school', best.school, best.line, 0.85);
    c.add('degree', best.degree, best.line, 0.85);
    c.add('major', best.major, best.line, 0.8);
  }
}

function industry(where: { text: string; context?: string | null }, c: Collector): void {
  const m = /\b(?:in|across) the ([a-z][a-z &-]{2,30}?) (?:industry|sector|field)\b/i.exec(where.text) ?? /\bI work in ([a-z][a-z &-]{2,30}?)(?:[.,;]|$)/.exec(where.text);
  if (m) c.add('working_industry', m[1]!.toLowerCase(), where, 0.75);
}

/** The industry an employer's name says it is in: "… Hospital" is healthcare, "… Bank" finance. */
const EMPLOYER_INDUSTRY: Array<[RegExp, string]> = [
  [/\b(?:hospital|clinic|health|healthcare|medical|care home|nursing home|pharma\w*)\b/i, 'healthcare'],
  [/\b(?:school|college|university|academy)\b/i, 'education'],
  [/\b(?:bank|insurance|capital|investments?|asset management)\b/i, 'finance'],
  [/\b(?:airlines?|airways|logistics|freight|shipping)\b/i, 'transport'],
];
export function industryOfEmployer(company: string): string | undefined {
  return EMPLOYER_INDUSTRY.find(([re]) => re.test(company))?.[1];
}

/** The industry a job title belongs to whoever the employer is: a pharmacist works in healthcare, a chef in hospitality. */
const TITLE_INDUSTRY: Array<[RegExp, string]> = [
  [/\b(?:pharmacist|nurse|physician|doctor|surgeon|dentist|midwife|paramedic|physiotherapist|radiographer|optometrist|caregiver|carer)\b/i, 'healthcare'],
  [/\b(?:chef|cook|sous-chef|waiter|waitress|barista|sommelier|bartender|hotelier|concierge)\b/i, 'hospitality'],
  [/\b(?:teacher|headteacher|headmaster|headmistress|lecturer|professor|tutor)\b/i, 'education'],
  [/\b(?:civil|structural|geotechnical|mechanical|electrical|chemical|mining|petroleum|site) engineer\b/i, 'engineering'],
];
export function industryOfTitle(title: string): string | undefined {
  return TITLE_INDUSTRY.find(([re]) => re.test(title))?.[1];
}

// ---------------------------------------------------------------- letter

function letter(doc: DocView, c: Collector): void {
  headerBlock(doc, c, 0.85);
  // The signature: the name under the closing.
  const close = doc.lines.findIndex((l) => isClosing(l.text));
  if (close >= 0) {
    const sig = doc.lines[close + 1];
    const n = sig && personName(sig.text);
    if (n && sig) c.add('Name', n.name, sig, 0.85);
  }
}

// ---------------------------------------------------------------- first-person sentences

const ORG_AFTER = (s: string) => properPhraseAt(s.replace(/^(?:the\s+)(?=[A-Z])/, ''), { maxWords: 6 });

function titleBefore(s: string): string | undefined {
  const t = s.trim().replace(/^(?:a|an|the)\s+/i, '');
  return looksLikeTitle(t) ? t : undefined;
}

function sentence(s: Sentence, doc: DocView, c: Collector): void {
  const t = s.text;
  if (/\?\s*$/.test(t)) return;
  let m: RegExpExecArray | null;

  // Name
  if ((m = /\b[Mm]y name is ([A-Z][\p{L}'’-]+(?: [A-Z][\p{L}'’-]+){1,3})/u.exec(t))) {
    const n = personName(m[1]!);
    if (n) c.add('Name', n.name, s, 0.85);
  }

  // Age
  if ((m = new RegExp(`\\bI(?:'m| am) (${NUMBER_WORD_RE}) years? old\\b`, 'i').exec(t)) ?? (m = new RegExp(`\\bI (?:just )?turned (${NUMBER_WORD_RE})\\b(?! (?:percent|minutes|hours|km|miles))`, 'i').exec(t))) {
    const n = numberOf(m[1]!);
    if (n !== undefined && n > 0 && n < 120) c.add('Age', String(n), s, 0.85);
  }

  // Birth date
  if ((m = /\bI was born on (.{4,40}?)(?:[.,;]|\s+in\s|$)/i.exec(t))) c.add('birth_date', birthDate(m[1]!), s, 0.85);

  // Nationality
  if ((m = /\bI(?:'m| am) (?:a |an )?([A-Z][a-z]+(?: [A-Z][a-z]+)?)(?: citizen| national)?\b/.exec(t)) && NATIONALITIES.has(m[1]!) && !/\b(?:speaker|learner|teacher|food|cuisine)\b/i.test(t.slice(m.index + m[0].length, m.index + m[0].length + 20))) {
    c.add('nationality', m[1], s, 0.75);
  }
  if ((m = /\bI hold (?:a |an )?([A-Z][a-z]+) (?:passport|citizenship)\b/.exec(t)) && NATIONALITIES.has(m[1]!)) c.add('nationality', m[1], s, 0.8);

  // Languages
  if ((m = /\bI (?:also )?speak ([^.;!?]+)/.exec(t))) {
    const clause = m[1]!.split(/,?\s+(?:and|but)\s+I\b|\bbut\b|\bwhile\b/)[0]!;
    for (const l of languagesIn(clause)) c.add('language_spoken', l, s, 0.85);
  }
  if ((m = /\b(?:I(?:'m| am) (?:fluent|bilingual) in|my (?:native language|mother tongue|first language) is|I(?:'m| am) a native) ([^.;!?]+)/.exec(t))) {
    for (const l of languagesIn(m[1]!.split(/\bbut\b/)[0]!)) c.add('language_spoken', l, s, 0.85);
  }

  // Contact
  if ((m = /\bmy (?:e-?mail(?: address)?) is ([A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,})/i.exec(t))) c.add('email', m[1]!.toLowerCase(), s, 0.85);
  if ((m = /\bmy (?:phone|mobile|cell|telephone)(?: number)? is ((?:\+\d{1,3}[\s.-]?)?[\d\s().-]{7,20}\d)/i.exec(t))) c.add('phone', m[1]!.trim(), s, 0.85);

  // Where the user lives
  if ((m = /\b(?:I|[Ww]e) (?:now )?(?:live|am living|are living|reside|am based|'m based|are based) in ([A-Z][^.;!?]*)/.exec(t))) place(m[1]!, s, c, 0.8, false);
  if ((m = /\b(?:I|[Ww]e) (?:have |just |finally )*(?:moved|relocated) (?:back )?to ([A-Z][^.;!?]*)/.exec(t))) place(m[1]!, s, c, 0.8, true);
  // "We moved into the Evanston house": the home's town.
  else if ((m = /\b(?:I|[Ww]e) (?:have |just |finally )*moved into (?:the|our|my|a) (?:new )?(\p{Lu}[\p{L}'’-]+(?: \p{Lu}[\p{L}'’-]+)?) (?:house|flat|apartment|home)\b/u.exec(t))) place(m[1]!, s, c, 0.75, true);

  // Education
  if ((m = /\bI (?:hold|have|earned|received|completed|got|obtained|am completing|finished) (?:a |an |my )?/.exec(t))) {
    const rest = t.slice(m.index + m[0].length);
    const deg = DEGREE_RE.exec(rest);
    if (deg && deg.index === 0) {
      const st = parseStudy(rest.split(/[.;]/)[0]!);
      if (st?.degree) c.add('degree', st.degree, s, 0.8);
      if (st?.major) c.add('major', st.major, s, 0.75);
      if (st?.school) c.add('school', st.school, s, 0.8);
    }
  }
  if ((m = /\bI (?:graduated|studied \w+(?: \w+)?|am studying \w+(?: \w+)?) (?:from|at) (.+)$/.exec(t))) {
    const school = SCHOOL_RE.exec(m[1]!);
    if (school && school.index <= 4) c.add('school', school[0].replace(/^The\s+/, ''), s, 0.8);
  }

  // Work: "I work as a T at C", "I have worked as a T at C", "I'm a T at C", "I joined C as T",
  // "First day at C as T" (a diary's subject is its writer).
  if ((m = /\bI(?:'ve| have)? (?:been )?(?:work|am working|have worked|have been working|'ve worked)(?: as (?:a |an )?([^,.;]+?))? (?:at|for) ([A-Z].*)$/.exec(t))) {
    const company = ORG_AFTER(m[2]!);
    const title = m[1] ? titleBefore(m[1]) : undefined;
    if (company) c.add('company', company, s, 0.8);
    if (title) c.add('title', title, s, 0.75);
  } else if ((m = /\bI(?:'m| am) (?:a |an |the )?([A-Za-z][\w -]{2,50}?) (?:at|for|with) ([A-Z].*)$/.exec(t)) && looksLikeTitle(m[1]!)) {
    const company = ORG_AFTER(m[2]!);
    if (company) c.add('company', company, s, 0.8);
    c.add('title', m[1], s, 0.75);
  } else if ((m = /\b(?:I (?:just )?(?:joined|started (?:working )?at)|(?:my )?first day at) ([A-Z][^.;!?]*)/i.exec(t)) && (/\bI\b/.test(m[0]) || (doc.firstPerson && m.index === 0))) {
    const company = ORG_AFTER(m[1]!);
    const title = /\bas (?:a |an |the )?([A-Z][\w -]{2,50}?)(?:[.,;!]|$| in | at | on | for )/.exec(m[1]!)?.[1];
    if (company && !looksLikeTitle(company)) c.add('company', company, s, 0.8);
    if (title && looksLikeTitle(title)) c.add('title', title, s, 0.75);
  }
  industry(s, c);

  // Family
  if ((m = /\bI(?:'m| am) (?:happily |recently |now )?(married|single|divorced|widowed|engaged|separated)\b/i.exec(t))) c.add('marital_status', m[1]!.toLowerCase(), s, 0.85);
  else if ((m = /\bI(?:'m| am) (?:a )?(widower|widow)\b/i.exec(t))) c.add('marital_status', 'widowed', s, 0.85);
  else if ((m = /\b[Ww]e(?:'re| are) (?:now |officially |happily )?(married|engaged)\b/.exec(t))) c.add('marital_status', m[1]!.toLowerCase(), s, 0.8);
  else if (/\bmy (?:husband|wife|spouse)\b/i.test(t) || /\b(?:our|my) (?:\w+ )?wedding anniversary\b/i.test(t) || /\b(?:I|we) got married\b/i.test(t)) c.add('marital_status', 'married', s, 0.8);
  else if (/\bmy (?:fianc[eé]e?)\b/i.test(t)) c.add('marital_status', 'engaged', s, 0.75);
  if ((m = new RegExp(`\\b(?:I|[Ww]e) have (${NUMBER_WORD_RE}|no) (?:kids|children|sons|daughters|boys|girls)\\b`, 'i').exec(t)) ?? (m = new RegExp(`\\b(?:our|my) (${NUMBER_WORD_RE}) (?:kids|children)\\b`, 'i').exec(t)) ?? (m = new RegExp(`\\b(?:I(?:'m| am) a )?(?:mother|father|mom|mum|dad|parent) of (${NUMBER_WORD_RE})\\b`, 'i').exec(t))) {
    const n = m[1]!.toLowerCase() === 'no' ? 0 : numberOf(m[1]!);
    if (n !== undefined && n < 20 && (/\b(?:I|we|our|my)\b/i.test(m[0]) || /^(?:mother|father|mom|mum|dad|parent)/i.test(m[0]))) c.add('number_of_children', String(n), s, 0.8);
  }
  if ((m = /\b(?:I|we) got married\b/i.exec(t))) c.add('marriage', `Got married${dateSuffix(t, s.context)}`, s, 0.8);
  if ((m = /\bI (?:retired|have retired|am retiring|will retire)\b/i.exec(t))) c.add('retirement', cleanValue(t.slice(m.index + 2), 80).replace(/^\w/, (x) => x.toUpperCase()), s, 0.75);

  // Interests
  for (const fm of t.matchAll(/\bmy (?:all-time |absolute )?favou?rite (\w+) (?:is|was|has always been|remains) (.+?)(?=,|\s+(?:because|since|which|but)\s|\s+and (?:my|I|we|our|his|her|their)\b|[.;!?]|$)/gi)) {
    const kind = FAVOURITE_KIND[fm[1]!.toLowerCase()];
    // Speech has no full stops: the value ends where the next clause or a time phrase ("this year") begins.
    const what = doc.kind === 'audio' || doc.kind === 'video' ? fm[2]!.split(/\s+(?:ago|and|to|so|but|because|i|we|hope|want|also|(?:this|next|last) (?:year|month|week|summer|winter|spring|autumn)|today|tonight|in \w+ (?:years?|months?))\b/i)[0]! : fm[2]!;
    if (kind) c.add(kind, liked(what), s, 0.85);
  }
  for (const fm of t.matchAll(/([^.;!?]*?),\s*(?:still |definitely |probably )?my (?:all-time )?favou?rite (\w+)/gi)) {
    const kind = FAVOURITE_KIND[fm[2]!.toLowerCase()];
    const what = properPhraseBefore(fm[1]!);
    if (kind && what) c.add(kind, what, s, 0.8);
  }
  // "Jollof rice will always be my favourite food": the thing first, then what it is to the user.
  for (const fm of t.matchAll(/(?:^|[,;:—–]\s*|\b(?:and|but|so)\s+)([\p{L}'’ -]{2,40}?)\s+(?:is|was|will always be|has always been|remains|is still)\s+(?:still\s+|definitely\s+|probably\s+)?my (?:all-time |absolute )?favou?rite (\w+)/giu)) {
    const kind = FAVOURITE_KIND[fm[2]!.toLowerCase()];
    const what = fm[1]!.trim().replace(/^(?:the|and|but|so|still|honestly|really)\s+/i, '');
    if (!kind || !what || /^(?:it|this|that|he|she|they|which|what)$/i.test(what) || what.split(/\s+/).length > 4) continue;
    c.add(kind, kind === 'foods' || kind === 'sports' ? what.toLowerCase() : what, s, 0.8);
  }
  for (const lm of t.matchAll(/\bI (?:really |absolutely |truly |just |also )?(?:love|adore|enjoy|like|am passionate about|am a (?:big |huge )?fan of|am into)\s+([^.;!?]+?)(?=,?\s+(?:and|but) I\b|[.;!?]|$)/g)) {
    // Speech runs on: "I love reggae music this year I want…" — a time phrase ends the object.
    const obj = lm[1]!.replace(/\s+(?:this|next|last) (?:year|month|week|summer|winter|spring|autumn)\b.*$/i, '').split(/\s+(?:and I|but|when|because|with|if|so|since|that|on|at|in)\s/)[0]!.replace(/\s+(?:more than anything|above all|a lot|very much|so much|the most|too|as well)\s*$/i, '');
    for (const item of obj.split(/\s*,\s*|\s+and\s+|\s+or\s+/)) {
      const what = item.replace(/^(?:the|a|an|some|all|good|great|most|playing|to play|eating|listening to|reading|watching)\s+/i, '').trim();
      if (!what || /^(?:it|this|that|them|you|him|her|my|our|to|how|what|when|being|having)\b/i.test(what) || what.split(/\s+/).length > 4) continue;
      const kind = interestKind(what);
      if (kind) c.add(kind, /^[A-Z]/.test(what) && what.split(/\s+/).some((w) => /^[A-Z]/.test(w)) && kind !== 'foods' && kind !== 'sports' ? what : what.toLowerCase(), s, 0.75);
    }
  }
  if ((m = /\bI (?:play|have played|have been playing)(?: the)? ([a-z][a-z -]{2,25}?)(?:\s+(?:every|on|at|with|since|in|for|twice|once)\b|[.,;!]|$)/.exec(t))) {
    const kind = interestKind(m[1]!);
    if (kind === 'sports' || kind === 'music') c.add(kind, m[1]!, s, 0.75);
  }

  // "I am reading The Secret River": a title in capitals.
  if ((m = /\bI(?:'m| am) (?:currently |now |still )?(?:re-?)?reading (\p{Lu}[^.;!?,]*)/u.exec(t))) {
    const title = properPhraseAt(m[1]!, { allowLeadingThe: true, maxWords: 8 });
    if (title) c.add('books', title, s, 0.75);
  }

  // Psychological
  if ((m = /\bmy (?:(?:main|biggest|big|long-term|personal|career|next|ultimate) )?(?:goal|dream|ambition|aim)(?: for (?:this|next) year)? is to ([^.;!?]+)/i.exec(t))) c.add('goals', goalText(m[1]!), s, 0.8);
  else if ((m = /\bI (?:aim|hope|plan|intend) to ([^.;!?]+)/.exec(t)) && doc.genre !== 'letter') c.add('goals', goalText(m[1]!), s, 0.65);
  else if ((m = /\bI (?:really |still |would really )?(?:want|wanna|would like|'d like|wish|dream) to ((?!thank|say|ask|let|apologi[sz]e|remind|know|share|confirm|tell|check|see if|make sure)[^.;!?]+)/i.exec(t)) && doc.genre !== 'letter') c.add('goals', goalText(m[1]!), s, 0.65);
  if ((m = /\bI (?:deeply |truly |really |highly )?value ([^.;!?]+)/.exec(t))) {
    for (const v of m[1]!.split(/\s*,\s*|\s+and\s+/).slice(0, 4)) if (v.split(/\s+/).length <= 4) c.add('values', v, s, 0.7);
  }
  if ((m = /\bI (?:strongly |firmly |truly )?believe in ([^.;!?,]+)/.exec(t)) && m[1]!.split(/\s+/).length <= 8) c.add('beliefs', m[1], s, 0.7);
  if ((m = /\b(?:I(?:'m| am) (?:driven|motivated) by|what (?:drives|motivates) me is) ([^.;!?]+)/i.exec(t))) c.add('motivations', m[1], s, 0.75);
  if ((m = /\bI(?:'m| am|'ve always been| have always been) (?:a |an |quite |very |fairly |pretty |rather |such an? |an? (?:true|total|natural) )?([a-z-]+(?: [a-z]+)?)\b/.exec(t))) {
    const w = m[1]!.toLowerCase();
    const one = w.split(' ')[0]!;
    if (PERSONALITY_WORDS.has(w)) c.add('personality', w, s, 0.7);
    else if (PERSONALITY_WORDS.has(one)) c.add('personality', one, s, 0.7);
  }
  if ((m = /\bI(?:'m| am) a (woman|man)\b/i.exec(t)) ?? (m = /\bas a (woman|man) (?:in|who)\b/i.exec(t))) c.add('Gender', m[1]!.toLowerCase() === 'woman' ? 'female' : 'male', s, 0.75);
  if ((m = /\b(?:our|my) (?:annual |yearly )?household income is ([^.;!?]+)/i.exec(t))) c.add('household_income', m[1], s, 0.8);
}

/** A liked thing as stored: a title keeps its capitals, a common noun is lower-cased. */
/** A goal up to where unpunctuated speech starts its next clause ("… this winter remember to call …"). */
function goalText(g: string): string {
  // Speech runs clauses together: "open my own restaurant my favourite food is …" ends at the next "my … is".
  return g.split(/\s+(?:remember|remind me|note to self|don't forget|also|and then|but)\b|\s+(?=(?:my|our) (?:\w+ )?(?:favou?rite|name|goal|dream)\b)/i)[0]!.trim();
}

function liked(what: string): string {
  // An article before a lower-case word goes ("the jazz"); before a capital it is part of a title ("The God of Small Things").
  const w = what.trim().replace(/^(?:[Tt]he|[Aa]n?)\s+(?=\p{Ll})/u, '');
  // A title in title case keeps its small words: "The Remains of the Day", "Gone with the Wind".
  if (/^\p{Lu}[\p{L}'’.-]*(?:\s+(?:(?:of|the|and|a|an|in|on|at|to|for|with|from|de|la|del)\s+)*\p{Lu}[\p{L}'’.-]*)*$/u.test(w)) return w;
  const proper = properPhraseAt(w, { allowLeadingThe: true });
  if (proper && proper.length >= w.length - 1) return proper;
  return w.toLowerCase();
}

function place(text: string, s: Sentence, c: Collector, confidence: number, moved: boolean): void {
  const phrase = properPhraseAt(text, { maxWords: 4 });
  if (!phrase) return;
  const after = text.slice(text.indexOf(phrase) + phrase.length);
  const country = /^,\s*([A-Z][\p{L} ]+?)(?:[.,;!?]|\s+(?:in|on|last|this|next|today|with)\b|$)/u.exec(after)?.[1];
  if (COUNTRIES.has(phrase)) {
    c.add('country', phrase, s, confidence);
  } else {
    // A city: compromise knows it as a place, or it is written as "City, Country".
    const known = placesIn(phrase).some((p) => p.replace(/[.,]$/, '') === phrase) || (country && COUNTRIES.has(country));
    if (!known && phrase.split(/\s+/).length > 2) return;
    c.add('city', phrase, s, known ? confidence : confidence - 0.1);
    if (country && COUNTRIES.has(country)) c.add('country', country, s, confidence);
  }
  if (moved) c.add('relocation', `Moved to ${phrase}${dateSuffix(s.text, s.context)}`, s, confidence);
}

function dateSuffix(text: string, context: string | null): string {
  const d = findDates(text, context).find((x) => !x.deadline);
  const iso = d?.iso ?? context ?? undefined;
  return iso ? ` (${iso.slice(0, d?.precision === 'year' ? 4 : d?.precision === 'month' ? 7 : 10)})` : '';
}


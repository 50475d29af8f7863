/**
 * The résumé stage of profile extraction: experience entries (the ongoing or latest job gives
 * company, title and industry), the latest degree, skills, languages, projects and interests
 * by section; and the industries a job title or an employer's name imply.
 */
import { findDates, type DateMention } from './dates.js';
import type { DocView, Line } from './doc.js';
import { DEGREE_RE, SCHOOL_RE, interestKind, looksLikeTitle } from './lexicon.js';
import { properPhraseAt } from './nlp.js';
import { Collector, headerBlock, languagesIn, listItems } from './profile-collector.js';

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
  const stripDates = (s: string) => s.replace(/\(?\b(?:\w+\s)?(?:19|20)\d{2}\b.*$/, '').trim();
  // "Staff Nurse II, Intensive Care Unit — Mabuhay Medical Center, Quezon City (June 2019 – present)":
  // the title and its unit before the dash, the employer and its town after it.
  const dash = /^(.+?)\s[—–]\s(.+)$/.exec(text);
  if (dash) {
    const title = dash[1]!.split(/\s*,\s*/)[0]!.trim();
    const company = stripDates(dash[2]!.split(/\s*,\s*/)[0]!);
    if (looksLikeTitle(title.replace(/\s+(?:[IVX]{1,4}|\d)$/, '')) && /^\p{Lu}/u.test(company) && !looksLikeTitle(company)) return { title, company };
  }
  const at = /^(.+?)\s+(?:at|@)\s+(.+)$/.exec(text);
  const parts = at ? [at[1]!, at[2]!] : text.split(/\s*(?:,|\||—|–|\s-\s)\s*/).filter(Boolean);
  if (parts.length < 2) return undefined;
  const [a, b] = [parts[0]!.trim(), parts[1]!.trim()];
  // "Trainee Accountant (articles), Mazibuko Nkosi Inc.": a note in brackets is no part of the title.
  const bare = (x: string) => x.replace(/\s*\([^)]*\)\s*/g, ' ').trim();
  if (looksLikeTitle(bare(a)) && /^[A-Z]/.test(b)) return { title: bare(a), company: stripDates(b) };
  if (looksLikeTitle(b) && /^[A-Z]/.test(a)) return { title: stripDates(b), company: a };
  return undefined;
}

/** A title, a dot leader, then its dates: "Senior Bus Operator ............ 2015 - present", as typed résumés set them. */
const DOT_LEADER = /^(.{3,60}?)\s*\.{4,}\s*(.+)$/;

/** A date range opening a line: "2009 – present", "Mar 2019 - Jun 2021", "1998–2009". */
export const LEADING_RANGE = /^\s*(?:[A-Za-z]{3,9}\.?\s+)?(?:19|20)\d{2}\s*(?:[-–—]|to)\s*(?:(?:[A-Za-z]{3,9}\.?\s+)?(?:19|20)\d{2}|present|now|current|today|date)\b[\s:|,]*/i;

/** The experience entries of a résumé, each with its dates (on its line or the next). */
export function resumeJobs(doc: DocView): Job[] {
  const jobs: Job[] = [];
  // "Blue Mountain Bakery Ltd, Kingston" over "Delivery Driver ........ March 1991 to August 1998".
  let employer: string | undefined;
  for (const line of doc.lines) {
    if (line.section !== 'experience' || line.isHeading) continue;
    // "2009 – present   Teacher of Swedish, Hvitfeldtska gymnasiet": the dates first, then the job.
    const h = jobHeading(line.text.replace(LEADING_RANGE, ''));
    const dates = findDates(line.text, doc.reference).filter((d) => !d.relative);
    const isDateLine = dates.length > 0 && line.text.replace(/[^A-Za-z]/g, '').replace(/present|current|now|to|until|since|from/gi, '').length <= dates.map((d) => d.text).join('').replace(/[^A-Za-z]/g, '').length + 2;
    const led = DOT_LEADER.exec(line.text);
    if (!h && led && employer && dates.length > 0 && looksLikeTitle(led[1]!.trim())) {
      jobs.push({ title: led[1]!.trim(), company: employer, ongoing: dates.some((d) => d.ongoing) || /\b(?:present|current|now)\b/i.test(led[2]!), start: dates[0], line });
      continue;
    }
    if (!h && !led && dates.length === 0 && /^\p{Lu}/u.test(line.text) && !/^[-•*]/.test(line.text)) {
      const name = line.text.split(/\s*,\s*/)[0]!.replace(/\s*\([^)]*\)\s*/g, ' ').trim();
      if (!looksLikeTitle(name) && name.split(/\s+/).length <= 6) employer = name;
    }
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
    // "in" and "of", and as other languages write it: "Licenciatura en Gastronomía", "Laurea in …", "Bacharelado em …".
    const m = /^\s*(?:degree\s+)?(?:in|of|en|em|di)\s+(.+)$/i.exec(after);
    if (m) {
      major = properPhraseAt(m[1]!, { maxWords: 5 });
      // "Lettere classiche (Classics)": the subject with its adjectives in lower case as Romance languages write them, up to the comma or bracket.
      const lower = major && new RegExp(`^${major.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}((?:\\s+(?!(?:and|at|from|with|the|for|of|in|by|to)\\b)\\p{Ll}+){1,2})(?=\\s*(?:[,(]|$))`, 'u').exec(m[1]!);
      if (lower) major = `${major}${lower[1]}`;
    }
    // "MSc Economics, University of Hamburg": the capitalised words right after the degree.
    const bare = !m ? /^\s+([A-Z][\p{L}]+(?:\s+(?:and\s+|&\s+)?[A-Z][\p{L}]+){0,3})\s*(?:,|\s[—–-]\s|\s*\||$)/u.exec(after) : null;
    if (bare && !SCHOOL_RE.test(bare[1]!)) major = bare[1];
    // "BCom (Accounting), University of …": the subject in brackets (an acronym there, "(CTA)", is a qualification).
    const bracketed = !m && !bare ? /^\s*\((\p{Lu}\p{Ll}+(?:\s+(?:and\s+|&\s+)?\p{L}+){0,3})\)/u.exec(after) : null;
    if (bracketed) major = bracketed[1];
    // "Certificate III in Individual Support (Ageing)": the subject is already in the qualification's name.
    const within = /^(?:Certificate|Diploma)(?: [IV]{1,4})? in (.+)$/.exec(deg[1] ?? '');
    if (within) major = within[1];
    if (major && school && school.startsWith(major)) major = undefined;
  }
    // "M. S." → "M.S."; "Bachelor of Science" keeps its spaces.
  const degree = deg?.[1] && (/\b[a-z]{2,}|\bHon/.test(deg[1]) ? deg[1].replace(/\s+/g, ' ') : deg[1].replace(/\s+/g, ''));
  // "Bachelor of Nursing" names its subject; "Bachelor of Science" does not.
  const named = !major && degree ? /^(?:Bachelor|Master|Doctor)(?:'s)? of ([A-Z][a-z]+(?: [A-Z][a-z]+)?)$/.exec(degree)?.[1] : undefined;
  if (named && !/^(?:Science|Arts|Fine Arts|Philosophy|Laws|Engineering|Business Administration|Technology|Education)$/.test(named)) major = named;
  return { degree, major, school: school?.replace(/^The\s+/, '') };
}

export function resume(doc: DocView, c: Collector): void {
  headerBlock(doc, c, 0.9);
  // Current job: the ongoing entry, else the most recent.
  const jobs = resumeJobs(doc);
  const ongoing = jobs.filter((j) => j.ongoing);
  const latest = [...jobs].sort((a, b) => (b.start?.iso ?? '').localeCompare(a.start?.iso ?? ''))[0];
  const current = ongoing[0] ?? latest;
  if (current) {
    const conf = ongoing.length > 0 ? 0.9 : 0.7;
    // The role is known from its start: a promotion or new post told later (a letter, a diary) outranks it.
    const since = { text: current.line.text, context: current.start?.iso ?? current.line.context };
    c.add('company', current.company, since, conf);
    c.add('title', current.title, since, conf);
    // The header's title ("MSc student in theoretical physics · Hanoi") is as old as the rest of the résumé.
    if (current.start) for (const e of c.out) if (e.subtopic === 'title' || e.subtopic === 'company') e.evidence_time = current.start.iso;
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
    // An honours year continues its bachelor's: "BCom Honours (CTA)" after "BCom (Accounting)" keeps that subject.
    const stem = (d?: string) => d?.replace(/\s*\(?\b(?:Honours|Hons)\b\.?\)?/, '').replace(/[.\s]/g, '').toLowerCase();
    const earlier = !best.major && /\bHon/.test(best.degree ?? '') ? studies.find((st) => st !== best && st.major && stem(st.degree) === stem(best.degree)) : undefined;
    c.add('major', best.major ?? earlier?.major, (earlier ?? best).line, 0.8);
  }
}

export function industry(where: { text: string; context?: string | null }, c: Collector): void {
  const m = /\b(?:in|across) the ([a-z][a-z &-]{2,30}?) (?:industry|sector|field)\b/i.exec(where.text) ?? /\bI work in ([a-z][a-z &-]{2,30}?)(?:[.,;]|$)/.exec(where.text);
  if (m) c.add('working_industry', m[1]!.toLowerCase(), where, 0.75);
}

/** The industry an employer's name says it is in: "… Hospital" is healthcare, "… Bank" finance. */
const EMPLOYER_INDUSTRY: Array<[RegExp, string]> = [
  [/\b(?:hospital|clinic|health|healthcare|medical|care home|nursing home|pharma\w*)\b/i, 'healthcare'],
  [/\b(?:school|college|university|academy)\b/i, 'education'],
  [/\b(?:bank|insurance|capital|investments?|asset management)\b/i, 'finance'],
  [/\b(?:logistics|lojisti[ck]|logisti[ck]|log[ií]stica|logistique|freight|haulage)\b/i, 'logistics'],
  [/\b(?:airlines?|airways|shipping)\b/i, 'transport'],
  [/\b(?:architects?|architecture|arquitect(?:os|as|ura)|architectes|architekten|arkitekt(?:er|ur)?)\b/i, 'architecture'],
];
export function industryOfEmployer(company: string): string | undefined {
  return EMPLOYER_INDUSTRY.find(([re]) => re.test(company))?.[1];
}

/** The industry a job title belongs to whoever the employer is: a pharmacist works in healthcare, a chef in hospitality. */
const TITLE_INDUSTRY: Array<[RegExp, string]> = [
  [/\b(?:pharmacist|nurse|physician|doctor|surgeon|dentist|midwife|paramedic|physiotherapist|radiographer|optometrist|caregiver|carer)\b/i, 'healthcare'],
  [/\b(?:chef|cook|sous-chef|waiter|waitress|barista|sommelier|bartender|hotelier|concierge)\b/i, 'hospitality'],
  [/\b(?:teacher|headteacher|headmaster|headmistress|lecturer|professor|tutor|teaching assistant|instructor)\b/i, 'education'],
  [/\b(?:civil|structural|geotechnical|mechanical|electrical|chemical|mining|petroleum|site) engineer\b/i, 'engineering'],
  // A software or cloud architect designs systems, not buildings.
  [/(?<!\b(?:software|solutions?|cloud|data|enterprise|systems?|it|security|network|technical|application)\s)\barchitect\b/i, 'architecture'],
  [/\b(?:logistics|supply chain|warehouse|freight|fleet)\b/i, 'logistics'],
];
export function industryOfTitle(title: string): string | undefined {
  return TITLE_INDUSTRY.find(([re]) => re.test(title))?.[1];
}

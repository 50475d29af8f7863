/**
 * A view of an extracted file for the profile and event extractors: its lines and sentences
 * (wrapped lines joined, spreadsheet rows de-labelled, unpunctuated speech cut at its clauses),
 * what kind of document it is (résumé, letter, diary, invoice, invitation, transcript), whether
 * it is written in the first person, and its own date — the reference for relative dates and
 * the time profile evidence carries. Diary entries carry their own dates.
 */
import { foreignDates } from './dates-more.js';
import type { Extracted } from '../ingest/types.js';
import { splitSentences } from '../index/sentences.js';
import { dateLine, findDates, referenceFrom } from './dates.js';
import { ORG_WORDS, resumeSection } from './lexicon.js';
import { startsWithPastVerb } from './nlp.js';

export type Kind = 'document' | 'image' | 'video' | 'audio';
export type Genre = 'resume' | 'letter' | 'diary' | 'invoice' | 'invitation' | 'transcript' | 'other';

export interface Line {
  text: string;
  locator: string;
  /** The résumé section the line is in (experience, education, …), or the extractor's section. */
  section?: string;
  /** The date the line's passage is about (a diary entry's date), else the document's date. */
  context: string | null;
  /** The line is a date heading (a diary entry, a letter's date). */
  isDate?: boolean;
  /** The line is a section heading. */
  isHeading?: boolean;
}

export interface Sentence {
  text: string;
  locator: string;
  section?: string;
  context: string | null;
  /** Index of the line it starts in. */
  line: number;
}

export interface DocView {
  kind: Kind;
  genre: Genre;
  name: string;
  title?: string;
  author?: string;
  lines: Line[];
  sentences: Sentence[];
  /** The document's own date (YYYY-MM-DDTHH:MM:SS), when known. */
  reference: string | null;
  /** Where the reference came from: a date line in the text, or file metadata. */
  referenceFrom?: 'content' | 'metadata';
  firstPerson: boolean;
  /**
   * Written by its user about themselves: a résumé, letter or diary, or first-person text that
   * says "I" (a paper's "we found" is not its reader's life). Gates sentence-level extraction.
   */
  personal: boolean;
  /** A message to the user: "you" and "your" are the user. */
  addressee?: boolean;
  /** Lines before the body: a résumé's or letter's header block (name, contacts). */
  headerEnd: number;
  facts: Record<string, unknown>;
}

/** Text looked at per file: the profile and events of a person are in the first pages. */
const MAX_CHARS = 120_000;

const IMAGE_EXT = new Set(['.png', '.jpg', '.jpeg', '.gif', '.webp', '.heic', '.tif', '.tiff', '.bmp']);
const VIDEO_EXT = new Set(['.mp4', '.mov', '.m4v', '.avi', '.mkv', '.webm']);
const AUDIO_EXT = new Set(['.mp3', '.wav', '.m4a', '.aac', '.flac', '.ogg', '.opus']);

export function kindOf(name: string, mime = ''): Kind {
  const ext = /\.[^.]+$/.exec(name.toLowerCase())?.[0] ?? '';
  if (IMAGE_EXT.has(ext) || mime.startsWith('image/')) return 'image';
  if (VIDEO_EXT.has(ext) || mime.startsWith('video/')) return 'video';
  if (AUDIO_EXT.has(ext) || mime.startsWith('audio/')) return 'audio';
  return 'document';
}

/** A letter's opening and closing, also in German, French, Spanish, Italian and Portuguese ("Sehr geehrte Damen und Herren", "Mit freundlichen Grüßen"). */
const SALUTATION = /^(?:dear\b|hi\b|hello\b|to whom it may concern|sehr geehrte[rs]?\b|liebe[rs]?\s+\p{Lu}|madame\b|monsieur\b|ch[eè]re?s?\s+\p{Lu}|estimad[oa]s?\b|querid[oa]s?\s+\p{Lu}|gentile\b|egregi[oa]\b|prezad[oa]s?\b)/iu;
const CLOSING = /^(?:(?:yours\s+)?sincerely|yours (?:faithfully|truly)|(?:best|kind|warm|warmest)\s+regards|regards|best wishes|respectfully(?: yours)?|with (?:best|kind) regards|cheers|many thanks|thank you|best|mit freundlichen gr(?:ü|ue)(?:ß|ss)en|freundliche gr(?:ü|ue)(?:ß|ss)e|viele gr(?:ü|ue)(?:ß|ss)e|herzliche gr(?:ü|ue)(?:ß|ss)e|cordialement|bien (?:à vous|cordialement)|veuillez agréer.*|atentamente|saludos cordiales|un saludo|cordiali saluti|distinti saluti|atenciosamente|cordialmente)[,.!]?$/i;
const FIRST_PERSON = /\b(?:I|I'm|I've|I'd|I'll|me|my|mine|myself|we|we're|we've|our|us)\b/;
const BILL_WORD = /\b(?:invoice|bill|statement|receipt)\b/i;
const INVITATION = /\b(?:you(?:\s+are|'re)?\s+(?:[a-z]+ly\s+)?invited|invit(?:e|es|ation)\b|join us\b|save the date|request the (?:honou?r|pleasure) of your (?:presence|company)|einladung|eingeladen|invitaci[oó]n|invitan\b|convite\b|invito\b)/i;

/** "Header: value; Header: value" rows (xlsx) → "value | value"; "Columns: a, b" → "a | b". */
function delabel(text: string): string {
  if (text.startsWith('Columns: ')) return text.slice(9).split(', ').join(' | ');
  const parts = text.split('; ');
  if (parts.length < 2 || !parts.every((p) => /^[^:]{1,120}: /.test(p))) return text;
  return parts.map((p) => p.slice(p.indexOf(': ') + 2)).join(' | ');
}

/** A line of the message a reply quotes ("> Also Jordan and I are moving…"): its writer's words, not the user's. */
const QUOTED = /^>/;
/** Three cells or more set apart by runs of spaces: a table row, not a wrapped sentence. */
const COLUMN_GAPS = /\S(?: {2,}|\t)\S.*?\S(?: {2,}|\t)\S/;
const LOG_DATE_START = /^(?:\d{1,4}[./-]\d{1,2}[./-]\d{1,4}|\d{1,2}(?:st|nd|rd|th)?\s+[A-Z][a-z]{2,8}\.?(?:\s+\d{4})?|[A-Z][a-z]{2,8}\.?\s+\d{1,2}(?:st|nd|rd|th)?,?(?:\s+\d{4})?)\s*(?::|\s[-–—])\s/;

const ENDS_WITH_RANGE = /(?:19|20)\d{2}\s*(?:[-–—]|to|until)\s*(?:[A-Za-z]{3,9}\.?\s+|\d{1,2}[/.])?(?:(?:19|20)\d{2}|present|now|current|today|date)\s*\)?\s*$/i;
const ENDS_WITH_YEAR = /(?:\b(?:19|20)\d{2}|present|now|current|today)\s*\)?\s*$/i;

/**
 * Joins hard-wrapped lines (PDF text, wrapped plain text) back into the sentences they cut: a
 * line that fills most of the width and does not end a sentence continues on the next line,
 * unless that one starts a field ("Customer: …"), is a date or a letter's closing.
 */
function unwrap(lines: string[]): string[] {
  const max = Math.max(0, ...lines.map((l) => l.length));
  const out: string[] = [];
  let lastLen = 0;
  let lastIndent = 0;
  for (const line of lines) {
    const prev = out[out.length - 1];
    const t = line.trim();
    const indent = line.length - line.trimStart().length;
    if (
      prev !== undefined &&
      max >= 50 &&
      // A line set further in than the one before is an entry under it ("   Senior Bus Operator …"), and a dot leader sets a title apart from its dates.
      // (Not a list item's hanging indent: "- Routes 31, 75 …" / "  and 500".)
      !(t !== '' && indent > lastIndent && !/^(?:[-*•▪◦+]|\d{1,2}[.)])\s/.test(prev.trim())) &&
      !/\.{4,}/.test(t) &&
      !/\.{4,}/.test(prev) &&
      // A quoted line of the message replied to ("> …") never runs into the reply's own text, nor the reply into it.
      QUOTED.test(t) === QUOTED.test(prev.trim()) &&
      // A row of a table laid out with spaces ("FLIGHT   DATE     FROM …" / "BW 0600  11JUN26  KINGSTON (KIN) …") is a line of its own.
      !COLUMN_GAPS.test(t) &&
      !COLUMN_GAPS.test(prev.trim()) &&
      // …and so is a line with no small letter (column heads "FLIGHT DATE FROM TO", a row "BW 0600 11JUN26 KINGSTON (KIN) …"), as PDF text gives them without their gaps.
      /\p{Ll}/u.test(t) &&
      /\p{Ll}/u.test(prev) &&
      lastLen >= 0.75 * max &&
      !/[.!?:;)\]"”]$/.test(prev) &&
      t !== '' &&
      !/^\p{Lu}[\p{L}\d ]{0,30}:\s/u.test(t) &&
      // A table row or form field ("État civil / Marital status | Single") is a line of its own.
      !/\s\|\s/.test(t) &&
      !/\s\|\s/.test(prev) &&
      // A list item starts its own line: "- call the landlord"; so does a CV entry opening with its years.
      !/^(?:[-*•▪◦+]|\[[ xX]?\]|☐|☑)\s/.test(t) &&
      !/^(?:19|20)\d{2}\s*(?:[-–—]|to)\s*(?:(?:19|20)\d{2}|present|now|current|today)\b/i.test(t) &&
      // …and one closing with its dates ("Shift Supervisor, DHL, Mar 2015 to Jun 2018"), or two lines that each end on a year.
      !ENDS_WITH_RANGE.test(prev) &&
      !(ENDS_WITH_YEAR.test(prev) && ENDS_WITH_YEAR.test(t)) &&
      // … and a log entry opening with its date: "16 Aug 2025: hauled out"; and a section heading ("Experience").
      !LOG_DATE_START.test(t) &&
      !resumeSection(t) &&
      // A JSON field of a flattened record ("to[0]: …", "headers.date: …") starts its own line.
      !/^[a-z_][\w]*(?:\[\d+\]|\.\w+)*:\s/.test(t) &&
      !dateLine(t) &&
      !CLOSING.test(t)
    ) {
      out[out.length - 1] = `${prev} ${t}`;
    } else out.push(line);
    lastLen = line.length;
    if (t !== '') lastIndent = indent;
  }
  return out;
}

/** Unpunctuated speech: a new clause starts at "I", "we", "my", "our" after a few words. */
function speechClauses(sentence: string): string[] {
  const s = sentence.replace(/\bi\b/g, 'I');
  const parts = s.split(/\s+(?=(?:I|we|my|our)\s)/);
  const out: string[] = [];
  for (const p of parts) {
    const prev = out[out.length - 1];
    // "… to open | my own restaurant": a possessive right after a verb is its object, not a new clause.
    const objectOf = prev !== undefined && /^(?:my|our)\s/.test(p) && /\b(?:to|will|can|could|would|should|must|I|we)\s+\w+$/i.test(prev) && !/\b(?:is|are|was|were|am|be)$/i.test(prev);
    // "… before | I turned thirty", "… one day | I want to …": a clause a subordinating word opens belongs to what precedes it.
    const bound = prev !== undefined && (/\b(?:before|until|till|when|once|after|if|because|since|one day|someday|some day)$/i.test(prev) || (/^(?:my|our)\s/.test(p) && /\b(?:with|for|of|at|in|on|from|about|into)$/i.test(prev)));
    if (prev !== undefined && (prev.split(/\s+/).length < 3 || objectOf || bound)) out[out.length - 1] = `${prev} ${p}`;
    else out.push(p);
  }
  return out.map((p) => p.trim().replace(/\s+(?:and|but|so|then)$/i, '')).filter(Boolean);
}

/** "17.01 Mari turned five!": a day and month opening an entry, as European diaries write them. */
const DAY_PREFIX = /^(\d{1,2})[./](\d{1,2})\.?\s+(?=\S)/;

/**
 * Entries that open with their day and month on the line they tell ("17.01 …", "15/02 …"), in a
 * file whose name or title gives the year, become a date line of their own and the entry under
 * it — the shape the diary reading expects. Two such lines at least, with real days and months.
 */
function splitDayPrefixes(raw: Array<{ text: string; locator: string; section?: string }>, name: string): void {
  const year = /(?<!\d)((?:19|20)\d{2})(?!\d)/.exec([name, ...raw.slice(0, 3).map((r) => r.text)].join(' '))?.[1];
  if (!year) return;
  const prefixed = raw.map((r) => {
    const m = DAY_PREFIX.exec(r.text);
    const [d, mo] = m ? [Number(m[1]), Number(m[2])] : [0, 0];
    return m && d >= 1 && d <= 31 && mo >= 1 && mo <= 12 && r.text.slice(m[0].length).split(/\s+/).length >= 3 ? { d, mo, len: m[0].length } : undefined;
  });
  if (prefixed.filter(Boolean).length < 2) return;
  for (let i = raw.length - 1; i >= 0; i--) {
    const p = prefixed[i];
    if (!p) continue;
    const r = raw[i]!;
    raw.splice(i, 1, { ...r, text: `${year}-${String(p.mo).padStart(2, '0')}-${String(p.d).padStart(2, '0')}` }, { ...r, text: r.text.slice(p.len) });
  }
}

export function buildDocView(x: Extracted, file: { name: string; mime?: string }): DocView {
  const kind = kindOf(file.name, file.mime);
  const raw: Array<{ text: string; locator: string; section?: string }> = [];
  let budget = MAX_CHARS;
  for (const seg of x.segments) {
    if (budget <= 0) break;
    const text = seg.text.slice(0, budget);
    budget -= text.length;
    const rows = seg.locator.startsWith('#sheet=') ? [delabel(text)] : unwrap(text.split('\n'));
    for (const r of rows) {
      const t = r.replace(/[ \t]+/g, ' ').trim();
      if (t) raw.push({ text: t, locator: seg.locator, section: seg.section });
    }
  }

  splitDayPrefixes(raw, file.name);

  // Sections: résumé headings by their words (a docx heading style is not required).
  let resumeHeadings = 0;
  let current: string | undefined;
  const lines: Line[] = raw.map((r) => {
    const sec = resumeSection(r.text);
    if (sec) {
      resumeHeadings++;
      current = sec;
      return { text: r.text, locator: r.locator, section: sec, context: null, isHeading: true };
    }
    return { text: r.text, locator: r.locator, section: current ?? r.section, context: null };
  });

  const head = lines.slice(0, 40).map((l) => l.text);
  const all = lines.map((l) => l.text).join('\n');
  const hasSalutation = head.some((l) => SALUTATION.test(l));
  const hasClosing = lines.some((l) => CLOSING.test(l.text));
  // chrono is slow on thousands of lines: only short lines that could hold a date are parsed.
  // The year a file is named for ("diary-2025.txt", "journal_2019"): the year of headings that omit it.
  const years = [...file.name.matchAll(/(?<!\d)((?:19|20)\d{2})(?!\d)/g)].map((m) => Number(m[1]));
  const nameYear = years.length === 1 ? years[0] : undefined;
  // …and numeric dates with a two-digit year ("Mo., 02.03.26").
  const maybeDate = /\b(?:19|20)\d{2}\b|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d|\d(?:st|nd|rd|th)?\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)|\b\d{1,2}[./-]\d{1,2}[./-]\d{2}\b/i;
  const dateLines = lines
    .slice(0, 2000)
    .map((l, i) => ({ i, d: l.text.length <= 48 && (maybeDate.test(l.text) || foreignDates(l.text).length > 0) ? dateLine(l.text, nameYear) : undefined }))
    .filter((e) => e.d);
  const fpSentences = lines.filter((l) => FIRST_PERSON.test(l.text)).length;

  const isBill = () =>
    (BILL_WORD.test([x.title ?? '', file.name].join('\n')) || head.slice(0, 6).some((l) => l.split(/\s+/).length <= 5 && BILL_WORD.test(l))) &&
    /\b(?:total|amount due|balance due|amount paid|total paid)\b/i.test(all);
  const isInvitation = () => INVITATION.test(head.slice(0, 12).join('\n')) && (dateLines.length > 0 || /\b(?:19|20)\d{2}\b/.test(all));
  const isDiary = () => dateLines.length >= 1 && (fpSentences > 0 || lines.slice(0, 200).some((l) => !l.isHeading && startsWithPastVerb(l.text))) && dateLines.some((e) => e.i + 1 < lines.length && !lines[e.i + 1]!.isHeading);
  let genre: Genre = 'other';
  if (resumeHeadings >= 2) genre = 'resume';
  else if (hasSalutation && hasClosing) genre = 'letter';
  // Invoices, bills, statements, receipts: the word in the title, the file name or a short
  // heading at the top, and an amount to pay.
  else if (isBill()) genre = 'invoice';
  else if (isInvitation()) genre = 'invitation';
  else if (isDiary()) genre = 'diary';
  else if (kind === 'audio' || kind === 'video') genre = 'transcript';

  // The document's own date: a date line near the top (a letter's, a diary's first entry),
  // else what the file says about itself.
  let reference: string | null = null;
  let refFrom: DocView['referenceFrom'];
  const topDate = dateLines.find((e) => e.i < 15);
  const titled = topDate ? undefined : titleDate(lines.slice(0, 3).map((l) => l.text));
  if (topDate && (genre === 'letter' || genre === 'diary' || genre === 'other')) {
    reference = topDate.d!.iso;
    refFrom = 'content';
  } else if (titled && genre === 'other') {
    reference = titled;
    refFrom = 'content';
  } else {
    const f = x.facts;
    const meta = referenceFrom(f.created) ?? referenceFrom(f.published) ?? referenceFrom(f.taken_at) ?? referenceFrom(f.tag_date) ?? referenceFrom(f.tag_creation_time);
    if (meta) {
      reference = meta;
      refFrom = 'metadata';
    }
  }

  // Context dates: a diary's entries each start at their date line.
  let ctx = reference;
  for (const [i, l] of lines.entries()) {
    const d = dateLines.find((e) => e.i === i)?.d;
    if (d && genre === 'diary') ctx = d.iso;
    if (d) l.isDate = true;
    l.context = ctx;
  }

  const speech = kind === 'audio' || kind === 'video';
  const sentences: Sentence[] = [];
  for (const [i, l] of lines.entries()) {
    if (l.isDate || l.isHeading || QUOTED.test(l.text)) continue;
    for (const s of splitSentences(l.text)) {
      for (const piece of speech && !/[,;]/.test(s) ? speechClauses(s) : [s]) {
        sentences.push({ text: piece, locator: l.locator, section: l.section, context: l.context, line: i });
      }
    }
  }
  const fp = sentences.filter((s) => FIRST_PERSON.test(s.text)).length;
  const firstPerson = genre === 'resume' || genre === 'letter' || genre === 'diary' || (sentences.length > 0 && fp / sentences.length >= 0.2);
  const singular = sentences.some((s) => /\b(?:I|I'm|I've|I'd|I'll|me|my|mine|myself)\b/.test(s.text));
  const personal = genre === 'resume' || genre === 'letter' || genre === 'diary' || (firstPerson && singular);

  // The header block: lines before the first section heading (résumé), before the salutation
  // or the first date line (letter); nothing elsewhere.
  let headerEnd = 0;
  if (genre === 'resume') {
    const h = lines.findIndex((l) => l.isHeading);
    headerEnd = h < 0 ? Math.min(6, lines.length) : Math.min(h, 10);
  } else if (genre === 'letter') {
    const d = lines.findIndex((l) => l.isDate);
    const s = lines.findIndex((l) => SALUTATION.test(l.text));
    headerEnd = Math.min(d >= 0 ? d : Infinity, s >= 0 ? s : Infinity, 10);
    if (!Number.isFinite(headerEnd)) headerEnd = 0;
  }

  // A letter an organisation wrote to the user ("Greenfield Logistics Ltd … Dear Ms Thandi Mokoena"):
  // "you" is the user, the letterhead and the signature are the sender's.
  const toUser = genre === 'letter' && ORG_WORDS.test(lines[0]?.text ?? '') && lines.some((l) => /^dear\s+(?:(?:mr|mrs|ms|miss|dr|mx)\.?\s+)?\p{Lu}/iu.test(l.text));

  return {
    kind,
    genre,
    ...(toUser ? { addressee: true } : {}),
    name: file.name,
    title: x.title,
    author: x.author,
    lines,
    sentences,
    reference,
    referenceFrom: refFrom,
    firstPerson,
    personal,
    headerEnd,
    facts: x.facts,
  };
}

/**
 * A note dated in its title ("To do — Monday 7 April 2025", "Notas — martes 22/04/2025"): a
 * short top line holding one date of a day, not a deadline. Relative words in the note count
 * from it.
 */
function titleDate(top: string[]): string | null {
  for (const t of top) {
    if (t.length > 60) continue;
    const ds = findDates(t, null).filter((d) => !d.relative && (d.precision === 'day' || d.precision === 'time'));
    if (ds.length === 1 && !ds[0]!.deadline) return `${ds[0]!.iso.slice(0, 10)}T00:00:00`;
  }
  return null;
}

export function isClosing(line: string): boolean {
  return CLOSING.test(line.trim());
}


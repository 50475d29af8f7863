/**
 * Built-in user events from sentences: what happened to the user, when, as one sentence each.
 *  - personal text (diaries, letters, memos, transcripts): sentences where the user — "I", "we",
 *    or a diary's unspoken subject ("Ran the half marathon…") — does something a trigger word
 *    names (started a job, graduated, paid, moved, had dinner with…). Other people's plans
 *    ("she is moving to Porto") are not the user's events;
 *  - a diary entry no trigger names still gives its telling sentence, typed by its words.
 * happen_time comes from a date stated in the sentence (chrono, with the document's or the
 * diary entry's date as reference), else from the entry's date in a diary or the letter's date
 * for what a letter does in the present ("I am writing to apply…"), else null; a clock time the
 * sentence states is kept. Résumés, invoices and invitations are read by layout (events-kinds.ts).
 */
import type { EventType } from '../store/memory.js';
import { findDates, type DateMention } from './dates.js';
import type { DocView, Sentence } from './doc.js';
import { MONTHS_RE, RELATION_NOUNS, interestKind, isSport } from './lexicon.js';
import { MONEY_STATED } from './money.js';
import { TRIGGERS, type Trigger } from './events-triggers.js';
import { atClock, clockTime, FUTURE, pickDate, statedDay, weekdayByTense } from './events-dating.js';
import { properPhraseAt, snippet, startsWithPastVerb } from './nlp.js';

export interface DraftEvent {
  event_type: EventType;
  content: string;
  happen_time: string | null;
  dedupe_key: string;
}

const OTHER_SUBJECT = /^(?:he|she|they|you|it|his|her|their|your|its|him|them)$/i;
const FRAGMENT_START = /^(?:first|last) (?:day|week)\b|^(?:today|tonight|this (?:morning|afternoon|evening)|yesterday)[,:]?\s+(?=[a-z])/i;
const LEADING_TIME = /^(?:(?:today|tonight|yesterday|this (?:morning|afternoon|evening)|last night|finally|so|then|also|and)[,:]?\s+)+/i;
/** A plan still being weighed ("We're thinking of a wedding next autumn"): no happening unless a day is fixed. */
const WEIGHED = /\b(?:thinking (?:of|about)|considering|someday|some day|dream(?:ing)? (?:of|about)|would love to|hoping to|hope to|we'?d like to|not sure (?:if|whether))\b/i;

/** Is the user the one doing what the trigger at `at` names? */
function userDoes(text: string, at: number, doc: DocView, owned: boolean, said = ''): boolean {
  if (owned) return true;
  // The trigger names its own subject: "I will be …", "you will be …" in mail to the user.
  // In a message someone else wrote to the user, "I" is its writer ("I passed my B2 exam last week!"); "you" and "we" include the user.
  const writerIsOther = doc.addressee && doc.author !== undefined;
  if (/^I\b/.test(said)) return !writerIsOther;
  if (/^we\b/i.test(said) || (doc.addressee && /^(?:you|your)\b/i.test(said))) return true;
  const before = text.slice(0, at);
  if (ownThingDoes(before)) return true;
  // "FrostLine MC-500, 500 litres, bought from Dairy Equip for KES 312,000": a diary's purchase told as a participle.
  if (doc.genre === 'diary' && /,\s*$/.test(before) && /^(?:bought|paid|sold|purchased|ordered)\b/i.test(said)) return true;
  const toks = [...before.matchAll(/[\p{L}'’]+/gu)].map((m) => ({ w: m[0], i: m.index! }));
  for (let k = toks.length - 1; k >= 0; k--) {
    const { w, i } = toks[k]!;
    if (w === 'I' || /^I['’](?:m|ve|ll|d)$/.test(w)) return !writerIsOther;
    if (/^(?:we|we['’](?:re|ve|ll|d))$/i.test(w)) return true;
    if (doc.addressee && /^(?:you|your)$/i.test(w)) return true;
    if (OTHER_SUBJECT.test(w)) return false;
    const next = toks[k + 1]?.w.toLowerCase();
    // "my sister graduated": a relative doing it; "for my brother's wedding": an occasion of theirs the sentence's subject goes to.
    if (/^(?:my|our)$/i.test(w) && next && RELATION_NOUNS.has(next.replace(/['’]s$/, ''))) {
      if (/['’]s$/.test(next)) continue;
      return false;
    }
    if (/^(?:me|us)$/i.test(w)) continue;
    // A name or a group doing it ("Sofia told…", "The team launched…").
    // "the Easter trip", "our Lisbon flat": a name after a determiner qualifies a noun.
    const prevWord = toks[k - 1]?.w.toLowerCase();
    if (prevWord && /^(?:the|a|an|my|our|this|that|his|her|their|your)$/.test(prevWord) && /^[A-Z]/.test(w)) continue;
    if (i > 0 && /^[A-Z]/.test(w) && !MONTHS_RE.test(w) && !/^(?:I|On|In|At|Since|By|After|Before|During|Last|This|Next)$/.test(w)) {
      const afterWord = before.slice(i + w.length, i + w.length + 12);
      if (!/^\s+and\s+I\b/.test(afterWord)) return false;
    }
  }
  // No subject before the trigger: a diary's or memo's unspoken "I" ("Ran the half marathon",
  // "Had dinner with…", "First day at…").
  if (!doc.firstPerson) return false;
  const start = text.replace(LEADING_TIME, '');
  // "My sister's cake won first prize": the relative's, with no "I" before it.
  const possessed = /^(?:my|our)\s+([\p{L}-]+)['’]s\b/iu.exec(start);
  if (possessed && RELATION_NOUNS.has(possessed[1]!.toLowerCase())) return false;
  // A diary's note-style entry names the happening first: "Dentist appointment at …", "Dinner with …".
  // Words before the trigger with a verb among them have a subject of their own ("Dev got promoted").
  const lead = text.slice(0, at);
  // A word before a verb is its subject ("Dev got promoted"); before a noun it qualifies it ("Dentist appointment").
  const verbal = /^(?:got|gets|was|were|is|are|has|have|had|\w+ed)\b/i.test(said);
  // A message to the user listing what it confirms, each under its label: "Operation (Katarakt): Montag, 02.03.2026, 07:30 Uhr".
  const colon = text.indexOf(':');
  if (doc.addressee && colon > 1 && colon <= 60 && at < colon && /^\p{L}/u.test(text) && /\d/.test(text.slice(colon))) return true;
  if (doc.genre === 'diary' && at <= 30 && !(verbal && lead.trim()) && !/^(?:the|a|an|his|her|their)\b/i.test(start) && !/\b(?:got|gets|was|were|is|are|has|have|had|did|does|will|would|can|could|says|said|\w+ed)\b/i.test(lead)) return true;
  return FRAGMENT_START.test(text) || FRAGMENT_START.test(start) || (startsWithPastVerb(start) && !/^(?:the|a|an|his|her|their)\b/i.test(start));
}

/**
 * "Our entry for the library competition won second prize", "My paper was accepted": a subject
 * that is the user's own work or group, no verb before the trigger. A relative ("my sister …")
 * does things of their own.
 */
function ownThingDoes(before: string): boolean {
  const m = /^(?:(?:today|yesterday|so|and|then|finally)[,:]?\s+)*(?:our|my)\s+([\p{L}'’-]+)([^.;:!?]*)$/iu.exec(before.trim());
  if (!m || RELATION_NOUNS.has(m[1]!.toLowerCase().replace(/['’]s$/, ''))) return false;
  return !/\b(?:is|are|was|were|has|have|had|said|says|told|and|but|who|which|that)\b|\b\w+ed\b/i.test(`${m[1]} ${m[2]}`);
}

/**
 * Happenings a message tells its reader without an "I": an occasion announced with its day
 * ("Our team party is on Friday 24 January at 7 pm", "Mum's birthday dinner is settled: Saturday
 * 15 March") in mail from or to the user, and a payment it confirms ("Entry fee paid: JPY 17,500").
 */
function toldToUser(trig: Trigger, t: string, at: number, doc: DocView, dates: DateMention[]): 'announced' | 'confirmed' | undefined {
  if (doc.genre !== 'letter' || !doc.personal) return undefined;
  if (trig.type === 'social' && /^[^.;!?]{0,40}?\b(?:is|will be|takes place|is settled|is booked|is planned)\b/i.test(t.slice(at)) && dates.some((d) => statedDay(d) && !d.deadline)) return 'announced';
  if (trig.action === 'payment' && doc.addressee && /\b(?:paid|payment (?:received|confirmed))\s*:/i.test(t)) return 'confirmed';
  return undefined;
}

/** One clear sentence: whitespace tidied, a trailing subordinate clause dropped, a full stop. */
function sentenceContent(text: string, triggerEnd: number): string {
  let t = text.replace(/\s+/g, ' ').trim();
  const cut = /,\s+(?:where|which|who|while|and the|but the|so that)\b/i.exec(t.slice(triggerEnd));
  if (cut) t = t.slice(0, triggerEnd + cut.index);
  t = t.replace(/\s+(?:but|and|so)$/i, '').replace(/\s*[:;,]$/, '');
  t = t.charAt(0).toUpperCase() + t.slice(1);
  if (!/[.!?]$/.test(t)) t += '.';
  return snippet(t, 300);
}

/** The subject of an event for recognising it in another file: an organisation, place or name after a preposition. */
export function anchorOf(content: string, userName?: string): string {
  for (const m of content.matchAll(/\b(?:at|with|from|for|to|in|of|by)\s+(?:the\s+|a\s+|an\s+|my\s+|our\s+)?(?=[A-Z])/g)) {
    const p = properPhraseAt(content.slice(m.index! + m[0].length), { maxWords: 6 });
    if (!p || MONTHS_RE.test(p.split(' ')[0]!) || /^\d/.test(p)) continue;
    if (userName && p.toLowerCase() === userName.toLowerCase()) continue;
    return p.toLowerCase();
  }
  const words = content
    .toLowerCase()
    .match(/[\p{L}\p{N}]{3,}/gu)
    ?.filter((w) => !/^(?:the|and|with|from|for|that|this|was|were|have|has|had|our|my|today|yesterday|tonight|morning)$/.test(w));
  return [...new Set(words ?? [])].sort().slice(0, 8).join(' ');
}

/**
 * What makes two mentions one event: its type, year, kind of happening and subject. The year
 * (not the day) lets "June 2024" in a résumé and "17 June 2024" in a diary meet; the reader
 * then shows the more precise one.
 */
export function key(type: EventType, happen: string | null, action: string, anchor: string): string {
  return `${type}|${happen ? happen.slice(0, 4) : 'undated'}|${action}|${anchor}`;
}

/** The type of the first happening a text names, if any. */
export function typeOf(content: string): EventType | undefined {
  return TRIGGERS.find((t) => t.re.test(content))?.type;
}

/** The kind of happening a sentence names (the first trigger it contains), for keys. */
export function actionOf(content: string): string {
  return TRIGGERS.find((t) => t.re.test(content))?.action ?? 'other';
}

/** The dedupe key of an event described by `content` (used for events a model wrote). */
export function eventKey(type: EventType, happen: string | null, content: string, userName?: string): string {
  return key(type, happen, actionOf(content), anchorOf(content, userName));
}

/** What a diary entry's happening is about, when no trigger names it: its words, by type. */
const ENTRY_TYPES: Array<[EventType, RegExp]> = [
  ['financial', new RegExp(`${MONEY_STATED.source}|\\b(?:bought|sold|paid|purchased|price)\\b`, 'iu')],
  ['professional', /\b(?:work|office|boss|colleagues?|clients?|project|bid|tender|contract|conference|panel|meeting|promotion|site engineer|department|manager|staff|team)\b/i],
  // "…of course" is no course.
  ['educational', /\b(?:class|classes|(?<!\bof )course|lesson|lessons|exam|lecture|school|university|college|certificate|seminar|workshop)\b/i],
  ['social', /\p{L}['’]s \d{1,3}(?:st|nd|rd|th)\b|\b(?:friends?|party|church|mosque|temple|club|wedding|christening|christened|baptism|bapti[sz]ed|dedicat(?:ed|ion)|funeral|reunion|guests?|dinner|lunch|visited|celebrat\w*|birthday|ceremony|festival|concert)\b/iu],
];

/** An occasion a note-style diary line names without a verb: "Skatås winter race this morning", "Book club at Birgitta's". */
const OCCASION = /\b(?:birthday|picnic|race|marathon|run|parkrun|fun run|match|rehearsal|practice|training session|gig|recital|exhibition|screening|game|tournament|conference|summit|party|wedding|concert|dinner|lunch|club|meeting|exam|interview|trip|holidays?|vacation|visit|ceremony|service|funeral|festival|appointment|class|lesson|(?<!\bof )course|graduation|christening|baptism)\b/i;
/** "Mamá's 65th at her house", "Café Tacvba at the Palacio de los Deportes with Mariana": someone's round birthday, or a named show or place with company. */
const NAMED_OUTING = /\p{L}['’]s \d{1,3}(?:st|nd|rd|th)\b|^\p{Lu}[\p{L}'’.-]*(?:\s\p{Lu}[\p{L}'’.-]*){0,3} at (?:the\s)?\p{Lu}[^.;!?]*\bwith \p{Lu}/u;
/** "Fútbol at Parque Hundido with the Sunday league": a sport, then where or with whom. */
function sportAt(text: string): boolean {
  const m = /^(\p{L}+(?:[\s-]\p{L}+)?)\s+(?:at|in|with|vs\.?|against)\s/iu.exec(text);
  return !!m && interestKind(m[1]!) === 'sports';
}
const TASTE_OR_HABIT = /\b(?:love|loves|like|likes|enjoy|enjoys|hate|prefer|favou?rite|always|usually|often|every|each (?:day|week|month)|on (?:mon|tues|wednes|thurs|fri|satur|sun)days)\b/i;
const PAST = /\b(?:was|were|had|did|got|went|came|made|took|gave|won|lost|ran|swam|met|left|bought|sold|paid|said|told|saw|began|became|turned|\w{3,}ed)\b/i;

/**
 * Whether a past-tense diary sentence is the writer's happening: said by "I"/"we" or with the
 * diary's unspoken "I" ("Finally replaced the old fridge"), or a family ceremony the writer
 * attends ("Little Tobenna was dedicated in church"). Another person's doing ("My sister Anika
 * graduated") is theirs.
 */
function byWriter(text: string): boolean {
  if (/^(?:I|we)\b|\b(?:I|we)\s+(?:\w+\s+)?(?:was|were|had|did|got|went|\w+ed)\b/i.test(text)) return true;
  if (/\b(?:was|were) (?:born|christened|bapti[sz]ed|dedicated|married|buried|confirmed)\b/i.test(text)) return true;
  return startsWithPastVerb(text.replace(LEADING_TIME, ''));
}

/** The sentence of a diary entry that tells what happened, for an entry no trigger found: a past-tense sentence or a note naming an occasion. */
function entryHappening(sentences: Sentence[]): { s: Sentence; text: string } | undefined {
  for (const s of sentences) {
    for (const c of s.text.split(/(?<=\p{L})[:;]\s+(?=\p{Ll})/u)) {
      const text = c.trim();
      if (text.split(/\s+/).length < 3 || /\?\s*$/.test(text) || FUTURE.test(text) || WEIGHED.test(text) || TASTE_OR_HABIT.test(text)) continue;
      const verbless = (OCCASION.test(text) || NAMED_OUTING.test(text) || sportAt(text)) && !PAST.test(text) && !/\b(?:is|are|am)\b/i.test(text);
      if (verbless || (PAST.test(text) && byWriter(text))) return { s, text };
    }
  }
  return undefined;
}

/** A dated diary entry is a happening even when no trigger word names it: its first telling sentence, typed by its words. */
function entryEvent(sentences: Sentence[], userName?: string): DraftEvent | undefined {
  // "Pipe burst in the basement at 3 am. Plomberie Roy came at 7; $640 plus taxes.": else a sum the entry says was paid.
  const h = entryHappening(sentences) ?? sentences.map((s) => ({ s, text: s.text })).find(({ text }) => MONEY_STATED.test(text) && PAST.test(text) && !FUTURE.test(text) && !/\?\s*$/.test(text));
  const day = sentences[0]?.context;
  if (!h || !day) return undefined;
  const whole = sentences.map((s) => s.text).join(' ');
  // A trip or holiday is the writer's own, whatever meals the entry goes on to tell.
  // So is a sport played or run ("Curling season opener at the Club Jacques-Cartier"), even at a club.
  const travel = /\b(?:holidays?|vacation|trip|getaway|weekend away|flew|flight)\b/i.test(h.text) || isSport(/^\p{L}+/u.exec(h.text)?.[0] ?? '');
  const type = travel ? 'personal' : (ENTRY_TYPES.find(([, re]) => re.test(h.text))?.[0] ?? ENTRY_TYPES.find(([, re]) => re.test(whole))?.[0] ?? 'personal');
  const happen = atClock(`${day.slice(0, 10)}T00:00:00`, undefined, h.text);
  const content = withDetail(sentenceContent(h.text, 0), sentences[sentences.indexOf(h.s) + 1]?.text);
  const e: DraftEvent = { event_type: type, content, happen_time: happen, dedupe_key: key(type, happen, actionOf(content), anchorOf(content, userName)) };
  // "COFEPRIS came at 11. Passed, two small notes": the short sentence before tells what came (not a mood: "Quiet morning.").
  const prev = sentences[sentences.indexOf(h.s) - 1]?.text ?? '';
  // An exclaimed place or name ("BOHOL!", "Cape Town!") is a headline too.
  const told = (PAST.test(prev) && !byWriter(prev)) || /^\p{Lu}[\p{L}' -]{1,30}!+$/u.test(prev);
  return h.text === h.s.text && told ? withHeadline(e, sentences, h.s) : e;
}

/**
 * "Bought the pickup for the fonda! 2021 Nissan NP300, white, … — $385,000": a short headline and
 * the verbless detail after it (what, from whom, for how much) are one happening.
 */
function withDetail(headline: string, next: string | undefined): string {
  if (!next || headline.split(/\s+/).length > 8 || PAST.test(next) || /^(?:I|we|he|she|they|it)\b/i.test(next) || !MONEY_STATED.test(next)) return headline;
  const both = `${headline} ${sentenceContent(next, 0)}`;
  return both.length <= 300 ? both : headline;
}

/**
 * A diary's headline sentence before the one a trigger found ("Finally replaced the old fridge.
 * Got a Samsung … for ₦685,000"): the headline says what the detail is about.
 */
function withHeadline(e: DraftEvent, sentences: Sentence[], at: Sentence): DraftEvent {
  const k = sentences.indexOf(at);
  const prev = k > 0 ? sentences[k - 1]!.text.trim() : '';
  if (k !== 1 || !prev || prev.split(/\s+/).length > 8 || typeOf(prev) || TASTE_OR_HABIT.test(prev) || /[?]$/.test(prev)) return e;
  return { ...e, content: snippet(`${sentenceContent(prev, 0)} ${e.content}`, 300) };
}

export function sentenceEvents(doc: DocView, userName?: string): DraftEvent[] {
  if (doc.genre === 'diary') return diaryEvents(doc, userName);
  return sentencesEvents(doc.sentences, doc, userName);
}

/** Per diary entry: the events its sentences' triggers find, else the entry's own happening. */
function diaryEvents(doc: DocView, userName?: string): DraftEvent[] {
  const entries: Sentence[][] = [];
  let prevLine = -2;
  for (const s of doc.sentences) {
    const cur = entries[entries.length - 1];
    const dateBetween = doc.lines.slice(prevLine + 1, s.line).some((l) => l.isDate);
    if (!cur || cur[0]!.context !== s.context || dateBetween) entries.push([s]);
    else cur.push(s);
    prevLine = s.line;
  }
  return entries.flatMap((entry) => {
    const found = sentencesEvents(entry, doc, userName, true);
    if (found.length > 0) return found;
    const own = entry[0]!.context && doc.lines.some((l) => l.isDate) ? entryEvent(entry, userName) : undefined;
    return own ? [own] : [];
  });
}

function sentencesEvents(sentences: Sentence[], doc: DocView, userName?: string, headline = false): DraftEvent[] {
  const out: DraftEvent[] = [];
  for (const [k, s] of sentences.entries()) {
    const t = s.text;
    if (t.length < 8 || /\?\s*$/.test(t)) continue;
    // "We booked the trip last night: we fly to Lisbon on 14 April" holds two clauses, each with its own date.
    const clauses = t.split(/(?<=\p{L})[:;]\s+(?=\p{Ll})/u);
    for (const c of clauses.length > 1 ? clauses : [t]) {
      let ev = sentenceEvent({ ...s, text: c }, doc, userName);
      // "Golden wedding! Anja surprised Monika and me with lunch at Auerbachs Keller": an exclaimed headline, told by the next sentence.
      const next = sentences[k + 1];
      if (ev && headline && /^[^.!?]{3,30}!+$/.test(t.trim()) && next && !sentenceEvent(next, doc, userName) && `${ev.content} ${next.text}`.length <= 300) ev = { ...ev, content: `${ev.content} ${sentenceContent(next.text, 0)}` };
      // "…attended the workshop 'Feline dentistry: extractions …' on Saturday 15 November": a colon inside a title is no new clause.
      if (ev && !ev.happen_time && clauses.length > 1) {
        const whole = sentenceEvent(s, doc, userName);
        if (whole?.happen_time && whole.event_type === ev.event_type) ev = whole;
      }
      if (ev && !ev.happen_time) datedByNext(ev, sentences[k + 1]);
      if (ev && !ev.happen_time) datedByFields(ev, doc, s.text);
      if (ev) out.push(headline ? withHeadline(ev, sentences, s) : ev);
    }
  }
  // Two sentences of one entry about one happening ("Asked Kasia to marry me. We are engaged.") are
  // one event, told by both when the second is short.
  const seen = new Map<string, DraftEvent>();
  return out.filter((e) => {
    if (!e.happen_time) return true;
    const k = `${e.event_type}|${e.dedupe_key.split('|')[2]}|${e.happen_time}`;
    const first = seen.get(k);
    if (!first) return (seen.set(k, e), true);
    if (e.content.split(/\s+/).length <= 8 && first.content.length + e.content.length <= 300) first.content = `${first.content} ${e.content}`;
    return false;
  });
}

/**
 * "We confirm your place on the BIM course. Classes start on Monday 3 March 2025.": an undated
 * happening takes the day the next sentence says it starts or takes place.
 */
function datedByNext(e: DraftEvent, next: Sentence | undefined): void {
  if (!next || !/\b(?:start|starts|begin|begins|commences?|takes? place|(?:is|are|will be) held|runs? from|opens?)\b/i.test(next.text)) return;
  const d = findDates(next.text, next.context).find((x) => statedDay(x) && !x.deadline);
  if (!d) return;
  e.happen_time = atClock(`${d.iso.slice(0, 10)}T00:00:00`, d, next.text, next.context);
  const [type, , ...rest] = e.dedupe_key.split('|');
  e.dedupe_key = [type, e.happen_time!.slice(0, 4), ...rest].join('|');
}

/**
 * "This confirms your appointment for a screening mammogram:" / "Date: Thursday, 26 March 2026" /
 * "Time: 10:30": an undated happening takes the Date and Time fields printed under it.
 */
function datedByFields(e: DraftEvent, doc: DocView, sentence: string): void {
  // A message's view holds only its own lines: find the sentence among them.
  const line = doc.lines.findIndex((l) => l.text.includes(sentence.slice(0, 40)));
  if (line < 0) return;
  const below = doc.lines.slice(line + 1, line + 6).map((l) => l.text);
  const dateLine = below.find((l) => /^\s*(?:date|day|when|datum|fecha|data)\s*:/i.test(l));
  const d = dateLine ? findDates(dateLine, doc.lines[line]?.context ?? null).find((x) => statedDay(x) && !x.deadline) : undefined;
  if (!d) return;
  const timeLine = below.find((l) => /^\s*(?:time|hora|heure|zeit|uhrzeit|ora)\s*:/i.test(l));
  const raw = /\b([01]?\d|2[0-3])[:.h]([0-5]\d)\b/.exec(timeLine ?? '');
  const clock = (timeLine && clockTime(timeLine.replace(/^[^:]*:\s*/, 'at '))) ?? (raw ? `${raw[1]!.padStart(2, '0')}:${raw[2]}:00` : '00:00:00');
  e.happen_time = d.precision === 'time' ? d.iso : `${d.iso.slice(0, 10)}T${clock}`;
  // "Your appointment is confirmed." says neither what nor where: the fields do ("Service: Annual Physical Exam", "Branch: …").
  const field = (re: RegExp) => below.find((l) => re.test(l))?.replace(/^[^:]*:\s*/, '').replace(/[.\s]+$/, '');
  const what = field(/^\s*(?:service|test|procedure|treatment|examination|exam|type|reason|for)\s*:/i);
  const where = field(/^\s*(?:place|location|branch|clinic|venue|address|where|at)\s*:/i);
  if (e.content.split(/\s+/).length <= 6 && (what || where)) e.content = `${e.content.replace(/[.]$/, '')}: ${[what, where && `at ${where}`].filter(Boolean).join(' ')}.`;
  const [type, , ...rest] = e.dedupe_key.split('|');
  e.dedupe_key = [type, e.happen_time.slice(0, 4), ...rest].join('|');
}

function sentenceEvent(s: Sentence, doc: DocView, userName?: string): DraftEvent | undefined {
  const t = s.text;
  for (const trig of TRIGGERS) {
    const m = trig.re.exec(t);
    if (!m) continue;
    const dates = findDates(t, s.context);
    // "First delivery to the Outspan Hospital kitchen": a hospital by name is a place, not a health matter.
    if (trig.action === 'health' && /^hospital$/i.test(m[0].trim()) && /\p{Lu}[\p{L}'’-]*\s+$/u.test(t.slice(0, m.index)) && /^H/.test(m[0].trim())) continue;
    const told = toldToUser(trig, t, m.index, doc, dates);
    if (!told && !userDoes(t, m.index, doc, !!trig.owned, m[0])) continue;
    // "Anh Khoa proposed in Đà Nẵng, they'll marry next spring": news of a couple that is not the writer.
    if (trig.owned && /\bthey(?:'ll| will| are| were|'re)?\s+(?:\w+\s+)?(?:marry|married|engaged|wed)\b/i.test(t)) return undefined;
    if (WEIGHED.test(t.slice(0, m.index)) && !dates.some((x) => statedDay(x) && !x.deadline)) return undefined;
    // An announced occasion is on the day said after it ("… thanksgiving is at St Mary's on Saturday 22 February").
    const d = told === 'announced' ? (dates.find((x) => x.index > m.index && statedDay(x) && !x.deadline) ?? pickDate(dates, m.index, t)) : pickDate(dates, m.index, t);
    let happen: string | null = d ? weekdayByTense(d, t, s.context) : null;
    // A confirmation ("Entry fee paid: JPY 17,500") happened by the time the message was sent.
    if (!d && told === 'confirmed' && doc.reference) happen = `${doc.reference.slice(0, 10)}T00:00:00`;
    // A bank's notice is sent when the money moves: undated, it happened at the message's time.
    if (!d && trig.action === 'transfer' && doc.reference && doc.referenceFrom === 'content') happen = doc.reference;
    if (!d && !FUTURE.test(t)) {
      if (doc.genre === 'diary' && s.context) happen = `${s.context.slice(0, 10)}T00:00:00`;
      // What a letter does in the present happens on the letter's date.
      else if (doc.genre === 'letter' && doc.referenceFrom === 'content' && doc.reference && /\bI(?:'m| am) \w+ing\b|\bI (?:hereby )?(?:apply|submit|enclose|accept|resign)\b/.test(t)) happen = `${doc.reference.slice(0, 10)}T00:00:00`;
    }
    if (d && FUTURE.test(t.slice(0, d.index)) && d.relative) happen = null;
    // "I am writing to apply for a stand at this year's show in September": the application is the letter itself, on its date.
    const selfAct = trig.action === 'apply' && doc.genre === 'letter' && doc.referenceFrom === 'content' && !!doc.reference && /\bI(?:'m| am) writing to apply\b|\bI (?:hereby |wish to |would like to )?apply\b/i.test(t);
    if (selfAct || (trig.action === 'appointed' && doc.referenceFrom === 'content' && doc.reference)) happen = `${doc.reference!.slice(0, 10)}T00:00:00`;
    happen = atClock(happen, selfAct ? undefined : d, t, s.context);
    let content = sentenceContent(t, m.index + m[0].length);
    // The letter's subject line says what is applied for ("RE: APPLICATION FOR A STAND AT THE NYERI ASK SHOW 2025").
    const re = selfAct ? doc.lines.find((l) => /^\s*(?:re|subject|ref)\s*:\s*\S/i.test(l.text) && !l.text.includes(t))?.text.replace(/^\s*(?:re|subject|ref)\s*:\s*/i, '').trim() : undefined;
    if (re) content = snippet(`${re}: ${content}`, 300);
    return { event_type: trig.type, content, happen_time: happen, dedupe_key: key(trig.type, happen, trig.action, anchorOf(content, userName)) };
  }
  return undefined;
}

export { extractEvents, invitationEvent, invoiceEvent, receiptItems } from './events-kinds.js';
export { clockTime, ocrClock } from './events-dating.js';

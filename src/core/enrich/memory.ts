/**
 * A file's contribution to its user's memory: profile evidence and user events. Built-in
 * extraction always runs (it is cheap and offline); with an Ollama chat model configured, the
 * model's validated answers are used and the built-in result fills the gaps:
 *  - profile: the model's facts, plus built-in facts for subtopics the model did not report;
 *  - events: the model's events, or the built-in ones when the model found none;
 *  - a model that times out, is unreachable or answers invalid JSON twice → built-in only.
 * Runs in the extraction worker thread; the main thread only writes the result.
 */
import type { ExtractBackends, Extracted } from '../ingest/types.js';
import type { NewEvent, ProfileEvidence } from '../store/memory.js';
import { mentionTime } from './dates.js';
import { buildDocView, type DocView, type Genre } from './doc.js';
import { extractEvents, type DraftEvent } from './events.js';
import { mailEvents, standaloneBooking } from './events-mail.js';
import { calendarEvents, certificateEvent, datedLogEvents, isTillSlip, noteItemEvents, ocrReceiptEvent, payslipEvent } from './events-notes.js';
import { mailMessages, ownerAddress } from './mail.js';
import { decideOwnership, referenceLines, type OwnershipDecision } from './ownership.js';
import { formProfile, holderProfile, mailProfile } from './profile-forms.js';
import { kindSummary } from './summary-kind.js';
import { ollamaEvents } from './events-ollama.js';
import { chatBackend } from './llm.js';
import { extractProfile } from './profile.js';
import { ollamaProfile } from './profile-ollama.js';

export interface MemoryResult {
  evidence: ProfileEvidence[];
  events: NewEvent[];
  /** Which extractor produced what, and why a model was not used (kept in the file's facts). */
  notes: { profile: string; events: string };
  /** The detected document type (résumé, invoice, …), for the upload event's type. */
  genre: Genre;
  /** Whether the file is about its user or reference material, and why. */
  ownership: OwnershipDecision;
  /** The summary's opening for what the file is (receipt, mail, diary, form…), when it is one of those. */
  summary?: string;
}

export async function extractMemory(x: Extracted, file: { name: string; mime?: string }, backends?: ExtractBackends, at?: Date): Promise<MemoryResult> {
  const now = mentionTime(at);
  const doc = buildDocView(x, file);
  const messages = mailMessages(doc);
  datePerMessage(doc, messages);
  const ownership = decideOwnership(doc, messages.length > 0);
  const finish = (evidence: ProfileEvidence[], events: DraftEvent[], notes: MemoryResult['notes']): MemoryResult => {
    const withTime = events.map((e) => ({ ...e, mention_time: now }));
    return { evidence, events: withTime, notes, genre: doc.genre, ownership, summary: kindSummary(doc, messages, withTime, evidence, ownership) };
  };
  // Reference material feeds neither the profile nor the timeline, whichever extractor runs.
  if (ownership.ownership === 'reference') return finish([], [], { profile: `none (${ownership.reason})`, events: `none (${ownership.reason})` });
  // A personal file's citation lines and references section are someone else's dates and names.
  const cited = referenceLines(doc);
  if (cited.size > 0) doc.sentences = doc.sentences.filter((s) => !cited.has(s.line));

  const holder = ownership.reason === 'a card or certificate naming its holder' ? holderProfile(doc, now) : [];
  const builtinEvidence = [...formProfile(doc, now), ...holder, ...mailProfile(doc, messages, now), ...extractProfile(messages.length > 0 ? ownMessages(doc, messages) : doc, now)];
  const userName = builtinEvidence.find((e) => e.subtopic === 'Name')?.value;
  const builtinEvents = messages.length > 0 ? dedupe(mailEvents(doc, messages, userName)) : (standaloneBooking(doc) ?? listEvents(doc, ownership, userName) ?? extractEvents(doc, userName));

  const chat = chatBackend(backends);
  const hasText = doc.lines.some((l) => /\p{L}{2,}/u.test(l.text));
  if (!chat || !hasText) return finish(builtinEvidence, builtinEvents, { profile: 'builtin', events: 'builtin' });

  const [p, e] = await Promise.all([ollamaProfile(doc, chat, now), ollamaEvents(doc, chat)]);
  let evidence = builtinEvidence;
  let profileNote = `builtin (ollama: ${p.ok ? '' : p.reason})`;
  if (p.ok) {
    const covered = new Set(p.evidence.map((x) => x.subtopic));
    evidence = [...p.evidence, ...builtinEvidence.filter((x) => !covered.has(x.subtopic))];
    profileNote = `ollama ${chat.model}${p.dropped ? ` (${p.dropped} unsupported fact(s) dropped)` : ''}`;
  }
  let events = builtinEvents;
  let eventsNote = `builtin (ollama: ${e.ok ? '' : e.reason})`;
  if (e.ok && e.events.length > 0) {
    events = e.events;
    eventsNote = `ollama ${chat.model}${e.dropped ? ` (${e.dropped} unsupported event(s) dropped)` : ''}`;
  } else if (e.ok) eventsNote = 'builtin (ollama found no events)';
  return finish(evidence, events, { profile: profileNote, events: eventsNote });
}

/** Every line of a message is dated by the message's Date (relative words count from it). */
function datePerMessage(doc: DocView, messages: ReturnType<typeof mailMessages>): void {
  for (const m of messages) for (const i of m.body) doc.lines[i]!.context = m.date ?? doc.lines[i]!.context;
  for (const s of doc.sentences) s.context = doc.lines[s.line]?.context ?? s.context;
}

/** What the user wrote in their own messages, for first-person statements ("we moved to Pune"). */
function ownMessages(doc: DocView, messages: ReturnType<typeof mailMessages>): DocView {
  const owner = ownerAddress(doc, messages);
  const lines = new Set(messages.filter((m) => owner && (m.from ?? '').toLowerCase().includes(owner)).flatMap((m) => m.body));
  return { ...doc, genre: 'other', personal: true, firstPerson: true, headerEnd: 0, sentences: doc.sentences.filter((s) => lines.has(s.line)) };
}

/** A receipt read by OCR or a log of dated notes: lists, not prose, so the sentence extractor misses them. */
function listEvents(doc: DocView, ownership: OwnershipDecision, userName?: string): DraftEvent[] | undefined {
  // A till receipt, scanned or clean, is read by one set of rules (its total, shop, printed date and time).
  if (doc.genre === 'invoice') {
    const head = [doc.title ?? '', ...doc.lines.slice(0, 6).map((l) => l.text)].join('\n');
    const slip = isTillSlip(doc.lines.map((l) => l.text));
    if (!slip && (!/\breceipt\b/i.test(head) || /\binvoice\b/i.test(head))) return undefined;
    const e = ocrReceiptEvent(doc);
    return e ? [e] : undefined;
  }
  // A budget or ledger has totals and card lines too, but is no single purchase.
  if (ownership.reason.startsWith('a receipt or bill') && !/\.(?:xlsx?|ods|csv|tsv|numbers)$/i.test(doc.name)) {
    const e = ocrReceiptEvent(doc);
    return e ? [e] : [];
  }
  if (ownership.reason === 'a payslip') {
    const e = payslipEvent(doc);
    return e ? [e] : [];
  }
  if (ownership.reason === 'a card or certificate naming its holder') {
    const e = certificateEvent(doc);
    return e ? [e] : [];
  }
  if (ownership.reason === 'a calendar of the month’s plans') return dedupe(calendarEvents(doc));
  const log = datedLogEvents(doc);
  if (ownership.reason === 'a log of dated notes') return dedupe(log);
  // A to-do list or note of reminders dated in its title: its dated items (a list in the first person too: "my contribution Ksh 3,000").
  const bullets = doc.lines.filter((l) => /^\s*(?:[-*•▪◦+]|\[[ xX]?\]|☐|☑)\s+\S/.test(l.text)).length;
  if (/checklist|reminders/.test(ownership.reason) || (bullets >= 3 && bullets >= doc.lines.length / 2)) {
    const items = noteItemEvents(doc);
    if (items.length > 0) return dedupe(items);
  }
  if (doc.genre !== 'other' || log.length < 2) return undefined;
  // A first-person note that is also a log: its sentences' events, then the dated lines they left without one.
  const said = extractEvents(doc, userName);
  const days = new Set(said.map((e) => e.happen_time?.slice(0, 10)));
  return dedupe([...said, ...log.filter((e) => !days.has(e.happen_time?.slice(0, 10)))]);
}

function dedupe(events: DraftEvent[]): DraftEvent[] {
  const seen = new Set<string>();
  return events.filter((e) => (seen.has(e.dedupe_key) ? false : (seen.add(e.dedupe_key), true)));
}

/**
 * User events from an Ollama chat model: one schema-constrained call per file, validated. The
 * model quotes the date words it relies on; the date itself is worked out here, with the same
 * rules as the built-in extractor (the document's date as reference, date-only at midnight), and
 * only kept when that date really is one the document states — a model's arithmetic or
 * invention is never a happen_time.
 */
import { z } from 'zod';
import type { EventType } from '../store/memory.js';
import { dayOf, findDates } from './dates.js';
import type { DocView } from './doc.js';
import { eventKey, type DraftEvent } from './events.js';
import { referenceLines } from './ownership.js';
import { grounded, grounding, structuredChat, wordsOf, type ChatBackend } from './llm.js';
import { documentText } from './profile-ollama.js';
import { snippet } from './nlp.js';

export const EVENT_TYPES = ['personal', 'financial', 'professional', 'educational', 'social'] as const satisfies readonly EventType[];

export const EVENTS_JSON_SCHEMA = {
  type: 'object',
  properties: {
    events: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          event_type: { type: 'string', enum: EVENT_TYPES },
          content: { type: 'string', description: 'one clear sentence describing the event' },
          date_text: { type: ['string', 'null'], description: 'the exact words of the document that date the event, or null' },
          evidence: { type: 'string', description: 'the exact words of the document that state the event' },
        },
        required: ['event_type', 'content', 'date_text', 'evidence'],
      },
    },
  },
  required: ['events'],
} as const;

export const eventsReplySchema = z.object({
  events: z
    .array(
      z.object({
        event_type: z.enum(EVENT_TYPES),
        content: z.string().trim().min(5).max(400),
        date_text: z.string().trim().max(100).nullable().default(null),
        evidence: z.string().trim().max(2000).default(''),
      }),
    )
    .max(100),
});

export const EVENTS_SYSTEM = [
  'You list the events in the life of the person who owns a document (the writer of a diary or letter, the person a résumé describes, the recipient of an invoice or invitation).',
  'An event is something that happened or will happen to that person: a new job, a degree, a move, a payment or invoice, a party, a trip, a birthday.',
  'Never list what only other people do. Do not invent events. If there are none, return {"events": []}.',
  'event_type is one of personal, financial, professional, educational, social: financial for buying, selling, paying, an invoice, a receipt or what a booking cost; personal for health, travel, a stay, a move, signing a lease for a home, family; social for parties, dinners, weddings, shows and concerts attended; professional for work; educational for study and exams.',
  'content is one clear sentence. date_text is the exact date words from the document for that event (e.g. "March 2021", "yesterday", "2024-06-03"), or null when the document gives none.',
  'evidence is the exact words of the document that state the event.',
].join('\n');

export type OllamaEvents = { ok: true; events: DraftEvent[]; dropped: number } | { ok: false; reason: string };

const FUTURE = /\b(?:will|going to|plan to|planning to|hope to|want to|next (?:week|month|year)|tomorrow)\b/i;

/** Lines whose context is an entry's own date: a diary's headings, a message's Date. */
function entryDated(doc: DocView, line: DocView['lines'][number]): boolean {
  return doc.genre === 'diary' || (line.context !== null && line.context !== doc.reference) || (doc.referenceFrom === 'content' && doc.genre === 'letter');
}

export async function ollamaEvents(doc: DocView, backend: ChatBackend): Promise<OllamaEvents> {
  const text = documentText(doc);
  const user = `File: ${doc.name}\n${doc.reference ? `Document date: ${doc.reference.slice(0, 10)}\n` : ''}---\n${text}`;
  const r = await structuredChat(backend, { system: EVENTS_SYSTEM, user, format: EVENTS_JSON_SCHEMA, schema: eventsReplySchema });
  if (!r.ok) return { ok: false, reason: r.reason };
  const g = grounding(text);
  // Every date the document states, each resolved against its passage's date.
  const stated = new Set<string>();
  const cited = referenceLines(doc);
  doc.lines.forEach((l, i) => {
    // A citation's year is no date of the user's life.
    if (!cited.has(i)) for (const d of findDates(l.text, l.context)) stated.add(dayOf(d.iso));
  });
  const out: DraftEvent[] = [];
  let dropped = 0;
  for (const e of r.value.events) {
    if (e.evidence && !grounded(e.evidence, g)) {
      dropped++;
      continue;
    }
    let happen: string | null = null;
    const said = wordsOf(e.evidence).join(' ');
    const evidenceLine = said ? doc.lines.find((l) => wordsOf(l.text).join(' ').includes(said)) : undefined;
    if (e.date_text) {
      const line = doc.lines.find((l) => l.text.toLowerCase().includes(e.date_text!.toLowerCase())) ?? evidenceLine;
      const d = findDates(e.date_text, line?.context ?? doc.reference)[0];
      if (d && stated.has(dayOf(d.iso))) happen = d.iso;
    }
    // Same rule as the built-in extractor: with no date of its own, a happening in a diary entry
    // or a message is dated by the entry (its heading, the message's Date) — never by a number
    // that is no date (a model year, an amount), which findDates does not count as one.
    // A date the model made up (nowhere in the document) leaves the event undated.
    const noDateOfItsOwn = !e.date_text || (!happen && !!evidenceLine && evidenceLine.text.includes(e.date_text));
    if (!happen && noDateOfItsOwn && evidenceLine?.context && entryDated(doc, evidenceLine) && !FUTURE.test(e.evidence)) happen = `${evidenceLine.context.slice(0, 10)}T00:00:00`;
    let content = snippet(e.content.replace(/\s+/g, ' '), 300);
    if (!/[.!?]$/.test(content)) content += '.';
    out.push({ event_type: e.event_type, content, happen_time: happen, dedupe_key: eventKey(e.event_type, happen, content) });
  }
  return { ok: true, events: out, dropped };
}

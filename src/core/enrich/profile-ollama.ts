/**
 * The user profile from an Ollama chat model: one schema-constrained call per file, validated;
 * each fact must quote evidence the document really contains (a model's invention is dropped)
 * and hold a value of the right shape (an email that is an email, an age that is a number).
 */
import type { ProfileEvidence } from '../store/memory.js';
import type { DocView } from './doc.js';
import { referenceLines } from './ownership.js';
import { grounded, grounding, structuredChat, wordsOf, type ChatBackend } from './llm.js';
import { cleanValue, snippet } from './nlp.js';
import { CATEGORY_OF, PROFILE_JSON_SCHEMA, SUBTOPIC_HINTS, SUBTOPICS, profileReplySchema, type Subtopic } from './profile-schema.js';

/** A model's fact outranks a built-in one from the same file. */
export const OLLAMA_CONFIDENCE = 0.95;

/** Text sent to the model (characters). */
export const PROMPT_CHARS = 12_000;

export function documentText(doc: DocView): string {
  let out = '';
  // The model sees the user's own text: citations and reference sections are left out.
  const cited = referenceLines(doc);
  for (const [i, l] of doc.lines.entries()) {
    if (cited.has(i)) continue;
    if (out.length + l.text.length + 1 > PROMPT_CHARS) break;
    out += `${l.text}\n`;
  }
  return out;
}

export const PROFILE_SYSTEM = [
  'You extract facts about the person who owns a document (its author or subject: the writer of a diary or letter, the person a résumé describes).',
  'Report only what the document states explicitly about that person. Never report facts about other people mentioned (recipients, friends, family members, vendors, colleagues).',
  'Never guess or infer beyond the text. If nothing is stated, return {"facts": []}.',
  'For each fact give the subtopic, a short value, and the exact words from the document that state it as evidence.',
  'Subtopics:',
  ...SUBTOPICS.map((s) => `- ${s}: ${SUBTOPIC_HINTS[s]}`),
].join('\n');

function validValue(subtopic: Subtopic, value: string): boolean {
  switch (subtopic) {
    case 'email':
      return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
    case 'phone':
      return (value.match(/\d/g) ?? []).length >= 7;
    case 'Age':
      return /^\d{1,3}$/.test(value) && Number(value) > 0 && Number(value) < 120;
    case 'number_of_children':
      return /^\d{1,2}$/.test(value);
    case 'birth_date':
      return /^\d{4}(?:-\d{2}(?:-\d{2})?)?$/.test(value);
    default:
      return value.length <= 120;
  }
}

export type OllamaProfile = { ok: true; evidence: ProfileEvidence[]; dropped: number } | { ok: false; reason: string };

export async function ollamaProfile(doc: DocView, backend: ChatBackend, now: string): Promise<OllamaProfile> {
  const text = documentText(doc);
  const user = `File: ${doc.name}\n${doc.reference ? `Document date: ${doc.reference.slice(0, 10)}\n` : ''}---\n${text}`;
  const r = await structuredChat(backend, { system: PROFILE_SYSTEM, user, format: PROFILE_JSON_SCHEMA, schema: profileReplySchema });
  if (!r.ok) return { ok: false, reason: r.reason };
  const g = grounding(text);
  const out: ProfileEvidence[] = [];
  let dropped = 0;
  for (const f of r.value.facts) {
    const value = f.subtopic === 'email' ? f.value.trim().toLowerCase() : cleanValue(f.value);
    // The evidence must be in the document, and so must the value's words unless derived (a date, a number).
    if (!value || !validValue(f.subtopic, value) || !grounded(f.evidence, g)) {
      dropped++;
      continue;
    }
    const line = bestLine(doc, f.evidence);
    const dup = out.find((e) => e.subtopic === f.subtopic && e.value.toLowerCase() === value.toLowerCase());
    if (dup) continue;
    out.push({
      category: CATEGORY_OF[f.subtopic],
      subtopic: f.subtopic,
      value,
      snippet: snippet(f.evidence),
      confidence: OLLAMA_CONFIDENCE,
      evidence_time: line?.context ?? doc.reference ?? now,
    });
  }
  return { ok: true, evidence: out, dropped };
}

/** The line the evidence quotes most of (its diary entry's date is the evidence time). */
function bestLine(doc: DocView, evidence: string) {
  const ev = new Set(wordsOf(evidence));
  let best: { n: number; line: (typeof doc.lines)[number] } | undefined;
  for (const line of doc.lines) {
    const n = wordsOf(line.text).filter((w) => ev.has(w)).length;
    if (n > 0 && (!best || n > best.n)) best = { n, line };
  }
  return best?.line;
}

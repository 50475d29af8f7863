/**
 * "Who are the authors of the paper?", "who presented the slides?": a title page's byline — a
 * line of names separated by commas ("Ana Ruiz, Tom Berg, Li Wei") — answers it, though it
 * holds no word of the question; the names are the value, the first few when the question
 * asks for them ("the first two authors").
 */
import type { ValueSpan } from './values.js';

export const BYLINE_ASKED = /\b(?:authors?|authored|wr(?:ote|itten)|co-?authors?|presenters?|presented|speakers?|creators?|created by|by whom)\b/i;

/** A person's name as a byline prints it: two to four capitalised words, initials allowed, a footnote mark after. */
const NAME = /^(?:\p{Lu}[\p{L}'’-]*\.?\s+){1,3}\p{Lu}[\p{L}'’-]+[*†‡]?\d*$/u;
const COUNTS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5 };

/** The names of a byline line, in order; undefined when the line is not one. */
function bylineNames(sentence: string): Array<{ text: string; index: number }> | undefined {
  const line = sentence.trim();
  if (line.includes('\n') || !line.includes(',')) return undefined;
  const parts: Array<{ text: string; index: number }> = [];
  const re = /[^,;]+/g;
  for (const m of line.matchAll(re)) {
    const text = m[0].replace(/^\s*(?:and|&)\s+/i, '').trim();
    if (text) parts.push({ text, index: sentence.indexOf(text) });
  }
  const names = parts.filter((p) => NAME.test(p.text));
  return names.length >= 2 && names.length * 3 >= parts.length * 2 ? names : undefined;
}

/** The byline's names a question about a document's authors asks for, as one value ("Ana Ruiz, Tom Berg"). */
export function bylineValue(question: string, sentence: string): ValueSpan | undefined {
  if (!BYLINE_ASKED.test(question)) return undefined;
  const names = bylineNames(sentence);
  if (!names) return undefined;
  const first = /\bfirst (?:(\d+|one|two|three|four|five) )?(?:authors?|names?|presenters?|speakers?)\b/i.exec(question);
  const n = first ? (first[1] ? (COUNTS[first[1].toLowerCase()] ?? Number(first[1])) : 1) : names.length;
  const shown = names.slice(0, Math.max(1, n));
  return { text: shown.map((x) => x.text).join(', '), index: shown[0]!.index };
}

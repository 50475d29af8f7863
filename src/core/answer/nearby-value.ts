/**
 * The value for a best sentence that names what is asked but holds none: the price printed under
 * a receipt's item line, a value-bearing rival line of the same chunk, the nearest line holding
 * one, or a chunk's only date.
 */
import type { QuestionType } from './question-type.js';
import { LIST_ITEM, pickValue } from './answer-text.js';
import { PLACE_PHRASE } from './values.js';
import { wordsOf } from './words.js';
import type { Sentence } from './sentences.js';
import type { Candidate } from './candidate.js';

/** Question kinds whose answer is a value the text must hold: without one, the files do not answer. */
export const NEEDS_VALUE = new Set<QuestionType>(['amount', 'quantity', 'date', 'time', 'duration', 'count', 'code']);
/** How far (in sentences of its chunk) the value of a sentence that names the asked thing may stand. */
const VALUE_REACH = 3;

/**
 * When the best sentence names what is asked but holds no value of its kind ("2 Meantime Pale"
 * on a receipt whose prices OCR read a few lines further), the value comes from the same
 * chunk: a value-bearing candidate nearly as good, else the nearest sentence holding one.
 */
export function withValueNearby(type: QuestionType, chosen: Candidate[], candidates: Candidate[], all: Sentence[], q: Set<string>): Candidate[] {
  const best = chosen[0];
  // "Where is Uroko?": the address printed under the shop's name.
  if (!best || best.value || !(NEEDS_VALUE.has(type) || type === 'person' || type === 'place' || type === 'yes_no')) return chosen;
  // "Spare key: in the blue pot by the back door" says where already.
  if (type === 'place' && PLACE_PHRASE.test(best.sentence)) return chosen;
  const at = all.findIndex((s) => s.hit === best.hit && s.sentence === best.sentence);
  // A receipt's item line is followed by its own price ("Portable SSD 2TB" / "Thunderbolt 3" /
  // "STOR-2241 1 @ $289.00"): the value right below it is its value, before any other line's.
  if (at >= 0 && type !== 'yes_no') {
    for (let d = 1; d <= ITEM_VALUE_BELOW; d++) {
      const s = all[at + d];
      if (!s || s.hit !== best.hit || s.heading || s.record !== all[at]!.record || labelsOther(s.sentence, q) || otherItem(best.sentence, s.sentence, best.hit.text)) break;
      const value = pickValue(type, s.sentence, wordsOf, q);
      if (value) return [{ ...best, sentence: s.sentence, value }, ...chosen];
    }
  }
  const rival = candidates.find((c) => c.hit === best.hit && c.value && !c.otherRecord && c.score >= best.score * NEARBY_RIVAL && !labelsOther(c.sentence, q) && !otherItem(best.sentence, c.sentence, best.hit.text));
  if (rival) return [rival, ...chosen.filter((c) => c !== rival)];
  if (at < 0 || type === 'yes_no') return chosen;
  for (let d = 1; d <= VALUE_REACH; d++) {
    for (const j of [at + d, at - d]) {
      const s = all[j];
      // Another JSON element's field is that element's value, not this one's; a line that opens
      // with its own subject ("Luggage: … £42" beside "Car: hire from Pisa") holds that subject's.
      if (!s || s.hit !== best.hit || s.heading || s.record !== all[at]!.record || labelsOther(s.sentence, q) || otherItem(best.sentence, s.sentence, best.hit.text)) continue;
      const value = pickValue(type, s.sentence, wordsOf, q);
      if (value) return [{ ...best, sentence: s.sentence, value }, ...chosen];
    }
  }
  return [...(onlyDateOf(type, best, all, q) ?? []), ...chosen];
}

/**
 * "On what date did I have drinks at the Clachan?" asked of a receipt whose one date is printed
 * at its top, far from the line about the drinks: a chunk that holds a single date is dated by it.
 */
function onlyDateOf(type: QuestionType, best: Candidate, all: Sentence[], q: Set<string>): Candidate[] | undefined {
  if (type !== 'date') return undefined;
  const dated = all.flatMap((s) => {
    const value = s.hit === best.hit && !s.heading ? pickValue(type, s.sentence, wordsOf, q) : undefined;
    return value ? [{ sentence: s.sentence, value }] : [];
  });
  if (dated.length === 0 || new Set(dated.map((d) => d.value.text)).size > 1) return undefined;
  return [{ ...best, ...dated[0]! }];
}
const NEARBY_RIVAL = 0.25;

/** A line's own subject: "Luggage:" opening "Luggage: one 20 kg bag, booked (£42 total)". */
const OPENING_LABEL = /^\s*([\p{L}][\p{L}'’ &/-]{1,30}?)\s*:\s+\S/u;
/** Labels that name a figure, not a subject: their value may belong to the line above ("Total: 12.80"). */
const FIGURE_LABEL = /^(?:total|subtotal|sub-total|balance|amount|sum|net|gross|price|cost|fee|fare|charge|payment|paid|due|date|time|when|value|figure|result|reading|qty|quantity)\b/i;

/** Whether a line opens with a label naming a subject the question does not ask about. */
function labelsOther(sentence: string, q: Set<string>): boolean {
  const m = OPENING_LABEL.exec(sentence);
  if (!m || FIGURE_LABEL.test(m[1]!)) return false;
  return ![...wordsOf(m[1]!)].some((w) => q.has(w));
}
/**
 * Two items of one list ("[ ] Dentist check-up…" and "[ ] Pay the deposit (£1,200)"), or a line
 * with its own subject ("Car: hire from Pisa…") and an item of a list ("- Thu: tower tickets (€20)"):
 * each holds its own values.
 */
function otherItem(best: string, other: string, text: string): boolean {
  if (best === other || !LIST_ITEM.test(other.trim())) return false;
  // The item a nested one sits under ("- 25 May 2023 - Version 1.7.0" over "    - Add Apple Silicon support")
  // is its heading: less indented, or — where the text lost its indents — a dated entry above it.
  const above = text.indexOf(other.trim()) < text.indexOf(best.trim());
  if (above && (indentOf(other, text) < indentOf(best, text) || DATED_ITEM.test(other.trim()))) return false;
  const label = OPENING_LABEL.exec(best);
  return LIST_ITEM.test(best.trim()) || (label !== null && !FIGURE_LABEL.test(label[1]!));
}

/** A list item that opens with a date: a log's or changelog's entry, the heading of the items under it. */
export const DATED_ITEM = /^(?:[-*•–]\s+|\d{1,2}[.)]\s+)?(?:\d{4}-\d{2}-\d{2}|\d{1,2}[./]\d{1,2}[./]\d{2,4}|\d{1,2}(?:st|nd|rd|th)?\s+\p{L}{3,}\.?,?\s+\d{4}|\p{L}{3,}\.?\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4})\b/u;

/** How far a line is indented in its chunk (0 when it is not found at a line's start). */
function indentOf(line: string, text: string): number {
  const first = line.trim().split('\n')[0]!;
  const at = text.indexOf(first);
  if (at < 0) return 0;
  const start = text.lastIndexOf('\n', at - 1) + 1;
  return /^[ \t]*$/.test(text.slice(start, at)) ? text.slice(start, at).replace(/\t/g, '    ').length : 0;
}

/** Lines below a value-less best line searched first for its own value. */
const ITEM_VALUE_BELOW = 2;

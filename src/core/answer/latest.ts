/**
 * "What was my most recent blood pressure reading?": of a log's dated entries, the latest one
 * answers — a line no question word reaches ("2025-11-17  07:05  119/78"), under a heading that
 * matched them all. It leads the answer, as a field labelled with what is asked does.
 */
import { findDates } from '../enrich/dates.js';
import type { Candidate } from './candidate.js';
import type { Sentence } from './sentences.js';

export const LATEST_ASKED = /\b(?:most recent|latest|newest|last (?:reading|entry|measurement|result|check|visit|time|one|record|update|value))\b/i;
/** A line that opens with a date: a log's entry. */
const LEADING_DATE = /^(?:[-*•–]\s+)?(?:\d{4}-\d{2}-\d{2}|\d{1,2}[./]\d{1,2}[./]\d{2,4}|\d{1,2}\s+\p{L}{3,}\.?,?\s+\d{4}|\p{L}{3,}\.?\s+\d{1,2},?\s+\d{4})/u;

/** The chosen lines with the latest dated entry of the best line's chunk first, when the question asks for the latest. */
export function latestFirst(question: string, chosen: Candidate[], all: Sentence[]): Candidate[] {
  const best = chosen[0];
  if (!best || !LATEST_ASKED.test(question)) return chosen;
  let latest: { s: Sentence; when: number } | undefined;
  let entries = 0;
  for (const s of all) {
    if (s.hit !== best.hit) continue;
    const head = LEADING_DATE.exec(s.sentence.trim());
    if (!head) continue;
    const date = findDates(head[0].replace(/^[-*•–]\s+/, ''), '2000-01-01').find((d) => d.index === 0 && (d.precision === 'day' || d.precision === 'time'));
    const when = date ? Date.parse(date.iso) : NaN;
    if (!Number.isFinite(when)) continue;
    entries++;
    if (!latest || when > latest.when) latest = { s, when };
  }
  if (!latest || entries < 2 || latest.s.sentence === best.sentence) return chosen;
  return [{ ...best, sentence: latest.s.sentence, value: undefined, labelled: true }, ...chosen.filter((c) => c.sentence !== latest!.s.sentence)];
}

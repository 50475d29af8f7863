/**
 * Which line leads an answer, as stages in order over the chosen lines: a value-less best line
 * takes its value from nearby, then the reading a question's wording asks for — the latest log
 * entry, the extreme row of a table's column, the release heading over a changelog item, the
 * table row the question names by its label, the receipt line above an item's name.
 */
import type { Candidate } from './candidate.js';
import type { QuestionType } from './question-type.js';
import type { Sentence } from './sentences.js';
import { withValueNearby } from './nearby-value.js';
import { latestFirst } from './latest.js';
import { extremeFirst } from './superlative.js';
import { versionFirst } from './version-heading.js';
import { namedRowFirst } from './named-row.js';
import { itemAboveName } from './receipt-items.js';
import { pickValue } from './answer-text.js';
import { wordsOf } from './words.js';

export function leadFirst(question: string, type: QuestionType, chosen: Candidate[], candidates: Candidate[], sentences: Sentence[]): Candidate[] {
  const valued = withValueNearby(type, chosen, candidates, sentences, wordsOf(question));
  const latest = latestFirst(question, valued, sentences);
  const extreme = extremeFirst(question, type, latest, sentences);
  const release = versionFirst(question, extreme);
  const row = namedRowFirst(question, type, release, sentences);
  return itemAbove(question, type, row);
}

/** "1 DIS 8.90" over "THAI ICE TEA": the line above the name is the item's, not the one below it. */
function itemAbove(question: string, type: QuestionType, chosen: Candidate[]): Candidate[] {
  const above = type === 'amount' ? itemAboveName(chosen[0]) : undefined;
  const value = above ? pickValue(type, above, wordsOf, wordsOf(question)) : undefined;
  return above && value ? [{ ...chosen[0]!, sentence: above, value }, ...chosen] : chosen;
}

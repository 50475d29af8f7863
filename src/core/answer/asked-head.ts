/**
 * The thing a question's value must belong to, where the question's grammar names it: "How much
 * did the plumber charge?" asks for the plumber's charge. A file may hold that word somewhere and
 * a value of the asked kind somewhere else — the rent reduction the same letter asks for — and
 * that is not an answer: the line giving the value must say whose it is.
 */
import { stem, wordsOf } from './words.js';
import type { QuestionType } from './question-type.js';

/** Words before a subject's noun that do not name it ("the new tyres" are tyres). */
const DETERMINER = /^(?:the|my|our|your|his|her|their|its|a|an|this|that|these|those|new|current|former|old|last|next)$/i;
const PRONOUN = /^(?:i|we|you|he|she|it|they|me|us|him|them|one|someone|anyone|everyone|people)$/i;
const PREPOSITION = /^(?:for|of|on|at|in|to|from|with|by|about|over|per|during|after|before)$/i;
/** Verbs that make an amount question's subject the one who charged, cost or asked the sum. */
const MONEY_VERB = /^(?:charge|charged|charges|cost|costs|quote|quoted|quotes|ask|asked|asks|bill|billed|bills|want|wanted|wants|sell|sold|sells|earn|earned|earns|make|made|makes|pay|paid|pays)$/i;
const AUX = /^(?:did|does|do|will|would|should|could|has|have|had|was|were|is|are)$/i;

/** "How much did the new tyres for the Skoda cost?" → "tyres": the subject's head noun before the money verb. */
function amountSubject(tokens: string[]): string | undefined {
  if (tokens[0] !== 'how' || tokens[1] !== 'much' || !AUX.test(tokens[2] ?? '')) return undefined;
  const verbAt = tokens.findIndex((t, i) => i > 3 && MONEY_VERB.test(t));
  if (verbAt < 0) return undefined;
  let phrase = tokens.slice(3, verbAt);
  const prep = phrase.findIndex((t) => PREPOSITION.test(t));
  if (prep >= 0) phrase = phrase.slice(0, prep);
  phrase = phrase.filter((t) => !DETERMINER.test(t));
  // Only a common noun: "how much did I pay", "how much did Forest Laboratories pay" name no thing the value belongs to.
  if (phrase.length === 0 || phrase.length > 3 || phrase.some((t) => PRONOUN.test(t))) return undefined;
  return phrase[phrase.length - 1];
}

/** The stem of the word naming whose value is asked, when the question's grammar says it plainly (lower-case words only: names are checked elsewhere). */
export function askedHead(question: string, type: QuestionType): string | undefined {
  const raw = question.trim().match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? [];
  // A capitalised word is a name, checked as one (nameMissing); this rule is about common nouns.
  const tokens = raw.map((t, i) => (i > 0 && /^\p{Lu}/u.test(t) ? `#${t}` : t.toLowerCase()));
  const head = type === 'amount' ? amountSubject(tokens) : undefined;
  if (!head || head.startsWith('#')) return undefined;
  return [...wordsOf(head)][0] ?? stem(head);
}

/** Whether the line giving the value says the asked head, itself or through the record or heading it sits in ("price: 24.99" under "name: Pruning Shears"). */
export function saysHead(head: string, sentence: string, about: Set<string> | undefined): boolean {
  return wordsOf(sentence).has(head) || (about?.has(head) ?? false);
}

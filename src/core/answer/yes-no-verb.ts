/**
 * "Did the committee agree to put the rent up?" is answered by the line that says the thing was
 * done ("Agreed 4 votes to 1"), or not done ("the council did not approve it"): the question's
 * main verb, found in a sentence, is its yes or no when the file writes down no box or field.
 */
import nlp from 'compromise';
import type { ValueSpan } from './values.js';
import { stem } from './words.js';

const AUXILIARY = new Set(['do', 'be', 'have', 'will', 'would', 'can', 'could', 'shall', 'should', 'may', 'might', 'must', 'get']);

/** The stems of a yes/no question's main verb in all its forms ("pay": pay, paid, pays, paying), if it has one. */
export function mainVerbOf(question: string): Set<string> | undefined {
  for (const v of nlp(question).verbs().json() as Array<{ text: string; verb?: { infinitive?: string } }>) {
    const inf = (v.verb?.infinitive ?? v.text).toLowerCase().split(/\s+/)[0];
    if (!inf || !/^[a-z]{3,}$/.test(inf) || AUXILIARY.has(inf)) continue;
    const forms = (nlp(inf).verbs().conjugate() as Array<Record<string, string>>)[0] ?? {};
    return new Set([inf, forms.PastTense, forms.PresentTense, forms.Gerund].filter((f): f is string => !!f && /^[a-z]+$/.test(f)).map(stem));
  }
  return undefined;
}

/** The word of a sentence that is a form of the verb ("Agreed" for agree, "paid" for pay), as a yes/no value. */
export function verbStatement(sentence: string, verb: Set<string>): ValueSpan | undefined {
  for (const m of sentence.matchAll(/\p{L}+/gu)) if (verb.has(stem(m[0].toLowerCase()))) return { text: m[0], index: m.index! };
  return undefined;
}

const NEGATION = /\b(?:not|never|no longer|refused|rejected|declined|against|failed to|without)\b|n['’]t\b/i;

/** Whether the words before the verb say it did not happen ("did not agree", "never paid"). */
export function verbNegated(sentence: string, at: ValueSpan): boolean {
  const before = sentence.slice(Math.max(0, at.index - 30), at.index);
  return NEGATION.test(before.split(/[,;:.]/).pop() ?? '');
}

/**
 * Whether the chosen lines answer the question at all: the value its kind needs, the year,
 * month, record and person it names, and one chunk that holds most of what it asks.
 */
import type { QuestionType } from './question-type.js';
import type { Candidate } from './candidate.js';
import { isPhone, PLACE_PHRASE, valuesIn } from './values.js';
import { asksAboutUser, monthsHeld, PHONE_ASKED, yearsHeld } from './constraints.js';
import { NEEDS_VALUE } from './nearby-value.js';
import { askedHead, saysHead } from './asked-head.js';

/** A question for a name in full: one word does not answer it. */
const SURNAME_ASKED = /\b(?:last name|surname|family name|full name|maiden name)\b/i;

/** Date questions that ask for a day, which a year alone does not give. */
export const DAY_ASKED = /\b(?:birthday|date of birth|born on|(?:what|which|on what) (?:date|day)|what is the date|exact date)\b/i;
export const YEAR_ONLY = /^(?:in\s+)?(?:1[89]|20)\d{2}$/i;

/**
 * Whether the retrieved chunks answer the question at all: one chunk (with its file's name and
 * kind) must hold most of the question's weight — a word no chunk holds weighs more than any
 * that one does, so "What is my annual salary?" is not answered by an "Annual review" — or a
 * chunk must say it in other words, clearly (its meaning far above the query's other nearest
 * chunks'). Calibrated on bench:qa's dev questions (docs/DECISIONS.md): at 0.45 it handles 10 of
 * 11 unanswerable questions and turns away 6 of 83 answerable ones whose file it found.
 */
export const MIN_CHUNK_COVER = 0.45;

export function answers(question: string, type: QuestionType, best: Candidate | undefined, chunkCover: number): boolean {
  if (!best) return false;
  // "How much did the tyres cost?" is not answered by a sentence without an amount…
  if (NEEDS_VALUE.has(type) && !best.value) return false;
  // …nor "what date of birth…" by a year alone, wherever it was found.
  if (type === 'date' && best.value && DAY_ASKED.test(question) && YEAR_ONLY.test(best.value.text.trim())) return false;
  // "Where was the photo taken?" is not answered by its camera and its date.
  if (type === 'place' && !best.value && !PLACE_PHRASE.test(best.sentence)) return false;
  // "What is Farhan's last name?" is not answered by a line that calls him Farhan.
  if (SURNAME_ASKED.test(question) && !valuesIn('person', best.sentence).some((v) => /\S\s+\S/.test(v.text.trim()))) return false;
  // "How much did the plumber charge?" is not answered by the rent reduction the same letter asks for.
  const head = askedHead(question, type);
  if (head && !saysHead(head, best.sentence, best.about)) return false;
  // "What street…" is not answered by a neighbourhood and a city.
  if (type === 'place' && STREET_ASKED.test(question) && !STREET_NAMED.test(withoutLabel(best.sentence))) return false;
  // "the ryokan's price" is not the price in the Osaka hotel's record.
  if (best.otherRecord) return false;
  // "Who won in 2019?" is not answered by a table that never mentions 2019.
  if (!yearsHeld(question, best.hit)) return false;
  // …nor "revenue in February" by rows dated in January.
  if (!monthsHeld(question, best.hit)) return false;
  // "What is the clinic's phone number?" is not answered by a date or a reference code.
  if (type === 'code' && PHONE_ASKED.test(question) && !(best.value && isPhone(best.value.text))) return false;
  // "Which school do my children go to?" is not answered by an article about a footballer's school.
  if (best.hit.aboutOthers && asksAboutUser(question)) return false;
  return chunkCover >= MIN_CHUNK_COVER || (best.chunkZ >= MIN_CHUNK_Z && (best.hit.similarity ?? 0) >= MIN_CHUNK_SIMILARITY);
}


/** "Gas and electricity are paid by Priya, so they are not here": the file says it does not hold it. */
const NOT_HERE = /\b(?:not|n['’]t)\s+(?:here|included|listed|shown|counted|covered|recorded|part of (?:this|the))\b|\bexcluded\b/i;

/** Whether a chosen line that says what is asked, without a value, says the files do not hold it. */
export function saysAbsent(type: QuestionType, chosen: Candidate[]): boolean {
  return NEEDS_VALUE.has(type) && chosen.some((c) => c.saysFocus && !c.value && NOT_HERE.test(c.sentence));
}

/** A chunk's likeness in meaning answers alone from this many standard deviations above the query's nearest chunks'… */
const MIN_CHUNK_Z = 2.5;
/**
 * …and only a clear likeness in absolute terms. Measured on bench:qa dev with the built-in
 * sentence encoder: the best chunk's cosine to the question is 0.33–0.46 for unanswerable
 * questions ("octopus" 0.41) and 0.33–0.44 for answerable paraphrases, with z from 2.2 to 5 on
 * both sides — no separation, so that weak signal answers nothing by itself; a model whose
 * vectors say so clearly (≥ 0.6) does.
 */
const MIN_CHUNK_SIMILARITY = 0.6;

/** A question for a street, not a town or a neighbourhood. */
const STREET_ASKED = /\b(?:what|which|on what|on which)\s+(?:street|road|avenue)\b/i;
/** A street as addresses write it: a designator ("Carver Street", "Bay St S", "Rue Cler") or a house number before a name. */
const STREET_NAMED = /\b(?:street|st|road|rd|avenue|ave|lane|ln|boulevard|blvd|drive|dr|crescent|terrace|highway|hwy|rue|via|calle|strasse|straße)\b|\b\d+[a-z]?,?\s+\p{Lu}\p{L}+/iu;

/** A field's text without its label: "Place: Park Slope" names no street because its label says "Place". */
function withoutLabel(sentence: string): string {
  return sentence.replace(/^[^:\n]{1,40}:\s*/u, '');
}

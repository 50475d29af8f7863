import { questionType, type QuestionType } from './question-type.js';
import { expansionOf, fitsAskedUnit, isPhone, PLACE_PHRASE, saysYesOrNo, valuesIn } from './values.js';
import { fileName, isValued, labelOf, NOT_FOUND_TEXT, pickValue, readableSentence, valueSentence, yesNoSentence } from './answer-text.js';
import { QUESTION_GLUE, questionWordsOf, stem, wordsOf } from './words.js';
import { askedWordsOf, CODE_NOUNS, IDENTIFIER, labelNames, labelPrecision, labelWords, wordPairs } from './labels.js';
import { sentencesOf, type Hit, type Sentence } from './sentences.js';
import { factFor, type Fact } from './citing.js';
import type { Candidate } from './candidate.js';
import { softMatcher } from './soft-match.js';
import { PHONE_ASKED } from './constraints.js';
import { DATED_ITEM } from './nearby-value.js';
import { contextWeights } from './context-weights.js';
import { answers, DAY_ASKED, MIN_CHUNK_COVER, saysAbsent, YEAR_ONLY } from './gate.js';
import { chooseSentences, userFirst } from './choose.js';
import { mainVerbOf, verbNegated, verbStatement } from './yes-no-verb.js';
import { itemsBought } from './receipt-items.js';
import { SUPERLATIVE_WORDS } from './superlative.js';
import { bylineValue } from './byline.js';
import { leadFirst } from './lead.js';

export interface DraftAnswer {
  text: string;
  facts: Fact[];
  /** false: nothing in the hits answers the question (the text says so, facts are empty). */
  found: boolean;
}

export interface AnswerOptions {
  maxSentences?: number;
  /**
   * The earlier question a follow-up leans on ("and where does she live?"): sentences from
   * chunks that also match it are preferred over equally good ones about someone else.
   */
  context?: string;
  /**
   * Similarity in meaning of a sentence to the question (a cosine), when an embedder is at
   * hand: a sentence that says the same in other words ("accountant" for "CPA") can be picked.
   */
  similarity?: (sentence: string) => number;
  /**
   * A word's vector (unit length) in the built-in word table, or undefined for an unknown word:
   * a question word the chunk does not hold counts in part when it holds a close one.
   */
  wordVector?: (word: string) => Float32Array | undefined;
  /** Tuning (bench:tune); the defaults are the chosen values. */
  rankDecay?: number;
  keepRatio?: number;
  simWeight?: number;
  simAdmit?: number;
  /** false: headings are treated as sentences (for comparison in bench:tune). */
  headings?: boolean;
}

/**
 * Chosen with `TUNE_ANSWERS=1 npm run bench:tune` on bench/paraphrase and SciFact's train split
 * (a fact is right when it comes from a relevant document): dividing a sentence's score by
 * 1 + rank of its chunk (was 1 + 0.1 × rank) keeps answers to the best chunk unless another
 * says much more; the similarity adds 0.5 × mean query IDF per standard deviation above the
 * sentences' mean, and admits a sentence with no question word from 1 standard deviation up.
 * Fact precision 0.38 → 0.54 (paraphrase), 0.45 → 0.59 (SciFact train); first fact right
 * 0.49 → 0.54 and 0.53 → 0.61.
 */
const RANK_DECAY = 1;
const SIM_WEIGHT = 0.5;
const SIM_ADMIT = 1;

/** What question words found only in the sentence before are worth, against words of its own. */
const CARRIED_WEIGHT = 0.5;

/**
 * Within a chunk, the field labelled with what is asked answers it: "Camera: COOLPIX P6000"
 * over the line "Photo taken on 22 October 2008" that only matched the words naming the photo.
 */
function promoteLabelled(candidates: Candidate[]): void {
  const best = new Map<Hit, number>();
  for (const c of candidates) best.set(c.hit, Math.max(best.get(c.hit) ?? 0, c.score));
  // Above the chunk's best line, and among themselves still in their own order.
  for (const c of candidates) if (c.labelled) c.score = Math.max(c.score, best.get(c.hit)! * (1.05 + 0.05 * (c.score / (best.get(c.hit)! || 1))));
}

const GLUE_WEIGHT = 0.25;
/** Words the question's kind already says: "pay" in an amount question asks for an amount, it names nothing. */
const TYPE_GLUE: Partial<Record<QuestionType, Set<string>>> = {
  amount: new Set('much pay paid cost price spend spent charge charged fee amount'.split(' ').map(stem)),
  quantity: new Set('much'.split(' ').map(stem)),
  duration: new Set('long time take took last lasted'.split(' ').map(stem)),
  count: new Set('many number often times'.split(' ').map(stem)),
  date: new Set('date day year happen'.split(' ').map(stem)),
  time: new Set('time'.split(' ').map(stem)),
  place: new Set('place located location'.split(' ').map(stem)),
  person: new Set('name person'.split(' ').map(stem)),
};
/** What a question word found only elsewhere in the sentence's record or paragraph counts for. */
const SEGMENT_WEIGHT = 0.25;
/** A sentence whose label names what is asked ("Camera: …" for "which camera") counts this much more; one that does not name it at all, this much less. */
const ASKED_LABEL = 1.5;
const ASKED_MISS = 0.6;

/** What a valued question's line admitted on meaning alone (no word of the question in it or leaned on) counts for. */
const MEANING_ONLY = 0.5;

/** A pair of the question's words standing together in the sentence counts this much of a word. */
const PAIR_WEIGHT = 0.5;

/** What a name the question mentions counts for when ranking sentences, against a word of what it asks. */
const NAMED_WEIGHT = 0.5;

/** A value of the asked kind counts this much more; a typed question's sentence without one, this much less. */
const VALUE_BONUS = 0.5;
const NO_VALUE = 0.5;

/**
 * Scores every sentence: the IDF of the question words it holds (a pronoun-led sentence also
 * half of those of the sentence before), plus similarity in meaning, weighted by the rank of
 * its chunk; a typed question prefers sentences holding a value of its kind.
 */
interface Scored {
  candidates: Candidate[];
  /** The IDF of the question's focus words (none: every sentence may support the answer). */
  focusMass: number;
  /** The share of the question's weight the best single chunk holds (words close in meaning counted in part when the words fall short). */
  chunkCover: number;
  /** A name the question gives ("the earthquake near Anchorage") that no retrieved chunk holds. */
  nameMissing: boolean;
}

/**
 * The words a question asks about, as opposed to whom or what it names: "Which university did
 * Alice Moreau attend?" asks about {university, attend}. Capitalised words after the first are
 * names; framing words ("tell", "name") are not a focus.
 */
export function focusWords(question: string): Set<string> {
  const named = new Set<string>();
  const tokens = question.match(/[\p{L}\p{N}][\p{L}\p{N}'’.-]*/gu) ?? [];
  tokens.forEach((t, i) => {
    // Names and numbers ("the photo on 22 October 2008") tell which file; they are not what is asked.
    if ((i > 0 && /^\p{Lu}/u.test(t) && t !== 'I') || /\d/.test(t)) for (const w of wordsOf(t)) named.add(w);
  });
  return new Set([...wordsOf(question)].filter((w) => !named.has(w) && !QUESTION_GLUE.has(w)));
}

/** Month and day names are dates, written many ways; they name no one. */
const CALENDAR_WORD = /^(?:january|february|march|april|may|june|july|august|september|october|november|december|monday|tuesday|wednesday|thursday|friday|saturday|sunday|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|mon|tue|wed|thu|fri|sat|sun)$/i;

/**
 * The names a question gives, each as its lower-cased parts ("UnitedHealthcare": united, healthcare): its capitalised words
 * (letters only, three or more), not "I", months or weekdays, nor a word that opens one of its sentences ("…taken? Give me…").
 */
function namesOf(question: string): string[][] {
  return [...question.matchAll(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)]
    .filter((m) => !/(?:^|[.?!:;]\s*)$/u.test(question.slice(0, m.index)))
    .map((m) => m[0].replace(/['’]s$/u, ''))
    .filter((t) => /^\p{Lu}\p{L}{2,}$/u.test(t) && !CALENDAR_WORD.test(t))
    .map((t) => t.split(/(?<=\p{Ll})(?=\p{Lu})/u).map((p) => lettersOf(p)));
}

/** Lower-case letters without their accents: OCR and keyboards drop them ("Sèvres" is printed "Sevres"). */
function lettersOf(text: string): string {
  return text.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase().replace(/[^\p{L}]+/gu, '');
}

const FIRST_PERSON = /\b(?:I|my|me|mine|I'm|I've|I'd|myself)\b/;
const FIRST_PERSON_WORDS = /\b(?:I|my|me|mine|I'm|I've|I'd|I’m|I’ve|myself|we|our|us)\b/g;
/** How much more a chunk written in the first person counts for a question about the user. */
const FIRST_PERSON_BONUS = 0.5;
const firstPersonCache = new WeakMap<object, number>();

/** 1 for a chunk with no first-person words, up to 1 + FIRST_PERSON_BONUS for one written as a diary is (≥ 2 % of its words). */
function firstPerson(hit: Hit): number {
  let f = firstPersonCache.get(hit);
  if (f === undefined) {
    const words = hit.text.split(/\s+/).length || 1;
    const density = (hit.text.match(FIRST_PERSON_WORDS)?.length ?? 0) / words;
    f = 1 + FIRST_PERSON_BONUS * Math.min(1, density / 0.02);
    firstPersonCache.set(hit, f);
  }
  return f;
}

/** A question about what a bill came to ("how much did I spend at the bakery": the whole bill), and the labels of a bill's total ("Grand Total", "Net Total", "Amount due"). */
const TOTAL_ASKED = /\b(?:(?:spen[dt]|paid|pay)\s+at|come to|came to|comes to|add up to|added up to|amount(?:ed)? to|altogether|in total|all in|all together|set (?:me|us|them|you) back)\b/i;
const TOTAL_WORDS = ['total', 'grand', 'net', 'amount', 'due', 'gesamt', 'summe'].map(stem);
const TOTAL_LABEL = /\b(?:grand total|net total|total|amount due|balance due|total due|to pay|gesamtbetrag|summe)\b(?![^\n]*\b(?:sub|excl|before)\w*)[^\n]*$/i;
/** Sums beside a bill's total that are not it: a count of items, savings, the tax it includes, cash handed over, change. */
const NOT_THE_TOTAL = /\b(?:qty|quantity|items?|savings?|discount|includes|tender\w*|received|change|cash|payment|paid|rounding|round|adj\w*|sub-?\s?total|subtotal|excl\w*|before|points)\b/i;
const NOT_TOTAL = 0.4;
/** How much more a total line counts for such a question, and up to how much more again for the last one printed. */
const FINAL_TOTAL = 1.2;
const LAST_TOTAL = 0.3;

/** What a sentence dated another day than the one a question names counts for. */
const OTHER_DAY = 0.3;
/** …and an undated line of a chunk where another line holds the day asked ("Health log" over "2026-04-06  124/80"). */
const BESIDE_DAY = 0.5;
/** …and, in a follow-up, a line about only what the earlier question named. */
const OFF_FOLLOW_UP = 0.4;
/** …and a field of a JSON element that does not hold what the question names, when another does. */
const OTHER_RECORD = 0.3;

/** What a word of the earlier question counts for in a follow-up ("and how much did it cost?"). */
const CONTEXT_WORD_WEIGHT = 0.5;

function scoreSentences(question: string, type: QuestionType, all: Sentence[], opts: AnswerOptions): Scored {
  // A follow-up asks about what the question before it named: its words join this one's, at less weight.
  const asked = questionWordsOf(question);
  const earlier = new Set(opts.context ? [...wordsOf(opts.context)].filter((w) => !asked.has(w)) : []);
  const q = new Set([...asked, ...earlier]);
  const n = all.length;
  const df = new Map<string, number>();
  for (const s of all) for (const w of s.words) df.set(w, (df.get(w) ?? 0) + 1);
  // Words that only shape a question ("tell", "know", "happen") weigh little against the one it is about.
  const glue = TYPE_GLUE[type];
  // What each chunk says, with its file's name and kind ("the photo", "the spreadsheet").
  const chunkWords = new Map<Hit, Set<string>>();
  for (const s of all) {
    let bag = chunkWords.get(s.hit);
    if (!bag) chunkWords.set(s.hit, (bag = new Set([...wordsOf(s.hit.path.replace(/[/_.-]+/g, ' ')), ...kindWords(s.hit.path)])));
    for (const w of s.words) bag.add(w);
  }
  const anywhere = (w: string) => df.has(w) || [...chunkWords.values()].some((b) => b.has(w));
  // A word no retrieved chunk holds is rarer than any that one does: the files may not say it at all.
  // Computed once per question word: the sentence loop asks for the same few words again and again.
  const weights = new Map(
    [...q].map((w) => [w, Math.log(1 + (anywhere(w) ? n / (df.get(w) ?? 1) : 2 * n)) * (QUESTION_GLUE.has(w) || glue?.has(w) || SUPERLATIVE_WORDS.has(w) ? GLUE_WEIGHT : 1) * (earlier.has(w) ? CONTEXT_WORD_WEIGHT : 1)] as const),
  );
  const idf = (w: string) => weights.get(w) ?? 0;
  const rankDecay = opts.rankDecay ?? RANK_DECAY;
  const sims = opts.similarity ? all.map((s) => opts.similarity!(s.sentence)) : undefined;
  let simMean = 0;
  let simSd = 1;
  if (sims && sims.length > 1) {
    simMean = sims.reduce((a, b) => a + b, 0) / sims.length;
    simSd = Math.sqrt(sims.reduce((a, b) => a + (b - simMean) ** 2, 0) / sims.length) || 1;
  }
  const qMass = [...q].reduce((a, w) => a + idf(w), 0);
  const qPairs = wordPairs(question);
  const focus = new Set([...focusWords(question)].filter((w) => !glue?.has(w)));
  const focusMass = [...focus].reduce((a, w) => a + idf(w), 0);
  const qIdf = qMass / Math.max(1, q.size);
  const chunks = [...new Set(all.map((s) => s.hit))];
  const contextWeight = contextWeights(opts.context ? wordsOf(opts.context) : undefined, chunks);
  // A chunk that does not name whom the question names ("Alice") is about someone else.
  const names = new Set([...q].filter((w) => !focus.has(w) && !glue?.has(w) && !QUESTION_GLUE.has(w)));
  const namedWeight = contextWeights(names, chunks, (h) => chunkWords.get(h)!);
  // "Which camera…": sentences that name a camera answer it, when any does.
  const askedFor = askedWordsOf(question, type);
  const codeAsked = askedFor.some((w) => CODE_NOUNS.has(w));
  const anyAsked = askedFor.length > 0 && all.some((s) => !s.heading && (askedFor.some((w) => s.words.has(w) || labelNames(labelWords(s.sentence), w)) || (codeAsked && IDENTIFIER.test(s.sentence))));
  // "When did I get that promotion?" is about the user: their diary before an article's promotions.
  const personal = FIRST_PERSON.test(question);
  const phoneAsked = type === 'code' && PHONE_ASKED.test(question);
  const askedDays = [...asked].filter((w) => w.startsWith('@'));
  const verb = type === 'yes_no' ? mainVerbOf(question) : undefined;
  const dayAsked = type === 'date' && DAY_ASKED.test(question);
  const holdsDay = (words: Set<string>) => askedDays.some((d) => words.has(d));
  const dayChunks = new Set(askedDays.length > 0 ? all.filter((s) => holdsDay(s.words)).map((s) => s.hit) : []);
  const followOwn = earlier.size > 0 ? [...asked].filter((w) => !earlier.has(w) && !QUESTION_GLUE.has(w) && !glue?.has(w) && anywhere(w)) : [];
  // "What did the lunch come to?": the bill's total answers, and of its totals the last one printed (after service and rounding).
  const totalAsked = type === 'amount' && (TOTAL_ASKED.test(question) || /\btotal\b/i.test(question));
  const labelQ = totalAsked ? new Set([...q, ...TOTAL_WORDS]) : q;
  const lastAt = new Map<Hit, number>();
  if (totalAsked) for (const s of all) lastAt.set(s.hit, Math.max(lastAt.get(s.hit) ?? 0, s.at));
  const totalLine = (line: string) => TOTAL_LABEL.test(line) && !NOT_THE_TOTAL.test(line);
  // Only a bill that prints its total puts its other sums below it: where none reads as one, they stay candidates.
  const billsWithTotal = new Set(totalAsked ? all.filter((s) => s.sentence.split('\n').some((l) => totalLine(l.replace(/[\d.,\s]+$/, '')))).map((s) => s.hit) : []);
  const finalTotal = (s: Sentence, value: { index: number }) => {
    if (!totalAsked) return 1;
    const label = s.sentence.slice(0, value.index).split('\n').pop()!;
    if (totalLine(label)) return FINAL_TOTAL + LAST_TOTAL * (s.at / (1 + lastAt.get(s.hit)!));
    return billsWithTotal.has(s.hit) && NOT_THE_TOTAL.test(label) ? NOT_TOTAL : 1;
  };
  const candidates: Candidate[] = [];
  for (const [i, s] of all.entries()) {
    if (s.heading) continue;
    let value = isValued(type) || type === 'yes_no' ? pickValue(type, s.sentence, wordsOf, q) : undefined;
    if (!value && verb) value = verbStatement(s.sentence, verb);
    // "Who wrote it?": a title page's line of names answers for all of it, as a labelled field does.
    const byline = type === 'person' ? bylineValue(question, s.sentence) : undefined;
    if (byline) value = byline;
    // "What birthday is entered…", "on what date…": a year alone ("Form 1040NR (2007)") names no day.
    if (value && dayAsked && YEAR_ONLY.test(value.text.trim())) value = undefined;
    if (value && type === 'duration' && !fitsAskedUnit(question, value.text)) value = undefined;
    // A phone question's value is the sentence's phone number, not the member ID beside it.
    if (value && phoneAsked && !isPhone(value.text)) value = valuesIn('code', s.sentence).find((v) => isPhone(v.text));
    let own = 0;
    let carried = 0;
    let underHeading = 0;
    let saysFocus = false;
    let named = 0;
    const bare = ![...q].some((w) => s.words.has(w));
    const datedEntry = DATED_ITEM.test(s.sentence.trim());
    const billTotal = value !== undefined && totalAsked && billsWithTotal.has(s.hit) && totalLine(s.sentence.slice(0, value.index).split('\n').pop()!);
    for (const w of q) {
      if (focus.has(w) && s.words.has(w)) saysFocus = true;
      // Within the files about her, "Where does Alice live?" is answered by the sentence about living.
      if (s.words.has(w) && !focus.has(w)) named += (1 - NAMED_WEIGHT) * idf(w);
      if (s.words.has(w)) own += idf(w);
      else if (s.carried.has(w)) carried += CARRIED_WEIGHT * idf(w);
      // A heading speaks fully for the line under it, a little for the lines further down.
      else if (s.headed.has(w)) underHeading += (s.firstUnderHeading ? CARRIED_WEIGHT : CARRIED_WEIGHT / 2) * idf(w);
      // A line holding the asked value leans on the lines above it ("Finished in 3:45:12." after "Ran the marathon").
      // (Not a log's dated entry: the lines above it are the entry before.)
      else if (value && focus.has(w) && s.nearby.has(w) && !datedEntry) carried += CARRIED_WEIGHT * idf(w);
      // …and a bare value line on the name in the line right above it ("HeartlandHealth" over its address).
      else if (value && bare && s.previous.has(w)) carried += CARRIED_WEIGHT * NAMED_WEIGHT * idf(w);
      // A field of a record leans on the record: "in_stock: false" under "name: Watering Can".
      else if (s.segment.has(w)) carried += SEGMENT_WEIGHT * idf(w);
      // A bill's total line speaks for the whole bill: "how much did I spend at the Golden Lantern"
      // names the bill, and its total is the answer, far from the name.
      else if (billTotal && chunkWords.get(s.hit)!.has(w)) carried += CARRIED_WEIGHT * idf(w);
    }
    carried += underHeading;
    // A field whose label names the asked thing another way ("mag" for magnitude, "Camera" for the phone) says it.
    const label = anyAsked ? labelWords(s.sentence) : undefined;
    if (label) for (const w of askedFor) if (!s.words.has(w) && labelNames(label, w)) own += idf(w);
    const z = sims ? (sims[i]! - simMean) / simSd : 0;
    // "check out" is not "check in": the question's word pairs, stop words included, as written.
    // …and in a JSON element, its fields' pairs: "from Porto to Oslo" is the element whose from is Porto.
    const pairs = qPairs.size > 0 ? [...new Set([...wordPairs(s.sentence), ...s.recordPairs])].filter((p) => qPairs.has(p)).length : 0;
    // A chunk that says the question in other words ("zorblat visit" → the dentist note) answers
    // it even when it shares no word with it: retrieval measured that in its vector space.
    const cz = s.hit.meaning ?? 0;
    const semantic = (sims ? (opts.simWeight ?? SIM_WEIGHT) * qIdf * Math.max(0, z) : 0) + SIM_WEIGHT * qIdf * Math.max(0, cz - CHUNK_ADMIT);
    // The sentence must match the question itself; the one before only tells whom it is about.
    // …unless it opens the text under a heading that does, or holds the asked value below lines that do.
    const leans = (s.firstUnderHeading && underHeading > 0) || (value !== undefined && carried > 0);
    if (own <= 0 && !leans && !(sims && z >= (opts.simAdmit ?? SIM_ADMIT)) && cz < CHUNK_ADMIT) continue;
    // Few places have a name a reader knows: "Spare key: in the blue pot by the door" says where, unnamed.
    const typed = type === 'yes_no' ? (value ? 1 + VALUE_BONUS : 1) : !isValued(type) ? 1 : value ? (1 + VALUE_BONUS) * (type === 'amount' ? labelPrecision(s.sentence, value, labelQ) * finalTotal(s, value) : 1) : type === 'place' && PLACE_PHRASE.test(s.sentence) ? 1 : NO_VALUE;
    const askedFit = byline
      ? ASKED_LABEL
      : !anyAsked
      ? 1
      : askedFor.some((w) => labelNames(label!, w)) || (codeAsked && IDENTIFIER.test(s.sentence))
        ? ASKED_LABEL
        : askedFor.some((w) => s.words.has(w))
          ? 1
          : ASKED_MISS;
    // Prefer sentences from better-ranked chunks, and not fragments or walls of text.
    const lengthPenalty = s.sentence.length < 25 && !value ? 0.6 : s.sentence.length > 400 ? 0.8 : 1;
    // A field of another JSON element than the one the question names ("paid" of the ryokan's
    // stay, asked about the Hankyu hotel) answers for that element, not this one.
    const recordFit = s.inRecord && names.size > 0 && [...names].some((w) => chunkWords.get(s.hit)!.has(w)) && ![...names].some((w) => s.words.has(w) || s.segment.has(w)) ? OTHER_RECORD : 1;
    // "and the portable SSD?" after a question about headphones: a line that says none of the
    // follow-up's own words is about what the earlier question asked, not about this one.
    const followFit = followOwn.length > 0 && !followOwn.some((w) => s.words.has(w) || s.nearby.has(w) || s.segment.has(w) || s.carried.has(w)) ? OFF_FOLLOW_UP : 1;
    // "on 1 October": a line dated another day is about that day, not the one asked.
    const dayFit = askedDays.length === 0 || holdsDay(s.words) ? 1 : [...s.words].some((w) => w.startsWith('@')) ? OTHER_DAY : dayChunks.has(s.hit) ? BESIDE_DAY : 1;
    const context = (contextWeight.get(s.hit) ?? 1) * (namedWeight.get(s.hit) ?? 1) * (personal ? firstPerson(s.hit) : 1);
    // A valued question's line that says none of its words came in on meaning alone: a line that
    // holds the asked word and a value of the asked kind ("groceries   712.35") says more.
    const meaningOnly = isValued(type) && own <= 0 && carried <= 0 ? MEANING_ONLY : 1;
    const score = ((own - named + carried + semantic + PAIR_WEIGHT * qIdf * pairs) * meaningOnly * lengthPenalty * dayFit * recordFit * followFit * context * typed * askedFit) / (1 + rankDecay * s.rank);
    // The line that says the asked thing was done ("Agreed 4 votes to 1") answers a yes/no as a labelled field answers "which camera".
    const labelled = askedFit === ASKED_LABEL || (verb !== undefined && value !== undefined && !saysYesOrNo(value.text));
    candidates.push({ sentence: s.sentence, hit: s.hit, score, rank: s.rank, saysFocus, z, chunkZ: cz, value, labelled, otherRecord: recordFit !== 1, about: new Set([...s.segment, ...s.headed]) });
  }
  promoteLabelled(candidates);
  candidates.sort((a, b) => b.score - a.score);
  // The share of the question's weight the best single chunk holds: the files answer a question
  // only where one place says most of what it asks.
  const coverOf = (bag: Set<string>, partial?: Map<string, number>) => [...q].reduce((a, w) => a + (bag.has(w) ? idf(w) : (partial?.get(w) ?? 0) * idf(w)), 0) / Math.max(qMass, 1e-9);
  let chunkCover = Math.max(0, ...[...chunkWords.values()].map((bag) => coverOf(bag)));
  // Words close in meaning only matter to a cover the words themselves leave short of the rule
  // (answers()): the word table is not read for the many questions whose words are all there.
  if (chunkCover < MIN_CHUNK_COVER && opts.wordVector) {
    const soft = softMatcher(question, q, opts.wordVector);
    for (const [hit, bag] of chunkWords) {
      const absent = [...q].filter((w) => !bag.has(w));
      if (absent.length > 0) chunkCover = Math.max(chunkCover, coverOf(bag, soft(hit, absent)));
    }
  }
  // Letters only, not words: OCR and joined names ("TechMart", "United Healthcare") split words their own way.
  const given = namesOf(question);
  const texts = given.length > 0 ? chunks.map((h) => lettersOf(`${h.text} ${h.path}`)) : [];
  // …and OCR may set the parts of "UnitedHealthcare" lines apart: each part found counts.
  const holds = (n: string[]) => n.every((part) => texts.some((t) => t.includes(part)));
  const nameMissing = given.length > 0 && given.every((n) => !holds(n));
  return { candidates, focusMass, chunkCover, nameMissing };
}

/** Words a question uses for a file of its kind: "the photo", "the recording", "the spreadsheet". */
const KIND_WORDS: Array<[RegExp, string]> = [
  [/\.(?:png|jpe?g|gif|webp|heic|tiff?)$/i, 'photo picture image pic snapshot'],
  [/\.(?:mp3|wav|m4a|aac|flac|ogg)$/i, 'audio recording record voice memo'],
  [/\.(?:mp4|mov|m4v|avi|mkv|webm)$/i, 'video clip recording film'],
  [/\.(?:xlsx|xls|csv)$/i, 'sheet spreadsheet table workbook'],
  [/\.(?:pptx?|key)$/i, 'slide slides presentation deck'],
  [/\.(?:pdf|docx?|txt|md|html?)$/i, 'document doc'],
];

function kindWords(path: string): string[] {
  const found = KIND_WORDS.find(([re]) => re.test(path));
  return found ? found[1].split(' ').map(stem) : [];
}

/**
 * A follow-up that names only its subject ("and the portable SSD?") asks what the question
 * before it asked (its price): it takes that question's kind when it has none of its own.
 */
function followUpType(question: string, context: string | undefined): QuestionType {
  const own = questionType(question);
  if (own !== 'other' || !context || /\b(?:what|which|who|whom|whose|where|when|why|how)\b/i.test(question)) return own;
  return questionType(context);
}

/** "What does DIA stand for?": an acronym the question asks to spell out. */
const ACRONYM = /\b([A-Z][A-Z0-9]{1,7})\b(?=[^?]*\bstand for|[^?]*\bshort for|\??\s*$)/;

/** The answer to "what does X stand for": the first retrieved sentence that spells X out, cited. */
function expansionIn(acronym: string, all: Sentence[]): DraftAnswer | undefined {
  for (const s of [...all].sort((a, b) => a.rank - b.rank)) {
    const found = expansionOf(acronym, s.sentence);
    if (!found) continue;
    return {
      text: `${acronym} stands for ${found.text.replace(/\s+/g, ' ')}, according to ${fileName(s.hit.path)}. ${readableSentence(s.sentence)}`,
      facts: [factFor(s.hit, s.sentence)],
      found: true,
    };
  }
  return undefined;
}

/** A chunk's similarity in meaning counts from this many standard deviations above the query's nearest chunks'. */
const CHUNK_ADMIT = 1.5;

/**
 * The built-in answerer, as its stages: the retrieved chunks' sentences → scored against the
 * question (words, meaning, the kind of value asked for) → the best few from the best files →
 * whether they answer it at all → the answer text, each sentence cited by the fact that holds
 * and locates it. When nothing answers, it says so and cites nothing.
 */
export function extractiveAnswer(question: string, hits: Hit[], opts: AnswerOptions = {}): DraftAnswer {
  if (wordsOf(question).size === 0 || hits.length === 0) return { text: '', facts: [], found: false };
  // Search judged the question to be about nothing in the files (relevance.ts): say so.
  if (hits.every((h) => h.unrelated)) return { text: NOT_FOUND_TEXT, facts: [], found: false };
  const type = followUpType(question, opts.context);
  const sentences = sentencesOf(hits, opts.headings ?? true);
  const scored = scoreSentences(question, type, sentences, opts);
  const { candidates } = scored;
  const acronym = type === 'definition' ? ACRONYM.exec(question)?.[1] : undefined;
  const expanded = acronym ? expansionIn(acronym, sentences) : undefined;
  if (expanded) return expanded;
  const bought = itemsBought(question, hits);
  if (bought) return { ...bought, found: true };
  const chosen = leadFirst(question, type, chooseSentences(userFirst(question, candidates), opts.maxSentences ?? 3, opts.keepRatio ?? 0.35, scored.focusMass > 0, opts.simAdmit ?? SIM_ADMIT), candidates, sentences);
  if (scored.nameMissing || !answers(question, type, chosen[0], scored.chunkCover) || saysAbsent(type, chosen)) return { text: NOT_FOUND_TEXT, facts: [], found: false };
  const facts: Fact[] = [];
  for (const c of chosen) {
    const fact = factFor(c.hit, c.sentence);
    if (!facts.some((f) => f.reference === fact.reference && f.chunk === fact.chunk)) facts.push(fact);
  }
  return { text: composeText(type, chosen), facts, found: true };
}

/** The answer's text: a typed question's value in a lead sentence, then the sentences it rests on. */
function composeText(type: QuestionType, chosen: Candidate[]): string {
  // The supporting sentences in reading order: by their chunk's rank, then where they stand in it.
  // …except that the field labelled with what is asked ("Camera: …") leads.
  const lead = chosen[0]!.labelled && !chosen[0]!.value ? [chosen[0]!] : [];
  const body = [
    ...lead,
    ...[...chosen].filter((c) => !lead.includes(c)).sort((a, b) => a.rank - b.rank || a.hit.text.indexOf(a.sentence) - b.hit.text.indexOf(b.sentence)),
  ]
    .map((c) => readableSentence(c.sentence))
    .join(' ');
  // The value scoring picked (the one nearest the question's words).
  const { value, sentence, hit } = chosen[0]!;
  if (!value) return body;
  if (type === 'yes_no' && !saysYesOrNo(value.text)) return `${verbNegated(sentence, value) ? 'No' : 'Yes'}, according to ${fileName(hit.path)}. ${body}`;
  if (type === 'yes_no') return `${yesNoSentence(sentence, value, hit.path)} ${body}`;
  return `${valueSentence(type, value, labelOf(type, sentence, value), hit.path)} ${body}`;
}

import { segmentAt, type ChunkHit } from '../store/chunks.js';
import { STOP_WORDS } from '../index/stopwords.js';
import { normalizeToken, tokenize } from '../index/tokens.js';
import { splitSentences } from '../index/sentences.js';

export interface Fact {
  chunk: string;
  reference: string;
}

export interface DraftAnswer {
  text: string;
  facts: Fact[];
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

type Hit = ChunkHit & { path: string };

function contentWords(text: string): string[] {
  return (
    tokenize(text)
      .map(normalizeToken)
      // "project.owner.name" (a JSON key path) must meet a question about the "owner".
      .flatMap((w) => (w.includes('.') ? [w, ...w.split('.')] : [w]))
      .filter((w) => w !== '' && !STOP_WORDS.has(w))
  );
}

/**
 * Light suffix stripping, only to let "joined" meet "join" and "lives" meet "live" when
 * scoring sentences; the same function runs on both sides, so it only has to be consistent.
 */
export function stem(w: string): string {
  let s = w;
  if (s.length > 4 && s.endsWith('ies')) s = `${s.slice(0, -3)}y`;
  else if (s.length > 5 && s.endsWith('ing')) s = s.slice(0, -3);
  else if (s.length > 4 && s.endsWith('ed')) s = s.slice(0, -2);
  else if (s.length > 3 && s.endsWith('es')) s = s.slice(0, -2);
  else if (s.length > 3 && s.endsWith('s') && !s.endsWith('ss')) s = s.slice(0, -1);
  if (s.length > 3 && s.endsWith('e')) s = s.slice(0, -1);
  return s || w;
}

/** The stemmed content words of a text (stop words dropped). */
export const wordsOf = (text: string): Set<string> => new Set(contentWords(text).map(stem));

/** A sentence opening with a pronoun continues the one before it. */
const PRONOUN_START = /^(?:he|she|it|they|his|her|its|their|this|these|those|that|there)\b/i;
/** What question words found only in the sentence before are worth, against words of its own. */
const CARRIED_WEIGHT = 0.5;

/**
 * A title or heading line ("Landlord email", "Knee injury"): at most five words, no digits,
 * no colon, no sentence punctuation — OCR lines ("Invoice total 4711 EUR") and labelled
 * values ("Name: Alice") are content. Only a line with text after it in its chunk is a heading:
 * it is never a fact by itself; its words count for the sentence under it.
 */
export const isHeading = (sentence: string): boolean => {
  const t = sentence.trim();
  return !/[.!?;,)"'”’]$/.test(t) && !/[\p{N}:]/u.test(t) && t.split(/\s+/).length <= 5;
};

/**
 * The built-in answerer: picks the sentences of the retrieved chunks that share the most
 * (rarest) words with the question and composes them into an answer; each sentence used
 * becomes a fact whose chunk contains it and whose reference locates it. A sentence that opens
 * with a pronoun and matches the question also counts, at half weight, the question words of
 * the sentence before it.
 */
export function extractiveAnswer(question: string, hits: Hit[], opts: AnswerOptions = {}): DraftAnswer {
  const maxSentences = opts.maxSentences ?? 3;
  const q = wordsOf(question);
  if (q.size === 0 || hits.length === 0) return { text: '', facts: [] };
  const contextWeight = contextWeights(opts.context, hits);
  const candidates: Array<{ sentence: string; hit: Hit; score: number; rank: number }> = [];
  const df = new Map<string, number>();
  const perSentence: Array<{ sentence: string; hit: Hit; words: Set<string>; carried: Set<string>; rank: number; heading: boolean; underHeading: boolean }> = [];
  hits.forEach((hit, rank) => {
    let prev = new Set<string>();
    let prevHeading = false;
    const sentences = splitSentences(hit.text);
    sentences.forEach((sentence, at) => {
      const words = wordsOf(sentence);
      for (const w of words) df.set(w, (df.get(w) ?? 0) + 1);
      // "He lives in Berlin." is about whoever the sentence before named; a heading names
      // what the sentences under it are about.
      const carried = PRONOUN_START.test(sentence) || prevHeading ? new Set([...prev].filter((w) => !words.has(w))) : new Set<string>();
      const heading = (opts.headings ?? true) && at < sentences.length - 1 && isHeading(sentence);
      perSentence.push({ sentence, hit, words, carried, rank, heading, underHeading: prevHeading });
      prev = words;
      prevHeading = heading;
    });
  });
  const n = perSentence.length;
  const rankDecay = opts.rankDecay ?? RANK_DECAY;
  const sims = opts.similarity ? perSentence.map((s) => opts.similarity!(s.sentence)) : undefined;
  let simMean = 0;
  let simSd = 1;
  if (sims && sims.length > 1) {
    simMean = sims.reduce((a, b) => a + b, 0) / sims.length;
    simSd = Math.sqrt(sims.reduce((a, b) => a + (b - simMean) ** 2, 0) / sims.length) || 1;
  }
  const qIdf = [...q].reduce((a, w) => a + Math.log(1 + n / (df.get(w) ?? 1)), 0) / Math.max(1, q.size);
  for (const [i, s] of perSentence.entries()) {
    if (s.heading) continue;
    let own = 0;
    let carried = 0;
    for (const w of q) {
      const idf = Math.log(1 + n / (df.get(w) ?? 1));
      if (s.words.has(w)) own += idf;
      else if (s.carried.has(w)) carried += CARRIED_WEIGHT * idf;
    }
    const z = sims ? (sims[i]! - simMean) / simSd : 0;
    const semantic = sims ? (opts.simWeight ?? SIM_WEIGHT) * qIdf * Math.max(0, z) : 0;
    // The sentence must match the question itself; the one before only tells whom it is about.
    // …unless it opens the text under a heading that does (the heading says what it is about).
    if (own <= 0 && !(s.underHeading && carried > 0) && !(sims && z >= (opts.simAdmit ?? SIM_ADMIT))) continue;
    const score = own + carried + semantic;
    // Prefer sentences from better-ranked chunks, and not fragments or walls of text.
    const lengthPenalty = s.sentence.length < 25 ? 0.6 : s.sentence.length > 400 ? 0.8 : 1;
    const context = contextWeight.get(s.hit) ?? 1;
    candidates.push({ sentence: s.sentence, hit: s.hit, score: (score * lengthPenalty * context) / (1 + rankDecay * s.rank), rank: s.rank });
  }
  candidates.sort((a, b) => b.score - a.score);
  const chosen: typeof candidates = [];
  for (const c of candidates) {
    if (chosen.length >= maxSentences) break;
    if (chosen.some((x) => x.sentence === c.sentence)) continue;
    // A sentence far weaker than the best one adds noise, not support.
    if (chosen.length > 0 && c.score < chosen[0]!.score * (opts.keepRatio ?? 0.35)) break;
    chosen.push(c);
  }
  if (chosen.length === 0) {
    const best = hits[0]!;
    const sentences = splitSentences(best.text);
    const first = sentences.find((x) => !isHeading(x)) ?? sentences[0] ?? best.text.slice(0, 300);
    chosen.push({ sentence: first, hit: best, score: 0, rank: 0 });
  }
  const facts: Fact[] = [];
  for (const c of chosen) {
    const fact = factFor(c.hit, c.sentence);
    if (!facts.some((f) => f.reference === fact.reference && f.chunk === fact.chunk)) facts.push(fact);
  }
  return { text: chosen.map((c) => c.sentence).join(' '), facts };
}

/**
 * The fact for a sentence: the segment of its chunk that holds it (a paragraph, a JSON value,
 * a JSONL record) and that segment's locator, so the reference points at the sentence and
 * not at wherever its chunk happens to begin.
 */
function factFor(hit: Hit, sentence: string): Fact {
  const at = hit.text.indexOf(sentence);
  if (at < 0) return { chunk: hit.text, reference: hit.path + hit.locator };
  const seg = segmentAt(hit, at);
  return { chunk: seg.text.includes(sentence) ? seg.text : hit.text, reference: hit.path + seg.locator };
}

/**
 * Per chunk, a factor in [0.15, 1] for how much of the earlier question's vocabulary it holds.
 * Only words that tell chunks apart count: one no chunk holds ("tell me about") is not
 * evidence, and neither is one every chunk holds ("joined").
 */
function contextWeights(context: string | undefined, hits: Hit[]): Map<Hit, number> {
  const out = new Map<Hit, number>();
  if (!context) return out;
  const bags = new Map(hits.map((h) => [h, wordsOf(h.text)] as const));
  const holders = (w: string): number => [...bags.values()].filter((b) => b.has(w)).length;
  const present = [...wordsOf(context)].filter((w) => holders(w) > 0);
  const telling = present.filter((w) => holders(w) < bags.size);
  const relevant = telling.length > 0 ? telling : present;
  if (relevant.length === 0) return out;
  for (const [h, bag] of bags) {
    const covered = relevant.filter((w) => bag.has(w)).length / relevant.length;
    out.set(h, 0.15 + 0.85 * covered);
  }
  return out;
}

/**
 * What makes a generated answer usable. A chat model's reply is checked before it is shown or
 * stored; one that fails is asked for again once, then replaced by the built-in answer.
 */
import { focusWords } from './extractive.js';
import { wordsOf } from './words.js';

export interface Citation {
  /** Where the marker starts in the text, and its length. */
  index: number;
  length: number;
  numbers: number[];
}

/**
 * `[1]`, `[1, 3]`, `[2-4]`, `[1][2]`, and the spelled-out `[Source 2]` small models like to
 * write. Anything else in brackets is text.
 */
const CITATION = /\[\s*(?:(?:sources?|src|doc(?:ument)?s?)\s*)?#?(\d{1,4}(?:\s*(?:,|;|-|–|and)\s*(?:(?:sources?|src)\s*)?#?\d{1,4})*)\s*\]/gi;
const CITATION_ONE = new RegExp(`^${CITATION.source}$`, 'i');

function numbersOf(group: string): number[] {
  const out: number[] = [];
  for (const part of group.split(/\s*(?:,|;|and)\s*/)) {
    const range = /^(?:\D*)(\d+)\s*[-–]\s*(?:\D*)(\d+)$/.exec(part);
    if (range) {
      const a = Number(range[1]);
      const b = Number(range[2]);
      // A "range" of more than 20 is not a citation anyone means; keep its ends only.
      if (b >= a && b - a <= 20) for (let n = a; n <= b; n++) out.push(n);
      else out.push(a, b);
      continue;
    }
    const one = /(\d+)/.exec(part);
    if (one) out.push(Number(one[1]));
  }
  return out;
}

export function citationsIn(text: string): Citation[] {
  const out: Citation[] = [];
  for (const m of text.matchAll(CITATION)) out.push({ index: m.index, length: m[0].length, numbers: numbersOf(m[1]!) });
  return out;
}

/** The numbers of a bracketed group when it is a citation marker ("[2]", "[1, 3]"), else undefined. */
export function citationNumbers(group: string): number[] | undefined {
  const m = CITATION_ONE.exec(group);
  return m ? numbersOf(m[1]!) : undefined;
}

export function stripCitations(text: string): string {
  return text.replace(CITATION, '').replace(/[ \t]+([.,;:!?])/g, '$1').replace(/[ \t]{2,}/g, ' ').trim();
}

/**
 * The reply without what is not part of the answer: a reasoning block (`<think>…</think>`, as
 * reasoning models emit) and surrounding whitespace.
 */
export function cleanAnswer(raw: string): string {
  let t = raw.replace(/^\s*<think>[\s\S]*?<\/think>/i, '');
  // A reasoning block that never closed holds no answer.
  if (/^\s*<think>/i.test(t)) t = '';
  return t.trim();
}

/**
 * Says "the sources do not answer this". Only the opening counts: an answer may well go on to
 * say that some detail is missing.
 */
const REFUSAL = new RegExp(
  [
    String.raw`\bi(?:'m| am)? (?:sorry|afraid)\b`,
    String.raw`\bi (?:do not|don't|cannot|can't|could not|couldn't|am unable to|am not able to) (?:find|answer|know|determine|tell|say|see|provide|locate|help)`,
    String.raw`\b(?:the )?(?:provided |given |above |numbered )?(?:sources?|context|documents?|excerpts?|files?|information|texts?) (?:provided |given |above )?(?:do(?:es)? not|don't|doesn't|did not|didn't|fails? to) (?:contain|mention|include|provide|say|specify|state|answer|cover|discuss|have)`,
    String.raw`\b(?:there is|there's) no (?:information|mention|data|answer)`,
    String.raw`\bno (?:relevant )?(?:information|mention) (?:about|of|on|regarding)`,
    String.raw`\bnot (?:mentioned|specified|stated|provided|found|available|given) in (?:the|any|your)`,
    String.raw`\bas an ai\b`,
    String.raw`\bunable to (?:answer|find|determine)`,
  ].join('|'),
  'i',
);

export function looksLikeRefusal(text: string): boolean {
  const opening = stripCitations(text).slice(0, 200);
  return REFUSAL.test(opening.replace(/[’‘]/g, "'"));
}

/**
 * Whether a text holds most of the question's content words and every word of what it asks
 * about (focusWords): the built-in answer "supports" the question, so the sources do answer it
 * and a refusal is a bad answer. "What breed are Alice's cats?" is not supported by "She lives
 * with two cats": a model that says the files do not tell is right.
 */
export function supportsQuestion(question: string, text: string): boolean {
  const q = wordsOf(question);
  if (q.size === 0 || !text) return false;
  const t = wordsOf(text);
  let found = 0;
  for (const w of q) if (t.has(w)) found++;
  return found > 0 && found / q.size >= 0.5 && [...focusWords(question)].every((w) => t.has(w));
}

export interface CheckInput {
  /** How many numbered sources the prompt held. */
  sources: number;
  /** The sources answer the question (the built-in answer supports it). */
  contextAnswers: boolean;
}

export type CheckResult =
  | { ok: true; text: string; cited: number[]; refusal: boolean }
  | { ok: false; text: string; problem: string; kind: 'empty' | 'no-text' | 'bad-citation' | 'refusal' };

/**
 * A reply is usable when it has text beyond citation markers, every number it cites exists,
 * and it does not refuse to answer when the sources hold the answer (a refusal that cites a
 * source is an answer with a caveat, not a refusal).
 */
export function checkAnswer(raw: string, input: CheckInput): CheckResult {
  const text = cleanAnswer(raw);
  if (!text) return { ok: false, kind: 'empty', text, problem: 'the answer was empty' };
  const words = stripCitations(text).replace(/[^\p{L}\p{N}]+/gu, '');
  if (words.length < 2) return { ok: false, kind: 'no-text', text, problem: 'the answer held no text, only markup or citation marks' };
  const cites = citationsIn(text);
  const cited = [...new Set(cites.flatMap((c) => c.numbers))];
  const bad = cited.filter((n) => n < 1 || n > input.sources);
  if (bad.length > 0) {
    return {
      ok: false,
      kind: 'bad-citation',
      text,
      problem: `it cited ${bad.map((n) => `[${n}]`).join(', ')} but the sources are numbered 1 to ${input.sources}`,
    };
  }
  const refusal = cited.length === 0 && looksLikeRefusal(text);
  if (refusal && input.contextAnswers) return { ok: false, kind: 'refusal', text, problem: 'it said the sources do not answer the question, but they do' };
  return { ok: true, text, cited, refusal };
}

/** What the model is told when its first reply failed a check. */
export function retryInstruction(problem: string, sources: number, refused: boolean): string {
  return (
    `Your previous answer was not usable: ${problem}. Answer the question again, using only the numbered sources ` +
    `above, and cite the sources you use as [n] with n from 1 to ${sources}.` +
    (refused ? ' The sources do hold information that answers the question.' : '')
  );
}

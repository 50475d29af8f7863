import { QUERY_STOP_WORDS, QUESTION_WORDS } from '../index/stopwords.js';
import { normalizeToken, tokenize } from '../index/tokens.js';
import { cjkBigrams } from '../index/cjk.js';
import { spellingVariants } from '../index/spelling.js';

/** unicode61's notion of a word: a run of letters, numbers and private-use characters. */
const WORD = /[\p{L}\p{N}\p{Co}]+/gu;

/** What a free-text query becomes for the lexical indexes. */
export interface LexicalQuery {
  /** Terms for the main index (any of them matches): the words. */
  match?: string[];
  /**
   * The identifiers written with inner punctuation (IL-6, COVID-19, 5-HT2A) as phrases
   * (words separated by spaces). Their words are already in `match` (and, for letters with digits, the solid
   * form "il6" too); an exact adjacent occurrence adds a small bonus, so "IL-6" ranks a text
   * about IL-6 above one about IL-2 in 6 patients.
   */
  phrases?: string[];
  /** Terms for the CJK bigram index (chunks_cjk): the bigrams. */
  cjk?: string[];
  /**
   * Other spellings of the words ("tyres" → ["tires"]), searched beside a word when the index
   * holds them more often than the word as written (lexical.ts).
   */
  variants?: Record<string, string[]>;
  /** The distinct words searched (lower-cased), for callers that weigh evidence. */
  words: string[];
  /** The distinct CJK bigrams searched. */
  bigrams: string[];
  /**
   * Words written in capitals (IBP, PSP, DENV): acronyms and identifiers, whose lower-cased
   * form a word-vector vocabulary usually knows as some other word ("psp", "srl").
   */
  acronyms: string[];
}

/**
 * Builds the lexical query from free text. Words are split the way FTS5's unicode61 tokenizer
 * splits them (so "IL-6" searches "il" and "6"; keeping it as one phrase cost 0.005 nDCG@10 on
 * SciFact's train split), stop words and repeated words are dropped (repeats only skew BM25),
 * and the store takes every term literally (FTS5 syntax characters in user text are text).
 */
export function parseQuery(text: string): LexicalQuery {
  // The normalised form only decides what counts as a repeat: the word itself is searched,
  // as NFKD would turn Hangul syllables into jamo and drop kana voicing marks.
  const seen = new Set<string>();
  const words: string[] = [];
  const acronyms = new Set<string>();
  const all = new Map<string, string>();
  const framing: string[] = [];
  for (const w of text.match(WORD) ?? []) {
    if (/^\p{Lu}{2,}\p{N}*$/u.test(w)) acronyms.add(w.toLowerCase());
    const norm = normalizeToken(w);
    if (!all.has(norm)) all.set(norm, w.toLowerCase());
    if (seen.has(norm)) continue;
    seen.add(norm);
    if (QUERY_STOP_WORDS.has(norm)) continue;
    if (QUESTION_WORDS.has(norm)) framing.push(w.toLowerCase());
    else words.push(w.toLowerCase());
  }
  // A question made only of framing words ("who did it?") searches them; of stop words ("the who"), all of it.
  if (words.length === 0) words.push(...framing);
  if (words.length === 0) words.push(...all.values());
  const phrases = new Set<string>();
  for (const tok of tokenize(text)) {
    const parts = tok.toLowerCase().match(WORD) ?? [];
    if (parts.length > 1 && /\p{L}/u.test(tok) && /\p{N}/u.test(tok)) {
      phrases.add(parts.join(' '));
      // The same identifier written solid (IL6, COVID19, a file named il6.txt).
      const solid = parts.join('');
      if (!seen.has(solid)) {
        seen.add(solid);
        words.push(solid);
      }
    } else if (parts.length > 1 && /\p{L}/u.test(tok)) phrases.add(parts.join(' '));
  }
  const bigrams = [...new Set(cjkBigrams(text))];
  const variants = Object.fromEntries(words.map((w) => [w, spellingVariants(w)] as const).filter(([, v]) => v.length > 0));
  return {
    ...(words.length ? { match: words } : {}),
    ...(Object.keys(variants).length ? { variants } : {}),
    ...(phrases.size ? { phrases: [...phrases] } : {}),
    ...(bigrams.length ? { cjk: bigrams } : {}),
    words,
    bigrams,
    acronyms: [...acronyms],
  };
}

/** The main-index terms for free text, or undefined when nothing searchable is left. */
export function buildMatch(text: string): string[] | undefined {
  return parseQuery(text).match;
}


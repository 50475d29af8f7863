/**
 * How bench:qa judges one answer and sums them up. Pure functions, so the judging itself is
 * tested (test/unit/bench-qa-score.test.ts) apart from the daemon.
 */

export type Kind = 'amount' | 'date' | 'duration' | 'count' | 'person' | 'place' | 'yes_no' | 'definition' | 'other';

export interface Question {
  id: string;
  question: string;
  /** The file (name as uploaded) the answer must cite; null for unanswerable questions. */
  file: string | null;
  /** Strings one of which must appear in the answer text; `re:` starts a regular expression. */
  answer_any: string[];
  kind: Kind;
  /** Worded with none of the file's content words. */
  paraphrased: boolean;
  unanswerable: boolean;
  split: 'dev' | 'heldout';
  /** Asked in the session of that question, after it. */
  followup_of?: string;
  /** A query about nothing in the files: /ai/search should return []. */
  about_nothing?: boolean;
}

export interface Fact {
  chunk: string;
  reference: string;
}

export interface Verdict {
  ok: boolean;
  /** Answerable: the text holds an expected value. */
  value_in_text: boolean;
  /** Answerable: a fact cites the expected file. */
  file_cited: boolean;
  /** Answerable: an expected value is in the text of the cited facts (then only selection failed). */
  value_in_facts: boolean;
  /** Answerable: every fact cites the expected file (nothing glued from unrelated files). */
  only_expected_file: boolean;
  /** Unanswerable: no facts. */
  facts_empty: boolean;
  /** Unanswerable: the text says the files do not hold the answer. */
  says_not_found: boolean;
}

/**
 * Case, dash and quote forms, and digit grouping do not matter: "3'949.75" and "3,949.75"
 * both read 3949.75. Runs of white space become one space.
 */
export function normalise(s: string): string {
  return s
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[‘’`´]/g, "'")
    .replace(/[‐‑‒–—−]/g, '-')
    .replace(/(\d)[,'\u00a0\u202f](?=\d{3}(?!\d))/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

const escape = (c: string): string => c.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * An expected string as a pattern: white space anywhere is optional ("$ 70.00" is "$70.00"),
 * and a number must not be part of a larger one ("13" is not found in "2013" or "0.13").
 */
function patternOf(expected: string): RegExp {
  const n = normalise(expected).replace(/\s+/g, '');
  let src = [...n].map(escape).join('\\s*');
  if (/^\d/.test(n)) src = `(?<!\\d[.,]?)${src}`;
  // …except that a value written to three or more decimals ("43.467") is found in a more
  // precise reading of it ("43.467448"): a coordinate or measurement, cut where the writer stopped.
  if (/\d$/.test(n) && !/[.,]\d{3,}$/.test(n)) src += '(?!\\d)';
  return new RegExp(src, 'u');
}

/** Whether `text` holds `expected` (a `re:` prefix makes it a case-insensitive regular expression). */
export function matches(text: string, expected: string): boolean {
  if (expected.startsWith('re:')) return new RegExp(expected.slice(3), 'iu').test(text.normalize('NFKC'));
  return patternOf(expected).test(normalise(text));
}

export const anyMatch = (text: string, expected: string[]): boolean => expected.some((e) => matches(text, e));

/** The file a fact cites: the last path segment of its reference, without the locator. */
export function citedFile(reference: string): string {
  const path = reference.replace(/#.*$/, '');
  return decodeURIComponent(path.slice(path.lastIndexOf('/') + 1));
}

const NEGATION = /\b(?:no|not|nothing|none|cannot|can't|couldn't|unable|don't|doesn't|didn't)\b/i;
const ABOUT_FILES = /\b(?:files?|documents?|answer|found|find|information|mention(?:s|ed)?|sources?)\b/i;

/** Loosely: an empty text, or one that says the files do not answer. */
export function saysNotFound(text: string): boolean {
  const t = text.trim();
  return t === '' || (NEGATION.test(t) && ABOUT_FILES.test(t));
}

export function judge(q: Question, text: string, facts: Fact[]): Verdict {
  const facts_empty = facts.length === 0;
  const says_not_found = saysNotFound(text);
  if (q.unanswerable) {
    return { ok: facts_empty && says_not_found, value_in_text: false, file_cited: false, value_in_facts: false, only_expected_file: false, facts_empty, says_not_found };
  }
  const value_in_text = anyMatch(text, q.answer_any);
  const file_cited = facts.some((f) => citedFile(f.reference) === q.file);
  const value_in_facts = facts.some((f) => anyMatch(f.chunk, q.answer_any));
  const only_expected_file = file_cited && facts.every((f) => citedFile(f.reference) === q.file);
  return { ok: value_in_text && file_cited, value_in_text, file_cited, value_in_facts, only_expected_file, facts_empty, says_not_found };
}

/** 1-based rank of `file` in a result list of file names, or 0 when it is not in the first 10. */
export function rankOf(names: string[], file: string): number {
  const i = names.slice(0, 10).indexOf(file);
  return i < 0 ? 0 : i + 1;
}

export const reciprocal = (rank: number): number => (rank > 0 ? 1 / rank : 0);

/**
 * Why an answerable question missed, from what the reply shows: the file not among the
 * cited facts (retrieval or fact choice), the value in the cited text but not in the answer
 * (sentence selection), or the value nowhere in the cited text of the right file (extraction,
 * or the wrong chunk of it).
 */
export function missReason(v: Verdict, rank: number): string {
  if (v.ok) return '';
  if (!v.file_cited) return rank === 0 ? 'file not found by search' : `file ranked ${rank} but not cited`;
  if (!v.value_in_text && v.value_in_facts) return 'value in cited chunk, not in answer';
  return 'value not in cited text';
}

export interface Tally {
  n: number;
  ok: number;
}

export function tallyBy<T>(items: T[], key: (t: T) => string, ok: (t: T) => boolean): Map<string, Tally> {
  const out = new Map<string, Tally>();
  for (const it of items) {
    const k = key(it);
    const t = out.get(k) ?? { n: 0, ok: 0 };
    t.n++;
    if (ok(it)) t.ok++;
    out.set(k, t);
  }
  return out;
}

export const pct = (t: Tally): string => (t.n ? `${((100 * t.ok) / t.n).toFixed(0)}% (${t.ok}/${t.n})` : '-');

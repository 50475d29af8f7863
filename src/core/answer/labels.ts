/**
 * What a sentence's label says about it: the field named with what is asked ("Camera: …" for
 * "which camera"), the header naming a letter's sender, code identifiers for "which method",
 * and the words of an amount's own label ("20% VAT" against "20% VAT Total").
 */
import { STOP_WORDS } from '../index/stopwords.js';
import type { QuestionType } from './question-type.js';
import { askedPhrase } from './asked.js';
import type { ValueSpan } from './values.js';
import { QUESTION_GLUE, stem, wordsOf } from './words.js';

/** Who did what to a letter, and the header that names them: "Who sent…" → "From: …". */
const SENDER_LABELS: Array<[RegExp, string[]]> = [
  [/\b(?:sent|send|wrote|write|emailed|mailed|signed|sign)\b/i, ['from', 'sender', 'author', 'signed', 'signed by']],
  [/\b(?:received|receive|addressed)\b/i, ['to', 'recipient']],
];

export function askedWordsOf(question: string, type: QuestionType): string[] {
  const phrase = askedPhrase(question);
  const words = phrase ? [...wordsOf(phrase)].filter((w) => !QUESTION_GLUE.has(w)) : [];
  if (type === 'person') for (const [re, labels] of SENDER_LABELS) if (re.test(question)) words.push(...labels.map((l) => `label:${l}`));
  return words;
}

/**
 * "Which method adds the bullets?" asks for a name in code: a sentence holding an identifier
 * (`add_paragraph()`, `textFrame.addParagraph`, `--force`) names one, as "Camera: …" names a camera.
 */
export const CODE_NOUNS = new Set(['method', 'function', 'command', 'class', 'option', 'flag', 'module', 'endpoint', 'parameter', 'variable', 'property', 'attribute', 'hook', 'macro', 'api'].map((w) => stem(w)));
export const IDENTIFIER = /[\w$]\(\)|\b[a-z][a-z0-9]*_[a-z0-9_]+\b|\b[a-z]+[A-Z][A-Za-z0-9]*\b|(?:^|\s)--[a-z][\w-]*/;

/** Labels that name what a question asks in other words: a photo's "Camera" field names the phone that took it. */
const LABEL_SYNONYMS: Record<string, string[]> = Object.fromEntries(
  Object.entries({ phone: ['camera', 'model', 'make'], device: ['camera', 'model', 'make'], camera: ['model', 'make'], shop: ['merchant', 'store', 'vendor'], store: ['merchant', 'shop', 'vendor'] }).map(([k, v]) => [stem(k), v.map(stem)]),
);

/**
 * Whether a field's label names the asked word: as itself, as a word used for it ("Camera" for a
 * phone), or abbreviated ("mag" for magnitude, "temp" for temperature, "qty" aside).
 */
export function labelNames(label: Set<string>, asked: string): boolean {
  if (label.has(asked) || LABEL_SYNONYMS[asked]?.some((w) => label.has(w))) return true;
  for (const w of label) if (w.length >= 3 && !w.startsWith('label:') && asked.length > w.length + 1 && asked.startsWith(w)) return true;
  return false;
}

/**
 * The words of a field's label: "Camera" in "Camera: COOLPIX P6000", "hotel nights" in
 * "hotel.nights: 4"; plus the whole label as written ("label:from"), stop words and all.
 */
export function labelWords(sentence: string): Set<string> {
  const m = /^([^:\n]{1,40}):\s*\S/u.exec(sentence.trim());
  if (!m || m[1]!.split(/\s+/).length > 5) return new Set();
  return new Set([...wordsOf(m[1]!), `label:${m[1]!.trim().toLowerCase()}`]);
}

/**
 * How well the words before a value on its line fit the question: "20% VAT 1.70" answers "how
 * much VAT", "20% VAT Total 10.20" names another figure. Each label word the question does not
 * hold (numbers aside) takes a share off.
 */
export function labelPrecision(sentence: string, value: ValueSpan, q: Set<string>): number {
  const before = sentence.slice(0, value.index);
  const line = before.slice(before.lastIndexOf('\n') + 1);
  if (line.trim().split(/\s+/).length > 6) return 1;
  const extra = [...wordsOf(line)].filter((w) => !q.has(w) && !/\d/.test(w)).length;
  // "Total (Excluding GST): 40.00" is a total, not the GST: words in brackets qualify the label.
  const bare = line.replace(/\([^)]*\)/g, ' ');
  const onlyQualifies = bare !== line && [...wordsOf(line)].some((w) => q.has(w)) && ![...wordsOf(bare)].some((w) => q.has(w));
  return (onlyQualifies ? QUALIFIER_ONLY : 1) / (1 + LABEL_EXTRA * extra);
}
const QUALIFIER_ONLY = 0.5;
const LABEL_EXTRA = 0.35;

/** Adjacent word pairs of a text, lower-cased, except pairs of two stop words ("of the"). */
export function wordPairs(text: string): Set<string> {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const out = new Set<string>();
  for (let i = 1; i < words.length; i++) {
    if (STOP_WORDS.has(words[i - 1]!) && STOP_WORDS.has(words[i]!)) continue;
    out.add(`${words[i - 1]} ${words[i]}`);
  }
  return out;
}

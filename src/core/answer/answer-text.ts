/**
 * How the built-in answer reads: a typed question's value stated in a sentence of its own
 * ("3,200 euros for the monthly rent, according to lease.txt."), then the sentences it rests
 * on, written as a person would read them: JSON key paths become labels, table rows keep their
 * column names, no pointer or field name leaks in.
 */
import type { QuestionType } from './question-type.js';
import { saysYes, valuesIn, type ValueSpan } from './values.js';

/** What an answer says when the files hold nothing that answers the question. */
export const NOT_FOUND_TEXT = 'Nothing in your files answers this question.';

/** Question types whose answer is a value the lead sentence can state. */
const VALUED = new Set<QuestionType>(['amount', 'quantity', 'date', 'time', 'duration', 'count', 'person', 'place', 'code']);

export const isValued = (t: QuestionType): boolean => VALUED.has(t);

/**
 * "project.owner.full_name: Ana" → "Owner full name: Ana"; "items[2].price: 4.50" → "Price: 4.50".
 * A line that is not a flattened JSON value is returned as it is.
 */
export function readableLine(line: string): string {
  const m = /^((?:…)?[\p{L}\p{N}_$@-]+(?:\[\d+\]|\.[\p{L}\p{N}_$@-]+)+|[\p{L}_$@][\p{L}\p{N}_$@-]*(?:\[\d+\])?): (.*)$/su.exec(line);
  if (!m) return line;
  const keys = m[1]!
    .replace(/^…/, '')
    .split(/\.|\[\d+\]/)
    .filter((k) => k && !/^\d+$/.test(k));
  const label = humanKey(keys.slice(-2).join(' '));
  return label ? `${label}: ${m[2]}` : m[2]!;
}

function humanKey(key: string): string {
  const words = key
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/[_$@-]+/g, ' ')
    .trim()
    .toLowerCase()
    .split(/\s+/);
  // "owner owner_name" → "owner name": a repeated word says nothing twice.
  const out = words.filter((w, i) => w !== words[i - 1]);
  const s = out.join(' ');
  return s ? s[0]!.toUpperCase() + s.slice(1) : s;
}

/** A bare key path ("booking.check_in") as a label ("Check in"); other text as it is. */
function readableKey(text: string): string {
  if (!/^[\p{L}_$@][\p{L}\p{N}_$@-]*(?:\[\d+\]|\.[\p{L}\p{N}_$@-]+)+$|^[a-z]+(?:_[a-z]+)+$/u.test(text)) return text;
  return readableLine(`${text}: x`).replace(/: x$/, '');
}

/**
 * Whether `next` continues `line` (a PDF or OCR line broken mid-sentence): the line is long and
 * ends without a stop, and the next opens in lower case or with a number, and is no "key: value"
 * ("…the various tenders were" / "assessed:" over its answer is the same question going on).
 */
export function wraps(line: string, next: string): boolean {
  const opensLow = /^[\p{Ll}\p{N}(]/u.test(next.trim());
  // "…was signed into law by 1" / "President Clinton on…": a line that stops on a word no
  // sentence ends with (a footnote mark after it) goes on, whatever case the next line opens in.
  return line.length >= 30 && !/[.!?:;]$/.test(line.trim()) && (opensLow || ENDS_OPEN.test(line.trim())) && !/^[\p{L}\p{N}_.\[\] -]{1,40}:[^\S\n]|^[\p{Lu}\p{N}][\p{L}\p{N}_.\[\] -]{0,39}:\n/u.test(next.trim()) && !DATED_ENTRY.test(next.trim()) && !LIST_ITEM.test(next.trim());
}

/** A to-do box, bullet or numbered item opens a list's next item ("[ ] Pay the deposit"); it continues no line. */
export const LIST_ITEM = /^(?:\[[ xX✓✔]?\]|[-*•–▪◦]\s|\d{1,2}[.)]\s)/u;

const ENDS_OPEN = /\s(?:by|the|of|and|or|to|a|an|in|on|at|with|for|from|as|that|into|onto|than|between|under|after|before|during|via|its|their|his|her|our|your|is|are|was|were|been|has|have|had)(?:\s?\d{1,2})?$/i;

/** A line opening with a full date starts a log's next entry ("2025-10-01  BP 131/82"); it continues no sentence. */
const DATED_ENTRY = /^(?:\d{4}-\d{2}-\d{2}|\d{1,2}[./]\d{1,2}[./]\d{2,4})\b/;

/** A sentence as the answer shows it: JSON lines made readable, whitespace folded, ending in a stop. */
export function readableSentence(sentence: string): string {
  const lines = sentence
    .split('\n')
    .map((l) => readableLine(l.trim()))
    .filter(Boolean);
  // A form's label over its value ("Booking ID" / "IBZY2087") reads "Booking ID: IBZY2087"; a
  // line a PDF wrapped reads on ("…delivered on January 23," / "2023.").
  const s = (
    lines.length === 2 && !/[\p{N}:.!?]/u.test(lines[0]!) && !wraps(lines[0]!, lines[1]!)
      ? `${lines[0]}: ${lines[1]}`
      : lines.reduce((out, l, i) => (i === 0 ? l : `${out}${/:$/.test(lines[i - 1]!) || wraps(lines[i - 1]!, l) ? ' ' : '; '}${l}`), '')
  )
    .replace(/\s+/g, ' ')
    .trim();
  return /[.!?…。！？"”')\]]$/.test(s) ? s : `${s}.`;
}

/** The value of the question's kind in a sentence that sits nearest the question's words. */
const YEAR = /^(?:19|20)\d{2}$/;

export function pickValue(type: QuestionType, sentence: string, questionWords: (s: string) => Set<string>, asked: Set<string>): ValueSpan | undefined {
  const found = type === 'person' ? [...valuesIn(type, sentence), ...roleHolders(sentence, questionWords, asked)] : valuesIn(type, sentence);
  // "How many saltwater ducks in 2022?": the 2022 the question names is not its answer.
  let fresh = found.filter((v) => ![...questionWords(v.text)].every((w) => asked.has(w)));
  // A year beside other numbers labels a count rather than being one ("2021: 118").
  if (type === 'count' && fresh.some((v) => !YEAR.test(v.text))) fresh = fresh.filter((v) => !YEAR.test(v.text));
  const values = fresh.length > 0 ? fresh : found;
  if (values.length <= 1) return values[0];
  // Positions of the question's words in the sentence.
  const hits: number[] = [];
  for (const m of sentence.matchAll(/[\p{L}\p{N}]+/gu)) {
    const w = [...questionWords(m[0])][0];
    if (w && asked.has(w)) hits.push(m.index!);
  }
  if (hits.length === 0) return values[0];
  // A table's row holds its own figure: on a line that names what is asked, that line's value
  // ("groceries   712.35"), not the one ending the line above it.
  const lineOf = (i: number) => sentence.slice(0, i).split('\n').length;
  const named = new Set(hits.map(lineOf));
  const onNamedLine = values.filter((v) => named.has(lineOf(v.index)));
  if (named.size < lineOf(sentence.length) && onNamedLine.length > 0 && onNamedLine.length < values.length) return pickNearest(onNamedLine, hits);
  return pickNearest(values, hits);
}

function pickNearest(values: ValueSpan[], hits: number[]): ValueSpan | undefined {
  // Words inside the value itself say nothing about which value is meant.
  const distance = (v: ValueSpan) => Math.min(...hits.filter((h) => h < v.index || h >= v.index + v.text.length).map((h) => (h < v.index ? v.index - h : h - (v.index + v.text.length))));
  return [...values].sort((a, b) => distance(a) - distance(b) || a.index - b.index)[0];
}

/** "Host is Chiara", "our landlord was Mr Okoye": a role and the name it is given. */
const ROLE_IS = /([\p{L}]+)\s+(?:is|was|will be)\s+((?:(?:Dr|Mr|Mrs|Ms|Prof)\.?\s+)?\p{Lu}[\p{Ll}'’-]+(?:\s+\p{Lu}[\p{Ll}'’-]+){0,2})/gu;

/** The name a line gives the role the question asks about ("Who's our host…?" / "Host is Chiara."). */
function roleHolders(sentence: string, questionWords: (s: string) => Set<string>, asked: Set<string>): ValueSpan[] {
  return [...sentence.matchAll(ROLE_IS)].filter((m) => [...questionWords(m[1]!)].some((w) => asked.has(w))).map((m) => ({ text: m[2]!, index: m.index! + m[0].lastIndexOf(m[2]!) }));
}

/** "The monthly rent is 3,200 euros": a noun phrase and a linking verb before the value. */
const SUBJECT_IS = /^(?:(?:the|my|our|your|his|her|their|this|that)\s+)?[\p{L}\p{N}'’ -]{2,40}?\s+(?:is|are|was|were|came to|comes to|amounts? to|amounted to|totals?|totalled|totaled|costs?)\s*:?\s*$/iu;
const LINKING_TAIL = /[\s,:;=–—-]*(?:\b(?:is|are|was|were|came to|comes to|amounts? to|amounted to|totals?|totalled|totaled|costs?)\b[\s:]*)*$/i;
const TRAILING_PUNCTUATION = /[\s,:;=–—-]+$/;
/** A label ends in a noun, not in "in", "on", "for": "Finished in 3:45:12" has none. */
const ENDS_IN_PREPOSITION = /\b(?:in|on|at|of|for|to|by|from|with|about|after|before|around|since|until|into|than|as)$/i;

/**
 * What a value is, when its line says so plainly: "for <what>" after an amount ("40 dollars for
 * dinner"), a label before it ("Net Amount: $1,240.00", a receipt line "Caffe Latte 4.50"), or a
 * subject and a linking verb ("The monthly rent is 3,200 euros"). Otherwise none: the cited
 * sentence says the rest.
 */
export function labelOf(type: QuestionType, sentence: string, value: ValueSpan): string | undefined {
  let before = sentence.slice(0, value.index);
  // A value opening its line, under a label line: "Booking ID\nIBZY2087".
  if (/\n\s*$/.test(before)) before = `${before.trimEnd()}: `;
  const line = before.slice(Math.max(before.lastIndexOf('\n'), before.search(/[;|•][^;|•]*$/)) + 1);
  const rest = (sentence.slice(value.index + value.text.length).split(/[\n;|•]/)[0] ?? '').replace(/[.!?]+$/, '').trim();
  let label: string | undefined;
  const forWhat = /^for\s+([^,.;]+)/i.exec(rest);
  // "Net Amount: $1,240.00", "booking.check_in: 2025-05-14": a label the document wrote as one.
  const labelled = /:\s*$/.test(line);
  if (type === 'amount' && forWhat) label = forWhat[1];
  // …or a line that is only a label and its value ("Caffe Latte 4.50").
  else if (labelled || (line.trim().split(/\s+/).length <= 5 && !/\p{Ll}\s+\p{Ll}+\s+\p{Ll}/u.test(line) && rest === '')) label = line.replace(TRAILING_PUNCTUATION, '');
  else if (type === 'amount' && SUBJECT_IS.test(line.trim())) label = line.replace(LINKING_TAIL, '');
  // "entries[4].note: Harvest total" reads "Note: Harvest total": no key path in an answer.
  label = label && readableLine(readableKey(label.trim().replace(TRAILING_PUNCTUATION, '')).trim());
  if (!label || !/\p{L}/u.test(label) || (!labelled && ENDS_IN_PREPOSITION.test(label))) return undefined;
  const words = label.split(/\s+/);
  if (words.length > 8) return undefined;
  // Mid-sentence, "The monthly rent" reads "the monthly rent"; "Caffe Latte" stays as written.
  return label.replace(/^(?:The|A|An|My|Our|Your|His|Her|Their|This|That)\b/, (d) => d.toLowerCase());
}

/** Labels that name a figure rather than what it paid for. */
const FIGURE_NAME = /\b(?:total|subtotal|sub-total|balance|amount|sum|net|gross|tax|vat|tip|due|price|cost|fee|fare|rent|salary|deposit|charge|payment|paid)\b/i;

export const fileName = (path: string): string => path.slice(path.lastIndexOf('/') + 1);

/** The lead sentence of a typed answer: the value, what it is, and which file says so. */
export function valueSentence(type: QuestionType, value: ValueSpan, label: string | undefined, path: string): string {
  // OCR reads a Swiss thousands apostrophe as a degree sign ("CHF 3°949.75").
  const v = value.text.replace(/^(?:on|in|at)\s+/i, '').replace(/(\d)°(\d{3})/g, "$1'$2");
  const where = `according to ${fileName(path)}`;
  // "Total: 7.75" names the figure; "4.50 for Caffe Latte" says what was bought.
  if (type === 'amount' && label && FIGURE_NAME.test(label)) return `${label[0]!.toUpperCase()}${label.slice(1)}: ${v}, ${where}.`;
  if (type === 'amount') return `${v}${label ? ` for ${label}` : ''}, ${where}.`;
  // "iPhone 6", "https://…", "mallori@…" are written as they are.
  const lead = /^(?:https?:|[\p{Ll}]+[\p{Lu}])|@/u.test(v) ? v : `${v[0]!.toUpperCase()}${v.slice(1)}`;
  return `${lead}${label ? ` (${label})` : ''}, ${where}.`;
}

/**
 * The lead of a yes/no answer read from a state the file writes down: a box ("☐ Tea" → "No: Tea
 * is not ticked") or a field ("in_stock: false" → "No (in stock: false)").
 */
export function yesNoSentence(sentence: string, state: ValueSpan, path: string): string {
  const yes = saysYes(state.text);
  const where = `according to ${fileName(path)}`;
  if (/^[☒☑✓✔☐□]$/u.test(state.text)) {
    const item = (sentence.slice(state.index + state.text.length).split(/[☒☑✓✔☐□\n;|]/u)[0] ?? '').trim().replace(/[.,:]+$/, '');
    return `${yes ? 'Yes' : 'No'}: ${item ? `${item} is` : 'it is'} ${yes ? 'ticked' : 'not ticked'}, ${where}.`;
  }
  const label = readableLine(`${sentence.slice(0, state.index).split('\n').pop()!.replace(/[:\s]+$/, '')}: x`).replace(/: x$/, '');
  return `${yes ? 'Yes' : 'No'} (${label ? `${label}: ` : ''}${state.text}), ${where}.`;
}

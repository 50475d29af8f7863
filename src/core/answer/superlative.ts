/**
 * "What is the cheapest item on the list?", "which month had the highest rainfall?": a
 * superlative over a table's column. No question word reaches the row that answers (it names
 * the item, not "cheapest"); the answer is a comparison of one column over the table's rows, as
 * spreadsheets and CSV files are read ("Item: …; Price (€): 300", one row a line).
 */
import type { Candidate } from './candidate.js';
import type { Hit, Sentence } from './sentences.js';
import { stem, wordsOf } from './words.js';
import { isValued } from './answer-text.js';
import type { QuestionType } from './question-type.js';

/** A superlative, and whether it asks for the row with the smallest figure. */
const SUPERLATIVES: Array<[RegExp, 'min' | 'max', 'money' | 'any']> = [
  [/\b(?:cheapest|least expensive|lowest[- ]priced|least costly)\b/i, 'min', 'money'],
  [/\b(?:most expensive|priciest|dearest|highest[- ]priced|most costly)\b/i, 'max', 'money'],
  [/\b(?:lowest|smallest|fewest|shortest|lightest|minimum)\b/i, 'min', 'any'],
  [/\b(?:highest|largest|biggest|greatest|longest|heaviest|maximum)\b/i, 'max', 'any'],
];

/** Column labels that hold a price. */
const MONEY_LABEL = /\b(?:price|cost|amount|fee|fare|rate|total|value|sum|charge)\b|[$€£¥₹]|\b(?:usd|eur|gbp|chf|dkk|sek|nok)\b/i;

/** One "Label: value" field of a row line. */
const FIELD = /^\s*([^:;\n]{1,60}?)\s*:\s*(.*?)\s*$/su;
/** A figure filling a whole cell: "300", "€ 1,250.00", "-4.5 %". */
const FIGURE = /^[-+]?[$€£¥₹]?\s?(\d{1,3}(?:[,\u202f ]\d{3})+(?:\.\d+)?|\d+(?:[.,]\d+)?)\s?(?:%|[$€£¥₹]|[A-Z]{3})?$/u;

interface Row {
  line: string;
  hit: Hit;
  fields: Array<{ label: string; value: string; figure?: number; index: number }>;
}

/** A table row as the ingester writes it: a line of two or more "Label: value" fields joined by "; ". */
function rowOf(line: string, hit: Hit): Row | undefined {
  const parts = line.trim().replace(/\.$/, '').split(/;\s+/);
  if (parts.length < 2) return undefined;
  const fields: Row['fields'] = [];
  let cursor = 0;
  for (const part of parts) {
    const m = FIELD.exec(part);
    if (!m) return undefined;
    const value = m[2]!;
    const figure = FIGURE.exec(value.trim());
    const index = line.indexOf(value, cursor);
    cursor = Math.max(cursor, index);
    fields.push({ label: m[1]!, value, figure: figure ? Number(figure[1]!.replace(/[,\u202f ]/g, '').replace(/^(\d+),(\d{1,2})$/, '$1.$2')) : undefined, index });
  }
  return { line: line.trim(), hit, fields };
}

/**
 * The row with the smallest or largest figure in the asked column, leading the answer, when the
 * question asks for a superlative and the best line's file is a table of two or more such rows.
 * The column: a price for "cheapest"; else the one whose label the question names, or the only
 * column of figures.
 */
export function extremeFirst(question: string, type: QuestionType, chosen: Candidate[], all: Sentence[]): Candidate[] {
  const best = chosen[0];
  const asked = best && SUPERLATIVES.find(([re]) => re.test(question));
  if (!best || !asked) return chosen;
  const [, direction, kind] = asked;
  const hits = [...new Set(all.filter((s) => s.hit.file_id === best.hit.file_id).map((s) => s.hit))];
  const rows = hits.flatMap((hit) => hit.text.split('\n').flatMap((line) => rowOf(line, hit) ?? []));
  if (rows.length < 2) return chosen;
  const q = wordsOf(question);
  const labels = [...new Set(rows.flatMap((r) => r.fields.filter((f) => f.figure !== undefined).map((f) => f.label)))];
  const named = labels.filter((l) => [...wordsOf(l)].some((w) => q.has(w)));
  const column = kind === 'money' ? labels.find((l) => MONEY_LABEL.test(l)) : named.length === 1 ? named[0] : labels.length === 1 ? labels[0] : undefined;
  if (!column) return chosen;
  const valued = rows.flatMap((r) => {
    const f = r.fields.find((x) => x.label === column && x.figure !== undefined);
    return f ? [{ r, f }] : [];
  });
  if (valued.length < 2) return chosen;
  const top = valued.reduce((a, b) => (direction === 'min' ? (b.f.figure! < a.f.figure! ? b : a) : b.f.figure! > a.f.figure! ? b : a));
  const lead: Candidate = { ...best, sentence: top.r.line, hit: top.r.hit, value: isValued(type) ? { text: top.f.value, index: top.f.index } : undefined, labelled: true };
  return [lead, ...chosen.filter((c) => c.sentence !== lead.sentence)];
}

/**
 * The superlatives as question words: a comparison the answer makes, not a word the file holds
 * ("cheapest" is in no price list), so they weigh as little as "how" does.
 */
export const SUPERLATIVE_WORDS: ReadonlySet<string> = new Set(
  'cheapest priciest dearest lowest smallest fewest shortest lightest minimum highest largest biggest greatest longest heaviest maximum'.split(' ').map(stem),
);

/**
 * "How much rain did Kerala get…", "the unit rate in London…": a table printed as text (a PDF's
 * rows, "LONDON 12 25.25 54.69 25.61") answers with the row whose label the question names. The
 * row holds none of the question's other words (they are in the header, pages away from it), so
 * scoring alone never reaches it; the label is the row's name, as a field's label is its name.
 */
import type { Candidate } from './candidate.js';
import type { Hit, Sentence } from './sentences.js';
import { wordsOf } from './words.js';
import { isValued, pickValue } from './answer-text.js';
import type { QuestionType } from './question-type.js';

/** A row: a label (an optional number before it), then cells — figures, or category codes ("D", "NR") between them. */
const ROW = /^\s*(?:\d{1,3}\.?\s+)?(\p{L}[\p{L} &'’().,/-]{1,50}?)((?:\s+(?:[-+]?\d[\d,.]*%?|\p{Lu}{1,3}))+)\s*$/u;
const FIGURE = /^[-+]?\d[\d,.]*%?$/;
/** Figures a row must hold. */
const MIN_FIGURES = 3;
/** Rows a text must hold to be read as a table. */
const MIN_ROWS = 3;

interface Row {
  line: string;
  hit: Hit;
  label: Set<string>;
}

function rowsOf(hit: Hit): Row[] {
  return hit.text.split('\n').flatMap((line) => {
    const m = ROW.exec(line);
    const figures = m ? m[2]!.trim().split(/\s+/).filter((c) => FIGURE.test(c)).length : 0;
    // "DELHI (UT)": a bracketed qualifier is not part of the name a question uses.
    const label = m && figures >= MIN_FIGURES ? wordsOf(m[1]!.replace(/\([^)]*\)/g, ' ')) : undefined;
    return label && label.size > 0 ? [{ line: line.trim(), hit, label }] : [];
  });
}

/** The chosen lines with the table row the question names first, when a row of a retrieved table is named by its label. */
export function namedRowFirst(question: string, type: QuestionType, chosen: Candidate[], all: Sentence[]): Candidate[] {
  const best = chosen[0];
  if (!best || type === 'count') return chosen;
  const q = wordsOf(question);
  const hits = [...new Set(all.filter((s) => s.hit.file_id === best.hit.file_id).map((s) => s.hit))];
  const tables = hits.map(rowsOf).filter((rows) => rows.length >= MIN_ROWS);
  const named = tables.flat().filter((r) => [...r.label].every((w) => q.has(w)));
  // The most specific label the question names ("West Bengal" over "Bengal").
  const top = Math.max(0, ...named.map((r) => r.label.size));
  const rows = named.filter((r) => r.label.size === top);
  // Named in two tables (a tariff's standard and its day/night rates): the first, as the page reads.
  const row = rows[0];
  if (!row || chosen.some((c) => c.sentence.includes(row.line))) return chosen;
  const value = isValued(type) ? pickValue(type, row.line, wordsOf, q) : undefined;
  return [{ ...best, sentence: row.line, hit: row.hit, value, labelled: true }, ...chosen];
}

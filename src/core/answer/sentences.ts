/** The retrieved chunks cut into the sentences the built-in answerer scores, with the words each holds and leans on. */
import { segmentAt, type ChunkHit } from '../store/chunks.js';
import { splitSentences } from '../index/sentences.js';
import { VALEDICTION } from './values.js';
import { wraps } from './answer-text.js';
import { wordsOf } from './words.js';
import { wordPairs } from './labels.js';

/** A retrieved chunk with its file's path; `aboutOthers`: the file is reference material about others (enrich/ownership.ts). */
export type Hit = ChunkHit & { path: string; aboutOthers?: boolean };

/** A sentence opening with a pronoun continues the one before it. */
const PRONOUN_START = /^(?:he|she|it|they|his|her|its|their|this|these|those|that|there)\b/i;
/**
 * A title or heading line ("Landlord email", "Knee injury"): at most five words, no digits,
 * no colon, no sentence punctuation — OCR lines ("Invoice total 4711 EUR") and labelled
 * values ("Name: Alice") are content. Only a line with text after it in its chunk is a heading:
 * it is never a fact by itself; its words count for the sentence under it.
 */
export const isHeading = (sentence: string): boolean => {
  const t = sentence.trim();
  // "Dr Felicia Ng Kai Lin" under a certificate is its signer, not a heading.
  // "Use _TextFrame.add_paragraph() for subsequent bullets" is a line of content that names code.
  // "- Add Welsh place-name search" is an item of a list: content, however short.
  return !/[.!?;,)"'”’]$/.test(t) && !/^[-*•▪◦]\s/u.test(t) && !/[\p{N}:]/u.test(t) && t.split(/\s+/).length <= 5 && !/^(?:Dr|Mr|Mrs|Ms|Mx|Prof)\.?\s/.test(t) && !CODE_LIKE.test(t);
};

/** Brackets, underscores, `=` or a dot inside a word: code, not a heading. */
const CODE_LIKE = /[()[\]{}_=<>]|\w\.\w/;

/** Lines a PDF or OCR broke mid-sentence, read as the one sentence they are. */
function joinWrapped(sentences: string[], text: string): string[] {
  const out: string[] = [];
  for (const s of sentences) {
    const prev = out[out.length - 1];
    const last = prev?.split('\n').pop();
    if (prev !== undefined && last !== undefined && wraps(last, s) && text.includes(`${prev}\n${s}`)) out[out.length - 1] = `${prev}\n${s}`;
    else out.push(s);
  }
  return out;
}

/** A row of a text table: a label, a gap of two spaces or a tab, then a figure ("groceries      712.35"). */
const TEXT_ROW = /^\s*\S.*?\S(?: {2,}|\t)[-+]?[$€£¥₹]?\d[\d,.]*/u;

/**
 * A text table's rows, each a sentence of its own: a sentence (no stop ends a row) that runs
 * over several rows would otherwise answer "how much for groceries" with all of them at once.
 */
function tableRows(sentences: string[]): string[] {
  return sentences.flatMap((s) => {
    const lines = s.split('\n');
    const rows = lines.filter((l) => TEXT_ROW.test(l)).length;
    return rows >= 2 && rows * 2 >= lines.length ? lines.filter((l) => l.trim()) : [s];
  });
}

/** A form label waiting for its value: "Invoice Date:", "Due Date:". */
const isColonLabel = (line: string): boolean => /^[\p{L}][\p{L}\p{N} .#/()'’-]{0,30}:$/u.test(line.trim());

/**
 * A form's label on one line and its value on the next ("Booking ID" / "IBZY2087", "Check Out" /
 * "01/01/2018", as PDFs and OCR give them) read as one sentence, "Booking ID\nIBZY2087".
 */
function pairLabels(sentences: string[], text: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < sentences.length; i++) {
    const label = sentences[i]!;
    const value = sentences[i + 1];
    const isValue = value !== undefined && value.length <= 40 && value.split(/\s+/).length <= 5 && /^[\p{Lu}\p{N}$€£¥₹]/u.test(value) && !isColonLabel(value);
    // "COFFEE HOUSE" over a receipt's lines is a heading of them all, not one line's label.
    const shouting = label.split(/\s+/).length > 1 && label === label.toUpperCase();
    // "Due Date:" over "04/04/2023" as well as "Booking ID" over "IBZY2087".
    const formLabel = (isHeading(label) || isColonLabel(label)) && label.split(/\s+/).length <= 4;
    // "Best Regards," over "Mallori": the name signs the letter.
    const signs = VALEDICTION.test(label) && label.length <= 30;
    if (isValue && !shouting && (formLabel || signs) && text.includes(`${label}\n${value}`)) {
      out.push(`${label}\n${value}`);
      i++;
    } else out.push(label);
  }
  return out;
}

export interface Sentence {
  sentence: string;
  hit: Hit;
  words: Set<string>;
  carried: Set<string>;
  /** Words of the two sentences before it in its chunk: what a bare value line ("Finished in 3:45:12.") is about. */
  nearby: Set<string>;
  /** Words of the sentence right before it in its chunk. */
  previous: Set<string>;
  /** Words of the heading it sits under ("COFFEE HOUSE" over a receipt's lines). */
  headed: Set<string>;
  /** Words of the record or paragraph it belongs to, when its chunk holds several ("name: Watering Can" for "in_stock: false"; a JSON array element's fields). */
  segment: Set<string>;
  /** `segment` is the JSON array element the field belongs to. */
  inRecord: boolean;
  /** The pointer of that element ("/stays/1"). */
  record?: string;
  /** The word pairs of that element's fields as written ("from porto", "to oslo"), empty outside one. */
  recordPairs: Set<string>;
  rank: number;
  /** Its place among its chunk's sentences. */
  at: number;
  heading: boolean;
  /** The first sentence under a heading: the heading speaks for it in full. */
  firstUnderHeading: boolean;
}

/** "#pointer=/stays/1/paid" → "/stays/1": the array element a JSON field belongs to (none outside arrays). */
export function recordKey(locator: string): string | undefined {
  const m = /^#pointer=((?:\/[^/]*)*\/\d+)(?:\/[^/]+)+$/.exec(locator);
  return m?.[1];
}

interface RecordWords {
  words: Set<string>;
  pairs: Set<string>;
}

/** The words and word pairs of each JSON array element a chunk holds, by its pointer ("/stays/1"). */
function recordsOf(hit: Hit): Map<string, RecordWords> {
  const out = new Map<string, RecordWords>();
  if (!hit.anchors) return out;
  let anchors: Array<[number, string]>;
  try {
    anchors = JSON.parse(hit.anchors) as Array<[number, string]>;
  } catch {
    return out;
  }
  anchors.forEach(([start, locator], i) => {
    const key = recordKey(locator);
    if (!key) return;
    const text = hit.text.slice(start, anchors[i + 1]?.[0] ?? hit.text.length);
    const record = out.get(key) ?? { words: new Set<string>(), pairs: new Set<string>() };
    for (const w of wordsOf(text)) record.words.add(w);
    for (const p of wordPairs(text)) record.pairs.add(p);
    out.set(key, record);
  });
  return out;
}

const NO_PAIRS: Set<string> = new Set();

/** The sentences of the retrieved chunks, with the words each holds and leans on. */
export function sentencesOf(hits: Hit[], headings: boolean): Sentence[] {
  const out: Sentence[] = [];
  // Chunks of one file stand together: the second chunk of the best file is as much about the
  // question as its first ("born in Bangor" two paragraphs below the name).
  const fileRanks = [...new Set(hits.map((h) => h.file_id))];
  hits.forEach((hit) => {
    const rank = fileRanks.indexOf(hit.file_id);
    let prev = new Set<string>();
    let prev2 = new Set<string>();
    // The words of the heading the sentence sits under ("COFFEE HOUSE" over a receipt's lines).
    let headed = new Set<string>();
    const sentences = tableRows(joinWrapped(pairLabels(splitSentences(hit.text), hit.text), hit.text));
    const segments = new Map<string, Set<string>>();
    let recordWords: Map<string, RecordWords> | undefined;
    const records = () => (recordWords ??= recordsOf(hit));
    let cursor = 0;
    sentences.forEach((sentence, at) => {
      const offset = hit.text.indexOf(sentence, cursor);
      if (offset >= 0) cursor = offset + sentence.length;
      const at0 = hit.anchors ? segmentAt(hit, Math.max(0, offset)) : undefined;
      const seg = at0?.text ?? '';
      let segment = segments.get(seg);
      if (!segment) segments.set(seg, (segment = seg && seg.length < hit.text.length ? wordsOf(seg) : new Set()));
      // A field of a JSON array's element belongs with the element's other fields: "paid: true"
      // of stays[1] says nothing about the hotel named in stays[3].
      const key = at0 && recordKey(at0.locator);
      const record = key ? records().get(key) : undefined;
      if (record) segment = record.words;
      const inRecord = !!record;
      const recordOf = record ? key : undefined;
      const words = wordsOf(sentence);
      // "He lives in Berlin." is about whoever the sentence before named; a heading names
      // what the sentences under it are about.
      const carried = PRONOUN_START.test(sentence) ? new Set([...prev].filter((w) => !words.has(w))) : new Set<string>();
      const nearby = new Set([...prev, ...prev2].filter((w) => !words.has(w)));
      const heading = headings && at < sentences.length - 1 && isHeading(sentence);
      const firstUnderHeading = at > 0 && headed === prev && headed.size > 0;
      out.push({ sentence, hit, words, carried, nearby, headed: new Set([...headed].filter((w) => !words.has(w))), previous: new Set([...prev].filter((w) => !words.has(w))), segment, inRecord, record: recordOf, recordPairs: record?.pairs ?? NO_PAIRS, rank, at, heading, firstUnderHeading });
      prev2 = prev;
      prev = words;
      if (heading) headed = words;
    });
  });
  return out;
}


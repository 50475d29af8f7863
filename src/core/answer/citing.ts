/** A chosen sentence as a fact: the segment that holds it and a locator that points at it. */
import { segmentAt } from '../store/chunks.js';
import type { Hit } from './sentences.js';

export interface Fact {
  chunk: string;
  reference: string;
}

/**
 * The fact for a sentence: the segment of its chunk that holds it (a paragraph, a JSON value,
 * a JSONL record) and that segment's locator, so the reference points at the sentence and
 * not at wherever its chunk happens to begin.
 */
export function factFor(hit: Hit, sentence: string): Fact {
  const at = hit.text.indexOf(sentence);
  if (at < 0) return { chunk: hit.text, reference: hit.path + hit.locator };
  const seg = segmentAt(hit, at);
  const locator = /\.txt$/i.test(hit.path) ? lineOf(seg, hit.text, at) : seg.locator;
  return { chunk: seg.text.includes(sentence) ? seg.text : hit.text, reference: hit.path + locator };
}

/**
 * In a .txt file a `#line=N` locator names the paragraph's first line, and the paragraph's
 * newlines are the file's: a sentence further down is cited at its own line. (A .jsonl record's
 * segment also says `#line=N`, but its newlines join the record's fields on that one line.)
 */
function lineOf(seg: { text: string; locator: string }, chunk: string, at: number): string {
  const m = /^#line=(\d+)$/.exec(seg.locator);
  if (!m) return seg.locator;
  const segStart = chunk.lastIndexOf(seg.text, at);
  if (segStart < 0) return seg.locator;
  const lines = chunk.slice(segStart, at).split('\n').length - 1;
  return `#line=${Number(m[1]) + lines}`;
}


import type { QueryEvidence } from './fusion.js';
import { USE_LITE } from '../models/use-lite.js';

/**
 * The cosine a query's nearest chunk must reach, per embedding space, for the query to count as
 * being about something in the files when its words do not say so: base − perEvidence × E. Only
 * spaces measured here have one; a space without one (an Ollama model, the word vectors of a
 * data dir still being re-embedded) never turns a query away.
 */
interface MeaningFloor {
  base: number;
  perEvidence: number;
}

const MEANING_FLOORS: Record<string, MeaningFloor> = {
  [USE_LITE]: { base: 0.44, perEvidence: 0.2 },
};

/** Share of the query's IDF mass the index holds (E, evidence.ts) from which words alone make the query about the files. */
export const LEXICAL_FLOOR = 0.5;

/** Vocabulary coverage (V) below which the embedder's judgement is not asked (see fusion.ts). */
const KNOWN_FLOOR = 0.8;

/**
 * Whether a query is about nothing in the files, so search returns [] for it: the files hold
 * less than half of the query's IDF mass (a word no file has counts as the rarest of all,
 * so "saxophone lessons schedule" matching only "schedule" is weak), and no chunk is close in
 * meaning — the nearest chunk's cosine stays under a floor that is lower the more of the query
 * BM25 found. A query whose rare words the embedder does not know (V < 0.8: gene names, codes)
 * or whose vector space has no measured floor is never turned away: its closeness cannot be
 * judged, so BM25's partial matches stand; so is one with no chunk vector to compare.
 *
 * Calibrated with the built-in sentence encoder (USE-Lite) on queries written before measuring
 * (bench/nothing, 24 queries, on bench:qa's 47 files and bench/paraphrase's 66 notes, plus
 * bench:qa's 3 dev queries about nothing: 51 cases) against the questions that must keep their
 * file (bench:qa dev, 91, and the paraphrase dev half, 56). Neither signal separates alone:
 * the nearest chunk's cosine is 0.17–0.61 for queries about nothing and 0.26–0.78 for
 * paraphrases' own files (0.29–0.48 on bench:qa's OCR'd receipts and scans); sentence-level
 * cosines (0.31–0.70 against 0.33–0.69), word-vector soft matching, the top hit's z over the query's
 * nearest chunks and agreement between BM25, the encoder and the word vectors overlapped as
 * much. With E: 36 of 51 queries about nothing give [] (the 15 left share at least half of
 * their IDF mass with a file, or come close: "Who won the 1998 Tour de France?" matches a
 * football article on "won", "1998", "France"), and 3 of the 144 questions whose file search
 * can find lose it (two paraphrases on bench:qa, one on bench/paraphrase). On the paraphrase
 * questions' check half, not calibrated on, 3 of 55 get []. bench/results/retrieval-notes.md.
 */
export function aboutNothing(evidence: QueryEvidence, nearest: { model: string; top?: number } | undefined): boolean {
  if (!meaningDecides(evidence) || nearest?.top === undefined) return false;
  const floor = meaningFloor(evidence, nearest.model);
  return floor !== undefined && nearest.top < floor;
}

/**
 * The cosine from which a text counts as close in meaning to the query in `model`'s space (see
 * aboutNothing), or undefined for a space without a measured floor.
 */
export function meaningFloor(evidence: QueryEvidence, model: string): number | undefined {
  const floor = MEANING_FLOORS[model];
  return floor && floor.base - floor.perEvidence * evidence.bm25;
}

/** Whether the query's words leave it to meaning to say if the files are about it (then the query vector is needed). */
export function meaningDecides(evidence: QueryEvidence): boolean {
  return evidence.bm25 < LEXICAL_FLOOR && evidence.coverage > KNOWN_FLOOR;
}

/**
 * Names the query writes ("Where did Christopher Morgan study?": capitalised words after the
 * first, "I" aside), lower-cased. A file that holds one of them is about the query even when the
 * rest of its words are missing there (OCR lost the surname; the CV says "Education", not
 * "study"), so such a query is never turned away as about nothing.
 */
export function namesIn(query: string): string[] {
  const tokens = query.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? [];
  return tokens.filter((t, i) => i > 0 && t !== 'I' && t.length > 2 && /^\p{Lu}/u.test(t)).map((t) => t.replace(/['’]s$/u, '').toLowerCase());
}

/** Whether a chunk's text holds a name the query writes, as a whole word. */
export function namesFound(query: string, text: string | undefined): boolean {
  if (!text) return false;
  const words = new Set((text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []));
  return namesIn(query).some((n) => n.split(/['’-]/).every((part) => words.has(part)));
}

import type { Store } from '../store/index.js';
import { aboutOthers } from '../enrich/ownership.js';

/** A question about the user: "What job title was I promoted to?", "my dentist". */
const FIRST_PERSON = /\b(?:I|I'm|I've|I'd|I’m|I’ve|[Mm]y|[Mm]e|[Mm]ine|[Mm]yself)\b/;
/**
 * How far a file about others (an article, a paper, a manual: enrich/ownership.ts) falls behind
 * the user's own files for such a question, as a share of the best score. An article about a
 * club's promotion holds "title" and "promoted" as well as the user's work journal does; the
 * question asks about the user. Calibrated with bench:tune-qa (dev questions): margins 0, 0.3,
 * 0.4, 0.5, 0.7 gave MRR@10 0.907, 0.908, 0.916, 0.921, 0.916; at 0.5 four questions rose and none fell.
 */
const REFERENCE_MARGIN = 0.5;

/**
 * The last stage of a ranking for a first-person question, when the results mix the user's own
 * files with reference material: reference files move down by a margin, the order otherwise
 * kept. Files with no decision yet (still processing, or from an older version) are left alone.
 */
export function personalFirst<T>(store: Store, question: string, ranked: T[], fileOf: (r: T) => string, scoreOf: (r: T) => number, rescore: (r: T, score: number) => T): T[] {
  if (ranked.length < 2 || !FIRST_PERSON.test(question)) return ranked;
  // Only files about others (an article, a paper) step back: a short note with no sign of its
  // owner ("Took the Subaru to Quick Lube… $89.95") is reference for want of signs, and may well
  // be the user's own.
  const others = new Map<string, boolean | undefined>();
  for (const r of ranked) {
    const id = fileOf(r);
    if (!others.has(id)) {
      const d = store.metadata.ownershipDecision(id);
      others.set(id, d && aboutOthers(d));
    }
  }
  const kinds = new Set(others.values());
  if (!kinds.has(false) || !kinds.has(true)) return ranked;
  const margin = REFERENCE_MARGIN * Math.max(...ranked.map((r) => Math.abs(scoreOf(r))));
  return ranked
    .map((r) => (others.get(fileOf(r)) ? rescore(r, scoreOf(r) - margin) : r))
    .sort((a, b) => scoreOf(b) - scoreOf(a));
}

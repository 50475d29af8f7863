/** Which scored lines an answer is made of: the best few, from the few best files, the user's own first. */
import type { Candidate } from './candidate.js';
import { asksAboutUser } from './constraints.js';

/** How strong, against the best line of a file about others, the user's own best line must be to answer a question about the user. */
const OWN_OVER_OTHERS = 0.6;

/**
 * A question about the user is never answered from a file about others (answers()): when such a
 * file's line leads and the user's own files hold a line nearly as good, that line leads instead.
 */
export function userFirst(question: string, candidates: Candidate[]): Candidate[] {
  const best = candidates[0];
  if (!best?.hit.aboutOthers || !asksAboutUser(question)) return candidates;
  const own = candidates.find((c) => !c.hit.aboutOthers);
  if (!own || own.score < best.score * OWN_OVER_OTHERS) return candidates;
  return [own, ...candidates.filter((c) => c !== own && !c.hit.aboutOthers)];
}

/** Files an answer may draw on: the best sentence's, and another only when it is nearly as good. */
const MAX_FILES = 2;
const OTHER_FILE_RATIO = 0.6;

/**
 * Up to `max` sentences, strongest first, from the few best files, none far weaker than the best;
 * a supporting one that does not say what is asked only when its meaning is `simAdmit` standard
 * deviations above the rest.
 */
export function chooseSentences(candidates: Candidate[], max: number, keepRatio: number, asksAbout: boolean, simAdmit: number): Candidate[] {
  const chosen: Candidate[] = [];
  const files: string[] = [];
  for (const c of candidates) {
    if (chosen.length >= max) break;
    if (chosen.some((x) => x.sentence === c.sentence)) continue;
    // A supporting sentence must say something about what is asked, not only name the same people.
    if (chosen.length > 0 && asksAbout && !c.saysFocus && c.z < simAdmit) continue;
    // A sentence far weaker than the best one adds noise, not support.
    if (chosen.length > 0 && c.score < chosen[0]!.score * keepRatio) break;
    if (!files.includes(c.hit.file_id)) {
      if (files.length >= MAX_FILES || (files.length > 0 && c.score < chosen[0]!.score * OTHER_FILE_RATIO)) continue;
      files.push(c.hit.file_id);
    }
    chosen.push(c);
  }
  return chosen;
}


/**
 * "Which version added Tajik?": in a changelog the item says what changed ("- Add Tajik
 * language") and the entry it sits under says which release ("- 20 April 2021 - Version 1.3.1",
 * "## v2.4.0"). The heading above the best line owns it, and leads the answer.
 */
import type { Candidate } from './candidate.js';

export const VERSION_ASKED = /\b(?:which|what) (?:[\p{L}\d.-]+ )?(?:version|release)\b|\bin (?:which|what) (?:version|release)\b|\bsince (?:which|what) version\b/iu;

/** A release's heading: a markdown heading or list entry naming a version ("## 1.4.0", "- 29 June 2021 - Version 1.4", "v2.0.1 (2023-03-01)"). */
const VERSION_LINE = /^\s*(?:#{1,6}\s*\[?v?\d+\.\d+(?:\.\d+){0,2}\b|(?:[-*•]\s+)?\[?v?\d+\.\d+\.\d+\b|.{0,40}?\b(?:v|version\s?|release\s)\d+(?:\.\d+){1,3}\b)/i;
/** How far above the best line (in characters of its chunk) a release's heading may stand. */
const REACH = 4000;

/** The chosen lines with the heading of the release the best line is listed under first, when the question asks which version. */
export function versionFirst(question: string, chosen: Candidate[]): Candidate[] {
  const best = chosen[0];
  if (!best || !VERSION_ASKED.test(question) || VERSION_LINE.test(best.sentence)) return chosen;
  const at = best.hit.text.indexOf(best.sentence);
  if (at < 0) return chosen;
  const above = best.hit.text.slice(Math.max(0, at - REACH), at).split('\n').reverse();
  const heading = above.map((l) => l.trim()).find((l) => l && l.length <= 80 && VERSION_LINE.test(l));
  if (!heading) return chosen;
  return [{ ...best, sentence: heading, value: undefined, labelled: true }, ...chosen];
}

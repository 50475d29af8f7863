/**
 * Small text helpers shared by the profile and event extractors: proper-noun phrases, person
 * names (patterns, confirmed by compromise's NER where it knows the name), places, numbers
 * written as words, and value clean-up.
 */
import nlp from 'compromise';
import { COUNTRIES, LANGUAGES, MONTHS_RE, NATIONALITIES, NUMBER_WORDS, ORG_WORDS, TITLE_WORDS, resumeSection } from './lexicon.js';

const CAP = /^(?:[A-Z][\p{L}'’.-]*|[A-Z]{2,}|\d+[A-Za-z]*|&)$/u;
const JOINERS = new Set(['of', 'and', '&', 'de', 'da', 'do', 'dos', 'das', 'del', 'la', 'le', 'van', 'von', 'der', 'the', 'for', 'at', 'in', 'on']);

/** Words of a phrase, keeping punctuation inside words ("M.S.", "O'Brien"). */
function tokens(s: string): Array<{ w: string; i: number }> {
  return [...s.matchAll(/[\p{L}\p{N}][\p{L}\p{N}'’.&-]*|&/gu)].map((m) => ({ w: m[0].replace(/[.]$/, (d) => (/^[A-Z](?:\.[A-Z])*\.$/.test(m[0]) ? d : '')), i: m.index! }));
}

/**
 * The capitalised phrase starting at the beginning of `s` ("Fabrikam Health as Staff…" →
 * "Fabrikam Health"; "University of Texas at Austin, 2017" → "University of Texas at Austin").
 * Lowercase joiners are kept only between capitalised words.
 */
export function properPhraseAt(s: string, opts: { allowLeadingThe?: boolean; maxWords?: number } = {}): string | undefined {
  const t = s.replace(/^\s+/, '');
  const toks = tokens(t);
  const out: string[] = [];
  let end = 0;
  for (let k = 0; k < toks.length && out.length < (opts.maxWords ?? 8); k++) {
    const { w, i } = toks[k]!;
    // Stop at punctuation between words (a comma ends the phrase).
    const gap = t.slice(end, i);
    if (out.length > 0 && /[,;:()|/—–]|\s-\s/.test(gap)) break;
    if (k === 0 && opts.allowLeadingThe && w === 'The') {
      out.push(w);
      end = i + w.length;
      continue;
    }
    if (CAP.test(w) && !/^\d+$/.test(w)) {
      out.push(w);
      end = i + w.length;
      continue;
    }
    if (out.length > 0 && JOINERS.has(w.toLowerCase()) && toks[k + 1] && CAP.test(toks[k + 1]!.w) && !/[,;:()|]/.test(t.slice(i, toks[k + 1]!.i))) {
      out.push(w);
      end = i + w.length;
      continue;
    }
    break;
  }
  while (out.length > 0 && JOINERS.has(out[out.length - 1]!.toLowerCase())) out.pop();
  if (out.length === 0 || (out.length === 1 && out[0] === 'The')) return undefined;
  return out.join(' ');
}

/** The capitalised phrase that ends at the end of `s` ("…re-reading The Left Hand of Darkness" → that title). */
export function properPhraseBefore(s: string, maxWords = 8): string | undefined {
  const toks = tokens(s.replace(/[\s,;:]+$/, ''));
  const out: string[] = [];
  for (let k = toks.length - 1; k >= 0 && out.length < maxWords; k--) {
    const w = toks[k]!.w;
    if (CAP.test(w) && !/^\d+$/.test(w)) {
      out.unshift(w);
      continue;
    }
    if (out.length > 0 && JOINERS.has(w.toLowerCase()) && k > 0 && CAP.test(toks[k - 1]!.w)) {
      out.unshift(w);
      continue;
    }
    break;
  }
  while (out.length > 0 && JOINERS.has(out[0]!.toLowerCase()) && out[0] !== 'The') out.shift();
  if (out.length === 0) return undefined;
  return out.join(' ');
}

const HONORIFIC = /^(?:mr|mrs|ms|miss|mx|dr|prof|sir|dame)\.?\s+/i;

/** "ELENA MARQUEZ" → "Elena Marquez"; other text unchanged. */
export function titleCase(s: string): string {
  if (s !== s.toUpperCase() || !/[A-Z]/.test(s)) return s;
  return s.toLowerCase().replace(/(^|[\s'’-])(\p{L})/gu, (_, a: string, b: string) => a + b.toUpperCase());
}

/**
 * A person's name as a whole line or phrase: 2–4 capitalised words, none of them an
 * organisation, job, place, language or month word. compromise confirms names it knows.
 */
export function personName(s: string): { name: string; confirmed: boolean } | undefined {
  const t = titleCase(s.trim().replace(/[,.;:]+$/, '')).replace(HONORIFIC, '');
  if (t.length < 4 || t.length > 60 || /[\d@|/\\()]/.test(t)) return undefined;
  const ws = t.split(/\s+/);
  if (ws.length < 2 || ws.length > 4) return undefined;
  if (!ws.every((w) => /^(?:[A-Z][\p{Ll}'’-]+(?:-[A-Z][\p{Ll}'’-]+)?|[A-Z]\.|(?:de|da|van|von|der|del|la|le|di|dos|das)$)/u.test(w))) return undefined;
  if (ORG_WORDS.test(t) || resumeSection(t)) return undefined;
  const lower = ws.map((w) => w.toLowerCase());
  if (lower.some((w) => TITLE_WORDS.has(w) || MONTHS_RE.test(w))) return undefined;
  if (ws.some((w) => COUNTRIES.has(w) || LANGUAGES.has(w) || NATIONALITIES.has(w))) return undefined;
  if (/^(?:dear|hi|hello|thanks|thank|best|kind|regards|sincerely|yours|curriculum|resume|cover|letter|invoice|summary|note|notes)$/i.test(ws[0]!)) return undefined;
  let confirmed = false;
  try {
    const people = nlp(t).people().json() as Array<{ text: string }>;
    confirmed = people.some((p) => p.text.replace(/[,.;:]+$/, '').split(/\s+/).length >= 2);
  } catch {
    /* compromise failing is no reason to fail the file */
  }
  return { name: t, confirmed };
}

/** People compromise recognises in a phrase, as written (a possessive and trailing stops dropped). */
export function knownPeople(s: string): string[] {
  try {
    return (nlp(s).people().json() as Array<{ text: string }>).map((p) => p.text.replace(/['’]s$/u, '').replace(/[,.;:!?]+$/, '').trim()).filter((p) => /^\p{Lu}/u.test(p));
  } catch {
    return [];
  }
}

/** Places compromise recognises in a phrase. */
export function placesIn(s: string): string[] {
  try {
    return (nlp(s).places().json() as Array<{ terms: Array<{ text: string }> }>).map((p) => p.terms.map((x) => x.text).join(' ').trim()).filter(Boolean);
  } catch {
    return [];
  }
}

/** Is the first word a past-tense verb ("Ran the half marathon…", "Had dinner…")? */
export function startsWithPastVerb(s: string): boolean {
  // compromise tags "Got promoted…" as a passive auxiliary, not a past tense.
  if (/^(?:got|had|was|did|went|made)\b/i.test(s.trim())) return true;
  // …and "Picked up the RAV4", "Dropped off the kids" as a phrasal verb, not a past tense.
  if (/^\p{Lu}\p{Ll}{3,}ed\s+(?:up|out|off|down|back|over|in|on|through|away)\b/u.test(s.trim())) return true;
  try {
    const first = (nlp(s).json() as Array<{ terms: Array<{ tags: string[] }> }>)[0]?.terms[0];
    return !!first && first.tags.includes('PastTense');
  } catch {
    return false;
  }
}

const TENS: Record<string, number> = { twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 };
const TEENS: Record<string, number> = { thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19 };

/** "35", "thirty-five", "two" → a number; undefined otherwise. */
export function numberOf(s: string): number | undefined {
  const t = s.trim().toLowerCase();
  if (/^\d{1,3}$/.test(t)) return Number(t);
  if (t in NUMBER_WORDS) return NUMBER_WORDS[t];
  if (t in TEENS) return TEENS[t];
  const m = /^(twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[\s-](one|two|three|four|five|six|seven|eight|nine))?$/.exec(t);
  if (m) return TENS[m[1]!]! + (m[2] ? NUMBER_WORDS[m[2]]! : 0);
  return undefined;
}

export const NUMBER_WORD_RE = '\\d{1,3}|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[\\s-](?:one|two|three|four|five|six|seven|eight|nine))?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen';

/** A value as stored: one line, no list commas (the profile joins list values with ", "), no trailing punctuation. */
export function cleanValue(s: string, max = 120): string {
  return s
    .replace(/\s+/g, ' ')
    .replace(/,/g, '')
    .replace(/^[\s"'“‘]+|[\s"'”’!?;:]+$/g, '')
    // Brackets go only when they are not closed: "Moved to Pune (2025-01-19)" keeps its pair.
    .replace(/^\((?![^)]*\))/, '')
    .replace(/(?<=^[^(]*)\)+$/, '')
    // A final full stop goes, unless it ends an abbreviation ("M.S.", "Jr.").
    .replace(/(?<!\b(?:[A-Z]|[A-Z][a-z]|Jr|Sr|St))\.+$/, '')
    .trim()
    .slice(0, max)
    .trim();
}

/** The first `max` characters of a sentence, cut at a word. */
export function snippet(s: string, max = 240): string {
  const t = s.replace(/\s+/g, ' ').trim();
  if (t.length <= max) return t;
  return `${t.slice(0, max).replace(/\s+\S*$/, '')}…`;
}

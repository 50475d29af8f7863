/** Question and sentence words as the built-in answerer compares them: content words, stemmed, abbreviations spelt out. */
import { STOP_WORDS } from '../index/stopwords.js';
import { normalizeToken, tokenize } from '../index/tokens.js';

/** Abbreviations documents write for words questions spell out ("Dr Ng" answers "which doctor"). */
const ABBREVIATIONS = new Map(
  Object.entries({ dr: 'doctor', tel: 'phone', telephone: 'phone', mob: 'mobile', qty: 'quantity', amt: 'amount', st: 'street', rd: 'road', ave: 'avenue', dept: 'department', mgr: 'manager', approx: 'approximately', addr: 'address', nr: 'number', num: 'number', tbl: 'table', pmt: 'payment', acct: 'account', svc: 'service', hrs: 'hours', yr: 'year', yrs: 'years', mos: 'months', wk: 'week', bal: 'balance' }),
);

function contentWords(text: string): string[] {
  return (
    tokenize(text)
      // "iPhone" is a phone, "HeartlandHealth" a health provider: the parts of a joined-up name count too.
      .flatMap((t) => (/\p{Ll}\p{Lu}/u.test(t) ? [t, ...t.split(/(?<=\p{Ll})(?=\p{Lu})/u).filter((p) => p.length > 2)] : [t]))
      // "Moreau's cats" is about Moreau: the possessive is not part of the name.
      .map((t) => normalizeToken(t).replace(/['’](?:s)?$/u, ''))
      .map((w) => ABBREVIATIONS.get(w) ?? w)
      // "project.owner.name" (a JSON key path) must meet a question about the "owner".
      // …and "add_paragraph" (an identifier) a question about what "adds" a paragraph.
      .flatMap((w) => (/[._]/.test(w) ? [w, ...w.split(/[._]+/)] : [w]))
      .filter((w) => w !== '' && !STOP_WORDS.has(w))
  );
}

/**
 * Light suffix stripping, only to let "joined" meet "join" and "lives" meet "live" when
 * scoring sentences; the same function runs on both sides, so it only has to be consistent.
 */
export function stem(w: string): string {
  let s = w;
  if (s.length > 4 && s.endsWith('ies')) s = `${s.slice(0, -3)}y`;
  else if (s.length > 5 && s.endsWith('ing')) s = s.slice(0, -3);
  // "promotion" meets "promoted", "donation" "donated".
  else if (s.length > 6 && s.endsWith('ion')) s = s.slice(0, -3);
  else if (s.length > 4 && s.endsWith('ed')) s = s.slice(0, -2);
  else if (s.length > 3 && s.endsWith('es')) s = s.slice(0, -2);
  else if (s.length > 3 && s.endsWith('s') && !s.endsWith('ss')) s = s.slice(0, -1);
  if (s.length > 3 && s.endsWith('e')) s = s.slice(0, -1);
  return s || w;
}

/** The stemmed content words of a text (stop words dropped). */
export const wordsOf = (text: string): Set<string> => new Set(contentWords(text).map(stem));


/**
 * Dates in languages chrono has no parser for, written the way their speakers write them: a day
 * and a month name ("12. apríl", "18 Mac 2026", "3 Mayıs", "30. nóv. 2016", "5 maja") and the
 * year-first numeric form of Korea, China and Hungary ("2026. 2. 11."). English, German, French,
 * Spanish, Portuguese, Italian, Dutch and Swedish are chrono's (dates.ts).
 */

/** Month names (and the abbreviations people write) by month number, per language. */
const MONTHS: Array<[number, string]> = [
  // Icelandic, Norwegian/Danish, Malay/Indonesian, Turkish, Polish (genitive, as dates write it), Finnish (partitive)
  [1, 'janúar|jan|januar|januari|ocak|stycznia|tammikuuta'],
  [2, 'febrúar|feb|februar|februari|şubat|subat|lutego|helmikuuta'],
  [3, 'mars|mar|mac|maret|mart|marca|maaliskuuta'],
  [4, 'apríl|apr|april|nisan|kwietnia|huhtikuuta'],
  [5, 'maí|mai|mei|mayıs|mayis|maja|toukokuuta'],
  [6, 'júní|jún|juni|jun|haziran|czerwca|kesäkuuta'],
  [7, 'júlí|júl|juli|julai|jul|temmuz|lipca|heinäkuuta'],
  [8, 'ágúst|ágú|august|ogos|agustus|ağustos|agustos|sierpnia|elokuuta'],
  [9, 'september|sept|sep|eylül|eylul|września|wrzesnia|syyskuuta'],
  [10, 'október|okt|oktober|ekim|października|pazdziernika|lokakuuta'],
  [11, 'nóvember|nóv|november|kasım|kasim|listopada|marraskuuta'],
  [12, 'desember|des|december|disember|dis|aralık|aralik|grudnia|joulukuuta'],
];
const MONTH_OF = new Map<string, number>(MONTHS.flatMap(([n, names]) => names.split('|').map((w) => [w, n] as const)));
const DAY_MONTH = new RegExp(`(?<![\\p{L}\\d])(\\d{1,2})(\\.?)\\s+(${[...MONTH_OF.keys()].sort((a, b) => b.length - a.length).join('|')})(?![\\p{L}])\\.?(?:,?\\s+((?:19|20)\\d{2})(?!\\d))?`, 'giu');
/** Month words that are also words or abbreviations of English, French or a name. */
const AMBIGUOUS = new Set('jan feb mar mars mart mac apr april mai maja jun juni jul juli august sep sept september okt oktober november des dis december'.split(' '));
/** "2026. 2. 11." and "2026.02.11": year, month, day with dots (spaces optional). */
const YEAR_FIRST_DOTTED = /(?<![\d.])((?:19|20)\d{2})\.\s?(\d{1,2})\.\s?(\d{1,2})\.?(?![\d])/g;

export interface ForeignDate {
  text: string;
  index: number;
  year?: number;
  month: number;
  day: number;
}

/** The dates of `text` in the forms above; a day and month without a year has no `year`. */
export function foreignDates(text: string): ForeignDate[] {
  const out: ForeignDate[] = [];
  for (const m of text.matchAll(DAY_MONTH)) {
    const day = Number(m[1]);
    const word = m[3]!.toLowerCase();
    const month = MONTH_OF.get(word);
    if (!month || day < 1 || day > 31) continue;
    // "2 Mac laptops", "3 Mars bars", "5 des enfants": a word of another language counts only as "12." writes it or with its year.
    // …or as a line of its own, a diary's heading ("Rabu, 18 Mac").
    if (AMBIGUOUS.has(word) && !m[2] && !m[4] && !aloneOnLine(text, m.index!, m.index! + m[0].length)) continue;
    out.push({ text: m[0].replace(/[\s.,]+$/, ''), index: m.index!, ...(m[4] ? { year: Number(m[4]) } : {}), month, day });
  }
  for (const m of text.matchAll(YEAR_FIRST_DOTTED)) {
    const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
    if (month >= 1 && month <= 12 && day >= 1 && day <= 31) out.push({ text: m[0].replace(/\.$/, ''), index: m.index!, year, month, day });
  }
  return out;
}

/** Whether text[from, to) is its line's only content, after at most one word (a weekday) and a comma. */
function aloneOnLine(text: string, from: number, to: number): boolean {
  const start = text.lastIndexOf('\n', from - 1) + 1;
  const stop = text.indexOf('\n', to);
  return /^\s*(?:\p{L}+,?\s+)?$/u.test(text.slice(start, from)) && /^[\s.,:;)]*$/.test(text.slice(to, stop < 0 ? text.length : stop));
}

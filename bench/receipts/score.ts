/**
 * How bench:receipts reads values out of the SROIE keys and out of what ctx says: amounts compared
 * as numbers ("RM 9.00" = "9.00" = "9.0"), dates in any common spelling compared as days
 * (SROIE keys write "09/01/2019", "14-02-2018", "2018-01-23", "23 MAR 2018"…; day-first, as in
 * Malaysia), and names or places compared by their distinctive words (not "SDN BHD", "JALAN").
 */

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MON = '(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\\.?';

/** Every amount written in a text (thousands commas dropped), as numbers. */
export function amountsIn(text: string): number[] {
  return [...text.matchAll(/(?<![\d.,])\d{1,3}(?:,\d{3})+(?:\.\d+)?|(?<![\d.,])\d+(?:\.\d+)?/g)].map((m) => Number(m[0].replace(/,/g, '')));
}

/** The key's total as a number ("RM 31.00" → 31). */
export function keyTotal(total: string): number | undefined {
  const a = amountsIn(total.replace(/\s+/g, ''));
  return a.length ? a[a.length - 1] : undefined;
}

export const sameAmount = (a: number, b: number): boolean => Math.abs(a - b) < 0.005;

function iso(y: number, m: number, d: number): string | undefined {
  if (y < 100) y += 2000;
  const dt = new Date(Date.UTC(y, m - 1, d));
  if (m < 1 || m > 12 || dt.getUTCDate() !== d || y < 1990 || y > 2030) return undefined;
  return dt.toISOString().slice(0, 10);
}

/** Every date written in a text, as yyyy-mm-dd: ISO, day-first numeric, "9 January 2019", "January 9, 2019". */
export function datesIn(text: string): string[] {
  const out: Array<string | undefined> = [];
  for (const m of text.matchAll(/(?<!\d)(\d{4})\s?[-/.]\s?(\d{1,2})\s?[-/.]\s?(\d{1,2})(?!\d)/g)) out.push(iso(+m[1]!, +m[2]!, +m[3]!));
  for (const m of text.matchAll(/(?<![\d/.-])(\d{1,2})\s?[-/.]\s?(\d{1,2})\s?[-/.]\s?(\d{4}|\d{2})(?![\d/.-])/g)) out.push(iso(+m[3]!, +m[2]!, +m[1]!));
  const month = (s: string) => MONTHS.indexOf(s.slice(0, 3).toLowerCase()) + 1;
  for (const m of text.matchAll(new RegExp(`(?<!\\d)(\\d{1,2})(?:st|nd|rd|th)?[\\s/-]*${MON}[\\s/,-]*(\\d{4}|\\d{2})(?!\\d)`, 'gi'))) out.push(iso(+m[3]!, month(m[2]!), +m[1]!));
  for (const m of text.matchAll(new RegExp(`\\b${MON}\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4})(?!\\d)`, 'gi'))) out.push(iso(+m[3]!, month(m[1]!), +m[2]!));
  return out.filter((d): d is string => d !== undefined);
}

/** Words every Malaysian shop name or address shares, which say nothing about which one. */
const GENERIC_NAME = new Set(
  'sdn bhd berhad plt enterprise enterprises trading trade company co the and of store stores shop restaurant restaurants restoran cafe kedai marketing services service industries industry holdings group sb m malaysia international hardware electrical centre center stationery book books bakery bakeries confectionery seafood syarikat perniagaan total house cash carry'.split(' '),
);
const GENERIC_PLACE = new Set(
  'no lot jalan jln taman tmn lorong lrg blok block bandar persiaran kampung kg off floor ground level unit batu road the and of selangor darul ehsan johor malaysia wilayah persekutuan negeri sembilan perak pahang kedah melaka penang pulau pinang sabah sarawak kelantan terengganu perlis seksyen section kawasan perindustrian parindustrian industries industrial besar utama jaya indah desa raya baru bangunan shopping centre center mall city park office basement'.split(' '),
);

/** Lower-case words; dotted initials are one word ("MR. D.I.Y." → mr, diy). */
const words = (s: string): string[] =>
  s
    .replace(/\b(?:\p{L}\.){2,}(?:\p{L}\b)?/gu, (m) => m.replace(/\./g, ''))
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** A company's distinctive words: 3+ letters, not a legal or trade word (all its words when none is left). */
export function nameWords(company: string): string[] {
  const all = words(company).filter((w) => w.length >= 3 && /\p{L}/u.test(w));
  const kept = all.filter((w) => !GENERIC_NAME.has(w));
  return kept.length ? kept : all;
}

/** An address's distinctive words: street and town names (Kuala Lumpur too) of 4+ letters and 5-digit postcodes, not "JALAN" or a state. */
export function placeWords(address: string): string[] {
  return words(address).filter((w) => !GENERIC_PLACE.has(w) && (/^\d{5}$/.test(w) || (w.length >= 4 && /^\p{L}+$/u.test(w))));
}

/** Whether a text holds one of the words as a whole word. */
export function sharesWord(text: string, ws: string[]): boolean {
  const have = new Set(words(text));
  return ws.some((w) => have.has(w));
}

/** An answer's lead: its first line, up to the end of its first sentence (a decimal point ends none). */
export function leadOf(answer: string): string {
  const line = answer.trim().split('\n')[0] ?? '';
  return line.split(/(?<=[.!?])\s+(?=[A-Z(])/)[0] ?? line;
}

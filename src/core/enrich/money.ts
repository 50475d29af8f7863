/**
 * Sums of money as people and tills write them, in one place for the receipt, invoice, booking
 * and note extractors and the ownership signs: currency signs, codes and words, and amounts in
 * every common grouping — 1,246.00 and 1.246,00, 189 000 kr, 58.000 pesos, 1,15,000 rupees,
 * 118,50 kronor. A separator followed by exactly two digits at the end is the decimal mark; by
 * three, a thousands group.
 */

/**
 * "Total" as tills print it in languages whose word the English-shaped lists miss, bounded by
 * letters rather than \b (which fails after "ä" or a Cyrillic letter): Estonian, Finnish, Czech,
 * Latvian, Hungarian, Croatian/Serbian, Slovenian, Malay/Indonesian, Filipino, Russian, Greek.
 */
export const TOTAL_ELSEWHERE = /(?<!\p{L})(?:kokku|yhteensä|yhteensa|celkem|kopā|kopa|összesen|osszesen|ukupno|skupaj|jumlah|kabuuan|итого|всего|σύνολο)(?!\p{L})/iu;

/** ISO codes a sum is written with. */
export const CURRENCY_CODES =
  'EUR|USD|GBP|CHF|JPY|CAD|AUD|BRL|NOK|SEK|DKK|ISK|PLN|CZK|HUF|RON|ARS|MXN|CLP|COP|PEN|GHS|NGN|KES|ZAR|EGP|MAD|INR|PKR|CNY|KRW|SGD|HKD|NZD|TRY|ILS|AED|SAR|THB|IDR|PHP|VND|UAH|RUB|MYR|TWD|BDT|LKR|NPR|TZS|UGX|XOF|XAF|QAR|KWD|OMR|JOD|JMD|TTD|BBD|BSD|XCD|NAD|FJD';
/** Signs, by the currency they usually mean. */
const SIGNS: Record<string, string> = { '€': 'EUR', $: 'USD', '£': 'GBP', '₹': 'INR', '¥': 'JPY', '₦': 'NGN', '₺': 'TRY', '₽': 'RUB', '₩': 'KRW', '₱': 'PHP', '₴': 'UAH', '₫': 'VND', '฿': 'THB', '₵': 'GHS', '₪': 'ILS' };
/** Words written after (or before) a sum instead of a code. */
const WORDS: Array<[RegExp, string]> = [
  [/^(?:euros?)$/i, 'EUR'],
  [/^(?:dollars?)$/i, 'USD'],
  [/^(?:pounds?)$/i, 'GBP'],
  [/^(?:yen)$/i, 'JPY'],
  [/^(?:rupees?|rs\.?)$/i, 'INR'],
  [/^(?:naira)$/i, 'NGN'],
  [/^(?:cedis?)$/i, 'GHS'],
  [/^(?:tl|lira)$/i, 'TRY'],
  [/^(?:zł|zloty|złoty)$/i, 'PLN'],
  [/^(?:kč)$/i, 'CZK'],
  [/^(?:pesos?)$/i, 'ARS'],
  [/^(?:rand)$/i, 'ZAR'],
  [/^(?:kshs?\.?)$/i, 'KES'],
];
const SIGN_CLASS = '[€$£₹¥₦₺₽₩₱₴₫฿₵₪]';
const WORD_ALT = 'euros?|dollars?|pounds?|yen|rupees?|naira|cedis?|TL|lira|zł|zloty|złoty|Kč|pesos?|rand|kr\\.?|kronor|krona|kroner|krone|shillings|dirhams|francs|reais|baht|ringgit|dinars|yuan';

/**
 * A number as written in a sum. Groups of three after a separator are thousands (also after a
 * thin, non-breaking or plain space); the Indian 1,15,000 groups by two; a last separator with
 * one or two digits is the decimal mark.
 */
export const AMOUNT = /(?<![\d.,])(?:\d{1,2}(?:,\d{2})+,\d{3}|\d{1,3}(?:([,.'’\u00a0\u202f ])\d{3})(?:\1\d{3})*|\d+)(?:[.,]\d{1,2})?(?![\d]|[.,]\d)/g;

/** The value of one written amount ("28.340,00" → 28340, "1,246" → 1246, "118,50" → 118.5). */
export function parseAmount(written: string): number {
  const t = written.trim();
  const dec = /[.,](\d{1,2})$/.exec(t);
  const whole = (dec ? t.slice(0, dec.index) : t).replace(/[^\d]/g, '');
  return Number(`${whole}${dec ? `.${dec[1]}` : ''}`);
}

/** Every amount in a line, in order. */
export function amountsIn(line: string): number[] {
  return [...line.matchAll(AMOUNT)].map((m) => parseAmount(m[0])).filter((n) => Number.isFinite(n) && n > 0);
}

/** The currency a text names first: a code, a sign or a word next to a number. */
/** Dollars and reais that say whose: "R$", "A$", "C$", "NZ$", "HK$", "S$", "US$", "MX$". */
const PREFIXED: Record<string, string> = { R: 'BRL', A: 'AUD', AU: 'AUD', C: 'CAD', CA: 'CAD', NZ: 'NZD', HK: 'HKD', S: 'SGD', US: 'USD', MX: 'MXN', J: 'JMD', JA: 'JMD', NT: 'TWD', TT: 'TTD', N: 'NAD', EC: 'XCD', BDS: 'BBD', B: 'BSD', FJ: 'FJD' };
/** The letters a prefixed dollar sign can carry (PREFIXED's keys). */
const PREFIX_ALT = 'BDS|AU?|CA?|NZ|HK|US|MX|JA?|NT|TT|EC|FJ|[RSNB]';

export function currencyOf(text: string): string | undefined {
  // Malaysian ringgit: "RM 9.00", "RM9.00".
  if (/\bRM\s?\d/.test(text) && !/[$€£¥]\s?\d/.test(text)) return 'MYR';
  const pre = new RegExp(`\\b(${PREFIX_ALT})\\$`).exec(text);
  const m = new RegExp(`\\b(${CURRENCY_CODES}|K[Ss][Hh][Ss]?)\\b|(${SIGN_CLASS})|\\d\\s?(${WORD_ALT})(?![\\p{L}])`, 'u').exec(text);
  if (pre && (!m || pre.index <= m.index)) return PREFIXED[pre[1]!];
  if (!m) return undefined;
  if (m[1]) return /^ksh/i.test(m[1]) ? 'KES' : m[1];
  if (m[2]) return SIGNS[m[2]];
  return WORDS.find(([re]) => re.test(m[3]!))?.[1];
}

/** A sum of money stated in words a person writes: "₦685,000", "189 000 kr", "ARS 900.000", "€950", "128,000 yen". */
export const MONEY_STATED = new RegExp(`${SIGN_CLASS}\\s?\\d|\\d\\s?(?:${SIGN_CLASS}|(?:${WORD_ALT}|${CURRENCY_CODES})(?![\\p{L}]))|\\b(?:${CURRENCY_CODES}|Kshs?\\.?)\\s?\\d`, 'iu');

/** A sum as a till prints it (two decimals), or a stated sum: receipts and bills are made of them. */
export const SUM_LIKE = new RegExp(`${MONEY_STATED.source}|\\b\\d{1,3}(?:[.,'’]\\d{3})*[.,]\\d{2}\\b`, 'giu');

/** A sum with two decimals as a till prints it and OCR reads it: "43.82", "1,204.50", "21,74", "1 204,50". */
const TILL_SUM = /(?<![\d.,])(\d{1,3}(?:[,.'’°\u00a0\u202f]\d{3})*|\d+)[.,](\d{2})(?![\d])/g;

/** The two-decimal sums of a receipt line (OCR keeps these when it garbles the words). */
export function tillSums(line: string): number[] {
  return [...line.matchAll(TILL_SUM)].map((m) => Number(`${m[1]!.replace(/[,.'’°\u00a0\u202f]/g, '')}.${m[2]}`)).filter((n) => n > 0);
}

/** The currency most sums are in: one stray OCR "¥" does not make a receipt yen. */
export function commonCurrency(all: string): string | undefined {
  const counts = new Map<string, number>();
  // A sign counts only beside a number: OCR makes "$" of an S and "¥" of a smudge in the words.
  // A number that is an id ("¥001-538524", "$0012") is no sum; "Amount (RM)" names the column's currency.
  for (const m of all.matchAll(new RegExp(`\\b(?:${PREFIX_ALT})\\$|${SIGN_CLASS}(?=\\s?(?!0\\d)\\d[\\d.,]*(?![\\d-]))|(?<=\\d\\s?)${SIGN_CLASS}|\\bRM(?=\\s?\\d|\\))|\\b[A-Z]{3}\\b`, 'gu'))) {
    // Only "C$" is Canadian: a word of three capitals ("CAY", tea on a Turkish till) is no prefix.
    const c = m[0] === 'RM' ? 'MYR' : ((m[0].endsWith('$') ? PREFIXED[m[0].slice(0, -1)] : undefined) ?? currencyOf(m[0]));
    if (c) counts.set(c, (counts.get(c) ?? 0) + 1);
  }
  const common = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
  // A bare "$" is whichever dollar (or peso) the country on the slip uses; "US$" or "USD" is said outright.
  if (common === 'USD') return dollarOf(all) ?? common;
  return common;
}

/** Which dollar a text's bare "$" is, by the country it names; undefined when it says US$ or USD, or names none. */
export function dollarOf(all: string): string | undefined {
  if (/\bUS\$|\bUSD\b/.test(all)) return undefined;
  return DOLLAR_COUNTRIES.find(([, re]) => re.test(all))?.[0];
}

/** Signs of the country a "$" receipt comes from: its tax names, postcodes, web domains, business numbers. */
const DOLLAR_COUNTRIES: Array<[string, RegExp]> = [
  ['AUD', /\bABN\b|\b(?:VIC|NSW|QLD|TAS|ACT)\s+\d{4}\b|\.com\.au\b|\bAustralia\b|\bEFTPOS\b|\b(?:Melbourne|Sydney|Brisbane|Perth|Adelaide|Hobart|Canberra|Darwin)\b/],
  ['CAD', /\b(?:HST|PST|QST|TPS|TVQ)\b|\b(?:ON|BC|QC|AB|MB|NS|NB|SK|PE|NL)\s+[A-Z]\d[A-Z]\s?\d[A-Z]\d\b|\bCanada\b|\.ca\b/],
  ['NZD', /\bNew Zealand\b|\.co\.nz\b|\bIRD\b|\b(?:Auckland|Wellington|Christchurch)\b/],
  ['MXN', /\bIVA\b|\bRFC\b|\bM[eé]xico\b|\bCDMX\b/],
  ['SGD', /\bSingapore\b|\.com\.sg\b|\bUEN\b/],
  ['JMD', /\bJamaica\b|\bGCT\b|\.com\.jm\b|\bTRN\b/],
  ['TTD', /\bTrinidad\b|\.co\.tt\b/],
  ['HKD', /\bHong Kong\b|\.com\.hk\b/],
  ['TWD', /\bTaiwan\b|\.com\.tw\b/],
];

/**
 * A sum as the document prints it ("23,40", "1.246,00", "14,382.55"): a person reads their own
 * notation, and a decimal comma turned into a point reads as another number to them. A token
 * that is not plain digits and separators (OCR noise), or has no separator at all, is written the usual way.
 */
export function writtenSum(text: string, n: number): string {
  let found: string | undefined;
  for (const m of text.matchAll(AMOUNT)) if (parseAmount(m[0]) === n) found = m[0];
  const t = found?.replace(/[\u00a0\u202f]/g, ' ').trim();
  // Bare digits ("1240", a spreadsheet cell's value) carry no notation of their own.
  return t && /^\d[\d.,' ]*$/.test(t) && /[.,' ]/.test(t) ? t : money(n);
}

export function money(n: number): string {
  return n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

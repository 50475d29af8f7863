/**
 * Values of the kinds questions ask for, spotted in a sentence: amounts, dates, times,
 * durations, counts, people and places. The built-in answerer prefers sentences that hold a
 * value of the question's kind and states that value (answer-text.ts).
 */
import { findDates } from '../enrich/dates.js';
import { knownPeople, personName, placesIn } from '../enrich/nlp.js';
import type { QuestionType } from './question-type.js';
import { quantitiesIn } from './quantities.js';

export interface ValueSpan {
  text: string;
  index: number;
}

const CURRENCY_SYMBOL = "[$€£¥₹₩₽¢]|(?:US|CA|AU|NZ|HK|S)\\$|R\\$|CHF|Fr\\.|Rs\\.?|Rp";
const CURRENCY_CODE = 'USD|EUR|GBP|JPY|CNY|RMB|CHF|CAD|AUD|NZD|INR|SEK|NOK|DKK|PLN|CZK|HUF|SGD|HKD|KRW|BRL|MXN|ZAR|TRY|AED|ARS|CLP|COP|PEN|NGN|KES|EGP|ILS|THB|VND|IDR|MYR|PHP|TWD|RUB|UAH|RON|BGN|ISK|SAR|QAR|MAD|PKR|BDT|LKR';
const CURRENCY_WORD = 'dollars?|euros?|pounds?|yen|yuan|francs?|rupees?|cents?|bucks';
/** 1,240.00 · 6.400,00 · 12 500 · 1240.00 · 12 — never a part of a longer number. */
const NUMBER = "(?:\\d{1,2}(?:,\\d{2})+,\\d{3}(?:\\.\\d{1,2})?|\\d{1,3}(?:[,.'’°\\u202f\\u00a0 ]\\d{3})+(?:[.,]\\d{1,2})?|\\d+(?:[.,]\\d{1,2})?)(?![\\d.,'’°]\\d)";
const MULTIPLIER = '(?:\\s?(?:k|m|bn|million|billion|thousand)\\b)?';
const AMOUNT = new RegExp(
  `(?:(?:${CURRENCY_SYMBOL})\\s?-?(?:${NUMBER})${MULTIPLIER}` +
    // A sign after a number is its currency unless it opens the next one ("2014 $4.11": the $ is 4.11's).
    `|-?(?:${NUMBER})${MULTIPLIER}\\s?(?:(?:${CURRENCY_SYMBOL})(?!\\s?-?\\d)|(?:${CURRENCY_CODE})\\b(?!\\s?-?\\d)|(?:${CURRENCY_WORD})\\b)` +
    // "AUD 199", "AUD199", "EUR -5.00" — never an item code such as "AUD-112".
    `|\\b(?:${CURRENCY_CODE})(?:\\s?(?=\\d)|\\s-(?=\\d))(?:${NUMBER}))`,
  'g',
);
/** A sum said in words, as transcripts and notes write it: "ninety five pounds", "fifty four pounds eighty five". */
const NUMBER_WORD = '(?:zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|a hundred|a thousand)';
const NUMBER_WORDS = `${NUMBER_WORD}(?:[\\s-]+(?:and\\s+)?${NUMBER_WORD})*`;
const AMOUNT_IN_WORDS = new RegExp(`\\b${NUMBER_WORDS}\\s+(?:pounds?(?!\\s+of\\b)|dollars?|euros?|quid|bucks|rupees?|yen|francs?|naira|pesos?|rand)(?:\\s+(?:and\\s+)?${NUMBER_WORDS}(?:\\s+(?:pence|cents?|p)\\b)?)?\\b`, 'gi');

/** A figure in a scale word, as reports write money without a sign ("67,845 crore", "4.2 billion"); Indian grouping too ("17,81,841 crore"). */
const SCALED = new RegExp(`(?<![\\p{L}\\d.,])(?:${NUMBER})\\s?(?:crores?|lakhs?|lacs?|million|billion|trillion|bn|mn)\\b`, 'giu');

/** A bare decimal price on a receipt or invoice line ("Caffe Latte 4.50", "TOTAL 12,80"); never a clock time ("4.20 pm"). */
const BARE_PRICE = /(?<![\d.,:/-])\d{1,6}[.,]\d{2}(?![\d.,:/%])(?!\s?(?:[ap]\.?m\b|h\b|hrs?\b|uhr\b|o'?clock\b))/gi;

const DURATION = new RegExp(
  `(?:\\b\\d{1,2}:\\d{2}:\\d{2}(?:\\.\\d+)?\\b` +
    `|\\b(?:\\d+(?:[.,]\\d+)?\\)?\\s?-?(?:calendar|business|working|school)?\\s?-?(?=days?\\b|weeks?\\b)|\\d+(?:[.,]\\d+)?|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|ninety|half an?)(?:\\s+and\\s+a\\s+half)?\\s?-?(?:seconds?|secs?|s|minutes?|mins?|min|hours?|hrs?|h|std|stunden|days?|nights?|weeks?|wks?|months?|mos?|years?|yrs?)\\b` +
    `(?:\\s?(?:and\\s)?\\d+\\s?(?:seconds?|secs?|s|minutes?|mins?|min|hours?|hrs?|h)\\b)*)`,
  'gi',
);
/** A run's time in minutes and seconds ("ran the 10K in 52:14", "chip time 48:09"), never a clock time ("at 10:30"). */
const MINUTES_SECONDS = /(?<=\b(?:in|time:?|took|clocked|finished in|chip time|gun time|pb|personal best(?: of)?)\s)\d{1,3}:[0-5]\d\b(?!:|\s?[ap]\.?m\b)/gi;
/** A count under a label naming its unit: "hotel.nights: 4", "Duration (days): 3". */
const LABELLED_UNIT = /\b(?:seconds?|minutes?|hours?|days?|nights?|weeks?|months?|years?)\b[^:\n]{0,12}:\s*(\d+(?:[.,]\d+)?)\b/gi;
const CLOCK = /\b(?:[01]?\d|2[0-3])[:.h][0-5]\d(?:\s?[ap]\.?m\.?)?\b|\b(?:1[0-2]|0?[1-9])\s?[ap]\.?m\.?(?=\W|$)|\bnoon\b|\bmidnight\b/gi;
// Grouped thousands (also Indian "2,32,822"), even run into the next word as PDFs do ("2,32,822New jobs").
const COUNT = /(?<![\p{L}\d.,])\d{1,3}(?:,\d{2,3})*,\d{3}(?![\d])|\b\d+(?:[.,]\d+)?(?:k|m|bn)?\b|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|hundred|dozen|once|twice)\b/giu;
/** A title and a capitalised name ("Dr. Maria Alvarez", "Ms Chen"). */
const TITLED_NAME = /\b(?:Dr|Mr|Mrs|Ms|Mx|Prof|Sir|Dame)\.?\s+(?:[A-Z][\p{L}'’-]+)(?:\s+[A-Z][\p{L}'’-]+){0,3}/gu;
/** A letter's closing and the name under it: "Best Regards,\nMallori". */
export const VALEDICTION = /^(?:(?:best|kind|warm|warmest|many)\s+)?(?:regards|wishes|thanks)|^(?:yours\s+)?(?:sincerely|faithfully|truly)|^yours|^cheers|^thank\s+you|^best/i;
const SIGNED_NAME = /^(?:(?:(?:best|kind|warm|warmest|many)\s+)?(?:regards|wishes|thanks)|(?:yours\s+)?(?:sincerely|faithfully|truly)|yours|cheers|thank\s+you|best)\s*,?\s*\n\s*((?:(?:Dr|Mr|Mrs|Ms|Prof)\.?\s+)?[A-Z][\p{L}'’-]+(?:\s+[A-Z][\p{L}'’-]+){0,3})\s*$/iu;
/** Two or three capitalised words not at a sentence start ("met Anna Berg"). */
const CAPITALISED = /(?<=[\p{L}\p{N},;:] )[A-Z][\p{Ll}'’-]+(?:\s+(?:van|von|de|da|del|di|le|la)?\s*[A-Z][\p{Ll}'’-]+){1,2}/gu;
const AFTER_PLACE_PREPOSITION = /\b(?:in|at|to|from|near)\s+(?:\d{1,5}\s+)?[A-Z][\p{L}'’-]+(?:\s+[A-Z][\p{L}'’-]+){0,3}/gu;
const MONTH_OR_DAY = /^(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|monday|tuesday|wednesday|thursday|friday|saturday|sunday)$/i;
/** An identifier: letters and digits with at least one digit ("IBZY2087", "OD304175096047380001", "98765", "INV-2023-08"). */
const CODE = /\b(?=[\p{Lu}\d-]*\d)[\p{Lu}\d][\p{Lu}\d-]{3,}\b/gu;
const PHONE = /(?:\+\d{1,3}[\s.-]?)?(?:\(\d{2,4}\)[\s.-]?)?\d{2,4}(?:[\s.-]\d{2,4}){2,4}\b/g;
const ADDRESS = /\b\d{1,5}\s+(?:[A-Z][\p{L}.'-]*\s){1,4}(?:Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|Lane|Ln|Drive|Dr|Way|Place|Pl|Square|Sq|Court|Ct|Strasse|Straße|Rue|Via|Calle)\b\.?/gu;

/** Whether a value is a phone number as a whole (7+ digits in groups), not a date or a code. */
export function isPhone(text: string): boolean {
  PHONE.lastIndex = 0;
  const m = PHONE.exec(text.trim());
  return !!m && m[0].length === text.trim().length && (text.match(/\d/g)?.length ?? 0) >= 7 && !/^\d{4}-\d{2}-\d{2}$/.test(text.trim());
}

function spans(re: RegExp, text: string): ValueSpan[] {
  re.lastIndex = 0;
  return [...text.matchAll(re)].map((m) => ({ text: m[0].trim(), index: m.index! }));
}

const dedupe = (found: ValueSpan[]): ValueSpan[] =>
  found.filter((v, i) => !found.some((w, j) => j !== i && w.index <= v.index && w.index + w.text.length >= v.index + v.text.length && (w.text.length > v.text.length || j < i)));

/** A plain number under a money label: "price: 18" in a JSON record, "Total 42" on a form. */
const LABELLED_MONEY = /(?<!\p{L})(?:price|cost|total|subtotal|amount|fee|fare|rent|salary|wage|budget|tip|tax|vat|balance|paid|due|deposit|charge|revenue|sales|income|spent|spend|planned|earnings)s?(?:[\s_-]\p{L}+){0,3}\s*:\s*(-?\d[\d,.']*\d|\d)(?![\d%])/giu;

/**
 * Amounts with a currency; bare prices (two decimals) only where no currency-marked amount is —
 * judged line by line: in a text table ("groceries   712.35" over "vet   163.75 <- $89") one
 * line's sign does not hide the plain figures of the others.
 */
export function amountsIn(text: string): ValueSpan[] {
  if (!text.includes('\n')) return lineAmounts(text);
  const out: ValueSpan[] = [];
  let at = 0;
  for (const line of text.split('\n')) {
    for (const v of lineAmounts(line)) out.push({ text: v.text, index: v.index + at });
    at += line.length + 1;
  }
  return out;
}

function lineAmounts(text: string): ValueSpan[] {
  const marked = [...spans(AMOUNT, text).filter((v) => /\d/.test(v.text)), ...spans(AMOUNT_IN_WORDS, text)].sort((a, b) => a.index - b.index);
  if (marked.length > 0) return dedupe(marked);
  const bare = [...spans(BARE_PRICE, text), ...spans(SCALED, text)].sort((a, b) => a.index - b.index);
  if (bare.length > 0) return dedupe(bare);
  LABELLED_MONEY.lastIndex = 0;
  return [...text.matchAll(LABELLED_MONEY)].map((m) => ({ text: m[1]!, index: m.index! + m[0].lastIndexOf(m[1]!) }));
}

/** A yes/no state a file writes down: a ticked or empty box, a true/false or yes/no field. */
const STATE = /[☒☑✓✔☐□]|(?<=:\s*)(?:true|false|yes|no|y|n)\b/giu;

/** Whether a value is a written-down state (a box, true/false, yes/no), not a verb. */
export const saysYesOrNo = (text: string): boolean => /^(?:[☒☑✓✔☐□]|true|false|yes|no|y|n)$/iu.test(text);

export function statesIn(text: string): ValueSpan[] {
  return spans(STATE, text);
}

/** Whether a state says yes. */
export const saysYes = (state: string): boolean => /^(?:[☒☑✓✔]|true|yes|y)$/i.test(state);

/** The values of a question's kind in a sentence, in order; [] when it holds none. */
export function valuesIn(type: QuestionType, text: string): ValueSpan[] {
  switch (type) {
    case 'amount':
      return amountsIn(text);
    case 'quantity':
      return quantitiesIn(text);
    case 'date':
      return datesIn(text);
    case 'time':
      return dedupe([...spans(CLOCK, text), ...findDates(text).filter((d) => d.precision === 'time').map((d) => ({ text: d.text, index: d.index }))]);
    case 'duration':
      return dedupe([
        ...spans(DURATION, text).filter((v) => /\d|an?\b|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|thirty|forty|fifty|sixty|ninety|half/i.test(v.text)),
        ...labelledUnits(text),
        ...spans(MINUTES_SECONDS, text),
      ]).sort((a, b) => a.index - b.index);
    case 'count':
      return countsIn(text);
    case 'yes_no':
      return statesIn(text);
    case 'code':
      return dedupe([...spans(PHONE, text), ...spans(CODE, text)]).sort((a, b) => a.index - b.index);
    case 'person':
      return peopleIn(text);
    case 'place':
      return placesOf(text);
    default:
      return [];
  }
}

/** Counts, but never the day or year of a date ("31" of "March 31, 2022"). */
function countsIn(text: string): ValueSpan[] {
  // "$158 million" is money, not a count of anything.
  // …nor is the number of a name ("a Fortune 500 company", "Windows 10").
  const found = dedupe(spans(COUNT, text)).filter((v) => !MONEY_BEFORE.test(text.slice(Math.max(0, v.index - 4), v.index)) && !NAMES_NUMBER.test(text.slice(Math.max(0, v.index - 30), v.index)));
  if (!found.some((v) => /\d/.test(v.text))) return found;
  const dates = findDates(text, YEARLESS_REFERENCE).filter((d) => d.precision !== 'year');
  return found.filter((v) => !dates.some((d) => d.index <= v.index && v.index < d.index + d.text.length));
}

/** A capitalised word inside a sentence right before the number: "Fortune 500", "Xbox 360", "Form 1040". */
const NAMES_NUMBER = /[\p{Ll},;]\s+(?:the\s+)?\p{Lu}[\p{L}&-]*\s$/u;
const MONEY_BEFORE = /(?:[$£€¥₹]|\b(?:USD|EUR|GBP|Rs\.?|R)\s?)$/;

/**
 * Dates as a reader takes them, with or without a year: "14 May" in a trip plan answers "which
 * day?" as well as "14 May 2025" would. (The memory extractor needs a year to place an event;
 * an answer only quotes what the file says.)
 */
function datesIn(text: string): ValueSpan[] {
  const dates = findDates(text, YEARLESS_REFERENCE)
    .filter((d) => /\d|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|mon|tue|wed|thu|fri|sat|sun)/i.test(d.text))
    // "Jalan Harmoni 3/2", "No. 23/1": a number of a street or a house, not a day.
    .filter((d) => !(/^\d{1,2}\/\d{1,4}$/.test(d.text.trim()) && STREET_BEFORE.test(text.slice(Math.max(0, d.index - 40), d.index))))
    .map((d) => ({ text: d.text, index: d.index }));
  return dedupe([...dates, ...spans(TIME_OF_DAY, text)]).sort((a, b) => a.index - b.index);
}
const STREET_BEFORE = /(?:\b(?:jalan|jln|lorong|persiaran|taman|street|st|road|rd|avenue|ave|lane|no|lot|blok|block|unit|flat|apt|house)\b[.,]?\s*(?:[\p{L}\d.'-]+\s+){0,3})$/iu;

/** "When does the bittern boom?" — "at dusk": a time of day or of the year answers "when" too. */
const TIME_OF_DAY = /\b(?:at|in|on|during|every|each|before|after|by|until|till)\s+(?:the\s+)?(?:early\s+|late\s+)?(?:dusk|dawn|sunrise|sunset|night|midnight|noon|midday|morning|afternoon|evening|weekends?|spring|summer|autumn|fall|winter|lunchtime|bedtime)\b/gi;
const YEARLESS_REFERENCE = '2000-01-01';

function labelledUnits(text: string): ValueSpan[] {
  LABELLED_UNIT.lastIndex = 0;
  return [...text.matchAll(LABELLED_UNIT)].map((m) => ({ text: m[1]!, index: m.index! + m[0].lastIndexOf(m[1]!) }));
}

/** "From: Mallori Harrell", "Signed by Dr. Felicia Ng", "Host: Marta": a name a label introduces. */
const LABELLED_NAME = /\b(?:From|To|Cc|Signed(?: by)?|Sent by|By|Author|Authors|Name|Contact|Host(?:ed by)?|Doctor|Physician|Attending|Prepared by|Approved by|Issued by|Guest|Passenger|Patient|Customer|Client|Manager|Teacher)\s*:?\s+((?:(?:Dr|Mr|Mrs|Ms|Prof)\.?\s+)?[A-Z][\p{L}'’-]+(?:\s+[A-Z][\p{L}'’-]+){0,2})/gu;
/** "To Whom it May Concern", "Dear Sir or Madam": a salutation, not a person. */
const NOBODY = /^(?:whom|all|everyone|everybody|sir|madam|sirs|team|customer|client|friends?)\b/i;
/** "Mallori Harrell <mallori@example.com>". */
const NAME_WITH_EMAIL = /([A-Z][\p{L}'’-]+(?:\s+[A-Z][\p{L}'’-]+){0,2})\s*<[^>@\s]+@[^>\s]+>/gu;

function peopleIn(text: string): ValueSpan[] {
  const found = [...spans(TITLED_NAME, text), ...spans(CAPITALISED, text).filter((v) => personName(v.text)?.confirmed)];
  const signed = SIGNED_NAME.exec(text);
  if (signed) found.push({ text: signed[1]!, index: text.lastIndexOf(signed[1]!) });
  for (const re of [LABELLED_NAME, NAME_WITH_EMAIL]) {
    re.lastIndex = 0;
    for (const m of text.matchAll(re)) if (!NOBODY.test(m[1]!)) found.push({ text: m[1]!, index: m.index! + m[0].indexOf(m[1]!) });
  }
  // A capitalised word doing something at the start of a sentence: "Priya ran the first 10 km".
  const actor = /^([A-Z][\p{Ll}'’-]+)\s+(?:ran|was|said|told|sent|signed|called|drove|paced|hosted|met|gave|wrote|brought|made|took|came|went|joined|helped|picked|booked|paid|cooked|led|invited|organised|organized|emailed|phoned|texted|asked|offered|won|lost|moved|left)\b/u.exec(text);
  if (actor && !/^(?:I|We|He|She|They|It|This|That|There|Then|Today|Yesterday|Everyone|Nobody|Someone)$/.test(actor[1]!)) found.push({ text: actor[1]!, index: 0 });
  // First names compromise knows ("at Marta's flat", "Daniel picks").
  for (const name of knownPeople(text)) {
    const at = text.indexOf(name);
    if (at >= 0) found.push({ text: name, index: at });
  }
  return dedupe(found).sort((a, b) => a.index - b.index);
}

/** A web address: "available at https://layout-parser.github.io" answers "where". */
const URL = /\bhttps?:\/\/[^\s<>"')\]]+[^\s<>"')\].,;:]/g;

/** Words that say where, without a place a reader can name: "in the drawer", "at Lakeside Physio", "Location: PHI". */
export const PLACE_PHRASE = /\b(?:location|city|town|village|address|venue|place|country|region|state|where|site|destination|origin|based)\s*:\s*\S|\b(?:in|at|near|inside|outside|behind|beside|opposite|by|on|from|to|into|located|based|lives?|born)\s+(?:the\s+|a\s+|my\s+|our\s+|his\s+|her\s+)?(?!(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december|\d))[\p{L}]{3,}/iu;

/** Streets named before their name ("Jalan Harmoni 3/2", "Rue Cler", "Calle Mayor 5"), and a postcode before its town ("46400 Petaling Jaya", "40219 Düsseldorf"). */
const STREET_FIRST = /\b(?:jalan|jln|lorong|persiaran|taman|rue|avenue de|via|viale|calle|avenida|rua|carrer|strada|ulica|ul\.)\s+[\p{L}\d][\p{L}\d/.'-]*(?:[ \t]+[\p{L}\d/][\p{L}\d/.'-]*){0,3}/giu;
const POSTCODE_TOWN = /(?<![\d.,:/-])\b\d{4,6}[ \t]+\p{Lu}[\p{L}'-]{2,}(?:[ \t]+\p{Lu}[\p{L}'-]+){0,2}/gu;

function placesOf(text: string): ValueSpan[] {
  const found = [...spans(ADDRESS, text), ...spans(URL, text), ...spans(STREET_FIRST, text), ...spans(POSTCODE_TOWN, text)];
  // compromise joins a place's terms with spaces ("Paris France" for "Paris, France"), and
  // takes some month names for places.
  for (const p of placesIn(text).filter((x) => !MONTH_OR_DAY.test(x))) {
    const re = new RegExp(p.split(/\s+/).map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('[\\s,]+'), 'u');
    const m = re.exec(text);
    if (m) found.push({ text: m[0], index: m.index });
  }
  // "at 12 Rue Cler", "Gate B12": what follows at/in + a capitalised name, when compromise has none.
  if (found.length === 0) found.push(...spans(AFTER_PLACE_PREPOSITION, text).map((v) => ({ text: v.text.replace(/^\S+\s+/, ''), index: v.index + v.text.indexOf(' ') + 1 })));
  return dedupe(found).sort((a, b) => a.index - b.index);
}

const UNIT_FAMILIES: Array<[RegExp, RegExp]> = [
  [/\bhours?\b/i, /\b(?:hours?|hrs?|h|std|stunden)\b|\d:\d\d/i],
  [/\bminutes?\b/i, /\b(?:minutes?|mins?|min)\b|\d:\d\d/i],
  [/\bdays?\b/i, /\bdays?\b/i],
  [/\bnights?\b/i, /\bnights?\b|^\d+$/i],
  [/\bweeks?\b/i, /\b(?:weeks?|wks?)\b/i],
  [/\bmonths?\b/i, /\b(?:months?|mos?)\b/i],
  [/\byears?\b/i, /\b(?:years?|yrs?)\b/i],
];

/** "How many hours…" is not answered by "30 days": a duration must be in the unit asked, when one is. */
const RACE_TIME = /\b(?:my|her|his|their|your|finishing|winning|race|marathon|lap|split|record|best) time\b|\btime (?:in|at|for) the\b/i;
const CLOCK_DURATION = /\d:\d{2}|\b\d+(?:[.,]\d+)?\s*(?:h|hrs?|hours?|min|mins|minutes?|s|secs?|seconds?)\b/i;

export function fitsAskedUnit(question: string, value: string): boolean {
  // "My time in the race", "the finishing time": a time on a clock or in hours, minutes and seconds — never "three weeks".
  if (RACE_TIME.test(question) && !/\bhow long\b/i.test(question)) return CLOCK_DURATION.test(value);
  const asked = /\bhow many (\w+)/i.exec(question)?.[1];
  if (!asked) return true;
  const family = UNIT_FAMILIES.find(([q]) => q.test(asked));
  return !family || family[1].test(value);
}

/**
 * The words an acronym stands for, as a text writes them the first time: "document image
 * analysis (DIA)" or "DIA (document image analysis)".
 */
export function expansionOf(acronym: string, text: string): ValueSpan | undefined {
  const letters = acronym.toLowerCase();
  const esc = acronym.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const before = new RegExp(`((?:[\\p{L}][\\p{L}'’-]*[\\s-]+){${letters.length - 1},${letters.length + 3}}[\\p{L}][\\p{L}'’-]*)\\s*\\(${esc}\\)`, 'u').exec(text);
  if (before) {
    // Keep the shortest tail whose initials spell the acronym ("in document image analysis" → the last three).
    const words = before[1]!.split(/[\s-]+/);
    for (let n = letters.length; n <= words.length; n++) {
      const tail = words.slice(-n);
      const initials = tail.filter((w) => !/^(?:of|and|for|the|in|on|to|a|an|&)$/i.test(w)).map((w) => w[0]!.toLowerCase()).join('');
      if (initials === letters) {
        const phrase = tail.join(' ');
        const at = text.indexOf(tail[0]!, before.index);
        return { text: text.slice(at, text.indexOf(tail[tail.length - 1]!, at) + tail[tail.length - 1]!.length) || phrase, index: at };
      }
    }
  }
  const after = new RegExp(`\\b${esc}\\s*\\(([^()]{3,80})\\)`, 'u').exec(text);
  if (after) {
    const initials = after[1]!.split(/[\s-]+/).filter((w) => w && !/^(?:of|and|for|the|in|on|to|a|an|&)$/i.test(w)).map((w) => w[0]!.toLowerCase()).join('');
    if (initials === letters) return { text: after[1]!, index: after.index + after[0].indexOf(after[1]!) };
  }
  return undefined;
}

/**
 * Signs that a file without "I" in it is still its user's: a photographed receipt whose OCR
 * mangled the words but kept the amounts, a card or certificate naming its holder, a dated log
 * of one's car or garden, a note of reminders, a record that lists its writer as "me". And the
 * opposite signs: a company's accounts are no household budget, a recording with artist or
 * album tags is published media. Each sign is about what the text is, never its topic.
 */
import { dateLine, findDates, type DateMention } from './dates.js';
import type { DocView } from './doc.js';
import { SUM_LIKE, TOTAL_ELSEWHERE } from './money.js';

/** A structured record's field path: "entries[0].date: ", "hotel.name: ", "to[0]: ", "[2].Body: ". */
export const FIELD_PATH = /^[a-z_]\w*(?:\[\d+\]|\.\w+)*:\s|^[A-Za-z_]\w*(?:\[\d+\]|\.\w+)+:\s|^\[\d+\](?:\[\d+\]|\.\w+)*:\s/;

/**
 * "I" that is no pronoun: a letter after an article ("the I"), or a Roman numeral after a
 * capitalised numbered word ("World War I", "Part I", "Type I diabetes"). Lower case, those
 * words start a relative clause with a real "I" ("the book I read").
 */
export const notPronounI = (s: string): string =>
  s.replace(/\b(?:[Tt]he|[Aa]n?)\s+I\b(?!')|\b(?:War|Part|Chapter|Volume|Vol\.|Book|Act|Phase|Type|Class|Stage|Section|Article|Annex|Appendix|Schedule|Level|Grade|Tier)\s+I\b(?!')/g, ' ');

/** Third-person words of prose about others: a biography, a company history. */
const THIRD = /\b(?:he|she|his|her|him|hers|its)\b/i;
/** Share of sentences that speak of someone in the third person. */
export function thirdPersonShare(sentences: string[]): number {
  return sentences.length ? sentences.filter((s) => THIRD.test(s)).length / sentences.length : 0;
}

/** A sum of money: a currency sign or code next to a number, or a number with two decimals. */

const TOTAL_WORD = new RegExp(`\\b(?:sub-?total|total|tot|amount due|balance due|amount|montant|summe|gesamt|importe|totale|betrag|toplam|razem|suma|totaal|totalt|summa)\\b|${TOTAL_ELSEWHERE.source}`, 'iu');
/** What pays or taxes a sum: a receipt's tax line, its card slip, the word bill or receipt. */
const PAYMENT_MARK =
  /\b(?:vat|tax|tva|gst|hst|mwst|iva|tps|tvq|qst|pst|kdv|ptu|moms|btw|tip|gratuity|visa|mastercard|amex|card|carte|karte|karta|kart[ıi]?|tarjeta|cart[aã]o|kredi|d[eé]bito|cr[eé]dito|cash|efectivo|nakit|bar|change|r(?:ue|ü)ckgeld|wechselgeld|cambio|monnaie|auth|authori[sz]ation|receipt|invoice|bill|paid|payment|customer copy|ticket|fi[sş]|kvitto|quittung|recibo|scontrino|paragon|kviitung|kaart|kuitti|kortti|kartica|alv|kvitas|pvn|eftpos)\b/giu;

/**
 * A receipt or bill read from a photo or scan: OCR garbles the shop's name and half the
 * words, but keeps sums of money on short lines of their own, a total line and the tax or
 * card-payment lines. Short text only: a report with a few prices and totals is long, and
 * prose about taxes states its sums inside long sentences.
 */
const WHOLE_SUM_END = /(?:^|[\s:*])\d{1,3}(?:[.,]\d{3})+\s*$/;

export function looksLikeReceipt(all: string, words: number): boolean {
  if (words > 600) return false;
  // A till in dong, rupiah or won prints whole sums in groups of three: "Giai tich 1 (Calculus) 95.000".
  const sums = all.split('\n').filter((l) => l.trim().length <= 60 && (new RegExp(SUM_LIKE.source, 'iu').test(l) || WHOLE_SUM_END.test(l))).length;
  const marks = new Set((all.match(PAYMENT_MARK) ?? []).map((w) => w.toLowerCase()));
  // A till slip that prints no card or cash line (OCR may lose it) still lists its priced items: one mark will do.
  return sums >= 2 && TOTAL_WORD.test(all) && (marks.size >= 2 || (marks.size >= 1 && sums >= 4 && words <= 150));
}

/** A field naming the person a card, certificate or policy is for. */
const HOLDER_LABEL = /^(?:(?:card|policy|account)\s?holder|holder|member|subscriber|patient|insured|beneficiary|passenger|guest|student|employee|name|(?:patient|member|holder|full|given)\s?name)\s*[:|]\s*/i;
/** A person's name: one to five capitalised words, after any OCR noise. */
const PERSON_VALUE = /^[^\p{L}\d]{0,3}\s*\p{Lu}[\p{L}'’.-]+(?:\s+\p{Lu}[\p{L}'’.-]*){0,4}\s*$/u;
/** An identifier field with digits in it: "Member ID: 1234", "Policy No. 88-12", "NRIC: S123…". */
const IDENT = /\b(?:id|no\.?|number|nric|ssn|policy|group|account|licen[cs]e|passport|registration)\s*[:#.]\s*[A-Z0-9-]*\d/i;
const HOLDER_DOC = /\b(?:certificate|card|policy|membership|coverage|insurance|licen[cs]e|permit|pass|identity|healthcare|medical)\b/i;

/** The person a card, certificate or policy names as its holder ("Member: Aoife Brennan"), with the line it is on. */
export function holderOf(doc: DocView): { name: string; line: number } | undefined {
  for (const [i, l] of doc.lines.entries()) {
    // A certificate: "This is to certify that" / "Thandi Mokoena" / "has successfully completed …".
    if (/\bcertif(?:y|ies)\s+that\s*$/i.test(l.text) && PERSON_VALUE.test(doc.lines[i + 1]?.text ?? '')) return { name: doc.lines[i + 1]!.text.trim(), line: i + 1 };
    const m = HOLDER_LABEL.exec(l.text);
    const value = m ? l.text.slice(m[0].length).split(/\s{2,}|\t/)[0]! : '';
    if (m && PERSON_VALUE.test(value)) return { name: value.replace(/^[^\p{L}\d]+/u, '').trim(), line: i };
  }
  return undefined;
}

/** A card, certificate or policy that names its holder and carries an identifier. */
export function namesItsHolder(doc: DocView, words: number): boolean {
  if (words > 500) return false;
  const texts = doc.lines.map((l) => l.text);
  return !!holderOf(doc) && (texts.some((t) => IDENT.test(t)) || /\bcertif(?:y|ies)\s+that\b/i.test(texts.join(' '))) && HOLDER_DOC.test(texts.join('\n'));
}

/** A log line: a date, a colon or dash, then a note ("3 May 2024: tyres changed"); groups: date, note. */
export const DATED_LINE = /^(.{6,30}?)\s*(?::|\s[-–—]\s)\s*(\p{L}.{3,})$/u;

/** One entry of a dated log: its date, the note it carries, and the line it starts on. */
export interface LogEntry {
  date: DateMention;
  note: string;
  line: number;
}

/**
 * Entries of a dated log, for both the ownership sign and the log's events: a line opening with
 * a day's date and going on with a note ("3 May 2024: tyres changed"), or a record's date field
 * followed by its note field ("entries[2].date: …", "entries[2].note: …").
 */
export function logEntries(doc: DocView): LogEntry[] {
  const out: LogEntry[] = [];
  const texts = doc.lines.map((l) => l.text.trim());
  texts.forEach((raw, i) => {
    const t = raw.replace(FIELD_PATH, '');
    const m = DATED_LINE.exec(t);
    const own = m ? dateLine(m[1]!) : undefined;
    const next = texts[i + 1] ?? '';
    const field = !own && FIELD_PATH.test(raw) && FIELD_PATH.test(next) && /\p{L}{3,}/u.test(next) && !dateLine(next.replace(FIELD_PATH, '')) ? dateLine(t) : undefined;
    const date = own ?? field;
    if (!date || (date.precision !== 'day' && date.precision !== 'time')) return;
    out.push({ date, note: own ? m![2]! : next.replace(FIELD_PATH, ''), line: i });
  });
  return out;
}

/** A log a person keeps (car, garden, health): two or more dated entries within ten years. */
export function isDatedLog(doc: DocView, sentences: string[], words: number): boolean {
  const dates = logEntries(doc).map((e) => Number(e.date.iso.slice(0, 4)));
  if (dates.length < 2 || words > 1500) return false;
  // A chronicle of decades is a history of something, not notes kept by someone.
  return Math.max(...dates) - Math.min(...dates) <= 10 && thirdPersonShare(sentences) < 0.2;
}

/** Words of a note written to oneself. */
const REMINDER = /\b(?:note to self|remember to|to remember|don'?t forget|do not forget|reminders?|to-?do)\b/i;
/** An errand opening a sentence: "Call the landlord…", "Bring the forms…". */
const ERRAND = /^(?:bring|call|ring|book|buy|pay|renew|pick up|collect|cancel|email|text|check|take)\b/i;
const WEEKDAY_OR_CLOCK = /\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|\b\d{1,2}[:.]\d{2}\b|\b\d{1,2}\s?(?:am|pm)\b/i;

/**
 * A short note of reminders or appointments: a reminder (words written to oneself, or two
 * errands: one sentence opening "Call …" may be news) and a time it is for.
 */
export function isReminderNote(sentences: string[], words: number): boolean {
  if (words > 400) return false;
  const cues = sentences.filter((s) => REMINDER.test(s)).length + sentences.filter((s) => ERRAND.test(s.trim())).length;
  if (!sentences.some((s) => REMINDER.test(s)) && cues < 2) return false;
  const text = sentences.join('\n');
  return WEEKDAY_OR_CLOCK.test(text) || findDates(text, null).some((d) => d.precision === 'day');
}

/** A record's field whose value is its writer: "travellers[1]: me", "Owner: myself". */
export const namesWriterAsMe = (doc: DocView): boolean => doc.lines.some((l) => /^[^:]{1,40}:\s*(?:me|myself)\s*$/i.test(l.text));

/** Terms of a company's accounts: a household budget has none of them. */
const CORPORATE = /\b(?:in (?:millions|thousands|billions)|(?:operating|trading|gross|net) (?:profit|income|margin|result)|ebitda|ebit|depreciation|amorti[sz]ation|segments?|shareholders?|earnings per share|restructuring|impairment|revenue)\b/gi;
export const companyAccounts = (all: string): boolean => new Set((all.match(CORPORATE) ?? []).map((w) => w.toLowerCase())).size >= 2;

/** Audio or video published with its artist or album: a song, an audiobook, a podcast. */
export const publishedMedia = (doc: DocView): boolean =>
  (doc.kind === 'audio' || doc.kind === 'video') && ['tag_artist', 'tag_album', 'tag_album_artist', 'tag_publisher'].some((k) => typeof doc.facts[k] === 'string' && (doc.facts[k] as string).trim() !== '');

/** A month's plan written as "Tue 2   dentist 17:30": a weekday, a day of the month, what happens. */
const CALENDAR_ITEM = /(?:^|\s)((?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)[a-z]*\.?)\s+(\d{1,2})\s+(?=\p{L})/giu;

/**
 * The items of a month's calendar kept as text: a heading naming the month and year
 * ("THÁNG 12 / DECEMBER 2025"), then lines of "weekday day what" (which a text reader may run
 * together). Each item with its date; none unless there are three.
 */
export function calendarItems(doc: DocView): Array<{ day: string; text: string; line: number }> {
  const out: Array<{ day: string; text: string; line: number }> = [];
  let month: string | undefined;
  for (const [i, l] of doc.lines.entries()) {
    const heading = l.text.length <= 40 ? findDates(l.text, null).find((d) => d.precision === 'month' && !d.relative) : undefined;
    if (heading) {
      month = heading.iso.slice(0, 7);
      continue;
    }
    if (!month) continue;
    const starts = [...l.text.matchAll(CALENDAR_ITEM)];
    starts.forEach((m, k) => {
      const d = Number(m[2]);
      const from = m.index! + m[0].length;
      const text = l.text.slice(from, starts[k + 1]?.index ?? l.text.length).trim();
      if (d >= 1 && d <= 31 && text) out.push({ day: `${month}-${String(d).padStart(2, '0')}`, text, line: i });
    });
  }
  return out.length >= 3 ? out : [];
}

/**
 * Events from personal files that are lists rather than prose:
 *  - a receipt read by OCR from a photo or scan: one financial event with the shop (the first
 *    line of its header that reads as a name), the total and the printed date;
 *  - a log of dated notes ("3 May 2024: new tyres, £180"): one event per dated line.
 */
import type { EventType } from '../store/memory.js';
import { dateLine, findDates } from './dates.js';
import type { DocView } from './doc.js';
import { calendarItems, logEntries } from './ownership-signs.js';
import { actionOf, anchorOf, clockTime, key, receiptItems, typeOf, type DraftEvent } from './events.js';
import { commonCurrency, money, MONEY_STATED, parseAmount, tillSums, TOTAL_ELSEWHERE, writtenSum } from './money.js';

const TOTAL = new RegExp(`\\b(?:total|tot|montant|summe|gesamt|importe|totale|betrag|toplam|razem|suma|totaal|totalt|summa|amount due|balance due|to pay|bill amount|amount payable)\\b|${TOTAL_ELSEWHERE.source}`, 'iu');
/** When no total is readable: the sums a total is made of, the largest being the nearest to it. */
const PART = /\b(?:sub-?\s?total|subtot|amount|sum|net)\b/i;
const NOT_PART = /\b(?:tax|vat|tva|gst|hst|kdv|tip|gratuity|change|rendu|points?|puntos|puan|punkte|punti|pontos|saved|savings|discount)\b/i;
/** Totals that are not what was paid: a sub-total, the tax, tip, change, points, a count of items, the cash handed over. */
const NOT_TOTAL = /\b(?:sub-?\s?total|subtot|tax|vat|tva|gst|sst|hst|kdv|tip|gratuity|change|rendu|points?|puntos|puan|punkte|punti|pontos|saved|savings|discount|items?|qty|quantity|before|accepted|tendered|received|cash)\b/i;
/** "Total Incl. GST@6%", "Total Sales (Inclusive GST)", "Total (incl GST)": a total that names the tax it holds is still the total. */
const TAX_INCLUDED = /\b(?:incl\.?|inclusive(?:\s+of)?|including|inc\.)\s*(?:of\s+)?(?:gst|vat|tax|sst|tva|mwst|hst)\b/gi;
/** The sum to pay, where a receipt prints several totals: after rounding, nett, payable. */
const PAYABLE = /\b(?:nett?\s+total|total\s+nett?|grand\s+total|total\s+payable|amount\s+payable|amt\s+payable|payable|rounded\s+total|total\s+after\s+\w+|to\s+pay|amount\s+due|balance\s+due|total\s+due)\b/i;
const TAX_WORD = /\b(?:tax|vat|tva|gst|sst|hst|kdv|mwst|iva)\b/i;
/** Cash handed over and change given back: cash − change is what was paid. */
const CASH = /\b(?:cash|tunai|tendered|efectivo|bar|esp[eè]ces)\b/i;
const CHANGE = /\b(?:change|baki|kembali|r[üu]ckgeld|cambio|rendu|vuelto)\b/i;
const CARD = /\b(?:visa|mastercard|master card|amex|carte(?: bancaire)?|card|cb|debit|credit|d[eé]bito|cr[eé]dito|tarjeta|kredi|kart[ıi]?|karte|karta|paid|charged)\b/iu;
const ADDRESS = /\b(?:street|st|road|rd|avenue|ave|blvd|boulevard|lane|ln|drive|dr|rue|via|strasse|straße|calle|place|square|suite|floor|tel|phone|fax|www|http|com|vat no|siret|abn|gst no)\b|@|\b\d{4,6}\b|\b[A-Z]{1,2}\d{1,2}[A-Z]?\s?\d[A-Z]{2}\b/i;
/** Street words that end a name in Nordic, German and Dutch addresses: "Fjordveien", "Marktgasse". */
const STREET_SUFFIX = /\p{L}(?:veien|vegen|vei|gate|gata|gatan|gade|vej|gasse|weg|straat|strasse|straße|laan|plein|platz)\b/iu;
const NOT_NAME = /\b(?:receipt|invoice|welcome|thank|customer|copy|order|table|server|cashier|date|time|cash sale|tax invoice)\b/i;


/** The amount paid: the largest total-labelled sum (not subtotal, tax, tip, change), else the card charge. */
export function receiptTotal(lines: string[]): number | undefined {
  const labelled = (re: RegExp, skip?: RegExp): number[] =>
    lines.flatMap((l, i) => {
      const label = l.replace(TAX_INCLUDED, ' ');
      if (!re.test(label) || (skip && skip.test(label))) return [];
      const own = tillSums(l);
      // A sum in whole thousands ("TOTAL: 356.000" dong) has no decimals.
      const whole = /(?:^|[\s:*])(\d{1,3}(?:[.,]\d{3})+)\s*$/.exec(l)?.[1];
      // OCR often puts the figure on the line below its label — unless that line is labelled itself ("CASH 10.00").
      const below = lines[i + 1] ?? '';
      return own.length ? [own[own.length - 1]!] : whole ? [parseAmount(whole)] : /\p{L}{3}/u.test(below.replace(/\b(?:RM|MYR|EUR|USD|GBP)\b/g, '')) ? [] : tillSums(below).slice(-1);
    });
  const totals = labelled(TOTAL, NOT_TOTAL);
  const paid = cashLessChange(lines);
  // Cash − change settles which of several printed totals was paid (and OCR's misread digits).
  if (paid !== undefined && (totals.length === 0 || totals.some((t) => Math.abs(t - paid) < 0.005))) return paid;
  // "GST Payable: 2.40" is the tax owed, not the bill.
  const payable = lines.flatMap((l) => {
    const label = l.replace(TAX_INCLUDED, ' ');
    return PAYABLE.test(label) && !/\bsub-?\s?total\b/i.test(l) && !TAX_WORD.test(label) ? tillSums(l).slice(-1) : [];
  });
  if (payable.length) return payable[payable.length - 1];
  if (totals.length) return Math.max(...totals);
  const charged = labelled(CARD, NOT_TOTAL);
  if (charged.length) return Math.max(...charged);
  const parts = labelled(PART, NOT_PART);
  return parts.length ? Math.max(...parts) : undefined;
}

/** What was paid when both the cash handed over and the change are printed (each once). */
function cashLessChange(lines: string[]): number | undefined {
  const sumOf = (re: RegExp, not?: RegExp) => {
    const found = lines.filter((l) => re.test(l) && !(not && not.test(l))).flatMap((l) => tillSums(l).slice(-1));
    return found.length === 1 ? found[0] : undefined;
  };
  const cash = sumOf(CASH, CHANGE);
  const change = sumOf(CHANGE);
  if (cash === undefined || change === undefined || change >= cash) return undefined;
  return Math.round((cash - change) * 100) / 100;
}

/** A company's legal form or a shop word: the line that holds one is the shop's name, above OCR's reading of a logo. */
const COMPANY = /\b(?:sdn\.?\s?bhd|bhd|ltd|limited|gmbh|inc|llc|pty|plc|s\.?a\.?r?\.?l|s\.?p\.?a|b\.?v|kft|sp\.?\s?z\s?o\.?o|corp|restaurant|cafe|café|bakery|bakeries|pharmacy|supermarket|mart|store|stores|trading|enterprise)\b/i;

/** The shop: the first header line that reads as a name (not digits, punctuation or an address), one with a company word first. */
export function receiptMerchant(lines: string[]): string | undefined {
  const head = lines.slice(0, 5);
  const names = head.map((raw, i) => (i > 0 && /^\s*(?:mr|mrs|ms|miss|dr|m|mme)\.?\s*$/i.test(head[i - 1]!) ? undefined : nameLine(raw)));
  return names.find((n) => n && (COMPANY.test(n) || /\b(?:AS|ASA|AB|OY|AG|SE)\b/.test(n))) ?? names.find(Boolean);
}

/** A header line as a shop's name, or undefined when it is an address, a label, a date or noise. */
function nameLine(raw: string): string | undefined {
  // "COSTCO WHOLESALE Mixcoac #0571": a store number is no address.
  // …nor a company's registration number ("GARDENIA BAKERIES (KL) SDN BHD (139386 X)", "Co. Reg. No. 519537-X").
  const line = raw.replace(/\s*\((?:co\.?\s*)?(?:reg\.?\s*no\.?\s*:?\s*)?\d{3,}[-\s]?[A-Z]?\)\s*/gi, ' ').replace(/\s+(?:#|no\.?\s?)\d{1,6}\s*$/i, '').replace(/^[^\p{L}\d]+|[^\p{L}\d)]+$/gu, '').replace(/\s+/g, ' ').trim();
  const letters = (line.match(/\p{L}/gu) ?? []).length;
  const visible = line.replace(/\s/g, '').length;
  if (letters < 3 || letters / Math.max(visible, 1) < 0.6 || line.length > 40) return undefined;
  if (ADDRESS.test(line) || STREET_SUFFIX.test(line)) return undefined;
  // OCR noise inside the name: stray letters before it, tokens of digits and punctuation.
  const t = line.split(' ').filter((w) => /^[\p{L}][\p{L}&'’.-]*$/u.test(w)).join(' ').replace(/^(?:\p{L}\s)+/u, '');
  if (ADDRESS.test(t) || STREET_SUFFIX.test(t) || NOT_NAME.test(t) || findDates(t, null).length || tillSums(t).length) return undefined;
  if (!/\p{L}{3,}/u.test(t) || !/^[\p{Lu}\d]/u.test(t)) return undefined;
  return t;
}

/**
 * A till slip, whatever it calls itself ("Tax invoice" in South Africa): a short list of priced
 * lines and a total, paid at a till (cash, card, change, a cashier or till number) or printed
 * with the sale's clock time. An invoice or bill names whom it bills and when payment is due.
 */
export function isTillSlip(lines: string[]): boolean {
  if (lines.length > 40 || receiptTotal(lines) === undefined || receiptItems(lines) < 2) return false;
  if (lines.some((l) => /\b(?:bill(?:ed)? to|invoice to|due date|payment due|due by|pay by|payment terms|remit)\b/i.test(l))) return false;
  const paidAtTill = lines.some((l) => /\b(?:cash|change|card|till|cashier|caja|cajero|kasse|caisse|efectivo|bar|rueckgeld|rückgeld|visa|mastercard|eftpos|kaart|kortti|karta|kartica|bancomat|contanti|tunai|kassa)\b/i.test(l));
  const clocked = lines.some((l) => /\d[/.-]\d{1,2}[/.-]\d{1,4}\b.*?\b(?:[01]?\d|2[0-3]):[0-5]\d\b/.test(l));
  return paidAtTill || clocked;
}

const DOLLAR_MONTH_FIRST = new Set(['USD']);

/** The printed date: numeric dates read day-first unless only month-first is possible (or the money is dollars); never in the future. */
export function receiptDate(text: string, currency: string | undefined, now = new Date()): string | undefined {
  // A card's expiry date is no purchase date, even garbled ("d'exBipation").
  const printed = text.split('\n').filter((l) => !/\bexp|\bd['"’]?\s?ex\w*|\bvalid|\bthru\b/i.test(l)).join('\n');
  for (const num of printed.matchAll(/(?<![\d/.-])(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})(?![\d/.-])/g)) {
    const [a, b] = [Number(num[1]), Number(num[2])];
    let y = Number(num[3]);
    if (y < 100) y += 2000;
    const valid = (d: number, m: number): string | undefined => {
      const dt = new Date(Date.UTC(y, m - 1, d));
      if (m < 1 || m > 12 || dt.getUTCDate() !== d || dt.getTime() > now.getTime()) return undefined;
      return dt.toISOString().slice(0, 10);
    };
    const dayFirst = valid(a, b);
    const monthFirst = valid(b, a);
    if (dayFirst && monthFirst) return currency && DOLLAR_MONTH_FIRST.has(currency) ? monthFirst : dayFirst;
    if (dayFirst ?? monthFirst) return dayFirst ?? monthFirst;
  }
  // "2026/02/21 17:42", "2026.02.21": year first, whatever the separator.
  const iso = /\b((?:19|20)\d{2})[-/.](\d{2})[-/.](\d{2})\b/.exec(printed);
  if (iso) return `${iso[1]}-${iso[2]}-${iso[3]}`;
  const named = findDates(printed, null).find((d) => !d.relative && (d.precision === 'day' || d.precision === 'time') && /\p{L}{3}/u.test(d.text) && new Date(`${d.iso}Z`).getTime() <= now.getTime());
  return named?.iso.slice(0, 10);
}

/** The time a till printed beside its date ("29/03/2025 14:22", "Date: … Time: 14:22"), or on a "Time" line. */
function receiptClock(lines: string[], day: string, currency: string | undefined, now: Date): string | undefined {
  const dated = lines.find((l) => receiptDate(l, currency, now) === day);
  const timed = lines.find((l) => /^\s*(?:time|hora|heure|zeit|saat)\b/i.test(l));
  for (const l of [dated, timed]) {
    const m = /(?<![\d.:])([01]?\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?(?![\d:])/.exec(l ?? '');
    if (m) return `${m[1]!.padStart(2, '0')}:${m[2]}:00`;
  }
  return undefined;
}

export function ocrReceiptEvent(doc: DocView, now = new Date()): DraftEvent | undefined {
  const lines = doc.lines.map((l) => l.text);
  const total = receiptTotal(lines);
  if (total === undefined) return undefined;
  const all = lines.join('\n');
  const currency = commonCurrency(all);
  const shop = receiptMerchant(lines);
  const day = receiptDate(all, currency, now);
  const items = receiptItems(lines);
  // What the paper calls itself; a till slip that does not say is a receipt.
  // "Bill to:" and "upon receipt" name no document.
  const word = /(?<!upon |on )\b(receipt|invoice|bill)\b(?!\s*-?\s*to\b)/i;
  const heading = lines.find((l) => l.trim().split(/\s+/).length <= 3 && word.test(l));
  const named = word.exec(heading ?? '')?.[1] ?? (/\breceipt\b/i.test(all) ? 'receipt' : /\binvoice\b/i.test(all) ? 'invoice' : /\bbill\b/i.test(all) ? 'bill' : 'receipt');
  const label = named.charAt(0).toUpperCase() + named.slice(1).toLowerCase();
  const content = `${label}${shop ? ` from ${shop}` : ''}${day ? `, ${day}` : ''}: ${items ? `${items} item${items === 1 ? '' : 's'}, ` : ''}total ${currency ? `${currency} ` : ''}${writtenSum(all, total)}.`;
  const happen = day ? `${day}T${receiptClock(lines, day, currency, now) ?? '00:00:00'}` : null;
  return { event_type: 'financial', content, happen_time: happen, dedupe_key: key('financial', happen, 'receipt', `${shop ?? ''} ${total}`.toLowerCase()) };
}

const HEALTH = /\b(?:doctor|dentist|gp|hospital|clinic|appointment|check-?up|vaccin\w*|physio\w*|blood test|scan|prescription)\b/i;

/**
 * One event per entry of a dated log: the entry's date — or the day its note names relative to
 * it ("3 May: the vet said Bella was spayed yesterday") — the note after it, typed by what it says.
 */
export function datedLogEvents(doc: DocView): DraftEvent[] {
  const out: DraftEvent[] = [];
  for (const { date: d, note: raw } of logEntries(doc)) {
    if (!/^\p{L}/u.test(raw) || dateLine(raw)) continue;
    // The entry's first sentence names the happening; the rest is detail.
    const note = raw.trim().split(/(?<=[.!?])\s+(?=\p{Lu})/u)[0]!.replace(/[.;,\s]+$/, '');
    const content = `${note.charAt(0).toUpperCase()}${note.slice(1)}${/[!?]$/.test(note) ? '' : '.'}`;
    const type: EventType = MONEY_STATED.test(note) ? 'financial' : HEALTH.test(note) ? 'personal' : (typeOf(note) ?? 'personal');
    const said = findDates(note, d.iso).find((x) => x.relative && !x.deadline && x.precision === 'day' && x.iso.slice(0, 10) <= d.iso.slice(0, 10));
    const happen = `${(said ?? d).iso.slice(0, 10)}T00:00:00`;
    out.push({ event_type: type, content, happen_time: happen, dedupe_key: key(type, happen, actionOf(content), anchorOf(content)) });
  }
  return out;
}

const BULLET = /^\s*(?:[-*•▪◦+]|\[[ xX]?\]|☐|☑|\d{1,2}[.)])\s+/;

/**
 * A note or to-do list dated in its title ("To do — Monday 7 April 2025"): each item that says
 * when it happens or happened ("Dentist tomorrow 9.30am", "Paid the electricity last Friday,
 * ₦23,400") is an event, its relative words counted from the note's date. Undated items
 * ("call the plumber") are errands, not happenings.
 */
export function noteItemEvents(doc: DocView): DraftEvent[] {
  if (!doc.reference || doc.referenceFrom !== 'content') return [];
  const out: DraftEvent[] = [];
  for (const l of doc.lines) {
    if (!BULLET.test(l.text)) continue;
    const item = l.text.replace(BULLET, '').trim();
    // Under a later dated heading ("lun 23/03/2026"), "next Monday" counts from that day, not the note's first.
    const ref = l.context ?? doc.reference;
    let d = findDates(item, ref).find((x) => !x.deadline && (x.precision === 'day' || x.precision === 'time'));
    if (!d) continue;
    // A bare weekday in a to-do ("chama meeting Saturday 2pm") is the coming one unless the item says it is done.
    if (/^(?:on\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day\b/i.test(d.text) && d.iso.slice(0, 10) < ref.slice(0, 10) && !/\b(?:paid|went|had|was|were|did|got|\w{3,}ed)\b/i.test(item)) {
      d = { ...d, iso: new Date(Date.parse(`${d.iso.slice(0, 10)}T00:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10) + d.iso.slice(10) };
    }
    // A sum beside an occasion ("chama meeting Saturday 2pm, my contribution Ksh 3,000") is what to bring, not a payment made.
    const paid = /\b(?:paid|bought|sold|spent|purchased)\b/i.test(item) || (MONEY_STATED.test(item) && !/\b(?:meeting|party|dinner|lunch|wedding|club|chama|church|class|lesson)\b/i.test(item));
    // "BLS renewal class, hospital training room": a class is study wherever it is held.
    const said = typeOf(item);
    // "Staff meeting Wednesday 12:15, lunch provided": a meeting at work, whatever is served.
    const work = /\b(?:staff|team|board|department|faculty|client|project|sales|budget) meeting\b/i.test(item);
    const type: EventType = paid ? 'financial' : work ? 'professional' : said === 'educational' ? said : HEALTH.test(item) ? 'personal' : (said ?? itemType(item));
    const happen = withClock(d.precision === 'time' ? d.iso : `${d.iso.slice(0, 10)}T00:00:00`, d.precision, item);
    const content = `${item.charAt(0).toUpperCase()}${item.slice(1).replace(/[\s.;,!-]+$/, '')}.`;
    out.push({ event_type: type, content, happen_time: happen, dedupe_key: key(type, happen, actionOf(content), anchorOf(content)) });
  }
  return out;
}

/** A note item's type from its words when no trigger names it: a meeting at work, a class, a gathering. */
function itemType(item: string): EventType {
  // A club's or a savings group's meeting is among friends, not at work.
  if (/\b(?:chama|club|church|choir|family|friends)\b/i.test(item)) return 'social';
  if (/\b(?:meeting|meetings|client|office|deadline|presentation|review|shift|tender|business|permit)\b/i.test(item)) return 'professional';
  if (/\b(?:class|lesson|exam|lecture|course|tutor|defen[cs]e|thesis|seminar)\b/i.test(item)) return 'educational';
  if (/\b(?:party|dinner|lunch|drinks|wedding|birthday|visit|church|countdown|celebration)\b|\bwith (?:the )?(?:girls|guys|friends|family)\b/i.test(item)) return 'social';
  return 'personal';
}

function withClock(happen: string, precision: string, text: string): string {
  if (precision === 'time') return happen;
  const c = clockTime(text);
  return c ? `${happen.slice(0, 11)}${c}` : happen;
}

/** A certificate the user keeps: what it says they completed, passed or were awarded, on its date. */
export function certificateEvent(doc: DocView): DraftEvent | undefined {
  const texts = doc.lines.map((l) => l.text.trim());
  const i = texts.findIndex((t) => /\bhas\s+(?:successfully\s+)?(?:completed|passed|attended|been awarded|achieved)\b/i.test(t));
  if (i < 0) return undefined;
  const rest = texts[i]!.replace(/^.*?\bhas\s+(?:successfully\s+)?(?:completed|passed|attended|been awarded|achieved)\s*(?:the\s+(?:course|programme|program|training|examination|exam)\s*)?/i, '').trim();
  const what = (rest || texts[i + 1] || '').replace(/[.:]$/, '');
  if (!what) return undefined;
  const d = texts.flatMap((t) => findDates(t, null)).filter((x) => !x.relative && (x.precision === 'day' || x.precision === 'time')).pop();
  const happen = d ? `${d.iso.slice(0, 10)}T00:00:00` : null;
  const verb = /\bpassed\b/i.test(texts[i]!) ? 'Passed' : /\battended\b/i.test(texts[i]!) ? 'Attended' : /\bawarded|achieved\b/i.test(texts[i]!) ? 'Was awarded' : 'Completed';
  const content = `${verb} ${what}.`;
  return { event_type: 'educational', content, happen_time: happen, dedupe_key: key('educational', happen, 'degree', what.toLowerCase()) };
}

/** A month's calendar: each item an event on its day, at the clock time it states ("dentist 17:30", "JLPT exam 8:30"). */
export function calendarEvents(doc: DocView): DraftEvent[] {
  return calendarItems(doc).map(({ day, text }) => {
    const t = text.replace(/[\s.;,!—–-]+$/, '');
    const type: EventType = MONEY_STATED.test(t) ? 'financial' : HEALTH.test(t) ? 'personal' : (typeOf(t) ?? itemType(t));
    const clock = /(?<![\d:.])([01]?\d|2[0-3])[:.h]([0-5]\d)(?![\d])/.exec(t) ?? null;
    const happen = clock ? `${day}T${clock[1]!.padStart(2, '0')}:${clock[2]}:00` : withClock(`${day}T00:00:00`, 'day', t);
    const content = `${t.charAt(0).toUpperCase()}${t.slice(1)}.`;
    return { event_type: type, content, happen_time: happen, dedupe_key: key(type, happen, actionOf(content), anchorOf(content)) };
  });
}

/** A payslip: its title word and the pay its employee took home. */
export const PAYSLIP = /\b(?:payslip|pay slip|salary slip|pay stub|payroll statement|earnings statement|gehaltsabrechnung|lohnabrechnung|bulletin de (?:paie|salaire)|fiche de paie|n[oó]mina|recibo de (?:sueldo|n[oó]mina))\b/i;
const NET_PAY = /\b(?:net pay|net salary|take[- ]home pay|amount paid|auszahlungsbetrag|nettobetrag|net à payer|l[ií]quido a (?:percibir|pagar))\b/i;

/** "Payslip from Mabuhay Medical Center: net pay PHP 18,192.00", on its pay date (else the period's end). */
export function payslipEvent(doc: DocView): DraftEvent | undefined {
  const lines = doc.lines.map((l) => l.text);
  const net = lines.find((l) => NET_PAY.test(l));
  const amount = net ? tillSums(net.slice(NET_PAY.exec(net)!.index)).pop() : undefined;
  if (amount === undefined) return undefined;
  const payLine = lines.find((l) => /\b(?:pay ?date|payment date|paid on|zahltag|auszahlung am|date de paiement|fecha de pago)\b/i.test(l));
  const at = payLine ? payLine.slice(/\b(?:pay ?date|payment date|paid on|zahltag|auszahlung am|date de paiement|fecha de pago)\b/i.exec(payLine)!.index) : undefined;
  const period = lines.find((l) => /\b(?:pay period|period|zeitraum|période|periodo)\b/i.test(l));
  const d = (at && findDates(at, null).find((x) => !x.relative)) ?? (period ? findDates(period, null).filter((x) => !x.relative).pop() : undefined);
  const employer = lines.find((l) => /\p{L}{3}/u.test(l) && !PAYSLIP.test(l) && !/[:|]/.test(l) && l.trim().length <= 60)?.trim();
  const currency = commonCurrency(lines.join('\n'));
  const happen = d ? `${d.iso.slice(0, 10)}T00:00:00` : null;
  const content = `Payslip${employer ? ` from ${employer}` : ''}: net pay ${currency ? `${currency} ` : ''}${money(amount)}.`;
  return { event_type: 'financial', content, happen_time: happen, dedupe_key: key('financial', happen, 'income', `payslip ${amount}`) };
}

/**
 * The opening of a file's built-in summary, by what the file is: whole sentences that say what it
 * is and what it holds, from what memory extraction already read in it —
 *   receipt  "Receipt from <shop>, <date>: <n> items, total <amount>."
 *   booking  "Booking with <merchant> (<trip>): total <amount>. <Trip> on <date>."
 *   mail     "3 email messages from 20 Feb 2025 to 4 Mar 2025, between … : “subject”, …"
 *   diary    "Diary of 6 entries from 12 January 2024 to 2 September 2024. …"
 *   form     "<Title>: a form filled in by <name> (full name, date of birth, …)."
 *   CV       "CV of <name>, <title> at <company>."
 *   budget   "A budget “<title>” of <n> lines: Rent, Groceries, … Columns: Planned and Actual."
 *   recipe, checklist, invitation, recording, note.
 * Files of other kinds (reference material, data tables) keep the general summary.
 */
import type { NewEvent, ProfileEvidence } from '../store/memory.js';
import type { DocView } from './doc.js';
import { displayName, type MailMessage } from './mail.js';
import { formFields, type OwnershipDecision } from './ownership.js';
import { listSummary } from './summary-shapes.js';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "2025-02-20T…" → "20 February 2025". */
export function longDate(iso: string): string {
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number) as [number, number, number];
  return `${d} ${MONTHS[m - 1]} ${y}`;
}

const sentence = (s: string) => {
  const t = s.trim().replace(/\s+/g, ' ');
  return /[.!?…]$/.test(t) ? t : `${t}.`;
};
/** "a, b and c". */
export const list = (xs: string[]) => (xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`);

/** The first sentence of a message's body that says something (not a greeting or a sign-off), cut to a length. */
function bodyGist(doc: DocView, m: MailMessage): string | undefined {
  for (const i of m.body) {
    const t = doc.lines[i]?.text.trim() ?? '';
    if (t.split(/\s+/).length < 4 || /^(?:hi|hello|dear|hey|thanks|thank you|best|regards|cheers|kind regards|sincerely)\b/i.test(t) || /^--/.test(t)) continue;
    return t.length > 160 ? `${t.slice(0, 160).replace(/\s+\S*$/, '')} …` : t;
  }
  return undefined;
}

/** One message: who wrote to whom, when, about what, and the first thing it says. */
function messageSummary(doc: DocView, m: MailMessage): string {
  const from = m.from ? (displayName(m.from) ?? m.from) : undefined;
  const to = (m.to ?? '')
    .split(/,\s*/)
    .filter(Boolean)
    .map((a) => displayName(a) ?? a)
    .filter((a) => a !== from);
  const gist = bodyGist(doc, m);
  return [
    sentence(`An email${from ? ` from ${from}` : ''}${to.length ? ` to ${list(to.slice(0, 3))}${to.length > 3 ? ' and others' : ''}` : ''}${m.date ? ` of ${longDate(m.date)}` : ''}${m.subject ? `, “${m.subject}”` : ''}`),
    gist ? sentence(gist) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

function mailSummary(messages: MailMessage[]): string {
  const dates = messages.map((m) => m.date).filter((d): d is string => !!d).sort();
  // One name per address: "Ingrid Larsen <ingrid@…>" and a bare "ingrid@…" are one person.
  const byAddress = new Map<string, string>();
  for (const a of messages.flatMap((m) => [m.from ?? '', ...(m.to ?? '').split(/,\s*/)])) {
    const addr = (/[\w.%+-]+@[\w.-]+/.exec(a)?.[0] ?? a).toLowerCase().trim();
    if (!addr) continue;
    const name = displayName(a);
    if (!byAddress.has(addr) || (name && byAddress.get(addr) === addr)) byAddress.set(addr, name ?? addr);
  }
  const people = [...new Set(byAddress.values())].slice(0, 5);
  const span = dates.length === 0 ? '' : dates[0]!.slice(0, 10) === dates[dates.length - 1]!.slice(0, 10) ? ` of ${longDate(dates[0]!)}` : ` from ${longDate(dates[0]!)} to ${longDate(dates[dates.length - 1]!)}`;
  const n = messages.length;
  const subjects = messages.map((m) => m.subject).filter((s): s is string => !!s).slice(0, 4);
  return [
    sentence(`${n === 1 ? 'An email message' : `${n} email messages`}${span}${people.length ? `, between ${list(people)}` : ''}`),
    subjects.length ? sentence(`${subjects.length === 1 ? 'Subject' : 'Subjects'}: ${subjects.map((s) => `“${s}”`).join(', ')}`) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** A budget sheet: its name, its row heads and its columns ("Rent, Groceries, … by Planned and Actual"). */
function sheetSummary(doc: DocView): string {
  const rows = doc.lines.filter((l) => l.locator.startsWith('#sheet=')).map((l) => ({ sheet: decodeURIComponent(/^#sheet=([^&]*)/.exec(l.locator)?.[1] ?? ''), cells: l.text.split(/\s*\|\s*/) }));
  const header = rows.find((r) => r.cells.length >= 2 && r.cells.slice(1).every((c) => !/^[\d.,\s-]+$/.test(c)));
  const body = rows.filter((r) => r !== header && r.cells.length >= 2 && r.cells.slice(1).some((c) => /\d/.test(c)));
  const heads = body.map((r) => r.cells[0]!).filter(Boolean);
  const title = rows.find((r) => r.cells.length === 1)?.cells[0];
  const sheet = rows[0]?.sheet;
  return [
    sentence(`A budget${title ? ` “${title}”` : sheet ? ` (sheet “${sheet}”)` : ''} of ${heads.length} line${heads.length === 1 ? '' : 's'}: ${list(heads.slice(0, 6))}${heads.length > 6 ? ', …' : ''}`),
    header ? sentence(`Columns: ${list(header.cells.slice(1))}`) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** How a slip prints a currency beside its sums. */
const CURRENCY_SHOWN: Record<string, RegExp> = { USD: /\$|\bUSD\b/, EUR: /€|\bEUR\b/, GBP: /£|\bGBP\b/, JPY: /¥|\bJPY\b|\byen\b/i, INR: /₹|\bINR\b|\bRs\.?\s?\d/, MYR: /\bRM\b|\bMYR\b/ };
/** A line about money: a total, a tax, a payment, change given — or an amount column's head. */
const MONEY_LINE = /\b(?:total|amount|amt|subtotal|tax|gst|vat|cash|change|paid|payment|balance|due|price|net)\b/i;

/**
 * The currency a bill's total is in, as far as the slip shows it: the event's currency when the
 * slip prints it on a money line, else the one currency its money lines print, else none — a
 * bare "42.40" stays bare (a stray "¥" in an order number does not make a bill yen).
 */
function shownCurrency(doc: DocView, currency: string | undefined): string | undefined {
  const money = doc.lines.map((l) => l.text).filter((t) => MONEY_LINE.test(t));
  const shown = Object.entries(CURRENCY_SHOWN).filter(([, re]) => money.some((t) => re.test(t))).map(([c]) => c);
  if (currency && shown.includes(currency)) return currency;
  return shown.length === 1 ? shown[0] : undefined;
}

/** Legal forms that end a business's name on a slip. */
const LEGAL_FORM = /\b(?:SDN\.? BHD|BHD|LTD|LIMITED|LLC|L\.L\.C|INC|GMBH|PTY|PLC|CORP|S\.?A\.?S?|SARL|S\.?R\.?L|AG|KG|OY|AB|BV|NV|PVT|LLP)\.?$/i;
/** A line that can name a shop: two words or more of three letters, each capitalised, no digits. */
const nameLine = (t: string) => !/\d/.test(t) && t.split(/\s+/).filter((w) => /^\p{Lu}[\p{L}&'’.-]{2,}$/u.test(w)).length >= 2 && /^[\p{L}&'’.,\s-]+$/u.test(t);

/**
 * The shop a slip is from: the event's when its name reads as one, else the first line near the
 * top that ends in a legal form ("… SDN BHD", "… Ltd"), else the first capitalised name line.
 */
function shopName(doc: DocView, shop: string): string {
  if (nameLine(shop)) return shop;
  const top = doc.lines.slice(0, 10).map((l) => l.text.trim());
  return top.find((t) => LEGAL_FORM.test(t) && nameLine(t)) ?? top.find(nameLine) ?? shop;
}

/**
 * A receipt, bill or invoice, as its financial event reads it ("Receipt from Clachan, 2016-02-26:
 * 1 item, total GBP 10.20."), the date written out, the shop a name line of the slip and the
 * currency one the slip shows. An event that does not read as one (no amount was found, or the
 * line is not a bill's) leaves the general summary.
 */
function billSummary(doc: DocView, events: NewEvent[]): string | undefined {
  const f = events.find((e) => e.event_type === 'financial' && /^(?:Receipt|Invoice|Bill|Statement)\b.*\d/i.test(e.content));
  if (!f) return undefined;
  const m = /^(\w+)(?: from (.+?))?(, \d{4}-\d{2}-\d{2})?: (.*?)total (?:([A-Z]{3}) )?(\d[\d,]*(?:\.\d+)?)\.?$/.exec(f.content);
  const content = m ? `${m[1]}${m[2] ? ` from ${shopName(doc, m[2])}` : ''}${m[3] ?? ''}: ${m[4]}total ${[shownCurrency(doc, m[5]), m[6]].filter(Boolean).join(' ')}.` : f.content;
  return sentence(content.replace(/\b(\d{4}-\d{2}-\d{2})\b/g, (d) => longDate(d)));
}

/** What the events of a file say, in at most three of them. */
function happenings(events: NewEvent[]): string {
  const picked = events.filter((e) => !/^Uploaded "/.test(e.content)).slice(0, 3);
  if (picked.length === 0) return '';
  return picked.map((e) => sentence(`${e.happen_time ? `${longDate(e.happen_time)}: ` : ''}${e.content.replace(/[.!]+$/, '')}`)).join(' ');
}

export function kindSummary(doc: DocView, messages: MailMessage[], events: NewEvent[] | Array<Omit<NewEvent, 'mention_time'>>, evidence: ProfileEvidence[], ownership: OwnershipDecision): string | undefined {
  if (ownership.ownership === 'reference') return undefined;
  const ev = events as NewEvent[];
  const value = (sub: string) => evidence.find((e) => e.subtopic === sub)?.value;
  if (messages.length === 1) return [messageSummary(doc, messages[0]!), happenings(ev)].filter(Boolean).join(' ');
  if (messages.length > 0) return [mailSummary(messages), happenings(ev)].filter(Boolean).join(' ');
  if (doc.genre === 'invoice' || /\b(?:receipt|bill)\b/.test(ownership.reason)) return billSummary(doc, ev);
  if (/booking|ticket/.test(ownership.reason)) return ev.length ? ev.map((e) => sentence(`${e.content.replace(/[.]$/, '')}${e.event_type === 'personal' && e.happen_time ? `, on ${longDate(e.happen_time)}${e.happen_time.slice(11) !== '00:00:00' ? ` at ${e.happen_time.slice(11, 16)}` : ''}` : ''}`)).join(' ') : undefined;
  if (doc.genre === 'invitation') {
    const s = ev.find((e) => e.event_type === 'social');
    if (!s) return undefined;
    const when = s.happen_time ? `, on ${longDate(s.happen_time)}${s.happen_time.slice(11) !== '00:00:00' ? ` at ${s.happen_time.slice(11, 16)}` : ''}` : '';
    return sentence(`An invitation: ${s.content.replace(/^Invited/, 'invited').replace(/[.]$/, '')}${when}`);
  }
  // A CSV's rows are "label: value" pairs, but a table of many records is data, not a form.
  if (/form filled in/.test(ownership.reason) && !doc.lines.some((l) => l.text.startsWith('Columns: '))) {
    const all = formFields(doc);
    const fields = all.map((f) => f.label.toLowerCase());
    const name = value('Name');
    // Untitled: the form's first line names it, when it is not itself a field.
    const title = doc.title ?? (all[0]?.line !== 0 && doc.lines[0] && doc.lines[0].text.length <= 80 ? doc.lines[0].text : undefined);
    return sentence(`${title ? `${title}: a` : 'A'} form filled in${name ? ` by ${name}` : ''}, with ${fields.length} personal fields (${fields.slice(0, 6).join(', ')}${fields.length > 6 ? ', …' : ''})`);
  }
  if (doc.genre === 'resume') {
    const name = value('Name');
    const role = [value('title'), value('company') ? `at ${value('company')}` : ''].filter(Boolean).join(' ');
    const school = [value('degree'), value('major') && !(value('degree') ?? '').includes(value('major')!) ? `in ${value('major')}` : '', value('school') ? `from ${value('school')}` : ''].filter(Boolean).join(' ');
    return [sentence(`CV${name ? ` of ${name}` : ''}${role ? `, ${role}` : ''}`), school ? sentence(`Education: ${school}`) : '', happenings(ev.filter((e) => e.event_type === 'professional'))].filter(Boolean).join(' ');
  }
  if (doc.genre === 'diary') {
    const dates = doc.lines.filter((l) => l.isDate && l.context).map((l) => l.context!);
    const span = dates.length > 1 ? ` from ${longDate(dates[0]!)} to ${longDate(dates[dates.length - 1]!)}` : dates.length === 1 ? ` of ${longDate(dates[0]!)}` : '';
    return [sentence(`Diary of ${dates.length} ${dates.length === 1 ? 'entry' : 'entries'}${span}`), happenings(ev)].filter(Boolean).join(' ');
  }
  if (/budget or ledger/.test(ownership.reason)) return sheetSummary(doc);
  if (/recipe/.test(ownership.reason)) {
    const title = doc.title ?? doc.lines[0]?.text;
    const quantities = doc.lines.filter((l) => /^\s*\d/.test(l.text)).length;
    return sentence(`A recipe${title ? `: ${title.replace(/[.:]$/, '')}` : ''}${quantities ? `, with ${quantities} measured ingredient line${quantities === 1 ? '' : 's'}` : ''}`);
  }
  if (/checklist/.test(ownership.reason)) return listSummary(doc.lines.map((l) => l.text.trim()).filter(Boolean), 'checklist');
  if (doc.kind === 'audio' || doc.kind === 'video') {
    const said = doc.sentences.map((x) => x.text).join(' ').replace(/\s+/g, ' ').trim();
    const cut = said.length > 200 ? `${said.slice(0, 200).replace(/\s+\S*$/, '')} …` : said.replace(/[.]$/, '');
    return cut ? sentence(`A ${doc.kind === 'audio' ? 'voice recording' : 'video'} in the first person: “${cut}”`) : undefined;
  }
  return undefined;
}

/**
 * Events of documents that are one kind of thing, read by their layout rather than sentence by
 * sentence: a résumé (each job and degree with its dates, dated awards), an invoice (number,
 * vendor, total on its date), an invitation (the occasion on its date and time, at its venue);
 * and the dispatcher that picks the reading for a document's genre.
 */
import { findDates, type DateMention } from './dates.js';
import type { DocView } from './doc.js';
import { isClosing as isClosingLine } from './doc.js';
import { anchorOf, clockTime, key, ocrClock, sentenceEvents, type DraftEvent } from './events.js';
import { ORG_WORDS } from './lexicon.js';
import { amountsIn, currencyOf, TOTAL_ELSEWHERE, writtenSum } from './money.js';
import { LEADING_RANGE, parseStudy, resumeJobs, type Study } from './profile.js';

// ---------------------------------------------------------------- résumé

function resumeEvents(doc: DocView): DraftEvent[] {
  const out: DraftEvent[] = [];
  for (const j of resumeJobs(doc)) {
    if (!j.start || !j.company) continue;
    const dateLine = doc.lines.find((l, i) => i > doc.lines.indexOf(j.line) && l.text.includes(j.start!.text))?.text ?? j.start.text;
    // The dates as the résumé writes them: "June 2017 – February 2021", "2019 – 2021".
    const leading = LEADING_RANGE.exec(j.line.text)?.[0].replace(/[\s:|,]+$/, '');
    const when = leading ?? (j.line.text.includes(j.start.text) ? j.line.text.slice(j.start.index).replace(/[)\]].*$/, '').trim() : dateLine);
    // "Jamaica Urban Transit Company (JUTC)": the short name the résumé also uses goes with the employer.
    const employer = withInitials(j.company, doc.lines.map((l) => l.text).join('\n'));
    const content = j.ongoing
      ? `Working as ${j.title ?? 'employee'} at ${employer} since ${j.start.text}.`
      : `Worked as ${j.title ?? 'employee'} at ${employer} (${when.replace(/\s+/g, ' ').trim()}).`;
    out.push({ event_type: 'professional', content, happen_time: j.start.iso, dedupe_key: key('professional', j.start.iso, 'job', j.company.toLowerCase()) });
  }
  for (const line of doc.lines) {
    if (line.isHeading) continue;
    if (line.section === 'education') {
      const st = parseStudy(line.text);
      const dates = findDates(line.text, null).filter((d) => !d.relative);
      const d = dates[dates.length - 1];
      if (!st || !d) continue;
      const study: Study = { ...st, line };
      const what = [study.degree, study.major ? `in ${study.major}` : undefined].filter(Boolean).join(' ') || 'studies';
      const at = study.school ? ` at ${study.school}` : '';
      const ongoing = d.ongoing;
      const happen = ongoing ? d.iso : (d.endIso ?? d.iso);
      const leading = LEADING_RANGE.exec(line.text)?.[0].replace(/[\s:|,]+$/, '');
      const when = leading ?? line.text.slice(d.index).trim().replace(/[.]$/, '').replace(/^([^(]*)\)$/, '$1');
      const content = ongoing ? `Studying ${what}${at} since ${d.text}.` : `Completed ${what}${at} (${when}).`;
      out.push({ event_type: 'educational', content, happen_time: happen, dedupe_key: key('educational', happen, 'degree', (study.school ?? what).toLowerCase()) });
    } else if (line.section === 'certifications') {
      // "ACLS provider, American Heart Association (March 2024)": a certificate or licence on its date.
      const d = findDates(line.text, null).filter((x) => !x.relative && x.precision !== 'time').pop();
      if (!d) continue;
      const name = line.text.slice(0, d.index).replace(/[\s,(–—-]+$/, '').replace(/\s*\(/, ', ').trim() || line.text;
      out.push({ event_type: 'educational', content: `${name} (${d.text}).`, happen_time: d.iso, dedupe_key: key('educational', d.iso, 'certificate', name.toLowerCase()) });
    } else if (line.section === 'awards') {
      const d = findDates(line.text, null).filter((x) => !x.relative).pop();
      if (!d) continue;
      const name = line.text.slice(0, d.index).replace(/[\s,(–—-]+$/, '').trim() || line.text;
      // A prize in a school or student contest, a scholarship or a dean's list is study, not work.
      const type = /\b(?:olympiad|student|scholarship|dean'?s list|school|university|college|academic|exam)\b/i.test(name) ? 'educational' : 'professional';
      out.push({ event_type: type, content: `Received the ${name} (${d.text}).`, happen_time: d.iso, dedupe_key: key(type, d.iso, 'award', name.toLowerCase()) });
    }
  }
  return out;
}

// ---------------------------------------------------------------- invoices

export function invoiceEvent(doc: DocView): DraftEvent | undefined {
  const lines = doc.lines.map((l) => l.text);
  const all = [doc.title ?? '', ...lines].join('\n');
  const number = /\b(?:invoice|bill|statement|receipt)\s*(?:number|no\.?|nr\.?|#|num\.?)?\s*[|:#]?\s*([A-Z]{0,5}[-/]?\d[\w/-]{2,})/i.exec(all)?.[1];
  // What the document calls itself: a short heading with the word ("Electricity statement"), else "Invoice".
  // A paper with no such heading is named by its date's label ("Bill date: …", "Statement date: …").
  const byDateLabel = /\b(bill|statement|invoice)\s+date\b/i.exec(lines.join('\n'))?.[1];
  const label = lines.slice(0, 6).find((l) => l.split(/\s+/).length <= 4 && /\b(?:invoice|bill|statement|receipt)\b/i.test(l) && !/\d/.test(l))?.replace(/[:.]$/, '') ?? (byDateLabel ? byDateLabel.charAt(0).toUpperCase() + byDateLabel.slice(1).toLowerCase() : 'Invoice');
  const dateLineText = lines.find((l) => /\b(?:invoice date|statement date|bill date|receipt date|order date|date of (?:issue|purchase)|issue date|issued(?: on)?|billing date)\b/i.test(l)) ?? lines.find((l) => /^date\b/i.test(l));
  const date = (dateLineText && findDates(dateLineText, null).find((d) => !d.relative)) ?? findDates(lines.join('\n'), null).find((d) => !d.relative && !d.deadline && !/due/i.test(lines.join('\n').slice(Math.max(0, d.index - 30), d.index)));
  const dueLine = lines.find((l) => /\b(?:due date|payment due|due by|due on|pay by)\b/i.test(l));
  const due = dueLine ? findDates(dueLine, null).find((d) => !d.relative) : undefined;
  const totalLine = [...lines].reverse().find((l) => /\b(?:grand total|total due|amount due|balance due|total)\b/i.test(l));
  let total: number | undefined;
  if (totalLine) {
    const nums = amountsIn(totalLine);
    total = nums[nums.length - 1];
  }
  const currency = (totalLine && currencyOf(totalLine)) ?? currencyOf(all);
  const first = lines[0]?.trim();
  const isReceipt = /receipt/i.test(label) || /\breceipt\b/i.test(lines.slice(0, 4).join(' '));
  // A receipt's first line is the shop; an invoice's vendor is a named organisation.
  const shop = isReceipt && first && !/\b(?:receipt|invoice)\b/i.test(first) && /\p{L}{2,}/u.test(first) && first.length <= 60 ? first : undefined;
  const vendor = withInitials(shop?.replace(/\s+/g, ' ').trim() ?? [doc.author, first].find((v) => v && ORG_WORDS.test(v) && v.length <= 80)?.replace(/\s+/g, ' ').trim(), all);
  if (isReceipt && total !== undefined) {
    const items = receiptItems(lines);
    const day = date ? date.iso.slice(0, 10) : undefined;
    const content = `Receipt${vendor ? ` from ${vendor}` : ''}${day ? `, ${day}` : ''}: ${items ? `${items} item${items === 1 ? '' : 's'}, ` : ''}total ${currency ? `${currency} ` : ''}${writtenSum(totalLine ?? all, total)}.`;
    const happen = day ? `${day}T00:00:00` : null;
    return { event_type: 'financial', content, happen_time: happen, dedupe_key: key('financial', happen, 'receipt', `${vendor ?? ''} ${total}`.toLowerCase()) };
  }
  const parts = [`${/^[A-Z]+$/.test(label) ? label.charAt(0) + label.slice(1).toLowerCase() : label}${number ? ` ${number}` : ''}`];
  if (vendor) parts.push(`from ${vendor}`);
  if (total !== undefined) parts.push(`for ${currency ? `${currency} ` : ''}${writtenSum(totalLine ?? all, total)}`);
  let content = parts.join(' ');
  if (due) content += `, due ${due.iso.slice(0, 10)}`;
  content = content.replace(/\.$/, '') + '.';
  const happen = date ? `${date.iso.slice(0, 10)}T00:00:00` : null;
  return { event_type: 'financial', content, happen_time: happen, dedupe_key: key('financial', happen, 'invoice', (number ?? `${vendor ?? ''} ${total ?? ''}`).toLowerCase()) };
}

/** Words that end a company's name and are left out of its initials ("… Company Limited"). */
const LEGAL_FORM = /^(?:company|co|limited|ltd|inc|incorporated|llc|plc|corp|corporation|gmbh|ag|sa|spa|s\.p\.a\.|bv|nv|pty|oy|ab|as)\.?$/i;

/**
 * A company the paper also calls by its initials ("Jamaica Public Service Company Limited" … "Pay at
 * any JPS office"): the short name is how the user knows it, so both are kept.
 */
export function withInitials(vendor: string | undefined, text: string): string | undefined {
  if (!vendor) return vendor;
  const words = vendor.split(/\s+/);
  const end = words.findIndex((w) => LEGAL_FORM.test(w));
  const initialsOf = (ws: string[]) => ws.filter((w) => /^\p{Lu}/u.test(w) && !/^(?:of|and|the|&)$/i.test(w)).map((w) => w[0]).join('');
  // "JPS" for "Jamaica Public Service Company Limited", "JUTC" for "Jamaica Urban Transit Company".
  for (const initials of [initialsOf(end < 0 ? words : words.slice(0, end)), initialsOf(words)]) {
    if (initials.length < 2 || initials.length > 6 || vendor.includes(initials)) continue;
    if (new RegExp(`\\b${initials}\\b`).test(text)) return `${vendor} (${initials})`;
  }
  return vendor;
}

/** Lines of a receipt that are bought items: a name and a price, before the total. */
export function receiptItems(lines: string[]): number {
  const end = lines.findIndex((l) => /\b(?:sub-?\s?total|total|summe|gesamt|montant|importe|totale|toplam|razem|suma|totaal|totalt|summa|amount due|balance due)\b/i.test(l) || TOTAL_ELSEWHERE.test(l));
  // The price may carry its sign: "Panadol Rapid 20pk  $6.99", "Milk  R 18.49".
  return lines.slice(0, end < 0 ? lines.length : end).filter((l) => /\p{L}{2,}.*?\s(?:[$€£₹¥₦₱₩฿]|[A-Z]{1,3}\$|R\s?)?\d{1,3}(?:[,.\s]\d{3})*[.,]\d{2}\s*$/u.test(l) && !/\b(?:date|time|vat|tax|tva|iva|gst|mwst|tel|phone|card|cash|change)\b/i.test(l)).length;
}

// ---------------------------------------------------------------- invitations

export function invitationEvent(doc: DocView): DraftEvent | undefined {
  const lines = doc.lines.map((l) => ocrClock(l.text));
  const i = lines.findIndex((l) => /\b(?:invited|invites?|invitation|join us|save the date|einladung|eingeladen|invitaci[oó]n|invitan|convite|invito)\b|\b(?:honou?r|pleasure) of your (?:presence|company)\b/i.test(l));
  if (i < 0) return undefined;
  let what = /\b(?:invited to|invites? you to|join us (?:for|at|in celebrating)|invitation to|save the date for)\s+(?:the\s+|a\s+|an\s+|our\s+)?(.+)$/i.exec(lines[i]!)?.[1]?.trim();
  // "…warmly invites you to the" / "RURACIO" / "of their daughter …": the occasion is on the next line, its people after.
  if (/\binvites? you to(?:\s+(?:the|a|an|our))?\s*$/i.test(lines[i]!) && lines[i + 1] && !findDates(lines[i + 1]!, null).length) {
    what = lines[i + 1]!.trim();
    const of = lines[i + 2];
    if (of && /^(?:of|for)\s/i.test(of)) what = `${what} ${of.trim()}${lines[i + 3] && /^and\s/i.test(lines[i + 3]!) ? ` ${lines[i + 3]!.trim()}` : ''}`;
  }
  // "WEDDING INVITATION" over the couple's names: the occasion is the title's word.
  const titled = /^\s*(\p{L}+(?:\s\p{L}+)?)\s+invitation\s*$/iu.exec(lines[i]!)?.[1];
  if (!what && titled && lines[i + 1] && /\s(?:&|and)\s/.test(lines[i + 1]!) && !findDates(lines[i + 1]!, null).length) what = `${titled.toLowerCase()} of ${lines[i + 1]!.trim()}`;
  // "…to the wedding of" continues on the next line with the names.
  if (what && /\b(?:of|for|celebrating)$/i.test(what) && lines[i + 1]) what = `${what} ${lines[i + 1]}`;
  if (!what && lines[i + 1] && !findDates(lines[i + 1]!, null).length) {
    // "You are cordially invited" / "to the Christening of" / "GABRIEL LUIS SANTOS": the occasion, then whose it is.
    // "EINLADUNG" / "zur Jugendweihe von" / "LENA SCHUBERT": German's "zur … von" is "to the … of".
    what = lines[i + 1]!.replace(/^(?:(?:at|to|for|in celebrating|celebrating)\s+)?(?:their|our|his|her)\s+/i, '').replace(/^(?:to|for|at)\s+(?:the\s+)?/i, '').replace(/^(?:zur|zum|zu)\s+(.+?)\s+von$/i, '$1 of');
    if (/\b(?:of|for|celebrating)$/i.test(what) && lines[i + 2] && !findDates(lines[i + 2]!, null).length) what = `${what} ${lines[i + 2]!.trim()}`;
  }
  // "…request the honour of your presence at their wedding": the couple's names are above.
  const above = lines.slice(Math.max(0, i - 2), i).reverse().filter((l) => /\s(?:&|and)\s/.test(l) && !findDates(l, null).length);
  const couple = above.find((l) => /\s&\s/.test(l)) ?? above[0];
  // "…invite you to their wedding": whose it is, the couple above, not "their".
  if (what) what = what.replace(/^(?:their|our|his|her)\s+/i, '');
  if (what && /^(?:wedding|marriage|engagement|civil ceremony|nuptials)$/i.test(what.trim()) && couple) what = `${what.trim()} of ${couple.trim()}`;
  const dates = lines.map((l, k) => ({ k, d: findDates(l, null).filter((x) => !x.relative && !x.deadline) })).filter((e) => e.d.length > 0);
  const rank = { time: 3, day: 2, month: 1, year: 0 };
  const best = dates.flatMap((e) => e.d.map((d) => ({ k: e.k, d }))).sort((a, b) => rank[b.d.precision] - rank[a.d.precision] || a.k - b.k)[0];
  let venue: string | undefined;
  if (best) {
    venue = lines
      .slice(best.k + 1, best.k + 4)
      .find((l) => /^[A-Z]/.test(l) && !findDates(l, null).length && !/\b(?:rsvp|dress code|kindly|please|reply|regrets)\b/i.test(l) && l.length <= 80);
  }
  // One line saying it all: "…invited to my retirement party on Friday 28 March 2025 at 6 pm at the Labadi Beach Hotel."
  if (what) {
    const d = findDates(what, null)[0];
    const tail = d ? what.slice(d.index) : '';
    const inlineVenue = /\bat\s+((?:the\s+)?[A-Z][\p{L}'’&.-]*(?:\s+[A-Z][\p{L}'’&.-]*){0,5})\s*[.!]?$/u.exec(tail)?.[1];
    if (d) what = what.slice(0, d.index).replace(/\s+(?:on|at|for)\s*$/i, '').trim();
    if (inlineVenue && !venue) venue = inlineVenue;
    if (doc.author && /^(?:my|our)\s/i.test(what)) what = `${doc.author}'s ${what.replace(/^(?:my|our)\s+/i, '')}`;
  }
  if (venue && isClosingLine(venue)) venue = undefined;
  const occasion = what?.replace(/^(?:the|a|an)\s+/i, '').replace(/[.!]+$/, '');
  // "Sigrid's 30th birthday party" takes no article.
  const subject = occasion ? (/^\p{Lu}[\p{L}.-]*(?:\s\p{Lu}[\p{L}.-]*)*['’]s\b/u.test(occasion) ? occasion : `the ${occasion}`) : 'an event';
  const content = `Invited to ${subject}${venue ? ` at ${venue.replace(/[.]$/, '')}` : ''}.`;
  const happen = best ? invitationClock(best.d, lines[best.k]!, lines[best.k + 1]) : null;
  return { event_type: 'social', content, happen_time: happen, dedupe_key: key('social', happen, 'invitation', anchorOf(content)) };
}

/** "Sábado 16 de mayo de 2026: 17:00 h", or "at 5 pm" on the line below: the clock time an invitation gives beside its day. */
function invitationClock(d: DateMention, line: string, next: string | undefined): string {
  if (d.precision !== 'day' || !d.iso.endsWith('T00:00:00')) return d.iso;
  const after = line.slice(d.index + d.text.length);
  const below = next && !findDates(next, null).some((x) => x.precision === 'day') && /^\s*(?:at\s+|from\s+|@\s*)?\d{1,2}(?:[:.h]\d{2})?\s*(?:[ap]\.?m\.?|h|hrs|uhr)?\b/i.test(next) ? next : '';
  for (const t of [after, below]) {
    const c = clockTime(`at ${t.replace(/^[\s:,–—-]+(?:at\s+)?/i, '')}`) ?? /(?<![\d.:])([01]?\d|2[0-3])[:.h]([0-5]\d)(?!\d)/.exec(t)?.slice(1, 3).map((x) => x.padStart(2, '0')).join(':');
    if (c) return `${d.iso.slice(0, 11)}${c.length === 5 ? `${c}:00` : c}`;
  }
  return d.iso;
}

// ---------------------------------------------------------------- all

export function extractEvents(doc: DocView, userName?: string): DraftEvent[] {
  let events: DraftEvent[] = [];
  if (doc.genre === 'resume') events = resumeEvents(doc);
  else if (doc.genre === 'invoice') events = [invoiceEvent(doc)].filter((e): e is DraftEvent => !!e);
  else if (doc.genre === 'invitation') events = [invitationEvent(doc)].filter((e): e is DraftEvent => !!e);
  else if (doc.personal) events = sentenceEvents(doc, userName);
  // One event per key within a file.
  const seen = new Set<string>();
  return events.filter((e) => (seen.has(e.dedupe_key) ? false : (seen.add(e.dedupe_key), true)));
}

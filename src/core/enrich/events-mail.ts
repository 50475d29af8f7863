/**
 * Events of mail and of bookings. Each message is read as a small document of its own, dated
 * by its Date: a bill or receipt in it gives a financial event, an invitation a social one, a
 * booking (flight, train, hotel) a financial event on the day it was issued — the merchant and
 * the true total — and a personal event at its departure or check-in; other messages give the
 * first-person happenings they tell, relative words ("last Friday") counted from the Date.
 */
import { findDates } from './dates.js';
import type { DocView, Genre } from './doc.js';
import { currencyOf, invitationEvent, invoiceEvent, key, MONEY, money, sentenceEvents, type DraftEvent } from './events.js';
import { displayName, ownerAddress, type MailMessage } from './mail.js';

const BOOKING = /\b(?:booking (?:reference|confirmation|number)|reservation (?:confirmed|number|code)|e-?ticket|boarding pass|passenger\s*:|itinerary|pnr\b|your (?:flight|trip|stay|reservation))/i;
const BILL = /\b(?:invoice|receipt|bill|statement)\b/i;
const INVITE = /\b(?:you(?:\s+are|'re)\s+(?:cordially\s+)?invited|invite you|join us|save the date)\b/i;
const TOTAL_LINE = /\b(?:total(?: paid| price| amount| due| fare)?|amount (?:paid|due|charged)|grand total|fare)\b/i;

/** The merchant of a booking: the sender's display name, else a "with/from X" in the text. */
function merchantOf(text: string, from?: string): string | undefined {
  const name = displayName(from);
  if (name) return name;
  return /\b(?:booking with|flying|thank you for (?:booking|flying|choosing))\s+(?:with\s+)?([A-Z][\w&'.-]*(?:\s+[A-Z][\w&'.-]*){0,3})/.exec(text)?.[1];
}

function totalOf(lines: string[]): { amount: number; currency?: string } | undefined {
  const line = [...lines].reverse().find((l) => TOTAL_LINE.test(l) && MONEY.test(l));
  if (!line) return undefined;
  const nums = [...line.matchAll(new RegExp(MONEY.source, 'g'))].map((m) => Number(m[2]!.replace(/[,\u00a0\u202f]/g, ''))).filter((n) => Number.isFinite(n) && n > 0);
  const amount = nums[nums.length - 1];
  return amount === undefined ? undefined : { amount, currency: currencyOf(line) ?? currencyOf(lines.join('\n')) };
}

/** What is booked, for the personal event: "Flight KQ 511 Accra (ACC) to Nairobi (NBO)" → "Flight KQ 511 from Accra to Nairobi". */
function tripOf(lines: string[]): { what: string; line: number } | undefined {
  for (const [i, l] of lines.entries()) {
    const m = /\b(flight|train|bus|ferry)\s+([A-Z0-9]{2}\s?\d{2,5})?\s*:?\s*(?:from\s+)?([\p{Lu}][\p{L}.' -]*?)\s*(?:\([A-Z]{3}\))?\s*(?:to|[-–—→>])\s*([\p{Lu}][\p{L}.' -]*?)\s*(?:\([A-Z]{3}\))?\s*$/iu.exec(l);
    if (m) return { what: `${m[1]!.charAt(0).toUpperCase()}${m[1]!.slice(1).toLowerCase()}${m[2] ? ` ${m[2]}` : ''} from ${m[3]!.trim()} to ${m[4]!.trim()}`, line: i };
    const h = /\b(?:hotel|check-in)\b\s*:?\s*(.+)$/i.exec(l);
    if (h && /^[A-Z]/.test(h[1]!)) return { what: `Stay at ${h[1]!.trim()}`, line: i };
    // The lodging named on a line of its own: "Ryokan Kurashiki Bikan", "Hostel Mondo, Ghent".
    if (LODGING.test(l) && !/[:\d]/.test(l) && l.length <= 60 && /^\p{Lu}/u.test(l)) return { what: `Stay at ${l.trim()}`, line: i };
  }
  return undefined;
}

const LODGING = /\b(?:hotel|ryokan|inn|hostel|resort|lodge|guest ?house|b&b|motel|pension|pousada|riad|villa|campsite|apartments)\b/i;
const SHOW = /\b(?:concert|live|show|festival|theat(?:re|er)|match|gig|opera|ballet|musical|exhibition|screening|recital|game)\b/i;

/** What a ticket admits to — "A. R. Rahman Live in Concert", at its venue — as a social event on its own date. */
function showOf(lines: string[], issuedLine: number): DraftEvent | undefined {
  const i = lines.findIndex((l, k) => k !== issuedLine && SHOW.test(l) && !/\b(?:total|paid|price|fare|booked|e-?ticket)\b/i.test(l) && !findDates(l, null).length && l.length <= 80);
  if (i < 0) return undefined;
  const when = lines
    .map((l, k) => ({ k, d: k === issuedLine ? undefined : findDates(l, null).find((x) => !x.relative && !x.deadline) }))
    .filter((x) => x.d)
    .sort((a, b) => (b.d!.precision === 'time' ? 1 : 0) - (a.d!.precision === 'time' ? 1 : 0))[0];
  const venue = lines.slice(i + 1, i + 3).find((l) => /^\p{Lu}/u.test(l) && !findDates(l, null).length && !/\b(?:total|paid|admit|seat|row|gate)\b/i.test(l));
  const what = lines[i]!.trim().replace(/[.]$/, '');
  const happen = when?.d?.iso ?? null;
  return { event_type: 'social', content: `${what}${venue ? ` at ${venue.trim().replace(/[.]$/, '')}` : ''}.`, happen_time: happen, dedupe_key: key('social', happen, 'show', what.toLowerCase()) };
}

/** A booking's events: financial on its issue date, personal at departure. */
export function bookingEvents(lines: string[], issued: string | null, from?: string): DraftEvent[] {
  const text = lines.join('\n');
  const out: DraftEvent[] = [];
  const total = totalOf(lines);
  const merchant = merchantOf(text, from);
  const ref = /\b(?:booking reference|reservation (?:number|code)|pnr|confirmation (?:number|code))\s*:?\s*([A-Z0-9]{5,8})\b/i.exec(text)?.[1] ?? /\b(?:confirmation|reservation|booking)\s+([A-Z0-9]{6})\b/.exec(text)?.[1];
  const trip = tripOf(lines);
  // The issue date: a "Booked on" line, else the message's date, else the booking's own first date
  // (check-in, departure, the show): an undated booking would sit nowhere on the timeline.
  const issuedLine = lines.findIndex((l) => /\b(?:booked on|booking date|order(?:ed)? (?:on|date)|issued(?: on)?|date of issue|purchase date|purchased on)\b/i.test(l));
  const stated = issuedLine >= 0 ? findDates(lines[issuedLine]!, null).find((d) => !d.relative) : undefined;
  const firstDate = lines.map((l) => findDates(l, null).find((d) => !d.relative && !d.deadline)).find(Boolean);
  issued = stated?.iso ?? issued ?? firstDate?.iso ?? null;
  const show = trip ? undefined : showOf(lines, issuedLine);
  if (show) out.push(show);
  if (total) {
    const day = issued ? `${issued.slice(0, 10)}T00:00:00` : null;
    const content = `Booking${ref ? ` ${ref}` : ''}${merchant ? ` with ${merchant}` : ''}${trip ? ` (${trip.what.charAt(0).toLowerCase()}${trip.what.slice(1)})` : ''}: total ${total.currency ? `${total.currency} ` : ''}${money(total.amount)}.`;
    out.push({ event_type: 'financial', content, happen_time: day, dedupe_key: key('financial', day, 'booking', (ref ?? `${merchant ?? ''} ${total.amount}`).toLowerCase()) });
  }
  if (trip) {
    const dep = lines.map((l, i) => ({ i, d: /\b(?:departure|departs|departing|depart|check-in|arrival|date)\b/i.test(l) || i === trip.line ? findDates(l, issued).find((x) => !x.deadline) : undefined })).find((x) => x.d);
    const when = dep?.d?.iso ?? null;
    const content = `${trip.what}.`;
    out.push({ event_type: 'personal', content, happen_time: when, dedupe_key: key('personal', when, 'travel', trip.what.replace(/^.* to /, '').toLowerCase()) });
  }
  return out;
}

/** A ticket or booking confirmation on its own (a PDF, a screenshot): its events, or undefined when it is not one. */
export function standaloneBooking(doc: DocView): DraftEvent[] | undefined {
  const texts = doc.lines.map((l) => l.text);
  if (doc.lines.length > 60 || messageGenre(texts, doc.title) !== 'booking') return undefined;
  const issued = doc.referenceFrom === 'content' ? doc.reference : null;
  return bookingEvents(texts, issued, doc.author);
}

function messageGenre(lines: string[], subject?: string): Genre | 'booking' {
  const head = [subject ?? '', ...lines.slice(0, 8)].join('\n');
  const all = lines.join('\n');
  if (BOOKING.test(head) && TOTAL_LINE.test(all)) return 'booking';
  if (BILL.test(head) && TOTAL_LINE.test(all)) return 'invoice';
  if (INVITE.test(all) && findDates(all, null).some((d) => !d.relative && !d.deadline)) return 'invitation';
  return 'other';
}

/** The events of every message in a file, each dated by its own Date. */
export function mailEvents(doc: DocView, messages: MailMessage[], userName?: string): DraftEvent[] {
  const out: DraftEvent[] = [];
  const owner = ownerAddress(doc, messages);
  for (const m of messages) {
    const toUser = !!owner && (m.to ?? '').toLowerCase().includes(owner) && !(m.from ?? '').toLowerCase().includes(owner);
    const lines = m.body.map((i) => doc.lines[i]!);
    const texts = lines.map((l) => l.text.replace(/^[\w.[\]]+:\s(?=\S)/, (p) => (/^(?:\[\d+\]\.)?(?:body|text|content|message)\b/i.test(p) || /\[\d+\]/.test(p) ? '' : p)));
    const date = m.date ?? null;
    const genre = messageGenre(texts, m.subject);
    const sub: DocView = {
      ...doc,
      genre: genre === 'booking' ? 'other' : genre,
      lines: lines.map((l, k) => ({ ...l, text: texts[k]!, context: date })),
      sentences: doc.sentences.filter((s) => m.body.includes(s.line)).map((s) => ({ ...s, context: date })),
      reference: date,
      referenceFrom: date ? 'content' : undefined,
      firstPerson: true,
      personal: true,
      addressee: toUser,
      title: m.subject,
      author: displayName(m.from),
    };
    if (genre === 'booking') out.push(...bookingEvents(texts, date, m.from));
    else if (genre === 'invoice') out.push(...[invoiceEvent(sub)].filter((e): e is DraftEvent => !!e));
    else if (genre === 'invitation') {
      const e = invitationEvent({ ...sub, lines: sub.lines.map((l) => ({ ...l, text: l.text })) });
      if (e) out.push(e);
    } else out.push(...sentenceEvents({ ...sub, genre: 'letter' }, userName));
  }
  return out;
}

/**
 * Events of mail and of bookings. Each message is read as a small document of its own, dated
 * by its Date: a bill or receipt in it gives a financial event, an invitation a social one, a
 * booking (flight, train, hotel) a financial event on the day it was issued — the merchant and
 * the true total — and a personal event at its departure or check-in; other messages give the
 * first-person happenings they tell, relative words ("last Friday") counted from the Date.
 */
import { findDates } from './dates.js';
import type { DocView, Genre } from './doc.js';
import { invitationEvent, invoiceEvent, key, sentenceEvents, type DraftEvent } from './events.js';
import { amountsIn, currencyOf, dollarOf, money, writtenSum } from './money.js';
import { displayName, ownerAddress, type MailMessage } from './mail.js';

/** What a booking, ticket or reservation says of itself: its reference, its passenger, its seat. */
export const BOOKING =
  /\b(?:booking (?:reference|confirmation|number)|reservation (?:confirmed|number|code)|e-?ticket|online-?ticket|fahrkarte|billet|billete|bilhete|biglietto|boarding pass|passenger\s*:|itinerary|check-in\s*:|pnr\b|your (?:flight|trip|stay|reservation)|(?:row|seat|platea|stalls)\s*\d|admits?\s+(?:one|two|\d)|order no\.?\s*\d|purchased\s*:|e-?pilet|e-?bilet|e-?lippu|eintrittskarte|vstupenka|ulaznica|vstopnica|(?:ostetud|ostettu|kupiono|zakoupeno|gekauft|achet[ée]|comprado|acquistato)\s*:?\s*\d)/i;
const BILL = /\b(?:invoice|receipt|bill|statement)\b/i;
const INVITE = /\b(?:you(?:\s+are|'re)\s+(?:[a-z]+ly\s+)?invited|invite you|join us|save the date)\b/i;
/** What a booking cost; a ticket may print only its seat's price ("Golden Circle Admit 1 R 850.00"). */
const TOTAL_LINE = /\b(?:total(?: paid| price| amount| due| fare)?|amount (?:paid|due|charged)|grand total|fare|gesamtpreis|gesamtbetrag|prix total|montant total|precio total|importe total|preço total|admits?\s+(?:one|two|\d{1,2})\b(?=.*\d[.,]\d{2}))|^\s*price\s*:|\b(?:price|hind|hinta|cena|preis|prezzo|prix|precio|preço|pris|prijs)\b(?=.*\d[.,]\d{2})|\b\d{1,2}\s*[x×]\s*(?:[$€£]|[A-Z]{1,3}\$)?\s?\d[\d,.]*[.,]\d{2}(?!\d)/im;

/** The merchant of a booking: the sender's display name, else a "with/from X" in the text. */
function merchantOf(text: string, from?: string): string | undefined {
  const name = displayName(from);
  if (name) return name;
  return /\b(?:booking with|flying|thank you for (?:booking|flying|choosing))\s+(?:with\s+)?([A-Z][\w&'.-]*(?:\s+[A-Z][\w&'.-]*){0,3})/.exec(text)?.[1];
}

function totalOf(lines: string[]): { amount: number; currency?: string; line: string } | undefined {
  // "Total EGP 8,940.00  (Visa ****5521)": a card's last digits are no sum.
  const line = [...lines].reverse().find((l) => TOTAL_LINE.test(l) && amountsIn(l).length > 0)?.replace(/[*xX•]{2,}\s?\d{2,}/g, ' ');
  if (!line) return undefined;
  const nums = amountsIn(line);
  const amount = nums[nums.length - 1];
  const currency = currencyOf(line) ?? currencyOf(lines.join('\n'));
  // A bare "$" is the dollar of the country the ticket names.
  return amount === undefined ? undefined : { amount, currency: currency === 'USD' ? (dollarOf(lines.join('\n')) ?? currency) : currency, line };
}

/** What is booked, for the personal event: "Flight KQ 511 Accra (ACC) to Nairobi (NBO)" → "Flight KQ 511 from Accra to Nairobi". */
/** A leg as timetables print it: place, departure time, an arrow or dash, place, arrival time. */
const LEG = /^(\p{Lu}[\p{L}.' -]*?)\s+(\d{1,2}[:.]\d{2})\s*(?:→|->|–|—|-)\s*(\p{Lu}[\p{L}.' -]*?)\s+\d{1,2}[:.]\d{2}\b/u;

/**
 * A flight leg as airlines print it, with or without the word "flight": its number, then the
 * places with their airport codes — "PC 1021 Izmir Adnan Menderes (ADB) → Munich (MUC) 02.06.2025
 * 08:35", "Flight AR 1552 BUENOS AIRES/AEROPARQUE (AEP) - CORDOBA (COR)".
 */
const FLIGHT_LEG =
  /(?:\b(flight|train|bus|ferry)\s*:?\s+)?\b([A-Z]{2}|[A-Z]\d|\d[A-Z])\s?(\d{1,4})\s+(?:from\s+)?(\p{Lu}[\p{L}.'’/ -]*?)\s*(?:\(([A-Z]{3})\))?(?:\s*(?:→|->)\s*|\s+(?:–|—|-|to)\s+)(\p{Lu}[\p{L}.'’/ -]*?)\s*(?:\(([A-Z]{3})\)|(?=\s*(?:$|,|\d)))/u;

/** "BUENOS AIRES/AEROPARQUE" → "Buenos Aires": the city before an airport's name, in title case when printed in capitals. */
function placeOf(p: string): string {
  const t = p.split('/')[0]!.trim();
  return t === t.toUpperCase() ? t.toLowerCase().replace(/(^|[\s-])(\p{L})/gu, (_, a: string, b: string) => a + b.toUpperCase()) : t;
}

/**
 * A leg as a row of an itinerary table ("FLIGHT DATE FROM TO DEP ARR" above it): the flight number,
 * its day, then the two places each with its airport code and nothing between them but the column gap —
 * "BW 0600  11JUN26  KINGSTON (KIN)  TORONTO (YYZ)  10:15  15:05".
 */
const FLIGHT_ROW = /^([A-Z]{2}|[A-Z]\d|\d[A-Z])\s?(\d{1,4})\s+((?:\S*\d\S*\s+){0,2})(\p{Lu}[\p{L}.'’/ -]*?)\s*\(([A-Z]{3})\)\s+(\p{Lu}[\p{L}.'’/ -]*?)\s*\(([A-Z]{3})\)(.*)$/u;

/** A table's header row ("FLIGHT DATE FROM TO DEP ARR"): column names in capitals, no value among them. */
const isColumnHeads = (l: string): boolean => !/\d/.test(l) && l.trim().split(/\s+/).length >= 4 && /\bFROM\b/.test(l) && /\bTO\b/.test(l) && l === l.toUpperCase();

function flightLeg(l: string, i: number): { what: string; line: number; at?: string; day?: string } | undefined {
  const row = FLIGHT_ROW.exec(l.trim());
  if (row) {
    const when = legWhen(`${row[3]} ${row[8]}`);
    return { what: `Flight ${row[1]} ${row[2]} from ${placeOf(row[4]!)} to ${placeOf(row[6]!)}`, line: i, ...when };
  }
  const m = FLIGHT_LEG.exec(l);
  if (!m || (!m[1] && !m[5] && !m[7])) return undefined;
  // "Tagbilaran/Bohol-Panglao (TAG)": the town, and the airport's other names in brackets (a diary may say "Bohol").
  const airport = m[6]!.includes('/') ? placeOf(m[6]!.split('/').slice(1).join(' ')).replace(/[-/]/g, ' ') : '';
  const what = `${m[1] ? m[1].charAt(0).toUpperCase() + m[1].slice(1).toLowerCase() : 'Flight'} ${m[2]} ${m[3]} from ${placeOf(m[4]!)} to ${placeOf(m[6]!)}${airport ? ` (${airport})` : ''}`;
  // The date and time printed after the leg, up to the next leg of the line.
  const rest = l.slice(m.index + m[0].length).split(/\b(?:[A-Z]{2}|[A-Z]\d|\d[A-Z])\s?\d{1,4}\s+\p{Lu}/u)[0]!;
  return { what, line: i, ...legWhen(rest) };
}

/**
 * A boarding pass: the route as two airports in capitals with their codes ("FROM KEFLAVIK KEF TO
 * COPENHAGEN CPH", "KUALA LUMPUR KUL > KOTA KINABALU BKI"), the flight number and the day on other
 * lines ("FLIGHT FI204 DATE 22MAY", "Flight AK 5108 Date 05JUN26"; OCR reads a leading 0 as O).
 */
function boardingPassLeg(lines: string[]): { what: string; line: number; at?: string; day?: string } | undefined {
  const i = lines.findIndex((l) => ROUTE_OF_PASS.test(l.trim()));
  const r = i < 0 ? null : ROUTE_OF_PASS.exec(lines[i]!.trim());
  if (!r) return undefined;
  const flightLine = lines.find((l) => PASS_FLIGHT.test(l));
  if (!flightLine) return undefined;
  const flight = PASS_FLIGHT.exec(flightLine)!;
  // The day is read as any date is ("05JUN26"); a pass without the year ("22MAY") stays undated.
  const { day } = legWhen(flightLine.replace(/(?<![\dA-Z])O(?=\d[A-Z]{3}\d{2}\b)/g, '0'));
  const dep = /\b(?:departure|departs|dep)\s*:?\s*([01]?\d|2[0-3])[:.]([0-5]\d)\b/i.exec(lines.join('\n'));
  return {
    what: `Flight ${flight[1]} ${flight[2]} from ${placeOf(r[1]!)} to ${placeOf(r[3]!)}`,
    line: i,
    ...(day ? { day } : {}),
    ...(dep ? { at: `${dep[1]!.padStart(2, '0')}:${dep[2]}` } : {}),
  };
}
const PASS_FLIGHT = /\bflight\s*:?\s*([A-Z0-9]{2})\s?(\d{1,4})\b/i;
const ROUTE_OF_PASS = /^(?:FROM\s+)?(\p{Lu}[\p{Lu} .'-]*?)\s+\(?([A-Z]{3})\)?\s+(?:TO|>|→|->|–|-)\s+(\p{Lu}[\p{Lu} .'-]*?)\s+\(?([A-Z]{3})\)?$/u;

/** The day and departure time printed with a leg: "02.06.2025 08:35", "Fri 13/03/2026  07:30 - 09:40". */
function legWhen(text: string): { day?: string; at?: string } {
  const d = findDates(text, null).find((x) => !x.relative && !x.deadline && (x.precision === 'day' || x.precision === 'time'));
  const at = d?.precision === 'time' ? /T(\d\d):(\d\d)/.exec(d.iso) : d ? /\b([01]?\d|2[0-3])[:.]([0-5]\d)\b/.exec(text.slice(d.end)) : null;
  return { day: d?.iso.slice(0, 10), at: at ? `${at[1]}:${at[2]}` : undefined };
}

function tripOf(lines: string[]): { what: string; line: number; at?: string; day?: string } | undefined {
  const pass = boardingPassLeg(lines);
  if (pass) return pass;
  for (const [i, l] of lines.entries()) {
    const flight = flightLeg(l, i);
    // "OUTBOUND  FA 101  Johannesburg (JNB) - Cape Town (CPT)" / "Fri 13/03/2026  07:30 - 09:40": the leg's day and departure on the line below.
    if (flight && !flight.day && lines[i + 1] && !flightLeg(lines[i + 1]!, i + 1)) {
      const below = legWhen(lines[i + 1]!);
      if (below.day) return { ...flight, ...below };
    }
    if (flight) return flight;
    if (isColumnHeads(l)) continue;
    // "Outbound: Train 22, Quebec City (Gare du Palais) to Montreal, Friday, December 19, 2025, departs 08:10": the run's number, its stations in brackets, the day and time after.
    const run = /\b(train|bus|coach|ferry)\s+(?:no\.?\s*)?([A-Z]{0,3}\s?\d{1,5}),?\s+(?:from\s+)?(\p{Lu}[\p{L}.'’ -]*?)\s*(?:\([^)]*\))?\s+to\s+(\p{Lu}[\p{L}.'’ -]*?)\s*(?:\([^)]*\))?\s*(?:[,;]|$)/iu.exec(l);
    if (run) {
      const when = legWhen(l.slice(run.index + run[0].length));
      return { what: `${run[1]!.charAt(0).toUpperCase()}${run[1]!.slice(1).toLowerCase()} ${run[2]} from ${run[3]!.trim()} to ${run[4]!.trim()}`, line: i, ...when };
    }
    const m = /\b(flight|train|bus|ferry)\s*:?\s+([A-Z0-9]{2}\s?\d{2,5})?\s*:?\s*(?:from\s+)?([\p{Lu}][\p{L}.' -]*?)\s*(?:\([A-Z]{3}\))?\s*(?:to|[-–—→>])\s*([\p{Lu}][\p{L}.' -]*?)\s*(?:\([A-Z]{3}\))?\s*$/iu.exec(l);
    if (m) return { what: `${m[1]!.charAt(0).toUpperCase()}${m[1]!.slice(1).toLowerCase()}${m[2] ? ` ${m[2]}` : ''} from ${m[3]!.trim()} to ${m[4]!.trim()}`, line: i };
    // A timetable leg: "Göteborg C 07:05 → Stockholm C 10:12, SJ high-speed train 422".
    const leg = LEG.exec(l);
    if (leg) {
      const mode = /\b(train|flight|bus|ferry)\b/i.exec(lines.slice(Math.max(0, i - 3), i + 1).join(' '))?.[1] ?? 'trip';
      return { what: `${mode.charAt(0).toUpperCase()}${mode.slice(1).toLowerCase()} from ${leg[1]!.trim()} to ${leg[3]!.trim()}`, line: i, at: leg[2] };
    }
    // "Route: Ha Noi (Giap Bat) - Nam Dinh" on a coach or train ticket.
    // …or the outward leg of a rail ticket: "Hinfahrt: Leipzig Hbf -> Dresden Hbf am 03.06.2026", its departure on the next line ("ab 08:14").
    const route = /^\s*(?:route|hinfahrt|outward|outbound|aller|ida|andata)\s*:?\s*(\p{Lu}.*?)\s+(?:-|–|—|→|->|to)\s+(\p{Lu}.*?)(?:\s+(?:am|on|le|el|il)\s+\d.*)?\s*$/iu.exec(l);
    if (route) {
      const mode = /\b(bus|coach|train|ferry|flight)\b/i.exec(lines.join(' '))?.[1] ?? (/\b(?:ICE|IC|EC|TGV|AVE|Frecciarossa|Hbf|Bahnhof|Gleis)\b/.test(lines.join(' ')) ? 'train' : 'trip');
      const when = legWhen(l);
      const dep = /\b(?:ab|dep\.?|departs?|départ|salida|partenza)\s+([01]?\d|2[0-3])[:.]([0-5]\d)\b/i.exec(lines[i + 1] ?? '') ?? /\b(?:ab|dep\.?|departs?|départ|salida|partenza)\s+([01]?\d|2[0-3])[:.]([0-5]\d)\b/i.exec(l);
      return { what: `${mode.charAt(0).toUpperCase()}${mode.slice(1).toLowerCase()} from ${route[1]!.trim()} to ${route[2]!.trim()}`, line: i, day: when.day, at: when.at ?? (dep ? `${dep[1]!.padStart(2, '0')}:${dep[2]}` : undefined) };
    }
    const h = /\b(?:hotel|check-in)\b\s*:?\s*(.+)$/i.exec(l);
    if (h && /^[A-Z]/.test(h[1]!)) return { what: `Stay at ${h[1]!.trim()}`, line: i };
    // The lodging named on a line of its own: "Ryokan Kurashiki Bikan", "Hostel Mondo, Ghent".
    if (LODGING.test(l) && !/[:\d]/.test(l) && l.length <= 60 && /^\p{Lu}/u.test(l)) return { what: `Stay at ${l.trim()}`, line: i };
  }
  return undefined;
}

const LODGING = /\b(?:hotel|ryokan|inn|hostel|resort|lodge|guest ?house|b&b|motel|pension|pousada|riad|villa|campsite|apartments)\b/i;
const SHOW = /\b(?:concerts?|live|shows?|festival|theat(?:re|er)|match|gig|opera|ballets?|musical|exhibition|screening|recital|game|symphony|orchestra|philharmonic|tour|quartet|choir)\b/i;
/** A house rather than what plays in it: "GRAND THEATRE DE QUEBEC" over "Les Grands Ballets". */
const VENUE = /\b(?:theat(?:re|er)|th[ée][aâ]tre|teatro|stadium|arena|hall|salle|auditorium|opera house|centre|center)\b/i;

/** A show's own date is the most precise one its ticket prints: a time beats a day, a day a month or year. */
const rank = (p: string): number => (p === 'time' ? 3 : p === 'day' ? 2 : p === 'month' ? 1 : 0);

/** What a ticket admits to — "A. R. Rahman Live in Concert", at its venue — as a social event on its own date. */
function showOf(lines: string[], issuedLine: number): DraftEvent | undefined {
  // A tour's year in its title ("JORGE DREXLER - TOUR 2025") is no date line.
  const isShow = (l: string, k: number) => k !== issuedLine && SHOW.test(l) && !/\b(?:total|paid|price|fare|booked|e-?ticket)\b/i.test(l) && !findDates(l, null).some((d) => d.precision !== 'year') && l.length <= 80;
  let i = lines.findIndex(isShow);
  if (i < 0) return undefined;
  // The house first, the company or show under it: the show.
  if (VENUE.test(lines[i]!) && lines[i + 1] && isShow(lines[i + 1]!, i + 1) && !VENUE.test(lines[i + 1]!)) i += 1;
  const when = lines
    .map((l, k) => ({ k, d: k === issuedLine ? undefined : findDates(l, null).find((x) => !x.relative && !x.deadline) }))
    .filter((x) => x.d)
    .sort((a, b) => rank(b.d!.precision) - rank(a.d!.precision))[0];
  // A performer's line then the programme's ("GOTHENBURG SYMPHONY ORCHESTRA" / "Mahler: Symphony No. 2"): one title.
  const next = lines[i + 1]?.trim() ?? '';
  // …or a bilingual title ("Casse-Noisette / The Nutcracker").
  const programme = next && !findDates(next, null).length && !VENUE.test(next) && (SHOW.test(next) || /^\p{Lu}[^,]*:\s/u.test(next) || /\S\s\/\s\S/.test(next)) ? next : undefined;
  const from = programme ? i + 2 : i + 1;
  const venue = lines.slice(from, from + 2).find((l) => /^\p{Lu}/u.test(l) && !findDates(l, null).length && !/\b(?:total|paid|admit|seat|row|gate|price)\b/i.test(l));
  const what = `${lines[i]!.trim()}${programme ? `: ${programme}` : ''}`.replace(/[.]$/, '');
  let happen = when?.d?.iso ?? null;
  // "Sat 09 May 2026 Gates 16:00 Show 19:00": the show's own time, not when the gates or doors open.
  if (happen && when!.d!.precision === 'day') {
    const l = lines[when!.k]!;
    const c = /\b(?:show|starts?|begins?|concert|performance|kick-?off|curtain)\s*:?\s*(?:at\s+)?([01]?\d|2[0-3])[:.h]([0-5]\d)\b/i.exec(l) ?? /(?<!\b(?:gates?|doors?)(?: open)?\s*:?\s*)\b([01]?\d|2[0-3])[:.]([0-5]\d)\b/i.exec(l.slice(when!.d!.end));
    if (c) happen = `${happen.slice(0, 11)}${c[1]!.padStart(2, '0')}:${c[2]}:00`;
  }
  return { event_type: 'social', content: `${what}${venue ? ` at ${venue.trim().replace(/[.]$/, '')}` : ''}.`, happen_time: happen, dedupe_key: key('social', happen, 'show', what.toLowerCase()) };
}

/** "Date: Friday, 21 February 2025   Departure 10:45": the day from the date, the time from the departure. */
function departureClock(line: string, day: string): string {
  const m = /\b(?:departure|departs|dep\.?|check-in(?: from)?)\s*:?\s*(?:at\s+)?(\d{1,2})[:.](\d{2})\b/i.exec(line) ?? /^[^:]*?\b(\d{1,2}):(\d{2})\b/.exec(line.slice(line.search(/\d{4}/) + 4));
  if (!m || Number(m[1]) > 23) return day;
  return `${day.slice(0, 11)}${m[1]!.padStart(2, '0')}:${m[2]}:00`;
}

/** A booking's events: financial on its issue date, personal at departure. */
export function bookingEvents(lines: string[], issued: string | null, from?: string): DraftEvent[] {
  const text = lines.join('\n');
  const out: DraftEvent[] = [];
  const total = totalOf(lines);
  // A ticket on its own names its seller on its first line ("FUTA BUS LINES", "ticketek").
  const head = from === undefined ? lines[0]?.trim() : undefined;
  // "COMPUTICKET e-ticket": the seller before what the paper calls itself.
  // "Trenitalia - Biglietto elettronico / e-ticket": the seller before a dash that names the paper.
  const headName = head?.replace(/\s+[-–—|]\s+.*\b(?:e-?ticket|ticket|biglietto|billet|fahrschein|boleto|itinerary|receipt|confirmation)\b.*$/i, '').replace(/\s+(?:e-?ticket|ticket|booking confirmation|confirmation|itinerary|e-?pilet|e-?bilet|e-?lippu)\s*$/i, '');
  const seller = headName && /^\p{L}[\p{L}&'’. -]{1,38}$/u.test(headName) && headName.split(/\s+/).length <= 4 && !/\b(?:booking|confirmation|e-?ticket|ticket|itinerary|reservation|receipt|invoice|your)\b/i.test(headName) ? headName : undefined;
  const merchant = merchantOf(text, from) ?? seller;
  const ref = /\b(?:booking reference|reservation (?:number|code)|pnr|confirmation (?:number|code))\s*:?\s*([A-Z0-9]{5,8})\b/i.exec(text)?.[1] ?? /\b(?:confirmation|reservation|booking)\s+([A-Z0-9]{6})\b/.exec(text)?.[1];
  const trip = tripOf(lines);
  // The issue date: a "Booked on" line, else the message's date, else the booking's own first date
  // (check-in, departure, the show): an undated booking would sit nowhere on the timeline.
  const issuedLine = lines.findIndex((l) => /\b(?:booked on|booked(?=\s*:)|booking date|order(?:ed)? (?:on|date)|issued(?: on)?|date of issue|purchase date|purchased(?: on)?|buchungsdatum|kaufdatum|date d'achat|fecha de compra|ostetud|ostettu|kupiono|zakoupeno|gekauft|acquistato|data acquisto)\b/i.test(l));
  const stated = issuedLine >= 0 ? findDates(lines[issuedLine]!, null).find((d) => !d.relative) : undefined;
  const firstDate = lines.map((l) => findDates(l, null).find((d) => !d.relative && !d.deadline)).find(Boolean);
  issued = stated?.iso ?? issued ?? firstDate?.iso ?? null;
  const show = trip ? undefined : showOf(lines, issuedLine);
  if (show) out.push(show);
  if (total) {
    const day = issued ? `${issued.slice(0, 10)}T00:00:00` : null;
    const content = `Booking${ref ? ` ${ref}` : ''}${merchant ? ` with ${merchant}` : ''}${trip ? ` (${trip.what.charAt(0).toLowerCase()}${trip.what.slice(1)})` : ''}: total ${total.currency ? `${total.currency} ` : ''}${writtenSum(total.line, total.amount)}.`;
    out.push({ event_type: 'financial', content, happen_time: day, dedupe_key: key('financial', day, 'booking', (ref ?? `${merchant ?? ''} ${total.amount}`).toLowerCase()) });
  }
  if (trip) {
    const dep = lines.map((l, i) => ({ i, d: /\b(?:departure|departs|departing|depart|check-in|arrival|date)\b/i.test(l) || i === trip.line ? findDates(l, issued).find((x) => !x.deadline) : undefined })).find((x) => x.d);
    // A leg's date is the nearest date line above it, its time the leg's departure.
    const legDay = trip.at ? lines.slice(0, trip.line + 1).map((l) => findDates(l, issued).find((x) => !x.deadline && x.precision !== 'year')).filter(Boolean).pop() : undefined;
    let when = trip.day ? `${trip.day}T00:00:00` : ((legDay ?? dep?.d)?.iso ?? null);
    if (when && trip.at) when = `${when.slice(0, 11)}${trip.at.replace('.', ':').padStart(5, '0')}:00`;
    else if (when && dep?.d && dep.d.precision !== 'time') when = departureClock(lines[dep.i]!, when);
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
  if (BOOKING.test(head) && (TOTAL_LINE.test(all) || boardingPassLeg(lines))) return 'booking';
  if (BILL.test(head) && TOTAL_LINE.test(all)) return 'invoice';
  if (INVITE.test(all) && findDates(all, null).some((d) => !d.relative && !d.deadline)) return 'invitation';
  return 'other';
}

const VAGUE_TIME = /\b(?:(?:last|next|this|that)\s+(?:week|weekend|month|year|summer|winter|spring|autumn)|recently|ago|earlier)\b/i;

/** The events of every message in a file, each dated by its own Date. */
export function mailEvents(doc: DocView, messages: MailMessage[], userName?: string): DraftEvent[] {
  const out: DraftEvent[] = [];
  const owner = ownerAddress(doc, messages);
  for (const m of messages) {
    const toUser = (!!owner && (m.to ?? '').toLowerCase().includes(owner) && !(m.from ?? '').toLowerCase().includes(owner)) || !!m.sms;
    const lines = m.body.map((i) => doc.lines[i]!);
    const unlabel = (t: string) => t.replace(/^[\w.[\]]+:\s(?=\S)/, (p) => (/^(?:\[\d+\]\.)?(?:body|text|content|message)\b/i.test(p) || /\[\d+\]/.test(p) ? '' : p));
    const texts = lines.map((l) => unlabel(l.text));
    const date = m.date ?? null;
    const genre = messageGenre(texts, m.subject);
    const sub: DocView = {
      ...doc,
      genre: genre === 'booking' ? 'other' : genre,
      lines: lines.map((l, k) => ({ ...l, text: texts[k]!, context: date })),
      sentences: doc.sentences.filter((s) => m.body.includes(s.line)).map((s) => ({ ...s, text: unlabel(s.text), context: date })),
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
  // Every message has its Date: a happening it tells with no time at all ("Your appointment is
  // confirmed.", "Please fast before your appointment") is the wording around a dated one; one
  // told "last week" stays, undated.
  return out.filter((e) => e.happen_time !== null || VAGUE_TIME.test(e.content));
}

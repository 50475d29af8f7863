/**
 * Mail messages inside a file's lines, whatever carried them: an .eml ("From: …" headers), a
 * .jsonl export (one record per line) or a .json array or object of messages ("[0].from: …",
 * "messages[1].date: …"). Each message keeps its sender, recipients, date and body lines, so that
 * its happenings are dated by its Date, bookings and receipts in it read as what they are, and
 * the user's own signature (in messages the user sent) gives profile values.
 */
import { findDates, referenceFrom } from './dates.js';
import type { DocView } from './doc.js';

export interface MailMessage {
  from?: string;
  to?: string;
  /** The message's Date as a zone-less local time, when readable. */
  date?: string;
  subject?: string;
  /** Indices of the body's lines in doc.lines. */
  body: number[];
  /** A text message from a phone's backup: sent to the phone's owner, who is the user. */
  sms?: boolean;
}

/** A phone's SMS backup names the other party "address" and keeps the local time as "readable_date". */
const SMS_EXPORT = /^(?:[\w.[\]]*\.)?(?:contact_name|readable_date|thread_id|service_center)\s*:/i;
const SMS_FIELD = /^()(address|readable_date)()\s*:\s*(.*)$/i;

/** A mail field, also as a flattened export writes a nested sender: "from.name: …", "to[0].address: …", "from.emailAddress.address: …". */
const FIELD = /^(?:(.*?)[.])?(?:\[\d+\])?(from|sender|torecipients|to|recipients?|receiveddatetime|sentdatetime|date|sent|sent_at|timestamp|subject|body|text|content|message|snippet)(?:\[\d+\])?((?:\.(?:name|address|email|emailaddress|value|display_?name)(?:\[\d+\])?)*)\s*:\s*(.*)$/i;
const ROLE: Record<string, 'from' | 'to' | 'date' | 'subject' | 'body'> = {
  from: 'from',
  sender: 'from',
  to: 'to',
  // Microsoft Graph's message shape: "toRecipients[0].emailAddress.address", "receivedDateTime".
  torecipients: 'to',
  receiveddatetime: 'date',
  sentdatetime: 'date',
  recipient: 'to',
  recipients: 'to',
  address: 'from',
  readable_date: 'date',
  date: 'date',
  sent: 'date',
  sent_at: 'date',
  timestamp: 'date',
  subject: 'subject',
  body: 'body',
  text: 'body',
  content: 'body',
  message: 'body',
  snippet: 'body',
};

/** A mail Date ("Thu, 20 Feb 2025 14:02:11 +0000", ISO 8601) as written, zone dropped. */
export function mailDate(value: string): string | undefined {
  const iso = referenceFrom(value);
  if (iso) return iso;
  // An export's Unix time, in seconds or milliseconds (UTC).
  const epoch = /^\s*(\d{10}|\d{13})\s*$/.exec(value);
  if (epoch) return new Date(Number(epoch[1]) * (epoch[1]!.length === 10 ? 1000 : 1)).toISOString().slice(0, 19);
  const m = /(\d{1,2})\s+(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+(\d{4})(?:\s+(\d{1,2}):(\d{2})(?::(\d{2}))?)?/i.exec(value);
  if (m) {
    const mo = 'janfebmaraprmayjunjulaugsepoctnovdec'.indexOf(m[2]!.toLowerCase()) / 3 + 1;
    const pad = (n: string | number | undefined) => String(n ?? 0).padStart(2, '0');
    return `${m[3]}-${pad(mo)}-${pad(m[1])}T${pad(m[4])}:${pad(m[5])}:${pad(m[6])}`;
  }
  return findDates(value, null).find((d) => !d.relative)?.iso;
}

/** The messages of a file; empty when it holds no mail (fewer than a sender or recipient and a date or subject). */
export function mailMessages(doc: DocView): MailMessage[] {
  const out: MailMessage[] = [];
  let cur: (MailMessage & { key: string; inBody: boolean }) | undefined;
  const sms = doc.lines.slice(0, 40).some((l) => SMS_EXPORT.test(l.text));
  const flush = () => {
    if (cur && (cur.from || cur.to) && (cur.date || cur.subject)) out.push({ from: cur.from, to: cur.to, date: cur.date, subject: cur.subject, body: cur.body, ...(sms ? { sms } : {}) });
  };
  doc.lines.forEach((l, i) => {
    const m = FIELD.exec(l.text) ?? (sms ? SMS_FIELD.exec(l.text) : null);
    const role = m ? ROLE[m[2]!.toLowerCase()] : undefined;
    // A record is a JSON element ("[0]", "messages[1]") or a .jsonl line; plain headers start a message at From.
    // The record is the first array element on the label's path: "[0].headers.from" and "[0].body" are one message;
    // a field's own list ("to[0]", "to[1]" in a .jsonl line) is part of its record, not a record.
    const label = m ? l.text.slice(0, l.text.indexOf(':')) : '';
    const key = `${l.locator.startsWith('#line=') && /\.jsonl$/i.test(doc.name) ? l.locator : ''}|${/^[\w.]*?\[\d+\]/.exec(m?.[1] ?? '')?.[0] ?? ''}`;
    // In a plain message's body, only "From:" starts the next message: "Date: Friday, 21 February"
    // there is a line of the body (a booking's travel date), not a header.
    const bare = /^(?:from|to|date|subject|sender)$/i.test(label);
    // A nested part of a field ("from.name", then "from.address") adds to it.
    const sub = !!m?.[3];
    const nextRecord = !!cur && key !== '|' && key !== cur.key;
    if (m && role && !(cur?.inBody && !/^\[|^[\w.]+\[\d+\]/.test(label) && !nextRecord && !(bare && (role === 'from' || key !== '|')))) {
      const value = m[4]!.trim();
      const newRecord = !cur || nextRecord || (role === 'from' && (cur.inBody || (!sub && cur.from !== undefined)));
      if (newRecord) {
        flush();
        cur = { key, body: [], inBody: false };
      }
      const c = cur!;
      if (role === 'body') {
        c.inBody = true;
        if (value) c.body.push(i);
      } else if (role === 'date') c.date = mailDate(value);
      else if (role === 'from') c.from = sub && c.from ? joinAddress(c.from, value) : value;
      else if (role === 'to') c.to = [c.to, value].filter(Boolean).join(', ');
      else c.subject = value;
      return;
    }
    // An SMS record's other fields (contact_name, type, read, …) are neither headers nor body.
    if (sms && /^(?:contact_name|type|read|status|thread_id|service_center|date_sent|locked|protocol|sub_id|seen|_id|backup_\w+)\s*:/i.test(l.text)) return;
    if (cur) {
      // Plain headers end at the first body line; JSON bodies continue until the next field.
      cur.inBody = true;
      cur.body.push(i);
    }
  });
  flush();
  return out;
}

const ADDRESS = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;

/** A sender's name and address given as two fields → "Name <address>". */
function joinAddress(a: string, b: string): string {
  const [addr, name] = a.includes('@') ? [a, b] : [b, a];
  return addr.includes('@') && !name.includes('@') ? `${name} <${addr}>` : `${a}, ${b}`;
}

/** The user's address: the one in most messages (as sender or recipient), or the export's own "account". */
export function ownerAddress(doc: DocView, messages: MailMessage[]): string | undefined {
  const account = doc.lines.find((l) => /^(?:account|owner|mailbox|user|email)\s*:\s*\S+@/i.test(l.text))?.text.match(ADDRESS)?.[0];
  if (account) return account.toLowerCase();
  const counts = new Map<string, number>();
  for (const m of messages) {
    const seen = new Set([...(m.from ?? '').matchAll(ADDRESS), ...(m.to ?? '').matchAll(ADDRESS)].map((x) => x[0].toLowerCase()));
    for (const a of seen) counts.set(a, (counts.get(a) ?? 0) + 1);
  }
  const best = [...counts].sort((a, b) => b[1] - a[1])[0];
  if (best && best[1] >= 2) return best[0];
  if (messages.length !== 1) return undefined;
  // One message: the user is the side that is a person; a shop, clinic or mailer writes to them.
  const m = messages[0]!;
  const from = m.from?.match(ADDRESS)?.[0]?.toLowerCase();
  const to = m.to?.match(ADDRESS)?.[0]?.toLowerCase();
  if (from && to && isOrganisation(m.from!) && !isOrganisation(m.to!)) return to;
  return from ?? to;
}

const MAILER = /^(?:no-?reply|do-?not-?reply|reception|info|bookings?|reservations?|support|notifications?|mailer|service|hello|team|news(?:letter)?|billing|tickets?|hr|admin|contact|orders?|accounts?|appointments?|office|termine?|kontakt|buchung(?:en)?|reservierung(?:en)?|kundenservice|rendez-?vous|reservas?|citas|contacto)@/i;
const ORGANISATION = /\b(?:centre|center|clinic|hospital|surgery|medical|airlines?|airways|air|rail|bank|insurance|ltd|llc|inc|gmbh|plc|s\.?a\.?|company|group|services|store|shop|hotel|travel|university|college|school|council|agency|team|ag|e\.\s?v|verein|clinique|hôpital|pharmacie|banque|assurances?|mairie|université|école|clínica|farmacia|banco|seguros|universidad|escuela|ayuntamiento)\b|(?:klinik(?:um)?|krankenhaus|praxis|apotheke|versicherung|verwaltung|kasse)\b/i;

/** An address a business or an automated mailer writes from ("Ballintemple Medical Centre <reception@…>"). */
export function isOrganisation(addr: string): boolean {
  const email = addr.match(ADDRESS)?.[0] ?? '';
  return MAILER.test(email) || ORGANISATION.test(displayName(addr) ?? '');
}

/** "Kwame Mensah <kwame@…>" → "Kwame Mensah". */
export function displayName(addr: string | undefined): string | undefined {
  const m = /^\s*"?([^"<]+?)"?\s*<[^>]+>/.exec(addr ?? '');
  return m?.[1]?.trim();
}

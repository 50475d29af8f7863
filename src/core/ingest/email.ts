/**
 * An email kept as plain text (a saved message, a forwarded .eml renamed .txt): read as the
 * message it is — From, To, Date and Subject, then the text part, decoded (quoted-printable,
 * base64, charsets) — instead of MIME boundaries and HTML source. postal-mime (MIT-0, no
 * dependencies) does the parsing.
 */
import PostalMime, { type Address, type Email } from 'postal-mime';
import { parsePage } from './html-parse.js';
import { deliveryStatusText } from './email-report.js';
import { blocksOf, type DomNode } from './html-text.js';

/** Header names that open a message: "From:" or "To:" and one more before the first blank line. */
const OPENING = /^(?:from|to|cc|subject|date|mime-version|message-id|received|return-path|reply-to|delivered-to|content-type|sender|x-[\w-]+):/i;

/**
 * The separator line an mbox file (and a message saved from one, such as a Google Takeout export)
 * puts before each message: "From <sender> <date>", no colon, then the headers.
 */
const MBOX_FROM = /^From \S+ +(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun),? +(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) +\d{1,2} +\d{1,2}:\d{2}(?::\d{2})?\b.*\d{4}\s*$/;

/** Whether a text file starts like an email: a block of headers naming a sender or recipient. */
export function looksLikeEmail(head: string): boolean {
  const lines = head.replace(/\r\n?/g, '\n').split('\n');
  if (MBOX_FROM.test(lines[0] ?? '')) lines.shift();
  const end = lines.findIndex((l) => l.trim() === '');
  // Mail from big providers carries many lines of signatures and relays before From and To.
  const block = (end < 0 ? lines : lines.slice(0, end)).slice(0, 400);
  // Folded header lines start with white space; every other line must be a header.
  const headers = block.filter((l) => !/^[ \t]/.test(l));
  if (headers.length < 2 || !headers.every((l) => /^[\w-]+:/.test(l))) return false;
  const names = new Set(headers.map((l) => l.slice(0, l.indexOf(':')).toLowerCase()));
  // …and something only mail has: an address, or a header mail software writes.
  const mailish = headers.some((l) => /^(?:from|to|cc|reply-to|sender):.*@/i.test(l)) || ['mime-version', 'message-id', 'received', 'return-path'].some((n) => names.has(n));
  return (names.has('from') || names.has('to')) && mailish && headers.filter((l) => OPENING.test(l)).length >= 2;
}

const who = (a: Address): string => (a.address ? (a.name ? `${a.name} <${a.address}>` : a.address) : `${a.name}: ${(a.group ?? []).map(who).join(', ')}`);

export interface EmailText {
  /** The message as a reader sees it: its headers, a blank line, its text. */
  text: string;
  subject?: string;
  from?: string;
  date?: string;
  attachments: string[];
}

/**
 * The messages of a saved email or an mbox file: an mbox holds one message after each "From "
 * separator line (a body line starting "From " is written ">From ", so it does not split).
 */
export async function emailMessages(raw: Buffer): Promise<EmailText[]> {
  const text = raw.toString('latin1');
  const starts: number[] = [];
  const separator = /(?:^|\n)(From [^\n]*)\n(?=[\w-]+:)/g;
  for (let m = separator.exec(text); m; m = separator.exec(text)) {
    const at = m.index + (m[0].startsWith('\n') ? 1 : 0);
    // A separator opens the file or follows a blank line, and headers follow it.
    if (MBOX_FROM.test(m[1]!.replace(/\r$/, '')) && (at === 0 || /\n\r?\n$/.test(text.slice(Math.max(0, at - 4), at)))) starts.push(at);
  }
  if (starts.length === 0) return [await emailText(raw)];
  const bodyStart = (s: number): number => (text.indexOf('\n', s) < 0 ? raw.length : text.indexOf('\n', s) + 1);
  return Promise.all(starts.map((s, i) => emailText(raw.subarray(bodyStart(s), starts[i + 1] ?? raw.length))));
}

/** The readable message of a raw email. */
export async function emailText(raw: Buffer): Promise<EmailText> {
  const email = await PostalMime.parse(raw);
  const head = headOf(email);
  const attachments = email.attachments.map((a) => a.filename).filter((n): n is string => !!n);
  if (attachments.length) head.push(`Attachments: ${attachments.join(', ')}`);
  const body = (email.text?.trim() || htmlText(email.html)).replace(/\r\n?/g, '\n');
  const report = await reportText(email);
  const text = [head.join('\n'), body, ...report].filter(Boolean).join('\n\n');
  const date = email.headers.find((h) => h.key === 'date')?.value ?? email.date;
  return { text, subject: email.subject, from: email.from && who(email.from), date, attachments };
}

/** From, To, Cc, Date and Subject as lines. */
function headOf(email: Email): string[] {
  const head: string[] = [];
  if (email.from) head.push(`From: ${who(email.from)}`);
  if (email.to?.length) head.push(`To: ${email.to.map(who).join(', ')}`);
  if (email.cc?.length) head.push(`Cc: ${email.cc.map(who).join(', ')}`);
  // The date as the sender's client wrote it ("Wed, 21 Dec 2022 10:28:53 -0600"), not moved to UTC.
  const date = email.headers.find((h) => h.key === 'date')?.value ?? email.date;
  if (date) head.push(`Date: ${date}`);
  if (email.subject) head.push(`Subject: ${email.subject}`);
  return head;
}

/**
 * A bounce's delivery status, and the returned or attached message by its headers: which mail it
 * was (subject, recipients) without its body a second time.
 */
async function reportText(email: Email): Promise<string[]> {
  const out: string[] = [];
  const isStatus = (mime: string): boolean => mime === 'message/delivery-status' || mime === 'message/global-delivery-status';
  const report = email.attachments.some((a) => isStatus(a.mimeType));
  for (const a of email.attachments) {
    const content = typeof a.content === 'string' ? a.content : new TextDecoder().decode(a.content);
    if (isStatus(a.mimeType)) {
      const status = deliveryStatusText(content);
      if (status) out.push(status);
    } else if (['message/rfc822', 'message/global', 'text/rfc822-headers'].includes(a.mimeType)) {
      const inner = await PostalMime.parse(content).then(headOf, (): string[] => []);
      if (inner.length) out.push(`${report ? 'Returned message' : 'Attached message'}:\n${inner.join('\n')}`);
    }
  }
  return out;
}

function htmlText(html: string | undefined): string {
  if (!html) return '';
  const doc = parsePage(html).document as unknown as { body?: DomNode | null };
  return doc.body ? blocksOf(doc.body).map((b) => b.text).join('\n\n') : '';
}

/**
 * An email kept as plain text (a saved message, a forwarded .eml renamed .txt): read as the
 * message it is — From, To, Date and Subject, then the text part, decoded (quoted-printable,
 * base64, charsets) — instead of MIME boundaries and HTML source. postal-mime (MIT-0, no
 * dependencies) does the parsing.
 */
import PostalMime, { type Address } from 'postal-mime';
import { parseHTML } from 'linkedom';
import { blocksOf, type DomNode } from './html-text.js';

/** Header names that open a message: "From:" or "To:" and one more before the first blank line. */
const OPENING = /^(?:from|to|cc|subject|date|mime-version|message-id|received|return-path|reply-to|delivered-to|content-type|sender|x-[\w-]+):/i;

/** Whether a text file starts like an email: a block of headers naming a sender or recipient. */
export function looksLikeEmail(head: string): boolean {
  const lines = head.replace(/\r\n?/g, '\n').split('\n');
  const end = lines.findIndex((l) => l.trim() === '');
  const block = (end < 0 ? lines : lines.slice(0, end)).slice(0, 60);
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

/** The readable message of a raw email. */
export async function emailText(raw: Buffer): Promise<EmailText> {
  const email = await PostalMime.parse(raw);
  const head: string[] = [];
  if (email.from) head.push(`From: ${who(email.from)}`);
  if (email.to?.length) head.push(`To: ${email.to.map(who).join(', ')}`);
  if (email.cc?.length) head.push(`Cc: ${email.cc.map(who).join(', ')}`);
  // The date as the sender's client wrote it ("Wed, 21 Dec 2022 10:28:53 -0600"), not moved to UTC.
  const date = email.headers.find((h) => h.key === 'date')?.value ?? email.date;
  if (date) head.push(`Date: ${date}`);
  if (email.subject) head.push(`Subject: ${email.subject}`);
  const attachments = email.attachments.map((a) => a.filename).filter((n): n is string => !!n);
  if (attachments.length) head.push(`Attachments: ${attachments.join(', ')}`);
  const body = (email.text?.trim() || htmlText(email.html)).replace(/\r\n?/g, '\n');
  return { text: `${head.join('\n')}\n\n${body}`.trim(), subject: email.subject, from: email.from && who(email.from), date, attachments };
}

function htmlText(html: string | undefined): string {
  if (!html) return '';
  const doc = parseHTML(html).document as unknown as { body?: DomNode | null };
  return doc.body ? blocksOf(doc.body).map((b) => b.text).join('\n\n') : '';
}

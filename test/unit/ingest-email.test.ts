import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { emailMessages, emailText, looksLikeEmail } from '../../src/core/ingest/email.js';
import { extractText } from '../../src/core/ingest/text.js';

// A multipart message as mail clients save it: quoted-printable HTML beside the text part.
const RAW = [
  'MIME-Version: 1.0',
  'Date: Wed, 21 Dec 2022 10:28:53 -0600',
  'Subject: Family Day',
  'From: Mallori Harrell <mallori@example.com>',
  'To: Team <team@example.com>',
  'Content-Type: multipart/alternative; boundary="b1"',
  '',
  '--b1',
  'Content-Type: text/plain; charset="UTF-8"',
  '',
  'Hi All,',
  'There will be face painting, a petting zoo, funnel cake and more.',
  '--b1',
  'Content-Type: text/html; charset="UTF-8"',
  'Content-Transfer-Encoding: quoted-printable',
  '',
  '<div dir=3D"ltr">Hi All,<div>There will be face painting, =',
  'a petting zoo, funnel cake and more.</div></div>',
  '--b1--',
  '',
].join('\r\n');

describe('emails kept as text', () => {
  it('recognises a message by its headers, and not a note that mentions a header word', () => {
    expect(looksLikeEmail(RAW)).toBe(true);
    expect(looksLikeEmail('From: the garden log\nPlanted tomatoes today.\n')).toBe(false);
    expect(looksLikeEmail('Subject: maths\nTo: do list\n\nbuy milk')).toBe(false);
  });

  it('reads the headers and the text part, without MIME source or quoted-printable', async () => {
    const mail = await emailText(Buffer.from(RAW));
    expect(mail.text).toBe(
      'From: Mallori Harrell <mallori@example.com>\nTo: Team <team@example.com>\nDate: Wed, 21 Dec 2022 10:28:53 -0600\nSubject: Family Day\n\nHi All,\nThere will be face painting, a petting zoo, funnel cake and more.',
    );
  });

  it('extracts a .txt holding an email as the message, titled by its subject', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ctx-email-'));
    const path = join(dir, 'family-day.txt');
    writeFileSync(path, RAW);
    const x = await extractText({ path } as Parameters<typeof extractText>[0]);
    expect(x.title).toBe('Family Day');
    expect(x.facts).toMatchObject({ kind: 'email', from: 'Mallori Harrell <mallori@example.com>' });
    const all = x.segments.map((s) => s.text).join('\n');
    expect(all).toContain('petting zoo');
    expect(all).not.toMatch(/boundary|=3D|<div/);
  });

  it('recognises a message whose relays and signatures fill 10 KB of headers before From and To', async () => {
    const relays = Array.from({ length: 40 }, (_, i) => `Received: from relay${i}.mail.example.net (relay${i}.mail.example.net [203.0.113.${i}])\r\n        by mx.example.org with ESMTPS id a${i}b${i}c${i}\r\n        for <ines@example.org>; Mon, 3 Mar 2025 08:0${i % 10}:00 +0000`);
    const dkim = `DKIM-Signature: v=1; a=rsa-sha256; d=example.net; s=s1;\r\n${Array.from({ length: 12 }, () => '        b=' + 'Qx9'.repeat(22)).join('\r\n')}`;
    const raw = [...relays, dkim, RAW].join('\r\n');
    expect(raw.indexOf('From: Mallori')).toBeGreaterThan(8192);
    const dir = mkdtempSync(join(tmpdir(), 'ctx-email-'));
    const path = join(dir, 'saved-mail.txt');
    writeFileSync(path, raw);
    const x = await extractText({ path } as Parameters<typeof extractText>[0]);
    expect(x.title).toBe('Family Day');
    expect(x.segments.map((s) => s.text).join('\n')).not.toMatch(/Received:|DKIM|=3D/);
  });

  it('reads a message saved with its mbox "From " line first (a real Google notice), not its MIME source', async () => {
    const raw = readFileSync(join(DATA, 'google-password-changed.eml'));
    expect(looksLikeEmail(raw.toString('utf8').slice(0, 8192))).toBe(true);
    const x = await extractText({ path: saved('google.txt', raw) } as Parameters<typeof extractText>[0]);
    expect(x.title).toBe('Google Account password changed');
    expect(x.facts).toMatchObject({ kind: 'email', from: 'no-reply@accounts.google.com' });
    const all = x.segments.map((s) => s.text).join('\n');
    expect(all).toContain('The password for your Google Account - slava.Gxyzxyz@gmail.com - was recently changed.');
    expect(all).not.toMatch(/DKIM-Signature|X-Gmail-Labels|Content-Transfer-Encoding|=3D|<td/);
  });

  it('splits an mbox file into its messages, each read as its own', async () => {
    const google = readFileSync(join(DATA, 'google-password-changed.eml'), 'latin1');
    const bounce = readFileSync(join(DATA, 'delivery-status.eml'), 'latin1');
    // A body line starting "From " is escaped in an mbox; a line after a blank one is a separator.
    const family = RAW.replace('petting zoo, funnel cake and more.', 'petting zoo, funnel cake and more.\r\n\r\nFrom 9:00 to 17:00 Mon Dec 26 the office is closed, 2022.');
    const mbox = `${google}\n\nFrom MAILER-DAEMON Tue Feb 16 00:57:06 2021\n${bounce}\n\nFrom MAILER-DAEMON Wed Feb 17 09:00:00 2021\n${family}`;
    const messages = await emailMessages(Buffer.from(mbox, 'latin1'));
    expect(messages.map((m) => m.subject)).toEqual(['Google Account password changed', 'Delivery Status Notification (Failure)', 'Family Day']);
    const x = await extractText({ path: saved('inbox.txt', Buffer.from(mbox, 'latin1')) } as Parameters<typeof extractText>[0]);
    expect(x.facts).toMatchObject({ kind: 'email', messages: 3 });
    expect(x.segments.map((s) => s.text).join('\n')).toContain('petting zoo');
    // A body line that merely starts with "From" stays in its message.
    expect(messages[2]!.text).toContain('From 9:00 to 17:00 Mon Dec 26 the office is closed, 2022.');
  });

  it("keeps a bounce's delivery status and the returned message's headers (a real Amazon SES bounce)", async () => {
    const mail = await emailText(readFileSync(join(DATA, 'delivery-status.eml')));
    expect(mail.text).toContain('An error occurred while trying to deliver the mail to the following recipients:');
    expect(mail.text).toContain(
      'Delivery status: failed for xxxx@xxxx.com\nStatus: 5.1.1 (permanent failure)\nDiagnostic code: Amazon SES did not send the message to this address because it is on the suppression list for your account.',
    );
    expect(mail.text).toContain('Returned message:\nFrom: xx xx <xxx@xxx.com>\nTo: not@found.com\nDate: Mon, 15 Feb 2021 17:57:06 -0700\nSubject: Example Subject');
    // The returned message's body is not repeated, nor is any MIME source.
    expect(mail.text).not.toMatch(/test email|Reporting-MTA|rfc822;|Content-Type|boundary/);
  });

  it('reads each recipient of a delivery report, with folded diagnostic lines and text/rfc822-headers', async () => {
    const report = [
      'From: postmaster@example.org',
      'To: me@example.com',
      'Subject: Undeliverable: Lunch',
      'MIME-Version: 1.0',
      'Content-Type: multipart/report; report-type=delivery-status; boundary="XX"',
      '',
      '--XX',
      'Content-Type: text/plain',
      '',
      'Your message could not be delivered.',
      '--XX',
      'Content-Type: message/delivery-status',
      '',
      'Reporting-MTA: dns; mx.example.org',
      '',
      'Final-Recipient: rfc822; bob@example.net',
      'Action: delayed',
      'Status: 4.4.7',
      'Diagnostic-Code: smtp; 451 4.4.7 Message delayed,',
      ' try again later',
      '',
      'Final-Recipient: rfc822; carol@example.net',
      'Action: failed',
      'Status: 5.1.1',
      'Diagnostic-Code: smtp; 550 5.1.1 User unknown',
      '',
      '--XX',
      'Content-Type: text/rfc822-headers',
      '',
      'From: me@example.com',
      'To: bob@example.net, carol@example.net',
      'Subject: =?UTF-8?Q?Lunch_at_K=C3=B8benhavn?=',
      '',
      '--XX--',
      '',
    ].join('\r\n');
    const mail = await emailText(Buffer.from(report));
    expect(mail.text).toContain('Delivery status: delayed for bob@example.net\nStatus: 4.4.7 (temporary failure)\nDiagnostic code: 451 4.4.7 Message delayed, try again later');
    expect(mail.text).toContain('Delivery status: failed for carol@example.net\nStatus: 5.1.1 (permanent failure)\nDiagnostic code: 550 5.1.1 User unknown');
    expect(mail.text).toContain('Reported by: mx.example.org');
    expect(mail.text).toContain('Returned message:\nFrom: me@example.com\nTo: bob@example.net, carol@example.net\nSubject: Lunch at København');
  });
});

const DATA = join(import.meta.dirname, '../data/email');

function saved(name: string, data: Buffer): string {
  const path = join(mkdtempSync(join(tmpdir(), 'ctx-email-')), name);
  writeFileSync(path, data);
  return path;
}

import { describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { emailText, looksLikeEmail } from '../../src/core/ingest/email.js';
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
});

/**
 * Rules session 8 added after its development personas (bench/memory/s8.ts, --s8dev) missed
 * them, each tried here on other people's texts: diary headings with a weekday beside the date
 * or in another language; a weekday that fixes a yearless date's year; an SMS backup; bank
 * notices; invitations that name the occasion on the next line; more form labels; a letter's own
 * application; a ticket's route; a contract's start; exam results; a month's calendar kept as
 * text; one happening told at the same minute by two files.
 */
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { dateLine, findDates } from '../../src/core/enrich/dates.js';
import { clockTime } from '../../src/core/enrich/events.js';
import { extractMemory } from '../../src/core/enrich/memory.js';
import { extractFile } from '../../src/core/ingest/registry.js';
import { textToSegments } from '../../src/core/ingest/text.js';
import { createStore } from '../../src/core/store/index.js';

const dir = mkdtempSync(join(tmpdir(), 'ctx-s8f-'));
const store = createStore({ dbPath: join(dir, 'ctx.db') });
afterAll(() => {
  store.close();
  rmSync(dir, { recursive: true, force: true });
});

const x = (text: string) => ({ segments: textToSegments(text).segments, facts: {} });
const memoryOfText = (text: string, name: string) => extractMemory(x(text), { name });
const brief = (es: Array<{ event_type: string; happen_time: string | null; content: string }>) => es.map((e) => [e.event_type, e.happen_time, e.content]);
const values = (m: Awaited<ReturnType<typeof extractMemory>>, sub: string) => m.evidence.filter((e) => e.subtopic === sub).map((e) => e.value);

async function memoryOfFile(name: string, data: string) {
  const path = join(dir, name);
  writeFileSync(path, data);
  const ex = await extractFile({ path, name, ext: `.${name.split('.').pop()}`, size: statSync(path).size, mime: '' } as never);
  return extractMemory(ex, { name });
}

describe('dates', () => {
  it('reads a diary heading with its weekday beside the date or in another language', () => {
    expect(dateLine('3rd March, Mon', 2025)?.iso).toBe('2025-03-03T00:00:00');
    expect(dateLine('— Chủ Nhật, 7/9/2025 —')?.iso).toBe('2025-09-07T00:00:00');
    expect(dateLine('Perşembe 10.04.2025')?.iso).toBe('2025-04-10T00:00:00');
    expect(dateLine('sábado 3/5/2025')?.iso).toBe('2025-05-03T00:00:00');
  });

  it('reads dates written in German, French or Spanish, and dotted dates with a two-digit year day first', () => {
    expect(findDates('Termin am 4. Juni 2025 um 14:30 beim Zahnarzt', null).map((d) => d.iso)).toEqual(['2025-06-04T14:30:00']);
    expect(findDates('Souper le 12 octobre 2025 à 19h30', null).map((d) => d.iso)).toEqual(['2025-10-12T19:30:00']);
    expect(dateLine('sábado 3 de mayo de 2025')?.iso).toBe('2025-05-03T00:00:00');
    expect(dateLine('Mo., 02.03.26')?.iso).toBe('2026-03-02T00:00:00');
    // A casual word of another language ("hier", yesterday in French) is a plain word in German.
    expect(findDates('Hier waren wir am 3. Mai 2025 beim Arzt', null).map((d) => d.text)).toEqual(['am 3. Mai 2025']);
  });

  it('takes a yearless date’s year from its weekday, and leaves a date without one undated', () => {
    // 1 March fell on a Saturday in 2025; in 2026 it is a Sunday.
    expect(findDates('Sat 1st March — to do', '2026-01-10')[0]?.iso).toBe('2025-03-01T00:00:00');
    expect(findDates('Sat 1st March — to do', null)[0]?.relative).toBe(false);
    expect(findDates('1st March — to do', null)).toEqual([]);
  });

  it('takes no end time ("until 10pm") and no year in brackets for a happening’s', async () => {
    expect(clockTime('Dinner at Aldo’s, then dancing until 11pm')).toBeUndefined();
    expect(clockTime('Dinner at Aldo’s at 8pm')).toBe('20:00:00');
    const m = await memoryOfText(['Thursday, 6 March 2025', 'Finally submitted my dissertation, 212 pages (the first draft dates from 2021!).'].join('\n'), 'journal-2025.txt');
    expect(brief(m.events)).toEqual([['educational', '2025-03-06T00:00:00', 'Finally submitted my dissertation, 212 pages (the first draft dates from 2021!).']]);
  });
});

describe('messages', () => {
  it('reads an SMS backup as messages to the user, dated by the phone’s local time, with bank notices as payments', async () => {
    const sms = (address: string, readable: string, epoch: number, body: string) => JSON.stringify({ address, contact_name: '(Unknown)', date: epoch, readable_date: readable, type: 1, read: 1, body });
    const m = await memoryOfFile(
      'sms-2025.jsonl',
      [
        sms('EQUITY', 'Mar 4, 2025 9:12:30 AM', Date.parse('2025-03-04T09:12:30+03:00'), 'Confirmed. KES 12,500.00 sent to JANE WANJIKU on 4/3/25. Balance KES 3,020.00.'),
        sms('EQUITY', 'Mar 9, 2025 6:40:00 PM', Date.parse('2025-03-09T18:40:00+03:00'), 'Ksh2,300.00 paid to KIMATHI HARDWARE. Thank you.'),
        sms('CityDental', 'Mar 10, 2025 8:00:00 AM', Date.parse('2025-03-10T08:00:00+03:00'), 'Dear AMINA, your appointment with Dr. Mwangi at City Dental is on 14/03/2025 at 11:00 AM.'),
        sms('Airtel', 'Mar 11, 2025 8:00:00 AM', Date.parse('2025-03-11T08:00:00+03:00'), 'Get 2GB for Ksh 50 valid till midnight! Dial *544#.'),
      ].join('\n') + '\n',
    );
    expect(brief(m.events)).toEqual([
      ['financial', '2025-03-04T00:00:00', 'KES 12,500.00 sent to JANE WANJIKU on 4/3/25.'],
      ['financial', '2025-03-09T18:40:00', 'Ksh2,300.00 paid to KIMATHI HARDWARE.'],
      ['personal', '2025-03-14T11:00:00', 'Dear AMINA, your appointment with Dr. Mwangi at City Dental is on 14/03/2025 at 11:00 AM.'],
    ]);
  });

  it('dates a contract by the start the next sentence gives, and an exam result by its day', async () => {
    const mail = [
      { headers: { From: 'HR <hr@lakeside.example>', To: 'tomas.k@post.example', Date: 'Mon, 1 Sep 2025 10:00:00 +0200', Subject: 'Contract' }, body: 'Dear Tomas,\n\nWe confirm your contract as lab technician in the chemistry department. The contract starts on Wednesday 1 October 2025.\n\nHR' },
      { headers: { From: 'Tomas K <tomas.k@post.example>', To: 'eva@post.example', Date: 'Wed, 12 Nov 2025 21:00:00 +0100', Subject: 'news' }, body: 'Eva,\n\nI got my TOEFL results on Monday: 104!\n\nT.' },
    ];
    const m = await memoryOfFile('mail.json', JSON.stringify(mail));
    expect(brief(m.events).map(([t, h]) => [t, h])).toEqual([
      ['professional', '2025-10-01T00:00:00'],
      ['educational', '2025-11-10T00:00:00'],
    ]);
  });
});

describe('documents', () => {
  it('reads an invitation that names its occasion on the next line, and a titled one', async () => {
    const a = await memoryOfText(['THE OKONJO FAMILY', 'warmly invites you to the', 'TRADITIONAL WEDDING', 'of their daughter ADAEZE OKONJO', 'Saturday 4th October 2025, 11:00 am', 'Okonjo compound, Nnewi'].join('\n'), 'invite.png');
    expect(brief(a.events)).toEqual([['social', '2025-10-04T11:00:00', 'Invited to the TRADITIONAL WEDDING of their daughter ADAEZE OKONJO at Okonjo compound, Nnewi.']]);
    const b = await memoryOfText(['ENGAGEMENT INVITATION', 'Priya Nair & Arun Pillai', 'Sunday, 9 November 2025 at 6 pm', 'Hotel Grand Kerala, Kochi'].join('\n'), 'card.png');
    expect(brief(b.events)).toEqual([['social', '2025-11-09T18:00:00', 'Invited to the engagement of Priya Nair & Arun Pillai at Hotel Grand Kerala, Kochi.']]);
  });

  it('reads a business form’s labels: children, business name, position, type of business, programme, mobile phone', async () => {
    const m = await memoryOfText(
      ['Loan application', 'Full names: Amina Hassan Otieno', 'Number of children: 3', 'Business name: Amina Tailoring', 'Position in the business: Proprietor', 'Type of business: Tailoring and school uniforms', 'Mobile phone: 0733 555 210', 'Programme: Master of Business Administration'].join('\n'),
      'loan-form.txt',
    );
    expect([values(m, 'Name'), values(m, 'number_of_children'), values(m, 'company'), values(m, 'title'), values(m, 'working_industry'), values(m, 'phone'), values(m, 'degree')]).toEqual([
      ['Amina Hassan Otieno'],
      ['3'],
      ['Amina Tailoring'],
      ['Proprietor'],
      ['tailoring and school uniforms'],
      ['0733 555 210'],
      ['Master of Business Administration'],
    ]);
  });

  it('dates a letter’s own application by the letter, named by its subject line', async () => {
    const m = await memoryOfText(
      ['Amina H. Otieno', 'P.O. Box 22, Kisumu', '3rd March 2025', 'The Registrar, Maseno Show Society', 'Dear Sir/Madam,', 'RE: APPLICATION FOR A STALL AT THE KISUMU TRADE FAIR', '', 'I am writing to apply for a stall at the trade fair in June.', 'Yours faithfully,', 'Amina H. Otieno'].join('\n'),
      'letter.txt',
    );
    expect(brief(m.events)).toEqual([['professional', '2025-03-03T00:00:00', 'APPLICATION FOR A STALL AT THE KISUMU TRADE FAIR: I am writing to apply for a stall at the trade fair in June.']]);
  });

  it('reads a coach ticket’s route, its booking date and its seller', async () => {
    const m = await memoryOfText(['KAMPALA COACH', 'E-TICKET', 'Route: Nairobi (River Road) - Kampala', 'Departure: 21:00 12/12/2025', 'Seat: 14B', 'Fare: KES 3,200', 'Booked: 01/12/2025'].join('\n'), 'ticket.png');
    expect(brief(m.events)).toEqual([
      ['financial', '2025-12-01T00:00:00', 'Booking with KAMPALA COACH (coach from Nairobi (River Road) to Kampala): total KES 3,200.'],
      ['personal', '2025-12-12T21:00:00', 'Coach from Nairobi (River Road) to Kampala.'],
    ]);
  });

  it('gives each item of a month’s calendar kept as text its day and time, even when the lines run together', async () => {
    const m = await memoryOfText(['NOVEMBER 2025', 'Mon 3 physio 8:15 (Dr Ruiz)', 'Thu 6 book club 19:00 at Marta’s Sat 8 half marathon 9:00 Valencia', 'Fri 28 Lucia’s birthday dinner'].join('\n'), 'november.txt');
    expect(brief(m.events)).toEqual([
      ['personal', '2025-11-03T08:15:00', 'Physio 8:15 (Dr Ruiz).'],
      ['social', '2025-11-06T19:00:00', 'Book club 19:00 at Marta’s.'],
      ['personal', '2025-11-08T09:00:00', 'Half marathon 9:00 Valencia.'],
      ['social', '2025-11-28T00:00:00', 'Lucia’s birthday dinner.'],
    ]);
  });

  it('in a to-do list written in the first person, takes the coming day for a bare weekday', async () => {
    const m = await memoryOfText(['Tue 4th March 2025 — this week', '- choir practice Thursday 7pm, my turn to bring tea', '- paid the plumber last Friday, £85', '- ring the bank'].join('\n'), 'week.txt');
    expect(brief(m.events).map(([t, h]) => [t, h])).toEqual([
      ['social', '2025-03-06T19:00:00'],
      ['financial', '2025-02-28T00:00:00'],
    ]);
  });
});

describe('more of what people keep', () => {
  it('totals a till receipt printed in whole thousands (dong, rupiah) and finds it is one', async () => {
    const m = await memoryOfText(['GRAMEDIA', 'Jl. Merdeka 43, Bandung', 'STRUK / RECEIPT', 'Tgl: 14/06/2025 16:20', 'Laskar Pelangi 89.000', 'Bumi Manusia 125.000', 'TOTAL: 214.000', 'Tunai: 250.000', 'Kembali: 36.000'].join('\n'), 'struk.jpg');
    expect(m.ownership.ownership).toBe('personal');
    expect(brief(m.events)).toEqual([['financial', '2025-06-14T16:20:00', expect.stringContaining('total 214.000')]]);
  });

  it('reads a sum beside an occasion in a to-do as what to bring, a diary’s unspoken move, and "nobody sings like"', async () => {
    const todo = await memoryOfText(['Mon 2nd June 2025', '- book club Thursday 7pm, my share £6 for the cheese', '- paid the window cleaner last Friday, £20', '- post the forms'].join('\n'), 'todo.txt');
    expect(brief(todo.events).map(([t]) => t)).toEqual(['social', 'financial']);
    const diary = await memoryOfText(['12 May 2025', 'Moved into the new flat in Kreuzberg today, I am exhausted. Nobody sings like Nina Simone.'].join('\n'), 'diary.txt');
    expect([values(diary, 'relocation'), values(diary, 'music'), values(diary, 'city')]).toEqual([['Moved to Kreuzberg (2025-05-12)'], ['Nina Simone'], []]);
  });
});

describe('one happening in two files', () => {
  it('is one event when told at the same minute in other words, or on a day of the month a résumé names', () => {
    const { account } = store.accounts.ensure('acme');
    const su = store.subUsers.ensure(account.id, 'default').id;
    const file = (name: string) => {
      store.recordBlob(name, 1);
      return store.entries.createFile(su, { dir: '/me', name, sha256: name, size: 1, mime: 'text/plain' }).entry.file_id;
    };
    const t = '2025-01-01T00:00:00.000000';
    const ev = (event_type: 'educational' | 'professional', content: string, key: string, happen: string) => ({ event_type, content, dedupe_key: key, happen_time: happen, mention_time: t });
    store.memory.replaceForFile(su, file('notes.txt'), [], [ev('educational', 'Next Monday 9:00 viva for the dissertation, room 12.', 'a', '2025-12-08T09:00:00')]);
    store.memory.replaceForFile(su, file('calendar.txt'), [], [ev('educational', 'Dissertation viva 9:00.', 'b', '2025-12-08T09:00:00')]);
    store.memory.replaceForFile(su, file('cv.docx'), [], [ev('professional', 'Working as Lab Technician at Lakeside Chemistry since 10/2025.', 'c', '2025-10-01T00:00:00')]);
    store.memory.replaceForFile(su, file('mail.json'), [], [ev('professional', 'We confirm your contract as lab technician at Lakeside Chemistry.', 'd', '2025-10-06T00:00:00')]);
    const events = store.memory.events(su, { limit: 10 });
    expect(events.map((e) => [e.happen_time, e.sources.length])).toEqual([
      ['2025-12-08T09:00:00', 2],
      ['2025-10-06T00:00:00', 2],
    ]);
  });
});

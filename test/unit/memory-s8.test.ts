/**
 * Rules session 8 added after the personas of bench/memory/s7.ts (--s7final) missed them, each
 * tried here on other people's texts: form fields a PDF joined on one line; an employer field
 * that carries its address; flight legs printed without the word "flight"; till receipts totalled
 * in other languages; a tour's year on a ticket; someone else's birthday, a religious holiday and
 * a visit to one's family as social occasions; a plan still weighed; the user's own entry as
 * subject; "with effect from"; a start day said in the next sentence; first-person interests.
 */
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findDates } from '../../src/core/enrich/dates.js';
import { extractMemory } from '../../src/core/enrich/memory.js';
import { commonCurrency } from '../../src/core/enrich/money.js';
import { fieldsOfLine } from '../../src/core/enrich/ownership.js';
import { industryOfEmployer, industryOfTitle } from '../../src/core/enrich/profile-resume.js';
import { extractFile } from '../../src/core/ingest/registry.js';
import { textToSegments } from '../../src/core/ingest/text.js';

const dir = mkdtempSync(join(tmpdir(), 'ctx-s8-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function memoryOfFile(name: string, data: string) {
  const path = join(dir, name);
  writeFileSync(path, data);
  const ex = await extractFile({ path, name, ext: `.${name.split('.').pop()}`, size: statSync(path).size, mime: '' } as never);
  return extractMemory(ex, { name });
}

const x = (text: string) => ({ segments: textToSegments(text).segments, facts: {} });
const memoryOfText = (text: string, name: string) => extractMemory(x(text), { name });
const brief = (es: Array<{ event_type: string; happen_time: string | null; content: string }>) => es.map((e) => [e.event_type, e.happen_time, e.content]);
const values = (m: Awaited<ReturnType<typeof extractMemory>>, sub: string) => m.evidence.filter((e) => e.subtopic === sub).map((e) => e.value);
const mail = (messages: Array<{ from: string; to: string; date: string; subject: string; body: string }>) =>
  JSON.stringify(messages.map((m) => ({ headers: { From: m.from, To: m.to, Date: m.date, Subject: m.subject }, body: m.body })));

describe('a form whose fields a PDF joined on one line', () => {
  it('cuts a line at each numbered label and each label a form asks about its filler', () => {
    expect(fieldsOfLine('11. Home address: ul. Długa 14 m. 3, 80-827 Gdańsk, Poland Mobile no.: +48 601 222 333 E-mail: anna.k@poczta.example')).toEqual([
      '11. Home address: ul. Długa 14 m. 3, 80-827 Gdańsk, Poland',
      'Mobile no.: +48 601 222 333',
      'E-mail: anna.k@poczta.example',
    ]);
    expect(fieldsOfLine('13. Employer: Apteka Pod Lwem 14. Purpose of stay: work')).toEqual(['13. Employer: Apteka Pod Lwem', '14. Purpose of stay: work']);
    // A colon inside a value ("No: 7") starts no field.
    expect(fieldsOfLine('Address: Kemeraltı Cad. No: 7 D: 4, Konak')).toEqual(['Address: Kemeraltı Cad. No: 7 D: 4, Konak']);
  });

  it('reads each field, takes the employer’s name without its address, and the town of a "City / State" field', async () => {
    const m = await memoryOfText(
      [
        'APPLICATION FOR A RESIDENCE PERMIT',
        '2. Family name: KOWALSKA',
        '3. Given names: ANNA',
        '4. Date of birth: 03-11-1990',
        '7. Nationality: Polish',
        '11. Home address: ul. Długa 14 m. 3, 80-827 Gdańsk, Poland Mobile no.: +48 601 222 333 E-mail: anna.k@poczta.example',
        '12. Occupation: Pharmacist',
        "13. Employer and employer's address: Apteka Pod Lwem Sp. z o.o., ul. Mariacka 5, Gdańsk 14. Purpose of stay: work",
      ].join('\n'),
      'permit-application.txt',
    );
    expect(values(m, 'phone')).toEqual(['+48 601 222 333']);
    expect(values(m, 'email')).toEqual(['anna.k@poczta.example']);
    expect(values(m, 'city')).toEqual(['Gdańsk']);
    expect(values(m, 'country')).toEqual(['Poland']);
    expect(values(m, 'company')).toEqual(['Apteka Pod Lwem Sp. z o.o']);
    expect(values(m, 'working_industry')).toEqual(['healthcare']);

    const city = await memoryOfText(['Membership form', 'Full name: Dana Whitfield', 'Date of birth: 12/04/1987', 'City / State: Austin, Texas', 'Phone: +1 512 555 0199'].join('\n'), 'form.txt');
    expect(values(city, 'city')).toEqual(['Austin']);
  });

  it('knows an architect’s and a logistics manager’s industry, and that a software architect builds no houses', () => {
    expect(industryOfTitle('Project Architect')).toBe('architecture');
    expect(industryOfTitle('Senior Software Architect')).toBeUndefined();
    expect(industryOfTitle('Supply Chain Coordinator')).toBe('logistics');
    expect(industryOfEmployer('Kargo Lojistik A.Ş.')).toBe('logistics');
    expect(industryOfEmployer('Atelier Moreau Architectes')).toBe('architecture');
  });
});

describe('bookings and tickets', () => {
  it('reads flight legs printed without the word "flight", each with its own date and time', async () => {
    const m = await memoryOfText(
      [
        'Booking confirmation',
        'Booking reference: QZ7MLP',
        'TP 1347  Lisbon (LIS) → Porto (OPO)  14.09.2025  07:20 – 08:15  TP 1350  Porto (OPO) → Lisbon (LIS)  18.09.2025  21:00 – 21:55',
        'Passenger: MS HELENA COSTA',
        'Total: EUR 142.60',
      ].join('\n'),
      'booking-QZ7MLP.txt',
    );
    expect(brief(m.events).find(([t]) => t === 'personal')).toEqual(['personal', '2025-09-14T07:20:00', 'Flight TP 1347 from Lisbon to Porto.']);
  });

  it('takes the city before an airport’s name, and the departure from the next line', async () => {
    const m = await memoryOfText(
      ['E-ticket receipt', 'Passenger: MR JONAS WEBER', 'Flight U2 8123  GENEVE/COINTRIN (GVA) - LONDON/GATWICK (LGW)', 'Mon 3 NOV 2025  Departure 06:45  Arrival 07:30', 'Total CHF 96.00'].join('\n'),
      'easyjet.txt',
    );
    expect(brief(m.events).find(([t]) => t === 'personal')).toEqual(['personal', '2025-11-03T06:45:00', 'Flight U2 8123 from Geneve to London (Gatwick).']);
  });

  it('reads a dotted date with its time day-first, and a tour’s year on a ticket as no date', async () => {
    expect(findDates('12.05.2024 18:30', null)[0]?.iso).toBe('2024-05-12T18:30:00');
    const m = await memoryOfText(
      ['eventim', 'NORAH JONES - WORLD TOUR 2024', 'Ziggo Dome, Amsterdam', 'Friday 8 November 2024 - 20:30', 'Row 5, seat 11', 'Order date: 02/06/2024', 'Total: EUR 89.50'].join('\n'),
      'ticket.txt',
    );
    expect(brief(m.events)).toEqual([
      ['social', '2024-11-08T20:30:00', 'NORAH JONES - WORLD TOUR 2024 at Ziggo Dome, Amsterdam.'],
      ['financial', '2024-06-02T00:00:00', 'Booking with eventim: total EUR 89.50.'],
    ]);
  });
});

describe('a till receipt in another language', () => {
  it('finds its total (toplam, razem) and payment (nakit, karta), and ignores its points', async () => {
    const tr = await memoryOfText(['ŞOK MARKET', 'Bornova - Izmir', '05.03.2025 08:14', 'SUT 1L 32,50', 'YUMURTA 10LU 89,90', 'KDV %1 1,21', 'TOPLAM *122,40', 'NAKIT *122,40', 'Puan: 1,22'].join('\n'), 'IMG_4410.jpg');
    expect(tr.ownership.ownership).toBe('personal');
    expect(brief(tr.events)).toEqual([['financial', '2025-03-05T08:14:00', expect.stringMatching(/^Receipt from ŞOK MARKET, 2025-03-05: .*total 122,40\.$/)]]);
    const pl = await memoryOfText(['ŻABKA', 'ul. Piotrkowska 101, Łódź', '2025-02-17 19:02', 'WODA 0,5L 3,49', 'BUŁKA 1,29', 'SUMA PLN 4,78', 'Karta płatnicza 4,78', 'PTU A 23% 0,89'].join('\n'), 'paragon.png');
    expect(brief(pl.events)).toEqual([['financial', '2025-02-17T19:02:00', expect.stringContaining('total PLN 4,78')]]);
  });

  it('takes no three-capital word for a dollar sign', () => {
    expect(commonCurrency('CAY 1KG 210,00\nCAM 12,00\nTOPLAM 222,00')).toBeUndefined();
    expect(commonCurrency('Coffee C$ 4.50\nMuffin C$ 3.25')).toBe('CAD');
  });
});

describe('happenings in a diary and in mail', () => {
  it('makes someone else’s birthday, a religious holiday and a visit to one’s family social occasions', async () => {
    const m = await memoryOfText(
      ['7 June 2025', 'Grandpa Olu turned 80 today, the whole street came to the compound.', '', '31 October 2024', 'Diwali at last. We drove over to my parents in Jaipur, lit the diyas and stayed up late.'].join('\n'),
      'journal.txt',
    );
    expect(brief(m.events)).toEqual([
      ['social', '2025-06-07T00:00:00', 'Grandpa Olu turned 80 today, the whole street came to the compound.'],
      ['social', '2024-10-31T00:00:00', 'Diwali at last.'],
    ]);
  });

  it('gives no event for a plan still weighed, but one for a plan with its day', async () => {
    const m = await memoryOfText(
      ['2 May 2025', 'Mum and I are thinking about a barbecue for the whole street next summer.', '', '3 May 2025', 'I am having a barbecue for the neighbours on Saturday 14 June.'].join('\n'),
      'diary.txt',
    );
    expect(brief(m.events)).toEqual([['social', '2025-06-14T00:00:00', 'I am having a barbecue for the neighbours on Saturday 14 June.']]);
  });

  it('counts the user’s own entry as the one that won, not a relative’s', async () => {
    const m = await memoryOfText(
      ['12 May 2025', 'Our stand at the Ghent food fair won the best-in-show prize. I could not stop grinning.', '', '13 May 2025', "My sister's cake won first prize at the village fete."].join('\n'),
      'notebook.txt',
    );
    expect(brief(m.events)).toEqual([['professional', '2025-05-12T00:00:00', 'Our stand at the Ghent food fair won the best-in-show prize.']]);
  });

  it('dates an appointment by "with effect from", and an undated confirmation by the start day the next sentence gives', async () => {
    const m = await memoryOfFile(
      'mail.json',
      mail([
        {
          from: 'People Team <people@harbourworks.example>',
          to: 'chidi.okoye@mail.example',
          date: 'Tue, 10 Feb 2026 09:00:00 +0000',
          subject: 'Your new role',
          body: "Dear Chidi,\n\nFurther to last Friday's interview, we are pleased to confirm your appointment as Senior Planner with effect from 1 March 2026.\n\nBest wishes,\nRuth Adeyemi",
        },
        {
          from: 'Registry <registry@tallaght.example>',
          to: 'chidi.okoye@mail.example',
          date: 'Wed, 2 Jul 2025 10:00:00 +0000',
          subject: 'Evening courses',
          body: 'Dear Chidi,\n\nWe confirm your place on the Advanced Welding course at Tallaght College. Lessons begin on Tuesday 9 September 2025.\n\nRegistry',
        },
      ]),
    );
    expect(brief(m.events).map(([t, h]) => [t, h])).toEqual([
      ['professional', '2026-03-01T00:00:00'],
      ['educational', '2025-09-09T00:00:00'],
    ]);
  });
});

describe('interests and wishes the user states', () => {
  it('takes a sport the user goes doing, a diary’s note-style activity and "Re-read X; still my favourite book"', async () => {
    const m = await memoryOfText(
      ['4 March 2025', 'Bouldering at the Vertigo gym after work, hands in shreds.', '', '9 March 2025', 'On Sundays I usually go hiking in the Wicklow hills. Re-read Middlemarch on the train; still my favourite book.'].join('\n'),
      'diary-2025.txt',
    );
    expect(values(m, 'sports').sort()).toEqual(['bouldering', 'hiking']);
    expect(values(m, 'books')).toEqual(['Middlemarch']);
  });

  it('in speech, keeps "before I turned forty" out of the age, ends a favourite at "one day" and reads "one day I wanted to" as a wish', async () => {
    const m = await memoryOfText('note to self my favorite food is pierogi one day i wanted to walk the camino with my brother before i turned forty i ran a marathon', 'memo.wav');
    expect(values(m, 'Age')).toEqual([]);
    expect(values(m, 'foods')).toEqual(['pierogi']);
    expect(values(m, 'goals')).toEqual(['walk the camino with my brother']);
    // A recogniser's mishearing names no dish.
    expect(values(await memoryOfText('note to self my favorite food is bleak middle stupid', 'memo.wav'), 'foods')).toEqual([]);
    expect(values(await memoryOfText('note to self my favorite food is bigos', 'memo.wav'), 'foods')).toEqual(['bigos']);
    const said = await memoryOfText('I turned forty last week and I feel great.', 'note.txt');
    expect(values(said, 'Age')).toEqual(['40']);
  });

  it('records a move into a flat in a district as a relocation, not a new city', async () => {
    const m = await memoryOfText(['19 April 2025', 'We moved into our new flat in Kadıköy today, boxes everywhere.'].join('\n'), 'diary.txt');
    expect(values(m, 'relocation')).toEqual(['Moved to Kadıköy (2025-04-19)']);
    expect(values(m, 'city')).toEqual([]);
  });
});

/**
 * Rules session 7 added after the personas of bench/memory/s7.ts (--s7dev) missed them, each
 * tried here on other people's texts: a diary entry is a happening even when no trigger word
 * names it; notes dated in their title date their items ("tomorrow", "last Friday"); a clock
 * time said with a happening; sums in every grouping; receipts keep their printed time; a line
 * "Date:" inside a message's body; JSON mail whose body is one line; tickets, timetable legs and
 * formal invitations; form labels with explanations; CV lines that open with their years.
 */
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { dateLine, findDates } from '../../src/core/enrich/dates.js';
import { buildDocView } from '../../src/core/enrich/doc.js';
import { clockTime, extractEvents } from '../../src/core/enrich/events.js';
import { looksLikeTitle } from '../../src/core/enrich/lexicon.js';
import { mailMessages } from '../../src/core/enrich/mail.js';
import { extractMemory } from '../../src/core/enrich/memory.js';
import { amountsIn, currencyOf, parseAmount } from '../../src/core/enrich/money.js';
import { labelParts } from '../../src/core/enrich/ownership.js';
import { extractFile } from '../../src/core/ingest/registry.js';
import { textToSegments } from '../../src/core/ingest/text.js';

const dir = mkdtempSync(join(tmpdir(), 'ctx-s7-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const x = (text: string) => ({ segments: textToSegments(text).segments, facts: {} });
const memoryOfText = (text: string, name: string) => extractMemory(x(text), { name });
const brief = (es: Array<{ event_type: string; happen_time: string | null; content: string }>) => es.map((e) => [e.event_type, e.happen_time, e.content]);

async function memoryOfFile(name: string, data: string | Buffer) {
  const path = join(dir, name);
  writeFileSync(path, data);
  const ex = await extractFile({ path, name, ext: `.${name.split('.').pop()}`, size: statSync(path).size, mime: '' } as never);
  return extractMemory(ex, { name });
}

describe('a diary entry without a trigger word', () => {
  it('gives its telling sentence, typed by its words; tastes, habits and other people’s doings give none', async () => {
    const m = await memoryOfText(
      [
        '3 February 2026',
        'Quiet morning. Climbed the Slieve Donard path with the walking club, fog all the way up.',
        '',
        '9 February 2026',
        'Grandad Seamus was baptised a Catholic at ninety, the whole parish came.',
        '',
        '15 February 2026',
        'My cousin Orla graduated from Queen’s today. Proud of her.',
        '',
        '21 February 2026',
        'I always swim on Saturdays. Rhubarb crumble is my favourite pudding.',
      ].join('\n'),
      'journal-2026.txt',
    );
    expect(brief(m.events)).toEqual([
      ['social', '2026-02-03T00:00:00', 'Climbed the Slieve Donard path with the walking club, fog all the way up.'],
      ['social', '2026-02-09T00:00:00', 'Grandad Seamus was baptised a Catholic at ninety, the whole parish came.'],
    ]);
  });

  it('takes the year of headings that omit it from the file’s name, and only then', async () => {
    const text = ['Monday, 3 March', 'Started pottery classes at the community centre.', '', 'Saturday, 15 March', 'Dinner at Nonna Rosa with Paolo and Gianni.'].join('\n');
    expect(brief((await memoryOfText(text, 'diario-2025.txt')).events).map(([t, h]) => [t, h])).toEqual([
      ['educational', '2025-03-03T00:00:00'],
      ['social', '2025-03-15T00:00:00'],
    ]);
    // Without a weekday to fix it (session 8: a weekday names the year), a heading without its year dates nothing.
    expect((await memoryOfText(text.replace(/^(?:Monday|Saturday), /gm, ''), 'diario.txt')).events).toEqual([]);
  });

  it('names an occasion without a verb ("Choir rehearsal at the cathedral"), and keeps the headline before a detail', async () => {
    const m = await memoryOfText(['Tue 4 Mar 2025', 'Choir rehearsal at St Anne’s tonight.', '', 'Thu 6 Mar 2025', 'New laptop at last. I bought a ThinkPad at Currys for £899.'].join('\n'), 'diary.txt');
    expect(brief(m.events)).toEqual([
      ['personal', '2025-03-04T00:00:00', 'Choir rehearsal at St Anne’s tonight.'],
      ['financial', '2025-03-06T00:00:00', 'New laptop at last. I bought a ThinkPad at Currys for £899.'],
    ]);
  });

  it('carries a clock time said with the happening, never a duration', async () => {
    const m = await memoryOfText(['12 May 2025', 'Our granddaughter Ana was born at 23:40, after a long night.', '', '18 May 2025', 'Ran the Belfast marathon in 3:58.'].join('\n'), 'diary.txt');
    expect(brief(m.events).map(([t, h]) => [t, h])).toEqual([
      ['personal', '2025-05-12T23:40:00'],
      ['personal', '2025-05-18T00:00:00'],
    ]);
    expect(clockTime('pick-up tomorrow 7.15, gate B')).toBe('07:15:00');
    expect(clockTime('doors open at 8pm')).toBe('20:00:00');
    expect(clockTime('service at 1lam sharp')).toBe('11:00:00');
    expect(clockTime('finished in 2:41:07')).toBeUndefined();
  });
});

describe('an engagement told by its proposal', () => {
  it('is the user’s when the partner proposed, not when a committee proposed a plan', async () => {
    const m = await memoryOfText(['14 February 2025', 'Dinner at the harbour. Tomás proposed at the end of the pier and I said yes!', '', '20 February 2025', 'The council proposed a new cycle lane on our street, and the committee proposed on Monday to widen it.'].join('\n'), 'diario.txt');
    const engaged = m.events.filter((e) => e.event_type === 'personal' && /propos/.test(e.content));
    expect(brief(engaged)).toEqual([['personal', '2025-02-14T00:00:00', expect.stringContaining('Tomás proposed')]]);
    expect(m.events.some((e) => /council/.test(e.content))).toBe(false);
  });
});

describe('a first day', () => {
  it('of a job is professional; of the holidays or a feast is no job', async () => {
    const m = await memoryOfText(['3 March 2025', 'First day at Kestrel Robotics: I got my badge, my laptop and a very long induction.', '', '14 July 2025', 'First day of the summer holidays, I slept until ten and my sister came round.'].join('\n'), 'journal.txt');
    expect(m.events.filter((e) => e.event_type === 'professional').map((e) => e.happen_time)).toEqual(['2025-03-03T00:00:00']);
  });
});

describe('an appointment', () => {
  it('to a post is professional; at the dentist it is personal', async () => {
    const letter = ['From: HR <people@norrfrakt.example>', 'To: Sara Lind <sara.lind@mail.example>', 'Date: Mon, 4 Aug 2025 09:00:00 +0200', 'Subject: Your new role', '', 'Dear Sara,', 'We are pleased to confirm your appointment as Senior Buyer from 1 September 2025.', 'Kind regards,', 'People team'].join('\n');
    const m = await memoryOfText(letter, 'offer.eml.txt');
    expect(m.events.filter((e) => /appointment/.test(e.content)).map((e) => e.event_type)).toEqual(['professional']);
    const d = await memoryOfText(['12 May 2025', 'I had my dentist appointment at 9 and two fillings.'].join('\n'), 'diary.txt');
    expect(d.events.filter((e) => /dentist/.test(e.content)).map((e) => e.event_type)).toEqual(['personal']);
  });
});

describe('a note dated in its title', () => {
  it('dates its items from the title, and leaves undated errands alone', async () => {
    const m = await memoryOfText(
      ['Things to sort — Wednesday 10 September 2025', '', '- physio tomorrow 8.15am at the Riverside clinic', '- paid the council tax last Friday, £142', '- ring Declan about the van', '- book the MOT'].join('\n'),
      'sort-out.txt',
    );
    expect(m.ownership.ownership).toBe('personal');
    expect(brief(m.events)).toEqual([
      ['personal', '2025-09-11T08:15:00', 'Physio tomorrow 8.15am at the Riverside clinic.'],
      ['financial', '2025-09-05T00:00:00', 'Paid the council tax last Friday, £142.'],
    ]);
  });
});

describe('numeric dates', () => {
  it('reads d/m/y day-first, as forms and receipts are; a date that can only be month-first stays so', () => {
    expect(['07/03/2025', '3/11/2024 18:30', '12/25/2024'].map((t) => findDates(t, null)[0]?.iso)).toEqual(['2025-03-07T00:00:00', '2024-11-03T18:30:00', '2024-12-25T00:00:00']);
  });
});

describe('diary headings', () => {
  it('are dates however they are written: an abbreviated weekday in brackets, CJK notation', () => {
    expect(['3rd March 2025 (Mon)', '2025/3/4 (Tue)', 'Sat. 5 April 2025', '2025年3月6日'].map((t) => dateLine(t)?.iso)).toEqual(['2025-03-03T00:00:00', '2025-03-04T00:00:00', '2025-04-05T00:00:00', '2025-03-06T00:00:00']);
  });
});

describe('a log of dated notes', () => {
  it('dates a note by the day it names relative to its entry ("yesterday"), else by the entry', async () => {
    const m = await memoryOfText(['Boat log', '2 Aug 2025: launched at Dún Laoghaire, light wind', '9 Aug 2025: found the bilge pump had failed yesterday, replaced it', '16 Aug 2025: hauled out for the winter'].join('\n'), 'boat-log.txt');
    expect(m.ownership.reason).toBe('a log of dated notes');
    expect(m.events.map((e) => e.happen_time)).toEqual(['2025-08-02T00:00:00', '2025-08-08T00:00:00', '2025-08-16T00:00:00']);
  });
});

describe('money as people write it', () => {
  it('reads every grouping and decimal mark, and currency signs and words', () => {
    expect(['12.500,75', '3,480', '2 750', '7,05', '2,40,000', '980.00', '45.000'].map(parseAmount)).toEqual([12500.75, 3480, 2750, 7.05, 240000, 980, 45000]);
    expect(amountsIn('TOTAL ₺ 1.904,40   card 1.904,40')).toEqual([1904.4, 1904.4]);
    expect(['₦12,000', '4 500 kr', 'R$ 89,90', 'paid 300 zloty', 'MXN 1,200'].map(currencyOf)).toEqual(['NGN', undefined, 'BRL', 'PLN', 'MXN']);
  });

  it('finds a purchase stated in a currency sign or word', async () => {
    const m = await memoryOfText(['2 June 2025', 'Got a second-hand cello from a lady in Cluj for 2.300 lei... no: I paid ₺3.200 for the bow.'].join('\n'), 'diary.txt');
    expect(m.events.map((e) => e.event_type)).toEqual(['financial']);
  });

  it('a clean receipt keeps its total with decimal commas and its printed time', async () => {
    const m = await memoryOfText(['FERRETERÍA LOS ANDES', 'Boleta de venta / receipt', '14/08/2025 10:07', 'Taladro          45.990,00', 'Brocas x10        8.450,00', 'TOTAL CLP        54.440,00', 'Efectivo         60.000,00', 'Vuelto            5.560,00'].join('\n'), 'boleta.txt');
    expect(brief(m.events)).toEqual([['financial', '2025-08-14T10:07:00', 'Receipt from FERRETERÍA LOS ANDES, 2025-08-14: 2 items, total CLP 54.440,00.']]);
  });
});

describe('mail', () => {
  it('a body line "Date:" is the trip’s date, not the message’s', async () => {
    const text = ['From: Coach Link <tickets@coachlink.example>', 'To: bea.moreno@post.example', 'Date: Mon, 5 Jan 2026 12:00:00 +0000', 'Subject: Your ticket ZX81Q', '', 'Booking reference: ZX81Q', 'Bus: Galway - Dublin Airport', 'Date: Sunday, 1 February 2026   Departure 06:10', 'Total paid: EUR 22.50'].join('\n');
    const doc = buildDocView(x(text), { name: 'ticket.txt' });
    expect(mailMessages(doc).map((msg) => msg.date)).toEqual(['2026-01-05T12:00:00']);
    const m = await memoryOfText(text, 'ticket.txt');
    expect(brief(m.events).map(([t, h]) => [t, h])).toEqual([
      ['financial', '2026-01-05T00:00:00'],
      ['personal', '2026-02-01T06:10:00'],
    ]);
  });

  it('a one-line body of a JSON export is read, not taken for a citation', async () => {
    const mails = [
      { From: 'Dental Care Ennis <appointments@dce.example>', To: 'r.quinn@mail.example', Date: 'Wed, 7 Jan 2026 09:00:00 +0000', Subject: 'Reminder', Body: 'You have an appointment on Friday 16 January 2026 at 14:30 with Dr. Walsh, Abbey Street 12, Ennis.' },
      { From: 'Rory Quinn <r.quinn@mail.example>', To: 'dce@dce.example', Date: 'Wed, 7 Jan 2026 10:00:00 +0000', Subject: 'Re: Reminder', Body: 'Thanks, see you then.' },
    ];
    const m = await memoryOfFile('mail.json', JSON.stringify(mails));
    expect(brief(m.events)).toEqual([['personal', '2026-01-16T14:30:00', 'You have an appointment on Friday 16 January 2026 at 14:30 with Dr. Walsh, Abbey Street 12, Ennis.']]);
  });

  it('reads an export whose sender and recipients are objects ("from.name", "from.address", "to[0].address")', async () => {
    const rows = [
      { from: { name: 'Ryanair', address: 'noreply@ryanair.example' }, to: [{ name: 'Lena Vogt', address: 'lena.vogt@web.example' }], date: '2025-05-02T10:00:00+02:00', subject: 'Travel itinerary', text: 'Booking reference: QW7ZTP\nFlight FR 1687 Berlin (BER) - Porto (OPO)\nDeparture: 14 June 2025 06:25\nTotal paid: EUR 86.98' },
      { from: { name: 'Lena Vogt', address: 'lena.vogt@web.example' }, to: [{ name: 'Jonas', address: 'jonas@web.example' }], date: '2025-05-20T21:00:00+02:00', subject: 'news', text: 'I passed my driving test yesterday!\n\nLena Vogt\nData Analyst, Zalando' },
    ];
    const m = await memoryOfFile('export.jsonl', rows.map((r) => JSON.stringify(r)).join('\n'));
    expect(m.ownership.reason).toBe('mail from or to the user');
    expect(m.evidence.find((e) => e.subtopic === 'Name')?.value).toBe('Lena Vogt');
    expect(brief(m.events)).toEqual([
      ['financial', '2025-05-02T00:00:00', 'Booking QW7ZTP with Ryanair (flight FR 1687 from Berlin to Porto): total EUR 86.98.'],
      ['personal', '2025-06-14T06:25:00', 'Flight FR 1687 from Berlin to Porto.'],
      ['personal', '2025-05-19T00:00:00', 'I passed my driving test yesterday!'],
    ]);
  });

  it('reads a signature after "--" that says "Title at Company" and "City, Country"; a clock time belongs to the day it is said with', async () => {
    const m = await memoryOfText(
      ['From: Maria Rossi <maria.rossi@posta.example>', 'To: Luca Bianchi <luca.b@posta.example>', 'Date: Thu, 6 Mar 2025 18:00:00 +0100', 'Subject: Sabato', '', 'Ciao Luca, we moved to the new flat in Turin last weekend, come for dinner on Saturday 15 March at 8pm!', '', 'Maria', '', '--', 'Maria Rossi', 'Senior Accountant at Banca Sella', 'Turin, Italy'].join('\n'),
      'sabato.txt',
    );
    const v = (sub: string) => m.evidence.filter((e) => e.subtopic === sub).map((e) => e.value);
    expect([v('title'), v('company'), v('city'), v('country')]).toEqual([['Senior Accountant'], ['Banca Sella'], ['Turin'], ['Italy']]);
    expect(m.events.map((e) => e.happen_time)).toEqual(['2025-03-02T00:00:00']);
  });

  it('a message dated in Unix time is dated', () => {
    expect(mailMessages(buildDocView({ segments: [{ text: ['[0].sender: ana@mail.example', '[0].recipients[0]: bo@mail.example', '[0].timestamp: 1741000000', '[0].subject: hi', '[0].body: See you.'].join('\n'), locator: '#line=1' }], facts: {} }, { name: 'mail.json' })).map((msg) => msg.date)).toEqual(['2025-03-03T11:06:40']);
  });

  it('a house number before a comma is no hour', () => {
    expect(findDates('at Kastanienallee 12, on Monday 3 March 2025 at 09:45', null).map((d) => d.iso)).toEqual(['2025-03-03T09:45:00']);
    expect(findDates('since March 12, 2025', null).map((d) => d.iso)).toEqual(['2025-03-12T00:00:00']);
  });
});

describe('tickets, legs and invitations', () => {
  it('a ticket with a row and seat is the user’s: the show on its date, the purchase on its day', async () => {
    const m = await memoryOfText(['NATIONAL THEATRE OF GREECE', 'Antigone', 'Odeon of Herodes Atticus', 'Friday 18 July 2025, 21:00', 'Zone B, row 14, seat 7', 'Price: EUR 35', 'Purchased: 2 June 2025'].join('\n'), 'antigone.txt');
    expect(brief(m.events).map(([t, h]) => [t, h])).toEqual([
      ['social', '2025-07-18T21:00:00'],
      ['financial', '2025-06-02T00:00:00'],
    ]);
  });

  it('a timetable leg is a trip at its departure', async () => {
    const text = ['From: NS International <noreply@nsint.example>', 'To: k.devries@mail.example', 'Date: Tue, 3 Jun 2025 08:00:00 +0200', 'Subject: Your tickets', '', 'Booking number: 88-1204', 'Saturday 21 June 2025', 'Amsterdam Centraal 09:15 → Brussel-Zuid 11:05, Eurostar 9316, coach 4', 'Total price: EUR 59'].join('\n');
    const m = await memoryOfText(text, 'trip.txt');
    expect(brief(m.events).find(([t]) => t === 'personal')).toEqual(['personal', '2025-06-21T09:15:00', 'Trip from Amsterdam Centraal to Brussel-Zuid.']);
  });

  it('"request the pleasure of your company" is an invitation to the named couple’s wedding', async () => {
    const m = await memoryOfText(['Mr and Mrs Dlamini', 'AYANDA DLAMINI & SIPHO NKOSI', 'request the pleasure of your company', 'at their wedding', 'Saturday 6 December 2025 at 2pm', 'Riverside Chapel, Durban'].join('\n'), 'invite.txt');
    expect(brief(m.events)).toEqual([['social', '2025-12-06T14:00:00', 'Invited to the wedding of AYANDA DLAMINI & SIPHO NKOSI at Riverside Chapel, Durban.']]);
  });
});

describe('a letter an organisation wrote to the user', () => {
  it('names the user it greets, not its signer, takes nothing from its letterhead, and gives the offer it makes', async () => {
    const m = await memoryOfText(
      ['Greenfield Logistics Ltd', '12 Harbour Road, Durban, South Africa', '+27 31 555 0100', '', '3 February 2025', '', 'Dear Ms Thandi Mokoena,', '', 'We are pleased to offer you the position of Operations Coordinator at Greenfield Logistics, starting on 1 March 2025.', '', 'Yours sincerely,', 'Peter Naidoo', 'HR Manager'].join('\n'),
      'offer-letter.txt',
    );
    expect(m.evidence.map((e) => [e.subtopic, e.value])).toEqual([['Name', 'Thandi Mokoena']]);
    expect(brief(m.events).map(([t, h]) => [t, h])).toEqual([['professional', '2025-03-01T00:00:00']]);
  });
});

describe('cards', () => {
  it('a card the user keeps gives its holder as the user’s name', async () => {
    const m = await memoryOfText(['VHI HEALTHCARE', 'Member card', 'Member: SIOBHAN DALY', 'Member ID: 44810273', 'Policy No. VH-2291-03', 'Plan: Health Plus Level 2'].join('\n'), 'card.txt');
    expect(m.ownership.reason).toBe('a card or certificate naming its holder');
    expect(m.evidence.map((e) => [e.subtopic, e.value])).toEqual([['Name', 'Siobhan Daly']]);
  });
});

describe('certificates', () => {
  it('"This is to certify that <name> has completed …" is the user’s: the name, and an educational event on its date', async () => {
    const m = await memoryOfText(['CERTIFICATE OF COMPLETION', 'This is to certify that', 'Thandi Mokoena', 'has successfully completed the course', 'Advanced Excel for Business (24 hours)', 'Johannesburg, 12 May 2024'].join('\n'), 'certificate.txt');
    expect(m.evidence.map((e) => [e.subtopic, e.value])).toEqual([['Name', 'Thandi Mokoena']]);
    expect(brief(m.events)).toEqual([['educational', '2024-05-12T00:00:00', 'Completed Advanced Excel for Business (24 hours).']]);
  });
});

describe('forms and CVs', () => {
  it('a plain-text CV keeps its headings apart from a long contact line, and reads "Title — Company, City (dates)"', async () => {
    const m = await memoryOfText(
      ['Marta Kowalczyk', 'Data Analyst', 'Warsaw, Poland · marta.k@poczta.example · +48 601 222 333', 'Experience', 'Data Analyst — Allegro, Warsaw (May 2021 – present)', 'Built the pricing dashboards.', 'Junior Analyst — PKO Bank Polski, Kraków (June 2018 – April 2021)', 'Education', 'MSc Econometrics — Uniwersytet Warszawski (2016 – 2018)'].join('\n'),
      'cv-marta.txt',
    );
    const v = (sub: string) => m.evidence.filter((e) => e.subtopic === sub).map((e) => e.value);
    expect([v('company'), v('school'), v('major')]).toEqual([['Allegro'], ['Uniwersytet Warszawski'], ['Econometrics']]);
    expect(brief(m.events).map(([t, h]) => [t, h])).toEqual([
      ['professional', '2021-05-01T00:00:00'],
      ['professional', '2018-06-01T00:00:00'],
      ['educational', '2018-01-01T00:00:00'],
    ]);
  });

  it('reads labels with numbering, explanations and alternatives', () => {
    expect(labelParts('4. Date of birth (dd/mm/yyyy)')).toEqual(['Date of birth']);
    expect(labelParts('Given name(s)')).toEqual(['Given name']);
    expect(labelParts('Town / Region')).toEqual(['Town / Region', 'Town', 'Region']);
  });

  it('a CV entry that opens with its years gives the job, its title with a field included', () => {
    expect(looksLikeTitle('Lecturer in Organic Chemistry')).toBe(true);
    expect(looksLikeTitle('History of Art')).toBe(false);
    const doc = buildDocView(
      x(['Tomás Ferreira', 'tomas.f@mail.example | +351 910 222 333', 'Experience', '2018 – present    Lecturer in Organic Chemistry, Universidade do Minho, Braga', '2012 – 2018    Research Chemist, Bial, Porto', 'Education', '2007 – 2012    PhD in Chemistry, Universidade do Porto'].join('\n')),
      { name: 'cv.txt' },
    );
    expect(brief(extractEvents(doc)).map(([t, h, c]) => [t, h, c])).toEqual([
      ['professional', '2018-01-01T00:00:00', 'Working as Lecturer in Organic Chemistry at Universidade do Minho since 2018.'],
      ['professional', '2012-01-01T00:00:00', 'Worked as Research Chemist at Bial (2012 – 2018).'],
      ['educational', '2012-01-01T00:00:00', 'Completed PhD in Chemistry at Universidade do Porto (2007 – 2012).'],
    ]);
  });
});

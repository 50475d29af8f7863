/**
 * Rules session 6 added after the held-aside personas of bench/memory/unseen.ts missed them, each
 * tried on sentences and files of other people: durations and model years are no dates, a bare
 * weekday follows the sentence's tense, a lease is a personal event, announcements and
 * confirmations in mail, new roles said to the user, bookings dated by their own dates, tickets
 * for shows, hyphenated titles, "City, Region, Country", industries from titles, titles that
 * begin with "The", speech clauses, flattened .jsonl fields, and budgets, recipes and checklists
 * without "I" kept as the user's own.
 */
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { findDates } from '../../src/core/enrich/dates.js';
import { buildDocView } from '../../src/core/enrich/doc.js';
import { bookingEvents } from '../../src/core/enrich/events-mail.js';
import { extractEvents, sentenceEvents } from '../../src/core/enrich/events.js';
import { looksLikeTitle } from '../../src/core/enrich/lexicon.js';
import { extractMemory } from '../../src/core/enrich/memory.js';
import { extractProfile, industryOfTitle, location } from '../../src/core/enrich/profile.js';
import { extractFile } from '../../src/core/ingest/registry.js';
import { textToSegments } from '../../src/core/ingest/text.js';

const dir = mkdtempSync(join(tmpdir(), 'ctx-general-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function docOf(text: string, name = 'journal.txt') {
  const { segments } = textToSegments(text);
  return buildDocView({ segments, facts: {} }, { name });
}

async function memoryOfFile(name: string, data: string | Buffer) {
  const path = join(dir, name);
  writeFileSync(path, data);
  const x = await extractFile({ path, name, ext: `.${name.split('.').pop()}`, size: statSync(path).size, mime: '' } as never);
  return extractMemory(x, { name });
}

/** A message to the user, as mailEvents hands it to sentenceEvents. */
function letterTo(text: string, date: string) {
  const doc = docOf(text, 'message.txt');
  return sentenceEvents({ ...doc, genre: 'letter', personal: true, firstPerson: true, addressee: true, reference: date, sentences: doc.sentences.map((s) => ({ ...s, context: date })) });
}

describe('dates that are not dates', () => {
  it('reads race and waiting times as durations, not clock times', () => {
    expect(findDates('Swam the lake crossing in 1 hour 12 minutes.', '2024-08-03T00:00:00')).toEqual([]);
    expect(findDates('The bus came in 25 minutes.', '2024-08-03T00:00:00')).toEqual([]);
  });

  it('reads a year before a make as a model year', () => {
    expect(findDates('Picked up a pre-owned 2017 Honda Jazz from the dealer.')).toEqual([]);
    expect(findDates('Bought a refurbished 2021 MacBook Air.')).toEqual([]);
    expect(findDates('In 2021 Honda opened a plant.')).toHaveLength(1);
  });

  it('dates a diary entry about a second-hand car by the entry, not the model year', () => {
    const ev = extractEvents(docOf('14 May 2023\nBought a second-hand 2012 Volvo V70 for 54,000 kronor.\n'));
    expect(ev).toMatchObject([{ event_type: 'financial', happen_time: '2023-05-14T00:00:00' }]);
  });

  it('takes a bare weekday before the writing in a past-tense sentence', () => {
    // Wednesday 12 June 2024: "on Saturday" is 8 June, not 15 June.
    const ev = letterTo('My cousin Ilse got married on Saturday in Ghent.', '2024-06-12T09:00:00');
    expect(ev).toMatchObject([{ event_type: 'social', happen_time: '2024-06-08T00:00:00' }]);
  });
});

describe('event types and subjects', () => {
  it('types a home lease as personal and a purchase contract as financial', () => {
    const ev = extractEvents(docOf('2 September 2024\nSigned the tenancy agreement for a studio near the harbour.\n\n9 September 2024\nSigned the contract for a new boiler, 3,200 pounds.\n'));
    expect(ev.map((e) => [e.event_type, e.happen_time])).toEqual([
      ['personal', '2024-09-02T00:00:00'],
      ['financial', '2024-09-09T00:00:00'],
    ]);
  });

  it('sees the user in "X and I took Y to Z"', () => {
    const ev = extractEvents(docOf('17 November 2024\nMy brother and I took Dad to Edinburgh Castle for his birthday.\n'));
    expect(ev).toMatchObject([{ event_type: 'personal', happen_time: '2024-11-17T00:00:00' }]);
  });

  it('reads occasions announced in mail, confirmations, and a new role said to the user', () => {
    const ev = letterTo(
      ['The department summer barbecue is on Thursday 10 July 2025 at 5 pm in the courtyard.', 'Deposit paid: EUR 250.00.', 'From 1 September 2025 you will be Deputy Head of the science department.'].join('\n'),
      '2025-06-20T11:00:00',
    );
    expect(ev.map((e) => [e.event_type, e.happen_time])).toEqual([
      ['social', '2025-07-10T17:00:00'],
      ['financial', '2025-06-20T00:00:00'],
      ['professional', '2025-09-01T00:00:00'],
    ]);
  });

  it('reads a trip home from a place, a lost job and a first pay cheque', () => {
    const ev = extractEvents(docOf('30 June 2024\nFlew back from Reykjavik with a cold.\n\n5 July 2024\nLost my job at the print shop.\n\n31 July 2024\nGot my first paycheque from the council.\n'));
    expect(ev.map((e) => [e.event_type, e.happen_time])).toEqual([
      ['personal', '2024-06-30T00:00:00'],
      ['professional', '2024-07-05T00:00:00'],
      ['financial', '2024-07-31T00:00:00'],
    ]);
  });

  it("leaves someone else's party without a date or an addressee alone", () => {
    expect(sentenceEvents(docOf('Their party is always loud.'))).toEqual([]);
  });
});

describe('bookings and tickets', () => {
  it('dates a booking without an issue date by its check-in, and books the stay', () => {
    const ev = bookingEvents(['Reservation confirmed', 'Hostel Mondo Ghent', 'Check-in: 3 October 2025', 'Check-out: 5 October 2025', 'Total: EUR 118.00'], null);
    expect(ev.map((e) => [e.event_type, e.happen_time, e.content])).toEqual([
      ['financial', '2025-10-03T00:00:00', 'Booking (stay at Hostel Mondo Ghent): total EUR 118.00.'],
      ['personal', '2025-10-03T00:00:00', 'Stay at Hostel Mondo Ghent.'],
    ]);
  });

  it('dates a ticket by its "booked on" line and gives the show as a social event', () => {
    const ev = bookingEvents(['E-ticket', 'Nordic Folk Festival', 'Tivoli Gardens, Copenhagen', 'Fri 8 August 2025, 8:30 PM', 'Booked on: 2 May 2025', 'Total paid: DKK 640'], null);
    expect(ev.map((e) => [e.event_type, e.happen_time])).toEqual([
      ['social', '2025-08-08T20:30:00'],
      ['financial', '2025-05-02T00:00:00'],
    ]);
    expect(ev[0]!.content).toBe('Nordic Folk Festival at Tivoli Gardens, Copenhagen.');
  });
});

describe('profile rules', () => {
  it('knows hyphenated and "X de Y" titles', () => {
    expect(looksLikeTitle('Vice-Principal')).toBe(true);
    expect(looksLikeTitle('Maître de Cuisine')).toBe(true);
    expect(looksLikeTitle('Blue-Green')).toBe(false);
  });

  it('takes the first of "City, Region, Country", never a street', () => {
    expect(location('Curitiba, Paraná, Brazil')).toEqual({ city: 'Curitiba', country: 'Brazil' });
    expect(location('Baker Street, London, UK')?.city).toBe('London');
    expect(location('Lisbon, Portugal')).toEqual({ city: 'Lisbon', country: 'Portugal' });
  });

  it('gives an industry from a title', () => {
    expect(industryOfTitle('Senior Staff Nurse')).toBe('healthcare');
    expect(industryOfTitle('Pastry Chef')).toBe('hospitality');
    expect(industryOfTitle('Data Engineer')).toBeUndefined();
  });

  it('keeps a leading "The" of a title and ends spoken values where the next clause starts', () => {
    const p = extractProfile({ ...docOf('My favourite book is The Remains of the Day.', 'about-me.txt'), personal: true, firstPerson: true }, '2025-01-01T00:00:00.000000');
    expect(p.find((e) => e.subtopic === 'books')?.value).toBe('The Remains of the Day');
  });

  it('reads a workplace label in a form', async () => {
    const m = await memoryOfFile(
      'gym-form.txt',
      'Membership application\nFull name: Lena Vogt\nDate of birth: 3 March 1990\nPhone: +49 151 2345 6789\nEmail: lena.vogt@example.org\nOccupation: Midwife\nPlace of work: St. Marien Hospital\n',
    );
    const by = Object.fromEntries(m.evidence.map((e) => [e.subtopic, e.value]));
    expect(by).toMatchObject({ company: 'St. Marien Hospital', title: 'Midwife', working_industry: 'healthcare' });
  });
});

describe('mail exports and speech', () => {
  it('keeps every .jsonl message, with a field list such as to[0], to[1]', async () => {
    const rows = [
      { from: 'Ola Berg <ola@example.no>', to: ['kari@example.no'], date: '2025-02-01T10:00:00Z', subject: 'Cabin', text: 'We have the cabin from Friday.' },
      { from: 'Kari Dahl <kari@example.no>', to: ['ola@example.no', 'per@example.no'], date: '2025-02-02T10:00:00Z', subject: 'Re: Cabin', text: 'Great, yesterday I paid the deposit: NOK 1,500.' },
      { from: 'Per Lund <per@example.no>', to: ['kari@example.no'], date: '2025-02-03T10:00:00Z', subject: 'Skis', text: 'Bring the skis.' },
    ];
    const m = await memoryOfFile('export.jsonl', rows.map((r) => JSON.stringify(r)).join('\n'));
    expect(m.summary).toMatch(/^3 email messages/);
    expect(m.events).toMatchObject([{ event_type: 'financial', happen_time: '2025-02-01T00:00:00' }]);
  });

  it('keeps "to <verb> my <noun>" in one spoken clause', () => {
    const doc = buildDocView({ segments: [{ text: 'reminder for me next spring I want to paint my own boat my favorite drink is mint tea', locator: '#t=0' }], facts: { transcript: true } }, { name: 'memo.wav' });
    const p = extractProfile({ ...doc, personal: true, firstPerson: true }, '2025-01-01T00:00:00.000000');
    expect(p.find((e) => e.subtopic === 'goals')?.value).toBe('paint my own boat');
  });
});

describe('working files without "I"', () => {
  it('keeps a household budget sheet, a recipe and a checklist as personal; a data table stays reference', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('2025');
    ws.addRow(['Item', 'Planned', 'Actual']);
    ws.addRow(['Rent', 900, 900]);
    ws.addRow(['Groceries', 300, 342]);
    ws.addRow(['Savings', 200, 150]);
    const budget = await memoryOfFile('budget.xlsx', Buffer.from(await wb.xlsx.writeBuffer()));
    expect(budget.ownership).toMatchObject({ ownership: 'personal' });

    const recipe = await memoryOfFile('soup.txt', 'Lentil soup\n\n250 g red lentils\n1 onion\n2 tbsp olive oil\n1 tsp cumin\nSimmer 20 minutes and blend.\n');
    expect(recipe.ownership.ownership).toBe('personal');
    const list = await memoryOfFile('camping.txt', 'Camping\n\n- tent\n- sleeping bags\n- torch\n- stove and gas\n');
    expect(list.ownership.ownership).toBe('personal');
    expect([...recipe.events, ...list.events, ...budget.events]).toEqual([]);
    // Each summarised as what it is.
    expect(budget.summary).toBe('A budget (sheet “2025”) of 3 lines: Rent, Groceries and Savings. Columns: Planned and Actual.');
    expect(recipe.summary).toMatch(/^A recipe: Lentil soup, with 4 measured ingredient lines\.$/);
    expect(list.summary).toBe('A checklist “Camping” of 4 items: tent, sleeping bags, torch and stove and gas.');

    const sheet = new ExcelJS.Workbook();
    const s2 = sheet.addWorksheet('Elements');
    s2.addRow(['Element', 'Symbol', 'Atomic number']);
    s2.addRow(['Hydrogen', 'H', 1]);
    s2.addRow(['Helium', 'He', 2]);
    const table = await memoryOfFile('elements.xlsx', Buffer.from(await sheet.xlsx.writeBuffer()));
    expect(table.ownership.ownership).toBe('reference');
  });
});

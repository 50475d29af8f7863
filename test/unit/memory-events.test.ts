/**
 * The built-in event extractor on texts unlike the benchmark's fixtures: types, subjects, dates
 * and the keys that make the same event from two files one.
 */
import { describe, expect, it } from 'vitest';
import { buildDocView } from '../../src/core/enrich/doc.js';
import { extractEvents } from '../../src/core/enrich/events.js';
import { extractMemory } from '../../src/core/enrich/memory.js';
import { textToSegments } from '../../src/core/ingest/text.js';
import type { Extracted, Segment } from '../../src/core/ingest/types.js';

function fromText(text: string, name = 'note.txt', facts: Record<string, unknown> = {}) {
  const { segments } = textToSegments(text);
  return extractEvents(buildDocView({ segments, facts }, { name }));
}

function fromSegments(segments: Segment[], name: string, x: Partial<Extracted> = {}) {
  return extractEvents(buildDocView({ segments, facts: {}, ...x }, { name }));
}

describe('events in personal text', () => {
  it('finds what the user did, typed, with the entry date when the sentence has none', () => {
    const ev = fromText(
      [
        'Tuesday, 9 January 2024',
        'Signed up for a pottery course at the community college.',
        'I paid the rent: €950.',
        'Grabbed lunch with Omar and Lena.',
        '',
        '2024-02-20',
        'I graduated from the University of Ghana on February 16, 2024!',
        'Got promoted to team lead this afternoon.',
        'We flew to Accra for a holiday.',
      ].join('\n'),
      'journal.txt',
    );
    expect(ev.map((e) => [e.event_type, e.happen_time])).toEqual([
      ['educational', '2024-01-09T00:00:00'],
      ['financial', '2024-01-09T00:00:00'],
      ['social', '2024-01-09T00:00:00'],
      ['educational', '2024-02-16T00:00:00'],
      ['professional', '2024-02-20T00:00:00'],
      ['personal', '2024-02-20T00:00:00'],
    ]);
    expect(ev[3]!.content).toBe('I graduated from the University of Ghana on February 16, 2024!');
  });

  it("leaves other people's events alone", () => {
    const ev = fromText(
      [
        '2024-05-20',
        'My sister graduated from Northwestern today.',
        'She wants to move to Boston.',
        'Our daughter started kindergarten.',
        'The company launched a new app.',
        'Dev got promoted last week.',
        'Are we moving to Denver?',
      ].join('\n'),
      'journal.txt',
    );
    expect(ev).toEqual([]);
  });

  it('dates what a letter does now with its date, and refuses unreliable dates', () => {
    const letter = ['15 January 2024', '', 'Dear Sir or Madam,', '', 'I am writing to apply for the Nurse position at St. Mary Hospital.', 'Next month I will start a course in palliative care.', 'Two years later I joined the ward team at Northgate Clinic.', '', 'Yours faithfully,', 'Ama Owusu'].join('\n');
    const ev = fromText(letter, 'letter.txt');
    expect(ev.find((e) => /apply/.test(e.content))).toMatchObject({ event_type: 'professional', happen_time: '2024-01-15T00:00:00' });
    // "Two years later" counts from another event, not from the letter's date.
    expect(ev.find((e) => /Northgate/.test(e.content))).toMatchObject({ event_type: 'professional', happen_time: null });
    // Undated text: "last week" has nothing to count from.
    expect(fromText('Voice note. I started swimming lessons last week.', 'memo.txt')).toMatchObject([{ event_type: 'educational', happen_time: null }]);
  });

  it('writes one clear sentence', () => {
    const [e] = fromText('Since May 2020 I have worked as a nurse at Northgate Clinic, where I run the night shift and train new staff.', 'note.txt');
    expect(e!.content).toBe('Since May 2020 I have worked as a nurse at Northgate Clinic.');
    expect(e!.happen_time).toBe('2020-05-01T00:00:00');
  });
});

describe('résumés, invoices, invitations', () => {
  it('turns jobs and degrees into dated events, keyed like the same job told in a letter', () => {
    const cv = ['Kofi Mensah', 'EXPERIENCE', 'Civil Engineer at Volta Works (Feb 2020 – present)', 'Site Engineer, Coastline Builders, Takoradi', '2016 – 2020', 'EDUCATION', 'BSc in Civil Engineering, University of Ghana, 2012 – 2016'].map((text, i) => ({ text, locator: `#paragraph=${i + 1}` }));
    const ev = fromSegments(cv, 'cv.docx');
    expect(ev.map((e) => [e.event_type, e.happen_time])).toEqual([
      ['professional', '2020-02-01T00:00:00'],
      ['professional', '2016-01-01T00:00:00'],
      ['educational', '2016-01-01T00:00:00'],
    ]);
    expect(ev[0]!.content).toBe('Working as Civil Engineer at Volta Works since Feb 2020.');
    const told = fromText('Hi, since February 2020 I have worked as a civil engineer at Volta Works.', 'note.txt');
    expect(told[0]!.dedupe_key).toBe(ev[0]!.dedupe_key);
  });

  it('reads an invoice: number, vendor, total and the invoice date (not the due date)', () => {
    const rows = ['Brightside Plumbing LLC', 'INVOICE', 'Invoice #: B-20931', 'Due date: 2024-08-31', 'Date of issue: 2024-08-01', 'Boiler repair | 1 | 310.00', 'Total due | $310.00'].map((text, i) => ({ text, locator: `#line=${i + 1}` }));
    const [e] = fromSegments(rows, 'scan.pdf');
    expect(e).toMatchObject({ event_type: 'financial', happen_time: '2024-08-01T00:00:00' });
    expect(e!.content).toBe('Invoice B-20931 from Brightside Plumbing LLC for USD 310.00, due 2024-08-31.');
  });

  it('reads an invitation: the occasion, the venue, the date and time (not the RSVP date)', () => {
    const ocr = 'Please join us for\nOmar’s 40th Birthday Dinner\nFriday, 7 March 2025 at 7:30 PM\nThe Blue Door, Leeds\nRSVP by 1 March 2025';
    const [e] = fromSegments([{ text: ocr, locator: '#ocr' }], 'invite.jpg');
    expect(e).toMatchObject({ event_type: 'social', happen_time: '2025-03-07T19:30:00' });
    expect(e!.content).toBe('Invited to Omar’s 40th Birthday Dinner at The Blue Door, Leeds.');
  });

  it('adds the same mention_time to every event of a file', async () => {
    const { segments } = textToSegments('2024-03-01\nHad dinner with Ravi. I moved to Pune today.');
    const m = await extractMemory({ segments, facts: {} }, { name: 'd.txt' }, undefined, new Date(Date.UTC(2024, 2, 2, 10, 0, 0, 123)));
    expect(m.events).toHaveLength(2);
    for (const e of m.events) expect(e.mention_time).toBe('2024-03-02T10:00:00.123000');
    expect(m.notes).toEqual({ profile: 'builtin', events: 'builtin' });
  });
});

/**
 * Summaries and tags of files nobody tuned for (issue 12): each kind of non-prose file is said by
 * what it is and holds — a table, a statement, a log, a to-do list, a budget, release notes, a
 * CSV, a letter, a paper — in whole sentences; a receipt shows a currency only where the slip
 * prints one and a shop from a name line; tags are topics, never labels, weekdays, verbs or codes.
 */
import { describe, expect, it } from 'vitest';
import { extractMemory } from '../../src/core/enrich/memory.js';
import { buildMetadata } from '../../src/core/enrich/metadata.js';
import { billTags, hashTags, keyPhrases } from '../../src/core/enrich/keyphrases.js';
import { extractiveSummary } from '../../src/core/enrich/summary.js';
import { dataSummary, slidesSummary } from '../../src/core/enrich/summary-structured.js';
import { textToSegments } from '../../src/core/ingest/text.js';
import type { Extracted } from '../../src/core/ingest/types.js';

const page = (text: string): Extracted => ({ segments: [{ text, locator: '#page=1' }], facts: {} });
const txt = (text: string): Extracted => ({ segments: textToSegments(text).segments, facts: {} });
const meta = (x: Extracted, name: string) => buildMetadata(x, { name, mime: '', size: 1000 });

describe('tables and statements', () => {
  it('says a table by its heading, its rows and their first names, with its period — not its cells', () => {
    const rows = ['1 Northgate 41.2 39.8 44.0 3.5%', '2 Riverside - 19.9 21.3 7.0%', 'Old Town 55.1 52.4 58.8 12.2%', 'Harbour 9.3 9.9 10.4 5.1%', 'Airport 22.0 21.6 24.9 15.3%', 'University 30.4 31.1 33.0 6.1%'];
    const m = meta(page(['Tram ridership by line', 'City Transit Authority', 'Period: 01-01-2023 To 31-12-2023', 'LINE 2021 2022 2023 CHANGE', ...rows].join('\n')), 'ridership.pdf');
    expect(m.summary).toBe('A table “Tram ridership by line — City Transit Authority” of 6 rows: Northgate, Riverside, Old Town and 3 more. Period: 01-01-2023 To 31-12-2023.');
  });

  it('reads a statement with one amount per row as a table too', () => {
    const rows = Array.from({ length: 8 }, (_, i) => `${['OKORO', 'LINDQVIST', 'PEREIRA', 'HALVORSEN'][i % 4]}, ${['ADA', 'JONAS', 'RUI', 'MAJA'][i % 4]} ${['LAGOS', 'UPPSALA', 'PORTO', 'BERGEN'][i % 4]} TRAVEL GRANT $${(120 + i * 7).toFixed(2)}`);
    const m = meta(page(['Harbour Arts Fund', 'Grants Paid', 'March 1, 2024 - February 28, 2025', ...rows].join('\n')), 'grants.pdf');
    expect(m.summary).toBe('A table “Harbour Arts Fund — Grants Paid” of 8 rows: OKORO, LINDQVIST, PEREIRA and 1 more. Period: March 1, 2024 - February 28, 2025.');
  });
});

describe('logs, lists and budgets', () => {
  it('says a log of dated readings by its title and the span of its dates', () => {
    const text = ['Fuel log (the blue van)', '', '2024-03-02  41.2 L  odometer 81200', '2024-03-19  38.9 L  odometer 81810', '2024-04-07  40.3 L  odometer 82405', '2024-04-28  39.6 L  odometer 83020', '2024-05-16  42.0 L  odometer 83660'].join('\n');
    expect(meta(txt(text), 'van-fuel.txt').summary).toBe('A log “Fuel log” of 5 dated entries from 2 March 2024 to 16 May 2024.');
  });

  it('says a to-do list by its count, how many are done and its first items', () => {
    const text = ['Before the move', '', '[x] order boxes from the depot', '[ ] book the van for Saturday 14th', '[ ] redirect post — Royal Mail form', '[x] tell the council (tax)', '[ ] defrost the freezer'].join('\n');
    expect(meta(txt(text), 'move.txt').summary).toBe('A to-do list “Before the move” of 5 items (2 done): order boxes from the depot, book the van for Saturday, redirect post and 2 more.');
  });

  it('says a budget by its total and its largest outgoing lines, not its rows', () => {
    const text = ['Allotment society accounts 2024', '', 'Income', 'plot rents                 1,480.00', 'plant sale                   312.50', '', 'Spending', 'water rates                  640.00', 'insurance                    215.00', 'new shed roof                388.40', 'seed order                    96.10', '', 'total spending             1,339.50'].join('\n');
    expect(meta(txt(text), 'accounts-budget.txt').summary).toBe('A budget “Allotment society accounts 2024” of 6 lines: total spending 1,339.50. The largest are water rates (640.00), new shed roof (388.40) and insurance (215.00).');
  });

  it('says release notes by their versions and dates', () => {
    const text = ['- 3 March 2025 - Version 2.4.0', '    - Add a dark theme', '- 10 January 2025 - Version 2.3.1', '    - Fix the export dialog', '- 2 November 2024 - Version 2.3.0', '    - Add keyboard shortcuts'].join('\n');
    expect(meta(txt(text), 'inkpad_changelog.md.txt').summary).toBe('Release notes of inkpad for 3 versions, from 2.3.0 (2 November 2024) to 2.4.0 (3 March 2025).');
  });
});

describe('CSV data', () => {
  const csv = ['Columns: Species, Site, Count', ...['Otter', 'Heron', 'Kingfisher', 'Dipper', 'Wagtail'].map((s, i) => `Species: ${s}; Site: Weir ${i + 1}; Count: ${i + 2}`)].join('\n');

  it('is a table with its columns and first values, never a form filled in', async () => {
    const x: Extracted = { segments: csv.split('\n').map((t, i) => ({ text: t, locator: `#line=${i + 1}` })), facts: {} };
    expect(meta(x, 'river_survey.csv.txt').summary).toBe('A table of 5 rows with the columns Species, Site and Count: Otter, Heron, Kingfisher and 2 more.');
    const mem = await extractMemory(x, { name: 'river_survey.csv.txt' });
    expect(mem.summary ?? '').not.toMatch(/form filled in/);
  });

  it('is tagged by its name and values, never by its column labels', () => {
    const x: Extracted = { segments: csv.split('\n').map((t, i) => ({ text: t, locator: `#line=${i + 1}` })), facts: {} };
    const tags = meta(x, 'river_survey.csv.txt').hash_tags;
    expect(tags[0]).toBe('#river-survey');
    expect(tags).not.toContain('#site');
    expect(tags).not.toContain('#species');
  });
});

describe('letters and papers', () => {
  it('says a letter by whom it is to and from, its date and subject, then its first sentence', () => {
    const text = ['12 Orchard Row', 'Dundee DD1 4QB', '', '9 June 2025', '', 'Re: Overcharged water bill', '', 'Dear Ms Adeyemi,', '', 'I am writing because my last two water bills were estimated at twice my usual use.', 'Please send someone to read the meter.', '', 'Yours sincerely,', '', 'Tomasz Wrobel'].join('\n');
    expect(meta(txt(text), 'letter.txt').summary).toBe('A letter to Ms Adeyemi from Tomasz Wrobel, 9 June 2025, about “Overcharged water bill”. I am writing because my last two water bills were estimated at twice my usual use.');
  });

  it('says a paper by its title and the first sentence of its abstract, not its authors', () => {
    const text = ['Counting Birds from Rooftop Audio', 'Mira Okonkwo Lars Brandt', 'Institute of Field Acoustics', 'Abstract', 'We present a method that counts birds', 'from rooftop recordings. It needs no labels.', '1 Introduction', 'Birds sing.'].join('\n');
    expect(meta(page(text), 'paper.pdf').summary).toBe('A paper: “Counting Birds from Rooftop Audio”. We present a method that counts birds from rooftop recordings.');
  });
});

describe('prose', () => {
  it('runs a wrapped line ending in "the" on into the next, so no sentence starts mid-way', () => {
    const text = 'Ferry traffic across the\nNorth Channel grew by a third in ten years, the port authority says.\nMost of the growth came from freight lorries on the night crossings.';
    const s = extractiveSummary(text);
    expect(s.startsWith('Ferry traffic across the North Channel grew')).toBe(true);
  });

  it('keeps to whole sentences within 60 words', () => {
    const long = `${Array.from({ length: 30 }, (_, i) => `clause${i}`).join(' ')} and on without a stop`;
    const text = `Harbour seals rest on the sandbanks at low tide near the estuary mouth.\n\n${long}\n\nVolunteers count the seals from the dunes every month of the year.`;
    const s = extractiveSummary(text);
    expect(s.split(/\s+/).length).toBeLessThanOrEqual(60);
    expect(s).not.toContain('without a stop');
    expect(s).toMatch(/[.!?]$/);
  });
});

describe('receipts', () => {
  const slip = (first: string, totalLine: string) =>
    [first, 'GOLDEN LANTERN NOODLE HOUSE SDN BHD', 'NO 8, JALAN MERANTI 2', 'Order#: ¥004-771203', 'Date : 03-08-2019 19:12:44', '1 WANTAN MEE 9.50', '1 ICED LEMON TEA 3.20', totalLine, 'CASH 20.00', 'CHANGE 7.30'].join('\n');

  it('shows no currency the slip does not print beside its sums (a stray ¥ in an order number)', async () => {
    const m = await extractMemory(txt(slip('ka wo', 'TOTAL: 12.70')), { name: 'IMG_2231.jpg' });
    expect(m.summary).toMatch(/total 12\.70\.$/);
    expect(m.summary).not.toMatch(/JPY/);
  });

  it('shows the currency a money line prints, and the shop from a name line, not OCR noise above it', async () => {
    const m = await extractMemory(txt(slip('ka wo', 'TOTAL: RM 12.70')), { name: 'IMG_2232.jpg' });
    expect(m.summary).toMatch(/^\w+ from GOLDEN LANTERN NOODLE HOUSE SDN BHD, 3 August 2019: .*total MYR 12\.70\.$/);
  });

  it('tags a bill by what it is, its shop and expenses', () => {
    expect(billTags('Receipt from Golden Lantern Noodle House Sdn Bhd, 3 August 2019: total MYR 12.70.', ['#wantan-mee', '#description-amount', '#golden-lantern'])).toEqual(['#receipt', '#golden-lantern-noodle', '#expenses']);
  });
});

describe('tags', () => {
  it('are never weekdays, passing verbs, past tenses, units or codes', () => {
    const text = 'Sat 12 Oct: called the plumber again. Sat 19 Oct: called the plumber, he started on the boiler. Boiler pressure 1.2 bar, 14 kWh. Boiler service booked. DCIM\\100MEDIA\\IMG0042 boiler photo. Boiler mail11 mail11 boiler.';
    const tags = hashTags(keyPhrases(text));
    expect(tags).toContain('#boiler');
    for (const bad of ['#sat', '#called', '#started', '#kwh', '#dcim', '#mail11']) expect(tags).not.toContain(bad);
  });

  it('are never runs of one letter (OCR noise)', () => {
    expect(hashTags(keyPhrases('oooooooo oooooooo ticket ticket gate gate'))).not.toContain('#oooooooo');
  });
});

describe('spreadsheets and slides', () => {
  it('heads a sheet with its own heading row, not a template title or a label', () => {
    const x: Extracted = {
      title: 'Office 2010 Template',
      segments: [
        { text: 'Rota No:', locator: '#sheet=S&row=1' },
        { text: 'Volunteer rota — spring', locator: '#sheet=S&row=2' },
        { text: 'Columns: Name, Shift', locator: '#sheet=S&row=3' },
        { text: 'Name: Ana; Shift: early', locator: '#sheet=S&row=4' },
      ],
      facts: { rows: 4 },
    };
    expect(meta(x, 'rota.xlsx').summary).toMatch(/^Volunteer rota — spring: a spreadsheet/);
  });

  it('leaves a slide titled by a generated id out of the presentation’s titles', () => {
    const x: Extracted = {
      segments: [
        { text: 'Garden plan', locator: '#slide=1', section: 'Garden plan' },
        { text: 'x', locator: '#slide=2', section: '7f3e2a10-1b2c-4d5e-8f90-123456789abc' },
        { text: 'Beds', locator: '#slide=3', section: 'Raised beds' },
      ],
      facts: {},
    };
    expect(slidesSummary(x)).toBe('A presentation of 3 slides: “Garden plan” and “Raised beds”.');
  });
});

describe('headings, recordings and feeds', () => {
  it('leads notes with the heading that says what they are', () => {
    const text = 'Street party planning notes, 2 May\n\nThe council has closed Elm Road from noon to eight on the day of the party.\nMarta will lend the trestle tables from the church hall for the food.';
    expect(meta(txt(text), 'party.txt').summary).toMatch(/^Street party planning notes, 2 May\. The council has closed Elm Road/);
  });

  it('does not repeat the heading when a central sentence is its own start', () => {
    const text = 'Bike notes - 2019 Brompton folding bike, frame ref. BX19 QQ2\n\nThe chain was replaced at the shop in March and the gears tuned.\nThe rear tyre is due again before the summer tour.';
    const s = meta(txt(text), 'bike.txt').summary;
    expect(s.startsWith('Bike notes - 2019 Brompton folding bike, frame ref. BX19 QQ2.')).toBe(true);
    expect(s.indexOf('Bike notes')).toBe(s.lastIndexOf('Bike notes'));
  });

  it('says a recording is one and quotes the start of what is said', () => {
    const x: Extracted = { segments: [{ text: 'Good morning and welcome to the allotment tour.', locator: '#t=00:00:00' }], facts: { duration: '0:04' } };
    expect(meta(x, 'tour.mp3').summary).toBe('A sound recording of 0:04: “Good morning and welcome to the allotment tour”.');
  });

  it('names a data feed by its own title, not by its loose fields', () => {
    const x: Extracted = {
      segments: [
        { text: 'meta.title: River levels, last day', locator: '#pointer=/meta/title' },
        { text: 'meta.status: 200', locator: '#pointer=/meta/status' },
        ...['Weir', 'Mill', 'Ford'].flatMap((n, i) => [{ text: `stations[${i}].name: ${n}`, locator: `#pointer=/stations/${i}/name` }, { text: `stations[${i}].level: ${i + 1}.2`, locator: `#pointer=/stations/${i}/level` }]),
      ],
      facts: {},
    };
    expect(dataSummary(x, 'levels.json')).toBe('“River levels, last day”: a data file of 3 stations with the fields name and level: Weir, Mill and Ford.');
  });
});

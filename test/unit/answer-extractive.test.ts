import { describe, expect, it } from 'vitest';
import { extractiveAnswer } from '../../src/core/answer/extractive.js';
import { hit, jsonHit } from '../helpers/answer-hits.js';
import { stem } from '../../src/core/answer/words.js';
import { labelPrecision } from '../../src/core/answer/labels.js';



const ALICE = hit(1, '/alice.txt', 'Alice Moreau joined Acme Corp in March 2021 as a data engineer. She lives in Lisbon with two cats.');
const BOB = hit(2, '/bob.txt', 'Bob Stone joined Globex in 2019 as an accountant. He lives in Berlin near the river. He also plays chess.');

describe('extractiveAnswer', () => {
  it('keeps a pronoun sentence that answers the question about whom the sentence before names', () => {
    const a = extractiveAnswer('Where does Bob Stone live?', [BOB, ALICE]);
    expect(a.text).toContain('He lives in Berlin near the river.');
    expect(a.text).not.toContain('Lisbon');
    expect(a.text).not.toContain('chess');
    expect(a.facts).toEqual([{ chunk: BOB.text, reference: '/bob.txt#line=1' }]);
  });

  it('does not take a pronoun sentence that only follows a matching one', () => {
    // A date question: the date stated first, then the sentence it comes from.
    expect(extractiveAnswer('When did Bob Stone join Globex?', [BOB, ALICE]).text).toBe('2019, according to bob.txt. Bob Stone joined Globex in 2019 as an accountant.');
  });

  it('answers nothing without hits or without content words', () => {
    expect(extractiveAnswer('Where does Bob live?', [])).toEqual({ text: '', facts: [], found: false });
    expect(extractiveAnswer('the of and', [BOB])).toEqual({ text: '', facts: [], found: false });
  });
});

describe('answers in other words (built-in sentence vectors)', () => {
  // Retrieval's vectors found the weekly notes far closer in meaning than anything else.
  const notes = [
    { ...hit(1, '/notes/week.txt', 'Weekly notes. The garden needs compost and mulch. The doctor appointment is on Tuesday at 3pm. Bought a new bike helmet for the kids.'), meaning: 3.4, similarity: 0.72 },
    { ...hit(2, '/notes/misc.txt', 'Renewed the car insurance policy online. My visit to the bank is on Monday.'), meaning: 0.2, similarity: 0.31 },
  ];
  const question = 'When is my check-up with the physician?';

  it('without a chunk close in meaning, a question sharing no word with the files is not answered', () => {
    const plain = notes.map(({ meaning: _m, similarity: _s, ...h }) => h);
    expect(extractiveAnswer(question, plain)).toEqual({ text: 'Nothing in your files answers this question.', facts: [], found: false });
    // Standing out among weak likenesses is not enough: the likeness itself must be clear.
    const weak = notes.map((h) => ({ ...h, similarity: 0.4 }));
    expect(extractiveAnswer(question, weak).found).toBe(false);
  });

  it('picks the sentence that says it with other words when the embedder is at hand', async () => {
    const { BuiltinAnswerer } = await import('../../src/core/answer/answerer.js');
    const { builtinEmbedder } = await import('../helpers/retrieval.js');
    const e = builtinEmbedder();
    const answer = new BuiltinAnswerer(() => (t) => e.embedOne(t)).draft({ question, hits: notes });
    expect(answer.text).toContain('The doctor appointment is on Tuesday at 3pm.');
    expect(answer.facts[0]?.reference).toBe('/notes/week.txt#line=1');
    // Without sentence vectors, "my visit" is the only word overlap, and it is about the bank: the
    // chunk's clear likeness in meaning and the date the question asks for still win.
    expect(extractiveAnswer(question, notes).text).not.toContain('bank');
  });
});

describe('headings', () => {
  it('never answers with a heading alone; its words speak for the sentence under it', () => {
    const hits = [
      hit(1, '/notes/landlord.txt', 'Landlord email\nSent a note to management about the barking dog upstairs. It goes on for hours.'),
      hit(2, '/notes/other.txt', 'Grocery list\nMilk, eggs and bread for the week.'),
    ];
    const a = extractiveAnswer('What did I tell the landlord?', hits);
    expect(a.text).toBe('Sent a note to management about the barking dog upstairs.');
    expect(a.facts).toHaveLength(1);
    // The sentence stands on the chunk's second line, and is cited there.
    expect(a.facts[0]!.reference).toBe('/notes/landlord.txt#line=2');
    // Treated as a sentence, the heading itself would be the answer.
    expect(extractiveAnswer('What did I tell the landlord?', hits, { headings: false }).text).toBe('Landlord email.');
  });
});

describe('typed answers', () => {
  it('takes the value a few lines away when the line that names the item holds none (receipt OCR)', () => {
    const receipt = hit(1, '/r/receipt.jpg', '2 Meantime Pale\nProduct Group Summary\nFood And Drink 10.20\n20% VAT 1.70\nThank you for visiting\nClachan');
    const a = extractiveAnswer('How much did the two Meantime Pale cost at the Clachan?', [receipt]);
    expect(a.found).toBe(true);
    expect(a.text.startsWith('10.20')).toBe(true);
    expect(a.facts[0]?.reference).toBe('/r/receipt.jpg#line=1');
  });

  it('prefers the value whose label is what the question asks for', () => {
    const receipt = hit(1, '/r/receipt.jpg', '20% VAT Net 8.50\n20% VAT 1.70\n20% VAT Total 10.20\nTotal £10.20');
    expect(extractiveAnswer('How much VAT is on the receipt?', [receipt]).text).toMatch(/^20% VAT: 1\.70/);
  });

  it('says nothing answers an amount question when no sentence holds an amount', () => {
    const notes = hit(1, '/notes/appointments.txt', "Vet: Biscuit's booster jab is due in January; the practice is Oakwood Vets.");
    expect(extractiveAnswer("How much did Biscuit's booster jab cost?", [notes])).toEqual({ text: 'Nothing in your files answers this question.', facts: [], found: false });
  });

  it('answers yes or no from a box or a true/false field of the right record', () => {
    const form = hit(1, '/f/form.docx', 'Breakfast options\nChoose as many as you like: ☒ Orange juice ☐ Tea ☒ Coffee');
    expect(extractiveAnswer('Is tea ticked in the breakfast options?', [form]).text).toMatch(/^No: Tea is not ticked/);
    const records = {
      ...hit(2, '/d/stock.jsonl', 'name: Garden Trowel\nin_stock: true\nname: Watering Can\nin_stock: false\nname: Pruning Shears\nin_stock: true'),
      anchors: JSON.stringify([[0, '#line=1'], [35, '#line=2'], [70, '#line=3']]),
    };
    expect(extractiveAnswer('Is the watering can in stock?', [records]).text).toMatch(/^No \(in stock: false\)/i);
  });

  it('answers "which X" with the field labelled X, not the line that only identifies the file', () => {
    const exif = hit(1, '/p/DSCN0010.jpg', 'Photo taken on Wednesday 22 October 2008 at 16:28 (2008-10-22).\nCamera: COOLPIX P6000 (NIKON).\nPlace: Arezzo, Italy.');
    expect(extractiveAnswer('Which camera took the photo on 22 October 2008?', [exif]).text).toMatch(/^Camera: COOLPIX P6000/);
  });

  it('names who signed a letter from its closing', () => {
    const memo = hit(1, '/m/memo.pdf', 'To Whom it May Concern:\nThere were 20,000 bottles of water delivered on January 23, 2023.\nBest Regards,\nMallori');
    expect(extractiveAnswer('Who signed the memo about the bottles of water?', [memo]).text).toMatch(/^Mallori/);
  });

  it('answers "how many hours" with hours, not with another unit nearby', () => {
    const bill = hit(1, '/b/bill.jpg', 'Bill no. 3139\n1 Garden work 28 Std. CHF 120.00\nPlease pay the bill amount within 30 days.');
    expect(extractiveAnswer('How many hours of garden work were billed?', [bill]).text).toMatch(/^28 Std/);
  });

  it('weighs the chunks of one file alike: the second paragraph of the best file can answer', () => {
    const lead = { ...hit(1, '/w/roberts.txt', 'Iwan Wyn Roberts (born 26 June 1968) is a Welsh former footballer. He played for clubs and the Wales national team.'), file_id: 'fr' };
    const early = { ...hit(2, '/w/roberts.txt', 'Early life. Iwan Wyn Roberts was born in Bangor, Gwynedd, and grew up in Barmouth.'), file_id: 'fr' };
    expect(extractiveAnswer('Where was Iwan Roberts born?', [lead, early]).text).toMatch(/^Bangor/);
  });

  it('reads a form label over its value and a line a PDF wrapped as one sentence', () => {
    const invoice = hit(1, '/i/invoice.pdf', 'Invoice INV/2023/03/0008\nInvoice Date:\n03/20/2023\nDue Date:\n04/04/2023\nThere were 20,000 bottles of water delivered on January 23,\n2023. A total of 3 trucks.');
    expect(extractiveAnswer('When is the invoice due?', [invoice]).text).toMatch(/^04\/04\/2023 \(Due Date\)/);
    expect(extractiveAnswer('When were the bottles of water delivered?', [invoice]).text).toContain('January 23, 2023');
  });

  it('spells out an acronym from where the text defines it, and answers "where" with a web address', () => {
    const paper = hit(1, '/p/paper.pdf', 'This paper introduces LayoutParser for DIA research.\nRecent advances in document image analysis (DIA) have been\nprimarily driven by deep learning. The library is publicly available at https://layout-parser.github.io.');
    expect(extractiveAnswer('What does DIA stand for in the LayoutParser paper?', [paper]).text).toBe(
      'DIA stands for document image analysis, according to paper.pdf. Recent advances in document image analysis (DIA) have been primarily driven by deep learning.',
    );
    expect(extractiveAnswer('Where is the LayoutParser library publicly available?', [paper]).text).toMatch(/^https:\/\/layout-parser\.github\.io, according to paper\.pdf/);
  });

  it('does not answer about a year the files never mention', () => {
    const table = hit(1, '/s/cups.xlsx', 'Team: Blues; Stanley Cups: 1\nTeam: Flyers; Stanley Cups: 2\nTeam: Maple Leafs; Stanley Cups: 13');
    expect(extractiveAnswer('Who won the Stanley Cup in 2019?', [table]).found).toBe(false);
    expect(extractiveAnswer('How many Stanley Cups have the Maple Leafs won?', [table]).text).toMatch(/^13/);
  });

  it('reads the parts of a joined-up name: an iPhone is a phone', () => {
    const exif = hit(1, '/p/IMG_1.jpg', 'Photo taken on Friday 10 April 2015 at 20:12 (2015-04-10).\nCamera: iPhone 6 (Apple).');
    expect(extractiveAnswer('What phone took the picture in April 2015?', [exif]).text).toContain('Camera: iPhone 6 (Apple).');
  });

  it('never shows a JSON key path in the lead label', () => {
    const log = hit(1, '/n/garden-log.json', 'entries[4].note: Harvest total for the season: 9.6 kg of tomatoes and 4 kg of carrots.');
    const text = extractiveAnswer('How many kilos of tomatoes did I harvest in total?', [log]).text;
    expect(text).toMatch(/^9\.6 /);
    expect(text).not.toContain('entries[');
  });

  it('agrees with search when it judged the question to be about nothing in the files', () => {
    const note = { ...hit(1, '/n/garden.txt', 'Planted 12 tomato seedlings along the south fence.'), unrelated: true as const };
    expect(extractiveAnswer('How many tomato seedlings did I plant?', [note])).toEqual({ text: 'Nothing in your files answers this question.', facts: [], found: false });
    const { unrelated: _u, ...plain } = note;
    expect(extractiveAnswer('How many tomato seedlings did I plant?', [plain]).found).toBe(true);
  });

  it('reads the abbreviations receipts print: TBL is the table', () => {
    const receipt = hit(1, '/r/receipt.jpg', 'Logans 354\nAUTH 287522 TBL 44 CHECK 885654\nSUBTOTAL 43.82');
    const a = extractiveAnswer('Which table was I seated at in Logans?', [receipt]);
    expect(a.found).toBe(true);
    expect(a.text).toContain('TBL 44');
  });

  it('dates a question about a receipt by its one date, printed far from the line about the item', () => {
    const receipt = hit(1, '/r/receipt.jpg', 'Clachan\n34 Kingley Street\nW1B 5GH\nSylvia 26 Feb 2016 15:20\nAcc No: 1532\n2 Meantime Pale\nProduct Group Summary\nFood And Drink 10.20\nTotal £10.20');
    expect(extractiveAnswer('On what date did I have drinks at the Clachan?', [receipt]).text).toMatch(/^26 Feb 2016/);
    // Two dates in the chunk: which one is meant is not known, so none is taken from afar.
    const two = hit(2, '/r/receipt2.jpg', receipt.text.replace('Acc No: 1532', 'Printed 27 Feb 2016'));
    expect(extractiveAnswer('On what date did I have drinks at the Clachan?', [two]).text).not.toMatch(/^26 Feb 2016/);
  });

  it('answers "which method" with the line that names one in code, not the heading that shares the words', () => {
    const slide = hit(1, '/s/deck.ppt', 'Adding a Bullet Slide\nFind the bullet slide layout\nUse _TextFrame.text for first bullet\nUse _TextFrame.add_paragraph() for subsequent bullets\nHere is a lot of text!');
    expect(extractiveAnswer('Which method adds the subsequent bullets on the bullet slide?', [slide]).text).toContain('add_paragraph()');
  });

  it('does not answer a question about the user from a document about others', () => {
    const article = { ...hit(1, '/ref/footballer.txt', 'The children go to Ysgol Dyffryn Conwy, the school where Roberts was picked for the first team.'), aboutOthers: true };
    const asked = 'Which school do my children go to?';
    expect(extractiveAnswer(asked, [article])).toEqual({ text: 'Nothing in your files answers this question.', facts: [], found: false });
    // The same words in the user's own note, or in a file that is merely about nothing in particular, answer it.
    const { aboutOthers: _a, ...own } = article;
    expect(extractiveAnswer(asked, [{ ...own, path: '/me/kids.txt' }]).found).toBe(true);
    // A question about the world, or how to do something, may be answered from reference material.
    expect(extractiveAnswer('Which school do the Roberts children go to?', [article]).found).toBe(true);
    const manual = { ...hit(2, '/ref/espresso-manual.pdf', 'To descale the espresso machine, fill the tank with descaler and run the rinse programme twice.'), aboutOthers: true };
    expect(extractiveAnswer('How do I descale my espresso machine?', [manual]).found).toBe(true);
  });

  it('finds the log line of the day a question names, however either writes the date', () => {
    const log = hit(1, '/me/health-log.txt', ['Health log', '2025-09-15  BP 135/84  pulse 70  weight 78.1 kg', '2025-10-01  BP 131/82  pulse 68  weight 77.6 kg', '2025-10-15  BP 129/80  pulse 66  weight 77.0 kg'].join('\n'));
    const a = extractiveAnswer('What was my blood pressure on 1 October?', [log]);
    expect(a.found).toBe(true);
    expect(a.text).toContain('131/82');
    expect(a.text).not.toContain('129/80');
  });

  it('does not answer for a month the chunk never mentions, nor a phone number with a date', () => {
    const sales = hit(1, '/d/sales.txt', 'Product: Widget D; Date: 2024-01-04; Revenue: 8000\nProduct: Widget D; Date: 2024-01-18; Revenue: 9000');
    expect(extractiveAnswer("What was Widget D's revenue in February 2024?", [sales]).found).toBe(false);
    expect(extractiveAnswer("What was Widget D's revenue on 18 January 2024?", [sales]).text).toContain('9000');
    const note = hit(2, '/me/knee.txt', 'Knee: physio at the Parkside clinic, first visit 2025-09-01. Next appointment 27 October.');
    expect(extractiveAnswer('What is the phone number of the Parkside physio clinic?', [note]).found).toBe(false);
    const card = hit(3, '/me/card.txt', 'Parkside physio clinic, member 20250901, call 0161 496 0732 to book.');
    expect(extractiveAnswer('What is the phone number of the Parkside physio clinic?', [card]).text).toMatch(/^0161 496 0732/);
  });

  it('meets a file named in the question and a word with a doubled consonant', () => {
    const photo = hit(1, '/photos/harbour-dusk.jpg', 'Camera: Fujifilm X-T30. Focal length: 23 mm.');
    expect(extractiveAnswer('Which camera took harbour-dusk.jpg?', [photo]).text).toContain('Fujifilm X-T30');
    const essay = hit(2, '/essays/getting-started.txt', 'The way to get started is to pick one small problem and finish it.');
    expect(extractiveAnswer('How does the essay say you get started?', [essay]).found).toBe(true);
  });

  it('answers for the JSON element the question names, never with another element’s field', () => {
    const fields: Array<[string, string]> = [
      ['/stays/0/city', 'stays[0].city: Osaka'],
      ['/stays/0/hotel', 'stays[0].hotel: Cross Hotel Osaka'],
      ['/stays/0/price_per_night_jpy', 'stays[0].price_per_night_jpy: 18500'],
      ['/stays/0/paid', 'stays[0].paid: true'],
      ['/stays/1/city', 'stays[1].city: Kyoto'],
      ['/stays/1/hotel', 'stays[1].hotel: Ryokan Yoshida-sanso'],
      ['/stays/1/paid', 'stays[1].paid: false'],
    ];
    const trip = jsonHit('/me/japan-trip.json', fields);
    const paid = extractiveAnswer('Have I paid for the Ryokan Yoshida-sanso in Kyoto yet?', [trip]);
    expect(paid.text).toMatch(/^No\b/);
    expect(paid.facts[0]!.reference).toBe('/me/japan-trip.json#pointer=/stays/1/paid');
    // The ryokan's record holds no price: Osaka's is no answer.
    expect(extractiveAnswer('How much per night is the ryokan in Kyoto?', [trip]).found).toBe(false);
    expect(extractiveAnswer('How much per night is the hotel in Osaka?', [trip]).text).toContain('18500');
  });

  it('takes the JSON element whose fields say the question’s word pairs: from Bergen to Riga, not from Riga to Bergen', () => {
    const fields: Array<[string, string]> = [
      ['/legs/0/from', 'legs[0].from: Riga'],
      ['/legs/0/to', 'legs[0].to: Bergen'],
      ['/legs/0/booking_code', 'legs[0].booking_code: HV83TQ'],
      ['/legs/1/from', 'legs[1].from: Bergen'],
      ['/legs/1/to', 'legs[1].to: Riga'],
      ['/legs/1/booking_code', 'legs[1].booking_code: MP20XZ'],
    ];
    const legs = jsonHit('/me/baltic-ferry.json', fields);
    const back = extractiveAnswer('What is the booking code of the ferry from Bergen to Riga?', [legs]);
    expect(back.text).toContain('MP20XZ');
    expect(back.facts[0]!.reference).toBe('/me/baltic-ferry.json#pointer=/legs/1/booking_code');
    expect(extractiveAnswer('What is the booking code of the ferry from Riga to Bergen?', [legs]).text).toContain('HV83TQ');
  });

  it('does not lend a question a value from a neighbouring line about something else, nor answer where the file says it is not there', () => {
    const plan = hit(1, '/me/lakes-trip.txt', ['Ferry: Bowness to Ambleside, 10:15, tickets on the boat.', 'Parking: two days at the pier car park, paid online (£18 total).', 'Bikes: hire from Windermere Cycles, pick up Saturday 9am.'].join('\n'));
    expect(extractiveAnswer('How much does the bike hire in the Lakes cost?', [plan]).found).toBe(false);
    expect(extractiveAnswer('How much was the parking for the Lakes trip?', [plan]).text).toContain('£18');
    const budget = hit(2, '/me/budget-may.txt', ['Budget, May', 'Groceries 412.60', 'Household bills 380.00', 'Water and broadband are paid by Sam this month, so they are not included here.'].join('\n'));
    expect(extractiveAnswer('How much was the broadband bill in May?', [budget]).found).toBe(false);
    expect(extractiveAnswer('How much did I spend on groceries in May?', [budget]).text).toContain('412.60');
  });

  it('takes no value from a rival line about another subject of the same plan', () => {
    const plan = hit(1, '/me/algarve-plan.txt', ['Algarve, August', 'Bags: one 23 kg hold bag for both of us, booked (£38 total).', 'Car: hire from Faro airport with Algarve Wheels, pick up Mon 3 Aug, drop off Mon 10 Aug.'].join('\n'));
    expect(extractiveAnswer('How much does the hire car in the Algarve cost?', [plan]).found).toBe(false);
  });

  it('reads each item of a to-do list as its own line with its own values', () => {
    const todo = hit(1, '/me/errands-march.txt', ['Errands — March', '[x] Renew the car tax (paid 4 Mar, £190)', '[ ] Window cleaner coming Fri 14 Mar between 9 and 11', '[ ] Pay the plumber for the boiler part (£240) by 20 March', '[ ] Optician: Tues 18 March, 3.45 pm, Dr Patel', '[ ] Buy a birthday card for Aunt Rose'].join('\n'));
    // The optician's line holds no price: the plumber's £240 two items up is not its price.
    expect(extractiveAnswer('How much will the optician cost?', [todo]).found).toBe(false);
    expect(extractiveAnswer('When is the window cleaner coming?', [todo]).text).not.toContain('plumber');
    expect(extractiveAnswer('How much was the car tax?', [todo]).text).toContain('£190');
  });

  it('dates an item of a changelog by the dated entry it sits under', () => {
    const log = hit(1, '/docs/changes.md', ['- 3 March 2024 - Version 2.1.0', '- Add dark mode (thanks @ana)', '- Fix export to CSV', '- 14 November 2023 - Version 2.0.0', '- Add offline sync'].join('\n'));
    expect(extractiveAnswer('When was dark mode added?', [log]).text).toMatch(/^3 March 2024/);
    const nested = hit(2, '/docs/notes.md', ['- 9 June 2022: sprint review', '    - Demoed the new search page', '- 23 June 2022: sprint review', '    - Showed the billing export'].join('\n'));
    expect(extractiveAnswer('When did we demo the new search page?', [nested]).text).toMatch(/^9 June 2022/);
  });

  it('reads a field whose label names the asked thing another way: a photo\'s Camera for the phone, "mag" for magnitude', () => {
    const photo = { ...hit(1, '/photos/IMG_2231.jpg', ['Photo taken on Friday 3 June 2022 at 09:12 (2022-06-03).', 'Camera: Pixel 6 (Google).', 'Focal length: 6.8 mm.'].join('\n')), locator: '#exif' };
    expect(extractiveAnswer('Which phone took the picture on 3 June 2022?', [photo]).text).toMatch(/^Camera: Pixel 6/);
    const field = (i: number, k: string, v: string): [string, string] => [`/quakes/${i}/${k}`, `quakes[${i}].${k}: ${v}`];
    const feed = jsonHit('/data/quakes.json', [field(0, 'place', '12 km SE of Ridgecrest, CA'), field(0, 'mag', '2.1'), field(0, 'type', 'earthquake'), field(1, 'place', '5 km N of Lone Pine, CA'), field(1, 'mag', '1.4'), field(1, 'type', 'earthquake')]);
    expect(extractiveAnswer('What was the magnitude of the earthquake near Lone Pine?', [feed]).text).toContain('1.4');
  });

  it('answers "my most recent reading" with the log\'s latest dated entry', () => {
    const log = hit(1, '/me/glucose-log.txt', ['Glucose log (fasting, mmol/L), as the nurse asked', 'date        time   reading  notes', '03/02/2026  07:30  6.9      ', '17/02/2026  07:25  6.4      new tablets', '10/03/2026  07:40  6.1      ', '24/02/2026  07:35  6.2      '].join('\n'));
    expect(extractiveAnswer('What was my most recent glucose reading?', [log]).text).toMatch(/^10\/03\/2026\s+07:40\s+6\.1/);
  });

  it('answers a surname only with a name in full, and a race time only with a time', () => {
    const diary = hit(1, '/me/diary.txt', ['Diary', 'Tue 4 March: new manager started today, she is called Ingrid.', 'Sat 15 March: ran the Harbour 10K in 52:14. Knees fine.', 'Sun 16 March: booked the dentist for three weeks from now.'].join('\n'));
    expect(extractiveAnswer("What is Ingrid's last name?", [diary]).found).toBe(false);
    expect(extractiveAnswer('What was my time in the Harbour 10K?', [diary]).text).toMatch(/^52:14/);
    expect(extractiveAnswer('What was my time in the Lakes Half Marathon?', [diary]).found).toBe(false);
  });

  it('takes no price for a labelled line from an item of a list below it', () => {
    const plan = hit(1, '/me/crete-plan.txt', ['Crete, May', 'Ferry: Piraeus to Heraklion overnight, cabin for two, booked.', '', 'Days:', '- Tue 12 May: Knossos at 9:00, tickets (€15 each).', '- Wed 13 May: beach at Matala.'].join('\n'));
    expect(extractiveAnswer('How much is the ferry to Crete?', [plan]).found).toBe(false);
    expect(extractiveAnswer('How much are the Knossos tickets?', [plan]).text).toContain('€15');
  });

  it('names whom a line gives the role the question asks about', () => {
    const flat = hit(1, '/me/new-flat.txt', ['Moving notes', 'Flat 3, 14 Elm Road. Keys on Friday.', 'Landlord is Okafor, rent due on the 1st.', 'Broadband: order from Zen before we move.'].join('\n'));
    expect(extractiveAnswer('Who is our landlord?', [flat]).text).toMatch(/^Okafor, according to new-flat\.txt/);
  });

  it('answers "where" only with a place or words that say where, never with a photo\'s camera and date', () => {
    const photo = { ...hit(1, '/photos/canon_eos.jpg', ['Photo taken on Monday 3 May 2010 at 10:12 (2010-05-03).', 'Camera: Canon EOS 40D (Canon).', 'Focal length: 50 mm.'].join('\n')), locator: '#exif' };
    expect(extractiveAnswer('Where was the Canon EOS photo taken?', [photo]).found).toBe(false);
    const note = hit(2, '/me/house-notes.txt', ['House notes', 'Spare key: in the blue pot by the back door.', 'Meter readings go to Octopus on the 1st.'].join('\n'));
    // The line that says where, unnamed, before a line that names a company but says nothing asked.
    expect(extractiveAnswer('Where is the spare key?', [note]).text).toBe('Spare key: in the blue pot by the back door.');
  });

  it('answers "what did I buy at …" with the receipt\'s item lines, not its totals, tax and change', () => {
    const till = { ...hit(1, '/scans/edeka_bon.jpg', ['EDEKA Nord', 'Hauptstr. 4, 24103 Kiel', 'VOLLMILCH 3,5% 1,19 A', 'ROGGENBROT 2,49 A', 'Summe EUR 3,68', 'Geg. BAR EUR 5,00', 'Rückgeld BAR EUR 1,32', 'MwSt 7% 0,24', '12.03.2025 09:14'].join('\n')), locator: '#ocr' };
    const diary = hit(2, '/me/diary.txt', 'Went to buy bread at the bakery but it was closed, so I got some at the supermarket instead.');
    const a = extractiveAnswer('What did I buy at EDEKA in Kiel?', [diary, till]);
    expect(a.text).toBe('According to edeka_bon.jpg, you bought: VOLLMILCH 3,5% 1,19 A; ROGGENBROT 2,49 A.');
    expect(a.facts[0]!.reference).toBe('/scans/edeka_bon.jpg#ocr');
  });

  it('answers what a bill came to with its last total, and the tax with the tax line, not a total that excludes it', () => {
    const bill = { ...hit(1, '/scans/koh_bill.jpg', ['KOH NOODLE HOUSE SDN BHD', 'Date : 02/03/2019 7:41:10 PM', '1 WANTAN MEE @ 9.50 9.50 SR', '2 KOPI O @ 2.20 4.40 SR', 'Total (Excluding SST): 13.90', 'SST Payable: 0.83', 'Total : 14.73', 'Rounding Adj : 0.02', 'Net Total : 14.75', 'CASH 20.00', 'CHANGE 5.25'].join('\n')), locator: '#ocr' };
    expect(extractiveAnswer('What did dinner at Koh Noodle House come to?', [bill]).text).toMatch(/^Net Total: 14\.75/);
    const counted = { ...bill, text: bill.text.replace('Total (Excluding SST)', 'Total QTY: 3\nTotal (Excluding SST)') };
    expect(extractiveAnswer('What was the total on the Koh Noodle House bill?', [counted]).text).toMatch(/^Net Total: 14\.75/);
    expect(extractiveAnswer('How much SST was on the Koh Noodle House bill?', [bill]).text).toMatch(/^0\.83 for SST Payable/);
    // A label that names the tax only in brackets is about something else.
    const q = new Set(['sst', 'bill']);
    const at = (line: string) => labelPrecision(line, { text: line.split(': ')[1]!, index: line.indexOf(': ') + 2 }, q);
    expect(at('Total (Excluding SST): 13.90')).toBeLessThan(at('SST and service charge: 2.10'));
  });

  it('says nothing answers a question whose every name is in none of the files', () => {
    const feed = hit(1, '/data/quakes.txt', ['Earthquakes in the past day', 'Earthquake near Ridgecrest, CA: magnitude 2.1.', 'Earthquake near Lone Pine, CA: magnitude 1.4.'].join('\n'));
    const others = ['The garden needs water twice a week in summer.', 'Book club meets on the first Tuesday.', 'Bread: flour, yeast, salt and water.', 'The car is due for its service in May.'].map((t, i) => hit(10 + i, `/me/note-${i}.txt`, t));
    expect(extractiveAnswer('What was the magnitude of the earthquake near Anchorage?', [feed, ...others]).found).toBe(false);
    expect(extractiveAnswer('What was the magnitude of the earthquake near Ridgecrest?', [feed]).text).toContain('2.1');
    // A joined-up name whose parts OCR set on different lines is still there.
    const card = { ...hit(2, '/scans/card.jpg', ['Blue Optum Rx: Printed 09/19', 'Shield', 'For Members call 800-555-0199'].join('\n')), locator: '#ocr' };
    expect(extractiveAnswer('What number do BlueShield members call?', [card]).text).toContain('800-555-0199');
  });

  it('answers where a shop is with the address printed under its name, and never a street number as a date', () => {
    const slip = { ...hit(1, '/scans/slip.jpg', ['KEDAI BUKU ILMU SDN BHD (123456-X)', 'NO. 3, JALAN BUNGA 4/2,', '47300 PETALING JAYA', 'Cashier: Aina', '1 NOTEBOOK A5 4.50', 'TOTAL 4.50'].join('\n')), locator: '#ocr' };
    expect(extractiveAnswer('Where is Kedai Buku Ilmu?', [slip]).text).toMatch(/^(?:JALAN BUNGA|47300 PETALING JAYA)/);
    expect(extractiveAnswer('When did I shop at Kedai Buku Ilmu?', [slip]).found).toBe(false);
  });

  it('lets "renewal" meet "renew" and "arrival" meet "arrived"', () => {
    const todo = hit(1, '/me/errands-feb.txt', ['Errands — February', '- Renew the fishing permit online (done 3 Feb, fee £36.50)', '- Take the bike in for a service', '- Post the birthday parcel to Cardiff'].join('\n'));
    const club = hit(2, '/me/club.txt', 'The angling club meets on Thursdays. New members pay a joining fee at the first meeting.');
    expect(extractiveAnswer('What did the permit renewal cost?', [todo, club]).text).toContain('£36.50');
    expect(stem('arrival')).toBe(stem('arrived'));
    expect(stem('rentals')).toBe(stem('rent'));
  });

  it('answers a question about a day from the line holding that day, not the title above it', () => {
    const log = hit(1, '/me/mood-log.txt', ['Mood and sleep diary', 'Written each evening before bed.', '2026-03-02  restless, knee sore', '2026-03-09  calm and cheerful after the swim', '2026-03-16  tired, long day at work'].join('\n'));
    expect(extractiveAnswer('What was my mood and sleep like on 9 March?', [log]).text).toContain('calm and cheerful');
  });

  it('reads on across a PDF line that stops on a word no sentence ends with, whatever case the next line opens in', () => {
    const pdf = { ...hit(1, '/docs/harbour-act-summary.pdf', ['Harbour Act Summary  Page 1', 'INTRODUCTION', 'The Harbour Safety Act (HSA) was signed into law by 2', 'Governor Alvarez on March 3, 2004. It set new rules for pilots.'].join('\n')), locator: '#page=1' };
    const signed = extractiveAnswer('When was the Harbour Safety Act signed into law?', [pdf]).text;
    expect(signed).toMatch(/^March 3, 2004/);
    expect(signed).toContain('signed into law by 2 Governor Alvarez on March 3, 2004.');
  });

  it('answers a question about the user from their own file when a file about others leads only a little', () => {
    const club = { ...hit(1, '/ref/rovers-history.txt', 'The club were promoted to the first division in 1998.'), aboutOthers: true };
    const journal = hit(2, '/me/journal.txt', 'Big news: on 3 May 2021 I was promoted to team lead at work, and we celebrated.');
    expect(extractiveAnswer('When did I get promoted?', [club, journal]).text).toContain('3 May 2021');
  });

  it('says yes or no from the line that says the asked thing was done, or not done', () => {
    const minutes = hit(1, '/club/minutes-march.txt', ['Rowing club committee — minutes', 'Present: Ines (chair), Raj, Colm, me.', '1. Boathouse roof: the quote from Dunne Roofing is £2,400. Approved unanimously.', '2. Membership fee: up from £120 to £135 next season. Proposal rejected; to be raised again in June.'].join('\n'));
    const roof = extractiveAnswer('Did the rowing committee approve the boathouse roof quote?', [minutes]);
    expect(roof.text).toMatch(/^Yes, according to minutes-march\.txt\./);
    expect(roof.text).toContain('Approved unanimously.');
    const fee = extractiveAnswer('Did the rowing committee reject the membership fee rise?', [minutes]);
    expect(fee.text).toMatch(/^Yes\b/);
    expect(fee.text).toContain('Proposal rejected');
    const notPaid = hit(2, '/me/notes.txt', 'Council tax: I have not paid the March instalment yet, reminder set.');
    expect(extractiveAnswer('Did I pay the March council tax instalment?', [notPaid]).text).toMatch(/^No\b/);
  });

  it('does not give a year alone for a question that asks for a day', () => {
    const form = hit(1, '/forms/club-registration-2019.txt', 'Club registration form (2019)\nMember name: ____________\nDate of birth: ____________\nSigned: ____________');
    expect(extractiveAnswer('What date of birth is written on the club registration form?', [form]).found).toBe(false);
    const card = hit(2, '/me/passport-note.txt', 'Passport renewed in 2019; the new one was issued on 4 March 2019.');
    expect(extractiveAnswer('On what date was my passport issued?', [card]).text).toMatch(/^4 March 2019/);
  });

  it('meets a month the question names in a numeric date of the file', () => {
    const log = hit(1, '/me/car-costs.txt', ['Car costs', '14.02.2025  Garage Kowalski: oil change  €89', '21.03.2025  Garage Kowalski: two new tyres  €310', '02.05.2025  Car wash  €12'].join('\n'));
    expect(extractiveAnswer('How much did I pay at Garage Kowalski in March 2025?', [log]).text).toMatch(/^€310/);
  });

  it('gives a follow-up that names only its subject what the question before it asked for', () => {
    const receipt = hit(1, '/r/gadgethub.pdf', 'GadgetHub receipt\nWireless Mouse\nMSE-221 1 @ $24.99\nUSB-C Hub 7-port\nHUB-770 1 @ $59.00\nTotal $83.99');
    expect(extractiveAnswer('How much was the wireless mouse at GadgetHub?', [receipt]).text).toMatch(/^\$24\.99/);
    expect(extractiveAnswer('and the USB-C hub?', [receipt], { context: 'How much was the wireless mouse at GadgetHub?' }).text).toMatch(/^\$59\.00/);
  });

  it('in a follow-up, takes the line about its own subject and the price printed under it', () => {
    const receipt = hit(1, '/r/techshop.pdf', ['Studio Headphones', 'Over-ear, black', 'AUD-112 1 @ $199.00', 'Travel SSD 1TB', 'USB 3.2 Gen 2', 'STO-440 1 @ $119.00', 'TOTAL $318.00'].join('\n'));
    const first = 'How much were the studio headphones?';
    expect(extractiveAnswer(first, [receipt]).text).toMatch(/^\$199\.00/);
    expect(extractiveAnswer('and the travel SSD?', [receipt], { context: first }).text).toMatch(/^\$119\.00/);
  });

  it('counts a question word in part when the chunk holds a word close in meaning (word vectors)', () => {
    // A tiny word table: "lease" and "tenancy" point the same way, "tyres" and "brakes" do not.
    const table: Record<string, number[]> = { lease: [1, 0.1, 0], tenancy: [0.95, 0.2, 0], tyres: [0, 1, 0], brakes: [0.2, 0, 1] };
    const wordVector = (w: string) => {
      const v = table[w];
      if (!v) return undefined;
      const n = Math.hypot(...v);
      return Float32Array.from(v.map((x) => x / n));
    };
    const letter = hit(1, '/me/landlord-letter.txt', 'Dear Mr Okafor, just to confirm: my tenancy renews on 1 February 2026, and I would like to stay for another year.');
    const notes = hit(2, '/me/notes.txt', 'The boiler service is booked for 2 December. Bring the parking permit.');
    const asked = 'When does my lease renew?';
    expect(extractiveAnswer(asked, [letter, notes]).found).toBe(false);
    expect(extractiveAnswer(asked, [letter, notes], { wordVector }).text).toMatch(/^1 February 2026/);
    const log = hit(2, '/me/car-log.txt', '17 April 2024: new front brakes fitted, £236.00.');
    expect(extractiveAnswer('How much did the new tyres cost?', [log], { wordVector }).found).toBe(false);
  });

  it('never answers with the number the question itself names', () => {
    const chart = hit(1, '/d/survey.pptx', 'Chart “Wild ducks by year”: Saltwater Ducks, 2021: 118\nChart “Wild ducks by year”: Saltwater Ducks, 2022: 130');
    expect(extractiveAnswer('How many saltwater ducks were counted in 2022?', [chart]).text).toMatch(/^130\b/);
  });

  it('reads a month only where one is meant ("Mar del Plata" is a city) and spelt-out key abbreviations', () => {
    const trip = hit(1, '/me/argentina.txt', 'Dinner at La Marina in Mar del Plata on 12 January: ARS 28.000 for the two of us.');
    expect(extractiveAnswer('How much was dinner in Mar del Plata?', [trip]).text).toMatch(/^ARS 28\.000/);
    expect(extractiveAnswer('How much was dinner on 12 Mar?', [trip]).found).toBe(false);
    const booking = hit(2, '/me/japan.json', 'hotel: Cross Hotel Osaka\nbooking_ref: CHO-88213\nnights: 3');
    expect(extractiveAnswer('What is the booking reference for the Osaka hotel?', [booking]).text).toContain('CHO-88213');
  });
});


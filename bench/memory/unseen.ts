/**
 * Session 6's two held-aside personas (`npm run bench:memory -- --unseen`): Keiko Tanaka in Osaka
 * and Arjun Menon in Pune. Written, with every expectation below, before any extractor ran on
 * them; committed before their one run. The earlier held-aside pair (aside.ts, Cork and Kraków)
 * has been run and tuned against since, so it no longer measures generalisation; this pair does,
 * once. Their reference documents (references.ts) were in no library before either.
 *
 * Conventions as in personas.ts: a happening known to the day has happen_time T00:00:00, one with
 * a stated clock time carries it; a booking, ticket or receipt is a financial event on the day it
 * was issued (total and merchant in the content) — on the booking's own first date (check-in,
 * departure) when it says no issue date — and the trip, stay or show it books is a personal or
 * social event on its own date; a year alone is 1 January, a month and year the 1st; relative
 * words count from the entry they sit in (a diary heading, a message's date).
 *
 * One decision taken with these expectations (docs/DECISIONS.md): signing a lease for one's home
 * is a personal event (where the user lives), not a financial one; buying or selling a thing for
 * a price is financial.
 */
import type { ExpectedEvent, ExpectedValue } from './expected.js';
import type { Fixture } from './fixtures.js';
import { docx, formDocx, png, text, wav, xlsx, type Persona } from './kit.js';
import { reference } from './references.js';

const v = (category: string, subtopic: string, value: string, from: string[], more: Partial<ExpectedValue> = {}): ExpectedValue => ({ category, subtopic, value, from, ...more });
const ev = (event_type: ExpectedEvent['event_type'], happen_time: string | null, match: string[], content: string, from: string[]): ExpectedEvent => ({ event_type, happen_time, match, content, from });

// ==================================================================== Keiko Tanaka, Osaka (44)

const K_FORM = 'library-card-application.docx';
const K_MAIL = 'messages.jsonl';
const K_DIARY = 'nikki-2025.txt';
const K_HOTEL = 'ryokan-booking.png';
const K_MEMO = 'memo-0412.wav';

const K_MAILS = [
  {
    from: 'Osaka Marathon Office <entry@osaka-marathon.example>',
    to: ['keiko.tanaka@mail.example'],
    date: '2024-11-20T10:00:00+09:00',
    subject: 'Entry accepted',
    text: 'Dear Keiko Tanaka,\n\nYour entry to the Osaka Marathon 2025 has been accepted.\nRace day: Sunday 23 February 2025, Osaka Castle Park.\nEntry fee paid: JPY 17,500.\n\nOsaka Marathon Organising Committee',
  },
  {
    from: 'Mori Takeshi <t.mori@sakura-pharmacy.example>',
    to: ['keiko.tanaka@mail.example', 'pharmacy-team@sakura-pharmacy.example'],
    date: '2025-01-10T17:45:00+09:00',
    subject: 'New Year party',
    text: 'Dear all,\n\nOur pharmacy team New Year party is on Friday 24 January 2025 at 7 pm at Torikizoku, Umeda. Please reply by Wednesday.\n\nMori',
  },
  {
    from: 'Keiko Tanaka <keiko.tanaka@mail.example>',
    to: ['Kenji Tanaka <kenji.t@mail.example>'],
    date: '2025-03-02T09:15:00+09:00',
    subject: "Mum's birthday",
    text: "Hi Kenji,\n\nMum's 70th birthday dinner is settled: Saturday 15 March 2025 at 6 pm at Kitcho in Arashiyama. I booked a table for eight.\n\nSee you there,\nKeiko\n\nKeiko Tanaka\nPharmacist, Sakura Pharmacy Umeda\n+81 90 4417 2286",
  },
];

const keiko = (tmp: string): Persona => ({
  id: 'keiko',
  who: 'Keiko Tanaka, 44, pharmacist, Osaka (Japan): form docx, mail .jsonl, diary with 2025/01/05 dates, hotel booking png without issue date, budget xlsx, voice memo',
  files: async (): Promise<Fixture[]> => [
    {
      name: K_FORM,
      kind: 'form (docx table)',
      data: await formDocx(
        'Osaka Municipal Central Library',
        'Application for a library card — please complete in block letters',
        [
          ['Family name', 'Tanaka'],
          ['Given name', 'Keiko'],
          ['Date of birth', '09 Aug 1981'],
          ['Gender', 'F'],
          ['Marital status', 'Married'],
          ['Home address', '3-12-5 Tenjinbashi, Kita-ku'],
          ['City', 'Osaka'],
          ['Postal code', '530-0041'],
          ['Telephone', '+81 90 4417 2286'],
          ['E-mail', 'keiko.tanaka@mail.example'],
          ['Occupation', 'Pharmacist'],
          ['Workplace', 'Sakura Pharmacy Umeda'],
          ['Emergency contact', 'Hiroshi Tanaka (husband), +81 90 3321 7764'],
        ],
        ['Signature: Keiko Tanaka', 'Date: 2025-02-03'],
      ),
    },
    { name: K_MAIL, kind: 'mail export (.jsonl)', data: Buffer.from(K_MAILS.map((m) => JSON.stringify(m)).join('\n') + '\n') },
    {
      name: K_DIARY,
      kind: 'diary (txt, yyyy/mm/dd headings)',
      data: text(`
2025/01/05
Hiroshi and I took Sota to Sumiyoshi Taisha for the first shrine visit of the year.

2025/01/18
Passed the certification exam for sports pharmacists! Three months of evening study paid off.

2025/02/08
Bought a new Panasonic washing machine at Yodobashi Umeda for 128,000 yen.

2025/02/23
Ran the Osaka Marathon in 4 hours 41 minutes. My knees hurt but I finished.

2025/03/09
Signed the lease for a bigger flat in Fukushima-ku. The rent is 142,000 yen a month.

2025/03/22
A quiet weekend. I love hiking in the Kii mountains and my favourite food is okonomiyaki.
`),
    },
    {
      name: K_HOTEL,
      kind: 'hotel booking (png, OCR, no issue date)',
      data: await png(['BOOKING CONFIRMATION', 'Ryokan Kurashiki Bikan', 'Guest: Keiko Tanaka', 'Check-in: 29 April 2025', 'Check-out: 1 May 2025', '2 nights, 2 adults, dinner and breakfast', 'Total: JPY 64,800']),
    },
    {
      name: 'household-budget-april.xlsx',
      kind: 'budget (xlsx, no first person)',
      data: await xlsx('April 2025', ['Category', 'Planned (JPY)', 'Actual (JPY)'], [
        ['Rent', 142000, 142000],
        ['Groceries', 60000, 64350],
        ['Utilities', 18000, 16920],
        ["Sota's kendo club", 6000, 6000],
        ['Savings', 50000, 50000],
      ]),
    },
    { name: K_MEMO, kind: 'voice memo (wav, speech)', data: wav(tmp, 'keiko-memo.wav', 'Note to self. My favourite film is Spirited Away. This year I want to learn to play the piano.') },
    reference('sinthgunt'),
    reference('groove'),
    reference('doclaynet'),
  ],
  profile: [
    v('basic_info', 'Name', 'Keiko Tanaka', [K_FORM, K_MAIL], { alternatives: ['Tanaka Keiko'] }),
    v('basic_info', 'birth_date', '1981-08-09', [K_FORM], { alternatives: ['09 Aug 1981', '9 August 1981'] }),
    v('basic_info', 'Gender', 'Female', [K_FORM], { alternatives: ['F', 'woman'] }),
    v('contact_info', 'phone', '+81 90 4417 2286', [K_FORM, K_MAIL], { alternatives: ['+819044172286'] }),
    v('contact_info', 'email', 'keiko.tanaka@mail.example', [K_FORM, K_MAIL]),
    v('contact_info', 'city', 'Osaka', [K_FORM]),
    v('work', 'title', 'Pharmacist', [K_FORM, K_MAIL]),
    v('work', 'company', 'Sakura Pharmacy Umeda', [K_FORM, K_MAIL], { alternatives: ['Sakura Pharmacy'] }),
    v('work', 'working_industry', 'healthcare', [K_FORM], { alternatives: ['health care', 'pharmacy', 'pharmaceutical', 'pharmaceuticals', 'health'] }),
    v('demographics', 'marital_status', 'married', [K_FORM]),
    v('interest', 'sports', 'hiking', [K_DIARY]),
    v('interest', 'foods', 'okonomiyaki', [K_DIARY]),
    v('interest', 'movies', 'Spirited Away', [K_MEMO]),
    v('psychological', 'goals', 'play the piano', [K_MEMO], { contains: true }),
  ],
  events: [
    ev('personal', '2025-01-05T00:00:00', ['Sumiyoshi'], 'First shrine visit of the year to Sumiyoshi Taisha with Hiroshi and Sota.', [K_DIARY]),
    ev('educational', '2025-01-18T00:00:00', ['exam'], 'Passed the certification exam for sports pharmacists.', [K_DIARY]),
    ev('financial', '2025-02-08T00:00:00', ['washing machine'], 'Bought a Panasonic washing machine at Yodobashi Umeda for 128,000 yen.', [K_DIARY]),
    // The entry confirmation and the diary are one race.
    ev('personal', '2025-02-23T00:00:00', ['Marathon'], 'Ran the Osaka Marathon in 4 hours 41 minutes.', [K_DIARY, K_MAIL]),
    ev('financial', '2024-11-20T00:00:00', ['17,500'], 'Osaka Marathon entry fee paid: JPY 17,500.', [K_MAIL]),
    ev('personal', '2025-03-09T00:00:00', ['lease'], 'Signed the lease for a bigger flat in Fukushima-ku.', [K_DIARY]),
    ev('social', '2025-01-24T19:00:00', ['party'], 'Pharmacy team New Year party at Torikizoku, Umeda.', [K_MAIL]),
    ev('social', '2025-03-15T18:00:00', ['birthday'], "Mum's 70th birthday dinner at Kitcho in Arashiyama.", [K_MAIL]),
    ev('financial', '2025-04-29T00:00:00', ['64,800'], 'Booking at Ryokan Kurashiki Bikan: JPY 64,800.', [K_HOTEL]),
    ev('personal', '2025-04-29T00:00:00', ['Kurashiki'], 'Two nights at Ryokan Kurashiki Bikan.', [K_HOTEL]),
  ],
  never: ['Hiroshi', 'Kenji', 'Sota', 'Mori', 'Kitcho', 'Arashiyama', 'Kurashiki', 'Fukushima', 'Groove', 'Snow Runner', 'Colorado', 'Minnesota', 'Nevada', 'Sinthgunt', 'DocLayNet', 'IBM', '3321 7764'],
});

// ==================================================================== Arjun Menon, Pune (27)

const A_CV = 'arjun-menon-cv.docx';
const A_MAIL = 'inbox-export.json';
const A_DIARY = 'journal-2025.txt';
const A_TICKET = 'concert-ticket.png';
const A_MEMO = 'voice-note-arjun.wav';

const A_MAILS = [
  {
    sender: 'IndiGo <reservations@goindigo.example>',
    recipients: ['arjun.menon@inbox.example'],
    sent_at: '2025-01-28T11:05:00+05:30',
    subject: 'Your itinerary - PNR X7KQ2M',
    message: 'Dear Mr Arjun Menon,\n\nThank you for choosing IndiGo. Your booking is confirmed.\nPNR: X7KQ2M\nFlight 6E 5327 Pune (PNQ) to Kochi (COK)\nDeparture: 14 February 2025 at 07:40\nTotal fare: INR 6,842\n\nHappy flying!',
  },
  {
    sender: 'Arjun Menon <arjun.menon@inbox.example>',
    recipients: ['Rohan Kulkarni <rohan.k@inbox.example>'],
    sent_at: '2025-02-20T22:30:00+05:30',
    subject: 'Back from Kochi',
    message: "Hey Rohan,\n\nBack in Pune. My sister Meera got married on Sunday and the wedding was beautiful, the whole family was there. Amma cried through the entire ceremony.\n\nCricket on Saturday?\n\nArjun\n\nArjun Menon\nSous-Chef | The Malabar Table\n+91 98220 31457",
  },
  {
    sender: 'Farah Sheikh <farah@malabartable.example>',
    recipients: ['arjun.menon@inbox.example'],
    sent_at: '2025-03-03T16:10:00+05:30',
    subject: 'Your promotion',
    message: 'Dear Arjun,\n\nCongratulations: from 1 April 2025 you will be Head Chef of The Malabar Table. Your salary will be revised to INR 95,000 per month.\n\nFarah Sheikh\nOwner, The Malabar Table',
  },
];

const arjun = (tmp: string): Persona => ({
  id: 'arjun',
  who: 'Arjun Menon, 27, sous-chef, Pune (India): 20 files — CV docx, mail .json, journal with "Jan 6, 2025" dates, concert ticket png, budget xlsx, recipe, checklist, voice note, 12 reference documents',
  files: async (): Promise<Fixture[]> => [
    {
      name: A_CV,
      kind: 'CV (docx)',
      data: await docx('Arjun Menon', [
        '# ARJUN MENON',
        'Sous-Chef',
        'Pune, Maharashtra, India | +91 98220 31457 | arjun.menon@inbox.example',
        '## Experience',
        'Sous-Chef, The Malabar Table, Pune — June 2023 to present',
        'Runs the kitchen brigade of twelve and writes the seasonal Kerala menu.',
        'Chef de Partie, Taj Lands End, Mumbai — August 2019 to May 2023',
        'Led the tandoor section for a 120-cover restaurant.',
        '## Education',
        'B.Sc. in Hospitality and Hotel Administration — Institute of Hotel Management, Mumbai (2016–2019)',
        '## Skills',
        'Kerala cuisine, menu costing, food safety (HACCP), team leadership',
        '## Languages',
        'Malayalam, Hindi, English',
      ]),
    },
    { name: A_MAIL, kind: 'mail export (.json array, sender/recipients/sent_at/message)', data: Buffer.from(JSON.stringify(A_MAILS, null, 2)) },
    {
      name: A_DIARY,
      kind: 'journal (txt, "Jan 6, 2025" headings)',
      data: text(`
Jan 6, 2025
Got my food safety supervisor certificate from FSSAI today.

Jan 19, 2025
Adopted a street puppy from the lane behind the restaurant and named her Biscuit.

Feb 2, 2025
Bought a second-hand 2019 Royal Enfield Classic 350 for 1,15,000 rupees.

Mar 15, 2025
Ran my first 10K at the Pune Running Festival in 58 minutes.

Mar 29, 2025
Dinner with Rohan and Priya at Vaishali on FC Road.

Apr 12, 2025
I play badminton every Sunday morning. My favourite book is The God of Small Things.
`),
    },
    {
      name: A_TICKET,
      kind: 'concert ticket (png, OCR)',
      data: await png(['BookMyShow  E-TICKET', 'A. R. Rahman Live in Concert', 'Mahalaxmi Lawns, Pune', 'Sat, 10 May 2025, 7:00 PM', 'Booked on: 21 Mar 2025', 'Admit 2', 'Total paid: INR 5,998']),
    },
    {
      name: 'monthly-budget-2025.xlsx',
      kind: 'budget (xlsx, no first person)',
      data: await xlsx('Budget', ['Head', 'Jan (INR)', 'Feb (INR)', 'Mar (INR)'], [
        ['Rent', 18000, 18000, 18000],
        ['Bike EMI', 0, 6500, 6500],
        ['Groceries', 7200, 6100, 6900],
        ['Biscuit (vet, food)', 2500, 900, 1100],
        ['Sent home', 15000, 20000, 15000],
        ['Savings', 12000, 8000, 12000],
      ], 'Monthly budget 2025'),
    },
    { name: 'appam-recipe.txt', kind: 'recipe (txt, no first person)', data: text('\nPalappam (makes 20)\n\n2 cups raw rice, soaked 4 hours\n1 cup grated coconut\n1/2 cup cooked rice\n1 tsp yeast, 2 tbsp sugar\nGrind smooth, ferment overnight, cook in an appachatti with a lid.\nServe with vegetable stew.\n') },
    { name: 'kochi-checklist.txt', kind: 'packing checklist (txt)', data: text('\nKochi trip\n\n- wedding gift for Meera\n- two mundus\n- charger\n- sweets from Chitale for Amma\n') },
    { name: A_MEMO, kind: 'voice note (wav, speech)', data: wav(tmp, 'arjun-memo.wav', 'Note to self. In five years I want to open my own restaurant. My favourite food is fish curry.') },
    reference('swift'),
    reference('ww2'),
    reference('hip'),
    reference('birthcontrol'),
    reference('crohn'),
    reference('contract'),
    reference('article'),
    reference('mlac'),
    reference('pone'),
    reference('pntd'),
    reference('tableformer'),
    reference('reliance'),
  ],
  profile: [
    v('basic_info', 'Name', 'Arjun Menon', [A_CV, A_MAIL]),
    ...['Malayalam', 'Hindi', 'English'].map((x) => v('basic_info', 'language_spoken', x, [A_CV])),
    v('contact_info', 'email', 'arjun.menon@inbox.example', [A_CV, A_MAIL]),
    v('contact_info', 'phone', '+91 98220 31457', [A_CV, A_MAIL], { alternatives: ['+919822031457'] }),
    v('contact_info', 'city', 'Pune', [A_CV]),
    v('contact_info', 'country', 'India', [A_CV]),
    v('education', 'school', 'Institute of Hotel Management, Mumbai', [A_CV], { alternatives: ['Institute of Hotel Management Mumbai', 'Institute of Hotel Management'] }),
    v('education', 'degree', 'B.Sc.', [A_CV], { alternatives: ['BSc', 'Bachelor of Science', 'Bachelor'] }),
    v('education', 'major', 'Hospitality and Hotel Administration', [A_CV]),
    v('work', 'company', 'The Malabar Table', [A_CV, A_MAIL], { alternatives: ['Malabar Table'] }),
    // Head Chef from 1 April 2025 (the owner's message); Sous-Chef in the CV and his signature.
    v('work', 'title', 'Sous-Chef', [A_CV, A_MAIL], { alternatives: ['Sous Chef', 'Head Chef'] }),
    v('work', 'working_industry', 'hospitality', [A_CV], { alternatives: ['restaurants', 'restaurant', 'food service', 'food', 'culinary'] }),
    ...['Kerala cuisine', 'menu costing', 'food safety (HACCP)', 'team leadership'].map((x) => v('work', 'work_skills', x, [A_CV], x.includes('HACCP') ? { alternatives: ['food safety', 'HACCP'] } : {})),
    v('interest', 'sports', 'badminton', [A_DIARY]),
    v('interest', 'books', 'The God of Small Things', [A_DIARY]),
    v('interest', 'foods', 'fish curry', [A_MEMO]),
    v('psychological', 'goals', 'open my own restaurant', [A_MEMO], { contains: true, alternatives: [] }),
  ],
  events: [
    ev('professional', '2023-06-01T00:00:00', ['Malabar Table'], 'Sous-Chef at The Malabar Table, Pune, since June 2023.', [A_CV]),
    ev('professional', '2019-08-01T00:00:00', ['Taj'], 'Chef de Partie at Taj Lands End, Mumbai, August 2019 – May 2023.', [A_CV]),
    ev('educational', '2019-01-01T00:00:00', ['Hotel Management'], 'B.Sc. in Hospitality and Hotel Administration, Institute of Hotel Management, Mumbai (2016–2019).', [A_CV]),
    ev('professional', '2025-04-01T00:00:00', ['Head Chef'], 'Promoted to Head Chef of The Malabar Table from 1 April 2025.', [A_MAIL]),
    ev('financial', '2025-01-28T00:00:00', ['6,842'], 'IndiGo booking X7KQ2M: INR 6,842.', [A_MAIL]),
    ev('personal', '2025-02-14T07:40:00', ['Kochi'], 'Flight 6E 5327 from Pune to Kochi.', [A_MAIL]),
    ev('social', '2025-02-16T00:00:00', ['wedding'], "Sister Meera's wedding in Kochi.", [A_MAIL]),
    ev('educational', '2025-01-06T00:00:00', ['certificate'], 'Food safety supervisor certificate from FSSAI.', [A_DIARY]),
    ev('personal', '2025-01-19T00:00:00', ['puppy'], 'Adopted a street puppy, Biscuit.', [A_DIARY]),
    ev('financial', '2025-02-02T00:00:00', ['Royal Enfield'], 'Bought a second-hand Royal Enfield Classic 350 for 1,15,000 rupees.', [A_DIARY]),
    ev('personal', '2025-03-15T00:00:00', ['10K'], 'Ran a first 10K at the Pune Running Festival.', [A_DIARY]),
    ev('social', '2025-03-29T00:00:00', ['Vaishali'], 'Dinner with Rohan and Priya at Vaishali.', [A_DIARY]),
    ev('financial', '2025-03-21T00:00:00', ['5,998'], 'BookMyShow ticket for A. R. Rahman Live in Concert: INR 5,998.', [A_TICKET]),
    ev('social', '2025-05-10T19:00:00', ['Rahman'], 'A. R. Rahman Live in Concert at Mahalaxmi Lawns, Pune.', [A_TICKET]),
  ],
  never: ['Rohan', 'Meera', 'Farah', 'Priya', 'Amma', 'Kochi', 'Swift', 'Nashville', 'Pennsylvania', 'Churchill', 'Hitler', 'Mountain Lake', 'Cayman', 'Reliance', 'Ambani', 'Crohn', 'Biscuit', 'Chitale'],
});

export function unseenPersonas(tmp: string): Persona[] {
  return [keiko(tmp), arjun(tmp)];
}

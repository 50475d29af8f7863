/**
 * Session 7's four personas, written with every expectation below before any extractor ran on
 * them (and before their author read the extractors): two development personas (`--s7dev`:
 * Ngozi Okafor in Lagos, Ingrid Lindqvist in Gothenburg) and two held aside until the end of the
 * session (`--s7final`: Valentina Ríos in Buenos Aires — the 20-file library of the timing
 * figure — and Emre Yılmaz in Izmir). Their reference documents are new: three written for each
 * persona (s7-refs.ts: an encyclopedia biography or article with references, a company history
 * in the company's "we", a paper) and real ones no library held before (references.ts).
 *
 * Conventions as in unseen.ts: a happening known to the day has happen_time T00:00:00, one with
 * a stated clock time carries it; a booking, ticket or receipt is a financial event on the day it
 * was issued (true total and merchant in the content), and the trip, stay or show it books is a
 * personal or social event on its own date (a return journey is not a second trip); a year alone
 * is 1 January, a month and year the 1st (a CV's range is dated by its start, a degree by its
 * end); relative words ("tomorrow", "yesterday", "on Tuesday", "last Friday") count from the
 * entry or message they sit in. A filled-in form gives profile values, not events. Dates are read
 * the way the writer's country writes them: 05/09/1998 in an Argentine form is 5 September,
 * 27.03.2025 on a Turkish receipt is 27 March.
 */
import type { ExpectedEvent, ExpectedValue } from './expected.js';
import type { Fixture } from './fixtures.js';
import { docx, eml, formDocx, pdf, png, text, wav, xlsx, type Persona } from './kit.js';
import { reference } from './references.js';
import { buenosAiresRefs, gothenburgRefs, izmirRefs, lagosRefs } from './s7-refs.js';

const v = (category: string, subtopic: string, value: string, from: string[], more: Partial<ExpectedValue> = {}): ExpectedValue => ({ category, subtopic, value, from, ...more });
const ev = (event_type: ExpectedEvent['event_type'], happen_time: string | null, match: string[], content: string, from: string[]): ExpectedEvent => ({ event_type, happen_time, match, content, from });

// ==================================================================== Ngozi Okafor, Lagos (31)

const N_FORM = 'lekki-fitness-registration.docx';
const N_FLIGHT = 'air-peace-booking.txt';
const N_MAIL = 'to-amaka.txt';
const N_DIARY = 'diary-2025.txt';
const N_NOTES = 'todo.txt';
const N_RECEIPT = 'shoprite-receipt.pdf';
const N_INVITE = 'chioma-tunde-wedding.png';
const N_MEMO = 'voice-note-ngozi.wav';

const ngozi = (tmp: string): Persona => ({
  id: 'ngozi',
  who: 'Ngozi Okafor, 31, civil engineer, Lagos (Nigeria): gym form docx, two saved e-mails (.txt), diary with "Monday 6th January 2025" headings, to-do notes with relative dates, receipt pdf, wedding invitation png, budget xlsx, voice note',
  files: async (): Promise<Fixture[]> => [
    {
      name: N_FORM,
      kind: 'membership form (docx table)',
      data: await formDocx(
        'Lekki Fitness Hub',
        'Membership registration form (please write clearly)',
        [
          ['Surname', 'Okafor'],
          ['First name(s)', 'Ngozi Adaeze'],
          ['Date of birth', '22/04/1994'],
          ['Sex', 'Female'],
          ['Nationality', 'Nigerian'],
          ['Marital status', 'Single'],
          ['Residential address', '14 Admiralty Way, Lekki Phase 1'],
          ['City / State', 'Lagos'],
          ['Country', 'Nigeria'],
          ['Mobile no.', '0803 555 2190'],
          ['Email address', 'ngozi.okafor@mailbox.example'],
          ['Occupation', 'Civil Engineer'],
          ['Employer', 'Adebayo & Partners Consulting'],
          ['Next of kin', 'Chinedu Okafor (brother), 0802 441 7781'],
          ['Any medical conditions?', 'None'],
        ],
        ["Member's signature: N. A. Okafor", 'Date: 10 January 2025'],
      ),
    },
    {
      name: N_FLIGHT,
      kind: 'saved e-mail (RFC 5322 as .txt): flight booking with fare, taxes and total',
      data: eml({
        from: 'Air Peace <bookings@flyairpeace.example>',
        to: 'ngozi.okafor@mailbox.example',
        date: 'Tue, 04 Feb 2025 09:12:00 +0100',
        subject: 'Your booking is confirmed - QZ8T4L',
        body: 'Dear NGOZI OKAFOR,\n\nThank you for flying Air Peace. Your booking is confirmed.\n\nBooking reference: QZ8T4L\nPassenger: MS NGOZI OKAFOR\nFlight: P4 7121  Lagos (LOS) - Enugu (ENU)\nDate: Friday, 21 February 2025   Departure 10:45   Arrival 11:50\nFare: NGN 132,000.00\nTaxes and charges: NGN 16,500.00\nTotal paid: NGN 148,500.00\n\nWe look forward to welcoming you on board.\nAir Peace Customer Care',
      }),
    },
    {
      name: N_MAIL,
      kind: 'saved e-mail (.txt) from the user, with a signature',
      data: eml({
        from: 'Ngozi Okafor <ngozi.okafor@mailbox.example>',
        to: 'Amaka Nwosu <amaka.nwosu@mailbox.example>',
        date: 'Thu, 13 Feb 2025 20:40:00 +0100',
        subject: 'Enugu next weekend!',
        body: "Hi Amaka,\n\nI'll be in Enugu from the 21st — my parents' 35th wedding anniversary thanksgiving is at St Mary's Catholic Church on Saturday 22 February, 10am. Mummy says you must come, no excuses.\n\nOther news: I passed my COREN registration interview on Tuesday, so I'm finally a registered engineer. Drinks on me.\n\nLove,\nNgozi\n\n--\nNgozi Okafor\nCivil Engineer | Adebayo & Partners Consulting\nLagos | 0803 555 2190",
      }),
    },
    {
      name: N_DIARY,
      kind: 'diary (txt, "Monday 6th January 2025" headings)',
      data: text(`
Monday 6th January 2025
Back to work after the Christmas break. Big news: we won the Ikorodu drainage bid and Mr Adebayo wants me as site engineer on it!! Nervous but ready.

Saturday 18th January 2025
Finally replaced the old fridge. Got a Samsung double door at Slot Ikeja for ₦685,000 - Chinedu helped me carry it up three flights of stairs, bless him.

Sunday 2nd March 2025
Little Tobenna was dedicated in church this morning. Mummy cooked for the whole street. Jollof rice will always be my favourite food, no contest.

Friday 14th March 2025
Registered for French classes at the Alliance Française in Ikoyi, first class is tomorrow. My goal is to speak French well enough to work on a project in Dakar one day.

Tuesday 1st April 2025
5 km along the Lekki-Ikoyi link bridge before work again. Running is the only thing keeping me sane on this project.
`),
    },
    {
      name: N_NOTES,
      kind: 'to-do notes (txt) dated once at the top, "tomorrow" / "last Friday"',
      data: text(`
To do — Monday 7 April 2025

- Dentist tomorrow 9.30am, Smile Dental VI (don't be late again!!)
- Paid NEPA last Friday, ₦23,400 to Ikeja Electric - keep the token receipt
- call landlord re: leaking roof
- send Amaka the photos from Enugu
- buy gele for Chioma's wedding
`),
    },
    {
      name: N_RECEIPT,
      kind: 'supermarket receipt (pdf) with subtotal, VAT, points',
      data: await pdf([
        'SHOPRITE',
        'Lekki Mall, Lekki-Epe Expressway, Lagos',
        'Tel: 0700 746 7748',
        'Receipt No: 0048213    Till 04    Cashier: Blessing',
        'Date: 29/03/2025    Time: 14:22',
        'Mama Gold Rice 5kg                12,900.00',
        'Peak Milk Tin x6                   9,600.00',
        'Golden Penny Spaghetti x10         8,450.00',
        'Kings Vegetable Oil 3L            10,400.00',
        'SUBTOTAL                          41,350.00',
        'VAT incl.                          2,884.88',
        'TOTAL NGN                         41,350.00',
        'CARD (POS)                        41,350.00',
        'Xtra Savings points earned: 413',
        'Thank you for shopping with us!',
      ]),
    },
    {
      name: N_INVITE,
      kind: 'wedding invitation (png, OCR)',
      data: await png(['Together with their families', 'CHIOMA EZE & TUNDE BAKARE', 'request the honour of your presence', 'at their wedding', 'Saturday 26th April 2025 at 11am', 'Our Lady Queen of Nigeria Pro-Cathedral, Abuja', 'Reception: Transcorp Hilton, Abuja', 'RSVP: 0809 112 3344']),
    },
    {
      name: 'budget-2025.xlsx',
      kind: 'budget (xlsx, no first person)',
      data: await xlsx('2025', ['Item', 'Jan (NGN)', 'Feb (NGN)', 'Mar (NGN)'], [
        ['Rent (annual / 12)', 250000, 250000, 250000],
        ['Transport & fuel', 85000, 110000, 90000],
        ['Food', 120000, 95000, 130000],
        ['Data & airtime', 15000, 15000, 15000],
        ['Support for parents', 50000, 150000, 50000],
        ['Savings', 100000, 40000, 100000],
      ], 'My budget 2025'),
    },
    { name: N_MEMO, kind: 'voice note (wav, speech)', data: wav(tmp, 'ngozi-memo.wav', 'Note to self. I love reggae music. This year I want to learn to swim.') },
    ...(await lagosRefs()),
    reference('wkey'),
  ],
  profile: [
    v('basic_info', 'Name', 'Ngozi Okafor', [N_FORM, N_MAIL], { alternatives: ['Ngozi Adaeze Okafor', 'Okafor Ngozi', 'Okafor Ngozi Adaeze', 'Ngozi A. Okafor'] }),
    v('basic_info', 'birth_date', '1994-04-22', [N_FORM], { alternatives: ['22/04/1994', '22 April 1994'] }),
    v('basic_info', 'Gender', 'Female', [N_FORM], { alternatives: ['F', 'woman'] }),
    v('basic_info', 'nationality', 'Nigerian', [N_FORM], { alternatives: ['Nigeria'] }),
    v('demographics', 'marital_status', 'single', [N_FORM]),
    v('contact_info', 'city', 'Lagos', [N_FORM, N_MAIL]),
    v('contact_info', 'country', 'Nigeria', [N_FORM]),
    v('contact_info', 'phone', '0803 555 2190', [N_FORM, N_MAIL], { alternatives: ['08035552190', '+234 803 555 2190', '+2348035552190'] }),
    v('contact_info', 'email', 'ngozi.okafor@mailbox.example', [N_FORM, N_MAIL]),
    v('work', 'title', 'Civil Engineer', [N_FORM, N_MAIL], { alternatives: ['Site Engineer'] }),
    v('work', 'company', 'Adebayo & Partners Consulting', [N_FORM, N_MAIL], { alternatives: ['Adebayo and Partners Consulting', 'Adebayo & Partners'] }),
    v('work', 'working_industry', 'engineering', [N_FORM], { alternatives: ['civil engineering', 'construction', 'engineering consulting', 'consulting', 'infrastructure'] }),
    v('interest', 'foods', 'jollof rice', [N_DIARY], { alternatives: ['jollof'] }),
    v('interest', 'sports', 'running', [N_DIARY], { alternatives: ['run', 'jogging'] }),
    v('interest', 'music', 'reggae', [N_MEMO], { alternatives: ['reggae music'] }),
    v('psychological', 'goals', 'speak French', [N_DIARY], { contains: true }),
    v('psychological', 'goals', 'learn to swim', [N_MEMO], { contains: true }),
  ],
  events: [
    ev('professional', '2025-01-06T00:00:00', ['Ikorodu'], 'Won the Ikorodu drainage bid; to be site engineer on it.', [N_DIARY]),
    ev('financial', '2025-01-18T00:00:00', ['fridge'], 'Bought a Samsung fridge at Slot Ikeja for ₦685,000.', [N_DIARY]),
    ev('financial', '2025-02-04T00:00:00', ['148,500'], 'Air Peace booking QZ8T4L: NGN 148,500.00.', [N_FLIGHT]),
    ev('personal', '2025-02-21T10:45:00', ['Enugu'], 'Flight P4 7121 from Lagos to Enugu.', [N_FLIGHT, N_MAIL]),
    ev('professional', '2025-02-11T00:00:00', ['COREN'], 'Passed the COREN registration interview.', [N_MAIL]),
    ev('social', '2025-02-22T10:00:00', ['anniversary'], "Parents' 35th wedding anniversary thanksgiving at St Mary's Catholic Church, Enugu.", [N_MAIL]),
    ev('social', '2025-03-02T00:00:00', ['dedicat'], 'Nephew Tobenna dedicated in church.', [N_DIARY]),
    ev('educational', '2025-03-15T00:00:00', ['French'], 'First French class at the Alliance Française, Ikoyi.', [N_DIARY]),
    ev('financial', '2025-03-29T14:22:00', ['Shoprite', '41,350'], 'Shoprite Lekki receipt: NGN 41,350.00.', [N_RECEIPT]),
    ev('financial', '2025-04-04T00:00:00', ['23,400'], 'Paid the electricity bill to Ikeja Electric: ₦23,400.', [N_NOTES]),
    ev('personal', '2025-04-08T09:30:00', ['dentist'], 'Dentist appointment at Smile Dental VI.', [N_NOTES]),
    ev('social', '2025-04-26T11:00:00', ['wedding'], 'Wedding of Chioma Eze and Tunde Bakare, Abuja.', [N_INVITE]),
  ],
  never: ['Chinedu', 'Amaka', 'Tobenna', 'Chioma', 'Tunde', 'Blessing', 'Enugu', 'Abuja', '0802 441 7781', '0809 112 3344', 'Chinyere', 'Onitsha', 'Nsukka', 'Imperial College', 'Ministry of Works', 'Harbourline', 'Coker', 'Apapa', 'Port Harcourt', 'Balogun', 'Andersen', '280 4416', 'c.obi@', 'WKEY'],
});

// ==================================================================== Ingrid Lindqvist, Gothenburg (58)

const I_CV = 'CV_Ingrid_Lindqvist.pdf';
const I_MAIL = 'mail-export.json';
const I_DIARY = 'dagbok-2025.txt';
const I_NOTES = 'att-gora.txt';
const I_TICKET = 'gso-ticket.png';
const I_RECEIPT = 'apoteket-kvitto.png';
const I_MEMO = 'rostmemo.wav';

const I_MAILS = [
  {
    From: 'SJ <no-reply@sj.example>',
    To: 'ingrid.lindqvist@post.example',
    Date: 'Mon, 24 Feb 2025 19:02:11 +0100',
    Subject: 'Your booking 4482-KLM',
    Body: 'Hello Ingrid,\n\nThank you for travelling with SJ. Here is your booking.\n\nBooking number: 4482-KLM\nFriday 14 March 2025\nGöteborg C 07:05 → Stockholm C 10:12, SJ high-speed train 422, car 3, seat 41\nStockholm C 17:40 → Göteborg C 20:47, train 447, car 5, seat 12\nPassenger: Ingrid Lindqvist (adult)\nTotal price: SEK 1,246\n\nHave a pleasant journey!\nSJ',
  },
  {
    From: 'Ingrid Lindqvist <ingrid.lindqvist@post.example>',
    To: 'Elsa Lindqvist <elsa.l@post.example>',
    Date: 'Sun, 2 Mar 2025 21:15:40 +0100',
    Subject: 'Two pieces of news',
    Body: "Hi darling,\n\nPappa and I have decided: we'll celebrate our 30th wedding anniversary on Saturday 7 June with dinner at Sjömagasinet, and of course you, Jonas and little Viggo are invited.\n\nAnd the other news: Anders offered me the post of head of the Swedish department from August, and I said yes! Sixteen years at the school and now this.\n\nHugs,\nMamma\n\n--\nIngrid Lindqvist\nTeacher of Swedish and History, Hvitfeldtska gymnasiet\n+46 70 318 44 92",
  },
  {
    From: '1177 Vårdguiden <no-reply@1177.example>',
    To: 'ingrid.lindqvist@post.example',
    Date: 'Tue, 11 Mar 2025 07:00:03 +0100',
    Subject: 'Reminder of your appointment',
    Body: 'You have an appointment at Vårdcentralen Linné, Linnégatan 21, on Tuesday 18 March 2025 at 08:20 with Dr. Karin Nilsson (annual check-up). Please bring your ID. To cancel, log in to 1177.se at least 24 hours before.',
  },
];

const ingrid = (tmp: string): Persona => ({
  id: 'ingrid',
  who: 'Ingrid Lindqvist, 58, teacher, Gothenburg (Sweden): CV pdf, mail .json with capitalised keys, diary with "Sun 12 Jan 2025" headings, notes with relative dates, concert ticket png, pharmacy receipt png, budget xlsx, voice memo',
  files: async (): Promise<Fixture[]> => [
    {
      name: I_CV,
      kind: 'CV (pdf, year ranges)',
      data: await pdf([
        'INGRID LINDQVIST',
        'Upper-secondary teacher, Swedish and History',
        'Göteborg, Sweden  ·  ingrid.lindqvist@post.example  ·  +46 70 318 44 92',
        'Born 3 November 1966',
        '',
        'PROFILE',
        'Teacher with more than thirty years in Swedish schools; mentor for newly qualified teachers.',
        '',
        'EMPLOYMENT',
        '2009 – present    Teacher of Swedish and History, Hvitfeldtska gymnasiet, Gothenburg',
        '1998 – 2009       Teacher of Swedish, Katedralskolan, Lund',
        '1992 – 1998       Teacher, Komvux adult education, Malmö',
        '',
        'EDUCATION',
        '1986 – 1991       Master of Arts in Nordic Languages, Lund University',
        '',
        'LANGUAGES',
        'Swedish (mother tongue), English (fluent), German (good)',
        '',
        'SKILLS',
        'Curriculum design, mentoring new teachers, digital assessment',
        '',
        'INTERESTS',
        'Choir singing, cross-country skiing, crime novels',
      ]),
    },
    { name: I_MAIL, kind: 'mail export (.json array, From/To/Date/Subject/Body)', data: Buffer.from(JSON.stringify(I_MAILS, null, 2)) },
    {
      name: I_DIARY,
      kind: 'diary (txt, "Sun 12 Jan 2025" headings)',
      data: text(`
Sun 12 Jan 2025
Skatås winter race this morning, 30 km classic. 2:58 — slower than last year but I didn't care, the forest was white and silent.

Wed 29 Jan 2025
I am a grandmother! Viggo was born at 04:10 at Östra sjukhuset, 3,640 g. Elsa is exhausted and radiant, Jonas can't stop crying.

Sat 15 Feb 2025
Said goodbye to the old Saab. Bought a 2017 Volvo V60 from Bilia in Mölndal, 189 000 kr. Lars says it's too big. It is perfect.

Fri 14 Mar 2025
Stockholm for the day for the Swedish teachers' conference at Norra Latin. I spoke on the panel about reading aloud — my hands shook for the first five minutes.

Sat 5 Apr 2025
Book club at Birgitta's. Still nothing beats Faceless Killers, I told them, and Birgitta rolled her eyes as usual.
`),
    },
    {
      name: I_NOTES,
      kind: 'notes (txt) dated once, "tomorrow" / "last Friday"',
      data: text(`
Att göra / to do — Monday 7 April 2025

* parent-teacher meetings tomorrow 16.00–19.00, room B12 - print the grade lists!
* car insurance paid last Friday (Folksam), 4 312 kr
* order christening present for Viggo
* ring the plumber about the bathroom tap
`),
    },
    {
      name: I_TICKET,
      kind: 'concert ticket (png, OCR) with purchase date',
      data: await png(['GOTHENBURG SYMPHONY ORCHESTRA', 'Mahler: Symphony No. 2 "Resurrection"', 'Konserthuset, Gotaplatsen', 'Thursday 22 May 2025, 19:00', 'Stalls, row 9, seat 14', 'Price: SEK 420', 'Purchased: 3 March 2025', 'Order no. 7781-2290']),
    },
    {
      name: I_RECEIPT,
      kind: 'pharmacy receipt (png, OCR), decimal commas, bonus points',
      data: await png(['APOTEKET', 'Kungsportsavenyen 10, Goteborg', 'Receipt 2025-03-20 11:48', 'Alvedon 500 mg 20 tabl       39,00', 'Nasal spray 10 ml            79,50', 'TOTAL SEK                   118,50', 'Card **** 4471              118,50', 'Bonus points earned: 35']),
    },
    {
      name: 'hushall-2025.xlsx',
      kind: 'household budget (xlsx, no first person)',
      data: await xlsx('Budget', ['Post', 'Jan (SEK)', 'Feb (SEK)', 'Mar (SEK)'], [
        ['Housing', 9800, 9800, 9800],
        ['Food', 6200, 5900, 6400],
        ['Car', 1400, 189000, 1650],
        ['Choir fee', 600, 0, 0],
        ['Savings', 5000, 0, 5000],
      ]),
    },
    { name: I_MEMO, kind: 'voice memo (wav, speech)', data: wav(tmp, 'ingrid-memo.wav', 'Note to self. My favourite food is meatballs. Next year I want to learn Italian.') },
    ...(await gothenburgRefs()),
    reference('hideous'),
  ],
  profile: [
    v('basic_info', 'Name', 'Ingrid Lindqvist', [I_CV, I_MAIL]),
    v('basic_info', 'birth_date', '1966-11-03', [I_CV], { alternatives: ['3 November 1966'] }),
    ...['Swedish', 'English', 'German'].map((x) => v('basic_info', 'language_spoken', x, [I_CV])),
    v('contact_info', 'city', 'Gothenburg', [I_CV], { alternatives: ['Göteborg', 'Goteborg'] }),
    v('contact_info', 'country', 'Sweden', [I_CV]),
    v('contact_info', 'email', 'ingrid.lindqvist@post.example', [I_CV, I_MAIL]),
    v('contact_info', 'phone', '+46 70 318 44 92', [I_CV, I_MAIL], { alternatives: ['+46703184492'] }),
    v('education', 'school', 'Lund University', [I_CV]),
    v('education', 'degree', 'Master of Arts', [I_CV], { alternatives: ['MA', 'M.A.', 'Master'] }),
    v('education', 'major', 'Nordic Languages', [I_CV]),
    // Head of the Swedish department only from August; the CV and signature say teacher.
    v('work', 'title', 'Teacher of Swedish and History', [I_CV, I_MAIL], { alternatives: ['Upper-secondary teacher', 'Upper-secondary teacher, Swedish and History', 'Teacher', 'Head of the Swedish department'] }),
    v('work', 'company', 'Hvitfeldtska gymnasiet', [I_CV, I_MAIL], { alternatives: ['Hvitfeldtska'] }),
    v('work', 'working_industry', 'education', [I_CV], { alternatives: ['teaching', 'secondary education', 'schools'] }),
    ...['Curriculum design', 'mentoring new teachers', 'digital assessment'].map((x) => v('work', 'work_skills', x, [I_CV])),
    v('demographics', 'marital_status', 'married', [I_MAIL, I_DIARY]),
    v('interest', 'music', 'choir singing', [I_CV], { alternatives: ['choir'] }),
    v('interest', 'sports', 'cross-country skiing', [I_CV, I_DIARY], { alternatives: ['skiing', 'cross country skiing'] }),
    v('interest', 'books', 'crime novels', [I_CV], { alternatives: ['crime fiction'] }),
    v('interest', 'books', 'Faceless Killers', [I_DIARY]),
    v('interest', 'foods', 'meatballs', [I_MEMO]),
    v('psychological', 'goals', 'learn Italian', [I_MEMO], { contains: true }),
  ],
  events: [
    ev('professional', '2009-01-01T00:00:00', ['Hvitfeldtska'], 'Teacher of Swedish and History at Hvitfeldtska gymnasiet since 2009.', [I_CV]),
    ev('professional', '1998-01-01T00:00:00', ['Katedralskolan'], 'Teacher of Swedish at Katedralskolan, Lund, 1998–2009.', [I_CV]),
    ev('professional', '1992-01-01T00:00:00', ['Komvux'], 'Teacher at Komvux adult education, Malmö, 1992–1998.', [I_CV]),
    ev('educational', '1991-01-01T00:00:00', ['Lund University'], 'Master of Arts in Nordic Languages, Lund University (1986–1991).', [I_CV]),
    ev('personal', '2025-01-12T00:00:00', ['Skatås'], 'Skatås winter race, 30 km classic, in 2:58.', [I_DIARY]),
    ev('personal', '2025-01-29T04:10:00', ['born'], 'Grandson Viggo born at Östra sjukhuset.', [I_DIARY]),
    ev('financial', '2025-02-15T00:00:00', ['Volvo'], 'Bought a used Volvo V60 from Bilia for 189 000 kr.', [I_DIARY]),
    ev('financial', '2025-02-24T00:00:00', ['1,246'], 'SJ train booking 4482-KLM: SEK 1,246.', [I_MAIL]),
    ev('personal', '2025-03-14T07:05:00', ['Stockholm'], 'Train from Göteborg C to Stockholm C.', [I_MAIL]),
    ev('professional', '2025-03-14T00:00:00', ['conference'], "Spoke on a panel at the Swedish teachers' conference at Norra Latin.", [I_DIARY]),
    ev('personal', '2025-03-18T08:20:00', ['appointment'], 'Appointment (annual check-up) at Vårdcentralen Linné.', [I_MAIL]),
    ev('social', '2025-06-07T00:00:00', ['anniversary'], '30th wedding anniversary dinner at Sjömagasinet.', [I_MAIL]),
    ev('professional', '2025-08-01T00:00:00', ['head of'], 'Head of the Swedish department from August 2025.', [I_MAIL]),
    ev('social', '2025-04-05T00:00:00', ['book club'], "Book club at Birgitta's.", [I_DIARY]),
    ev('financial', '2025-03-03T00:00:00', ['420'], 'Gothenburg Symphony Orchestra ticket: SEK 420.', [I_TICKET]),
    ev('social', '2025-05-22T19:00:00', ['Mahler'], "Mahler's Symphony No. 2 at Konserthuset.", [I_TICKET]),
    ev('financial', '2025-03-20T11:48:00', ['Apoteket', '118'], 'Apoteket receipt: SEK 118,50.', [I_RECEIPT]),
    ev('financial', '2025-04-04T00:00:00', ['Folksam'], 'Paid the car insurance to Folksam: 4 312 kr.', [I_NOTES]),
    ev('professional', '2025-04-08T16:00:00', ['parent'], 'Parent-teacher meetings, room B12.', [I_NOTES]),
  ],
  never: ['Elsa', 'Jonas', 'Viggo', 'Lars', 'Birgitta', 'Anders', 'Nilsson', 'Katedralskolan', 'Komvux', 'Stockholm', 'Mölndal', 'Malmö', 'Astrid', 'Holmberg', 'Borås', 'Majorna', 'Marstrand', 'Eriksberg', 'Barchmann', 'Åberg', 'Lindholmen', 'Johansson', 'Björn', 'gu.example', 'Pike', 'Bell Lab', '700 12 00'],
});

// ==================================================================== Valentina Ríos, Buenos Aires (26)

const V_FORM = 'solicitud-alquiler.docx';
const V_CV = 'cv-valentina-rios.docx';
const V_MAIL = 'correo.jsonl';
const V_DIARY = 'diario.txt';
const V_NOTES = 'notas.txt';
const V_TICKET = 'entrada-drexler.png';
const V_RECEIPT = 'ticket-farmacity.png';
const V_MEMO = 'nota-de-voz.wav';

const person = (name: string, address: string) => ({ name, address });
const V_MAILS = [
  {
    from: person('Aerolíneas Argentinas', 'no-reply@aerolineas.example'),
    to: [person('Valentina Rios', 'vale.rios@correo.example')],
    date: '2025-02-11T08:30:00-03:00',
    subject: 'Confirmación de compra / Purchase confirmation - JHQ4LT',
    text: 'Hello VALENTINA SOFIA RIOS,\n\nYour purchase is confirmed.\n\nReservation code: JHQ4LT\nPassenger: RIOS/VALENTINA SOFIA MS\nFlight AR 1552  BUENOS AIRES/AEROPARQUE (AEP) - CORDOBA (COR)\nFriday 28 MAR 2025  Departure 18:20  Arrival 19:35\nFare ARS 152.900\nTaxes and fees ARS 34.530\nTotal ARS 187.430\n\nAerolíneas Argentinas',
  },
  {
    from: person('Recursos Humanos - Estudio Herrera', 'rrhh@estudioherrera.example'),
    to: [person('Valentina Ríos', 'vale.rios@correo.example')],
    date: '2025-01-20T15:05:00-03:00',
    subject: 'Curso BIM Management',
    text: 'Hola Valentina,\n\nWe confirm your place on the BIM Management course at UTN Buenos Aires. Classes start on Monday 3 March 2025 (Mondays and Wednesdays, evenings) and the studio covers the fee.\n\nSaludos,\nCarolina Méndez\nRecursos Humanos',
  },
  {
    from: person('Valentina Ríos', 'vale.rios@correo.example'),
    to: [person('Lucía Benítez', 'lu.benitez@correo.example')],
    date: '2025-04-06T11:42:00-03:00',
    subject: '¡¡noticias!!',
    text: "Lu!!\n\nTwo things. Our entry for the Villa Crespo public library won second prize in the city competition yesterday — Tomás nearly fainted when they read our names.\n\nAnd the big one: Mateo proposed on Friday night in Alta Gracia, under the old carob tree at the estancia. I said YES. We're thinking of a wedding next autumn.\n\nTe quiero,\nVale\n\nValentina Ríos · Arquitecta · Estudio Herrera Arquitectos",
  },
];

const valentina = (tmp: string): Persona => ({
  id: 'valentina',
  who: 'Valentina Ríos, 26, architect, Buenos Aires (Argentina): 20 files — rental form docx (dd/mm dates), CV docx, mail .jsonl with nested addresses, diary with dd/mm/yyyy headings, notes with relative dates, concert ticket png, pharmacy receipt png (28.340,00), budget xlsx, voice note, 11 reference documents',
  files: async (): Promise<Fixture[]> => [
    {
      name: V_FORM,
      kind: 'rental application form (docx table)',
      data: await formDocx(
        'Inmobiliaria Palermo Soho',
        'Rental application — applicant details',
        [
          ['Applicant — full name', 'Valentina Sofía Ríos'],
          ['DNI', '38.912.447'],
          ['Date of birth', '05/09/1998'],
          ['Nationality', 'Argentine'],
          ['Marital status', 'Single'],
          ['Current address', 'Av. Santa Fe 3120, 4° B'],
          ['City / Province', 'Buenos Aires, CABA'],
          ['Mobile', '+54 9 11 5873-2046'],
          ['E-mail', 'vale.rios@correo.example'],
          ['Occupation', 'Architect'],
          ['Employer', 'Estudio Herrera Arquitectos'],
          ['Time in current job', '2 years'],
          ['Guarantor', 'Marcelo Ríos (father), DNI 14.220.981'],
          ['Property applied for', 'Gurruchaga 1745, 2° A, Palermo'],
        ],
        ['I declare that the information above is true.', 'Buenos Aires, 17 March 2025', 'Signature: V. Ríos'],
      ),
    },
    {
      name: V_CV,
      kind: 'CV (docx)',
      data: await docx('Valentina Ríos — CV', [
        '# Valentina Ríos',
        'Junior Architect',
        'Buenos Aires, Argentina · vale.rios@correo.example · +54 9 11 5873-2046',
        '## Experience',
        'Junior Architect — Estudio Herrera Arquitectos, Buenos Aires (March 2023 – present)',
        'Housing and small public buildings; lead drafter for the Villa Crespo public library competition entry.',
        'Intern — Municipalidad de Córdoba, Urban Planning Office (January 2021 – December 2022)',
        'Surveyed informal settlements and drew zoning maps.',
        '## Education',
        'Bachelor of Architecture — Universidad Nacional de Córdoba (2016 – 2022)',
        '## Skills',
        'AutoCAD · Revit · SketchUp · hand sketching',
        '## Languages',
        'Spanish (native) · English (C1) · Italian (basic)',
      ]),
    },
    { name: V_MAIL, kind: 'mail export (.jsonl, nested from/to objects, ISO dates)', data: Buffer.from(V_MAILS.map((m) => JSON.stringify(m)).join('\n') + '\n') },
    {
      name: V_DIARY,
      kind: 'diary (txt, dd/mm/yyyy headings)',
      data: text(`
12/01/2025
First day of holidays in Mar del Plata with Mateo. Sun, wind, far too many alfajores.

08/02/2025
Sold my old bike on MercadoLibre for ARS 180.000 — goodbye, faithful Olmo.

29/03/2025
Abuela Nélida turned 90 today! Whole family at the estancia in Alta Gracia, asado until midnight.

19/04/2025
We moved into our new flat in Palermo today, Mateo and me and about two hundred boxes. I already love the neighbourhood.

03/05/2025
Climbing at the Palermo wall after work, my forearms are dead. Rewatched Relatos salvajes with Mateo; still my favourite film.
`),
    },
    {
      name: V_NOTES,
      kind: 'notes (txt) dated once, "tomorrow" / "last Friday"',
      data: text(`
Notas — martes 22/04/2025

- dentist (Dra. Paz) tomorrow 10:15, Av. Cabildo 1500
- paid the deposit for Gurruchaga last Friday: ARS 900.000 to Inmobiliaria Palermo Soho
- send Lu the photos from Alta Gracia
- buy curtains for the bedroom
`),
    },
    {
      name: V_TICKET,
      kind: 'concert ticket (png, OCR), dd/mm purchase date',
      data: await png(['ticketek', 'JORGE DREXLER - TOUR 2025', 'Teatro Gran Rex, Av. Corrientes 857, Buenos Aires', 'Saturday 24 May 2025 - 21:00', 'Platea, row 12, seat 8', 'Purchase date: 14/03/2025', 'Total: ARS 58.000 (service charge included)']),
    },
    {
      name: V_RECEIPT,
      kind: 'pharmacy receipt (png, OCR), 28.340,00 and points',
      data: await png(['FARMACITY', 'Av. Cabildo 2040 - CABA', 'Ticket 0007-00048213', '02/04/2025 17:36', 'IBUPROFENO 400MG X20       6.890,00', 'PROTECTOR SOLAR FPS50     21.450,00', 'TOTAL                     28.340,00', 'TARJETA DEBITO            28.340,00', 'Puntos Farmacity: 283']),
    },
    {
      name: 'presupuesto-2025.xlsx',
      kind: 'budget (xlsx, no first person)',
      data: await xlsx('2025', ['Concepto', 'Enero (ARS)', 'Febrero (ARS)', 'Marzo (ARS)'], [
        ['Alquiler', 420000, 420000, 420000],
        ['Supermercado', 210000, 185000, 240000],
        ['SUBE / transporte', 32000, 35000, 38000],
        ['Palestra (climbing)', 45000, 45000, 45000],
        ['Ahorro', 300000, 150000, 250000],
      ]),
    },
    { name: V_MEMO, kind: 'voice note (wav, speech)', data: wav(tmp, 'valentina-memo.wav', 'Note to self. My favourite food is empanadas. Before I turn thirty I want to design my own house.') },
    ...(await buenosAiresRefs()),
    reference('consciousness'),
    reference('emergency'),
    reference('unixdesign'),
    // Bulk from earlier sets, so that the library has the 20 files of the timing target.
    reference('norwich'),
    reference('ibm'),
    reference('duck'),
    reference('tolstoy'),
    reference('essay'),
  ],
  profile: [
    v('basic_info', 'Name', 'Valentina Ríos', [V_FORM, V_CV, V_MAIL], { alternatives: ['Valentina Sofía Ríos', 'Valentina Rios'] }),
    v('basic_info', 'birth_date', '1998-09-05', [V_FORM], { alternatives: ['5 September 1998'] }),
    v('basic_info', 'nationality', 'Argentine', [V_FORM], { alternatives: ['Argentina', 'Argentinian'] }),
    ...['Spanish', 'English', 'Italian'].map((x) => v('basic_info', 'language_spoken', x, [V_CV])),
    // Single on the form (17 March); engaged by 6 April.
    v('demographics', 'marital_status', 'single', [V_FORM], { alternatives: ['engaged'] }),
    v('contact_info', 'city', 'Buenos Aires', [V_FORM, V_CV], { alternatives: ['CABA', 'Ciudad de Buenos Aires'] }),
    v('contact_info', 'country', 'Argentina', [V_CV]),
    v('contact_info', 'phone', '+54 9 11 5873-2046', [V_FORM, V_CV], { alternatives: ['+5491158732046', '+54 911 5873 2046'] }),
    v('contact_info', 'email', 'vale.rios@correo.example', [V_FORM, V_CV, V_MAIL]),
    v('education', 'school', 'Universidad Nacional de Córdoba', [V_CV], { alternatives: ['National University of Córdoba'] }),
    v('education', 'degree', 'Bachelor of Architecture', [V_CV], { alternatives: ['Bachelor', 'B.Arch.', 'BArch'] }),
    v('education', 'major', 'Architecture', [V_CV]),
    v('work', 'title', 'Junior Architect', [V_CV], { alternatives: ['Architect', 'Arquitecta'] }),
    v('work', 'company', 'Estudio Herrera Arquitectos', [V_FORM, V_CV, V_MAIL], { alternatives: ['Estudio Herrera'] }),
    v('work', 'working_industry', 'architecture', [V_CV], { alternatives: ['architecture and design', 'construction', 'design'] }),
    ...['AutoCAD', 'Revit', 'SketchUp', 'hand sketching'].map((x) => v('work', 'work_skills', x, [V_CV])),
    v('interest', 'sports', 'climbing', [V_DIARY], { alternatives: ['rock climbing', 'bouldering'] }),
    v('interest', 'movies', 'Relatos salvajes', [V_DIARY], { alternatives: ['Wild Tales'] }),
    v('interest', 'foods', 'empanadas', [V_MEMO]),
    v('psychological', 'goals', 'design my own house', [V_MEMO], { contains: true }),
    v('life_event', 'relocation', 'Palermo', [V_DIARY], { contains: true }),
  ],
  events: [
    ev('professional', '2023-03-01T00:00:00', ['Herrera'], 'Junior Architect at Estudio Herrera Arquitectos since March 2023.', [V_CV]),
    ev('professional', '2021-01-01T00:00:00', ['Municipalidad'], 'Intern at the Municipalidad de Córdoba, Urban Planning Office, 2021–2022.', [V_CV]),
    ev('educational', '2022-01-01T00:00:00', ['Universidad Nacional'], 'Bachelor of Architecture, Universidad Nacional de Córdoba (2016–2022).', [V_CV]),
    ev('financial', '2025-02-11T00:00:00', ['187', '430'], 'Aerolíneas Argentinas purchase JHQ4LT: ARS 187.430.', [V_MAIL]),
    ev('personal', '2025-03-28T18:20:00', ['cordoba'], 'Flight AR 1552 from Buenos Aires to Córdoba.', [V_MAIL]),
    ev('educational', '2025-03-03T00:00:00', ['BIM'], 'BIM Management course at UTN Buenos Aires starts.', [V_MAIL]),
    ev('professional', '2025-04-05T00:00:00', ['prize'], 'Villa Crespo public library entry won second prize in the city competition.', [V_MAIL]),
    ev('personal', '2025-04-04T00:00:00', ['proposed'], 'Mateo proposed in Alta Gracia; engaged.', [V_MAIL]),
    ev('personal', '2025-01-12T00:00:00', ['Mar del Plata'], 'Holidays in Mar del Plata with Mateo.', [V_DIARY]),
    ev('financial', '2025-02-08T00:00:00', ['bike'], 'Sold the old bike on MercadoLibre for ARS 180.000.', [V_DIARY]),
    ev('social', '2025-03-29T00:00:00', ['90'], "Grandmother Nélida's 90th birthday at the estancia in Alta Gracia.", [V_DIARY]),
    ev('personal', '2025-04-19T00:00:00', ['moved'], 'Moved into a new flat in Palermo with Mateo.', [V_DIARY]),
    ev('personal', '2025-04-23T10:15:00', ['dentist'], 'Dentist (Dra. Paz), Av. Cabildo 1500.', [V_NOTES]),
    ev('financial', '2025-04-18T00:00:00', ['deposit'], 'Paid the flat deposit, ARS 900.000, to Inmobiliaria Palermo Soho.', [V_NOTES]),
    ev('financial', '2025-03-14T00:00:00', ['58', '000'], 'ticketek ticket for Jorge Drexler: ARS 58.000.', [V_TICKET]),
    ev('social', '2025-05-24T21:00:00', ['Drexler'], 'Jorge Drexler concert at Teatro Gran Rex.', [V_TICKET]),
    ev('financial', '2025-04-02T17:36:00', ['Farmacity', '28', '340'], 'Farmacity receipt: ARS 28.340,00.', [V_RECEIPT]),
  ],
  never: ['Mateo', 'Lucía', 'Nélida', 'Marcelo', 'Tomás', 'Carolina', 'Méndez', 'Paz', 'Mar del Plata', 'Alta Gracia', '14.220.981', 'Berisso', 'Lavalle', 'Mendoza', 'Luján', 'Sosa', 'Quiroga', 'Konex', 'Piedmont', 'Norwich', 'IBM', 'Graham', 'Pike', 'Kernighan'],
});

// ==================================================================== Emre Yılmaz, Izmir (41)

const E_FORM = 'schengen-visa-application.pdf';
const E_MAIL = 'eposta.json';
const E_DIARY = 'gunluk-2025.txt';
const E_NOTES = 'notlar.txt';
const E_RECEIPT = 'migros-fis.png';
const E_HOTEL = 'hotel-munich.png';
const E_INVITE = 'dugun-davetiyesi.png';
const E_MEMO = 'ses-kaydi.wav';

const E_MAILS = [
  {
    headers: { From: 'Pegasus Airlines <noreply@flypgs.example>', To: 'emre.yilmaz@posta.example', Date: 'Tue, 15 Apr 2025 21:03:00 +0300', Subject: 'Your reservation 9KX2RT' },
    body: 'Dear Mr EMRE YILMAZ,\n\nThank you for choosing Pegasus. Your reservation is confirmed.\n\nPNR: 9KX2RT\nPC 1021  Izmir Adnan Menderes (ADB) → Munich (MUC)  02.06.2025  08:35 – 10:20\nPC 1022  Munich (MUC) → Izmir Adnan Menderes (ADB)  06.06.2025  19:15 – 22:55\nPassenger: MR EMRE YILMAZ\nTotal price: 14.870,00 TL\n\nHave a nice flight!\nPegasus Airlines',
  },
  {
    headers: { From: 'Ege Lojistik İK <ik@egelojistik.example>', To: 'emre.yilmaz@posta.example', Date: 'Mon, 13 Jan 2025 17:30:00 +0300', Subject: 'Appointment letter' },
    body: 'Dear Emre Bey,\n\nFurther to yesterday\'s meeting, we are pleased to confirm your appointment as Regional Logistics Manager, Aegean, with effect from 1 February 2025.\n\nKind regards,\nDeniz Koç\nHuman Resources, Ege Lojistik A.Ş.',
  },
  {
    headers: { From: 'Murat Yılmaz <murat.yilmaz@posta.example>', To: 'Emre Yılmaz <emre.yilmaz@posta.example>', Date: 'Sat, 26 Apr 2025 10:12:00 +0300', Subject: "Kerem'in sünneti" },
    body: "Abi,\n\nKerem's circumcision celebration is on Sunday 11 May at 13:00 at Kuğulu Park Düğün Salonu in Bornova. Annem says bring the kids and don't be late like at the engagement.\n\nMurat",
  },
];

const emre = (tmp: string): Persona => ({
  id: 'emre',
  who: 'Emre Yılmaz, 41, logistics manager, Izmir (Turkey): visa application pdf (numbered label: value lines), mail .json with nested headers, diary with dd.mm.yyyy headings, notes with relative dates, supermarket receipt png, hotel booking png, wedding invitation png, budget xlsx, voice memo',
  files: async (): Promise<Fixture[]> => [
    {
      name: E_FORM,
      kind: 'visa application form (pdf, numbered fields)',
      data: await pdf([
        'APPLICATION FOR SCHENGEN VISA',
        'Consulate General of the Federal Republic of Germany, Izmir',
        '1. Surname (family name): YILMAZ',
        '3. First name(s) (given name(s)): EMRE',
        '4. Date of birth (day-month-year): 17-06-1983',
        '5. Place of birth: Manisa',
        '6. Country of birth: Türkiye',
        '7. Current nationality: Turkish',
        '8. Sex: Male',
        '9. Civil status: Married',
        "17. Applicant's home address: Alsancak Mah. 1453 Sok. No: 7 D: 4, Konak, 35220 Izmir, Türkiye",
        '     Telephone no.: +90 532 614 07 39     E-mail: emre.yilmaz@posta.example',
        '19. Current occupation: Logistics Manager',
        "20. Employer and employer's address: Ege Lojistik A.S., Kemalpasa Cad. No: 112, Izmir",
        '21. Main purpose(s) of the journey: Business (trade fair)',
        '24. Number of entries requested: Single entry',
        '25. Intended date of arrival in the Schengen area: 02-06-2025',
        '26. Intended date of departure from the Schengen area: 06-06-2025',
        '',
        'Place and date: Izmir, 14-04-2025          Signature: E. Yilmaz',
      ]),
    },
    { name: E_MAIL, kind: 'mail export (.json array, nested headers, body)', data: Buffer.from(JSON.stringify(E_MAILS, null, 2)) },
    {
      name: E_DIARY,
      kind: 'diary (txt, dd.mm.yyyy headings)',
      data: text(`
01.02.2025
Paid the last instalment on the flat in Karşıyaka today — 38.500 TL and it is finally ours. Ayşe and I opened the good rakı.

22.02.2025
Defne's 10th birthday party at home. Twelve ten-year-olds, one clown, one very tired father.

16.03.2025
Izmir Half Marathon: 1:49:12, personal best by four minutes. Legs gone.

30.03.2025
First day of Bayram. We drove to my parents in Manisa, kissed many hands, ate far too much baklava.

05.04.2025
On Saturdays I go fishing off the rocks at Urla with Can. It's the only time my phone stays in my pocket. Sezen Aksu is still my favourite singer.
`),
    },
    {
      name: E_NOTES,
      kind: 'notes (txt) dated once, "tomorrow" / "last Friday"',
      data: text(`
Notlar — Çarşamba 23.04.2025

- car service tomorrow 09:00 at Ford Bornova (winter tyres off!)
- paid Defne's school fees last Friday: 62.000 TL, Bahçeşehir Koleji
- call Murat about the forklift tender
- buy a present for Kerem
`),
    },
    {
      name: E_RECEIPT,
      kind: 'supermarket receipt (png, OCR), dd.mm.yyyy, 650,50 and points',
      data: await png(['MIGROS', 'Alsancak Sube - Izmir', '27.03.2025   19:42', 'FIS NO: 0051', 'EKMEK                  15,00', 'BEYAZ PEYNIR 500G     240,50', 'ZEYTIN 1KG            185,00', 'CAY 1KG               210,00', 'TOPLAM               *650,50', 'KREDI KARTI          *650,50', 'Money puan: 6,50']),
    },
    {
      name: E_HOTEL,
      kind: 'hotel booking (png, OCR) with booking date',
      data: await png(['Booking confirmation', 'Hotel Laimer Hof, Munich', 'Guest: Emre Yilmaz', 'Arrival: Mon 2 June 2025', 'Departure: Fri 6 June 2025', '4 nights, single room, breakfast included', 'Total: EUR 756.00', 'Booked on 11 April 2025']),
    },
    {
      name: E_INVITE,
      kind: 'wedding invitation (png, OCR)',
      data: await png(['Together with their families', 'Selin Aksoy & Burak Demir', 'invite you to celebrate their wedding', 'Saturday, 12 July 2025 at 7 pm', 'Cesme Marina Garden, Izmir', 'Please reply by 20 June']),
    },
    {
      name: 'aile-butcesi-2025.xlsx',
      kind: 'family budget (xlsx, no first person)',
      data: await xlsx('2025', ['Kalem', 'Ocak (TL)', 'Şubat (TL)', 'Mart (TL)'], [
        ['Konut kredisi', 38500, 38500, 0],
        ['Market', 14200, 13800, 15100],
        ['Okul', 0, 0, 0],
        ['Araba', 4200, 3900, 4600],
        ['Birikim', 10000, 5000, 25000],
      ], 'Aile bütçesi 2025'),
    },
    { name: E_MEMO, kind: 'voice memo (wav, speech)', data: wav(tmp, 'emre-memo.wav', 'Note to self. My favourite food is grilled fish. One day I want to visit Japan with my family.') },
    ...(await izmirRefs()),
    reference('unixdesign'),
  ],
  profile: [
    v('basic_info', 'Name', 'Emre Yılmaz', [E_FORM, E_MAIL], { alternatives: ['Emre Yilmaz', 'Yilmaz Emre', 'Yılmaz Emre'] }),
    v('basic_info', 'birth_date', '1983-06-17', [E_FORM], { alternatives: ['17-06-1983', '17 June 1983'] }),
    v('basic_info', 'Gender', 'Male', [E_FORM], { alternatives: ['M', 'man'] }),
    v('basic_info', 'nationality', 'Turkish', [E_FORM], { alternatives: ['Turkey', 'Türkiye'] }),
    v('demographics', 'marital_status', 'married', [E_FORM, E_DIARY]),
    v('contact_info', 'city', 'Izmir', [E_FORM], { alternatives: ['İzmir'] }),
    v('contact_info', 'country', 'Turkey', [E_FORM], { alternatives: ['Türkiye', 'Turkiye'] }),
    v('contact_info', 'phone', '+90 532 614 07 39', [E_FORM], { alternatives: ['+905326140739'] }),
    v('contact_info', 'email', 'emre.yilmaz@posta.example', [E_FORM, E_MAIL]),
    v('work', 'title', 'Logistics Manager', [E_FORM, E_MAIL], { alternatives: ['Regional Logistics Manager', 'Regional Logistics Manager, Aegean'] }),
    v('work', 'company', 'Ege Lojistik A.Ş.', [E_FORM, E_MAIL], { alternatives: ['Ege Lojistik', 'Ege Lojistik A.S.', 'Ege Lojistik AS'] }),
    v('work', 'working_industry', 'logistics', [E_FORM], { alternatives: ['transport', 'transportation', 'logistics and transport', 'transport and logistics', 'freight'] }),
    v('interest', 'sports', 'fishing', [E_DIARY]),
    v('interest', 'music', 'Sezen Aksu', [E_DIARY]),
    v('interest', 'foods', 'grilled fish', [E_MEMO], { alternatives: ['fish'] }),
    v('psychological', 'goals', 'visit Japan', [E_MEMO], { contains: true }),
  ],
  events: [
    ev('professional', '2025-02-01T00:00:00', ['Regional'], 'Regional Logistics Manager, Aegean, at Ege Lojistik from 1 February 2025.', [E_MAIL]),
    ev('financial', '2025-04-15T00:00:00', ['Pegasus', '870'], 'Pegasus reservation 9KX2RT: 14.870,00 TL.', [E_MAIL]),
    ev('personal', '2025-06-02T08:35:00', ['Munich'], 'Flight PC 1021 from Izmir to Munich.', [E_MAIL]),
    ev('social', '2025-05-11T13:00:00', ['circumcision'], "Nephew Kerem's circumcision celebration at Kuğulu Park Düğün Salonu, Bornova.", [E_MAIL]),
    ev('financial', '2025-02-01T00:00:00', ['instalment'], 'Paid the last instalment on the flat in Karşıyaka: 38.500 TL.', [E_DIARY]),
    ev('social', '2025-02-22T00:00:00', ['birthday'], "Daughter Defne's 10th birthday party at home.", [E_DIARY]),
    ev('personal', '2025-03-16T00:00:00', ['Half Marathon'], 'Ran the Izmir Half Marathon in 1:49:12, a personal best.', [E_DIARY]),
    ev('social', '2025-03-30T00:00:00', ['Bayram'], 'First day of Bayram with his parents in Manisa.', [E_DIARY]),
    ev('personal', '2025-04-24T09:00:00', ['service'], 'Car service at Ford Bornova.', [E_NOTES]),
    ev('financial', '2025-04-18T00:00:00', ['school fee'], "Paid Defne's school fees, 62.000 TL, to Bahçeşehir Koleji.", [E_NOTES]),
    ev('financial', '2025-03-27T19:42:00', ['Migros', '650'], 'Migros Alsancak receipt: 650,50 TL.', [E_RECEIPT]),
    ev('financial', '2025-04-11T00:00:00', ['756'], 'Hotel Laimer Hof booking: EUR 756.00.', [E_HOTEL]),
    ev('personal', '2025-06-02T00:00:00', ['Laimer'], 'Four nights at Hotel Laimer Hof, Munich.', [E_HOTEL]),
    ev('social', '2025-07-12T19:00:00', ['wedding'], 'Wedding of Selin Aksoy and Burak Demir, Cesme Marina Garden.', [E_INVITE]),
  ],
  never: ['Ayşe', 'Defne', 'Murat', 'Kerem', 'Selin', 'Burak', 'Deniz', 'Manisa', 'Munich', 'Karşıyaka', 'Bornova', 'Urla', 'Mehmet Ali Kaya', 'Zeynep', 'Arslan', 'TCDD', 'Yıldız', 'Anadolu Kargo', 'Torbalı', 'Marmara', 'Demir', 'Kaplan', 'Vermeulen', 'Dokuz', 'Yaşar', 'Yasar', 'Ayse', 'Pike', 'Kernighan'],
});

/** `--s7dev`: run and tuned against during session 7. */
export function s7DevPersonas(tmp: string): Persona[] {
  return [ngozi(tmp), ingrid(tmp)];
}

/** `--s7final`: run once, at the end of session 7. */
export function s7FinalPersonas(tmp: string): Persona[] {
  return [valentina(tmp), emre(tmp)];
}

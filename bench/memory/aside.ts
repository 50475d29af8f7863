/**
 * The two held-aside personas of bench:memory: written, with their expectations, before any
 * extractor ran on them or on the development personas, and run only once, at the end of the
 * work (`npm run bench:memory -- --aside`). Conventions as in personas.ts. The two messages of
 * Aoife's persona were first named .eml; ctx takes no .eml (spec's extensions), so they are saved
 * as .txt — the form a saved message takes there — before any run, content unchanged.
 */
import type { ExpectedEvent, ExpectedValue } from './expected.js';
import type { Fixture } from './fixtures.js';
import { docx, eml, formDocx, png, text, wav, xlsx, type Persona } from './kit.js';
import { reference } from './references.js';

const v = (category: string, subtopic: string, value: string, from: string[], more: Partial<ExpectedValue> = {}): ExpectedValue => ({ category, subtopic, value, from, ...more });
const ev = (event_type: ExpectedEvent['event_type'], happen_time: string | null, match: string[], content: string, from: string[]): ExpectedEvent => ({ event_type, happen_time, match, content, from });

// ==================================================================== Aoife Brennan, Cork (52)

const A_FORM = 'passport-renewal-form.docx';
const A_MAIL1 = 'gp-appointment.txt';
const A_MAIL2 = 'to-siobhan.txt';
const A_DIARY = 'journal.txt';
const A_INV = 'retirement-dinner.png';
const A_MEMO = 'voice-note.wav';

const aoife = (tmp: string): Persona => ({
  id: 'aoife',
  who: 'Aoife Brennan, 52, school principal, Cork (Ireland): form docx, two .eml, journal, invitation png, voice note, budget',
  files: async (): Promise<Fixture[]> => [
    {
      name: A_FORM,
      kind: 'form (docx table)',
      data: await formDocx(
        'Passport Renewal – Adult Application',
        'Section A: Applicant details',
        [
          ['Surname', 'Brennan'],
          ['Forename(s)', 'Aoife'],
          ['Date of birth', '21/06/1973'],
          ['Place of birth', 'Limerick'],
          ['Sex', 'Female'],
          ['Address line 1', '7 Sunday’s Well Road'],
          ['Town/City', 'Cork'],
          ['Eircode', 'T23 X2Y4'],
          ['Mobile number', '+353 87 123 4567'],
          ['Email address', 'aoife.brennan@eir.example'],
          ['Occupation', 'School Principal'],
          ['Employer', 'St. Angela’s College'],
          ['Witness name', 'Fr. Declan Walsh'],
        ],
        ['Date of application: 11 January 2025'],
      ),
    },
    {
      name: A_MAIL1,
      kind: 'email (RFC 5322, saved as .txt)',
      data: eml({
        from: 'Ballintemple Medical Centre <reception@ballintemple-gp.example>',
        to: 'Aoife Brennan <aoife.brennan@eir.example>',
        date: 'Wed, 15 Jan 2025 10:12:00 +0000',
        subject: 'Appointment confirmation',
        body: 'Dear Aoife,\n\nThis is to confirm your appointment with Dr. Kelleher on Tuesday 28 January 2025 at 11:30 at Ballintemple Medical Centre.\n\nPlease call 021 429 1100 if you need to change it.\n\nReception',
      }),
    },
    {
      name: A_MAIL2,
      kind: 'email (RFC 5322, saved as .txt)',
      data: eml({
        from: 'Aoife Brennan <aoife.brennan@eir.example>',
        to: 'Siobhán Brennan <siobhan.b@eir.example>',
        date: 'Sun, 9 Feb 2025 20:03:00 +0000',
        subject: 'Lisbon',
        body: 'Hi Siobhán,\n\nWe booked the Easter trip last night: we fly to Lisbon on 14 April 2025. Colm is finally coming too.\n\nLove,\nAoife\n\nAoife Brennan\nPrincipal, St. Angela’s College, Cork\n+353 87 123 4567',
      }),
    },
    {
      name: A_DIARY,
      kind: 'journal (txt)',
      data: text(`
Saturday 4 January 2025
Colm and I celebrated our 25th wedding anniversary at Ballymaloe House.

Friday 7 February 2025
Signed the contract for the new kitchen, 14,500 euro. Work starts in March.

Monday 3 March 2025
Gave my first talk at the Irish Principals' Conference in Galway about wellbeing in schools. My deputy Niamh is applying for a principal job in Dublin.

Sunday 16 March 2025
Walked the Cork Marathon relay leg with the staff team. I love sea swimming and I am reading The Secret River.
`),
    },
    {
      name: A_INV,
      kind: 'invitation (png, OCR)',
      data: await png(['Please join us for the retirement dinner of', 'Mr. Tadhg O’Sullivan', 'Friday 30 May 2025 at 7:30 pm', 'The Metropole Hotel, Cork', 'RSVP by 16 May']),
    },
    { name: A_MEMO, kind: 'voice note (wav, speech)', data: wav(tmp, 'aoife-voice-note.wav', 'Voice note. Yesterday I got my results, I passed the Irish language exam. My goal is to walk the Camino de Santiago next year.') },
    {
      name: 'kitchen-budget.xlsx',
      kind: 'budget (xlsx)',
      data: await xlsx('Kitchen', ['Item', 'Supplier', 'Cost (EUR)'], [
        ['Cabinets', 'Cork Kitchens Ltd', 8200],
        ['Worktop', 'Stone Masters', 2400],
        ['Appliances', 'Harvey Norman', 3100],
        ['Fitting', 'Cork Kitchens Ltd', 800],
      ]),
    },
    reference('norwich'),
    reference('ibm'),
    reference('elife'),
  ],
  profile: [
    v('basic_info', 'Name', 'Aoife Brennan', [A_FORM, A_MAIL2]),
    v('basic_info', 'birth_date', '1973-06-21', [A_FORM], { alternatives: ['21/06/1973', '21 June 1973'] }),
    v('basic_info', 'Gender', 'Female', [A_FORM], { alternatives: ['F', 'woman'] }),
    v('contact_info', 'phone', '+353 87 123 4567', [A_FORM, A_MAIL2], { alternatives: ['+353871234567'] }),
    v('contact_info', 'email', 'aoife.brennan@eir.example', [A_FORM, A_MAIL2]),
    v('contact_info', 'city', 'Cork', [A_FORM, A_MAIL2]),
    v('work', 'title', 'School Principal', [A_FORM, A_MAIL2], { alternatives: ['Principal'] }),
    v('work', 'company', 'St. Angela’s College', [A_FORM, A_MAIL2], { alternatives: ["St. Angela's College", 'St Angelas College'] }),
    v('work', 'working_industry', 'education', [A_FORM], { alternatives: ['schools'] }),
    v('demographics', 'marital_status', 'married', [A_DIARY]),
    v('interest', 'sports', 'sea swimming', [A_DIARY], { alternatives: ['swimming'] }),
    v('interest', 'books', 'The Secret River', [A_DIARY]),
    v('basic_info', 'language_spoken', 'Irish', [A_MEMO]),
    v('psychological', 'goals', 'walk the Camino de Santiago', [A_MEMO], { contains: true }),
  ],
  events: [
    ev('personal', '2025-01-04T00:00:00', ['anniversary'], 'Celebrated the 25th wedding anniversary with Colm at Ballymaloe House.', [A_DIARY]),
    ev('financial', '2025-02-07T00:00:00', ['kitchen'], 'Signed the contract for the new kitchen, 14,500 euro.', [A_DIARY]),
    ev('professional', '2025-03-03T00:00:00', ['Conference'], "Gave a talk at the Irish Principals' Conference in Galway.", [A_DIARY]),
    ev('personal', '2025-03-16T00:00:00', ['Marathon'], 'Walked the Cork Marathon relay leg with the staff team.', [A_DIARY]),
    ev('personal', '2025-01-28T11:30:00', ['Kelleher'], 'Appointment with Dr. Kelleher at Ballintemple Medical Centre.', [A_MAIL1]),
    ev('personal', '2025-04-14T00:00:00', ['Lisbon'], 'Flying to Lisbon for the Easter trip.', [A_MAIL2]),
    ev('social', '2025-05-30T19:30:00', ['retirement dinner'], "Invited to Tadhg O'Sullivan's retirement dinner at The Metropole Hotel.", [A_INV]),
    ev('educational', null, ['exam'], 'Passed the Irish language exam.', [A_MEMO]),
  ],
  never: ['Declan', 'Walsh', 'Kelleher', 'Siobhán', 'Niamh', 'Dublin', 'Galway', 'Tadhg', 'Limerick', '021 429 1100', 'Watson', 'Norwich'],
});

// ==================================================================== Tomasz Wójcik, Kraków (31)

const T_CV = 'tomasz-wojcik-cv.docx';
const T_MAIL = 'mailbox.json';
const T_DIARY = 'notes-2024.txt';
const T_RECEIPT = 'paragon-empik.png';
const T_INV = 'wedding-invite.png';
const T_MEMO = 'nagranie.wav';

const T_MAILS = [
  {
    sender: 'tomasz.wojcik@poczta.example',
    recipients: ['hr@cdprojekt.example'],
    sent: '2024-09-02T08:00:00+02:00',
    subject: 'Signed contract',
    content: 'Dear Ms Nowak,\n\nPlease find the signed contract attached. I look forward to starting on 1 October.\n\nBest regards,\nTomasz Wójcik\nQA Engineer\n+48 601 234 567',
  },
  {
    sender: 'LOT Polish Airlines <noreply@lot.example>',
    recipients: ['tomasz.wojcik@poczta.example'],
    sent: '2024-11-05T13:22:00+01:00',
    subject: 'E-ticket receipt',
    content: 'E-ticket receipt\nPassenger: Tomasz Wójcik\nFlight LO 3904 Kraków (KRK) - Warsaw (WAW)\nDeparture: 22 November 2024 06:15\nTotal: PLN 389.00',
  },
];

const tomasz = (tmp: string): Persona => ({
  id: 'tomasz',
  who: 'Tomasz Wójcik, 31, QA engineer, Kraków (Poland): CV docx, mail .json, notes, receipt png, invitation png, memo, budget',
  files: async (): Promise<Fixture[]> => [
    {
      name: T_CV,
      kind: 'CV (docx)',
      data: await docx('Tomasz Wójcik – CV', [
        '# Tomasz Wójcik',
        'tomasz.wojcik@poczta.example · +48 601 234 567 · Kraków, Poland',
        '## Work experience',
        'QA Engineer — CD Projekt, Kraków (10/2024 – present)',
        'Junior Tester — Comarch, Kraków (03/2019 – 09/2024)',
        'Wrote automated regression suites for the banking platform.',
        '## Education',
        'Master of Engineering in Computer Science, AGH University of Krakow, 2018',
        '## Skills',
        'Selenium, Python, Jenkins, test automation',
        '## Languages',
        'Polish (native), English (C1)',
      ]),
    },
    { name: T_MAIL, kind: 'mail export (.json array)', data: Buffer.from(JSON.stringify(T_MAILS, null, 2)) },
    {
      name: T_DIARY,
      kind: 'notes (txt)',
      data: text(`
14.02.2024
Asked Kasia to marry me at the top of Kopiec Kościuszki. She said yes! We are engaged.

6 April 2024
Bought a used 2015 Skoda Octavia for 32,000 PLN.

1 October 2024
First day at CD Projekt as QA Engineer. My friend Piotr is leaving Kraków for Berlin next year.

12 December 2024
Played in the office chess tournament and won it. I love Polish jazz and pierogi.
`),
    },
    {
      name: T_RECEIPT,
      kind: 'receipt (png, OCR)',
      data: await png(['EMPIK Galeria Krakowska', 'RECEIPT', 'Date: 18.12.2024', 'Book: Solaris            49.99', 'Book: The Witcher        59.99', 'Notebook                 19.99', 'TOTAL PLN               129.97', 'Loyalty points: 3247', 'Card payment            129.97']),
    },
    {
      name: T_INV,
      kind: 'invitation (png, OCR)',
      data: await png(['Together with their families', 'Anna Kowalska and Marek Zieliński', 'invite you to their wedding', 'Saturday, 21 June 2025 at 3:00 pm', 'Kościół Mariacki, Kraków']),
    },
    { name: T_MEMO, kind: 'voice memo (wav, speech)', data: wav(tmp, 'tomasz-nagranie.wav', 'Memo. My favourite movie is Solaris. I hope to run the Kraków marathon next spring.') },
    {
      name: 'wedding-budget.xlsx',
      kind: 'budget (xlsx)',
      data: await xlsx('Wedding', ['Item', 'Vendor', 'Date', 'Cost (PLN)'], [
        ['Venue deposit', 'Dwór Sieraków', '2024-05-10', 8000],
        ['Photographer', 'Foto Nowicki', '2024-06-01', 3500],
        ['Rings', 'W.Kruk', '2024-07-15', 4200],
      ]),
    },
    reference('duck'),
    reference('tenk'),
    reference('layout'),
  ],
  profile: [
    v('basic_info', 'Name', 'Tomasz Wójcik', [T_CV, T_MAIL]),
    ...['Polish', 'English'].map((x) => v('basic_info', 'language_spoken', x, [T_CV])),
    v('contact_info', 'email', 'tomasz.wojcik@poczta.example', [T_CV, T_MAIL]),
    v('contact_info', 'phone', '+48 601 234 567', [T_CV, T_MAIL], { alternatives: ['+48601234567'] }),
    v('contact_info', 'city', 'Kraków', [T_CV], { alternatives: ['Krakow', 'Cracow'] }),
    v('contact_info', 'country', 'Poland', [T_CV]),
    v('education', 'school', 'AGH University of Krakow', [T_CV], { alternatives: ['AGH University of Kraków', 'AGH'] }),
    v('education', 'degree', 'Master of Engineering', [T_CV], { alternatives: ['MEng', 'M.Eng.', 'Master'] }),
    v('education', 'major', 'Computer Science', [T_CV]),
    v('work', 'company', 'CD Projekt', [T_CV, T_DIARY]),
    v('work', 'title', 'QA Engineer', [T_CV, T_MAIL, T_DIARY]),
    ...['Selenium', 'Python', 'Jenkins', 'test automation'].map((x) => v('work', 'work_skills', x, [T_CV])),
    v('demographics', 'marital_status', 'engaged', [T_DIARY]),
    v('interest', 'music', 'Polish jazz', [T_DIARY], { alternatives: ['jazz'] }),
    v('interest', 'foods', 'pierogi', [T_DIARY]),
    v('interest', 'movies', 'Solaris', [T_MEMO]),
    v('psychological', 'goals', 'run the Kraków marathon', [T_MEMO], { contains: true, alternatives: [] }),
  ],
  events: [
    ev('professional', '2024-10-01T00:00:00', ['CD Projekt'], 'First day at CD Projekt as QA Engineer.', [T_CV, T_DIARY]),
    ev('professional', '2019-03-01T00:00:00', ['Comarch'], 'Junior Tester at Comarch, 03/2019 – 09/2024.', [T_CV]),
    ev('educational', '2018-01-01T00:00:00', ['AGH'], 'Master of Engineering in Computer Science, AGH University of Krakow, 2018.', [T_CV]),
    ev('personal', '2024-02-14T00:00:00', ['engaged'], 'Proposed to Kasia; engaged.', [T_DIARY]),
    ev('financial', '2024-04-06T00:00:00', ['Skoda'], 'Bought a used Skoda Octavia for 32,000 PLN.', [T_DIARY]),
    ev('social', '2024-12-12T00:00:00', ['chess tournament'], 'Won the office chess tournament.', [T_DIARY]),
    ev('financial', '2024-11-05T00:00:00', ['389'], 'E-ticket receipt from LOT Polish Airlines: PLN 389.00.', [T_MAIL]),
    ev('personal', '2024-11-22T06:15:00', ['Warsaw'], 'Flight LO 3904 from Kraków to Warsaw.', [T_MAIL]),
    ev('financial', '2024-12-18T00:00:00', ['129.97'], 'Receipt from EMPIK Galeria Krakowska: 3 items, total PLN 129.97.', [T_RECEIPT]),
    ev('social', '2025-06-21T15:00:00', ['wedding'], 'Invited to the wedding of Anna Kowalska and Marek Zieliński at Kościół Mariacki.', [T_INV]),
  ],
  never: ['Nowak', 'Kasia', 'Piotr', 'Berlin', 'Anna Kowalska', 'Marek', '3247', '3,247', 'Galaxy', 'Las Vegas', 'Mallard'],
});

export function asidePersonas(tmp: string): Persona[] {
  return [aoife(tmp), tomasz(tmp)];
}

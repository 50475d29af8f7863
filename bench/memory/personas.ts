/**
 * Development personas of bench:memory (session 5): three people in other countries, ages and
 * formats than the fixture set, each library salted with reference documents other people
 * wrote (references.ts). Every expectation below was written with the files, before any
 * extractor ran on them. The two held-aside personas are in aside.ts.
 *
 * Conventions of the expectations: a happening known to the day has happen_time T00:00:00, one
 * with a stated clock time carries it; a booking or receipt is a financial event on the day it
 * was issued (its total and merchant in the content) and the trip it books a personal event at
 * its departure; a year alone is 1 January; relative words count from the entry they sit in
 * (a diary heading, an email's Date), and are null where nothing dates them.
 */
import type { ExpectedEvent, ExpectedValue } from './expected.js';
import type { Fixture } from './fixtures.js';
import { docx, eml, formDocx, pdf, png, text, wav, xlsx, type Persona } from './kit.js';
import { reference } from './references.js';

const v = (category: string, subtopic: string, value: string, from: string[], more: Partial<ExpectedValue> = {}): ExpectedValue => ({ category, subtopic, value, from, ...more });
const ev = (event_type: ExpectedEvent['event_type'], happen_time: string | null, match: string[], content: string, from: string[]): ExpectedEvent => ({ event_type, happen_time, match, content, from });

// ==================================================================== Kwame Mensah, Accra (40)

const K_FORM = 'membership-application.docx';
const K_MAIL = 'mail-export.json';
const K_DIARY = 'diary-2024.txt';
const K_BUDGET = 'household-budget-2025.xlsx';

const K_DIARY_TEXT = `
12 January 2024
Today I was promoted to Senior Structural Engineer at Volta Bridgeworks. Ama cooked jollof to celebrate.

3 March 2024
Bought a used 2016 Toyota Corolla from a dealer in Tema for 98,000 cedis. It drives well.

9 March 2024
I turned 40 today. The children made me a card.

20 April 2024
Hosted Esi's seventh birthday party at home with twelve of her school friends.

15 June 2024
Dentist appointment at Korle Bu, two fillings. Ama says she wants to move to London one day, I am not so sure.

2 September 2024
Started evening French classes at the Alliance Française. I love highlife music and my favourite book is Things Fall Apart.
`;

const K_MAILS = [
  {
    from: 'Kenya Airways <bookings@kenya-airways.example>',
    to: 'Kwame Mensah <kwame.mensah@mailbox.example>',
    date: 'Thu, 20 Feb 2025 14:02:11 +0000',
    subject: 'Your booking confirmation KQ7XH2',
    body: 'Dear Mr Mensah,\n\nThank you for booking with Kenya Airways. Your booking reference is KQ7XH2.\n\nPassenger: Kwame Mensah\nFlight KQ 511 Accra (ACC) to Nairobi (NBO)\nDeparture: 18 March 2025 at 10:40\nTotal paid: USD 612.00\n\nWe wish you a pleasant flight.',
  },
  {
    from: 'Kwame Mensah <kwame.mensah@mailbox.example>',
    to: 'Abena Mensah <abena.m@mailbox.example>',
    date: 'Mon, 24 Feb 2025 08:15:00 +0000',
    subject: 'Good news',
    body: 'Hi Abena,\n\nI passed my chartered engineer exam last Friday! The results came this morning. Next month I am off to Nairobi for the bridge conference.\n\nLove to the kids,\nKwame\n\nKwame Mensah\nSenior Structural Engineer | Volta Bridgeworks\n+233 24 555 0192',
  },
  {
    from: 'Yaw Boateng <yaw.boateng@voltabridgeworks.example>',
    to: 'Kwame Mensah <kwame.mensah@mailbox.example>',
    date: 'Tue, 4 Mar 2025 17:40:00 +0000',
    subject: 'Retirement party',
    body: 'Dear Kwame,\n\nAfter 35 years I am finally retiring. You are invited to my retirement party on Friday 28 March 2025 at 6 pm at the Labadi Beach Hotel.\n\nBest regards,\nYaw Boateng\nChief Engineer, Volta Bridgeworks\n+233 30 555 7781',
  },
];

const kwame: Persona = {
  id: 'kwame',
  who: 'Kwame Mensah, 40, structural engineer, Accra (Ghana): form docx, mail .json, diary, budget xlsx',
  files: async (): Promise<Fixture[]> => [
    {
      name: K_FORM,
      kind: 'application form (docx table)',
      data: await formDocx(
        'Ghana Institution of Engineers – Membership Application',
        'Please complete all fields in block capitals or type.',
        [
          ['Full name', 'Kwame Mensah'],
          ['Date of birth', '9 March 1984'],
          ['Nationality', 'Ghanaian'],
          ['Address', '14 Ring Road East, Osu'],
          ['City', 'Accra'],
          ['Country', 'Ghana'],
          ['Phone', '+233 24 555 0192'],
          ['Email', 'kwame.mensah@mailbox.example'],
          ['Marital status', 'Married'],
          ['Highest qualification', 'MSc Civil Engineering'],
          ['University', 'Kwame Nkrumah University of Science and Technology'],
          ['Current employer', 'Volta Bridgeworks'],
          ['Position', 'Senior Structural Engineer'],
          ['Emergency contact', 'Ama Mensah (spouse), +233 20 555 0110'],
        ],
        ['Signature: K. Mensah', 'Date: 3 February 2025'],
      ),
    },
    { name: K_MAIL, kind: 'mail export (.json array)', data: Buffer.from(JSON.stringify(K_MAILS, null, 2)) },
    { name: K_DIARY, kind: 'diary (txt)', data: text(K_DIARY_TEXT) },
    {
      name: K_BUDGET,
      kind: 'household budget (xlsx)',
      data: await xlsx(
        'Budget',
        ['Month', 'Category', 'Item', 'Amount (GHS)'],
        [
          ['January', 'Housing', 'Rent', 4500],
          ['January', 'School', 'School fees, term 2', 3200],
          ['January', 'Transport', 'Fuel', 900],
          ['February', 'Housing', 'Rent', 4500],
          ['February', 'Utilities', 'ECG electricity', 610],
          ['March', 'Housing', 'Rent', 4500],
          ['March', 'Savings', 'Land fund', 2000],
        ],
        'Mensah household budget 2025',
      ),
    },
    reference('norwich'),
    reference('ibm'),
    reference('layout'),
  ],
  profile: [
    v('basic_info', 'Name', 'Kwame Mensah', [K_FORM, K_MAIL]),
    v('basic_info', 'Age', '40', [K_DIARY], { alternatives: ['41'] }),
    v('basic_info', 'birth_date', '1984-03-09', [K_FORM], { alternatives: ['9 March 1984'] }),
    v('basic_info', 'nationality', 'Ghanaian', [K_FORM], { alternatives: ['Ghana'] }),
    v('contact_info', 'email', 'kwame.mensah@mailbox.example', [K_FORM, K_MAIL]),
    v('contact_info', 'phone', '+233 24 555 0192', [K_FORM, K_MAIL], { alternatives: ['+233245550192'] }),
    v('contact_info', 'city', 'Accra', [K_FORM]),
    v('contact_info', 'country', 'Ghana', [K_FORM]),
    v('education', 'degree', 'MSc', [K_FORM], { alternatives: ['M.Sc.', 'Master of Science', 'MSc Civil Engineering'] }),
    v('education', 'major', 'Civil Engineering', [K_FORM]),
    v('education', 'school', 'Kwame Nkrumah University of Science and Technology', [K_FORM], { alternatives: ['KNUST'] }),
    v('demographics', 'marital_status', 'married', [K_FORM]),
    v('work', 'company', 'Volta Bridgeworks', [K_FORM, K_MAIL, K_DIARY]),
    v('work', 'title', 'Senior Structural Engineer', [K_FORM, K_MAIL, K_DIARY]),
    v('interest', 'music', 'highlife', [K_DIARY], { alternatives: ['highlife music'] }),
    v('interest', 'books', 'Things Fall Apart', [K_DIARY]),
  ],
  events: [
    ev('professional', '2024-01-12T00:00:00', ['promoted'], 'Promoted to Senior Structural Engineer at Volta Bridgeworks.', [K_DIARY]),
    ev('financial', '2024-03-03T00:00:00', ['Corolla'], 'Bought a used Toyota Corolla in Tema for 98,000 cedis.', [K_DIARY]),
    ev('personal', '2024-03-09T00:00:00', ['40'], 'Turned 40.', [K_DIARY]),
    ev('social', '2024-04-20T00:00:00', ['birthday party'], "Hosted Esi's seventh birthday party.", [K_DIARY]),
    ev('personal', '2024-06-15T00:00:00', ['Dentist'], 'Dentist appointment at Korle Bu.', [K_DIARY]),
    ev('educational', '2024-09-02T00:00:00', ['French classes'], 'Started evening French classes at the Alliance Française.', [K_DIARY]),
    ev('financial', '2025-02-20T00:00:00', ['612'], 'Booked flight KQ 511 with Kenya Airways: USD 612.00.', [K_MAIL]),
    ev('personal', '2025-03-18T10:40:00', ['Nairobi'], 'Flight KQ 511 from Accra to Nairobi.', [K_MAIL]),
    ev('educational', '2025-02-21T00:00:00', ['exam'], 'Passed the chartered engineer exam.', [K_MAIL]),
    ev('social', '2025-03-28T18:00:00', ['retirement party'], "Invited to Yaw Boateng's retirement party at the Labadi Beach Hotel.", [K_MAIL]),
  ],
  never: ['Yaw', 'Boateng', 'Abena', '+233 30 555 7781', '+233 20 555 0110', 'London', 'Norwich', 'Watson', 'Armonk', 'Delwin', 'Ama Mensah'],
};

// ==================================================================== Ingrid Larsen, Bergen (26)

const I_CV = 'CV_Ingrid_Larsen.docx';
const I_MAIL = 'inbox.jsonl';
const I_INV = 'sigrid-30.png';
const I_MEMO = 'memo-2025.wav';
const I_RECEIPT = 'receipt-rema.txt';

const I_MAILS = [
  {
    From: 'Ingrid Larsen <ingrid.larsen@post.example>',
    To: 'Mari Solberg <mari.solberg@post.example>',
    Date: '2025-05-02T19:20:00+02:00',
    Subject: 'New flat!',
    Text: 'Hei Mari,\n\nYesterday I signed the lease for a new flat in Sandviken. My brother Jonas is moving to Trondheim in the autumn, so the family is scattering.\n\nKlem,\nIngrid',
  },
  {
    From: 'Kari Nilsen <kari.nilsen@helse-bergen.example>',
    To: 'Ingrid Larsen <ingrid.larsen@post.example>',
    Date: '2025-04-10T09:05:00+02:00',
    Subject: 'Further education in intensive care nursing',
    Text: 'Dear Ingrid,\n\nWe are pleased to confirm your place on the intensive care nursing further education programme, starting 18 August 2025.\n\nKind regards,\nKari Nilsen\nHR Adviser, Haukeland University Hospital\n+47 55 97 50 00',
  },
  {
    From: 'Norwegian Air Shuttle <noreply@norwegian.example>',
    To: 'ingrid.larsen@post.example',
    Date: '2025-05-20T11:47:00+02:00',
    Subject: 'Travel receipt - booking reference XK7P2Q',
    Text: 'Booking reference: XK7P2Q\nPassenger: Ingrid Larsen\nFlight DY 604 Bergen (BGO) - Oslo (OSL)\nDeparture: 14 June 2025 07:05\nTotal price: NOK 1,249.00\n\nThank you for flying Norwegian.',
  },
];

const ingrid: Persona = {
  id: 'ingrid',
  who: 'Ingrid Larsen, 26, nurse, Bergen (Norway): CV docx, mail .jsonl, invitation png, voice memo, receipt',
  files: async (): Promise<Fixture[]> => [
    {
      name: I_CV,
      kind: 'CV (docx)',
      data: await docx('Ingrid Larsen – CV', [
        '# Ingrid Larsen',
        'Registered Nurse',
        'Bergen, Norway | ingrid.larsen@post.example | +47 412 34 567',
        '## Experience',
        'Registered Nurse, Haukeland University Hospital, Bergen',
        'August 2022 – Present',
        'Medical ward nurse, 28 beds; preceptor for nursing students.',
        'Nursing Assistant, Solstrand Care Home, Os',
        'June 2019 – July 2022',
        '## Education',
        'Bachelor of Nursing, Western Norway University of Applied Sciences, 2019 – 2022',
        '## Skills',
        'Wound care, Medication management, Patient education',
        '## Languages',
        'Norwegian (native), English (fluent), German (basic)',
        '## Interests',
        'Cross-country skiing, knitting',
      ]),
    },
    { name: I_MAIL, kind: 'mail export (.jsonl)', data: Buffer.from(I_MAILS.map((m) => JSON.stringify(m)).join('\n') + '\n') },
    {
      name: I_INV,
      kind: 'invitation (png, OCR)',
      data: await png(['You are invited to', "Sigrid's 30th birthday party", 'Saturday 12 July 2025 at 19:00', 'Bryggen Tracteursted, Bergen', 'RSVP to Sigrid by 1 July']),
    },
    { name: I_MEMO, kind: 'voice memo (wav, speech)', data: Buffer.alloc(0) },
    { name: I_RECEIPT, kind: 'receipt (txt)', data: text('\nREMA 1000 Bergen Sentrum\nReceipt\nDate: 12.04.2025\nMilk 1 l            21.90\nBread                34.90\nApples               29.90\nCoffee               89.90\nTOTAL NOK           176.60\nCard payment        176.60\nThank you for shopping with us\n') },
    reference('duck'),
    reference('elife'),
  ],
  profile: [
    v('basic_info', 'Name', 'Ingrid Larsen', [I_CV, I_MAIL]),
    ...['Norwegian', 'English', 'German'].map((x) => v('basic_info', 'language_spoken', x, [I_CV])),
    v('contact_info', 'email', 'ingrid.larsen@post.example', [I_CV, I_MAIL]),
    v('contact_info', 'phone', '+47 412 34 567', [I_CV], { alternatives: ['+4741234567'] }),
    v('contact_info', 'city', 'Bergen', [I_CV]),
    v('contact_info', 'country', 'Norway', [I_CV]),
    v('education', 'school', 'Western Norway University of Applied Sciences', [I_CV]),
    v('education', 'degree', 'Bachelor of Nursing', [I_CV], { alternatives: ['Bachelor', 'BN', 'BSc'] }),
    v('education', 'major', 'Nursing', [I_CV]),
    v('work', 'company', 'Haukeland University Hospital', [I_CV]),
    v('work', 'title', 'Registered Nurse', [I_CV]),
    v('work', 'working_industry', 'healthcare', [I_CV], { alternatives: ['health care', 'nursing'] }),
    ...['Wound care', 'Medication management', 'Patient education'].map((x) => v('work', 'work_skills', x, [I_CV])),
    v('interest', 'sports', 'cross-country skiing', [I_CV], { alternatives: ['skiing'] }),
    v('psychological', 'goals', 'learn to sail', [I_MEMO], { contains: true }),
  ],
  events: [
    ev('professional', '2022-08-01T00:00:00', ['Haukeland'], 'Registered Nurse at Haukeland University Hospital since August 2022.', [I_CV]),
    ev('professional', '2019-06-01T00:00:00', ['Solstrand'], 'Nursing Assistant at Solstrand Care Home, June 2019 – July 2022.', [I_CV]),
    ev('educational', '2022-01-01T00:00:00', ['Western Norway University'], 'Bachelor of Nursing, Western Norway University of Applied Sciences, 2019 – 2022.', [I_CV]),
    ev('personal', '2025-05-01T00:00:00', ['lease'], 'Signed the lease for a new flat in Sandviken.', [I_MAIL]),
    ev('educational', '2025-08-18T00:00:00', ['intensive care'], 'Starts the intensive care nursing further education programme.', [I_MAIL]),
    ev('financial', '2025-05-20T00:00:00', ['1,249'], 'Travel receipt from Norwegian Air Shuttle: NOK 1,249.00.', [I_MAIL]),
    ev('personal', '2025-06-14T07:05:00', ['Oslo'], 'Flight DY 604 from Bergen to Oslo.', [I_MAIL]),
    ev('social', '2025-07-12T19:00:00', ['birthday'], "Invited to Sigrid's 30th birthday party at Bryggen Tracteursted.", [I_INV]),
    ev('personal', null, ['half marathon'], 'Finished the first half marathon in Bergen.', [I_MEMO]),
    ev('financial', '2025-04-12T00:00:00', ['176.60'], 'Receipt from REMA 1000: 4 items, total NOK 176.60.', [I_RECEIPT]),
  ],
  never: ['Mari', 'Kari Nilsen', 'Jonas', 'Trondheim', '+47 55 97 50 00', 'Sigrid', 'Wolf', 'Macfarlan', 'Bethesda', 'Mallard'],
};

// ==================================================================== Mateo Fernández, Córdoba (63), 20 files

const M_ABOUT = 'about-me.txt';
const M_HEALTH = 'health-notes.txt';
const M_DIARY = 'diario-2025.txt';
const M_MAIL = 'correo.json';
const M_INVOICE = 'epec-invoice.pdf';
const M_MEMO = 'nota-de-voz.wav';

const M_MAILS = {
  account: 'mateo.fernandez@correo.example',
  messages: [
    {
      from: 'Aerolíneas Argentinas <reservas@aerolineas.example>',
      to: 'mateo.fernandez@correo.example',
      date: '2025-03-10T16:30:00-03:00',
      subject: 'Reservation confirmed PNR QWZ8LM',
      body: 'Reservation confirmed.\nPassenger: Mateo Fernández\nFlight AR 1140 Buenos Aires (EZE) - Rome (FCO)\nDeparture: 6 April 2025 14:25\nTotal: ARS 1,845,300.00\nPlease arrive at the airport three hours before departure.',
    },
    {
      from: 'Mateo Fernández <mateo.fernandez@correo.example>',
      to: 'Martín Fernández <martin.f@correo.example>',
      date: '2025-04-20T21:10:00+02:00',
      subject: 'Desde Roma',
      body: 'Dear Martín,\n\nRome is wonderful. Yesterday I visited the Vatican Museums with Giulia, and tomorrow she is taking me to Naples.\n\nUn abrazo,\nPapá',
    },
  ],
};

const mateo: Persona = {
  id: 'mateo',
  who: 'Mateo Fernández, 63, retired teacher, Córdoba (Argentina): 20 files — notes, diary, mail .json, invoice pdf, budget, receipt, memo, 12 reference documents',
  files: async (): Promise<Fixture[]> => [
    {
      name: M_ABOUT,
      kind: 'about-me note (txt)',
      data: text(`
About me

My name is Mateo Fernández. I was born on 2 November 1961 in Rosario and I live in Córdoba, Argentina. I taught history at the Colegio Nacional de Monserrat for 31 years until I retired in 2021. I am a widower and I have three children. I speak Spanish and Italian. I love tango, and I enjoy empanadas more than anything.
`),
    },
    {
      name: M_HEALTH,
      kind: 'health notes (txt)',
      data: text(`
Health notes

14 January 2025
Blood test at Hospital Privado. Cholesterol slightly high.

3 February 2025
Cardiology appointment with Dr. Paz. She wants me to walk 30 minutes a day.
`),
    },
    {
      name: M_DIARY,
      kind: 'diary (txt)',
      data: text(`
1 March 2025
My granddaughter Lucía was born this morning! Martín sent photos at dawn.

15 March 2025
Sold my old Fiat 600, a 1978 model, to a collector for 2,500,000 pesos.

29 March 2025
Dinner with my old colleagues from Monserrat at El Papagayo.

5 April 2025
Tomorrow I fly to Rome to visit my cousin Giulia. Her husband is retiring in June.
`),
    },
    { name: M_MAIL, kind: 'mail export (.json object)', data: Buffer.from(JSON.stringify(M_MAILS, null, 2)) },
    {
      name: M_INVOICE,
      kind: 'electricity invoice (pdf)',
      data: await pdf([
        'EPEC - Empresa Provincial de Energía de Córdoba',
        'Electricity invoice',
        'Invoice No. A-0042-88812311',
        'Invoice date: 5 March 2025',
        'Customer: Mateo Fernández',
        'Consumption: 342 kWh',
        'Total due: ARS 58,420.50',
        'Due date: 20 March 2025',
        'Customer service: 0800 777 3732',
      ]),
    },
    {
      name: 'pension-budget-2025.xlsx',
      kind: 'budget (xlsx)',
      data: await xlsx('2025', ['Month', 'Pension (ARS)', 'Rent (ARS)', 'Food (ARS)', 'Medicine (ARS)'], [
        ['January', 980000, 0, 310000, 85000],
        ['February', 980000, 0, 295000, 92000],
        ['March', 1050000, 0, 330000, 88000],
      ]),
    },
    {
      name: 'ticket-supermercado.txt',
      kind: 'receipt (txt)',
      data: text('\nSupermercado Disco - Nueva Córdoba\nRECEIPT\n22/03/2025\nYerba mate 1 kg        4,250.00\nMilanesas              9,800.00\nDulce de leche         3,100.00\nSUBTOTAL              17,150.00\nTOTAL ARS             17,150.00\nPoints earned: 171\n'),
    },
    { name: M_MEMO, kind: 'voice memo (wav, speech)', data: Buffer.alloc(0) },
    reference('norwich'),
    reference('ibm'),
    reference('duck'),
    reference('elife'),
    reference('tenk'),
    reference('layout'),
    reference('tolstoy'),
    reference('essay'),
    reference('backus'),
    reference('handbook'),
    { name: 'recipe-locro.txt', kind: 'recipe (txt)', data: text('\nLocro (serves 8)\n\n500 g white corn, soaked overnight\n300 g beans\n1 kg squash\n400 g chorizo\nSimmer for three hours, stirring often. Serve on 25 May.\n') },
    { name: 'reading-list.txt', kind: 'reading list (txt)', data: text('\nBooks to read this year\n\n- Ficciones, Jorge Luis Borges\n- Rayuela, Julio Cortázar\n- El túnel, Ernesto Sabato\n') },
  ],
  profile: [
    v('basic_info', 'Name', 'Mateo Fernández', [M_ABOUT, M_MAIL]),
    v('basic_info', 'birth_date', '1961-11-02', [M_ABOUT], { alternatives: ['2 November 1961'] }),
    ...['Spanish', 'Italian'].map((x) => v('basic_info', 'language_spoken', x, [M_ABOUT])),
    v('contact_info', 'email', 'mateo.fernandez@correo.example', [M_MAIL]),
    v('contact_info', 'city', 'Córdoba', [M_ABOUT], { alternatives: ['Cordoba'] }),
    v('contact_info', 'country', 'Argentina', [M_ABOUT]),
    v('demographics', 'marital_status', 'widowed', [M_ABOUT], { alternatives: ['widower'] }),
    v('demographics', 'number_of_children', '3', [M_ABOUT], { alternatives: ['three'] }),
    v('interest', 'music', 'tango', [M_ABOUT]),
    v('interest', 'foods', 'empanadas', [M_ABOUT]),
    v('life_event', 'retirement', '2021', [M_ABOUT], { contains: true }),
  ],
  events: [
    ev('professional', '2021-01-01T00:00:00', ['retired'], 'Retired after 31 years teaching history at the Colegio Nacional de Monserrat.', [M_ABOUT]),
    ev('personal', '2025-01-14T00:00:00', ['Blood test'], 'Blood test at Hospital Privado.', [M_HEALTH]),
    ev('personal', '2025-02-03T00:00:00', ['Cardiology'], 'Cardiology appointment with Dr. Paz.', [M_HEALTH]),
    ev('personal', '2025-03-01T00:00:00', ['granddaughter'], 'Granddaughter Lucía was born.', [M_DIARY]),
    ev('financial', '2025-03-15T00:00:00', ['Fiat'], 'Sold the old Fiat 600 to a collector for 2,500,000 pesos.', [M_DIARY]),
    ev('social', '2025-03-29T00:00:00', ['Dinner'], 'Dinner with old colleagues from Monserrat at El Papagayo.', [M_DIARY]),
    // The diary's "tomorrow I fly to Rome" and the booking's departure are one trip.
    ev('personal', '2025-04-06T14:25:00', ['Rome'], 'Flight AR 1140 from Buenos Aires to Rome.', [M_DIARY, M_MAIL]),
    ev('financial', '2025-03-10T00:00:00', ['1,845,300'], 'Reservation with Aerolíneas Argentinas: ARS 1,845,300.00.', [M_MAIL]),
    ev('personal', '2025-04-19T00:00:00', ['Vatican'], 'Visited the Vatican Museums.', [M_MAIL]),
    ev('financial', '2025-03-05T00:00:00', ['58,420.50'], 'Electricity invoice A-0042-88812311 from EPEC: ARS 58,420.50.', [M_INVOICE]),
    ev('financial', '2025-03-22T00:00:00', ['17,150'], 'Receipt from Supermercado Disco: 3 items, total ARS 17,150.00.', ['ticket-supermercado.txt']),
  ],
  never: ['Giulia', 'Martín', 'Lucía', 'Paz', 'Rosario', 'Naples', 'Watson', 'Norwich', 'Galaxy Gaming', 'Las Vegas', 'Pierre', 'Graham', 'Backus'],
};

const MATEO_MEMO = 'Note for myself. I want to learn to paint with watercolours this winter. Remember to call the plumber on Monday.';
const INGRID_MEMO = 'Note to self. I finished my first half marathon in Bergen today in two hours and five minutes. I really want to learn to sail this summer.';

/** Personas with their voice memos spoken into `tmp`. */
export function devPersonas(tmp: string): Persona[] {
  const withMemo = (p: Persona, name: string, say: string): Persona => ({
    ...p,
    files: async () => (await p.files()).map((f) => (f.name === name ? { ...f, data: wav(tmp, `${p.id}-${name}`, say) } : f)),
  });
  return [
    kwame,
    withMemo(ingrid, I_MEMO, INGRID_MEMO),
    withMemo({ ...mateo, profile: [...mateo.profile, v('psychological', 'goals', 'paint with watercolours', [M_MEMO], { contains: true })] }, M_MEMO, MATEO_MEMO),
  ];
}

export { eml };

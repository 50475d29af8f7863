/**
 * Two more held-aside personas (`--s9b`), written in session 9 beside s9a.ts and in the same way:
 * every expectation below fixed before any extractor ran on them, by an author who had read
 * neither the extractors (src/ was off limits) nor any benchmark result. Delroy Campbell, a senior
 * bus operator in Kingston, and Giovanna Rinaldi, a retired teacher of Latin and Greek in Bologna
 * (the 20-file library of the timing figure). Their reference documents are new (s9b-refs.ts).
 *
 * Conventions: s9a.ts's (which are s8.ts's), with what these files needed added:
 *  - Dates are read the way the writer's country writes them: Jamaica and Italy write day first
 *    (06/08/1971, "[03/03/2026, 07:12]" in a WhatsApp export, "11/09/1959"); an airline's
 *    "11JUN26" is 11 June 2026; an Italian mail export's "12/02/2026 09:14" is 12 February.
 *  - A WhatsApp message's relative words count from the message's own day, whoever wrote it.
 *  - A utility bill is financial on the day it was issued (its due date is no happening).
 *  - A child's graduation, a niece's wedding or a grandson's baptism the user attends is social;
 *    an award the user receives at work and a retirement are professional; a course the user
 *    starts is educational, dated by its first lesson.
 *  - A reference letter the user writes about a former student is first person but about
 *    someone else: nothing in it is the user's event (her own retirement in it is, and the CV
 *    says the same).
 */
import type { ExpectedEvent, ExpectedValue } from './expected.js';
import type { Fixture } from './fixtures.js';
import { docx, eml, formDocx, pdf, png, text, wav, xlsx, type Persona } from './kit.js';
import { bolognaRefs, kingstonRefs } from './s9b-refs.js';

const v = (category: string, subtopic: string, value: string, from: string[], more: Partial<ExpectedValue> = {}): ExpectedValue => ({ category, subtopic, value, from, ...more });
const ev = (event_type: ExpectedEvent['event_type'], happen_time: string | null, match: string[], content: string, from: string[]): ExpectedEvent => ({ event_type, happen_time, match, content, from });

// ==================================================================== Delroy Campbell, Kingston (54)

const D_FORM = 'credit-union-loan-application.docx';
const D_CV = 'RESUME DELROY CAMPBELL.txt';
const D_MAIL = 'Re Graduation.txt';
const D_WA = 'WhatsApp Chat with Marcia.txt';
const D_DIARY = 'my book 2026.txt';
const D_NOTES = 'notes.txt';
const D_RECEIPT = 'megamart-receipt.png';
const D_TICKET = 'caribbean-airlines-eticket.pdf';
const D_INVITE = 'tanisha-omari-wedding.png';
const D_BILL = 'JPS-bill-march-2026.pdf';
const D_MEMO = 'voice note delroy.wav';

const delroy = (tmp: string): Persona => ({
  id: 'delroy',
  who: 'Delroy Campbell, 54, senior bus operator, Kingston (Jamaica): 17 files — credit-union loan application docx (DD/MM/YYYY, TRN), résumé typed as .txt ("Sept 1998 - 2014", "March 1991 to August 1998"), his e-mail reply with the quoted message (.txt), WhatsApp chat export with his wife ("[03/03/2026, 07:12]"), a diary in his own words with "Fri Jan 30" lines and an undated entry, notes with "yesterday" / "Wednesday", supermarket receipt png (J$, GCT), airline e-ticket pdf ("11JUN26"), wedding invitation png, electricity bill pdf with a due date, budget xlsx, voice note, 5 reference documents',
  files: async (): Promise<Fixture[]> => [
    {
      name: D_FORM,
      kind: 'credit-union loan application (docx table, DD/MM/YYYY, TRN)',
      data: await formDocx(
        'Transport Workers Co-operative Credit Union — Loan Application',
        'PART A — MEMBER INFORMATION (print clearly)',
        [
          ['Member no.', 'TW-04417'],
          ['Surname', 'CAMPBELL'],
          ['First & middle names', 'Delroy Anthony'],
          ['Date of birth (dd/mm/yyyy)', '06/08/1971'],
          ['TRN', '112-458-903'],
          ['Sex', 'M'],
          ['Nationality', 'Jamaican'],
          ['Marital status', 'Married'],
          ['No. of children', '2'],
          ['Home address', '8 Cassia Park Road, Kingston 10'],
          ['Parish', 'St. Andrew'],
          ['Cell', '(876) 555-7319'],
          ['Email', 'delroy.campbell71@mail.example'],
          ['Employer', 'Jamaica Urban Transit Company Ltd (JUTC)'],
          ['Position', 'Senior Bus Operator'],
          ['Years with employer', '27'],
          ['Gross monthly income (J$)', '168,000'],
          ['Loan amount requested (J$)', '850,000'],
          ['Purpose of loan', 'Roof repair and new water tank'],
          ['Spouse', 'Marcia Campbell, (876) 555-6048'],
        ],
        ['I declare that the information given is true and correct.', 'Signature: D. A. Campbell        Date: 16/02/2026'],
      ),
    },
    {
      name: D_CV,
      kind: 'résumé typed in a plain-text editor (txt): "Sept 1998 - 2014", "2015 - present", "March 1991 to August 1998"',
      data: text(`
DELROY A. CAMPBELL
8 Cassia Park Road, Kingston 10, Jamaica
Cell: (876) 555-7319     Email: delroy.campbell71@mail.example

OBJECTIVE
Experienced and safety-minded bus operator seeking to train new operators.

WORK EXPERIENCE
Jamaica Urban Transit Company (JUTC), Half Way Tree Depot
   Senior Bus Operator ........................ 2015 - present
   Bus Operator ............................... Sept 1998 - 2014
   - Routes 31, 75 and 500 (Half Way Tree, Papine, Portmore)
   - Trained 40+ new operators on the Volvo and Yutong buses

Blue Mountain Bakery Ltd, Kingston
   Delivery Driver ............................ March 1991 to August 1998

EDUCATION & TRAINING
HEART Trust/NTA - Certificate in Defensive Driving & Passenger Service, 2009
Kingston Technical High School, 1983 - 1988 (CXC: English, Maths, Technical Drawing)

SKILLS
Defensive driving, Customer service, Basic bus maintenance, First aid

LICENCE
General driver's licence (Class C) since 1993. Clean record.

INTERESTS
Dominoes, cricket, singing in the church choir

REFERENCES
Mr. Courtney Hall, Depot Manager, JUTC - (876) 555-1120
`),
    },
    {
      name: D_MAIL,
      kind: 'his e-mail reply saved as .txt (RFC 5322), with the quoted message and a signature',
      data: eml({
        from: 'Delroy Campbell <delroy.campbell71@mail.example>',
        to: 'Shanice Campbell <shanice.campbell@yorku.example>',
        date: 'Thu, 12 Mar 2026 21:14:03 -0500',
        subject: 'Re: Graduation!!',
        body: "Hi baby girl,\n\nMommy and me booked the flights on Tuesday. We land in Toronto Thursday 11 June in the afternoon, so we will be there for the graduation Friday morning. Mommy says she is bringing the black cake whether Canada like it or not.\n\nProud of you. First Campbell with a degree!\n\nDaddy\n\n--\nDelroy Campbell\nSenior Bus Operator, JUTC\n(876) 555-7319\n\nOn Sun, Mar 8, 2026 at 6:02 PM Shanice Campbell <shanice.campbell@yorku.example> wrote:\n> Daddy!! It's official, my graduation is Friday 12 June at 9:30 am at the Aviva Centre, York University.\n> Can you and Mommy come?? I get 4 tickets.\n> Also Jordan and I are moving to Mississauga in July, I'll send pictures of the apartment.\n> Love you, Shan",
      }),
    },
    {
      name: D_WA,
      kind: 'WhatsApp chat export (txt: "[dd/mm/yyyy, hh:mm:ss] Name: text", Jamaican English)',
      data: text(`
[03/03/2026, 07:12:40] Marcia: Morning. Remember your eye doctor tomorrow 10:30, Dr. Mitchell on Hope Road. Don't make you forget like last time
[03/03/2026, 07:20:02] Delroy: Yes mi know. Mi tell the depot already, mi off tomorrow
[03/03/2026, 07:20:15] Marcia: 👍
[06/03/2026, 12:41:55] Delroy: Credit union just call. The loan approve and the money in the account!
[06/03/2026, 12:42:30] Marcia: Thank you Jesus 🙏🏾 call Mr Brown bout the roof
[09/04/2026, 19:44:18] Delroy: Mi pay the water bill today, $6,230 at the NWC office
[09/04/2026, 19:45:01] Marcia: Good. Andre need lunch money for the week
[15/04/2026, 21:10:36] Delroy: Cancel the Negril weekend, the roof money done. We go next year
[15/04/2026, 21:11:02] Marcia: 😢 ok
[25/04/2026, 06:05:12] Marcia: Iron your shirt for the wedding, we leaving 10 sharp
`),
    },
    {
      name: D_DIARY,
      kind: 'diary in his own words (txt, "Fri Jan 30" lines with the year in the title, an undated entry)',
      data: text(`
MY BOOK — 2026

Fri Jan 30
Marcia and me 25th wedding anniversary. Took her to Devon House for dinner, then ice cream by the fountain like when we were courting. She still laugh at my jokes after 25 years.

Sat Feb 14
Sabina Park with Andre, Jamaica vs Barbados, third day. Andre never watch a four day match before, he sleep after lunch. Me and Bob Marley (Sun is Shining) on the radio home.

Fri Feb 27
JUTC staff awards at the Pegasus. I got Bus Operator of the Year for Half Way Tree depot!! 27 years and never a complaint that stick. Marcia cry. Mr. Hall make a speech.

Fri Mar 6
The credit union loan came through today, J$850,000. Roof and water tank finally. Mr. Brown start Monday.

Some days the 75 route is too much. Traffic on Hope Road from 6 in the morning. Pastor say Sister Joan son get a scholarship to UWI, praise God for them.

Sat Apr 25
Tanisha's wedding in Mandeville. My brother Lloyd cry more than the bride. I sing "The Lord's Prayer" with the choir, my voice hold up.
`),
    },
    {
      name: D_NOTES,
      kind: 'notes (txt) dated once: "yesterday" / "Wednesday", a renewal deadline',
      data: text(`
Mon 18 May 2026
- dentist Wednesday 2pm, Dr. Chin, Liguanea
- paid Andre CSEC exam fees yesterday J$12,500 (school office)
- licence renewal at tax office before 31 May!!
- buy suitcase for Toronto
`),
    },
    {
      name: D_RECEIPT,
      kind: 'supermarket receipt (png, OCR): J$, GCT, cash and change',
      data: await png([
        'MEGAMART WATERLOO',
        '2-4 Waterloo Road, Kingston 10',
        'GCT Reg # 001-234-567',
        '09/05/2026  16:48   Cashier: Kadian   #0871',
        'Rice 10lb                 J$ 1,899.00',
        'Chicken back 5lb           J$ 1,450.00',
        'Grace Ackee 540g           J$   980.00',
        'Saltfish 1lb               J$ 1,360.00',
        'Bun & cheese               J$   735.00',
        'Household items x6         J$ 1,991.60',
        'TOTAL                      J$ 8,415.60',
        'CASH                       J$ 9,000.00',
        'CHANGE                     J$   584.40',
        'GCT incl. 15%              J$   412.30',
      ], 40),
    },
    {
      name: D_TICKET,
      kind: 'airline e-ticket receipt (pdf, "10MAR26" / "11JUN26" dates)',
      data: await pdf([
        'CARIBBEAN AIRLINES',
        'ELECTRONIC TICKET ITINERARY / RECEIPT',
        '',
        'Booking ref: QX7H2L        Date of issue: 10MAR26        Issued by: BW WEB',
        'Passenger 1: CAMPBELL/DELROY MR     Ticket 1062112458903',
        'Passenger 2: CAMPBELL/MARCIA MRS    Ticket 1062112458904',
        '',
        'FLIGHT   DATE     FROM                 TO                    DEP    ARR',
        'BW 0600  11JUN26  KINGSTON (KIN)       TORONTO (YYZ)         10:15  15:05',
        'BW 0601  18JUN26  TORONTO (YYZ)        KINGSTON (KIN)        16:40  20:10',
        '',
        'Fare USD 980.00   Taxes USD 244.80   TOTAL USD 1,224.80',
        'Form of payment: VI XXXXXXXXXXXX4471',
        'Baggage: 2PC per passenger',
      ]),
    },
    {
      name: D_INVITE,
      kind: 'wedding invitation (png), addressed to the user and his wife',
      data: await png([
        'Mr. & Mrs. Delroy Campbell',
        'Together with their families',
        'TANISHA CAMPBELL & OMARI REID',
        'request the honour of your presence',
        'Saturday, April 25, 2026 at 2:00 p.m.',
        'Mandeville Parish Church, Manchester',
        'Reception to follow at the Mandeville Hotel',
      ]),
    },
    {
      name: D_BILL,
      kind: 'electricity bill (pdf): bill date, due date, meter readings',
      data: await pdf([
        'JAMAICA PUBLIC SERVICE COMPANY LIMITED',
        'Customer: DELROY CAMPBELL          Account no: 4417 2290 13',
        'Service address: 8 Cassia Park Road, Kingston 10',
        '',
        'Bill date: 05/03/2026              Billing period: 02/02/2026 - 03/03/2026',
        'Meter readings: 18,204 -> 18,516 kWh (312 kWh)',
        'Energy charge                               J$ 10,904.40',
        'Fuel & IPP charge                           J$  2,014.80',
        'Customer charge + GCT                       J$  1,463.35',
        'AMOUNT DUE                                  J$ 14,382.55',
        'DUE DATE: 19/03/2026',
        '',
        'Pay at any JPS office, bill express agent or online.',
      ]),
    },
    {
      name: 'household budget 2026.xlsx',
      kind: 'household budget (xlsx, J$, no first person)',
      data: await xlsx('Budget', ['Item', 'Jan', 'Feb', 'Mar', 'Apr'], [
        ['Salary Delroy (net)', 141200, 141200, 141200, 141200],
        ['Marcia (hair salon)', 62000, 58000, 71000, 64000],
        ['Credit union loan', 0, 0, -24900, -24900],
        ['JPS', -13870, -12990, -14383, -13100],
        ['NWC water', -5980, -6110, -6050, -6230],
        ['Food', -48000, -46500, -51200, -47800],
        ['Andre school', -8000, -8000, -8000, -20500],
        ['Church tithe', -14100, -14100, -14100, -14100],
      ], 'Campbell household 2026'),
    },
    { name: D_MEMO, kind: 'voice note (wav, speech)', data: wav(tmp, 'delroy-memo.wav', 'Note to self. My favourite food is ackee and saltfish. When I retire I want to build a house in Saint Elizabeth.') },
    ...(await kingstonRefs()),
  ],
  profile: [
    v('basic_info', 'Name', 'Delroy Campbell', [D_FORM, D_CV, D_MAIL, D_BILL], { alternatives: ['Delroy Anthony Campbell', 'Delroy A. Campbell', 'CAMPBELL Delroy Anthony', 'Campbell, Delroy Anthony', 'D. A. Campbell', 'Mr. Delroy Campbell'] }),
    v('basic_info', 'birth_date', '1971-08-06', [D_FORM], { alternatives: ['06/08/1971', '6 August 1971', 'August 6, 1971'] }),
    v('basic_info', 'Gender', 'Male', [D_FORM], { alternatives: ['M', 'man'] }),
    v('basic_info', 'nationality', 'Jamaican', [D_FORM], { alternatives: ['Jamaica'] }),
    v('demographics', 'marital_status', 'married', [D_FORM, D_DIARY]),
    v('demographics', 'number_of_children', '2', [D_FORM], { alternatives: ['two'] }),
    v('contact_info', 'city', 'Kingston', [D_FORM, D_CV, D_BILL], { alternatives: ['Kingston 10', 'Kingston, Jamaica'] }),
    v('contact_info', 'country', 'Jamaica', [D_CV], { alternatives: ['JM'] }),
    v('contact_info', 'address', '8 Cassia Park Road, Kingston 10', [D_FORM, D_CV, D_BILL], { alternatives: ['8 Cassia Park Road', '8 Cassia Park Road, Kingston 10, Jamaica'] }),
    v('contact_info', 'phone', '(876) 555-7319', [D_FORM, D_CV, D_MAIL], { alternatives: ['876 555 7319', '8765557319', '+1 876 555 7319', '+18765557319', '876-555-7319', '555-7319'] }),
    v('contact_info', 'email', 'delroy.campbell71@mail.example', [D_FORM, D_CV, D_MAIL]),
    v('education', 'school', 'Kingston Technical High School', [D_CV], { alternatives: ['HEART Trust/NTA', 'HEART Trust', 'Kingston Technical'] }),
    v('education', 'degree', 'Certificate in Defensive Driving & Passenger Service', [D_CV], { alternatives: ['Certificate', 'CXC', 'Certificate in Defensive Driving and Passenger Service'] }),
    v('work', 'title', 'Senior Bus Operator', [D_FORM, D_CV, D_MAIL]),
    v('work', 'company', 'Jamaica Urban Transit Company', [D_FORM, D_CV, D_MAIL], { alternatives: ['JUTC', 'Jamaica Urban Transit Company Ltd', 'Jamaica Urban Transit Company Ltd (JUTC)', 'Jamaica Urban Transit Company (JUTC)'] }),
    v('work', 'working_industry', 'public transport', [D_FORM, D_CV], { alternatives: ['transport', 'transportation', 'bus transport', 'public transportation', 'transit'] }),
    ...['Defensive driving', 'Customer service', 'Basic bus maintenance', 'First aid'].map((x) => v('work', 'work_skills', x, [D_CV])),
    v('interest', 'sports', 'cricket', [D_CV, D_DIARY]),
    v('interest', 'music', 'Bob Marley', [D_DIARY], { alternatives: ['Sun is Shining', 'church choir', 'singing in the church choir'] }),
    v('interest', 'foods', 'ackee and saltfish', [D_MEMO], { alternatives: ['ackee', 'saltfish'] }),
    v('psychological', 'goals', 'house', [D_MEMO], { contains: true }),
  ],
  events: [
    // résumé: ranges by their start, finished schooling by its end year
    ev('professional', '2015-01-01T00:00:00', ['Senior Bus Operator'], 'Senior Bus Operator, JUTC Half Way Tree depot (2015 – present).', [D_CV]),
    ev('professional', '1998-09-01T00:00:00', ['JUTC'], 'Bus Operator, Jamaica Urban Transit Company (Sept 1998 – 2014).', [D_CV]),
    ev('professional', '1991-03-01T00:00:00', ['Blue Mountain Bakery'], 'Delivery Driver, Blue Mountain Bakery Ltd (March 1991 to August 1998).', [D_CV]),
    ev('educational', '2009-01-01T00:00:00', ['HEART'], 'HEART Trust/NTA Certificate in Defensive Driving & Passenger Service (2009).', [D_CV]),
    ev('educational', '1988-01-01T00:00:00', ['Kingston Technical'], 'Kingston Technical High School, 1983 – 1988.', [D_CV]),
    // mail and e-ticket: booking, the flight, the graduation
    ev('financial', '2026-03-10T00:00:00', ['Caribbean Airlines', '1,224.80'], 'Caribbean Airlines e-tickets QX7H2L, Kingston–Toronto and back for two: USD 1,224.80.', [D_TICKET, D_MAIL]),
    ev('personal', '2026-06-11T10:15:00', ['Toronto'], 'Flight BW 0600 from Kingston to Toronto with Marcia.', [D_TICKET, D_MAIL]),
    ev('social', '2026-06-12T09:30:00', ['graduation'], "Daughter Shanice's graduation at York University (Aviva Centre).", [D_MAIL]),
    // WhatsApp, diary, invitation
    ev('personal', '2026-03-04T10:30:00', ['Mitchell'], 'Eye doctor appointment with Dr. Mitchell on Hope Road.', [D_WA]),
    ev('financial', '2026-03-06T00:00:00', ['850,000'], 'Credit union loan of J$850,000 approved and paid into his account.', [D_WA, D_DIARY]),
    ev('financial', '2026-04-09T00:00:00', ['6,230'], 'Paid the water bill, $6,230, at the NWC office.', [D_WA]),
    ev('social', '2026-01-30T00:00:00', ['anniversary'], '25th wedding anniversary dinner with Marcia at Devon House.', [D_DIARY]),
    ev('personal', '2026-02-14T00:00:00', ['Sabina Park'], 'Watched Jamaica vs Barbados at Sabina Park with Andre.', [D_DIARY]),
    ev('professional', '2026-02-27T00:00:00', ['Operator of the Year'], 'Named Bus Operator of the Year for Half Way Tree depot at the JUTC staff awards.', [D_DIARY]),
    ev('social', '2026-04-25T14:00:00', ['wedding'], "Niece Tanisha Campbell's wedding to Omari Reid at Mandeville Parish Church.", [D_INVITE, D_DIARY, D_WA]),
    // notes
    ev('personal', '2026-05-20T14:00:00', ['dentist'], 'Dentist, Dr. Chin, Liguanea.', [D_NOTES]),
    ev('financial', '2026-05-17T00:00:00', ['12,500'], "Paid Andre's CSEC exam fees, J$12,500.", [D_NOTES]),
    // receipt and bill
    ev('financial', '2026-05-09T16:48:00', ['MegaMart', '8,415.60'], 'MegaMart Waterloo receipt: total J$8,415.60.', [D_RECEIPT]),
    ev('financial', '2026-03-05T00:00:00', ['JPS', '14,382.55'], 'JPS electricity bill for February–March: J$14,382.55.', [D_BILL]),
  ],
  never: ['Marcia', '555-6048', 'Shanice', 'Jordan', 'Mississauga', 'Tanisha', 'Omari', 'Reid', 'Mandeville', 'Lloyd', 'Mr. Brown', 'Sister Joan', 'UWI', 'Negril', 'Courtney Hall', '555-1120', 'Dr. Chin', 'Mitchell', 'Kadian', 'Winston', 'Trench Town', 'Hyacinth', 'Cecil Chin', 'Gloria', 'Michael Chin', 'Montego Bay', 'Whyte', 'Keisha', 'UTech', 'Everton', 'Lawrence', 'Pauline', 'Westmoreland', 'Sobers', 'Headley', 'Toronto', 'Aviva'],
});

// ==================================================================== Giovanna Rinaldi, Bologna (66)

const G_FORM = 'iscrizione-primo-levi-2026.pdf';
const G_CV = 'CV_Giovanna_Rinaldi.docx';
const G_MAIL = 'posta-export.json';
const G_DIARY = 'diario 2026.txt';
const G_NOTES = 'appunti.txt';
const G_RECEIPT = 'scontrino-coop.png';
const G_TICKET = 'biglietto-tosca.png';
const G_INVITE = 'battesimo-tommaso.png';
const G_TRAIN = 'Trenitalia_PNR_KQ4ZTX.pdf';
const G_CUP = 'prenotazione-cup.txt';
const G_LETTER = 'lettera-referenze-marco.docx';
const G_ABOUT = 'presentazione.txt';
const G_MEMO = 'nota vocale.wav';

const G_MAILS = {
  cartella: 'Posta in arrivo',
  account: 'giovanna.rinaldi@libero.example',
  messaggi: [
    {
      mittente: 'Università Primo Levi <segreteria@primolevi.example>',
      destinatari: ['giovanna.rinaldi@libero.example'],
      data: '09/01/2026 11:32',
      oggetto: 'Conferma iscrizione / Enrolment confirmed',
      testo: 'Gentile Giovanna Rinaldi,\n\nyour enrolment for the academic year 2026 is confirmed (card no. 26-1187). Your course "Art in Bologna from the Carracci to Morandi" starts on Tuesday 13 January 2026 at 15:30 in room 2, Via Azzo Gardino 20/B.\n\nCordiali saluti,\nSegreteria, Università Primo Levi',
    },
    {
      mittente: 'Luca Serra <luca.serra@gmail.example>',
      destinatari: ['giovanna.rinaldi@libero.example'],
      data: '02/03/2026 22:05',
      oggetto: 'Battesimo di Tommaso',
      testo: "Ciao mamma,\n\nthe date is fixed: Tommaso's baptism is Sunday 19 April at 11 at San Luca, lunch afterwards at Nonna Rosa's. You'll get the card by post. We thought about doing it in Sicily with Elena's family but it's too complicated, so Bologna it is.\n\nChiara says she can't come from London, she has her exams.\n\nBaci,\nLuca",
    },
    {
      mittente: 'Franca Molinari <franca.molinari@libero.example>',
      destinatari: ['giovanna.rinaldi@libero.example'],
      data: '07/04/2026 18:20',
      oggetto: 'gruppo di lettura',
      testo: "Cara Giovanna, are we still doing the book group at yours? My son Paolo got married in Lecce on Saturday, I'm exhausted but happy. F.",
    },
    {
      mittente: 'Giovanna Rinaldi <giovanna.rinaldi@libero.example>',
      destinatari: ['Franca Molinari <franca.molinari@libero.example>', 'Lidia Bassi <lidia.bassi@alice.example>'],
      data: '07/04/2026 21:47',
      oggetto: 'Re: gruppo di lettura',
      testo: "Care amiche,\n\nyes, book group at my place on Thursday 16 April at 17:00. We talk about \"Lessico famigliare\" — my favourite book, so be kind to it. I make the ciambella.\n\nAuguri to Paolo and his bride!\n\nGiovanna\n\n--\nProf.ssa Giovanna Rinaldi\nVia Saragozza 112, 40135 Bologna · 347 281 5530\n\n> Cara Giovanna, are we still doing the book group at yours? My son Paolo got married in Lecce on Saturday,\n> I'm exhausted but happy. F.",
    },
  ],
};

const giovanna = (tmp: string): Persona => ({
  id: 'giovanna',
  who: 'Giovanna Rinaldi, 66, retired teacher of Latin and Greek, Bologna (Italy): 20 files — University of the Third Age enrolment pdf (bilingual "Label / Label: value" lines, codice fiscale), CV docx ("Sept 1986 to Aug 2024", "09/1984 – 06/1986"), mail export .json with Italian keys (mittente/data/oggetto/testo, "09/01/2026 11:32") and a reply thread, diary with "Martedì 13 gennaio" headings and an undated entry, notes with "tomorrow" / "last Tuesday" / "on Wednesday", Coop receipt png (Italian layout), opera ticket png, baptism invitation png, train ticket pdf, health-service booking e-mail (.txt), a reference letter she wrote about a former student, a first-person presentation, budget xlsx, voice note, 6 reference documents',
  files: async (): Promise<Fixture[]> => [
    {
      name: G_FORM,
      kind: 'enrolment form (pdf, bilingual "Italian / English: value" lines, codice fiscale, dd/mm/yyyy)',
      data: await pdf([
        'UNIVERSITA PRIMO LEVI - Bologna',
        'Domanda di iscrizione / Enrolment form - Anno accademico 2026',
        '',
        'Cognome / Surname: RINALDI',
        'Nome / First name: GIOVANNA',
        'Sesso / Sex: F',
        'Data di nascita / Date of birth: 11/09/1959',
        'Luogo di nascita / Place of birth: Ferrara (FE)',
        'Codice fiscale: RNLGNN59P51D548X',
        'Cittadinanza / Citizenship: italiana',
        'Stato civile / Marital status: vedova (widowed)',
        'Indirizzo / Address: Via Saragozza 112, 40135 Bologna (BO)',
        'Telefono / Phone: 051 644 2917     Cellulare / Mobile: 347 281 5530',
        'E-mail: giovanna.rinaldi@libero.example',
        'Titolo di studio / Education: Laurea in Lettere classiche',
        'Professione / Occupation: insegnante in pensione (retired teacher)',
        'Corsi scelti / Courses: Art in Bologna from the Carracci to Morandi; English conversation B1',
        '',
        'Bologna, 08/01/2026                          Firma / Signature: Giovanna Rinaldi',
      ]),
    },
    {
      name: G_CV,
      kind: 'CV (docx): "Sept 1986 to Aug 2024", "09/1984 – 06/1986", a degree with its year',
      data: await docx('Curriculum vitae — Giovanna Rinaldi', [
        '# Giovanna Rinaldi',
        'Via Saragozza 112, 40135 Bologna, Italy · 347 281 5530 · giovanna.rinaldi@libero.example',
        '## Work experience',
        'Teacher of Latin and Greek (docente di ruolo), Liceo classico Galvani, Bologna — Sept 1986 to Aug 2024. Coordinator of the classics department from 2005; tutor of 23 trainee teachers.',
        'Supply teacher of Italian and Latin (supplente), Liceo Ariosto, Ferrara — 09/1984 – 06/1986.',
        '## Education',
        'Laurea in Lettere classiche (Classics), Università di Bologna, 1983 — 110/110 cum laude. Thesis on Sappho.',
        'Abilitazione all\'insegnamento (teaching qualification) in Latin and Greek, 1985.',
        '## Languages',
        'Italian (mother tongue), English (B1), French (B2), Ancient Greek and Latin (reading)',
        '## Other',
        'Volunteer reader for children at the Biblioteca Salaborsa. Walking, opera, gardening.',
      ]),
    },
    { name: G_MAIL, kind: 'mail export (.json object with Italian keys: cartella, messaggi[] mittente/destinatari/data/oggetto/testo, "dd/mm/yyyy hh:mm")', data: Buffer.from(JSON.stringify(G_MAILS, null, 2)) },
    {
      name: G_DIARY,
      kind: 'diary (txt, Italian "Martedì 13 gennaio" headings, year in the title, an undated entry)',
      data: text(`
Diario 2026

Martedì 13 gennaio
First lesson of the art history course at the Primo Levi. Twenty-two of us, all grey hair except the teacher. We started with Annibale Carracci. I took notes like a schoolgirl — forty years of correcting other people's notes and now I write my own.

Venerdì 27 febbraio
Rome with Luisa for the day. Caravaggio at Palazzo Barberini, carbonara at the Da Enzo, back on the last train but one. My sister walks faster than me, at seventy!

Sabato 14 marzo
Tosca at the Comunale Nouveau. "Vissi d'arte" and I cried, as always. Puccini never fails me.

Sabato 28 marzo
Sold Carlo's piano, the old Schimmel from 1968, to the music school in Imola for 3.200 euro. The room is so empty. He would say a piano must be played, not dusted.

Franca's niece is expecting twins in September. Everybody has news except me; my news is the tomatoes on the balcony.

Domenica 19 aprile
Tommaso's baptism at San Luca. He screamed through the whole thing, a true Rinaldi. Lunch at Nonna Rosa's, tortellini in brodo as it should be.

Sabato 2 maggio
First stage of the Via degli Dei with Luisa: Bologna to Badolo, 22 km, up the 666 arches of San Luca. My knees are sixty-six, my heart is thirty.
`),
    },
    {
      name: G_NOTES,
      kind: 'notes (txt) dated once in Italian: "tomorrow" / "last Tuesday" / "on Wednesday"',
      data: text(`
sabato 7 marzo 2026

- tomorrow 13:00 Festa della donna lunch with the ex-colleagues from the Galvani, Trattoria Anna Maria
- paid the condominium fee last Tuesday, 412 euro (Amministrazione Lenzi)
- on Wednesday 16:00 hearing test at Amplifon, Via Andrea Costa
- ricetta for the blood pressure pills — ask Dr.ssa Fabbri
- buy a present for Tommaso
`),
    },
    {
      name: G_RECEIPT,
      kind: 'supermarket receipt (png, OCR): Italian "documento commerciale" layout, TOTALE COMPLESSIVO, IVA',
      data: await png([
        'COOP ALLEANZA 3.0',
        'Via Andrea Costa 36 - Bologna',
        'DOCUMENTO COMMERCIALE',
        'di vendita o prestazione',
        'PARMIGIANO REGG. 24 MESI     7,90',
        'MORTADELLA BOLOGNA IGP       4,35',
        'PASTA SFOGLIA FRESCA         2,60',
        'POMODORI DATTERINI           3,19',
        'LATTE FRESCO INTERO          1,69',
        'CAFFE MOKA 250G              3,67',
        'TOTALE COMPLESSIVO          23,40',
        'DI CUI IVA                   1,86',
        'PAGAMENTO ELETTRONICO       23,40',
        '11-04-2026 10:36  DOC.N.0412-0087',
      ], 40),
    },
    {
      name: G_TICKET,
      kind: 'opera ticket (png): performance date, seat, price, purchase date',
      data: await png([
        'TEATRO COMUNALE DI BOLOGNA',
        'Comunale Nouveau - Piazza della Costituzione 4',
        'TOSCA - G. Puccini',
        'Sabato 14/03/2026 ore 20:00',
        'PLATEA  Fila F  Posto 12',
        'Intero  EUR 65,00',
        'Acquistato il 20/01/2026',
      ]),
    },
    {
      name: G_INVITE,
      kind: 'baptism invitation (png, Italian)',
      data: await png([
        'Con immensa gioia',
        'Luca ed Elena',
        'annunciano il Battesimo di',
        'TOMMASO SERRA',
        'Domenica 19 aprile 2026, ore 11:00',
        'Santuario della Madonna di San Luca, Bologna',
      ]),
    },
    {
      name: G_TRAIN,
      kind: 'train ticket (pdf): outward and return, purchase date, PNR',
      data: await pdf([
        'Trenitalia  -  Biglietto elettronico / e-ticket',
        'PNR: KQ4ZTX     Data acquisto / Purchase date: 05/02/2026',
        '',
        'Andata: Frecciarossa 9519   27/02/2026',
        '   Bologna Centrale 08:15  ->  Roma Termini 10:27   Carrozza 6 Posto 9A',
        'Ritorno: Frecciarossa 9560   27/02/2026',
        '   Roma Termini 19:05  ->  Bologna Centrale 21:20   Carrozza 3 Posto 11D',
        'Passeggero: GIOVANNA RINALDI   Offerta: Senior (Carta Freccia)',
        'Importo totale / Total: 49,90 EUR',
      ]),
    },
    {
      name: G_CUP,
      kind: 'health-service booking (RFC 5322 e-mail saved as .txt, Italian and English)',
      data: eml({
        from: 'CUP Bologna <noreply@cupweb.example>',
        to: 'giovanna.rinaldi@libero.example',
        date: 'Thu, 22 Jan 2026 17:03:11 +0100',
        subject: 'Promemoria prenotazione / Booking reminder',
        body: 'Gentile RINALDI GIOVANNA,\n\nle ricordiamo la prenotazione / we remind you of your booking:\n\nPrestazione / Service: VISITA OCULISTICA (eye examination)\nData / Date: 03/02/2026 ore 09:30\nSede / Place: Ospedale Maggiore, Largo Nigrisoli 2, Bologna - Poliambulatorio, piano 1\nTicket da pagare / Charge: 23,00 euro\n\nPer disdire / To cancel: 800 884 888\nCUP Azienda USL di Bologna',
      }),
    },
    {
      name: G_LETTER,
      kind: 'reference letter written by the user about a former student (docx): her first person, his dates',
      data: await docx('Lettera di referenze — Marco Bellini', [
        'Prof.ssa Giovanna Rinaldi',
        'Via Saragozza 112, 40135 Bologna',
        'Bologna, 16 February 2026',
        'To the Admissions Committee, Scuola Normale Superiore, Pisa',
        '## Reference for Marco Bellini',
        'I taught Marco Bellini Latin and Greek at the Liceo classico Galvani from September 2016 to June 2021; in thirty-eight years of teaching I had few students like him. He won the Certamen Ciceronianum in Arpino on 12 May 2021 and passed his maturità with 100/100 cum laude in July 2021.',
        'He graduated in Classics at the University of Bologna on 18 July 2024 and has since worked on Greek papyri with Prof. Ferri. He now applies for the doctoral programme in Ancient History.',
        'Since my retirement on 1 September 2024 I have followed his work with pleasure. I recommend him without reservation.',
        'Giovanna Rinaldi',
      ]),
    },
    {
      name: G_ABOUT,
      kind: 'first-person presentation for a volunteering page (txt, no date)',
      data: text(`
Presentazione — chi sono / about me

I am Giovanna Rinaldi. I taught Latin and Greek for thirty-eight years at the Liceo Galvani in Bologna and I am now a happy pensionata. I was born in Ferrara but Bologna is my city. I am a widow; I have two children, Luca and Chiara, and one grandson, Tommaso.

I love opera — Puccini above all — and long walks in the hills. On Saturday mornings I read stories to children at the Salaborsa library.
`),
    },
    {
      name: 'bilancio 2026.xlsx',
      kind: 'household accounts (xlsx, EUR, Italian, no first person)',
      data: await xlsx('2026', ['Voce', 'gennaio', 'febbraio', 'marzo', 'aprile'], [
        ['Pensione', 2180, 2180, 2180, 2180],
        ['Condominio', 0, 0, -412, 0],
        ['Luce e gas (Hera)', -148, -161, -132, -97],
        ['Spesa', -420, -395, -410, -430],
        ['Teatro e corsi', -160, 0, 0, 0],
        ['Treni', 0, -49.9, 0, 0],
        ['Pianoforte (venduto)', 0, 0, 3200, 0],
        ['Regali', -30, 0, -45, -150],
      ], 'Bilancio familiare 2026'),
    },
    { name: G_MEMO, kind: 'voice note (wav, speech)', data: wav(tmp, 'giovanna-memo.wav', 'Note to self. My favourite food is tortellini in broth. This summer I want to walk all the way from Bologna to Florence.') },
    ...(await bolognaRefs()),
  ],
  profile: [
    v('basic_info', 'Name', 'Giovanna Rinaldi', [G_FORM, G_CV, G_MAIL, G_ABOUT], { alternatives: ['RINALDI GIOVANNA', 'Rinaldi, Giovanna', 'Prof.ssa Giovanna Rinaldi', 'GIOVANNA RINALDI'] }),
    v('basic_info', 'birth_date', '1959-09-11', [G_FORM], { alternatives: ['11/09/1959', '11 September 1959'] }),
    v('basic_info', 'Gender', 'Female', [G_FORM], { alternatives: ['F', 'woman'] }),
    v('basic_info', 'nationality', 'Italian', [G_FORM], { alternatives: ['italiana', 'Italy', 'Italia'] }),
    ...['Italian', 'English', 'French'].map((x) => v('basic_info', 'language_spoken', x, [G_CV])),
    v('demographics', 'marital_status', 'widowed', [G_FORM, G_ABOUT], { alternatives: ['vedova', 'widow', 'vedova (widowed)'] }),
    v('demographics', 'number_of_children', '2', [G_ABOUT], { alternatives: ['two'] }),
    v('contact_info', 'city', 'Bologna', [G_FORM, G_CV, G_ABOUT]),
    v('contact_info', 'country', 'Italy', [G_CV], { alternatives: ['Italia', 'IT'] }),
    v('contact_info', 'address', 'Via Saragozza 112, 40135 Bologna', [G_FORM, G_CV, G_MAIL], { alternatives: ['Via Saragozza 112', 'Via Saragozza 112, 40135 Bologna (BO)', 'Via Saragozza 112, 40135 Bologna, Italy'] }),
    v('contact_info', 'phone', '347 281 5530', [G_FORM, G_CV, G_MAIL], { alternatives: ['3472815530', '+39 347 281 5530', '+393472815530', '051 644 2917', '0516442917', '+39 051 644 2917'] }),
    v('contact_info', 'email', 'giovanna.rinaldi@libero.example', [G_FORM, G_CV, G_MAIL]),
    v('education', 'school', 'Università di Bologna', [G_CV], { alternatives: ['University of Bologna', 'Universita di Bologna', 'Alma Mater Studiorum'] }),
    v('education', 'degree', 'Laurea', [G_FORM, G_CV], { alternatives: ['Laurea in Lettere classiche', 'Laurea in Lettere classiche (Classics)', "Master's degree", 'Abilitazione all\'insegnamento'] }),
    v('education', 'major', 'Classics', [G_FORM, G_CV], { alternatives: ['Lettere classiche', 'Classical studies', 'Classical literature'] }),
    // Retired since 1 September 2024: the last title and school stand, or "retired" does.
    v('work', 'title', 'Teacher of Latin and Greek', [G_CV, G_ABOUT], { alternatives: ['teacher', 'retired teacher', 'insegnante in pensione', 'insegnante in pensione (retired teacher)', 'Latin and Greek teacher', 'docente di ruolo', 'pensionata', 'retired', 'Prof.ssa'] }),
    v('work', 'company', 'Liceo classico Galvani', [G_CV, G_ABOUT], { alternatives: ['Liceo Galvani', 'Liceo classico Galvani, Bologna'] }),
    v('work', 'working_industry', 'education', [G_CV], { alternatives: ['teaching', 'secondary education', 'school education'] }),
    v('life_event', 'retirement', '2024', [G_CV, G_LETTER], { contains: true }),
    v('interest', 'music', 'opera', [G_CV, G_ABOUT], { alternatives: ['Puccini', 'Tosca'] }),
    v('interest', 'books', 'Lessico famigliare', [G_MAIL]),
    v('interest', 'sports', 'walking', [G_CV, G_ABOUT], { alternatives: ['hiking', 'long walks', 'long walks in the hills', 'trekking'] }),
    v('interest', 'foods', 'tortellini', [G_MEMO, G_DIARY], { alternatives: ['tortellini in brodo', 'tortellini in broth'] }),
    v('psychological', 'goals', 'Florence', [G_MEMO], { contains: true }),
  ],
  events: [
    // CV: ranges by their start, the degree and the qualification by their year; the retirement
    ev('professional', '1986-09-01T00:00:00', ['Galvani'], 'Teacher of Latin and Greek, Liceo classico Galvani (Sept 1986 to Aug 2024).', [G_CV]),
    ev('professional', '1984-09-01T00:00:00', ['Ariosto'], 'Supply teacher of Italian and Latin, Liceo Ariosto, Ferrara (09/1984 – 06/1986).', [G_CV]),
    ev('educational', '1983-01-01T00:00:00', ['Lettere'], 'Laurea in Lettere classiche, Università di Bologna (1983), 110/110 cum laude.', [G_CV]),
    ev('educational', '1985-01-01T00:00:00', ['Abilitazione'], 'Teaching qualification (abilitazione) in Latin and Greek (1985).', [G_CV]),
    ev('professional', '2024-09-01T00:00:00', ['retire'], 'Retired from teaching on 1 September 2024.', [G_LETTER, G_CV]),
    // mails, diary, form
    ev('educational', '2026-01-13T15:30:00', ['Primo Levi'], 'First lesson of the art-history course at the Università Primo Levi.', [G_MAIL, G_DIARY]),
    ev('social', '2026-04-19T11:00:00', ['Tommaso'], "Grandson Tommaso's baptism at the Sanctuary of San Luca, lunch afterwards.", [G_MAIL, G_INVITE, G_DIARY]),
    ev('social', '2026-04-16T17:00:00', ['book group'], 'Book group at her home on "Lessico famigliare".', [G_MAIL]),
    ev('personal', '2026-02-27T08:15:00', ['Rom'], 'Day trip to Rome with her sister Luisa (Frecciarossa 9519): Caravaggio at Palazzo Barberini.', [G_TRAIN, G_DIARY]),
    ev('social', '2026-03-14T20:00:00', ['Tosca'], 'Tosca at the Teatro Comunale (Comunale Nouveau).', [G_TICKET, G_DIARY]),
    ev('financial', '2026-03-28T00:00:00', ['piano'], "Sold her late husband's Schimmel piano to the music school in Imola for 3.200 euro.", [G_DIARY]),
    ev('personal', '2026-05-02T00:00:00', ['Via degli Dei'], 'Walked the first stage of the Via degli Dei, Bologna to Badolo (22 km), with Luisa.', [G_DIARY]),
    // notes
    ev('social', '2026-03-08T13:00:00', ['Festa della donna'], "Women's Day lunch with former colleagues at Trattoria Anna Maria.", [G_NOTES]),
    ev('financial', '2026-03-03T00:00:00', ['412'], 'Paid the condominium fee, 412 euro.', [G_NOTES]),
    ev('personal', '2026-03-11T16:00:00', ['hearing'], 'Hearing test at Amplifon, Via Andrea Costa.', [G_NOTES]),
    // receipt, tickets, CUP
    ev('financial', '2026-04-11T10:36:00', ['Coop', '23,40'], 'Coop Alleanza 3.0 receipt: 6 items, total 23,40 euro.', [G_RECEIPT]),
    ev('financial', '2026-01-20T00:00:00', ['Tosca', '65'], 'Bought a stalls ticket for Tosca: 65,00 euro.', [G_TICKET]),
    ev('financial', '2026-02-05T00:00:00', ['Trenitalia', '49,90'], 'Trenitalia tickets Bologna–Rome and back: 49,90 euro.', [G_TRAIN]),
    ev('personal', '2026-02-03T09:30:00', ['eye'], 'Eye examination (visita oculistica) at the Ospedale Maggiore.', [G_CUP]),
  ],
  never: ['Luisa', 'Luca Serra', 'Elena', 'Chiara', 'London', 'Tommaso', 'Nonna Rosa', 'Franca', 'Molinari', 'Paolo', 'Lecce', 'Lidia', 'Bassi', 'Sicily', 'Carlo', 'Imola', 'Marco Bellini', 'Bellini', 'Pisa', 'Scuola Normale', 'Ferri', 'Fabbri', 'Lenzi', 'Ada Rinaldi', 'Bruno Serra', 'Navile', 'Stefania Borghi', 'Whitaker', 'Ravenna', 'Rosanna', 'Melandri', 'Gianni', 'Corticella', 'Santiago', 'Lyniv', 'Giannattasio', 'Meli', 'Emma Dante', 'Rome', 'Roma'],
});

/** `--s9b`: held aside — written blind in session 9 beside --s9a; run once. */
export function s9bPersonas(tmp: string): Persona[] {
  return [delroy(tmp), giovanna(tmp)];
}

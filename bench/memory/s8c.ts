/**
 * Two more held-aside personas (`--s8c`), written after `--s8final` and `--s8b` were spent, with
 * every expectation below fixed before any extractor ran on them, by an author who had not read
 * the extractors (src/ was off limits) nor any benchmark result: Thandiwe "Thandi" Mokoena, a
 * chartered accountant in Johannesburg (the 20-file library of the timing figure), and Rodrigo
 * Salinas Peña, a chef who owns a fonda in Mexico City. Their reference documents are new
 * (s8c-refs.ts).
 *
 * Conventions: s8.ts's, unchanged (a day without a clock time is T00:00:00; a year alone is
 * 1 January, a month and year the 1st; a CV's range is dated by its start, a finished degree by
 * its end; a booking, ticket or receipt is financial on the day it was issued, the trip or show
 * it books personal or social on its own date and a return journey no second trip; a payment or
 * a sum received is financial on its own date; relative words count from the entry, message or
 * note they sit in; a filled-in form gives profile values, not events; one happening in several
 * files is one event and the most precise date wins; news of other people is not the user's
 * event, family happenings the user takes part in are; a gathering of family or friends to
 * celebrate, a concert or a wedding is social, a race, an appointment, a move or a trip personal).
 * Added for these files:
 *  - Dates are read the way the writer's country writes them: South Africa writes 2026/01/24 and
 *    24/01/2026 (day first); Mexico writes day first ("17/01/2026", "sáb 7/03/2026").
 *  - A promotion is a professional event on the day it takes effect; the single-valued title
 *    then takes the new one (Thandi: Chief Financial Officer from 1 April 2026).
 *  - A deed of sale and a diary entry about one car purchase are one financial event on the
 *    day of the sale (the car's model year is no date); a bank's loan disbursement is financial
 *    on the day it was paid out.
 *  - A health inspection of the user's own restaurant and a food festival where he runs a stand
 *    are professional.
 */
import type { ExpectedEvent, ExpectedValue } from './expected.js';
import type { Fixture } from './fixtures.js';
import { docx, eml, formDocx, pdf, png, text, wav, xlsx, type Persona } from './kit.js';
import { johannesburgRefs, mexicoCityRefs } from './s8c-refs.js';

const v = (category: string, subtopic: string, value: string, from: string[], more: Partial<ExpectedValue> = {}): ExpectedValue => ({ category, subtopic, value, from, ...more });
const ev = (event_type: ExpectedEvent['event_type'], happen_time: string | null, match: string[], content: string, from: string[]): ExpectedEvent => ({ event_type, happen_time, match, content, from });

// ==================================================================== Thandiwe Mokoena, Johannesburg (46)

const J_FORM = 'discovery-medical-aid-application.docx';
const J_CV = 'Thandiwe_Mokoena_CA-SA_CV.pdf';
const J_MAIL = 'outlook-export.jsonl';
const J_DIARY = 'journal-2026.txt';
const J_NOTES = 'notes-feb.txt';
const J_RECEIPT = 'woolworths-rosebank-slip.png';
const J_INVITE = 'wedding-invite-bongani-ayesha.png';
const J_TICKET = 'computicket-black-coffee.png';
const J_SALE = 'deed-of-sale-corolla.pdf';
const J_CLINIC = 'netcare-appointment.txt';
const J_ABOUT = 'about-me-linkedin.txt';
const J_PACK = 'cape-town-packing-list.txt';
const J_MEMO = 'voice-note-thandi.wav';

const jLine = (from: string, to: string, date: string, subject: string, body: string) => JSON.stringify({ from, to, date, subject, body });

const J_MAILS = [
  jLine('FlySafair <bookings@flysafair.example>', 'thandi.mokoena@mailbox.example', '2026-02-03T10:12:44+02:00', 'Your FlySafair booking confirmation - ZK4T9Q',
    'Hi THANDIWE,\n\nThanks for flying with FlySafair! Your booking is confirmed.\n\nBooking reference: ZK4T9Q\nBooked on: 03/02/2026\n\nOUTBOUND  FA 101  Johannesburg (JNB) - Cape Town (CPT)\n          Fri 13/03/2026  07:30 - 09:40\nRETURN    FA 118  Cape Town (CPT) - Johannesburg (JNB)\n          Sun 15/03/2026  18:00 - 20:05\n\nPassengers: MOKOENA/THANDIWE MRS, MOKOENA/SIPHO MR\nFares: R 2,860.00\nTaxes and levies: R 626.00\nTotal paid: R 3,486.00\n\nSee you on board!\nFlySafair'),
  jLine('Lindiwe Zulu <lindiwe.zulu@hlanganani.example>', 'thandi.mokoena@hlanganani.example', '2026-02-26T16:05:10+02:00', 'Your appointment as CFO',
    'Dear Thandi,\n\nFurther to the board meeting of 24 February, I am delighted to confirm your appointment as Chief Financial Officer of Hlanganani Logistics with effect from 1 April 2026. You will join the executive committee and report to me.\n\nThe board thanks you for seven years as Financial Manager, and especially for the 2025 refinancing.\n\nWarm regards,\nLindiwe Zulu\nChief Executive Officer\nHlanganani Logistics (Pty) Ltd'),
  jLine('Thandi Mokoena <thandi.mokoena@mailbox.example>', 'Nomvula Dube <nomvula.dube@mailbox.example>', '2026-03-02T20:47:31+02:00', 'Re: Easter + news',
    "Sisi,\n\nYou won't believe it — I'm going to be CFO from April!! Lindiwe told me on Thursday. Sipho says he's buying the champagne, we'll see.\n\nWe're doing Kagiso's 14th birthday braai at home on Saturday, come from 2 if you can, bring the boys. He only wants boerewors and that chocolate cake from Tashas.\n\nAnd then Friday next week we fly to Cape Town, just the two of us, no kids!\n\nYour news is better though — congrats to Themba on his matric results, 6 distinctions! And tell Mama I heard about her new hip date, we'll drive her to Milpark.\n\nLove,\nThandi\n\n--\nThandi Mokoena CA(SA)\nFinancial Manager | Hlanganani Logistics (Pty) Ltd\n082 555 3417"),
];

const thandi = (tmp: string): Persona => ({
  id: 'thandi',
  who: 'Thandiwe "Thandi" Mokoena, 46, chartered accountant, Johannesburg (South Africa): 20 files — medical-aid application docx (YYYY/MM/DD, SA ID number), CV pdf, mail .jsonl (from/to/date/subject/body), journal with "Saturday, 10 January 2026" headings, notes with "tomorrow" / "on Saturday", grocery slip png, wedding invitation png, concert ticket png, deed of sale pdf (model-year trap), clinic appointment e-mail (.txt), first-person about-me, packing list, budget xlsx, voice note, 6 reference documents',
  files: async (): Promise<Fixture[]> => [
    {
      name: J_FORM,
      kind: 'medical-aid application form (docx table, YYYY/MM/DD, SA ID number)',
      data: await formDocx(
        'Discovery Health Medical Scheme — Application for membership',
        'Main member details. Please complete in full and attach a certified copy of your ID.',
        [
          ['Title', 'Mrs'],
          ['Surname', 'MOKOENA'],
          ['First names', 'THANDIWE NOMSA'],
          ['Known as', 'Thandi'],
          ['ID number', '7904120412086'],
          ['Date of birth (YYYY/MM/DD)', '1979/04/12'],
          ['Gender', 'Female'],
          ['Marital status', 'Married'],
          ['Home language', 'isiZulu'],
          ['Residential address', '14 Jacaranda Crescent, Northcliff, Johannesburg, 2195'],
          ['Cellphone', '082 555 3417'],
          ['E-mail', 'thandi.mokoena@mailbox.example'],
          ['Employer', 'Hlanganani Logistics (Pty) Ltd'],
          ['Occupation', 'Financial Manager'],
          ['Dependant 1 (spouse)', 'Sipho Mokoena, 1977/09/30'],
          ['Dependant 2 (child)', 'Lerato Mokoena, 2007/06/05'],
          ['Dependant 3 (child)', 'Kagiso Mokoena, 2012/03/09'],
          ['Plan chosen', 'Classic Comprehensive'],
        ],
        ['Signed at Johannesburg on 2026/01/15.', 'Signature of main member: T. N. Mokoena'],
      ),
    },
    {
      name: J_CV,
      kind: 'CV (pdf, mm/yyyy ranges)',
      data: await pdf([
        'THANDIWE (THANDI) MOKOENA CA(SA)',
        'Johannesburg, South Africa | 082 555 3417 | thandi.mokoena@mailbox.example',
        '',
        'PROFILE',
        'Chartered accountant with 20 years in audit and corporate finance, the last seven in logistics.',
        '',
        'EXPERIENCE',
        'Financial Manager, Hlanganani Logistics (Pty) Ltd, Midrand (03/2019 - present)',
        '  Group reporting (IFRS), treasury and the R 1.2 billion refinancing of 2025.',
        'Senior Audit Manager, Khumalo & Partners Inc., Johannesburg (01/2010 - 02/2019)',
        'Trainee Accountant (articles), Mazibuko Nkosi Inc., Johannesburg (01/2003 - 12/2005)',
        '',
        'EDUCATION',
        'BCom Honours (CTA), University of Johannesburg (2002)',
        'BCom (Accounting), University of the Witwatersrand (2001)',
        'Qualification: Chartered Accountant, CA(SA), member of SAICA',
        '',
        'SKILLS',
        'IFRS reporting; Treasury management; Sage X3; Power BI',
        '',
        'LANGUAGES',
        'isiZulu (home language), English, Sesotho, Afrikaans',
        '',
        'INTERESTS',
        'Road running (parkrun, half marathons); jazz',
      ]),
    },
    { name: J_MAIL, kind: 'mail export (.jsonl: from/to/date/subject/body, +02:00)', data: text(J_MAILS.join('\n') + '\n') },
    {
      name: J_DIARY,
      kind: 'journal (txt, "Saturday, 10 January 2026" headings)',
      data: text(`
Journal — 2026

Saturday, 10 January 2026
First parkrun of the year at Delta Park, 27:41. Slow but I finished. Sipho walked it with the dog.

Saturday, 24 January 2026
We bought Lerato's first car today — a 2019 Toyota Corolla Quest 1.8 from Mr Botha in Fourways, R 189 900, paid by EFT. She cried. I also cried (about the price).

Saturday, 14 February 2026
Valentine's dinner with Sipho at Marble in Rosebank. He remembered I hate roses, so: proteas.

Thursday, 26 February 2026
Lindiwe called me in after the exco: CFO from 1 April!!! Twenty-three years since my articles. Mama cried on the phone.

Saturday, 7 March 2026
Kagiso's 14th birthday braai at home. Nomvula came with the boys, 22 kids in the garden, the cake survived. Nomvula says Themba wants to study engineering at Tuks.

Friday, 13 March 2026
Cape Town! Flew down with Sipho this morning, Table Mountain in the afternoon, seafood at the Waterfront. First weekend away without the children since 2019.

Wednesday, 1 April 2026
First day as Chief Financial Officer — still strange to type it. New office on the 4th floor, same coffee machine.
`),
    },
    {
      name: J_NOTES,
      kind: 'notes (txt, dated lines, "tomorrow" / "on Saturday")',
      data: text(`
Wed 18 Feb 2026
- Dentist tomorrow 08:15, Dr Pillay, Rosebank — ask about the crown
- Paid Lerato's school fees for term 1 today: R 24,600 (St Mary's)
- Mama's hip: Dr Essop says maybe June

Mon 23 Feb 2026
- Book club at Zanele's on Saturday, 15:00 — finish "The Promise" (Damon Galgut) first!!
- Ask Sipho re: Cape Town car hire
- VAT201 due 25th (work)
`),
    },
    {
      name: J_RECEIPT,
      kind: 'grocery till slip (png: total, savings and loyalty points)',
      data: await png([
        'WOOLWORTHS  Rosebank Mall',
        'Tax invoice   VAT no 4070102296',
        '2026/02/21   17:42   Till 06',
        'Free range chicken        R  119.99',
        'Rooibos tea 80s           R   54.99',
        'Lamb chops 1kg            R  289.99',
        'Fresh produce x 9         R  412.40',
        'Cheese & dairy x 6        R  407.00',
        'TOTAL                     R 1,284.37',
        'You saved                 R   96.50',
        'WRewards points balance   3,247',
        'Card  ****4471',
      ], 40),
    },
    {
      name: J_INVITE,
      kind: 'wedding invitation (png, addressed to the user and her husband)',
      data: await png([
        'Thandi & Sipho Mokoena',
        'together with their families',
        'BONGANI NDLOVU & AYESHA PATEL',
        'request the pleasure of your company',
        'at their wedding',
        'Saturday, 25 April 2026 at 14:00',
        'Shepstone Gardens, Mountain View, Johannesburg',
        'RSVP to Ayesha by 20 March: 072 555 8812',
      ]),
    },
    {
      name: J_TICKET,
      kind: 'concert e-ticket (png: purchase date and show date)',
      data: await png([
        'COMPUTICKET  e-ticket',
        'BLACK COFFEE LIVE',
        'FNB Stadium, Nasrec, Johannesburg',
        'Sat 09 May 2026   Gates 16:00   Show 19:00',
        'Golden Circle   Admit 1   R 850.00',
        'Holder: THANDI MOKOENA',
        'Purchased 2026/03/20   Order 88213467',
      ]),
    },
    {
      name: J_SALE,
      kind: 'private deed of sale of a used car (pdf: model year, engine number, price)',
      data: await pdf([
        'DEED OF SALE - MOTOR VEHICLE (private sale)',
        '',
        'Seller: Johannes Hendrik Botha, ID 6211035087081, 22 Witkoppen Road, Fourways',
        'Buyer: Thandiwe Nomsa Mokoena, ID 7904120412086, 14 Jacaranda Crescent, Northcliff',
        '',
        'Vehicle: Toyota Corolla Quest 1.8 Prestige, model year 2019, colour white',
        'Registration: JK 44 PL GP   VIN: AHTBB3QE309871144   Odometer: 61,204 km',
        'Purchase price: R 189,900.00 (one hundred and eighty-nine thousand nine hundred rand)',
        'Payment: electronic transfer on signature. The vehicle is sold voetstoots.',
        '',
        'Signed at Fourways on 24/01/2026.',
        'Seller: J. H. Botha                 Buyer: T. N. Mokoena',
        'Witness: P. Botha',
      ]),
    },
    {
      name: J_CLINIC,
      kind: 'clinic appointment confirmation (RFC 5322 e-mail saved as .txt)',
      data: eml({
        from: 'Netcare Milpark Breast Care Centre <appointments@netcare.example>',
        to: 'thandi.mokoena@mailbox.example',
        date: 'Mon, 9 Mar 2026 11:20:05 +0200',
        subject: 'Appointment confirmation - MOKOENA T',
        body: 'Dear Mrs Mokoena,\n\nThis confirms your appointment for a screening mammogram:\n\nDate: Thursday, 26 March 2026\nTime: 10:30\nPlace: Netcare Milpark Hospital, Breast Care Centre, 9 Guild Road, Parktown West\nReferring doctor: Dr R. Naidoo\n\nPlease arrive 15 minutes early and bring your medical aid card (Discovery, Classic Comprehensive).\n\nNetcare Milpark Hospital',
      }),
    },
    {
      name: J_ABOUT,
      kind: 'first-person about-me (txt, no date)',
      data: text(`
About me

I'm Thandi Mokoena, a chartered accountant — CA(SA) — and the Financial Manager of Hlanganani Logistics in Midrand. I have been in finance for over twenty years, first in audit, now in logistics, where every cent moves on eighteen wheels.

I grew up in Soweto and live in Northcliff, Johannesburg, with my husband Sipho and our two children. I love jazz — Hugh Masekela's "Stimela" is my favourite song — and on Saturday mornings you'll find me at parkrun.
`),
    },
    {
      name: J_PACK,
      kind: 'packing list (txt: no dates, no happenings)',
      data: text(`
CAPE TOWN — pack
- running shoes!!
- windbreaker (it WILL blow)
- chargers x2, adaptor
- sunscreen 50
- book: The Promise
- Sipho: his meds
`),
    },
    {
      name: 'household-budget-2026.xlsx',
      kind: 'household budget (xlsx, rand, no first person)',
      data: await xlsx('Budget', ['Item', 'Jan', 'Feb', 'Mar', 'Apr'], [
        ['Salary (net)', 71850, 71850, 71850, 89400],
        ['Bond (home loan)', -18450, -18450, -18450, -18450],
        ['Discovery medical aid', -9870, -9870, -9870, -9870],
        ['School fees', 0, -24600, 0, 0],
        ['Groceries', -8900, -9400, -9100, -9300],
        ['Corolla (Lerato)', -189900, 0, 0, 0],
        ['Stokvel', -2000, -2000, -2000, -2000],
      ], 'Mokoena household budget 2026'),
    },
    { name: J_MEMO, kind: 'voice note (wav, speech)', data: wav(tmp, 'thandi-memo.wav', 'Note to self. My favourite food is bobotie. My goal is to run the Comrades Marathon next year.') },
    ...(await johannesburgRefs()),
  ],
  profile: [
    v('basic_info', 'Name', 'Thandiwe Mokoena', [J_FORM, J_CV, J_MAIL, J_ABOUT], { alternatives: ['Thandiwe Nomsa Mokoena', 'Thandi Mokoena', 'THANDIWE NOMSA MOKOENA', 'Mokoena, Thandiwe Nomsa', 'Thandiwe (Thandi) Mokoena', 'Thandiwe Mokoena CA(SA)', 'Thandi Mokoena CA(SA)', 'Mrs Thandiwe Mokoena', 'T. N. Mokoena'] }),
    v('basic_info', 'birth_date', '1979-04-12', [J_FORM], { alternatives: ['1979/04/12', '12 April 1979', 'April 12, 1979', '12/04/1979'] }),
    v('basic_info', 'Gender', 'Female', [J_FORM], { alternatives: ['F', 'woman'] }),
    ...['isiZulu', 'English', 'Sesotho', 'Afrikaans'].map((x) => v('basic_info', 'language_spoken', x, [J_CV], x === 'isiZulu' ? { alternatives: ['Zulu'] } : x === 'Sesotho' ? { alternatives: ['Sotho', 'Southern Sotho'] } : {})),
    v('demographics', 'marital_status', 'married', [J_FORM, J_ABOUT]),
    v('demographics', 'number_of_children', '2', [J_FORM, J_ABOUT], { alternatives: ['two'] }),
    v('contact_info', 'city', 'Johannesburg', [J_FORM, J_CV, J_ABOUT], { alternatives: ['Northcliff, Johannesburg', 'Joburg'] }),
    v('contact_info', 'country', 'South Africa', [J_CV], { alternatives: ['ZA', 'RSA'] }),
    v('contact_info', 'address', '14 Jacaranda Crescent, Northcliff, Johannesburg, 2195', [J_FORM], { alternatives: ['14 Jacaranda Crescent, Northcliff', '14 Jacaranda Crescent'] }),
    v('contact_info', 'phone', '082 555 3417', [J_FORM, J_CV, J_MAIL], { alternatives: ['0825553417', '+27 82 555 3417', '+27825553417', '082-555-3417'] }),
    v('contact_info', 'email', 'thandi.mokoena@mailbox.example', [J_FORM, J_CV, J_MAIL, J_CLINIC]),
    v('education', 'school', 'University of Johannesburg', [J_CV], { alternatives: ['University of the Witwatersrand', 'Wits'] }),
    v('education', 'degree', 'BCom Honours', [J_CV], { alternatives: ['BCom Honours (CTA)', 'BCom (Hons)', 'BCom Hons', 'Bachelor of Commerce Honours', 'CTA', 'BCom'] }),
    v('education', 'major', 'Accounting', [J_CV], { alternatives: ['Accountancy', 'CTA'] }),
    // Financial Manager until 31 March 2026; Chief Financial Officer from 1 April (mail, journal).
    v('work', 'title', 'Chief Financial Officer', [J_MAIL, J_DIARY], { alternatives: ['CFO', 'Chief Financial Officer (CFO)'] }),
    v('work', 'company', 'Hlanganani Logistics', [J_FORM, J_CV, J_MAIL, J_ABOUT], { alternatives: ['Hlanganani Logistics (Pty) Ltd', 'Hlanganani Logistics (Pty) Ltd, Midrand'] }),
    v('work', 'working_industry', 'logistics', [J_CV, J_ABOUT], { alternatives: ['finance', 'accounting', 'transport', 'logistics and transport'] }),
    ...['IFRS reporting', 'Treasury management', 'Sage X3', 'Power BI'].map((x) => v('work', 'work_skills', x, [J_CV], x === 'IFRS reporting' ? { alternatives: ['IFRS'] } : {})),
    v('interest', 'sports', 'running', [J_CV, J_ABOUT, J_DIARY], { alternatives: ['road running', 'parkrun', 'half marathons', 'Road running (parkrun, half marathons)'] }),
    v('interest', 'music', 'jazz', [J_CV, J_ABOUT], { alternatives: ['Hugh Masekela', 'Stimela'] }),
    v('interest', 'books', 'The Promise', [J_NOTES, J_PACK], { alternatives: ['The Promise (Damon Galgut)'] }),
    v('interest', 'foods', 'bobotie', [J_MEMO]),
    v('psychological', 'goals', 'Comrades', [J_MEMO], { contains: true }),
  ],
  events: [
    // CV: ranges by their start, degrees by their year
    ev('professional', '2019-03-01T00:00:00', ['Financial Manager', 'Hlanganani'], 'Financial Manager, Hlanganani Logistics (Pty) Ltd, Midrand (03/2019 – present).', [J_CV]),
    ev('professional', '2010-01-01T00:00:00', ['Khumalo'], 'Senior Audit Manager, Khumalo & Partners Inc. (01/2010 – 02/2019).', [J_CV]),
    ev('professional', '2003-01-01T00:00:00', ['Mazibuko'], 'Trainee accountant (articles), Mazibuko Nkosi Inc. (01/2003 – 12/2005).', [J_CV]),
    ev('educational', '2002-01-01T00:00:00', ['University of Johannesburg'], 'BCom Honours (CTA), University of Johannesburg (2002).', [J_CV]),
    ev('educational', '2001-01-01T00:00:00', ['Witwatersrand'], 'BCom (Accounting), University of the Witwatersrand (2001).', [J_CV]),
    // mails, diary, notes, slips, tickets, invitation, clinic
    ev('financial', '2026-02-03T00:00:00', ['FlySafair', '3,486'], 'FlySafair booking ZK4T9Q, Johannesburg–Cape Town and back for two: R 3,486.00.', [J_MAIL]),
    ev('personal', '2026-03-13T07:30:00', ['Cape Town'], 'Flight FA 101 to Cape Town with Sipho; weekend away in Cape Town.', [J_MAIL, J_DIARY]),
    ev('professional', '2026-04-01T00:00:00', ['Chief Financial Officer'], 'Became Chief Financial Officer of Hlanganani Logistics (first day 1 April 2026).', [J_MAIL, J_DIARY]),
    ev('social', '2026-03-07T00:00:00', ['Kagiso', 'birthday'], "Kagiso's 14th birthday braai at home.", [J_MAIL, J_DIARY]),
    ev('personal', '2026-01-10T00:00:00', ['parkrun'], 'Ran the Delta Park parkrun in 27:41.', [J_DIARY]),
    ev('financial', '2026-01-24T00:00:00', ['Corolla', '189'], "Bought Lerato's first car, a 2019 Toyota Corolla Quest, from J. H. Botha for R 189,900.", [J_DIARY, J_SALE]),
    ev('social', '2026-02-14T00:00:00', ['Valentine'], "Valentine's dinner with Sipho at Marble, Rosebank.", [J_DIARY]),
    ev('personal', '2026-02-19T08:15:00', ['Dentist'], 'Dentist appointment with Dr Pillay, Rosebank.', [J_NOTES]),
    ev('financial', '2026-02-18T00:00:00', ['school fees', '24,600'], "Paid Lerato's term-1 school fees at St Mary's: R 24,600.", [J_NOTES]),
    ev('social', '2026-02-28T15:00:00', ['Book club'], "Book club at Zanele's.", [J_NOTES]),
    ev('financial', '2026-02-21T17:42:00', ['Woolworths', '1,284.37'], 'Woolworths Rosebank till slip: total R 1,284.37.', [J_RECEIPT]),
    ev('social', '2026-04-25T14:00:00', ['wedding'], 'Wedding of Bongani Ndlovu and Ayesha Patel at Shepstone Gardens (invited with Sipho).', [J_INVITE]),
    ev('financial', '2026-03-20T00:00:00', ['Computicket', '850'], 'Bought a Computicket ticket for Black Coffee live: R 850.00.', [J_TICKET]),
    ev('social', '2026-05-09T19:00:00', ['Black Coffee'], 'Black Coffee live at FNB Stadium.', [J_TICKET]),
    ev('personal', '2026-03-26T10:30:00', ['mammogram'], 'Screening mammogram at Netcare Milpark Breast Care Centre.', [J_CLINIC]),
  ],
  never: ['Sipho', 'Lerato', 'Kagiso', 'Nomvula', 'Dube', 'Themba', 'Botha', 'Fourways', 'Zanele', 'Pillay', 'Essop', 'Naidoo', 'Lindiwe', 'Bongani', 'Ayesha', 'Patel', '072 555 8812', 'Gladys', 'Fort Hare', 'Metrorail', 'Mandla', 'van Wyk', 'Germiston', 'Waterfall', '(011) 555 0190', 'Thandeka', 'Ndlovu', 'tndlovu', 'Nosipho', 'Ubuntu Foods', 'Bryanston', 'Soweto Marathon', 'Clapham', 'Fordyce', 'Ferreira', 'Abrahams', 'Priya', '011 555 7070', 'Tuks', 'engineering'],
});

// ==================================================================== Rodrigo Salinas Peña, Mexico City (36)

const R_FORM = 'canirac-membership-application.pdf';
const R_CV = 'CV_Rodrigo_Salinas_Pena.docx';
const R_MAIL = 'correo-export.json';
const R_DIARY = 'diario-2026.txt';
const R_NOTES = 'notas-cocina.txt';
const R_RECEIPT = 'ticket-costco-mixcoac.png';
const R_INVITE = 'boda-ana-lucia-emilio.png';
const R_BANK = 'bbva-credito-deposito.txt';
const R_ABOUT = 'about-the-chef.txt';
const R_MEMO = 'nota-de-voz.wav';

/** A mail export of this app's own shape: capitalised header names, RFC 2822 dates, a body. */
const R_MAILS = [
  {
    From: 'Volaris <noreply@volaris.example>',
    To: 'rodrigo@fondalaguera.example',
    Date: 'Tue, 10 Mar 2026 13:22:09 -0600',
    Subject: 'Tu itinerario / Your itinerary - PNR H3WQ8D',
    Body: 'Hola RODRIGO,\n\nYour booking is confirmed.\n\nConfirmation code: H3WQ8D\nIssued: 10/03/2026\n\nY4 1412  Ciudad de México (MEX) - Oaxaca (OAX)   Thu 02/04/2026  06:50 - 08:05\nY4 1413  Oaxaca (OAX) - Ciudad de México (MEX)   Sun 05/04/2026  19:10 - 20:25\n\nPassengers: SALINAS PENA/RODRIGO, VEGA MORALES/MARIANA\nFare: MXN 3,310.00\nTUA and taxes: MXN 908.00\nTotal: MXN 4,218.00\n\nVolaris',
  },
  {
    From: 'Festival Gourmet Roma <expositores@festivalroma.example>',
    To: 'rodrigo@fondalaguera.example',
    Date: 'Wed, 4 Mar 2026 09:40:51 -0600',
    Subject: 'Stand confirmado - Fonda La Güera',
    Body: 'Dear Rodrigo,\n\nWe are happy to confirm a stand for Fonda La Güera at the Festival Gourmet Roma, Saturday 18 April 2026, 12:00 to 22:00, Plaza Río de Janeiro, Colonia Roma. Stand B-14.\n\nThe stand fee of MXN 3,500 is due by 31 March. Set-up starts at 9:00.\n\nSaludos,\nPaola Ibarra\nFestival Gourmet Roma',
  },
  {
    From: 'Rodrigo Salinas <rodrigo@fondalaguera.example>',
    To: 'Javier Salinas <javi.salinas@correo.example>',
    Date: 'Mon, 16 Mar 2026 22:10:37 -0600',
    Subject: 'comida de mamá',
    Body: "Javi,\n\nSo it's settled: Mamá's 65th birthday comida is at her house in Coyoacán on Sunday, from 2. I'm cooking (mole, obviously), you bring the mezcal and the chairs from Tío Beto's.\n\nDid you hear Daniela got the job in Monterrey? She starts in May. And Tía Lupe finally retired from the Secretaría after 34 years.\n\nAbrazo,\nRodrigo\n\n--\nRodrigo Salinas Peña\nChef y propietario | Fonda La Güera\nColima 214, Roma Norte, CDMX\n55 4123 8876",
  },
];

const rodrigo = (tmp: string): Persona => ({
  id: 'rodrigo',
  who: 'Rodrigo Salinas Peña, 36, chef and owner of a fonda, Mexico City (Mexico): 16 files — restaurant-association form pdf (bilingual "label / label: value" lines, DD/MM/YYYY), CV docx, mail .json of its own shape (From/To/Date/Subject/Body), diary with "sáb 17/01/2026" headings, kitchen notes with "mañana" / "tomorrow" / "next Monday", warehouse-store receipt png, wedding invitation png, bank disbursement e-mail (.txt), first-person "about the chef", costs xlsx, voice note, 5 reference documents',
  files: async (): Promise<Fixture[]> => [
    {
      name: R_FORM,
      kind: 'restaurant-association membership form (pdf, bilingual labels, DD/MM/YYYY)',
      data: await pdf([
        'CANIRAC - Camara Nacional de la Industria de Restaurantes',
        'Solicitud de afiliacion / Membership application 2026',
        '',
        'Nombre completo / Full name: Rodrigo Salinas Peña',
        'Fecha de nacimiento / Date of birth (DD/MM/AAAA): 22/08/1989',
        'Sexo / Sex: Masculino (M)',
        'Nacionalidad / Nationality: Mexicana',
        'Estado civil / Marital status: Soltero (single)',
        'Domicilio / Address: Calle Colima 214, Col. Roma Norte, Cuauhtemoc, 06700 Ciudad de Mexico',
        'Telefono celular / Mobile: 55 4123 8876',
        'Correo electronico / E-mail: rodrigo@fondalaguera.example',
        'Nombre del establecimiento / Business name: Fonda La Güera',
        'Giro / Type of business: Restaurante de comida mexicana (fonda)',
        'Cargo / Position: Chef y propietario (chef and owner)',
        'Numero de empleados / Employees: 9',
        '',
        'Declaro que los datos son verdaderos. / I declare the above is true.',
        'Ciudad de Mexico, 09/01/2026          Firma / Signature: R. Salinas P.',
      ]),
    },
    {
      name: R_CV,
      kind: 'CV (docx, mm/yyyy ranges)',
      data: await docx('CV — Rodrigo Salinas Peña', [
        '# Rodrigo Salinas Peña',
        'Chef · Mexico City, Mexico',
        'rodrigo@fondalaguera.example · 55 4123 8876',
        '## Experience',
        'Chef and owner — Fonda La Güera, Roma Norte, Mexico City (05/2021 – present). Seasonal Mexican home cooking, 40 covers, nine staff.',
        'Sous-chef — Restaurante Xochi, Polanco (03/2016 – 04/2021).',
        'Line cook — Hotel Reforma Plaza, Mexico City (07/2012 – 02/2016).',
        '## Education',
        'Licenciatura en Gastronomía (Bachelor\'s degree in Gastronomy) — Universidad del Claustro de Sor Juana, Mexico City (2008 – 2012).',
        '## Skills',
        'Traditional Mexican cuisine; Nixtamalization; Menu costing; Food safety (Distintivo H)',
        '## Languages',
        'Spanish (native), English (fluent)',
        '## Interests',
        'Fútbol (Sunday league, Pumas fan); rock en español',
      ]),
    },
    { name: R_MAIL, kind: 'mail export (.json of its own shape: From/To/Date/Subject/Body, -06:00)', data: text(JSON.stringify(R_MAILS, null, 2)) },
    {
      name: R_DIARY,
      kind: 'diary (txt, "sáb 17/01/2026" headings, English with Spanish words)',
      data: text(`
diario 2026

sáb 17/01/2026
Bought the pickup for the fonda! 2021 Nissan NP300, white, 58,000 km, from Nissan Universidad — $385,000 with the trade-in of the old Tsuru. No more carrying crates of tomatoes on the metro.

dom 08/02/2026
Fútbol at Parque Hundido with the Sunday league. Lost 3–1 but I scored the one. Knees: 36 years old.

vie 27/02/2026
The BBVA loan landed today, 250 mil. The new comal and the cold room are paid for. Scared and happy.

sáb 07/03/2026
Café Tacvba at the Palacio de los Deportes with Mariana. They played "Eres" and she cried. Her sister Regina got engaged last week, so that's all anyone talked about at dinner.

vie 13/03/2026
COFEPRIS came at 11. Passed, two small notes (labels on the dry store, one thermometer). Fernando almost fainted.

dom 22/03/2026
Mamá's 65th at her house in Coyoacán. Mole for 30, Javi forgot the chairs. She danced with Tío Beto.

jue 02/04/2026
Oaxaca with Mariana, first real holiday since we opened. Tlayudas at the Mercado 20 de Noviembre for lunch.
`),
    },
    {
      name: R_NOTES,
      kind: 'kitchen notes (txt, dated blocks, "mañana" / "tomorrow" / "next Monday")',
      data: text(`
jue 12/03/2026
- COFEPRIS inspection mañana 11:00 (tomorrow!!) — labels, fridge logs, pest control certificate
- Paid Gas Express Nieto today: $6,840
- Order more masa from Molino El Maizal (40 kg)

lun 23/03/2026
- Staff meeting next Monday 9:00 — Semana Santa menu (pescado a la talla, chiles en nogada NO, too early)
- Fernando: vacation in May?
- Menu price check: sopa de tortilla $95 -> $110
`),
    },
    {
      name: R_RECEIPT,
      kind: 'warehouse-store receipt (png: total, tax, membership expiry)',
      data: await png([
        'COSTCO WHOLESALE  Mixcoac  #0571',
        'Fecha: 21/03/2026   Hora: 09:14',
        'Aceite de oliva 3L        $   489.00',
        'Queso Oaxaca 2kg          $   398.50',
        'Pechuga de pollo 5kg      $   945.00',
        'Chile guajillo 1kg        $   310.00',
        'Servilletas x 1000        $   279.00',
        'Otros (14 articulos)      $ 1,491.00',
        'TOTAL                     $ 3,912.50',
        'IVA incluido              $   131.42',
        'Membresia Negocios vence 11/2026',
      ], 40),
    },
    {
      name: R_INVITE,
      kind: 'wedding invitation (png, bilingual, addressed to the user plus one)',
      data: await png([
        'Ana Lucía Herrera & Emilio Castañeda',
        'los invitan a su boda / invite you to their wedding',
        'Sábado 16 de mayo de 2026 · 17:00 h',
        'Hacienda San Gabriel de las Palmas, Cuernavaca',
        'Invitado: Rodrigo Salinas + acompañante',
        'Dress code: formal de jardín',
      ]),
    },
    {
      name: R_BANK,
      kind: 'bank disbursement notice (RFC 5322 e-mail saved as .txt)',
      data: eml({
        from: 'BBVA México <avisos@bbva.example>',
        to: 'rodrigo@fondalaguera.example',
        date: 'Fri, 27 Feb 2026 10:03:12 -0600',
        subject: 'Your Crédito Negocio has been deposited',
        body: 'Dear RODRIGO SALINAS PEÑA,\n\nYour Crédito Negocio disbursement of MXN 250,000.00 was deposited to your account ending 8820 on 27/02/2026.\n\nTerm: 36 months. Annual rate: 18.9%. First payment of MXN 9,151.40 due on 27/03/2026.\n\nThank you for banking with BBVA México.',
      }),
    },
    {
      name: R_ABOUT,
      kind: 'first-person "about the chef" for the restaurant website (txt, no date)',
      data: text(`
About the chef

I'm Rodrigo Salinas Peña, chef and owner of Fonda La Güera in Roma Norte. I grew up in Coyoacán, in my grandmother's kitchen, where the comal was always hot.

I studied gastronomy at the Claustro de Sor Juana, cooked at Xochi in Polanco for five years and opened La Güera in May 2021 with my savings and a lot of nerve. The name is my grandmother's nickname.

When I'm not cooking I'm playing fútbol badly on Sundays or listening to Café Tacvba too loud in the kitchen.
`),
    },
    {
      name: 'costos-fonda-marzo.xlsx',
      kind: 'restaurant costs (xlsx, pesos, Spanish labels, no first person)',
      data: await xlsx('Marzo', ['Concepto', 'Semana 1', 'Semana 2', 'Semana 3', 'Semana 4'], [
        ['Ventas (sales)', 96400, 102350, 98800, 121900],
        ['Masa y tortillas', -4200, -4350, -4100, -5200],
        ['Carnes', -18900, -19400, -18100, -22600],
        ['Gas', 0, -6840, 0, 0],
        ['Nómina (payroll)', -31500, -31500, -31500, -31500],
        ['Renta local', -38000, 0, 0, 0],
        ['Crédito BBVA', 0, 0, 0, -9151.4],
      ], 'Fonda La Güera — costos marzo 2026'),
    },
    { name: R_MEMO, kind: 'voice note (wav, speech)', data: wav(tmp, 'rodrigo-memo.wav', 'Note for myself. My favourite food is mole poblano. My goal is to open a second restaurant in Puebla.') },
    ...(await mexicoCityRefs()),
  ],
  profile: [
    v('basic_info', 'Name', 'Rodrigo Salinas Peña', [R_FORM, R_CV, R_MAIL, R_ABOUT], { alternatives: ['Rodrigo Salinas Pena', 'Rodrigo Salinas', 'RODRIGO SALINAS PEÑA', 'Salinas Peña, Rodrigo', 'SALINAS PENA/RODRIGO'] }),
    v('basic_info', 'birth_date', '1989-08-22', [R_FORM], { alternatives: ['22/08/1989', '22 August 1989', 'August 22, 1989'] }),
    v('basic_info', 'Age', '36', [R_DIARY]),
    v('basic_info', 'Gender', 'Male', [R_FORM], { alternatives: ['M', 'Masculino', 'man'] }),
    v('basic_info', 'nationality', 'Mexican', [R_FORM], { alternatives: ['Mexicana', 'Mexicano', 'Mexico'] }),
    ...['Spanish', 'English'].map((x) => v('basic_info', 'language_spoken', x, [R_CV])),
    v('demographics', 'marital_status', 'single', [R_FORM], { alternatives: ['Soltero', 'Soltero (single)'] }),
    v('contact_info', 'city', 'Mexico City', [R_FORM, R_CV], { alternatives: ['Ciudad de México', 'Ciudad de Mexico', 'CDMX', 'Mexico City, Mexico'] }),
    v('contact_info', 'country', 'Mexico', [R_CV], { alternatives: ['México', 'MX'] }),
    v('contact_info', 'address', 'Calle Colima 214, Col. Roma Norte, Cuauhtemoc, 06700 Ciudad de Mexico', [R_FORM], { alternatives: ['Calle Colima 214, Col. Roma Norte', 'Colima 214, Roma Norte, CDMX', 'Calle Colima 214'] }),
    v('contact_info', 'phone', '55 4123 8876', [R_FORM, R_CV, R_MAIL], { alternatives: ['5541238876', '+52 55 4123 8876', '+525541238876'] }),
    v('contact_info', 'email', 'rodrigo@fondalaguera.example', [R_FORM, R_CV, R_MAIL]),
    v('education', 'school', 'Universidad del Claustro de Sor Juana', [R_CV, R_ABOUT], { alternatives: ['Claustro de Sor Juana'] }),
    v('education', 'degree', 'Licenciatura en Gastronomía', [R_CV], { alternatives: ["Bachelor's degree in Gastronomy", 'Licenciatura', "Bachelor's degree", 'Licenciatura en Gastronomia'] }),
    v('education', 'major', 'Gastronomy', [R_CV], { alternatives: ['Gastronomía', 'Gastronomia'] }),
    v('work', 'title', 'Chef and owner', [R_FORM, R_CV, R_ABOUT], { alternatives: ['Chef y propietario', 'Chef-owner', 'Chef & owner', 'Chef', 'Owner', 'Chef y propietario (chef and owner)'] }),
    v('work', 'company', 'Fonda La Güera', [R_FORM, R_CV, R_MAIL, R_ABOUT], { alternatives: ['Fonda La Guera', 'La Güera'] }),
    v('work', 'working_industry', 'restaurants', [R_FORM, R_CV], { alternatives: ['restaurant', 'food service', 'hospitality', 'gastronomy', 'food', 'Restaurante de comida mexicana (fonda)'] }),
    ...['Traditional Mexican cuisine', 'Nixtamalization', 'Menu costing', 'Food safety'].map((x) => v('work', 'work_skills', x, [R_CV], x === 'Food safety' ? { alternatives: ['Food safety (Distintivo H)'] } : {})),
    v('interest', 'sports', 'fútbol', [R_CV, R_DIARY, R_ABOUT], { alternatives: ['futbol', 'football', 'soccer', 'Fútbol (Sunday league, Pumas fan)', 'Pumas'] }),
    v('interest', 'music', 'Café Tacvba', [R_DIARY, R_ABOUT], { alternatives: ['Cafe Tacvba', 'rock en español', 'rock en espanol'] }),
    v('interest', 'foods', 'mole poblano', [R_MEMO], { alternatives: ['mole'] }),
    v('psychological', 'goals', 'second restaurant', [R_MEMO], { contains: true }),
  ],
  events: [
    // CV: ranges by their start, the degree by its end
    ev('professional', '2021-05-01T00:00:00', ['chef', 'Güera'], 'Opened Fonda La Güera in Roma Norte as chef and owner (05/2021 – present).', [R_CV, R_ABOUT]),
    ev('professional', '2016-03-01T00:00:00', ['Xochi'], 'Sous-chef at Restaurante Xochi, Polanco (03/2016 – 04/2021).', [R_CV]),
    ev('professional', '2012-07-01T00:00:00', ['Reforma Plaza'], 'Line cook at Hotel Reforma Plaza (07/2012 – 02/2016).', [R_CV]),
    ev('educational', '2012-01-01T00:00:00', ['Claustro'], 'Licenciatura en Gastronomía, Universidad del Claustro de Sor Juana (2008 – 2012).', [R_CV]),
    // mails, bank, diary, notes, receipt, invitation
    ev('financial', '2026-03-10T00:00:00', ['Volaris', '4,218'], 'Volaris booking H3WQ8D, Mexico City–Oaxaca and back for two: MXN 4,218.00.', [R_MAIL]),
    ev('personal', '2026-04-02T06:50:00', ['Oaxaca'], 'Flight Y4 1412 to Oaxaca with Mariana; holiday in Oaxaca.', [R_MAIL, R_DIARY]),
    ev('professional', '2026-04-18T00:00:00', ['Festival'], 'Runs a Fonda La Güera stand at the Festival Gourmet Roma, Plaza Río de Janeiro.', [R_MAIL]),
    ev('social', '2026-03-22T00:00:00', ['65'], "Mamá's 65th birthday comida at her house in Coyoacán; Rodrigo cooked.", [R_MAIL, R_DIARY]),
    ev('financial', '2026-02-27T00:00:00', ['BBVA'], 'BBVA Crédito Negocio of MXN 250,000.00 paid out.', [R_BANK, R_DIARY]),
    ev('financial', '2026-01-17T00:00:00', ['NP300', '385'], 'Bought a 2021 Nissan NP300 pickup for the fonda from Nissan Universidad for $385,000.', [R_DIARY]),
    ev('personal', '2026-02-08T00:00:00', ['Parque Hundido'], 'Played Sunday-league fútbol at Parque Hundido (lost 3–1, scored).', [R_DIARY]),
    ev('social', '2026-03-07T00:00:00', ['Café Tacvba'], 'Café Tacvba concert at the Palacio de los Deportes with Mariana.', [R_DIARY]),
    ev('professional', '2026-03-13T11:00:00', ['COFEPRIS'], 'COFEPRIS health inspection of the fonda (passed with two notes).', [R_NOTES, R_DIARY]),
    ev('financial', '2026-03-12T00:00:00', ['Gas Express', '6,840'], 'Paid Gas Express Nieto $6,840.', [R_NOTES]),
    ev('professional', '2026-03-30T09:00:00', ['Staff meeting'], 'Staff meeting about the Semana Santa menu.', [R_NOTES]),
    ev('financial', '2026-03-21T09:14:00', ['Costco', '3,912.50'], 'Costco Mixcoac receipt: total $3,912.50.', [R_RECEIPT]),
    ev('social', '2026-05-16T17:00:00', ['Emilio'], 'Wedding of Ana Lucía Herrera and Emilio Castañeda at Hacienda San Gabriel de las Palmas, Cuernavaca.', [R_INVITE]),
  ],
  never: ['Mariana', 'Vega Morales', 'Javier', 'Javi', 'Daniela', 'Monterrey', 'Tía Lupe', 'Tío Beto', 'Regina', 'Fernando', 'Paola Ibarra', 'Ana Lucía', 'Herrera', 'Emilio', 'Castañeda', 'Cuernavaca', 'Elena Salinas', 'Casa Salinas', 'Condesa', 'Lyon', 'Andrés Peralta', 'Anselmo', 'Ximena', 'Iztapalapa', '55 5612 0044', 'Méndez', 'rmendez', 'Tacubaya', 'UNAM', 'Barrera', 'Orizaba', 'Bib Gourmand', 'Tlalpan', 'Guelaguetza', 'Monte Albán'],
});

/** `--s8c`: held aside — written blind after `--s8final` and `--s8b` were spent; run once. */
export function s8cPersonas(tmp: string): Persona[] {
  return [thandi(tmp), rodrigo(tmp)];
}

/**
 * Two more held-aside personas (`--s8b`), written after session 8's `--s8final` pair was spent,
 * with every expectation below fixed before any extractor ran on them, by an author who had not
 * read the extractors (src/ was off limits) nor any benchmark result: Ma. Cristina "Tin"
 * Bautista, an ICU nurse in Manila (the 20-file library of the timing figure), and Hoda
 * Abdel-Rahman, a head of English at a language school in Cairo. Their reference documents are
 * new (s8b-refs.ts), two of them real files no earlier library held.
 *
 * Conventions: s8.ts's, unchanged (a day without a clock time is T00:00:00; a year alone is
 * 1 January, a month and year the 1st; a CV's range is dated by its start, a finished degree or
 * course by its end; a booking, ticket or receipt is financial on the day it was issued, the trip
 * it books personal on its own date and a return journey no second trip; a payment or a sum
 * received — a payslip's net pay — is financial on its own date; relative words count from the
 * entry, message or note they sit in; a filled-in form gives profile values, not events; one
 * happening in several files is one event and the most precise date wins; news of other people
 * is not the user's event, family happenings the user takes part in are; a gathering of family,
 * friends or colleagues to celebrate is social, a sports match, an appointment, a move or a trip
 * personal). Added for these files:
 *  - Dates are read the way the writer's country writes them: the Philippines writes
 *    month first (a form's "09/17/1991", a note dated "Mon 05/11/2026" is 11 May, a lab's
 *    "03/14/2026"); Egypt writes day first ("03/02/1968" is 3 February, "Saturday 11/10/2025"
 *    is 11 October).
 *  - A promotion is a professional event on the day it takes effect; the user's application to
 *    a recruiter, written as "today I sent my application", is professional on the note's day.
 *  - A letter of recommendation the user writes for a pupil is no event of hers: the pupil's
 *    dates in it are his; it gives her title, school and contact details only.
 *  - A parents' meeting at the user's school is professional; taking her mother to a check-up is
 *    personal; an appointment as an examiner is professional on the letter's date (the deadline
 *    it names is no event).
 *  - The single-valued subtopics take the latest evidence: Tin's title after her promotion
 *    (Senior Staff Nurse, from 1 March 2026), her city after her move (Marikina, 7 March 2026).
 */
import type { ExpectedEvent, ExpectedValue } from './expected.js';
import type { Fixture } from './fixtures.js';
import { docx, eml, formDocx, pdf, png, text, wav, xlsx, type Persona } from './kit.js';
import { cairoRefs, manilaRefs, s8bRealRef } from './s8b-refs.js';

const v = (category: string, subtopic: string, value: string, from: string[], more: Partial<ExpectedValue> = {}): ExpectedValue => ({ category, subtopic, value, from, ...more });
const ev = (event_type: ExpectedEvent['event_type'], happen_time: string | null, match: string[], content: string, from: string[]): ExpectedEvent => ({ event_type, happen_time, match, content, from });

// ==================================================================== Ma. Cristina Bautista, Manila (34)

const T_FORM = 'bayanihancare-membership-form.docx';
const T_PAY = 'payslip-2026-01-31.pdf';
const T_CV = 'CV_MaCristinaBautista_RN.docx';
const T_MAIL = 'gmail-export.json';
const T_LAB = 'hi-precision-appointment.txt';
const T_DIARY = 'tin-journal-2026.txt';
const T_NOTES = 'notes-may.txt';
const T_INVITE = 'binyag-gabriel-invite.png';
const T_RECEIPT = 'mercury-drug-receipt.png';
const T_PASS = 'boarding-pass-5J617.png';
const T_CERT = 'certificate-critical-care-course.pdf';
const T_ABOUT = 'about-me-for-agency.txt';
const T_MEMO = 'voice-memo-tin.wav';

/** A mail export of this app's own shape: from/to as {name, address}, an ISO date, text. */
const T_MAILS = [
  {
    from: { name: 'Cebu Pacific', address: 'noreply@cebupacificair.example' },
    to: [{ name: 'MA CRISTINA BAUTISTA', address: 'cristina.bautista91@pinoymail.example' }],
    date: '2026-02-03T19:26:11+08:00',
    subject: 'Your Cebu Pacific Itinerary Receipt - Booking Reference K7QZ2M',
    text: 'Hi MA CRISTINA,\n\nThank you for booking with Cebu Pacific! Here is your itinerary receipt.\n\nBooking reference: K7QZ2M\nBooking date: 03 Feb 2026\n\nDEPART  5J 617  Manila (MNL) to Tagbilaran/Bohol-Panglao (TAG)\n        Thu, 02 Apr 2026  05:40 - 07:05\nRETURN  5J 618  Tagbilaran/Bohol-Panglao (TAG) to Manila (MNL)\n        Mon, 06 Apr 2026  19:30 - 20:55\n\nGuests: BAUTISTA/MA CRISTINA MS, BAUTISTA/PAOLO MR\nBase fare: PHP 7,980.00\nTaxes and fees: PHP 1,506.00\nTotal amount paid: PHP 9,486.00\n\nWeb check-in opens 7 days before departure.\nCebu Pacific Air',
  },
  {
    from: { name: 'Ma. Cristina Bautista', address: 'cristina.bautista91@pinoymail.example' },
    to: [{ name: 'Joy Reyes-Santos', address: 'joy.rsantos@dxbmail.example' }],
    date: '2026-02-18T22:47:30+08:00',
    subject: 'Re: kumusta na?',
    text: "Ate!!\n\nSorry late reply, 3 night shifts in a row. Big news: we found a 2-bedroom condo in Marikina, near the river park, and we move on March 7!! Goodbye Maginhawa traffic. Paolo is already measuring everything.\n\nAlso I'm taking the IELTS on March 28 at IDP Ortigas, pray for me, I need 7 in all bands for the Canada plan.\n\nKuya Mark passed the civil engineer board exam! Nanay cried on the phone. And Tita Baby is retiring from DepEd in June.\n\nNanay's 65th was so fun, sayang wala ka. How's the baby bump? Send pics!\n\nLove,\nTin\n\n--\nMa. Cristina R. Bautista, RN\nStaff Nurse II, Intensive Care Unit | Mabuhay Medical Center\n0917 842 3306",
  },
  {
    from: { name: 'HR Department - Mabuhay Medical Center', address: 'hr@mabuhaymc.example' },
    to: [{ name: 'Ma. Cristina R. Bautista', address: 'cristina.bautista91@pinoymail.example' }],
    date: '2026-02-20T14:02:45+08:00',
    subject: 'Notice of Promotion',
    text: 'Dear Ms. Bautista,\n\nWe are pleased to inform you that the Nursing Promotions Board has approved your promotion to Senior Staff Nurse (Nurse III), Intensive Care Unit, effective March 1, 2026. Your new basic monthly salary will be PHP 44,600.00.\n\nPlease see Ms. Leonora Cruz, Chief Nurse, on or before February 27 to sign your new appointment papers.\n\nCongratulations and thank you for your service.\n\nHuman Resources Department\nMabuhay Medical Center, Quezon City',
  },
  {
    from: { name: 'Shopee PH', address: 'news@shopee.example' },
    to: [{ name: 'cristina.bautista91', address: 'cristina.bautista91@pinoymail.example' }],
    date: '2026-03-03T12:00:00+08:00',
    subject: '3.3 Mega Sale: up to 90% off today only!',
    text: 'Hi cristina.bautista91! The 3.3 Mega Sale is LIVE from 12 AM to 11:59 PM on March 3. Free shipping with min. spend of PHP 300. Unsubscribe anytime.',
  },
];

const tin = (tmp: string): Persona => ({
  id: 'tin',
  who: 'Ma. Cristina "Tin" Bautista, 34, ICU nurse, Manila (Philippines): 20 files — cooperative membership form docx (MM/DD/YYYY), payslip pdf, CV docx, mail .json of its own shape ({from:{name,address}}, ISO dates, text), lab appointment e-mail (.txt), journal with "Jan. 10, 2026 (Sat)" headings, notes dated "Mon 05/11/2026" with "tomorrow" / "last Friday" / "Saturday", christening invitation png, pharmacy receipt png, boarding pass png, course certificate pdf, a first-person note for a recruiter, budget xlsx, voice memo, 6 reference documents (one real)',
  files: async (): Promise<Fixture[]> => [
    {
      name: T_FORM,
      kind: 'cooperative membership form (docx table, Filipino name order, MM/DD/YYYY)',
      data: await formDocx(
        'BayanihanCare Multi-Purpose Cooperative — Membership Application Form',
        'Please fill out completely. Attach two (2) valid IDs and a 1x1 photo.',
        [
          ['Last name', 'BAUTISTA'],
          ['First name', 'MARIA CRISTINA'],
          ['Middle name', 'REYES'],
          ['Date of birth (MM/DD/YYYY)', '09/17/1991'],
          ['Place of birth', 'Tarlac City, Tarlac'],
          ['Sex', 'Female'],
          ['Civil status', 'Married'],
          ['Citizenship', 'Filipino'],
          ['Present address', 'Unit 7B, 22 Maginhawa St., Teachers Village East'],
          ['City / Municipality', 'Quezon City'],
          ['Mobile no.', '0917 842 3306'],
          ['E-mail address', 'cristina.bautista91@pinoymail.example'],
          ['Employer', 'Mabuhay Medical Center'],
          ['Position', 'Staff Nurse II (ICU)'],
          ['Monthly income', 'PHP 36,000 - 40,000'],
          ['Name of spouse', 'Paolo Miguel Bautista'],
          ['Beneficiary', 'Paolo Miguel Bautista (spouse), 0918 223 5170'],
        ],
        ['I hereby certify that the above information is true and correct.', 'Signature: Ma. Cristina R. Bautista        Date: 01/12/2026', 'FOR COOP USE: Membership no. ____  Approved by: Evelyn Tolentino, Membership Committee'],
      ),
    },
    {
      name: T_PAY,
      kind: 'payslip (pdf), semi-monthly, net pay',
      data: await pdf([
        'MABUHAY MEDICAL CENTER',
        'PAYSLIP',
        'Employee: BAUTISTA, MA. CRISTINA R.        Employee no.: 19-0611',
        'Position: Staff Nurse II        Department: Intensive Care Unit',
        'Pay period: 01/16/2026 - 01/31/2026        Pay date: 01/31/2026',
        '',
        'Basic pay (semi-monthly)                  19,800.00',
        'Night differential                         2,140.00',
        'GROSS PAY                                 21,940.00',
        'SSS contribution                          (1,350.00)',
        'PhilHealth                                  (990.00)',
        'Pag-IBIG                                    (200.00)',
        'Withholding tax                           (1,208.00)',
        'NET PAY                                   18,192.00',
        '',
        'Leave credits: VL 11.5  SL 9.0',
      ]),
    },
    {
      name: T_CV,
      kind: 'CV (docx, "Month YYYY – present" ranges, licence and certifications)',
      data: await docx('CV — Ma. Cristina R. Bautista, RN', [
        '# MA. CRISTINA R. BAUTISTA, RN',
        'Staff Nurse II, Intensive Care Unit · Quezon City, Philippines',
        'cristina.bautista91@pinoymail.example · 0917 842 3306',
        'Updated January 2026',
        '## Professional summary',
        'Registered nurse with twelve years of experience in emergency and adult intensive care; charge nurse on night shifts since 2022.',
        '## Work experience',
        'Staff Nurse II, Intensive Care Unit — Mabuhay Medical Center, Quezon City (June 2019 – present)',
        'Care of 2–3 ventilated patients per shift; preceptor to new ICU nurses.',
        'Staff Nurse, Emergency Department — Tarlac Provincial Hospital, Tarlac City (July 2013 – May 2019)',
        '## Education',
        'Bachelor of Science in Nursing — Tarlac State University (2009 – 2013)',
        '## Licence and certifications',
        'Registered Nurse, Professional Regulation Commission, licence no. 0712345 (passed the Nurse Licensure Examination, November 2013)',
        'ACLS provider, American Heart Association (March 2024)',
        '## Skills',
        'Mechanical ventilation; Hemodynamic monitoring; IV therapy; Electronic health records',
        '## Languages',
        'Filipino (native), English (fluent), Kapampangan (conversational)',
        '## Interests',
        'Volleyball, OPM music (Ben&Ben)',
        'References available upon request.',
      ]),
    },
    { name: T_MAIL, kind: 'mail export (.json array: from/to {name, address}, ISO date, subject, text)', data: Buffer.from(JSON.stringify(T_MAILS, null, 2)) },
    {
      name: T_LAB,
      kind: 'saved e-mail (RFC 5322 as .txt): lab appointment, MM/DD/YYYY',
      data: eml({
        from: 'Hi-Precision Diagnostics <appointments@hi-precision.example>',
        to: 'cristina.bautista91@pinoymail.example',
        date: 'Mon, 9 Mar 2026 10:15:33 +0800',
        subject: 'Appointment Confirmation - Annual Physical Exam',
        body: 'Dear MA CRISTINA BAUTISTA,\n\nYour appointment is confirmed.\n\nService: Annual Physical Exam (APE) package B\nBranch: Hi-Precision Diagnostics Marikina, J.P. Rizal St.\nDate: 03/14/2026 (Saturday)\nTime: 7:00 AM\n\nPlease fast for 10 to 12 hours before your appointment. Bring a valid ID and your company LOA.\n\nThank you,\nHi-Precision Diagnostics',
      }),
    },
    {
      name: T_DIARY,
      kind: 'journal (txt, "Jan. 10, 2026 (Sat)" headings, English with Tagalog words)',
      data: text(`
tin's journal 2026 🌻

Jan. 10, 2026 (Sat)
Nanay's 65th birthday in Tarlac! Lechon, pancit, karaoke until 1am, all the titas complete. Ate Joy video-called from Dubai and told everyone she's pregnant — baby due in August!! Nanay cried twice.

Mar. 7, 2026 (Sat)
Lipat-bahay day. We moved into the condo in Marikina today (Unit 1204, Tower 2). Paolo's cousins carried the ref up 12 floors because the service elevator was broken. Pizza on the floor for dinner, no table yet.

Mar. 21, 2026 (Sat)
We bought our first car!!! Second-hand Toyota Vios 2018 (silver), 61,000 km, from a seller in Cainta for ₱485,000. Paolo drove it home because I'm still scared of EDSA.

Apr. 2, 2026 (Thu)
BOHOL! Landed in Panglao before 7am and saw the tarsiers in the afternoon. Ten years since our first date.

Apr. 25, 2026 (Sat)
8th wedding anniversary. Paolo booked dinner at Antonio's in Tagaytay. They played Ben&Ben's "Maybe the Night" and of course I cried. Favorite band forever.

May 9, 2026 (Sat)
Inter-hospital volleyball: Mabuhay beat St. Catherine's in 4 sets, and I served the last point!! Volleyball is still the best part of my week.
Kuya Mark got a job offer in Singapore daw. Proud ate moment.
`),
    },
    {
      name: T_NOTES,
      kind: 'notes (txt) dated once, month first, "tomorrow" / "last Friday" / "Saturday"',
      data: text(`
Mon 05/11/2026

- dentist tomorrow 4:30pm, Dr. Lim, Marikina Dental Care (the bridge again)
- paid Meralco last Friday: ₱3,412.50 (ref 0088-1123) — save the screenshot
- Saturday 8am BLS renewal class, hospital training room 3F — bring the old card
- padala for Nanay ₱5,000 on payday
- buy a gift for baby Gabriel's binyag (ninang ako!)
`),
    },
    {
      name: T_INVITE,
      kind: 'christening invitation (png, OCR), month-name date',
      data: await png(['You are cordially invited', 'to the Christening of', 'GABRIEL LUIS SANTOS', 'Saturday, May 23, 2026 at 10:00 AM', 'San Roque Parish Church, Marikina', 'Reception to follow at Kamayan sa Marikina']),
    },
    {
      name: T_RECEIPT,
      kind: 'pharmacy receipt (png, OCR), cash, change and points',
      data: await png(['MERCURY DRUG CORPORATION', 'Marikina - Gil Fernando Ave.', 'Date: 04/18/2026   Time: 14:22', 'LOSARTAN 50MG TAB x30        612.00', 'ASCORBIC ACID 500MG x30      298.50', 'ISOPROPYL ALCOHOL 500ML       89.00', 'FACE MASK 50S                287.00', 'TOTAL                      1,286.50', 'CASH                       1,500.00', 'CHANGE                       213.50', 'SUKI POINTS EARNED            12.86']),
    },
    {
      name: T_PASS,
      kind: 'boarding pass (png, OCR), airline date format',
      data: await png(['CEBU PACIFIC  BOARDING PASS', 'BAUTISTA/MA CRISTINA MS', 'FLIGHT 5J 617   MNL -> TAG', 'DATE 02APR26   DEPARTURE 05:40', 'BOARDING 05:00   GATE 112   SEAT 14A', 'BOOKING REF K7QZ2M']),
    },
    {
      name: T_CERT,
      kind: 'course certificate (pdf), range and "given this 24th day of"',
      data: await pdf([
        'PHILIPPINE SOCIETY OF CRITICAL CARE NURSES, INC.',
        '',
        'CERTIFICATE OF COMPLETION',
        '',
        'is hereby awarded to',
        'MA. CRISTINA R. BAUTISTA, RN',
        '',
        'for having successfully completed the',
        'BASIC CRITICAL CARE NURSING COURSE (40 hours)',
        'held on March 20-24, 2026 at Mabuhay Medical Center, Quezon City.',
        '',
        'Given this 24th day of March 2026.',
        '',
        'Rosario T. Gamboa, RN, MAN                 Ferdinand S. Uy, RN, PhD',
        'Course Director                             President',
        'CPD units: 40   Accreditation no. PSCCN-2026-014',
      ]),
    },
    {
      name: T_ABOUT,
      kind: 'first-person note for a recruiter (txt), dated once',
      data: text(`
About me — for Northern Lights Health Recruitment (May 2, 2026)

Hi! I'm Tin — Ma. Cristina Bautista on paper. I've been a nurse since 2013 and I am now a Senior Staff Nurse in the ICU of Mabuhay Medical Center in Quezon City. I grew up in Tarlac City; my husband Paolo and I live in Marikina now.

Today I sent my application to Northern Lights Health Recruitment for ICU nurse roles in Canada (Ontario or Manitoba). I took the IELTS in March and got 7.5 overall.

What my colleagues would say: calm during codes, bossy about hand hygiene, always brings turon to the night shift.
`),
    },
    {
      name: 'budget-2026.xlsx',
      kind: 'household budget (xlsx, PHP, Tagalog labels, no first person)',
      data: await xlsx('Budget', ['Item', 'Jan', 'Feb', 'Mar', 'Apr'], [
        ['Sahod (net pay)', 36384, 36384, 40950, 40950],
        ['Upa (rent)', -14000, -14000, -18500, -18500],
        ['Padala kay Nanay', -5000, -5000, -5000, -5000],
        ['Meralco', -2980, -3120, -3300, -3412.5],
        ['Grocery', -8200, -7900, -9100, -8800],
        ['Kotse (Vios) + gas', 0, 0, -487500, -3800],
        ['Ipon (savings)', -3000, -3000, 0, -2000],
      ], 'Bautista household budget 2026'),
    },
    { name: T_MEMO, kind: 'voice memo (wav, speech)', data: wav(tmp, 'tin-memo.wav', 'Reminder for myself. My favourite food is chicken adobo. My dream is to work as a nurse in Canada.') },
    ...(await manilaRefs()),
    s8bRealRef('redbook'),
  ],
  profile: [
    v('basic_info', 'Name', 'Maria Cristina Bautista', [T_FORM, T_CV, T_MAIL, T_ABOUT], { alternatives: ['Ma. Cristina Bautista', 'Ma. Cristina R. Bautista', 'Maria Cristina Reyes Bautista', 'Maria Cristina R. Bautista', 'Ma. Cristina Reyes Bautista', 'Cristina Bautista', 'Tin Bautista', 'Bautista, Maria Cristina', 'Bautista Maria Cristina Reyes', 'Bautista, Ma. Cristina R.', 'Ma. Cristina R. Bautista, RN', 'MA CRISTINA BAUTISTA'] }),
    v('basic_info', 'birth_date', '1991-09-17', [T_FORM], { alternatives: ['09/17/1991', 'September 17, 1991', '17 September 1991'] }),
    v('basic_info', 'Gender', 'Female', [T_FORM], { alternatives: ['F', 'woman'] }),
    v('basic_info', 'nationality', 'Filipino', [T_FORM], { alternatives: ['Filipina', 'Philippines', 'Philippine'] }),
    ...['Filipino', 'English', 'Kapampangan'].map((x) => v('basic_info', 'language_spoken', x, [T_CV], x === 'Filipino' ? { alternatives: ['Tagalog'] } : {})),
    v('demographics', 'marital_status', 'married', [T_FORM]),
    // Quezon City until 7 March 2026, Marikina since (journal, note for the recruiter).
    v('contact_info', 'city', 'Marikina', [T_DIARY, T_ABOUT], { alternatives: ['Marikina City'] }),
    v('contact_info', 'country', 'Philippines', [T_CV], { alternatives: ['the Philippines', 'PH'] }),
    v('contact_info', 'phone', '0917 842 3306', [T_FORM, T_CV, T_MAIL], { alternatives: ['09178423306', '+63 917 842 3306', '+639178423306', '0917-842-3306'] }),
    v('contact_info', 'email', 'cristina.bautista91@pinoymail.example', [T_FORM, T_CV, T_MAIL]),
    v('education', 'school', 'Tarlac State University', [T_CV]),
    v('education', 'degree', 'Bachelor of Science in Nursing', [T_CV], { alternatives: ['BSN', 'BS Nursing', 'B.S. Nursing', 'BS in Nursing', 'Bachelor of Science'] }),
    v('education', 'major', 'Nursing', [T_CV]),
    // Promoted with effect from 1 March 2026 (HR mail; the note for the recruiter says so too).
    v('work', 'title', 'Senior Staff Nurse', [T_MAIL, T_ABOUT], { alternatives: ['Senior Staff Nurse (Nurse III)', 'Nurse III', 'Senior Staff Nurse, Intensive Care Unit', 'Senior Staff Nurse, ICU', 'ICU Senior Staff Nurse', 'Senior Staff Nurse (Nurse III), Intensive Care Unit'] }),
    v('work', 'company', 'Mabuhay Medical Center', [T_FORM, T_CV, T_PAY, T_MAIL], { alternatives: ['Mabuhay Medical Center, Quezon City'] }),
    v('work', 'working_industry', 'healthcare', [T_CV], { alternatives: ['health care', 'nursing', 'hospital', 'hospitals', 'medical', 'health'] }),
    ...['Mechanical ventilation', 'Hemodynamic monitoring', 'IV therapy', 'Electronic health records'].map((x) => v('work', 'work_skills', x, [T_CV])),
    v('interest', 'sports', 'volleyball', [T_CV, T_DIARY]),
    v('interest', 'music', 'Ben&Ben', [T_CV, T_DIARY], { alternatives: ['Ben & Ben', 'Ben and Ben', 'OPM music (Ben&Ben)', 'OPM music', 'OPM', 'Maybe the Night'] }),
    v('interest', 'foods', 'chicken adobo', [T_MEMO], { alternatives: ['adobo'] }),
    v('psychological', 'goals', 'Canada', [T_MEMO, T_ABOUT], { contains: true }),
    v('life_event', 'relocation', 'Marikina', [T_DIARY, T_MAIL], { contains: true }),
  ],
  events: [
    // CV
    ev('professional', '2019-06-01T00:00:00', ['Mabuhay'], 'Started as Staff Nurse II in the Intensive Care Unit of Mabuhay Medical Center (June 2019).', [T_CV]),
    ev('professional', '2013-07-01T00:00:00', ['Tarlac Provincial'], 'Staff Nurse, Emergency Department, Tarlac Provincial Hospital (July 2013 – May 2019).', [T_CV]),
    ev('educational', '2013-01-01T00:00:00', ['Tarlac State'], 'Bachelor of Science in Nursing, Tarlac State University (2009 – 2013).', [T_CV]),
    ev('educational', '2013-11-01T00:00:00', ['licens'], 'Passed the Nurse Licensure Examination (November 2013).', [T_CV]),
    ev('educational', '2024-03-01T00:00:00', ['ACLS'], 'ACLS provider certification, American Heart Association (March 2024).', [T_CV]),
    // payslip, mails
    ev('financial', '2026-01-31T00:00:00', ['18,192'], 'Payslip from Mabuhay Medical Center: net pay PHP 18,192.00.', [T_PAY]),
    ev('financial', '2026-02-03T00:00:00', ['Cebu', '9,486'], 'Cebu Pacific booking K7QZ2M: PHP 9,486.00.', [T_MAIL]),
    ev('personal', '2026-04-02T05:40:00', ['Bohol'], 'Flight 5J 617 from Manila to Bohol (Tagbilaran/Panglao) with Paolo.', [T_MAIL, T_PASS, T_DIARY]),
    ev('professional', '2026-03-01T00:00:00', ['Senior Staff Nurse'], 'Promoted to Senior Staff Nurse (Nurse III), Intensive Care Unit, Mabuhay Medical Center.', [T_MAIL]),
    ev('personal', '2026-03-07T00:00:00', ['Marikina'], 'Moved into the condo in Marikina.', [T_MAIL, T_DIARY]),
    ev('educational', '2026-03-28T00:00:00', ['IELTS'], 'IELTS test at IDP Ortigas.', [T_MAIL, T_ABOUT]),
    ev('personal', '2026-03-14T07:00:00', ['physical'], 'Annual physical exam at Hi-Precision Diagnostics Marikina.', [T_LAB]),
    // journal
    ev('social', '2026-01-10T00:00:00', ['65'], "Nanay's 65th birthday party in Tarlac.", [T_DIARY, T_MAIL]),
    ev('financial', '2026-03-21T00:00:00', ['Vios'], 'Bought a second-hand Toyota Vios for ₱485,000.', [T_DIARY]),
    ev('social', '2026-04-25T00:00:00', ['anniversary'], '8th wedding anniversary dinner with Paolo at Antonio\'s, Tagaytay.', [T_DIARY]),
    ev('personal', '2026-05-09T00:00:00', ['volleyball'], 'Inter-hospital volleyball match: Mabuhay beat St. Catherine\'s.', [T_DIARY]),
    // notes
    ev('personal', '2026-05-12T16:30:00', ['dentist'], 'Dentist, Dr. Lim, Marikina Dental Care.', [T_NOTES]),
    ev('financial', '2026-05-08T00:00:00', ['Meralco'], 'Paid the Meralco bill, ₱3,412.50.', [T_NOTES]),
    ev('educational', '2026-05-16T08:00:00', ['BLS'], 'BLS renewal class at the hospital training room.', [T_NOTES]),
    // invitation, receipt, certificate, note for the recruiter
    ev('social', '2026-05-23T10:00:00', ['Gabriel'], 'Christening of Gabriel Luis Santos at San Roque Parish Church, Marikina (Tin is godmother).', [T_INVITE, T_NOTES]),
    ev('financial', '2026-04-18T14:22:00', ['Mercury', '1,286'], 'Mercury Drug receipt: 4 items, total PHP 1,286.50.', [T_RECEIPT]),
    ev('educational', '2026-03-24T00:00:00', ['Critical Care'], 'Completed the Basic Critical Care Nursing Course (40 hours).', [T_CERT]),
    ev('professional', '2026-05-02T00:00:00', ['Northern Lights'], 'Sent an application to Northern Lights Health Recruitment for ICU nurse roles in Canada.', [T_ABOUT]),
  ],
  never: ['Paolo', 'Joy Reyes', 'Reyes-Santos', 'Dubai', 'Mark', 'Singapore', 'Tita Baby', 'Leonora Cruz', 'Evelyn Tolentino', '0918 223 5170', 'Maginhawa', 'Teachers Village', 'Dr. Lim', 'Gabriel', 'Santos', 'Rosario', 'Gamboa', 'Ferdinand', 'Cainta', 'Tagaytay', 'Lourdes', 'Manalo', 'Ernesto', 'Santo Tomas', 'Felipe', 'Carmela', 'Reyes-Tan', '8921 4400', 'Lopez', 'Castillo', 'Ana Liza', 'UERM', 'Jasmine', 'Ocampo', 'Leeds', 'Hughes', 'Harrogate', 'Kristine', 'Dizon', 'Soriano', '8646 2211', 'IBM', 'Bainbridge', 'Chicago'],
});

// ==================================================================== Hoda Abdel-Rahman, Cairo (57)

const H_FORM = 'british-council-course-registration.pdf';
const H_LETTER = 'recommendation-youssef-nabil.docx';
const H_CV = 'Hoda_Abdel-Rahman_CV_2025.pdf';
const H_MAIL = 'mailbox.jsonl';
const H_CLINIC = 'cleopatra-hospital-appointment.txt';
const H_DIARY = 'diary-hoda.txt';
const H_NOTES = 'notes-week.txt';
const H_RECEIPT = 'seoudi-receipt.png';
const H_INVITE = 'omar-nour-engagement.png';
const H_MEMO = 'voice-note-hoda.wav';

/** One message per line, as an add-on exports a folder: RFC 2822 dates, plain bodies. */
const mailLine = (from: string, to: string, date: string, subject: string, body: string) => JSON.stringify({ from, to, date, subject, body });

const H_MAILS = [
  mailLine('Cambridge International Education <examiners@cambridge.example>', 'Hoda Abdel-Rahman <hoda.abdelrahman@nilemail.example>', 'Tue, 04 Nov 2025 09:12:40 +0200', 'Appointment as Oral Examiner - Cambridge IGCSE English as a Second Language (0510)', 'Dear Mrs Abdel-Rahman,\n\nWe are pleased to appoint you as an Oral Examiner for Cambridge IGCSE English as a Second Language (0510) for the May/June 2026 series, at El-Nour Language School (centre EG512).\n\nPlease complete the online standardisation before 15 March 2026. Your examiner number is 77-40219.\n\nKind regards,\nExaminer Recruitment Team'),
  mailLine('Omar Hassan <omar.hassan@berlinpost.example>', 'Mama <hoda.abdelrahman@nilemail.example>', 'Tue, 02 Dec 2025 21:40:12 +0100', 'the hall is booked!', "Mama,\n\nIt's done: the engagement party is on Friday 19 December at 7 pm at the Al Masa Hotel in Nasr City. Nour's mother chose the hall, so please don't argue about the flowers :)\n\nI passed my German B2 exam last week, finally! And Nour's sister Dina got married in Alexandria on Saturday.\n\nI land on the 17th. Tell Khalo Tarek to bring the car.\n\nYour son,\nOmar"),
  mailLine('EgyptAir <booking@egyptair.example>', 'hoda.abdelrahman@nilemail.example', 'Mon, 12 Jan 2026 21:05:37 +0200', 'EgyptAir e-ticket receipt - PNR 8XK2LP', 'Dear MRS HODA ABDELRAHMAN,\n\nThank you for flying EgyptAir.\n\nPNR: 8XK2LP    Ticket: 077 2411 839 102\nMS 081  Cairo (CAI) - Luxor (LXR)   Thursday 29 January 2026   dep 07:15  arr 08:20\nMS 086  Luxor (LXR) - Cairo (CAI)   Sunday 01 February 2026    dep 20:30  arr 21:35\n\nFare EGP 7,600.00  Taxes EGP 1,340.00\nTotal EGP 8,940.00  (Visa ****5521)\n\nEgyptAir - A Star Alliance member'),
  mailLine('Seoudi Market <offers@seoudi.example>', 'hoda.abdelrahman@nilemail.example', 'Sun, 08 Feb 2026 10:00:00 +0200', 'Ramadan Kareem offers start today', 'Up to 30% off on dates, nuts and qamar el-din until 20 March 2026. Free delivery on orders over EGP 1,000. Unsubscribe.'),
];

const hoda = (tmp: string): Persona => ({
  id: 'hoda',
  who: 'Hoda Abdel-Rahman, 57, head of English at a language school, Cairo (Egypt): 17 files — course registration form pdf ("Label: value" lines, DD/MM/YYYY), CV pdf with year ranges, a recommendation letter she wrote for a pupil (docx), mail .jsonl (RFC 2822 dates), hospital appointment e-mail (.txt), diary with "Saturday 11/10/2025" headings, notes with "tomorrow" / "last Thursday" / "Saturday", supermarket receipt png, engagement invitation png, budget xlsx, voice note, 6 reference documents (one real)',
  files: async (): Promise<Fixture[]> => [
    {
      name: H_FORM,
      kind: 'course registration form (pdf, "Label: value" lines, DD/MM/YYYY)',
      data: await pdf([
        'BRITISH COUNCIL EGYPT',
        'Teaching for Success - Leadership for Heads of Department',
        'COURSE REGISTRATION FORM',
        '',
        'Title: Mrs',
        'Family name: Abdel-Rahman',
        'First name(s): Hoda Mahmoud',
        'Date of birth (DD/MM/YYYY): 03/02/1968',
        'Gender: Female',
        'Nationality: Egyptian',
        'Marital status: Widowed',
        'Home address: 14 El-Nozha Street, Heliopolis, Cairo 11341, Egypt',
        'Mobile: +20 100 482 7719',
        'Email: hoda.abdelrahman@nilemail.example',
        'School: El-Nour Language School, Heliopolis',
        'Job title: Head of English Department',
        'Years of teaching experience: 32',
        'Highest qualification: MA in TESOL, The American University in Cairo (2004)',
        'First degree: BA in English Language and Literature, Ain Shams University (1989)',
        'Languages: Arabic (native), English (near-native), French (basic)',
        '',
        'Signature: H. Abdel-Rahman          Date: 21/09/2025',
      ]),
    },
    {
      name: H_CV,
      kind: 'CV (pdf), "YYYY – present" ranges, years only',
      data: await pdf([
        'HODA M. ABDEL-RAHMAN',
        'Head of English Department  |  Heliopolis, Cairo, Egypt',
        'hoda.abdelrahman@nilemail.example  |  +20 100 482 7719',
        '',
        'EXPERIENCE',
        '2014 - present   Head of English Department, El-Nour Language School, Heliopolis',
        '2001 - 2014      Teacher of English (IGCSE), El-Nour Language School, Heliopolis',
        '1993 - 2001      Teacher of English, Misr El-Gedida Experimental School, Cairo',
        '',
        'EDUCATION',
        '2004   MA in TESOL, The American University in Cairo',
        '1989   BA in English Language and Literature, Ain Shams University',
        '2007   CELTA, Cambridge English',
        '',
        'SKILLS',
        'Curriculum design; Oral assessment; Teacher mentoring; Microsoft Teams',
        '',
        'LANGUAGES',
        'Arabic (native), English (near-native), French (basic)',
        '',
        'INTERESTS',
        "Naguib Mahfouz's novels; Arabic classical music (Umm Kulthum)",
      ]),
    },
    {
      name: H_LETTER,
      kind: 'letter of recommendation the user wrote for a pupil (docx): the pupil\'s dates, her signature',
      data: await docx('Letter of recommendation — Youssef Nabil', [
        'El-Nour Language School, 60 El-Nozha St., Heliopolis, Cairo',
        'Heliopolis, 2 November 2025',
        'To the Admissions Committee, School of Engineering, University of Edinburgh',
        '## Letter of recommendation: Youssef Nabil Gaber',
        'I have taught Youssef English since September 2021, when he joined our Year 9, and I am delighted to recommend him.',
        'In March 2025 he captained the team that won the Cairo Inter-School Debating Championship, and on 14 June 2025 he sat the IGCSE English as a Second Language examination, gaining an A*. He was born on 30 May 2008 and plans to study mechanical engineering.',
        'In thirty-two years of teaching I have met few pupils who listen as carefully as they speak.',
        'Yours faithfully,',
        'Hoda Abdel-Rahman',
        'Head of English Department, El-Nour Language School',
        'hoda.abdelrahman@nilemail.example · +20 100 482 7719',
      ]),
    },
    { name: H_MAIL, kind: 'mail export (.jsonl: from, to, RFC 2822 date, subject, body)', data: Buffer.from(H_MAILS.join('\n') + '\n') },
    {
      name: H_CLINIC,
      kind: 'saved e-mail (RFC 5322 as .txt): hospital appointment, DD/MM/YYYY',
      data: eml({
        from: 'Cleopatra Hospital <appointments@cleopatrahospital.example>',
        to: 'hoda.abdelrahman@nilemail.example',
        date: 'Thu, 27 Nov 2025 11:03:18 +0200',
        subject: 'Your appointment - Orthopaedic clinic',
        body: 'Dear Mrs Hoda Abdel-Rahman,\n\nWe confirm your appointment:\n\nClinic: Orthopaedics - Dr. Sherif Fahmy\nDate: 01/12/2025\nTime: 5:30 PM\nPlace: Cleopatra Hospital, 39 Cleopatra St., Heliopolis\n\nPlease arrive 15 minutes early with your insurance card and any previous X-rays.\n\nCleopatra Hospital - 19668',
      }),
    },
    {
      name: H_DIARY,
      kind: 'diary (txt, "Saturday 11/10/2025" headings, day first)',
      data: text(`
Saturday 11/10/2025
Mariam's graduation day at Ain Shams — Faculty of Pharmacy, class of 2025. My girl is a pharmacist! I wore the blue dress Hassan bought me in 2009 and I cried through the whole ceremony, as he would have.

Friday 24/10/2025
Bought a new Toshiba washing machine (10 kg, 2024 model) from B.TECH in Korba for EGP 21,499. The old one had worked since 2009, God rest it.

Monday 1/12/2025
Knee appointment with Dr Sherif Fahmy. Physiotherapy twice a week and "no more stairs" — in a school with four floors, ha.

Friday 19/12/2025
Omar and Nour's engagement party at the Al Masa Hotel. Three hundred guests, I danced with my brother Tarek. They played Umm Kulthum's "Enta Omri" for me — still my favourite singer after fifty years of listening.

Thursday 29/1/2026
Luxor! Karnak at sunset, a felucca on the Nile, lentil soup at a tiny place near the temple. First holiday alone since Hassan died.

Sunday 8/2/2026
Called Samia: her husband Adel retired from the bank last week and they are moving to Alexandria in the summer. I will miss her terribly.
`),
    },
    {
      name: H_NOTES,
      kind: 'notes (txt) dated once, day first, "tomorrow" / "last Thursday" / "Saturday"',
      data: text(`
Sunday 8/3/2026

- parents' meeting tomorrow 18:00, Year 11, hall B — print the mock results
- paid the club membership last Thursday: EGP 6,500 (Heliopolis Sporting Club, 2026)
- Saturday 11:00 Mama's check-up at Dar El Fouad with Tarek
- finish the oral examiner standardisation online (deadline 15/3)
- buy a gift for Mariam's new flat
`),
    },
    {
      name: H_RECEIPT,
      kind: 'supermarket receipt (png, OCR), cash, change and points',
      data: await png(['SEOUDI MARKET', 'Heliopolis - 27 El-Merghany St.', '14/12/2025   18:40   Cashier 07', 'Olive oil 1L                 389.00', 'Basmati rice 5kg             415.00', 'Chicken breast 1kg           248.50', 'Lentils 1kg                   94.25', 'TOTAL EGP                  1,146.75', 'Cash                       1,200.00', 'Change                        53.25', 'Points earned: 114']),
    },
    {
      name: H_INVITE,
      kind: 'engagement invitation (png, OCR)',
      data: await png(['Together with their families', 'OMAR HASSAN & NOUR EL-SHERIF', 'invite you to celebrate their engagement', 'Friday, 19 December 2025 at 7:00 PM', 'Al Masa Hotel, Nasr City, Cairo']),
    },
    {
      name: 'household-2025-26.xlsx',
      kind: 'household budget (xlsx, EGP, no first person)',
      data: await xlsx('Budget', ['Item', 'Oct', 'Nov', 'Dec', 'Jan'], [
        ['Salary (El-Nour)', 28500, 28500, 28500, 28500],
        ["Hassan's pension", 6200, 6200, 6200, 6200],
        ['Private lessons', 4800, 6400, 3200, 0],
        ['Electricity & gas', -1450, -1380, -1510, -1620],
        ['Food', -9800, -10200, -11400, -9900],
        ["Mama's medicine", -2300, -2300, -2450, -2450],
        ['Washing machine', -21499, 0, 0, 0],
        ['Physiotherapy', 0, 0, -3600, -3600],
        ['Luxor trip', 0, 0, 0, -8940],
      ], 'Household 2025/2026'),
    },
    { name: H_MEMO, kind: 'voice note (wav, speech)', data: wav(tmp, 'hoda-memo.wav', 'Note to self. I love koshari with extra onions. When I retire, I want to write a book of short stories for children.') },
    ...(await cairoRefs()),
    s8bRealRef('amt'),
  ],
  profile: [
    v('basic_info', 'Name', 'Hoda Abdel-Rahman', [H_FORM, H_LETTER, H_MAIL], { alternatives: ['Hoda Mahmoud Abdel-Rahman', 'Hoda Abdel Rahman', 'Hoda Abdelrahman', 'Hoda Mahmoud Abdel Rahman', 'Abdel-Rahman, Hoda Mahmoud', 'Abdel-Rahman Hoda Mahmoud', 'Mrs Hoda Abdel-Rahman', 'HODA ABDELRAHMAN'] }),
    v('basic_info', 'birth_date', '1968-02-03', [H_FORM], { alternatives: ['03/02/1968', '3 February 1968', '3/2/1968'] }),
    v('basic_info', 'Gender', 'Female', [H_FORM], { alternatives: ['F', 'woman'] }),
    v('basic_info', 'nationality', 'Egyptian', [H_FORM], { alternatives: ['Egypt'] }),
    ...['Arabic', 'English', 'French'].map((x) => v('basic_info', 'language_spoken', x, [H_FORM])),
    v('demographics', 'marital_status', 'widowed', [H_FORM, H_DIARY], { alternatives: ['widow'] }),
    v('contact_info', 'city', 'Cairo', [H_FORM], { alternatives: ['Heliopolis', 'Heliopolis, Cairo'] }),
    v('contact_info', 'country', 'Egypt', [H_FORM]),
    v('contact_info', 'phone', '+20 100 482 7719', [H_FORM, H_LETTER], { alternatives: ['+201004827719', '01004827719', '0100 482 7719', '+20 1004827719'] }),
    v('contact_info', 'email', 'hoda.abdelrahman@nilemail.example', [H_FORM, H_LETTER, H_MAIL]),
    // The MA (2004) is the latest degree; the BA (1989) stands if a reader keeps the first.
    v('education', 'school', 'The American University in Cairo', [H_FORM], { alternatives: ['American University in Cairo', 'AUC', 'Ain Shams University'] }),
    v('education', 'degree', 'MA', [H_FORM], { alternatives: ['MA in TESOL', 'M.A.', 'Master of Arts', 'Master', "Master's", 'BA', 'BA in English Language and Literature'] }),
    v('education', 'major', 'TESOL', [H_FORM], { alternatives: ['Teaching English to Speakers of Other Languages', 'English Language and Literature', 'English'] }),
    v('work', 'title', 'Head of English Department', [H_FORM, H_LETTER], { alternatives: ['Head of English', 'Head of the English Department', 'Head of English Department, El-Nour Language School', 'English teacher', 'teacher of English'] }),
    v('work', 'company', 'El-Nour Language School', [H_FORM, H_LETTER], { alternatives: ['El-Nour Language School, Heliopolis', 'El Nour Language School'] }),
    ...['Curriculum design', 'Oral assessment', 'Teacher mentoring', 'Microsoft Teams'].map((x) => v('work', 'work_skills', x, [H_CV])),
    v('interest', 'books', 'Naguib Mahfouz', [H_CV], { alternatives: ["Naguib Mahfouz's novels", 'novels of Naguib Mahfouz', 'Naguib Mahfouz novels'] }),
    v('work', 'working_industry', 'education', [H_FORM], { alternatives: ['teaching', 'secondary education', 'schools', 'school education'] }),
    v('interest', 'music', 'Umm Kulthum', [H_DIARY, H_CV], { alternatives: ['Umm Kalthoum', 'Oum Kalthoum', 'Enta Omri', "Umm Kulthum's Enta Omri", 'Arabic classical music', 'Arabic classical music (Umm Kulthum)'] }),
    v('interest', 'foods', 'koshari', [H_MEMO], { alternatives: ['koshari with extra onions', 'koshary', 'kushari'] }),
    v('psychological', 'goals', 'stories for children', [H_MEMO], { contains: true }),
  ],
  events: [
    // CV: ranges by their start, degrees and certificates by their year
    ev('professional', '2014-01-01T00:00:00', ['Head of English'], 'Head of English Department, El-Nour Language School (2014 – present).', [H_CV]),
    ev('professional', '2001-01-01T00:00:00', ['Teacher', 'El-Nour'], 'Teacher of English (IGCSE), El-Nour Language School, 2001 – 2014.', [H_CV]),
    ev('professional', '1993-01-01T00:00:00', ['Misr El-Gedida'], 'Teacher of English, Misr El-Gedida Experimental School, 1993 – 2001.', [H_CV]),
    ev('educational', '2004-01-01T00:00:00', ['TESOL'], 'MA in TESOL, The American University in Cairo (2004).', [H_CV]),
    ev('educational', '1989-01-01T00:00:00', ['Ain Shams'], 'BA in English Language and Literature, Ain Shams University (1989).', [H_CV]),
    ev('educational', '2007-01-01T00:00:00', ['CELTA'], 'CELTA, Cambridge English (2007).', [H_CV]),
    // mails, invitation, clinic, diary, receipt, notes
    ev('professional', '2025-11-04T00:00:00', ['examiner'], 'Appointed Oral Examiner for Cambridge IGCSE English as a Second Language (May/June 2026 series).', [H_MAIL]),
    ev('social', '2025-12-19T19:00:00', ['engagement'], "Omar and Nour's engagement party at the Al Masa Hotel, Nasr City.", [H_MAIL, H_INVITE, H_DIARY]),
    ev('financial', '2026-01-12T00:00:00', ['EgyptAir', '8,940'], 'EgyptAir e-ticket PNR 8XK2LP, Cairo–Luxor and back: EGP 8,940.00.', [H_MAIL]),
    ev('personal', '2026-01-29T07:15:00', ['Luxor'], 'Flight MS 081 from Cairo to Luxor; holiday in Luxor.', [H_MAIL, H_DIARY]),
    ev('social', '2025-10-11T00:00:00', ['graduation'], "Mariam's graduation ceremony at Ain Shams University, Faculty of Pharmacy.", [H_DIARY]),
    ev('financial', '2025-10-24T00:00:00', ['washing machine'], 'Bought a Toshiba washing machine from B.TECH Korba for EGP 21,499.', [H_DIARY]),
    ev('personal', '2025-12-01T17:30:00', ['Fahmy'], 'Orthopaedic appointment (knee) with Dr. Sherif Fahmy at Cleopatra Hospital.', [H_CLINIC, H_DIARY]),
    ev('financial', '2025-12-14T18:40:00', ['Seoudi', '1,146'], 'Seoudi Market receipt: 4 items, total EGP 1,146.75.', [H_RECEIPT]),
    ev('professional', '2026-03-09T18:00:00', ['parents'], "Parents' meeting for Year 11, hall B.", [H_NOTES]),
    ev('financial', '2026-03-05T00:00:00', ['6,500'], 'Paid the Heliopolis Sporting Club membership, EGP 6,500.', [H_NOTES]),
    ev('personal', '2026-03-14T11:00:00', ['check'], "Took Mama to her check-up at Dar El Fouad.", [H_NOTES]),
  ],
  never: ['Youssef', 'Nabil', 'Gaber', 'Edinburgh', 'mechanical engineering', 'Omar', 'Nour El-Sherif', 'El-Sherif', 'Mariam', 'pharmacist', 'Tarek', 'Samia', 'Adel', 'Alexandria', 'Berlin', 'Dina', 'Sherif Fahmy', 'Hassan', 'Tanta', 'Kamal', 'Cairo University', 'Fouad', 'Aida', 'Samir', 'Karim', 'Farid', '2418 7700', 'Mostafa', 'El-Sayed', 'hmostafa', 'Fathy', 'Ibrahim', 'El-Orouba', 'Lotfy', 'Nadia', 'El-Gohary', 'Howard Carter', '19668'],
});

/** `--s8b`: held aside — written blind after `--s8final` was spent; run once. */
export function s8bPersonas(tmp: string): Persona[] {
  return [tin(tmp), hoda(tmp)];
}

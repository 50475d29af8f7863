/**
 * Two held-aside personas (`--s9a`), written in session 9 after every earlier set was spent, with
 * every expectation below fixed before any extractor ran on them, by an author who had read
 * neither the extractors (src/ was off limits) nor any benchmark result: Tayla Anderson, a
 * student nurse and casual assistant in nursing in Melbourne (the 20-file library of the timing
 * figure), and Kristjan Saar, a software tester in Tallinn. Their reference documents are new
 * (s9a-refs.ts).
 *
 * Conventions: s8.ts's, unchanged (a day without a clock time is T00:00:00, one with a stated
 * clock time carries it; a year alone is 1 January, a month and year the 1st; a CV's range is
 * dated by its start, a finished degree or certificate by its end, one still under way by its
 * start; a booking, ticket, receipt or bond receipt is financial on the day it was issued, the trip
 * or show it books personal or social on its own date and a return journey no second trip; a
 * payment is financial on its own date; relative words count from the entry, message or note they
 * sit in, "next Monday" written on a Monday is seven days on; a diary whose lines carry no year
 * takes it from its title; a filled-in form gives profile values, not events; one happening in
 * several files is one event and the most precise date wins; news of other people is not the
 * user's event, family happenings the user takes part in are; a birthday, a wedding, a concert or
 * a gathering of family or friends is social, a sports match or race, an appointment, a move or a
 * trip personal; a model year, a page, a price, a due date or an expiry date is no happening).
 * Added for these files:
 *  - Dates are read the way the writer's country writes them: Australia and Estonia write day
 *    first (14/02/2004, 17.01 in a diary titled 2026, "E 18.05.2026").
 *  - A clinical placement of a nursing degree is educational, dated by its first day.
 *  - Accepting a job offer and starting the job are one professional event, dated by the first
 *    day; handing in one's notice is its own professional event. The single-valued title and
 *    company then take the new job (Kristjan: Test Automation Lead at Lumo Logistics from 1 June
 *    2026, after his diary's first day there).
 *  - A plan that did not happen ("we talked about Japan … probably not") is no event.
 */
import type { ExpectedEvent, ExpectedValue } from './expected.js';
import type { Fixture } from './fixtures.js';
import { docx, eml, formDocx, pdf, png, text, wav, xlsx, type Persona } from './kit.js';
import { melbourneRefs, tallinnRefs } from './s9a-refs.js';

const v = (category: string, subtopic: string, value: string, from: string[], more: Partial<ExpectedValue> = {}): ExpectedValue => ({ category, subtopic, value, from, ...more });
const ev = (event_type: ExpectedEvent['event_type'], happen_time: string | null, match: string[], content: string, from: string[]): ExpectedEvent => ({ event_type, happen_time, match, content, from });

// ==================================================================== Tayla Anderson, Melbourne (22)

const T_FORM = 'monash-placement-student-details.docx';
const T_CV = 'Tayla Anderson - CV 2026.pdf';
const T_MAIL = 'gmail-takeout.jsonl';
const T_DIARY = 'diary 2026.txt';
const T_NOTES = 'to do.txt';
const T_RECEIPT = 'chemist-warehouse-receipt.png';
const T_TICKET = 'ticketek-tame-impala.png';
const T_INVITE = 'kirras-21st.png';
const T_SMS = 'sms-smileco.txt';
const T_BOND = 'RBA-bond-receipt.pdf';
const T_TEAM = 'flames-team-list.txt';
const T_REFLECT = 'NUR3010 reflective journal.docx';
const T_MEMO = 'voice memo 0419.wav';

const tLine = (o: Record<string, string>) => JSON.stringify(o);

const T_MAILS = [
  tLine({
    from: 'Western Health Recruitment <recruitment@wh.example>',
    to: 'tayla.anderson04@inbox.example',
    date: '2025-12-15T14:03:51+11:00',
    subject: 'Offer of casual employment - Assistant in Nursing (Student)',
    text: 'Dear Tayla,\n\nCongratulations! Western Health is pleased to offer you casual employment as an Assistant in Nursing (Student) at Sunshine Hospital, St Albans.\n\nYour employment starts on Monday 12 January 2026 with the corporate orientation day. Your nurse unit manager will send your first roster after orientation.\n\nPlease accept this offer in the portal by 19 December 2025.\n\nKind regards,\nRecruitment Team\nWestern Health',
  }),
  tLine({
    from: 'Jetstar <noreply@jetstar.example>',
    to: 'tayla.anderson04@inbox.example',
    date: '2026-02-20T21:37:12+11:00',
    subject: 'Your Jetstar Flight Itinerary - Booking Reference K7WQ2M',
    text: "G'day Tayla,\n\nYou're all booked! Here are your flight details.\n\nBooking reference: K7WQ2M\nBooking date: 20 Feb 2026\n\nDeparting  Fri 13 Mar 2026  JQ 711  Melbourne (Tullamarine) T4 6:05pm  ->  Hobart 7:20pm\nReturning  Mon 16 Mar 2026  JQ 716  Hobart 8:15pm  ->  Melbourne 9:30pm\n\nPassenger: MISS TAYLA ANDERSON\nFares: $238.00\nStarter bag x1: $56.00\nBooking & service fee: $18.40\nTotal amount paid: $312.40 AUD\n\nCheck-in closes 30 minutes before departure.\nJetstar Airways",
  }),
  tLine({
    from: 'Monash Nursing Placements <nursing.placements@monash.example>',
    to: 'tayla.anderson04@inbox.example',
    date: '2026-02-24T09:15:40+11:00',
    subject: 'NUR3010 clinical placement allocation',
    text: 'Dear Tayla Anderson (student ID 33418827),\n\nYour placement for NUR3010 Clinical Placement 2 has been allocated:\n\nSite: The Alfred, Ward 7 West (General Medicine)\nDates: 09/03/2026 - 03/04/2026\nFirst day: report to the clinical nurse educator at the Ward 7 West desk\n\nPlease complete the Alfred e-learning modules before your first day.\n\nClinical Placements Unit\nSchool of Nursing and Midwifery, Monash University',
  }),
  tLine({
    from: 'Priya Raman <priya.raman@inbox.example>',
    to: 'tayla.anderson04@inbox.example',
    date: '2026-03-01T19:44:02+11:00',
    subject: 'Hobart??',
    text: "Tay!! Are you actually going to Hobart or was that a 2am idea? Also guess what, Arjun got into medicine at Melbourne Uni, Mum is unbearable now.\n\nI'm doing the Run Melbourne 10k in July if you want to suffer with me.\n\nP x",
  }),
  tLine({
    from: 'Tayla Anderson <tayla.anderson04@inbox.example>',
    to: 'Priya Raman <priya.raman@inbox.example>',
    date: '2026-03-02T07:12:26+11:00',
    subject: 'Re: Hobart??',
    in_reply_to: '<CAPr7x9=Hobart@mail.inbox.example>',
    text: "Haha it's real, flights are booked, 13th to the 16th, MONA and Salamanca and nothing else!\n\nBut first: my placement at the Alfred starts next Monday, Ward 7 West, early starts for four weeks. Pray for me.\n\nTell Arjun congrats!! And no to the 10k, I have seen you run.\n\nT\n\n--\nTayla Anderson\nBachelor of Nursing (3rd year), Monash University\nAssistant in Nursing | Western Health\n0412 557 839\n\nOn Sun, 1 Mar 2026 at 19:44, Priya Raman <priya.raman@inbox.example> wrote:\n> Tay!! Are you actually going to Hobart or was that a 2am idea? Also guess what,\n> Arjun got into medicine at Melbourne Uni, Mum is unbearable now.\n> I'm doing the Run Melbourne 10k in July if you want to suffer with me.",
  }),
];

const tayla = (tmp: string): Persona => ({
  id: 'tayla',
  who: 'Tayla Anderson, 22, student nurse and casual assistant in nursing, Melbourne (Australia): 20 files — placement student-details form docx (DD/MM/YYYY), CV pdf ("Feb 2024 – present", "Mar 2023 to Dec 2025"), mail .jsonl with a reply thread (quoted "> " lines, signature), diary with "Sun 4 Jan" lines and the year in its title, to-do note with "tomorrow" / "last Thursday" / "on Saturday", pharmacy receipt png, concert ticket png, 21st invitation png, dentist SMS .txt, rental bond receipt pdf, netball team list, reflective journal docx with a due date, budget xlsx, voice memo, 6 reference documents',
  files: async (): Promise<Fixture[]> => [
    {
      name: T_FORM,
      kind: 'clinical placement student-details form (docx table, DD/MM/YYYY, expiry-date trap)',
      data: await formDocx(
        'Monash University — Clinical Placement: Student Details Form',
        'Complete all fields and return to the Clinical Placements Unit before your first placement.',
        [
          ['Family name', 'ANDERSON'],
          ['Given name(s)', 'Tayla Jade'],
          ['Preferred name', 'Tayla'],
          ['Student ID', '33418827'],
          ['Date of birth (DD/MM/YYYY)', '14/02/2004'],
          ['Gender', 'Female'],
          ['Citizenship', 'Australian'],
          ['Language(s) other than English', 'Auslan (conversational)'],
          ['Residential address', '3/27 Hyde Street'],
          ['Suburb / State / Postcode', 'Footscray VIC 3011'],
          ['Mobile', '0412 557 839'],
          ['Email', 'tayla.anderson04@inbox.example'],
          ['Course', 'Bachelor of Nursing'],
          ['Year level', '3'],
          ['Emergency contact (name, relationship, phone)', 'Michelle Anderson, mother, 0419 330 254'],
          ['Working with Children Check no. / expiry', 'WWC 1834472A-01, expires 22/07/2029'],
        ],
        ['Declaration: the information above is correct.', 'Signed: T. J. Anderson        Date: 17/11/2025'],
      ),
    },
    {
      name: T_CV,
      kind: 'CV (pdf, "Feb 2024 – present" and "Mar 2023 to Dec 2025" ranges)',
      data: await pdf([
        'TAYLA ANDERSON',
        'Student Nurse  |  Footscray, Melbourne VIC, Australia  |  0412 557 839  |  tayla.anderson04@inbox.example',
        '',
        'EDUCATION',
        'Bachelor of Nursing, Monash University (Clayton)                       Feb 2024 – present',
        '   Third year. Placements: Monash Medical Centre (aged care), The Alfred (general medicine).',
        'Certificate III in Individual Support (Ageing), Victoria University Polytechnic      2022',
        '',
        'EXPERIENCE',
        'Assistant in Nursing (casual), Western Health – Sunshine Hospital       Jan 2026 – present',
        'Personal Care Worker, Arcare Maidstone (aged care)                       Mar 2023 to Dec 2025',
        'Barista, Rudimentary Cafe, Footscray                                     Jun 2020 to Feb 2023',
        '',
        'SKILLS',
        'Basic Life Support; Manual handling; ISBAR handover; Cerner EMR',
        '',
        'LANGUAGES',
        'English (native); Auslan (conversational)',
        '',
        'INTERESTS',
        'Netball (Footscray Flames, Wednesday night comp); baking',
        '',
        'Referees available on request.',
      ]),
    },
    { name: T_MAIL, kind: 'mail export (.jsonl: from/to/date/subject/text, in_reply_to, quoted reply, +11:00)', data: text(T_MAILS.join('\n') + '\n') },
    {
      name: T_DIARY,
      kind: 'diary (txt, "Sun 4 Jan" lines, the year only in the title, an entry with no date)',
      data: text(`
diary 2026 (new year, new me, etc)

Sun 4 Jan
Moved into the share house on Hyde St in Footscray today!! Priya and Josh helped carry the couch up two flights. My room is tiny but it's MINE. $235 a week. Mum cried, obviously.

Mon 12 Jan
First day at Sunshine Hospital as an AIN — orientation all day, so many acronyms. Got my lanyard. Feel like a real person.

Sun 25 Jan
Bought a car!!! 2014 Mazda 2, silver, 118,000 km, from a guy in Werribee for $9,800. It's older than my little brother's phone plan but it goes. Named it Bruce.

Thu 12 Feb
We WON the grand final last night — Flames 31, Yarraville Hornets 27. I got two intercepts in the last quarter. Beers at the Plough after.

Sat 14 Feb
Turned 22. Birthday dinner at Stalactites with Mum, Dad, Josh and Priya — souvlaki and too much baklava. Tame Impala on in the car the whole way home, as always.

Fri 13 Mar
Hobart! Flew down after uni, landed in the dark, fish and chips on the pier. MONA tomorrow.

(no date, sometime in placement)
Ward 7 West is a lot. Night shift people are heroes. Priya and Sam got engaged on the weekend!! Still haven't booked Bali, probably won't this year, the car ate the savings.

Sat 28 Mar
Mum's 50th birthday lunch in Geelong, whole family, Pop gave a speech and cried. Drove Bruce down the highway for the first time.
`),
    },
    {
      name: T_NOTES,
      kind: 'to-do note (txt) dated once, "tomorrow" / "last Thursday" / "on Saturday", a due date',
      data: text(`
TO DO — Tues 21 April 2026

[ ] OSCE tomorrow 1:40pm, Clayton campus, building 13C — bring the fob watch!!
[x] paid rent last Thursday: $470 (2 weeks) to Josh
[ ] Pop's 80th at the Williamstown RSL on Saturday, 12pm — card + flowers
[ ] NUR3010 reflection due Fri 24/4
[ ] rego for Bruce ($286) due 30/04
`),
    },
    {
      name: T_RECEIPT,
      kind: 'pharmacy receipt (png, OCR): items, savings, EFTPOS, GST',
      data: await png([
        'Chemist Warehouse Footscray',
        '92 Hopkins St Footscray VIC 3011',
        'TAX INVOICE  ABN 22 135 883 419',
        '21/03/2026 14:22   Reg 2   Trans 55821',
        'Blackmores Vit D3 1000IU     $14.99',
        'Cetaphil Moisturiser 250g    $17.49',
        'Panadol Rapid 20pk            $6.99',
        'Hydralyte Tabs 20pk           $8.38',
        'TOTAL                        $47.85',
        'EFTPOS                       $47.85',
        'You saved $12.10 today!',
        'GST included                  $2.92',
      ], 42),
    },
    {
      name: T_TICKET,
      kind: 'concert e-ticket (png: show date and purchase date)',
      data: await png([
        'TICKETEK',
        'TAME IMPALA  -  Deadbeat Tour',
        'Sidney Myer Music Bowl, Melbourne',
        'Friday 1 May 2026    7:30pm',
        'General Admission Lawn   1 x $139.90',
        'Name: Tayla Anderson',
        'Purchased: 06/02/2026   Order 4418-2290-17',
      ]),
    },
    {
      name: T_INVITE,
      kind: '21st birthday invitation (png)',
      data: await png([
        "YOU'RE INVITED",
        "KIRRA'S 21ST",
        'Saturday 18 April 2026  from 7pm',
        'The Woolshed, Docklands',
        'Dress: denim & diamonds',
        'RSVP to Mel by 1/4  0433 208 115',
      ]),
    },
    {
      name: T_SMS,
      kind: 'SMS reminder copied into a note (txt: sender and received time, then the message)',
      data: text(`
SmileCo Dental — Mon 6 Apr 2026, 10:02 am

Hi Tayla, this is a reminder of your dental check-up and clean with Dr Lee at SmileCo Footscray on Wed 08/04/2026 at 3:15pm. Reply Y to confirm or call 03 9689 4410. Cancellations within 24 hrs incur a $40 fee.
`),
    },
    {
      name: T_BOND,
      kind: 'rental bond lodgement receipt (pdf)',
      data: await pdf([
        'Residential Bonds Authority (Victoria)',
        'BOND LODGEMENT RECEIPT',
        '',
        'Bond number: 7734129',
        'Date lodged: 05/01/2026',
        'Bond amount: $1,020.00',
        'Renter(s): Tayla Jade ANDERSON',
        'Rented premises: 3/27 Hyde Street, Footscray VIC 3011',
        'Rental provider: Stavros Georgiou',
        'Weekly rent for the premises: $705.00 (shared by 3 renters)',
        '',
        'Keep this receipt. You will need the bond number to claim the bond back.',
      ]),
    },
    {
      name: T_TEAM,
      kind: 'netball team contact list (txt: other people\'s names and phones)',
      data: text(`
FOOTSCRAY FLAMES — "Flamin' Galahs" (Wed night, Div 2) — team list 2026

Mel Nguyen       GS      0433 208 115
Kirra Walsh      GA      0421 776 093
Tayla Anderson   WD/GD   0412 557 839
Bec O'Connor     C       0402 118 540
Sophie Lam       WA      0438 990 212
Dani Russo       GK      0417 664 305
Coach: Marnie O'Brien    0400 555 761

Fees $185 each, due before round 1. Bibs: Bec. Oranges: rotate.
`),
    },
    {
      name: T_REFLECT,
      kind: 'reflective journal for a nursing unit (docx): the placement, a due date',
      data: await docx('NUR3010 reflective journal', [
        '# NUR3010 Clinical Placement 2 — Reflective journal',
        'Student: Tayla Anderson (33418827). Due: Friday 24 April 2026.',
        '## Context',
        'My placement was on Ward 7 West (general medicine) at The Alfred from 9 March to 3 April 2026, twenty shifts under my preceptor.',
        '## Reflection (Gibbs cycle)',
        'In my second week I cared for an elderly man with delirium who pulled out his cannula twice. I felt out of my depth, but with my preceptor I learnt to use the ISBAR handover to escalate early, and I now check on confused patients every hour.',
        '## Action plan',
        'Before my transition-to-practice placement I will revise sepsis pathways and practise ISBAR with my Western Health colleagues.',
      ]),
    },
    {
      name: 'fortnightly-budget.xlsx',
      kind: 'fortnightly budget (xlsx, AUD, no first person)',
      data: await xlsx('Budget', ['Item', 'Per fortnight', 'Notes'], [
        ['AIN shifts (after tax)', 1180, 'casual, varies'],
        ['Youth Allowance', 412, 'Centrelink'],
        ['Rent', -470, 'Hyde St'],
        ['Groceries', -160, ''],
        ['Car (petrol + insurance)', -115, 'Bruce'],
        ['Phone', -25, ''],
        ['Netball', -20, ''],
        ['Savings', -200, 'Bali?? lol'],
      ], 'Tayla — budget 2026'),
    },
    { name: T_MEMO, kind: 'voice memo (wav, speech)', data: wav(tmp, 'tayla-memo.wav', 'Note to self. My favourite food is lamb souvlaki. After I graduate I want to work as a nurse in the emergency department.') },
    ...(await melbourneRefs()),
  ],
  profile: [
    v('basic_info', 'Name', 'Tayla Anderson', [T_FORM, T_CV, T_MAIL, T_BOND], { alternatives: ['Tayla Jade Anderson', 'ANDERSON Tayla Jade', 'Anderson, Tayla Jade', 'Tayla J Anderson', 'Tayla J. Anderson', 'T. J. Anderson', 'Miss Tayla Anderson'] }),
    v('basic_info', 'birth_date', '2004-02-14', [T_FORM], { alternatives: ['14/02/2004', '14 February 2004', 'February 14, 2004'] }),
    v('basic_info', 'Age', '22', [T_DIARY]),
    v('basic_info', 'Gender', 'Female', [T_FORM], { alternatives: ['F', 'woman'] }),
    v('basic_info', 'nationality', 'Australian', [T_FORM], { alternatives: ['Australia'] }),
    v('basic_info', 'language_spoken', 'English', [T_CV]),
    v('basic_info', 'language_spoken', 'Auslan', [T_FORM, T_CV], { alternatives: ['Auslan (conversational)'] }),
    v('contact_info', 'city', 'Melbourne', [T_CV], { alternatives: ['Footscray', 'Footscray, Melbourne', 'Footscray VIC', 'Footscray, Melbourne VIC', 'Melbourne VIC'] }),
    v('contact_info', 'country', 'Australia', [T_FORM, T_CV], { alternatives: ['AU'] }),
    v('contact_info', 'address', '3/27 Hyde Street, Footscray VIC 3011', [T_FORM, T_BOND], { alternatives: ['3/27 Hyde Street', '3/27 Hyde Street, Footscray', '3/27 Hyde Street Footscray VIC 3011'] }),
    v('contact_info', 'phone', '0412 557 839', [T_FORM, T_CV, T_MAIL], { alternatives: ['0412557839', '+61 412 557 839', '+61412557839'] }),
    v('contact_info', 'email', 'tayla.anderson04@inbox.example', [T_FORM, T_CV, T_MAIL]),
    v('education', 'school', 'Monash University', [T_FORM, T_CV, T_MAIL], { alternatives: ['Monash University (Clayton)', 'Monash', 'Victoria University Polytechnic'] }),
    v('education', 'degree', 'Bachelor of Nursing', [T_FORM, T_CV], { alternatives: ['BN', 'Bachelor', 'Certificate III in Individual Support', 'Certificate III in Individual Support (Ageing)', 'Certificate III'] }),
    v('education', 'major', 'Nursing', [T_FORM, T_CV], { alternatives: ['Individual Support', 'Individual Support (Ageing)'] }),
    v('work', 'title', 'Assistant in Nursing', [T_CV, T_MAIL, T_DIARY], { alternatives: ['Assistant in Nursing (casual)', 'Assistant in Nursing (Student)', 'AIN', 'Student Nurse', 'student nurse'] }),
    v('work', 'company', 'Western Health', [T_CV, T_MAIL], { alternatives: ['Western Health – Sunshine Hospital', 'Western Health - Sunshine Hospital', 'Sunshine Hospital', 'Western Health, Sunshine Hospital'] }),
    v('work', 'working_industry', 'healthcare', [T_CV, T_MAIL], { alternatives: ['health care', 'health', 'nursing', 'hospital'] }),
    ...['Basic Life Support', 'Manual handling', 'ISBAR handover', 'Cerner EMR'].map((x) => v('work', 'work_skills', x, [T_CV], x === 'Basic Life Support' ? { alternatives: ['BLS'] } : x === 'ISBAR handover' ? { alternatives: ['ISBAR'] } : {})),
    v('interest', 'sports', 'netball', [T_CV, T_DIARY, T_TEAM], { alternatives: ['Netball (Footscray Flames, Wednesday night comp)'] }),
    v('interest', 'music', 'Tame Impala', [T_DIARY, T_TICKET]),
    v('interest', 'foods', 'souvlaki', [T_MEMO, T_DIARY], { alternatives: ['lamb souvlaki'] }),
    v('psychological', 'goals', 'emergency', [T_MEMO], { contains: true }),
    v('life_event', 'relocation', 'Footscray', [T_DIARY], { contains: true }),
  ],
  events: [
    // CV: ranges by their start, the certificate by its year; the AIN job is the offer's first day
    ev('educational', '2024-02-01T00:00:00', ['Bachelor of Nursing'], 'Bachelor of Nursing, Monash University (Clayton), Feb 2024 – present.', [T_CV]),
    ev('educational', '2022-01-01T00:00:00', ['Certificate III'], 'Certificate III in Individual Support (Ageing), Victoria University Polytechnic (2022).', [T_CV]),
    ev('professional', '2023-03-01T00:00:00', ['Arcare'], 'Personal Care Worker, Arcare Maidstone (Mar 2023 to Dec 2025).', [T_CV]),
    ev('professional', '2020-06-01T00:00:00', ['Rudimentary'], 'Barista, Rudimentary Cafe, Footscray (Jun 2020 to Feb 2023).', [T_CV]),
    ev('professional', '2026-01-12T00:00:00', ['Sunshine'], 'Started as a casual Assistant in Nursing at Western Health – Sunshine Hospital (orientation day).', [T_CV, T_MAIL, T_DIARY]),
    // mails
    ev('financial', '2026-02-20T00:00:00', ['Jetstar', '312.40'], 'Jetstar booking K7WQ2M, Melbourne–Hobart and back: $312.40.', [T_MAIL]),
    ev('personal', '2026-03-13T18:05:00', ['Hobart'], 'Flight JQ 711 to Hobart; long weekend in Hobart (MONA, Salamanca).', [T_MAIL, T_DIARY]),
    ev('educational', '2026-03-09T00:00:00', ['Alfred'], 'NUR3010 clinical placement at The Alfred, Ward 7 West, 9 March – 3 April 2026.', [T_MAIL, T_REFLECT]),
    // diary and bond receipt
    ev('personal', '2026-01-04T00:00:00', ['moved'], 'Moved into the share house on Hyde Street, Footscray.', [T_DIARY]),
    ev('financial', '2026-01-05T00:00:00', ['1,020'], 'Rental bond of $1,020.00 lodged with the Residential Bonds Authority for 3/27 Hyde Street.', [T_BOND]),
    ev('financial', '2026-01-25T00:00:00', ['Mazda'], 'Bought a used 2014 Mazda 2 from a seller in Werribee for $9,800.', [T_DIARY]),
    ev('personal', '2026-02-11T00:00:00', ['grand final'], 'Won the Wednesday-night netball grand final with the Footscray Flames (31–27).', [T_DIARY]),
    ev('social', '2026-02-14T00:00:00', ['birthday'], '22nd birthday dinner at Stalactites with family and friends.', [T_DIARY]),
    ev('social', '2026-03-28T00:00:00', ['50th'], "Mum's 50th birthday lunch in Geelong.", [T_DIARY]),
    // notes
    ev('educational', '2026-04-22T13:40:00', ['OSCE'], 'OSCE exam at Clayton campus, building 13C.', [T_NOTES]),
    ev('financial', '2026-04-16T00:00:00', ['470'], 'Paid two weeks of rent, $470, to Josh.', [T_NOTES]),
    ev('social', '2026-04-25T12:00:00', ['80th'], "Pop's 80th birthday at the Williamstown RSL.", [T_NOTES]),
    // receipt, ticket, invitation, SMS
    ev('financial', '2026-03-21T14:22:00', ['Chemist Warehouse', '47.85'], 'Chemist Warehouse Footscray receipt: 4 items, total $47.85.', [T_RECEIPT]),
    ev('financial', '2026-02-06T00:00:00', ['Ticketek', '139.90'], 'Ticketek ticket for Tame Impala: $139.90.', [T_TICKET]),
    ev('social', '2026-05-01T19:30:00', ['Tame Impala'], 'Tame Impala concert at the Sidney Myer Music Bowl.', [T_TICKET]),
    ev('social', '2026-04-18T19:00:00', ['Kirra'], "Kirra's 21st at The Woolshed, Docklands.", [T_INVITE]),
    ev('personal', '2026-04-08T15:15:00', ['dental'], 'Dental check-up and clean with Dr Lee at SmileCo Footscray.', [T_SMS]),
  ],
  never: ['Priya', 'Raman', 'Arjun', 'Josh', 'Michelle', '0419 330 254', 'Kirra', 'Walsh', 'Mel Nguyen', '0433 208 115', "Bec O'Connor", 'Sophie Lam', 'Dani Russo', 'Marnie', '0400 555 761', 'Stavros', 'Georgiou', 'Werribee', 'Geelong', 'Hobart', 'Williamstown', 'Yarraville', 'Dr Lee', '9689 4410', 'Nell Anderson', 'Eleanor', 'Douglas', 'Tobruk', 'Joan Petrakis', 'Denise Kowalski', 'Tayla M. Reid', 'Reid', 'Box Hill', 'Jasmine', 'Okonkwo', 'Maribyrnong', 'Deakin', 'Kotsopoulos', 'Catherine Doyle', 'Ravi Menezes', 'Port Arthur', 'Bali'],
});

// ==================================================================== Kristjan Saar, Tallinn (34)

const K_FORM = 'lasteaia-taotlus-2026.pdf';
const K_CV = 'Kristjan_Saar_CV_EN.docx';
const K_MAIL = 'thunderbird-export.json';
const K_DIARY = 'päevik-2026.txt';
const K_NOTES = 'märkmed.txt';
const K_RECEIPT = 'rimi-tsekk.png';
const K_TICKET = 'piletilevi-ewert.png';
const K_INVITE = 'pulmakutse-sten-liis.png';
const K_GP = 'confido-aeg.txt';
const K_BUG = 'PAY-4471-bug-report.txt';
const K_MEMO = 'häälmemo.wav';

const K_MAILS = [
  {
    From: 'Tallink Silja <booking@tallink.example>',
    To: 'kristjan.saar@posti.example',
    Date: 'Tue, 10 Mar 2026 21:08:33 +0200',
    Subject: 'Broneeringu kinnitus / Booking confirmation 7731-0452',
    Body: 'Tere, Kristjan Saar!\n\nThank you for your booking.\n\nBooking number: 7731-0452\nRoute: Tallinn - Helsinki - Tallinn, Megastar\nOutbound: Sat 28.03.2026 08:30 Tallinn D-terminal -> Helsinki West Harbour 10:30\nReturn: Sat 28.03.2026 19:30 Helsinki -> Tallinn 21:30\nPassengers: 2 adults, 1 child (Kristjan Saar, Kadri Saar, Mari Saar)\n\nTotal paid: 87,40 EUR\n\nHave a pleasant journey!\nTallink Silja',
  },
  {
    From: 'Triin Org <triin.org@lumo.example>',
    To: 'Kristjan Saar <kristjan.saar@posti.example>',
    Date: 'Mon, 20 Apr 2026 16:12:09 +0300',
    Subject: 'Offer - Test Automation Lead',
    'Message-ID': '<offer-20260420@lumo.example>',
    Body: 'Hi Kristjan,\n\nThank you for the three rounds of interviews. I am happy to offer you the position of Test Automation Lead at Lumo Logistics OÜ, leading a team of four testers. The start date would be Monday, 1 June 2026, at our office in Ülemiste City.\n\nThe contract is attached. Let me know by Friday.\n\nBest,\nTriin Org\nHead of People, Lumo Logistics OÜ',
  },
  {
    From: 'Kristjan Saar <kristjan.saar@posti.example>',
    To: 'Triin Org <triin.org@lumo.example>',
    Date: 'Tue, 21 Apr 2026 08:47:51 +0300',
    Subject: 'Re: Offer - Test Automation Lead',
    'In-Reply-To': '<offer-20260420@lumo.example>',
    Body: 'Hi Triin,\n\nThank you, I am very happy to accept. The signed contract is attached. I will hand in my notice at Veeb Pank tomorrow; my notice period is one month, so 1 June works.\n\nSee you in June!\n\nKristjan\n\n--\nKristjan Saar\nSenior QA Engineer | Veeb Pank AS\n+372 5342 8817\n\nOn Mon, 20 Apr 2026 at 16:12, Triin Org <triin.org@lumo.example> wrote:\n> Hi Kristjan,\n> Thank you for the three rounds of interviews. I am happy to offer you the position\n> of Test Automation Lead at Lumo Logistics OÜ, leading a team of four testers.\n> The start date would be Monday, 1 June 2026, at our office in Ülemiste City.',
  },
  {
    From: 'Andres Kuusk <andres.kuusk@posti.example>',
    To: 'Kristjan Saar <kristjan.saar@posti.example>',
    Date: 'Mon, 11 May 2026 12:30:00 +0300',
    Subject: 'saun neljapäeval?',
    'Message-ID': '<saun-0511@posti.example>',
    Body: 'Tsau,\n\nSauna on Thursday before you become a big boss? Kalma, 19:00, the old Nordtest gang. Also: I got the job in Tartu, we move in August, so this might be the last one for a while.\n\nAndres',
  },
  {
    From: 'Kristjan Saar <kristjan.saar@posti.example>',
    To: 'Andres Kuusk <andres.kuusk@posti.example>',
    Date: 'Mon, 11 May 2026 13:05:44 +0300',
    Subject: 'Re: saun neljapäeval?',
    'In-Reply-To': '<saun-0511@posti.example>',
    Body: 'Thursday 19:00 at Kalma works. Congrats on Tartu!! I bring the beer.\n\nK\n\n> Sauna on Thursday before you become a big boss? Kalma, 19:00, the old Nordtest gang.',
  },
];

const kristjan = (tmp: string): Persona => ({
  id: 'kristjan',
  who: 'Kristjan Saar, 34, software tester (senior QA engineer, then test automation lead), Tallinn (Estonia): 17 files — kindergarten application pdf (bilingual "Estonian / English: value" lines, dd.mm.yyyy), CV docx ("2021–present", "08/2014 – 12/2016"), Thunderbird-like mail .json with two reply threads, diary with "17.01" line dates and the year in its title, notes "E 18.05.2026" with "tomorrow" / "last Friday" / "next Monday", Rimi receipt png (Estonian), concert ticket png, wedding invitation png, GP appointment e-mail (.txt), a bug report full of build dates, budget xlsx, voice memo, 5 reference documents (one real arXiv paper)',
  files: async (): Promise<Fixture[]> => [
    {
      name: K_FORM,
      kind: 'kindergarten place application (pdf, bilingual "label: value" lines, dd.mm.yyyy)',
      data: await pdf([
        'TALLINNA HARIDUSAMET / TALLINN EDUCATION DEPARTMENT',
        'Lasteaiakoha taotlus / Application for a kindergarten place',
        '',
        'TAOTLEJA (LAPSEVANEM) / APPLICANT (PARENT)',
        'Ees- ja perekonnanimi / First name and surname: Kristjan Saar',
        'Isikukood / Personal ID code: 39109230215',
        'Sünniaeg / Date of birth: 23.09.1991',
        'Sugu / Sex: mees / male',
        'Kodakondsus / Citizenship: Eesti / Estonian',
        'Perekonnaseis / Marital status: abielus / married',
        'Elukoht / Address: Kopli 35-12, 10412 Tallinn',
        'Telefon / Phone: +372 5342 8817',
        'E-post / E-mail: kristjan.saar@posti.example',
        'Tööandja / Employer: Veeb Pank AS',
        'Laste arv perekonnas / Number of children in the family: 1',
        '',
        'LAPS / CHILD',
        'Ees- ja perekonnanimi / Name: Mari Saar      Sünniaeg / Date of birth: 17.01.2021',
        'Soovitud lasteaed / Preferred kindergarten: Kopli Lasteaed, from 01.09.2026',
        '',
        'Kuupäev / Date: 12.01.2026          Allkiri / Signature: K. Saar',
      ]),
    },
    {
      name: K_CV,
      kind: 'CV (docx, "2021–present", "2017–2021", "08/2014 – 12/2016")',
      data: await docx('Kristjan Saar — CV', [
        '# Kristjan Saar',
        'Senior QA Engineer · Tallinn, Estonia · +372 5342 8817 · kristjan.saar@posti.example',
        '## Summary',
        'Software tester with eleven years in banking and logistics software: test automation, API and load testing, and coaching manual testers into automation.',
        '## Experience',
        'Senior QA Engineer — Veeb Pank AS, Tallinn (2021–present). Built the Playwright suite for the mobile bank; cut regression time from two days to 40 minutes.',
        'QA Engineer — Nordtest OÜ, Tallinn (2017–2021). Test automation for Nordic logistics clients.',
        'Junior Software Tester — Kood Labor OÜ, Tartu (08/2014 – 12/2016).',
        '## Education',
        'BSc in Informatics — Tallinn University of Technology (TalTech), 2010–2014',
        'ISTQB Certified Tester, Foundation Level — 2015',
        '## Skills',
        'Playwright, Selenium, Java, k6 load testing',
        '## Languages',
        'Estonian (native), English (C1), Russian (B1), Finnish (A2)',
        '## Interests',
        'Cross-country skiing, floorball, board games',
      ]),
    },
    { name: K_MAIL, kind: 'mail export (.json array: From/To/Date/Subject/Body, Message-ID / In-Reply-To, quoted replies)', data: Buffer.from(JSON.stringify(K_MAILS, null, 2)) },
    {
      name: K_DIARY,
      kind: 'diary (txt, "17.01" dates at the start of lines, year in the title, an undated paragraph)',
      data: text(`
Päevik 2026 — K.

17.01 Mari turned five! Birthday party at home, eleven kids, one piñata, zero survivors. Kadri baked the Kirju koer cake.

15.02 Tartu Maraton, 63 km classic from Otepää to Elva — 5:41:12. Legs gone, but I finished my first one. Ewert and The Two Dragons in the headphones the last 10 km; still my favourite band.

Kadri's sister Eva says she is moving to Berlin in the autumn. We talked about going to Japan next spring, but with everything at work probably not.

28.03 Helsinki day trip with Kadri and Mari on the Megastar. Mari wanted to ride the ferry more than see Helsinki. Korkeasaari zoo, cinnamon buns, home by ten.

04.04 Bought Andres's old Škoda Octavia (2017, 182 000 km, grey) for 8 900 €. Mari named it "Hall".

22.04 Handed in my notice at Veeb Pank. Strange after five years. Marko said the door stays open.

24.04 Ewert and The Two Dragons at Alexela with Kadri. Best concert in years.

14.05 Sauna at Kalma with Andres and the old Nordtest gang. Andres leaves for Tartu in August.

01.06 First day at Lumo as Test Automation Lead. Four testers, one flaky pipeline, a lot of coffee.
`),
    },
    {
      name: K_NOTES,
      kind: 'notes (txt) dated once "E 18.05.2026": "tomorrow" / "last Friday" / "next Monday", a deadline',
      data: text(`
E 18.05.2026

- hambaarst homme 8:00 — dentist tomorrow 8:00, Dr. Põld, Kristiine keskus
- paid the lasteaed fee last Friday, 85 € (May)
- next Monday 19:00 floorball with the Veeb Pank team, Kalevi spordihall — my last game with them
- laptop + badge back to Veeb Pank by 29.05
- buy a present for Sten & Liis
`),
    },
    {
      name: K_RECEIPT,
      kind: 'supermarket receipt (png, OCR, Estonian): KOKKU, savings, loyalty points',
      data: await png([
        'RIMI HYPER MUSTAMAE',
        'Tammsaare tee 116, Tallinn',
        'KMKR EE100142278',
        'Kviitung 0412-88713   16.05.2026 11:47',
        'Piim 2,5% 1L  x2            1,98',
        'Rukkileib Fazer             2,49',
        'Kanafilee 1kg               8,99',
        'Grillvorst Rakvere          5,79',
        'Kohv Paulig 500g           17,99',
        'Muu kaup x9                25,94',
        'KOKKU EUR                  63,18',
        'Kaart                      63,18',
        'Sasteti / Saved             4,20',
        'Rimi punktid: 63',
      ], 40),
    },
    {
      name: K_TICKET,
      kind: 'concert e-ticket (png): show date and purchase date, Estonian labels',
      data: await png([
        'PILETILEVI  e-pilet',
        'EWERT AND THE TWO DRAGONS',
        'Alexela Kontserdimaja, Tallinn',
        'R 24.04.2026 kell 19:00',
        'Rodu 12, koht 14    Hind 32,00 EUR',
        'Ostja: Kristjan Saar',
        'Ostetud 02.03.2026   Tellimus 5520187',
      ]),
    },
    {
      name: K_INVITE,
      kind: 'wedding invitation (png), Estonian and English',
      data: await png([
        'PULMAKUTSE / WEDDING INVITATION',
        'STEN & LIIS',
        'invite you to celebrate their wedding',
        'Saturday 13.06.2026 at 15:00',
        'Kaberneeme manor, Harjumaa',
        'Please reply to Liis by 15.05: +372 5601 2288',
      ]),
    },
    {
      name: K_GP,
      kind: 'GP appointment confirmation (RFC 5322 e-mail saved as .txt, Estonian and English)',
      data: eml({
        from: 'Confido <broneering@confido.example>',
        to: 'kristjan.saar@posti.example',
        date: 'Tue, 7 Apr 2026 09:14:22 +0300',
        subject: 'Aja kinnitus / Appointment confirmation',
        body: 'Tere, Kristjan Saar!\n\nTeie aeg on broneeritud. / Your appointment is booked.\n\nArst / Doctor: perearst Dr. Mart Kask (family doctor)\nAeg / Time: 09.04.2026 kell 16:20\nKoht / Place: Confido, Veerenni 51, Tallinn\n\nPalun tulge 10 minutit varem. / Please arrive 10 minutes early.\nConfido',
      }),
    },
    {
      name: K_BUG,
      kind: 'bug report written by the user at work (txt): builds, versions and dates that are no personal happenings',
      data: text(`
PAY-4471  Instant payment shows "pending" after success on iOS 17.4
Reporter: Kristjan Saar   Created: 03.03.2026 10:22   Priority: High   Status: Resolved

Environment: app 5.18.2 (build 2026.02.27-1), iOS 17.4, iPhone 12; backend release 2026.03.01
Steps:
 1. Log in as test user 1957 (born 1957, pensioner profile)
 2. Send 15,00 EUR by instant payment to IBAN EE38 2200 2210 2014 5685
 3. Observe the status on the payments list
Expected: "Completed" within 10 seconds. Actual: "Pending" until the app is restarted.
Seen first on 28.02.2026, also reproduced on 02.03.2026. Not reproducible on Android 14.
Fixed in 5.18.3 (released 10.03.2026). Verified by K. Saar on 11.03.2026.
`),
    },
    {
      name: 'eelarve-2026.xlsx',
      kind: 'family budget (xlsx, EUR, Estonian, no first person)',
      data: await xlsx('2026', ['Kulu / tulu', 'jaanuar', 'veebruar', 'märts', 'aprill'], [
        ['Palk (Kristjan)', 3150, 3150, 3150, 3150],
        ['Palk (Kadri)', 1980, 1980, 1980, 1980],
        ['Kodulaen', -742, -742, -742, -742],
        ['Lasteaed', -85, -85, -85, -85],
        ['Toit', -620, -580, -655, -610],
        ['Auto', 0, 0, 0, -8900],
        ['Trenn (suusad, saalihoki)', -40, -115, -40, -40],
      ], 'Pere eelarve 2026'),
    },
    { name: K_MEMO, kind: 'voice memo (wav, speech)', data: wav(tmp, 'kristjan-memo.wav', 'Note to self. My favourite food is blood sausage with sauerkraut. This year I want to run the Tallinn marathon in September.') },
    ...(await tallinnRefs()),
  ],
  profile: [
    v('basic_info', 'Name', 'Kristjan Saar', [K_FORM, K_CV, K_MAIL, K_TICKET], { alternatives: ['Saar, Kristjan', 'K. Saar'] }),
    v('basic_info', 'birth_date', '1991-09-23', [K_FORM], { alternatives: ['23.09.1991', '23 September 1991'] }),
    v('basic_info', 'Gender', 'Male', [K_FORM], { alternatives: ['M', 'man', 'mees', 'mees / male'] }),
    v('basic_info', 'nationality', 'Estonian', [K_FORM], { alternatives: ['Eesti', 'Estonia', 'Eesti / Estonian'] }),
    ...['Estonian', 'English', 'Russian', 'Finnish'].map((x) => v('basic_info', 'language_spoken', x, [K_CV])),
    v('demographics', 'marital_status', 'married', [K_FORM], { alternatives: ['abielus', 'abielus / married'] }),
    v('demographics', 'number_of_children', '1', [K_FORM], { alternatives: ['one'] }),
    v('contact_info', 'city', 'Tallinn', [K_FORM, K_CV]),
    v('contact_info', 'country', 'Estonia', [K_CV], { alternatives: ['Eesti', 'EE'] }),
    v('contact_info', 'address', 'Kopli 35-12, 10412 Tallinn', [K_FORM], { alternatives: ['Kopli 35-12', 'Kopli 35-12, Tallinn'] }),
    v('contact_info', 'phone', '+372 5342 8817', [K_FORM, K_CV, K_MAIL], { alternatives: ['+37253428817', '5342 8817', '53428817'] }),
    v('contact_info', 'email', 'kristjan.saar@posti.example', [K_FORM, K_CV, K_MAIL]),
    v('education', 'school', 'Tallinn University of Technology', [K_CV], { alternatives: ['TalTech', 'Tallinn University of Technology (TalTech)'] }),
    v('education', 'degree', 'BSc', [K_CV], { alternatives: ['BSc in Informatics', 'B.Sc.', 'Bachelor of Science', 'Bachelor', 'ISTQB Certified Tester, Foundation Level', 'ISTQB Certified Tester'] }),
    v('education', 'major', 'Informatics', [K_CV], { alternatives: ['Computer Science'] }),
    // Senior QA Engineer at Veeb Pank until May 2026; Test Automation Lead at Lumo from 1 June (mail, diary).
    v('work', 'title', 'Test Automation Lead', [K_MAIL, K_DIARY]),
    v('work', 'company', 'Lumo Logistics', [K_MAIL, K_DIARY], { alternatives: ['Lumo Logistics OÜ', 'Lumo'] }),
    v('work', 'working_industry', 'software', [K_CV], { alternatives: ['software testing', 'IT', 'information technology', 'software development', 'logistics', 'logistics software', 'fintech', 'banking'] }),
    ...['Playwright', 'Selenium', 'Java', 'k6 load testing'].map((x) => v('work', 'work_skills', x, [K_CV], x === 'k6 load testing' ? { alternatives: ['k6', 'load testing'] } : {})),
    v('interest', 'sports', 'cross-country skiing', [K_CV, K_DIARY], { alternatives: ['skiing'] }),
    v('interest', 'sports', 'floorball', [K_CV, K_NOTES]),
    v('interest', 'music', 'Ewert and The Two Dragons', [K_DIARY, K_TICKET]),
    v('interest', 'foods', 'blood sausage', [K_MEMO], { alternatives: ['blood sausage with sauerkraut', 'verivorst'] }),
    v('psychological', 'goals', 'marathon', [K_MEMO], { contains: true }),
  ],
  events: [
    // CV: ranges by their start, the degree and the certificate by their (end) year
    ev('professional', '2021-01-01T00:00:00', ['Veeb Pank'], 'Senior QA Engineer, Veeb Pank AS, Tallinn (2021–present).', [K_CV]),
    ev('professional', '2017-01-01T00:00:00', ['Nordtest'], 'QA Engineer, Nordtest OÜ (2017–2021).', [K_CV]),
    ev('professional', '2014-08-01T00:00:00', ['Kood Labor'], 'Junior Software Tester, Kood Labor OÜ, Tartu (08/2014 – 12/2016).', [K_CV]),
    ev('educational', '2014-01-01T00:00:00', ['Informatics'], 'BSc in Informatics, Tallinn University of Technology (2010–2014).', [K_CV]),
    ev('educational', '2015-01-01T00:00:00', ['ISTQB'], 'ISTQB Certified Tester, Foundation Level (2015).', [K_CV]),
    // the new job: offer, acceptance and first day are one event; the notice is another
    ev('professional', '2026-06-01T00:00:00', ['Lumo'], 'Started as Test Automation Lead at Lumo Logistics OÜ.', [K_MAIL, K_DIARY]),
    ev('professional', '2026-04-22T00:00:00', ['notice'], 'Handed in his notice at Veeb Pank.', [K_MAIL, K_DIARY]),
    // mails and diary
    ev('financial', '2026-03-10T00:00:00', ['Tallink', '87,40'], 'Tallink booking 7731-0452, Tallinn–Helsinki and back for three: 87,40 EUR.', [K_MAIL]),
    ev('personal', '2026-03-28T08:30:00', ['Helsinki'], 'Day trip to Helsinki on the Megastar with Kadri and Mari.', [K_MAIL, K_DIARY]),
    ev('social', '2026-05-14T19:00:00', ['sauna'], 'Sauna evening at Kalma with Andres and the old Nordtest colleagues.', [K_MAIL, K_DIARY]),
    ev('social', '2026-01-17T00:00:00', ['birthday'], "Daughter Mari's fifth birthday party at home.", [K_DIARY]),
    ev('personal', '2026-02-15T00:00:00', ['Tartu'], 'Skied the Tartu Maraton, 63 km classic, in 5:41:12.', [K_DIARY]),
    ev('financial', '2026-04-04T00:00:00', ['Octavia'], "Bought Andres's used 2017 Škoda Octavia for 8 900 €.", [K_DIARY]),
    // notes
    ev('personal', '2026-05-19T08:00:00', ['dentist'], 'Dentist, Dr. Põld, Kristiine keskus.', [K_NOTES]),
    ev('financial', '2026-05-15T00:00:00', ['85'], 'Paid the kindergarten fee for May, 85 €.', [K_NOTES]),
    ev('personal', '2026-05-25T19:00:00', ['floorball'], 'Floorball with the Veeb Pank team at Kalevi spordihall (last game).', [K_NOTES]),
    // receipt, ticket, invitation, GP
    ev('financial', '2026-05-16T11:47:00', ['Rimi', '63,18'], 'Rimi Hyper Mustamäe receipt: total 63,18 EUR.', [K_RECEIPT]),
    ev('financial', '2026-03-02T00:00:00', ['Piletilevi', '32'], 'Piletilevi ticket for Ewert and The Two Dragons: 32,00 EUR.', [K_TICKET]),
    ev('social', '2026-04-24T19:00:00', ['Ewert'], 'Ewert and The Two Dragons concert at Alexela Kontserdimaja with Kadri.', [K_TICKET, K_DIARY]),
    ev('social', '2026-06-13T15:00:00', ['wedding'], 'Wedding of Sten and Liis at Kaberneeme manor.', [K_INVITE]),
    ev('personal', '2026-04-09T16:20:00', ['doctor'], 'Family doctor appointment with Dr. Mart Kask at Confido.', [K_GP]),
  ],
  never: ['Kadri', 'Mari Saar', 'Berlin', 'Japan', 'Andres', 'Kuusk', 'Triin', 'Sten', 'Liis', '5601 2288', 'Põld', 'Mart Kask', 'Kristiine', 'Jaan Saar', 'Pärnu', 'Helle', 'Viimsi', 'Tiit Lepik', 'Kvaliteet', 'Marko Lill', 'Anneli Rebane', '600 5500', 'Kristo Mägi', 'Vigala', 'Kadi', 'Veerpalu', 'Otepää', 'Elva', 'Lysak', 'Staar', 'IBM', 'Zurich', '1957', 'EE38', 'Helsinki'],
});

/** `--s9a`: held aside — written blind in session 9 after every earlier set was spent; run once. */
export function s9aPersonas(tmp: string): Persona[] {
  return [tayla(tmp), kristjan(tmp)];
}

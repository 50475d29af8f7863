/**
 * Two held-aside personas (`--s10a`), written in session 10 after every earlier set was spent, with
 * every expectation below fixed before any extractor ran on them, by an author who had read
 * neither the extractors (src/ was off limits) nor any benchmark result: Farah Aminah binti
 * Ismail, a community pharmacist in Kuala Lumpur (the 20-file library of the timing figure), and
 * Hallgrímur Einarsson, a retired fisherman in Reykjavík. Their reference documents are new
 * (s10a-refs.ts).
 *
 * Conventions: s9a.ts's (which are s8.ts's), unchanged — a day without a clock time is T00:00:00,
 * one with a stated clock time carries it; a year alone is 1 January, a month and year the 1st; a
 * CV's range is dated by its start, a finished degree by its end; a booking, ticket, receipt, bill
 * or folio is financial on the day it was issued (a clock time printed with that date is carried),
 * the trip or show it books personal or social on its own date, a return journey no second trip;
 * a payment is financial on its own date; relative words count from the entry, message or note
 * they sit in; a diary whose lines carry no year takes it from its title; a filled-in form gives
 * profile values, not events; one happening in several files is one event and the most precise
 * date wins; news of other people is not the user's event, family happenings the user takes part
 * in are; a birthday, a wedding, a religious feast or confirmation with the family, or a gathering
 * of friends or old colleagues is social, a sports match, an appointment, a fall and a visit to
 * the emergency room, a move or a trip personal; a model year, a page, a price, a due date or a
 * deadline is no happening; a plan that did not happen is no event. Added for these files:
 *  - Dates are read the way the writer's country writes them: Malaysia and Iceland write day
 *    first (19/08/1981, "Rabu, 18 Mac" in a Malay-headed diary, "12. apríl", "03.11.1951"); an
 *    airline's "05JUN26" is 5 June 2026; Icelandic "1.490.000 kr" is one million four hundred and
 *    ninety thousand krónur.
 *  - A mail export's UTC time is read on the writer's local day (Kuala Lumpur is UTC+8, so
 *    "2026-03-21T17:12:40Z" is 22 March).
 *  - A professional conference the user attends is professional, dated by its first day (its
 *    certificate of attendance is no second event); a retirement is professional.
 *  - A hotel folio is financial on the day it was printed, with its clock time.
 */
import type { ExpectedEvent, ExpectedValue } from './expected.js';
import type { Fixture } from './fixtures.js';
import { docx, formDocx, pdf, png, text, wav, xlsx, type Persona } from './kit.js';
import { kualaLumpurRefs, reykjavikRefs } from './s10a-refs.js';

const v = (category: string, subtopic: string, value: string, from: string[], more: Partial<ExpectedValue> = {}): ExpectedValue => ({ category, subtopic, value, from, ...more });
const ev = (event_type: ExpectedEvent['event_type'], happen_time: string | null, match: string[], content: string, from: string[]): ExpectedEvent => ({ event_type, happen_time, match, content, from });

// ==================================================================== Farah Aminah binti Ismail, Kuala Lumpur (44)

const F_FORM = 'MPS-membership-renewal-2026.docx';
const F_CV = 'CV Farah Aminah (2026).pdf';
const F_MAIL = 'outlook-export.json';
const F_DIARY = 'jurnal-2026.txt';
const F_NOTES = 'nota.txt';
const F_BOARDING = 'boarding-pass-AK5108.png';
const F_ETS = 'ETS-eTiket-KLSentral-Ipoh.pdf';
const F_BILL = 'TNB-bil-April-2026.pdf';
const F_FOLIO = 'folio-tanjung-aru-sentral.pdf';
const F_RECEIPT = 'village-grocer-resit.png';
const F_INVITE = 'kad-kahwin-izzati-hafiz.png';
const F_CERT = 'MPC2026-certificate-of-attendance.pdf';
const F_MEMO = 'rakaman-suara.wav';

// A Microsoft Graph-like export: sender objects, UTC receivedDateTime, body content.
const F_MAILS = {
  mailbox: 'farah.aminah@mel.example',
  exportedAt: '2026-06-10T02:00:00Z',
  value: [
    {
      receivedDateTime: '2026-02-10T03:20:00Z',
      subject: 'MPC 2026 — Registration confirmed (MPC26-0877)',
      from: { emailAddress: { name: 'MPC 2026 Secretariat', address: 'secretariat@mpc2026.example' } },
      toRecipients: [{ emailAddress: { name: 'Farah Aminah Ismail', address: 'farah.aminah@mel.example' } }],
      body: { contentType: 'text', content: 'Dear Pn. Farah Aminah binti Ismail,\n\nThank you for registering for the Malaysian Pharmacy Conference 2026.\n\nReceipt no.: MPC26-0877\nCategory: MPS member, full conference (2 days)\nAmount paid: RM 650.00 (FPX, 10/02/2026)\n\nConference dates: 18 – 19 April 2026\nVenue: Kuala Lumpur Convention Centre, Hall 5\nRegistration opens at 7.30 am on 18 April.\n\nMPC 2026 Secretariat' },
    },
    {
      receivedDateTime: '2026-03-21T17:12:40Z',
      subject: 'Your AirAsia booking K3XQ9P is confirmed!',
      from: { emailAddress: { name: 'AirAsia', address: 'noreply@booking.airasia.example' } },
      toRecipients: [{ emailAddress: { name: 'FARAH AMINAH ISMAIL', address: 'farah.aminah@mel.example' } }],
      body: { contentType: 'text', content: 'Hi FARAH AMINAH,\n\nYour booking is confirmed. Booking number: K3XQ9P\nBooking date: 22 Mar 2026\n\nDepart  Fri 05 Jun 2026  AK 5108  Kuala Lumpur (KUL) T2 07:40 -> Kota Kinabalu (BKI) 10:20\nReturn  Mon 08 Jun 2026  AK 5119  Kota Kinabalu (BKI) 18:55 -> Kuala Lumpur (KUL) 21:30\n\nGuests: FARAH AMINAH ISMAIL, AZMAN YUSOF, ADAM AZMAN, AISYAH AZMAN, ALIA AZMAN\nBaggage 20kg x 2, seats, insurance\n\nTotal paid: MYR 1,642.50\n\nAllSmiles,\nAirAsia' },
    },
    {
      receivedDateTime: '2026-04-20T11:02:00Z',
      subject: "Mak's 70th!!",
      from: { emailAddress: { name: 'Nadia Ismail', address: 'nadia.ismail@mel.example' } },
      toRecipients: [{ emailAddress: { name: 'Farah Aminah Ismail', address: 'farah.aminah@mel.example' } }],
      internetMessageId: '<CAN-mak70-0420@mel.example>',
      body: { contentType: 'text', content: "Kak,\n\nOk confirm: Mak's 70th, kenduri at home in Ipoh on Saturday 2 May, lunch after Zohor. I'll handle the caterer, can you do the cake?\n\nAlso... I got promoted to senior manager at Petronas! Start in June. Don't tell Mak yet, I want to tell her at the kenduri.\n\nNadia" },
    },
    {
      receivedDateTime: '2026-04-20T13:45:10Z',
      subject: "RE: Mak's 70th!!",
      from: { emailAddress: { name: 'Farah Aminah Ismail', address: 'farah.aminah@mel.example' } },
      toRecipients: [{ emailAddress: { name: 'Nadia Ismail', address: 'nadia.ismail@mel.example' } }],
      inReplyTo: '<CAN-mak70-0420@mel.example>',
      body: { contentType: 'text', content: "Alhamdulillah, tahniah adik!! So proud of you. My lips are sealed.\n\nCake is on me, I'll order from Secret Recipe. We'll all be there.\n\nKak Farah\n\nFarah Aminah Ismail\nPharmacist-in-charge | Farmasi Sihat Bangsar\n012-384 7261\n\n-----Original Message-----\nFrom: Nadia Ismail <nadia.ismail@mel.example>\nSent: Monday, 20 April 2026 7:02 PM\nSubject: Mak's 70th!!\n\nOk confirm: Mak's 70th, kenduri at home in Ipoh on Saturday 2 May, lunch after Zohor.\nAlso... I got promoted to senior manager at Petronas! Start in June." },
    },
  ],
};

const farah = (tmp: string): Persona => ({
  id: 'farah',
  who: 'Farah Aminah binti Ismail, 44, community pharmacist (pharmacist-in-charge), Kuala Lumpur (Malaysia): 20 files — society membership renewal form docx (bilingual Malay/English labels, DD/MM/YYYY), CV pdf ("Mar 2016 – Present", "Jun 2005 to May 2006", "2010 – 2012"), Graph-like mail .json (UTC times, an Outlook reply with "-----Original Message-----"), diary with Malay day-and-month headings ("Rabu, 18 Mac") and an undated paragraph, notes dated "Isnin, 11/05/2026" with "esok" / "last Wednesday" / "this Saturday", airline boarding pass png ("05JUN26"), train e-ticket pdf, electricity bill pdf with a due date, hotel folio pdf, grocery receipt png with points, wedding invitation png, conference certificate pdf, budget xlsx, voice memo, 6 reference documents',
  files: async (): Promise<Fixture[]> => [
    {
      name: F_FORM,
      kind: 'professional society membership renewal (docx table, bilingual labels, DD/MM/YYYY, next of kin)',
      data: await formDocx(
        'Malaysian Pharmacists Society — Borang Pembaharuan Keahlian / Membership Renewal Form 2026',
        'Sila isi dengan HURUF BESAR / Please complete in BLOCK LETTERS.',
        [
          ['Nama penuh / Full name', 'FARAH AMINAH BINTI ISMAIL'],
          ['No. Kad Pengenalan / NRIC no.', '810819-08-5426'],
          ['Tarikh lahir / Date of birth', '19/08/1981'],
          ['Jantina / Gender', 'Perempuan / Female'],
          ['Warganegara / Citizenship', 'Malaysia'],
          ['Taraf perkahwinan / Marital status', 'Berkahwin / Married'],
          ['Bilangan anak / Number of children', '3'],
          ['Alamat rumah / Home address', '18-3A, Residensi Bangsar Puteri, Jalan Maarof, 59000 Kuala Lumpur'],
          ['Telefon bimbit / Mobile', '012-384 7261'],
          ['E-mel / Email', 'farah.aminah@mel.example'],
          ['No. pendaftaran LFM / Pharmacy Board reg. no.', '7124'],
          ['Majikan / Employer', 'Farmasi Sihat Sdn. Bhd. (Bangsar)'],
          ['Jawatan / Position', 'Pharmacist-in-charge'],
          ['Kelayakan tertinggi / Highest qualification', 'Master of Clinical Pharmacy, UKM (2012)'],
          ['Waris terdekat / Next of kin', 'Azman bin Yusof (suami / husband), 013-662 9054'],
          ['Yuran / Fee', 'RM 200.00 (2026)'],
        ],
        ['Saya mengaku maklumat di atas adalah benar. / I declare that the above information is true.', 'Tandatangan / Signature: Farah A.        Tarikh / Date: 06/01/2026'],
      ),
    },
    {
      name: F_CV,
      kind: 'CV (pdf, date column first: "Mar 2016 – Present", "Jul 2006 – Feb 2016", "Jun 2005 to May 2006")',
      data: await pdf([
        'FARAH AMINAH ISMAIL',
        'Pharmacist-in-charge  |  Registered Pharmacist (LFM 7124)',
        'Kuala Lumpur, Malaysia  |  012-384 7261  |  farah.aminah@mel.example',
        '',
        'PROFILE',
        'Community pharmacist with twenty years in hospital and retail pharmacy, running a',
        'medication therapy adherence clinic for patients with diabetes and hypertension.',
        '',
        'EXPERIENCE',
        'Mar 2016 – Present      Pharmacist-in-charge, Farmasi Sihat Sdn. Bhd. (Bangsar branch)',
        '                        Leads 3 pharmacists and 5 assistants; started the Ramadan diabetes clinic.',
        'Jul 2006 – Feb 2016     Pharmacist, Department of Pharmacy, Hospital Kuala Lumpur',
        'Jun 2005 to May 2006    Provisionally Registered Pharmacist, Hospital Pulau Pinang',
        '',
        'EDUCATION',
        '2010 – 2012    Master of Clinical Pharmacy, Universiti Kebangsaan Malaysia (UKM)',
        '2001 – 2005    Bachelor of Pharmacy (Honours), Universiti Sains Malaysia, Penang',
        '',
        'SKILLS',
        'Medication therapy adherence clinic (MTAC), diabetes counselling, smoking cessation',
        '',
        'LANGUAGES',
        'Bahasa Melayu (native), English (fluent), Cantonese (basic)',
        '',
        'INTERESTS',
        'Badminton (Bangsar Shuttlers, community league), baking',
      ]),
    },
    { name: F_MAIL, kind: 'mail export (Graph-like .json: UTC receivedDateTime, sender objects, an Outlook reply with the original below)', data: Buffer.from(JSON.stringify(F_MAILS, null, 2)) },
    {
      name: F_DIARY,
      kind: 'diary (txt): Malay day-and-month headings without a year, the year in the title, an undated paragraph',
      data: text(`
Jurnal Farah — 2026

Sabtu, 14 Feb
Bangsar Shuttlers won the community league doubles final! Mei Ling and me, 21-17, 21-19. My knees are forty-four years old and they told me so.

Rabu, 18 Mac
Balik kampung. ETS at 8.30 from KL Sentral to Ipoh, the kids asleep before Rawang.

Jumaat, 20 Mac
Hari Raya Aidilfitri at Mak's house in Ipoh. Thirty-four of us, rendang tok, ketupat, and Adam ate five pieces of kuih bangkit.

Azman keeps saying we should open our own pharmacy in Shah Alam one day. Maybe in five years. Not now.

Ahad, 12 Apr
Bought a second-hand Perodua Myvi (2019, 61,000 km, red) for RM 38,500 so I can drive myself to work. Azman keeps the Honda.

Sabtu, 18 Apr
MPC day one at KLCC. The deprescribing session was the best thing I've heard in years. Twelve CPD points by tomorrow evening.

Sabtu, 2 Mei
Mak's 70th. Kenduri at home, the whole kampung came. Nadia told Mak her news and Mak cried. The Secret Recipe cake survived the drive.

Jumaat, 5 Jun
Flew to KK with Azman and the kids — first family holiday in three years! Alia pressed her face to the window the whole way.

Isnin, 8 Jun
Back to KL. Laundry mountain.
`),
    },
    {
      name: F_NOTES,
      kind: 'notes (txt) dated once "Isnin, 11/05/2026": "esok" (tomorrow) / "last Wednesday" / "this Saturday", a licence deadline',
      data: text(`
Isnin, 11/05/2026

- esok 9.00 pagi — dentist, Dr. Lim, Klinik Pergigian Bangsar (crown fitting)
- paid Tadika fees for Alia last Wednesday, RM 280 (May)
- Sabtu ni (this Saturday) 8 pm — Mei Ling's birthday dinner at Madam Kwan's, Bangsar Village
- renew Type A licence before 31/12 !!
- buy batik for Izzati's wedding
`),
    },
    {
      name: F_BOARDING,
      kind: 'airline boarding pass (png, "05JUN26", surname first)',
      data: await png([
        'airasia   BOARDING PASS',
        'ISMAIL/FARAH AMINAH MS',
        'KUALA LUMPUR KUL  >  KOTA KINABALU BKI',
        'Flight AK 5108     Date 05JUN26',
        'Boarding 07:10     Departs 07:40',
        'Gate P8   Seat 14C   Seq 112',
        'Booking K3XQ9P',
      ]),
    },
    {
      name: F_ETS,
      kind: 'train e-ticket (pdf, bilingual labels, purchase date and time, travel date)',
      data: await pdf([
        'KTM Berhad — ETS e-Tiket / e-Ticket',
        '',
        'No. Tempahan / Booking no.: ETS2603-449120',
        'Tarikh beli / Purchased: 02/03/2026 22:14',
        'Pembeli / Buyer: FARAH AMINAH BINTI ISMAIL',
        '',
        'Dari / From: KL Sentral        Ke / To: Ipoh',
        'Tarikh perjalanan / Travel date: 18/03/2026',
        'Bertolak / Depart: 08:30       Tiba / Arrive: 10:52',
        'Tren / Train: EG9021   Koc / Coach: C   Tempat duduk / Seats: 5A, 5B, 5C, 5D, 6A',
        'Penumpang / Passengers: 2 Dewasa / Adult, 3 Kanak-kanak / Child',
        '',
        'Jumlah / Total: RM 136.00',
        'Sila tunjukkan e-tiket ini semasa pemeriksaan. / Show this e-ticket at inspection.',
      ]),
    },
    {
      name: F_BILL,
      kind: 'electricity bill (pdf, bilingual, bill date, usage period and due date)',
      data: await pdf([
        'TENAGA NASIONAL BERHAD',
        'Bil Elektrik / Electricity Bill',
        '',
        'No. Akaun / Account no.: 2201 4587 3310',
        'Nama / Name: FARAH AMINAH BINTI ISMAIL',
        'Alamat premis / Premises: 18-3A, Residensi Bangsar Puteri, Jalan Maarof, 59000 Kuala Lumpur',
        '',
        'Tarikh bil / Bill date: 03/05/2026',
        'Tempoh bil / Period: 01/04/2026 - 30/04/2026 (30 hari / days)',
        'Penggunaan / Usage: 612 kWh',
        'Caj semasa / Current charges: RM 287.45',
        'Tunggakan / Arrears: RM 0.00',
        'Jumlah perlu dibayar / Amount due: RM 287.45',
        'Sila bayar sebelum / Please pay by: 24/05/2026',
      ]),
    },
    {
      name: F_FOLIO,
      kind: 'hotel guest folio (pdf): arrival, departure, printed date and time, itemised total',
      data: await pdf([
        'HOTEL TANJUNG ARU SENTRAL',
        'Jalan Mat Salleh, 88100 Kota Kinabalu, Sabah',
        'GUEST FOLIO                         Folio no. 88213',
        '',
        'Guest: Pn. Farah Aminah Ismail       Room 612 (Family Suite)',
        'Arrival: 05/06/2026                  Departure: 08/06/2026',
        'Printed: 08/06/2026 11:02             Cashier: Rosmah',
        '',
        '05/06  Room charge                        385.00',
        '06/06  Room charge                        385.00',
        '07/06  Room charge                        385.00',
        '07/06  Minibar                             21.00',
        '       SST 8%                              94.08',
        '       Tourism tax (RM 10 x 3 nights)      30.00',
        'TOTAL (RM)                              1,300.08',
        'Paid: VISA ****4471                     1,300.08',
        'Balance                                     0.00',
      ]),
    },
    {
      name: F_RECEIPT,
      kind: 'grocery receipt (png, OCR): date and time, rounding, rewards points',
      data: await png([
        'VILLAGE GROCER',
        'Bangsar Village II, Kuala Lumpur',
        'Tarikh 25/04/2026   Masa 18:32   POS 04',
        'Beras Basmathi 5kg          42.90',
        'Ayam segar 2kg              27.80',
        'Udang harimau 500g          38.50',
        'Santan Kara 1L x2           15.60',
        'Daun pandan, serai          6.40',
        'Lain-lain x6                25.64',
        'JUMLAH / TOTAL     RM      156.84',
        'Rounding                    -0.04',
        'VISA               RM      156.80',
        'VG Rewards points earned: 156',
      ], 40),
    },
    {
      name: F_INVITE,
      kind: 'wedding invitation (png, Malay): date, time range, hall',
      data: await png([
        'WALIMATULURUS',
        'Nur Izzati binti Hashim',
        '&  Muhammad Hafiz bin Roslan',
        'Ahad, 21 Jun 2026',
        '11.00 pagi - 4.00 petang',
        'Dewan Serbaguna Seksyen 7, Shah Alam',
        'RSVP: Pn. Rokiah 019-377 5120',
      ]),
    },
    {
      name: F_CERT,
      kind: 'certificate of attendance (pdf): conference dates, CPD points, issue date',
      data: await pdf([
        'MALAYSIAN PHARMACY CONFERENCE 2026',
        '',
        'CERTIFICATE OF ATTENDANCE',
        '',
        'This is to certify that',
        'FARAH AMINAH BINTI ISMAIL',
        'attended the Malaysian Pharmacy Conference 2026',
        'held on 18 – 19 April 2026 at the Kuala Lumpur Convention Centre.',
        '',
        'CPD points awarded: 12',
        'Certificate no. MPC26-C-0877        Issued 30 April 2026',
        'Chair, Organising Committee',
      ]),
    },
    {
      name: 'bajet-keluarga-2026.xlsx',
      kind: 'family budget (xlsx, RM, Malay labels, no first person)',
      data: await xlsx('2026', ['Perkara', 'Jan', 'Feb', 'Mac', 'Apr', 'Mei'], [
        ['Gaji Farah', 9800, 9800, 9800, 9800, 9800],
        ['Gaji Azman', 7400, 7400, 7400, 7400, 7400],
        ['Pinjaman rumah', -3120, -3120, -3120, -3120, -3120],
        ['Tadika + sekolah', -680, -410, -410, -410, -410],
        ['Barang dapur', -1450, -1380, -2100, -1420, -1510],
        ['Kereta', 0, 0, 0, -38500, 0],
        ['Elektrik (TNB)', -251, -265, -270, -279, -287],
        ['Simpanan Tabung Haji', -500, -500, -500, -500, -500],
      ], 'Bajet keluarga 2026'),
    },
    { name: F_MEMO, kind: 'voice memo (wav, speech)', data: wav(tmp, 'farah-memo.wav', 'Note to self. My favourite food is nasi lemak. This year I want to learn to swim properly, before our holiday by the sea.') },
    ...(await kualaLumpurRefs()),
  ],
  profile: [
    v('basic_info', 'Name', 'Farah Aminah binti Ismail', [F_FORM, F_CV, F_MAIL, F_ETS, F_BILL, F_CERT], { alternatives: ['Farah Aminah Ismail', 'Ismail, Farah Aminah', 'ISMAIL/FARAH AMINAH', 'Pn. Farah Aminah Ismail', 'Pn. Farah Aminah binti Ismail', 'Farah Aminah'] }),
    v('basic_info', 'birth_date', '1981-08-19', [F_FORM], { alternatives: ['19/08/1981', '19 August 1981', 'August 19, 1981'] }),
    v('basic_info', 'Age', '44', [F_DIARY]),
    v('basic_info', 'Gender', 'Female', [F_FORM], { alternatives: ['F', 'Perempuan', 'Perempuan / Female', 'woman'] }),
    v('basic_info', 'nationality', 'Malaysian', [F_FORM], { alternatives: ['Malaysia', 'Warganegara Malaysia'] }),
    v('basic_info', 'language_spoken', 'Malay', [F_CV], { alternatives: ['Bahasa Melayu', 'Bahasa Melayu (native)', 'Bahasa Malaysia'] }),
    v('basic_info', 'language_spoken', 'English', [F_CV]),
    v('basic_info', 'language_spoken', 'Cantonese', [F_CV]),
    v('demographics', 'marital_status', 'married', [F_FORM], { alternatives: ['Berkahwin', 'Berkahwin / Married'] }),
    v('demographics', 'number_of_children', '3', [F_FORM], { alternatives: ['three'] }),
    v('contact_info', 'city', 'Kuala Lumpur', [F_FORM, F_CV, F_BILL], { alternatives: ['KL', 'Bangsar', 'Bangsar, Kuala Lumpur'] }),
    v('contact_info', 'country', 'Malaysia', [F_CV], { alternatives: ['MY'] }),
    v('contact_info', 'address', '18-3A, Residensi Bangsar Puteri, Jalan Maarof, 59000 Kuala Lumpur', [F_FORM, F_BILL], { alternatives: ['18-3A, Residensi Bangsar Puteri, Jalan Maarof', '18-3A Residensi Bangsar Puteri, Jalan Maarof, 59000 Kuala Lumpur', '18-3A, Residensi Bangsar Puteri, Jalan Maarof, Kuala Lumpur'] }),
    v('contact_info', 'phone', '012-384 7261', [F_FORM, F_CV, F_MAIL], { alternatives: ['0123847261', '012 384 7261', '+60 12-384 7261', '+60123847261', '+60 12 384 7261'] }),
    v('contact_info', 'email', 'farah.aminah@mel.example', [F_FORM, F_CV, F_MAIL]),
    v('education', 'school', 'Universiti Kebangsaan Malaysia', [F_FORM, F_CV], { alternatives: ['UKM', 'Universiti Kebangsaan Malaysia (UKM)', 'Universiti Sains Malaysia', 'USM'] }),
    v('education', 'degree', 'Master of Clinical Pharmacy', [F_FORM, F_CV], { alternatives: ['Master', 'MClinPharm', 'Bachelor of Pharmacy (Honours)', 'Bachelor of Pharmacy', 'B.Pharm (Hons)', 'BPharm'] }),
    v('education', 'major', 'Clinical Pharmacy', [F_FORM, F_CV], { alternatives: ['Pharmacy'] }),
    v('work', 'title', 'Pharmacist-in-charge', [F_FORM, F_CV, F_MAIL], { alternatives: ['Pharmacist in charge', 'Pharmacist', 'Registered Pharmacist'] }),
    v('work', 'company', 'Farmasi Sihat', [F_FORM, F_CV, F_MAIL], { alternatives: ['Farmasi Sihat Sdn. Bhd.', 'Farmasi Sihat Sdn. Bhd. (Bangsar)', 'Farmasi Sihat Sdn. Bhd. (Bangsar branch)', 'Farmasi Sihat Bangsar', 'Farmasi Sihat Sdn Bhd'] }),
    v('work', 'working_industry', 'pharmacy', [F_CV], { alternatives: ['community pharmacy', 'retail pharmacy', 'healthcare', 'health care', 'pharmaceutical', 'pharmaceuticals'] }),
    ...['Medication therapy adherence clinic', 'diabetes counselling', 'smoking cessation'].map((x) => v('work', 'work_skills', x, [F_CV], x.startsWith('Medication') ? { alternatives: ['MTAC', 'Medication therapy adherence clinic (MTAC)'] } : {})),
    v('interest', 'sports', 'badminton', [F_CV, F_DIARY], { alternatives: ['Badminton (Bangsar Shuttlers, community league)'] }),
    v('interest', 'foods', 'nasi lemak', [F_MEMO]),
    v('psychological', 'goals', 'swim', [F_MEMO], { contains: true }),
  ],
  events: [
    // CV: ranges by their start, finished degrees by their end year
    ev('professional', '2016-03-01T00:00:00', ['Farmasi Sihat'], 'Pharmacist-in-charge, Farmasi Sihat Sdn. Bhd. (Bangsar branch), Mar 2016 – Present.', [F_CV]),
    ev('professional', '2006-07-01T00:00:00', ['Hospital Kuala Lumpur'], 'Pharmacist, Department of Pharmacy, Hospital Kuala Lumpur, Jul 2006 – Feb 2016.', [F_CV]),
    ev('professional', '2005-06-01T00:00:00', ['Pulau Pinang'], 'Provisionally Registered Pharmacist, Hospital Pulau Pinang, Jun 2005 to May 2006.', [F_CV]),
    ev('educational', '2012-01-01T00:00:00', ['Clinical Pharmacy'], 'Master of Clinical Pharmacy, Universiti Kebangsaan Malaysia (2010 – 2012).', [F_CV, F_FORM]),
    ev('educational', '2005-01-01T00:00:00', ['Universiti Sains'], 'Bachelor of Pharmacy (Honours), Universiti Sains Malaysia (2001 – 2005).', [F_CV]),
    // mails, certificate and diary: the conference (paid, attended), the flight booking, the 70th
    ev('financial', '2026-02-10T00:00:00', ['650'], 'Paid RM 650.00 registration for the Malaysian Pharmacy Conference 2026 (receipt MPC26-0877).', [F_MAIL]),
    ev('professional', '2026-04-18T00:00:00', ['Pharmacy Conference'], 'Attended the Malaysian Pharmacy Conference 2026 at the KL Convention Centre (18–19 April, 12 CPD points).', [F_MAIL, F_CERT, F_DIARY]),
    ev('financial', '2026-03-22T00:00:00', ['AirAsia', '1,642.50'], 'AirAsia booking K3XQ9P, Kuala Lumpur–Kota Kinabalu and back for five: MYR 1,642.50.', [F_MAIL]),
    ev('personal', '2026-06-05T07:40:00', ['Kota Kinabalu'], 'Family holiday: flight AK 5108 to Kota Kinabalu with Azman and the children.', [F_MAIL, F_BOARDING, F_DIARY]),
    ev('social', '2026-05-02T00:00:00', ['70th'], "Mother's 70th birthday kenduri at home in Ipoh.", [F_MAIL, F_DIARY]),
    // diary and train ticket
    ev('personal', '2026-02-14T00:00:00', ['badminton'], 'Won the community league badminton doubles final with Mei Ling (Bangsar Shuttlers).', [F_DIARY]),
    ev('financial', '2026-03-02T22:14:00', ['ETS', '136'], 'KTM ETS e-ticket KL Sentral–Ipoh for two adults and three children: RM 136.00.', [F_ETS]),
    ev('personal', '2026-03-18T08:30:00', ['Ipoh'], 'Balik kampung: ETS train from KL Sentral to Ipoh with the family.', [F_ETS, F_DIARY]),
    ev('social', '2026-03-20T00:00:00', ['Raya'], "Hari Raya Aidilfitri with the family at her mother's house in Ipoh.", [F_DIARY]),
    ev('financial', '2026-04-12T00:00:00', ['Myvi'], 'Bought a second-hand 2019 Perodua Myvi for RM 38,500.', [F_DIARY]),
    // notes
    ev('personal', '2026-05-12T09:00:00', ['dentist'], 'Dentist (Dr. Lim, Klinik Pergigian Bangsar): crown fitting.', [F_NOTES]),
    ev('financial', '2026-05-06T00:00:00', ['280'], "Paid Alia's tadika fees for May, RM 280.", [F_NOTES]),
    ev('social', '2026-05-16T20:00:00', ['Mei Ling'], "Mei Ling's birthday dinner at Madam Kwan's, Bangsar Village.", [F_NOTES]),
    // bill, folio, receipt, invitation
    ev('financial', '2026-05-03T00:00:00', ['287.45'], 'TNB electricity bill for April 2026: RM 287.45.', [F_BILL]),
    ev('financial', '2026-06-08T11:02:00', ['Tanjung Aru', '1,300.08'], 'Hotel Tanjung Aru Sentral folio, three nights: RM 1,300.08.', [F_FOLIO]),
    ev('financial', '2026-04-25T18:32:00', ['Village Grocer', '156.80'], 'Village Grocer Bangsar Village receipt: total RM 156.80.', [F_RECEIPT]),
    ev('social', '2026-06-21T11:00:00', ['Izzati'], 'Wedding (walimatulurus) of Nur Izzati and Muhammad Hafiz at Dewan Serbaguna Seksyen 7, Shah Alam.', [F_INVITE]),
  ],
  never: ['Azman', 'Yusof', 'Nadia', 'Petronas', 'Aisyah', 'Alia', 'Mei Ling', 'Izzati', 'Hafiz', 'Rokiah', '019-377 5120', '013-662 9054', 'Shah Alam', 'Dr. Lim', 'Madam Kwan', 'Kota Kinabalu', 'Tanjung Aru', 'Rosmah', 'Tan Boon Keat', 'Grace Lau', 'Daniel Tan', 'Zulkifli', 'Otago', 'Farah N. Hashim', 'Kavitha', 'Wong Mei Ling', 'Klang', 'Nor Hidayah', 'Balik Pulau', 'Bayan Lepas', 'Langkawi', 'Lee Chong Wei', 'Rohani', 'Suresh', 'Farah Liyana', 'Cheah Pei Wen', '2282 6610', '7960 8431', 'Kanagaraj'],
});

// ==================================================================== Hallgrímur Einarsson, Reykjavík (74)

const H_FORM = 'FEB-umsokn-felagsadild.pdf';
const H_CV = 'starfsferill-hallgrimur.txt';
const H_MAIL = 'postur-katrin.jsonl';
const H_DIARY = 'dagbók 2026.txt';
const H_NOTES = 'minnismiðar.txt';
const H_BOARDING = 'icelandair-brottfararspjald.png';
const H_RECEIPT = 'lyfja-kvittun.png';
const H_INVITE = 'fermingarbod-oliver.png';
const H_MEMO = 'upptaka.wav';

const hLine = (o: Record<string, string>) => JSON.stringify(o);

const H_MAILS = [
  hLine({
    date: '2026-04-14T19:22:05+00:00',
    from: 'Icelandair <noreply@icelandair.example>',
    to: 'hallgrimur.e@simnet.example',
    subject: 'Bókunarstaðfesting / Booking confirmation 7HQ2LM',
    body: 'Góðan dag / Hello Hallgrímur,\n\nThank you for booking with Icelandair.\n\nBooking reference: 7HQ2LM\n\nFri 22 May 2026  FI204  Keflavík (KEF) 07:40 -> Copenhagen (CPH) 12:45\nMon 1 Jun 2026   FI205  Copenhagen (CPH) 14:10 -> Keflavík (KEF) 15:20\n\nPassengers: MR HALLGRIMUR EINARSSON, MRS SIGRUN PALSDOTTIR\nSaga Club: 4471902\n\nTotal: ISK 118.640\n\nIcelandair',
  }),
  hLine({
    date: '2026-04-15T08:10:44+02:00',
    from: 'Katrín Hallgrímsdóttir <katrin.h@post.example>',
    to: 'hallgrimur.e@simnet.example',
    subject: 'Þið komið!',
    message_id: '<kh-0415@post.example>',
    body: 'Elsku pabbi,\n\nMamma sent me the flights, we are so happy! I will pick you up at Aarhus H on the 22nd, just send me the train time from Kastrup.\n\nAnd news: I got the job — head of department at Aarhus University Hospital from 1 August! Thirty applicants.\n\nKnús,\nKatrín',
  }),
  hLine({
    date: '2026-04-15T21:03:17+00:00',
    from: 'Hallgrímur Einarsson <hallgrimur.e@simnet.example>',
    to: 'Katrín Hallgrímsdóttir <katrin.h@post.example>',
    subject: 'Re: Þið komið!',
    in_reply_to: '<kh-0415@post.example>',
    body: 'Til hamingju Katrín mín! Your mother and I opened a bottle tonight.\n\nWe land in Copenhagen at 12:45 and take the train after that, I will send the time. Your mother also talks about Tenerife in October, but I am not sure my knees want that.\n\nPabbi\n\nHallgrímur Einarsson\nHringbraut 84, 107 Reykjavík\ns. 862 4417\n\nÞann 15.4.2026 kl. 06:10 skrifaði Katrín Hallgrímsdóttir <katrin.h@post.example>:\n> Mamma sent me the flights, we are so happy! I will pick you up at Aarhus H on the 22nd.\n> And news: I got the job — head of department at Aarhus University Hospital from 1 August!',
  }),
];

const hallgrimur = (tmp: string): Persona => ({
  id: 'hallgrimur',
  who: 'Hallgrímur Einarsson, 74, retired fisherman (boatswain), Reykjavík (Iceland): 16 files — seniors\' association membership application pdf (label line, value on the next line; kennitala, dd.mm.yyyy), working-life CV .txt for a union oral-history project ("1967–1975", "Sept. 1975 – May 1994", "June 1994 til 30. nóv. 2016"), mail .jsonl with his daughter (an Icelandic-style quoted reply, a +02:00 sender), diary with "12. apríl." headings and the year in its title, notes dated "Þriðjudagur 5. maí 2026" with "á morgun" / "last Friday" / "on Thursday", boarding pass png ("22MAY"), pharmacy receipt png (Icelandic thousands dots), confirmation invitation png, budget xlsx, voice memo, 6 reference documents (one real essay)',
  files: async (): Promise<Fixture[]> => [
    {
      name: H_FORM,
      kind: 'membership application (pdf): each label on its own line, the value on the next; kennitala, dd.mm.yyyy',
      data: await pdf([
        'FÉLAG ELDRI BORGARA Í REYKJAVÍK OG NÁGRENNI',
        'Umsókn um félagsaðild / Membership application',
        '',
        'Nafn / Name',
        '    Hallgrímur Einarsson',
        'Kennitala / ID number',
        '    031151-2389',
        'Fæðingardagur / Date of birth',
        '    03.11.1951',
        'Aldur / Age',
        '    74',
        'Kyn / Sex',
        '    karl / male',
        'Ríkisfang / Citizenship',
        '    íslenskt / Icelandic',
        'Hjúskaparstaða / Marital status',
        '    kvæntur / married (maki / spouse: Sigrún Pálsdóttir)',
        'Fjöldi barna / Number of children',
        '    2',
        'Heimilisfang / Address',
        '    Hringbraut 84, 107 Reykjavík',
        'Sími / Phone',
        '    862 4417',
        'Netfang / E-mail',
        '    hallgrimur.e@simnet.example',
        'Fyrra starf / Former occupation',
        '    sjómaður, bátsmaður / fisherman, boatswain (Ísbjörn hf.)',
        '',
        'Dagsetning / Date: 09.01.2026        Undirskrift / Signature: Hallgrímur Einarsson',
      ]),
    },
    {
      name: H_CV,
      kind: 'working-life CV typed as .txt for a union oral-history project: "1967–1975", "Sept. 1975 – May 1994", "June 1994 til 30. nóv. 2016"',
      data: text(`
STARFSFERILL / WORKING LIFE — Hallgrímur Einarsson
(written for Sjómannafélag Reykjavíkur's oral-history project, March 2026)

Lives at Hringbraut 84, 107 Reykjavík. Phone 862 4417.

AT SEA
1967–1975                    Háseti (deckhand), side trawler Ísbjörn RE 44, Ísbjörn hf.
Sept. 1975 – May 1994        Stýrimaður (mate), stern trawler Snorri RE 47, Ísbjörn hf.
June 1994 til 30. nóv. 2016  Bátsmaður (boatswain), freezer trawler Ísbjörn II RE 144, Ísbjörn hf.
                             Retired on 30 November 2016 after 49 years at sea.

SCHOOL
1973–1975   Stýrimannaskólinn í Reykjavík (Reykjavík Navigation School) — skipstjórnarpróf, 2nd grade (master's certificate, fishing vessels)

LANGUAGES
Icelandic, Danish (good), English (fair)

NOW
Swimming at Vesturbæjarlaug every morning, bridge at FEB on Thursdays, the grandchildren.
`),
    },
    { name: H_MAIL, kind: 'mail export (.jsonl: date/from/to/subject/body, an Icelandic "Þann … skrifaði" quoted reply, a sender in +02:00)', data: Buffer.from(H_MAILS.join('\n') + '\n') },
    {
      name: H_DIARY,
      kind: 'diary (txt): "12. apríl." headings (Icelandic day-dot-month, no year), the year in the title, an undated paragraph',
      data: text(`
Dagbók 2026 — H.E.

24. janúar.
Þorrablót of the old Ísbjörn crew at Rauða ljónið. Hákarl, brennivín, and Siggi told the same storm story from 1981 for the fortieth time.

7. febrúar.
Slipped on the ice on Hofsvallagata. Sigrún drove me to the emergency room at Landspítali in Fossvogur. Wrist sprained, not broken. No swimming for two weeks.

1. mars.
Fifty years married today. Dinner at Perlan with Sigrún, Einar and Hildur and the boy; Katrín on the phone from Aarhus.

Katrín's news still makes me proud. Einar says they are thinking of moving north to Akureyri. We will see.

12. apríl.
Óliver's confirmation in Hallgrímskirkja. I said a few words at the veisla afterwards and did not cry. Almost.

28. apríl.
Bought Jón next door's Toyota Yaris (2018, 96 þús. km) for 1.490.000 kr. The old Corolla goes to the scrapyard.

22. maí.
Flew to Copenhagen with Sigrún, then the train to Aarhus. Katrín and the girls were waiting at the station.
`),
    },
    {
      name: H_NOTES,
      kind: 'notes (txt) dated once "Þriðjudagur 5. maí 2026": "á morgun" (tomorrow) / "last Friday" / "on Thursday", a licence deadline',
      data: text(`
Þriðjudagur 5. maí 2026

- augnlæknir á morgun kl. 10:30 — eye doctor tomorrow 10:30, Sjónlag, Glæsibæ
- borgaði fasteignagjöldin síðasta föstudag — paid the property tax last Friday, 38.200 kr
- bridge at FEB on Thursday at 13:00 (Gunnar is my partner)
- summer tyres on the Yaris
- renew driving licence before 3.11 (75!)
`),
    },
    {
      name: H_BOARDING,
      kind: 'airline boarding pass (png, capitals, "22MAY" without a year, surname first)',
      data: await png([
        'ICELANDAIR   BOARDING PASS',
        'EINARSSON/HALLGRIMUR MR',
        'FROM KEFLAVIK KEF   TO COPENHAGEN CPH',
        'FLIGHT FI204   DATE 22MAY',
        'BOARDING 07:00   DEPARTURE 07:40',
        'GATE D4   SEAT 23A   ZONE 3',
        'SAGA CLUB 4471902',
      ]),
    },
    {
      name: H_RECEIPT,
      kind: 'pharmacy receipt (png, OCR, Icelandic: "SAMTALS", thousands with dots, senior discount, VAT)',
      data: await png([
        'LYFJA  Lágmúla 5, 108 Reykjavík',
        'Kt. 630402-2210',
        'KVITTUN   14.03.2026   kl. 15:12',
        'Lyfseðilsskyld lyf x2        4.980',
        'Augndropar                   1.395',
        'Íbúfen 400mg 30 stk            899',
        'Afsláttur eldri borgara       -400',
        'SAMTALS                 6.874 kr',
        'Greitt með korti            6.874',
        'Þar af VSK 11%                681',
      ], 40),
    },
    {
      name: H_INVITE,
      kind: 'confirmation invitation (png, Icelandic only)',
      data: await png([
        'FERMINGARBOÐ',
        'Óliver Einarsson',
        'fermist í Hallgrímskirkju',
        'sunnudaginn 12. apríl 2026 kl. 13:30',
        'Veisla í safnaðarheimilinu kl. 15:00',
        'Hlökkum til að sjá ykkur!  Einar og Hildur',
      ]),
    },
    {
      name: 'heimilisbokhald-2026.xlsx',
      kind: 'household budget (xlsx, ISK, Icelandic labels, no first person)',
      data: await xlsx('2026', ['Liður', 'janúar', 'febrúar', 'mars', 'apríl'], [
        ['Ellilífeyrir TR', 312000, 312000, 312000, 312000],
        ['Lífeyrissjóður sjómanna', 398000, 398000, 398000, 398000],
        ['Fasteignagjöld', -38200, -38200, -38200, -38200],
        ['Matur', -142000, -131000, -156000, -139000],
        ['Lyf', -9800, -4200, -6874, -5100],
        ['Bíll', 0, 0, 0, -1490000],
        ['Sund og bridge', -6500, -6500, -6500, -6500],
      ], 'Heimilisbókhald 2026'),
    },
    { name: H_MEMO, kind: 'voice memo (wav, speech)', data: wav(tmp, 'hallgrimur-memo.wav', 'Note to self. My favourite food is fish stew with rye bread. This summer I want to catch a salmon again.') },
    ...(await reykjavikRefs()),
  ],
  profile: [
    v('basic_info', 'Name', 'Hallgrímur Einarsson', [H_FORM, H_CV, H_MAIL, H_BOARDING], { alternatives: ['Hallgrimur Einarsson', 'EINARSSON/HALLGRIMUR', 'Einarsson, Hallgrímur', 'MR HALLGRIMUR EINARSSON'] }),
    v('basic_info', 'birth_date', '1951-11-03', [H_FORM], { alternatives: ['03.11.1951', '3 November 1951', '3. nóvember 1951', 'November 3, 1951'] }),
    v('basic_info', 'Age', '74', [H_FORM]),
    v('basic_info', 'Gender', 'Male', [H_FORM], { alternatives: ['M', 'man', 'karl', 'karl / male'] }),
    v('basic_info', 'nationality', 'Icelandic', [H_FORM], { alternatives: ['Iceland', 'íslenskt', 'íslenskt / Icelandic', 'Ísland'] }),
    ...['Icelandic', 'Danish', 'English'].map((x) => v('basic_info', 'language_spoken', x, [H_CV])),
    v('demographics', 'marital_status', 'married', [H_FORM], { alternatives: ['kvæntur', 'kvæntur / married'] }),
    v('demographics', 'number_of_children', '2', [H_FORM], { alternatives: ['two'] }),
    v('contact_info', 'city', 'Reykjavík', [H_FORM, H_CV, H_MAIL], { alternatives: ['Reykjavik', '107 Reykjavík'] }),
    v('contact_info', 'country', 'Iceland', [H_FORM], { alternatives: ['Ísland', 'IS'] }),
    v('contact_info', 'address', 'Hringbraut 84, 107 Reykjavík', [H_FORM, H_CV, H_MAIL], { alternatives: ['Hringbraut 84', 'Hringbraut 84, Reykjavík', 'Hringbraut 84, 107 Reykjavik'] }),
    v('contact_info', 'phone', '862 4417', [H_FORM, H_CV, H_MAIL], { alternatives: ['8624417', '+354 862 4417', '+3548624417', 's. 862 4417'] }),
    v('contact_info', 'email', 'hallgrimur.e@simnet.example', [H_FORM, H_MAIL]),
    v('education', 'school', 'Stýrimannaskólinn í Reykjavík', [H_CV], { alternatives: ['Reykjavík Navigation School', 'Reykjavik Navigation School', 'Stýrimannaskólinn', 'Stýrimannaskólinn í Reykjavík (Reykjavík Navigation School)'] }),
    v('education', 'degree', 'skipstjórnarpróf', [H_CV], { alternatives: ["master's certificate", "master's certificate, fishing vessels", 'skipstjórnarpróf, 2nd grade'] }),
    // Retired in 2016; the last role on the CV and the form.
    v('work', 'title', 'Boatswain', [H_CV, H_FORM], { alternatives: ['bátsmaður', 'Bátsmaður (boatswain)', 'fisherman, boatswain', 'retired fisherman', 'retired'] }),
    v('work', 'company', 'Ísbjörn hf.', [H_CV, H_FORM], { alternatives: ['Ísbjörn', 'Isbjorn hf.', 'Isbjorn'] }),
    v('work', 'working_industry', 'fishing', [H_CV, H_FORM], { alternatives: ['fisheries', 'fishing industry', 'commercial fishing', 'seafood'] }),
    v('interest', 'sports', 'swimming', [H_CV, H_DIARY], { alternatives: ['swim'] }),
    v('interest', 'foods', 'fish stew', [H_MEMO], { alternatives: ['fish stew with rye bread', 'plokkfiskur'] }),
    v('psychological', 'goals', 'salmon', [H_MEMO], { contains: true }),
  ],
  events: [
    // CV: roles by their start, the school by its end, the retirement on its day
    ev('professional', '1967-01-01T00:00:00', ['deckhand'], 'Deckhand (háseti) on the side trawler Ísbjörn RE 44, 1967–1975.', [H_CV]),
    ev('professional', '1975-09-01T00:00:00', ['Snorri'], 'Mate (stýrimaður) on the stern trawler Snorri RE 47, Sept. 1975 – May 1994.', [H_CV]),
    ev('professional', '1994-06-01T00:00:00', ['boatswain'], 'Boatswain (bátsmaður) on the freezer trawler Ísbjörn II RE 144, June 1994 – 30 Nov. 2016.', [H_CV]),
    ev('professional', '2016-11-30T00:00:00', ['retire'], 'Retired after 49 years at sea.', [H_CV]),
    ev('educational', '1975-01-01T00:00:00', ['Navigation School'], "Master's certificate (skipstjórnarpróf) from the Reykjavík Navigation School (1973–1975).", [H_CV]),
    // mails, boarding pass and diary: the booking and the trip to Denmark
    ev('financial', '2026-04-14T00:00:00', ['Icelandair', '118.640'], 'Icelandair booking 7HQ2LM, Keflavík–Copenhagen and back for two: ISK 118.640.', [H_MAIL]),
    ev('personal', '2026-05-22T07:40:00', ['Copenhagen'], "Flight FI204 to Copenhagen with Sigrún, then the train to Aarhus to visit Katrín.", [H_MAIL, H_BOARDING, H_DIARY]),
    // diary
    ev('social', '2026-01-24T00:00:00', ['Þorrablót'], 'Þorrablót of the old Ísbjörn crew at Rauða ljónið.', [H_DIARY]),
    ev('personal', '2026-02-07T00:00:00', ['Landspítali'], 'Slipped on the ice; emergency room at Landspítali, wrist sprained.', [H_DIARY]),
    ev('social', '2026-03-01T00:00:00', ['Perlan'], 'Fiftieth wedding anniversary dinner at Perlan with Sigrún and family.', [H_DIARY]),
    ev('social', '2026-04-12T13:30:00', ['Óliver'], "Grandson Óliver's confirmation in Hallgrímskirkja and the veisla afterwards.", [H_INVITE, H_DIARY]),
    ev('financial', '2026-04-28T00:00:00', ['Yaris'], "Bought the neighbour's used 2018 Toyota Yaris for 1.490.000 kr.", [H_DIARY]),
    // notes
    ev('personal', '2026-05-06T10:30:00', ['eye'], 'Eye doctor at Sjónlag, Glæsibær.', [H_NOTES]),
    ev('financial', '2026-05-01T00:00:00', ['38.200'], 'Paid the property tax, 38.200 kr.', [H_NOTES]),
    ev('social', '2026-05-07T13:00:00', ['bridge'], 'Bridge at FEB (partner Gunnar).', [H_NOTES]),
    // receipt
    ev('financial', '2026-03-14T15:12:00', ['Lyfja', '6.874'], 'Lyfja Lágmúla receipt: total 6.874 kr.', [H_RECEIPT]),
  ],
  never: ['Sigrún', 'Pálsdóttir', 'Katrín', 'Hallgrímsdóttir', 'Aarhus', 'Einar Hallgrímsson', 'Hildur', 'Óliver', 'Akureyri', 'Tenerife', 'Jón', 'Siggi', 'Gunnar', 'Sjónlag', 'Copenhagen', 'Hafnarfjörður', 'Guðrún', 'Júpíter', 'Thorlacius', 'Ragnheiður', 'Hafbrún', 'Akranes', 'Sigrún E. Jónsdóttir', 'Hjörleifsson', 'Bárðarson', 'Jóhann', 'Friðriksson', 'Heimaey', 'Vestmannaeyjar', 'Ásta', 'Kristín Björnsdóttir', 'Bjarni Haraldsson', 'Þóra', 'Ása Magnúsdóttir', 'Sholes', '550 4400', '588 2111'],
});

/** `--s10a`: held aside — written blind in session 10 after every earlier set was spent; run once. */
export function s10aPersonas(tmp: string): Persona[] {
  return [farah(tmp), hallgrimur(tmp)];
}

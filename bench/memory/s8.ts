/**
 * Session 8's four personas, written with every expectation below before any extractor ran on
 * them, by an author who had not read the extractors (src/ was off limits): two development
 * personas (`--s8dev`: Nguyễn Thị Linh, a student in Hanoi; Wanjiru Kamau, a dairy farmer in
 * Nyeri) and two held aside until the end of the session (`--s8final`: Geneviève Tremblay, a
 * veterinarian in Québec City; Jürgen Becker, a retired signalling engineer in Leipzig — the
 * 21-file library of the timing figure). Their reference documents are new (s8-refs.ts).
 *
 * Conventions — s7.ts's, restated, with what these files needed added:
 *  - A happening known to the day has happen_time T00:00:00; one with a stated clock time carries
 *    it. A year alone is 1 January, a month and year the 1st. A CV's range is dated by its start,
 *    a finished degree by its end, a degree still under way ("09/2025 – present") by its start.
 *  - A booking, ticket, receipt or invoice is a financial event on the day it was issued (true
 *    total and merchant in the content; a clock time printed with that date is carried); the
 *    trip, stay or show it books is a personal or social event on its own date. A payment or a
 *    sum received (a mobile-money SMS, a loan paid out) is financial on its own date.
 *  - Relative words ("tomorrow", "last Friday", "on Saturday", "next Monday") count from the
 *    entry, message or note they sit in; "next Monday" written on a Monday is seven days on.
 *    A diary whose headings carry no year takes it from the diary's title.
 *  - A filled-in form gives profile values, not events. A letter applying for something is a
 *    professional event on the letter's date.
 *  - One happening in several files (an invitation, a message and a diary entry about one
 *    wedding; a calendar line and a note about one appointment) is one event; the most precise
 *    date wins.
 *  - Happenings the user takes part in are events, family ones included (a child's birthday
 *    party, a cousin's wedding the user travels to). News of other people that the user only
 *    hears about ("my sister got engaged", "her daughter got a scholarship") is not the user's
 *    event; nor is a date that is not a happening (a model year, a page, a price, "since 2019",
 *    a payment's due date, a warranty).
 *  - Dates are read the way the writer's country writes them: 08/03/2002 in Vietnam and 7/6/25
 *    in a Kenyan M-Pesa SMS are day first; 2026-01-12 in Québec is ISO; 03.03.25 in Germany is
 *    3 March 2025.
 */
import sharp from 'sharp';
import type { ExpectedEvent, ExpectedValue } from './expected.js';
import type { Fixture } from './fixtures.js';
import { docx, formDocx, pdf, png, text, wav, xlsx, type Persona } from './kit.js';
import { hanoiRefs, nyeriRefs, realRef } from './s8-refs.js';

const v = (category: string, subtopic: string, value: string, from: string[], more: Partial<ExpectedValue> = {}): ExpectedValue => ({ category, subtopic, value, from, ...more });
const ev = (event_type: ExpectedEvent['event_type'], happen_time: string | null, match: string[], content: string, from: string[]): ExpectedEvent => ({ event_type, happen_time, match, content, from });

/** A photographed-looking receipt: the kit's plain PNG, saved as JPEG as a phone would. */
const jpg = async (lines: string[]): Promise<Buffer> => sharp(await png(lines)).jpeg({ quality: 88 }).toBuffer();

// ==================================================================== Nguyễn Thị Linh, Hanoi (23)

const L_FORM = 'scholarship-application-2025.pdf';
const L_CV = 'CV_NguyenThiLinh.docx';
const L_MAIL = 'hop-thu.json';
const L_DIARY = 'nhat-ky.txt';
const L_NOTES = 'ghi-chu.txt';
const L_CAL = 'lich-thang-12.txt';
const L_BUS = 've-xe-futa.png';
const L_RECEIPT = 'hoa-don-fahasa.jpg';
const L_INVITE = 'thiep-cuoi-anh-tuan.png';
const L_MEMO = 'ghi-am-0112.wav';

const L_MAILS = {
  account: 'linh.nguyen02@thu.example',
  exported: '2025-12-01T22:10:00+07:00',
  messages: [
    {
      sender: 'Vietjet Air <booking@vietjetair.example>',
      recipients: ['linh.nguyen02@thu.example'],
      sent: '2025-11-03 20:41:07 +0700',
      title: 'Vietjet Itinerary - Reservation BQ7RNX',
      content: 'Dear NGUYEN THI LINH,\n\nThank you for choosing Vietjet. Your reservation is confirmed.\n\nReservation code: BQ7RNX\nFlight VJ401  Ha Noi (HAN) -> Da Lat (DLI)\nSaturday 27/12/2025  Depart 06:15  Arrive 08:05\nPassenger: NGUYEN THI LINH\nFare: 1.890.000 VND\nTaxes & fees: 496.000 VND\nTotal: 2.386.000 VND\n\nPlease be at the check-in counter 90 minutes before departure.\nVietjet Air',
    },
    {
      sender: 'Van phong Khoa Vat ly <vpkhoavatly@hus.example>',
      recipients: ['linh.nguyen02@thu.example'],
      sent: '2025-09-29 16:02:55 +0700',
      title: 'Hop dong tro giang / Teaching assistant contract',
      content: 'Dear Linh,\n\nThe Faculty confirms your contract as teaching assistant for the General Physics 1 laboratory (course PHY1101) this semester. The contract starts on Monday 6 October 2025; your sessions are Tuesday and Thursday afternoons in room 106-T3. Please bring your ID card to sign the contract on the first day.\n\nBest regards,\nFaculty office, Faculty of Physics\nVNU University of Science',
    },
    {
      sender: 'Nguyễn Thị Linh <linh.nguyen02@thu.example>',
      recipients: ['Đỗ Phương Thảo <thao.do@thu.example>'],
      sent: '2025-11-10 23:18:40 +0700',
      title: 'tin vui + cuoi anh Tuan',
      content: "Thảo ơi,\n\nI got my IELTS result on Saturday: 7.5 overall, 8.0 listening!!! Finally I can stop doing Cambridge tests every night lol.\n\nAnh Tuấn's wedding is this Sunday (16/11) at home in Xuân Trường, so I'm taking the FUTA bus back on Saturday morning. Mẹ already gave me a list of things to carry.\n\nOther news: chị Hà got engaged last month, the proposal was in Đà Nẵng and she sent 200 photos. And Hoa from our class got into a PhD at KAIST, so jealous.\n\nCoffee when I'm back? Thursday?\n\nLinh\n\n--\nNguyễn Thị Linh\nMSc student, Theoretical Physics | VNU University of Science\n0912 468 035",
    },
  ],
};

const linh = (tmp: string): Persona => ({
  id: 'linh',
  who: 'Nguyễn Thị Linh, 23, MSc physics student and teaching assistant, Hanoi (Vietnam): scholarship form pdf (numbered "label: value" lines), CV docx, mail .json object with sender/recipients/sent/title/content, diary with "— Thứ Bảy, 13/9/2025 —" headings, notes with "tomorrow" / "last Friday" / "next Monday", a December calendar list, bus e-ticket png, bookshop receipt jpg, wedding invitation png, budget xlsx, voice memo, 5 reference documents',
  files: async (): Promise<Fixture[]> => [
    {
      name: L_FORM,
      kind: 'scholarship application form (pdf, numbered "label: value" lines, ASCII names)',
      data: await pdf([
        'TAM AN FOUNDATION - MASTER\'S SCHOLARSHIP 2025/2026',
        'APPLICATION FORM (please type or write in capitals)',
        '',
        '1. Full name: NGUYEN THI LINH',
        '2. Date of birth (dd/mm/yyyy): 08/03/2002',
        '3. Gender: Female',
        '4. Place of birth: Nam Dinh province',
        '5. Nationality: Vietnamese',
        '6. Marital status: Single',
        '7. Current address: Room 512, 18 Nguy Nhu Kon Tum, Thanh Xuan, Ha Noi',
        '8. Mobile phone: 0912 468 035',
        '9. E-mail: linh.nguyen02@thu.example',
        '10. University: VNU University of Science, Vietnam National University, Hanoi',
        '11. Programme: Master of Science in Theoretical and Mathematical Physics',
        '12. Year of admission: 2025',
        '13. Undergraduate GPA: 3.62 / 4.00',
        '14. Supervisor: Assoc. Prof. Tran Van Minh',
        '',
        'I certify that the information given in this form is true and complete.',
        'Ha Noi, 15/09/2025                      Applicant: Nguyen Thi Linh',
      ]),
    },
    {
      name: L_CV,
      kind: 'CV (docx, mm/yyyy ranges)',
      data: await docx('CV — Nguyễn Thị Linh', [
        '# Nguyễn Thị Linh',
        'MSc student in theoretical physics · Hanoi, Vietnam',
        'linh.nguyen02@thu.example · 0912 468 035',
        '## Education',
        'Master of Science, Theoretical and Mathematical Physics — VNU University of Science (09/2025 – present)',
        'Thesis topic: excitons in strained two-dimensional semiconductors. Supervisor: Assoc. Prof. Trần Văn Minh.',
        'Bachelor of Science, Physics (Advanced Programme) — VNU University of Science (09/2020 – 06/2024). GPA 3.62/4.',
        '## Experience',
        'Teaching assistant — Faculty of Physics, VNU University of Science (10/2025 – present): General Physics 1 laboratory.',
        'Research intern — Institute of Physics, Vietnam Academy of Science and Technology (07/2023 – 12/2023): DFT calculations for 2D materials.',
        '## Awards',
        'Third prize, National Student Physics Olympiad (2022)',
        '## Skills',
        'Python; Mathematica; LaTeX; Quantum ESPRESSO',
        '## Languages',
        'Vietnamese (native), English (IELTS 7.5), Japanese (JLPT N4)',
        '## Interests',
        'Badminton, Studio Ghibli films, drawing',
      ]),
    },
    { name: L_MAIL, kind: 'mail export (.json object: account, messages[] with sender/recipients/sent/title/content)', data: Buffer.from(JSON.stringify(L_MAILS, null, 2)) },
    {
      name: L_DIARY,
      kind: 'diary (txt, "— Thứ Bảy, 13/9/2025 —" headings, English with Vietnamese words)',
      data: text(`
— Thứ Bảy, 13/9/2025 —
Moved into the new room in Thanh Xuân today (18 Ngụy Như Kon Tum, room 512). 3,2 triệu a month, tiny but it has a window and the landlady cô Lan is kind. Mẹ cried on the phone lol.

— Chủ Nhật, 5/10/2025 —
Bought a second-hand Honda Vision (2019 model, red) from a guy in Cầu Giấy for 17,5 triệu. No more Grab every morning!! Named her Cà Chua.

— Thứ Hai, 20/10/2025 —
Women's Day: the boys in the lab took us girls out for hotpot at Lẩu Phan, then badminton until 10pm. I am still the worst player in the lab but I love it.

— Chủ Nhật, 2/11/2025 —
Reread Mắt biếc for the third time — still my favourite book, still cried at page 214. Chị Hà called: anh Khoa proposed in Đà Nẵng, they'll marry next spring. So happy for her.

— Chủ Nhật, 30/11/2025 —
Submitted the thesis proposal to thầy Minh at 11pm, 42 pages, 61 references (the oldest from 1957!). Now sleep.
`),
    },
    {
      name: L_NOTES,
      kind: 'notes (txt) dated once, "tomorrow" / "last Friday" / "next Monday"',
      data: text(`
Ghi chú — Thứ Hai 1/12/2025

* dentist tomorrow 17:30 — Nha khoa Paris, Trần Duy Hưng (wisdom tooth, ugh)
* paid the rent last Friday: 3.200.000đ to cô Lan — ask her for the receipt
* next Monday 9:00 thesis proposal defence, room 405 T1 — print 5 copies!!
* buy a present for Thảo's birthday
* reply to thầy Minh about the seminar slides
`),
    },
    {
      name: L_CAL,
      kind: 'calendar-ish list for one month (txt), weekday + day lines under a month heading',
      data: text(`
THÁNG 12 / DECEMBER 2025

Tue 2   dentist 17:30 (Nha khoa Paris)
Sun 7   JLPT N3 exam 8:30 — Hanoi University, bring passport photo
Mon 8   proposal defence 9:00
Fri 12  lab year-end party 18:30, Lẩu Phan Thái Hà
Sat 27  fly to Da Lat 6:15 (VJ401) with Thảo & Vy
Wed 31  countdown at Hồ Gươm with the girls
`),
    },
    {
      name: L_BUS,
      kind: 'coach e-ticket (png, OCR) with booking date',
      data: await png(['FUTA BUS LINES', 'E-TICKET / VE DIEN TU', 'Route: Ha Noi (Giap Bat) - Nam Dinh', 'Departure: 07:30  15/11/2025', 'Seat: A12   Passenger: Nguyen Thi Linh', 'Fare: 120.000 VND', 'Booked: 10/11/2025']),
    },
    {
      name: L_RECEIPT,
      kind: 'bookshop receipt (jpg, OCR), dot thousands, change and points',
      data: await jpg(['FAHASA', 'Nha sach Fahasa Xa Dan, Dong Da, Ha Noi', 'HOA DON BAN LE / RECEIPT', 'Date: 29/11/2025  15:06', 'Giai tich 1 (Calculus)     95.000', 'Tu hoc tieng Nhat N3      128.000', 'Mat Biec - Nguyen Nhat Anh 133.000', 'TOTAL:                    356.000', 'Cash:                     400.000', 'Change:                    44.000', 'Points: 35']),
    },
    {
      name: L_INVITE,
      kind: 'wedding invitation (png, OCR)',
      data: await png(['WEDDING INVITATION', 'Tran Minh Tuan & Pham Thu Trang', 'request the pleasure of your company', 'Sunday, 16 November 2025 at 11:00', 'Family home, Xuan Trung, Xuan Truong, Nam Dinh']),
    },
    {
      name: 'chi-tieu-2025.xlsx',
      kind: 'monthly spending (xlsx, VND, no first person)',
      data: await xlsx('Chi tieu', ['Khoản', 'Tháng 9', 'Tháng 10', 'Tháng 11'], [
        ['Tiền phòng (rent)', 3200000, 3200000, 3200000],
        ['Ăn uống (food)', 2400000, 2650000, 2500000],
        ['Xăng xe (petrol)', 0, 180000, 210000],
        ['Học tiếng Nhật', 900000, 900000, 900000],
        ['Sách (books)', 150000, 0, 356000],
        ['Tiết kiệm (savings)', 500000, 300000, 400000],
      ], 'Chi tiêu cá nhân 2025'),
    },
    { name: L_MEMO, kind: 'voice memo (wav, speech)', data: wav(tmp, 'linh-memo.wav', "Note to self. My favourite food is beef noodle soup. After my master's degree I want to do a PhD in Japan.") },
    ...(await hanoiRefs()),
    realRef('quark'),
  ],
  profile: [
    v('basic_info', 'Name', 'Nguyễn Thị Linh', [L_FORM, L_CV, L_MAIL], { alternatives: ['Nguyen Thi Linh', 'Linh Nguyen', 'Nguyen Linh', 'Linh Nguyễn', 'Nguyễn Linh', 'Thi Linh Nguyen'] }),
    v('basic_info', 'birth_date', '2002-03-08', [L_FORM], { alternatives: ['08/03/2002', '8 March 2002'] }),
    v('basic_info', 'Gender', 'Female', [L_FORM], { alternatives: ['F', 'woman'] }),
    v('basic_info', 'nationality', 'Vietnamese', [L_FORM], { alternatives: ['Vietnam', 'Viet Nam'] }),
    ...['Vietnamese', 'English', 'Japanese'].map((x) => v('basic_info', 'language_spoken', x, [L_CV])),
    v('demographics', 'marital_status', 'single', [L_FORM]),
    v('contact_info', 'city', 'Hanoi', [L_FORM, L_CV], { alternatives: ['Ha Noi', 'Hà Nội'] }),
    v('contact_info', 'country', 'Vietnam', [L_CV], { alternatives: ['Viet Nam', 'Việt Nam'] }),
    v('contact_info', 'phone', '0912 468 035', [L_FORM, L_CV, L_MAIL], { alternatives: ['0912468035', '+84 912 468 035', '+84912468035'] }),
    v('contact_info', 'email', 'linh.nguyen02@thu.example', [L_FORM, L_CV, L_MAIL]),
    v('education', 'school', 'VNU University of Science', [L_FORM, L_CV, L_MAIL], { alternatives: ['VNU University of Science, Vietnam National University, Hanoi', 'University of Science, Vietnam National University, Hanoi', 'Vietnam National University, Hanoi', 'University of Science'] }),
    // In the MSc since September 2025; the BSc is the degree held.
    v('education', 'degree', 'Master of Science', [L_FORM, L_CV], { alternatives: ['MSc', 'M.Sc.', 'Master', 'Bachelor of Science', 'BSc', 'B.Sc.', 'Bachelor'] }),
    v('education', 'major', 'Theoretical and Mathematical Physics', [L_FORM, L_CV], { alternatives: ['Theoretical Physics', 'Physics'] }),
    v('work', 'title', 'Teaching assistant', [L_CV, L_MAIL], { alternatives: ['TA', 'MSc student', 'Teaching assistant, General Physics 1 laboratory'] }),
    v('work', 'company', 'VNU University of Science', [L_CV, L_MAIL], { alternatives: ['Faculty of Physics, VNU University of Science', 'Faculty of Physics', 'University of Science'] }),
    v('work', 'working_industry', 'education', [L_CV], { alternatives: ['higher education', 'research', 'academia', 'physics', 'science'] }),
    ...['Python', 'Mathematica', 'LaTeX', 'Quantum ESPRESSO'].map((x) => v('work', 'work_skills', x, [L_CV])),
    v('interest', 'sports', 'badminton', [L_CV, L_DIARY]),
    v('interest', 'movies', 'Studio Ghibli films', [L_CV], { alternatives: ['Studio Ghibli', 'Ghibli films', 'Ghibli'] }),
    v('interest', 'books', 'Mắt biếc', [L_DIARY], { alternatives: ['Mat Biec'] }),
    v('interest', 'foods', 'beef noodle soup', [L_MEMO], { alternatives: ['noodle soup', 'pho', 'phở'] }),
    v('psychological', 'goals', 'PhD in Japan', [L_MEMO], { contains: true }),
    v('life_event', 'relocation', 'Thanh Xuân', [L_DIARY], { contains: true }),
  ],
  events: [
    // CV
    ev('educational', '2025-09-01T00:00:00', ['Master'], 'Started the Master of Science in Theoretical and Mathematical Physics at VNU University of Science.', [L_CV]),
    ev('educational', '2024-06-01T00:00:00', ['Bachelor'], 'Bachelor of Science in Physics (Advanced Programme), VNU University of Science (09/2020 – 06/2024).', [L_CV]),
    ev('professional', '2023-07-01T00:00:00', ['Institute of Physics'], 'Research intern at the Institute of Physics, Vietnam Academy of Science and Technology, 07/2023 – 12/2023.', [L_CV]),
    ev('educational', '2022-01-01T00:00:00', ['Olympiad'], 'Third prize in the National Student Physics Olympiad, 2022.', [L_CV]),
    // CV's 10/2025 and the faculty's letter: one job, the letter's day wins.
    ev('professional', '2025-10-06T00:00:00', ['teaching assistant'], 'Started as teaching assistant for the General Physics 1 laboratory.', [L_CV, L_MAIL]),
    // mail
    ev('financial', '2025-11-03T00:00:00', ['Vietjet', '386'], 'Vietjet reservation BQ7RNX: 2.386.000 VND.', [L_MAIL]),
    ev('personal', '2025-12-27T06:15:00', ['Da Lat'], 'Flight VJ401 from Ha Noi to Da Lat.', [L_MAIL, L_CAL]),
    ev('educational', '2025-11-08T00:00:00', ['IELTS'], 'Got the IELTS result: 7.5 overall.', [L_MAIL]),
    ev('social', '2025-11-16T11:00:00', ['wedding'], "Cousin Tuấn's wedding to Phạm Thu Trang at the family home in Xuân Trường, Nam Định.", [L_INVITE, L_MAIL]),
    ev('personal', '2025-11-15T07:30:00', ['Nam Dinh'], 'FUTA bus from Hà Nội (Giáp Bát) to Nam Định.', [L_BUS, L_MAIL]),
    ev('financial', '2025-11-10T00:00:00', ['FUTA', '120'], 'FUTA bus e-ticket: 120.000 VND.', [L_BUS]),
    // diary
    ev('personal', '2025-09-13T00:00:00', ['moved'], 'Moved into a new room in Thanh Xuân.', [L_DIARY]),
    ev('financial', '2025-10-05T00:00:00', ['Honda'], 'Bought a second-hand Honda Vision for 17,5 triệu.', [L_DIARY]),
    ev('social', '2025-10-20T00:00:00', ['hotpot'], "Women's Day hotpot at Lẩu Phan and badminton with the lab.", [L_DIARY]),
    ev('educational', '2025-11-30T00:00:00', ['submitted'], 'Submitted the thesis proposal (42 pages).', [L_DIARY]),
    // notes and calendar
    ev('personal', '2025-12-02T17:30:00', ['dentist'], 'Dentist at Nha khoa Paris, Trần Duy Hưng.', [L_NOTES, L_CAL]),
    ev('financial', '2025-11-28T00:00:00', ['rent'], 'Paid the rent, 3.200.000đ, to cô Lan.', [L_NOTES]),
    ev('educational', '2025-12-08T09:00:00', ['defence'], 'Thesis proposal defence, room 405 T1.', [L_NOTES, L_CAL]),
    ev('educational', '2025-12-07T08:30:00', ['JLPT'], 'JLPT N3 exam at Hanoi University.', [L_CAL]),
    ev('social', '2025-12-12T18:30:00', ['year-end party'], 'Lab year-end party at Lẩu Phan Thái Hà.', [L_CAL]),
    ev('social', '2025-12-31T00:00:00', ['countdown'], 'New Year countdown at Hồ Gươm.', [L_CAL]),
    // receipt
    ev('financial', '2025-11-29T15:06:00', ['Fahasa', '356'], 'Fahasa Xã Đàn receipt: 3 books, total 356.000 VND.', [L_RECEIPT]),
  ],
  never: ['Thảo', 'Tuấn', 'Trang', 'Khoa', 'KAIST', 'Đà Nẵng', 'Da Nang', 'Tran Van Minh', 'Trần Văn Minh', 'Lê Thị Hoa', 'Khiêm', 'Dubna', 'Bogolyubov', 'Hà Đông', 'Sao Mai', 'Vũ Đình Long', 'Thuy Linh', 'Pham Quoc Bao', 'tvminh@', '3858 1203', '1900 6868', 'Tran Thi Mai', 'Le Hoang Anh', 'Choi', 'Medjber', 'Sever'],
});

// ==================================================================== Wanjiru Kamau, Nyeri (36)

const W_FORM = 'kwft-loan-application.docx';
const W_SMS = 'sms-backup.jsonl';
const W_DIARY = 'shamba-diary-2025.txt';
const W_LETTER = 'letter-ASK-show-stand.docx';
const W_NOTES = 'this-week.txt';
const W_INVOICE = 'invoice-KFD-0731.pdf';
const W_RECEIPT = 'naivas-receipt.png';
const W_INVITE = 'ruracio-invitation.png';
const W_MEMO = 'voice-note-wanjiru.wav';

/** An SMS Backup export line: epoch milliseconds, the phone's readable date, sender, body. */
const sms = (address: string, readable: string, iso: string, body: string, contact = '(Unknown)') => JSON.stringify({ address, contact_name: contact, date: Date.parse(iso), readable_date: readable, type: 1, read: 1, body });

const W_MESSAGES = [
  sms('MPESA', 'Jun 2, 2025 4:51:00 PM', '2025-06-02T16:51:00+03:00', 'TF2LQ8XK1B Confirmed.Ksh64,200.00 received from MLIMA CREAMERIES LTD 254700123456 on 2/6/25 at 4:51 PM  New M-PESA balance is Ksh71,880.40. Safaricom only calls you from 0722000000.'),
  sms('MPESA', 'Jun 7, 2025 10:14:00 AM', '2025-06-07T10:14:00+03:00', 'TF7RM2QW9D Confirmed. Ksh38,500.00 paid to NYERI VET SUPPLIES. on 7/6/25 at 10:14 AM.New M-PESA balance is Ksh33,380.40. Transaction cost, Ksh0.00.'),
  sms('Safaricom', 'Jun 11, 2025 8:00:00 AM', '2025-06-11T08:00:00+03:00', 'Get 1.5GB for Ksh 99 valid till midnight! Dial *544# now. STOP *456*9*5#'),
  sms('KWFT', 'Jun 20, 2025 11:32:45 AM', '2025-06-20T11:32:45+03:00', 'Dear WANJIRU, your loan of KES 350,000.00 has been approved and credited to your account ****4471 on 20/06/2025. First instalment of KES 17,450 is due on 20/07/2025. KWFT - Together we grow.'),
  sms('NyeriSmile', 'Jul 10, 2025 9:05:13 AM', '2025-07-10T09:05:13+03:00', 'Reminder: WANJIRU KAMAU, your appointment with Dr. Otieno at Nyeri Smile Dental is on 15/07/2025 at 2:30 PM. Reply C to confirm or call 0720 300 455.'),
  sms('+254711204558', 'Jul 28, 2025 9:47:20 PM', '2025-07-28T21:47:20+03:00', "Shiru!! Ruracio yangu ni Saturday 9th Aug from 10am at home Othaya. Brian's people are coming 40 of them so tell Peter to come with the pickup. Mum says bring the big sufurias 😂", 'Kui'),
];

const wanjiru = (tmp: string): Persona => ({
  id: 'wanjiru',
  who: 'Wanjiru Kamau, 36, dairy farmer and owner of a small dairy business, Nyeri (Kenya): loan application form docx, SMS backup .jsonl (M-Pesa, bank, clinic, sister), farm diary whose headings ("14th June, Sat") take the year from its title, a formal letter docx, a weekly to-do note, an invoice she issued (pdf), supermarket receipt png, ruracio invitation png, farm budget xlsx, voice note, 5 reference documents',
  files: async (): Promise<Fixture[]> => [
    {
      name: W_FORM,
      kind: 'microfinance loan application form (docx table)',
      data: await formDocx(
        'KWFT — Business Loan Application',
        'Section A: Applicant details (to be filled by the applicant)',
        [
          ['Full names (as in ID)', 'Wanjiru Njeri Kamau'],
          ['National ID No.', '27814552'],
          ['Date of birth', '19/11/1988'],
          ['Gender', 'Female'],
          ['Nationality', 'Kenyan'],
          ['Marital status', 'Married'],
          ['Number of children', '2'],
          ['Postal address', 'P.O. Box 1187-10100, Nyeri'],
          ['Physical location', 'Kiganjo, Nyeri County'],
          ['Mobile number', '0722 418 906'],
          ['Email', 'wanjiru.kamau@mkulima.example'],
          ['Business name', 'Kamau Fresh Dairy'],
          ['Type of business', 'Dairy farming and milk sales'],
          ['Position in the business', 'Owner'],
          ['Years in business', '6'],
          ['Loan amount requested (KES)', '350,000'],
          ['Purpose of the loan', 'Buy a 500-litre milk cooler'],
          ['Next of kin', 'Peter Mwangi Kamau (husband), 0733 902 114'],
        ],
        ["Applicant's signature: W. N. Kamau", 'Date: 03/06/2025', 'FOR OFFICE USE — Loan officer: Faith Achieng, Nyeri branch'],
      ),
    },
    { name: W_SMS, kind: 'SMS backup (.jsonl: address, contact_name, epoch date, readable_date, body)', data: Buffer.from(W_MESSAGES.join('\n') + '\n') },
    {
      name: W_DIARY,
      kind: 'farm diary (txt, "14th June, Sat" headings, the year only in the title)',
      data: text(`
SHAMBA DIARY 2025 — W. Kamau
(the cows come first)

14th June, Sat
The milk cooler has arrived!! FrostLine MC-500, 500 litres, bought from Dairy Equip Nyeri for KES 312,000 (loan money). Peter and the fundi spent the whole afternoon on the wiring. The Probox (2012 model) is making that noise again.

1st July, Tue
First delivery to the Outspan Hospital kitchen today — 80 litres every morning from now on. Biggest contract we have ever had!

26th July, Sat
Njeri's 8th birthday! Took her, Kamau and their cousins for a picnic in the Aberdares, we saw buffaloes near Chania falls. Samidoh on the radio the whole way, I sang louder than the kids. Nobody sings like Samidoh.

9th August, Sat
Kui's ruracio went well. Brian's family came with 12 goats and too many speeches. My feet are finished.

22nd August, Fri
Field day at Wambugu ATC on silage making. Got a certificate! Must make silage before the dry season.

2nd September, Tue
Wairimu from the chama says her daughter got a scholarship to Strathmore. Happy for them.
`),
    },
    {
      name: W_LETTER,
      kind: 'formal letter from the user (docx), sender block and date',
      data: await docx('Application for an exhibition stand', [
        'Wanjiru N. Kamau',
        'Kamau Fresh Dairy',
        'P.O. Box 1187-10100',
        'Nyeri, Kenya',
        '0722 418 906',
        '18th August 2025',
        'The Secretary, Agricultural Society of Kenya, Nyeri Branch, P.O. Box 40-10100, Nyeri',
        'Dear Sir/Madam,',
        'RE: APPLICATION FOR AN EXHIBITION STAND AT THE NYERI ASK SHOW 2025',
        "I am writing to apply for a small stand (3 m by 3 m) in the livestock section of this year's show in September. I run Kamau Fresh Dairy in Kiganjo, a family dairy farm with fourteen cows (Friesian and Ayrshire), and I supply fresh milk to Outspan Hospital and to Mlima Creameries. Our farmers' group has used the same collection centre since 2019.",
        'I would like to show our new milk cooler and to sell fresh milk and mala. A copy of my single business permit (No. NCG/BP/2025/01187) is attached.',
        'Yours faithfully,',
        'Wanjiru N. Kamau',
        'Owner, Kamau Fresh Dairy',
      ]),
    },
    {
      name: W_NOTES,
      kind: 'weekly to-do note (txt) dated once, "tomorrow" / "Saturday" / "last Thursday"',
      data: text(`
Mon 1st Sept — this week

- renew the business permit at the county offices tomorrow 9am (take the old one + KRA PIN)
- chama meeting Saturday 2pm at Wairimu's, my contribution Ksh 3,000
- vet paid last Thursday, Ksh 2,800 for Baraka's vaccination (Dr Mutua) — write it in the farm book
- order 10 bags dairy meal
- Kamau's school trip money by Friday
`),
    },
    {
      name: W_INVOICE,
      kind: 'invoice issued by the user (pdf)',
      data: await pdf([
        'KAMAU FRESH DAIRY',
        'Kiganjo, Nyeri  |  0722 418 906  |  wanjiru.kamau@mkulima.example',
        '',
        'INVOICE No. KFD-0731',
        'Date: 31/07/2025',
        'Bill to: Outspan Hospital, Catering Department, Nyeri',
        '',
        'Fresh milk, July 2025: 2,480 litres @ KES 60.00         148,800.00',
        'TOTAL DUE (KES)                                         148,800.00',
        '',
        'Payment by M-Pesa Till No. 5123377 within 14 days.',
        'Thank you for your business!',
      ]),
    },
    {
      name: W_RECEIPT,
      kind: 'supermarket receipt (png, OCR) with VAT and points',
      data: await png(['NAIVAS', 'Naivas Nyeri Town, Kimathi Way', 'PIN P051234567X', 'Date: 13/09/2025  18:04', 'Till 07  Receipt 112093', 'UNGA JOGOO 2KG x2         398.00', 'SUGAR KABRAS 2KG          370.00', 'COOKING FAT KIMBO 2KG     817.00', 'SCHOOL SHOES SIZE 34     2,650.00', 'TOTAL                    4,235.00', 'M-PESA                   4,235.00', 'VAT 16% incl.              584.14', 'Points earned: 42']),
    },
    {
      name: W_INVITE,
      kind: 'ruracio (dowry ceremony) invitation (png, OCR)',
      data: await png(['THE KAMAU FAMILY OF OTHAYA', 'warmly invites you to the', 'RURACIO', 'of their daughter KUI WAIRIMU KAMAU', 'and BRIAN OTIENO OCHIENG', 'Saturday 9th August 2025, 10:00 am', 'Kamau homestead, Karima, Othaya', 'Contributions: M-Pesa 0711 204 558']),
    },
    {
      name: 'farm-budget-2025.xlsx',
      kind: 'farm budget (xlsx, KES, no first person)',
      data: await xlsx('Jun-Aug', ['Item', 'June', 'July', 'August'], [
        ['Milk sales (income)', 142000, 198400, 211000],
        ['Dairy meal', 38500, 41000, 39800],
        ['Vet & AI', 4200, 1500, 2800],
        ['Herdsman wages', 15000, 15000, 15000],
        ['KWFT loan repayment', 0, 17450, 17450],
        ['Electricity (cooler)', 2100, 4800, 5100],
      ], 'Kamau Fresh Dairy — budget 2025'),
    },
    { name: W_MEMO, kind: 'voice note (wav, speech)', data: wav(tmp, 'wanjiru-memo.wav', 'Note to self. I love chapati with beans. Next year I want to start making yoghurt to sell in Nyeri town.') },
    ...(await nyeriRefs()),
  ],
  profile: [
    v('basic_info', 'Name', 'Wanjiru Kamau', [W_FORM, W_LETTER, W_SMS], { alternatives: ['Wanjiru Njeri Kamau', 'Wanjiru N. Kamau', 'Kamau Wanjiru'] }),
    v('basic_info', 'birth_date', '1988-11-19', [W_FORM], { alternatives: ['19/11/1988', '19 November 1988'] }),
    v('basic_info', 'Gender', 'Female', [W_FORM], { alternatives: ['F', 'woman'] }),
    v('basic_info', 'nationality', 'Kenyan', [W_FORM], { alternatives: ['Kenya'] }),
    v('demographics', 'marital_status', 'married', [W_FORM]),
    v('demographics', 'number_of_children', '2', [W_FORM], { alternatives: ['two'] }),
    v('contact_info', 'city', 'Nyeri', [W_FORM, W_LETTER], { alternatives: ['Kiganjo', 'Nyeri County', 'Kiganjo, Nyeri'] }),
    v('contact_info', 'country', 'Kenya', [W_LETTER]),
    v('contact_info', 'phone', '0722 418 906', [W_FORM, W_LETTER, W_INVOICE], { alternatives: ['0722418906', '+254 722 418 906', '+254722418906'] }),
    v('contact_info', 'email', 'wanjiru.kamau@mkulima.example', [W_FORM, W_INVOICE]),
    v('work', 'company', 'Kamau Fresh Dairy', [W_FORM, W_LETTER, W_INVOICE]),
    v('work', 'title', 'Owner', [W_FORM, W_LETTER], { alternatives: ['Proprietor', 'Owner, Kamau Fresh Dairy', 'dairy farmer', 'farmer'] }),
    v('work', 'working_industry', 'dairy farming', [W_FORM, W_LETTER], { alternatives: ['dairy', 'agriculture', 'farming', 'dairy farming and milk sales', 'agribusiness'] }),
    v('interest', 'music', 'Samidoh', [W_DIARY]),
    v('interest', 'foods', 'chapati', [W_MEMO], { alternatives: ['chapati with beans', 'chapati and beans'] }),
    // "yog": yoghurt or yogurt, as the recogniser spells it.
    v('psychological', 'goals', 'yog', [W_MEMO], { contains: true }),
  ],
  events: [
    ev('financial', '2025-06-02T16:51:00', ['64,200'], 'Received Ksh64,200.00 from Mlima Creameries by M-Pesa.', [W_SMS]),
    ev('financial', '2025-06-07T10:14:00', ['38,500'], 'Paid Ksh38,500.00 to Nyeri Vet Supplies by M-Pesa.', [W_SMS]),
    ev('financial', '2025-06-20T00:00:00', ['350,000'], 'KWFT loan of KES 350,000 approved and credited.', [W_SMS]),
    ev('personal', '2025-07-15T14:30:00', ['Otieno'], 'Appointment with Dr. Otieno at Nyeri Smile Dental.', [W_SMS]),
    ev('social', '2025-08-09T10:00:00', ['ruracio'], "Sister Kui's ruracio (dowry ceremony) at the Kamau homestead, Othaya.", [W_SMS, W_INVITE, W_DIARY]),
    ev('financial', '2025-06-14T00:00:00', ['cooler'], 'Bought a FrostLine MC-500 milk cooler from Dairy Equip Nyeri for KES 312,000.', [W_DIARY]),
    ev('professional', '2025-07-01T00:00:00', ['Outspan'], 'First daily milk delivery to the Outspan Hospital kitchen (80 litres a day).', [W_DIARY]),
    ev('social', '2025-07-26T00:00:00', ['birthday'], "Daughter Njeri's 8th birthday picnic in the Aberdares.", [W_DIARY]),
    ev('educational', '2025-08-22T00:00:00', ['silage'], 'Field day on silage making at Wambugu ATC; got a certificate.', [W_DIARY]),
    ev('professional', '2025-08-18T00:00:00', ['ASK Show'], 'Applied for an exhibition stand at the Nyeri ASK Show.', [W_LETTER]),
    ev('professional', '2025-09-02T09:00:00', ['permit'], 'Renew the business permit at the county offices.', [W_NOTES]),
    ev('social', '2025-09-06T14:00:00', ['chama'], "Chama meeting at Wairimu's.", [W_NOTES]),
    ev('financial', '2025-08-28T00:00:00', ['2,800'], "Paid the vet Ksh 2,800 for Baraka's vaccination.", [W_NOTES]),
    ev('financial', '2025-07-31T00:00:00', ['148,800'], 'Invoice KFD-0731 to Outspan Hospital: KES 148,800.00 for 2,480 litres of milk.', [W_INVOICE]),
    ev('financial', '2025-09-13T18:04:00', ['Naivas', '4,235'], 'Naivas Nyeri receipt: 4 items, total KES 4,235.00.', [W_RECEIPT]),
  ],
  never: ['Peter', 'Kui', 'Brian', 'Faith', 'Achieng', 'Otieno', 'Wairimu', 'Mlima', 'Othaya', 'Karima', 'Gachoka', 'Muriuki', 'Kariuki', 'Karatina', '1961', 'Mbugua', 'FrostLine', 'Ephantus', 'Waweru', 'Mweiga', '0733 902 114', '0711 204 558', '0720 300 455', '722 100 200', 'Dedan Kimathi', 'Tetu', 'Strathmore', 'Mercy', 'Kibet', 'Egerton', 'Mutua'],
});

/** `--s8dev`: run and tuned against during session 8. */
export function s8DevPersonas(tmp: string): Persona[] {
  return [linh(tmp), wanjiru(tmp)];
}

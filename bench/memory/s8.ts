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
 *    trip, stay or show it books is a personal or social event on its own date (a return journey
 *    is not a second trip). A payment or a sum received (a mobile-money SMS, a loan paid out) is
 *    financial on its own date. An appointment confirmation gives one event per appointment.
 *  - Relative words ("tomorrow", "last Friday", "on Saturday", "next Monday") count from the
 *    entry, message or note they sit in; "next Monday" written on a Monday is seven days on.
 *    A diary whose headings carry no year takes it from the diary's title.
 *  - A filled-in form gives profile values, not events. A letter applying for a stand, a place or
 *    a job is a professional event on the letter's date; a letter asking an insurer to pay is not
 *    an event (the doctor's visit it reports is), nor is the date of a quote it encloses.
 *  - One happening in several files (an invitation, a message and a diary entry about one
 *    wedding; a calendar line and a note about one appointment) is one event; the most precise
 *    date wins.
 *  - Happenings the user takes part in are events, family ones included (a child's birthday
 *    party, a cousin's wedding the user travels to). News of other people that the user only
 *    hears about ("my sister got engaged", "her daughter got a scholarship") is not the user's
 *    event; nor is a date that is not a happening (a model year, a page, a price, "since 2019",
 *    a payment's due date, a warranty). A celebration, a show or a gathering of family, friends or
 *    a club (a birthday, an anniversary, a wedding, a concert, a card evening, a chama meeting) is
 *    social; a race or a sports match, an appointment, a move or a trip is personal.
 *  - Dates are read the way the writer's country writes them: 08/03/2002 in Vietnam and 7/6/25
 *    in a Kenyan M-Pesa SMS are day first; 2025-10-18 in Québec is ISO; "Mo., 02.03.26" in a
 *    German diary is 2 March 2026. A mail's UTC time is read on the writer's local day.
 */
import sharp from 'sharp';
import type { ExpectedEvent, ExpectedValue } from './expected.js';
import type { Fixture } from './fixtures.js';
import { docx, eml, formDocx, pdf, png, text, wav, xlsx, type Persona } from './kit.js';
import { hanoiRefs, leipzigRefs, nyeriRefs, quebecRefs, realRef } from './s8-refs.js';

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
  never: ['Thảo', 'Tuấn', 'Pham Thu Trang', 'Phạm Thu Trang', 'Khoa', 'KAIST', 'Đà Nẵng', 'Da Nang', 'Tran Van Minh', 'Trần Văn Minh', 'Lê Thị Hoa', 'Khiêm', 'Dubna', 'Bogolyubov', 'Hà Đông', 'Sao Mai', 'Vũ Đình Long', 'Thuy Linh', 'Pham Quoc Bao', 'tvminh@', '3858 1203', '1900 6868', 'Tran Thi Mai', 'Le Hoang Anh', 'Jeong Ryeol Choi', 'Medjber', 'Ramazan Sever'],
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
  never: ['Peter', 'Kui', 'Brian', 'Faith', 'Achieng', 'Otieno', 'Wairimu', 'Mlima', 'Othaya', 'Karima', 'Gachoka', 'Muriuki', 'Kariuki', 'Karatina', '1961', 'Mbugua', 'FrostLine', 'Ephantus', 'Waweru', 'Mweiga', '0733 902 114', '0711 204 558', '0720 300 455', '722 100 200', 'Dedan Kimathi', 'Tetu', 'Strathmore', 'Mercy Wambui', 'Kibet', 'Egerton', 'Mutua'],
});

/** `--s8dev`: run and tuned against during session 8. */
export function s8DevPersonas(tmp: string): Persona[] {
  return [linh(tmp), wanjiru(tmp)];
}

// ==================================================================== Geneviève Tremblay, Québec City (49)

const G_CV = 'CV-Genevieve-Tremblay.pdf';
const G_MAIL = 'outlook-export.json';
const G_DIARY = 'journal.txt';
const G_NOTES = 'notes-cellulaire.txt';
const G_FORM = 'toyota-credit-application.docx';
const G_TICKET = 'billet-casse-noisette.png';
const G_RECEIPT = 'recu-saq.png';
const G_INVITE = 'surprise-80-ans.png';
const G_MEMO = 'memo-vocal.wav';
const G_CONGRESS = 'confirmation-congres-AMVPQ.pdf';

/** A mail as Microsoft Graph returns it: nested addresses, a UTC received time, a typed body. */
const graph = (name: string, address: string, to: string, received: string, subject: string, content: string) => ({
  subject,
  from: { emailAddress: { name, address } },
  toRecipients: [{ emailAddress: { name: to === 'g.tremblay@vetmail.example' ? 'Geneviève Tremblay' : to, address: to } }],
  receivedDateTime: received,
  isRead: true,
  body: { contentType: 'text', content },
});

const G_MAILS = {
  '@odata.context': "https://graph.microsoft.example/v1.0/$metadata#users('g.tremblay')/messages",
  value: [
    graph('VIA Rail Canada', 'noreply@viarail.example', 'g.tremblay@vetmail.example', '2025-12-02T15:10:00Z', 'Your VIA Rail booking confirmation - 7HK2PQ', 'Hello Geneviève,\n\nThank you for travelling with VIA Rail. Here is your booking.\n\nBooking reference: 7HK2PQ\nOutbound: Train 22, Quebec City (Gare du Palais) to Montreal, Friday, December 19, 2025, departs 08:10, arrives 11:24, Economy, car 3, seat 5A\nReturn: Train 37, Montreal to Quebec City, Sunday, December 21, 2025, departs 17:00\nPassenger: Geneviève Tremblay\nTotal (taxes included): $142.35 CAD\n\nBon voyage!\nVIA Rail Canada'),
    graph('Ordre des médecins vétérinaires du Québec', 'formation@omvq.example', 'g.tremblay@vetmail.example', '2025-11-20T14:00:00Z', 'Attestation de formation continue / CE certificate', "Bonjour Dre Tremblay,\n\nThis confirms that you attended the workshop 'Feline dentistry: extractions and radiographs' on Saturday 15 November 2025 in Lévis (7 hours, 7 continuing education credits). Your certificate is attached.\n\nService de la formation continue\nOMVQ"),
    graph('Geneviève Tremblay', 'g.tremblay@vetmail.example', 'sylvain.tremblay@videotron.example', '2026-01-11T20:45:00Z', 'nouvelles + SURPRISE', "Salut Sylvain,\n\nNews from here: I was elected president of the Association des vétérinaires de la Capitale at Thursday's AGM. Nobody else ran, so don't be too impressed.\n\nMaman's 80th is on Saturday the 17th at the chalet in Baie-Saint-Paul, 5 pm. It's a SURPRISE, so not a word if she calls you. Bring your guitar and the tourtière from Ste-Anne.\n\nOther news: Félix finally got his driver's licence (third try!) and Julie next door sold her house, she's moving to Gaspé in the spring.\n\nBises,\nGen\n\n--\nGeneviève Tremblay, DMV\nCo-owner | Clinique vétérinaire Limoilou\n418 555-0147"),
    graph('Carnaval de Québec', 'infolettre@carnaval.example', 'g.tremblay@vetmail.example', '2026-01-20T13:00:00Z', 'Bonhomme is coming!', "Bonhomme's opening night is Friday, February 6 at 6 pm on the Plains of Abraham! Get your effigy now: $40. Night parades on February 7 and 14. Unsubscribe: carnaval.example/desabonnement"),
  ],
};

const genevieve = (tmp: string): Persona => ({
  id: 'genevieve',
  who: 'Geneviève Tremblay, 49, veterinarian and clinic co-owner, Québec City (Canada): 18 files — CV pdf, Outlook/Graph mail export .json (UTC times, a newsletter), journal with "2025-10-18 (samedi)" headings, phone notes under a French date ("Lundi 9 février 2026"), car credit application docx, ballet ticket png (bilingual, 96,50 $), SAQ receipt png (TPS/TVQ), surprise-party invitation png ("17 h"), budget xlsx, voice memo, congress registration pdf, grocery list, 6 reference documents (one real Hebrew Wikipedia page)',
  files: async (): Promise<Fixture[]> => [
    {
      name: G_CV,
      kind: 'CV (pdf, year ranges)',
      data: await pdf([
        'GENEVIÈVE TREMBLAY, DMV',
        'Veterinarian — small animals',
        'Québec (Québec), Canada  ·  418 555-0147  ·  g.tremblay@vetmail.example',
        '',
        'EXPERIENCE',
        '2021 – present   Co-owner and veterinarian, Clinique vétérinaire Limoilou, Québec',
        '2014 – 2021      Associate veterinarian, Clinique vétérinaire Limoilou, Québec',
        '2002 – 2014      Veterinarian, Hôpital vétérinaire Rive-Sud, Lévis',
        '',
        'EDUCATION',
        '1997 – 2002      Doctorate in Veterinary Medicine (DMV), Université de Montréal, Saint-Hyacinthe',
        '1995 – 1997      DEC in Health Sciences, Cégep de Sainte-Foy',
        '',
        'MEMBERSHIPS',
        'Ordre des médecins vétérinaires du Québec (member no. 4173)',
        '',
        'SKILLS',
        'Soft-tissue surgery, dentistry, ultrasound, feline medicine',
        '',
        'LANGUAGES',
        'French (native), English (fluent), Spanish (intermediate)',
        '',
        'INTERESTS',
        "Curling, birdwatching, Louise Penny's mysteries",
      ]),
    },
    { name: G_MAIL, kind: 'mail export (.json, Microsoft Graph shape: value[] with nested emailAddress, receivedDateTime in UTC, body.content)', data: Buffer.from(JSON.stringify(G_MAILS, null, 2)) },
    {
      name: G_DIARY,
      kind: 'journal (txt, ISO "2025-10-18 (samedi)" headings)',
      data: text(`
2025-10-18 (samedi)
Curling season opener at the Club Jacques-Cartier. We lost 7–4 to the Drouin sisters but the beer after was worth it. Sweeping is cardio, whatever Félix says.

2025-11-02 (dimanche)
Picked up the RAV4 at Toyota Ste-Foy: a 2023 hybrid, $38,900 after they took the old 2011 Outback. The Subaru had 287,000 km and one working heater. Julie next door is selling her house, moving to Gaspé in the spring — I'll miss her.

2025-12-20 (samedi)
Montreal with Félix: the Christmas market at the Old Port, then dinner in his tiny apartment on Milton. He cooked! Finished the new Louise Penny before bed; nobody writes Three Pines like her.

2026-01-17 (samedi)
Maman's 80th at the chalet. She really didn't know — she cried, then she danced with every grandchild. 23 of us, three tourtières, Les Cowboys Fringants until midnight (my choice, obviously).

2026-02-07 (samedi)
Pipe burst in the basement at 3 am. Plomberie Roy came at 7; $640 plus taxes. At least it wasn't the clinic.
`),
    },
    {
      name: G_NOTES,
      kind: 'phone notes (txt) under a French date, "tomorrow" / "last Friday" / "Wednesday"',
      data: text(`
Lundi 9 février 2026

- oil change tomorrow 7:30, Toyota Ste-Foy (ask about the winter tires noise)
- sent Félix his share of the rent last Friday, $450 by Interac
- staff meeting Wednesday 12:15, lunch provided — order from Le Cercle
- renew the Ordre membership before March 31
- effigy for Félix?
`),
    },
    {
      name: G_FORM,
      kind: 'car financing credit application (docx table, bilingual labels, ISO dates)',
      data: await formDocx(
        'Toyota Services Financiers — Demande de crédit / Credit application',
        'Demandeur / Applicant',
        [
          ['Nom / Last name', 'Tremblay'],
          ['Prénom / First name', 'Geneviève'],
          ['Date de naissance / Date of birth (AAAA-MM-JJ)', '1976-05-23'],
          ['État civil / Marital status', 'Divorcée / Divorced'],
          ['Personnes à charge / Dependants', '1'],
          ['Adresse / Home address', '2150, 4e Avenue, Québec (QC) G1J 3B7'],
          ['Depuis / Time at address', '11 ans / years'],
          ['Téléphone / Phone', '418 555-0147'],
          ['Courriel / Email', 'g.tremblay@vetmail.example'],
          ['Employeur / Employer', 'Clinique vétérinaire Limoilou'],
          ['Poste / Occupation', 'Médecin vétérinaire, copropriétaire / Veterinarian, co-owner'],
          ['Ancienneté / Years with employer', '11'],
          ['Véhicule / Vehicle', '2023 Toyota RAV4 Hybrid XLE (used)'],
          ['Échange / Trade-in', '2011 Subaru Outback'],
        ],
        ['Signature: Geneviève Tremblay', 'Date: 2025-10-30', 'Concessionnaire / Dealer: Toyota Ste-Foy'],
      ),
    },
    {
      name: G_TICKET,
      kind: 'ballet ticket (png, OCR), bilingual, decimal comma, purchase date',
      data: await png(['GRAND THEATRE DE QUEBEC', 'Les Grands Ballets', 'Casse-Noisette / The Nutcracker', 'Salle Louis-Frechette', 'Sam. 13 dec. 2025 / Sat. Dec. 13, 2025 - 19:30', 'Parterre, rangee K, siege 14', 'Total: 96,50 $ (taxes incl.)', 'Achat / Purchased: 2025-10-27']),
    },
    {
      name: G_RECEIPT,
      kind: 'liquor store receipt (png, OCR), TPS/TVQ, a vintage year, points',
      data: await png(['SAQ', 'Succursale Place Fleur de Lys', '2025-12-23   16:47', 'Cidre de glace 375 ml      24,95', 'Bordeaux 2019 750 ml       22,95', 'Sous-total                 47,90', 'TPS                         2,40', 'TVQ                         4,78', 'TOTAL                     55,08 $', 'VISA ****8812              55,08', 'Points Inspire: 55']),
    },
    {
      name: G_INVITE,
      kind: 'surprise party invitation (png, OCR), French, "17 h"',
      data: await png(['SURPRISE !', 'Claudette Bouchard fete ses 80 ans', 'Samedi 17 janvier 2026 a 17 h', 'Chalet des Tremblay, Baie-Saint-Paul', 'Chut ! Pas un mot a Maman']),
    },
    {
      name: 'budget-2026.xlsx',
      kind: 'household budget (xlsx, CAD, no first person)',
      data: await xlsx('2026', ['Poste', 'Janvier', 'Février'], [
        ['Hypothèque', 1480, 1480],
        ['Hydro-Québec', 212, 231],
        ['Épicerie', 780, 745],
        ['RAV4 (financement)', 612, 612],
        ['Aide Félix (loyer)', 450, 450],
        ['REER', 500, 500],
        ['Curling', 0, 0],
      ], 'Budget maison 2026'),
    },
    { name: G_MEMO, kind: 'voice memo (wav, speech)', data: wav(tmp, 'genevieve-memo.wav', 'Note to self. My favourite food is pea soup. This summer I want to learn to kayak on the Saint Lawrence.') },
    {
      name: G_CONGRESS,
      kind: 'conference registration confirmation (pdf, bilingual, ISO dates, amount paid)',
      data: await pdf([
        'AMVPQ — Congrès vétérinaire annuel 2026 / Annual Veterinary Congress 2026',
        "Confirmation d'inscription / Registration confirmation",
        '',
        'Participant: Dre Geneviève Tremblay, Clinique vétérinaire Limoilou',
        'Lieu / Venue: Centre des congrès de Saint-Hyacinthe',
        'Dates: 2026-03-20 au 2026-03-22 / March 20-22, 2026',
        'Forfait / Package: 3 jours / 3 days, membre / member',
        'Montant payé / Amount paid: 645,00 $ (TPS/TVQ incl.)',
        'Date du paiement / Paid on: 2026-01-15',
        'No de confirmation / Confirmation no.: AMV-26-01187',
      ]),
    },
    {
      name: 'epicerie.txt',
      kind: 'grocery list (txt), no dates, no happenings',
      data: text(`
épicerie
- lait 2 %, oeufs x 18
- pommes Cortland
- fromage en grains (pour la poutine de vendredi)
- sirop d'érable — le gros
- nourriture pour Pixel (sans poulet!!)
- papier de toilette
`),
    },
    ...(await quebecRefs()),
    realRef('telaviv'),
  ],
  profile: [
    v('basic_info', 'Name', 'Geneviève Tremblay', [G_CV, G_FORM, G_MAIL], { alternatives: ['Genevieve Tremblay', 'Tremblay Geneviève', 'Geneviève Tremblay, DMV', 'Dre Geneviève Tremblay'] }),
    v('basic_info', 'birth_date', '1976-05-23', [G_FORM], { alternatives: ['23 May 1976', 'May 23, 1976'] }),
    ...['French', 'English', 'Spanish'].map((x) => v('basic_info', 'language_spoken', x, [G_CV])),
    v('demographics', 'marital_status', 'divorced', [G_FORM], { alternatives: ['divorcée', 'divorcee', 'Divorcée / Divorced'] }),
    v('demographics', 'number_of_children', '1', [G_FORM, G_DIARY], { alternatives: ['one'] }),
    v('contact_info', 'city', 'Québec', [G_CV, G_FORM], { alternatives: ['Quebec City', 'Québec City', 'Quebec', 'Ville de Québec', 'Limoilou'] }),
    v('contact_info', 'country', 'Canada', [G_CV]),
    v('contact_info', 'phone', '418 555-0147', [G_CV, G_FORM, G_MAIL], { alternatives: ['4185550147', '+1 418 555 0147', '(418) 555-0147', '+14185550147', '418-555-0147'] }),
    v('contact_info', 'email', 'g.tremblay@vetmail.example', [G_CV, G_FORM, G_MAIL]),
    v('education', 'school', 'Université de Montréal', [G_CV], { alternatives: ['University of Montreal', 'Université de Montréal, Saint-Hyacinthe'] }),
    v('education', 'degree', 'Doctorate in Veterinary Medicine', [G_CV], { alternatives: ['DMV', 'DVM', 'Doctor of Veterinary Medicine', 'Doctorate', 'Doctorate in Veterinary Medicine (DMV)'] }),
    v('education', 'major', 'Veterinary Medicine', [G_CV]),
    v('work', 'company', 'Clinique vétérinaire Limoilou', [G_CV, G_FORM, G_MAIL]),
    v('work', 'title', 'Co-owner and veterinarian', [G_CV, G_FORM, G_MAIL], { alternatives: ['Veterinarian', 'Co-owner', 'Veterinarian, co-owner', 'Médecin vétérinaire, copropriétaire', 'Co-owner and veterinarian, Clinique vétérinaire Limoilou', 'DMV'] }),
    v('work', 'working_industry', 'veterinary medicine', [G_CV], { alternatives: ['veterinary', 'veterinary care', 'animal health', 'health care', 'healthcare'] }),
    ...['Soft-tissue surgery', 'dentistry', 'ultrasound', 'feline medicine'].map((x) => v('work', 'work_skills', x, [G_CV])),
    v('interest', 'sports', 'curling', [G_CV, G_DIARY]),
    v('interest', 'books', 'Louise Penny', [G_CV, G_DIARY], { alternatives: ["Louise Penny's mysteries", 'Louise Penny mysteries'] }),
    v('interest', 'music', 'Les Cowboys Fringants', [G_DIARY], { alternatives: ['Cowboys Fringants'] }),
    v('interest', 'foods', 'pea soup', [G_MEMO]),
    v('psychological', 'goals', 'kayak', [G_MEMO], { contains: true }),
  ],
  events: [
    // CV
    ev('professional', '2021-01-01T00:00:00', ['co-owner'], 'Co-owner and veterinarian, Clinique vétérinaire Limoilou, since 2021.', [G_CV]),
    ev('professional', '2014-01-01T00:00:00', ['Associate'], 'Associate veterinarian, Clinique vétérinaire Limoilou, 2014–2021.', [G_CV]),
    ev('professional', '2002-01-01T00:00:00', ['Rive-Sud'], 'Veterinarian at the Hôpital vétérinaire Rive-Sud, Lévis, 2002–2014.', [G_CV]),
    ev('educational', '2002-01-01T00:00:00', ['Veterinary Medicine'], 'Doctorate in Veterinary Medicine (DMV), Université de Montréal (1997–2002).', [G_CV]),
    ev('educational', '1997-01-01T00:00:00', ['Sainte-Foy'], 'DEC in Health Sciences, Cégep de Sainte-Foy (1995–1997).', [G_CV]),
    // mail (received times are UTC; every one falls on the same local day)
    ev('financial', '2025-12-02T00:00:00', ['VIA Rail', '142'], 'VIA Rail booking 7HK2PQ: $142.35 CAD.', [G_MAIL]),
    ev('personal', '2025-12-19T08:10:00', ['Montreal'], 'Train 22 from Quebec City to Montreal.', [G_MAIL]),
    ev('educational', '2025-11-15T00:00:00', ['dentistry'], "Workshop 'Feline dentistry: extractions and radiographs' in Lévis (7 CE credits).", [G_MAIL]),
    ev('professional', '2026-01-08T00:00:00', ['president'], 'Elected president of the Association des vétérinaires de la Capitale at the AGM.', [G_MAIL]),
    ev('social', '2026-01-17T17:00:00', ['80'], "Surprise party for her mother Claudette Bouchard's 80th birthday at the chalet in Baie-Saint-Paul.", [G_INVITE, G_MAIL, G_DIARY]),
    // journal
    ev('personal', '2025-10-18T00:00:00', ['curling'], 'Curling season opener at the Club Jacques-Cartier (lost 7–4).', [G_DIARY]),
    ev('financial', '2025-11-02T00:00:00', ['RAV4'], 'Bought a 2023 RAV4 hybrid at Toyota Ste-Foy: $38,900 after the trade-in.', [G_DIARY]),
    ev('social', '2025-12-20T00:00:00', ['Christmas market'], 'Christmas market at the Old Port and dinner with her son Félix in Montreal.', [G_DIARY]),
    ev('financial', '2026-02-07T00:00:00', ['640'], 'Burst pipe repaired by Plomberie Roy: $640 plus taxes.', [G_DIARY]),
    // notes
    ev('personal', '2026-02-10T07:30:00', ['oil change'], 'Oil change at Toyota Ste-Foy.', [G_NOTES]),
    ev('financial', '2026-02-06T00:00:00', ['450'], "Sent Félix $450 by Interac for his share of the rent.", [G_NOTES]),
    ev('professional', '2026-02-11T12:15:00', ['staff meeting'], 'Staff meeting with lunch.', [G_NOTES]),
    // ticket, receipt
    ev('financial', '2025-10-27T00:00:00', ['96'], 'Grand Théâtre de Québec ticket for Casse-Noisette: 96,50 $.', [G_TICKET]),
    ev('social', '2025-12-13T19:30:00', ['Nutcracker'], 'Les Grands Ballets: Casse-Noisette / The Nutcracker, Salle Louis-Fréchette.', [G_TICKET]),
    ev('financial', '2025-12-23T16:47:00', ['SAQ', '55'], 'SAQ Place Fleur de Lys receipt: 2 items, total 55,08 $.', [G_RECEIPT]),
    // congress registration
    ev('financial', '2026-01-15T00:00:00', ['645'], 'AMVPQ congress registration: 645,00 $.', [G_CONGRESS]),
    ev('professional', '2026-03-20T00:00:00', ['congr'], 'AMVPQ Annual Veterinary Congress 2026 at the Centre des congrès de Saint-Hyacinthe (March 20–22).', [G_CONGRESS]),
  ],
  never: ['Sylvain', 'Félix', 'Julie', 'Claudette', 'Bouchard', 'Gaspé', 'Drouin', 'Milton', 'Lévis', 'Baie-Saint-Paul', 'Gagnon', 'Marie-Claire', 'Paul-Émile', '1931', 'Labbé', 'Bélanger', 'Sainte-Famille', 'Plomberie Roy', 'Geneviève Roy', 'Lachance', 'Whitfield', 'fmv.example', '450 555-0110', '418 529-3301', '418 555-0199', '418 555-0100', 'Mathieu Paradis', 'Gagné', 'Bonhomme', 'videotron'],
});

// ==================================================================== Jürgen Becker, Leipzig (72)

const J_DIARY = 'tagebuch-2026.txt';
const J_LETTER = 'brief-aok-hoergeraete.docx';
const J_FORM = 'mitgliedsantrag-eisenbahnfreunde.docx';
const J_MAIL_A = 'mail-von-anja.txt';
const J_MAIL_K = 'terminbestaetigung-augenklinik.txt';
const J_TICKET = 'DB-Ticket-482913774105.pdf';
const J_RECEIPT = 'apotheke-beleg.png';
const J_CARD = 'termin-hoerakustik.png';
const J_NOTES = 'zettel.txt';
const J_INVITE = 'einladung-jugendweihe-lena.png';
const J_MEMO = 'sprachmemo.wav';

const juergen = (tmp: string): Persona => ({
  id: 'juergen',
  who: 'Jürgen Becker, 72, retired railway signalling engineer, Leipzig (Germany): 21 files — diary with "Mo., 02.03.26" headings, a letter in German to his health insurer (docx), club membership form in German (docx, dd.mm.yyyy), two saved e-mails in German (.txt), DB train ticket pdf (39,80 €), pharmacy receipt png, appointment card png, notes with "tomorrow" / "last Friday" / "next Monday", Jugendweihe invitation png, household budget xlsx, voice memo, a family recipe, 8 reference documents (two real German Wikipedia pages)',
  files: async (): Promise<Fixture[]> => [
    {
      name: J_DIARY,
      kind: 'diary (txt, English, German "Mo., 02.03.26" headings with two-digit years)',
      data: text(`
Mo., 02.03.26
Cataract operation on the left eye at the Uniklinik — twenty minutes, no pain, a lot of bright light. Monika drove me home. Everything is so bright now; the kitchen wallpaper is yellower than I thought.

Sa., 21.03.26
Sold the Wartburg 353 (built 1988, still the original paint) to a collector from Zwickau for 6.500 €. Forty years in the family. I am not ashamed to say I cried a little.

So., 12.04.26
Golden wedding! Anja surprised Monika and me with lunch at Auerbachs Keller — fourteen of us. Fifty years. Monika says for the next fifty she chooses the restaurant.

Do., 30.04.26
Skat evening at the Vereinsheim, I won 14 €. Horst says he is moving to his daughter in Rostock in the summer. Who will I argue with now?

Mi., 03.06.26
Day trip to Dresden with Monika: the steamer to Pillnitz and the Verkehrsmuseum. Thomanerchor on the radio on the way home — Bach, always Bach.
`),
    },
    {
      name: J_LETTER,
      kind: 'letter from the user to his health insurer (docx, German), sender block, "9. März 2026"',
      data: await docx('Antrag auf Kostenübernahme', [
        'Jürgen Becker',
        'Karl-Heine-Straße 48',
        '04229 Leipzig',
        'Telefon 0341 4912 337',
        'AOK PLUS, Postfach 1110, 01004 Dresden',
        'Leipzig, den 9. März 2026',
        'Versichertennummer: K482019337',
        '## Antrag auf Kostenübernahme für Hörgeräte',
        'Sehr geehrte Damen und Herren,',
        'am 24. Februar 2026 hat mir mein HNO-Arzt, Herr Dr. Ulrich Sander (Leipzig-Gohlis), Hörgeräte für beide Ohren verordnet. Die Verordnung und den Kostenvoranschlag der Firma Hörakustik Meyer vom 5. März 2026 über 1.980,00 € lege ich bei.',
        'Ich bin am 31. März 2018 nach 41 Dienstjahren bei der Deutschen Reichsbahn und der DB Netz AG als Ingenieur für Signaltechnik in den Ruhestand gegangen und seitdem bei Ihnen als Rentner versichert.',
        'Ich bitte um Übernahme der Kosten abzüglich des gesetzlichen Eigenanteils.',
        'Mit freundlichen Grüßen',
        'Jürgen Becker',
      ]),
    },
    {
      name: J_FORM,
      kind: 'club membership form (docx table, German labels, dd.mm.yyyy)',
      data: await formDocx(
        'Eisenbahnfreunde Leipzig e.V. — Mitgliedsantrag',
        'Hiermit beantrage ich die Mitgliedschaft im Verein.',
        [
          ['Name, Vorname', 'Becker, Jürgen'],
          ['Geburtsdatum', '14.08.1953'],
          ['Staatsangehörigkeit', 'deutsch'],
          ['Familienstand', 'verheiratet'],
          ['Straße, Hausnummer', 'Karl-Heine-Straße 48'],
          ['PLZ, Ort', '04229 Leipzig'],
          ['Telefon', '0341 4912 337'],
          ['E-Mail', 'j.becker53@netz.example'],
          ['Beruf', 'Dipl.-Ing. (Signaltechnik), Rentner'],
          ['Mitgliedsart', 'Ordentliches Mitglied (Senior)'],
          ['Eintritt zum', '01.04.2026'],
          ['Wie haben Sie von uns erfahren?', 'Durch meinen Freund Horst Wendler'],
          ['IBAN', 'DE44 8605 5592 1090 2211 37'],
        ],
        ['Mit meiner Unterschrift erkenne ich die Satzung des Vereins an.', 'Leipzig, 25.03.2026', 'Unterschrift: J. Becker'],
      ),
    },
    {
      name: J_MAIL_A,
      kind: 'saved e-mail (RFC 5322 as .txt, German) from his daughter',
      data: eml({
        from: 'Anja Schubert <anja.schubert@posteo.example>',
        to: 'Jürgen Becker <j.becker53@netz.example>',
        date: 'Sun, 15 Mar 2026 19:22:05 +0100',
        subject: 'Goldene Hochzeit + Lena',
        body: 'Hallo Papa,\n\nder Tisch in Auerbachs Keller ist reserviert: Sonntag, 12. April, 12:30 Uhr, für 14 Personen. Mama weiß von nichts, also bitte nichts verraten!\n\nUnd denk an Lenas Jugendweihe am Samstag, 9. Mai, um 10 Uhr im Gewandhaus. Die Einladung kommt mit der Post.\n\nÜbrigens: Tobias hat die Stelle in München bekommen, wir ziehen aber erst nächstes Jahr um.\n\nLiebe Grüße\nAnja',
      }),
    },
    {
      name: J_MAIL_K,
      kind: 'saved e-mail (.txt, German): hospital appointment confirmation with three appointments',
      data: eml({
        from: 'Universitätsklinikum Leipzig - Klinik für Augenheilkunde <termine@uniklinik.example>',
        to: 'j.becker53@netz.example',
        date: 'Tue, 10 Feb 2026 08:31:44 +0100',
        subject: 'Terminbestätigung',
        body: 'Sehr geehrter Herr Becker,\n\nhiermit bestätigen wir Ihnen folgende Termine in der Klinik für Augenheilkunde, Liebigstraße 12, Haus 1:\n\nVoruntersuchung: Montag, 16.02.2026, 10:40 Uhr\nOperation (Katarakt, linkes Auge): Montag, 02.03.2026, 07:30 Uhr (bitte nüchtern erscheinen)\nNachkontrolle: Dienstag, 03.03.2026, 08:00 Uhr\n\nBitte bringen Sie Ihre Versichertenkarte und Ihren Medikamentenplan mit.\n\nMit freundlichen Grüßen\nIhr Team der Augenklinik',
      }),
    },
    {
      name: J_TICKET,
      kind: 'train ticket (pdf), German, outward and return, booking date',
      data: await pdf([
        'DB  Online-Ticket',
        'Sparpreis  (2 Erwachsene, BahnCard 25)',
        'Hinfahrt: Leipzig Hbf -> Dresden Hbf am 03.06.2026',
        'Leipzig Hbf    ab 08:14    ICE 1655    Gleis 11',
        'Dresden Hbf    an 09:21',
        'Rückfahrt: Dresden Hbf -> Leipzig Hbf am 03.06.2026, ab 18:37, IC 2449',
        'Reisende: Jürgen Becker, Monika Becker',
        'Gesamtpreis: 39,80 €',
        'Buchungsdatum: 18.05.2026',
        'Auftragsnummer: 482913774105',
        'Gültig nur mit amtlichem Lichtbildausweis.',
      ]),
    },
    {
      name: J_RECEIPT,
      kind: 'pharmacy receipt (png, OCR), decimal commas, change given',
      data: await png(['Loewen-Apotheke', 'Grimmaische Str. 19, 04109 Leipzig', 'Beleg 4471   26.05.2026   11:08', 'Ibuprofen 400 mg 20 St.     4,95', 'Zuzahlung Rezept 1          5,00', 'Zuzahlung Rezept 2          5,00', 'SUMME EUR                  14,95', 'Bar                        20,00', 'Rueckgeld                   5,05', 'MwSt 19% enthalten          0,79']),
    },
    {
      name: J_CARD,
      kind: 'appointment card (png, OCR), German, no issue date',
      data: await png(['HOERAKUSTIK MEYER', 'Georg-Schwarz-Str. 90, Leipzig', 'Ihr naechster Termin:', 'Dienstag, 07.04.2026, 15:30 Uhr', 'Hoergeraete-Anpassung', 'Bitte Versichertenkarte mitbringen']),
    },
    {
      name: J_NOTES,
      kind: 'notes (txt) dated once in German, English items: "tomorrow" / "last Friday" / "next Monday"',
      data: text(`
Montag, 18.05.2026

- dentist tomorrow 9:15, Dr. Kühn (Gohlis) — the bridge again
- paid the garden lease last Friday: 186 € to the Verein "Am Kanal"
- next Monday 14:00 Stammtisch of the Eisenbahnfreunde, Bayerischer Bahnhof
- book the Dresden tickets (Sparpreis!)
- flowers for Anja's birthday
`),
    },
    {
      name: J_INVITE,
      kind: 'Jugendweihe invitation (png, OCR), German date',
      data: await png(['EINLADUNG', 'zur Jugendweihe von', 'LENA SCHUBERT', 'Samstag, 9. Mai 2026, 10:00 Uhr', 'Gewandhaus zu Leipzig, Grosser Saal', 'Anschliessend Mittagessen im Kaiser Maximilian']),
    },
    {
      name: 'haushaltsbuch-2026.xlsx',
      kind: 'household accounts (xlsx, EUR, German, no first person)',
      data: await xlsx('2026', ['Posten', 'Januar', 'Februar', 'März', 'April'], [
        ['Rente Jürgen', 2140, 2140, 2140, 2140],
        ['Rente Monika', 1380, 1380, 1380, 1380],
        ['Miete', -780, -780, -780, -780],
        ['Strom', -96, -96, -96, -96],
        ['Zuzahlungen Arzt/Apotheke', -15, -40, -125, -10],
        ['Auto (Wartburg)', -60, -60, 6500, 0],
        ['Geschenke', -50, 0, -120, -380],
      ], 'Haushaltsbuch 2026'),
    },
    { name: J_MEMO, kind: 'voice memo (wav, speech)', data: wav(tmp, 'juergen-memo.wav', 'Note to self. My favourite food is potato dumplings with red cabbage. This year I want to finish the model railway in the cellar.') },
    {
      name: 'rezept-leipziger-allerlei.txt',
      kind: 'family recipe (txt), a date that is no happening',
      data: text(`
Leipziger Allerlei — wie Oma Ilse es machte (seit 1962 an jedem Ostersonntag)

500 g junge Erbsen, 500 g Karotten, 300 g Spargel, 200 g Morcheln, 12 Flusskrebse
Gemüse einzeln in Salzwasser garen, Krebse 5 Minuten kochen.
Sauce aus Krebsbutter, Mehl und Sahne; zum Schluss alles vorsichtig mischen.
Für 6 Personen. Dazu neue Kartoffeln.
`),
    },
    ...(await leipzigRefs()),
    realRef('berlin'),
    realRef('germany'),
  ],
  profile: [
    v('basic_info', 'Name', 'Jürgen Becker', [J_FORM, J_LETTER, J_MAIL_A], { alternatives: ['Juergen Becker', 'Jurgen Becker', 'Becker, Jürgen', 'Becker Jürgen'] }),
    v('basic_info', 'birth_date', '1953-08-14', [J_FORM], { alternatives: ['14.08.1953', '14 August 1953'] }),
    v('basic_info', 'nationality', 'German', [J_FORM], { alternatives: ['deutsch', 'Germany', 'Deutschland'] }),
    v('demographics', 'marital_status', 'married', [J_FORM, J_DIARY], { alternatives: ['verheiratet'] }),
    v('contact_info', 'city', 'Leipzig', [J_FORM, J_LETTER]),
    v('contact_info', 'phone', '0341 4912 337', [J_FORM, J_LETTER], { alternatives: ['03414912337', '0341 4912337', '+49 341 4912 337', '+493414912337', '+49 341 4912337'] }),
    v('contact_info', 'email', 'j.becker53@netz.example', [J_FORM, J_MAIL_A]),
    v('education', 'degree', 'Dipl.-Ing.', [J_FORM], { alternatives: ['Diplom-Ingenieur', 'Dipl.-Ing. (Signaltechnik)', 'Dipl Ing'] }),
    // Retired since 2018: the last title and employer stand, or "retired" does.
    v('work', 'title', 'Ingenieur für Signaltechnik', [J_LETTER, J_FORM], { alternatives: ['Dipl.-Ing. (Signaltechnik)', 'Dipl.-Ing. (Signaltechnik), Rentner', 'signalling engineer', 'railway signalling engineer', 'engineer', 'Rentner', 'retired', 'pensioner'] }),
    v('work', 'company', 'DB Netz AG', [J_LETTER], { alternatives: ['DB Netz', 'Deutsche Reichsbahn', 'Deutsche Bahn', 'Deutsche Reichsbahn und DB Netz AG'] }),
    v('work', 'working_industry', 'railway', [J_LETTER], { alternatives: ['railways', 'rail', 'rail transport', 'transport', 'railway signalling', 'Signaltechnik'] }),
    v('life_event', 'retirement', '2018', [J_LETTER], { contains: true }),
    v('interest', 'music', 'Bach', [J_DIARY], { alternatives: ['Johann Sebastian Bach', 'Thomanerchor'] }),
    v('interest', 'foods', 'potato dumplings', [J_MEMO], { alternatives: ['potato dumplings with red cabbage', 'dumplings'] }),
    v('psychological', 'goals', 'model railway', [J_MEMO], { contains: true }),
  ],
  events: [
    // letter
    ev('professional', '2018-03-31T00:00:00', ['Ruhestand'], 'Retired on 31 March 2018 after 41 years with the Deutsche Reichsbahn and DB Netz AG.', [J_LETTER]),
    ev('personal', '2026-02-24T00:00:00', ['HNO'], 'The ENT doctor (HNO-Arzt Dr. Sander) prescribed hearing aids for both ears.', [J_LETTER]),
    // clinic mail and diary
    ev('personal', '2026-02-16T10:40:00', ['Voruntersuchung'], 'Pre-operative examination at the eye clinic (Klinik für Augenheilkunde).', [J_MAIL_K]),
    ev('personal', '2026-03-02T07:30:00', ['operation'], 'Cataract operation on the left eye at the Uniklinik.', [J_MAIL_K, J_DIARY]),
    ev('personal', '2026-03-03T08:00:00', ['Nachkontrolle'], 'Follow-up check at the eye clinic.', [J_MAIL_K]),
    // daughter's mail, invitation, diary
    ev('social', '2026-04-12T12:30:00', ['Auerbach'], 'Golden wedding lunch at Auerbachs Keller with the family (14 people).', [J_MAIL_A, J_DIARY]),
    ev('social', '2026-05-09T10:00:00', ['Jugendweihe'], "Granddaughter Lena's Jugendweihe at the Gewandhaus.", [J_MAIL_A, J_INVITE]),
    // diary
    ev('financial', '2026-03-21T00:00:00', ['Wartburg'], 'Sold the Wartburg 353 to a collector from Zwickau for 6.500 €.', [J_DIARY]),
    ev('social', '2026-04-30T00:00:00', ['Skat'], 'Skat evening at the Vereinsheim (won 14 €).', [J_DIARY]),
    ev('personal', '2026-06-03T08:14:00', ['Dresden'], 'Day trip to Dresden with Monika: ICE 1655 from Leipzig Hbf, the steamer to Pillnitz, the Verkehrsmuseum.', [J_TICKET, J_DIARY]),
    // ticket, receipt, card
    ev('financial', '2026-05-18T00:00:00', ['39'], 'DB Sparpreis ticket Leipzig–Dresden and back: 39,80 €.', [J_TICKET]),
    ev('financial', '2026-05-26T11:08:00', ['Apotheke', '14'], 'Löwen-Apotheke receipt: 3 items, total 14,95 €.', [J_RECEIPT]),
    ev('personal', '2026-04-07T15:30:00', ['hoer'], 'Hearing-aid fitting (Hoergeraete-Anpassung) at Hoerakustik Meyer.', [J_CARD]),
    // notes
    ev('personal', '2026-05-19T09:15:00', ['dentist'], 'Dentist, Dr. Kühn (Gohlis).', [J_NOTES]),
    ev('financial', '2026-05-15T00:00:00', ['186'], 'Paid the garden lease, 186 €, to the Verein "Am Kanal".', [J_NOTES]),
    ev('social', '2026-05-25T14:00:00', ['Stammtisch'], 'Stammtisch of the Eisenbahnfreunde at the Bayerischer Bahnhof.', [J_NOTES]),
  ],
  never: ['Monika', 'Anja', 'Lena Schubert', 'Schubert', 'Tobias', 'München', 'Munich', 'Horst', 'Wendler', 'Rostock', 'Zwickau', 'Dresden', 'Ulrich Sander', 'Kühn', 'Meyer', 'Hüttig', 'Krahl', '1921', 'Reimann', 'Fiedler', 'Voigt', 'Jens Becker', 'Lindner', 'Nowak', 'tu-dresden', 'Krause', 'Kretschmar', 'Gohlis', 'Göppingen', 'Pohl', 'Ilse', '463 3000', '490 7700', 'Berlin', 'Bonn', 'Plagwitz', 'Magdeburg'],
});

/** `--s8final`: held aside — run once, at the end of session 8. */
export function s8FinalPersonas(tmp: string): Persona[] {
  return [genevieve(tmp), juergen(tmp)];
}

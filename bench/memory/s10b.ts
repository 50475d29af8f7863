/**
 * Two more held-aside personas (`--s10b`), written in session 10 beside s10a.ts and in the same
 * way: every expectation below fixed before any extractor ran on them, by an author who had read
 * neither the extractors (src/ was off limits) nor any benchmark result. Park Ji-woo, a PhD
 * student in chemical engineering in Seoul (the 20-file library of the timing figure), and Rosa
 * Elena Quispe Mamani, who keeps a neighbourhood grocery (bodega) in Lima. Their reference
 * documents are new (s10b-refs.ts).
 *
 * Conventions: s10a.ts's (which are s9a.ts's and s8.ts's), with what these files needed added:
 *  - Dates are read the way the writer's country writes them: Korea writes year first
 *    ("2026. 2. 11. (수)", "1999.02.11", "2026-04-18") and a bare day as month/day ("3/22",
 *    "6/25", "7/31"); Peru writes day first (07/09/1972, "lunes 2 de febrero" in a diary titled
 *    2026, "mié 13/05/2026"). A KakaoTalk export's "--------------- 2026년 3월 11일 수요일 ---"
 *    line dates the messages under it; 오전/오후 are a.m./p.m.
 *  - A mail export that gives Unix epoch seconds is read on the writer's local day (Lima is UTC-5).
 *  - A chat's or a forwarded mail's relative words count from the message's own day; a forwarded
 *    newsletter about other people gives nothing, the sender's own lines above it do.
 *  - A student's own research (an abstract with experiment dates and citations) has no events;
 *    a research assistantship or teaching assistantship is professional, dated by its start;
 *    a thesis proposal defense is educational; a talk the user gives at a conference is
 *    professional, dated by the talk, and the journey to it is a trip of its own.
 *  - An honour the user receives for her business is professional; a loan paid out is financial
 *    on its own date; a supplier's invoice to the user's one-person business is hers.
 *  - A god-daughter's quinceañera at which the user is godmother is social.
 */
import { Document, HeadingLevel, Packer, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';
import type { ExpectedEvent, ExpectedValue } from './expected.js';
import type { Fixture } from './fixtures.js';
import { docx, eml, pdf, png, text, wav, xlsx, type Persona } from './kit.js';
import { limaRefs, seoulRefs } from './s10b-refs.js';

const v = (category: string, subtopic: string, value: string, from: string[], more: Partial<ExpectedValue> = {}): ExpectedValue => ({ category, subtopic, value, from, ...more });
const ev = (event_type: ExpectedEvent['event_type'], happen_time: string | null, match: string[], content: string, from: string[]): ExpectedEvent => ({ event_type, happen_time, match, content, from });

const para = (s: string) => new Paragraph({ children: [new TextRun(s)] });

/**
 * A Word document whose blocks are paragraphs ("# " a title, "## " a heading) or tables (arrays of
 * rows): the four-column form and the two-column CV these people's offices and templates use.
 */
async function gridDocx(title: string, blocks: Array<string | string[][]>): Promise<Buffer> {
  const children = blocks.map((b) =>
    typeof b !== 'string'
      ? new Table({ width: { size: 100, type: WidthType.PERCENTAGE }, rows: b.map((r) => new TableRow({ children: r.map((c) => new TableCell({ children: [para(c)] })) })) })
      : b.startsWith('# ')
        ? new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun(b.slice(2))] })
        : b.startsWith('## ')
          ? new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun(b.slice(3))] })
          : para(b),
  );
  return Packer.toBuffer(new Document({ title, sections: [{ children }] }));
}

// ==================================================================== Park Ji-woo, Seoul (27)

const J_FORM = 'BK21_연구장학금_신청서_박지우.docx';
const J_CV = 'CV_JiwooPark_2026.docx';
const J_MAIL = 'mail-export-2026.json';
const J_FLIGHT = 'Korean Air e-ticket receipt.txt';
const J_KAKAO = 'KakaoTalk_Chat_Yonsei Running Crew.txt';
const J_DIARY = '일기 2026.txt';
const J_NOTES = '메모.txt';
const J_KTX = 'korail-ktx-eticket.png';
const J_TICKET = 'interpark-iu-ticket.png';
const J_RECEIPT = 'kyobo-receipt.png';
const J_INVITE = 'wedding-dohyun-yuna.png';
const J_ABSTRACT = 'ACEES2026_abstract_Park.docx';
const J_MEMO = 'voice-memo-0601.wav';

const J_MAILS = [
  {
    headers: { From: 'ACEES 2026 Program Committee <program@acees2026.example>', To: 'jiwoo.park@yonsei.example', Date: 'Wed, 18 Mar 2026 10:02:31 +0900', Subject: 'ACEES 2026: abstract #A-0318 accepted for oral presentation', 'Message-ID': '<a0318-accept@acees2026.example>' },
    text: 'Dear Ms. Ji-woo Park,\n\nWe are pleased to inform you that your abstract "Oxygen-tolerant argyrodite electrolytes for dry-room cell assembly" has been accepted for an ORAL presentation at the Asian Conference on Electrochemical Energy Storage (ACEES 2026), Kyoto International Conference Center, 7-10 July 2026.\n\nSession: B3 Solid-state batteries\nYour talk: Wednesday 8 July 2026, 14:20-14:40 (15 min + 5 min questions)\n\nPlease register by 30 April 2026.\n\nProgram Committee, ACEES 2026',
  },
  {
    headers: { From: 'Ji-woo Park <jiwoo.park@yonsei.example>', To: 'Sang-hoon Lee <shlee@yonsei.example>', Date: 'Mon, 11 May 2026 09:12:40 +0900', Subject: 'Thesis proposal defense date', 'Message-ID': '<jw-proposal-0511@yonsei.example>' },
    text: 'Dear Professor Lee,\n\nThe draft of my thesis proposal is in the lab drive. Could we fix the date of the defense? Any day in the last week of May works for me.\n\nBest regards,\nJi-woo\n\n--\nJi-woo Park | Ph.D. candidate, Energy Materials Lab\nDept. of Chemical and Biomolecular Engineering, Yonsei University\n010-4827-3195',
  },
  {
    headers: { From: 'Sang-hoon Lee <shlee@yonsei.example>', To: 'Ji-woo Park <jiwoo.park@yonsei.example>', Date: 'Mon, 11 May 2026 13:55:02 +0900', Subject: 'Re: Thesis proposal defense date', 'In-Reply-To': '<jw-proposal-0511@yonsei.example>' },
    text: 'Ji-woo,\n\nThe committee (Prof. Kim, Prof. Cho, Prof. Yoon and Dr. Han from KIST) can all do Wednesday 27 May at 2 pm. Please book A-415.\n\nAlso: Min-jae has accepted the postdoc at Stanford, so we need a new glovebox manager. Think about it.\n\nS. Lee\n\n2026년 5월 11일 (월) 오전 9:12, Ji-woo Park <jiwoo.park@yonsei.example>님이 작성:\n> Dear Professor Lee,\n> The draft of my thesis proposal is in the lab drive. Could we fix the date of the defense?\n> Any day in the last week of May works for me.',
  },
];

const jiwoo = (tmp: string): Persona => ({
  id: 'jiwoo',
  who: 'Park Ji-woo, 27, PhD student (integrated M.S.–Ph.D.) in chemical and biomolecular engineering, Seoul (South Korea): 20 files — scholarship application docx (four-column Korean/English table, "1999.02.11"), academic CV docx ("Mar. 2022 – present", "2017.03 – 2021.02", "Sep. 2023 – Dec. 2023"), mail export .json (headers object, a Korean-style quoted reply), airline e-ticket receipt (.eml as .txt, "06JUL"), KakaoTalk group-chat export (date divider lines, 오전/오후 times, "this Sunday" / "tomorrow"), diary with "2026. 2. 11. (수)" headings and a "3/22" month/day, notes dated "2026.06.15 (월)" with 내일 / "last Friday" / "this Thursday", KTX e-ticket png, concert ticket png, bookstore receipt png with points, wedding invitation png, her own conference abstract (dates, citations, no events), budget xlsx, voice memo, 6 reference documents (one real Korean report)',
  files: async (): Promise<Fixture[]> => [
    {
      name: J_FORM,
      kind: 'research scholarship application (docx, four-column table: Korean/English label, value, label, value)',
      data: await gridDocx('BK21 FOUR 연구장학금 신청서', [
        '# 연세대학교 대학원 BK21 FOUR 연구장학금 신청서 / Research Scholarship Application',
        '2026학년도 1학기 / Spring semester 2026',
        [
          ['성명(한글) / Name (Korean)', '박지우', '성명(영문) / Name (English)', 'PARK JIWOO'],
          ['생년월일 / Date of birth', '1999.02.11', '성별 / Sex', '여 / F'],
          ['국적 / Nationality', '대한민국 / Republic of Korea', '학번 / Student ID', '2022321047'],
          ['소속 / Department', '화공생명공학과 / Chemical and Biomolecular Engineering', '과정 / Program', '석박사통합과정 / Integrated M.S.–Ph.D. (9th semester)'],
          ['지도교수 / Advisor', '이상훈 / Prof. Lee Sang-hoon', '연구실 / Lab', 'Energy Materials Lab (A-415)'],
          ['휴대전화 / Mobile', '010-4827-3195', '이메일 / E-mail', 'jiwoo.park@yonsei.example'],
          ['주소 / Address', '서울특별시 마포구 성미산로17길 23, 302호 (Mangwon-dong, Mapo-gu, Seoul 04002)', '비상연락처 / Emergency contact', '박성호 (부 / father) 010-2290-8841'],
          ['은행 / Bank', '우리은행 / Woori Bank', '계좌번호 / Account no.', '1002-347-882190'],
        ],
        '위와 같이 신청합니다. / I hereby apply as above.',
        '신청일 / Date: 2026.01.20        신청인 / Applicant: 박지우 (서명)',
      ]),
    },
    {
      name: J_CV,
      kind: 'academic CV (docx): "Mar. 2022 – present (expected Feb. 2027)", "2017.03 – 2021.02", pipe-separated research lines',
      data: await docx('Ji-woo Park — CV', [
        '# Ji-woo Park',
        'Ph.D. candidate, Chemical and Biomolecular Engineering, Yonsei University · Seoul, South Korea · jiwoo.park@yonsei.example · 010-4827-3195',
        '## Education',
        'Integrated M.S./Ph.D. program in Chemical and Biomolecular Engineering, Yonsei University — Mar. 2022 – present (expected Feb. 2027). Advisor: Prof. Sang-hoon Lee.',
        'B.S. in Chemical Engineering, Pusan National University, Busan — 2017.03 – 2021.02 (summa cum laude)',
        '## Research and teaching',
        'Research Assistant, Korea Institute of Energy Research (KIER), Daejeon | 2021.03 – 2022.02 | synthesis of sulfide electrolytes, glovebox operation',
        'Teaching Assistant, Chemical Reaction Engineering (CBE3102), Yonsei University | Sep. 2023 – Dec. 2023',
        '## Skills',
        'Solid-state synthesis, electrochemical impedance spectroscopy (EIS), X-ray diffraction (XRD), Python, COMSOL',
        '## Languages',
        'Korean (native), English (TOEFL iBT 108), Japanese (JLPT N3)',
        '## Interests',
        'Running (Yonsei Running Crew), K-pop concerts, baking bread',
      ]),
    },
    { name: J_MAIL, kind: 'mail export (.json: a headers object and a text per message, a reply quoting in Korean "…님이 작성:")', data: Buffer.from(JSON.stringify(J_MAILS, null, 2)) },
    {
      name: J_FLIGHT,
      kind: 'airline e-ticket itinerary/receipt (RFC 5322 e-mail saved as .txt): "21APR26", "06JUL", a fixed-width flight table',
      data: eml({
        from: 'Korean Air <ereceipt@koreanair.example>',
        to: 'jiwoo.park@yonsei.example',
        date: 'Tue, 21 Apr 2026 22:47:09 +0900',
        subject: '[Korean Air] E-Ticket Itinerary/Receipt - PARK/JIWOO MS',
        body: 'Passenger Name: PARK/JIWOO MS\nTicket Number: 180 2384 771902\nBooking Reference: JX4T7Q\nIssue Date: 21APR26\n\nFlight  Date   From            To              Dep    Arr\nKE723   06JUL  SEOUL/INCHEON   OSAKA/KANSAI    09:05  10:55\nKE724   11JUL  OSAKA/KANSAI    SEOUL/INCHEON   12:10  14:10\n\nFare               KRW 318,000\nTaxes/Fees/Charges KRW  94,300\nTotal Amount       KRW 412,300\nForm of Payment: CC VI XXXX1188\n\nThank you for choosing Korean Air.',
      }),
    },
    {
      name: J_KAKAO,
      kind: 'KakaoTalk group-chat export (txt): date divider lines, "[name] [오후 9:14]" messages, "this Sunday" / "tomorrow"',
      data: text(`
Yonsei Running Crew 님과 카카오톡 대화
저장한 날짜 : 2026-03-21 00:12:44

--------------- 2026년 3월 11일 수요일 ---------------
[Tom Becker] [오후 9:02] Who's running the Seoul Marathon 10K this Sunday? I got a bib from a friend who dropped out
[박지우] [오후 9:14] Me!! Signed up in January, so nervous
[Seo-yeon] [오후 9:15] Go Ji-woo!! sub 55 or bust
--------------- 2026년 3월 15일 일요일 ---------------
[박지우] [오전 10:52] 52:41!!! first time under 55
[박지우] [오전 10:52] 사진
[Tom Becker] [오전 11:03] Legend. I did 48 but I'm tall so it doesn't count
--------------- 2026년 3월 19일 목요일 ---------------
[Seo-yeon] [오후 6:30] Crew dinner tomorrow 7pm at the dakgalbi place in Sinchon? Daniel is moving to Berlin next month so it's his farewell too 😭
[박지우] [오후 6:41] I'm in! coming straight from the lab
[Tom Becker] [오후 6:44] in
`),
    },
    {
      name: J_DIARY,
      kind: 'diary (txt): "2026. 2. 11. (수)" headings, a "3/22" month/day inside an entry, an undated paragraph',
      data: text(`
일기 · 2026

2026. 1. 9. (금)
Moved into my own one-room in Mangwon-dong today! Fourth floor without an elevator, but the window looks over the path to Hangang park. Deposit 10,000,000 won, 650,000 won a month. Goodbye, dorm.

2026. 2. 11. (수)
27th birthday. The lab surprised me with a strawberry cake at 10 pm; Mom called at 7 am as always.

2026. 2. 14. (토)
KTX to Busan for Seollal. Slept the whole way.

2026. 2. 17. (화)
Seollal at Halmeoni's house in Gimhae. Charye in the morning, tteokguk, and the cousins fought over yunnori again. Hye-jin unnie announced her wedding for October; Mom looked at me for a long time.

We talked about going to Jeju after my proposal defense, but with the experiment schedule it's not happening this year.

2026. 3. 23. (월)
Still thinking about yesterday (3/22): IU at KSPO Dome with Hana. Forty thousand people singing together. My favourite singer since middle school.

2026. 4. 4. (토)
Bought a used Galaxy Tab S8 (2022 model) on Danggeun for 380,000 won. Paper notes, goodbye.

2026. 5. 27. (수)
PASSED my thesis proposal defense!! Prof. Cho asked about air stability for twenty minutes, but they all signed. Samgyeopsal with the lab after.

2026. 7. 6. (월)
Flew to Osaka, then the Haruka and a local train to Kyoto. The hotel room is the size of my bathroom.

2026. 7. 8. (수)
My first oral talk in English, at ACEES. Hands shaking, but Prof. Lee nodded twice.
`),
    },
    {
      name: J_NOTES,
      kind: 'notes (txt) dated once "2026.06.15 (월)": 내일 (tomorrow) / "last Friday" / "this Thursday", month/day deadlines',
      data: text(`
2026.06.15 (월)

- 내일 10:30 치과 — dentist tomorrow 10:30, Dr. Choi, Yonsei Dental Hospital
- last Friday: paid Min-jae back 48,000원 for the lab dinner
- this Thursday 18:00 Min-jae's farewell dinner, Yeonhui-dong (he leaves for Stanford 6/25)
- travel grant report by 7/31
- glovebox O2 sensor — call the vendor
`),
    },
    {
      name: J_KTX,
      kind: 'train e-ticket (png): travel date and times, fare, purchase date and time',
      data: await png([
        'KORAIL  e-Ticket',
        '2026.02.14 (Sat)   KTX 013',
        'Seoul 08:00  ->  Busan 10:38',
        'Car 8   Seat 12A   Adult 1',
        'Fare 59,800 KRW',
        'Name: PARK JIWOO',
        'Purchased 2026.01.30 21:47',
      ]),
    },
    {
      name: J_TICKET,
      kind: 'concert ticket (png): show date and time, seat, price, booking date',
      data: await png([
        'INTERPARK TICKET',
        '2026 IU CONCERT',
        'KSPO DOME, Olympic Park, Seoul',
        '2026.03.22 (SUN) 18:00',
        'Floor B   Row 17   Seat 9',
        'R seat   143,000 KRW',
        'Booked 2026.01.28   No. T2184471',
      ]),
    },
    {
      name: J_RECEIPT,
      kind: 'bookstore receipt (png, OCR, "2026-04-18 15:41", Korean and English total lines, points)',
      data: await png([
        'KYOBO BOOK CENTRE',
        'Gwanghwamun, Jongno-gu, Seoul',
        '2026-04-18 15:41   POS 07',
        'Electrochemical Methods 3E   41,400',
        'Notebook A5 x2                6,000',
        'Pen set                       5,250',
        'TOTAL                        52,650',
        'CARD                         52,650',
        'Points earned                 2,632',
      ], 40),
    },
    {
      name: J_INVITE,
      kind: 'wedding invitation (png, English)',
      data: await png([
        'WE ARE GETTING MARRIED',
        'Kim Do-hyun  &  Seo Yuna',
        'Saturday, June 13, 2026   12:30 PM',
        'The Raum, Gangnam, Seoul',
        'Your presence is our gift',
      ]),
    },
    {
      name: J_ABSTRACT,
      kind: "the user's own conference abstract (docx): experiment dates, citation years, a grant number — no happenings",
      data: await docx('ACEES 2026 abstract', [
        '# Oxygen-tolerant argyrodite electrolytes for dry-room cell assembly',
        'Ji-woo Park, Min-jae Kang, Sang-hoon Lee* — Department of Chemical and Biomolecular Engineering, Yonsei University, Seoul, Korea',
        'Sulfide solid electrolytes such as Li6PS5Cl (Kraft et al., 2017) release H2S in humid air. We doped Li6PS5Cl with 5% oxygen and stored pellets in a dry room (dew point −40 °C) from 3 November 2025 to 12 January 2026. Ionic conductivity fell by only 8%, against 41% for the undoped material (Kamaya et al., 2011).',
        'Pouch cells assembled in the dry room kept 87% of their capacity after 300 cycles at 0.5C.',
        'Acknowledgement: NRF grant 2023R1A2C1004471.',
      ]),
    },
    {
      name: 'monthly-budget-2026.xlsx',
      kind: 'monthly budget (xlsx, KRW, no first person)',
      data: await xlsx('2026', ['항목 / Item', 'Jan', 'Feb', 'Mar', 'Apr'], [
        ['BK21 stipend', 2200000, 2200000, 2200000, 2200000],
        ['Lab RA pay', 600000, 600000, 600000, 600000],
        ['Rent (Mangwon)', -650000, -650000, -650000, -650000],
        ['Food', -520000, -610000, -480000, -505000],
        ['Transport', -62000, -118000, -58000, -60000],
        ['Concerts / books', 0, -143000, 0, -52650],
        ['Savings (청년도약계좌)', -700000, -700000, -700000, -700000],
      ], 'Ji-woo budget 2026'),
    },
    { name: J_MEMO, kind: 'voice memo (wav, speech)', data: wav(tmp, 'jiwoo-memo.wav', 'Note to self. My favourite food is spicy rice cakes. After my PhD I want to work at a battery company.') },
    ...(await seoulRefs()),
  ],
  profile: [
    v('basic_info', 'Name', 'Park Ji-woo', [J_FORM, J_CV, J_MAIL, J_FLIGHT, J_KTX], { alternatives: ['Ji-woo Park', 'Park Jiwoo', 'Jiwoo Park', 'PARK JIWOO', 'PARK/JIWOO', '박지우'] }),
    v('basic_info', 'birth_date', '1999-02-11', [J_FORM], { alternatives: ['1999.02.11', '11 February 1999', 'February 11, 1999'] }),
    v('basic_info', 'Age', '27', [J_DIARY]),
    v('basic_info', 'Gender', 'Female', [J_FORM], { alternatives: ['F', '여', '여 / F', 'woman'] }),
    v('basic_info', 'nationality', 'South Korean', [J_FORM], { alternatives: ['Korean', 'Republic of Korea', 'South Korea', 'Korea', '대한민국', '대한민국 / Republic of Korea'] }),
    ...['Korean', 'English', 'Japanese'].map((x) => v('basic_info', 'language_spoken', x, [J_CV])),
    v('contact_info', 'city', 'Seoul', [J_FORM, J_CV], { alternatives: ['서울', '서울특별시', 'Mapo-gu, Seoul', 'Mangwon-dong, Mapo-gu, Seoul'] }),
    v('contact_info', 'country', 'South Korea', [J_FORM, J_CV], { alternatives: ['Korea', 'Republic of Korea', '대한민국', 'KR'] }),
    v('contact_info', 'address', '서울특별시 마포구 성미산로17길 23, 302호', [J_FORM], { alternatives: ['서울특별시 마포구 성미산로17길 23, 302호 (Mangwon-dong, Mapo-gu, Seoul 04002)', 'Mangwon-dong, Mapo-gu, Seoul 04002', 'Mangwon-dong, Mapo-gu, Seoul'] }),
    v('contact_info', 'phone', '010-4827-3195', [J_FORM, J_CV, J_MAIL], { alternatives: ['01048273195', '010 4827 3195', '+82 10-4827-3195', '+821048273195'] }),
    v('contact_info', 'email', 'jiwoo.park@yonsei.example', [J_FORM, J_CV, J_MAIL]),
    v('education', 'school', 'Yonsei University', [J_FORM, J_CV], { alternatives: ['Yonsei', 'Pusan National University'] }),
    v('education', 'degree', 'Integrated M.S./Ph.D.', [J_FORM, J_CV], { alternatives: ['Integrated M.S./Ph.D. program', 'Integrated M.S.–Ph.D.', 'Integrated M.S.–Ph.D. (9th semester)', '석박사통합과정', 'Ph.D.', 'PhD', 'B.S.', 'B.S. in Chemical Engineering'] }),
    v('education', 'major', 'Chemical and Biomolecular Engineering', [J_FORM, J_CV], { alternatives: ['Chemical Engineering', '화공생명공학과'] }),
    v('work', 'title', 'Ph.D. candidate', [J_CV, J_MAIL], { alternatives: ['PhD candidate', 'Ph.D. student', 'PhD student', 'doctoral student', 'graduate student'] }),
    v('work', 'company', 'Yonsei University', [J_CV, J_MAIL], { alternatives: ['Energy Materials Lab', 'Energy Materials Lab, Yonsei University', 'Yonsei'] }),
    v('work', 'working_industry', 'research', [J_CV], { alternatives: ['academia', 'academic research', 'battery research', 'energy storage', 'batteries', 'materials science', 'chemical engineering', 'higher education', 'education'] }),
    ...['Solid-state synthesis', 'electrochemical impedance spectroscopy', 'X-ray diffraction', 'Python', 'COMSOL'].map((x) =>
      v('work', 'work_skills', x, [J_CV], x.startsWith('electro') ? { alternatives: ['EIS', 'electrochemical impedance spectroscopy (EIS)'] } : x.startsWith('X-ray') ? { alternatives: ['XRD', 'X-ray diffraction (XRD)'] } : {}),
    ),
    v('interest', 'sports', 'running', [J_CV, J_KAKAO], { alternatives: ['Running (Yonsei Running Crew)'] }),
    v('interest', 'music', 'IU', [J_DIARY, J_TICKET]),
    v('interest', 'foods', 'spicy rice cakes', [J_MEMO], { alternatives: ['tteokbokki'] }),
    v('psychological', 'goals', 'battery', [J_MEMO], { contains: true }),
    v('life_event', 'relocation', 'Mangwon', [J_DIARY], { contains: true }),
  ],
  events: [
    // CV: the programme under way by its start, the finished degree by its end, jobs by their start
    ev('educational', '2022-03-01T00:00:00', ['Integrated'], 'Integrated M.S./Ph.D. program, Chemical and Biomolecular Engineering, Yonsei University (Mar. 2022 – present).', [J_CV]),
    ev('educational', '2021-02-01T00:00:00', ['Pusan'], 'B.S. in Chemical Engineering, Pusan National University (2017.03 – 2021.02).', [J_CV]),
    ev('professional', '2021-03-01T00:00:00', ['KIER'], 'Research Assistant, Korea Institute of Energy Research (KIER), Daejeon (2021.03 – 2022.02).', [J_CV]),
    ev('professional', '2023-09-01T00:00:00', ['Teaching Assistant'], 'Teaching Assistant, Chemical Reaction Engineering, Yonsei University (Sep. – Dec. 2023).', [J_CV]),
    // mails, e-ticket and diary: the proposal defense, the Kyoto conference and the journey there
    ev('educational', '2026-05-27T14:00:00', ['proposal'], 'Thesis proposal defense (passed), room A-415.', [J_MAIL, J_DIARY]),
    ev('professional', '2026-07-08T14:20:00', ['ACEES'], 'Oral presentation at ACEES 2026, Kyoto International Conference Center.', [J_MAIL, J_DIARY]),
    ev('financial', '2026-04-21T00:00:00', ['Korean Air', '412,300'], 'Korean Air e-ticket JX4T7Q, Seoul/Incheon–Osaka/Kansai and back: KRW 412,300.', [J_FLIGHT]),
    ev('personal', '2026-07-06T09:05:00', ['Osaka'], 'Flight KE723 to Osaka, then the train to Kyoto.', [J_FLIGHT, J_DIARY]),
    // KakaoTalk
    ev('personal', '2026-03-15T00:00:00', ['10K'], 'Ran the Seoul Marathon 10K in 52:41.', [J_KAKAO]),
    ev('social', '2026-03-20T19:00:00', ['dinner'], 'Running crew dinner at a dakgalbi place in Sinchon (also Daniel\'s farewell).', [J_KAKAO]),
    // diary
    ev('personal', '2026-01-09T00:00:00', ['moved'], 'Moved into her own one-room in Mangwon-dong.', [J_DIARY]),
    ev('social', '2026-02-11T00:00:00', ['birthday'], '27th birthday; the lab surprised her with a cake.', [J_DIARY]),
    ev('social', '2026-02-17T00:00:00', ['Seollal'], "Seollal with the family at her grandmother's house in Gimhae.", [J_DIARY]),
    ev('financial', '2026-04-04T00:00:00', ['Galaxy Tab'], 'Bought a used 2022 Galaxy Tab S8 on Danggeun for 380,000 won.', [J_DIARY]),
    // notes
    ev('personal', '2026-06-16T10:30:00', ['dentist'], 'Dentist, Dr. Choi, Yonsei Dental Hospital.', [J_NOTES]),
    ev('financial', '2026-06-12T00:00:00', ['48,000'], 'Paid Min-jae back 48,000 won for the lab dinner.', [J_NOTES]),
    ev('social', '2026-06-18T18:00:00', ['Min-jae'], "Min-jae's farewell dinner in Yeonhui-dong.", [J_NOTES]),
    // tickets, receipt, invitation
    ev('financial', '2026-01-30T21:47:00', ['KTX', '59,800'], 'KTX e-ticket Seoul–Busan: 59,800 KRW.', [J_KTX]),
    ev('personal', '2026-02-14T08:00:00', ['Busan'], 'KTX 013 from Seoul to Busan for Seollal.', [J_KTX, J_DIARY]),
    ev('financial', '2026-01-28T00:00:00', ['Interpark', '143,000'], 'Interpark ticket for the 2026 IU concert: 143,000 KRW.', [J_TICKET]),
    ev('social', '2026-03-22T18:00:00', ['KSPO'], 'IU concert at KSPO Dome with Hana.', [J_TICKET, J_DIARY]),
    ev('financial', '2026-04-18T15:41:00', ['Kyobo', '52,650'], 'Kyobo Book Centre Gwanghwamun receipt: 52,650 won.', [J_RECEIPT]),
    ev('social', '2026-06-13T12:30:00', ['Do-hyun'], 'Wedding of Kim Do-hyun and Seo Yuna at The Raum, Gangnam.', [J_INVITE]),
  ],
  never: ['Sang-hoon', 'Min-jae', 'Stanford', 'Seo-yeon', 'Tom Becker', 'Daniel', 'Berlin', 'Hye-jin', 'Jeju', 'Gimhae', 'Osaka', 'Kyoto', 'Do-hyun', 'Yuna', 'The Raum', 'Dr. Choi', '박성호', '2290-8841', 'Daegu', 'Bundang', 'Choi Eun-young', 'Goodenough', 'Hanul', 'Jung Min-soo', 'Oh Se-ra', 'Wrocław', 'Ji-woo Kim', 'Korea University', 'POSTECH', 'Nakamura', 'Han So-yeon', 'Gwangju', 'Jang Hoon', 'Kwon Mi-rae', 'Lim Jae-sung', 'Yoo Byung-chul', '2123-2750', '6100-7700', 'Samsung SDI', '김하중', '김 창 호'],
});

// ==================================================================== Rosa Elena Quispe Mamani, Lima (53)

const R_FORM = 'solicitud-credito-caja.pdf';
const R_CV = 'Hoja de vida - Rosa Quispe.docx';
const R_MAIL = 'gmail-rosa.jsonl';
const R_FWD = 'Fwd_ Boletin Bodeguero marzo 2026.txt';
const R_DIARY = 'cuaderno 2026.txt';
const R_NOTES = 'pendientes.txt';
const R_BUS = 'boleto-cruz-del-sur.pdf';
const R_BILL = 'recibo-luz-del-sur-abril.png';
const R_RECEIPT = 'boleta-inkafarma.png';
const R_INVITE = 'invitacion-xv-valeria.png';
const R_MEMO = 'nota-de-voz.wav';

// One message a line; "ts" is Unix epoch seconds, as some mail tools export it.
const rLine = (o: Record<string, string | number>) => JSON.stringify(o);

const R_MAILS = [
  rLine({
    id: '18d2a1f0c4',
    thread: '18d2a1f0c4',
    ts: 1768923127,
    from: 'Caja Municipal <notificaciones@caja.example>',
    to: 'rosa.quispe@correo.example',
    subject: 'Desembolso de crédito / Loan disbursement',
    body: 'Estimada ROSA ELENA QUISPE MAMANI:\n\nLe informamos que su crédito MYPE N° 0045-2201-338 por S/ 15,000.00 fue desembolsado hoy en su cuenta de ahorros N° 0045-0112-88341.\nWe inform you that your small-business loan no. 0045-2201-338 for S/ 15,000.00 was paid out today into your savings account.\n\nPlazo / Term: 24 cuotas mensuales de S/ 742.30. Primera cuota / First instalment: 20/02/2026.\n\nCaja Municipal — Agencia San Juan de Lurigancho',
  }),
  rLine({
    id: '18e0b7c215',
    thread: '18e0b7c215',
    ts: 1772716544,
    from: 'Distribuidora Los Andes <facturacion@losandes.example>',
    to: 'rosa.quispe@correo.example',
    subject: 'Factura electrónica F001-008812',
    body: 'Sra. Rosa Quispe Mamani (RUC 10402188371):\n\nAttached is your electronic invoice.\nFactura: F001-008812\nFecha de emisión / Issue date: 05/03/2026\nDelivered today: 5 sacks of rice 50 kg, 24 bottles of oil 1 L, 10 boxes of evaporated milk\nOp. gravada S/ 2,049.66   IGV S/ 368.94\nTotal: S/ 2,418.60\n\nDistribuidora Los Andes S.A.C.',
  }),
  rLine({
    id: '18f1c0a9e3',
    thread: '18f1c0a9e3',
    ts: 1775140812,
    from: 'Milagros Huamán Quispe <milagros.hq@correo.example>',
    to: 'rosa.quispe@correo.example',
    subject: 'Mami!!',
    body: 'Mami, I got the permanent contract at the hotel in Madrid!! Indefinido, finally. Tell papi.\n\nAnd happy 30th anniversary on Saturday to you both, I will video-call at lunch.\n\nTe quiero,\nMilagros',
  }),
  rLine({
    id: '18f1e4d552',
    thread: '18f1c0a9e3',
    ts: 1775181951,
    from: 'Rosa Quispe Mamani <rosa.quispe@correo.example>',
    to: 'Milagros Huamán Quispe <milagros.hq@correo.example>',
    subject: 'Re: Mami!!',
    body: 'Hija, qué alegría! I told the whole market already.\n\nYes, on Saturday papá is taking me to lunch in Barranco, like in 1996. Call us at one.\n\nCuídate mucho.\nTu mamá\n\nRosa Quispe Mamani\nBodega Rosita — Jr. Los Geranios 318, SJL\nCel. 951 338 270\n\nEl jue., 2 abr. 2026 a las 9:40, Milagros Huamán Quispe (<milagros.hq@correo.example>) escribió:\n> Mami, I got the permanent contract at the hotel in Madrid!! Indefinido, finally. Tell papi.\n> And happy 30th anniversary on Saturday to you both, I will video-call at lunch.',
  }),
];

const rosa = (tmp: string): Persona => ({
  id: 'rosa',
  who: 'Rosa Elena Quispe Mamani, 53, owner of a neighbourhood grocery (bodega), Lima (Peru): 18 files — small-business loan application pdf (bilingual, check boxes "[X] Casada", DD/MM/YYYY), CV docx as a two-column table ("abr. 1998 – dic. 2011", "2012 – actualidad (present)"), mail .jsonl with Unix epoch times and a Gmail-Spanish quoted reply, her son\'s mail forwarding an association newsletter about other members (.eml as .txt), notebook diary with "lunes 2 de febrero" headings and an undated paragraph, notes dated "mié 13/05/2026" with "mañana" / "last Saturday" / "viernes", bus e-ticket pdf, electricity bill png with a due date, pharmacy boleta png (IGV, points), quinceañera invitation png, budget xlsx, voice memo, 6 reference documents',
  files: async (): Promise<Fixture[]> => [
    {
      name: R_FORM,
      kind: 'small-business loan application (pdf): bilingual labels, check boxes, DD/MM/YYYY, spouse and business',
      data: await pdf([
        'CAJA MUNICIPAL DE AHORRO Y CREDITO — SOLICITUD DE CREDITO MYPE',
        'SMALL BUSINESS LOAN APPLICATION     Agencia: San Juan de Lurigancho    N° 2026-SJL-00412',
        '',
        '1. DATOS DEL SOLICITANTE / APPLICANT',
        'Apellidos / Surnames: QUISPE MAMANI          Nombres / First names: ROSA ELENA',
        'DNI: 40218837          Fecha de nacimiento / Date of birth: 07/09/1972',
        'Sexo / Sex:   [ ] M   [X] F          Nacionalidad / Nationality: Peruana',
        'Estado civil / Marital status:  [ ] Soltera  [X] Casada  [ ] Conviviente  [ ] Viuda',
        'Cónyuge / Spouse: WALTER HUAMÁN ROJAS          N° de hijos / Children: 2',
        'Dirección / Address: Jr. Los Geranios 318, Urb. Zárate, San Juan de Lurigancho, Lima',
        'Celular / Mobile: 951 338 270          Correo / E-mail: rosa.quispe@correo.example',
        '',
        '2. DATOS DEL NEGOCIO / BUSINESS',
        'Nombre comercial / Trade name: Bodega "Rosita"          RUC: 10402188371',
        'Giro / Activity: venta de abarrotes / grocery retail          Desde / Since: 2012',
        'Ventas mensuales aprox. / Monthly sales: S/ 9,500',
        '',
        '3. CREDITO SOLICITADO / LOAN REQUESTED',
        'Monto / Amount: S/ 15,000     Plazo / Term: 24 meses     Destino: congeladora y mercadería',
        '',
        'Lima, 12/01/2026          Firma / Signature: Rosa E. Quispe M.',
      ]),
    },
    {
      name: R_CV,
      kind: 'CV (docx): dates and roles in a two-column table, Spanish month abbreviations ("abr. 1998 – dic. 2011")',
      data: await gridDocx('Hoja de vida — Rosa Elena Quispe Mamani', [
        '# Rosa Elena Quispe Mamani',
        'Hoja de vida / Résumé — Jr. Los Geranios 318, Urb. Zárate, San Juan de Lurigancho, Lima · Cel. 951 338 270 · rosa.quispe@correo.example',
        '## Experiencia / Experience',
        [
          ['2012 – actualidad (present)', 'Owner, Bodega "Rosita" (groceries, bread, phone top-ups), San Juan de Lurigancho'],
          ['abr. 1998 – dic. 2011', 'Cashier, then floor supervisor (from 2004), Mercados Unidos S.A., Zárate branch'],
          ['mar. 1991 – dic. 1997', 'Seamstress, Textil San Cristóbal S.A., Ate'],
        ],
        '## Educación / Education',
        [
          ['2015 – 2016', 'Técnico en Administración de Negocios (business administration), CETPRO Manuel Scorza, San Juan de Lurigancho'],
          ['1985 – 1989', 'Secondary school, Colegio Nacional Santa Rosa, Juliaca'],
        ],
        '## Idiomas / Languages',
        'Español (nativo), Aymara (nativo), Quechua (básico)',
        '## Otros / Other',
        'I dance with the Morenada Orkapata group in Puno every February.',
      ]),
    },
    { name: R_MAIL, kind: 'mail export (.jsonl: Unix epoch "ts", thread ids, a reply quoting "El jue., 2 abr. 2026 a las 9:40 … escribió:")', data: Buffer.from(R_MAILS.join('\n') + '\n') },
    {
      name: R_FWD,
      kind: "her son's mail (.eml as .txt): two first-person lines, then a forwarded association newsletter about other members",
      data: eml({
        from: 'Luis Huamán Quispe <luis.hq@correo.example>',
        to: 'Rosa Quispe Mamani <rosa.quispe@correo.example>',
        date: 'Tue, 24 Mar 2026 18:20:00 -0500',
        subject: 'Fwd: Boletín Bodeguero — marzo 2026',
        body: "Mamá, you're in the photo on page 2 with the women entrepreneurs! See you Saturday for lunch at Tía Carmen's, I'll bring Thiago.\n\nLuis\n\n---------- Forwarded message ---------\nDe: Asociación de Bodegueros de SJL <boletin@bodegueros-sjl.example>\nDate: lun., 23 mar. 2026 a las 10:00\nSubject: Boletín Bodeguero — marzo 2026\nTo: <luis.hq@correo.example>\n\nBOLETÍN BODEGUERO N° 27 — MARZO 2026\n\nMembers' news\n- Don Teófilo Paucar (Bodega El Sol) celebrated 40 years in business on 1 March 2026.\n- Sra. Juana Huamaní and 29 other women were honoured by the municipality on 8 March 2026 (photo, page 2).\n- Welcome to our new members: Minimarket Los Pinos (opened 14 February 2026) and Bodega Kiara.\n\nComing up\n- Workshop 'Yape and Plin for your bodega', Saturday 18 April 2026, 4 pm, parish hall of Zárate (free).\n- General assembly: 30 May 2026.\n\nAsociación de Bodegueros de SJL · Av. Gran Chimú 455 · 01 376 2290",
      }),
    },
    {
      name: R_DIARY,
      kind: 'notebook diary (txt): "lunes 2 de febrero" headings without a year, the year in the title, an undated paragraph',
      data: text(`
Cuaderno de Rosa — 2026

viernes 30 de enero
Closed the bodega for ten days. Cruz del Sur to Puno with Walter at 14:30, twenty hours on the road, coca tea at every stop.

lunes 2 de febrero
Día central de la Candelaria. Danced with the Morenada Orkapata from the morning mass until night; my feet are finished. My sister cooked chairo for everyone.

domingo 8 de marzo
For Women's Day the municipality gave certificates to thirty women entrepreneurs of SJL, and I was one of them! Walter cried more than me.

sábado 21 de marzo
Bought Don Teófilo's old chest freezer (Bosch, 2019 model, 300 litres) for S/ 950. Now I can sell ice cream and frozen chicken.

Walter wants to open a second bodega in Huachipa. I told him: first we pay the Caja, then we talk.

sábado 4 de abril
Thirty years married. Lunch in Barranco, ceviche and a pisco sour, my favourite, and we walked over the Puente de los Suspiros like in 1996.

domingo 26 de abril
Thiago turned three! Party at home, a cake shaped like a combi, the whole jirón came.
`),
    },
    {
      name: R_NOTES,
      kind: 'notes (txt) dated once "mié 13/05/2026": "mañana" (tomorrow) / "last Saturday" / "viernes", a licence deadline',
      data: text(`
mié 13/05/2026

- mañana 9:00 oculista — eye doctor tomorrow 9:00, Oftalmosalud San Isidro
- pagué la cuota de la Caja el sábado pasado — paid the Caja instalment last Saturday, S/ 742.30
- viernes 7 pm junta vecinal (neighbourhood meeting), local comunal de Zárate
- Valeria's quinceañero: pick up the dress!
- renew the municipal licence before 30/06
`),
    },
    {
      name: R_BUS,
      kind: 'bus e-ticket (pdf, Spanish/English labels): issue date and time, travel date and departure',
      data: await pdf([
        'CRUZ DEL SUR — BOLETO DE VIAJE ELECTRONICO',
        'Serie/Numero: BV05-00882137          Fecha de emisión / Issued: 12/01/2026 19:03',
        '',
        'Pasajero / Passenger: QUISPE MAMANI ROSA ELENA          DNI 40218837',
        'Origen / From: Lima (Terminal Javier Prado)',
        'Destino / To: Puno (Terminal Terrestre)',
        'Fecha de viaje / Date: 30/01/2026          Hora de salida / Departure: 14:30',
        'Servicio: Cruz VIP — Asiento / Seat: 12 (piso 1, 160°)',
        '',
        'Total pagado / Total paid: S/ 189.00',
        'Present your DNI at boarding. Arrive 45 minutes before departure.',
      ]),
    },
    {
      name: R_BILL,
      kind: 'electricity bill (png, OCR, Spanish): issue date, consumption month, total, due date',
      data: await png([
        'LUZ DEL SUR   RECIBO DE ELECTRICIDAD',
        'Recibo N° S001-3382910',
        'Cliente: QUISPE MAMANI ROSA ELENA',
        'Suministro 1284471   Jr. Los Geranios 318',
        'Fecha de emisión: 06/04/2026',
        'Consumo marzo: 318 kWh',
        'TOTAL A PAGAR   S/ 246.70',
        'Vence: 22/04/2026',
      ], 42),
    },
    {
      name: R_RECEIPT,
      kind: 'pharmacy boleta (png, OCR, Peruvian layout: OP. GRAVADA, IGV 18%, IMPORTE TOTAL, points)',
      data: await png([
        'INKAFARMA   Boleta de Venta Electrónica',
        'B145-00338712   RUC 20512345671',
        'Fecha 17/03/2026   Hora 20:14',
        'Losartán 50mg x30          18.90',
        'Paracetamol 500mg x100     12.50',
        'Vitamina C 1g x10          14.80',
        'Alcohol 70% 1L             11.70',
        'OP. GRAVADA             S/ 49.07',
        'IGV 18%                 S/  8.83',
        'IMPORTE TOTAL           S/ 57.90',
        'Monedero: +57 puntos',
      ], 40),
    },
    {
      name: R_INVITE,
      kind: 'quinceañera invitation (png, Spanish): date, time, place, the user named as godmother',
      data: await png([
        'MIS XV AÑOS',
        'Valeria Quispe Flores',
        'te invita a celebrar sus quince años',
        'sábado 23 de mayo de 2026, 8:00 p. m.',
        'Local Los Portales, Av. Wiesse 1420, SJL',
        'Padrinos: Rosa y Walter',
      ]),
    },
    {
      name: 'bodega-ventas-gastos-2026.xlsx',
      kind: 'shop sales and costs (xlsx, soles, Spanish labels, no first person)',
      data: await xlsx('2026', ['Concepto', 'ene', 'feb', 'mar', 'abr'], [
        ['Ventas', 9200, 5100, 9800, 10150],
        ['Mercadería', -6100, -3400, -6520, -6800],
        ['Cuota Caja', 0, -742.3, -742.3, -742.3],
        ['Luz', -231.4, -238.9, -240.1, -246.7],
        ['Agua', -68, -71, -66, -70],
        ['Congeladora', 0, 0, -950, 0],
        ['Nuevo RUS', -50, -20, -50, -50],
      ], 'Bodega Rosita — ventas y gastos 2026'),
    },
    { name: R_MEMO, kind: 'voice memo (wav, speech)', data: wav(tmp, 'rosa-memo.wav', 'Note to self. My favourite food is ceviche. This year I want to pay off the loan and paint the shop yellow.') },
    ...(await limaRefs()),
  ],
  profile: [
    v('basic_info', 'Name', 'Rosa Elena Quispe Mamani', [R_FORM, R_CV, R_MAIL, R_BUS, R_BILL], { alternatives: ['Rosa Quispe Mamani', 'QUISPE MAMANI ROSA ELENA', 'Quispe Mamani, Rosa Elena', 'ROSA ELENA QUISPE MAMANI', 'Rosa E. Quispe M.', 'Rosa Quispe'] }),
    v('basic_info', 'birth_date', '1972-09-07', [R_FORM], { alternatives: ['07/09/1972', '7 September 1972', '7 de septiembre de 1972', 'September 7, 1972'] }),
    v('basic_info', 'Gender', 'Female', [R_FORM], { alternatives: ['F', 'woman', 'Femenino'] }),
    v('basic_info', 'nationality', 'Peruvian', [R_FORM], { alternatives: ['Peruana', 'Peru', 'Perú'] }),
    v('basic_info', 'language_spoken', 'Spanish', [R_CV], { alternatives: ['Español', 'Español (nativo)'] }),
    v('basic_info', 'language_spoken', 'Aymara', [R_CV], { alternatives: ['Aymara (nativo)'] }),
    v('basic_info', 'language_spoken', 'Quechua', [R_CV], { alternatives: ['Quechua (básico)'] }),
    v('demographics', 'marital_status', 'married', [R_FORM], { alternatives: ['Casada'] }),
    v('demographics', 'number_of_children', '2', [R_FORM], { alternatives: ['two'] }),
    v('contact_info', 'city', 'Lima', [R_FORM, R_CV], { alternatives: ['San Juan de Lurigancho', 'San Juan de Lurigancho, Lima', 'SJL'] }),
    v('contact_info', 'country', 'Peru', [R_FORM], { alternatives: ['Perú', 'PE'] }),
    v('contact_info', 'address', 'Jr. Los Geranios 318, Urb. Zárate, San Juan de Lurigancho, Lima', [R_FORM, R_CV, R_BILL], { alternatives: ['Jr. Los Geranios 318', 'Jr. Los Geranios 318, Urb. Zárate', 'Jr. Los Geranios 318, Urb. Zárate, San Juan de Lurigancho', 'Jr. Los Geranios 318, SJL'] }),
    v('contact_info', 'phone', '951 338 270', [R_FORM, R_CV, R_MAIL], { alternatives: ['951338270', '+51 951 338 270', '+51951338270'] }),
    v('contact_info', 'email', 'rosa.quispe@correo.example', [R_FORM, R_CV, R_MAIL]),
    v('education', 'school', 'CETPRO Manuel Scorza', [R_CV], { alternatives: ['Colegio Nacional Santa Rosa', 'Colegio Nacional Santa Rosa, Juliaca'] }),
    v('education', 'degree', 'Técnico en Administración de Negocios', [R_CV], { alternatives: ['Técnico', 'technical diploma', 'Secondary school'] }),
    v('education', 'major', 'Business administration', [R_CV], { alternatives: ['Administración de Negocios'] }),
    v('work', 'title', 'Owner', [R_CV, R_FORM], { alternatives: ['Propietaria', 'shop owner', 'bodega owner', 'business owner', 'Owner, Bodega "Rosita"'] }),
    v('work', 'company', 'Bodega Rosita', [R_CV, R_FORM, R_MAIL], { alternatives: ['Bodega "Rosita"', 'Rosita'] }),
    v('work', 'working_industry', 'retail', [R_FORM, R_CV], { alternatives: ['grocery retail', 'venta de abarrotes', 'venta de abarrotes / grocery retail', 'groceries', 'grocery', 'small business'] }),
    v('interest', 'foods', 'ceviche', [R_MEMO, R_DIARY]),
    v('psychological', 'goals', 'loan', [R_MEMO], { contains: true }),
  ],
  events: [
    // CV: roles and the course by their start / end
    ev('professional', '2012-01-01T00:00:00', ['Rosita'], 'Owner of Bodega "Rosita", San Juan de Lurigancho (2012 – present).', [R_CV, R_FORM]),
    ev('professional', '1998-04-01T00:00:00', ['Mercados Unidos'], 'Cashier, then floor supervisor, Mercados Unidos S.A. (abr. 1998 – dic. 2011).', [R_CV]),
    ev('professional', '1991-03-01T00:00:00', ['Textil'], 'Seamstress, Textil San Cristóbal S.A., Ate (mar. 1991 – dic. 1997).', [R_CV]),
    ev('educational', '2016-01-01T00:00:00', ['CETPRO'], 'Técnico en Administración de Negocios, CETPRO Manuel Scorza (2015 – 2016).', [R_CV]),
    ev('educational', '1989-01-01T00:00:00', ['Juliaca'], 'Finished secondary school, Colegio Nacional Santa Rosa, Juliaca (1985 – 1989).', [R_CV]),
    // mails
    ev('financial', '2026-01-20T00:00:00', ['15,000'], 'Small-business loan of S/ 15,000.00 paid out by the Caja Municipal.', [R_MAIL]),
    ev('financial', '2026-03-05T00:00:00', ['Los Andes', '2,418.60'], 'Distribuidora Los Andes invoice F001-008812: S/ 2,418.60.', [R_MAIL]),
    ev('social', '2026-04-04T00:00:00', ['anniversary'], '30th wedding anniversary: lunch in Barranco with Walter.', [R_MAIL, R_DIARY]),
    ev('social', '2026-03-28T00:00:00', ['Carmen'], "Lunch at Tía Carmen's with her son Luis and grandson Thiago.", [R_FWD]),
    // bus ticket and diary
    ev('financial', '2026-01-12T19:03:00', ['Cruz del Sur', '189'], 'Cruz del Sur bus ticket Lima–Puno: S/ 189.00.', [R_BUS]),
    ev('personal', '2026-01-30T14:30:00', ['Puno'], 'Bus from Lima to Puno with Walter for the Candelaria.', [R_BUS, R_DIARY]),
    ev('social', '2026-02-02T00:00:00', ['Candelaria'], 'Danced with the Morenada Orkapata on the central day of the Candelaria in Puno.', [R_DIARY]),
    ev('professional', '2026-03-08T00:00:00', ['entrepreneur'], "Honoured by the municipality among thirty women entrepreneurs of SJL on Women's Day.", [R_DIARY]),
    ev('financial', '2026-03-21T00:00:00', ['freezer'], "Bought Don Teófilo's used 2019 chest freezer for S/ 950.", [R_DIARY]),
    ev('social', '2026-04-26T00:00:00', ['Thiago'], "Grandson Thiago's third birthday party at home.", [R_DIARY]),
    // notes
    ev('personal', '2026-05-14T09:00:00', ['eye'], 'Eye doctor at Oftalmosalud San Isidro.', [R_NOTES]),
    ev('financial', '2026-05-09T00:00:00', ['742.30'], 'Paid the Caja loan instalment, S/ 742.30.', [R_NOTES]),
    ev('social', '2026-05-15T19:00:00', ['junta'], 'Junta vecinal (neighbourhood meeting) at the local comunal de Zárate.', [R_NOTES]),
    // bill, boleta, invitation
    ev('financial', '2026-04-06T00:00:00', ['Luz del Sur', '246.70'], 'Luz del Sur electricity bill: S/ 246.70.', [R_BILL]),
    ev('financial', '2026-03-17T20:14:00', ['Inkafarma', '57.90'], 'Inkafarma boleta: 4 items, total S/ 57.90.', [R_RECEIPT]),
    ev('social', '2026-05-23T20:00:00', ['Valeria'], "Valeria's quinceañera at Local Los Portales, with Rosa and Walter as godparents.", [R_INVITE]),
  ],
  never: ['Walter', 'Huamán Rojas', 'Milagros', 'Madrid', 'Luis Huamán', 'Thiago', 'Carmen', 'Valeria', 'Teófilo', 'Paucar', 'Huachipa', 'Barranco', 'Oftalmosalud', 'San Isidro', 'Los Portales', 'Faustino', 'Ccori', 'FETRAMEL', 'La Parada', 'Ccahuana', 'Karina', 'Wilber', 'Pardo', 'Vílchez', 'Comas', 'Juana', 'Canto Grande', 'Ayacucho', 'Los Pinos', 'Kiara', 'Gran Chimú', '376 2290', '458 2210', 'Ugarte', 'Mendoza'],
});

/** `--s10b`: held aside — written blind in session 10 beside --s10a; run once. */
export function s10bPersonas(tmp: string): Persona[] {
  return [jiwoo(tmp), rosa(tmp)];
}

/**
 * Reference documents for the s8b pair (s8b.ts, `--s8b`): for each persona an encyclopedia
 * biography with a reference list, the history of the persona's own employer in the company's
 * "we", a paper with authors, field dates and citation years, a news article with someone else's
 * quoted first person, and one more (a parish bulletin, a travel guide). Each leans on the
 * persona's world — the same surname, hospital, school, town or trade — because that is where a
 * careless extractor takes someone else's life for the user's. The people, firms and papers in
 * them are invented. Two are real files no earlier library held (S8B_REAL, read from local
 * repository snapshots like references.ts does). Nothing in any of them may reach a profile or
 * the timeline.
 */
import type { Fixture } from './fixtures.js';
import { fromSnapshot, type Reference } from './references.js';
import { docx, text } from './kit.js';
import { pdfPages } from './s7-refs.js';
import { wikiHtml } from './s8-refs.js';

const ref = (name: string, kind: string, data: Buffer): Fixture => ({ name, kind: `reference (written for s8b): ${kind}`, data, reference: true });

const DOCLING = { repo: 'docling-project/docling', commit: 'e1cb2b234c48ff29746b0f2f843d07f8e23905a0' };

/** Real documents other people wrote that no earlier memory library held (checked against bench/ and test/). */
export const S8B_REAL = {
  redbook: { ...DOCLING, name: 'ibm-redbook-db2-rcac.txt', path: 'tests/data/pdf/groundtruth/redp5110_sampled.md', sha256: '17f7db8f871c232478f26bb63492b235dce429cb54a76e9dd4e6b67ea564a76d', what: 'IBM Redbooks publication (sampled, as Markdown): authors\' biographies in the third person, years with IBM, dates' },
  amt: { ...DOCLING, name: 'aviation-maintenance-handbook-p.txt', path: 'tests/data/pdf/groundtruth/amt_handbook_sample.md', sha256: '1f4f85e987b43b6243e66de39262d91bbd97c99f5f4a405246c23cad002d4465', what: 'a page of the FAA Aviation Maintenance Technician Handbook (as Markdown)' },
} satisfies Record<string, Reference>;

export function s8bRealRef(key: keyof typeof S8B_REAL): Fixture {
  return fromSnapshot(S8B_REAL[key]);
}

// ------------------------------------------------------------------ Manila (Tin)

export const manilaRefs = async (): Promise<Fixture[]> => [
  ref('lourdes-bautista-manalo-wikipedia.html', 'encyclopedia biography of a Filipino nurse educator from the same province, same surname', wikiHtml('Lourdes Bautista-Manalo', [
    'Lourdes Reyes Bautista-Manalo (17 September 1931 – 4 February 2012) was a Filipino nurse, educator and public-health official, remembered for founding the first intensive-care nursing course in the Philippines.',
    '## Early life and education',
    'Bautista was born in Tarlac City to a family of tobacco farmers. She finished a Bachelor of Science in Nursing at the University of Santo Tomas in 1952 and passed the nurse board examination in November 1952. From 1956 to 1958 she trained in Chicago on a Fulbright grant.',
    '## Career',
    'She joined the Mabuhay Medical Center in Quezon City on 1 June 1964, days after it opened, as its first chief nurse. In 1971 she married the surgeon Dr. Ernesto Manalo; they had three daughters. On 12 March 1978 she opened the hospital\'s Critical Care Nursing Course, which has since trained over 9,000 nurses.',
    'She was president of the Philippine Nurses Association from 1983 to 1987 and served as undersecretary of health from 1988 until her retirement on 31 December 1995. She lived in Marikina until her death.',
    '## Honours',
    'Ten Outstanding Women in the Nation\'s Service (1976). Gawad Mabini, rank of Dakilang Kasugo (1994). A ward of the Mabuhay Medical Center was named after her on 12 May 2013.',
  ], [
    'Santos, R. (5 February 2012). "Mother of Filipino ICU nursing dies at 80". Philippine Daily Inquirer. p. A4. Retrieved 19 June 2019.',
    'Villanueva, C. M. (1998). Nursing in the Philippines, 1900–1990. Quezon City: University of the Philippines Press. pp. 311–340. ISBN 978-971-542-118-3.',
    '"Bautista-Manalo Ward blessed". Mabuhay Medical Center. 12 May 2013. Retrieved 2 August 2021.',
  ], '14 January 2026, at 03:12 (UTC)')),
  ref('mabuhay-medical-center-history.docx', 'hospital history in the hospital "we" (the persona\'s employer)', await docx('Mabuhay Medical Center — our history', [
    '# Mabuhay Medical Center: sixty years of care',
    'We opened our doors on 25 May 1964 on a rice field along what is now Tomas Morato Avenue, Quezon City, with 50 beds, eleven doctors and twenty-two nurses, founded by Dr. Felipe Aquino Reyes and the Sisters of Charity.',
    '## Growing with the city',
    'In 1978 we opened the first intensive care unit in Quezon City and started our Critical Care Nursing Course. In 1991 we moved the emergency department to the new East Wing, and on 8 December 2004 we inaugurated our cancer centre.',
    'We were accredited by the Joint Commission International on 16 October 2017, the fourth hospital in the country to be so.',
    '## Today',
    'Since 2022 our president has been Dr. Carmela Reyes-Tan, the founder\'s granddaughter. We have 612 beds, 1,940 nurses and 3,100 other staff. In 2025 we treated 41,000 in-patients.',
    'Mabuhay Medical Center · 1147 Tomas Morato Ave., Quezon City 1103 · trunk line (02) 8921 4400 · info@mabuhaymc.example',
  ])),
  ref('icu-nurse-burnout-paper.pdf', 'nursing paper with authors (one named Cristina), field dates and citations', await pdfPages('Burnout among intensive care nurses in Metro Manila', [
    'Burnout and intention to leave among intensive care nurses in Metro Manila: a cross-sectional survey',
    'Maria Cristina D. Lopez, RN, MAN; Jerome P. Castillo, RN, PhD; Ana Liza S. Ong, MD. College of Nursing, University of the East Ramon Magsaysay Memorial Medical Center, Quezon City. Corresponding author: mcdlopez@uerm.example',
    'Abstract. We surveyed 412 nurses in the intensive care units of nine hospitals between 3 July and 29 September 2023. Sixty-one per cent met the criteria for high emotional exhaustion (Maslach, 1981), and 38 per cent intended to work abroad within two years, mostly in the United Kingdom, Canada and Saudi Arabia.',
    '1. Introduction. The Philippines has sent nurses abroad since the Exchange Visitor Program of 1948 (Choy, 2003). I first studied migration intentions in 2016 while working in a provincial ICU (M. C. D. L.).',
    '2. Methods. Ethics approval was granted on 14 June 2023 (UERM-REC 2023-077). The questionnaire took about 20 minutes; see page 4 for the items.',
    '3. Results. Nurses with more than ten years of experience reported less exhaustion; night shifts doubled the odds of an intention to leave (Table 2).',
    'Received 11 January 2024; accepted 2 May 2024. Philippine Journal of Nursing 94 (1), 55-68.',
    'References. Maslach, C., Jackson, S. E. (1981) The measurement of experienced burnout. J. Occup. Behav. 2, 99-113. Choy, C. C. (2003) Empire of Care. Durham: Duke University Press.',
  ])),
  ref('nurse-to-leeds-news.txt', 'news article about another Filipino nurse abroad, with her quoted first person', text(`
From Tarlac to Leeds: the nurse who keeps two time zones

Manila Bulletin Online, 3 March 2026, by Kristine Dizon

Jasmine Ocampo Reyes, 36, left the Tarlac Provincial Hospital in October 2022 for a critical-care post at Leeds General Infirmary. On 14 February 2026 she was promoted to ward sister.

"I passed my IELTS on the second try, in June 2022, and four months later I was shivering at Manchester airport," she says. "I moved my mother here last year. I still send padala to my cousins every payday."

Reyes married a British paramedic, Daniel Hughes, on 6 September 2025 in Harrogate. She plans to visit Bohol with him in April.

According to the Department of Migrant Workers, 18,400 Filipino nurses left for jobs abroad in 2025.
`)),
  ref('san-roque-parish-bulletin.txt', 'parish bulletin: mass times, other families\' baptisms and weddings, dates', text(`
SAN ROQUE PARISH, MARIKINA — WEEKLY BULLETIN
Sunday, 17 May 2026 · Sixth Sunday of Easter

Mass schedule: Saturday anticipated 5:00 PM; Sunday 6:00 AM, 8:00 AM, 10:00 AM (English), 5:00 PM and 7:00 PM.

BAPTISMS this Saturday, 23 May, 10:00 AM: Gabriel Luis Santos; Althea Mae Cruz; Juan Miguel dela Paz. Godparents must attend the seminar on Thursday, 21 May, 7:00 PM, parish hall.

BANNS OF MARRIAGE (second reading): Mark Anthony Reyes of Tarlac City and Katrina Joy Soriano of Marikina, to be married on 13 June 2026.

The parish was founded in 1787 and the present church was completed in 1959. Parish priest: Rev. Fr. Roberto Dizon. Parish office: (02) 8646 2211, open Tuesday to Sunday, 8 AM to 5 PM.
`)),
];

// ------------------------------------------------------------------ Cairo (Hoda)

export const cairoRefs = async (): Promise<Fixture[]> => [
  ref('hoda-abdel-rahman-writer-wikipedia.html', 'encyclopedia biography of an Egyptian writer with the persona\'s name', wikiHtml('Hoda Abdel Rahman (writer)', [
    'Hoda Abdel Rahman (Arabic: هدى عبد الرحمن; 3 February 1931 – 22 August 1999) was an Egyptian novelist, teacher and translator, best known for her children\'s stories.',
    '## Early life',
    'She was born in Tanta and moved to Cairo in 1942. She graduated in English literature from Fouad I University (now Cairo University) in 1952 and taught English at a girls\' secondary school in Heliopolis from 1953 to 1966.',
    '## Writing',
    'Her first collection, Stories for Little Hands, appeared in 1961. In 1967 she married the journalist Kamal Abdel-Aziz and moved to Alexandria; they had one son. She received the State Incentive Award for literature on 23 July 1972 and translated Charles Dickens into Arabic between 1975 and 1983.',
    'She retired from the Ministry of Education on 30 June 1991. A school in Tanta bears her name since 2003.',
  ], [
    'Mansour, L. (23 August 1999). "Death of Hoda Abdel Rahman". Al-Ahram. p. 12. Retrieved 4 May 2017.',
    'Booth, M. (2001). Egyptian Women Writers, 1900–2000. Cairo: AUC Press. pp. 88–104. ISBN 978-977-424-650-2.',
    '"Hoda Abdel Rahman School opens". Tanta Governorate. 1 October 2003. Retrieved 9 November 2020.',
  ], '2 October 2025, at 17:40 (UTC)')),
  ref('el-nour-language-school-history.docx', 'school history in the school "we" (the persona\'s employer)', await docx('El-Nour Language School — fifty years', [
    '# El-Nour Language School, Heliopolis: fifty years of learning',
    'We opened on 1 October 1975 in a villa on El-Merghany Street with 120 pupils and nine teachers, founded by Mrs Aida Farid and her husband, the engineer Samir Farid.',
    '## Milestones',
    'In 1988 we moved to our present campus on El-Nozha Street. We started teaching the Cambridge IGCSE in 1996 and were recognised as a Cambridge International School on 12 September 2002. Our new science building was opened on 20 March 2014.',
    '## Today',
    'Since 2019 our principal has been Mr Karim Farid, the founders\' son. We teach 1,850 pupils with 160 teachers. In 2025 our IGCSE English results were the best in our 50-year history.',
    'El-Nour Language School · 60 El-Nozha St., Heliopolis, Cairo · (02) 2418 7700 · info@elnour-school.example',
  ])),
  ref('efl-speaking-assessment-paper.pdf', 'education paper with authors (one named Hoda), field dates and citations', await pdfPages('Speaking assessment in Egyptian IGCSE classrooms', [
    'Teacher beliefs about speaking assessment in Egyptian private language schools: a mixed-methods study',
    'Hoda S. Mostafa and Ahmed R. El-Sayed. Faculty of Education, Ain Shams University, Cairo. Corresponding author: hmostafa@edu.asu.example',
    'Abstract. We interviewed 24 teachers of English in eight Cairo language schools between 5 February and 30 April 2024 and surveyed 311 more. Most believed oral examinations favour confident pupils over accurate ones (cf. Luoma, 2004).',
    '1. Introduction. Oral assessment entered Egyptian secondary schools with the 1996 curriculum (Ministry of Education, 1996). I taught IGCSE English for eleven years before this study (H. S. M.).',
    '2. Method. Ethics approval was granted on 12 January 2024. Interviews lasted 40 to 65 minutes and were recorded; the guide is on page 19.',
    '3. Results. Teachers with examiner training rated fluency lower than the others (Table 4).',
    'Received 3 September 2024; accepted 19 January 2025. Egyptian Journal of English Language Teaching 11 (2), 140-162.',
    'References. Luoma, S. (2004) Assessing Speaking. Cambridge: Cambridge University Press. Fulcher, G. (2003) Testing Second Language Speaking. London: Longman.',
  ])),
  ref('heliopolis-teacher-retires-news.txt', 'news article about another teacher\'s retirement, with his quoted first person', text(`
After 41 years, Heliopolis's favourite maths teacher puts down the chalk

Egypt Today, 14 January 2026, by Nadia El-Gohary

Mr Fathy Ibrahim, 60, taught his last lesson at El-Orouba Secondary School on Thursday, 8 January 2026. He started there on 1 September 1984, a week after graduating from Ain Shams University.

"I taught the fathers and then the sons," he said. "In 1992 the earthquake cracked my classroom and we taught in the courtyard for a term. I moved to Heliopolis in 1985 and I have never wanted to live anywhere else."

His wife, Mrs Samia Lotfy, retired from the Central Bank in 2023. The couple plan to spend the summer in Alexandria, where their daughter works as a pharmacist.

About 36,000 teachers retired from Egyptian public schools in 2025, according to the Ministry of Education.
`)),
  ref('luxor-travel-guide.txt', 'travel guide: opening hours, history, dates', text(`
Luxor in three days — a practical guide (updated October 2025)

Day 1: Karnak. The temple complex was built over 2,000 years, from the Middle Kingdom to the Ptolemies. Opening hours 6:00 AM to 5:30 PM; the sound and light show starts at 7:00 PM (English on Mondays and Thursdays). Tickets EGP 600.

Day 2: the West Bank. Howard Carter opened the tomb of Tutankhamun on 26 November 1922. Balloon flights leave at 5:30 AM; book two days ahead.

Day 3: Luxor Temple and the Avenue of Sphinxes, reopened on 25 November 2021 after seventy years of excavation.

Getting there: EgyptAir flies from Cairo several times a day (about 1 hour 5 minutes); the sleeper train leaves Giza at 8:00 PM and arrives at 5:00 AM. Best months: October to April.
`)),
];

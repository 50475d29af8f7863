/**
 * Reference documents for the s9a pair (s9a.ts, `--s9a`): for each persona an encyclopedia
 * biography with a reference list, the history of a club or firm in the persona's world in its
 * own "we", a paper with authors, field dates and citation years, a news article with someone
 * else's quoted first person, and a guide or race history full of dates and prices. Each leans on
 * the persona's world — the same surname, first name, trade, club or city — because that is where
 * a careless extractor takes someone else's life for the user's. The people, firms and papers in
 * them are invented, except one real paper nobody's library held before (S9A_REAL: docling's
 * ground truth of arXiv 2305.03393, read from the local snapshot like references.ts does).
 * Nothing in any of them may reach a profile or the timeline.
 */
import type { Fixture } from './fixtures.js';
import { docx, text } from './kit.js';
import { fromSnapshot, type Reference } from './references.js';
import { pdfPages } from './s7-refs.js';
import { wikiHtml } from './s8-refs.js';

const ref = (name: string, kind: string, data: Buffer): Fixture => ({ name, kind: `reference (written for s9a): ${kind}`, data, reference: true });

const DOCLING = { repo: 'docling-project/docling', commit: 'e1cb2b234c48ff29746b0f2f843d07f8e23905a0' };

/** A real paper no earlier persona library held (checked against bench/ and test/). */
export const S9A_REAL = {
  otsl: { ...DOCLING, name: 'otsl-table-tokenization-paper.txt', path: 'tests/data/pdf/groundtruth/2305.03393v1.md', sha256: 'b195cfe7ba85ecc5a0d8b3dd0cd974d9d60c3f961265d83999cf97dfbb38e964', what: 'arXiv paper (Optimized Table Tokenization, IBM Research) as Markdown: authors, citation years' },
} satisfies Record<string, Reference>;

// ------------------------------------------------------------------ Melbourne (Tayla)

export const melbourneRefs = async (): Promise<Fixture[]> => [
  ref('nell-anderson-nurse-wikipedia.html', 'encyclopedia biography of an Australian army nurse with the same surname', wikiHtml('Nell Anderson (nurse)', [
    'Eleanor "Nell" Anderson RRC (12 June 1915 – 3 August 2004) was an Australian army nurse and nursing educator, matron of the Footscray and District Hospital from 1958 to 1975.',
    '## Early life',
    'Anderson was born in Williamstown, Victoria, the daughter of a wharf labourer. She trained at the Royal Melbourne Hospital from 1934 and was registered as a nurse on 2 March 1938.',
    '## War service',
    'She enlisted in the Australian Army Nursing Service on 11 September 1940 and served in Tobruk and later in New Guinea. She was awarded the Royal Red Cross on 14 January 1944.',
    '## Later life',
    'After the war she married the engineer Douglas Anderson (1947) and moved to Yarraville. As matron she opened the hospital\'s first intensive care ward in 1963. She retired on 30 June 1975 and lived in Geelong until her death. A ward at Sunshine Hospital was named after her on 12 May 2011, International Nurses Day.',
  ], [
    'Hughes, M. (15 January 1944). "Melbourne nurse decorated". The Argus. p. 5. Retrieved 20 April 2016.',
    'Bassett, J. (1992). Guns and Brooches: Australian Army Nursing from the Boer War to the Gulf War. Melbourne: Oxford University Press. pp. 141–149. ISBN 978-0-19-553325-4.',
    '"Anderson Ward opens at Sunshine". Western Health News. 12 May 2011. Retrieved 2 June 2019.',
  ], '28 December 2025, at 09:12 (UTC)')),
  ref('footscray-flames-netball-history.docx', 'netball club history in the club\'s "we" (the persona\'s club)', await docx('Footscray Flames Netball Club — our history', [
    '# Footscray Flames: fifty years on court',
    'We were founded on 9 March 1976 by six mothers from Footscray West Primary School, led by Joan Petrakis, who coached us until 1994.',
    '## Growing up',
    'In 1985 we joined the Western Region league and won our first premiership on 21 September 1988. We moved to the Whitten Oval courts in 2002 and started our Wednesday night social competition in 2009.',
    'Our longest-serving president, Denise Kowalski, stepped down in 2019 after sixteen years. Since 2023 our president has been Marnie O\'Brien.',
    '## Today',
    'We field 22 teams and have 240 members. Registration for the 2026 winter season costs $185 for seniors. Footscray Flames Netball Club Inc. · PO Box 412, Footscray VIC 3011 · 0400 555 761 · hello@flames.example',
  ])),
  ref('student-nurse-shift-work-paper.pdf', 'nursing paper with authors (one named Tayla), field dates and citations', await pdfPages('Sleep and shift work in nursing students', [
    'Sleep, shift work and clinical errors among final-year nursing students on placement in Victorian hospitals',
    'Tayla M. Reid, RN; Gregory Y. Chan, PhD; Anjali Sharma, PhD. School of Nursing and Midwifery, Monash University, Clayton, Victoria. Corresponding author: tayla.reid@monash.example',
    'Abstract. We followed 212 nursing students through their final clinical placement between 3 February and 28 November 2025. Students who worked night shifts slept 1.4 hours less and reported twice as many near misses (Akerstedt, 2003; Geiger-Brown et al., 2012).',
    '1. Introduction. I started nursing as an assistant in nursing at Box Hill Hospital in 2014 (T. M. R.), and night shifts shaped my interest in this question.',
    '2. Methods. Each student wore a wrist actigraph for 14 days; questionnaires were collected on 1 December 2025. See page 4 for the Pittsburgh Sleep Quality Index.',
    'Received 9 January 2026; accepted 2 March 2026. Collegian 33 (2), 201-210.',
    'References. Akerstedt, T. (2003) Shift work and disturbed sleep. Occup. Med. 53, 89-94. Geiger-Brown, J., et al. (2012) Sleep, sleepiness, fatigue and performance of 12-hour-shift nurses. Chronobiol. Int. 29, 211-219.',
  ])),
  ref('news-nurse-of-the-year.txt', 'news article about another young nurse in Melbourne\'s west, with her quoted first person', text(`
Sunshine nurse named Victoria's graduate nurse of the year

The Age, 13 May 2026, by Daniel Kotsopoulos

Jasmine Okonkwo, 24, a graduate nurse in the emergency department of Sunshine Hospital, was named Graduate Nurse of the Year at the Victorian Nursing Awards in Melbourne on 12 May 2026.

"I finished my degree at Victoria University in November 2024 and started here in February 2025," she said. "I grew up in Footscray and my mum was a nurse at this hospital for thirty years. I still play netball every Wednesday."

Okonkwo lives in Maribyrnong with her partner. She plans to begin a Master of Nursing Practice (Emergency) at Deakin University in July 2026.
`)),
  ref('tasmania-long-weekend-guide.txt', 'travel guide full of dates, prices and other people\'s festivals', text(`
Hobart in autumn: a long-weekend guide (2026)

The Ten Days on the Island festival runs from 13 to 22 March 2026. Salamanca Market is held every Saturday from 8:30 am to 3 pm; parking at the Salamanca car park costs $4.50 an hour.

MONA opened on 21 January 2011; entry is $40 for visitors from outside Tasmania and the ferry from Brooke Street Pier leaves at 9:30, 10:30 and 11:30 ($25 return). The summit of kunanyi / Mount Wellington (1,271 m) is 40 minutes by car; the road closes in snow.

Port Arthur was founded as a convict settlement in 1830 and became a World Heritage site on 31 July 2010. Allow a full day; tickets are $49 for adults.
`)),
  ref('ward-7-west-orientation-manual.docx', 'a hospital ward\'s orientation manual: other people\'s names, phone numbers and rosters', await docx('The Alfred — Ward 7 West orientation for students', [
    '# Ward 7 West (General Medicine) — student orientation',
    'Nurse unit manager: Catherine Doyle (ext. 5720). Clinical nurse educator: Ravi Menezes (ext. 5733, pager 318).',
    'Shifts: AM 07:00–15:30, PM 13:00–21:30, night 21:00–07:30. Handover is at the bedside.',
    'The ward opened on 4 October 1999 and was refurbished in 2021. Hand hygiene audits take place on the first Monday of each month.',
    'In an emergency call 2222. Students must not administer S8 medications without direct supervision.',
  ])),
];

// ------------------------------------------------------------------ Tallinn (Kristjan)

export const tallinnRefs = async (): Promise<Fixture[]> => [
  ref('jaan-saar-wikipedia.html', 'encyclopedia biography of an Estonian computer scientist with the same surname', wikiHtml('Jaan Saar', [
    'Jaan Saar (born 4 November 1958 in Pärnu) is an Estonian computer scientist and entrepreneur, a co-founder of the software testing company Kvaliteet AS and professor of software engineering at Tallinn University of Technology.',
    '## Early life and education',
    'Saar graduated from Pärnu Secondary School No. 2 in 1976 and studied applied mathematics at the University of Tartu from 1976 to 1981. He defended his candidate\'s dissertation in Moscow on 17 June 1986.',
    '## Career',
    'On 20 August 1991, the day Estonia restored its independence, he was working at the Institute of Cybernetics in Tallinn. He co-founded Kvaliteet AS with Tiit Lepik on 2 February 1994; the firm tested the software of the first Estonian e-banking services in 1996. He married the linguist Helle Saar in 1983; they have three daughters.',
    'In 2008 he became professor at TalTech, and from 2012 to 2017 he was dean of its School of Information Technologies. He retired from the university on 31 August 2023 and lives in Viimsi.',
    '## Honours',
    'Order of the White Star, IV class (2004). Estonian National Science Prize (2010).',
  ], [
    'Kask, M. (3 February 1994). "Uus firma testib tarkvara". Päevaleht. p. 4. Retrieved 12 March 2018.',
    'Tamm, R. (2011). Eesti IT lugu 1960–2010. Tallinn: Varrak. pp. 88–103. ISBN 978-9985-3-2391-5.',
    '"Jaan Saar retires". TalTech News. 31 August 2023. Retrieved 5 September 2023.',
  ], '9 January 2026, at 15:27 (UTC)')),
  ref('veeb-pank-our-story.docx', 'company history in the company\'s "we" (the persona\'s employer)', await docx('Veeb Pank — our story', [
    '# Veeb Pank: from a garage to 400,000 customers',
    'We started on 15 May 2012 in a rented office above a bakery in Kalamaja, founded by Marko Lill and Anneli Rebane with a licence for payment services.',
    '## Growing up',
    'We received our full banking licence from the European Central Bank on 7 December 2016 and opened in Latvia and Lithuania in 2018. In March 2020 we moved our head office to the Ülemiste City campus.',
    'Since 2022 our chief executive has been Anneli Rebane. We launched instant payments on 1 September 2024.',
    '## Today',
    'We serve 400,000 customers and employ 520 people, 140 of them engineers. Veeb Pank AS · Valukoja 8, 11415 Tallinn · +372 600 5500 · info@veebpank.example',
  ])),
  fromSnapshot(S9A_REAL.otsl),
  ref('news-tallinn-test-automation.txt', 'news article about another Estonian tester, with his quoted first person', text(`
Tallinn start-up's robot testers find 10,000 bugs

ERR News, 21 April 2026, by Liisa Kangur

Kristo Mägi, 29, founder of the test-automation start-up Vigala Labs, told a meetup at Telliskivi on 20 April 2026 that his company's tools had found 10,000 bugs for Nordic banks since 2024.

"I started as a manual tester at a telecom in 2016 and learnt Selenium on the night bus home," he said. "In January I moved to Tartu, and next year I want to open an office in Helsinki."

Vigala Labs raised 2.4 million euros in February 2026. Mägi plays in the Estonian floorball league and lives in Tartu with his wife, the designer Kadi Mägi.
`)),
  ref('tartu-maraton-history.txt', 'ski-marathon history full of dates, winners and prices', text(`
Tartu Maraton: a short history

The first Tartu Ski Marathon was held on 1 March 1960 with 62 skiers, from Otepää to Elva. Since 1994 the race has been a member of the Worldloppet series.

The classic 63 km route from Otepää to Elva was set in 1980. Andrus Veerpalu won in 1998 and 2004; in 2013 the race was cancelled for lack of snow, and again on 14 February 2020.

The 2026 race was held on Sunday 15 February 2026; 4,800 skiers finished. Entry costs 75 euros until 31 December and 95 euros after. The 2027 race is planned for 14 February 2027.
`)),
];

/**
 * Reference documents for the s10a pair (s10a.ts, `--s10a`): for each persona an encyclopedia
 * biography with a reference list, the history of the persona's employer or old firm in its own
 * "we", a paper with authors, field dates and citation years, a news article with someone else's
 * quoted first person, and an association's newsletter about other members. Each leans on the
 * persona's world (the same names, trade, city or club), because that is where a careless
 * extractor takes someone else's life for the user's. The people, firms and papers in them are
 * invented, except one real file no earlier library held (S10A_REAL: docling's ground truth of a
 * multi-page PDF on the history of the word processor, read from the local snapshot like
 * references.ts does). Nothing in any of them may reach a profile or the timeline.
 */
import type { Fixture } from './fixtures.js';
import { docx, text } from './kit.js';
import { fromSnapshot, type Reference } from './references.js';
import { pdfPages } from './s7-refs.js';
import { wikiHtml } from './s8-refs.js';

const ref = (name: string, kind: string, data: Buffer): Fixture => ({ name, kind: `reference (written for s10a): ${kind}`, data, reference: true });

const DOCLING = { repo: 'docling-project/docling', commit: 'e1cb2b234c48ff29746b0f2f843d07f8e23905a0' };

/** A real document no earlier persona library held (its name is in no file under bench/ or test/). */
export const S10A_REAL = {
  wordproc: { ...DOCLING, name: 'evolution-of-the-word-processor.txt', path: 'tests/data/pdf/groundtruth/multi_page.md', sha256: '099d83284f5338ac17469e856a30960c25deea6837232d01c10e45bd2feaf4e2', what: 'essay on the history of the word processor (docling ground truth of a multi-page PDF): inventors, years' },
} satisfies Record<string, Reference>;

// ------------------------------------------------------------------ Kuala Lumpur (Farah)

export const kualaLumpurRefs = async (): Promise<Fixture[]> => [
  ref('aminah-ismail-pharmacologist-wikipedia.html', 'encyclopedia biography of a Malaysian pharmacologist with the same names', wikiHtml('Aminah Ismail', [
    'Datin Aminah binti Ismail (born 2 February 1952 in Ipoh, Perak) is a Malaysian pharmacologist and the first woman to serve as dean of the Faculty of Pharmacy of Universiti Sains Malaysia (USM), from 1996 to 2004.',
    '## Early life and education',
    'Aminah attended the Convent of the Holy Infant Jesus in Ipoh and won a Colombo Plan scholarship to the University of Otago, where she graduated in pharmacy in 1974. She received her PhD from the University of London on 11 July 1980.',
    '## Career',
    'She joined USM in Penang in 1981 and was appointed professor in 1991. She married the surgeon Dr. Zulkifli Hassan in 1977; they have four children. Under her the faculty opened the National Poison Centre on 1 June 1994.',
    'She retired on 2 February 2012 and lives in Bangsar, Kuala Lumpur. She was made a Datin Paduka by the Sultan of Perak in 2008.',
    '## Honours',
    'Merdeka Award for Health, Science and Technology (2010). Honorary fellowship of the Royal Pharmaceutical Society (14 September 2015).',
  ], [
    'Lim, S. K. (3 June 1994). "Poison centre opens in Penang". New Straits Times. p. 12. Retrieved 17 March 2017.',
    'Hashim, R. (2009). Pharmacy in Malaysia: A History, 1950–2005. Kuala Lumpur: Dewan Bahasa dan Pustaka. pp. 211–230. ISBN 978-983-62-9911-2.',
    '"USM honours its first woman dean". USM News. 2 February 2012. Retrieved 8 August 2020.',
  ], '19 January 2026, at 03:41 (UTC)')),
  ref('farmasi-sihat-our-story.docx', 'pharmacy chain history in the company\'s "we" (the persona\'s employer)', await docx('Farmasi Sihat — our story', [
    '# Farmasi Sihat: 28 years of care in the Klang Valley',
    'We opened our first pharmacy on 8 August 1998 in a shophouse on Jalan Tuanku Abdul Rahman, founded by the pharmacist Tan Boon Keat and his wife Grace Lau with a loan of RM 80,000.',
    '## Growing up',
    'We opened our Bangsar branch on 15 January 2009 and our tenth outlet, in Mont Kiara, in 2014. In March 2020 we launched home delivery of chronic medicines during the Movement Control Order.',
    'Since 1 July 2021 our managing director has been Daniel Tan, the founders\' son. We were named Community Pharmacy of the Year by the Malaysian Pharmacists Society on 20 November 2023.',
    '## Today',
    'We run 17 outlets and employ 46 pharmacists. Farmasi Sihat Sdn. Bhd. · 22 Jalan Telawi 3, Bangsar Baru, 59100 Kuala Lumpur · 03-2282 6610 · hello@farmasisihat.example',
  ])),
  ref('adherence-klang-valley-paper.pdf', 'pharmacy-practice paper whose first author is another Farah, with field dates and citations', await pdfPages('Medication adherence in Klang Valley community pharmacies', [
    'Medication adherence among patients with hypertension attending community pharmacies in the Klang Valley: a cross-sectional study',
    'Farah N. Hashim, BPharm; Kavitha Ramasamy, PhD; Wong Mei Ling, PhD. Faculty of Pharmacy, Universiti Malaya, Kuala Lumpur. Corresponding author: farah.hashim@um.example',
    'Abstract. We surveyed 418 adults with hypertension in 32 community pharmacies between 6 January and 29 August 2025. Only 46% were adherent on the Malaysian Medication Adherence Scale (Chua et al., 2013; Morisky et al., 2008).',
    '1. Introduction. I worked for six years in a community pharmacy in Klang before starting this study in 2024 (F. N. H.), and patients who stopped their tablets were a daily story.',
    '2. Methods. Pharmacists interviewed patients at the counter; data were entered on 30 September 2025. See page 6 for the questionnaire.',
    'Received 4 December 2025; accepted 11 February 2026. Malaysian Journal of Pharmacy 12 (1), 44-53.',
    'References. Chua, S. S., et al. (2013) Medication adherence in hypertension. Int. J. Clin. Pharm. 35, 1040-1047. Morisky, D. E., et al. (2008) Predictive validity of a medication adherence measure. J. Clin. Hypertens. 10, 348-354.',
  ])),
  ref('news-penang-pharmacist.txt', 'news article about another pharmacist, with her quoted first person', text(`
Penang pharmacist brings medicines to island villages by boat

The Star, 9 April 2026, by Joseph Kanagaraj

Nor Hidayah Abdullah, 38, a community pharmacist from Balik Pulau, was named Pharmacist of the Year at the Malaysian Pharmacy Conference in Kuala Lumpur on 19 April 2026 for her weekly boat clinic to the fishing villages of Pulau Betong.

"I graduated from UiTM in 2011 and opened my own pharmacy in 2017," she said. "My father was a fisherman, so I know how far the clinic is for these families. Next year I want to start a second boat in Langkawi."

She is married with two sons and lives in Bayan Lepas.
`)),
  ref('mps-kl-selangor-newsletter-apr-2026.txt', 'association newsletter about other members: appointments, weddings, births, coming dates', text(`
MPS KL & SELANGOR BRANCH — NEWSLETTER No. 4/2026 (April)

From the chair
Dear members, our branch now has 1,284 members. The annual general meeting will be held on Saturday 30 May 2026 at 2.00 pm at the MPS office in Petaling Jaya.

Members in the news
- Congratulations to Mr. Lee Chong Wei (no relation!) of Klinik Farmasi Cheras, appointed chief pharmacist of Hospital Ampang from 1 April 2026.
- Pn. Rohani Mat Zin married Encik Firdaus Idris on 14 March 2026 in Kota Bharu.
- Dr. Suresh Pillai and his wife welcomed their daughter Ananya on 2 February 2026.
- Ms. Farah Liyana Kamarudin passed her Master of Clinical Pharmacy viva at UKM on 26 March 2026.

Coming up
- CPD workshop "Deprescribing in the elderly", 23 May 2026, 9.00 am – 1.00 pm, Sunway Pyramid Convention Centre (RM 120 members, RM 180 non-members).
- Charity fun run for the Kidney Foundation, 28 June 2026, Taman Tasik Titiwangsa.

Secretary: Ms. Cheah Pei Wen, 03-7960 8431, secretary@mps-kls.example
`)),
  ref('pharmacy-act-guide.docx', 'a regulator\'s guide full of dates, fees and section numbers', await docx('Guide to the Poisons Act 1952 for community pharmacies', [
    '# Poisons Act 1952 and Poisons Regulations 1952: a guide for community pharmacies (revised 2025)',
    'The Poisons Act 1952 came into force on 1 January 1953 and was last amended in 2023. A Type A licence costs RM 100 a year and must be renewed before 31 December.',
    'Group B poisons may be sold only on a prescription; records must be kept for two years from the last entry (section 22). The Pharmacy Board Malaysia was established on 1 April 1951.',
    'Inspections by the Pharmacy Enforcement Division increased from 4,120 in 2019 to 6,875 in 2024. See page 14 for the register template.',
  ])),
];

// ------------------------------------------------------------------ Reykjavík (Hallgrímur)

export const reykjavikRefs = async (): Promise<Fixture[]> => [
  ref('hallgrimur-einarsson-skipstjori-wikipedia.html', 'encyclopedia biography of an earlier trawler captain with the same name', wikiHtml('Hallgrímur Einarsson (skipstjóri)', [
    'Hallgrímur Einarsson (14 May 1902 – 9 December 1978) was an Icelandic trawler captain from Hafnarfjörður, known for the rescue of the crew of the British trawler Northern Gem off Látrabjarg on 12 December 1947.',
    '## Early life',
    'Hallgrímur was born in Hafnarfjörður and went to sea at fourteen. He graduated from the Navigation School in Reykjavík (Stýrimannaskólinn) in 1924.',
    '## Career',
    'He was captain of the trawler Júpíter GK 161 from 1931 to 1955. In 1958, during the first Cod War, he gave evidence to the Althing on the British trawlers inside the 12-mile limit. He married Guðrún Pálsdóttir in 1928; they had six children.',
    'He retired in 1962 and died in Hafnarfjörður. A memorial to him stands at the harbour, unveiled on 3 June 1990, Seamen\'s Day.',
    '## Honours',
    'Knight of the Order of the Falcon (1948).',
  ], [
    'Jónsson, P. (14 December 1947). "Björgunin við Látrabjarg". Morgunblaðið. p. 1. Retrieved 21 March 2015.',
    'Þór, J. Þ. (2003). Íslenskir togaraskipstjórar 1905–1975. Reykjavík: Sögufélag. pp. 301–318. ISBN 978-9979-9548-1-0.',
    '"Minnisvarði afhjúpaður". Fjarðarpósturinn. 7 June 1990. Retrieved 2 October 2019.',
  ], '2 February 2026, at 11:06 (UTC)')),
  ref('isbjorn-hf-our-history.docx', 'fishing company history in the company\'s "we" (the persona\'s old firm)', await docx('Ísbjörn hf. — our history', [
    '# Ísbjörn hf.: seventy years at sea',
    'We were founded on 17 June 1955 in Reykjavík by the brothers Ásgeir and Pétur Thorlacius with one side trawler, Ísbjörn RE 44.',
    '## Growing up',
    'We bought our first stern trawler, Snorri RE 47, from Spain in 1974 and opened our freezing plant on Grandagarður in 1979. When the quota system came in on 1 January 1984 we held 2.1% of the cod quota.',
    'In 2004 we merged with Hafbrún ehf. of Akranes. Since 2019 our chief executive has been Ragnheiður Ásgeirsdóttir, the founder\'s granddaughter.',
    '## Today',
    'We run four freezer trawlers and employ 310 people. Ísbjörn hf. · Grandagarður 11, 101 Reykjavík · +354 550 4400 · isbjorn@isbjorn.example',
  ])),
  ref('icelandic-cod-stock-paper.pdf', 'fisheries paper with authors, survey dates and citation years', await pdfPages('Rebuilding of the Icelandic cod stock', [
    'Rebuilding of the Icelandic cod stock under the harvest control rule, 1995–2025',
    'Sigrún E. Jónsdóttir, PhD; Einar Hjörleifsson, MSc; Birkir Bárðarson, PhD. Marine and Freshwater Research Institute, Hafnarfjörður. Corresponding author: sigrun.jonsdottir@hafogvatn.example',
    'Abstract. The spawning stock of Icelandic cod rose from 160 thousand tonnes in 1995 to 520 thousand tonnes in 2025 after the 20% harvest rule was adopted on 1 June 2007 (Jakobsson, 1992; Hilborn et al., 2020).',
    '1. Introduction. I sailed on the spring survey for the first time in March 1998 (S. E. J.), when a good haul was a rarity.',
    '2. Methods. The groundfish survey ran from 1 to 20 March each year; the last one analysed ended on 20 March 2025. See page 7 for the survey grid.',
    'Received 3 October 2025; accepted 9 January 2026. ICES Journal of Marine Science 83 (2), 412-425.',
    'References. Jakobsson, J. (1992) Recent variability in the fisheries of the North Atlantic. ICES Mar. Sci. Symp. 195, 291-315. Hilborn, R., et al. (2020) Effective fisheries management instrumental in improving fish stock status. PNAS 117, 2218-2224.',
  ])),
  ref('ruv-news-vestmannaeyjar-fisherman.txt', 'news article about another old fisherman, with his quoted first person', text(`
Eighty-year-old still rows out from Heimaey every morning

RÚV English, 16 April 2026, by Þórdís Arnljótsdóttir

Jóhann Friðriksson, 80, has rowed his small boat out of the harbour of Heimaey almost every morning since he retired as a trawler captain in 2008.

"I went to sea on my father's boat in 1961, and I was on the quay when the eruption started on 23 January 1973," he said. "We moved to Reykjavík for two years and came back in 1975. Next summer I want to row around the island once more."

Jóhann lives in Vestmannaeyjar with his wife Ásta. The town will celebrate the 53rd anniversary of the end of the eruption on 3 July 2026.
`)),
  ref('feb-frettabref-april-2026.txt', 'seniors\' association newsletter about other members, with dates of coming events', text(`
FÉLAG ELDRI BORGARA Í REYKJAVÍK — FRÉTTABRÉF / NEWSLETTER, APRÍL 2026

Formaður skrifar / From the chair
The association now has 13,400 members. Our annual meeting (aðalfundur) will be held on Thursday 21 May 2026 at 14:00 in Stangarhylur 4.

Félagar / Members
- Kristín Björnsdóttir celebrated her 100th birthday on 2 March 2026 at Grund.
- Bjarni Haraldsson and Þóra Sveinsdóttir were married in Neskirkja on 28 February 2026 — he is 81, she is 79.
- Our bridge champions Gunnar Ólafsson and Ása Magnúsdóttir won the Nordic seniors' cup in Oslo on 14 March 2026.

Á dagskrá / Coming up
- Day trip to Þingvellir and Laugarvatn, 4 June 2026, 8.500 kr including lunch.
- Dance every Sunday at 20:00 in Stangarhylur, 1.500 kr.

Skrifstofa / Office: Stangarhylur 4, 110 Reykjavík · 588 2111 · feb@feb.example
`)),
  fromSnapshot(S10A_REAL.wordproc),
];

/**
 * Reference documents for the s9b pair (s9b.ts, `--s9b`): for each persona an encyclopedia
 * biography with a reference list, the history of a firm or a school in the persona's world in its
 * own "we", a paper with authors, field dates and citation years, a news article with someone
 * else's quoted first person, and a guide, a season programme or a ground's history full of dates
 * and prices. Each leans on the persona's world — the same surname, first name, trade, school or
 * city — because that is where a careless extractor takes someone else's life for the user's. The
 * people, firms and papers in them are invented. Nothing in any of them may reach a profile or the
 * timeline.
 */
import type { Fixture } from './fixtures.js';
import { docx, text } from './kit.js';
import { pdfPages } from './s7-refs.js';
import { wikiHtml } from './s8-refs.js';

const ref = (name: string, kind: string, data: Buffer): Fixture => ({ name, kind: `reference (written for s9b): ${kind}`, data, reference: true });

// ------------------------------------------------------------------ Kingston (Delroy)

export const kingstonRefs = async (): Promise<Fixture[]> => [
  ref('winston-campbell-cricketer-wikipedia.html', 'encyclopedia biography of a Jamaican cricketer with the same surname', wikiHtml('Winston Campbell (cricketer)', [
    'Winston Everton Campbell (born 19 March 1948 in Kingston) is a former Jamaican cricketer who played 14 Test matches for the West Indies as a fast bowler between 1971 and 1976.',
    '## Early life',
    'Campbell grew up in Trench Town and attended Kingston College, where he took 9 wickets for 22 runs against Jamaica College on 4 February 1965. He worked as a bus conductor for the Jamaica Omnibus Services from 1966 to 1970.',
    '## Playing career',
    'He made his first-class debut for Jamaica at Sabina Park on 16 January 1970 and his Test debut against India at Port of Spain on 6 March 1971. He married Hyacinth Bailey in 1972; they have three sons. A back injury ended his career in 1976.',
    '## Later life',
    'He coached at Melbourne Cricket Club in Kingston from 1980 to 2005 and was inducted into the Jamaica Sports Hall of Fame on 8 October 2011. He lives in Mandeville.',
  ], [
    'Gordon, P. (7 March 1971). "Campbell strikes twice on debut". The Daily Gleaner. p. 24. Retrieved 2 May 2017.',
    'Beckles, H. (1998). A Spirit of Dominance: Cricket and Nationalism in the West Indies. Kingston: Canoe Press. pp. 112–118. ISBN 978-976-8125-34-2.',
    '"Hall of Fame inducts seven". Jamaica Observer. 9 October 2011. Retrieved 30 January 2020.',
  ], '14 February 2026, at 03:51 (UTC)')),
  ref('blue-mountain-bakery-our-story.docx', 'company history in the company\'s "we" (the persona\'s former employer)', await docx('Blue Mountain Bakery — our story', [
    '# Blue Mountain Bakery: baking for Jamaica since 1962',
    'We opened our first oven on 1 August 1962, five days before Independence, on Spanish Town Road, founded by Mr. Cecil Chin and his wife Gloria.',
    '## Growing with the nation',
    'In 1975 we began delivering hard dough bread to every parish with our first fleet of twelve vans. We moved to our plant on Marcus Garvey Drive on 3 May 1989 and launched our bulla cake line in 1994.',
    'Since 2016 we have been led by Michael Chin, the founder\'s grandson. In 2024 we opened a second plant in Montego Bay.',
    '## Today',
    'We bake 180,000 loaves a day and employ 650 people, 140 of them drivers. Blue Mountain Bakery Ltd · 212 Marcus Garvey Drive, Kingston 11 · (876) 555-2200 · info@bmbakery.example',
  ])),
  ref('bus-operator-fatigue-paper.pdf', 'transport paper with authors (one named Delroy), field dates and citations', await pdfPages('Bus operator fatigue in Kingston', [
    'Shift length, heat and fatigue among urban bus operators in the Kingston Metropolitan Area',
    'Delroy A. Whyte, PhD; Keisha Morgan, MSc; Paul Henry, PhD. Department of Civil Engineering, University of Technology, Jamaica, 237 Old Hope Road, Kingston 6. Corresponding author: dwhyte@utech.example',
    'Abstract. We surveyed 318 bus operators on 42 routes between 12 January and 30 June 2025. Operators on split shifts longer than 11 hours reported 2.3 times more near misses (Dinges, 1995; Williamson et al., 2011).',
    '1. Introduction. I drove a minibus on the Half Way Tree to Papine route from 1992 to 1996 (D. A. W.) before I studied engineering, which is where this question began.',
    '2. Methods. Cab temperatures were logged every five minutes; see page 8 for the questionnaire.',
    'Received 4 September 2025; accepted 19 January 2026. West Indian Journal of Engineering 48 (2), 33-47.',
    'References. Dinges, D. F. (1995) An overview of sleepiness and accidents. J. Sleep Res. 4, 4-14. Williamson, A., et al. (2011) The link between fatigue and safety. Accid. Anal. Prev. 43, 498-515.',
  ])),
  ref('gleaner-driver-honoured.txt', 'news article about another bus driver, with his quoted first person', text(`
Montego Bay driver honoured for 40 years without an accident

The Gleaner, 3 March 2026, by Tameka Richards

Everton "Bigga" Lawrence, 63, a driver with the Montego Bay Metro bus company, received the Governor-General's Award for Excellence at King's House on 2 March 2026.

"I started driving a country bus in 1985, and I never mash a single fender," he said. "My wife Pauline and I married in 1988. When I retire next year I am going back to Westmoreland to plant yam."

Lawrence has four children and eleven grandchildren. His son Kemar drives for the same company.
`)),
  ref('sabina-park-history.txt', 'a cricket ground\'s history full of dates, matches and prices', text(`
Sabina Park: a short history

Sabina Park in Kingston hosted its first Test match on 3 April 1930, when England drew with the West Indies after nine days. Garfield Sobers scored 365 not out here on 1 March 1958.

The ground was rebuilt for the 2007 Cricket World Cup and reopened on 11 March 2007. The George Headley Stand holds 6,000 spectators.

In the 2026 regional four-day championship, Jamaica Scorpions play Barbados Pride at Sabina Park from 12 to 15 February 2026; tickets cost J$1,000 a day (J$500 for children). The West Indies play South Africa here in a Test starting on 25 June 2026.
`)),
];

// ------------------------------------------------------------------ Bologna (Giovanna)

export const bolognaRefs = async (): Promise<Fixture[]> => [
  ref('ada-rinaldi-wikipedia.html', 'encyclopedia biography of a Bolognese teacher and partisan with the same surname', wikiHtml('Ada Rinaldi', [
    'Ada Rinaldi (14 April 1921 – 2 November 2009) was an Italian teacher, partisan and politician, a member of the Bologna city council from 1946 to 1970.',
    '## Early life',
    'Rinaldi was born in Ferrara and moved to Bologna in 1932. She graduated in classics from the University of Bologna on 10 July 1943 with a thesis on Sappho.',
    '## Resistance',
    'From October 1943 she carried messages for the 7th GAP brigade under the name "Tina". She was arrested on 28 September 1944 and freed at the liberation of Bologna on 21 April 1945.',
    '## Teaching and politics',
    'She taught Latin and Greek at the Liceo classico Galvani from 1946 until her retirement in 1986. She married the engineer Bruno Serra in 1950; they had two daughters. A school in the Navile district was named after her on 25 April 2015.',
  ], [
    'Marchetti, L. (22 April 1945). "Le donne della Resistenza bolognese". Il Resto del Carlino. p. 2. Retrieved 11 March 2014.',
    'Bianchi, G. (2005). Insegnanti e partigiane. Bologna: Il Mulino. pp. 61–88. ISBN 978-88-15-10421-3.',
    '"Una scuola per Ada Rinaldi". Comune di Bologna. 25 April 2015. Retrieved 3 May 2015.',
  ], '6 January 2026, at 10:18 (UTC)')),
  ref('liceo-galvani-la-nostra-storia.docx', 'history of the persona\'s old school in the school\'s "we"', await docx('Liceo classico Galvani — la nostra storia / our history', [
    '# Liceo classico Galvani: 165 years of Latin and Greek',
    'We opened on 1 November 1860 in the former convent of San Giacomo, one of the first state licei of the new Kingdom of Italy.',
    '## Our history',
    'In 1926 we moved to Via Castiglione, where we still teach today. We admitted our first girls in 1911. On 12 October 1988 we opened our international section with English, and in 2003 our bilingual Chinese course.',
    'Since 2019 our head teacher has been Prof. Stefania Borghi. Our students won the national Certamen Ciceronianum in 2014 and 2022.',
    '## Today',
    'We have 1,350 students in 56 classes and 130 teachers. Liceo classico statale "Luigi Galvani" · Via Castiglione 38, 40124 Bologna · 051 555 0170 · segreteria@galvani.example',
  ])),
  ref('sappho-papyrus-paper.pdf', 'classics paper with authors (one named Giovanna), dates and citations', await pdfPages('A new reading of a Sappho papyrus', [
    'A new reading of lines 5-12 of the Brothers Poem (P. Sapph. Obbink)',
    'Giovanna M. Ferri; Andrea Lodi; Helen Whitaker. Dipartimento di Filologia Classica e Italianistica, Università di Bologna, Via Zamboni 32, Bologna. Corresponding author: giovanna.ferri@unibo.example',
    'Abstract. We re-examined the papyrus in high-resolution images taken on 18 May 2023 and propose two new readings in lines 7 and 11, in the light of Obbink (2014) and West (2014).',
    '1. Introduction. I first read the poem with my students at a liceo in Ravenna in 2014 (G. M. F.), the year of its publication.',
    '2. The readings. See page 14, plate 3, for the traces in line 11.',
    'Received 7 June 2025; accepted 3 December 2025. Zeitschrift für Papyrologie und Epigraphik 236, 1-12.',
    'References. Obbink, D. (2014) Two new poems by Sappho. ZPE 189, 32-49. West, M. L. (2014) Nine poems of Sappho. ZPE 191, 1-12.',
  ])),
  ref('news-maestra-in-pensione.txt', 'news article about another retired teacher in Bologna, with her quoted first person', text(`
Retired teacher, 71, walks the Via degli Dei for the tenth time

Bologna Today, 9 May 2026, by Marco Zanetti

Rosanna Melandri, 71, a retired primary-school teacher from the Bolognina, reached Piazza della Signoria in Florence on 8 May 2026, completing the 130 km Via degli Dei for the tenth time.

"I retired in 2016 and the next day I bought my first walking boots," she said. "My husband Gianni died in 2019; walking saved me. Next year I want to do the Camino de Santiago."

Melandri lives in Via di Corticella with her cat. She teaches Italian to refugees at the Centro Zonarelli every Tuesday.
`)),
  ref('via-degli-dei-guide.txt', 'hiking guide full of stages, dates and prices', text(`
The Via degli Dei: a walker's guide (2026 edition)

The Way of the Gods runs 130 km from Piazza Maggiore in Bologna to Piazza della Signoria in Florence, in five or six stages. Stage 1 (Bologna to Badolo, 22 km) climbs to the Sanctuary of San Luca along its 666 arches, built between 1674 and 1721.

The Roman road (Flaminia militare) near Monte Bastione was discovered in 1979 by two local amateurs. Hostels cost 20 to 35 euros a night; the walkers' credential costs 5 euros at the tourist office in Piazza Maggiore.

In 2026 the Festa della Via degli Dei is held on 6 and 7 June at Madonna dei Fornelli. The pass at the Futa is closed to cars from 1 December to 31 March.
`)),
  ref('teatro-comunale-stagione-2026.docx', 'opera house season programme: other performances, singers, dates and prices', await docx('Teatro Comunale di Bologna — Stagione 2026', [
    '# Teatro Comunale di Bologna — Opera season 2026',
    'Tosca (Puccini): 10, 12, 14 and 17 March 2026. Conductor: Oksana Lyniv. Tosca: Carmen Giannattasio. Cavaradossi: Francesco Meli.',
    'La traviata (Verdi): 22 to 30 April 2026, directed by Emma Dante. Nabucco (Verdi): 5 to 14 June 2026 in Piazza Maggiore, free entry.',
    'Tickets: stalls (platea) 65 to 120 euros, galleries from 25 euros; under-30s 15 euros. Box office: Largo Respighi 1, 40126 Bologna, 051 555 2999.',
    'The theatre opened on 14 May 1763 with Gluck\'s Il trionfo di Clelia. Since 2021 the company has performed at the Comunale Nouveau in the Fiera district while the historic building is restored.',
  ])),
];

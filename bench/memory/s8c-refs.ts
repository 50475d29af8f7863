/**
 * Reference documents for the s8c pair (s8c.ts, `--s8c`): for each persona an encyclopedia
 * biography with a reference list, the history of a firm in the persona's world in the firm's
 * "we", a paper with authors, field dates and citation years, a news article with someone else's
 * quoted first person, and a guide or race history full of dates. Each leans on the persona's
 * world — the same surname, employer, trade or city — because that is where a careless extractor
 * takes someone else's life for the user's. The people, firms and papers in them are invented.
 * Nothing in any of them may reach a profile or the timeline.
 */
import type { Fixture } from './fixtures.js';
import { docx, text } from './kit.js';
import { pdfPages } from './s7-refs.js';
import { wikiHtml } from './s8-refs.js';

const ref = (name: string, kind: string, data: Buffer): Fixture => ({ name, kind: `reference (written for s8c): ${kind}`, data, reference: true });

// ------------------------------------------------------------------ Johannesburg (Thandi)

export const johannesburgRefs = async (): Promise<Fixture[]> => [
  ref('gladys-mokoena-wikipedia.html', 'encyclopedia biography of a South African accountant with the same surname', wikiHtml('Gladys Mokoena', [
    'Gladys Nokuthula Mokoena (born 3 May 1948) is a South African chartered accountant and businesswoman, the first black woman to qualify as a CA(SA) in the Transvaal.',
    '## Early life and education',
    'Mokoena was born in Orlando East, Soweto. She matriculated at Morris Isaacson High School in 1966 and completed a BCom at the University of Fort Hare in 1970. She served her articles in Durban from 1972 to 1975 and qualified on 14 November 1976.',
    '## Career',
    'On 1 July 1981 she founded Mokoena Nkosi Inc., one of the first black-owned audit firms in the country. She married the physician Dr. Themba Mokoena in 1974; they have two sons. From 1995 to 2003 she chaired the Public Accountants\' and Auditors\' Board, and from 2004 until her retirement on 28 February 2014 she was chief financial officer of Metrorail Gauteng.',
    '## Honours',
    'Order of the Baobab in Silver (2008). An honorary doctorate from the University of the Witwatersrand (11 April 2016).',
  ], [
    'Dlamini, S. (4 May 2008). "Trailblazer who counted". Sunday Times. p. 17. Retrieved 9 March 2019.',
    'Hart, P. (1999). Black professionals in South Africa, 1960–1995. Johannesburg: Wits University Press. pp. 201–230. ISBN 978-1-86814-322-0.',
    '"Mokoena honoured by Wits". Wits News. 11 April 2016. Retrieved 2 August 2021.',
  ], '2 February 2026, at 11:40 (UTC)')),
  ref('hlanganani-logistics-our-story.docx', 'company history in the company\'s "we" (the persona\'s employer)', await docx('Hlanganani Logistics — our story', [
    '# Hlanganani Logistics: thirty years on the road',
    'We started on 2 May 1995 with two second-hand Isuzu trucks and a yard in Germiston, founded by Mandla Zulu and his brother-in-law Pieter van Wyk.',
    '## Growing with the country',
    'In 2001 we opened our first cross-dock in Midrand, and on 15 August 2008 we began our daily line-haul to Durban. In 2013 we bought Karoo Cold Chain of Bloemfontein.',
    'We moved our head office to Waterfall City, Midrand, in March 2019. Since 2021 our chief executive has been Lindiwe Zulu, the founder\'s daughter.',
    '## Today',
    'We run 640 trucks and employ 2,300 people. In the 2025 financial year our revenue was R 3.1 billion. Hlanganani Logistics (Pty) Ltd · 11 Waterfall Drive, Midrand 1685 · (011) 555 0190 · info@hlanganani.example',
  ])),
  ref('audit-partner-rotation-paper.pdf', 'accounting paper with authors (one named Thandeka), field dates and citations', await pdfPages('Mandatory audit firm rotation in South Africa', [
    'Mandatory audit firm rotation and audit quality: early evidence from the Johannesburg Stock Exchange',
    'Thandeka M. Ndlovu, CA(SA); Richard A. Botha, PhD; Farah Ismail, PhD. School of Accountancy, University of the Witwatersrand, Johannesburg. Corresponding author: tndlovu@wits.example',
    'Abstract. IRBA ruled on 5 June 2017 that listed companies must change audit firms every ten years from 1 April 2023. We studied 148 companies listed on the JSE between January 2018 and December 2024. Discretionary accruals fell by 0.8 per cent of assets after a rotation (Dechow et al., 1995).',
    '1. Introduction. I first audited a JSE company in 2009 as a trainee (T. M. N.); the question of independence has followed me since.',
    '2. Data. Financial statements were collected on 3 February 2025 from the IRESS database; see page 6 for the variable list.',
    'Received 14 March 2025; accepted 30 September 2025. South African Journal of Accounting Research 39 (2), 112-134.',
    'References. Dechow, P. M., Sloan, R. G., Sweeney, A. P. (1995) Detecting earnings management. Accounting Review 70, 193-225. DeAngelo, L. E. (1981) Auditor size and audit quality. J. Account. Econ. 3, 183-199.',
  ])),
  ref('news-cfo-of-the-year.txt', 'news article about another woman CFO, with her quoted first person', text(`
Soweto girl named CFO of the Year

BusinessLIVE, 19 November 2025, by Kabelo Mahlangu

Nosipho Khumalo, 41, finance director of the retailer Ubuntu Foods, was named CFO of the Year at the awards dinner in Sandton on 18 November 2025.

"I qualified as a CA in 2010 and I was the first in my family to go to university," she said. "I moved to Ubuntu Foods in January 2020 and the first thing I did was close two loss-making divisions. I still run the Soweto Marathon every November."

Khumalo lives in Bryanston with her husband, the architect Sibusiso Khumalo, and their three children. She will speak at the SAICA Leadership Summit in Cape Town on 13 March 2026.
`)),
  ref('comrades-marathon-history.txt', 'race history full of dates and winners\' names', text(`
The Comrades Marathon: a short history

The Comrades Marathon was first run on 24 May 1921 between Pietermaritzburg and Durban, organised by Vic Clapham in memory of the soldiers of the Great War. Thirty-four runners started; Bill Rowan won in 8 hours 59 minutes.

Women were officially admitted in 1975, although Frances Hayward had finished unofficially in 1923. In 1981 Bruce Fordyce won the first of his nine titles. Frith van der Merwe set the women's down-run record of 5:54:43 on 31 May 1989.

The race was cancelled in 2020 and 2021 because of the pandemic and returned on 28 August 2022. The 2026 race, an up run, will be held on Sunday 14 June 2026; entries open on 1 October 2025 at R 950 for South Africans.
`)),
  ref('northcliff-residents-newsletter.docx', 'residents\' association newsletter: other people\'s events, meetings, a burglary report', await docx('Northcliff Ridge Residents\' Association — newsletter, February 2026', [
    '# Northcliff Ridge Residents\' Association — February 2026',
    'Our AGM will be held on Tuesday 24 February 2026 at 19:00 in the Northcliff Methodist Church hall. Chairperson Ian Ferreira will step down after eight years.',
    'Congratulations to Mrs Ruth Abrahams of Jacaranda Crescent, who celebrated her 90th birthday on 30 January 2026.',
    'Security: two houses on Beyers Naudé Drive were burgled on 11 February 2026. Please report suspicious vehicles to Ridge Patrol on 011 555 7070.',
    'The Emmarentia Dam clean-up will take place on Saturday 7 March 2026 from 08:00. Volunteers: contact Priya Naidoo (priya.naidoo@ridgera.example).',
  ])),
];

// ------------------------------------------------------------------ Mexico City (Rodrigo)

export const mexicoCityRefs = async (): Promise<Fixture[]> => [
  ref('elena-salinas-chef-wikipedia.html', 'encyclopedia biography of a Mexican chef with the same surname', wikiHtml('Elena Salinas (chef)', [
    'María Elena Salinas Gómez (born 9 October 1962) is a Mexican chef, writer and television presenter, known for bringing the fondas of Mexico City into fine dining.',
    '## Early life',
    'Salinas was born in Puebla and moved to Mexico City in 1979. She studied at the Escuela de Gastronomía Mexicana from 1983 to 1986 and worked in Lyon from 1987 to 1990.',
    '## Career',
    'She opened her restaurant Casa Salinas in Colonia Condesa on 12 December 1993. Its mole negro won the Premio Nacional de Gastronomía in 1998. From 2005 to 2012 she presented the television series "La cocina de Elena" on Canal Once. In 2014 she married the writer Andrés Peralta.',
    'On 1 March 2019 Casa Salinas moved to Polanco; it received a Michelin star on 16 May 2024, in the first Michelin Guide to Mexico.',
  ], [
    'Rivera, M. (13 December 1993). "Una fonda con estrella". La Jornada. p. 28. Retrieved 5 May 2020.',
    'Peralta, A. (2016). Cocineras de México. Mexico City: Ediciones Era. pp. 77–102. ISBN 978-607-445-411-9.',
    '"Casa Salinas gets Michelin star". El Universal. 16 May 2024. Retrieved 3 June 2024.',
  ], '21 January 2026, at 18:05 (UTC)')),
  ref('molino-el-maizal-historia.docx', 'history of the persona\'s tortilla-dough supplier in the firm\'s "we"', await docx('Molino El Maizal — nuestra historia / our history', [
    '# Molino El Maizal: seventy years of masa',
    'We opened our first mill on 3 February 1954 in the Mercado de La Merced, founded by Don Anselmo Ruiz and his wife Doña Refugio.',
    '## Growing with the city',
    'In 1968 we supplied the tortillerías of the Olympic village. In 1987 we moved to Iztapalapa, and on 20 November 2003 we began working only with native maize from Tlaxcala farmers.',
    'Since 2017 we have been run by the third generation, Ximena and Tomás Ruiz. Today we deliver 9 tonnes of nixtamal dough a day to 230 restaurants and tortillerías.',
    'Molino El Maizal · Av. Ermita Iztapalapa 1820, Iztapalapa, CDMX · 55 5612 0044 · pedidos@elmaizal.example',
  ])),
  ref('nixtamalization-paper.pdf', 'food-science paper with authors (one named Rodrigo), field dates and citations', await pdfPages('Native maize and nixtamalization', [
    'Calcium uptake and resistant starch in tortillas from native and hybrid maize nixtamalized in Mexico City restaurants',
    'Rodrigo A. Méndez Luna; Paulina Ortiz; Héctor Gámez. Instituto de Ciencia y Tecnología de Alimentos, Universidad Nacional Autónoma de México. Corresponding author: rmendez@unam.example',
    'Abstract. We sampled tortillas from 36 restaurants and tortillerías in Mexico City between 8 January and 30 April 2024. Tortillas from native maize held 21 per cent more resistant starch than those from hybrid maize (Bello-Pérez et al., 2002).',
    '1. Introduction. I grew up grinding nixtamal at my grandmother\'s fonda in Tacubaya in 1995 (R. A. M. L.), which is where the question began.',
    '2. Methods. Samples were frozen within two hours; see page 5 for the assay.',
    'Received 2 September 2024; accepted 11 February 2025. Revista Mexicana de Ingeniería Química 24 (1), 45-60.',
    'References. Bello-Pérez, L. A., et al. (2002) Starch digestibility of tortillas. Cereal Chem. 79, 561-565. Rooney, L. W., Serna-Saldívar, S. O. (1987) Food uses of whole corn. St Paul: AACC.',
  ])),
  ref('news-roma-taqueria.txt', 'news article about another cook in Colonia Roma, with his quoted first person', text(`
From street stall to Michelin's list: the taquero of Colonia Roma

Mexico News Daily, 28 January 2026, by Sofía Treviño

Arturo "El Güero" Barrera, 44, opened his taco stall on Calle Orizaba in June 2011. On 15 January 2026 it was one of eleven places in Mexico City given a Bib Gourmand.

"I started at fourteen, washing dishes in a fonda in Tlalpan," he says. "In 2018 I bought my own trompo, and last year I finally married Lupita, after twelve years together."

Barrera plans to open a second stall in Puebla in September 2026. He sells about 2,000 tacos al pastor a night at 22 pesos each.
`)),
  ref('oaxaca-guelaguetza-guide.txt', 'travel guide full of dates, prices and other people\'s festivals', text(`
Oaxaca in spring: a visitor's guide (2026 edition)

The Guelaguetza is held on the two Mondays after 16 July; in 2026 on 20 and 27 July at the Auditorio Guelaguetza on Cerro del Fortín. Tickets for the upper sections are free; section A costs MXN 1,650.

Semana Santa brings processions to the city centre from Palm Sunday, 29 March 2026, to Easter Sunday, 5 April 2026. The Noche de Rábanos, when carvers show figures made of radishes, is always on 23 December.

The Mercado 20 de Noviembre opened in 1862; its smoke-filled "pasillo de humo" grills tasajo and cecina from 07:00. Monte Albán, founded around 500 BC, opens daily from 08:00 to 17:00 (entry MXN 95).
`)),
];

/**
 * Reference documents for the s10b pair (s10b.ts, `--s10b`): for each persona encyclopedia
 * articles with reference lists (a namesake's biography, a festival), the history of a firm in
 * the persona's world in its own "we", a paper with authors, field dates and citation years, a
 * news article with someone else's quoted first person, and an alumni newsletter or a tax guide
 * full of other people's dates. Each leans on the persona's world (the same names, field, city or
 * trade), because that is where a careless extractor takes someone else's life for the user's.
 * The people, firms and papers in them are invented, except one real file no earlier library held
 * (S10B_REAL: docling's ground truth of a Korean National Assembly Research Service report, read
 * from the local snapshot like references.ts does). Nothing in any of them may reach a profile or
 * the timeline.
 */
import type { Fixture } from './fixtures.js';
import { docx, text } from './kit.js';
import { fromSnapshot, type Reference } from './references.js';
import { pdfPages } from './s7-refs.js';
import { wikiHtml } from './s8-refs.js';

const ref = (name: string, kind: string, data: Buffer): Fixture => ({ name, kind: `reference (written for s10b): ${kind}`, data, reference: true });

const DOCLING = { repo: 'docling-project/docling', commit: 'e1cb2b234c48ff29746b0f2f843d07f8e23905a0' };

/** A real document no earlier persona library held (its name is in no file under bench/ or test/). */
export const S10B_REAL = {
  nars: { ...DOCLING, name: 'nars-issue-brief-1695.txt', path: 'tests/data/pdf/groundtruth/normal_4pages.md', sha256: '4471c91bc4fde4b1a1e792c6026fce8caf1d6e53ea3a3dce61479229b1ae83c6', what: 'Korean National Assembly Research Service issue brief No. 1695 (2 April 2020, in Korean): insurance payouts and COVID-19, dates and names' },
} satisfies Record<string, Reference>;

// ------------------------------------------------------------------ Seoul (Ji-woo)

export const seoulRefs = async (): Promise<Fixture[]> => [
  ref('park-ji-woo-chemist-wikipedia.html', 'encyclopedia biography of a Korean chemist with the same name', wikiHtml('Park Ji-woo (chemist)', [
    'Park Ji-woo (Korean: 박지우; born 3 May 1961 in Daegu) is a South Korean electrochemist, professor emeritus at Seoul National University and a pioneer of lithium-ion battery research in Korea.',
    '## Early life and education',
    'Park graduated from Kyungpook National University in 1983 and received his PhD from the University of Texas at Austin on 14 December 1990, under John B. Goodenough\'s group.',
    '## Career',
    'He joined the Korea Institute of Science and Technology (KIST) in 1991 and moved to Seoul National University in 1997. He married the pianist Choi Eun-young in 1988; they have two daughters. From 2009 to 2013 he directed the university\'s Research Institute of Advanced Materials.',
    'He retired on 28 February 2026 and lives in Bundang, Seongnam.',
    '## Honours',
    'Ho-Am Prize in Engineering (2011). Member of the National Academy of Engineering of Korea (elected 21 January 2015).',
  ], [
    'Kim, H. (2 June 2011). "호암상 수상자 발표". Chosun Ilbo. p. 23. Retrieved 8 May 2018.',
    'Lee, S. (2016). A History of Battery Research in Korea, 1980–2015. Seoul: Seoul National University Press. pp. 77–96. ISBN 978-89-521-1542-7.',
    '"Professor Park Ji-woo retires". SNU News. 27 February 2026. Retrieved 2 March 2026.',
  ], '4 March 2026, at 06:12 (UTC)')),
  ref('hanul-energy-our-story.docx', 'battery company history in the company\'s "we" (the persona\'s hoped-for employer)', await docx('Hanul Energy — our story', [
    '# Hanul Energy: from a lab in Daejeon to three gigafactories',
    'We were founded on 1 April 2008 by three KAIST researchers, Jung Min-soo, Oh Se-ra and Baek Tae-yang, with a grant of 300 million won.',
    '## Growing up',
    'We shipped our first pouch cells to a scooter maker in 2012 and opened our Ochang plant on 15 October 2016. In 2021 we listed on the KOSPI, and in March 2024 we opened our plant in Wrocław, Poland.',
    'Since 2023 our chief executive has been Oh Se-ra. Our solid-state battery pilot line started production on 9 January 2026.',
    '## Today',
    'We employ 6,200 people in Korea, Poland and the United States. Hanul Energy Co., Ltd. · 123 Teheran-ro, Gangnam-gu, Seoul · +82 2-6100-7700 · ir@hanulenergy.example',
  ])),
  ref('sulfide-electrolyte-paper.pdf', 'materials paper whose first author is another Ji-woo, with field dates and citations', await pdfPages('Air stability of argyrodite sulfide electrolytes', [
    'Air stability of argyrodite Li6PS5Cl solid electrolytes doped with oxygen: a combined experimental and computational study',
    'Ji-woo Kim, MS; Hyun-seok Yoon, PhD; Satoshi Nakamura, PhD. Department of Materials Science and Engineering, Korea University, Seoul; Kyoto University. Corresponding author: jiwoo.kim@korea.example',
    'Abstract. We exposed 48 pellets to air of 30% relative humidity between 2 June and 19 September 2025 and measured the H2S released. Oxygen doping cut H2S release by 71% (Kamaya et al., 2011; Zhang et al., 2019).',
    '1. Introduction. I began this work during my master\'s at POSTECH in 2021 (J.-W. K.), when a leaking glovebox ruined a month of samples.',
    '2. Methods. Impedance spectra were recorded at 25 °C; the last series was finished on 3 October 2025. See page 5 for the doping levels.',
    'Received 11 November 2025; accepted 20 February 2026. Journal of Materials Chemistry A 14 (12), 5521-5533.',
    'References. Kamaya, N., et al. (2011) A lithium superionic conductor. Nat. Mater. 10, 682-686. Zhang, Z., et al. (2019) Targeting superionic conductivity by turning on anion rotation. Matter 1, 1-12.',
  ])),
  ref('news-kaist-phd-student-award.txt', 'news article about another PhD student, with her quoted first person', text(`
KAIST doctoral student wins young scientist award for battery research

Korea JoongAng Daily, 12 May 2026, by Seo Ji-eun

Han So-yeon, 28, a doctoral student in materials science at KAIST, received the Young Scientist Award of the Korean Electrochemical Society in Seoul on 8 May 2026.

"I started my PhD in March 2021 after two years at Samsung SDI," she said. "My parents run a restaurant in Gwangju, and they still do not understand what I do. Next year I want to spend six months at MIT."

Han lives in Daejeon and plays in the KAIST women's futsal team.
`)),
  ref('yonsei-cbe-alumni-newsletter-2026-spring.txt', 'alumni newsletter about other members: appointments, weddings, births, coming dates', text(`
YONSEI CHEMICAL & BIOMOLECULAR ENGINEERING ALUMNI NEWSLETTER — SPRING 2026 (Vol. 31)

From the president
Our homecoming day will be held on Saturday 10 October 2026 at the Engineering Hall courtyard, from 11:00.

Alumni news
- Dr. Jang Hoon (PhD 2014) was appointed professor at Hanyang University on 1 March 2026.
- Kwon Mi-rae (MS 2019) married Daniel Ortiz in Busan on 21 February 2026.
- Dr. Lim Jae-sung (PhD 2020) and his wife welcomed their son on 9 January 2026.
- Prof. Emeritus Yoo Byung-chul celebrated his 80th birthday on 14 March 2026.

Coming up
- Career talk "Life at a battery start-up", 17 June 2026, 17:00, Engineering Hall A-201.
- Alumni golf day, 19 September 2026, Yangji Pine CC (150,000 won).

Office: Engineering Hall A-118, Yonsei University, 50 Yonsei-ro, Seodaemun-gu, Seoul · 02-2123-2750
`)),
  fromSnapshot(S10B_REAL.nars),
];

// ------------------------------------------------------------------ Lima (Rosa)

export const limaRefs = async (): Promise<Fixture[]> => [
  ref('rosa-quispe-sindicalista-wikipedia.html', 'encyclopedia biography of a Peruvian trade unionist with the same names', wikiHtml('Rosa Quispe Mamani', [
    'Rosa Quispe Mamani (18 March 1931 – 2 November 2009) was a Peruvian trade unionist and market leader, founder of the Federation of Market Workers of Lima (FETRAMEL) and a deputy for Puno from 1985 to 1990.',
    '## Early life',
    'She was born in Juliaca, Puno, the daughter of Aymara wool traders, and moved to Lima in 1949, where she sold vegetables in the La Parada market.',
    '## Career',
    'She founded FETRAMEL on 1 May 1962 and led the market strike of 14 July 1977. She married the printer Faustino Ccori in 1953; they had five children. She was elected to the Chamber of Deputies on 14 April 1985.',
    'She retired from politics in 1990 and died in San Juan de Lurigancho.',
    '## Honours',
    'Order of the Sun of Peru, Officer (2001).',
  ], [
    'Gutiérrez, A. (15 July 1977). "Paro de mercados paraliza Lima". La República. p. 3. Retrieved 11 June 2014.',
    'Blondet, C. (1991). Las mujeres y el poder: una historia de Villa El Salvador. Lima: IEP. pp. 45–61. ISBN 978-84-89303-07-9.',
    '"Falleció Rosa Quispe, lideresa de los mercados". El Comercio. 3 November 2009. Retrieved 20 August 2021.',
  ], '11 January 2026, at 22:30 (UTC)')),
  ref('fiesta-de-la-candelaria-wikipedia.html', 'encyclopedia article about the festival the persona travels to, with dates and references', wikiHtml('Fiesta de la Virgen de la Candelaria', [
    'The Fiesta de la Virgen de la Candelaria is a religious and cultural festival held every February in Puno, Peru, in honour of the patron saint of the city. It was inscribed on UNESCO\'s Representative List of the Intangible Cultural Heritage of Humanity on 27 November 2014.',
    '## History',
    'The festival is documented in Puno since 1781. The first dance contest at the Estadio Enrique Torres Belón was held in 1965. More than 40,000 dancers and 9,000 musicians take part.',
    '## Dates',
    'The central day is 2 February. The contest of native dances is held on the first Sunday, and the parade in costume (traje de luces) on the following Monday; in 2026 the parade fell on 9 February.',
  ], [
    'UNESCO (27 November 2014). "Festivity of Virgen de la Candelaria of Puno". Retrieved 5 January 2020.',
    'Mendoza, Z. (2000). Shaping Society through Dance. Chicago: University of Chicago Press. pp. 112–139. ISBN 978-0-226-52094-6.',
  ], '3 February 2026, at 14:02 (UTC)')),
  ref('distribuidora-los-andes-historia.docx', 'wholesaler history in the company\'s "we" (the persona\'s supplier)', await docx('Distribuidora Los Andes S.A.C. — our history', [
    '# Distribuidora Los Andes: 25 years supplying Lima\'s bodegas',
    'We started on 3 March 2001 with one truck and a warehouse in Ate, founded by Julio Ccahuana and his brother Wilber, who came to Lima from Cusco in 1992.',
    '## Growing up',
    'We opened our San Juan de Lurigancho warehouse on 20 August 2010 and launched our order-by-WhatsApp service in 2020, during the lockdown.',
    'Since 2022 our general manager has been Karina Ccahuana. We were named Distributor of the Year by a national food company on 5 December 2024.',
    '## Today',
    'We supply 3,800 bodegas and employ 140 people. Distribuidora Los Andes S.A.C. · Av. Próceres de la Independencia 1840, San Juan de Lurigancho, Lima · (01) 458 2210 · ventas@losandes.example',
  ])),
  ref('bodegas-microcredit-paper.pdf', 'development-economics paper with an author named Rosa, field dates and citations', await pdfPages('Microcredit and women-owned bodegas in eastern Lima', [
    'Microcredit, digital payments and the survival of women-owned bodegas in eastern Lima, 2019–2025',
    'Rosa M. Ccori, MA; Javier Pardo, PhD; Elena Vílchez, PhD. Departamento de Economía, Pontificia Universidad Católica del Perú, Lima. Corresponding author: rccori@pucp.example',
    'Abstract. We interviewed 312 bodega owners in San Juan de Lurigancho and Ate between 12 May and 30 October 2025. Owners with a microloan were 23% more likely to survive the 2020 lockdown (Banerjee et al., 2015; Karlan and Zinman, 2011).',
    '1. Introduction. My mother kept a bodega in Comas from 1988 to 2016 (R. M. C.), and the notebook of debts on her counter is where this study began.',
    '2. Methods. Interviews were held in Spanish and Quechua; the last one took place on 30 October 2025. See page 9 for the questionnaire.',
    'Received 2 December 2025; accepted 27 February 2026. Revista de Economía del Perú 18 (1), 77-101.',
    'References. Banerjee, A., et al. (2015) The miracle of microfinance? AEJ: Applied 7, 22-53. Karlan, D. and Zinman, J. (2011) Microcredit in theory and practice. Science 332, 1278-1284.',
  ])),
  ref('news-sjl-bodeguera.txt', 'news article about another bodega owner, with her quoted first person', text(`
The bodegueras of San Juan de Lurigancho go digital

Andina, 8 March 2026, by Paola Ugarte

Juana Huamaní, 47, who has run the bodega "Doña Juanita" in Canto Grande since 2005, was one of 30 women entrepreneurs honoured by the district municipality on International Women's Day, 8 March 2026.

"I came from Ayacucho in 1994 and sold emoliente on the street for ten years," she said. "Now half my customers pay with Yape. Next year I want to open a second shop in Huachipa."

Huamaní is a widow with three children and lives in Canto Grande.
`)),
  ref('guia-nuevo-rus-sunat.docx', 'a tax authority\'s guide full of dates, categories and amounts', await docx('Guía del Nuevo RUS 2026', [
    '# Nuevo Régimen Único Simplificado (Nuevo RUS): guía 2026',
    'The Nuevo RUS was created by Legislative Decree 937 of 14 November 2003 and applies to individuals whose monthly sales do not exceed S/ 8,000.',
    'Category 1 pays S/ 20 a month; category 2 pays S/ 50. Payments are due on the dates of the SUNAT schedule: for RUC numbers ending in 1, on 16 February 2026 for January.',
    'Since 1 January 2017 small businesses may also choose the RMT. See page 12 for the table of categories.',
  ])),
];

/**
 * Reference documents written for session 7's personas (s7.ts): for each persona an
 * encyclopedia-style article with a reference list, a company history in the company's "we",
 * and a paper with authors, field dates and citation years. They were written for this set
 * (none is in references.ts) and lean on the persona's own world — the same city, trade or first
 * name — because that is where a careless extractor takes someone else's life for the user's.
 * The people, firms and papers in them are invented. Nothing in them may reach a profile or the
 * timeline.
 */
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Fixture } from './fixtures.js';
import { docx, text } from './kit.js';

/** A paper or report as a PDF of several pages, wrapped at ~92 characters like a typeset column. */
export async function pdfPages(title: string, paragraphs: string[]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const lines: string[] = [];
  for (const p of paragraphs.map(winAnsi)) {
    const words = p.split(' ');
    let cur = '';
    for (const w of words) {
      if ((cur + ' ' + w).trim().length > 92) {
        lines.push(cur);
        cur = w;
      } else cur = (cur + ' ' + w).trim();
    }
    lines.push(cur, '');
  }
  for (let i = 0; i < lines.length; i += 44) {
    const page = doc.addPage([612, 792]);
    lines.slice(i, i + 44).forEach((l, k) => l && page.drawText(l, { x: 56, y: 740 - k * 16, size: 10, font }));
  }
  return Buffer.from(await doc.save());
}

/** The standard PDF fonts cannot draw ş, ı, ğ: fold them as an export without embedded fonts does. */
const winAnsi = (s: string): string => s.replace(/[şŞıİğĞ]/g, (c) => ({ ş: 's', Ş: 'S', ı: 'i', İ: 'I', ğ: 'g', Ğ: 'G' })[c] ?? c);

/** An encyclopedia page as saved from a browser: navigation, the article, then its numbered references. */
function wikiHtml(title: string, paragraphs: string[], refs: string[]): Buffer {
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return Buffer.from(`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} - Wikipedia</title></head><body>
<nav><a href="/wiki/Main_Page">Main page</a> <a href="/wiki/Portal:Current_events">Current events</a> <a href="/wiki/Special:Random">Random article</a></nav>
<h1>${esc(title)}</h1><p><i>From Wikipedia, the free encyclopedia</i></p>
${paragraphs.map((p) => (p.startsWith('## ') ? `<h2>${esc(p.slice(3))}</h2>` : `<p>${esc(p)}</p>`)).join('\n')}
<h2>References</h2><ol class="references">${refs.map((r) => `<li>${esc(r)}</li>`).join('')}</ol>
<footer>This page was last edited on 9 October 2024, at 14:22 (UTC). Text is available under the Creative Commons Attribution-ShareAlike License 4.0.</footer>
</body></html>`);
}

const ref = (name: string, kind: string, data: Buffer): Fixture => ({ name, kind: `reference (written for s7): ${kind}`, data, reference: true });

// ------------------------------------------------------------------ Lagos (Ngozi)

export const lagosRefs = async (): Promise<Fixture[]> => [
  ref('chinyere-adeola-obi-wikipedia.html', 'encyclopedia biography of a Nigerian civil engineer', wikiHtml('Chinyere Adeola Obi', [
    'Chinyere Adeola Obi (born 14 February 1951 in Onitsha) is a Nigerian civil engineer and academic, known for her work on foundations in soft coastal soils. She was the first woman to serve as president of the Nigerian Society of Engineers.',
    '## Early life and education',
    'Obi was born in Onitsha to a family of traders. She attended Queen of the Rosary College and graduated in civil engineering from the University of Nigeria, Nsukka, in 1974. She then moved to London, where she received a PhD from Imperial College in 1979.',
    '## Career',
    'She returned to Lagos in 1980 and joined the Federal Ministry of Works as a site engineer on the Third Mainland Bridge. In 1986 she married the architect Emeka Obi; they have three children. From 1991 to 2011 she taught at the University of Lagos, where she was appointed professor on 1 October 1995.',
    'On 12 March 2004 she was elected president of the Nigerian Society of Engineers. She retired in 2016 and now lives in Enugu. Her email address at the university, c.obi@unilag.example, and her office telephone 01 280 4416 were listed in the staff directory until 2016.',
    '## Honours',
    'Officer of the Order of the Niger (2008). Fellow of the Nigerian Academy of Engineering (2010). Honorary doctorate, Covenant University (23 June 2018).',
  ], [
    'Adeyemi, T. (5 May 2004). "Engineers elect first woman president". The Guardian (Lagos). p. 14. Retrieved 2 November 2019.',
    '"Professor Obi retires after 25 years". University of Lagos News. 30 September 2016. Retrieved 11 January 2021.',
    'Okonkwo, C. (2012). Women in Nigerian Engineering, 1960–2010. Ibadan: Spectrum Books. pp. 88–97. ISBN 978-978-029-114-5.',
  ])),
  ref('harbourline-history.docx', 'company history in the company "we"', await docx('Harbourline Engineering — Our history', [
    '# Harbourline Engineering Ltd — Our history',
    'We were founded in Apapa on 3 April 1962 by the engineers Babatunde Coker and Richard Hale, with six staff and one borrowed theodolite.',
    '## 1960s–1980s',
    'In 1968 we built our first jetty for the Nigerian Ports Authority. We moved our head office to Marina, Lagos, in 1975, and in 1979 we opened a second office in Port Harcourt.',
    'On 1 January 1983 Funmilayo Coker became our managing director, the first woman to lead a Nigerian engineering consultancy.',
    '## 1990s–today',
    'We were listed on the Nigerian Stock Exchange in June 1994. In 2008 we acquired Deltaform Surveys of Warri for NGN 2.4 billion.',
    'In March 2019 we completed the Lekki coastal road embankment, and in 2023 we opened our Abuja office. Today we employ 640 people in four cities.',
    'Harbourline Engineering Ltd · 27 Marina, Lagos · +234 1 460 2200 · info@harbourline.example',
  ])),
  ref('lekki-clay-settlement-paper.pdf', 'geotechnical paper with authors, field dates and citations', await pdfPages('Settlement of embankments on soft clay, Lekki', [
    'Long-term settlement of road embankments on the soft clays of the Lekki peninsula, Lagos',
    'Oluwaseun Balogun, Ngozi Ibe, Peter Andersen. Department of Civil and Environmental Engineering, University of Lagos, Akoka.',
    'Abstract. We report settlement records from eleven embankment sections monitored between 12 May 2017 and 30 June 2021. Primary consolidation ended within 26 months; secondary compression then added 9 to 14 per cent of the final settlement, more than the design assumed (Adebayo and Ojo, 2009).',
    '1. Introduction. The coastal plain east of Victoria Island is underlain by up to 18 m of soft organic clay (Jones, 1978; Oyenuga et al., 2014). Since the opening of the Lekki–Epe expressway in 2011, embankments of 2 to 4 m have been built on it, often without preloading.',
    '2. Site and methods. Settlement plates and piezometers were installed on 12 May 2017. Readings were taken weekly until 1 December 2018 and monthly afterwards. I thank the residents of Ajah for their patience (P. A.).',
    '3. Results. Settlements at the end of monitoring ranged from 0.41 m to 1.12 m. The largest occurred at chainage 14+200, where the clay is thickest.',
    'Acknowledgements. We thank Harbourline Engineering Ltd for access to its records. Received 2 February 2022; accepted 19 September 2022; published 1 November 2022.',
    'References. Adebayo, K., Ojo, M. (2009) Consolidation of Lagos clays. Nigerian Journal of Technology 28(2), 45–57. Jones, H. (1978) Soft soils of West Africa. London: Thomas Telford. Oyenuga, A., Eze, B., Smith, R. (2014) Geotechnical mapping of the Lekki peninsula. Engineering Geology 171, 11–22.',
  ])),
];

// ------------------------------------------------------------------ Gothenburg (Ingrid)

export const gothenburgRefs = async (): Promise<Fixture[]> => [
  ref('astrid-holmberg-wikipedia.html', 'encyclopedia biography of a Swedish novelist and teacher', wikiHtml('Astrid Holmberg', [
    'Astrid Holmberg (née Lind; 2 May 1931 – 18 January 2009) was a Swedish novelist and teacher, best known for the Majorna trilogy of crime novels set in working-class Gothenburg.',
    '## Life',
    'Holmberg was born in Borås and grew up in Majorna, Gothenburg. She studied Nordic languages at the University of Gothenburg and graduated in 1955. From 1956 to 1988 she taught Swedish at Hvitfeldtska gymnasiet, where her pupils included several later writers.',
    'She married the journalist Per Holmberg in 1958; they had two daughters. In 1989 she moved to Marstrand, where she wrote her last four books. She died in Gothenburg on 18 January 2009.',
    '## Works',
    'Her debut, Dimman över Göta älv, appeared in 1962. The Majorna trilogy (1971, 1974, 1978) was translated into eleven languages, and the second volume won the Swedish Crime Academy prize in 1975. Her memoir Kritan och pennan ("The chalk and the pen") was published on 4 October 1993.',
    '## Legacy',
    'A street in Majorna was named after her on 2 May 2011. The Astrid Holmberg Prize for young crime writers has been awarded every year since 2012.',
  ], [
    'Lindgren, M. (20 January 2009). "Astrid Holmberg död". Göteborgs-Posten. Retrieved 14 March 2015.',
    'Svensson, K. (1998). Brott och klass i svensk kriminalroman. Stockholm: Natur & Kultur. pp. 112–140.',
    '"Holmbergs gata invigd". Göteborgs Stad. 3 May 2011. Retrieved 9 June 2019.',
  ])),
  ref('eriksberg-varv-history.pdf', 'shipyard company history in the company "we"', await pdfPages('Eriksberg Marine — 175 years', [
    'Eriksberg Marine AB — 175 years on the Göta älv',
    'We began on 1 June 1850 as a small foundry on the north bank of the river, founded by Christian Barchmann. In 1874 we launched our first iron steamship, the SS Hisingen.',
    'During the 1930s we built tankers for Norwegian owners, and in 1955 our workforce reached 3,200. The great gantry crane, still a Gothenburg landmark, was raised in 1969.',
    'The shipbuilding crisis hit us hard: we delivered our last ship on 12 September 1979, and the yard closed. In 1984 we started again as a repair and design company with 40 employees.',
    'On 1 January 2002 Kerstin Åberg became our chief executive. In 2016 we moved our offices to Lindholmen Science Park, and in 2021 we bought the Danish design firm Skagen Naval for SEK 310 million.',
    'We now employ 280 people. Eriksberg Marine AB, Lindholmspiren 5, 417 56 Göteborg. Telephone +46 31 700 12 00.',
  ])),
  ref('reading-aloud-study.pdf', 'education research paper with authors and citations', await pdfPages('Reading aloud in upper-secondary classrooms', [
    'Reading aloud in Swedish upper-secondary classrooms: an observation study',
    'Maria Johansson and Björn Ek, Department of Education, University of Gothenburg. Correspondence: maria.johansson@gu.example',
    'Abstract. We observed 46 lessons in eight schools in the Gothenburg region between 3 September 2019 and 12 February 2020. Teachers read aloud in 61 per cent of Swedish lessons but in only 9 per cent of history lessons. Pupils who were read to answered comprehension questions better (Ek, 2017; Chambers, 1991).',
    'Method. Each lesson was recorded and coded by two raters. The participating teachers had taught for between 2 and 34 years; one of them began teaching in 1986. Interviews took place in March 2020.',
    'Results. I will not forget one teacher who said, "I read to them because nobody else does" (teacher F, interview 11 March 2020). We found no difference between municipal and independent schools.',
    'Received 14 January 2021. Accepted 2 June 2021. Published online 30 June 2021.',
    'References: Chambers, A. (1991) The Reading Environment. Stroud: Thimble Press. Ek, B. (2017) Högläsning i gymnasiet. Lund: Studentlitteratur. Skolverket (2011) Läroplan för gymnasieskolan. Stockholm.',
  ])),
];

// ------------------------------------------------------------------ Buenos Aires (Valentina)

export const buenosAiresRefs = async (): Promise<Fixture[]> => [
  ref('amancio-berisso-wikipedia.html', 'encyclopedia biography of an Argentine architect', wikiHtml('Amancio Berisso', [
    'Amancio Berisso (Córdoba, 9 July 1924 – Buenos Aires, 27 March 2006) was an Argentine architect, one of the leading figures of brutalism in Latin America.',
    '## Biography',
    'Berisso studied architecture at the Universidad Nacional de Córdoba, graduating in 1949, and moved to Buenos Aires in 1952. On 15 December 1956 he married the painter Inés Lavalle. In 1961 he founded the Estudio Berisso–Lavalle with his wife.',
    'His design for the Banco del Interior headquarters won the national competition on 30 April 1966; the building opened in 1971. He taught at the University of Buenos Aires from 1973 to 1990 and was dean of its faculty of architecture from 1984.',
    '## Later life',
    'In 1992 he received the Konex Platinum award. He spent his last years in his house in Palermo, where he died at 81. His archive was donated to the Museo de Arte Moderno on 8 August 2008.',
  ], [
    'Fernández, L. (28 March 2006). "Murió Amancio Berisso". La Nación. Retrieved 17 May 2014.',
    'Liernur, J. F. (2001). Arquitectura en la Argentina del siglo XX. Buenos Aires: Fondo Nacional de las Artes. pp. 301–315.',
    '"Premios Konex 1992: Artes Visuales". Fundación Konex. Retrieved 3 February 2020.',
  ])),
  ref('bodegas-lavalle-historia.docx', 'winery history in the company "we"', await docx('Bodegas Lavalle — Our story', [
    '# Bodegas Lavalle — Our story',
    'Our story starts in 1889, when Giuseppe Lavalle arrived in Mendoza from Piedmont with a box of vine cuttings. We planted our first Malbec vineyard in Luján de Cuyo in 1893.',
    'In 1928 we opened our cellar on Calle San Martín, and on 4 March 1951 we shipped our first wine to Buenos Aires by train.',
    'The crisis of 1989 almost closed us. In 1997 Ana Lavalle, the founder\'s great-granddaughter, took over and replanted 40 hectares. We won our first gold medal in London on 19 May 2004.',
    'In 2015 we opened our visitor centre and restaurant, and in 2022 we became a certified B Corporation. Today we export to 23 countries.',
    'Visit us: Ruta 15 km 23, Luján de Cuyo, Mendoza · +54 261 498 7700 · visitas@bodegaslavalle.example',
  ])),
  ref('brick-vault-housing-paper.pdf', 'architecture paper with fieldwork dates and citations', await pdfPages('Thermal performance of brick vaults', [
    'Thermal performance of low-cost brick vaults in social housing in Córdoba, Argentina',
    'Rodrigo Sosa, Valeria Quiroga and Tomás Herrera. Facultad de Arquitectura, Urbanismo y Diseño, Universidad Nacional de Córdoba.',
    'Abstract. We monitored indoor temperatures in 14 dwellings with Catalan brick vaults and 14 with flat concrete roofs from 1 December 2020 to 28 February 2021. Vaulted dwellings were on average 2.8 °C cooler at 15:00 on summer days (cf. Dieste, 1987; Ochsendorf, 2010).',
    'Introduction. Since the housing programme launched on 12 October 2015, more than 3,000 dwellings have been built in the city with prefabricated roofs. I first visited the Villa El Libertador site in 2018 (R. S.), when residents complained of heat.',
    'Results. The mean difference was largest in January 2021 (3.4 °C). Construction cost per square metre was 11 per cent lower for vaults in 2021 prices.',
    'Received 9 August 2022; revised 21 November 2022; accepted 6 January 2023.',
    'References. Dieste, E. (1987) La estructura cerámica. Bogotá: Escala. Ochsendorf, J. (2010) Guastavino Vaulting. New York: Princeton Architectural Press. Quiroga, V. (2019) Vivienda social y clima. Córdoba: EDUCC.',
  ])),
];

// ------------------------------------------------------------------ Izmir (Emre)

export const izmirRefs = async (): Promise<Fixture[]> => [
  ref('port-of-izmir-wikipedia.txt', 'encyclopedia article (a port) as saved text', text(`
Port of Izmir
From Wikipedia, the free encyclopedia

The Port of Izmir (Turkish: İzmir Limanı), also known as Alsancak Port, is a seaport on the Gulf of Izmir in western Turkey. It is operated by the Turkish State Railways (TCDD).

History
A quay was first built at Alsancak by a French company, which received the concession on 14 June 1867; the works were completed in 1875. The modern container terminal was opened on 1 July 1959. In 1988 the port handled its first million tonnes of containers.

Privatisation of the port was announced on 4 February 2007, but the tender was cancelled in 2011. Between 2013 and 2016 the approach channel was dredged to 14.5 m. In 2019 the port handled 730,000 TEU.

Management
Mehmet Ali Kaya served as port director from 2004 to 2012; he was born in Manisa on 17 June 1958 and is married with two children. He was succeeded by Zeynep Arslan, a logistics manager from Ege Lojistik, on 1 September 2012.

See also
Port of Mersin; Port of Ambarlı

References
1. Kaya, M. A. (2010). İzmir Limanı'nın 150 yılı. İzmir: TCDD Yayınları. p. 44.
2. "Alsancak Limanı özelleştirme ihalesi iptal edildi". Hürriyet. 9 March 2011. Retrieved 22 April 2016.
3. "Container statistics 2019". Turkish Port Operators Association. Retrieved 5 January 2021.
`)),
  ref('anadolu-kargo-history.docx', 'logistics company history in the company "we"', await docx('Anadolu Kargo — 50 years', [
    '# Anadolu Kargo: fifty years on the road',
    'We started in Manisa on 2 March 1975 with two trucks and one telephone line, founded by the brothers Hasan and Osman Yıldız.',
    'In 1984 we moved our headquarters to Izmir and opened a depot in Kemalpaşa. In 1993 we began our first international route, Izmir–Munich, and in 1999 we received ISO 9001 certification.',
    'On 15 May 2006 Elif Yıldız became our general manager. We bought the Bursa carrier Marmara Nakliyat in 2012 for TRY 85 million, and in 2020 we opened our automated warehouse in Torbalı.',
    'Today 1,900 colleagues work with us in 31 branches. Head office: Kemalpaşa Organize Sanayi Bölgesi, İzmir. Telephone +90 232 877 10 00. info@anadolukargo.example',
  ])),
  ref('container-dwell-time-paper.pdf', 'logistics paper with data dates and citations', await pdfPages('Container dwell time at Aegean ports', [
    'Container dwell time at Aegean ports: evidence from Izmir, 2015–2022',
    'Ayşe Demir (Dokuz Eylül University, Izmir), Emre Kaplan (Yaşar University, Izmir) and Jan Vermeulen (Erasmus University Rotterdam).',
    'Abstract. Using 1.2 million import container records from 1 January 2015 to 31 December 2022, we estimate the effect of the 2018 customs single window on dwell times. Mean import dwell time fell from 7.9 to 5.6 days (cf. Merk and Dang, 2012; Notteboom, 2016).',
    'Data. Records were provided by the terminal operator on 3 May 2023. We dropped containers that stayed more than 90 days. I am grateful to the customs brokers who agreed to be interviewed in Alsancak in October 2023 (A. D.).',
    'Results. The effect was strongest for refrigerated containers. Dwell times rose again during the first half of 2021.',
    'Received 28 February 2024; accepted 16 July 2024. Maritime Economics & Logistics 26, 512–533.',
    'References. Merk, O., Dang, T. (2012) Efficiency of world ports in container and bulk cargo. OECD. Notteboom, T. (2016) The adaptive capacity of container ports. Maritime Policy & Management 43(4).',
  ])),
];

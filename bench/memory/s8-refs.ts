/**
 * Reference documents for session 8's personas (s8.ts). Most were written for this set: for each
 * persona an encyclopedia-style article with a reference list, a company history in the
 * company's "we", a paper with authors, field dates and citation years, and a news article, a
 * manual or a guide — none of them in references.ts or s7-refs.ts. Each leans on the persona's
 * own world (the same town, trade, school or first name), because that is where a careless
 * extractor takes someone else's life for the user's. The people, firms and papers in them are
 * invented. A few are real files nobody's library held before (realRef below): German Wikipedia
 * pages and a physics paper, read from local repository snapshots like references.ts does.
 * Nothing in any of them may reach a profile or the timeline.
 */
import type { Fixture } from './fixtures.js';
import { fromSnapshot, type Reference } from './references.js';
import { docx, text } from './kit.js';
import { pdfPages } from './s7-refs.js';

const ref = (name: string, kind: string, data: Buffer): Fixture => ({ name, kind: `reference (written for s8): ${kind}`, data, reference: true });

/** An encyclopedia page as saved from a browser: navigation, the article, its numbered references, a footer. */
export function wikiHtml(title: string, paragraphs: string[], refs: string[], edited: string): Buffer {
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return Buffer.from(`<!DOCTYPE html><html><head><meta charset="utf-8"><title>${esc(title)} - Wikipedia</title></head><body>
<div id="mw-navigation"><a href="/wiki/Main_Page">Main page</a> · <a href="/wiki/Help:Contents">Help</a> · <a href="/wiki/Special:RecentChanges">Recent changes</a></div>
<h1 id="firstHeading">${esc(title)}</h1><div id="siteSub">From Wikipedia, the free encyclopedia</div>
${paragraphs.map((p) => (p.startsWith('## ') ? `<h2>${esc(p.slice(3))}</h2>` : `<p>${esc(p)}</p>`)).join('\n')}
<h2>Notes and references</h2><ol class="references">${refs.map((r) => `<li><cite>${esc(r)}</cite></li>`).join('')}</ol>
<div id="footer">This page was last edited on ${esc(edited)}. Content is available under CC BY-SA 4.0 unless otherwise noted.</div>
</body></html>`);
}


const KREUZBERG = { repo: 'kreuzberg-dev/kreuzberg', commit: 'fd569f92627b4e4d9e48003604158686b1cda6ed' };
const DOCLING = { repo: 'docling-project/docling', commit: 'e1cb2b234c48ff29746b0f2f843d07f8e23905a0' };

/** Real documents other people wrote that no earlier library held (checked against bench/ and test/). */
export const S8_REAL = {
  berlin: { ...KREUZBERG, name: 'berlin-de-wikipedia.html', path: 'test_documents/web/berlin_german.html', sha256: 'fd10ff77e31e6b64abc4d0ed3981a12587a34f3c9b2f6bd376c488054887daab', what: 'German Wikipedia article "Berlin" (HTML, 1.9 MB): history, mayors, dates' },
  germany: { ...KREUZBERG, name: 'deutschland-wikipedia.html', path: 'test_documents/web/germany_german.html', sha256: 'aa2acbb9852dc4f9eb998bf781833e24a9a8f5266db583f4db4f0e71a8defe9c', what: 'German Wikipedia article "Deutschland" (HTML, 2.1 MB)' },
  telaviv: { ...KREUZBERG, name: 'tel-aviv-he-wikipedia.html', path: 'test_documents/web/tel_aviv_hebrew.html', sha256: '929fce2fa5efa67aa8ba31cfcb9498b7ea9f8e39758448ceab1abdf05faa975e', what: 'Hebrew Wikipedia article "Tel Aviv" (HTML)' },
  quark: { ...DOCLING, name: 'quark-oscillator-paper.txt', path: 'tests/data/jats/groundtruth/ptag100.xml.md', sha256: 'd450fa50e9b9bec25d5ab52b80447a19670badce6e6003649323bd4a0a3b934d', what: 'physics paper (CC BY, JATS as Markdown) with authors and citation years' },
} satisfies Record<string, Reference>;

export function realRef(key: keyof typeof S8_REAL): Fixture {
  return fromSnapshot(S8_REAL[key]);
}

// ------------------------------------------------------------------ Hanoi (Linh)

export const hanoiRefs = async (): Promise<Fixture[]> => [
  ref('dang-van-khiem-wikipedia.html', 'encyclopedia biography of a Vietnamese physicist from the same province and university', wikiHtml('Đặng Văn Khiêm', [
    'Đặng Văn Khiêm (born 12 May 1948 in Xuân Trường, Nam Định) is a Vietnamese theoretical physicist known for his work on quantum field theory at finite temperature. He was rector of the VNU University of Science from 1998 to 2006.',
    '## Early life and education',
    'Khiêm grew up in a family of rice farmers. He entered the Hanoi University of Science in 1965 and, after the university was evacuated to Đại Từ, graduated in physics in 1969. In 1971 he was sent to the Joint Institute for Nuclear Research in Dubna, where he received his doctorate on 30 June 1976 under Nikolay Bogolyubov\'s school.',
    '## Career',
    'He returned to Hanoi in 1977 and joined the Institute of Physics. He married the chemist Lê Thị Hoa in 1979; they have two sons. Appointed professor in 1991, he moved to the university in 1994 and became rector on 1 September 1998. Under him the Advanced Programme in Physics, taught in English, opened in 2004.',
    'Since his retirement in 2013 he has lived in Hà Đông. His office telephone at the faculty, 024 3858 1203, was listed until 2013.',
    '## Honours',
    'Hồ Chí Minh Prize (2005). Honorary doctorate of the University of Tokyo (17 March 2010). An asteroid, 218466 Khiem, was named after him on 4 January 2012.',
  ], [
    'Phạm, Q. (2 September 1998). "Tân hiệu trưởng Trường Đại học Khoa học Tự nhiên". Nhân Dân. p. 3. Retrieved 9 April 2014.',
    'Nguyễn, T. L. (2009). Vật lý Việt Nam thế kỷ XX. Hà Nội: NXB Giáo dục. pp. 201–218. ISBN 978-604-0-01122-7.',
    '"MPC 77712" (PDF). Minor Planet Center. 4 January 2012. Retrieved 21 October 2020.',
  ], '3 March 2025, at 08:41 (UTC)')),
  ref('sao-mai-coach-history.docx', 'coach company history in the company "we"', await docx('Sao Mai Coach Lines — our story', [
    '# Sao Mai Coach Lines — 30 years on the road',
    'We started on 19 August 1995 with two second-hand Hyundai buses and one ticket desk at Giáp Bát bus station, founded by Mr Vũ Đình Long and his wife, Mrs Đỗ Thị Nga.',
    '## Growing up',
    'In 1999 we opened our first route to Nam Định, and in 2003 we bought our first 40 sleeper coaches from Korea. On 1 March 2008 we moved our head office to Trần Duy Hưng street.',
    'Our online booking site went live on 2 September 2014; since 2019 every ticket we sell is an e-ticket.',
    '## Today',
    'In 2021 Mr Vũ Minh Tuấn, the founder\'s son, became our chief executive. We carried 4.1 million passengers in 2024 and employ 1,150 people.',
    'Sao Mai Coach Lines JSC · 96 Trần Duy Hưng, Cầu Giấy, Hà Nội · hotline 1900 6868 · cskh@saomai.example',
  ])),
  ref('exciton-mos2-paper.pdf', 'condensed-matter paper with authors (one named Linh), dates and citations', await pdfPages('Exciton binding energies in strained MoS2 monolayers', [
    'Exciton binding energies in strained MoS2 monolayers: a Bethe-Salpeter study',
    'Nguyen Thuy Linh, Pham Quoc Bao and Tran Van Minh. Faculty of Physics, VNU University of Science, 334 Nguyen Trai, Thanh Xuan, Hanoi, Vietnam. Corresponding author: tvminh@hus.example',
    'Abstract. We compute exciton binding energies in MoS2 monolayers under biaxial strain from -2 to +2 per cent. The binding energy of the A exciton falls from 0.48 eV to 0.41 eV, in line with the measurements of Chernikov et al. (2014) and the model of Berkelbach et al. (2013).',
    '1. Introduction. Since the isolation of graphene in 2004, two-dimensional semiconductors have been studied intensely (Novoselov et al., 2005; Mak et al., 2010). I began these calculations during a visit to Kyoto University in March 2019 (N. T. L.).',
    '2. Method. Quasiparticle energies were obtained in the G0W0 approximation; the calculations ran on the VNU cluster between 14 January 2021 and 30 September 2022.',
    '3. Results. Tensile strain reduces the binding energy by 17 meV per per cent; the trion follows the same trend. Table 2 lists the values; see page 7.',
    'Acknowledgements. This work was funded by NAFOSTED under grant 103.01-2020.18. Received 11 November 2022; accepted 27 April 2023; published online 15 May 2023.',
    'References. Berkelbach, T. C., Hybertsen, M. S., Reichman, D. R. (2013) Phys. Rev. B 88, 045318. Chernikov, A. et al. (2014) Phys. Rev. Lett. 113, 076802. Mak, K. F. et al. (2010) Phys. Rev. Lett. 105, 136805.',
  ])),
  ref('hanoi-metro-line3-news.txt', 'news article about a metro line, with dates and quoted first person', text(`
Hanoi's Nhon – Hanoi Station metro opens its elevated section

By Le Hoang Anh | VnNews | 9 August 2024, 06:30 (GMT+7)

HANOI — The elevated section of metro line 3, from Nhon to Cau Giay, carried its first passengers yesterday at 9 a.m., almost 14 years after construction began in September 2010.

"I have waited for this train since I was a student in 2009," said Tran Thi Mai, 34, an accountant who travelled from Nhon to Cau Giay in 17 minutes. "Today I moved my whole morning routine around it."

The 8.5 km section has eight stations. The underground section to Hanoi Station is due to open in 2027, the city's railway board said on 7 August. Tickets cost from 8,000 to 20,000 VND; a monthly pass is 200,000 VND.

Line 2A, from Cat Linh to Ha Dong, has operated since 6 November 2021 and carried its 50 millionth passenger on 12 June 2024.

Related: Hanoi to ban petrol motorbikes inside Ring Road 1 from July 2026
`)),
];

// ------------------------------------------------------------------ Nyeri (Wanjiru)

export const nyeriRefs = async (): Promise<Fixture[]> => [
  ref('karatina-wikipedia.html', 'encyclopedia article about a Kenyan market town', wikiHtml('Karatina', [
    'Karatina is a town in Nyeri County, Kenya, about 25 km east of Nyeri town. Its open-air market is one of the largest in East Africa.',
    '## History',
    'The town grew around a railway halt opened on 1 June 1927. The market was first held in 1932 and was rebuilt by the county council in 1978. A new market complex, built for KES 540 million, was opened by President Uhuru Kenyatta on 12 July 2018.',
    '## Notable people',
    'Grace Wanjiru Gachoka (born 19 November 1961), dairy farmer and founder of the Mathira Dairy Co-operative, was born here; she married the teacher Samuel Gachoka in 1983 and moved to Othaya in 1990. The runner Joseph Kibet Ngugi (born 1979) trained at the Karatina stadium.',
    '## Economy',
    'Agriculture dominates: coffee, tea, bananas and milk. The Mathira Dairy Co-operative, founded on 3 February 1964, collects about 60,000 litres a day. Telephone code 061.',
  ], [
    'Mwangi, J. (13 July 2018). "Uhuru opens Sh540m Karatina market". Daily Nation. p. 6. Retrieved 2 October 2019.',
    'Kenya National Bureau of Statistics (2019). Kenya Population and Housing Census, Volume II. Nairobi: KNBS. p. 33.',
    'Ochieng, P. (2004). Markets of Central Kenya, 1900–2000. Nairobi: East African Educational Publishers. pp. 54–61.',
  ], '22 January 2025, at 17:03 (UTC)')),
  ref('mlima-creameries-history.pdf', 'dairy company history in the company "we"', await pdfPages('Mlima Creameries — our journey', [
    'Mlima Creameries Ltd — our journey since 1963',
    'We were born on 12 December 1963, the day Kenya became independent, when 38 farmers around Mweiga pooled their milk cans at one cooling point. Our first general manager was Mr Ephantus Kariuki.',
    'In 1971 we built our factory in Nyeri town, and in 1986 we launched Mlima Fresh in half-litre packets. The drought of 1992 cut our intake by half; we survived by buying from farmers in Nyandarua.',
    'On 4 April 2002 Mrs Jane Muthoni Waweru became our managing director. We opened our yoghurt line in 2009 and our UHT plant in Kiganjo on 20 October 2016, built for KES 1.2 billion.',
    'Today we collect milk from 41,000 farmers and employ 860 people. We pay our farmers on the 5th of every month, as we have since 1997.',
    'Mlima Creameries Ltd · P.O. Box 220-10100 Nyeri · +254 61 203 4400 · care@mlima.example',
  ])),
  ref('napier-silage-paper.pdf', 'agricultural paper with authors (one named Wanjiru), field dates and citations', await pdfPages('Napier grass silage and milk yield', [
    'Effect of Napier grass silage supplementation on milk yield of smallholder dairy cows in Nyeri County, Kenya',
    'Wanjiru M. Kariuki, Daniel Otieno and Hannah Mbugua. Department of Animal Science, Dedan Kimathi University of Technology, Nyeri. Correspondence: wkariuki@dkut.example, +254 722 100 200',
    'Abstract. Sixty Friesian and Ayrshire cows on 20 farms were followed from 1 August 2021 to 31 January 2022. Cows given 8 kg of silage a day during the dry season produced 2.1 litres more milk per day than controls (cf. Muia et al., 2011; Lukuyu et al., 2012).',
    'Introduction. About 80 per cent of Kenya\'s milk comes from smallholders with fewer than five cows (Kenya Dairy Board, 2019). I grew up on such a farm in Tetu and saw my mother pour milk away every wet season (W. M. K.).',
    'Methods. Silage was made on each farm in May 2021 using tube bags. Milk was weighed at morning and evening milking by the farmers and checked weekly.',
    'Results. The effect was largest in January 2022, the driest month. The cost of silage was recovered within 11 weeks at a milk price of KES 50 per litre.',
    'Received 6 June 2022; revised 19 September 2022; accepted 2 December 2022. Livestock Research for Rural Development 35(1).',
    'References. Lukuyu, B. et al. (2012) Feeding dairy cattle in East Africa. Nairobi: EADD. Muia, J. M. K. et al. (2011) Tropical Animal Health and Production 43, 1013–1021.',
  ])),
  ref('ask-show-winner-news.txt', 'news article about another farmer, with her quoted first person', text(`
Nyeri farmer's Friesian takes top prize at ASK show

By Mercy Wambui, Farm & Market, 30 September 2024

NYERI — A dairy cow from Othaya was crowned the best Friesian at the Nyeri Agricultural Society of Kenya show on Friday, 27 September 2024.

Ms Grace Njeri Muriuki, 52, owns the cow, named Malkia. "I started with one cow in 2009 and a loan of Sh20,000," she said. "Last year I bought my fourth cow and a chaff cutter. This prize is for my late husband."

Muriuki, who also chairs the Othaya Women Dairy Group, sells 120 litres a day to Mlima Creameries. She was married in 1994 and has three children; her eldest daughter graduated from Egerton University in December 2023.

The show ran from 25 to 28 September and drew 40,000 visitors. Next year's show is planned for the same week.
`)),
  ref('milk-cooler-mc500-manual.docx', 'equipment manual with warranty and service dates', await docx('FrostLine MC-500 milk cooler — user manual', [
    '# FrostLine MC-500 bulk milk cooler',
    '## Owner\'s manual (revision 4, March 2023)',
    'Thank you for choosing FrostLine. The MC-500 cools 500 litres of milk from 35 °C to 4 °C within 3 hours. This manual applies to units made from January 2021.',
    '## Installation',
    'Place the cooler on a level concrete floor at least 50 cm from any wall. Connect it to a 240 V supply with its own 16 A breaker. Do not switch on for 24 hours after delivery.',
    '## Cleaning',
    'Rinse with clean water after every collection. Wash with an alkaline detergent daily and an acid detergent once a week.',
    '## Warranty',
    'The compressor is guaranteed for 24 months from the date of purchase and the tank for 5 years. The first free service is due 6 months after installation. Keep your receipt.',
    'FrostLine Dairy Equipment (EA) Ltd, Industrial Area, Nairobi · 0709 555 000 · service@frostline.example · Since 1988',
  ])),
];

// ------------------------------------------------------------------ Québec City (Geneviève)

export const quebecRefs = async (): Promise<Fixture[]> => [
  ref('marie-claire-gagnon-wikipedia.html', 'encyclopedia biography of a Québec veterinarian from the same district', wikiHtml('Marie-Claire Gagnon', [
    'Marie-Claire Gagnon (23 May 1931 – 8 November 2014) was a Canadian veterinarian, the first woman to graduate from the veterinary school of Saint-Hyacinthe and a founder of small-animal practice in Québec City.',
    '## Early life',
    'Gagnon was born in Limoilou, Québec City, the daughter of a blacksmith. She studied at the Collège de Sainte-Foy and entered the École de médecine vétérinaire in 1950, graduating as a DMV on 14 June 1954.',
    '## Career',
    'In 1956 she opened the first clinic for dogs and cats in Québec City, on 4e Avenue in Limoilou. She married the notary Paul-Émile Tremblay in 1958; they had four children. From 1972 to 1981 she sat on the council of the Ordre des médecins vétérinaires du Québec and was its president from 1979.',
    'She sold her practice in 1989 and retired to Baie-Saint-Paul, where she died at 83. Her clinic telephone number, 418 529-3301, was in the city directory until 1989.',
    '## Honours',
    'Member of the Order of Canada (1994). Knight of the Ordre national du Québec (12 June 2003). A street in Limoilou was named after her on 23 May 2016.',
  ], [
    'Roy, A. (10 November 2014). "Décès de la première vétérinaire du Québec". Le Soleil. p. 12. Retrieved 3 April 2017.',
    'Lavoie, D. (1999). Les vétérinaires au Québec, 1886–1986. Québec: Presses de l\'Université Laval. pp. 233–249. ISBN 2-7637-7654-3.',
    '"Order of Canada appointments". The Canada Gazette. 1994. Retrieved 19 February 2020.',
  ], '12 August 2025, at 19:55 (UTC)')),
  ref('fromagerie-ile-orleans-histoire.docx', 'cheese-maker history in the company "we"', await docx('Fromagerie de l\'Île — notre histoire', [
    '# Fromagerie de l\'Île — our story',
    'Our recipe is older than we are: the first cheese on Île d\'Orléans was made by French settlers in the 1630s. We revived it on 6 June 2004, when Jocelyn Labbé and Diane Bélanger bought the old Pouliot farm in Sainte-Famille.',
    'In 2006 we won our first prize at the Sélection Caseus, and in 2009 we doubled our cellar. On 1 September 2012 we opened our shop and terrace facing the river.',
    'The barn fire of 17 January 2015 destroyed half of our herd; neighbours lent us cows for two years. Since 2018 all our milk comes from our own 60 Canadienne cows.',
    'In 2022 our daughter, Émilie Labbé, became our cheesemaker. We welcome 35,000 visitors a year.',
    'Fromagerie de l\'Île · 4696 chemin Royal, Sainte-Famille (Québec) · 418 555-0199 · bonjour@fromagerie-ile.example',
  ])),
  ref('feline-tooth-resorption-paper.pdf', 'veterinary paper with authors (one named Geneviève), dates and citations', await pdfPages('Tooth resorption in cats in Québec City', [
    'Prevalence of tooth resorption in cats presented to three general practices in Québec City, 2019–2022',
    'Geneviève Roy, Olivier Lachance and Sarah Whitfield. Faculté de médecine vétérinaire, Université de Montréal, Saint-Hyacinthe (Québec). Correspondence: g.roy@fmv.example, 450 555-0110',
    'Abstract. We reviewed dental radiographs of 1,184 cats examined between 1 March 2019 and 28 February 2022. Tooth resorption was found in 41 per cent; prevalence rose with age (cf. Reiter and Mendoza, 2002; Lund et al., 2017).',
    'Introduction. I first saw the lesion described in 1998 as a student in Saint-Hyacinthe (G. R.). Full-mouth radiographs became routine in the three practices in 2018.',
    'Methods. Radiographs were scored by two veterinarians blind to the history. The practices joined the study on 15 January 2019; records after 28 February 2022 were excluded.',
    'Results. Mandibular third premolars were most often affected. Cats older than 9 years had 3.4 times the odds of lesions. See Figure 2, page 6.',
    'Received 3 May 2023; accepted 21 August 2023; published 2 October 2023. Canadian Veterinary Journal 64(10).',
    'References. Lund, E. M. et al. (2017) J Feline Med Surg 19, 1–9. Reiter, A. M., Mendoza, K. A. (2002) Vet Clin North Am Small Anim Pract 32, 791–837.',
  ])),
  ref('carnaval-2026-news.txt', 'news article about the winter carnival, with quoted first person', text(`
Bonhomme returns: Carnaval de Québec sets its 2026 dates

By Mathieu Paradis, Quebec City Post, 14 November 2025

QUEBEC CITY — The 72nd Carnaval de Québec will run from Friday 6 February to Sunday 15 February 2026, organizers announced Thursday. The ice palace goes up on the Plains of Abraham from 12 January.

"I have worked on the palace since 1998, and every year I say it's my last," said chief builder Réjean Gagné, 61. "This year my granddaughter carves the doors."

The night parades are set for 7 and 14 February on the Charest boulevard route. Tickets for the effigy start at $40. The carnival drew 500,000 visitors in 2025 and was first held in 1894.
`)),
  ref('puppy-vaccination-guide.docx', 'pet care guide with schedules and ages', await docx('Your puppy\'s first year', [
    '# Your puppy\'s first year — a guide for new owners',
    'Edition 3, January 2024. Prepared by the Association des médecins vétérinaires en pratique des petits animaux.',
    '## Vaccines',
    'First vaccine at 8 weeks, boosters at 12 and 16 weeks, then a year later. Rabies vaccination from 12 weeks; in Québec it has been strongly recommended since 2008.',
    '## Deworming',
    'Every 2 weeks until 12 weeks of age, then monthly until 6 months.',
    '## Sterilisation',
    'Discuss the right age with your veterinarian: usually between 6 and 12 months for small breeds.',
    'Questions? Call your clinic. Emergencies after hours: Centre vétérinaire DMV, 418 555-0100.',
  ])),
];

// ------------------------------------------------------------------ Leipzig (Jürgen)

export const leipzigRefs = async (): Promise<Fixture[]> => [
  ref('werner-huettig-wikipedia.html', 'encyclopedia biography of a German railway signalling engineer', wikiHtml('Werner Hüttig', [
    'Werner Hüttig (14 August 1921 in Leipzig – 2 March 1999 in Dresden) was a German railway engineer who designed the GS II DR relay interlocking used across the Deutsche Reichsbahn.',
    '## Life',
    'Hüttig was the son of a tram driver from Leipzig-Lindenau. After an apprenticeship as an electrician he studied at the Hochschule für Verkehrswesen in Dresden from 1952 and graduated as Diplom-Ingenieur on 30 June 1956. In 1958 he married Ilse Krahl; they had two sons.',
    '## Work',
    'From 1957 he led the signalling laboratory of the Reichsbahn in Berlin. His first relay interlocking went into service at Leipzig-Plagwitz on 12 December 1962; by 1989 more than 1,400 had been built. He retired on 31 August 1986 and moved back to Dresden, where he died in 1999.',
    '## Honours',
    'National Prize of the GDR (1969). Honorary member of the Verband Deutscher Eisenbahn-Ingenieure (1994). A street in Leipzig-Plagwitz bears his name since 3 October 2011.',
  ], [
    'Krause, H. (1999). "Nachruf: Werner Hüttig". Signal + Draht 91 (5). p. 44.',
    'Preuß, E. (2005). Die Stellwerke der Deutschen Reichsbahn. Stuttgart: Transpress. pp. 211–230. ISBN 978-3-613-71264-5.',
    '"Neue Straßennamen in Plagwitz". Leipziger Volkszeitung. 4 October 2011. Retrieved 17 June 2018.',
  ], '2 February 2026, at 10:12 (UTC)')),
  ref('saxon-signal-history.pdf', 'signalling company history in the company "we"', await pdfPages('Sächsische Signalbau — 100 Jahre', [
    'Sächsische Signalbau GmbH — a hundred years of safe journeys',
    'We were founded in Leipzig-Plagwitz on 1 April 1926 by the engineers Otto Reimann and Karl Fiedler to build mechanical signal boxes for the Saxon railways.',
    'In 1948 we were nationalised as VEB Signalbau Leipzig. In 1962 we built the first relay interlockings of the GS II type, and by 1975 we employed 2,300 people. On 1 July 1990 we became a GmbH again, and in 1994 we were bought by a Bavarian group.',
    'We delivered our first electronic interlocking to DB Netz in Halle on 20 November 2005. Since 2017 our head office has been in the restored Buntgarnwerke on the Karl-Heine canal.',
    'On 1 January 2024 Dr. Katrin Voigt became our managing director. We employ 640 people in Leipzig, Magdeburg and Wroclaw.',
    'Sächsische Signalbau GmbH · Nonnenstraße 21 · 04229 Leipzig · +49 341 490 7700 · info@signalbau.example',
  ])),
  ref('relay-interlocking-reliability-paper.pdf', 'railway engineering paper (an author named Becker), data dates and citations', await pdfPages('Failure rates of relay interlockings in Saxony', [
    'Failure rates of GS II relay interlockings in Saxony, 2010–2023',
    'Jens Becker, Petra Lindner and Tomasz Nowak. Institut für Bahntechnik, Technische Universität Dresden. Correspondence: jens.becker@tu-dresden.example, +49 351 463 3000',
    'Abstract. From 31,600 fault reports filed between 1 January 2010 and 31 December 2023 we estimate failure rates of the 212 relay interlockings still in service in Saxony. Rates rose by 4 per cent a year after the fortieth year of service (cf. Pachl, 2018; Theeg and Vlasenko, 2020).',
    'Introduction. Most of these interlockings were built between 1962 and 1989. I worked on the renewal of the interlocking at Leipzig-Leutzsch in 2009 (J. B.), when spare relays were already scarce.',
    'Data. DB Netz provided the reports on 14 March 2024. Reports without a cause code (7 per cent) were excluded.',
    'Results. Track circuit faults dominate; relay faults are rare but take longest to repair. Table 3 on page 9 lists the rates by year of construction.',
    'Received 2 September 2024; accepted 10 February 2025. Signal + Draht 117 (4), 22–31.',
    'References. Pachl, J. (2018) Railway Signalling Principles. Braunschweig: TU Braunschweig. Theeg, G., Vlasenko, S. (2020) Railway Signalling and Interlocking, 3rd ed. Hamburg: PMC Media.',
  ])),
  ref('goldene-hochzeit-lvz.txt', 'local news about another couple\'s golden wedding, with their quoted first person', text(`
Goldene Hochzeit in Gohlis: 50 Jahre und kein bisschen leise

Leipziger Stadtanzeiger, 18. April 2026, von Sabine Kretschmar

Gerda und Heinz Krause aus Gohlis haben am Freitag, 17. April 2026, ihre goldene Hochzeit gefeiert. Kennengelernt haben sie sich 1974 beim Tanz im Felsenkeller; geheiratet wurde am 17. April 1976 im Standesamt am Neuen Rathaus.

"Ich habe 38 Jahre als Straßenbahnfahrer gearbeitet, sie hat mir jeden Morgen die Brote geschmiert", sagt Heinz Krause, 75. Seit 2012 sind beide im Ruhestand. Das Paar hat drei Kinder und sieben Enkel.

Gefeiert wurde im Gasthaus "Zum Kanal" mit 40 Gästen. Oberbürgermeister Burkhard Jung gratulierte mit einem Brief.
`)),
  ref('digital-control-manual.docx', 'model railway control unit manual with dates and warranty', await docx('Central Station DX — operating manual', [
    '# Central Station DX — operating manual',
    'Firmware 4.2, issued 15 September 2025. For H0 and N layouts.',
    '## Getting started',
    'Connect the track output to the feeder track and the power supply (60 VA or more). Switch on; the first start takes about 90 seconds.',
    '## Registering locomotives',
    'Locomotives with decoders built since 2012 register themselves. Older decoders are added by address (1 to 9999).',
    '## Warranty',
    'Two years from the date of purchase. Updates are free until 31 December 2030. Keep your receipt with this manual.',
    'Modellbahn Technik GmbH, Göppingen · service@modellbahn-technik.example · Made in Germany since 1959',
  ])),
  ref('kleingartenverein-ordnung.txt', 'allotment association rules, with dates and the board\'s names', text(`
Kleingartenverein "Am Kanal" e.V., Leipzig-Lindenau — Gartenordnung (Auszug)

Beschlossen von der Mitgliederversammlung am 11. März 2023, gültig ab 1. April 2023.

1. Die Gartensaison beginnt am 1. April und endet am 31. Oktober. Offenes Feuer ist ganzjährig verboten.
2. Mittagsruhe gilt von 13:00 bis 15:00 Uhr; Rasenmähen an Sonn- und Feiertagen ist nicht gestattet.
3. Mindestens ein Drittel jeder Parzelle dient dem Anbau von Obst und Gemüse (Bundeskleingartengesetz von 1983).
4. Die Pacht ist bis zum 15. Mai jedes Jahres zu zahlen. Der Verein besteht seit 1921.

Vorstand: Horst Wendler (Vorsitzender), Renate Pohl (Kassiererin). Sprechstunde jeden ersten Samstag im Monat, 10 Uhr, Vereinsheim.
`)),
];

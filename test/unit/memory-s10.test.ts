/**
 * Rules session 10 added after the development personas (bench:memory --s9a, --s9b) missed them,
 * each tried here on other people's texts: a reply's quoted lines are the other writer's; a table
 * laid out with spaces (and its rows as PDF text gives them) stays one row a line; an itinerary's
 * row "flight, day, place (code), place (code), times" is a leg and its column heads are none;
 * dollars that say whose (J$, NT$, TT$…); a sum written as the paper prints it; a utility known by
 * its initials; a paper named by its date's label; a train's number before its date is no year;
 * a seller's name before "- e-ticket".
 */
import { describe, expect, it } from 'vitest';
import { findDates } from '../../src/core/enrich/dates.js';
import { commonCurrency, currencyOf, writtenSum } from '../../src/core/enrich/money.js';
import { brief, evidence, memoryOfText, memoryScratch } from '../helpers/memory.js';

const { memoryOfFile } = memoryScratch('ctx-s10-');

describe('replies', () => {
  const reply = (quoted: boolean) =>
    [
      'From: Kofi Mensah <kofi.m@post.example>',
      'To: Ruth Mensah <ruth.mensah@post.example>',
      'Date: Tue, 3 Mar 2026 20:11:00 +0000',
      'Subject: Re: news',
      '',
      'Hi Mum,',
      '',
      'Great news, see you soon.',
      '',
      'Kofi',
      '',
      'On Mon, Mar 2, 2026 at 9:40 PM Ruth Mensah <ruth.mensah@post.example> wrote:',
      `${quoted ? '> ' : ''}Kofi, Dad and I are moving to Takoradi in September, he got the job.`,
    ].join('\r\n');
  it('takes no event from the quoted lines of the message a reply answers', async () => {
    expect((await memoryOfFile('re-news.txt', reply(true))).events.map((e) => e.content)).toEqual([]);
    // The same words unquoted are the sender's own, and read.
    expect((await memoryOfFile('news.txt', reply(false))).events.map((e) => e.content).join('\n')).toMatch(/moving to Takoradi/);
  });
});

describe('itineraries', () => {
  const ticket = (gap: string) => [
    'LAKESIDE AIR',
    'E-TICKET ITINERARY / RECEIPT',
    `Booking ref: ZP4K9M${gap}Date of issue: 02FEB26${gap}Issued by: WEB`,
    `Passenger 1: OKAFOR/ADA MS${gap}Ticket 2202112458903`,
    `FLIGHT${gap}DATE${gap}FROM${gap}TO${gap}DEP${gap}ARR`,
    `ZP 0311${gap}14APR26${gap}LAGOS (LOS)${gap}ACCRA (ACC)${gap}07:40${gap}08:45`,
    `ZP 0312${gap}20APR26${gap}ACCRA (ACC)${gap}LAGOS (LOS)${gap}18:05${gap}21:10`,
    `Fare NGN 98,000.00${gap}Taxes NGN 24,800.00${gap}TOTAL NGN 122,800.00`,
  ];
  it('reads a row under "FLIGHT DATE FROM TO" as the leg, laid out with spaces or with single spaces as PDF text gives it', async () => {
    for (const gap of ['    ', ' ']) {
      const m = await memoryOfText(ticket(gap), 'eticket.pdf');
      expect(brief(m.events)).toEqual([
        ['financial', '2026-02-02T00:00:00', 'Booking with LAKESIDE AIR (flight ZP 0311 from Lagos to Accra): total NGN 122,800.00.'],
        ['personal', '2026-04-14T07:40:00', 'Flight ZP 0311 from Lagos to Accra.'],
      ]);
    }
  });

  it('names a ticket by its seller before the dash, and dates a run by its date, not the train number before it', async () => {
    const m = await memoryOfText(
      ['Italo - Biglietto / e-ticket', 'PNR: HX2RTT Data acquisto / Purchase date: 10/01/2026', 'Andata: Italo 8911 21/01/2026', 'Milano Centrale 07:05 -> Napoli Centrale 11:35 Carrozza 4 Posto 12', 'Importo totale / Total: 79,80 EUR'],
      'italo.pdf',
    );
    expect(brief(m.events)).toEqual([
      ['financial', '2026-01-10T00:00:00', 'Booking HX2RTT with Italo (trip from Milano Centrale to Napoli Centrale): total EUR 79,80.'],
      ['personal', '2026-01-21T07:05:00', 'Trip from Milano Centrale to Napoli Centrale.'],
    ]);
    expect(findDates('Intercity 2214 03.05.2026', null).map((d) => d.iso)).toEqual(['2026-05-03T00:00:00']);
  });
});

describe('money', () => {
  it('knows the dollars that say whose', () => {
    expect(['J$ 2,500.00', 'NT$ 1,250', 'TT$ 89.95', 'HK$ 320', 'R$ 45,90', 'US$ 12'].map(currencyOf)).toEqual(['JMD', 'TWD', 'TTD', 'HKD', 'BRL', 'USD']);
    expect(commonCurrency('SUBTOTAL J$ 1,200.00\nGCT J$ 180.00\nTOTAL J$ 1,380.00')).toBe('JMD');
    // A bare "$" on a slip that names Jamaica's tax is Jamaican.
    expect(commonCurrency('Rice $ 640.00\nGCT 15% $ 96.00\nTOTAL $ 736.00')).toBe('JMD');
  });

  it('writes a sum as the paper prints it', () => {
    expect(writtenSum('Totale EUR 12,50', 12.5)).toBe('12,50');
    expect(writtenSum('TOTAL 1.246,00', 1246)).toBe('1.246,00');
    expect(writtenSum('no such number here', 7)).toBe('7.00');
    expect(writtenSum('Total (EUR) 1240', 1240)).toBe('1,240.00');
  });

  it('reads a bill in J$ as Jamaican dollars, names it by its date label and gives the utility its initials', async () => {
    const m = await memoryOfText(
      [
        'NATIONAL WATER COMMISSION LIMITED',
        'Customer: ANDRE BROWN Account no: 2209 1133',
        'Bill date: 04/02/2026 Billing period: 01/01/2026 - 31/01/2026',
        'Water charge J$ 4,120.00',
        'Sewerage charge J$ 1,980.00',
        'AMOUNT DUE J$ 6,100.00',
        'DUE DATE: 18/02/2026',
        'Pay at any NWC office or online.',
      ],
      'water-bill.pdf',
    );
    expect(brief(m.events)).toEqual([['financial', '2026-02-04T00:00:00', 'Bill from NATIONAL WATER COMMISSION LIMITED (NWC) for JMD 6,100.00, due 2026-02-18.']]);
  });
});

describe('tills and tickets of other countries', () => {
  it('reads a slip whose prices carry their "$", paid by EFTPOS, as a receipt in the dollar of the state it names', async () => {
    const m = await memoryOfText(['Priceline Pharmacy Fortitude Valley', '301 Brunswick St Fortitude Valley QLD 4006', '14/08/2026 09:51 Reg 1', 'Sunscreen SPF50 200ml $19.99', 'Ibuprofen 24pk $7.49', 'Lip balm $4.50', 'TOTAL $31.98', 'EFTPOS $31.98'], 'slip.png');
    expect(brief(m.events)).toEqual([['financial', '2026-08-14T09:51:00', 'Receipt from Priceline Pharmacy Fortitude Valley, 2026-08-14: 3 items, total AUD 31.98.']]);
  });

  it('knows a total and a card line in Estonian, Finnish or Slovenian', async () => {
    for (const [total, card] of [['KOKKU EUR', 'Kaart'], ['YHTEENSÄ EUR', 'Kortti'], ['SKUPAJ EUR', 'Kartica']]) {
      const m = await memoryOfText(['PRISMA LAAGRI', 'Pärnu mnt 556, Tallinn', '03.02.2026 18:20', 'Leib 2,19', 'Juust 4,85', 'Õunad 1kg 2,40', `${total} 9,44`, `${card} 9,44`], 'kviitung.png');
      expect(brief(m.events)).toEqual([['financial', '2026-02-03T18:20:00', 'Receipt from PRISMA LAAGRI, 2026-02-03: 3 items, total EUR 9,44.']]);
    }
  });

  it('reads a ticket that prints "1 x $price" or "Hind … EUR" and when it was bought, in English or Estonian', async () => {
    const en = await memoryOfText(['MOSHTIX', 'THE TESKEY BROTHERS - Live', 'Forum Theatre, Melbourne', 'Saturday 12 September 2026 8:00pm', 'Standing 2 x $89.50', 'Purchased: 20/07/2026 Order 55120'], 'ticket.png');
    expect(brief(en.events)).toContainEqual(['financial', '2026-07-20T00:00:00', 'Booking with MOSHTIX: total AUD 89.50.']);
    const et = await memoryOfText(['PILETIKESKUS e-pilet', 'VAIKO EPLIK', 'Vanemuise kontserdimaja, Tartu', 'L 17.10.2026 kell 19:00', 'Rida 4, koht 9 Hind 28,00 EUR', 'Ostetud 01.09.2026 Tellimus 881204'], 'pilet.png');
    expect(brief(et.events)).toContainEqual(['financial', '2026-09-01T00:00:00', 'Booking with PILETIKESKUS: total EUR 28,00.']);
  });
});

describe('profile values said in passing or written in other languages', () => {
  it('reads an age from a diary’s "Turned 43." and from "I’m 31, …", not from a count', async () => {
    const diary = await memoryOfText(['Sat 9 May 2026', 'Turned 43. Cake at the allotment with the kids.', 'Sun 10 May 2026', 'Slept in.'], 'diary-2026.txt');
    expect(evidence(diary, 'Age').map(([v]) => v)).toEqual(['43']);
    const note = await memoryOfText(["I'm 31, a midwife in Leeds, and I'm 5 minutes from the hospital."], 'about-me.txt');
    expect(evidence(note, 'Age').map(([v]) => v)).toEqual(['31']);
  });

  it('counts no language only read, and knows sign languages', async () => {
    const m = await memoryOfFile('cv-lang.txt', ['ANA SOUSA', 'Porto | ana.s@mail.example', 'EXPERIENCE', 'Archivist, Arquivo Distrital do Porto (2015 - present)', 'LANGUAGES', 'Portuguese (native); BSL (conversational); Classical Arabic and Latin (reading)'].join('\n'));
    expect(evidence(m, 'language_spoken').map(([v]) => v)).toEqual(['Portuguese', 'BSL']);
  });

  it('knows degrees named in other languages and the subject after "en", "in", "em"', async () => {
    const cv = (study: string) => ['LUCÍA FERRER', 'Valencia | lucia.f@mail.example', 'EXPERIENCE', 'Lawyer, Bufete Ferrer (2011 - present)', 'EDUCATION', study].join('\n');
    const studied = async (study: string) => {
      const m = await memoryOfFile('cv-edu.txt', cv(study));
      return [evidence(m, 'degree'), evidence(m, 'major')].map((v) => v.map(([x]) => x)[0]);
    };
    expect(await studied('Licenciatura en Derecho, Universidad de Valencia, 2010')).toEqual(['Licenciatura', 'Derecho']);
    expect(await studied('Laurea in Scienze politiche (Political Science), Università di Padova, 2010')).toEqual(['Laurea', 'Scienze politiche']);
    expect(await studied('Certificate IV in Workplace Mediation (Family), TAFE Queensland, 2010')).toEqual(['Certificate IV in Workplace Mediation', 'Workplace Mediation']);
  });
});

describe('employers known by their initials', () => {
  it('gives a CV role the short name the CV also uses for its employer', async () => {
    const m = await memoryOfFile('cv-init.txt', ['PETA WILLIAMS', 'Port of Spain | peta.w@mail.example', 'EXPERIENCE', 'Line Technician, Trinidad and Tobago Electricity Commission (2009 - 2018)', 'Supervisor, TTEC Mount Hope depot (2018 - present)', 'EDUCATION', 'Diploma in Electrical Engineering, UTT, 2008'].join('\n'));
    expect(m.events.map((e) => e.content)).toContain('Worked as Line Technician at Trinidad and Tobago Electricity Commission (TTEC) (2009 - 2018).');
  });
});

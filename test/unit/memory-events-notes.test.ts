/**
 * Events from personal files that are lists, not prose: receipts read by OCR from a photo
 * (noisy header, garbage characters, totals among subtotals and taxes) and logs of dated notes.
 */
import { describe, expect, it } from 'vitest';
import { buildDocView } from '../../src/core/enrich/doc.js';
import { ocrReceiptEvent, receiptDate, receiptMerchant, receiptTotal } from '../../src/core/enrich/events-notes.js';
import { commonCurrency } from '../../src/core/enrich/money.js';
import { extractMemory } from '../../src/core/enrich/memory.js';
import { textToSegments } from '../../src/core/ingest/text.js';

async function memoryOf(text: string, name: string) {
  const { segments } = textToSegments(text);
  return extractMemory({ segments, facts: {} }, { name });
}

describe('a receipt read by OCR', () => {
  it('gives one financial event with the shop, the total (not the subtotal or tax) and the printed date', async () => {
    const text = [
      '~ . :',
      'Hoxton Noodle Bar',
      '118 Pitfield Road',
      'N1 6DP London',
      '03 Nov 2019 20:41  Tbl 7',
      '2 Tonkotsu ramen 23.00',
      '1 Gyoza 6.50',
      'SUBTOTAL 29.50',
      'VAT 20% 4.92',
      'Service 3.69',
      'TOTAL £33.19',
      'Mastercard ****1182 £33.19',
      ';:| thank yov :.',
    ].join('\n');
    const m = await memoryOf(text, 'IMG_4471.jpg');
    expect(m.ownership.ownership).toBe('personal');
    expect(m.events).toHaveLength(1);
    const [e] = m.events;
    expect(e!.event_type).toBe('financial');
    // The till printed the time of the purchase beside its date (session 7: a stated clock time is kept).
    expect(e!.happen_time).toBe('2019-11-03T20:41:00');
    expect(e!.content).toContain('Hoxton Noodle Bar');
    expect(e!.content).toContain('GBP 33.19');
  });

  it('leaves the event undated when no date is readable, and gives none without an amount', async () => {
    const undated = await memoryOf(['KIOSK VERDE', 'Largo do Rato 4', 'Agua 1,20', 'Cafe 0,90', 'IVA 23% 0,39', 'TOTAL EUR 2,10', 'Cartao MB VISA 2,10'].join('\n'), 'scan2.png');
    expect(undated.events.map((e) => [e.happen_time, e.content])).toEqual([[null, 'Receipt from KIOSK VERDE: 2 items, total EUR 2,10.']]);
    expect(receiptTotal(['KIOSK', 'TOTAL', 'VAT', 'card'])).toBeUndefined();
  });

  it('takes the currency most sums are in and the name out of OCR noise; a garbled card expiry is no date', async () => {
    const text = [
      'DATE 9/11/18 TM 13:05:22',
      'Qe 7K 88 ¥1',
      'r Marlowes Grill 7$!2 QX',
      '4417 Harbor Blvd',
      'SUBTOTAL $51.20',
      'TAX $4.22',
      'VISA ****3301 Exqiry d"exrn 28/02/19',
      'TOTAL $55.42',
    ].join('\n');
    const m = await memoryOf(text, 'IMG_0093.jpg');
    expect(m.events.map((e) => [e.happen_time, e.content])).toEqual([['2018-09-11T13:05:00', 'Receipt from Marlowes Grill QX, 2018-09-11: total USD 55.42.']]);
  });

  it('calls the paper what its heading says, not what "Bill to" or "upon receipt" says', () => {
    const lines = ['Quill Print Works', 'BILL TO', 'Mara Lentz', 'Tax invoice', 'Posters x 40 180.00', 'GST 18.00', 'Amount due: A$198.00', 'Payable upon receipt', 'Issued 2021-06-30'];
    const { segments } = textToSegments(lines.join('\n'));
    const e = ocrReceiptEvent(buildDocView({ segments, facts: {} }, { name: 'scan.png' }));
    expect(e?.content).toBe('Invoice from Quill Print Works, 2021-06-30: 1 item, total AUD 198.00.');
  });

  it('reads the total below its label, or the card charge when no total line is readable', () => {
    expect(receiptTotal(['Subtotal 17.25', 'Tax 1.42', 'Total', '18.67', 'Change 1.33'])).toBe(18.67);
    expect(receiptTotal(['Subtotal 17.25', 'Tip 3.00', 'TOT@L ~~', 'VISA 20.25', 'Points earned 2,025.00'])).toBe(20.25);
    expect(receiptTotal(['Sub-total 99.00', 'GST 9.90', 'Grand total 108.90', 'Loyalty points 1,089.00'])).toBe(108.9);
  });

  it('takes a total that names the tax it includes, the payable one over a larger sum, and cash less change', () => {
    expect(receiptTotal(['KOPI O 2.20', 'Total Sales (Inclusive GST) RM 15.90', 'GST @6% included 0.90', 'Cash 20.00', 'Change 4.10'])).toBe(15.9);
    expect(receiptTotal(['Total amount 1.50', 'Accepted total 2.00', 'Change 0.50'])).toBe(1.5);
    expect(receiptTotal(['Sub Total 125.00', 'Total 127.37', 'Rounding -0.02', 'Total After Adj Incl GST 127.35'])).toBe(127.35);
    // The figure under "Final Total" belongs to the CASH line it is on.
    expect(receiptTotal(['Item A 5.20', 'Item B 3.50', 'Final Total', 'CASH 10.00', 'CHANGE 1.30'])).toBe(8.7);
    // One glyph OCR made of an S is no dollar; RM sums are ringgit.
    expect(commonCurrency('Jalan $821/39\nTotal RM 9.00\nCash RM 10.00')).toBe('MYR');
    // A bare "$" is the dollar of the country the slip names.
    expect(commonCurrency('Priceline Pharmacy Carlton VIC 3053\nABN 12 345 678 901\nTOTAL $23.40')).toBe('AUD');
    expect(commonCurrency('Corner Store, Toronto ON M5V 2T6\nHST 13% $1.95\nTOTAL $16.95')).toBe('CAD');
    expect(commonCurrency('Diner, Austin TX 78701\nTOTAL $16.95')).toBe('USD');
  });

  it('takes the total over a tax that is "payable", and reads no currency off an id or a column unit', () => {
    expect(receiptTotal(['Nasi Lemak 9.50', 'Teh Tarik 3.00', 'Total Excl. GST 12.50', 'TOTAL 13.25', 'GST Payable 0.75'])).toBe(13.25);
    expect(receiptTotal(['Soup 8.00', 'Bread 2.00', 'Amount payable 12.00', 'VAT payable 2.00'])).toBe(12);
    // "¥004-117320" is an order number; "(RM)" heads the sums' column.
    expect(commonCurrency('Order#:¥004-117320\nTOTAL: 18.20\nTax Summary Amount (RM) Tax (RM)\nSR 17.17 1.03')).toBe('MYR');
    expect(commonCurrency('Ramen 980\nTOTAL ¥1,960')).toBe('JPY');
  });

  it('takes the header line with a company word over a logo OCR read as letters', () => {
    expect(receiptMerchant(['Fo lak Mre Dena.', 'SRI MELATI BAKERY SDN BHD', '12, Jalan Mawar 3', '81100 JOHOR BAHRU'])).toBe('SRI MELATI BAKERY SDN BHD');
    expect(receiptMerchant(['Corner Deli', 'Harbour Trading Ltd', '4 Quay St'])).toBe('Harbour Trading Ltd');
    expect(receiptMerchant(['Bean There Cafe', 'Vancouver BC'])).toBe('Bean There Cafe');
  });

  it('reads a shop name that carries its company number', () => {
    expect(receiptMerchant(['KEDAI BUKU ILMU SDN BHD (123456-X)', 'NO. 3, JALAN BUNGA 4/2', '47300 PETALING JAYA'])).toBe('KEDAI BUKU ILMU SDN BHD');
    expect(receiptMerchant(['CASH SALE', 'RESTORAN MAJU (001234567-T)', 'Lot 5, Jalan Tun Razak'])).toBe('RESTORAN MAJU');
  });

  it('skips header lines that are noise, digits or an address', () => {
    expect(receiptMerchant(['#% 00 12 :', '4410 Granville St', 'Bean There Cafe', 'Vancouver BC'])).toBe('Bean There Cafe');
    expect(receiptMerchant(['Ms', 'Ingrid Holm', 'Fjordveien 3'])).toBeUndefined();
  });

  it('reads numeric dates day-first unless that is impossible, in the future, or the money is dollars', () => {
    const now = new Date(Date.UTC(2023, 5, 1));
    expect(receiptDate('DATE 4/03/21 TIME 9:12', 'EUR', now)).toBe('2021-03-04');
    expect(receiptDate('DATE 4/03/21 TIME 9:12', 'USD', now)).toBe('2021-04-03');
    expect(receiptDate('08/25/2022 14:02', 'EUR', now)).toBe('2022-08-25');
    // 5 Dec 2023 is after "now": the month-first reading (12 May) is the printed date.
    expect(receiptDate('05.12.2023', undefined, now)).toBe('2023-05-12');
    expect(receiptDate('Exp date 11/27\nValid thru 30/09/26\n19-02-2022 10:15', 'GBP', now)).toBe('2022-02-19');
    expect(receiptDate('no date here', 'GBP', now)).toBeUndefined();
    expect(receiptDate('Date d"exBpiry: 31/03/22\n14-9-2O22 10:02', 'EUR', now)).toBeUndefined();
  });
});

describe('a log of dated notes', () => {
  it('gives one event per dated line, dated by it and typed by what it says', async () => {
    const text = [
      'Bike maintenance - Brompton M6L',
      '12 March 2023: new chain and cassette at Cycle Hub, €84.00. They also trued the rear wheel.',
      '2 June 2023 - physio appointment for my knee',
      '9 September 2023: cleaned and oiled the chain',
      'Next service due in spring.',
    ].join('\n');
    const m = await memoryOf(text, 'bike-notes.txt');
    expect(m.ownership.ownership).toBe('personal');
    expect(m.events.map((e) => [e.event_type, e.happen_time, e.content])).toEqual([
      ['financial', '2023-03-12T00:00:00', 'New chain and cassette at Cycle Hub, €84.00.'],
      ['personal', '2023-06-02T00:00:00', 'Physio appointment for my knee.'],
      ['personal', '2023-09-09T00:00:00', 'Cleaned and oiled the chain.'],
    ]);
  });

  it('reads records whose date and note are fields', async () => {
    const text = ['log: Beehive 2', 'visits[9].date: 2022-03-19', 'visits[9].note: First flight seen!', 'visits[0].date: 2022-04-09', 'visits[0].note: Queen seen, eight frames of brood.', 'visits[1].date: 2022-05-21', 'visits[1].note: Added a super. Calm colony.'].join('\n');
    const m = await memoryOf(text, 'hive.json');
    expect(m.events.map((e) => [e.happen_time, e.content])).toEqual([
      ['2022-03-19T00:00:00', 'First flight seen!'],
      ['2022-04-09T00:00:00', 'Queen seen, eight frames of brood.'],
      ['2022-05-21T00:00:00', 'Added a super.'],
    ]);
  });
});

/**
 * Whose document is it, for files with no "I" in them: photographed receipts whose OCR kept the
 * sums but mangled the words, cards and certificates naming their holder, a CV whose contact
 * column OCR lost, dated logs and reminder notes, a record that lists its writer as "me", a
 * recipe with worded quantities — and what stays reference: a company's accounts, a published
 * recording, a chronicle of decades, a price list, a letter "I" that is no pronoun. The texts
 * are written for these tests. Text and JSON files go through the real extractors; OCR and
 * transcripts are given as the image and audio extractors hand them on (#ocr, #t= segments).
 */
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { extractMemory } from '../../src/core/enrich/memory.js';
import { extractFile } from '../../src/core/ingest/registry.js';

const dir = mkdtempSync(join(tmpdir(), 'ctx-ownership-signs-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function fileOwnership(name: string, data: string | Buffer) {
  const path = join(dir, name);
  writeFileSync(path, data);
  const x = await extractFile({ path, name, ext: `.${name.split('.').pop()}`, size: statSync(path).size, mime: '' } as never);
  return (await extractMemory(x, { name })).ownership;
}

/** What the OCR of a photo or the transcript of a recording hands on. */
async function readOwnership(name: string, text: string, facts: Record<string, unknown> = {}) {
  const locator = /\.(?:wav|mp3|m4a|flac)$/.test(name) ? '#t=00:00:00' : '#ocr';
  return (await extractMemory({ segments: [{ text, locator }], facts }, { name })).ownership;
}

describe('personal without "I"', () => {
  it('a photographed receipt with OCR noise: sums, a total, a tax and a card line', async () => {
    const ocr = ['THE DA1LY GRlND', '12 Harbour Rd, Le1th', '0l/03/2025 09:14 Till 2', '1 Flat Wh1te 3.40', '1 Almond Crois 2.95', 'SUBT0TAL 6.35', 'VAT 20% 1.06', 'TOTAL £6.35', 'MASTERCARD ****4821', 'AUTH CODE 0471', 'Thank y0u, come again'].join('\n');
    expect(await readOwnership('IMG_2291.jpg', ocr)).toEqual({ ownership: 'personal', reason: expect.stringMatching(/receipt or bill/) });
  });

  it('a price list has sums and a total but nothing paid or taxed: not a receipt', async () => {
    const ocr = ['Farm shop price list', 'Free-range eggs (6) 2.80', 'Sourdough loaf 4.10', 'Total items listed: 2'].join('\n');
    expect((await readOwnership('board.jpg', ocr)).ownership).toBe('reference');
  });

  it('a news item about taxes, its sums inside sentences, is no bill', async () => {
    const news = [
      'Councils collected a total of £2.45 billion in parking charges last year, up from £2.10 billion, and the VAT on them went to the Treasury.',
      'Card payments now make up most of the receipts, the report says, while cash fell to £0.35 billion as machines were replaced.',
    ].join('\n');
    expect((await fileOwnership('parking.txt', news)).ownership).toBe('reference');
  });

  it('a membership card and a certificate that name their holder', async () => {
    const card = ['NORTHWIND MUTUAL', 'Dental Plan Member Card', 'Member: ® ANITA KOWALSKA', 'Member ID: NW-5520917', 'Group No. 4471', 'Check-up: $15 Emergency: $150'].join('\n');
    expect(await readOwnership('card.jpg', card)).toEqual({ ownership: 'personal', reason: 'a card or certificate naming its holder' });
    const cert = ['Riverside Physiotherapy', 'CERTIFICATE OF ATTENDANCE', 'Patient: Tomas Okonkwo', 'Patient ID: RP-22819', 'attended a treatment session on 4 March 2025.'].join('\n');
    expect((await readOwnership('scan.jpg', cert)).ownership).toBe('personal');
  });

  it('a CV whose contact column OCR lost is the user’s; a biography in "she" sentences is not', async () => {
    const cv = ['Marisol Vega', 'Profile', 'Data analyst with six years of retail forecasting.', 'Experience', 'Senior Analyst - 03/2019 to present', 'Kestrel Foods, Madrid', 'Built weekly demand forecasts for 400 stores.', 'Education', 'MSc Statistics - 2017', 'Universidad Complutense', 'Skills', 'SQL, Python, Tableau'].join('\n');
    expect(await readOwnership('cv.png', cv)).toEqual({ ownership: 'personal', reason: expect.stringMatching(/résumé in note form/) });
    const bio = ['Experience', 'She trained as a potter in Faenza and opened her own kiln in 1961.', 'Her bowls were shown in Milan, where she met the architect she later married.', 'Education', 'She studied chemistry before turning to clay; her notebooks survive.', 'Awards', 'She received the city medal in 1988 and taught until her death.'].join('\n');
    expect((await readOwnership('bio.png', bio)).ownership).toBe('reference');
  });

  it('a dated maintenance log in plain text', async () => {
    const log = ['Commuter bike', '12 January 2025: new chain and cassette at Spoke & Co, €64.', '2 March 2025 - rear tyre puncture fixed, €12.', 'Next service in the summer.'].join('\n');
    expect(await fileOwnership('bike.txt', log)).toEqual({ ownership: 'personal', reason: 'a log of dated notes' });
  });

  it('a JSON log of dated entries: its field paths are no footnote markers', async () => {
    const runs = { runs: [{ date: '2025-02-02', note: 'Easy 5 km along the canal, legs heavy.' }, { date: '2025-02-09', note: 'Intervals 6x400 m, felt strong.' }, { date: '2025-02-16', note: 'Long run, 14 km in the rain.' }] };
    expect(await fileOwnership('runs.json', JSON.stringify(runs))).toEqual({ ownership: 'personal', reason: 'a log of dated notes' });
  });

  it('a chronicle of dated milestones over decades, about "it", stays reference', async () => {
    const history = ['Harbour Tools Ltd - milestones', '14 March 1962: the firm opened its first workshop in Bristol.', '2 June 1979: it moved to a larger site at Avonmouth.', '9 October 2004: its founder’s grandson became chairman.'].join('\n');
    expect((await fileOwnership('milestones.txt', history)).ownership).toBe('reference');
  });

  it('a note of reminders, written or spoken', async () => {
    const note = ['Things for next week', 'Pharmacy: collect the repeat prescription before Friday.', 'Call the landlord about the boiler on Tuesday at 10:00.', 'Bring passport photos to the post office.'].join('\n');
    expect(await fileOwnership('week.txt', note)).toEqual({ ownership: 'personal', reason: 'a note of reminders or appointments' });
    const memo = 'quick note to self the electrician comes thursday afternoon to rewire the porch light he wants sixty pounds in cash';
    expect((await readOwnership('memo.wav', memo)).ownership).toBe('personal');
    // One sentence that opens with an errand's verb is not a to-do list.
    expect((await fileOwnership('brief.txt', 'Call centres in the region will close on Friday at 17:00 for the holiday.')).ownership).toBe('reference');
  });

  it('a record that lists its writer as "me"', async () => {
    const trip = { trip: 'Weekend in Ghent', people: ['me', 'Ola'], train: { out: '2025-09-05', back: '2025-09-07' } };
    expect(await fileOwnership('ghent.json', JSON.stringify(trip))).toEqual({ ownership: 'personal', reason: 'a record that lists its writer as “me”' });
  });

  it('a recipe whose quantities are partly words', async () => {
    const recipe = ['Aunt Dora’s flapjacks', 'Melt a cup of butter with three tablespoons of golden syrup. Stir in 2 cups of oats and a pinch of salt. Bake for 25 minutes.'].join('\n');
    expect(await fileOwnership('flapjacks.txt', recipe)).toEqual({ ownership: 'personal', reason: 'a recipe kept in the library' });
  });
});

describe('reference, however personal its words look', () => {
  it('a company’s accounts by region are no household budget', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Results by region');
    ws.addRow(['In thousands of EUR', 'Revenue', 'Operating profit', 'Depreciation', 'Insurance expenses']);
    for (const [r, a, b, c, d] of [['North', 81200, 9100, -2100, -340], ['South', 64100, 7020, -1800, -290], ['East', 30550, 2210, -900, -120]] as const) ws.addRow([r, a, b, c, d]);
    const o = await fileOwnership('results.xlsx', Buffer.from(await wb.xlsx.writeBuffer()));
    expect(o).toEqual({ ownership: 'reference', reason: 'a company’s accounts or report' });
  });

  it('a recording published with its artist and album, even when it says "I"', async () => {
    const o = await readOwnership('track.mp3', 'I walked the line all night and I sang my song to you', { tag_artist: 'The Lanterns', tag_album: 'Night Roads' });
    expect(o).toEqual({ ownership: 'reference', reason: 'a published recording (artist or album tags)' });
  });

  it('"I" after an article or a numbered word is no pronoun', async () => {
    expect((await readOwnership('noise.wav', 'a drum at the I')).ownership).toBe('reference');
    expect((await readOwnership('plaque.jpg', 'This hall was built after World War I. Part I of the exhibition shows its plans.')).ownership).toBe('reference');
    // Lower case, the same words start a clause whose "I" is the writer.
    expect((await readOwnership('scribble.jpg', 'The book I bought on Saturday was a gift for Mum.')).ownership).toBe('personal');
  });
});

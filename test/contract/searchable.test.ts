/**
 * What makes a file findable through /ai/search, end to end through a real daemon: a photo by
 * the camera, the date taken and the place in its EXIF, a recording by a word of its
 * transcript, a scanned reading such as 120/80 by its value, and a file with no text at all by
 * its name.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Api } from '../helpers/api.js';
import { queryOk, search } from '../helpers/contract.js';
import { startDaemon, type TestDaemon } from '../helpers/daemon.js';
import { jpegWithExif, read, speechWav, textPng } from '../helpers/media-fixtures.js';

let dir: string;
let d: TestDaemon;
let api: Api;
const ids: Record<string, string> = {};

/** A picture with no text in it: shapes only, so only its EXIF can make it findable. */
async function photo(exif: Record<string, Record<string, string>>): Promise<Buffer> {
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480"><rect width="100%" height="100%" fill="#4a7"/><circle cx="320" cy="240" r="150" fill="#dc6"/></svg>';
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).withExif(exif).toBuffer();
}

const VIPER = `Operation Mountain Viper: soldiers of A Company, 2nd Battalion, wait at the landing zone in the Daychopan province while ${'the dust settles over the ridge and '.repeat(3)}a CH-47 Chinook comes in to lift them out.`;

async function ingest(name: string, data: Buffer | string, path = '/'): Promise<string> {
  const up = await api.upload(name, data, { path });
  expect(await api.waitFor(up.file_id, { timeoutMs: 90_000 })).toBe('COMPLETED');
  ids[name] = up.file_id;
  return up.file_id;
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'ctx-searchable-'));
  d = await startDaemon();
  api = new Api(d.url, d.apiKey);
  await ingest(
    'IMG_0412.jpg',
    await photo({
      IFD0: { Make: 'FUJIFILM', Model: 'X-T30 II' },
      IFD2: { DateTimeOriginal: '2021:05:09 17:45:00' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '38/1 43/1 2028/100', GPSLongitudeRef: 'W', GPSLongitude: '9/1 8/1 2148/100' },
    }),
    '/photos',
  );
  await ingest('IMG_0007.jpg', await jpegWithExif(['Harbour at dawn']), '/photos');
  await ingest('errand.wav', read(speechWav(dir, 'errand', 'Please remember to buy milk and bread on the way home.')), '/audio');
  await ingest('vitals.png', await textPng(['Blood pressure: 120/80 mmHg', 'Checked at 08:45'], { height: 240 }), '/scans');
  await ingest('sunset-over-the-bay.png', await sharp({ create: { width: 320, height: 200, channels: 3, background: '#e96' } }).png().toBuffer(), '/photos');
  // Only the first 200 characters of a description become the title; the rest is only text.
  await ingest('DSC_8841.jpg', await photo({ IFD0: { ImageDescription: VIPER } }), '/photos');
  await ingest('notes.txt', 'Shopping list for the weekend: apples, coffee and a new kettle. Camera bag needs a strap.');
}, 240_000);

afterAll(async () => {
  await d?.cleanup();
  rmSync(dir, { recursive: true, force: true });
});

describe('searchable', () => {
  it('finds a photo by its camera make and model', async () => {
    expect((await search(api, 'Fujifilm X-T30'))[0]?.file_id).toBe(ids['IMG_0412.jpg']);
    expect((await search(api, 'Canon EOS 5D'))[0]?.file_id).toBe(ids['IMG_0007.jpg']);
  });

  it('finds a photo by the date it was taken, however the date is written', async () => {
    for (const q of ['9 May 2021', 'photos from May 2021', '2021-05-09', 'Sunday 9 May']) {
      expect((await search(api, q))[0]?.file_id, q).toBe(ids['IMG_0412.jpg']);
    }
    expect((await search(api, 'July 2023'))[0]?.file_id).toBe(ids['IMG_0007.jpg']);
  });

  it('finds a photo by the place its GPS position is in', async () => {
    expect((await search(api, 'Lisbon'))[0]?.file_id).toBe(ids['IMG_0412.jpg']);
    expect((await search(api, 'pictures taken in Paris'))[0]?.file_id).toBe(ids['IMG_0007.jpg']);
  });

  it('finds a recording by a word of its transcript', async () => {
    expect((await search(api, 'bread'))[0]?.file_id).toBe(ids['errand.wav']);
  });

  it('finds a scanned reading by its value, and cites it intact', async () => {
    expect((await search(api, '120/80'))[0]?.file_id).toBe(ids['vitals.png']);
    const q = await queryOk(api, 'What was my blood pressure?', { final_answer: 'true' });
    const fact = (q.response.content[0]!.facts ?? []).find((f) => f.reference.startsWith('/scans/vitals.png'));
    expect(fact?.chunk, JSON.stringify(q.response.content)).toContain('120/80');
  });

  it("finds a photo by its own EXIF description, beyond what its title holds, and cites it", async () => {
    expect(VIPER.indexOf('Chinook')).toBeGreaterThan(200);
    expect((await search(api, 'Chinook'))[0]?.file_id).toBe(ids['DSC_8841.jpg']);
    const q = await queryOk(api, 'Which helicopter came to the landing zone in the Mountain Viper photo?', { final_answer: 'true' });
    const cited = (q.response.content[0]?.facts ?? []).map((f) => f.reference);
    expect(cited.some((r) => r.includes('DSC_8841.jpg#exif')), JSON.stringify(q.response.content)).toBe(true);
  });

  it('finds a file with no text in it by its name', async () => {
    expect((await search(api, 'sunset bay'))[0]?.file_id).toBe(ids['sunset-over-the-bay.png']);
  });
});

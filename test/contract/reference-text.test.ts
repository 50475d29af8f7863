import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Api } from '../helpers/api.js';
import { queryOk, uploadAndWait } from '../helpers/contract.js';
import { startDaemon, type TestDaemon } from '../helpers/daemon.js';
import { jpegWithExif } from '../helpers/media-fixtures.js';
import { parseReference } from '../../src/api/reference.js';

/** Every reference an answer cites can be read back through /file/text: JSON pointers and an image's sections too. */

let d: TestDaemon;
let api: Api;

const TRIP = {
  traveller: 'Mara Quist',
  flights: [
    { from: 'Oslo', to: 'Porto', date: '2026-05-02', reference: 'KX4P9Q' },
    { from: 'Porto', to: 'Oslo', date: '2026-05-09', reference: 'ZT72LM' },
  ],
  'notes#1': { 'a&b=c': 'keys with odd characters stay readable' },
};

beforeAll(async () => {
  d = await startDaemon();
  api = new Api(d.url, d.apiKey);
  const trip = await uploadAndWait(api, 'porto-trip.json', Buffer.from(JSON.stringify(TRIP, null, 2)), { path: '/travel' });
  expect(trip.status).toBe('COMPLETED');
  const photo = await uploadAndWait(api, 'harbour.jpg', await jpegWithExif(['LIGHTHOUSE CAFE', 'OPEN DAILY 8-18']), { path: '/travel', timeoutMs: 60_000 });
  expect(photo.status).toBe('COMPLETED');
}, 120_000);

afterAll(async () => {
  await d?.stop();
});

async function text(path: string, locator: string): Promise<{ status: number; body: { segments?: Array<{ locator: string; text: string }>; error?: string; code?: string } }> {
  const res = await api.get('/file/text', { path, locator });
  return { status: res.status, body: (await res.json()) as never };
}

describe('/file/text at the locators answers cite', () => {
  it('reads back the JSON pointer an answer cites', async () => {
    const q = await queryOk(api, 'On what date is the flight with booking reference ZT72LM?', { final_answer: 'true' });
    const fact = (q.response.content[0]!.facts ?? []).find((f) => f.reference.startsWith('/travel/porto-trip.json'));
    expect(fact?.reference).toMatch(/#pointer=\/flights\/1/);
    const { path, locator } = parseReference(fact!.reference);
    expect(path).toBe('/travel/porto-trip.json');
    const back = await text(path, locator!);
    expect(back.status).toBe(200);
    expect(back.body.segments!.map((s) => s.text).join('\n')).toContain('2026-05-09');
  });

  it('gives everything under a pointer, and keys holding "#", "&" and "=" survive', async () => {
    const flights = await text('/travel/porto-trip.json', '#pointer=/flights/0');
    expect(flights.status).toBe(200);
    const joined = flights.body.segments!.map((s) => s.text).join('\n');
    expect(joined).toContain('KX4P9Q');
    expect(joined).not.toContain('ZT72LM');
    expect(parseReference('/travel/porto-trip.json#pointer=/notes#1/a&b=c')).toEqual({ path: '/travel/porto-trip.json', locator: '#pointer=/notes#1/a&b=c' });
    const odd = await text('/travel/porto-trip.json', '#pointer=/notes#1/a&b=c');
    expect(odd.status).toBe(200);
    expect(odd.body.segments![0]!.text).toContain('keys with odd characters stay readable');
    const none = await text('/travel/porto-trip.json', '#pointer=/hotels');
    expect(none.status).toBe(404);
    expect(none.body.code).toBe('NOT_FOUND');
    expect(none.body.error).toContain('#pointer=/flights');
  });

  it("reads an image's text and camera data at #ocr and #exif", async () => {
    expect(parseReference('/travel/harbour.jpg#ocr')).toEqual({ path: '/travel/harbour.jpg', locator: '#ocr' });
    const ocr = await text('/travel/harbour.jpg', '#ocr');
    expect(ocr.status).toBe(200);
    expect(ocr.body.segments!.map((s) => s.locator)).toEqual(['#ocr']);
    expect(ocr.body.segments![0]!.text).toMatch(/LIGHTHOUSE/);
    const exif = await text('/travel/harbour.jpg', '#exif');
    expect(exif.body.segments![0]!.text).toContain('Camera: Canon EOS 5D Mark IV');
    const caption = await text('/travel/harbour.jpg', '#caption');
    expect(caption.status).toBe(404);
  });
});

/**
 * OCR engines: Debian's tesseract (default) and tesseract.js (fallback) on pictures rendered
 * here, the TSV reader, the choice of engine and languages, and offline place names for GPS.
 */
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { photoDetails } from '../../src/core/ingest/image.js';
import { installedLanguages, parseTsv, tesseractPath, withoutResolution } from '../../src/core/ingest/ocr-cli.js';
import { closeOcr, ocrEngine, ocrImage } from '../../src/core/ingest/ocr.js';
import { placeNear } from '../../src/core/ingest/place.js';
import { textPng } from '../helpers/media-fixtures.js';

afterAll(() => closeOcr());

const row = (block: number, par: number, line: number, word: number, conf: number, text: string): string =>
  ['5', '1', block, par, line, word, 0, 0, 10, 10, conf, text].join('\t');

describe('tesseract TSV', () => {
  it('rebuilds lines and paragraphs and averages word confidence', () => {
    const tsv = [
      'level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext',
      '1\t1\t0\t0\t0\t0\t0\t0\t640\t480\t-1\t',
      row(1, 1, 1, 1, 90, 'Blood'),
      row(1, 1, 1, 2, 80, 'pressure'),
      row(1, 1, 1, 3, 70, '120/80'),
      row(1, 1, 2, 1, 60, 'mmHg'),
      row(2, 1, 1, 1, 100, '新鲜'),
      row(2, 1, 1, 2, 100, '甘草'),
      row(2, 1, 1, 3, 100, 'OK'),
      row(2, 1, 1, 4, -1, ' '),
    ].join('\n');
    expect(parseTsv(tsv)).toEqual({ text: 'Blood pressure 120/80\nmmHg\n\n新鲜甘草 OK', confidence: (90 + 80 + 70 + 60 + 300) / 7 });
    expect(parseTsv('')).toEqual({ text: '', confidence: 0 });
  });
});

describe('resolution', () => {
  it('drops the declared resolution of a PNG (tesseract then estimates it from the text) and nothing else', async () => {
    const png = await sharp(await textPng(['x'])).withMetadata({ density: 300 }).png().toBuffer();
    expect((await sharp(png).metadata()).density).toBe(300);
    expect(png.includes('pHYs')).toBe(true);
    const bare = withoutResolution(png);
    // The pHYs chunk (4 length + 4 type + 9 data + 4 CRC bytes) is what tesseract reads.
    expect(bare.length).toBe(png.length - 21);
    expect(bare.includes('pHYs')).toBe(false);
    const meta = await sharp(bare).metadata();
    expect([meta.width, meta.height]).toEqual([900, 200]);
    expect((await sharp(bare).raw().toBuffer()).equals(await sharp(png).raw().toBuffer())).toBe(true);
    const jpeg = await sharp(png).jpeg().toBuffer();
    expect(withoutResolution(jpeg)).toBe(jpeg);
  });
});

describe('engines', () => {
  it('uses Debian tesseract when installed, tesseract.js when told or when the binary is missing', async () => {
    expect(tesseractPath()).toMatch(/tesseract$/);
    expect(tesseractPath({ ...process.env, CTX_TESSERACT: 'off' })).toBeUndefined();
    expect(ocrEngine()).toBe('tesseract');
    expect(ocrEngine({ languages: 'auto', engine: 'tesseract.js' })).toBe('tesseract.js');
    expect(await installedLanguages(tesseractPath()!)).toEqual(expect.arrayContaining(['eng', 'osd', 'chi_sim', 'chi_tra']));
  });

  it('reads a page with either engine, readings such as 120/80 intact', async () => {
    const png = await textPng(['Blood pressure: 120/80 mmHg', 'Next visit 2024-04-02 at 10:30'], { height: 260 });
    for (const engine of ['tesseract', 'tesseract.js'] as const) {
      const r = await ocrImage(png, { settings: { languages: 'auto', engine } });
      expect(r.engine).toBe(engine);
      expect(r.languages).toEqual(['eng']);
      expect(r.text, engine).toContain('Blood pressure: 120/80 mmHg');
      expect(r.text, engine).toContain('2024-04-02 at 10:30');
      expect(r.confidence).toBeGreaterThan(80);
    }
  });

  it('reads a page turned upside down (orientation detection)', async () => {
    const png = await sharp(await textPng(['The harbour master signed', 'the permit for berth 14.'], { height: 260 })).rotate(180).png().toBuffer();
    const r = await ocrImage(png);
    expect(r.text).toContain('harbour master signed\nthe permit for berth 14.');
  });

  it('reads simplified and traditional Chinese after detecting the script, English pages staying English', async () => {
    const cjk = (lines: string[]): Promise<Buffer> =>
      sharp(
        Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="220"><rect width="100%" height="100%" fill="#fff"/>${lines
            .map((l, i) => `<text x="30" y="${70 + i * 70}" font-family="WenQuanYi Micro Hei" font-size="40" fill="#111">${l}</text>`)
            .join('')}</svg>`,
        ),
      )
        .png()
        .toBuffer();
    const simplified = await ocrImage(await cjk(['下周二上午十点在三楼会议室', '讨论明年的预算和人员安排。']));
    expect(simplified.languages).toEqual(['chi_sim', 'chi_tra']);
    expect(simplified.text.replace(/\s/g, '')).toContain('下周二上午十点在三楼会议室');
    const traditional = await ocrImage(await cjk(['下週二上午十點在三樓會議室', '討論明年的預算與人員安排。']));
    expect(traditional.text.replace(/\s/g, '')).toContain('下週二上午十點在三樓會議室');
    expect((await ocrImage(await textPng(['Budget meeting on Tuesday'], { height: 200 }))).languages).toEqual(['eng']);
  });

  it('uses the languages named in the settings that are installed, English when none is', async () => {
    const png = await textPng(['Quarterly report'], { height: 200 });
    expect((await ocrImage(png, { settings: { languages: ['chi_sim', 'eng', 'xyz'] } })).languages).toEqual(['chi_sim', 'eng']);
    expect((await ocrImage(png, { settings: { languages: ['xyz'] } })).languages).toEqual(['eng']);
  });
});

describe('photo details', () => {
  it('names the place near a GPS position, offline', () => {
    expect(placeNear(48.8584, 2.2945)?.name).toBe('Paris, France');
    expect(placeNear(38.7223, -9.1393)?.name).toBe('Lisbon, Portugal');
    expect(placeNear(35.6762, 139.6503)?.name).toBe('Tokyo, Japan');
    expect(placeNear(52.52, 13.405)?.name).toBe('Mitte, Berlin, Germany');
    // The middle of the Atlantic is near no town.
    expect(placeNear(30, -40)).toBeUndefined();
    expect(placeNear(Number.NaN, 0)).toBeUndefined();
  });

  it('writes what EXIF says as one searchable sentence, and nothing when it says nothing', () => {
    expect(photoDetails({ camera_make: 'Apple', camera_model: 'iPhone 12', taken_at: '2021-05-09T17:45:00+02:00', lens: 'iPhone 12 back camera' })).toBe(
      'Photo taken on Sunday 9 May 2021 at 17:45 (2021-05-09). Camera: iPhone 12 (Apple). Lens: iPhone 12 back camera.',
    );
    expect(photoDetails({ camera_make: 'NIKON CORPORATION' })).toBe('Camera: NIKON CORPORATION.');
    expect(photoDetails({ gps: '1.5, 2.5' })).toBe('GPS coordinates: 1.5, 2.5.');
    expect(photoDetails({ camera_model: 'Canon EOS 40D', focal_length_mm: 135, exposure: '1/160 s', aperture: 'f/7.1', iso: 100 })).toBe('Camera: Canon EOS 40D. Focal length: 135 mm. Exposure time: 1/160 s. Aperture: f/7.1. ISO: 100.');
    expect(photoDetails({ format: 'png' })).toBeUndefined();
    expect(photoDetails({ format: 'jpeg' }, 'A CH-47 Chinook lands near Bagram')).toBe('Description: A CH-47 Chinook lands near Bagram.');
    expect(photoDetails({ camera_model: 'Canon EOS 40D' }, 'Harbour at dusk.')).toBe('Description: Harbour at dusk. Camera: Canon EOS 40D.');
  });
});

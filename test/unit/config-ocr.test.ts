/** OCR settings from config.json and the environment: the photo contrast pass is opt-in. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CONFIG_FILE, loadConfig } from '../../src/core/config.js';

const dir = mkdtempSync(join(tmpdir(), 'ctx-cfg-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('ocr.photo_contrast', () => {
  it('is off by default, on from config.json or CTX_OCR_PHOTO_CONTRAST', () => {
    expect(loadConfig(dir, {}).ocr.photo_contrast).toBe(false);
    expect(loadConfig(dir, { CTX_OCR_PHOTO_CONTRAST: '1' }).ocr.photo_contrast).toBe(true);
    writeFileSync(join(dir, CONFIG_FILE), JSON.stringify({ ocr: { photo_contrast: true } }));
    expect(loadConfig(dir, {}).ocr).toMatchObject({ photo_contrast: true, languages: 'auto', engine: 'auto' });
    expect(loadConfig(dir, { CTX_OCR_PHOTO_CONTRAST: 'off' }).ocr.photo_contrast).toBe(false);
  });
});

import exifr from 'exifr';
import sharp, { type Metadata } from 'sharp';
import { iptcByline, makerNoteLens, xmpCreator } from './exif-maker.js';
import { describeImage, type ImageDescription, type VisionConfig } from '../models/ollama-vision.js';
import { timeLeft } from './deadline.js';
import { ocrImage, OcrTimeoutError, type OcrResult, type OcrSettings } from './ocr.js';
import { placeNear } from './place.js';
import { ExtractionError, type Extracted, type ExtractInput, type Segment } from './types.js';

/** Same pixel ceiling as the thumbnailer: a decompression bomb fails instead of eating memory. */
const MAX_PIXELS = 268_402_689;
/** OCR works best on text 20–40 px high; images are brought into this range of longest side. */
const OCR_MIN_SIDE = 1000;
const OCR_MAX_SIDE = 2000;
/** Below this mean confidence tesseract is reading texture, not text. */
const OCR_MIN_CONFIDENCE = 45;

/**
 * Images (.png .jpg .jpeg .gif .webp): sharp decodes (first frame of an animation) and reports
 * format and size; EXIF (camera, time taken, GPS) becomes facts; text in the image is OCR'd
 * offline (`#ocr`); with an Ollama vision model configured, a caption and the objects seen are
 * added (`#caption`). A vision model that is down never fails the file.
 */
export async function extractImage(input: ExtractInput): Promise<Extracted> {
  let meta: Metadata;
  let pixels: Buffer;
  try {
    meta = await sharp(input.path, { limitInputPixels: MAX_PIXELS }).metadata();
    if (!meta.format || !meta.width || !meta.height) throw new Error('unrecognised image format');
    pixels = await firstFrame(input.path, meta);
  } catch (err) {
    if (err instanceof ExtractionError) throw err;
    throw new ExtractionError(`the image could not be decoded: ${reason(err)}`);
  }
  const facts: Record<string, unknown> = imageFacts(meta);
  const exif = await exifFacts(meta);
  Object.assign(facts, exif.facts);

  // The vision model (network, seconds) and OCR (CPU) run side by side.
  const vision = input.backends?.ollama;
  const described = vision?.vision_model ? caption(input.path, { host: vision.host, model: vision.vision_model, timeoutMs: vision.timeout_ms }) : undefined;

  const segments: Segment[] = [];
  const details = photoDetails(exif.facts, exif.description);
  if (details) segments.push({ text: details, locator: '#exif', section: 'Photo details' });
  const cutShort: string[] = [];
  const ocr = await ocrWithin(pixels, { deadline: input.deadline, settings: input.backends?.ocr });
  if ('failed' in ocr) {
    facts.ocr = ocr.failed;
    if (ocr.timedOut) cutShort.push('OCR stopped at the time limit');
  } else {
    facts.ocr_confidence = Math.round(ocr.confidence);
    facts.ocr_engine = ocr.engine;
    if (ocr.languages.join('+') !== 'eng') facts.ocr_languages = ocr.languages.join('+');
    const text = ocr.confidence >= OCR_MIN_CONFIDENCE ? cleanOcr(ocr.text) : '';
    if (text) segments.push({ text, locator: '#ocr' });
    facts.ocr_characters = text.length;
  }

  if (described) {
    const d = await described;
    if ('failed' in d) facts.caption_error = d.failed;
    else {
      const parts = [d.caption, d.objects.length > 0 ? `Objects: ${d.objects.join(', ')}.` : ''].filter(Boolean);
      // Its own section keeps the caption out of the OCR text's chunk (and its locator).
      if (parts.length > 0) segments.unshift({ text: parts.join('\n'), locator: '#caption', section: 'Caption' });
      if (d.caption) facts.caption = d.caption;
      if (d.objects.length > 0) facts.objects = d.objects.join(', ');
      facts.caption_model = vision!.vision_model;
    }
  }
  return { title: exif.title, author: exif.author, segments, facts, ...(cutShort.length > 0 ? { cutShort } : {}) };
}

/** Caption and objects from the vision model; a failure is reported, never thrown. */
async function caption(path: string, cfg: VisionConfig): Promise<ImageDescription | { failed: string }> {
  try {
    // In colour (the OCR copy is greyscale): the first frame, upright, at most 1024 px.
    const preview = await sharp(path, { limitInputPixels: MAX_PIXELS, pages: 1, page: 0 })
      .rotate()
      .flatten({ background: '#ffffff' })
      .resize({ width: 1024, height: 1024, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 85 })
      .toBuffer();
    return await describeImage(cfg, preview);
  } catch (err) {
    return { failed: reason(err) };
  }
}

/**
 * The first frame, upright, on white, greyscale, scaled for OCR, as PNG. Decoding every pixel
 * here is also what proves the file is not corrupt (metadata alone reads only the header).
 */
export async function firstFrame(path: string | Buffer, meta: Metadata): Promise<Buffer> {
  const w = meta.autoOrient?.width ?? meta.width ?? 0;
  const h = meta.autoOrient?.height ?? meta.pageHeight ?? meta.height ?? 0;
  const longest = Math.max(w, h);
  const scale = longest < OCR_MIN_SIDE ? Math.min(2, OCR_MIN_SIDE / longest) : longest > OCR_MAX_SIDE ? OCR_MAX_SIDE / longest : 1;
  let img = sharp(path, { limitInputPixels: MAX_PIXELS, pages: 1, page: 0, failOn: 'error' }).rotate().flatten({ background: '#ffffff' }).greyscale();
  if (scale !== 1) img = img.resize({ width: Math.max(1, Math.round(w * scale)), height: Math.max(1, Math.round(h * scale)), fit: 'fill', kernel: 'lanczos3' });
  // An explicit resolution keeps tesseract from guessing one (and warning on stderr about it).
  return img.withMetadata({ density: 300 }).png({ compressionLevel: 1 }).toBuffer();
}

function imageFacts(meta: Metadata): Record<string, unknown> {
  const frames = meta.pages ?? 1;
  const width = meta.autoOrient?.width ?? meta.width;
  const height = meta.autoOrient?.height ?? (frames > 1 ? meta.pageHeight : undefined) ?? meta.height;
  const f: Record<string, unknown> = { format: meta.format, width, height, resolution: `${width}x${height}` };
  if (frames > 1) {
    f.animated = true;
    f.frames = frames;
    if (Array.isArray(meta.delay) && meta.delay.length > 0) f.animation_seconds = Math.round(meta.delay.reduce((a: number, b: number) => a + b, 0) / 10) / 100;
  }
  if (meta.hasAlpha) f.has_alpha = true;
  if (meta.space) f.color_space = meta.space;
  if (meta.density) f.dpi = meta.density;
  return f;
}

interface ExifResult {
  facts: Record<string, unknown>;
  title?: string;
  /** ImageDescription when it is one (the title is its first 200 characters). */
  description?: string;
  author?: string;
}

/** EXIF from the block sharp found (JPEG, PNG eXIf, WebP and others), parsed by exifr. */
async function exifFacts(meta: Metadata): Promise<ExifResult> {
  let raw = meta.exif;
  const creator = xmpCreator(meta.xmp) ?? iptcByline(meta.iptc);
  if (!raw || raw.length < 8) return creator ? { facts: { photographer: creator }, author: creator } : { facts: {} };
  if (raw.subarray(0, 6).toString('latin1') === 'Exif\0\0') raw = raw.subarray(6);
  let t: Record<string, unknown> | undefined;
  try {
    t = (await exifr.parse(raw, { tiff: true, exif: true, gps: true, ifd1: false, interop: false, makerNote: true, userComment: false, xmp: false, icc: false, iptc: false, reviveValues: false, translateValues: false })) as Record<string, unknown> | undefined;
  } catch {
    return { facts: { exif: 'unreadable' } };
  }
  if (!t) return { facts: {} };
  const str = (k: string, max = 200): string | undefined => {
    const v = t![k];
    const s = typeof v === 'string' ? v.replace(/\0+$/, '').trim() : undefined;
    return s ? s.slice(0, max) : undefined;
  };
  const f: Record<string, unknown> = {};
  const make = str('Make');
  const model = str('Model');
  if (make) f.camera_make = make;
  if (model) f.camera_model = model;
  // "Canon Canon EOS 5D" reads badly: the model usually repeats the make.
  if (make || model) f.camera = model && make && model.toLowerCase().startsWith(make.toLowerCase().split(' ')[0]!) ? model : [make, model].filter(Boolean).join(' ');
  const lens = str('LensModel') ?? makerNoteLens(raw, t.makerNote instanceof Uint8Array ? t.makerNote : undefined, make);
  if (lens) f.lens = lens;
  const taken = exifDate(str('DateTimeOriginal') ?? str('CreateDate') ?? str('DateTime'), str('OffsetTimeOriginal') ?? str('OffsetTime'));
  if (taken) f.taken_at = taken;
  const lat = t.latitude;
  const lon = t.longitude;
  if (typeof lat === 'number' && typeof lon === 'number' && Number.isFinite(lat) && Number.isFinite(lon) && (lat !== 0 || lon !== 0)) {
    f.gps_latitude = Math.round(lat * 1e6) / 1e6;
    f.gps_longitude = Math.round(lon * 1e6) / 1e6;
    f.gps = `${f.gps_latitude}, ${f.gps_longitude}`;
    if (typeof t.GPSAltitude === 'number') f.gps_altitude_m = Math.round(t.GPSAltitude * 10) / 10;
    const place = placeNear(lat, lon);
    if (place) f.place = place.name;
  }
  const exposure = t.ExposureTime;
  if (typeof exposure === 'number' && exposure > 0) f.exposure = exposure >= 1 ? `${exposure} s` : `1/${Math.round(1 / exposure)} s`;
  if (typeof t.FNumber === 'number') f.aperture = `f/${t.FNumber}`;
  const iso = t.ISO ?? t.ISOSpeedRatings;
  if (typeof iso === 'number') f.iso = iso;
  if (typeof t.FocalLength === 'number') f.focal_length_mm = t.FocalLength;
  // Bit 0 of EXIF's Flash tag says whether it fired; 0x20 (no flash function) says nothing.
  if (typeof t.Flash === 'number' && (t.Flash & 0x20) === 0) f.flash = (t.Flash & 1) === 1 ? 'fired' : 'did not fire';
  // EXIF 2.31's conditions at the shot (trail and weather cameras): °C, %, hPa.
  if (typeof t.AmbientTemperature === 'number' && Number.isFinite(t.AmbientTemperature)) f.temperature_c = Math.round(t.AmbientTemperature * 10) / 10;
  if (typeof t.Humidity === 'number' && Number.isFinite(t.Humidity)) f.humidity_percent = Math.round(t.Humidity);
  if (typeof t.Pressure === 'number' && Number.isFinite(t.Pressure)) f.pressure_hpa = Math.round(t.Pressure);
  const software = str('Software');
  if (software) f.software = software;
  // Cameras fill ImageDescription with their own name; that is no title.
  const description = str('ImageDescription', MAX_DESCRIPTION);
  const real = description && !/^(OLYMPUS DIGITAL CAMERA|SONY DSC|DCIM|default|image|untitled)$/i.test(description) ? description : undefined;
  const photographer = str('Artist') ?? creator;
  if (photographer) f.photographer = photographer;
  // Cameras stamp their own name or a bare "COPYRIGHT, 2005" here: no holder is named.
  const copyright = str('Copyright');
  const holderless = (c: string): boolean => [make, model].some((m) => m && c.toLowerCase().includes(m.toLowerCase())) || !/\p{L}{2,}/u.test(c.replace(/copyright|\(c\)|©|all rights reserved/giu, ''));
  if (copyright && !holderless(copyright)) f.copyright = copyright;
  return { facts: f, title: real?.slice(0, 200), description: real, author: photographer };
}

/** EXIF "2023:07:14 09:30:00" (+ an optional offset) → "2023-07-14T09:30:00[+02:00]"; camera clocks have no zone otherwise. */
export function exifDate(s: string | undefined, offset?: string): string | undefined {
  const m = s && /^(\d{4})[:-](\d{2})[:-](\d{2})[ T](\d{2}):(\d{2}):(\d{2})/.exec(s);
  if (!m || m[1] === '0000') return undefined;
  const iso = `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}`;
  return offset && /^[+-]\d{2}:\d{2}$/.test(offset) ? `${iso}${offset}` : iso;
}

/** OCR of an already decoded picture (a video frame): greyscale, scaled into OCR's range, cleaned. */
export async function ocrPicture(png: Buffer, opts: OcrWithin = {}): Promise<{ text: string; confidence: number; failed?: string; timedOut?: boolean }> {
  const meta = await sharp(png).metadata();
  const ready = await firstFrame(png, meta);
  const r = await ocrWithin(ready, opts);
  if ('failed' in r) return { text: '', confidence: 0, failed: r.failed, timedOut: r.timedOut };
  return { text: r.confidence >= OCR_MIN_CONFIDENCE ? cleanOcr(r.text) : '', confidence: r.confidence };
}

export interface OcrWithin {
  /** Epoch ms by which OCR must stop (the extraction deadline); unbounded when absent. */
  deadline?: number;
  settings?: OcrSettings;
}

/**
 * OCR that stops at the extraction deadline. An OCR failure is reported, never thrown: the
 * picture itself was fine.
 */
export async function ocrWithin(png: Buffer, opts: OcrWithin): Promise<OcrResult | { failed: string; timedOut?: boolean }> {
  const ms = timeLeft(opts.deadline);
  if (ms <= 0) return { failed: 'not read: the time limit was reached', timedOut: true };
  try {
    return await ocrImage(png, { timeoutMs: ms, settings: opts.settings });
  } catch (err) {
    if (err instanceof OcrTimeoutError) return { failed: err.message, timedOut: true };
    return { failed: `failed: ${(err as Error).message?.split('\n')[0] ?? String(err)}` };
  }
}

/** Longest photo description kept as text (EXIF allows any length; a caption is a paragraph at most). */
const MAX_DESCRIPTION = 2000;

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/**
 * What EXIF says about a photo, as a sentence the index can match: the date taken in the ways
 * people ask for it (ISO, "14 July 2023", the weekday), the camera, the lens, the place and its
 * GPS coordinates, the focal length, exposure, aperture and ISO. The photo's own description
 * (EXIF ImageDescription, also its title) comes first: in the title column alone, a photo
 * without other text was a chunk holding its file name, whose vector knew nothing of it and
 * whose text an answer could not cite.
 */
export function photoDetails(f: Record<string, unknown>, description?: string): string | undefined {
  const parts: string[] = [];
  if (description) parts.push(`Description: ${description}${/[.!?]$/.test(description) ? '' : '.'}`);
  const taken = typeof f.taken_at === 'string' ? /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(f.taken_at) : null;
  if (taken) {
    const [, y, mo, d, h, mi] = taken;
    const day = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d))).getUTCDay();
    parts.push(`Photo taken on ${DAYS[day]} ${Number(d)} ${MONTHS[Number(mo) - 1]} ${y} at ${h}:${mi} (${y}-${mo}-${d}).`);
  }
  const make = typeof f.camera_make === 'string' ? f.camera_make : undefined;
  const model = typeof f.camera_model === 'string' ? f.camera_model : undefined;
  if (model && make && !model.toLowerCase().includes(make.toLowerCase())) parts.push(`Camera: ${model} (${make}).`);
  else if (model || make) parts.push(`Camera: ${model ?? make}.`);
  if (typeof f.lens === 'string') parts.push(`Lens: ${f.lens}.`);
  if (typeof f.photographer === 'string') parts.push(`Photographer: ${f.photographer}.`);
  if (typeof f.copyright === 'string' && f.copyright !== f.photographer) parts.push(`Copyright: ${f.copyright}.`);
  if (typeof f.place === 'string') parts.push(`Place: ${f.place}.`);
  if (typeof f.gps === 'string') parts.push(`GPS coordinates: ${f.gps}${typeof f.gps_altitude_m === 'number' ? ` (altitude ${f.gps_altitude_m} m)` : ''}.`);
  // The settings photographers ask about, each under the name they ask with.
  if (typeof f.focal_length_mm === 'number') parts.push(`Focal length: ${f.focal_length_mm} mm.`);
  if (typeof f.exposure === 'string') parts.push(`Exposure time: ${f.exposure}.`);
  if (typeof f.aperture === 'string') parts.push(`Aperture: ${f.aperture}.`);
  if (typeof f.iso === 'number') parts.push(`ISO: ${f.iso}.`);
  if (typeof f.flash === 'string') parts.push(`Flash: ${f.flash}.`);
  if (typeof f.temperature_c === 'number') parts.push(`Temperature: ${f.temperature_c} °C (${Math.round((f.temperature_c * 9) / 5 + 32)} °F).`);
  if (typeof f.humidity_percent === 'number') parts.push(`Humidity: ${f.humidity_percent}%.`);
  if (typeof f.pressure_hpa === 'number') parts.push(`Air pressure: ${f.pressure_hpa} hPa.`);
  return parts.length > 0 ? parts.join(' ') : undefined;
}

/** Drops the lines tesseract makes out of texture: keep lines with at least one real word. */
function cleanOcr(text: string): string {
  return text
    .split('\n')
    .map((l) => l.replace(/\s+/g, ' ').trim())
    .filter((l) => l === '' || /[A-Za-z0-9]{2,}/.test(l))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function reason(err: unknown): string {
  const msg = err instanceof Error ? err.message : String(err);
  return msg.split('\n')[0]!.replace(/^Input file (is missing|contains unsupported image format).*/, 'unsupported or unrecognised image data').trim() || 'unknown error';
}

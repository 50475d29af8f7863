import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractAudio } from '../../src/core/ingest/audio.js';
import { exifDate, ocrWithin } from '../../src/core/ingest/image.js';
import { formatTimestamp, probeMedia, representativeFrame, sampleFrameTimes } from '../../src/core/ingest/media.js';
import { closeOcr } from '../../src/core/ingest/ocr.js';
import { extractorFor } from '../../src/core/ingest/registry.js';
import { parsePocketsphinx, pocketsphinxPath, transcriptionEndpoint } from '../../src/core/ingest/transcribe.js';
import { ExtractionError, type ExtractBackends, type Extracted } from '../../src/core/ingest/types.js';
import { extractVideo, MAX_FRAMES } from '../../src/core/ingest/video.js';
import { describeImage, parseDescription } from '../../src/core/models/ollama-vision.js';
import { fakeOllama, fakeWhisper } from '../helpers/fake-backends.js';
import { animatedGif, concatWav, convert, ffmpeg, jpegWithExif, silenceWav, slideVideo, speechWav, textPng } from '../helpers/media-fixtures.js';

let dir: string;
const MILK = 'Please remember to buy milk and bread on the way home.';

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'ctx-media-unit-'));
});
afterAll(async () => {
  await closeOcr();
  rmSync(dir, { recursive: true, force: true });
});

function file(name: string, data: Buffer): string {
  const p = join(dir, name);
  writeFileSync(p, data);
  return p;
}

function run(path: string, backends?: ExtractBackends): Promise<Extracted> {
  const ext = path.slice(path.lastIndexOf('.'));
  return extractorFor(ext)({ path, name: path.split('/').pop()!, ext, mime: '', backends });
}

async function failure(p: Promise<unknown>): Promise<ExtractionError> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ExtractionError);
  return err as ExtractionError;
}

const text = (x: Extracted) => x.segments.map((s) => s.text).join('\n');

describe('images', () => {
  it('OCRs the text of a PNG into an #ocr segment and reports its format and size', async () => {
    const p = file('invoice.png', await textPng(['Invoice number 4711', 'Total due 250 EUR'], { height: 240 }));
    const x = await run(p);
    expect(x.segments).toHaveLength(1);
    expect(x.segments[0]!.locator).toBe('#ocr');
    expect(x.segments[0]!.text).toContain('Invoice number 4711');
    expect(x.segments[0]!.text).toContain('250 EUR');
    expect(x.facts).toMatchObject({ format: 'png', width: 900, height: 240, resolution: '900x240' });
    expect(x.facts.ocr_confidence).toBeGreaterThan(80);
  });

  it('reads the camera, time taken and GPS from EXIF written into a JPEG', async () => {
    const p = file('photo.jpg', await jpegWithExif(['Harbour at dawn']));
    const x = await run(p);
    expect(x.facts).toMatchObject({
      format: 'jpeg',
      camera_make: 'Canon',
      camera_model: 'Canon EOS 5D Mark IV',
      camera: 'Canon EOS 5D Mark IV',
      taken_at: '2023-07-14T09:30:00',
    });
    expect(x.facts.gps_latitude).toBeCloseTo(48.8582, 3);
    expect(x.facts.gps_longitude).toBeCloseTo(2.3522, 3);
    expect(x.facts.place).toBe('Paris, France');
    expect(text(x)).toContain('Harbour at dawn');
    // What EXIF says is text the index holds: the date as people ask for it, camera, place.
    const details = x.segments.find((s) => s.locator === '#exif')!;
    expect(details.section).toBe('Photo details');
    expect(details.text).toBe('Photo taken on Friday 14 July 2023 at 09:30 (2023-07-14). Camera: Canon EOS 5D Mark IV. Place: Paris, France. GPS coordinates: 48.858233, 2.3522.');
  });

  it("puts a photo's own EXIF description, whole, in its photo details (the title keeps 200 characters)", async () => {
    const description = `Soldiers of A Company wait at the landing zone of Operation Mountain Viper in the Daychopan province while ${'the dust settles over the ridge, '.repeat(4)}and a CH-47 Chinook helicopter comes in to take them out.`;
    const p = file('viper.jpg', await jpegWithExif(['Mountain Viper'], { ImageDescription: description }));
    const x = await run(p);
    const details = x.segments.find((s) => s.locator === '#exif')!;
    expect(details.text.startsWith(`Description: ${description} Photo taken on Friday 14 July 2023`)).toBe(true);
    expect(details.text).toContain('Chinook');
    expect(x.title).toBe(description.slice(0, 200));
  });

  it('keeps slash and colon readings such as 120/80 and 08:45 in the OCR text', async () => {
    const p = file('vitals.png', await textPng(['Blood pressure: 120/80 mmHg', 'Checked at 08:45, pulse 72/min', 'Dose 2.5 mg/kg (ratio 3:2)'], { height: 300 }));
    const t = text(await run(p));
    for (const v of ['120/80', '08:45', '72/min', '2.5 mg/kg', '3:2']) expect(t, t).toContain(v);
  });

  it('uses the first frame of an animated GIF', async () => {
    const p = file('anim.gif', await animatedGif(['Frame one says hello']));
    const x = await run(p);
    expect(x.facts).toMatchObject({ format: 'gif', animated: true, frames: 2, width: 900, height: 300 });
    expect(text(x)).toContain('Frame one says hello');
  });

  it('reads WebP', async () => {
    const p = file('note.webp', await sharp(await textPng(['Webp sticky note'])).webp({ lossless: true }).toBuffer());
    const x = await run(p);
    expect(x.facts.format).toBe('webp');
    expect(text(x)).toContain('Webp sticky note');
  });

  it('indexes no text for a picture without any', async () => {
    const p = file('shapes.png', await sharp(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="100%" height="100%" fill="#6a8"/><circle cx="200" cy="150" r="90" fill="#c84"/></svg>')).png().toBuffer());
    const x = await run(p);
    expect(x.segments).toEqual([]);
    expect(x.facts).toMatchObject({ format: 'png', width: 400, height: 300 });
  });

  it('fails a truncated PNG, a truncated JPEG and non-image bytes with a reason', async () => {
    const png = await textPng(['cut short']);
    const jpg = await jpegWithExif(['cut short']);
    for (const [name, data] of [
      ['cut.png', png.subarray(0, 300)],
      ['cut.jpg', jpg.subarray(0, Math.floor(jpg.length / 2))],
      ['words.webp', Buffer.from('this is not an image at all, just words '.repeat(10))],
    ] as const) {
      const err = await failure(run(file(name, data)));
      expect(err.message).toMatch(/^the image could not be decoded: \S/);
    }
  });

  it('adds the caption and objects from an Ollama vision model, and keeps the offline result when it is down', async () => {
    const ollama = await fakeOllama('llava-test', { caption: 'A sign on a white wall', objects: ['sign', 'wall'] });
    try {
      const p = file('sign.png', await textPng(['Closed on Sundays'], { background: '#ffe080' }));
      const backends: ExtractBackends = { ollama: { host: ollama.url, vision_model: 'llava-test', timeout_ms: 5000 } };
      const x = await run(p, backends);
      expect(x.segments[0]).toEqual({ text: 'A sign on a white wall\nObjects: sign, wall.', locator: '#caption', section: 'Caption' });
      expect(x.facts).toMatchObject({ caption: 'A sign on a white wall', objects: 'sign, wall', caption_model: 'llava-test' });
      expect(text(x)).toContain('Closed on Sundays');
      const call = ollama.visionCalls[0]!;
      expect(call.stream).toBe(false);
      expect(call.format).toBeTypeOf('object');
      const img = Buffer.from(call.messages[0]!.images![0]!, 'base64');
      const sent = await sharp(img).metadata();
      expect(sent).toMatchObject({ format: 'jpeg', width: 900 });
      // The model sees colour, not the greyscale copy made for OCR.
      expect(sent.channels).toBe(3);

      ollama.down = true;
      const y = await run(p, backends);
      expect(y.segments.map((s) => s.locator)).toEqual(['#ocr']);
      expect(y.facts.caption_error).toMatch(/answered 500: llama runner process has terminated/);
    } finally {
      await ollama.close();
    }
    // Nothing listening at all: still the offline result.
    const z = await run(join(dir, 'sign.png'), { ollama: { host: ollama.url, vision_model: 'llava-test', timeout_ms: 2000 } });
    expect(z.facts.caption_error).toMatch(/unreachable/);
    expect(text(z)).toContain('Closed on Sundays');
  });

  it('parses vision answers that are JSON, wrapped JSON or prose', async () => {
    expect(parseDescription('{"caption":"A dog","objects":["dog","ball","dog"]}')).toEqual({ caption: 'A dog', objects: ['dog', 'ball'] });
    expect(parseDescription('Sure! {"caption": "A cat", "objects": [{"name": "cat"}]}')).toEqual({ caption: 'A cat', objects: ['cat'] });
    expect(parseDescription('A plain description.')).toEqual({ caption: 'A plain description.', objects: [] });
    await expect(describeImage({ host: 'http://127.0.0.1:9', model: 'm', timeoutMs: 1000 }, Buffer.from('x'))).rejects.toThrow(/unreachable/);
  });

  it('stops OCR at the deadline, with either engine, and recovers for the next picture', async () => {
    const png = await textPng(['Deadline test']);
    for (const engine of ['tesseract', 'tesseract.js'] as const) {
      const settings = { languages: 'auto' as const, engine };
      expect(await ocrWithin(png, { deadline: Date.now() - 1, settings })).toEqual({ failed: 'not read: the time limit was reached', timedOut: true });
      const cut = await ocrWithin(png, { deadline: Date.now() + 2, settings });
      expect(cut).toMatchObject({ timedOut: true, failed: expect.stringMatching(/^stopped at the time limit/) });
      const again = await ocrWithin(png, { deadline: Date.now() + 60_000, settings });
      expect('failed' in again ? again.failed : again.text).toBe('Deadline test');
      expect('failed' in again ? '' : again.engine).toBe(engine);
    }
  });

  it('formats EXIF dates without inventing a zone', () => {
    expect(exifDate('2023:07:14 09:30:00')).toBe('2023-07-14T09:30:00');
    expect(exifDate('2023:07:14 09:30:00', '+02:00')).toBe('2023-07-14T09:30:00+02:00');
    expect(exifDate('0000:00:00 00:00:00')).toBeUndefined();
  });
});

describe('transcription plumbing', () => {
  it('parses pocketsphinx word timings, dropping fillers and alternate-pronunciation marks', () => {
    const out = parsePocketsphinx(
      [
        'please remember',
        '<s> 0.090 0.140 1.000000',
        'please 0.150 0.470 1.000000',
        'remember(2) 0.480 1.010 0.700584',
        '<sil> 1.010 1.200 1.000000',
        '</s> 1.300 1.370 1.000000',
        'to buy',
        'to(3) 5.020 5.130 0.580443',
        '[NOISE] 5.130 5.200 1.000000',
        'buy 5.140 5.410 0.996207',
        '',
      ].join('\n'),
    );
    expect(out.map(({ start, end, text: t }) => ({ start, end, text: t }))).toEqual([
      { start: 0.15, end: 1.01, text: 'please remember' },
      { start: 5.02, end: 5.41, text: 'to buy' },
    ]);
  });

  it('builds the whisper endpoint from a base URL, a /v1 URL or the full route', () => {
    expect(transcriptionEndpoint('http://127.0.0.1:8080')).toBe('http://127.0.0.1:8080/v1/audio/transcriptions');
    expect(transcriptionEndpoint('http://h:1/v1/')).toBe('http://h:1/v1/audio/transcriptions');
    expect(transcriptionEndpoint('localhost:9000/inference/v1/audio/transcriptions')).toBe('http://localhost:9000/inference/v1/audio/transcriptions');
  });

  it('formats time locators as HH:MM:SS', () => {
    expect(formatTimestamp(0)).toBe('00:00:00');
    expect(formatTimestamp(83.9)).toBe('00:01:23');
    expect(formatTimestamp(3 * 3600 + 61)).toBe('03:01:01');
  });

  it('finds pocketsphinx on PATH and can be switched off', () => {
    expect(pocketsphinxPath({ PATH: process.env.PATH })).toMatch(/pocketsphinx_continuous$/);
    expect(pocketsphinxPath({ PATH: process.env.PATH, CTX_POCKETSPHINX: 'off' })).toBeUndefined();
    expect(pocketsphinxPath({ PATH: '/nonexistent' })).toBeUndefined();
  });
});

describe('audio', () => {
  it('transcribes a spoken sentence from an MP3 with pocketsphinx, with a time locator', async () => {
    const mp3 = convert(speechWav(dir, 'milk', MILK), join(dir, 'milk.mp3'), ['-b:a', '96k']);
    const x = await extractAudio({ path: mp3, name: 'milk.mp3', ext: '.mp3', mime: 'audio/mpeg', backends: { parallelism: 2 } });
    expect(x.segments.length).toBeGreaterThan(0);
    expect(x.segments[0]!.locator).toBe('#t=00:00:00');
    const words = text(x).toLowerCase();
    for (const w of ['remember', 'milk', 'bread', 'home']) expect(words).toContain(w);
    expect(x.facts).toMatchObject({ container: 'mp3', audio_codec: 'mp3', transcriber: 'pocketsphinx', transcript_pieces: 1 });
    expect(x.facts.duration_seconds).toBeGreaterThan(2);
    expect(x.facts.duration_seconds).toBeLessThan(6);
  });

  it('cuts a longer recording into pieces at pauses, transcribes them in parallel and keeps each sentence once, at its time', async () => {
    const sentences = [
      'The weather will be cold and windy tomorrow.',
      'My brother lives in a small house near the river.',
      'We need more paper for the office printer.',
      'The train to the city leaves at seven in the morning.',
      'Call your mother when you get home tonight.',
      'Please remember to buy milk and bread on the way home.',
    ];
    const gap = silenceWav(dir, 'gap', 2.5);
    const parts = sentences.flatMap((s, i) => [speechWav(dir, `s${i}`, s), gap]);
    const wav = concatWav(parts, join(dir, 'long.wav'));
    const flac = convert(wav, join(dir, 'long.flac'));
    const x = await extractAudio({ path: flac, name: 'long.flac', ext: '.flac', mime: 'audio/flac', backends: { parallelism: 2 } });
    expect(x.facts.transcript_pieces).toBe(2);
    const all = text(x).toLowerCase();
    for (const w of ['weather', 'brother', 'printer', 'train', 'mother', 'milk']) {
      expect(all.split(w).length - 1, `"${w}" once in: ${all}`).toBe(1);
    }
    // The milk sentence is the last one: about 30 s in, not at the start.
    const milk = x.segments.find((s) => /milk/i.test(s.text))!;
    const secs = milk.locator.match(/^#t=(\d\d):(\d\d):(\d\d)$/)!.slice(1).map(Number);
    expect(secs[0]! * 3600 + secs[1]! * 60 + secs[2]!).toBeGreaterThan(20);
    const starts = x.segments.map((s) => s.locator);
    expect([...starts].sort()).toEqual(starts);
  });

  it('stops transcribing at the deadline and says how much was done', async () => {
    const wav = concatWav([speechWav(dir, 'm1', MILK), speechWav(dir, 'm2', MILK), speechWav(dir, 'm3', MILK)], join(dir, 'three.wav'));
    const input = { path: wav, name: 'three.wav', ext: '.wav', mime: 'audio/wav', backends: { parallelism: 1 } };
    const late = await extractAudio({ ...input, deadline: Date.now() - 1 });
    expect(late.cutShort).toEqual(['transcription not started: the time limit was reached']);
    expect(late.facts).toMatchObject({ container: 'wav' });
    const short = await extractAudio({ ...input, deadline: Date.now() + 400 });
    expect(short.cutShort?.[0]).toMatch(/^transcription stopped at the time limit \(0 of 1 parts done\)$/);
    const full = await extractAudio({ ...input, deadline: Date.now() + 120_000 });
    expect(full.cutShort).toBeUndefined();
    expect(text(full).toLowerCase()).toContain('milk');
  });

  it('uses a whisper-compatible endpoint when configured', async () => {
    const whisper = await fakeWhisper([{ start: 1.5, end: 4, text: 'Aardvark tangerine submarine.' }]);
    try {
      const wav = speechWav(dir, 'short', 'Hello there.');
      const x = await extractAudio({ path: wav, name: 'short.wav', ext: '.wav', mime: 'audio/wav', backends: { transcription: { url: whisper.url, model: 'whisper-1' } } });
      expect(x.segments).toEqual([{ text: 'Aardvark tangerine submarine.', locator: '#t=00:00:01' }]);
      expect(x.facts).toMatchObject({ transcriber: 'whisper-http', language: 'english' });
      const req = whisper.requests[0]!;
      expect(req.contentType).toMatch(/^multipart\/form-data; boundary=/);
      expect(req.fields).toMatchObject({ model: 'whisper-1', response_format: 'verbose_json' });
      expect(req.file!.subarray(0, 4).toString('latin1')).toBe('RIFF');

      // The endpoint failing falls back to pocketsphinx, and says so.
      whisper.down = true;
      const y = await extractAudio({ path: wav, name: 'short.wav', ext: '.wav', mime: 'audio/wav', backends: { transcription: { url: whisper.url, model: 'whisper-1' } } });
      expect(y.facts.transcriber).toBe('pocketsphinx');
      expect(y.facts.transcription_note).toMatch(/whisper-http failed: .*503/);
      expect(text(y).toLowerCase()).toContain('hello');
    } finally {
      await whisper.close();
    }
  });

  it('completes with media facts and says so when no transcriber is available', async () => {
    const saved = process.env.CTX_POCKETSPHINX;
    process.env.CTX_POCKETSPHINX = 'off';
    try {
      const wav = speechWav(dir, 'nobody', 'Nobody will hear this.');
      const x = await extractAudio({ path: wav, name: 'nobody.wav', ext: '.wav', mime: 'audio/wav' });
      expect(x.segments).toEqual([]);
      expect(x.facts).toMatchObject({ transcriber: 'unavailable', audio_codec: 'pcm_s16le' });
      expect(String(x.facts.transcription_note)).toMatch(/no transcriber was available/);
    } finally {
      if (saved === undefined) delete process.env.CTX_POCKETSPHINX;
      else process.env.CTX_POCKETSPHINX = saved;
    }
  });

  it('fails a file with no audio in it', async () => {
    const err = await failure(extractAudio({ path: file('noise.mp3', Buffer.from('definitely not audio '.repeat(50))), name: 'noise.mp3', ext: '.mp3', mime: '' }));
    expect(err.message).toMatch(/could not be read|no audio stream/);
  });
});

describe('video', () => {
  it('finds on-screen text at its time, the spoken words, and the stream facts', async () => {
    const speech = speechWav(dir, 'vmilk', MILK);
    const mp4 = await slideVideo(dir, 'talk.mp4', [['Quarterly budget'], ['Zebra migration']], speech);
    const x = await extractVideo({ path: mp4, name: 'talk.mp4', ext: '.mp4', mime: 'video/mp4', backends: { parallelism: 2 } });
    const screen = x.segments.filter((s) => s.section === 'On-screen text');
    expect(screen.map((s) => s.text)).toEqual(['Quarterly budget', 'Zebra migration']);
    expect(screen[0]!.locator).toBe('#t=00:00:00');
    expect(screen[1]!.locator).toMatch(/^#t=00:00:0[23]$/);
    const spoken = x.segments.filter((s) => s.section === 'Transcript');
    expect(spoken[0]!.locator).toBe('#t=00:00:00');
    expect(spoken.map((s) => s.text).join(' ').toLowerCase()).toContain('milk and bread');
    expect(x.facts).toMatchObject({ resolution: '640x360', video_codec: 'h264', audio_codec: 'aac', duration: '00:00:05', transcriber: 'pocketsphinx', frames_with_text: 2 });
  });

  it('samples a bounded number of frames from a video with many cuts', async () => {
    const colours = ['red', 'blue', 'green', 'yellow', 'white', 'black', 'purple', 'orange', 'cyan', 'magenta', 'gray', 'navy'];
    const inputs = colours.flatMap((c) => ['-f', 'lavfi', '-i', `color=c=${c}:s=160x120:d=0.5:r=10`]);
    const out = join(dir, 'cuts.mkv');
    ffmpeg([...inputs, '-filter_complex', `${colours.map((_, i) => `[${i}:v]`).join('')}concat=n=${colours.length}:v=1:a=0[v]`, '-map', '[v]', '-c:v', 'libx264', '-preset', 'ultrafast', out]);
    const info = await probeMedia(out);
    const s = await sampleFrameTimes(out, info, { max: MAX_FRAMES, threshold: 0.3 });
    expect(s.scene_changes).toBeGreaterThan(MAX_FRAMES);
    expect(s.times).toHaveLength(MAX_FRAMES);
    expect(s.times[0]).toBe(0);
    // A video without sound and without text still completes, with its facts.
    const x = await extractVideo({ path: out, name: 'cuts.mkv', ext: '.mkv', mime: '' });
    expect(x.segments).toEqual([]);
    expect(x.facts).toMatchObject({ container: 'matroska,webm', audio_codec: 'none', frames_sampled: MAX_FRAMES, resolution: '160x120' });
  });

  it('renders a representative frame within the size asked for', async () => {
    const mp4 = await slideVideo(dir, 'thumb.mov', [['Thumbnail slide']], undefined, 2);
    const png = await representativeFrame(mp4, 96);
    const m = await sharp(png).metadata();
    expect(m.format).toBe('png');
    expect(Math.max(m.width!, m.height!)).toBe(96);
  });

  it('fails random bytes and a truncated file with ffprobe\'s reason', async () => {
    const mp4 = await slideVideo(dir, 'whole.mp4', [['Whole']], undefined, 1);
    const { readFileSync } = await import('node:fs');
    for (const [name, data] of [
      ['cut.mp4', readFileSync(mp4).subarray(0, 2000)],
      ['random.avi', Buffer.from(Array.from({ length: 4000 }, (_, i) => (i * 7919) % 251))],
    ] as const) {
      const err = await failure(extractVideo({ path: file(name, data), name, ext: name.slice(-4), mime: '' }));
      expect(err.message).toMatch(/^the video could not be read: \S/);
      expect(err.message).not.toContain(dir);
    }
  });
});

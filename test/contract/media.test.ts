/**
 * Images, audio and video through a real daemon: files made with real tools (sharp, flite,
 * the npm ffmpeg) are uploaded, processed in the extraction workers and then found by search,
 * cited by query with time references, described in metadata and thumbnailed.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Api } from '../helpers/api.js';
import { queryOk, search } from '../helpers/contract.js';
import { startDaemon, type TestDaemon } from '../helpers/daemon.js';
import { fakeOllama, fakeWhisper, type FakeOllama, type FakeWhisper } from '../helpers/fake-backends.js';
import { animatedGif, convert, jpegWithExif, slideVideo, speechWav, textPng } from '../helpers/media-fixtures.js';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'ctx-media-contract-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const MEDIA_TIMEOUT = 90_000;

async function ingest(api: Api, name: string, data: Buffer, path = '/media'): Promise<{ file_id: string; path: string; status: string; error?: string }> {
  const up = await api.upload(name, data, { path });
  const status = await api.waitFor(up.file_id, { timeoutMs: MEDIA_TIMEOUT });
  const body = (await (await api.get(`/file/status/${up.file_id}`)).json()) as { status: string; error?: string };
  return { file_id: up.file_id, path: up.path + up.filename, status, error: body.error };
}

async function metadata(api: Api, fileId: string): Promise<{ summary: string; content: string; hash_tags: string[] }> {
  const res = await api.get(`/metadata/search_by_id/${fileId}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as { summary: string; content: string; hash_tags: string[] };
}

describe('built-in extraction (offline)', () => {
  let d: TestDaemon;
  let api: Api;
  beforeAll(async () => {
    d = await startDaemon();
    api = new Api(d.url, d.apiKey);
  });
  afterAll(async () => d?.cleanup());

  it('OCRs an image and finds it by the words in it', async () => {
    const f = await ingest(api, 'whiteboard.png', await textPng(['Retrospective action items', 'Migrate billing to Postgres'], { height: 200 }));
    expect(f.status).toBe('COMPLETED');
    const hits = await search(api, 'billing Postgres');
    expect(hits[0]).toMatchObject({ file_id: f.file_id, file_path: '/media/whiteboard.png', file_type: 'image/png' });
    const m = await metadata(api, f.file_id);
    expect(m.content).toMatch(/resolution 900x200/);
  });

  it('puts the camera and the time taken from EXIF into the metadata', async () => {
    const f = await ingest(api, 'harbour.jpg', await jpegWithExif(['Harbour at dawn']));
    expect(f.status).toBe('COMPLETED');
    const m = await metadata(api, f.file_id);
    expect(m.content).toContain('camera Canon EOS 5D Mark IV');
    expect(m.content).toContain('taken at 2023-07-14T09:30:00');
    expect(m.content).toMatch(/gps 48\.858\d*, 2\.352/);
    expect(m.content).toContain('near Paris, France');
  });

  it('reads the first frame of an animated GIF', async () => {
    const f = await ingest(api, 'loop.gif', await animatedGif(['Pelican crossing ahead']));
    expect(f.status).toBe('COMPLETED');
    expect((await search(api, 'pelican crossing'))[0]?.file_id).toBe(f.file_id);
    expect((await metadata(api, f.file_id)).content).toMatch(/animated true; frames 2/);
  });

  it('fails a corrupt image with a reason', async () => {
    const png = await textPng(['never seen']);
    const f = await ingest(api, 'broken.png', png.subarray(0, 400));
    expect(f.status).toBe('FAILED');
    expect(f.error).toMatch(/^the image could not be decoded: \S+/);
  });

  it('transcribes speech in .mp3, .flac and .m4a and cites it with a time reference', async () => {
    const cases: Array<[string, string, string[], string]> = [
      ['errand.mp3', 'Please remember to buy milk and bread on the way home.', ['-b:a', '96k'], 'milk bread'],
      ['commute.flac', 'The train to the city leaves at seven in the morning.', [], 'train seven morning'],
      ['family.m4a', 'My brother lives in a small house near the river.', ['-c:a', 'aac', '-b:a', '96k'], 'brother river'],
    ];
    const ids: Record<string, string> = {};
    for (const [name, sentence, args] of cases) {
      const wav = speechWav(dir, name.replace(/\.\w+$/, ''), sentence);
      const f = await ingest(api, name, readFileSync(convert(wav, join(dir, name), args)), '/audio');
      expect(f.status, f.error).toBe('COMPLETED');
      ids[name] = f.file_id;
    }
    // Searched by words pocketsphinx hears in each clip ("city" comes out as "studio"): a photo
    // taken in a city is closer in meaning to "city" than a transcript that lacks the word.
    for (const [name, , , words] of cases) {
      const hits = await search(api, words);
      expect(hits[0]?.file_id, `search "${words}"`).toBe(ids[name]);
      const m = await metadata(api, ids[name]!);
      expect(m.content).toContain('transcriber pocketsphinx');
      expect(m.content).toMatch(/duration 00:00:0\d/);
    }
    const q = await queryOk(api, 'What should I buy on the way home?', { final_answer: 'true' });
    const facts = q.response.content[0]!.facts ?? [];
    const fact = facts.find((x) => x.reference.startsWith('/audio/errand.mp3'));
    expect(fact, JSON.stringify(q.response.content)).toBeDefined();
    expect(fact!.reference).toBe('/audio/errand.mp3#t=00:00:00');
    expect(fact!.chunk.toLowerCase()).toContain('milk and bread');
  });

  it('finds a video by its on-screen text and by its spoken words, describes its streams and thumbnails it', async () => {
    const speech = speechWav(dir, 'printer', 'We need more paper for the office printer.');
    const mp4 = await slideVideo(dir, 'standup.mp4', [['Sprint review'], ['Kangaroo deployment']], speech);
    const f = await ingest(api, 'standup.mp4', readFileSync(mp4), '/video');
    expect(f.status, f.error).toBe('COMPLETED');
    expect((await search(api, 'kangaroo deployment'))[0]?.file_id).toBe(f.file_id);
    expect((await search(api, 'paper office printer'))[0]?.file_id).toBe(f.file_id);
    const m = await metadata(api, f.file_id);
    for (const s of ['resolution 640x360', 'video codec h264', 'audio codec aac', 'duration 00:00:05', 'transcriber pocketsphinx']) expect(m.content).toContain(s);

    const q = await queryOk(api, 'What do we need for the office printer?', { final_answer: 'true' });
    const refs = (q.response.content[0]!.facts ?? []).map((x) => x.reference);
    expect(refs).toContain('/video/standup.mp4#t=00:00:00');

    const res = await api.get('/file/thumbnail', { file_id: f.file_id, max_size: 120 });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/jpeg/);
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect(meta.format).toBe('jpeg');
    expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(120);
    expect(meta.width).toBe(120);
  });

  it('fails a corrupt video with a reason', async () => {
    const mp4 = await slideVideo(dir, 'whole.mkv', [['Whole']], undefined, 1);
    const f = await ingest(api, 'cut.mkv', readFileSync(mp4).subarray(0, 1500), '/video');
    expect(f.status).toBe('FAILED');
    // ffprobe still reads the header of this one; no frame decodes.
    expect(f.error).toMatch(/^the video could not be (read|decoded): \S+/);
  });
});

describe('model backends: a whisper-compatible endpoint and an Ollama vision model', () => {
  let d: TestDaemon;
  let api: Api;
  let whisper: FakeWhisper;
  let ollama: FakeOllama;
  beforeAll(async () => {
    whisper = await fakeWhisper([
      { start: 0.4, end: 1.9, text: 'Good morning everyone.' },
      { start: 2.2, end: 4.8, text: 'The aardvark budget was approved on Tuesday.' },
    ]);
    ollama = await fakeOllama('llava-test', { caption: 'A red bicycle leaning against a brick wall', objects: ['bicycle', 'brick wall'] });
    // pocketsphinx is switched off: any transcript must have come over HTTP.
    d = await startDaemon({
      env: { CTX_TRANSCRIBE_URL: whisper.url, CTX_POCKETSPHINX: 'off', CTX_OLLAMA_HOST: ollama.url, CTX_OLLAMA_VISION_MODEL: 'llava-test' },
    });
    api = new Api(d.url, d.apiKey);
  });
  afterAll(async () => {
    await d?.cleanup();
    await whisper?.close();
    await ollama?.close();
  });

  it('transcribes over HTTP (OpenAI wire format) and cites the segment by its start time', async () => {
    const wav = readFileSync(speechWav(dir, 'meeting', 'Good morning everyone.'));
    const f = await ingest(api, 'meeting.wav', wav, '/calls');
    expect(f.status, f.error).toBe('COMPLETED');
    expect(whisper.requests).toHaveLength(1);
    expect(whisper.requests[0]!.fields).toMatchObject({ model: 'whisper-1', response_format: 'verbose_json' });
    expect(whisper.requests[0]!.file!.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect((await search(api, 'aardvark budget'))[0]?.file_id).toBe(f.file_id);
    expect((await metadata(api, f.file_id)).content).toContain('transcriber whisper-http');
    const q = await queryOk(api, 'When was the aardvark budget approved?', { final_answer: 'true' });
    const refs = (q.response.content[0]!.facts ?? []).map((x) => x.reference);
    expect(refs).toContain('/calls/meeting.wav#t=00:00:02');
  });

  it('completes audio with its media facts when no transcriber can be used', async () => {
    whisper.down = true;
    try {
      const f = await ingest(api, 'voicemail.wav', readFileSync(speechWav(dir, 'voicemail', 'Call me back.')), '/calls');
      expect(f.status, f.error).toBe('COMPLETED');
      const m = await metadata(api, f.file_id);
      expect(m.content).toContain('transcriber unavailable');
      expect(m.content).toMatch(/transcription note no transcriber could transcribe the audio: whisper-http failed: .*503/);
      expect(m.content).toContain('audio codec pcm_s16le');
    } finally {
      whisper.down = false;
    }
  });

  it('captions an image with the vision model, and still completes it when the model is down', async () => {
    const picture = await sharp(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200"><rect width="100%" height="100%" fill="#a33"/><circle cx="150" cy="100" r="60" fill="#333"/></svg>')).png().toBuffer();
    const f = await ingest(api, 'bike.png', picture, '/photos');
    expect(f.status, f.error).toBe('COMPLETED');
    expect(ollama.visionCalls.length).toBeGreaterThanOrEqual(1);
    expect(ollama.visionCalls[0]!).toMatchObject({ model: 'llava-test', stream: false });
    expect((await search(api, 'bicycle brick wall'))[0]?.file_id).toBe(f.file_id);
    expect((await metadata(api, f.file_id)).content).toContain('caption A red bicycle leaning against a brick wall');

    ollama.down = true;
    try {
      const g = await ingest(api, 'notice.png', await textPng(['Parking permit renewal']), '/photos');
      expect(g.status, g.error).toBe('COMPLETED');
      expect((await search(api, 'parking permit renewal'))[0]?.file_id).toBe(g.file_id);
      expect((await metadata(api, g.file_id)).content).toMatch(/caption error the vision model llava-test answered 500/);
    } finally {
      ollama.down = false;
    }
  });
});

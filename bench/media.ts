/**
 * npm run bench:media — seconds from upload to COMPLETED for the media issue's reference files,
 * each generated here by real tools (flite -voice rms for speech, the npm ffmpeg, sharp,
 * pdf-lib; text from the SciFact corpus) and uploaded through the HTTP API of a real daemon
 * on the embedded defaults (tesseract OCR, pocketsphinx):
 *
 *   - an 8-minute video of eight text slides without speech (target ≤ 10 s),
 *   - the same video with 8 minutes of speech (target ≤ 60 s),
 *   - a 10-minute speech recording (mp3),
 *   - a 100-page PDF with a text layer (target ≤ 5 s), and 10 scanned pages (OCR, for reference),
 *   - 20 images with text, uploaded together (target ≤ 1 s each).
 *
 * Each file is timed alone (the daemon idle otherwise), then a search checks the content was
 * indexed. Results: bench/results/media.{txt,json}. BENCH_KEEP=1 keeps the generated files.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import ffmpegInstaller from '@ffmpeg-installer/ffmpeg';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { request } from 'undici';
import { ROOT, rssOf, SHARED, startBenchDaemon, waitForJobs, type BenchDaemon } from './harness.js';

const VIDEO_S = 480;
const AUDIO_S = 600;

const ffmpeg = (args: string[]): void => {
  execFileSync(ffmpegInstaller.path, ['-hide_banner', '-loglevel', 'error', '-y', ...args], { stdio: ['ignore', 'ignore', 'inherit'] });
};

const abstracts = readFileSync(join(SHARED, 'eval/scifact/corpus.jsonl'), 'utf8')
  .split('\n')
  .filter(Boolean)
  .slice(0, 1500)
  .map((l) => JSON.parse(l) as { title: string; text: string });

/** About `words` words of SciFact text, whole abstracts. */
function prose(words: number, skip = 0): string {
  const out: string[] = [];
  let n = 0;
  for (const a of abstracts.slice(skip)) {
    out.push(a.text);
    n += a.text.split(/\s+/).length;
    if (n >= words) break;
  }
  return out.join('\n\n');
}

/** `seconds` of speech from flite's rms voice (which pocketsphinx recognises), 16 kHz mono WAV. */
function speech(dir: string, name: string, seconds: number, skip: number): string {
  const txt = join(dir, `${name}.txt`);
  // flite's rms voice speaks ~2.6 words a second; a little more text, then cut to length.
  writeFileSync(txt, prose(Math.ceil(seconds * 3), skip));
  const raw = join(dir, `${name}-raw.wav`);
  execFileSync('flite', ['-voice', 'rms', '-f', txt, '-o', raw]);
  const out = join(dir, `${name}.wav`);
  ffmpeg(['-i', raw, '-af', 'apad', '-t', String(seconds), '-ar', '16000', '-ac', '1', out]);
  rmSync(raw);
  return out;
}

function svgSlide(lines: string[], width = 1280, height = 720): Buffer {
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const text = lines.map((l, i) => `<text x="60" y="${110 + i * 70}" font-family="DejaVu Sans, sans-serif" font-size="44" fill="#111">${esc(l)}</text>`).join('');
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#fafafa"/>${text}</svg>`);
}

const titleLines = (i: number): string[] => {
  const words = abstracts[i]!.title.split(/\s+/);
  const lines: string[] = [`Slide ${i + 1}`];
  for (let j = 0; j < words.length && lines.length < 7; j += 5) lines.push(words.slice(j, j + 5).join(' '));
  return lines;
};

/** Eight one-minute text slides as an H.264 video, with `audio` muxed in when given. */
async function slideVideo(dir: string, name: string, audio?: string): Promise<string> {
  const list: string[] = [];
  for (let i = 0; i < 8; i++) {
    const png = join(dir, `slide${i}.png`);
    await sharp(svgSlide(titleLines(i))).png().toFile(png);
    list.push(`file '${png}'`, `duration ${VIDEO_S / 8}`);
  }
  list.push(`file '${join(dir, 'slide7.png')}'`);
  writeFileSync(join(dir, 'slides.txt'), list.join('\n'));
  const out = join(dir, `${name}.mp4`);
  const input = ['-f', 'concat', '-safe', '0', '-i', join(dir, 'slides.txt')];
  const sound = audio ? ['-i', audio, '-c:a', 'aac', '-b:a', '64k'] : ['-an'];
  ffmpeg([...input, ...sound, '-vf', 'fps=5,format=yuv420p', '-c:v', 'libx264', '-preset', 'veryfast', '-t', String(VIDEO_S), out]);
  return out;
}

async function pdf100(dir: string): Promise<string> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const words = prose(40_000, 500).replace(/[^\x20-\x7e\n]/g, ' ').split(/\s+/);
  let w = 0;
  for (let p = 0; p < 100; p++) {
    const page = doc.addPage([595, 842]);
    page.drawText(`Page ${p + 1}`, { x: 50, y: 800, size: 14, font });
    for (let line = 0; line < 45; line++) {
      page.drawText(words.slice(w, w + 12).join(' '), { x: 50, y: 770 - line * 16, size: 10, font });
      w = (w + 12) % (words.length - 12);
    }
  }
  const out = join(dir, 'hundred-pages.pdf');
  writeFileSync(out, await doc.save());
  return out;
}

/** Ten pages that are only pictures of text (a scan): every page goes through OCR. */
async function scanned10(dir: string): Promise<string> {
  const doc = await PDFDocument.create();
  for (let p = 0; p < 10; p++) {
    const png = await sharp(svgSlide(titleLines(100 + p), 1240, 1754)).png().toBuffer();
    const img = await doc.embedPng(png);
    const page = doc.addPage([595, 842]);
    page.drawImage(img, { x: 0, y: 0, width: 595, height: 842 });
  }
  const out = join(dir, 'scanned-10-pages.pdf');
  writeFileSync(out, await doc.save());
  return out;
}

async function images(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (let i = 0; i < 20; i++) {
    const f = join(dir, `photo-${i + 1}.png`);
    await sharp(svgSlide(titleLines(20 + i), 1200, 800)).png().toFile(f);
    out.push(f);
  }
  return out;
}

async function upload(d: BenchDaemon, file: string): Promise<string> {
  const fd = new FormData();
  fd.set('path', '/media');
  fd.set('file', new Blob([readFileSync(file)]), basename(file));
  const res = await fetch(`${d.url}/file/upload`, { method: 'POST', headers: { 'x-api-key': d.key }, body: fd });
  const body = (await res.json()) as { file_id: string };
  if (res.status !== 200) throw new Error(`upload ${file}: ${res.status} ${JSON.stringify(body)}`);
  return body.file_id;
}

async function status(d: BenchDaemon, id: string): Promise<{ status: string; error?: string | null }> {
  const res = await request(`${d.url}/file/status/${id}`, { headers: { 'x-api-key': d.key } });
  return (await res.body.json()) as { status: string; error?: string | null };
}

/** Uploads files together and waits until all are processed; seconds, and the failures. */
async function timed(d: BenchDaemon, files: string[]): Promise<{ seconds: number; failed: string[] }> {
  const t0 = performance.now();
  const ids = await Promise.all(files.map((f) => upload(d, f)));
  await waitForJobs(d, 50);
  const seconds = (performance.now() - t0) / 1000;
  const failed: string[] = [];
  for (const [i, id] of ids.entries()) {
    const s = await status(d, id);
    if (s.status !== 'COMPLETED') failed.push(`${basename(files[i]!)}: ${s.status} ${s.error ?? ''}`);
  }
  return { seconds, failed };
}

async function found(d: BenchDaemon, text: string, name: string): Promise<boolean> {
  const res = await request(`${d.url}/ai/search`, {
    method: 'POST',
    headers: { 'x-api-key': d.key, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ message: text, limit: '10' }).toString(),
  });
  return ((await res.body.json()) as Array<{ file_name: string }>).some((h) => h.file_name === name);
}

const dir = mkdtempSync(join(tmpdir(), 'ctx-bench-media-'));
console.log(`generating files in ${dir} …`);
const speech8 = speech(dir, 'speech-8min', VIDEO_S, 0);
const speech10 = speech(dir, 'speech-10min', AUDIO_S, 60);
const mp3 = join(dir, 'talk-10min.mp3');
ffmpeg(['-i', speech10, '-c:a', 'libmp3lame', '-b:a', '64k', mp3]);
const silent = await slideVideo(dir, 'slides-8min');
const spoken = await slideVideo(dir, 'lecture-8min', speech8);
const pdf = await pdf100(dir);
const scan = await scanned10(dir);
const pngs = await images(dir);

const d = await startBenchDaemon();
const rows: Array<{ what: string; seconds: number; target: number | null; failed: string[]; indexed: boolean }> = [];
try {
  const one = async (what: string, files: string[], target: number | null, probe: [string, string]) => {
    const r = await timed(d, files);
    const indexed = await found(d, probe[0], probe[1]);
    rows.push({ what, seconds: r.seconds, target, failed: r.failed, indexed });
    console.log(`${what}: ${r.seconds.toFixed(1)} s${r.failed.length ? ` FAILED ${r.failed.join('; ')}` : ''}${indexed ? '' : ' (probe search did not find it)'}`);
  };
  const firstSlideWords = titleLines(2).slice(1, 3).join(' ');
  await one('100-page PDF', [pdf], 5, ['Page 57', basename(pdf)]);
  await one('10 scanned pages (OCR)', [scan], null, [titleLines(104).slice(1, 3).join(' '), basename(scan)]);
  await one('8-minute video, no speech', [silent], 10, [firstSlideWords, basename(silent)]);
  await one('8-minute video with speech', [spoken], 60, [firstSlideWords, basename(spoken)]);
  await one('10-minute audio (mp3)', [mp3], null, [abstracts[60]!.text.split(/\s+/).slice(0, 12).join(' '), basename(mp3)]);
  await one('20 images together', pngs, 20, [titleLines(25).slice(1, 3).join(' '), 'photo-6.png']);
  // A new image, timed alone.
  const single = join(dir, 'single.png');
  await sharp(svgSlide(titleLines(60), 1200, 800)).png().toFile(single);
  await one('1 image', [single], 1, [titleLines(60).slice(1, 3).join(' '), 'single.png']);
} finally {
  const mem = rssOf(d.pid);
  const tree = d.treePeakRssMb();
  await d.stop();
  if (!process.env.BENCH_KEEP) rmSync(dir, { recursive: true, force: true });
  const lines = [
    `npm run bench:media (${new Date().toISOString()}), load average ${loadavg()[0]!.toFixed(2)} (2 cores, shared); embedded defaults (tesseract, pocketsphinx)`,
    ...rows.map((r) => `${r.what.padEnd(28)} ${r.seconds.toFixed(1).padStart(6)} s${r.target !== null ? `   target ≤ ${r.target} s ${r.seconds <= r.target ? 'met' : 'MISSED'}` : ''}${r.failed.length ? `   FAILED: ${r.failed.join('; ')}` : ''}${r.indexed ? '' : '   (content not found by search)'}`),
    `20 images: ${rows.find((r) => r.what.startsWith('20 images')) ? ((rows.find((r) => r.what.startsWith('20 images'))!.seconds / 20).toFixed(2) + ' s per image') : 'n/a'}`,
    `daemon RSS: ${mem.rss.toFixed(0)} MB now, ${mem.peak.toFixed(0)} MB peak; with extraction processes (sum of peaks) ${tree.toFixed(0)} MB`,
  ];
  console.log(`\n${lines.join('\n')}`);
  const out = join(ROOT, 'bench', 'results');
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, 'media.txt'), `# ${lines.join('\n')}\n`);
  writeFileSync(join(out, 'media.json'), JSON.stringify({ date: new Date().toISOString(), load_average: loadavg()[0], rows, rss_mb: mem, tree_peak_mb: tree }, null, 2) + '\n');
}

/**
 * Media fixtures made by real tools at test time: sharp renders SVG text to images, flite
 * (voice rms, which pocketsphinx recognises) speaks sentences, and the npm ffmpeg converts and
 * muxes. Nothing is downloaded.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ffmpegInstaller from '@ffmpeg-installer/ffmpeg';
import sharp from 'sharp';

export const FFMPEG = ffmpegInstaller.path;

export function ffmpeg(args: string[]): void {
  execFileSync(FFMPEG, ['-hide_banner', '-loglevel', 'error', '-y', ...args], { stdio: ['ignore', 'ignore', 'pipe'] });
}

function escapeXml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** An SVG with dark lines of text on a plain background. */
export function textSvg(lines: string[], opts: { width?: number; height?: number; background?: string; fontSize?: number } = {}): Buffer {
  const width = opts.width ?? 900;
  const fontSize = opts.fontSize ?? 48;
  const height = opts.height ?? Math.max(200, 80 + lines.length * fontSize * 1.6);
  const texts = lines
    .map((l, i) => `<text x="40" y="${80 + i * fontSize * 1.6}" font-family="DejaVu Sans, sans-serif" font-size="${fontSize}" fill="#111">${escapeXml(l)}</text>`)
    .join('');
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${opts.background ?? '#ffffff'}"/>${texts}</svg>`,
  );
}

export async function textPng(lines: string[], opts: Parameters<typeof textSvg>[1] = {}): Promise<Buffer> {
  return sharp(textSvg(lines, opts)).png().toBuffer();
}

/** A JPEG whose EXIF names the camera, the time taken and a GPS position (Paris). */
export async function jpegWithExif(lines: string[], ifd0: Record<string, string> = {}): Promise<Buffer> {
  return sharp(textSvg(lines))
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'Canon', Model: 'Canon EOS 5D Mark IV', ...ifd0 },
      IFD2: { DateTimeOriginal: '2023:07:14 09:30:00' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 2964/100', GPSLongitudeRef: 'E', GPSLongitude: '2/1 21/1 792/100' },
    })
    .toBuffer();
}

/** A two-frame animated GIF: text on the first frame, a plain red second frame. */
export async function animatedGif(firstFrameLines: string[]): Promise<Buffer> {
  const f1 = await sharp(textSvg(firstFrameLines, { width: 900, height: 300 })).png().toBuffer();
  const f2 = await sharp({ create: { width: 900, height: 300, channels: 3, background: '#cc2222' } }).png().toBuffer();
  return sharp([f1, f2], { join: { animated: true } }).gif({ delay: [800, 800], loop: 0 }).toBuffer();
}

/** Speaks `text` with flite's rms voice into `<dir>/<name>.wav`. */
export function speechWav(dir: string, name: string, text: string): string {
  const out = join(dir, `${name}.wav`);
  execFileSync('flite', ['-voice', 'rms', '-t', text, '-o', out]);
  return out;
}

/** Converts with the npm ffmpeg; the codec follows the extension unless `args` say otherwise. */
export function convert(input: string, out: string, args: string[] = []): string {
  ffmpeg(['-i', input, ...args, out]);
  return out;
}

/** `seconds` of silence, 16 kHz mono WAV. */
export function silenceWav(dir: string, name: string, seconds: number): string {
  const out = join(dir, `${name}.wav`);
  ffmpeg(['-f', 'lavfi', '-i', 'anullsrc=r=16000:cl=mono', '-t', String(seconds), '-c:a', 'pcm_s16le', out]);
  return out;
}

/** Joins WAV files end to end (all resampled to 16 kHz mono). */
export function concatWav(inputs: string[], out: string): string {
  const args = inputs.flatMap((i) => ['-i', i]);
  const filter = `${inputs.map((_, i) => `[${i}:a]aresample=16000,aformat=channel_layouts=mono[a${i}];`).join('')}${inputs.map((_, i) => `[a${i}]`).join('')}concat=n=${inputs.length}:v=0:a=1[out]`;
  ffmpeg([...args, '-filter_complex', filter, '-map', '[out]', '-c:a', 'pcm_s16le', out]);
  return out;
}

/**
 * A video of slides (each a PNG of text shown for `secondsEach`) with `audio` as its sound
 * track, encoded with x264 (ultrafast: a single key frame, so scene cuts must be found by
 * decoding) and AAC; the container follows the extension.
 */
export async function slideVideo(dir: string, name: string, slides: string[][], audio: string | undefined, secondsEach = 2.5, size = { width: 640, height: 360 }): Promise<string> {
  const inputs: string[] = [];
  for (const [i, lines] of slides.entries()) {
    const png = join(dir, `${name}-slide${i}.png`);
    await sharp(textSvg(lines, { ...size, fontSize: 40 })).png().toFile(png);
    inputs.push('-loop', '1', '-t', String(secondsEach), '-framerate', '10', '-i', png);
  }
  const out = join(dir, name);
  const n = slides.length;
  const vf = `${slides.map((_, i) => `[${i}:v]`).join('')}concat=n=${n}:v=1:a=0,format=yuv420p[v]`;
  const audioArgs = audio ? ['-i', audio] : [];
  const map = audio ? ['-map', '[v]', '-map', `${n}:a`, '-c:a', 'aac', '-b:a', '96k'] : ['-map', '[v]'];
  ffmpeg([...inputs, ...audioArgs, '-filter_complex', vf, ...map, '-r', '10', '-c:v', 'libx264', '-preset', 'ultrafast', '-t', String(n * secondsEach), out]);
  return out;
}

export function read(path: string): Buffer {
  return readFileSync(path);
}

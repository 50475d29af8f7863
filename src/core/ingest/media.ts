/**
 * ffprobe/ffmpeg helpers for the audio and video extractors and the video thumbnail. The
 * binaries come from npm (@ffmpeg-installer/ffmpeg, @ffprobe-installer/ffprobe) and are driven
 * through fluent-ffmpeg; every ffmpeg run has a time limit so a hostile file cannot park a
 * child process forever.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ffmpegInstaller from '@ffmpeg-installer/ffmpeg';
import ffprobeInstaller from '@ffprobe-installer/ffprobe';
import ffmpeg, { type FfprobeData, type FfprobeStream } from 'fluent-ffmpeg';
import { timeLeft } from './deadline.js';
import { ExtractionError } from './types.js';

export const FFMPEG_PATH = ffmpegInstaller.path;
export const FFPROBE_PATH = ffprobeInstaller.path;
ffmpeg.setFfmpegPath(FFMPEG_PATH);
ffmpeg.setFfprobePath(FFPROBE_PATH);

export interface VideoStreamInfo {
  codec: string;
  width: number;
  height: number;
  fps?: number;
}

export interface AudioStreamInfo {
  codec: string;
  sample_rate?: number;
  channels?: number;
}

export interface MediaInfo {
  /** Seconds; undefined when neither the container nor a stream says. */
  duration?: number;
  container: string;
  bit_rate?: number;
  tags: Record<string, string>;
  video?: VideoStreamInfo;
  audio?: AudioStreamInfo;
}

const PROBE_TIMEOUT_MS = 30_000;

/** ffprobe the file; an unreadable file becomes an ExtractionError naming ffprobe's reason. */
export async function probeMedia(path: string, what = 'media file'): Promise<MediaInfo> {
  let data: FfprobeData;
  try {
    data = await new Promise<FfprobeData>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`ffprobe took longer than ${PROBE_TIMEOUT_MS / 1000} s`)), PROBE_TIMEOUT_MS);
      ffmpeg.ffprobe(path, ['-v', 'error'], (err, d) => {
        clearTimeout(timer);
        if (err) reject(err as Error);
        else resolve(d);
      });
    });
  } catch (err) {
    throw new ExtractionError(`the ${what} could not be read: ${toolReason(err, path)}`);
  }
  const streams = data.streams ?? [];
  // Cover art in audio files shows up as a one-frame video stream ("attached_pic").
  const v = streams.find((s) => s.codec_type === 'video' && !s.disposition?.attached_pic);
  const a = streams.find((s) => s.codec_type === 'audio');
  const duration = num(data.format?.duration) ?? maxOf(streams.map((s) => num(s.duration)));
  const tags: Record<string, string> = {};
  for (const [k, val] of Object.entries((data.format?.tags ?? {}) as Record<string, unknown>)) {
    if (typeof val === 'string' || typeof val === 'number') tags[k.toLowerCase()] = String(val);
  }
  return {
    duration,
    container: String(data.format?.format_name ?? 'unknown'),
    bit_rate: num(data.format?.bit_rate),
    tags,
    video: v && videoInfo(v),
    audio: a && { codec: String(a.codec_name ?? 'unknown'), sample_rate: num(a.sample_rate), channels: num(a.channels) },
  };
}

function videoInfo(s: FfprobeStream): VideoStreamInfo {
  return { codec: String(s.codec_name ?? 'unknown'), width: Number(s.width ?? 0), height: Number(s.height ?? 0), fps: rate(s.avg_frame_rate) ?? rate(s.r_frame_rate) };
}

/** Flat, scalar facts for metadata (the metadata builder lists scalar facts only). */
export function mediaFacts(info: MediaInfo): Record<string, unknown> {
  const f: Record<string, unknown> = { container: info.container };
  if (info.duration !== undefined) {
    f.duration_seconds = Math.round(info.duration * 100) / 100;
    f.duration = formatTimestamp(info.duration);
  }
  if (info.bit_rate) f.bit_rate = info.bit_rate;
  if (info.video) {
    f.resolution = `${info.video.width}x${info.video.height}`;
    f.width = info.video.width;
    f.height = info.video.height;
    f.video_codec = info.video.codec;
    if (info.video.fps) f.frame_rate = Math.round(info.video.fps * 100) / 100;
  }
  if (info.audio) {
    f.audio_codec = info.audio.codec;
    if (info.audio.sample_rate) f.sample_rate = info.audio.sample_rate;
    if (info.audio.channels) f.channels = info.audio.channels;
  } else f.audio_codec = 'none';
  for (const k of ['title', 'artist', 'album', 'date', 'creation_time', 'comment', 'genre']) {
    const val = info.tags[k];
    if (val) f[`tag_${k}`] = val.slice(0, 300);
  }
  return f;
}

/** `HH:MM:SS` for a time locator (`#t=00:01:23`). */
export function formatTimestamp(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const hh = Math.floor(s / 3600);
  const mm = Math.floor((s % 3600) / 60);
  const ss = s % 60;
  return `${String(hh).padStart(2, '0')}:${String(mm).padStart(2, '0')}:${String(ss).padStart(2, '0')}`;
}

export function timeLocator(seconds: number): string {
  return `#t=${formatTimestamp(seconds)}`;
}

/** Runs a prepared fluent-ffmpeg command to completion; `onLine` sees every stderr line. */
export function runFfmpeg(cmd: ffmpeg.FfmpegCommand, onLine?: (line: string) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    if (onLine) cmd.on('stderr', onLine);
    cmd.on('error', (err: Error, _stdout: string | null, stderr: string | null) => {
      // fluent-ffmpeg keeps only ffmpeg's last lines in the message; the cause is often earlier.
      if (stderr) err.message += `\n${stderr}`;
      reject(err);
    });
    cmd.on('end', () => resolve());
    cmd.run();
  });
}

/** Decodes the first audio stream to 16 kHz mono 16-bit PCM WAV (what speech recognisers want). */
export async function toSpeechWav(input: string, out: string, durationHint?: number, deadline?: number): Promise<void> {
  const cmd = ffmpeg(input, { timeout: timeLimit(durationHint, 0.5, deadline) })
    .noVideo()
    .outputOptions(['-map', '0:a:0', '-sn', '-dn'])
    .audioChannels(1)
    .audioFrequency(16000)
    .audioCodec('pcm_s16le')
    .format('wav')
    .output(out);
  try {
    await runFfmpeg(cmd);
  } catch (err) {
    throw new ExtractionError(`the audio track could not be decoded: ${toolReason(err, input)}`);
  }
}

/** One video frame at `t` seconds as PNG bytes, its longest side at most `maxSide`. */
export async function frameAt(input: string, t: number, maxSide: number, dir: string, deadline?: number): Promise<Buffer> {
  const out = join(dir, `frame-${Math.round(t * 1000)}-${maxSide}.png`);
  const cmd = ffmpeg(input, { timeout: timeLimit(0, 0, deadline) })
    .seekInput(Math.max(0, t))
    .outputOptions(['-map', '0:v:0', '-frames:v', '1', '-an', '-sn', '-dn', '-vf', scaleFilter(maxSide)])
    .videoCodec('png')
    .format('image2')
    .output(out);
  await runFfmpeg(cmd);
  return readFile(out);
}

/**
 * A representative frame for a thumbnail: ffmpeg's `thumbnail` filter picks the most typical of
 * the first frames after a point a little way in (opening frames are often black).
 */
export async function representativeFrame(input: string, maxSide: number): Promise<Buffer> {
  return withTempDir(async (dir) => {
    const info = await probeMedia(input, 'video');
    if (!info.video) throw new Error('the file has no video stream');
    const start = info.duration && info.duration > 2 ? Math.min(info.duration * 0.1, 30) : 0;
    const out = join(dir, 'thumb.png');
    const attempt = async (t: number, filter: string): Promise<Buffer> => {
      const cmd = ffmpeg(input, { timeout: 60 })
        .seekInput(t)
        .outputOptions(['-map', '0:v:0', '-frames:v', '1', '-an', '-sn', '-dn', '-vf', filter])
        .videoCodec('png')
        .format('image2')
        .output(out);
      await runFfmpeg(cmd);
      return readFile(out);
    };
    try {
      return await attempt(start, `thumbnail=30,${scaleFilter(maxSide)}`);
    } catch {
      return attempt(0, scaleFilter(maxSide));
    }
  });
}

/** Fits inside maxSide×maxSide keeping the aspect ratio; never enlarges. */
function scaleFilter(maxSide: number): string {
  return `scale='min(${maxSide},iw)':'min(${maxSide},ih)':force_original_aspect_ratio=decrease`;
}

export interface SceneOptions {
  /** At most this many frames (the first frame included). */
  max: number;
  /** Scene-change score (0–1) that counts as a cut. */
  threshold: number;
}

/**
 * Times of frames worth looking at: the first frame, then scene changes (ffmpeg's scene score),
 * the strongest first, at most `max`; the remaining budget is filled with evenly spaced times so
 * slides whose text changes without a visual cut are still seen. Scene scores are taken on key
 * frames only (cheap: nothing else is decoded); when the video has almost no key frames, every
 * frame is decoded at a low rate instead.
 */
export async function sampleFrameTimes(input: string, info: MediaInfo, opts: SceneOptions): Promise<{ times: number[]; scene_changes: number }> {
  const duration = info.duration ?? 0;
  let scored = await sceneScores(input, true, duration).catch(() => [] as Array<{ t: number; score: number }>);
  // Fewer than three key frames (a long GOP, or an encoder without scene cuts): look at every frame.
  if (scored.length < 3 && duration > 1) {
    scored = await sceneScores(input, false, duration).catch(() => scored);
  }
  const cuts = scored.filter((s) => s.score >= opts.threshold && s.t > 0.05).sort((a, b) => b.score - a.score);
  const first = scored.length > 0 ? Math.min(...scored.map((s) => s.t)) : 0;
  const chosen: number[] = [first];
  // Two samples closer than this show the same thing, most likely.
  const minGap = Math.max(0.5, duration / (opts.max * 4));
  const far = (t: number) => chosen.every((c) => Math.abs(c - t) >= minGap);
  for (const c of cuts) {
    if (chosen.length >= opts.max) break;
    // A cut's frame is taken a moment after the change, past any timestamp rounding.
    const t = Math.min(c.t + 0.2, Math.max(0, duration - 0.05));
    if (far(t)) chosen.push(t);
  }
  if (duration > 0) {
    const even = Math.min(opts.max, Math.max(1, Math.ceil(duration / 20)));
    for (let i = 0; i < even && chosen.length < opts.max; i++) {
      const t = (duration * (i + 0.5)) / even;
      if (far(t)) chosen.push(t);
    }
  }
  return { times: chosen.sort((a, b) => a - b), scene_changes: cuts.length };
}

async function sceneScores(input: string, keyframesOnly: boolean, duration: number): Promise<Array<{ t: number; score: number }>> {
  const out: Array<{ t: number; score: number }> = [];
  let pending: number | undefined;
  // Key frames are few, so all are listed; when every frame is decoded only the first and the
  // likely cuts are printed. Scores are taken on a small copy: the cut shows at any size.
  const select = keyframesOnly ? "select='gte(scene\\,0)'" : "select='eq(n\\,0)+gt(scene\\,0.05)'";
  const filter = `scale=160:-2,${select},metadata=print:key=lavfi.scene_score`;
  const cmd = ffmpeg({ timeout: timeLimit(duration, keyframesOnly ? 0.1 : 0.5) })
    .input(input)
    .inputOptions(keyframesOnly ? ['-skip_frame', 'nokey'] : [])
    .outputOptions(['-map', '0:v:0', '-an', '-sn', '-dn', '-vf', filter, '-vsync', '0'])
    .format('null')
    .output('-');
  await runFfmpeg(cmd, (line) => {
    const pts = /pts_time:\s*([\d.]+)/.exec(line);
    if (pts) pending = Number(pts[1]);
    const sc = /lavfi\.scene_score=([\d.]+)/.exec(line);
    if (sc && pending !== undefined) {
      out.push({ t: pending, score: Number(sc[1]) });
      pending = undefined;
    }
  });
  return out;
}

/**
 * Seconds an ffmpeg run may take: until the extraction deadline when there is one (the job's
 * time limit is the budget), else a guard generous for the media's length.
 */
function timeLimit(durationSeconds: number | undefined, perSecond: number, deadline?: number): number {
  if (deadline !== undefined) return Math.max(1, Math.ceil(timeLeft(deadline) / 1000));
  return Math.ceil(60 + (durationSeconds ?? 600) * perSecond);
}

export async function withTempDir<T>(fn: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'ctx-media-'));
  try {
    return await fn(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Runs `fn` over `items` with at most `limit` running at once; results keep their order. After
 * a failure nothing new starts, and the first error is thrown only once the running calls have
 * ended, so no straggler still writes into a temp dir that the caller is about to remove.
 */
export async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  let failure: { err: unknown } | undefined;
  const lanes = Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, async () => {
    while (!failure && next < items.length) {
      const i = next++;
      try {
        results[i] = await fn(items[i]!, i);
      } catch (err) {
        failure ??= { err };
      }
    }
  });
  await Promise.all(lanes);
  if (failure) throw failure.err;
  return results;
}

/**
 * The useful line of a tool's error: ffmpeg/ffprobe put the reason on stderr after the file
 * name ("<path>: Invalid data found when processing input"); the blob path is internal, so it
 * is cut out.
 */
export function toolReason(err: unknown, path: string): string {
  const msg = err instanceof Error ? err.message : String(err);
  const lines = msg
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !/^(ffmpeg|ffprobe) (exited with code|version)/.test(l) && !/^Conversion failed!?$/.test(l));
  lines.reverse();
  // Lines naming the damage beat ffmpeg's generic epilogue ("Error marking filters as finished").
  const pick =
    lines.find((l) => /invalid data|moov atom|EBML|could not find codec parameters|truncat|corrupt|end of file|read error|no such file|permission denied|unsupported/i.test(l)) ??
    lines.find((l) => /invalid|error|not found|could not|failed|unknown|header/i.test(l)) ??
    lines[0] ??
    msg;
  return pick.split(path).join('file').replace(/^file:\s*/, '').replace(/^\[[^\]]+\]\s*/, '').slice(0, 300) || 'unknown error';
}

function num(v: unknown): number | undefined {
  const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v) : NaN;
  return Number.isFinite(n) && n > 0 ? n : undefined;
}

function maxOf(xs: Array<number | undefined>): number | undefined {
  const ok = xs.filter((x): x is number => x !== undefined);
  return ok.length > 0 ? Math.max(...ok) : undefined;
}

function rate(r: unknown): number | undefined {
  if (typeof r !== 'string') return undefined;
  const [a, b] = r.split('/').map(Number);
  if (!a || !b || !Number.isFinite(a / b)) return undefined;
  return a / b;
}

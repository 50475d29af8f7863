import { transcriptFacts, transcriptSegments } from './audio.js';
import { timeLeft } from './deadline.js';
import { ocrPicture } from './image.js';
import { frameAt, mapLimit, mediaFacts, probeMedia, sampleFrameTimes, timeLocator, toolReason, withTempDir, type MediaInfo } from './media.js';
import { transcribeMedia, type Transcript } from './transcribe.js';
import { ExtractionError, type Extracted, type ExtractInput, type Segment } from './types.js';

/** Frames OCR'd per video at most (the first frame, scene changes, then evenly spaced ones). */
export const MAX_FRAMES = 8;
const SCENE_THRESHOLD = 0.3;
/** Frames are OCR'd at this longest side: enough for on-screen text, cheap to decode. */
const FRAME_SIDE = 1280;

/**
 * Video (.mp4 .mov .m4v .avi .mkv): ffprobe facts (duration, resolution, codecs), on-screen text
 * OCR'd from sampled key frames, and the sound track transcribed; both located by time
 * (`#t=HH:MM:SS`), in the sections "On-screen text" and "Transcript".
 */
export async function extractVideo(input: ExtractInput): Promise<Extracted> {
  const info = await probeMedia(input.path, 'video');
  if (!info.video && !info.audio) throw new ExtractionError('the file has no video or audio stream');
  return withTempDir(async (dir) => {
    const facts: Record<string, unknown> = mediaFacts(info);
    const [screen, sound] = await Promise.all([
      info.video
        ? onScreenText(input, info, dir).catch((err: unknown): ScreenText => ({ segments: [], facts: {}, decoded: 0, error: toolReason(err, input.path) }))
        : Promise.resolve(undefined),
      info.audio ? transcribeMedia(input.path, info, input.backends, dir, input.deadline).catch((err: unknown) => err as Error) : Promise.resolve(undefined),
    ]);
    const segments: Segment[] = [];
    if (screen) {
      Object.assign(facts, screen.facts);
      segments.push(...screen.segments);
    } else facts.video_stream = 'none';
    let transcript: Transcript | undefined;
    if (sound instanceof Error) facts.transcription_note = sound.message.split('\n')[0];
    else if (sound) {
      transcript = sound;
      Object.assign(facts, transcriptFacts(sound));
      segments.push(...transcriptSegments(sound, 'Transcript'));
    }
    const cutShort = [screen?.cutShort, transcript?.cutShort].filter((c): c is string => !!c);
    // Nothing at all could be decoded: the file is broken, not merely silent and text-free.
    if (screen && screen.decoded === 0 && !screen.cutShort && !(transcript && transcript.pieces > 0)) {
      throw new ExtractionError(`the video could not be decoded: no frame could be read (${screen.error ?? 'unknown error'})`);
    }
    return {
      title: info.tags.title?.trim() || undefined,
      author: (info.tags.artist ?? info.tags.author)?.trim() || undefined,
      segments,
      facts,
      ...(cutShort.length > 0 ? { cutShort } : {}),
    };
  });
}

interface ScreenText {
  segments: Segment[];
  facts: Record<string, unknown>;
  decoded: number;
  error?: string;
  cutShort?: string;
}

async function onScreenText(input: ExtractInput, info: MediaInfo, dir: string): Promise<ScreenText> {
  const { path, deadline } = input;
  const { times, scene_changes } = await sampleFrameTimes(path, info, { max: MAX_FRAMES, threshold: SCENE_THRESHOLD });
  let error: string | undefined;
  let unread = 0;
  // ffmpeg runs two seeks at a time; OCR then takes the frames one by one.
  const frames = await mapLimit(times, 2, (t) => {
    if (timeLeft(deadline) <= 0) return Promise.resolve(undefined);
    return frameAt(path, t, FRAME_SIDE, dir, deadline).catch((err: unknown) => {
      if (timeLeft(deadline) > 0) error ??= toolReason(err, path);
      return undefined;
    });
  });
  const segments: Segment[] = [];
  const seen: Array<Set<string>> = [];
  let decoded = 0;
  const ocrFailures: string[] = [];
  for (let i = 0; i < times.length; i++) {
    const png = frames[i];
    if (!png || timeLeft(deadline) <= 0) {
      if (timeLeft(deadline) <= 0) unread++;
      continue;
    }
    decoded++;
    const { text, failed, timedOut } = await ocrPicture(png, { deadline, settings: input.backends?.ocr });
    if (timedOut) unread++;
    else if (failed) ocrFailures.push(failed);
    if (!text) continue;
    const words = wordSet(text);
    // The same slide or caption over several samples is indexed once, at its first time.
    if (words.size === 0 || seen.some((s) => jaccard(s, words) >= 0.8)) continue;
    seen.push(words);
    segments.push({ text, locator: timeLocator(times[i]!), section: 'On-screen text' });
  }
  return {
    segments,
    decoded,
    error,
    ...(unread > 0 ? { cutShort: `on-screen text stopped at the time limit (${times.length - unread} of ${times.length} frames read)` } : {}),
    facts: {
      frames_sampled: decoded,
      scene_changes,
      frames_with_text: segments.length,
      ...(ocrFailures.length > 0 ? { frame_ocr: `${ocrFailures.length} frame(s) not read: ${ocrFailures[0]}` } : {}),
    },
  };
}

function wordSet(text: string): Set<string> {
  return new Set(text.toLowerCase().match(/[a-z0-9]{2,}/g) ?? []);
}

function jaccard(a: Set<string>, b: Set<string>): number {
  let inter = 0;
  for (const w of a) if (b.has(w)) inter++;
  const union = a.size + b.size - inter;
  return union === 0 ? 1 : inter / union;
}

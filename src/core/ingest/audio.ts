import { mediaFacts, probeMedia, timeLocator, withTempDir } from './media.js';
import { transcribeMedia, type Transcript } from './transcribe.js';
import { ExtractionError, type Extracted, type ExtractInput, type Segment } from './types.js';

/**
 * Audio (.mp3 .wav .m4a .aac .flac): ffprobe facts plus a transcript, one segment per stretch
 * of speech located by its start time (`#t=HH:MM:SS`). With no transcriber the file still
 * completes; its facts say why there is no transcript.
 */
export async function extractAudio(input: ExtractInput): Promise<Extracted> {
  const info = await probeMedia(input.path, 'audio file');
  if (!info.audio) throw new ExtractionError('the file has no audio stream');
  const transcript = await withTempDir((dir) => transcribeMedia(input.path, info, input.backends, dir, input.deadline));
  return {
    title: info.tags.title?.trim() || undefined,
    author: info.tags.artist?.trim() || undefined,
    segments: transcriptSegments(transcript),
    facts: { ...mediaFacts(info), ...transcriptFacts(transcript) },
    ...(transcript.cutShort ? { cutShort: [transcript.cutShort] } : {}),
  };
}

/** Transcript pieces as segments: sentence-cased, ending in a full stop, located by start time. */
export function transcriptSegments(t: Transcript, section?: string): Segment[] {
  return t.segments
    .map((s) => ({ text: sentence(s.text), locator: timeLocator(s.start), ...(section ? { section } : {}) }))
    .filter((s) => s.text.length > 0);
}

export function transcriptFacts(t: Transcript): Record<string, unknown> {
  const words = t.segments.reduce((n, s) => n + s.text.split(/\s+/).filter(Boolean).length, 0);
  const f: Record<string, unknown> = { transcriber: t.transcriber, transcript_words: words };
  if (t.transcriber !== 'unavailable') f.transcript_pieces = t.pieces;
  if (t.language) f.language = t.language;
  if (t.note) f.transcription_note = t.note;
  return f;
}

function sentence(text: string): string {
  const s = text.replace(/\s+/g, ' ').trim();
  if (!s) return s;
  const cased = s[0]!.toUpperCase() + s.slice(1);
  return /[.!?…]$/.test(cased) ? cased : `${cased}.`;
}

/**
 * Speech to text for audio files and video sound tracks. A transcriber is a provider:
 *  - a whisper-compatible HTTP endpoint (POST {url}/v1/audio/transcriptions, the OpenAI shape
 *    served by whisper.cpp's server, faster-whisper servers and others) when configured;
 *  - otherwise the built-in one, Debian's `pocketsphinx_continuous` (offline, CPU only);
 *  - neither: the file still completes and its facts say no transcriber was available.
 * Long recordings are cut into pieces at quiet moments and the pieces are transcribed in
 * parallel (up to `backends.parallelism` at once), then stitched back on one time line.
 */
import { execFile } from 'node:child_process';
import { open, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { timeLeft } from './deadline.js';
import { findBinary } from './binaries.js';
import { mapLimit, toSpeechWav, type MediaInfo } from './media.js';
import type { ExtractBackends } from './types.js';

export interface TimedText {
  start: number;
  end: number;
  text: string;
}

/** A recognised stretch of speech; `words` when the recogniser times single words. */
export interface TranscriptSegment extends TimedText {
  words?: TimedText[];
}

export interface Transcriber {
  name: string;
  /** Longest piece worth sending in one go, seconds. */
  maxPieceSeconds: number;
  /** Shortest piece worth splitting into, seconds (below this, process start-up dominates). */
  minPieceSeconds: number;
  /**
   * Transcribes one 16 kHz mono WAV piece; times are relative to the piece. Past `timeoutMs`
   * the work is stopped and `timedOut` set (with whatever was recognised by then).
   */
  transcribe(wavPath: string, pieceSeconds: number, timeoutMs: number): Promise<PieceResult>;
}

export interface PieceResult {
  segments: TranscriptSegment[];
  language?: string;
  timedOut?: boolean;
}

export interface Transcript {
  /** Provider name, or 'unavailable'. */
  transcriber: string;
  segments: TimedText[];
  language?: string;
  pieces: number;
  /** Why the preferred provider was not used, or why there is no transcript. */
  note?: string;
  /** Set when the time limit stopped transcription before the end ("3 of 5 parts done"). */
  cutShort?: string;
}

/**
 * A hang guard for runs with no deadline (tests, tools): generous for the piece's length. Under
 * the daemon every run has the job's deadline instead.
 */
function guardMs(pieceSeconds: number, timeoutMs: number, base: number, perSecond: number): number {
  return Number.isFinite(timeoutMs) ? Math.max(1, Math.floor(timeoutMs)) : Math.ceil(base + pieceSeconds * perSecond);
}

// ---------------------------------------------------------------- whisper-compatible HTTP

/** `{url}/v1/audio/transcriptions`, accepting a url that already names the route or `/v1`. */
export function transcriptionEndpoint(url: string): string {
  const base = /^https?:\/\//.test(url) ? url : `http://${url}`;
  const u = new URL(base);
  const path = u.pathname.replace(/\/+$/, '');
  if (/\/audio\/transcriptions$/.test(path)) return u.href;
  u.pathname = /\/v1$/.test(path) ? `${path}/audio/transcriptions` : `${path}/v1/audio/transcriptions`;
  return u.href;
}

interface VerboseJson {
  text?: string;
  language?: string;
  segments?: Array<{ start?: number; end?: number; text?: string }>;
}

export function httpTranscriber(cfg: { url: string; model: string }): Transcriber {
  const endpoint = transcriptionEndpoint(cfg.url);
  return {
    name: 'whisper-http',
    maxPieceSeconds: 600,
    minPieceSeconds: 60,
    async transcribe(wavPath, pieceSeconds, timeoutMs) {
      const form = new FormData();
      form.set('file', new Blob([await readFile(wavPath)], { type: 'audio/wav' }), 'audio.wav');
      form.set('model', cfg.model);
      form.set('response_format', 'verbose_json');
      form.set('temperature', '0');
      const ms = guardMs(pieceSeconds, timeoutMs, 120_000, 3000);
      let res: Response;
      let body: string;
      try {
        res = await fetch(endpoint, { method: 'POST', body: form, signal: AbortSignal.timeout(ms) });
        body = await res.text();
      } catch (err) {
        if ((err as Error).name === 'TimeoutError' && Number.isFinite(timeoutMs)) return { segments: [], timedOut: true };
        throw err;
      }
      if (!res.ok) throw new Error(`${endpoint} answered ${res.status}: ${body.slice(0, 200)}`);
      let json: VerboseJson;
      try {
        json = JSON.parse(body) as VerboseJson;
      } catch {
        throw new Error(`${endpoint} did not answer JSON`);
      }
      const segments: TranscriptSegment[] = Array.isArray(json.segments)
        ? json.segments
            .filter((s) => typeof s.text === 'string' && s.text.trim())
            .map((s) => ({ start: Number(s.start) || 0, end: Number(s.end) || Number(s.start) || 0, text: s.text!.trim() }))
        : [];
      if (segments.length === 0 && json.text?.trim()) segments.push({ start: 0, end: pieceSeconds, text: json.text.trim() });
      return { segments, language: json.language };
    },
  };
}

// ---------------------------------------------------------------- pocketsphinx

const SPHINX_NAME = 'pocketsphinx_continuous';

/**
 * Where the built-in recogniser is: `CTX_POCKETSPHINX` names the binary (or `off` to disable
 * it), otherwise it is looked up on PATH. Undefined when it is not installed.
 */
export function pocketsphinxPath(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return findBinary(SPHINX_NAME, env.CTX_POCKETSPHINX, env.PATH);
}

const FILLER = /^(<s>|<\/s>|<sil>|\[[A-Z_]+\]|\+\+.*\+\+|\(NULL\))$/i;

/**
 * Parses `pocketsphinx_continuous -time yes` output: for each utterance a line with its text,
 * then one `word start end confidence` line per word (fillers such as <s>, <sil>, [NOISE]).
 */
export function parsePocketsphinx(stdout: string): TranscriptSegment[] {
  const out: TranscriptSegment[] = [];
  let cur: TimedText[] | undefined;
  const close = (): void => {
    if (cur && cur.length > 0) out.push({ start: cur[0]!.start, end: cur[cur.length - 1]!.end, text: cur.map((w) => w.text).join(' '), words: cur });
    cur = undefined;
  };
  for (const raw of stdout.split('\n')) {
    const line = raw.trim();
    const m = /^(\S+)\s+(\d+(?:\.\d+)?)\s+(\d+(?:\.\d+)?)\s+(-?\d+(?:\.\d+)?(?:e-?\d+)?)$/i.exec(line);
    if (m) {
      cur ??= [];
      const word = m[1]!.replace(/\(\d+\)$/, '');
      if (!FILLER.test(word)) cur.push({ text: word, start: Number(m[2]), end: Number(m[3]) });
      continue;
    }
    // Any other line starts a new utterance (its text line; empty when nothing was heard).
    close();
  }
  close();
  return out;
}

/**
 * Narrower search than the defaults (fewer Gaussians, HMMs and words per frame, a phonetic
 * look-ahead): about 40% less CPU on continuous speech, with the same words on our samples.
 */
const SPHINX_SPEED = ['-topn', '2', '-maxhmmpf', '3000', '-maxwpf', '10', '-pl_window', '5'];

export function pocketsphinxTranscriber(bin: string): Transcriber {
  return {
    name: 'pocketsphinx',
    maxPieceSeconds: 45,
    minPieceSeconds: 20,
    transcribe(wavPath, pieceSeconds, timeoutMs) {
      return new Promise((resolve, reject) => {
        execFile(
          bin,
          ['-infile', wavPath, '-time', 'yes', '-logfn', '/dev/null', ...SPHINX_SPEED],
          { timeout: guardMs(pieceSeconds, timeoutMs, 60_000, 4000), maxBuffer: 64 * 1024 * 1024, killSignal: 'SIGKILL' },
          (err, stdout, stderr) => {
            // Stopped at the deadline: what it printed so far still counts (usually nothing,
            // its output being buffered; pieces are short, so little is lost).
            if (err && (err as { killed?: boolean }).killed && Number.isFinite(timeoutMs)) return resolve({ segments: parsePocketsphinx(stdout), timedOut: true });
            if (err) return reject(new Error(`${SPHINX_NAME} failed: ${(stderr || err.message).trim().split('\n').pop()}`));
            resolve({ segments: parsePocketsphinx(stdout) });
          },
        );
      });
    },
  };
}

// ---------------------------------------------------------------- choosing a provider

/** The configured endpoint first, then pocketsphinx; an empty list means no transcriber. */
export function transcribers(backends: ExtractBackends | undefined, env: NodeJS.ProcessEnv = process.env): Transcriber[] {
  const list: Transcriber[] = [];
  if (backends?.transcription?.url) list.push(httpTranscriber(backends.transcription));
  const sphinx = pocketsphinxPath(env);
  if (sphinx) list.push(pocketsphinxTranscriber(sphinx));
  return list;
}

export const NO_TRANSCRIBER =
  'no transcriber was available (install pocketsphinx and pocketsphinx-en-us, or configure a whisper-compatible transcription endpoint)';

/**
 * Transcribes the first audio stream of `input`: decodes it once to 16 kHz mono WAV in `dir`,
 * cuts that into pieces and runs the first provider that works. A provider failing falls back
 * to the next one; when none works the result says why instead of throwing, so the file still
 * completes with its media facts.
 */
export async function transcribeMedia(input: string, info: MediaInfo, backends: ExtractBackends | undefined, dir: string, deadline?: number): Promise<Transcript> {
  const providers = transcribers(backends);
  if (providers.length === 0) return { transcriber: 'unavailable', segments: [], pieces: 0, note: NO_TRANSCRIBER };
  const notStarted: Transcript = { transcriber: providers[0]!.name, segments: [], pieces: 0, cutShort: 'transcription not started: the time limit was reached' };
  if (timeLeft(deadline) <= 0) return notStarted;
  const wav = join(dir, 'speech.wav');
  try {
    await toSpeechWav(input, wav, info.duration, deadline);
  } catch (err) {
    // Decoding stopped by the deadline is time running out, not a broken file.
    if (timeLeft(deadline) <= 0) return notStarted;
    throw err;
  }
  const pcm = await wavLayout(wav);
  const notes: string[] = [];
  for (const p of providers) {
    try {
      const t = await transcribeWith(p, wav, pcm, Math.max(1, backends?.parallelism ?? 1), dir, deadline);
      return notes.length > 0 ? { ...t, note: notes.join('; ') } : t;
    } catch (err) {
      notes.push(`${p.name} failed: ${(err as Error).message.split('\n')[0]}`);
    }
  }
  return { transcriber: 'unavailable', segments: [], pieces: 0, note: `no transcriber could transcribe the audio: ${notes.join('; ')}` };
}

async function transcribeWith(p: Transcriber, wav: string, pcm: WavLayout, parallelism: number, dir: string, deadline?: number): Promise<Transcript> {
  const pieces = await planPieces(wav, pcm, p, parallelism);
  let language: string | undefined;
  let stopped = 0;
  const parts = await mapLimit(pieces, parallelism, async (piece, i) => {
    // Pieces that have not started by the deadline are left out; one running then is stopped.
    if (timeLeft(deadline) <= 0) {
      stopped++;
      return [];
    }
    const file = pieces.length === 1 ? wav : join(dir, `${p.name}-piece-${i}.wav`);
    if (pieces.length > 1) await writePiece(wav, pcm, piece.from, piece.to, file);
    const r = await p.transcribe(file, piece.to - piece.from, timeLeft(deadline));
    if (r.timedOut) stopped++;
    language ??= r.language;
    return keepOwned(r.segments, piece);
  });
  const segments = parts.flat().sort((a, b) => a.start - b.start);
  const cutShort = stopped > 0 ? `transcription stopped at the time limit (${pieces.length - stopped} of ${pieces.length} parts done)` : undefined;
  return { transcriber: p.name, segments, language, pieces: pieces.length, ...(cutShort ? { cutShort } : {}) };
}

/** Shifts a piece's segments onto the recording's time line and keeps the piece's own share of the overlap. */
function keepOwned(segs: TranscriptSegment[], piece: Piece): TimedText[] {
  const shift = (t: TimedText): TimedText => ({ start: t.start + piece.from, end: t.end + piece.from, text: t.text });
  const owned = (t: TimedText): boolean => {
    const mid = (t.start + t.end) / 2;
    return mid >= piece.ownFrom && mid < piece.ownTo;
  };
  const out: TimedText[] = [];
  for (const s of segs) {
    if (s.words) {
      const words = s.words.map(shift).filter(owned);
      if (words.length > 0) out.push({ start: words[0]!.start, end: words[words.length - 1]!.end, text: words.map((w) => w.text).join(' ') });
    } else {
      const t = shift(s);
      if (owned(t)) out.push(t);
    }
  }
  return out;
}

// ---------------------------------------------------------------- WAV pieces

interface WavLayout {
  dataOffset: number;
  dataBytes: number;
  sampleRate: number;
  /** Bytes per sample frame (all channels). */
  blockAlign: number;
  header: Buffer;
}

interface Piece {
  /** Extracted window, seconds (includes the overlap). */
  from: number;
  to: number;
  /** The share of the time line this piece answers for. */
  ownFrom: number;
  ownTo: number;
}

async function wavLayout(path: string): Promise<WavLayout> {
  const fh = await open(path, 'r');
  try {
    const size = (await fh.stat()).size;
    const head = Buffer.alloc(Math.min(size, 4096));
    await fh.read(head, 0, head.length, 0);
    if (head.toString('latin1', 0, 4) !== 'RIFF' || head.toString('latin1', 8, 12) !== 'WAVE') throw new Error('decoded audio is not a WAV file');
    let off = 12;
    let sampleRate = 16000;
    let blockAlign = 2;
    let fmt: Buffer | undefined;
    while (off + 8 <= head.length) {
      const id = head.toString('latin1', off, off + 4);
      const len = head.readUInt32LE(off + 4);
      if (id === 'fmt ') {
        fmt = head.subarray(off, off + 8 + len);
        sampleRate = head.readUInt32LE(off + 12);
        blockAlign = head.readUInt16LE(off + 20);
      } else if (id === 'data') {
        const dataOffset = off + 8;
        // ffmpeg leaves the size unset when it cannot seek back; the rest of the file is data then.
        const dataBytes = len === 0 || len === 0xffffffff || dataOffset + len > size ? size - dataOffset : len;
        if (!fmt) throw new Error('decoded audio has no format chunk');
        const header = Buffer.alloc(12 + fmt.length + 8);
        header.write('RIFF', 0, 'latin1');
        header.write('WAVE', 8, 'latin1');
        fmt.copy(header, 12);
        header.write('data', 12 + fmt.length, 'latin1');
        return { dataOffset, dataBytes, sampleRate, blockAlign, header };
      }
      off += 8 + len + (len % 2);
    }
    throw new Error('decoded audio has no data chunk');
  } finally {
    await fh.close();
  }
}

function durationOf(pcm: WavLayout): number {
  return pcm.dataBytes / pcm.blockAlign / pcm.sampleRate;
}

async function readPcm(wav: string, pcm: WavLayout, from: number, to: number): Promise<Buffer> {
  const start = Math.max(0, Math.floor(from * pcm.sampleRate)) * pcm.blockAlign;
  const end = Math.min(pcm.dataBytes, Math.ceil(to * pcm.sampleRate) * pcm.blockAlign);
  const buf = Buffer.alloc(Math.max(0, end - start));
  const fh = await open(wav, 'r');
  try {
    await fh.read(buf, 0, buf.length, pcm.dataOffset + start);
  } finally {
    await fh.close();
  }
  return buf;
}

async function writePiece(wav: string, pcm: WavLayout, from: number, to: number, out: string): Promise<void> {
  const data = await readPcm(wav, pcm, from, to);
  const header = Buffer.from(pcm.header);
  header.writeUInt32LE(header.length - 8 + data.length, 4);
  header.writeUInt32LE(data.length, header.length - 4);
  await writeFile(out, Buffer.concat([header, data]));
}

const QUIET_DBFS = -35;

/**
 * Cuts the recording into pieces of about `target` seconds (enough pieces to keep every worker
 * busy, none longer than the provider likes). Each cut is moved to the quietest moment within a
 * few seconds of where it would fall, so words are rarely split; a cut that finds no pause gets
 * a longer overlap, and the words in an overlap are kept by the piece that owns their midpoint.
 */
async function planPieces(wav: string, pcm: WavLayout, p: Transcriber, parallelism: number): Promise<Piece[]> {
  const total = durationOf(pcm);
  const target = Math.min(p.maxPieceSeconds, Math.max(p.minPieceSeconds, total / parallelism));
  const n = Math.max(1, Math.ceil(total / target - 0.15));
  if (n === 1) return [{ from: 0, to: total, ownFrom: 0, ownTo: Number.POSITIVE_INFINITY }];
  const step = total / n;
  const cuts: Array<{ t: number; quiet: boolean }> = [];
  for (let k = 1; k < n; k++) {
    const ideal = step * k;
    const window = Math.min(8, step / 4);
    cuts.push(await quietestNear(wav, pcm, ideal - window, ideal + window));
  }
  const pieces: Piece[] = [];
  for (let k = 0; k < n; k++) {
    const left = k === 0 ? undefined : cuts[k - 1]!;
    const right = k === n - 1 ? undefined : cuts[k]!;
    const ownFrom = left ? left.t : 0;
    const ownTo = right ? right.t : Number.POSITIVE_INFINITY;
    const from = left ? Math.max(0, left.t - (left.quiet ? 0.3 : 1.5)) : 0;
    const to = right ? Math.min(total, right.t + (right.quiet ? 0.3 : 1.5)) : total;
    pieces.push({ from, to, ownFrom, ownTo });
  }
  return pieces;
}

/** The middle of the quietest 300 ms stretch between `from` and `to` seconds. */
async function quietestNear(wav: string, pcm: WavLayout, from: number, to: number): Promise<{ t: number; quiet: boolean }> {
  const data = await readPcm(wav, pcm, from, to);
  const frame = Math.max(1, Math.round(pcm.sampleRate * 0.02)); // 20 ms
  const bytesPerFrame = frame * pcm.blockAlign;
  const energies: number[] = [];
  for (let off = 0; off + bytesPerFrame <= data.length; off += bytesPerFrame) {
    let sum = 0;
    for (let i = off; i < off + bytesPerFrame; i += pcm.blockAlign) {
      const s = data.readInt16LE(i) / 32768;
      sum += s * s;
    }
    energies.push(sum / frame);
  }
  const span = 15; // 15 × 20 ms = 300 ms
  if (energies.length < span) return { t: (from + to) / 2, quiet: false };
  let best = Number.POSITIVE_INFINITY;
  let bestAt = 0;
  let bestEnergy = 0;
  let acc = energies.slice(0, span).reduce((a, b) => a + b, 0);
  const centre = (from + to) / 2;
  for (let i = 0; i + span <= energies.length; i++) {
    if (i > 0) acc += energies[i + span - 1]! - energies[i - 1]!;
    const t = from + ((i + span / 2) * frame) / pcm.sampleRate;
    // Among equally quiet stretches prefer the one nearest to the ideal cut.
    const score = acc * (1 + Math.abs(t - centre) / 100);
    if (score < best) {
      best = score;
      bestAt = i;
      bestEnergy = acc;
    }
  }
  const rms = Math.sqrt(Math.max(0, bestEnergy) / span);
  const dbfs = rms > 0 ? 20 * Math.log10(rms) : -120;
  return { t: from + ((bestAt + span / 2) * frame) / pcm.sampleRate, quiet: dbfs < QUIET_DBFS };
}

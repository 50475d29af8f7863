/**
 * Large plain-text files read as a stream: the same paragraphs and `#line=N` locators as
 * text.ts, handed on in batches while the file is read, so that no process ever holds a 200 MB
 * log whole (it took the daemon from 345 MB to 1.1 GB when it arrived as one result). A line
 * with no end in sight (a 100 MB single-line export) is cut into pieces at spaces, each piece
 * keeping the line's locator, so all of it is indexed.
 */
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { decodeText } from './decode.js';
import type { Segment } from './types.js';

/** From this size on, a .txt is streamed (smaller ones read whole, as text.ts does). */
export const STREAM_MIN_BYTES = 16 * 1024 * 1024;
/** Same rule as text.ts: a paragraph longer than this is kept line by line. */
const LONG_PARAGRAPH = 1600;
/** A line is cut into pieces of about this many characters (at a space when there is one). */
const LINE_PIECE = 16 * 1024;
/** Segments handed on together (about a megabyte of text). */
const BATCH_CHARS = 1024 * 1024;
/** Text kept for enrichment (metadata, profile, events): the start of the file. */
const HEAD_CHARS = 250_000;

export interface StreamedText {
  title?: string;
  /** The first segments, up to about HEAD_CHARS: what enrichment reads. */
  head: Segment[];
  facts: { encoding: string; characters: number; lines: number };
}

/**
 * The encoding, judged on the first 64 KiB as text.ts would judge the whole file, except that
 * UTF-8 must hold for the whole file (checked in a first pass), else windows-1252.
 */
async function encodingOf(path: string): Promise<string | undefined> {
  const fh = await open(path, 'r');
  const head = Buffer.alloc(64 * 1024);
  let n: number;
  try {
    n = (await fh.read(head, 0, head.length, 0)).bytesRead;
  } finally {
    await fh.close();
  }
  const guess = decodeText(head.subarray(0, n - (n % 4))).encoding;
  if (guess === 'utf-32le' || guess === 'utf-32be') return undefined;
  if (guess !== 'utf-8' && guess !== 'windows-1252') return guess;
  const check = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const b of createReadStream(path, { highWaterMark: 1024 * 1024 })) check.decode(b as Buffer, { stream: true });
    check.decode();
    return 'utf-8';
  } catch {
    return 'windows-1252';
  }
}

/**
 * Reads `path` and calls `onSegments` with each batch of segments and the title so far
 * (awaited: the consumer's pace bounds the memory). Undefined when the file's encoding cannot be streamed (UTF-32): read it whole.
 */
export async function streamText(path: string, onSegments: (segs: Segment[], title: string | undefined) => Promise<void>): Promise<StreamedText | undefined> {
  const encoding = await encodingOf(path);
  if (!encoding) return undefined;
  const bom = encoding === 'utf-8' ? [0xef, 0xbb, 0xbf] : encoding === 'utf-16le' ? [0xff, 0xfe] : encoding === 'utf-16be' ? [0xfe, 0xff] : [];
  const decoder = encoding === 'windows-1252' ? undefined : new TextDecoder(encoding, { ignoreBOM: false });
  const { decodeWindows1252 } = await import('./cp1252.js');

  const head: Segment[] = [];
  let headChars = 0;
  let batch: Segment[] = [];
  let batchChars = 0;
  let characters = 0;
  let lineNo = 0; // lines completed so far
  let carry = ''; // the current line's text not yet given out
  let carryPieces = 0; // pieces of the current line already given out
  // The current paragraph: its lines (with their numbers) until it proves long.
  let para: Array<{ text: string; line: number }> = [];
  let paraChars = 0;
  let paraLong = false;
  let title: string | undefined;
  let firstLine: string | undefined;

  const push = async (seg: Segment): Promise<void> => {
    if (headChars < HEAD_CHARS) {
      head.push(seg);
      headChars += seg.text.length;
    }
    batch.push(seg);
    batchChars += seg.text.length;
    if (batchChars >= BATCH_CHARS) await flushBatch();
  };
  const flushBatch = async (): Promise<void> => {
    if (batch.length === 0) return;
    const out = batch;
    batch = [];
    batchChars = 0;
    // The title as text.ts would pick it: known from the first line on (a batch is ~1 MB of text).
    await onSegments(out, firstLine && firstLine.length <= 200 ? firstLine : undefined);
  };
  const flushPara = async (): Promise<void> => {
    if (!paraLong) {
      const t = para.map((l) => l.text).join('\n').trim();
      if (t) await push({ text: t, locator: `#line=${para[0]!.line}` });
    }
    para = [];
    paraChars = 0;
    paraLong = false;
  };
  /** A whole line (or the last piece of a cut one) joins its paragraph. */
  const endLine = async (text: string): Promise<void> => {
    lineNo++;
    if (firstLine === undefined && text.trim()) firstLine = text.trim();
    if (carryPieces > 0) {
      // The rest of a line already given out in pieces.
      if (text.trim()) await push({ text: text.trim(), locator: `#line=${lineNo}` });
      carryPieces = 0;
      return;
    }
    if (text.trim() === '') return flushPara();
    para.push({ text, line: lineNo });
    paraChars += text.length + 1;
    if (!paraLong && paraChars > LONG_PARAGRAPH) {
      // Long paragraphs are kept line by line (text.ts): give out what is held, then each line.
      paraLong = true;
      for (const l of para) if (l.text.trim()) await push({ text: l.text.trim(), locator: `#line=${l.line}` });
    } else if (paraLong && text.trim()) await push({ text: text.trim(), locator: `#line=${lineNo}` });
  };
  /** A line that grew past LINE_PIECE without ending: its start goes out as a piece. */
  const cutCarry = async (): Promise<void> => {
    while (carry.length > LINE_PIECE * 2) {
      let at = carry.lastIndexOf(' ', LINE_PIECE);
      if (at < LINE_PIECE / 2) at = LINE_PIECE;
      const piece = carry.slice(0, at).trim();
      carry = carry.slice(at);
      if (carryPieces === 0) {
        // The paragraph before this line ends here; the line is its own from now on.
        await flushPara();
        if (firstLine === undefined && piece) firstLine = piece.slice(0, 201);
      }
      carryPieces++;
      if (piece) await push({ text: piece, locator: `#line=${lineNo + 1}` });
    }
  };
  let pendingCr = false;
  let lineFeeds = 0;
  const take = async (decoded: string): Promise<void> => {
    characters += decoded.length;
    for (let i = decoded.indexOf('\n'); i >= 0; i = decoded.indexOf('\n', i + 1)) lineFeeds++;
    let text = pendingCr ? `\r${decoded}` : decoded;
    // A \r at the very end may be the first half of a \r\n split between two reads.
    pendingCr = text.endsWith('\r');
    if (pendingCr) text = text.slice(0, -1);
    carry += text.replace(/\r\n?/g, '\n');
    let nl = carry.indexOf('\n');
    let from = 0;
    while (nl >= 0) {
      await endLine(carry.slice(from, nl));
      from = nl + 1;
      nl = carry.indexOf('\n', from);
    }
    carry = carry.slice(from);
    await cutCarry();
  };

  let first = true;
  for await (const raw of createReadStream(path, { highWaterMark: 1024 * 1024 })) {
    let b = raw as Buffer;
    if (first && bom.length > 0 && bom.every((x, i) => b[i] === x)) b = b.subarray(bom.length);
    first = false;
    await take(decoder ? decoder.decode(b, { stream: true }) : decodeWindows1252(b));
  }
  if (decoder) await take(decoder.decode());
  if (pendingCr) {
    pendingCr = false;
    carry += '\n';
    await endLine(carry.slice(0, -1));
    carry = '';
  }
  const endedWithNewline = carry.length === 0 && carryPieces === 0;
  if (!endedWithNewline) {
    await endLine(carry);
    carry = '';
  }
  await flushPara();
  await flushBatch();
  // Lines as text.ts counts them: line feeds + 1 for a non-empty file.
  const lines = characters > 0 ? lineFeeds + 1 : 0;
  if (firstLine && firstLine.length <= 200 && head.length > 0 && characters > firstLine.length) title = firstLine;
  return { title, head, facts: { encoding, characters, lines } };
}

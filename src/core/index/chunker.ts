import type { Segment } from '../ingest/types.js';
import type { ChunkInput } from '../store/chunks.js';
import { splitSentences } from './sentences.js';

export interface ChunkOptions {
  /** Chunks grow up to about this many characters... */
  target: number;
  /** ...and a single segment longer than this is split at sentence boundaries. */
  max: number;
  /** Characters of the previous piece repeated at the start of a split piece. */
  overlap: number;
}

export const DEFAULT_CHUNKING: ChunkOptions = { target: 1000, max: 1600, overlap: 150 };

/**
 * Groups segments into retrieval-sized chunks without crossing a section boundary, each chunk
 * keeping the locator of its first segment; oversized segments are cut at sentence ends with a
 * little overlap so a fact that straddles the cut is still found whole in one of the pieces.
 */
export function chunkSegments(segments: Segment[], opts: ChunkOptions = DEFAULT_CHUNKING): ChunkInput[] {
  const out: ChunkInput[] = [];
  let cur: { text: string; locator: string; section?: string; anchors: Array<[number, string]> } | undefined;
  const flush = (): void => {
    const text = cur?.text.trim();
    if (cur && text) {
      // Offsets must point into the trimmed text that is stored.
      const lead = cur.text.length - cur.text.trimStart().length;
      const anchors = cur.anchors.map(([at, loc]): [number, string] => [Math.max(0, at - lead), loc]);
      out.push({ text, locator: cur.locator, ...(anchors.length > 1 ? { anchors } : {}) });
    }
    cur = undefined;
  };
  for (const seg of segments) {
    const pieces = seg.text.length > opts.max ? splitLong(seg.text, opts) : [seg.text];
    for (const piece of pieces) {
      const sameSection = cur && cur.section === seg.section;
      if (cur && sameSection && cur.text.length + piece.length + 1 <= opts.target) {
        if (cur.anchors[cur.anchors.length - 1]![1] !== seg.locator) cur.anchors.push([cur.text.length + 1, seg.locator]);
        cur.text += '\n' + piece;
        continue;
      }
      flush();
      cur = { text: piece, locator: seg.locator, section: seg.section, anchors: [[0, seg.locator]] };
    }
  }
  flush();
  return out;
}

function splitLong(text: string, opts: ChunkOptions): string[] {
  const sentences = splitSentences(text).flatMap((s) => (s.length > opts.max ? hardSplit(s, opts.max) : [s]));
  const pieces: string[] = [];
  let cur = '';
  for (const s of sentences) {
    if (cur && cur.length + s.length + 1 > opts.target) {
      pieces.push(cur);
      const tail = cur.length > opts.overlap ? cur.slice(cur.length - opts.overlap) : cur;
      cur = `${tail.slice(tail.indexOf(' ') + 1)} ${s}`;
    } else cur = cur ? `${cur} ${s}` : s;
  }
  if (cur) pieces.push(cur);
  return pieces;
}

function hardSplit(s: string, max: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < s.length; i += max) out.push(s.slice(i, i + max));
  return out;
}

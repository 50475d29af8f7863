/**
 * Chunking by structure: chunks follow the extractor's segments (paragraphs, pages, sheet rows,
 * transcript times), never cross a section, keep a short title with its text, split long
 * segments at sentence ends with overlap, and carry a locator (plus anchors) for every part.
 */
import { describe, expect, it } from 'vitest';
import { chunkSegments, DEFAULT_CHUNKING } from '../../src/core/index/chunker.js';
import { textToSegments } from '../../src/core/ingest/text.js';
import { segmentAt, toStoredChunk } from '../../src/core/store/chunks.js';
import type { Segment } from '../../src/core/ingest/types.js';

const sentence = (i: number) => `Sentence number ${i} talks about topic ${i} in some detail for the reader.`;
const prose = (from: number, n: number) => Array.from({ length: n }, (_, i) => sentence(from + i)).join(' ');

describe('chunking', () => {
  it('keeps a title line with the abstract that follows, as one chunk with two anchors', () => {
    const abstract = prose(0, 17); // ~1,300 characters: more than the target once the title is added
    const { segments } = textToSegments(`A short title\n\n${abstract}`);
    const chunks = chunkSegments(segments);
    expect(chunks).toHaveLength(1);
    expect(chunks[0]!.text.startsWith('A short title\n')).toBe(true);
    expect(chunks[0]!.locator).toBe('#line=1');
    expect(chunks[0]!.anchors).toEqual([[0, '#line=1'], ['A short title\n'.length, '#line=3']]);
    const stored = toStoredChunk(chunks[0]!);
    const hit = { text: stored.text, locator: stored.locator, anchors: stored.anchors };
    expect(segmentAt(hit, stored.text.indexOf('number 5')).locator).toBe('#line=3');
  });

  it('splits a long segment at sentence ends, each piece within max, overlapping the previous', () => {
    const long = prose(0, 80); // ~6,000 characters
    const chunks = chunkSegments([{ text: long, locator: '#page=3' }]);
    expect(chunks.length).toBeGreaterThan(2);
    for (const c of chunks) {
      expect(c.text.length).toBeLessThanOrEqual(DEFAULT_CHUNKING.max);
      expect(c.locator).toBe('#page=3');
      expect(c.text.endsWith('.')).toBe(true);
    }
    for (let i = 1; i < chunks.length; i++) {
      const prevTail = chunks[i - 1]!.text.slice(-60);
      const overlap = prevTail.slice(prevTail.indexOf(' ') + 1, prevTail.indexOf(' ') + 30);
      expect(chunks[i]!.text.slice(0, DEFAULT_CHUNKING.overlap + 10)).toContain(overlap);
    }
    // Nothing is lost: every sentence is in some chunk.
    for (let i = 0; i < 80; i++) expect(chunks.some((c) => c.text.includes(`number ${i} talks`))).toBe(true);
  });

  it('merges small units up to the target but never across sections (sheets, headings)', () => {
    const rows: Segment[] = [];
    for (let r = 2; r <= 40; r++) rows.push({ text: `Item: thing ${r}; Amount: ${r * 3}`, locator: `#sheet=Q1&row=${r}`, section: 'Q1' });
    for (let r = 2; r <= 5; r++) rows.push({ text: `Item: other ${r}; Amount: ${r}`, locator: `#sheet=Q2&row=${r}`, section: 'Q2' });
    const chunks = chunkSegments(rows);
    const q1 = chunks.filter((c) => c.locator.startsWith('#sheet=Q1'));
    const q2 = chunks.filter((c) => c.locator.startsWith('#sheet=Q2'));
    expect(q1.length).toBeGreaterThanOrEqual(1);
    expect(q2).toHaveLength(1);
    expect(chunks.every((c) => !(c.text.includes('thing') && c.text.includes('other')))).toBe(true);
    // Every row keeps its own reference.
    expect(q2[0]!.anchors!.map((a) => a[1])).toEqual(['#sheet=Q2&row=2', '#sheet=Q2&row=3', '#sheet=Q2&row=4', '#sheet=Q2&row=5']);
  });

  it('groups transcript pieces into windows that keep each start time', () => {
    const pieces: Segment[] = Array.from({ length: 60 }, (_, i) => ({
      text: `Speaker talks about item ${i} of the agenda for a while.`,
      locator: `#t=00:${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
    }));
    const chunks = chunkSegments(pieces);
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks[0]!.locator).toBe('#t=00:00:00');
    const second = chunks[1]!;
    const firstPiece = pieces.findIndex((p) => second.text.startsWith(p.text));
    expect(second.locator).toBe(pieces[firstPiece]!.locator);
    expect(second.anchors!.length).toBeGreaterThan(1);
  });

  it('does not glue a short unit to a different section', () => {
    const chunks = chunkSegments([
      { text: 'Caption of the photo', locator: '#caption', section: 'Caption' },
      { text: prose(0, 5), locator: '#ocr' },
    ]);
    expect(chunks.map((c) => c.locator)).toEqual(['#caption', '#ocr']);
  });
});

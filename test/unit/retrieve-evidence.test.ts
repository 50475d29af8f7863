import { describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createStore } from '../../src/core/store/index.js';
import { indexStats, queryEvidence } from '../../src/core/retrieve/evidence.js';
import { parseQuery } from '../../src/core/retrieve/fts-query.js';

describe('queryEvidence', () => {
  it('still sees the best hit hold the query right after a large upload (stale row count)', () => {
    const store = createStore({ dbPath: join(mkdtempSync(join(tmpdir(), 'ctx-evidence-')), 'ctx.db') });
    store.db.exec('PRAGMA foreign_keys = OFF');
    store.chunks.appendForFile('small', 1, 'note.txt', [{ text: 'A short note about lunch.', locator: '#line=1', anchors: null }], 0);
    // The row count is read now and kept for a few seconds…
    expect(indexStats(store).rows).toBe(1);
    // …while a book of 300 chapters arrives: "chapter" is now in more rows than that count.
    const book = Array.from({ length: 300 }, (_, i) => ({ text: `Chapter ${i + 1}\nParagraph 1 of chapter ${i + 1}: the quick brown fox.`, locator: `#paragraph=${i + 1}`, anchors: null }));
    const ids = store.chunks.appendForFile('book', 1, 'book.docx', book, 0);
    expect(ids).toHaveLength(300);
    const evidence = queryEvidence(store, parseQuery('chapter 300'), true);
    expect(evidence.bm25).toBeGreaterThan(0.99);
  });

  it('is the share of the query the index holds, and 0 when BM25 found nothing', () => {
    const store = createStore({ dbPath: join(mkdtempSync(join(tmpdir(), 'ctx-evidence-')), 'ctx.db') });
    store.db.exec('PRAGMA foreign_keys = OFF');
    const notes = ['The heron waits by the weir.', 'Lunch with Ana on Friday.', 'The weir was rebuilt in spring.', 'Spring cleaning of the shed.'];
    store.chunks.appendForFile('notes', 1, 'notes.txt', notes.map((text, i) => ({ text, locator: `#line=${i + 1}`, anchors: null })), 0);
    const held = queryEvidence(store, parseQuery('heron weir'), true);
    expect(held.bm25).toBeCloseTo(1, 6);
    // "zeppelin" is in no text: the rarest word of all weighs most, so most of the query is missing.
    const half = queryEvidence(store, parseQuery('heron zeppelin'), true);
    expect(half.bm25).toBeGreaterThan(0);
    expect(half.bm25).toBeLessThan(0.5);
    expect(queryEvidence(store, parseQuery('heron weir'), false).bm25).toBe(0);
  });
});

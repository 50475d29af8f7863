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
    const evidence = queryEvidence(store, 1, parseQuery('chapter 300'), ids[299]);
    expect(evidence.bm25).toBeGreaterThan(0.99);
  });
});

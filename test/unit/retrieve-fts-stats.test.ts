/**
 * BM25 statistics survive deletions: FTS5's contentless-delete tables keep deleted rows in their
 * totals, so re-indexed files inflate the row count; the repair rebuilds both FTS tables from
 * the chunks table, after which scores equal those of an index built fresh.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repairFtsStatistics } from '../../src/core/retrieve/fts-maintenance.js';
import { searchChunks, searchFiles } from '../../src/core/retrieve/search.js';
import { titleFor } from '../../src/core/index/title.js';
import { RetrievalFixture } from '../helpers/retrieval.js';

const TEXTS = Array.from({ length: 300 }, (_, i) =>
  i % 3 === 0 ? `Invoice ${i} for the plumber who replaced the boiler valve; paid by card.` : `Note ${i}: the garden needs compost, mulch and a new hose before spring. 花园 ${i}`,
);

async function build(fx: RetrievalFixture): Promise<string[]> {
  const ids: string[] = [];
  for (const [i, t] of TEXTS.entries()) ids.push(await fx.add(`/notes/n${i}.txt`, t));
  return ids;
}

const scores = (fx: RetrievalFixture, q: string) => searchChunks(fx.store, 1, q, 5, { mode: 'bm25' }).map((h) => `${h.file_id}:${h.score.toFixed(6)}`);

describe('FTS statistics repair', () => {
  const fresh = new RetrievalFixture({ vectors: false });
  const edited = new RetrievalFixture({ vectors: false });
  beforeAll(async () => {
    await build(fresh);
    const ids = await build(edited);
    // Every file re-indexed twice with the same text, as an edit or a move does.
    for (let round = 0; round < 2; round++) {
      for (const [i, id] of ids.entries()) {
        const chunks = edited.store.chunks.forFile(id).map((c) => ({ text: c.text, locator: c.locator }));
        edited.store.tx(() => edited.store.chunks.replaceForFile(id, 1, `notes n${i}`, chunks));
      }
    }
  });
  afterAll(() => {
    fresh.close();
    edited.close();
  });

  it('sees the drift, rebuilds, and then ranks exactly like a fresh index', () => {
    const before = edited.store.chunks.ftsRowCounts('chunks_fts');
    expect(before.actual).toBe(300);
    expect(before.counted).toBe(900);
    expect(edited.store.chunks.ftsRowCounts('chunks_cjk').counted).toBe(600);
    expect(scores(edited, 'plumber boiler')).not.toEqual(scores(fresh, 'plumber boiler'));

    const logs: string[] = [];
    expect(repairFtsStatistics(edited.store, (m) => logs.push(m))).toBe(300);
    expect(logs[0]).toMatch(/re-indexed 300 chunks/);
    expect(edited.store.chunks.ftsRowCounts('chunks_fts')).toEqual({ counted: 300, actual: 300 });
    expect(edited.store.chunks.ftsRowCounts('chunks_cjk')).toEqual({ counted: 200, actual: 200 });
    expect(scores(edited, 'plumber boiler')).toEqual(scores(fresh, 'plumber boiler'));
    expect(scores(edited, '花园')).toEqual(scores(fresh, '花园'));
    // Nothing left to do.
    expect(repairFtsStatistics(edited.store)).toBe(0);
  });

  it('leaves an index alone while files are queued', async () => {
    const fx = new RetrievalFixture({ vectors: false });
    try {
      const ids = await build(fx);
      for (const id of ids) {
        const chunks = fx.store.chunks.forFile(id).map((c) => ({ text: c.text, locator: c.locator }));
        fx.store.tx(() => fx.store.chunks.replaceForFile(id, 1, 'x', chunks));
      }
      fx.store.jobs.enqueue(ids[0]!);
      expect(repairFtsStatistics(fx.store)).toBe(0);
      expect(fx.store.chunks.ftsRowCounts('chunks_fts').counted).toBe(600);
    } finally {
      fx.close();
    }
  });
});

describe('file kind words in the title column', () => {
  it('indexes the words for a media file\'s kind, none for a text document', () => {
    expect(titleFor('/trips/IMG_0042.jpg')).toBe('trips IMG 0042 photo picture image');
    expect(titleFor('/memos/voice-note.m4a')).toBe('memos voice note audio recording');
    expect(titleFor('/notes/plan.txt', 'Plan')).toBe('notes plan Plan');
  });

  it('re-indexes an index built before them once, so old photos are found as pictures', async () => {
    const fx = new RetrievalFixture({ vectors: false });
    try {
      const id = await fx.add('/trips/IMG_0042.jpg', 'Photo taken on Friday 10 April 2015. Camera: iPhone 6 (Apple).');
      await fx.add('/notes/phone.txt', 'Phone\n\nCall the phone company about the bill.');
      // As an older version wrote it: path words only, and no recipe version recorded.
      const chunks = fx.store.chunks.forFile(id).map((c) => ({ text: c.text, locator: c.locator }));
      fx.store.tx(() => fx.store.chunks.replaceForFile(id, 1, 'trips IMG 0042', chunks));
      fx.store.db.prepare("DELETE FROM settings WHERE name = 'fts_title_version'").run();
      expect(searchFiles(fx.store, 1, 'picture', 5).map((h) => h.entry.path)).toEqual([]);

      const logs: string[] = [];
      expect(repairFtsStatistics(fx.store, (m) => logs.push(m))).toBe(2);
      expect(logs[0]).toMatch(/kind words/);
      expect(searchFiles(fx.store, 1, 'picture', 5).map((h) => h.entry.path)).toEqual(['/trips/IMG_0042.jpg']);
      expect(searchFiles(fx.store, 1, 'phone picture April', 5)[0]!.entry.path).toBe('/trips/IMG_0042.jpg');
      // Once done, never again.
      expect(repairFtsStatistics(fx.store)).toBe(0);
    } finally {
      fx.close();
    }
  });
});

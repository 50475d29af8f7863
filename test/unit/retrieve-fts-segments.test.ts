/**
 * Ways the search was made cheaper without changing what it finds: the MATCH leaves out the
 * title/body column filter when no term could be a scope token, the index's segments are merged
 * when indexing pauses, and the file ranking reads chunk text only for what it returns. Hits and
 * scores stay exactly the same.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchChunks, searchFiles } from '../../src/core/retrieve/search.js';
import { RetrievalFixture } from '../helpers/retrieval.js';

const segments = (fx: RetrievalFixture, table: string): number =>
  (fx.store.db.prepare(`SELECT count(DISTINCT segid) AS n FROM ${table}_idx`).get() as { n: number }).n;

const ranking = (fx: RetrievalFixture, q: string) => searchChunks(fx.store, 1, q, 20, { mode: 'bm25' }).map((h) => `${h.chunk_id}:${h.score}`);

describe('the column filter', () => {
  const fx = new RetrievalFixture({ vectors: false });
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    ids.token = await fx.add('/notes/router.txt', 'The router admin page lists the su1 profile and its firewall rules.');
    ids.plain = await fx.add('/notes/fruit.txt', 'Apples, pears and plums from the market on Saturday.');
    await fx.add('/notes/other.txt', 'Another su1 mention, in the other sub-user files.', 2);
  });
  afterAll(() => fx.close());

  it('keeps a term that reads as a scope token (su<N>) to the title and body', () => {
    // Sub-user 1's rows all carry the scope token su1: without the filter every one would match.
    for (const term of ['su1', 'SU1', 'sú1']) {
      for (const share of [undefined, 1]) {
        const hits = fx.store.chunks.search(1, [term], 10, share === undefined ? {} : { share });
        expect(hits.map((h) => h.file_id), `${term} share ${share}`).toEqual([ids.token]);
      }
    }
  });

  it('still finds ordinary words in the title and the body, scoped to the sub-user', () => {
    expect(fx.store.chunks.search(1, ['plums'], 10).map((h) => h.file_id)).toEqual([ids.plain]);
    expect(fx.store.chunks.search(1, ['fruit'], 10).map((h) => h.file_id)).toEqual([ids.plain]);
    expect(fx.store.chunks.search(1, ['mention'], 10)).toEqual([]);
  });
});

describe('segment merging', () => {
  const fx = new RetrievalFixture({ vectors: false });
  beforeAll(async () => {
    // Each file is indexed in its own transaction, as the job runner does: a segment each.
    for (let i = 0; i < 60; i++) {
      await fx.add(`/log/day${i}.txt`, i % 4 === 0 ? `Day ${i}: replaced the boiler valve, paid the plumber ${i * 7} euros. 花园 ${i}` : `Day ${i}: walked the dog, watered the garden, read about boilers ${i}.`);
    }
  });
  afterAll(() => fx.close());

  it('joins segments in steps until one is left per level, with the same hits and scores', () => {
    const queries = ['boiler plumber', 'garden dog', '花园', 'valve euros'];
    const before = queries.map((q) => ranking(fx, q));
    const fts = segments(fx, 'chunks_fts');
    const cjk = segments(fx, 'chunks_cjk');
    let steps = 0;
    while (fx.store.chunks.mergeSegments(20)) steps++;
    expect(steps).toBeGreaterThan(0);
    expect(segments(fx, 'chunks_fts')).toBeLessThan(fts);
    expect(segments(fx, 'chunks_cjk')).toBeLessThan(cjk);
    expect(queries.map((q) => ranking(fx, q))).toEqual(before);
    // Nothing left to merge: the next look writes nothing.
    expect(fx.store.chunks.mergeSegments(20)).toBe(false);
  });
});

describe('file hits', () => {
  const fx = new RetrievalFixture({ vectors: false });
  beforeAll(async () => {
    for (let i = 0; i < 12; i++) await fx.add(`/log/day${i}.txt`, `Day ${i}: the plumber fixed the boiler${i % 2 ? ' and the garden tap' : ''}.`);
  });
  afterAll(() => fx.close());

  it('carry the text of their matching chunks, though the ranking read none', () => {
    const hits = searchFiles(fx.store, 1, 'plumber garden', 5);
    expect(hits).toHaveLength(5);
    for (const h of hits) {
      expect(h.chunks.length).toBeGreaterThan(0);
      for (const c of h.chunks) {
        expect(c.file_id).toBe(h.entry.file_id);
        expect(c.text).toMatch(/plumber/);
        expect(c.locator).toBeTypeOf('string');
      }
    }
    // The files holding both words first.
    expect(hits.every((h) => h.chunks[0]!.text.includes('garden'))).toBe(true);
  });

  it('asked for files only, are the same files with the same scores and no chunks', () => {
    const full = searchFiles(fx.store, 1, 'plumber garden', 5);
    const files = searchFiles(fx.store, 1, 'plumber garden', 5, { chunks: false });
    expect(files.map((h) => [h.entry.file_id, h.score])).toEqual(full.map((h) => [h.entry.file_id, h.score]));
    expect(files.every((h) => h.chunks.length === 0)).toBe(true);
  });
});

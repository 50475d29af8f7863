/**
 * Hybrid ranking: the fusion rule on its own, then on a small corpus of personal notes indexed
 * in-process with the real chunker, FTS5 and the built-in word vectors.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_FUSION, fuse, vectorWeight } from '../../src/core/retrieve/fusion.js';
import { searchChunks, searchFiles } from '../../src/core/retrieve/search.js';
import { RetrievalFixture } from '../helpers/retrieval.js';

describe('fusion rule', () => {
  it('gives vectors weight only when BM25 evidence is weak and the embedder knows the query', () => {
    expect(vectorWeight({ bm25: 1, coverage: 1 })).toBe(DEFAULT_FUSION.wLow);
    expect(vectorWeight({ bm25: 0.1, coverage: 1 })).toBe(DEFAULT_FUSION.wHigh);
    // Rare query words unknown to the embedder (gene names): vectors stay out.
    expect(vectorWeight({ bm25: 0.1, coverage: 0.5 })).toBe(DEFAULT_FUSION.wLow);
    const mid = vectorWeight({ bm25: (DEFAULT_FUSION.eLow + DEFAULT_FUSION.eHigh) / 2, coverage: 1 });
    expect(mid).toBeGreaterThan(DEFAULT_FUSION.wLow);
    expect(mid).toBeLessThan(DEFAULT_FUSION.wHigh);
  });

  const items = [
    { key: 'exact', lexical: 10, cosine: 0.2 },
    { key: 'partial', lexical: 4, cosine: 0.3 },
    { key: 'weak', lexical: 1, cosine: 0.25 },
    { key: 'paraphrase', cosine: 0.9 },
    { key: 'noise1', cosine: 0.22 },
    { key: 'noise2', cosine: 0.21 },
  ];

  it('keeps the BM25 order and admits no vector-only text when the best BM25 hit holds every query word', () => {
    const out = fuse(items, { bm25: 1, coverage: 1 });
    expect(out.map((o) => o.key)).toEqual(['exact', 'partial', 'weak']);
  });

  it('admits a strong vector-only match when BM25 evidence is weak', () => {
    const out = fuse(items, { bm25: 0.2, coverage: 1 }).map((o) => o.key);
    expect(out).toContain('paraphrase');
    expect(out.indexOf('paraphrase')).toBeLessThan(out.indexOf('weak'));
    // Vector-only texts that are not close to the query stay out.
    expect(out).not.toContain('noise1');
  });

  const partial = [
    { key: 'top', lexical: 10, cosine: 0.1 },
    { key: 'second', lexical: 5, cosine: 0.12 },
    { key: 'vector', cosine: 0.95 },
    ...Array.from({ length: 8 }, (_, i) => ({ key: `n${i}`, cosine: 0.1 + i * 0.01 })),
  ];

  it('puts a text the vectors single out above BM25 hits that share only part of the query', () => {
    const mid = fuse(partial, { bm25: 0.6, coverage: 1 }).map((o) => o.key);
    expect(mid[0]).toBe('vector');
    expect(mid.slice(1, 3)).toEqual(['top', 'second']);
  });

  it('lets vectors weigh less the more of the query BM25 found', () => {
    const gap = (bm25: number) => {
      const s = new Map(fuse(partial, { bm25, coverage: 1 }).map((o) => [o.key, o.score]));
      return s.get('vector')! - s.get('top')!;
    };
    expect(gap(0.3)).toBeGreaterThan(gap(0.7));
    expect(gap(0.7)).toBeGreaterThan(gap(0.95));
    // All of it found: BM25 alone ranks and the vector-only text is not admitted.
    expect(fuse(partial, { bm25: 1, coverage: 1 }).map((o) => o.key)).toEqual(['top', 'second']);
  });

  it('admits at most admitMax texts found only by their vectors, the closest first', () => {
    const many = [{ key: 'bm', lexical: 5, cosine: 0.1 }, ...Array.from({ length: 30 }, (_, i) => ({ key: `v${i}`, cosine: 0.5 + i * 0.01 })), ...Array.from({ length: 30 }, (_, i) => ({ key: `n${i}`, cosine: 0.1 }))];
    const out = fuse(many, { bm25: 0.2, coverage: 1 }).map((o) => o.key);
    const vectorOnly = out.filter((k) => k.startsWith('v'));
    expect(vectorOnly).toHaveLength(DEFAULT_FUSION.admitMax);
    expect(vectorOnly[0]).toBe('v29');
    expect(out).toContain('bm');
  });

  it('admits a text found only by its vector when it is near the meaning floor, not for standing out among texts further still', () => {
    // Every cosine low (OCR'd scans): the best vector-only text has z ≈ 3 at cosine 0.24.
    const low = [
      { key: 'cv', lexical: 4, cosine: 0.12 },
      { key: 'article', cosine: 0.24 },
      ...Array.from({ length: 10 }, (_, i) => ({ key: `n${i}`, cosine: 0.1 + (i % 3) * 0.01 })),
    ];
    const ev = { bm25: 0.3, coverage: 1 };
    expect(fuse(low, ev).map((o) => o.key)[0]).toBe('article');
    // A floor of 0.38 (relevance.ts at E = 0.3) asks 0.9 × 0.38 = 0.342 of a vector-only text.
    expect(fuse(low, ev, DEFAULT_FUSION, 0.38).map((o) => o.key)).toEqual(['cv']);
    const near = low.map((i) => (i.key === 'article' ? { ...i, cosine: 0.35 } : i));
    expect(fuse(near, ev, DEFAULT_FUSION, 0.38).map((o) => o.key)[0]).toBe('article');
    // Texts BM25 found are never held to the floor.
    expect(fuse(low, ev, DEFAULT_FUSION, 0.9).map((o) => o.key)).toContain('cv');
  });

  it('never lets a low cosine pull down a text BM25 found: meaning only lifts', () => {
    // Minutes in another language: the words match, the encoder cannot read them.
    const foreign = [
      { key: 'minutes', lexical: 10, cosine: 0.05 },
      { key: 'letter', lexical: 6, cosine: 0.2 },
      { key: 'bulletin', lexical: 2, cosine: 0.2 },
      ...Array.from({ length: 8 }, (_, i) => ({ key: `n${i}`, cosine: 0.18 + (i % 2) * 0.01 })),
    ];
    const out = fuse(foreign, { bm25: 0.7, coverage: 1 });
    const keys = out.map((o) => o.key);
    // The best BM25 hit keeps its whole normalised score and stays above a weaker match of
    // average meaning; a text the vectors single out may still pass it.
    expect(out.find((o) => o.key === 'minutes')!.score).toBe(1);
    expect(keys.indexOf('minutes')).toBeLessThan(keys.indexOf('bulletin'));
    // The chunk ranking the answerer reads keeps the two-sided rule it was calibrated on.
    const twoSided = fuse(foreign, { bm25: 0.7, coverage: 1 }, { ...DEFAULT_FUSION, onlyLift: false });
    expect(twoSided.find((o) => o.key === 'minutes')!.score).toBeLessThan(1);
  });

  it('gives vectors no say over words the embedder does not know', () => {
    expect(fuse(partial, { bm25: 0.3, coverage: 0.5 }).map((o) => o.key)).toEqual(['top', 'second']);
  });

  it('scores are finite and best first, even when every cosine is equal', () => {
    const out = fuse(items.map((i) => ({ ...i, cosine: 0.5 })), { bm25: 0.2, coverage: 1 });
    expect(out.every((o) => Number.isFinite(o.score))).toBe(true);
    expect(out.map((o) => o.key)).toEqual(['exact', 'partial', 'weak']);
  });
});

describe('hybrid search on personal notes', () => {
  const fx = new RetrievalFixture();
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    const notes: Record<string, string> = {
      '/notes/checkup.txt': 'Checkup\n\nSaw Dr. Alvarez at the clinic for my yearly checkup. Blood pressure a bit high; she wants me to eat less salt and come back in three months.',
      '/notes/dentist.txt': 'Dentist\n\nDentist appointment moved to Thursday at 4pm. Two cavities to fill on the lower left side.',
      '/notes/civic.txt': 'Honda\n\nWe agreed on $18,400 for the 2019 Honda Civic including winter tires. Pick it up Saturday with the cashier check.',
      '/notes/garden.txt': 'Garden\n\nTomatoes and peppers along the fence, herbs in the raised bed, lettuce in the shady corner. Buy compost and mulch.',
      '/notes/budget.txt': 'Budget\n\nMonthly budget: rent 1,720, groceries 600, utilities 220, savings 500. Cut back on restaurants.',
      '/notes/hike.txt': 'Hike\n\nHiked the Bear Mountain loop with Dan, about nine miles, great view from the summit, saw a deer.',
      '/mail/landlord.txt': 'Water shut off\n\nThe water will be shut off on Tuesday from 9am to 1pm while the plumber replaces the main valve in the basement.',
    };
    for (const [p, t] of Object.entries(notes)) ids[p] = await fx.add(p, t);
    await fx.add('/other/physician.txt', 'Physician visit\n\nMy physician said my heart is fine.', 2);
  });
  afterAll(() => fx.close());

  it('finds a paraphrase through vectors that BM25 cannot find', () => {
    const q = 'physician annual medical exam results';
    const bm25 = searchFiles(fx.store, 1, q, 5, { mode: 'bm25' }).map((h) => h.entry.path);
    const hybrid = searchFiles(fx.store, 1, q, 5).map((h) => h.entry.path);
    expect(bm25[0]).not.toBe('/notes/checkup.txt');
    expect(hybrid[0]).toBe('/notes/checkup.txt');
  });

  it('rescues "bought a vehicle" for the note about the car deal', () => {
    const hybrid = searchFiles(fx.store, 1, 'how much was the automobile I purchased', 3).map((h) => h.entry.path);
    expect(hybrid[0]).toBe('/notes/civic.txt');
  });

  it('never displaces a BM25 top hit that holds the query words', () => {
    for (const q of ['dentist cavities Thursday', 'water shut off plumber valve', 'Bear Mountain summit deer', 'compost mulch raised bed']) {
      const bm25 = searchFiles(fx.store, 1, q, 5, { mode: 'bm25' });
      const hybrid = searchFiles(fx.store, 1, q, 5);
      expect(hybrid[0]!.entry.path, q).toBe(bm25[0]!.entry.path);
      expect(hybrid.map((h) => h.entry.path), q).toEqual(bm25.map((h) => h.entry.path));
    }
  });

  it('reads no meaning into the vector of a file indexed by its name alone', async () => {
    const id = await fx.addNameOnly('/photos/coffee_shop_receipt.png');
    // Half of the query is in no file (weak BM25 evidence), so the vectors take part.
    const q = 'crumpled coffee shop receipt with the avocado toast';
    const hits = searchChunks(fx.store, 1, q, 10);
    const own = hits.find((h) => h.file_id === id);
    expect(own).toBeDefined();
    expect(own!.similarity).toBeUndefined();
    expect(hits.some((h) => h.file_id !== id && h.similarity !== undefined)).toBe(true);
    expect(searchFiles(fx.store, 1, q, 3).map((h) => h.entry.file_id)).toContain(id);
    // Nor is it found by its vector alone: a query sharing no word with its name never returns it.
    expect(searchChunks(fx.store, 1, 'bill from the cafe photographed', 20).map((h) => h.file_id)).not.toContain(id);
    fx.store.tx(() => fx.store.chunks.removeForFile(id));
  });

  it('keeps the old call shape: searchChunks(store, subUser, text, limit) returns chunk hits with text and locator', () => {
    const hits = searchChunks(fx.store, 1, 'physician annual medical exam results', 3);
    expect(hits[0]!.file_id).toBe(ids['/notes/checkup.txt']);
    expect(hits[0]!.text).toContain('Dr. Alvarez');
    expect(hits[0]!.locator).toBe('#line=1');
    expect(typeof hits[0]!.score).toBe('number');
  });

  it("never returns another sub-user's text, even through vectors", () => {
    for (const mode of ['bm25', 'hybrid'] as const) {
      const paths = searchFiles(fx.store, 1, 'physician heart', 10, { mode }).map((h) => h.entry.path);
      expect(paths).not.toContain('/other/physician.txt');
    }
    expect(searchFiles(fx.store, 2, 'physician heart', 10).map((h) => h.entry.path)).toEqual(['/other/physician.txt']);
  });

  it('removes a file\'s vectors with its chunks', async () => {
    const space = fx.store.vectors.spaces()[0]!;
    const id = await fx.add('/notes/temp.txt', 'Temporary\n\nA note about the veterinarian and the puppy vaccination.');
    const before = fx.store.vectors.count(space.id);
    expect(searchFiles(fx.store, 1, 'animal doctor shots for my dog', 3).map((h) => h.entry.file_id)).toContain(id);
    fx.store.tx(() => fx.store.chunks.removeForFile(id));
    expect(fx.store.vectors.count(space.id)).toBe(before - 1);
    expect(searchFiles(fx.store, 1, 'animal doctor shots for my dog', 3).map((h) => h.entry.file_id)).not.toContain(id);
  });
});

describe('scoping when one sub-user owns nearly every chunk', () => {
  // The scope term is skipped for such a sub-user (a speed-up); the join must still isolate.
  const fx = new RetrievalFixture({ vectors: false });
  beforeAll(async () => {
    for (let i = 0; i < 30; i++) await fx.add(`/fruit/note-${i}.txt`, `Note ${i}\n\nBought kiwi number ${i} at the market with other fruit.`);
    await fx.add('/fruit/theirs.txt', 'Kiwi\n\nkiwi kiwi kiwi: kiwi.', 2);
  });
  afterAll(() => fx.close());

  it('returns only the caller\'s files, as many as asked for', () => {
    const mine = searchFiles(fx.store, 1, 'kiwi', 30);
    expect(mine).toHaveLength(30);
    expect(mine.every((h) => h.entry.sub_user_id === 1)).toBe(true);
    const theirs = searchFiles(fx.store, 2, 'kiwi', 30);
    expect(theirs.map((h) => h.entry.path)).toEqual(['/fruit/theirs.txt']);
    expect(searchChunks(fx.store, 1, 'kiwi', 50).every((h) => h.file_id !== theirs[0]!.entry.file_id)).toBe(true);
  });
});

/**
 * Pseudo-relevance feedback for deep result lists: a text that shares no word with the question
 * but many with the texts that answer it joins the results after the first ten; the first ten
 * are never changed, scores stay ordered, and feedback never crosses sub-users.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchFiles } from '../../src/core/retrieve/search.js';
import { expansionTerms, rerankTail } from '../../src/core/retrieve/feedback.js';
import { parseQuery } from '../../src/core/retrieve/fts-query.js';
import { RetrievalFixture } from '../helpers/retrieval.js';

const BAKING = [
  'Feeding the sourdough starter: a levain at 100% hydration doubles in six hours; autolyse the flour first.',
  'My sourdough starter smelled of acetone until I fed the levain twice a day and kept hydration at 80%.',
  'Sourdough starter notes: rye flour wakes a sluggish levain; longer autolyse gave an open crumb.',
  'A stiff sourdough starter (levain at 60% hydration) is milder; autolyse for forty minutes.',
  'Sourdough starter kept in the fridge: revive the levain over two feedings before the autolyse.',
  'The bakery course covered the sourdough starter, levain builds, hydration maths and autolyse.',
  'Sourdough starter troubleshooting: hooch on top means the levain is hungry; raise hydration.',
  'Country loaf with a young sourdough starter, levain at dawn, autolyse at noon, crumb shot.',
  'Sourdough starter from scratch, day five: the levain finally rose; hydration 100%.',
  'Sourdough starter gift to Ana with a card on levain feeding, hydration and autolyse timing.',
  'Sourdough starter in winter: a warm oven light keeps the levain active; autolyse cold.',
  'Sourdough starter discard crackers; the levain keeps its hydration if stirred daily.',
];
const TARGET = 'Weekend bake log: levain peaked at nine, autolyse one hour, final hydration 78%, crumb open and glossy.';
const OTHERS = [
  'Car insurance renewal is due in March; compare three quotes before paying.',
  'Dentist appointment moved to Thursday at 10:30, bring the referral letter.',
  'Quarterly budget: rent, utilities and the gym membership went up this year.',
  'Packing list for Lisbon: adapter, sunscreen, walking shoes, the blue jacket.',
];

describe('expansion terms', () => {
  const fx = new RetrievalFixture({ vectors: false });
  beforeAll(async () => {
    for (const [i, t] of OTHERS.entries()) await fx.add(`/misc/${i}.txt`, t);
  });
  afterAll(() => fx.close());

  it('picks words frequent in the top texts, never query words, stop words or numbers', () => {
    const q = parseQuery('sourdough starter');
    const terms = expansionTerms(fx.store, q, BAKING.slice(0, 5).map((text, i) => ({ text, score: 10 - i })));
    expect(terms.slice(0, 3).sort()).toEqual(['autolyse', 'hydration', 'levain']);
    expect(terms).not.toContain('sourdough');
    expect(terms).not.toContain('starter');
    expect(terms).not.toContain('the');
    expect(terms.some((t) => /^\d+$/.test(t))).toBe(false);
  });

  it('has nothing to add without feedback texts', () => {
    expect(expansionTerms(fx.store, parseQuery('anything'), [])).toEqual([]);
  });
});

describe('expansion cost', () => {
  const fx = new RetrievalFixture({ vectors: false });
  beforeAll(async () => {
    for (let i = 0; i < 3; i++) await fx.add(`/levain/${i}.txt`, `Levain notes ${i}: feed the levain before the bake.`);
    for (const [i, t] of OTHERS.entries()) await fx.add(`/misc/${i}.txt`, t);
  });
  afterAll(() => fx.close());

  it('keeps the expansion search within its postings budget', () => {
    const feedback = BAKING.slice(0, 5).map((text, i) => ({ text, score: 10 - i }));
    const params = { from: 10, docs: 10, terms: 10, weight: 0.8, pool: 80, postings: 2 };
    const terms = expansionTerms(fx.store, parseQuery('sourdough starter'), feedback, params);
    // "levain" is in 3 indexed chunks, over the budget of 2; unindexed words cost nothing.
    expect(terms).not.toContain('levain');
    expect(terms).toContain('hydration');
    expect(expansionTerms(fx.store, parseQuery('sourdough starter'), feedback, { ...params, postings: 3 })).toContain('levain');
  });
});

describe('tail re-ranking', () => {
  it('keeps the head, adds expansion-only files after it and keeps scores ordered', () => {
    const ranked = Array.from({ length: 12 }, (_, i) => ({ key: `f${i}`, score: 20 - i }));
    const hit = (file_id: string, score: number) => ({ chunk_id: 0, file_id, text: '', locator: '', anchors: null, score });
    const out = rerankTail(ranked, [hit('new', -9), hit('f11', -3)], { from: 10, docs: 10, terms: 10, weight: 0.8, pool: 80, postings: 3000 });
    expect(out.slice(0, 10)).toEqual(ranked.slice(0, 10));
    // new: 0 + 0.8 × 9/9; f11: 9/20 + 0.8 × 3/9 (lifted over f10); f10: 10/20 + 0.
    expect(out.slice(10).map((r) => r.key)).toEqual(['new', 'f11', 'f10']);
    for (let i = 1; i < out.length; i++) expect(out[i]!.score).toBeLessThan(out[i - 1]!.score);
  });
});

describe('feedback in searchFiles', () => {
  const fx = new RetrievalFixture();
  const id: Record<string, string> = {};
  beforeAll(async () => {
    for (const [i, t] of BAKING.entries()) await fx.add(`/baking/notes-${i}.txt`, t);
    id.target = await fx.add('/baking/bake-log.txt', TARGET);
    for (const [i, t] of OTHERS.entries()) await fx.add(`/misc/${i}.txt`, t);
    // Another sub-user's bake log: the same words, never shown to sub-user 1.
    id.foreign = await fx.add('/baking/their-log.txt', TARGET, 2);
  });
  afterAll(() => fx.close());

  const files = (limit: number, feedback?: false) => searchFiles(fx.store, 1, 'sourdough starter', limit, { mode: 'bm25', ...(feedback === false ? { feedback } : {}) });

  it('finds a text without the question words after the first ten when more are asked for', () => {
    const deep = files(20).map((h) => h.entry.file_id);
    expect(deep.indexOf(id.target!)).toBeGreaterThanOrEqual(10);
    expect(files(20, false).map((h) => h.entry.file_id)).not.toContain(id.target);
    expect(files(10).map((h) => h.entry.file_id)).not.toContain(id.target);
  });

  it('never changes the first ten', () => {
    const ids = (hs: ReturnType<typeof files>) => hs.map((h) => h.entry.file_id);
    expect(ids(files(20)).slice(0, 10)).toEqual(ids(files(20, false)).slice(0, 10));
    expect(ids(files(10))).toEqual(ids(files(20, false)).slice(0, 10));
  });

  it('returns scores in order and never another sub-user\'s file', () => {
    const hits = files(30);
    for (let i = 1; i < hits.length; i++) expect(hits[i]!.score).toBeLessThanOrEqual(hits[i - 1]!.score);
    expect(hits.map((h) => h.entry.file_id)).not.toContain(id.foreign);
    expect(hits.every((h) => h.entry.sub_user_id === 1)).toBe(true);
    // The file found through feedback carries the chunk that matched.
    expect(hits.find((h) => h.entry.file_id === id.target)?.chunks[0]?.text).toContain('levain');
  });
});

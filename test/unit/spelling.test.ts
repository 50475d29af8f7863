import { describe, expect, it } from 'vitest';
import { americanSpelling, spellingVariants } from '../../src/core/index/spelling.js';
import { parseQuery } from '../../src/core/retrieve/fts-query.js';
import { wordsOf } from '../../src/core/answer/words.js';
import { queryEvidence } from '../../src/core/retrieve/evidence.js';
import { searchFiles } from '../../src/core/retrieve/search.js';
import { lexicalChunks } from '../../src/core/retrieve/lexical.js';
import { RetrievalFixture } from '../helpers/retrieval.js';

describe('British and American spellings', () => {
  it('spells listed British words the American way, with their endings', () => {
    expect(americanSpelling('tyres')).toBe('tires');
    expect(americanSpelling('favourite')).toBe('favorite');
    expect(americanSpelling('neighbourhood')).toBe('neighborhood');
    expect(americanSpelling('organisation')).toBe('organization');
    expect(americanSpelling('paediatrician')).toBe('pediatrician');
    expect(americanSpelling('travelled')).toBe('traveled');
  });

  it('leaves words alone that only look like a pattern', () => {
    for (const w of ['four', 'hour', 'your', 'tour', 'advertise', 'exercise', 'analysis', 'organism', 'specialist', 'literally', 'tired', 'moment', 'programmer']) expect(americanSpelling(w)).toBe(w);
    expect(spellingVariants('tired')).toEqual([]);
    expect(spellingVariants('moment')).toEqual([]);
  });

  it('gives the other spelling both ways', () => {
    expect(spellingVariants('tires')).toEqual(['tyres']);
    expect(spellingVariants('colour')).toEqual(['color']);
    expect(spellingVariants('centers')).toEqual(['centres']);
  });

  it('knows the other spelling of a query word but weighs the words the user wrote', () => {
    const q = parseQuery('When are the snow tyres going on?');
    expect(q.variants).toEqual({ tyres: ['tires'] });
    expect(q.words).not.toContain('tires');
  });

  it('lets the answerer meet a word in the other spelling', () => {
    const asked = wordsOf('my favourite colour');
    const line = wordsOf('Favorite color: teal');
    expect([...asked].every((w) => line.has(w))).toBe(true);
  });

  it('finds a text written in the other spelling, and counts that word as held', async () => {
    const fx = new RetrievalFixture();
    try {
      const todo = await fx.add('/notes/todo.txt', 'December\n\n[ ] car winter tires, appt Sat Dec 6 at 9:30\n[ ] dentist on the 12th');
      await fx.add('/notes/garden.txt', 'Garden\n\nThis winter the snow broke two branches of the apple tree.');
      expect(searchFiles(fx.store, 1, 'winter tyres', 5)[0]?.entry.file_id).toBe(todo);
      expect(queryEvidence(fx.store, parseQuery('winter tyres'), true).bm25).toBeCloseTo(1, 6);
    } finally {
      fx.close();
    }
  });

  it("searches only the user's spelling where the files write it more often", async () => {
    const fx = new RetrievalFixture();
    try {
      const tyres = await fx.add('/notes/tyres.txt', 'Tyres\n\nNew tyres fitted in March; the old tyres went to recycling.');
      const tires = await fx.add('/notes/shop.txt', 'Receipt\n\n2 tires, balancing, valve caps.');
      const lexical = (text: string) => [...new Set([...lexicalChunks(fx.store, 1, parseQuery(text), 10).values()].map((s) => s.hit.file_id))];
      expect(lexical('tyres')).toEqual([tyres]);
      expect(lexical('tires')).toEqual([tires]);
    } finally {
      fx.close();
    }
  });
});

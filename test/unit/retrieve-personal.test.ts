import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createStore, type Store } from '../../src/core/store/index.js';
import { personalFirst } from '../../src/core/retrieve/personal.js';
import { NOTHING_ABOUT_USER } from '../../src/core/enrich/ownership.js';

type R = { key: string; score: number };

function storeWith(owners: Record<string, 'personal' | 'reference' | 'unsigned' | undefined>): Store {
  const store = createStore({ dbPath: join(mkdtempSync(join(tmpdir(), 'ctx-personal-')), 'ctx.db') });
  store.db.exec('PRAGMA foreign_keys = OFF');
  for (const [id, ownership] of Object.entries(owners)) {
    // "unsigned": reference for want of any sign of its owner (a short note without "I").
    if (ownership === 'unsigned') store.metadata.put(id, { summary: '', content: '', hash_tags: [] }, { ownership: 'reference', ownership_reason: NOTHING_ABOUT_USER });
    else if (ownership) store.metadata.put(id, { summary: '', content: '', hash_tags: [] }, { ownership, ownership_reason: 'an article' });
  }
  return store;
}

const rank = (store: Store, q: string, ranked: R[]) =>
  personalFirst(store, q, ranked, (r) => r.key, (r) => r.score, (r, score) => ({ ...r, score })).map((r) => r.key);

describe('personalFirst', () => {
  const ranked: R[] = [
    { key: 'article', score: 6.9 },
    { key: 'journal', score: 4.3 },
    { key: 'paper', score: 2.0 },
  ];

  it('moves reference files behind the user’s own for a question about the user', () => {
    const store = storeWith({ article: 'reference', journal: 'personal', paper: 'reference' });
    expect(rank(store, 'What job title was I promoted to?', ranked)).toEqual(['journal', 'article', 'paper']);
    expect(rank(store, 'When is my next dentist appointment?', ranked)).toEqual(['journal', 'article', 'paper']);
  });

  it('keeps the order for other questions, and when the results are all of one kind or undecided', () => {
    expect(rank(storeWith({ article: 'reference', journal: 'personal' }), 'Which club won the title in 2004?', ranked)).toEqual(['article', 'journal', 'paper']);
    expect(rank(storeWith({ article: 'reference', journal: 'reference', paper: 'reference' }), 'What was I promoted to?', ranked)).toEqual(['article', 'journal', 'paper']);
    expect(rank(storeWith({ journal: 'personal' }), 'What was I promoted to?', ranked)).toEqual(['article', 'journal', 'paper']);
  });

  it('never moves back a note that is reference only for want of signs, and moves articles behind it', () => {
    const store = storeWith({ article: 'reference', journal: 'unsigned', paper: 'unsigned' });
    expect(rank(store, 'What did I pay for the oil change?', ranked)).toEqual(['journal', 'article', 'paper']);
    expect(rank(storeWith({ article: 'unsigned', journal: 'personal' }), 'What was I promoted to?', ranked)).toEqual(['article', 'journal', 'paper']);
  });

  it('keeps a reference file first when it is far ahead', () => {
    const store = storeWith({ article: 'reference', journal: 'personal' });
    expect(rank(store, 'What did I read about the title race?', [{ key: 'article', score: 10 }, { key: 'journal', score: 2 }])).toEqual(['article', 'journal']);
  });
});

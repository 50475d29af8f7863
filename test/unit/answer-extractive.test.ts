import { describe, expect, it } from 'vitest';
import { extractiveAnswer } from '../../src/core/answer/extractive.js';
import type { SourceHit } from '../../src/core/answer/answerer.js';

const hit = (id: number, path: string, text: string): SourceHit => ({ chunk_id: id, file_id: `f${id}`, text, locator: '#line=1', anchors: null, score: 1, path });

const ALICE = hit(1, '/alice.txt', 'Alice Moreau joined Acme Corp in March 2021 as a data engineer. She lives in Lisbon with two cats.');
const BOB = hit(2, '/bob.txt', 'Bob Stone joined Globex in 2019 as an accountant. He lives in Berlin near the river. He also plays chess.');

describe('extractiveAnswer', () => {
  it('keeps a pronoun sentence that answers the question about whom the sentence before names', () => {
    const a = extractiveAnswer('Where does Bob Stone live?', [BOB, ALICE]);
    expect(a.text).toContain('He lives in Berlin near the river.');
    expect(a.text).not.toContain('Lisbon');
    expect(a.text).not.toContain('chess');
    expect(a.facts).toEqual([{ chunk: BOB.text, reference: '/bob.txt#line=1' }]);
  });

  it('does not take a pronoun sentence that only follows a matching one', () => {
    // A date question: the date stated first, then the sentence it comes from.
    expect(extractiveAnswer('When did Bob Stone join Globex?', [BOB, ALICE]).text).toBe('2019, according to bob.txt. Bob Stone joined Globex in 2019 as an accountant.');
  });

  it('answers nothing without hits or without content words', () => {
    expect(extractiveAnswer('Where does Bob live?', [])).toEqual({ text: '', facts: [], found: false });
    expect(extractiveAnswer('the of and', [BOB])).toEqual({ text: '', facts: [], found: false });
  });
});

describe('answers in other words (built-in sentence vectors)', () => {
  // Retrieval's vectors found the weekly notes far closer in meaning than anything else.
  const notes = [
    { ...hit(1, '/notes/week.txt', 'Weekly notes. The garden needs compost and mulch. The doctor appointment is on Tuesday at 3pm. Bought a new bike helmet for the kids.'), meaning: 3.4, similarity: 0.72 },
    { ...hit(2, '/notes/misc.txt', 'Renewed the car insurance policy online. My visit to the bank is on Monday.'), meaning: 0.2, similarity: 0.31 },
  ];
  const question = 'When is my check-up with the physician?';

  it('without a chunk close in meaning, a question sharing no word with the files is not answered', () => {
    const plain = notes.map(({ meaning: _m, similarity: _s, ...h }) => h);
    expect(extractiveAnswer(question, plain)).toEqual({ text: 'Nothing in your files answers this question.', facts: [], found: false });
    // Standing out among weak likenesses is not enough: the likeness itself must be clear.
    const weak = notes.map((h) => ({ ...h, similarity: 0.4 }));
    expect(extractiveAnswer(question, weak).found).toBe(false);
  });

  it('picks the sentence that says it with other words when the embedder is at hand', async () => {
    const { BuiltinAnswerer } = await import('../../src/core/answer/answerer.js');
    const { builtinEmbedder } = await import('../helpers/retrieval.js');
    const e = builtinEmbedder();
    const answer = new BuiltinAnswerer(() => (t) => e.embedOne(t)).draft({ question, hits: notes });
    expect(answer.text).toContain('The doctor appointment is on Tuesday at 3pm.');
    expect(answer.facts[0]?.reference).toBe('/notes/week.txt#line=1');
    // Words alone cannot tell: "my visit" is the only overlap, and it is about the bank.
    expect(extractiveAnswer(question, notes).text).not.toContain('doctor');
  });
});

describe('headings', () => {
  it('never answers with a heading alone; its words speak for the sentence under it', () => {
    const hits = [
      hit(1, '/notes/landlord.txt', 'Landlord email\nSent a note to management about the barking dog upstairs. It goes on for hours.'),
      hit(2, '/notes/other.txt', 'Grocery list\nMilk, eggs and bread for the week.'),
    ];
    const a = extractiveAnswer('What did I tell the landlord?', hits);
    expect(a.text).toBe('Sent a note to management about the barking dog upstairs.');
    expect(a.facts).toHaveLength(1);
    // The sentence stands on the chunk's second line, and is cited there.
    expect(a.facts[0]!.reference).toBe('/notes/landlord.txt#line=2');
    // Treated as a sentence, the heading itself would be the answer.
    expect(extractiveAnswer('What did I tell the landlord?', hits, { headings: false }).text).toBe('Landlord email.');
  });
});

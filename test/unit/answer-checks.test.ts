import { describe, expect, it } from 'vitest';
import {
  checkAnswer,
  citationNumbers,
  citationsIn,
  cleanAnswer,
  looksLikeRefusal,
  retryInstruction,
  stripCitations,
  supportsQuestion,
} from '../../src/core/answer/checks.js';

const ok = { sources: 3, contextAnswers: true };

describe('citations', () => {
  it('reads the marker forms models write', () => {
    const text = 'A [1]. B [2, 3]. C [1-3]. D [Source 2]. E [1][3]. F [2 and 3]. G [#2].';
    expect(citationsIn(text).map((c) => c.numbers)).toEqual([[1], [2, 3], [1, 2, 3], [2], [1], [3], [2, 3], [2]]);
    const first = citationsIn(text)[0]!;
    expect(text.slice(first.index, first.index + first.length)).toBe('[1]');
  });

  it('leaves brackets that are not citations alone', () => {
    expect(citationsIn('see the [appendix] and array[i] and [a1]')).toEqual([]);
    expect(citationNumbers('[appendix]')).toBeUndefined();
    expect(citationNumbers('[12]')).toEqual([12]);
    expect(citationNumbers('[1, 2]')).toEqual([1, 2]);
  });

  it('does not expand an absurd range', () => {
    expect(citationNumbers('[1-500]')).toEqual([1, 500]);
  });

  it('strips markers and the space before them', () => {
    expect(stripCitations('She lives in Lisbon [1]. Bob lives in Berlin [2][3].')).toBe('She lives in Lisbon. Bob lives in Berlin.');
  });
});

describe('cleanAnswer', () => {
  it('drops a leading reasoning block and whitespace', () => {
    expect(cleanAnswer('  <think>let me see</think>\n\nIt is 42 [1].  ')).toBe('It is 42 [1].');
    expect(cleanAnswer('<think>never closed')).toBe('');
    expect(cleanAnswer('The <think> tag mid-text stays.')).toBe('The <think> tag mid-text stays.');
  });
});

describe('looksLikeRefusal', () => {
  it.each([
    "I'm sorry, but the provided sources do not contain that information.",
    "I don't know.",
    'The context does not mention when she joined.',
    'There is no information about the budget in your files.',
    'I cannot find the answer in the sources.',
    'The documents provided don’t say.',
    'Unable to determine the date from the excerpts.',
  ])('%s', (text) => expect(looksLikeRefusal(text)).toBe(true));

  it.each([
    'Alice joined Acme Corp in March 2021 [1].',
    'The budget is 4.2 million euros; no further breakdown is given.',
    'She lives in Lisbon with two cats.',
  ])('not: %s', (text) => expect(looksLikeRefusal(text)).toBe(false));

  it('only reads the opening', () => {
    expect(looksLikeRefusal(`${'Alice joined Acme Corp in March 2021 as a data engineer and stayed. '.repeat(4)}The sources do not mention her salary.`)).toBe(false);
  });
});

describe('supportsQuestion', () => {
  it('needs most of the question words in the text', () => {
    expect(supportsQuestion('When did Alice join Acme?', 'Alice Moreau joined Acme Corp in March 2021.')).toBe(true);
    expect(supportsQuestion('Where does she live?', 'She lives in Lisbon.')).toBe(true);
    expect(supportsQuestion('What is the dredging budget of the harbour?', 'Alice Moreau joined Acme Corp.')).toBe(false);
    expect(supportsQuestion('When did Alice join Acme?', '')).toBe(false);
    expect(supportsQuestion('the of and', 'anything at all')).toBe(false);
  });
});

describe('checkAnswer', () => {
  it('accepts a cited answer and lists what it cites', () => {
    expect(checkAnswer(' Alice joined in 2021 [1]. She lives in Lisbon [3][1]. ', ok)).toEqual({
      ok: true,
      text: 'Alice joined in 2021 [1]. She lives in Lisbon [3][1].',
      cited: [1, 3],
      refusal: false,
    });
  });

  it('accepts an uncited answer', () => {
    expect(checkAnswer('Alice joined in 2021.', ok)).toMatchObject({ ok: true, cited: [] });
  });

  it('refuses an empty answer, or one of whitespace or a reasoning block only', () => {
    for (const raw of ['', '   \n', '<think>hmm</think>']) expect(checkAnswer(raw, ok)).toMatchObject({ ok: false, kind: 'empty' });
  });

  it('refuses an answer with no text besides markers and markup', () => {
    for (const raw of ['[1]', '[1] [2].', '**[2]**', '...', '- [3]']) expect(checkAnswer(raw, ok), raw).toMatchObject({ ok: false, kind: 'no-text' });
  });

  it('refuses citations of sources that do not exist, naming them', () => {
    const r = checkAnswer('Alice joined in 2021 [1][4]. Bob [0].', ok);
    expect(r).toMatchObject({ ok: false, kind: 'bad-citation' });
    if (!r.ok) expect(r.problem).toBe('it cited [4], [0] but the sources are numbered 1 to 3');
  });

  it('refuses a refusal when the sources answer, accepts it when they do not', () => {
    const refusal = "I'm sorry, the provided sources do not contain that information.";
    expect(checkAnswer(refusal, ok)).toMatchObject({ ok: false, kind: 'refusal' });
    expect(checkAnswer(refusal, { ...ok, contextAnswers: false })).toMatchObject({ ok: true, refusal: true });
    // A caveat with a citation is an answer.
    expect(checkAnswer('The sources do not give the day, only the month: March 2021 [2].', ok)).toMatchObject({ ok: true, refusal: false });
  });

  it('tells the model what was wrong on the retry', () => {
    expect(retryInstruction('the answer was empty', 4, false)).toMatch(/not usable: the answer was empty\..*\[n\] with n from 1 to 4\.$/);
    expect(retryInstruction('x', 2, true)).toMatch(/sources do hold information/);
  });
});

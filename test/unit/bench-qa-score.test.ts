import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { citedFile, judge, matches, missReason, rankOf, saysNotFound, type Question } from '../../bench/qa-score.js';

const q = (over: Partial<Question> = {}): Question => ({
  id: 'x',
  question: 'How much?',
  file: 'receipt.jpg',
  answer_any: ['3,949.75'],
  kind: 'amount',
  paraphrased: false,
  unanswerable: false,
  split: 'dev',
  ...over,
});

describe('bench:qa judging', () => {
  it('reads digit groups, case and spacing alike', () => {
    expect(matches('The bill amount is CHF 3\'949.75.', '3,949.75')).toBe(true);
    expect(matches('total 3949.75', "3'949.75")).toBe(true);
    expect(matches('Subtotal $ 70.00', '$70.00')).toBe(true);
    expect(matches('within 45calendar days', '45 calendar days')).toBe(true);
    expect(matches('SANDISK ULTRA 16 GB', 'SanDisk Ultra')).toBe(true);
  });

  it('does not find a number inside a larger one', () => {
    expect(matches('founded in 2013', '13')).toBe(false);
    expect(matches('price 0.13', '13')).toBe(false);
    expect(matches('Maple Leafs; Stanley Cups: 13', '13')).toBe(true);
    // A value given to three decimals is found in a more precise reading, not a shorter one.
    expect(matches('GPS coordinates: 43.467448, 11.885127.', '43.467')).toBe(true);
    expect(matches('GPS coordinates: 43.46, 11.88.', '43.467')).toBe(false);
    expect(matches('total 10.005', '10.00')).toBe(false);
    expect(matches('Grand Total 319.00', '319')).toBe(true);
  });

  it('takes re: answers as case-insensitive regular expressions', () => {
    expect(matches('No, it is not in stock.', 're:\\bno\\b')).toBe(true);
    expect(matches('Nothing is known.', 're:\\bno\\b')).toBe(false);
  });

  it('counts an answer right only with the value and a fact from the expected file', () => {
    const facts = [{ chunk: 'Bill amount CHF 3949.75', reference: '/qa/receipt.jpg#ocr' }];
    expect(judge(q(), 'It was CHF 3949.75.', facts)).toMatchObject({ ok: true, only_expected_file: true });
    expect(judge(q(), 'CHF 3949.75', [...facts, { chunk: 'y', reference: '/qa/b.txt#line=2' }])).toMatchObject({ ok: true, only_expected_file: false });
    const wrongFile = judge(q(), 'It was CHF 3949.75.', [{ chunk: 'x', reference: '/qa/other.pdf#page=1' }]);
    expect(wrongFile.ok).toBe(false);
    expect(missReason(wrongFile, 2)).toBe('file ranked 2 but not cited');
    const unselected = judge(q(), 'Dear Ms. Rutschmann.', facts);
    expect(unselected.ok).toBe(false);
    expect(missReason(unselected, 1)).toBe('value in cited chunk, not in answer');
  });

  it('counts an unanswerable question handled only with no facts and a text that says so', () => {
    const u = q({ file: null, answer_any: [], unanswerable: true });
    expect(judge(u, 'Nothing in your files answers this.', []).ok).toBe(true);
    expect(judge(u, '', []).ok).toBe(true);
    expect(judge(u, 'Your salary is high.', []).ok).toBe(false);
    expect(judge(u, 'I found nothing in the files.', [{ chunk: 'a', reference: '/qa/a.txt#line=1' }]).ok).toBe(false);
    expect(saysNotFound("I couldn't find that in your documents.")).toBe(true);
  });

  it('ranks by file name within the first 10 and names the cited file', () => {
    expect(rankOf(['a', 'b', 'c'], 'b')).toBe(2);
    expect(rankOf(['a'], 'z')).toBe(0);
    expect(rankOf([...'abcdefghijk'], 'k')).toBe(0);
    expect(citedFile('/qa/my%20notes.txt#line=4')).toBe('my notes.txt');
  });

  it('keeps the question set within its own rules', () => {
    const qs = readFileSync(join(import.meta.dirname, '../../bench/qa/questions.jsonl'), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as Question);
    const ids = new Set(qs.map((x) => x.id));
    expect(ids.size).toBe(qs.length);
    expect(qs.filter((x) => x.split === 'heldout')).toHaveLength(20);
    expect(qs.filter((x) => x.unanswerable).length).toBeGreaterThanOrEqual(10);
    expect(qs.filter((x) => x.paraphrased).length).toBeGreaterThanOrEqual(15);
    for (const x of qs) {
      if (x.unanswerable) expect(x.file).toBeNull();
      else expect(x.answer_any.length, x.id).toBeGreaterThan(0);
      if (x.followup_of) expect(ids.has(x.followup_of), x.id).toBe(true);
      for (const a of x.answer_any) if (a.startsWith('re:')) expect(() => new RegExp(a.slice(3))).not.toThrow();
    }
  });
});

import { describe, expect, it } from 'vitest';
import { AnswerRelay } from '../../src/core/answer/relay.js';

function relay(sources = 3, opening = 20) {
  const shown: string[] = [];
  const r = new AnswerRelay(sources, (t) => shown.push(t), opening);
  return { r, shown, feed: (...pieces: string[]) => pieces.forEach((p) => r.push(p)) };
}

describe('AnswerRelay', () => {
  it('holds the opening back until a valid citation, then relays piece by piece', () => {
    const { r, shown, feed } = relay();
    feed('Alice ', 'joined ', 'in ');
    expect(shown).toEqual([]);
    feed('2021 ', '[1', '].');
    expect(r.committed).toBe(true);
    expect(shown.join('')).toBe('Alice joined in 2021 [1].');
    const before = shown.length;
    feed(' She ', 'lives ', 'in ', 'Lisbon.');
    expect(shown.slice(before)).toEqual([' She', ' lives', ' in', ' Lisbon.']);
    expect(r.finish()).toBe('Alice joined in 2021 [1]. She lives in Lisbon.');
    expect(shown.join('')).toBe(r.text);
  });

  it('releases an uncited opening once it is long enough and not a refusal', () => {
    const { r, shown, feed } = relay(3, 20);
    feed('Alice Moreau joined ');
    expect(shown).toEqual([]);
    feed('Acme Corp in March.');
    expect(r.committed).toBe(true);
    expect(shown.join('')).toBe('Alice Moreau joined Acme Corp in March.');
  });

  it('keeps holding a refusal to the end, showing nothing', () => {
    const { r, shown, feed } = relay(3, 20);
    feed("I'm sorry, but the sources ", 'do not contain ', 'that information.');
    expect(shown).toEqual([]);
    expect(r.finish()).toBe("I'm sorry, but the sources do not contain that information.");
    expect(r.committed).toBe(false);
    // The caller accepts it (sources did not answer): it is shown then.
    r.release();
    expect(shown.join('')).toBe(r.text);
  });

  it('flags a citation of a missing source while nothing is shown yet', () => {
    const { r, shown, feed } = relay(2);
    feed('It was 2021 ', '[7]', '.');
    expect(r.problem).toBe('it cited [7] but the sources are numbered 1 to 2');
    expect(r.committed).toBe(false);
    expect(shown).toEqual([]);
  });

  it('repairs a citation of a missing source once the answer is shown', () => {
    const { r, shown, feed } = relay(2);
    feed('It was 2021 [1]. ', 'Then it moved [5]', ' and grew [2, 9].');
    expect(r.problem).toBeUndefined();
    expect(r.repaired).toBe(2);
    expect(r.finish()).toBe('It was 2021 [1]. Then it moved and grew [2].');
    expect(shown.join('')).toBe(r.text);
  });

  it('holds a marker split across pieces until it closes', () => {
    const { r, shown, feed } = relay(3, 5);
    feed('Alice joined in 2021 ');
    const n = shown.length;
    feed('[');
    expect(shown.length).toBe(n);
    feed('2');
    expect(shown.length).toBe(n);
    feed('] and more');
    expect(r.finish()).toBe('Alice joined in 2021 [2] and more');
    expect(shown.join('')).toBe(r.text);
  });

  it('takes a long bracket for text, not a marker', () => {
    const { r, shown, feed } = relay(3, 5);
    feed('See the [appendix on page twelve of the report] for details [1].');
    expect(r.finish()).toBe('See the [appendix on page twelve of the report] for details [1].');
    expect(shown.join('')).toBe(r.text);
  });

  it('drops a leading reasoning block, even when split', () => {
    const { r, shown, feed } = relay(3, 5);
    feed('  <thi', 'nk>the user wants', ' the date</th', 'ink>\n\n', 'It was 2021 [1].');
    expect(r.finish()).toBe('It was 2021 [1].');
    expect(shown.join('')).toBe('It was 2021 [1].');
  });

  it('shows nothing for a reasoning block that never ends', () => {
    const { r, shown, feed } = relay();
    feed('<think>', 'still thinking');
    expect(r.finish()).toBe('');
    expect(shown).toEqual([]);
  });

  it('never shows trailing whitespace, so the tokens join up to the text', () => {
    const { r, shown, feed } = relay(3, 5);
    feed('Alice [1] ', 'joined  ', '\n');
    expect(r.finish()).toBe('Alice [1] joined');
    expect(shown.join('')).toBe('Alice [1] joined');
  });

  it('appends other tokens after a break, in place of trailing whitespace', () => {
    const { r, shown, feed } = relay(3, 5);
    feed('Alice joined [1] in ');
    r.finish();
    r.append([' …', '\n\nAlice', ' Moreau.']);
    expect(r.text).toBe('Alice joined [1] in …\n\nAlice Moreau.');
    expect(shown.join('')).toBe(r.text);
  });
});

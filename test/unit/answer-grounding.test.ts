import { describe, expect, it } from 'vitest';
import type { SourceHit } from '../../src/core/answer/answerer.js';
import { buildMessages, citedFacts, Citer, formatSources, renumberCitations, selectSources, supportingFacts, SYSTEM_PROMPT } from '../../src/core/answer/ollama-answerer.js';
import { AnswerRelay } from '../../src/core/answer/relay.js';

/** A chunk made of segments, each with its locator, as the store keeps them. */
function hit(path: string, segments: Array<[string, string]>, id = 1): SourceHit {
  let text = '';
  const anchors: Array<[number, string]> = [];
  for (const [locator, seg] of segments) {
    if (text) text += '\n';
    anchors.push([text.length, locator]);
    text += seg;
  }
  return { chunk_id: id, file_id: `f${id}`, text, locator: segments[0]![0], anchors: JSON.stringify(anchors), score: 1, path };
}

const LOG = hit('/logs/ops.txt', [
  ['#line=1', 'line 1: routine heartbeat from node 1 recorded without incident.'],
  ['#line=2', 'line 2: the backup job on server orion failed with a disk quota error.'],
  ['#line=3', 'line 3: routine heartbeat from node 3 recorded without incident.'],
]);
const PEOPLE = hit('/people/alice.txt', [['#line=1', 'Alice Moreau joined Acme Corp in March 2021. She lives in Lisbon.']], 2);
const SALES = hit(
  '/docs/sales.xlsx',
  [
    ['#sheet=Q1&row=2', 'Customer: Acme Corp; Signed: 2024-03-15; Amount: 1200'],
    ['#sheet=Q1&row=3', 'Customer: Globex; Signed: 2024-05-01; Amount: 800'],
  ],
  3,
);
const SOURCES = [LOG, PEOPLE, SALES];

describe('citedFacts', () => {
  it('maps each citation to the segment of the cited source that holds the claim', () => {
    const facts = citedFacts('The backup on orion failed because the disk quota ran out [1]. Globex signed in May 2024 [3].', SOURCES);
    expect(facts).toEqual([
      { chunk: 'line 2: the backup job on server orion failed with a disk quota error.', reference: '/logs/ops.txt#line=2' },
      { chunk: 'Customer: Globex; Signed: 2024-05-01; Amount: 800', reference: '/docs/sales.xlsx#sheet=Q1&row=3' },
    ]);
  });

  it('reads a marker after the full stop as citing the sentence before it', () => {
    expect(citedFacts('Alice lives in Lisbon. [2]', SOURCES)).toEqual([{ chunk: PEOPLE.text, reference: '/people/alice.txt#line=1' }]);
  });

  it('gives one fact per cited source and claim, without duplicates, ignoring numbers out of range', () => {
    const facts = citedFacts('Alice joined Acme in 2021 [2][2]. She lives in Lisbon [2, 9].', SOURCES);
    expect(facts).toEqual([{ chunk: PEOPLE.text, reference: '/people/alice.txt#line=1' }]);
  });

  it('falls back to the question words, then to the first segment, when the claim shares nothing', () => {
    expect(citedFacts('Yes [3].', SOURCES, 'Did Globex sign?')[0]!.reference).toBe('/docs/sales.xlsx#sheet=Q1&row=3');
    expect(citedFacts('Yes [3].', SOURCES)[0]!.reference).toBe('/docs/sales.xlsx#sheet=Q1&row=2');
  });

  it('is empty for an answer without citations', () => {
    expect(citedFacts('Alice lives in Lisbon.', SOURCES)).toEqual([]);
  });
});

describe('renumbering citations to facts', () => {
  it('rewrites source numbers to fact numbers in order of first citation', () => {
    const citer = new Citer(SOURCES);
    const text = renumberCitations('Globex signed in May 2024 [3]. The orion backup failed on disk quota [1]. Globex signed for 800 [3].', citer);
    expect(text).toBe('Globex signed in May 2024 [1]. The orion backup failed on disk quota [2]. Globex signed for 800 [1].');
    expect(citer.facts.map((f) => f.reference)).toEqual(['/docs/sales.xlsx#sheet=Q1&row=3', '/logs/ops.txt#line=2']);
  });

  it('gives two claims on different segments of one source two facts', () => {
    const citer = new Citer(SOURCES);
    const text = renumberCitations('Acme Corp signed for 1200 [3] while Globex signed for 800 [3].', citer);
    expect(text).toBe('Acme Corp signed for 1200 [1] while Globex signed for 800 [2].');
    expect(citer.facts.map((f) => f.reference)).toEqual(['/docs/sales.xlsx#sheet=Q1&row=2', '/docs/sales.xlsx#sheet=Q1&row=3']);
  });

  it('drops a marker that cites no source, with the space before it', () => {
    const citer = new Citer(SOURCES);
    expect(renumberCitations('Alice lives in Lisbon [7]. She joined Acme [2, 8].', citer)).toBe('Alice lives in Lisbon. She joined Acme [1].');
  });

  it('renumbers the same way while streaming through the relay', () => {
    const citer = new Citer(SOURCES);
    const shown: string[] = [];
    const relay = new AnswerRelay(3, (t) => shown.push(t), 5, (nums, before) => citer.mark(nums, before));
    for (const piece of ['Globex signed ', 'in May 2024 [', '3]. The orion ', 'backup failed on disk quota [1', '].']) relay.push(piece);
    expect(relay.finish()).toBe('Globex signed in May 2024 [1]. The orion backup failed on disk quota [2].');
    expect(shown.join('')).toBe(relay.text);
    expect(citer.facts.map((f) => f.reference)).toEqual(['/docs/sales.xlsx#sheet=Q1&row=3', '/logs/ops.txt#line=2']);
  });
});

describe('supportingFacts', () => {
  it('finds the segments that hold most of each sentence, best first', () => {
    expect(supportingFacts('The backup job on orion failed with a disk quota error. Acme Corp signed for 1200.', SOURCES)).toEqual([
      { chunk: 'line 2: the backup job on server orion failed with a disk quota error.', reference: '/logs/ops.txt#line=2' },
      { chunk: 'Customer: Acme Corp; Signed: 2024-03-15; Amount: 1200', reference: '/docs/sales.xlsx#sheet=Q1&row=2' },
    ]);
  });

  it('finds nothing for an answer the sources do not hold', () => {
    expect(supportingFacts('Your files do not say what her favourite colour is.', SOURCES)).toEqual([]);
  });

  it('returns at most the number asked for', () => {
    expect(supportingFacts('Alice Moreau joined Acme Corp. The backup on orion failed. Globex signed in May.', SOURCES, 2)).toHaveLength(2);
  });
});

describe('the grounded prompt', () => {
  it('numbers the sources with their references and ends with the question', () => {
    const messages = buildMessages('When did Alice join?', [], SOURCES);
    expect(messages[0]).toEqual({ role: 'system', content: SYSTEM_PROMPT });
    expect(SYSTEM_PROMPT).toMatch(/only these sources/);
    expect(SYSTEM_PROMPT).toMatch(/\[1\]/);
    expect(messages).toHaveLength(2);
    const user = messages[1]!;
    expect(user.role).toBe('user');
    expect(user.content).toBe(
      `Sources:\n\n[1] /logs/ops.txt#line=1\n${LOG.text}\n\n[2] /people/alice.txt#line=1\n${PEOPLE.text}\n\n[3] /docs/sales.xlsx#sheet=Q1&row=2\n${SALES.text}\n\nQuestion: When did Alice join?`,
    );
  });

  it('puts the conversation before the sources, earlier answers without their citation marks', () => {
    const messages = buildMessages(
      'and where does she live?',
      [
        { role: 'user', content: 'When did Alice join?' },
        { role: 'assistant', content: 'Alice joined in March 2021 [2].' },
      ],
      SOURCES,
    );
    expect(messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(messages[1]!.content).toBe('When did Alice join?');
    expect(messages[2]!.content).toBe('Alice joined in March 2021.');
    expect(messages[3]!.content.endsWith('Question: and where does she live?')).toBe(true);
  });

  it('keeps the last turns of a long conversation only', () => {
    const history = Array.from({ length: 30 }, (_, i) => ({ role: i % 2 ? ('assistant' as const) : ('user' as const), content: `turn ${i}` }));
    const messages = buildMessages('q', history, SOURCES);
    expect(messages).toHaveLength(12);
    expect(messages[1]!.content).toBe('turn 20');
  });

  it('fits the sources to a budget, always keeping the best one, and cuts a huge one', () => {
    const big = (id: number) => hit(`/big${id}.txt`, [['#line=1', 'x'.repeat(3000)]], id);
    expect(selectSources([big(1), big(2), big(3), big(4), big(5)]).length).toBe(3);
    expect(selectSources([big(1)], 10)).toHaveLength(1);
    expect(formatSources([big(1)]).length).toBeLessThan(2500);
  });
});

/**
 * Identifiers such as IL-6, Th17 and COVID-19 are findable: the query is split the way the
 * index is (il, 6), and the exact identifier adds a small phrase bonus so IL-6 outranks a text
 * about IL-2 in 6 patients. Also the query builder's safety and stop-word rules.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMatch, parseQuery } from '../../src/core/retrieve/fts-query.js';
import { searchFiles } from '../../src/core/retrieve/search.js';
import { RetrievalFixture } from '../helpers/retrieval.js';

describe('query building', () => {
  it('splits words like unicode61, drops stop words and repeats', () => {
    const q = parseQuery('The IL-6 and the il-6 levels of Th17 cells');
    expect(q.match).toEqual(['il', '6', 'levels', 'th17', 'cells', 'il6']);
    expect(q.phrases).toEqual(['il 6']);
    expect(q.acronyms).toEqual(['il']);
  });

  it('keeps FTS5 syntax in user text literal', () => {
    expect(buildMatch('say "hello" OR NEAR(x) col:* ^start')).toEqual(['say', 'hello', 'near', 'x', 'col', 'start']);
  });

  it('still searches a query made only of stop words', () => {
    expect(buildMatch('the who')).toEqual(['who']);
    expect(buildMatch('to be or not to be')).toEqual(['to', 'be', 'or', 'not']);
    expect(buildMatch('  ...  ')).toBeUndefined();
  });
});

describe('identifier search', () => {
  const fx = new RetrievalFixture();
  const id: Record<string, string> = {};
  beforeAll(async () => {
    id.il6 = await fx.add('/papers/il6.txt', 'Cytokines in sepsis\n\nSerum IL-6 concentrations rose sharply in septic shock and predicted mortality.');
    id.il2 = await fx.add('/papers/il2.txt', 'Low dose IL-2\n\nIL-2 was given to 6 patients with melanoma.');
    id.th17 = await fx.add('/papers/th17.txt', 'T helper cells\n\nTh17 cells drive autoimmune inflammation through IL-17 secretion.');
    id.covid = await fx.add('/papers/covid.txt', 'Vaccines\n\nCOVID-19 vaccination reduced hospital admissions among older adults.');
    id.covid19 = await fx.add('/papers/ward.txt', 'Ward report\n\n19 beds on the covid ward, all of them full.');
    id.unrelated = await fx.add('/papers/other.txt', 'Diet\n\nA Mediterranean diet lowered blood pressure over 12 weeks.');
  });
  afterAll(() => fx.close());

  const top = (q: string) => searchFiles(fx.store, 1, q, 5).map((h) => h.entry.file_id);

  it('ranks the exact identifier first: IL-6 over IL-2 and "6 patients"', () => {
    expect(top('IL-6')[0]).toBe(id.il6);
    expect(top('il-6 levels')[0]).toBe(id.il6);
    expect(top('IL-2')[0]).toBe(id.il2);
  });

  it('finds an identifier written solid or with a hyphen', async () => {
    const solid = await fx.add('/papers/solid.txt', 'Receptor study\n\nBlocking the IL6 receptor with tocilizumab.');
    expect(top('IL-6 receptor')[0]).toBe(solid);
    expect(top('IL6')).toContain(solid);
  });

  it('finds Th17 in any case', () => {
    expect(top('Th17')[0]).toBe(id.th17);
    expect(top('th17 cells')[0]).toBe(id.th17);
  });

  it('ranks COVID-19 over a text that has covid and 19 apart', () => {
    expect(top('COVID-19')[0]).toBe(id.covid);
    expect(top('COVID-19')).toContain(id.covid19);
    expect(top('COVID-19')).not.toContain(id.unrelated);
  });
});

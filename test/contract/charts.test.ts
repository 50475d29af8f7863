import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Api } from '../helpers/api.js';
import { queryOk, uploadAndWait, vectorsInPlace } from '../helpers/contract.js';
import { startDaemon, type TestDaemon } from '../helpers/daemon.js';

/** Numbers that live only in charts (test/data/charts: docling's test files), through the daemon. */

const DATA = join(import.meta.dirname, '../data/charts');
let d: TestDaemon;
let api: Api;

beforeAll(async () => {
  d = await startDaemon();
  api = new Api(d.url, d.apiKey);
  for (const [name, file] of [
    ['duck_survey.pptx', 'pptx_chart.pptx'],
    ['duck_book.xlsx', 'xlsx_03_chartsheet.xlsx'],
  ] as const) {
    const up = await uploadAndWait(api, name, readFileSync(join(DATA, file)), { path: '/survey', timeoutMs: 60_000 });
    expect(up.status).toBe('COMPLETED');
  }
  await vectorsInPlace(d.url, 60_000);
}, 120_000);

afterAll(async () => {
  await d?.stop();
});

async function text(path: string, locator?: string): Promise<{ status: number; segments: Array<{ locator: string; text: string }> }> {
  const res = await api.get('/file/text', { path, ...(locator ? { locator } : {}) });
  const body = (await res.json()) as { segments?: Array<{ locator: string; text: string }> };
  return { status: res.status, segments: body.segments ?? [] };
}

describe('charts', () => {
  it('answers a question whose number is only in a slide chart, citing the slide', async () => {
    const q = await queryOk(api, 'According to the duck survey slides, how many saltwater ducks were there in 2022?', { final_answer: 'true' });
    const part = q.response.content[0]!;
    expect(part.text).toContain('130');
    const fact = (part.facts ?? []).find((f) => f.reference.startsWith('/survey/duck_survey.pptx'));
    expect(fact?.reference).toBe('/survey/duck_survey.pptx#slide=1');
  });

  it("reads a sheet's chart back at its locator, and the slide's chart with the slide", async () => {
    const chart = await text('/survey/duck_book.xlsx', '#sheet=Duck%20Chart&chart=1');
    expect(chart.status).toBe(200);
    expect(chart.segments.map((s) => s.locator)).toEqual(['#sheet=Duck%20Chart&chart=1']);
    expect(chart.segments[0]!.text).toContain('Chart “Wild Duck Observations by Year”: Saltwater Ducks, 2023: 120');
    const slide = await text('/survey/duck_survey.pptx', '#slide=2');
    expect(slide.segments[0]!.text).toContain('Chart on slide “Quarterly revenue”: 2026, Q2: 20');
  });
});

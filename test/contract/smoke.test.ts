import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDaemon, type TestDaemon } from '../helpers/daemon.js';
import { Api } from '../helpers/api.js';

let d: TestDaemon;
let api: Api;

beforeAll(async () => {
  d = await startDaemon();
  api = new Api(d.url, d.apiKey);
});
afterAll(async () => d?.cleanup());

describe('a text file from upload to answer', () => {
  it('is uploaded PENDING, completes, and is found by search and query', async () => {
    const up = await api.upload('alice.txt', 'Alice joined Acme Corp in March 2021 as a data engineer.\n\nShe loves hiking in the Alps.', { path: '/notes' });
    expect(up).toMatchObject({ filename: 'alice.txt', path: '/notes/', renamed: false });
    expect(await api.waitFor(up.file_id)).toBe('COMPLETED');

    const search = await api.form('/ai/search', { message: 'Acme data engineer' });
    expect(search.status).toBe(200);
    const hits = (await search.json()) as Array<{ file_id: string; file_path: string }>;
    expect(hits.map((h) => h.file_id)).toEqual([up.file_id]);

    const q = await api.query('When did Alice join Acme?', { final_answer: 'true' });
    expect(q.status).toBe(200);
    const body = (await q.json()) as { response: { content: Array<{ text: string; facts: Array<{ chunk: string; reference: string }> }> } };
    expect(body.response.content[0]!.text).toContain('March 2021');
    expect(body.response.content[0]!.facts[0]!.reference).toBe('/notes/alice.txt#line=1');
  });
});

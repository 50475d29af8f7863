/**
 * The built-in sentence encoder through a real daemon: a file is COMPLETED and searchable by
 * BM25 before it has a vector; the encoder fills the vectors in the background with progress in
 * /health; a paraphrase that shares no word with the file finds it through its vector. A data
 * dir from before the encoder keeps searching its word vectors while the encoder's space fills,
 * and a restart in the middle of that backlog resumes it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { startDaemon, type TestDaemon } from '../helpers/daemon.js';
import { Api } from '../helpers/api.js';
import { search, uploadAndWait } from '../helpers/contract.js';
import type { SpaceStatus } from '../../src/cli/index-status.js';

const ENCODER = 'builtin-use-lite';
const WORDS = 'builtin-sg100';

const NOTES: Record<string, string> = {
  'checkup.txt': 'Saw Dr. Alvarez at the clinic this morning for my yearly checkup. Blood pressure 128/82, a bit high. She wants me to cut down on salt and come back in three months.',
  'car.txt': 'Bought the used Honda Civic from Mark for 9,500 dollars. Signed the papers at his garage on Saturday and drove it home.',
  'garden.txt': 'Planted tomatoes, basil and two rows of lettuce in the raised beds. The soil needs more compost before the peppers go in.',
  'trip.txt': 'Booked the flight to Lisbon for the conference in May. Hotel near the river, three nights, breakfast included.',
  'landlord.txt': 'Sent a note to the building management about the barking dog upstairs. No reply yet after two weeks.',
  'cake.txt': "Grandma's lemon cake: two cups flour, one cup sugar, three eggs, zest of two lemons. Bake forty minutes.",
};
/** No word in common with checkup.txt (or any other note). */
const PARAPHRASE = 'physician appointment for an annual physical exam';

let d: TestDaemon | undefined;
afterEach(async () => {
  await d?.cleanup();
  d = undefined;
});

async function spaces(url: string): Promise<SpaceStatus[]> {
  const res = await fetch(`${url}/health`);
  return ((await res.json()) as { vectors: SpaceStatus[] }).vectors;
}

async function until<T>(what: string, fn: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await fn();
    if (v !== undefined) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const filled = (url: string) =>
  until('the encoder vectors', async () => {
    const s = (await spaces(url)).find((x) => x.model === ENCODER);
    return s && s.state === 'ready' && s.chunks > 0 && s.pending === 0 ? s : undefined;
  });

const names = (hits: Array<{ file_name: string }>) => hits.map((h) => h.file_name);

describe('built-in sentence encoder', () => {
  it('completes a file before its vector, fills it in the background, and finds it by meaning', async () => {
    d = await startDaemon();
    const api = new Api(d.url, d.apiKey);
    for (const [name, text] of Object.entries(NOTES)) expect((await uploadAndWait(api, name, text, { path: '/notes' })).status).toBe('COMPLETED');
    // Searchable by its words at once, whatever the vectors are doing.
    expect(names(await search(api, 'Honda Civic', { mode: 'bm25' }))).toEqual(['car.txt']);
    const before = (await spaces(d.url)).find((s) => s.model === ENCODER)!;
    expect(before.chunks).toBeGreaterThanOrEqual(Object.keys(NOTES).length);
    expect(before.vectors + before.pending).toBe(before.chunks);

    const done = await filled(d.url);
    expect(done.vectors).toBe(done.chunks);
    expect(done.searched).toBe(true);
    // A fresh data dir never builds the word-vector space.
    expect((await spaces(d.url)).map((s) => s.model)).toEqual([ENCODER]);

    expect(await search(api, PARAPHRASE, { mode: 'bm25' })).toEqual([]);
    expect(names(await search(api, PARAPHRASE))[0]).toBe('checkup.txt');
  });

  it('upgrades a data dir in the background, searching the old vectors meanwhile, and resumes after a restart', async () => {
    d = await startDaemon({ env: { CTX_BUILTIN_ENCODER: 'off' } });
    let api = new Api(d.url, d.apiKey);
    const filler = Array.from({ length: 60 }, (_, i) => [
      `log-${i}.txt`,
      `Day ${i} of the training log. Ran ${3 + (i % 5)} kilometres along the canal before work, stretched, and wrote down the split times. ` +
        `Weather ${['cold', 'windy', 'mild', 'rainy'][i % 4]}; legs felt ${['heavy', 'fresh', 'tired', 'fine'][i % 4]}. Next session: intervals on the track.`,
    ]);
    const all = await Promise.all([...Object.entries(NOTES), ...filler].map(([name, text]) => uploadAndWait(api, name!, text!, { path: '/notes' })));
    expect(all.every((f) => f.status === 'COMPLETED')).toBe(true);
    expect((await spaces(d.url)).map((s) => [s.model, s.searched])).toEqual([[WORDS, true]]);

    // Upgrade: the encoder's space is built from what is in the database.
    await d.stop();
    await d.restart({ CTX_ENCODER_BATCH: '1' });
    api = new Api(d.url, d.apiKey);
    const building = await until('the backlog to start', async () => {
      const s = await spaces(d!.url);
      const enc = s.find((x) => x.model === ENCODER);
      return enc && enc.vectors > 0 ? s : undefined;
    });
    const enc = building.find((s) => s.model === ENCODER)!;
    expect(enc.state).toBe('building');
    expect(enc.pending).toBeGreaterThan(0);
    // The old vectors are searched until the new space is complete: search keeps working.
    expect(building.find((s) => s.model === WORDS)?.searched).toBe(true);
    expect(names(await search(api, 'lemon cake'))[0]).toBe('cake.txt');

    // A restart in the middle of the backlog keeps what was embedded and finishes the rest.
    await d.stop();
    await d.restart({});
    api = new Api(d.url, d.apiKey);
    const resumed = (await spaces(d.url)).find((s) => s.model === ENCODER)!;
    expect(resumed.vectors).toBeGreaterThanOrEqual(enc.vectors);
    expect(resumed.pending).toBeGreaterThan(0);
    const done = await filled(d.url);
    expect(done.searched).toBe(true);
    // Complete: the word vectors' space is dropped.
    expect((await spaces(d.url)).map((s) => s.model)).toEqual([ENCODER]);
    expect(names(await search(api, PARAPHRASE))[0]).toBe('checkup.txt');
  });
});

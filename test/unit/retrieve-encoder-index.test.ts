/**
 * The vector index with a background encoder (a stand-in with hashed vectors and a few
 * synonyms, so these tests need no model): chunks are written without calling it, the backlog
 * fills the space from the database, and a search asks for the query vector only when the
 * fusion will use it, once per question text.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalize } from '../../src/core/models/embedder.js';
import { retrieveFiles } from '../../src/core/retrieve/search.js';
import { VectorIndex, type BackgroundEmbedder } from '../../src/core/retrieve/vector-index.js';
import type { EncoderPriority } from '../../src/core/models/encoder-process.js';
import { hashedEmbedding } from '../helpers/fake-ollama.js';
import { builtinEmbedder, RetrievalFixture } from '../helpers/retrieval.js';

const SYNONYMS: Record<string, string> = { physician: 'doctor', automobile: 'car', purchased: 'bought' };

class FakeEncoder implements BackgroundEmbedder {
  // Not the real encoder's name: its hashed cosines are not what relevance.ts calibrated on.
  readonly name = 'fake-sentence-encoder';
  readonly dim = 512;
  calls: Array<{ priority: EncoderPriority; texts: string[] }> = [];
  available(): boolean {
    return true;
  }
  async embed(texts: string[], _signal?: AbortSignal, priority: EncoderPriority = 'query'): Promise<Float32Array[]> {
    this.calls.push({ priority, texts });
    return texts.map((t) => normalize(Float32Array.from(hashedEmbedding(t.toLowerCase().replace(/\p{L}+/gu, (w) => SYNONYMS[w] ?? w), this.dim))));
  }
  queries(): number {
    return this.calls.filter((c) => c.priority === 'query').length;
  }
}

describe('vector index with a background encoder', () => {
  const fx = new RetrievalFixture({ vectors: false });
  const enc = new FakeEncoder();
  let index: VectorIndex;
  const NOTES: Record<string, string> = {
    '/n/doctor.txt': 'Visit\n\nThe doctor checked my blood pressure and said to come back in spring.',
    '/n/car.txt': 'Garage\n\nBought a used car from my neighbour, paid in cash on Saturday.',
    '/n/dentist.txt': 'Teeth\n\nDentist appointment on Thursday, two cavities to fill.',
    '/n/garden.txt': 'Garden\n\nTomatoes and basil in the raised bed, compost in the corner.',
    '/n/budget.txt': 'Money\n\nMonthly budget: rent, groceries, utilities and savings.',
  };

  beforeAll(async () => {
    index = new VectorIndex(fx.store, { encoder: enc, builtin: builtinEmbedder(), deferEncoder: () => false, encoderBatch: 2 });
    for (const [path, text] of Object.entries(NOTES)) await fx.add(path, text);
    // Writing chunks never called the encoder: their vectors are the backlog's.
    expect(enc.calls).toEqual([]);
    index.start();
    await index.idle();
  });
  afterAll(async () => {
    await index.stop();
    fx.close();
  });

  it('fills every chunk from the database in background batches, then searches that space', () => {
    const s = index.status().find((x) => x.model === enc.name)!;
    expect(s).toMatchObject({ state: 'ready', pending: 0, searched: true });
    expect(s.vectors).toBe(s.chunks);
    expect(enc.calls.every((c) => c.priority === 'background' && c.texts.length <= 2)).toBe(true);
    // No word-vector space in a data dir that never had one.
    expect(index.status().map((x) => x.model)).toEqual([enc.name]);
  });

  it('embeds the question only when the vectors will be used, and only once per text', async () => {
    const paths = async (q: string) => (await retrieveFiles(fx.store, 1, q, 3)).map((h) => fx.pathOf(h.entry.file_id));
    expect((await paths('dentist cavities Thursday'))[0]).toBe('/n/dentist.txt');
    expect(enc.queries()).toBe(0);
    expect((await paths('physician'))[0]).toBe('/n/doctor.txt');
    expect(enc.queries()).toBe(1);
    await paths('physician');
    expect(enc.queries()).toBe(1);
    expect((await paths('automobile purchased'))[0]).toBe('/n/car.txt');
    expect(enc.queries()).toBe(2);
  });

  it('embeds chunks written later, and only those', async () => {
    const before = enc.calls.filter((c) => c.priority === 'background').flatMap((c) => c.texts).length;
    const id = await fx.add('/n/vet.txt', 'Vet\n\nThe vet gave the puppy its shots.');
    // RetrievalFixture writes through its own index; tell this one, as the job processor does.
    const ids = fx.store.db.prepare('SELECT id FROM chunks WHERE file_id = ?').all(id) as Array<{ id: number }>;
    index.write(ids.map((r) => r.id), 1, []);
    await new Promise((r) => setTimeout(r, 20));
    await index.idle();
    const after = enc.calls.filter((c) => c.priority === 'background').flatMap((c) => c.texts);
    expect(after.slice(before)).toEqual([expect.stringContaining('puppy')]);
    expect(index.status().find((x) => x.model === enc.name)!.pending).toBe(0);
  });
});

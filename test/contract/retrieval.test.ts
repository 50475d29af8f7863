/**
 * Retrieval through a real daemon: hybrid /ai/search (BM25 fused with vectors) rescues
 * paraphrases without displacing BM25's hits, CJK and identifiers are findable, mode=bm25 is
 * honoured, deleted files leave no vectors behind. Then the Ollama embedder against the fake
 * Ollama server: its vectors are written with the chunks and used for queries, an embed
 * failure does not fail a file (the chunk is backfilled later), a model switch re-embeds in
 * the background while search keeps using the old vectors, then flips; a dead Ollama fails
 * nothing.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Api } from '../helpers/api.js';
import { expectShapeA, queryOk, search, searchedPaths, uploadAndWait, vectorsInPlace } from '../helpers/contract.js';
import { startDaemon, type TestDaemon } from '../helpers/daemon.js';
import { hashedEmbedding, startFakeOllama, type FakeOllama } from '../helpers/fake-ollama.js';

const NOTES: Record<string, string> = {
  'checkup.txt': 'Checkup\n\nSaw Dr. Alvarez at the clinic for my yearly checkup. Blood pressure a bit high; she wants me to eat less salt and come back in three months.',
  'dentist.txt': 'Dentist\n\nDentist appointment moved to Thursday at 4pm. Two cavities to fill on the lower left side.',
  'civic.txt': 'Honda\n\nWe agreed on $18,400 for the 2019 Honda Civic including winter tires. Pick it up Saturday with the cashier check.',
  'garden.txt': 'Garden\n\nTomatoes and peppers along the fence, herbs in the raised bed, lettuce in the shady corner. Buy compost and mulch.',
  'budget.txt': 'Budget\n\nMonthly budget: rent 1,720, groceries 600, utilities 220, savings 500. Cut back on restaurants.',
  'hike.txt': 'Hike\n\nHiked the Bear Mountain loop with Dan, about nine miles, great view from the summit, saw a deer.',
  'landlord.txt': 'Water shut off\n\nThe water will be shut off on Tuesday from 9am to 1pm while the plumber replaces the main valve in the basement.',
  'il6.txt': 'Cytokines in sepsis\n\nSerum IL-6 concentrations rose sharply in septic shock and predicted mortality.',
  'il2.txt': 'Low dose IL-2\n\nIL-2 was given to 6 patients with melanoma.',
  '周会.txt': '今天的会议记录如下：项目进度正常，下周三之前提交预算报告。',
  'trip.txt': '東京都庁の展望台に行きました。夜景がとてもきれいでした。',
};

const paths = (hits: Array<{ file_path: string }>) => hits.map((h) => h.file_path);

async function uploadNotes(api: Api): Promise<void> {
  for (const [name, text] of Object.entries(NOTES)) {
    const r = await uploadAndWait(api, name, text, { path: '/notes' });
    expect(r.status, name).toBe('COMPLETED');
  }
}

async function waitForLog(d: TestDaemon, pattern: RegExp, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!pattern.test(d.output())) {
    if (Date.now() > deadline) throw new Error(`no log line ${pattern} in:\n${d.output()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('hybrid search with the built-in embedder', () => {
  let d: TestDaemon;
  let api: Api;
  beforeAll(async () => {
    d = await startDaemon();
    api = new Api(d.url, d.apiKey);
    await uploadNotes(api);
    // The sentence encoder embeds in the background after COMPLETED.
    await vectorsInPlace(d.url);
  });
  afterAll(async () => d?.cleanup());

  it('rescues a paraphrase through vectors that BM25 alone misses', async () => {
    const q = 'annual physical with the physician';
    expect(paths(await search(api, q, { mode: 'bm25' }))).not.toContain('/notes/checkup.txt');
    expect(paths(await search(api, q))[0]).toBe('/notes/checkup.txt');
    expect(paths(await search(api, q, { mode: 'hybrid' }))[0]).toBe('/notes/checkup.txt');
    expect(paths(await search(api, 'how much was the automobile I purchased'))[0]).toBe('/notes/civic.txt');
  });

  it('never displaces BM25 hits for queries BM25 answers', async () => {
    for (const q of ['dentist cavities Thursday', 'water shut off plumber valve', 'Bear Mountain summit deer', 'compost mulch raised bed', 'Honda Civic winter tires']) {
      const bm25 = paths(await search(api, q, { mode: 'bm25', limit: '5' }));
      const hybrid = paths(await search(api, q, { limit: '5' }));
      expect(hybrid, q).toEqual(bm25);
    }
  });

  it('returns [] for a query about nothing in the files', async () => {
    for (const q of ['octopus', 'Krakatoa volcanic eruption', 'saxophone lessons schedule', 'origami crane folding instructions']) {
      expect(paths(await search(api, q)), q).toEqual([]);
    }
    // A file holding most of the query (by IDF weight) is still found though one word is in no
    // file; the paraphrase still comes through.
    expect(paths(await search(api, 'octopus at the Bear Mountain summit'))[0]).toBe('/notes/hike.txt');
    expect(paths(await search(api, 'annual physical with the physician'))[0]).toBe('/notes/checkup.txt');
  });

  it('finds identifiers and CJK text', async () => {
    expect(paths(await search(api, 'IL-6'))[0]).toBe('/notes/il6.txt');
    expect(paths(await search(api, 'IL-2'))[0]).toBe('/notes/il2.txt');
    expect(paths(await search(api, '会议记录'))[0]).toBe('/notes/周会.txt');
    expect(paths(await search(api, '周会'))[0]).toBe('/notes/周会.txt');
    expect(paths(await search(api, '東京都庁'))[0]).toBe('/notes/trip.txt');
  });

  it('uses hybrid chunk retrieval for /ai/query too', async () => {
    const res = await queryOk(api, 'annual physical with the physician');
    expect(await searchedPaths(api, res.response.searched_files)).toContain('/notes/checkup.txt');
  });

  it('rejects an unknown mode', async () => {
    await expectShapeA(await api.form('/ai/search', { message: 'dentist', mode: 'vectors' }), 400, 'INVALID_PARAMETERS');
  });

  it('drops a deleted file, vectors included', async () => {
    const up = await uploadAndWait(api, 'vet.txt', 'Vet\n\nThe veterinarian gave the puppy its rabies vaccination.', { path: '/tmp' });
    expect(up.status).toBe('COMPLETED');
    await vectorsInPlace(d.url);
    const q = 'animal doctor shots for my dog';
    expect(paths(await search(api, q))).toContain('/tmp/vet.txt');
    const del = await api.del(`/file/delete/${up.file_id}`);
    expect(del.status, await del.text()).toBe(200);
    expect(paths(await search(api, q))).not.toContain('/tmp/vet.txt');
  });
});

/**
 * A fake embedding model with "meaning": each model maps its own invented word onto "dentist",
 * a concept with an axis of its own (so only that model's vectors can find the dentist note
 * through it, and clearly), over hashed words for everything else.
 */
function fakeModel(model: string): (text: string) => number[] {
  const synonym = model.startsWith('nomic') ? 'zorblat' : 'quuxify';
  return (text) => {
    const t = text.toLowerCase().replaceAll(synonym, 'dentist');
    const v = hashedEmbedding(t);
    if (t.includes('dentist')) v[0]! += 3;
    const n = Math.hypot(...v) || 1;
    return v.map((x) => x / n);
  };
}

describe('Ollama embedder (fake Ollama)', () => {
  let fake: FakeOllama;
  let d: TestDaemon;
  let api: Api;
  /** While set, model embed-b answers only the dimension probe; backfill calls wait on it. */
  let gate: Promise<void> | undefined;
  let release: () => void = () => {};

  beforeAll(async () => {
    fake = await startFakeOllama({
      embed: async (text, model) => {
        if (gate && model === 'embed-b' && text !== 'dimension probe') await gate;
        return fakeModel(model)(text);
      },
    });
    d = await startDaemon({ env: { CTX_OLLAMA_HOST: fake.host, CTX_EMBED_RETRY_MS: '200' } });
    api = new Api(d.url, d.apiKey);
    await uploadNotes(api);
    await waitForLog(d, /ollama:nomic-embed-text is ready/);
  });
  afterAll(async () => {
    release();
    await d?.cleanup();
    await fake?.close();
  });

  const embedCalls = (model: string, input: string) => fake.calls.embed.filter((c) => c.model === model && c.input.some((t) => t.includes(input)));

  it('embeds chunks with the configured model and answers queries with its vectors', async () => {
    expect(embedCalls('nomic-embed-text', 'Two cavities to fill').length).toBeGreaterThan(0);
    // Only the Ollama model knows that "zorblat" means dentist: BM25 and word vectors cannot.
    expect(paths(await search(api, 'zorblat', { mode: 'bm25' }))).toEqual([]);
    expect(paths(await search(api, 'zorblat'))[0]).toBe('/notes/dentist.txt');
    expect(embedCalls('nomic-embed-text', 'zorblat').length).toBeGreaterThan(0);
  });

  it('answers /ai/query from chunks found through the Ollama model\'s query vector', async () => {
    const before = embedCalls('nomic-embed-text', 'when is my zorblat visit').length;
    const res = await queryOk(api, 'when is my zorblat visit');
    expect(embedCalls('nomic-embed-text', 'when is my zorblat visit').length).toBe(before + 1);
    expect(await searchedPaths(api, res.response.searched_files)).toContain('/notes/dentist.txt');
    // The chat model was given the dentist note, which only the Ollama vectors can connect to "zorblat".
    const prompt = fake.calls.chat.at(-1)!.messages.at(-1)!.content;
    expect(prompt).toMatch(/\[\d\] \/notes\/dentist\.txt#line=1\nDentist\nDentist appointment moved to Thursday at 4pm/);
  });

  it('does not fail a file when embedding fails, and backfills its vectors later', async () => {
    fake.options.fail = { '/api/embed': 500 };
    const up = await uploadAndWait(api, 'dentist2.txt', 'Orthodontist\n\nBraces check for Mia with the orthodontist next Friday.', { path: '/later' });
    expect(up.status).toBe('COMPLETED');
    // Searching works meanwhile (the built-in space answers while Ollama fails).
    expect(paths(await search(api, 'Mia braces orthodontist'))[0]).toBe('/later/dentist2.txt');
    expect(embedCalls('nomic-embed-text', 'Braces check for Mia')).toEqual([]);
    fake.options.fail = {};
    const deadline = Date.now() + 20_000;
    while (embedCalls('nomic-embed-text', 'Braces check for Mia').length === 0) {
      if (Date.now() > deadline) throw new Error('the chunk was never re-embedded');
      await new Promise((r) => setTimeout(r, 100));
    }
  });

  it('re-embeds in the background after a model switch, searching the old vectors until the new ones are complete', async () => {
    await d.stop();
    const cfgFile = join(d.dataDir, 'config.json');
    const cfg = existsSync(cfgFile) ? (JSON.parse(readFileSync(cfgFile, 'utf8')) as Record<string, any>) : {};
    writeFileSync(cfgFile, JSON.stringify({ ...cfg, ollama: { ...(cfg.ollama ?? {}), embed_model: 'embed-b' } }));
    gate = new Promise((r) => (release = r));
    await d.restart();
    api = new Api(d.url, d.apiKey);
    await waitForLog(d, /ollama:embed-b \(64 dims\) is filling in the background/);

    // Building: queries still use the old model's vectors.
    expect(paths(await search(api, 'zorblat'))[0]).toBe('/notes/dentist.txt');
    expect(paths(await search(api, 'quuxify'))).not.toContain('/notes/dentist.txt');
    expect(embedCalls('nomic-embed-text', 'zorblat').length).toBeGreaterThan(1);
    expect(/embed-b is ready/.test(d.output())).toBe(false);

    release();
    await waitForLog(d, /ollama:embed-b is ready/);
    await waitForLog(d, /dropped the vectors of ollama:nomic-embed-text/);
    expect(embedCalls('embed-b', 'Two cavities to fill').length).toBeGreaterThan(0);
    expect(paths(await search(api, 'quuxify'))[0]).toBe('/notes/dentist.txt');
    expect(paths(await search(api, 'zorblat'))).not.toContain('/notes/dentist.txt');
  });
});

describe('a dead Ollama', () => {
  let d: TestDaemon;
  let api: Api;
  beforeAll(async () => {
    // A port nothing listens on.
    const port = await new Promise<number>((resolve) => {
      const s = createServer().listen(0, '127.0.0.1', () => {
        const p = (s.address() as { port: number }).port;
        s.close(() => resolve(p));
      });
    });
    d = await startDaemon({ env: { CTX_OLLAMA_HOST: `127.0.0.1:${port}`, CTX_EMBED_RETRY_MS: '200' } });
    api = new Api(d.url, d.apiKey);
  });
  afterAll(async () => d?.cleanup());

  it('fails no file and leaves search working on the built-in vectors', async () => {
    await uploadNotes(api);
    await vectorsInPlace(d.url);
    expect(paths(await search(api, 'annual physical with the physician'))[0]).toBe('/notes/checkup.txt');
    expect(paths(await search(api, 'IL-6'))[0]).toBe('/notes/il6.txt');
  });
});

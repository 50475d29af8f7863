import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDaemon, type TestDaemon } from '../helpers/daemon.js';
import { Api } from '../helpers/api.js';
import { hashedEmbedding, startFakeOllama, type FakeOllama } from '../helpers/fake-ollama.js';
import { freshDatabase, testDatabaseUrl } from '../helpers/pg.js';
import { PgDb } from '../../src/core/store/pg-db.js';

/**
 * Two daemons on one PostgreSQL database, each with its own Ollama (so the test sees which
 * daemon embedded what): the background pass that fills a new embedding space runs on one
 * daemon at a time, and when that daemon dies mid-pass the other takes the space over.
 */
const base = testDatabaseUrl();
const PROBE = 'dimension probe';
const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

async function until(what: string, cond: () => boolean | Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await cond())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

describe.skipIf(!base)('vector backfill with two daemons on one PostgreSQL database', () => {
  let db: { url: string; drop(): void };
  let pg: PgDb;
  let a: TestDaemon;
  let b: TestDaemon;
  let fa: FakeOllama;
  let fb: FakeOllama;
  let openGate: () => void = () => {};
  const gate = new Promise<void>((r) => (openGate = r));

  beforeAll(async () => {
    db = freshDatabase(base!);
    // Both Ollamas start down: the files are indexed without their model's vectors.
    fa = await startFakeOllama({
      fail: { '/api/embed': 503 },
      // A's embedding requests for chunks hang: its pass holds the space while B comes up.
      embed: async (text) => {
        if (text !== PROBE) await gate;
        return hashedEmbedding(text);
      },
    });
    fb = await startFakeOllama({ fail: { '/api/embed': 503 } });
    const env = { CTX_BUILTIN_ENCODER: 'off', CTX_EMBED_RETRY_MS: '300', CTX_WORKERS: '1' };
    a = await startDaemon({ databaseUrl: db.url, env: { ...env, CTX_OLLAMA_HOST: fa.host } });
    b = await startDaemon({ databaseUrl: db.url, env: { ...env, CTX_OLLAMA_HOST: fb.host }, noInit: true });
    pg = new PgDb(db.url);
  }, 120_000);
  afterAll(async () => {
    openGate();
    pg?.close();
    await a?.cleanup();
    await b?.cleanup();
    await fa?.close();
    await fb?.close();
    db?.drop();
  });

  const chunkTexts = (f: FakeOllama, texts: Set<string>): string[] => f.calls.embed.flatMap((c) => c.input).filter((t) => texts.has(t));

  it('fills the space on one daemon at a time, and on the other once the first is killed', async () => {
    const api = new Api(a.url, a.apiKey);
    for (let i = 0; i < 6; i++) {
      const paras = Array.from({ length: 8 }, (_, j) => `Tide log ${i}-${j}: the warden counted ${i * 10 + j} oystercatchers on the spit near marker ${i}${j}x.`);
      const up = await api.upload(`log-${i}.txt`, paras.join('\n\n'), { path: '/tides' });
      expect(await api.waitFor(up.file_id)).toBe('COMPLETED');
    }
    const texts = new Set((pg.prepare('SELECT text FROM chunks').all() as Array<{ text: string }>).map((r) => r.text));
    expect(texts.size).toBeGreaterThan(1);

    // A's Ollama answers: A creates the space and starts its pass, which hangs on the first batch.
    fa.options.fail = {};
    await until("A's first batch", () => chunkTexts(fa, texts).length > 0);
    // B's Ollama answers too: B learns the space, but A is filling it, so B embeds nothing.
    fb.options.fail = {};
    await until("B's probe", () => fb.calls.embed.some((c) => c.input.includes(PROBE)));
    await sleep(2500);
    expect(chunkTexts(fb, texts)).toEqual([]);

    // A dies holding the space: its connection ends, and B fills every chunk, each once.
    await a.stop('SIGKILL');
    const space = pg.prepare(`SELECT id FROM embedding_spaces WHERE model LIKE 'ollama:%'`).get() as { id: number };
    const vectors = (): number => (pg.prepare(`SELECT count(*) AS n FROM vec_${space.id}`).get() as { n: number }).n;
    await until('every chunk to have a vector', () => vectors() === texts.size);
    // B's next look at the space finds nothing left to embed.
    await sleep(1500);
    const byB = chunkTexts(fb, texts);
    expect(byB.length).toBe(texts.size);
    expect(new Set(byB).size).toBe(texts.size);
  }, 120_000);
});

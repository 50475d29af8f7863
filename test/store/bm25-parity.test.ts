import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStore, type Store } from '../../src/core/store/index.js';
import { freshDatabase, testDatabaseUrl } from '../helpers/pg.js';

/**
 * PostgreSQL's BM25 gives the scores SQLite's FTS5 bm25() gives, for the same chunks and terms
 * (words, stems, phrases, CJK bigrams, title weight). PostgreSQL only: it compares the two.
 */
const base = testDatabaseUrl();

const TEXTS: Array<[string, string]> = [
  ['garden notes.txt', 'The tomato plants need water every morning, and the basil grows next to them.'],
  ['garden notes.txt', 'Watering tomatoes in the evening invites mildew; water the roots, not the leaves.'],
  ['recipes/soup.md', 'Tomato soup: onions, garlic, a can of tomatoes, basil, salt. Simmer for twenty minutes.'],
  ['recipes/bread.md', 'Sourdough needs a lively starter, flour, water and salt, and a long cold proof.'],
  ['lab/il6.txt', 'IL-6 levels rose in patients with severe infection; IL-2 stayed flat in 6 patients.'],
  ['lab/cytokines.txt', 'Cytokines such as IL-6 and TNF signal inflammation. Th17 cells produce IL-17.'],
  ['会议记录.txt', '明天的会议记录已经上传了。会议讨论了预算。'],
  ['notes/travel.txt', 'Trains from Zürich to Milano leave hourly; the café at the station opens at six.'],
  ['notes/travel2.txt', 'The cafe in Milano serves espresso; trains to Zurich are delayed in winter.'],
  ['misc.txt', 'Running, runner and runs all share a stem; so do connected, connecting and connection.'],
];

function build(store: Store): void {
  const acct = store.accounts.ensure('default').account;
  const su = store.subUsers.ensure(acct.id, 'default').id;
  const file = join(mkdtempSync(join(tmpdir(), 'ctx-parity-')), 'b');
  writeFileSync(file, 'x');
  store.recordBlob('d'.repeat(64), 1, file);
  TEXTS.forEach(([name, text], i) => {
    store.tx(() => {
      const { entry } = store.entries.createFile(su, { dir: '/', name: `${i}-${name.replace(/\//g, '_')}`, sha256: 'd'.repeat(64), size: 1, mime: 'text/plain' });
      store.chunks.replaceForFile(entry.file_id, su, name, [{ text, locator: 'p0' }, { text: `${text} ${text}`, locator: 'p1' }]);
      store.entries.setStatus(entry.file_id, 'COMPLETED');
    });
  });
}

describe.skipIf(!base)('BM25 on PostgreSQL equals FTS5 bm25()', () => {
  let dir: string;
  let db: { url: string; drop(): void };
  let sqlite: Store;
  let pg: Store;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'ctx-parity-'));
    db = freshDatabase(base!);
    sqlite = createStore({ dbPath: join(dir, 'ctx.db') });
    pg = createStore({ databaseUrl: db.url });
    build(sqlite);
    build(pg);
  });
  afterAll(() => {
    sqlite?.close();
    pg?.close();
    db?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  const scores = (s: Store, terms: string[], cjk = false) =>
    (cjk ? s.chunks.searchCjk(1, terms, 50) : s.chunks.search(1, terms, 50)).map((h) => [h.chunk_id, Number(h.score.toFixed(9))]).sort((a, b) => a[0]! - b[0]!);

  for (const terms of [['tomato'], ['water', 'tomatoes', 'basil'], ['connecting', 'runs'], ['il', '6', 'il6'], ['zurich', 'cafe'], ['il 6'], ['tomato soup', 'garlic'], ['sourdough', 'nothingmatches']]) {
    it(`scores ${JSON.stringify(terms)} the same`, () => {
      const want = scores(sqlite, terms);
      expect(want.length).toBeGreaterThan(0);
      expect(scores(pg, terms)).toEqual(want);
    });
  }

  it('scores CJK bigrams the same', () => {
    const want = scores(sqlite, ['会议', '记录', '预算'], true);
    expect(want.length).toBe(2);
    expect(scores(pg, ['会议', '记录', '预算'], true)).toEqual(want);
  });

  it('counts the same document frequencies', () => {
    for (const t of ['tomato', 'water', 'il 6', 'zurich', 'connected']) expect(pg.chunks.matchCount('chunks_fts', t), t).toBe(sqlite.chunks.matchCount('chunks_fts', t));
  });
});

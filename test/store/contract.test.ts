import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStore, type Store } from '../../src/core/store/index.js';
import { freshDatabase, storeBackends, testDatabaseUrl } from '../helpers/pg.js';

/**
 * The store's contract, the same tests on every backend: SQLite always, PostgreSQL when
 * CTX_TEST_DATABASE_URL names a server (CI starts one; see test/helpers/pg.ts).
 */
interface Backend {
  open(): Store;
  cleanup(): void;
}

function backend(kind: 'sqlite' | 'postgres'): Backend {
  if (kind === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'ctx-store-'));
    return { open: () => createStore({ dbPath: join(dir, 'ctx.db') }), cleanup: () => rmSync(dir, { recursive: true, force: true }) };
  }
  const db = freshDatabase(testDatabaseUrl()!);
  return { open: () => createStore({ databaseUrl: db.url }), cleanup: () => db.drop() };
}

/** A blob's row with real contents (PostgreSQL stores them; SQLite keeps them as files elsewhere). */
function blob(store: Store, ch: string, size = 1): string {
  const sha = ch.repeat(64);
  const file = join(mkdtempSync(join(tmpdir(), 'ctx-blob-')), 'b');
  writeFileSync(file, Buffer.alloc(size, 'x'));
  store.recordBlob(sha, size, file);
  return sha;
}

/** A COMPLETED file with chunks, in one call. */
function indexedFile(store: Store, su: number, name: string, chunks: string[], title = name): string {
  return store.tx(() => {
    blob(store, 'a');
    const { entry } = store.entries.createFile(su, { dir: '/', name, sha256: 'a'.repeat(64), size: 1, mime: 'text/plain' });
    store.chunks.replaceForFile(entry.file_id, su, title, chunks.map((text, i) => ({ text, locator: `p${i}` })));
    store.entries.setStatus(entry.file_id, 'COMPLETED');
    return entry.file_id;
  });
}

for (const kind of storeBackends()) {
  describe(`store contract (${kind})`, () => {
    let b: Backend;
    let store: Store;
    let su: number;
    let other: number;
    beforeAll(() => {
      b = backend(kind);
      store = b.open();
      const acct = store.accounts.ensure('default').account;
      su = store.subUsers.ensure(acct.id, 'default').id;
      other = store.subUsers.ensure(acct.id, 'other').id;
    });
    afterAll(() => {
      store?.close();
      b?.cleanup();
    });

    it('names its backend', () => {
      expect(store.dialect).toBe(kind);
    });

    it('keeps accounts, sub-users and keys, and verifies a key by its secret', () => {
      const { account, created } = store.accounts.ensure('acme');
      expect(created).toBe(true);
      expect(store.accounts.ensure('acme')).toEqual({ account, created: false });
      const s1 = store.subUsers.ensure(account.id, 'alice');
      expect(store.subUsers.ensure(account.id, 'alice')).toEqual(s1);
      const { row, plaintext } = store.keys.create(account.id, 'k', 'pro', null, 'admin');
      const check = store.keys.verify(plaintext);
      expect(check).toMatchObject({ ok: true });
      expect(store.keys.verify(plaintext.slice(0, -2) + 'xx')).toMatchObject({ ok: false });
      store.keys.setStatus(row.key_id, 'REVOKED');
      expect(store.keys.get(row.key_id)?.status).toBe('REVOKED');
      expect(store.keys.countUnrevoked(account.id)).toBe(0);
    });

    it('runs a transaction whole or not at all, nested ones as savepoints', () => {
      expect(() =>
        store.tx(() => {
          store.setSetting('t1', 'x');
          throw new Error('boom');
        }),
      ).toThrow('boom');
      expect(store.setting('t1')).toBeUndefined();
      store.tx(() => {
        store.setSetting('t2', 'outer');
        expect(() => store.tx(() => {
          store.setSetting('t3', 'inner');
          throw new Error('inner');
        })).toThrow('inner');
      });
      expect(store.setting('t2')).toBe('outer');
      expect(store.setting('t3')).toBeUndefined();
    });

    it('sets a setting once however often it is asked', () => {
      const first = store.settingOnce('secret', () => 'one');
      expect(first).toBe('one');
      expect(store.settingOnce('secret', () => 'two')).toBe('one');
    });

    it('lists entries in bytewise path order, moves and deletes them', () => {
      blob(store, 'b', 3);
      for (const name of ['b.txt', 'B.txt', 'a b.txt', 'é.txt', '_x.txt']) {
        store.entries.createFile(su, { dir: '/docs', name, sha256: 'b'.repeat(64), size: 3, mime: 'text/plain' });
      }
      const names = store.entries.list(su, '/docs', false).map((e) => e.name);
      expect(names).toEqual(['B.txt', '_x.txt', 'a b.txt', 'b.txt', 'é.txt']);
      // A name taken gets a number.
      const again = store.entries.createFile(su, { dir: '/docs', name: 'b.txt', sha256: 'b'.repeat(64), size: 3, mime: 'text/plain' });
      expect(again).toMatchObject({ renamed: true, entry: { name: 'b (1).txt' } });
      expect(store.entries.list(other, '/docs', false)).toEqual([]);
      const v1 = store.entries.version(su, '/docs');
      store.tx(() => store.entries.move(su, '/docs', '/moved'));
      expect(store.entries.version(su, '/moved')).not.toBe(v1);
      expect(store.entries.byPath(su, '/moved/b.txt')).toBeDefined();
      expect(store.entries.byPath(su, '/docs/b.txt')).toBeUndefined();
      const root = store.entries.byPath(su, '/moved')!;
      const gone = store.tx(() => store.entries.deleteTree(su, root));
      expect(gone.length).toBe(7);
      expect(store.entries.blobInUse('b'.repeat(64))).toBe(false);
      expect(store.removeBlob('b'.repeat(64))).toBe(true);
    });

    it('claims each queued job once, oldest first, even from two stores on one database', () => {
      const second = kind === 'sqlite' ? undefined : b.open();
      const ids = store.tx(() => {
        blob(store, 'c');
        return [1, 2, 3, 4].map((i) => {
          const { entry } = store.entries.createFile(su, { dir: '/q', name: `${i}.txt`, sha256: 'c'.repeat(64), size: 1, mime: 'text/plain' });
          store.jobs.enqueue(entry.file_id);
          return entry.file_id;
        });
      });
      try {
        const a = store.jobs.claim(2);
        const c = (second ?? store).jobs.claim(10);
        expect(a.map((j) => j.file_id)).toEqual(ids.slice(0, 2));
        expect(c.map((j) => j.file_id)).toEqual(ids.slice(2));
        expect(a.every((j) => j.state === 'running' && j.attempts === 1)).toBe(true);
        expect(store.jobs.claim(1)).toEqual([]);
        for (const id of ids) store.jobs.finish(id);
        expect(store.jobs.pendingCount()).toBe(0);
      } finally {
        second?.close();
      }
    });

    it('ranks chunks by BM25 with title weight, scoped to the sub-user and to COMPLETED files', () => {
      const f1 = indexedFile(store, su, 'garden.txt', ['The tomato plants need water every morning.', 'Basil grows next to tomatoes.']);
      indexedFile(store, su, 'tomato.txt', ['A recipe with onions and garlic.']);
      indexedFile(store, other, 'theirs.txt', ['Tomato soup for the other sub-user.']);
      const pending = store.tx(() => {
        const { entry } = store.entries.createFile(su, { dir: '/', name: 'pending.txt', sha256: 'a'.repeat(64), size: 1, mime: 'text/plain' });
        store.chunks.replaceForFile(entry.file_id, su, 'pending.txt', [{ text: 'tomato tomato tomato', locator: 'p0' }]);
        return entry.file_id;
      });
      const hits = store.chunks.search(su, ['tomatoes'], 10);
      expect(hits.every((h) => h.score < 0)).toBe(true);
      expect(hits.map((h) => h.file_id)).not.toContain(pending);
      // Stemming: "tomatoes" finds "tomato"; the title match ranks tomato.txt's chunk first.
      expect(hits.length).toBe(3);
      expect(store.entries.byIdUnscoped(hits[0]!.file_id)?.name).toBe('tomato.txt');
      expect(hits.filter((h) => h.file_id === f1).length).toBe(2);
      expect(store.chunks.searchScores(su, ['tomatoes'], 10).map((h) => h.chunk_id)).toEqual(hits.map((h) => h.chunk_id));
      expect(store.chunks.search(other, ['tomatoes'], 10).length).toBe(1);
      // Syntax in a term is text.
      expect(store.chunks.search(su, ['"tomato" OR NEAR(x', 'col:*'], 10).length).toBeGreaterThanOrEqual(0);
      expect(store.chunks.matchCount('chunks_fts', 'tomato')).toBe(5);
      expect(store.chunks.matchCount('chunks_fts', 'tomato', 1)).toBe(2);
      // Phrases: adjacent words only.
      expect(store.chunks.search(su, ['tomato plants'], 10).map((h) => h.file_id)).toEqual([f1]);
      expect(store.chunks.search(su, ['plants tomato'], 10)).toEqual([]);
    });

    it('finds CJK text through its bigram index', () => {
      const f = indexedFile(store, su, '会议.txt', ['明天的会议记录已经上传了。']);
      store.chunks.retitle(f, su, '会议.txt');
      const hits = store.chunks.searchCjk(su, ['会议', '议记', '记录'], 10);
      expect(hits.map((h) => h.file_id)).toEqual([f]);
      expect(store.chunks.matchCount('chunks_cjk', '记录')).toBe(1);
    });

    it('re-titles, removes, and keeps statistics that match the rows', () => {
      const f = indexedFile(store, su, 'old-name.txt', ['Quarterly revenue figures.']);
      expect(store.chunks.search(su, ['zebra'], 5)).toEqual([]);
      store.chunks.retitle(f, su, 'zebra report');
      expect(store.chunks.search(su, ['zebra'], 5).map((h) => h.file_id)).toEqual([f]);
      store.chunks.removeForFile(f);
      expect(store.chunks.search(su, ['revenue'], 5)).toEqual([]);
      expect(store.chunks.forFile(f)).toEqual([]);
      expect(store.chunks.textLength(f)).toBe(0);
    });

    it('keeps vectors per space and sub-user, nearest first', () => {
      const space = store.vectors.ensureSpace('test-model', 3);
      expect(store.vectors.ensureSpace('test-model', 3).id).toBe(space.id);
      expect(() => store.vectors.ensureSpace('test-model', 4)).toThrow(/dimension/);
      const f = indexedFile(store, su, 'vec.txt', ['one', 'two', 'three']);
      const ids = store.chunks.forFile(f).map((c) => c.id);
      const g = indexedFile(store, other, 'vec2.txt', ['four']);
      const gid = store.chunks.forFile(g)[0]!.id;
      store.vectors.put(space.id, su, ids, [new Float32Array([1, 0, 0]), new Float32Array([0, 1, 0]), null]);
      store.vectors.put(space.id, other, [gid], [new Float32Array([1, 0, 0])]);
      const knn = store.vectors.knn(space.id, su, new Float32Array([0.9, 0.1, 0]), 5);
      expect(knn.map((h) => h.chunk_id)).toEqual([ids[0], ids[1]]);
      expect(knn[0]!.cosine).toBeCloseTo(0.9939, 3);
      const sims = store.vectors.similarities(space.id, new Float32Array([0, 1, 0]), [ids[0]!, ids[1]!, ids[2]!]);
      expect(sims.get(ids[1]!)).toBeCloseTo(1, 5);
      expect(sims.has(ids[2]!)).toBe(false);
      expect(store.vectors.missing(space.id, 0, store.vectors.maxChunkId(), 100).map((r) => r.id)).toContain(ids[2]);
      expect(store.chunks.byIds(su, [ids[0]!, gid]).size).toBe(1);
      store.chunks.removeForFile(f);
      expect(store.vectors.knn(space.id, su, new Float32Array([1, 0, 0]), 5)).toEqual([]);
      expect(store.vectors.count(space.id)).toBe(1);
      store.vectors.markReady(space.id);
      expect(store.vectors.space('test-model')?.state).toBe('ready');
      store.vectors.dropSpace(space.id);
      expect(store.vectors.space('test-model')).toBeUndefined();
    });

    it('keeps sessions with their messages and feedback', () => {
      const s = store.sessions.create(su, 'Trip');
      const m = store.sessions.addMessage(s.suid, 'user', [{ type: 'text', text: 'hi' }], ['f1']);
      expect(store.sessions.messages(s.suid).map((x) => x.cuid)).toEqual([m.cuid]);
      expect(store.sessions.messagesIn(su, [m.cuid]).length).toBe(1);
      store.sessions.setFeedback(m.cuid, 'like');
      expect(store.sessions.message(su, m.cuid)?.feedback).toBe('like');
      expect(store.sessions.list(su)[0]).toMatchObject({ suid: s.suid, message_count: 1 });
      expect(store.sessions.delete(su, s.suid)).toBe(true);
      expect(store.sessions.delete(su, s.suid)).toBe(false);
    });

    it('keeps metadata and memory per file', () => {
      const f = indexedFile(store, su, 'meta.txt', ['x']);
      store.metadata.put(f, { summary: 's', content: 'c', hash_tags: ['#a'] }, { title: 'T' });
      expect(store.metadata.get(f)).toEqual({ summary: 's', content: 'c', hash_tags: ['#a'] });
      expect(store.metadata.facts(f)).toEqual({ title: 'T' });
      store.memory.replaceForFile(su, f, [{ category: 'work', subtopic: 'employer', value: 'Acme', snippet: 'I work at Acme', confidence: 0.9, evidence_time: '2024-01-01T00:00:00Z' }], [
        { event_type: 'personal', content: 'Went to Rome', dedupe_key: 'rome', happen_time: '2024-02-01T00:00:00Z', mention_time: '2024-02-02T00:00:00Z' },
      ]);
      expect(JSON.stringify(store.memory.profile(su))).toContain('Acme');
      expect(store.memory.events(su, { limit: 10 }).map((e) => e.content)).toEqual(['Went to Rome']);
    });

    if (kind === 'postgres') it('copies a blob out whole, and refuses contents that are gone instead of writing an empty file', async () => {
      const sha = blob(store, 'e', 2_500_000);
      const dir = mkdtempSync(join(tmpdir(), 'ctx-copy-'));
      try {
        expect(await store.blobContent!.download(sha, join(dir, 'whole'))).toBe(2_500_000);
        expect(statSync(join(dir, 'whole')).size).toBe(2_500_000);
        // Another daemon removed the contents (no entry used them): the copy fails with the reason.
        expect(store.removeBlob(sha)).toBe(true);
        await expect(store.blobContent!.download(sha, join(dir, 'gone'))).rejects.toThrow(/contents of blob e+ are missing/);
        expect(existsSync(join(dir, 'gone'))).toBe(false);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });
}

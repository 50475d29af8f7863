import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createStore, type Store } from '../../src/core/store/index.js';
import { textToSegments } from '../../src/core/ingest/text.js';
import { chunkSegments } from '../../src/core/index/chunker.js';
import { titleFor } from '../../src/core/index/title.js';
import { toStoredChunk, type StoredChunk } from '../../src/core/store/chunks.js';
import { nameChunk } from '../../src/core/index/name-chunk.js';
import { BuiltinEmbedder } from '../../src/core/models/builtin-embedder.js';
import { VectorIndex } from '../../src/core/retrieve/vector-index.js';
import { repairFtsStatistics } from '../../src/core/retrieve/fts-maintenance.js';

let embedder: BuiltinEmbedder | undefined;
/** The built-in embedder (models/sg100.bin; its default path is resolved for dist/). */
export function builtinEmbedder(): BuiltinEmbedder {
  embedder ??= BuiltinEmbedder.load(resolve(import.meta.dirname, '../../models/sg100.bin'));
  return embedder;
}

/**
 * An in-process store with real chunking, FTS5, CJK and built-in vectors, for retrieval unit
 * tests: files are indexed the way the job processor does it, minus the extraction process.
 */
export class RetrievalFixture {
  readonly dir = mkdtempSync(join(tmpdir(), 'ctx-retrieve-'));
  readonly store: Store = createStore({ dbPath: join(this.dir, 'ctx.db') });
  readonly vectors: VectorIndex;
  private seq = 0;

  constructor(opts: { vectors?: boolean } = {}) {
    const db = this.store.db;
    db.prepare(`INSERT INTO accounts(id, name, created_at) VALUES (1, 'acct', 'now')`).run();
    db.prepare(`INSERT INTO sub_users(id, account_id, name, created_at) VALUES (1, 1, 'default', 'now'), (2, 1, 'other', 'now')`).run();
    this.vectors = new VectorIndex(this.store, opts.vectors === false ? {} : { builtin: builtinEmbedder() });
    // What the daemon does at start: on an empty index this only records the title recipe's version.
    repairFtsStatistics(this.store);
  }

  /** Indexes a text file at `path` for sub-user `su` (1 or 2); returns its file id. */
  async add(path: string, text: string, su = 1): Promise<string> {
    const { title, segments } = textToSegments(text);
    return this.index(path, su, chunkSegments(segments).map(toStoredChunk), title);
  }

  /** Indexes a file without text of its own, as the job processor does: one name chunk (index/name-chunk.ts). */
  async addNameOnly(path: string, su = 1): Promise<string> {
    return this.index(path, su, [toStoredChunk(nameChunk(path.slice(path.lastIndexOf('/') + 1)))]);
  }

  private async index(path: string, su: number, chunks: StoredChunk[], title?: string): Promise<string> {
    const fileId = `f${++this.seq}`;
    const name = path.slice(path.lastIndexOf('/') + 1);
    this.store.db
      .prepare(
        `INSERT INTO entries(file_id, sub_user_id, path, parent, name, is_dir, status, created_at, updated_at, seq) VALUES (?, ?, ?, ?, ?, 0, 'COMPLETED', 'now', 'now', ?)`,
      )
      .run(fileId, su, path, path.slice(0, path.lastIndexOf('/')) || '/', name, this.seq);
    const vecs = await this.vectors.vectorsFor(chunks.map((c) => c.text));
    this.store.tx(() => {
      const ids = this.store.chunks.appendForFile(fileId, su, titleFor(path, title), chunks, 0);
      this.vectors.write(ids, su, vecs);
    });
    return fileId;
  }

  pathOf(fileId: string): string {
    return (this.store.db.prepare('SELECT path FROM entries WHERE file_id = ?').get(fileId) as { path: string }).path;
  }

  close(): void {
    this.store.close();
    rmSync(this.dir, { recursive: true, force: true });
  }
}

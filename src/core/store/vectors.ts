import type { SqliteDb as Db } from './db.js';
import { nowIso } from './db.js';
import { preparedOnce } from './driver.js';
import { VectorTables } from './vector-base.js';

/** One embedding model's vectors: a row of embedding_spaces and its vec0 table. */
export interface EmbeddingSpace {
  id: number;
  model: string;
  dim: number;
  state: 'building' | 'ready';
  created_at: string;
  ready_at: string | null;
}

export interface VectorHit {
  chunk_id: number;
  /** Cosine similarity, -1..1 (higher is closer). */
  cosine: number;
}

/** What the store offers for vectors, on either backend (VectorRepo here, PgVectorRepo on PostgreSQL). */
export type VectorIndex = { [K in keyof VectorRepo]: VectorRepo[K] };

/**
 * Vector storage in sqlite-vec: per embedding space a vec0 table `vec_<id>` with the chunk id
 * as primary key (a BigInt: vec0 rejects JS numbers as keys), the sub-user as partition key (so
 * a KNN only ever scans the caller's vectors) and cosine distance. Only this module and
 * ChunkRepo.removeForFile (through removeChunks) write these tables.
 */
export class VectorRepo extends VectorTables<Db> {
  private spacesCache: EmbeddingSpace[] | undefined;

  spaces(): EmbeddingSpace[] {
    this.spacesCache ??= this.db.prepare('SELECT * FROM embedding_spaces ORDER BY id').all() as EmbeddingSpace[];
    return this.spacesCache;
  }

  space(model: string): EmbeddingSpace | undefined {
    return this.spaces().find((s) => s.model === model);
  }

  /** The space of `model`, created (state building) with its vec0 table when new. */
  ensureSpace(model: string, dim: number): EmbeddingSpace {
    const found = this.space(model);
    if (found) {
      if (found.dim !== dim) throw new Error(`embedding model ${model} changed dimension (${found.dim} → ${dim})`);
      return found;
    }
    if (!Number.isInteger(dim) || dim <= 0 || dim > 8192) throw new Error(`bad embedding dimension ${dim}`);
    this.db.transaction(() => {
      const id = Number(
        this.db.prepare(`INSERT INTO embedding_spaces(model, dim, state, created_at) VALUES (?, ?, 'building', ?)`).run(model, dim, nowIso()).lastInsertRowid,
      );
      this.db.exec(
        `CREATE VIRTUAL TABLE ${VectorRepo.table(id)} USING vec0(chunk_id integer primary key, sub_user_id integer partition key, embedding float[${dim}] distance_metric=cosine)`,
      );
    })();
    this.spacesCache = undefined;
    return this.space(model)!;
  }

  markReady(spaceId: number): void {
    this.db.prepare(`UPDATE embedding_spaces SET state = 'ready', ready_at = ? WHERE id = ?`).run(nowIso(), spaceId);
    this.spacesCache = undefined;
  }

  /** Drops a space and all its vectors (an old model after a switch). */
  dropSpace(spaceId: number): void {
    this.db.transaction(() => {
      this.db.exec(`DROP TABLE IF EXISTS ${VectorRepo.table(spaceId)}`);
      this.db.prepare('DELETE FROM embedding_spaces WHERE id = ?').run(spaceId);
    })();
    this.spacesCache = undefined;
  }

  /** Writes (or replaces) vectors of chunks; `vectors[i]` null means "not available now". */
  put(spaceId: number, subUserId: number, chunkIds: number[], vectors: Array<Float32Array | null | undefined>): number {
    const table = VectorRepo.table(spaceId);
    const del = this.db.prepare(`DELETE FROM ${table} WHERE chunk_id = ?`);
    const ins = this.db.prepare(`INSERT INTO ${table}(chunk_id, sub_user_id, embedding) VALUES (?, ?, ?)`);
    let n = 0;
    chunkIds.forEach((id, i) => {
      const v = vectors[i];
      if (!v) return;
      del.run(BigInt(id));
      ins.run(BigInt(id), BigInt(subUserId), v);
      n++;
    });
    return n;
  }

  /** Removes the vectors of these chunks from every space. */
  removeChunks(chunkIds: number[]): void {
    if (chunkIds.length === 0) return;
    for (const s of this.spaces()) {
      const del = this.db.prepare(`DELETE FROM ${VectorRepo.table(s.id)} WHERE chunk_id = ?`);
      for (const id of chunkIds) del.run(BigInt(id));
    }
  }

  /** The `k` vectors nearest to `query` among one sub-user's chunks. */
  knn(spaceId: number, subUserId: number, query: Float32Array, k: number): VectorHit[] {
    const rows = preparedOnce(this.db, `SELECT chunk_id, distance FROM ${VectorRepo.table(spaceId)} WHERE embedding MATCH ? AND k = ? AND sub_user_id = ?`)
      .all(query, k, BigInt(subUserId)) as Array<{ chunk_id: number; distance: number }>;
    return rows.map((r) => ({ chunk_id: Number(r.chunk_id), cosine: 1 - r.distance }));
  }

  /** Cosine similarity of `query` to each listed chunk that has a vector in the space. */
  similarities(spaceId: number, query: Float32Array, chunkIds: number[]): Map<number, number> {
    const out = new Map<number, number>();
    const stmt = preparedOnce(this.db, `SELECT vec_distance_cosine(embedding, ?) AS d FROM ${VectorRepo.table(spaceId)} WHERE chunk_id = ?`);
    for (const id of chunkIds) {
      const r = stmt.get(query, BigInt(id)) as { d: number } | undefined;
      if (r && Number.isFinite(r.d)) out.set(id, 1 - r.d);
    }
    return out;
  }
}

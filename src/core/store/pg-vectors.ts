import type { PgDb } from './pg-db.js';
import { nowIso } from './db.js';
import type { EmbeddingSpace, VectorHit, VectorIndex } from './vectors.js';
import { VectorTables } from './vector-base.js';

/** Spaces are shared by every daemon on the database: re-read this often. */
const SPACES_TTL_MS = 2000;

/**
 * Vectors in pgvector: per embedding space a table vec_<id> (chunk id, sub-user, vector) with an
 * HNSW index over cosine distance. A KNN filters by sub-user; pgvector's iterative index scan
 * (set per connection in pg-store.ts) keeps reading the graph until k of the caller's rows came.
 */
export class PgVectorRepo extends VectorTables<PgDb> implements VectorIndex {
  private cache: { spaces: EmbeddingSpace[]; at: number } | undefined;

  spaces(): EmbeddingSpace[] {
    if (!this.cache || Date.now() - this.cache.at > SPACES_TTL_MS) {
      this.cache = { spaces: this.db.prepare('SELECT * FROM embedding_spaces ORDER BY id').all() as EmbeddingSpace[], at: Date.now() };
    }
    return this.cache.spaces;
  }

  space(model: string): EmbeddingSpace | undefined {
    return this.spaces().find((s) => s.model === model);
  }

  ensureSpace(model: string, dim: number): EmbeddingSpace {
    const found = this.space(model);
    if (found) {
      if (found.dim !== dim) throw new Error(`embedding model ${model} changed dimension (${found.dim} → ${dim})`);
      return found;
    }
    if (!Number.isInteger(dim) || dim <= 0 || dim > 2000) throw new Error(`bad embedding dimension ${dim} (pgvector's HNSW indexes up to 2000)`);
    this.db.transaction(() => {
      // Two daemons may meet a new model at once: one space, one table.
      this.db.prepare("SELECT pg_advisory_xact_lock(hashtext('ctx.embedding_spaces'))").get();
      const row = this.db.prepare('SELECT id FROM embedding_spaces WHERE model = ?').get(model) as { id: number } | undefined;
      const id = row?.id ?? (this.db.prepare(`INSERT INTO embedding_spaces(model, dim, state, created_at) VALUES (?, ?, 'building', ?) RETURNING id`).get(model, dim, nowIso()) as { id: number }).id;
      const t = PgVectorRepo.table(id);
      this.db.exec(
        `CREATE TABLE IF NOT EXISTS ${t} (chunk_id BIGINT PRIMARY KEY, sub_user_id BIGINT NOT NULL, embedding vector(${dim}) NOT NULL);
         CREATE INDEX IF NOT EXISTS ${t}_hnsw ON ${t} USING hnsw (embedding vector_cosine_ops);
         CREATE INDEX IF NOT EXISTS ${t}_sub_user ON ${t}(sub_user_id);`,
      );
    })();
    this.cache = undefined;
    const space = this.space(model);
    if (!space) throw new Error(`embedding space ${model} was not created`);
    if (space.dim !== dim) throw new Error(`embedding model ${model} changed dimension (${space.dim} → ${dim})`);
    return space;
  }

  markReady(spaceId: number): void {
    this.db.prepare(`UPDATE embedding_spaces SET state = 'ready', ready_at = ? WHERE id = ?`).run(nowIso(), spaceId);
    this.cache = undefined;
  }

  dropSpace(spaceId: number): void {
    this.db.transaction(() => {
      this.db.exec(`DROP TABLE IF EXISTS ${PgVectorRepo.table(spaceId)}`);
      this.db.prepare('DELETE FROM embedding_spaces WHERE id = ?').run(spaceId);
    })();
    this.cache = undefined;
  }

  put(spaceId: number, subUserId: number, chunkIds: number[], vectors: Array<Float32Array | null | undefined>): number {
    const st = this.db.prepare(
      `INSERT INTO ${PgVectorRepo.table(spaceId)}(chunk_id, sub_user_id, embedding) VALUES (?, ?, ?::vector)
       ON CONFLICT (chunk_id) DO UPDATE SET sub_user_id = excluded.sub_user_id, embedding = excluded.embedding`,
    );
    let n = 0;
    chunkIds.forEach((id, i) => {
      const v = vectors[i];
      if (!v) return;
      st.run(id, subUserId, v);
      n++;
    });
    return n;
  }

  removeChunks(chunkIds: number[]): void {
    if (chunkIds.length === 0) return;
    for (const s of this.spaces()) this.db.prepare(`DELETE FROM ${PgVectorRepo.table(s.id)} WHERE chunk_id = ANY(?::bigint[])`).run(chunkIds);
  }

  knn(spaceId: number, subUserId: number, query: Float32Array, k: number): VectorHit[] {
    const rows = this.db
      .prepare(`SELECT chunk_id, embedding <=> ?::vector AS distance FROM ${PgVectorRepo.table(spaceId)} WHERE sub_user_id = ? ORDER BY distance LIMIT ?`)
      .all(query, subUserId, k) as Array<{ chunk_id: number; distance: number }>;
    return rows.map((r) => ({ chunk_id: Number(r.chunk_id), cosine: 1 - r.distance }));
  }

  similarities(spaceId: number, query: Float32Array, chunkIds: number[]): Map<number, number> {
    const out = new Map<number, number>();
    if (chunkIds.length === 0) return out;
    const rows = this.db
      .prepare(`SELECT chunk_id, embedding <=> ?::vector AS d FROM ${PgVectorRepo.table(spaceId)} WHERE chunk_id = ANY(?::bigint[])`)
      .all(query, chunkIds) as Array<{ chunk_id: number; d: number }>;
    for (const r of rows) if (Number.isFinite(r.d)) out.set(Number(r.chunk_id), 1 - r.d);
    return out;
  }
}

import type { Db } from './driver.js';

/**
 * What both vector backends ask of the `chunks` table and a space's `vec_<id>` table in the
 * same SQL: the backfill's reads (missing, counts) and its write of vectors made earlier.
 * VectorRepo (sqlite-vec) and PgVectorRepo (pgvector) add what differs.
 */
export abstract class VectorTables<D extends Db> {
  constructor(protected readonly db: D) {}

  static table(spaceId: number): string {
    return `vec_${Math.trunc(spaceId)}`;
  }

  /** Stores vectors for chunks (none for a missing one); returns how many were written. */
  abstract put(spaceId: number, subUserId: number, chunkIds: number[], vectors: Array<Float32Array | null | undefined>): number;

  /**
   * Writes the vectors of chunks read earlier (by `missing`), skipping any chunk deleted or
   * changed since (its id may have been reused) — its text is what was embedded.
   */
  putIfCurrent(spaceId: number, rows: Array<{ id: number; sub_user_id: number; text: string }>, vectors: Array<Float32Array | null | undefined>): void {
    const current = this.db.prepare('SELECT text FROM chunks WHERE id = ?');
    rows.forEach((r, i) => {
      const now = current.get(r.id) as { text: string } | undefined;
      if (now && now.text === r.text) this.put(spaceId, r.sub_user_id, [r.id], [vectors[i]]);
    });
  }

  /**
   * Chunks in the id window (after, upTo] that have no vector in the space, oldest first. The
   * window keeps one call short however large the index is (a backfill walks it in steps).
   */
  missing(spaceId: number, after: number, upTo: number, limit: number): Array<{ id: number; sub_user_id: number; text: string; file_id: string }> {
    return this.db
      .prepare(
        `SELECT c.id, c.sub_user_id, c.text, c.file_id FROM chunks c
         WHERE c.id > ? AND c.id <= ? AND NOT EXISTS (SELECT 1 FROM ${VectorTables.table(spaceId)} v WHERE v.chunk_id = c.id)
         ORDER BY c.id LIMIT ?`,
      )
      .all(after, upTo, limit) as Array<{ id: number; sub_user_id: number; text: string; file_id: string }>;
  }

  chunkCount(): number {
    return (this.db.prepare('SELECT count(*) AS n FROM chunks').get() as { n: number }).n;
  }

  maxChunkId(): number {
    return (this.db.prepare('SELECT coalesce(max(id), 0) AS m FROM chunks').get() as { m: number }).m;
  }

  count(spaceId: number): number {
    return (this.db.prepare(`SELECT count(*) AS n FROM ${VectorTables.table(spaceId)}`).get() as { n: number }).n;
  }
}

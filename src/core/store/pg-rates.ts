import type { PgDb } from './pg-db.js';

/** Request counters per key and fixed window, shared by every daemon on the database. */
export class RateCounterRepo {
  constructor(private readonly db: PgDb) {}

  /**
   * Counts one request in the window if fewer than `limit` were counted; returns the count
   * after it, or undefined when the window is full. One statement: two daemons never both take
   * the last request of a window.
   */
  take(key: string, windowStart: number, limit: number): number | undefined {
    const row = this.db
      .prepare(
        `INSERT INTO rate_counters(key, window_start, n) VALUES (?, ?, 1)
         ON CONFLICT (key, window_start) DO UPDATE SET n = rate_counters.n + 1 WHERE rate_counters.n < ?
         RETURNING n`,
      )
      .get(key, windowStart, limit) as { n: number } | undefined;
    if (!row) return undefined;
    return row.n <= limit ? row.n : undefined;
  }

  /** Forgets windows that ended before `before` (unix seconds). */
  prune(before: number): number {
    return this.db.prepare('DELETE FROM rate_counters WHERE window_start < ?').run(before).changes;
  }
}

import type { Db } from './db.js';
import { nowIso } from './db.js';

export interface JobRow {
  id: number;
  file_id: string;
  state: 'queued' | 'running';
  attempts: number;
  created_at: string;
  started_at: string | null;
}

/** The durable queue: a row per file waiting for (or in) processing. */
export class JobRepo {
  constructor(private readonly db: Db) {}

  enqueue(fileId: string): void {
    this.db
      .prepare(
        `INSERT INTO jobs(file_id, state, attempts, created_at) VALUES (?, 'queued', 0, ?)
         ON CONFLICT(file_id) DO UPDATE SET state = 'queued', attempts = 0, started_at = NULL`,
      )
      .run(fileId, nowIso());
  }

  /** Claims up to n queued jobs, oldest first, marking them running and counting the attempt. */
  claim(n: number): JobRow[] {
    return this.db.transaction(() => {
      const rows = this.db.prepare(`SELECT * FROM jobs WHERE state = 'queued' ORDER BY id LIMIT ?`).all(n) as JobRow[];
      const mark = this.db.prepare(`UPDATE jobs SET state = 'running', attempts = attempts + 1, started_at = ? WHERE id = ?`);
      const now = nowIso();
      for (const r of rows) {
        mark.run(now, r.id);
        r.state = 'running';
        r.attempts += 1;
      }
      return rows;
    })();
  }

  /** After a restart nothing is running: whatever was is queued again. */
  requeueRunning(): number {
    return this.db.prepare(`UPDATE jobs SET state = 'queued', started_at = NULL WHERE state = 'running'`).run().changes;
  }

  finish(fileId: string): void {
    this.db.prepare('DELETE FROM jobs WHERE file_id = ?').run(fileId);
  }

  pendingCount(): number {
    return (this.db.prepare('SELECT count(*) AS n FROM jobs').get() as { n: number }).n;
  }
}

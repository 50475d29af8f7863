import type { Db } from './db.js';
import { nowIso } from './db.js';

export interface JobRow {
  id: number;
  file_id: string;
  /** queued → running → (row deleted); `idle`: a retry waiting for the daemon to be idle. */
  state: 'queued' | 'running' | 'idle';
  attempts: number;
  created_at: string;
  started_at: string | null;
  /** 1: the once-only rerun of a file whose extraction the time limit cut short. */
  retry: number;
}

/** The durable queue: a row per file waiting for (or in) processing. */
export class JobRepo {
  constructor(private readonly db: Db) {}

  enqueue(fileId: string): void {
    this.db
      .prepare(
        `INSERT INTO jobs(file_id, state, attempts, created_at) VALUES (?, 'queued', 0, ?)
         ON CONFLICT(file_id) DO UPDATE SET state = 'queued', attempts = 0, started_at = NULL, retry = 0`,
      )
      .run(fileId, nowIso());
  }

  /** Claims up to n queued jobs, oldest first, marking them running and counting the attempt. */
  claim(n: number): JobRow[] {
    return this.db.transaction(() => {
      const rows = this.db.prepare(`SELECT * FROM jobs WHERE state = 'queued' ORDER BY id LIMIT ?`).all(n) as JobRow[];
      return this.markRunning(rows);
    })();
  }

  /**
   * Claims the oldest waiting retry, but only while no other job is queued or running: retries
   * use a machine that has nothing else to do.
   */
  claimIdleRetry(): JobRow | undefined {
    return this.db.transaction(() => {
      const busy = this.db.prepare(`SELECT 1 FROM jobs WHERE state IN ('queued', 'running') LIMIT 1`).get();
      if (busy) return undefined;
      const rows = this.db.prepare(`SELECT * FROM jobs WHERE state = 'idle' ORDER BY id LIMIT 1`).all() as JobRow[];
      return this.markRunning(rows)[0];
    })();
  }

  private markRunning(rows: JobRow[]): JobRow[] {
    const mark = this.db.prepare(`UPDATE jobs SET state = 'running', attempts = attempts + 1, started_at = ? WHERE id = ?`);
    const now = nowIso();
    for (const r of rows) {
      mark.run(now, r.id);
      r.state = 'running';
      r.attempts += 1;
    }
    return rows;
  }

  /** The file completed cut short: keep its job as a retry waiting for an idle daemon. */
  deferRetry(fileId: string): void {
    this.db.prepare(`UPDATE jobs SET state = 'idle', retry = 1, attempts = 0, started_at = NULL WHERE file_id = ?`).run(fileId);
  }

  /** Puts an interrupted job back where it was waiting (a retry back among the retries), attempts reset. */
  putBack(fileId: string): void {
    this.db
      .prepare(`UPDATE jobs SET state = CASE WHEN retry = 1 THEN 'idle' ELSE 'queued' END, attempts = 0, started_at = NULL WHERE file_id = ?`)
      .run(fileId);
  }

  /** After a restart nothing is running: whatever was is queued again (a retry as a retry). */
  requeueRunning(): number {
    return this.db
      .prepare(`UPDATE jobs SET state = CASE WHEN retry = 1 THEN 'idle' ELSE 'queued' END, started_at = NULL WHERE state = 'running'`)
      .run().changes;
  }

  finish(fileId: string): void {
    this.db.prepare('DELETE FROM jobs WHERE file_id = ?').run(fileId);
  }

  /** Jobs not finished: queued, running or waiting to be retried. */
  pendingCount(): number {
    return (this.db.prepare('SELECT count(*) AS n FROM jobs').get() as { n: number }).n;
  }
}

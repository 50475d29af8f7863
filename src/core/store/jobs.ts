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
  /** The file's sub-user (the tenant jobs are shared out by) and size in bytes. */
  sub_user_id: number;
  size: number;
}

/** Reasons a file failed for want of disk space (before ctx waited for space instead). */
const NO_SPACE_REASON = `(error LIKE '%database or disk is full%' OR error LIKE '%no space left on device%' OR error LIKE '%ENOSPC%' OR error LIKE '%not enough free disk space%')`;

/** The durable queue: a row per file waiting for (or in) processing. */
export class JobRepo {
  constructor(protected readonly db: Db) {}

  enqueue(fileId: string): void {
    this.db
      .prepare(
        `INSERT INTO jobs(file_id, state, attempts, created_at, sub_user_id, size)
         SELECT file_id, 'queued', 0, ?, sub_user_id, coalesce(size, 0) FROM entries WHERE file_id = ? AND true
         ON CONFLICT(file_id) DO UPDATE SET state = 'queued', attempts = 0, started_at = NULL, retry = 0, size = excluded.size`,
      )
      .run(nowIso(), fileId);
  }

  /** Claims up to n queued jobs, oldest first, marking them running and counting the attempt. */
  claim(n: number): JobRow[] {
    return this.db.transaction(() => {
      const rows = this.db.prepare(`SELECT * FROM jobs WHERE state = 'queued' ORDER BY id LIMIT ?`).all(n) as JobRow[];
      return this.markRunning(rows);
    })();
  }

  /**
   * The oldest queued job of each sub-user that has one (at most `max` sub-users), optionally
   * only files up to `maxSize` bytes. One index seek per sub-user, not a scan of the queue.
   */
  heads(max = 1000, maxSize?: number): JobRow[] {
    const out: JobRow[] = [];
    const next =
      maxSize === undefined
        ? this.db.prepare(`SELECT * FROM jobs WHERE state = 'queued' AND sub_user_id > ? ORDER BY sub_user_id, id LIMIT 1`)
        : this.db.prepare(`SELECT * FROM jobs WHERE state = 'queued' AND sub_user_id > ? AND size <= ? ORDER BY sub_user_id, id LIMIT 1`);
    let after = -1;
    while (out.length < max) {
      const row = (maxSize === undefined ? next.get(after) : next.get(after, maxSize)) as JobRow | undefined;
      if (!row) break;
      out.push(row);
      after = row.sub_user_id;
    }
    return out;
  }

  /** Claims one queued job by id (running, attempt counted); undefined if it is no longer queued. */
  claimId(id: number): JobRow | undefined {
    return this.db.transaction(() => {
      const rows = this.db.prepare(`SELECT * FROM jobs WHERE id = ? AND state = 'queued'`).all(id) as JobRow[];
      return this.markRunning(rows)[0];
    })();
  }

  /**
   * Files that failed for want of disk space are queued again (the space has come back):
   * FAILED with such a reason becomes PENDING. Returns their ids.
   */
  requeueFailedForSpace(markPending: (fileId: string) => void): string[] {
    return this.db.transaction(() => {
      const ids = (this.db.prepare(`SELECT file_id FROM entries WHERE status = 'FAILED' AND is_dir = 0 AND ${NO_SPACE_REASON}`).all() as Array<{ file_id: string }>).map((r) => r.file_id);
      for (const id of ids) {
        markPending(id);
        this.enqueue(id);
      }
      return ids;
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

  protected markRunning(rows: JobRow[]): JobRow[] {
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

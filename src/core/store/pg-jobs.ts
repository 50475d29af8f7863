import { randomBytes } from 'node:crypto';
import type { PgDb } from './pg-db.js';
import { nowIso } from './db.js';
import { JobRepo, type JobRow } from './jobs.js';

/** CTX_JOB_LEASE_S: how long a daemon owns a running job without renewing (default 60 s). */
export function leaseSeconds(env: NodeJS.ProcessEnv = process.env): number {
  const v = Number(env.CTX_JOB_LEASE_S);
  return Number.isFinite(v) && v >= 1 ? v : 60;
}

/**
 * The job queue shared by every daemon on one PostgreSQL database. A claim takes rows with
 * FOR UPDATE SKIP LOCKED (two daemons never take the same job) and gives the job a lease:
 * this daemon renews the leases of the jobs it runs every third of the lease, and a job whose
 * lease ran out (its daemon died) is queued again by whichever daemon looks next.
 */
export class PgJobRepo extends JobRepo {
  /** This process's name on its leases: `<instance>#<pid>-<random>`. */
  readonly owner: string;
  private readonly leaseS: number;
  private renewer: NodeJS.Timeout | undefined;
  private reclaimedAt = 0;

  /**
   * `instance` names what one daemon at a time serves (host and data dir): a restarted daemon
   * takes back its previous run's jobs at once instead of waiting for their leases.
   */
  constructor(
    private readonly pg: PgDb,
    private readonly instance = 'ctx',
    leaseS = leaseSeconds(),
  ) {
    super(pg);
    this.owner = `${instance}#${process.pid}-${randomBytes(4).toString('hex')}`;
    this.leaseS = leaseS;
    this.renewer = setInterval(() => this.renewLeases(), Math.max(250, (leaseS * 1000) / 3));
    this.renewer.unref();
  }

  private claimSql(where: string): string {
    return `UPDATE jobs SET state = 'running', attempts = attempts + 1, started_at = ?, lease_owner = ?,
              lease_until = now() + make_interval(secs => ?)
            WHERE id IN (${where}) RETURNING *`;
  }

  override claim(n: number): JobRow[] {
    return this.sorted(
      this.pg.prepare(this.claimSql(`SELECT id FROM jobs WHERE state = 'queued' ORDER BY id LIMIT ? FOR UPDATE SKIP LOCKED`)).all(nowIso(), this.owner, this.leaseS, n) as JobRow[],
    );
  }

  override claimId(id: number): JobRow | undefined {
    return this.pg.prepare(this.claimSql(`SELECT id FROM jobs WHERE id = ? AND state = 'queued' FOR UPDATE SKIP LOCKED`)).get(nowIso(), this.owner, this.leaseS, id) as JobRow | undefined;
  }

  override claimIdleRetry(): JobRow | undefined {
    if (this.pg.prepare(`SELECT 1 FROM jobs WHERE state IN ('queued', 'running') LIMIT 1`).get()) return undefined;
    return this.pg.prepare(this.claimSql(`SELECT id FROM jobs WHERE state = 'idle' ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED`)).get(nowIso(), this.owner, this.leaseS) as JobRow | undefined;
  }

  /** The queue heads, after taking back the jobs whose daemon stopped renewing their lease. */
  override heads(max = 1000, maxSize?: number): JobRow[] {
    if (Date.now() - this.reclaimedAt > 1000) this.requeueExpired(false);
    return super.heads(max, maxSize);
  }

  /**
   * At start: other daemons' jobs are theirs while their leases run, so only jobs whose lease
   * expired (their daemon died or hung) and this instance's previous run's are queued again.
   */
  override requeueRunning(): number {
    return this.requeueExpired(true);
  }

  private requeueExpired(ownPast: boolean): number {
    this.reclaimedAt = Date.now();
    return this.pg
      .prepare(
        `UPDATE jobs SET state = CASE WHEN retry = 1 THEN 'idle' ELSE 'queued' END, started_at = NULL, lease_owner = NULL, lease_until = NULL
         WHERE state = 'running' AND (lease_until < now() OR (?::boolean AND starts_with(lease_owner, ?) AND lease_owner <> ?))`,
      )
      .run(ownPast, `${this.instance}#`, this.owner).changes;
  }

  /** Extends the leases of the jobs this daemon runs. */
  renewLeases(): number {
    try {
      return this.pg
        .prepare(`UPDATE jobs SET lease_until = now() + make_interval(secs => ?) WHERE state = 'running' AND lease_owner = ?`)
        .run(this.leaseS, this.owner).changes;
    } catch {
      // The connection is closing or busy in a failed transaction: the next tick tries again.
      return 0;
    }
  }

  stop(): void {
    if (this.renewer) clearInterval(this.renewer);
    this.renewer = undefined;
  }

  private sorted(rows: JobRow[]): JobRow[] {
    return rows.sort((a, b) => a.id - b.id);
  }
}

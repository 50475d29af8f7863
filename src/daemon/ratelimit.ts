import type { Tier } from '../core/store/keys.js';
import type { RateCounterRepo } from '../core/store/pg-rates.js';

export interface RateState {
  limit: number;
  remaining: number;
  /** Unix seconds at which the window resets. */
  reset: number;
  allowed: boolean;
}

const WINDOW_S = 3600;

/**
 * Fixed one-hour windows per key, aligned to the clock hour. Counters live in memory: a
 * restart forgets them, which errs on the side of the caller (see docs/DECISIONS.md). With a
 * PostgreSQL store they live in the database instead, counted atomically for every daemon.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();
  private prunedAt = 0;

  constructor(
    private readonly limits: Record<Tier, number>,
    private readonly shared?: RateCounterRepo,
  ) {}

  hit(keyId: string, tier: Tier, nowMs = Date.now()): RateState {
    const limit = this.limits[tier] ?? this.limits.free;
    const start = Math.floor(nowMs / 1000 / WINDOW_S) * WINDOW_S;
    if (this.shared) return this.hitShared(this.shared, keyId, limit, start, nowMs);
    let w = this.windows.get(keyId);
    if (!w || w.start !== start) {
      w = { start, count: 0 };
      this.windows.set(keyId, w);
    }
    const allowed = w.count < limit;
    if (allowed) w.count++;
    return { limit, remaining: Math.max(0, limit - w.count), reset: start + WINDOW_S, allowed };
  }

  private hitShared(shared: RateCounterRepo, keyId: string, limit: number, start: number, nowMs: number): RateState {
    // Past windows are forgotten now and then (whichever daemon comes first; idempotent).
    if (nowMs - this.prunedAt > WINDOW_S * 1000) {
      this.prunedAt = nowMs;
      shared.prune(start);
    }
    const n = shared.take(keyId, start, limit);
    return { limit, remaining: Math.max(0, limit - (n ?? limit)), reset: start + WINDOW_S, allowed: n !== undefined };
  }
}

import type { Tier } from '../core/store/keys.js';

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
 * restart forgets them, which errs on the side of the caller (see docs/DECISIONS.md).
 */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(private readonly limits: Record<Tier, number>) {}

  hit(keyId: string, tier: Tier, nowMs = Date.now()): RateState {
    const limit = this.limits[tier] ?? this.limits.free;
    const start = Math.floor(nowMs / 1000 / WINDOW_S) * WINDOW_S;
    let w = this.windows.get(keyId);
    if (!w || w.start !== start) {
      w = { start, count: 0 };
      this.windows.set(keyId, w);
    }
    const allowed = w.count < limit;
    if (allowed) w.count++;
    return { limit, remaining: Math.max(0, limit - w.count), reset: start + WINDOW_S, allowed };
  }
}

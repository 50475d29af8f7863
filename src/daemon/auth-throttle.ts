/** Addresses remembered at once; past this, expired windows are swept before a new one is added. */
const SWEEP_AT = 10_000;

/**
 * Failed authentications per client address, in fixed windows: an address that presented
 * `maxFailures` refused keys within one window is refused (429) until that window ends, whatever
 * key it sends, so a guesser learns nothing more until then (docs/DECISIONS.md).
 */
export class AuthThrottle {
  private readonly windows = new Map<string, { start: number; failures: number }>();

  constructor(
    private readonly maxFailures: number,
    private readonly windowMs: number,
  ) {}

  /** Seconds until `address` may try again; 0 when it is not blocked. */
  blockedFor(address: string, nowMs = Date.now()): number {
    const w = this.windows.get(address);
    if (!w || nowMs - w.start >= this.windowMs) return 0;
    return w.failures >= this.maxFailures ? Math.max(1, Math.ceil((w.start + this.windowMs - nowMs) / 1000)) : 0;
  }

  fail(address: string, nowMs = Date.now()): void {
    let w = this.windows.get(address);
    if (!w || nowMs - w.start >= this.windowMs) {
      if (!w && this.windows.size >= SWEEP_AT) this.sweep(nowMs);
      w = { start: nowMs, failures: 0 };
      this.windows.set(address, w);
    }
    w.failures++;
  }

  private sweep(nowMs: number): void {
    for (const [address, w] of this.windows) if (nowMs - w.start >= this.windowMs) this.windows.delete(address);
  }
}

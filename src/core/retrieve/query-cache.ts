/**
 * Query vectors by text, most recently used kept: an agent often searches and then asks the
 * same question (/ai/search then /ai/query), and a session repeats questions; an encoder call
 * costs ~30 ms of CPU in another process. Concurrent requests for one text share one call.
 */
export class QueryVectorCache {
  private readonly done = new Map<string, Float32Array>();
  private readonly pending = new Map<string, Promise<Float32Array | undefined>>();

  constructor(private readonly size = 512) {}

  get(key: string): Float32Array | undefined {
    const v = this.done.get(key);
    if (v) {
      // Re-insert: Map order is the recency order.
      this.done.delete(key);
      this.done.set(key, v);
    }
    return v;
  }

  /** The cached vector, or the one `compute` gives (shared with concurrent callers of the same key). */
  async through(key: string, compute: () => Promise<Float32Array | undefined>): Promise<Float32Array | undefined> {
    const hit = this.get(key);
    if (hit) return hit;
    let p = this.pending.get(key);
    if (!p) {
      p = compute().finally(() => this.pending.delete(key));
      this.pending.set(key, p);
    }
    const v = await p;
    if (v) {
      this.done.set(key, v);
      if (this.done.size > this.size) this.done.delete(this.done.keys().next().value!);
    }
    return v;
  }
}

/**
 * Runs async sections one at a time per key (sections of different keys run concurrently).
 * Used per blob hash: placing an uploaded blob and garbage-collecting that blob must not
 * interleave, or a check "nobody uses it" could be followed by removing a copy that an upload
 * has just put in place.
 */
export class KeyedLock {
  private readonly tails = new Map<string, Promise<void>>();

  async run<T>(key: string, fn: () => Promise<T> | T): Promise<T> {
    const before = this.tails.get(key) ?? Promise.resolve();
    const result = before.then(fn);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    this.tails.set(key, tail);
    try {
      return await result;
    } finally {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    }
  }

  /** Keys with a section running or waiting (for tests). */
  get size(): number {
    return this.tails.size;
  }
}

/**
 * At most `size` tasks at once; the rest wait their turn in order. Bounds what concurrent page
 * fetches can hold in memory (each up to webpage.max_bytes, twice over while decoded).
 */
export class Slots {
  private busy = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly size: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.busy >= this.size) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.busy++;
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      // The slot passes straight to the next waiter, so `busy` never dips below the real count.
      if (next) next();
      else this.busy--;
    }
  }
}

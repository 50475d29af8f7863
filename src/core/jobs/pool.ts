import { Piscina } from 'piscina';
import type { PrepareInput, Prepared } from './index-worker.js';

export interface ExtractPool {
  run(input: PrepareInput, timeoutMs: number): Promise<Prepared>;
  close(): Promise<void>;
}

export class ExtractTimeoutError extends Error {
  constructor(seconds: number) {
    super(`processing took longer than the ${seconds} s limit`);
  }
}

/** A pool of extraction threads with a memory cap each and a per-file time limit. */
export function createExtractPool(opts: { threads: number; memoryMb: number }): ExtractPool {
  const pool = new Piscina({
    // Extraction plus chunking and metadata: only the compact result comes back to the main thread.
    filename: new URL('./index-worker.js', import.meta.url).href,
    minThreads: 1,
    maxThreads: opts.threads,
    idleTimeout: 60_000,
    // Extractors await child processes and streams; sync atomics would park those threads.
    atomics: 'disabled',
    resourceLimits: { maxOldGenerationSizeMb: opts.memoryMb },
  });
  return {
    async run(input, timeoutMs) {
      const ac = new AbortController();
      const timer = setTimeout(() => ac.abort(new ExtractTimeoutError(Math.round(timeoutMs / 1000))), timeoutMs);
      try {
        return (await pool.run(input, { signal: ac.signal })) as Prepared;
      } catch (err) {
        if (ac.signal.aborted) throw new ExtractTimeoutError(Math.round(timeoutMs / 1000));
        throw err;
      } finally {
        clearTimeout(timer);
      }
    },
    close: () => pool.destroy(),
  };
}

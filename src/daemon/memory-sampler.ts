import { readFileSync } from 'node:fs';
import { getHeapSpaceStatistics } from 'node:v8';

/**
 * A diagnostic for benchmarks: with CTX_MEMORY_SAMPLE_MS set, the daemon writes one
 * `ctx-memory {json}` line to stderr at that period, so a peak RSS can be explained by its
 * parts (V8 heap, buffers outside it, the rest: native memory of SQLite, sqlite-vec and malloc
 * arenas). Off by default: nothing runs and nothing is printed.
 */
export function startMemorySampler(periodMs = Number(process.env.CTX_MEMORY_SAMPLE_MS ?? 0)): () => void {
  if (!(periodMs > 0)) return () => {};
  const timer = setInterval(() => process.stderr.write(`ctx-memory ${JSON.stringify(memorySample())}\n`), periodMs);
  timer.unref();
  return () => clearInterval(timer);
}

export interface MemorySample {
  /** MB, as /proc/self/status reports it: resident anonymous memory, file-backed pages, threads. */
  rss: number;
  rss_anon: number;
  rss_file: number;
  threads: number;
  /** MB, process.memoryUsage(). */
  heap_used: number;
  heap_total: number;
  external: number;
  array_buffers: number;
  /** MB committed by each V8 space with more than 1 MB (new_space, old_space, large_object_space…). */
  spaces: Record<string, number>;
}

const mb = (bytes: number) => Math.round((bytes / 1048576) * 10) / 10;

function memorySample(): MemorySample {
  const m = process.memoryUsage();
  let status = '';
  try {
    status = readFileSync('/proc/self/status', 'utf8');
  } catch {
    /* not Linux */
  }
  const kb = (k: string) => Math.round(Number(new RegExp(`${k}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN) / 102.4) / 10;
  const spaces: Record<string, number> = {};
  for (const s of getHeapSpaceStatistics()) if (s.space_size > 1048576) spaces[s.space_name] = mb(s.space_size);
  return {
    rss: mb(m.rss),
    rss_anon: kb('RssAnon'),
    rss_file: kb('RssFile'),
    threads: Number(/Threads:\s+(\d+)/.exec(status)?.[1] ?? 0),
    heap_used: mb(m.heapUsed),
    heap_total: mb(m.heapTotal),
    external: mb(m.external),
    array_buffers: mb(m.arrayBuffers),
    spaces,
  };
}

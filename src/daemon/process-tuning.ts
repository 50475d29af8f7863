/**
 * How the daemon's own Node process is started (`ctx daemon start`, and bench/harness.ts so the
 * benchmarks measure the same process). Both settings must be in place before the process
 * starts: V8 sizes its young generation when the heap is created and glibc reads
 * MALLOC_ARENA_MAX at its first malloc, so `ctx daemon run` in the foreground gets them only
 * from its caller's environment (NODE_OPTIONS=--max-semi-space-size=2 MALLOC_ARENA_MAX=2).
 *
 * - A 2 MB semi-space (V8's default is 16 MB on 64-bit, i.e. 32 MB committed for the young
 *   generation's two halves, plus the old-generation slack that a large nursery promotes into):
 *   the daemon's garbage is short-lived request and chunk objects, which a small nursery
 *   collects as well.
 * - Two malloc arenas instead of 8 per core: SQLite, sqlite-vec and libuv's threads otherwise
 *   each fragment an arena of their own.
 * Measured in bench/results/rss-s10.md (daemon peak during a 2,500-file ingest 297 → ~205 MB).
 */
export const DAEMON_NODE_ARGS: readonly string[] = ['--max-semi-space-size=2'];

/** The daemon's environment: MALLOC_ARENA_MAX=2 unless the caller chose a value. */
export function daemonEnv(base: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  return { MALLOC_ARENA_MAX: '2', ...base };
}

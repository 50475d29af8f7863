/**
 * How the daemon's own Node process is started (`ctx daemon start`, and bench/harness.ts so the
 * benchmarks measure the same process). These settings only act when given before the process
 * starts (V8 sizes its heap when it is created, glibc reads MALLOC_ARENA_MAX at its first
 * malloc), so a foreground `ctx daemon run` gets them from its caller (README, "The daemon").
 *
 * - A 2 MB semi-space instead of V8's 16 MB: the young generation commits 4 MB, not 32.
 * - Old-generation growth of 30% over what survives a major collection: with a small young
 *   generation more short-lived objects are promoted, and V8's default growth (up to 4x) then
 *   lets the search and query phase pile ~100 MB of garbage in the old space (daemon peak
 *   301–334 MB with the semi-space alone against 215 with both).
 * - Two malloc arenas instead of 8 per core: SQLite, libuv's pool and V8's helper threads
 *   otherwise fragment arenas of their own.
 * Measured in bench/results/rss-s10.md: a 2,500-file ingest with searches and queries, daemon
 * peak 282–291 MB → 215–216 MB, at ~5–7% more CPU on the way to COMPLETED.
 */
export const DAEMON_NODE_ARGS: readonly string[] = ['--max-semi-space-size=2', '--heap-growing-percent=30'];

/** The daemon's environment: MALLOC_ARENA_MAX=2 unless the caller chose a value. */
export function daemonEnv(base: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  return { MALLOC_ARENA_MAX: '2', ...base };
}

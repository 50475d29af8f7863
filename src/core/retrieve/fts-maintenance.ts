import type { Store } from '../store/index.js';
import { titleFor } from '../index/title.js';
import { TITLE_VERSION } from '../index/kind-words.js';

const TITLE_SETTING = 'fts_title_version';

/** Rebuild when FTS5 counts this share more rows than it holds (and at least MIN_EXCESS more). */
const DRIFT = 0.2;
const MIN_EXCESS = 200;
const CHECK_EVERY_MS = 10 * 60_000;

/**
 * Keeps BM25's statistics true. FTS5's contentless-delete tables keep every deleted row in
 * their row and token totals (measured: re-indexing each SciFact chunk once doubled the count
 * and cost 0.004 nDCG@10 on the train split), so a corpus whose files are often edited, moved
 * or deleted would drift further and further from correct IDF values. When the counted rows
 * exceed the real ones by a fifth, both FTS tables are rebuilt from the chunks table — only
 * while no file is queued or being indexed, since titles are rebuilt from stored metadata.
 * Returns how many chunks were re-indexed (0: nothing to do).
 */
export function repairFtsStatistics(store: Store, log: (msg: string) => void = () => {}): number {
  if (store.jobs.pendingCount() > 0) return 0;
  const retitled = retitleAll(store, log);
  if (retitled > 0) return retitled;
  const drifted = (['chunks_fts', 'chunks_cjk'] as const).some((t) => {
    const { counted, actual } = store.chunks.ftsRowCounts(t);
    return counted - actual >= MIN_EXCESS && counted > (1 + DRIFT) * actual;
  });
  if (!drifted) return 0;
  const t0 = performance.now();
  const n = store.tx(() => store.chunks.rebuildIndexes(titleFor));
  log(`search index: statistics had drifted after deletions; re-indexed ${n} chunks in ${Math.round(performance.now() - t0)} ms`);
  return n;
}

/**
 * Rebuilds both FTS tables once when the title column's recipe changed (index/kind-words.ts:
 * TITLE_VERSION), so files indexed by an older version get their kind words too. A data dir
 * with no chunks only records the version.
 */
function retitleAll(store: Store, log: (msg: string) => void): number {
  if (store.setting(TITLE_SETTING) === TITLE_VERSION) return 0;
  const t0 = performance.now();
  const n = store.tx(() => {
    const count = store.chunks.ftsRowCounts('chunks_fts').actual > 0 ? store.chunks.rebuildIndexes(titleFor) : 0;
    store.setSetting(TITLE_SETTING, TITLE_VERSION);
    return count;
  });
  if (n > 0) log(`search index: re-indexed ${n} chunks with the file kind words in their titles in ${Math.round(performance.now() - t0)} ms`);
  return n;
}

/** How often the index is looked at for segments to merge (a look that finds none writes nothing). */
const MERGE_CHECK_MS = 5_000;
/** Pages one merge step may write: a few milliseconds, so searches run between steps. */
const MERGE_PAGES = 100;

/**
 * Keeps the lexical indexes in few segments. Each indexed file adds a segment (its own
 * transaction) and FTS5's automerge joins them four at a time, so up to three stay on every
 * level, and a search looks each of its terms up in every segment: after SciFact's upload 18
 * segments made a question's FTS5 search ~0.3 ms (12%) slower than one (bench:search-profile).
 * Once no file waits to be indexed, merges run in short steps until every level holds one
 * segment (18 → 3 in 2 ms on SciFact): the writes grow with the log of the index, where a
 * full 'optimize' would rewrite all of it after every upload.
 */
function scheduleSegmentMerge(store: Store, log: (msg: string) => void): { stop(): void } {
  let running = false;
  let stopped = false;
  // A failure that repeats (a full disk) is logged once, not every few seconds.
  let failure = '';
  const run = async (): Promise<void> => {
    if (running || stopped) return;
    running = true;
    try {
      while (!stopped && store.jobs.pendingCount() === 0 && store.chunks.mergeSegments(MERGE_PAGES)) await new Promise((r) => setImmediate(r));
      failure = '';
    } catch (err) {
      const msg = (err as Error).message;
      if (!/not open/i.test(msg) && msg !== failure) log(`search index merge failed: ${msg}`);
      failure = msg;
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void run(), MERGE_CHECK_MS);
  timer.unref();
  // A data dir indexed by an older version starts with its segments as they were left.
  void run();
  return {
    stop: () => {
      stopped = true;
      clearInterval(timer);
    },
  };
}

/**
 * Checks now and then every few minutes (the timer never keeps the process alive). Daemons
 * sharing a PostgreSQL database take turns (store.exclusive): one runs it at a time. Also
 * merges the index's segments whenever indexing pauses (scheduleSegmentMerge).
 */
export function scheduleFtsRepair(store: Store, log: (msg: string) => void): { stop(): void } {
  const check = (): void => {
    try {
      store.exclusive('index-upkeep', () => repairFtsStatistics(store, log));
    } catch (err) {
      if (!/not open/i.test((err as Error).message)) log(`search index repair failed: ${(err as Error).message}`);
    }
  };
  check();
  const timer = setInterval(check, CHECK_EVERY_MS);
  timer.unref();
  const merge = store.dialect === 'sqlite' ? scheduleSegmentMerge(store, log) : undefined;
  return {
    stop: () => {
      clearInterval(timer);
      merge?.stop();
    },
  };
}

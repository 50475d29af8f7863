import { basename } from 'node:path';
import { isIgnoredName } from '../scan.js';

/**
 * Watches a folder and calls onBurst once a burst of changes has been quiet for debounceMs.
 * Hidden and temporary editor files never trigger anything.
 */
export async function watchFolder(folder: string, debounceMs: number, onBurst: () => void): Promise<{ close(): Promise<void>; ready: Promise<void> }> {
  // chokidar is loaded by `ctx sync --watch` only, not by every ctx command (the daemon among them).
  const { watch } = await import('chokidar');
  const w = watch(folder, {
    ignoreInitial: true,
    ignored: (p: string) => p !== folder && isIgnoredName(basename(p)),
    awaitWriteFinish: { stabilityThreshold: 200, pollInterval: 50 },
  });
  let timer: NodeJS.Timeout | undefined;
  w.on('all', () => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(onBurst, debounceMs);
  });
  const ready = new Promise<void>((r) => w.once('ready', () => r()));
  return {
    ready,
    async close() {
      if (timer) clearTimeout(timer);
      await w.close();
    },
  };
}

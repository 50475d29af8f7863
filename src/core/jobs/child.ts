/**
 * Entry of an extraction child process (see process-pool.ts). Runs one task at a time —
 * prepare() (extraction, enrichment, chunking) or unpackZip() (an archive's members to a
 * scratch directory) — and sends the result back over IPC. A crash, a native fault or running
 * out of memory here ends this process only, never the daemon.
 */
import prepare from './index-worker.js';
import { unpackZip } from '../archive/zip-reader.js';
import type { ChildTask } from './process-pool.js';

process.on('message', (msg: ChildTask & { id: number }) => {
  const work: Promise<unknown> = msg.kind === 'unpack' ? unpackZip(msg.input) : prepare(msg.input);
  work.then(
    (result) => process.send?.({ id: msg.id, result }),
    (err: unknown) => {
      const e = err as Error & { code?: string };
      process.send?.({ id: msg.id, error: { name: e?.name ?? 'Error', message: e?.message ?? String(err), stack: e?.stack, code: e?.code } });
    },
  );
});

process.send?.({ ready: true });

// The daemon went away (even by SIGKILL): nothing is waiting for our answers.
process.on('disconnect', () => process.exit(0));

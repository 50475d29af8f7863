/**
 * Entry of an extraction child process (see process-pool.ts). Runs one task at a time —
 * prepare() (extraction, enrichment, chunking) or unpackZip() (an archive's members to a
 * scratch directory) — and sends the result back over IPC. A crash, a native fault or running
 * out of memory here ends this process only, never the daemon.
 */
import prepare, { type ChunkBatch } from './index-worker.js';
import { unpackZip } from '../archive/zip-reader.js';
import { dieWithGroup, watchLifeline } from './lifeline.js';
import type { ChildTask } from './process-pool.js';

watchLifeline();

/** Batches sent and not yet acknowledged, by sequence number. */
const acks = new Map<number, () => void>();
let seq = 0;

process.on('message', (msg: (ChildTask & { id: number }) | { ack: number }) => {
  if ('ack' in msg) {
    acks.get(msg.ack)?.();
    acks.delete(msg.ack);
    return;
  }
  // One batch in flight at a time: the daemon writes it before it asks for the next.
  const emit = (batch: ChunkBatch): Promise<void> =>
    new Promise((resolve) => {
      const n = ++seq;
      acks.set(n, resolve);
      process.send?.({ id: msg.id, batch, seq: n });
    });
  const work: Promise<unknown> = msg.kind === 'unpack' ? unpackZip(msg.input) : prepare(msg.input, msg.stream ? emit : undefined);
  work.then(
    (result) => process.send?.({ id: msg.id, result }),
    (err: unknown) => {
      const e = err as Error & { code?: string };
      process.send?.({ id: msg.id, error: { name: e?.name ?? 'Error', message: e?.message ?? String(err), stack: e?.stack, code: e?.code } });
    },
  );
});

process.send?.({ ready: true });

// The daemon went away (even by SIGKILL): nothing is waiting for our answers, and the tools
// this process runs (same process group) must go too.
process.on('disconnect', () => dieWithGroup());

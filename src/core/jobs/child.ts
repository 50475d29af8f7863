/**
 * Entry of an extraction child process (see process-pool.ts). Runs prepare() — extraction,
 * enrichment, chunking — for one task at a time and sends the result back over IPC. A crash,
 * a native fault or running out of memory here ends this process only, never the daemon.
 */
import prepare, { type PrepareInput } from './index-worker.js';

interface TaskMessage {
  id: number;
  input: PrepareInput;
}

process.on('message', (msg: TaskMessage) => {
  prepare(msg.input).then(
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

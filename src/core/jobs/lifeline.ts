/**
 * Children that die with the daemon. The parent gives each child one extra pipe (LIFELINE_FD)
 * and never writes to it; when the parent dies, even by SIGKILL, the kernel closes its end and
 * the child reads end-of-file. The child watches that pipe from a worker thread, which has its
 * own event loop: a main thread stuck in a synchronous parser (pdf.js inflating a stream, a
 * regex over a 100 MB line) cannot delay it, unlike the IPC channel's 'disconnect' event. On
 * EOF it SIGKILLs its whole process group, so the tools it runs (tesseract, ffmpeg,
 * pocketsphinx) go with it.
 */
import type { StdioOptions } from 'node:child_process';
import { Worker } from 'node:worker_threads';

/** The child's file descriptor of the pipe: after stdin, stdout, stderr and the IPC channel. */
export const LIFELINE_FD = 4;

/** stdio for fork(): stderr piped (for the crash reason), IPC, then the lifeline pipe. */
export const STDIO_WITH_LIFELINE: StdioOptions = ['ignore', 'inherit', 'pipe', 'ipc', 'pipe'];

/** Tells the child which descriptor is its lifeline (another fd 4 must never be taken for one). */
export const LIFELINE_ENV = 'CTX_LIFELINE_FD';

/** The environment for fork() alongside STDIO_WITH_LIFELINE. */
export function lifelineEnv(): NodeJS.ProcessEnv {
  return { ...process.env, [LIFELINE_ENV]: String(LIFELINE_FD) };
}

const WATCHER = `
const net = require('node:net');
const { workerData } = require('node:worker_threads');
const die = () => {
  // The group when this process leads one (extraction children), else this process alone.
  try { process.kill(-workerData.pid, 'SIGKILL'); } catch {}
  try { process.kill(workerData.pid, 'SIGKILL'); } catch {}
};
let pipe;
try {
  pipe = new net.Socket({ fd: workerData.fd, readable: true, writable: false });
} catch {
  return die(); // the parent gave a lifeline that is not there: it is already gone
}
pipe.on('end', die);
pipe.on('close', die);
pipe.on('error', die);
pipe.resume();
`;

/**
 * Ends this process and, when it leads a process group (extraction children do), the tools in
 * it. For the IPC channel's 'disconnect' too: process.exit() alone would leave them running.
 */
export function dieWithGroup(): never {
  try {
    process.kill(-process.pid, 'SIGKILL');
  } catch {
    /* not a group leader */
  }
  process.kill(process.pid, 'SIGKILL');
  throw new Error('unreachable');
}

/** In a child: starts the watcher thread (a no-op when the parent gave no lifeline). */
export function watchLifeline(): void {
  const fd = Number(process.env[LIFELINE_ENV]);
  if (!Number.isInteger(fd) || fd < 3) return;
  // Not passed on to the tools this child runs: the descriptor is this process's alone.
  delete process.env[LIFELINE_ENV];
  const w = new Worker(`(() => {${WATCHER}})()`, { eval: true, workerData: { fd, pid: process.pid }, resourceLimits: { maxOldGenerationSizeMb: 16 } });
  // It must never keep the child alive by itself, nor take it down by failing.
  w.unref();
  w.on('error', () => {});
}

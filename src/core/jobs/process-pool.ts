import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { PrepareInput, Prepared } from './index-worker.js';
import type { UnpackInput, Unpacked } from '../archive/zip-reader.js';

export interface ExtractPool {
  run(input: PrepareInput, timeoutMs: number): Promise<Prepared>;
  /** Reads an archive's members out to a scratch directory (archives are hostile input too). */
  unpack(input: UnpackInput, timeoutMs: number): Promise<Unpacked>;
  close(): Promise<void>;
}

/** What a child process is asked to do; child.ts dispatches on `kind`. */
export type ChildTask = { kind: 'prepare'; input: PrepareInput } | { kind: 'unpack'; input: UnpackInput };

export class ExtractTimeoutError extends Error {
  // A reason for the user as it stands (see failureReason).
  override name = 'ExtractionError';
  constructor(seconds: number) {
    super(`processing took longer than the ${seconds} s limit`);
  }
}

/** An extractor process that died: out of memory, a native crash, or killed from outside. */
export class ExtractorCrashError extends Error {
  override name = 'ExtractionError';
}

export class PoolClosedError extends Error {
  constructor() {
    super('the extraction pool was closed');
  }
}

interface Task {
  id: number;
  work: ChildTask;
  timeoutMs: number;
  resolve: (result: unknown) => void;
  reject: (e: Error) => void;
}

interface Slot {
  child: ChildProcess;
  /** The child has loaded the extractors; time limits only count from then. */
  ready: boolean;
  task?: Task;
  timer?: NodeJS.Timeout;
  idleTimer?: NodeJS.Timeout;
  /** The end of the child's stderr, to tell an out-of-memory death from a crash. */
  stderr: string;
  /**
   * Killed after a time limit but not yet gone: it stays connected for a moment, and a task
   * handed to it then would die with it as a "crash".
   */
  dying?: boolean;
}

const CHILD = fileURLToPath(new URL('./child.js', import.meta.url));
const IDLE_MS = 60_000;

/**
 * A pool of extraction child processes, one task each at a time. Processes rather than worker
 * threads because a thread cannot contain every failure: V8 aborts the whole process when a
 * thread's heap overflows inside a native routine (JSON.parse of a huge file did exactly that),
 * and a native parser fault takes its process down. Here each task has a time limit (the
 * child's process group is killed, so ffmpeg/pocketsphinx go too) and a heap cap
 * (--max-old-space-size); a dying child fails only its own file and is replaced.
 */
export function createExtractPool(opts: { threads: number; memoryMb: number }): ExtractPool {
  const slots: Slot[] = [];
  const queue: Task[] = [];
  let nextId = 1;
  let closed = false;

  const spawnSlot = (): Slot => {
    const child = fork(CHILD, [], {
      execArgv: [`--max-old-space-size=${opts.memoryMb}`],
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'pipe', 'ipc'],
      // Its own process group, so a timeout can kill the tools it started as well.
      detached: true,
    });
    const slot: Slot = { child, ready: false, stderr: '' };
    child.stderr?.on('data', (b: Buffer) => {
      slot.stderr = (slot.stderr + b.toString()).slice(-4000);
    });
    child.on('message', (msg: { ready?: true; id: number; result?: unknown; error?: { name: string; message: string; stack?: string; code?: string } }) => {
      if (msg.ready) {
        slot.ready = true;
        return pump();
      }
      const task = slot.task;
      if (!task || task.id !== msg.id) return;
      finishTask(slot);
      if (msg.error) {
        const e = Object.assign(new Error(msg.error.message), msg.error);
        task.reject(e);
      } else task.resolve(msg.result);
      pump();
    });
    // 'close', not 'exit': it comes after stderr has been read to the end.
    child.on('close', (code, signal) => {
      slots.splice(slots.indexOf(slot), 1);
      const task = slot.task;
      const stderr = slot.stderr;
      if (task) {
        finishTask(slot);
        if (closed) task.reject(new PoolClosedError());
        else task.reject(crashError(stderr, code, signal));
      }
      // A process that dies before it is ready cannot load the extractors at all: fail the
      // next waiting file with the reason instead of respawning forever.
      if (!slot.ready && !closed && queue.length > 0) queue.shift()!.reject(crashError(stderr, code, signal));
      if (!closed) pump();
    });
    child.on('error', () => {
      /* the exit handler reports the failure */
    });
    slots.push(slot);
    return slot;
  };

  const finishTask = (slot: Slot): void => {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = undefined;
    slot.task = undefined;
    slot.stderr = '';
    slot.idleTimer = setTimeout(() => {
      if (!slot.task) killGroup(slot.child, 'SIGTERM');
    }, IDLE_MS);
    slot.idleTimer.unref();
  };

  const start = (slot: Slot, task: Task): void => {
    if (slot.idleTimer) clearTimeout(slot.idleTimer);
    slot.task = task;
    slot.timer = setTimeout(() => {
      const t = slot.task;
      if (!t) return;
      slot.task = undefined;
      slot.dying = true;
      t.reject(new ExtractTimeoutError(Math.round(t.timeoutMs / 1000)));
      killGroup(slot.child, 'SIGKILL');
    }, task.timeoutMs);
    // A prepare task learns when its time limit runs out: the extractor stops its open-ended
    // work a little before (ingest/deadline.ts).
    const work = task.work.kind === 'prepare' ? { ...task.work, input: { ...task.work.input, jobDeadline: Date.now() + task.timeoutMs, jobTimeoutMs: task.timeoutMs } } : task.work;
    slot.child.send({ id: task.id, ...work });
  };

  const pump = (): void => {
    while (!closed && queue.length > 0) {
      const slot = slots.find((s) => s.ready && !s.task && !s.dying && s.child.connected);
      if (!slot) {
        // Start another process if allowed; the task goes out once it says it is ready.
        if (slots.length < opts.threads && !slots.some((s) => !s.ready)) spawnSlot();
        return;
      }
      start(slot, queue.shift()!);
    }
  };

  const submit = <T>(work: ChildTask, timeoutMs: number): Promise<T> => {
    if (closed) return Promise.reject(new PoolClosedError());
    return new Promise<T>((resolve, reject) => {
      queue.push({ id: nextId++, work, timeoutMs, resolve: resolve as (r: unknown) => void, reject });
      pump();
    });
  };

  return {
    run: (input, timeoutMs) => submit<Prepared>({ kind: 'prepare', input }, timeoutMs),
    unpack: (input, timeoutMs) => submit<Unpacked>({ kind: 'unpack', input }, timeoutMs),
    async close() {
      closed = true;
      for (const t of queue.splice(0)) t.reject(new PoolClosedError());
      const exits = slots.map((s) => new Promise<void>((r) => (s.child.exitCode !== null || s.child.signalCode !== null ? r() : s.child.once('exit', () => r()))));
      for (const s of [...slots]) killGroup(s.child, 'SIGKILL');
      await Promise.all(exits);
    },
  };
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    try {
      child.kill(signal);
    } catch {
      /* already gone */
    }
  }
}

function crashError(stderr: string, code: number | null, signal: NodeJS.Signals | null): Error {
  if (/heap out of memory|Reached heap limit|Allocation failed/i.test(stderr)) {
    return new ExtractorCrashError('processing ran out of memory (the file is too large or too complex)');
  }
  return new ExtractorCrashError(`the extractor crashed (${signal ? `signal ${signal}` : `exit code ${code}`}) while processing this file`);
}

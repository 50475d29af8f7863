import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { PrepareInput, Prepared, ChunkBatch } from './index-worker.js';
import type { UnpackInput, Unpacked } from '../archive/zip-reader.js';
import { lifelineEnv, STDIO_WITH_LIFELINE } from './lifeline.js';
import { CAN_SAMPLE_RSS, treeRssBytes } from './memory-watch.js';
import { recordChildren } from './survivors.js';

export interface ExtractPool {
  /**
   * Extraction, enrichment and chunking of one file. With `onBatch`, the chunks come over in
   * batches as they are made, each acknowledged once onBatch has settled (so neither side ever
   * holds a large file's chunks whole); the result then holds no chunks.
   */
  run(input: PrepareInput, timeoutMs: number, onBatch?: (batch: ChunkBatch) => Promise<void>): Promise<Prepared>;
  /** Reads an archive's members out to a scratch directory (archives are hostile input too). */
  unpack(input: UnpackInput, timeoutMs: number): Promise<Unpacked>;
  /**
   * Has one idle process ready (started now if none is and the limit allows): the small-file
   * lane is warmed while every worker is busy, so a small file does not wait seconds for a
   * process to load the extractors.
   */
  prewarm?(): void;
  close(): Promise<void>;
}

/** What a child process is asked to do; child.ts dispatches on `kind`. */
export type ChildTask = { kind: 'prepare'; input: PrepareInput; stream?: boolean } | { kind: 'unpack'; input: UnpackInput };

/** Messages from a child (child.ts). */
export type ChildMessage =
  | { ready: true }
  | { id: number; batch: ChunkBatch; seq: number }
  | { id: number; result: unknown }
  | { id: number; error: { name: string; message: string; stack?: string; code?: string } };

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
  onBatch?: (batch: ChunkBatch) => Promise<void>;
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
   * Killed (time limit, memory cap, a batch that could not be written) but not yet gone: it
   * stays connected for a moment, and a task handed to it then would die with it as a "crash".
   */
  dying?: boolean;
  /** Why the pool killed it while a task ran (the task's failure reason). */
  killedFor?: string;
}

export interface PoolOptions {
  /** Processes at most (the runner decides which jobs run; see runner.ts for the small-file lane). */
  processes: number;
  /** JS heap cap of each process, MB (--max-old-space-size). */
  memoryMb: number;
  /** Resident memory of one process with the tools it runs, MB (sampled; 0: no cap). */
  rssMb?: number;
  /** Resident memory of all the processes together, MB; past it the largest running one is stopped. */
  totalRssMb?: number;
  /** Where the processes' ids are recorded for a restarted daemon (survivors.ts). */
  dataDir?: string;
}

export const CHILD_ENTRY = fileURLToPath(new URL('./child.js', import.meta.url));
const IDLE_MS = 60_000;
/** How often resident memory is read: a bomb the decompression caps miss gets ~this long. */
const SAMPLE_MS = 200;
const MB = 1024 * 1024;

/**
 * A pool of extraction child processes, one task each at a time. Processes rather than worker
 * threads because a thread cannot contain every failure: V8 aborts the whole process when a
 * thread's heap overflows inside a native routine (JSON.parse of a huge file did exactly that),
 * and a native parser fault takes its process down. Here each task has a time limit (the
 * child's process group is killed, so ffmpeg/pocketsphinx go too), a heap cap
 * (--max-old-space-size) and a resident-memory cap (sampled from /proc: Buffers and tools are
 * outside the heap); a dying child fails only its own file and is replaced. Children die with
 * the daemon (lifeline.ts) and are recorded so that a restarted daemon can end survivors.
 */
export function createExtractPool(opts: PoolOptions): ExtractPool {
  const slots: Slot[] = [];
  const queue: Task[] = [];
  let nextId = 1;
  let closed = false;
  let sampler: NodeJS.Timeout | undefined;

  const record = (): void => {
    if (opts.dataDir) recordChildren(opts.dataDir, slots.map((s) => s.child.pid).filter((p): p is number => p !== undefined));
  };

  const spawnSlot = (): Slot => {
    const child = fork(CHILD_ENTRY, [], {
      execArgv: [`--max-old-space-size=${opts.memoryMb}`],
      serialization: 'advanced',
      stdio: STDIO_WITH_LIFELINE,
      env: lifelineEnv(),
      // Its own process group, so a timeout can kill the tools it started as well.
      detached: true,
    });
    const slot: Slot = { child, ready: false, stderr: '' };
    child.stderr?.on('data', (b: Buffer) => {
      slot.stderr = (slot.stderr + b.toString()).slice(-4000);
    });
    child.on('message', (msg: ChildMessage) => {
      if ('ready' in msg) {
        slot.ready = true;
        pump();
        // Started ahead of need (prewarm): it goes after a while if nothing comes.
        if (!slot.task) armIdle(slot);
        return;
      }
      const task = slot.task;
      if (!task || task.id !== msg.id) return;
      if ('batch' in msg) return takeBatch(slot, task, msg.batch, msg.seq);
      finishTask(slot);
      if ('error' in msg) {
        const e = Object.assign(new Error(msg.error.message), msg.error);
        task.reject(e);
      } else task.resolve(msg.result);
      pump();
    });
    // 'close', not 'exit': it comes after stderr has been read to the end.
    child.on('close', (code, signal) => {
      slots.splice(slots.indexOf(slot), 1);
      record();
      const task = slot.task;
      const stderr = slot.stderr;
      if (task) {
        finishTask(slot);
        if (closed) task.reject(new PoolClosedError());
        else task.reject(slot.killedFor ? new ExtractorCrashError(slot.killedFor) : crashError(stderr, code, signal));
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
    record();
    return slot;
  };

  /** Hands a batch to the task's consumer; the child sends the next one after the ack. */
  const takeBatch = (slot: Slot, task: Task, batch: ChunkBatch, seq: number): void => {
    if (!task.onBatch) return kill(slot, 'the extractor sent chunks nobody asked for');
    task.onBatch(batch).then(
      () => {
        if (slot.task === task && slot.child.connected) slot.child.send({ ack: seq });
      },
      (err: unknown) => {
        if (slot.task !== task) return;
        // The child waits for an ack that will not come: it goes, and the task fails with the reason.
        finishTask(slot);
        slot.dying = true;
        killGroup(slot.child, 'SIGKILL');
        task.reject(err instanceof Error ? err : new Error(String(err)));
      },
    );
  };

  const kill = (slot: Slot, reason: string): void => {
    slot.killedFor = reason;
    slot.dying = true;
    killGroup(slot.child, 'SIGKILL');
  };

  const finishTask = (slot: Slot): void => {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = undefined;
    slot.task = undefined;
    slot.stderr = '';
    armIdle(slot);
  };

  const armIdle = (slot: Slot): void => {
    if (slot.idleTimer) clearTimeout(slot.idleTimer);
    slot.idleTimer = setTimeout(() => {
      if (!slot.task) killGroup(slot.child, 'SIGTERM');
    }, IDLE_MS);
    slot.idleTimer.unref();
  };

  const start = (slot: Slot, task: Task): void => {
    if (slot.idleTimer) clearTimeout(slot.idleTimer);
    slot.task = task;
    slot.killedFor = undefined;
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
    watchMemory();
  };

  /** Reads every busy process tree's resident memory and stops those past a cap. */
  const sampleMemory = (): void => {
    const busy = slots.filter((s) => s.task && !s.dying && s.child.pid !== undefined);
    if (busy.length === 0) {
      clearInterval(sampler);
      sampler = undefined;
      return;
    }
    const perCap = (opts.rssMb ?? 0) * MB;
    const totalCap = (opts.totalRssMb ?? 0) * MB;
    const sizes = slots.filter((s) => !s.dying && s.child.pid !== undefined).map((s) => ({ s, rss: treeRssBytes(s.child.pid!) }));
    for (const { s, rss } of sizes) {
      if (perCap > 0 && s.task && rss > perCap) {
        kill(s, `processing needed more than ${opts.rssMb} MB of memory (limit worker_rss_mb): the file is too large or too complex`);
      }
    }
    if (totalCap <= 0) return;
    const live = sizes.filter(({ s }) => !s.dying);
    const total = live.reduce((n, x) => n + x.rss, 0);
    if (total <= totalCap) return;
    const largest = live.filter(({ s }) => s.task).sort((a, b) => b.rss - a.rss)[0];
    if (largest) kill(largest.s, `processing needed more memory than the extraction processes may use together (${opts.totalRssMb} MB, limit extraction_rss_mb)`);
  };

  const watchMemory = (): void => {
    if (sampler || !CAN_SAMPLE_RSS || (!opts.rssMb && !opts.totalRssMb)) return;
    sampler = setInterval(sampleMemory, SAMPLE_MS);
    sampler.unref();
  };

  const pump = (): void => {
    while (!closed && queue.length > 0) {
      const slot = slots.find((s) => s.ready && !s.task && !s.dying && s.child.connected);
      if (!slot) {
        // Start another process if allowed; the task goes out once it says it is ready.
        if (slots.filter((s) => !s.dying).length < opts.processes && !slots.some((s) => !s.ready)) spawnSlot();
        return;
      }
      start(slot, queue.shift()!);
    }
  };

  const submit = <T>(work: ChildTask, timeoutMs: number, onBatch?: Task['onBatch']): Promise<T> => {
    if (closed) return Promise.reject(new PoolClosedError());
    return new Promise<T>((resolve, reject) => {
      queue.push({ id: nextId++, work, timeoutMs, onBatch, resolve: resolve as (r: unknown) => void, reject });
      pump();
    });
  };

  return {
    run: (input, timeoutMs, onBatch) => submit<Prepared>({ kind: 'prepare', input, stream: !!onBatch }, timeoutMs, onBatch),
    unpack: (input, timeoutMs) => submit<Unpacked>({ kind: 'unpack', input }, timeoutMs),
    prewarm() {
      if (closed || queue.length > 0) return;
      const live = slots.filter((s) => !s.dying);
      if (live.some((s) => !s.task) || live.length >= opts.processes) return;
      spawnSlot();
    },
    async close() {
      closed = true;
      if (sampler) clearInterval(sampler);
      for (const t of queue.splice(0)) t.reject(new PoolClosedError());
      const exits = slots.map((s) => new Promise<void>((r) => (s.child.exitCode !== null || s.child.signalCode !== null ? r() : s.child.once('exit', () => r()))));
      for (const s of [...slots]) killGroup(s.child, 'SIGKILL');
      await Promise.all(exits);
      record();
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

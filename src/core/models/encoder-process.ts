import { fork, type ChildProcess } from 'node:child_process';
import { lifelineEnv, STDIO_WITH_LIFELINE } from '../jobs/lifeline.js';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Embedder } from './embedder.js';
import { USE_LITE, USE_LITE_DIM } from './use-lite.js';

/** `query`: someone is waiting (goes first); `background`: the chunk backlog. */
export type EncoderPriority = 'query' | 'background';

export interface EncoderProcessOptions {
  /** The process exits after this long without work, giving its memory back (0: never). */
  idleMs?: number;
  /** After a failed load or repeated crashes, how long the encoder counts as unavailable. */
  retryMs?: number;
  log?: (msg: string) => void;
  /** The child's entry (tests point it at a stand-in). */
  entry?: string;
}

interface Request {
  id: number;
  texts: string[];
  priority: EncoderPriority;
  resolve: (v: Float32Array[]) => void;
  reject: (e: Error) => void;
  signal?: AbortSignal;
  onAbort?: () => void;
}

const CHILD = fileURLToPath(new URL('./encoder-child.js', import.meta.url));
/** A request taking longer than this (plus per text) means the process is stuck: it is replaced. */
const STUCK_MS = 60_000;
const STUCK_PER_TEXT_MS = 2_000;
/** Crashes in a row after which the encoder is given a rest (retryMs). */
const MAX_CRASHES = 3;

export class EncoderUnavailableError extends Error {}

/**
 * The built-in sentence encoder in a child process of its own: started on first use, one
 * request at a time, queries ahead of the backlog (a query waits at most for the batch in
 * flight), the process replaced when it crashes and let go when idle. Implements Embedder, so
 * the vector index treats it like any other model.
 */
export class EncoderProcess implements Embedder {
  readonly name = USE_LITE;
  readonly dim = USE_LITE_DIM;
  private child: ChildProcess | undefined;
  private ready = false;
  private current: Request | undefined;
  private readonly queue: Request[] = [];
  private nextId = 1;
  private crashes = 0;
  private downUntil = 0;
  private closed = false;
  private stuckTimer: NodeJS.Timeout | undefined;
  private idleTimer: NodeJS.Timeout | undefined;
  private lastError = '';
  loadMs: number | undefined;

  constructor(private readonly opts: EncoderProcessOptions = {}) {}

  /** False after a failed load or repeated crashes, until retryMs has passed. */
  available(): boolean {
    return !this.closed && Date.now() >= this.downUntil;
  }

  embed(texts: string[], signal?: AbortSignal, priority: EncoderPriority = 'query'): Promise<Float32Array[]> {
    if (texts.length === 0) return Promise.resolve([]);
    if (!this.available()) return Promise.reject(new EncoderUnavailableError(`the sentence encoder is unavailable: ${this.lastError || 'closed'}`));
    if (signal?.aborted) return Promise.reject(signal.reason as Error);
    return new Promise((resolve, reject) => {
      const req: Request = { id: this.nextId++, texts, priority, resolve, reject, signal };
      if (signal) {
        req.onAbort = () => {
          const i = this.queue.indexOf(req);
          if (i >= 0) this.queue.splice(i, 1);
          // In flight: the answer is dropped when it comes; the caller need not wait for it.
          reject(signal.reason as Error);
        };
        signal.addEventListener('abort', req.onAbort, { once: true });
      }
      // Queries go before every background batch, in arrival order among themselves.
      if (priority === 'query') {
        const at = this.queue.findIndex((r) => r.priority === 'background');
        this.queue.splice(at < 0 ? this.queue.length : at, 0, req);
      } else this.queue.push(req);
      this.pump();
    });
  }

  /** Process id and memory of the encoder process, when it runs (for /health and benchmarks). */
  stats(): { running: boolean; pid?: number; rss_mb?: number; peak_rss_mb?: number; load_ms?: number; error?: string } {
    const pid = this.child?.pid;
    const out: ReturnType<EncoderProcess['stats']> = { running: !!this.child && this.ready };
    if (pid !== undefined && this.child) {
      out.pid = pid;
      try {
        const s = readFileSync(`/proc/${pid}/status`, 'utf8');
        const kb = (k: string) => Number(new RegExp(`${k}:\\s+(\\d+) kB`).exec(s)?.[1] ?? NaN) / 1024;
        out.rss_mb = Math.round(kb('VmRSS'));
        out.peak_rss_mb = Math.round(kb('VmHWM'));
      } catch {
        /* not Linux, or gone */
      }
    }
    if (this.loadMs !== undefined) out.load_ms = Math.round(this.loadMs);
    if (this.lastError && !this.available()) out.error = this.lastError;
    return out;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.failAll(new EncoderUnavailableError('the sentence encoder was closed'));
    await this.stopChild();
  }

  private pump(): void {
    if (this.closed || this.current || this.queue.length === 0) return;
    if (!this.child) return this.spawn();
    if (!this.ready) return;
    const req = this.queue.shift()!;
    this.current = req;
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.stuckTimer = setTimeout(() => {
      this.lastError = 'an embedding request got stuck';
      this.opts.log?.('embeddings: the sentence encoder stopped answering; restarting it');
      this.child?.kill('SIGKILL');
    }, STUCK_MS + STUCK_PER_TEXT_MS * req.texts.length);
    this.stuckTimer.unref();
    this.child.channel?.ref();
    this.child.send({ id: req.id, texts: req.texts });
  }

  private spawn(): void {
    const child = fork(this.opts.entry ?? CHILD, [], {
      // Its JS heap is small (the model lives in WebAssembly memory): the cap only stops a
      // runaway, and a 1 MB young generation (default 16) saves ~27 MB of RSS at no measurable cost.
      execArgv: ['--max-old-space-size=512', '--max-semi-space-size=1'],
      serialization: 'advanced',
      // The lifeline ends it with the daemon even in the middle of a long inference (jobs/lifeline.ts).
      stdio: STDIO_WITH_LIFELINE,
      env: lifelineEnv(),
    });
    this.child = child;
    this.ready = false;
    let stderr = '';
    child.stderr?.on('data', (b: Buffer) => {
      stderr = (stderr + b.toString()).slice(-2000);
    });
    child.on('message', (msg: { ready?: true; loadMs?: number; fatal?: string; id?: number; vectors?: Float32Array[]; error?: string }) => {
      if (child !== this.child) return;
      if (msg.ready) {
        this.ready = true;
        this.loadMs = msg.loadMs;
        child.channel?.unref();
        return this.pump();
      }
      if (msg.fatal) {
        this.lastError = msg.fatal;
        return;
      }
      const req = this.current;
      if (!req || req.id !== msg.id) return;
      this.settle();
      this.crashes = 0;
      if (msg.error) req.reject(new Error(`sentence encoder: ${msg.error}`));
      else req.resolve(msg.vectors!.map((v) => (v instanceof Float32Array ? v : Float32Array.from(v))));
      this.afterRequest();
    });
    child.on('exit', (code, signal) => {
      if (child !== this.child) return;
      this.child = undefined;
      const wasReady = this.ready;
      this.ready = false;
      const req = this.current;
      this.settle();
      if (this.closed) return;
      if (!wasReady || req) {
        this.crashes++;
        if (!this.lastError) this.lastError = `the encoder process ended (${signal ?? `exit code ${code}`})${stderr ? `: ${stderr.trim().split('\n').pop()}` : ''}`;
        req?.reject(new Error(`sentence encoder: ${this.lastError}`));
        if (!wasReady || this.crashes >= MAX_CRASHES) {
          this.downUntil = Date.now() + (this.opts.retryMs ?? 600_000);
          this.opts.log?.(`embeddings: ${this.lastError}; the built-in encoder is retried later`);
          this.crashes = 0;
          this.failAll(new EncoderUnavailableError(`the sentence encoder is unavailable: ${this.lastError}`));
          return;
        }
      }
      this.lastError = '';
      this.pump();
    });
    child.on('error', () => {
      /* the exit handler reports it */
    });
  }

  /** Clears the in-flight request's timers and listeners. */
  private settle(): void {
    if (this.stuckTimer) clearTimeout(this.stuckTimer);
    this.stuckTimer = undefined;
    const req = this.current;
    this.current = undefined;
    if (req?.signal && req.onAbort) req.signal.removeEventListener('abort', req.onAbort);
    this.child?.channel?.unref();
  }

  private afterRequest(): void {
    if (this.queue.length > 0) return this.pump();
    const idle = this.opts.idleMs ?? 0;
    if (idle > 0) {
      this.idleTimer = setTimeout(() => {
        if (!this.current && this.queue.length === 0) void this.stopChild();
      }, idle);
      this.idleTimer.unref();
    }
  }

  private failAll(err: Error): void {
    for (const r of this.queue.splice(0)) {
      if (r.signal && r.onAbort) r.signal.removeEventListener('abort', r.onAbort);
      r.reject(err);
    }
  }

  private async stopChild(): Promise<void> {
    const child = this.child;
    this.child = undefined;
    this.ready = false;
    if (this.idleTimer) clearTimeout(this.idleTimer);
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    await new Promise<void>((r) => {
      child.once('exit', () => r());
      child.kill('SIGKILL');
    });
  }
}

import { packageVersion } from '../core/version.js';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { DB_FILE, LOG_FILE, loadConfig, workerCount, type Config } from '../core/config.js';
import { secureDataDir } from '../core/data-dir.js';
import { createStore, type Store } from '../core/store/index.js';
import { BlobStore } from '../core/files/blobs.js';
import { FileService } from '../core/files/service.js';
import { QueryService } from '../core/answer/query.js';
import { createExtractPool } from '../core/jobs/process-pool.js';
import { JobRunner } from '../core/jobs/runner.js';
import { createVectorIndex } from '../core/retrieve/setup.js';
import { UrlSigner } from './signing.js';
import { RateLimiter } from './ratelimit.js';
import { AuthThrottle } from './auth-throttle.js';
import { createDaemonLogger } from './log.js';
import { buildServer } from './server.js';
import type { AppContext } from './context.js';
import type { ExtractBackends } from '../core/ingest/types.js';
import { withScheme } from './backends.js';
import { scheduleFtsRepair } from '../core/retrieve/fts-maintenance.js';

export { DB_FILE } from '../core/config.js';

function extractBackends(cfg: Config, threads: number): ExtractBackends {
  return {
    ollama: cfg.ollama.host ? { host: withScheme(cfg.ollama.host), vision_model: cfg.ollama.vision_model, chat_model: cfg.ollama.chat_model, timeout_ms: cfg.ollama.timeout_ms } : undefined,
    transcription: cfg.transcription.url ? { url: cfg.transcription.url, model: cfg.transcription.model } : undefined,
    ocr: { languages: cfg.ocr.languages, engine: cfg.ocr.engine },
    parallelism: threads,
  };
}


export interface RunningDaemon {
  app: FastifyInstance;
  url: string;
  ctx: AppContext;
  /** Writes a line to the daemon's log (and to opts.log). */
  log(msg: string): void;
  stop(): Promise<void>;
}

export interface DaemonOptions {
  dataDir: string;
  host?: string;
  port?: number;
  /** Also receives every message line (the foreground daemon prints them). */
  log?: (msg: string) => void;
}

/** Opens the data dir's store and config, starts the job runner and serves HTTP. */
export async function startDaemon(opts: DaemonOptions): Promise<RunningDaemon> {
  const permissionProblems = secureDataDir(opts.dataDir);
  const cfg: Config = loadConfig(opts.dataDir);
  if (opts.host) cfg.host = opts.host;
  if (opts.port !== undefined) cfg.port = opts.port;
  const daemonLog = createDaemonLogger(join(opts.dataDir, LOG_FILE));
  const log = (msg: string) => {
    daemonLog.logger.info(msg);
    opts.log?.(msg);
  };
  for (const p of permissionProblems) daemonLog.logger.warn(p);
  const store: Store = createStore({ dbPath: join(opts.dataDir, DB_FILE) });
  const blobs = new BlobStore(opts.dataDir);
  await blobs.init();
  const threads = workerCount(cfg);
  const pool = createExtractPool({ threads, memoryMb: cfg.worker_memory_mb });
  const vectors = createVectorIndex(store, cfg, log);
  // The runner is called only once both exist.
  const files = new FileService(store, blobs, () => runner.kick());
  const runner: JobRunner = new JobRunner(store, blobs, pool, {
    concurrency: threads,
    timeoutMs: cfg.job_timeout_s * 1000,
    backends: extractBackends(cfg, threads),
    log,
    vectors,
    files,
    archiveLimits: {
      maxMembers: cfg.archives.max_members,
      maxTotalBytes: cfg.archives.max_total_bytes,
      maxMemberBytes: cfg.archives.max_member_bytes,
      maxRatio: cfg.archives.max_ratio,
    },
  });
  const ctx: AppContext = {
    dataDir: opts.dataDir,
    version: packageVersion(),
    cfg,
    store,
    blobs,
    files,
    query: new QueryService(store, cfg, log),
    runner,
    signer: new UrlSigner(store, cfg.signed_url_ttl_s),
    limiter: new RateLimiter(cfg.rate_limits),
    authThrottle: new AuthThrottle(cfg.http.auth_failures, cfg.http.auth_window_s * 1000),
  };
  const app = await buildServer(ctx, { logger: daemonLog.logger });
  let address: string;
  try {
    address = await app.listen({ host: cfg.host, port: cfg.port });
  } catch (err) {
    await pool.close();
    await vectors.stop();
    store.close();
    daemonLog.close();
    throw err;
  }
  // Before the runner starts: the repair only runs while no file is being indexed.
  const ftsRepair = scheduleFtsRepair(store, log);
  runner.start();
  vectors.start();
  log(`ctx ${ctx.version} serving ${address} (data: ${opts.dataDir}, ${threads} worker${threads === 1 ? '' : 's'})`);
  let stopping: Promise<void> | undefined;
  return {
    app,
    url: address,
    ctx,
    log,
    stop: () =>
      (stopping ??= (async () => {
        ftsRepair.stop();
        await app.close();
        await runner.stop();
        await pool.close();
        await runner.drain();
        await vectors.stop();
        store.close();
        daemonLog.close();
      })()),
  };
}

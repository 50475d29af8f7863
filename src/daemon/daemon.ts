import { packageVersion } from '../core/version.js';
import { join, resolve } from 'node:path';
import { hostname } from 'node:os';
import type { FastifyInstance } from 'fastify';
import { LOG_FILE, loadConfig, storeLocation, workerCount, type Config } from '../core/config.js';
import { secureDataDir } from '../core/data-dir.js';
import { createStore, type Store } from '../core/store/index.js';
import { cacheSweepMs, scheduleCacheSweep } from '../core/files/cache-sweep.js';
import { BlobStore } from '../core/files/blobs.js';
import { FileService } from '../core/files/service.js';
import { QueryService } from '../core/answer/query.js';
import { CHILD_ENTRY, createExtractPool } from '../core/jobs/process-pool.js';
import { killSurvivors } from '../core/jobs/survivors.js';
import { DiskSpace } from '../core/disk/space.js';
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
import { startMemorySampler } from './memory-sampler.js';

export { DB_FILE } from '../core/config.js';

function extractBackends(cfg: Config, threads: number): ExtractBackends {
  return {
    ollama: cfg.ollama.host ? { host: withScheme(cfg.ollama.host), vision_model: cfg.ollama.vision_model, chat_model: cfg.ollama.chat_model, timeout_ms: cfg.ollama.timeout_ms } : undefined,
    transcription: cfg.transcription.url ? { url: cfg.transcription.url, model: cfg.transcription.model } : undefined,
    ocr: { languages: cfg.ocr.languages, engine: cfg.ocr.engine, photo_contrast: cfg.ocr.photo_contrast },
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
  /** A postgres:// URL overriding config.json and CTX_DATABASE_URL (`--database-url`). */
  databaseUrl?: string;
  /** Also receives every message line (the foreground daemon prints them). */
  log?: (msg: string) => void;
}

/** Opens the data dir's store and config, starts the job runner and serves HTTP. */
export async function startDaemon(opts: DaemonOptions): Promise<RunningDaemon> {
  const permissionProblems = secureDataDir(opts.dataDir);
  const cfg: Config = loadConfig(opts.dataDir);
  if (opts.host) cfg.host = opts.host;
  if (opts.port !== undefined) cfg.port = opts.port;
  if (opts.databaseUrl) cfg.database_url = opts.databaseUrl;
  const daemonLog = createDaemonLogger(join(opts.dataDir, LOG_FILE));
  const log = (msg: string) => {
    daemonLog.logger.info(msg);
    opts.log?.(msg);
  };
  for (const p of permissionProblems) daemonLog.logger.warn(p);
  // Extraction processes a killed daemon left behind must not work on what this one runs again.
  const survivors = await killSurvivors(opts.dataDir, CHILD_ENTRY);
  if (survivors > 0) log(`ended ${survivors} extraction process(es) left by a previous daemon`);
  const MB = 1024 * 1024;
  const disk = new DiskSpace({ dir: opts.dataDir, minFreeBytes: cfg.disk.min_free_mb * MB, reserveBytes: cfg.disk.reserve_mb * MB });
  // SQLite cannot even open its log on a disk full to the last byte (another program filled
  // it): the reserve makes the room to start, and to serve the deletes that free space.
  if (disk.low()) disk.releaseReserve();
  let store: Store;
  try {
    // The instance: one daemon at a time serves a data dir (its pid file), so a restart here
    // may take back at once the jobs its previous run held on a shared database.
    store = createStore({ ...storeLocation(opts.dataDir, cfg), instance: `${hostname()}:${resolve(opts.dataDir)}` });
  } catch (err) {
    if (disk.free() < 1024 * 1024) throw new Error(`cannot open the database: the disk holding ${opts.dataDir} is full (${(err as Error).message}); free some space and start again`);
    throw err;
  }
  // On PostgreSQL the blobs/ folder is this daemon's cache of contents kept in the database.
  const blobs = new BlobStore(opts.dataDir, () => disk.assertRoom(), store.blobContent);
  await blobs.init();
  disk.ensureReserve();
  // The reserve is written again once deletes have made room for it.
  const reserveTimer = setInterval(() => disk.ensureReserve(), 5_000);
  reserveTimer.unref();
  const threads = workerCount(cfg);
  const smallFileBytes = cfg.small_file_kb * 1024;
  const pool = createExtractPool({
    // One more process than workers: the small-file lane (runner.ts).
    processes: threads + (smallFileBytes > 0 ? 1 : 0),
    memoryMb: cfg.worker_memory_mb,
    rssMb: cfg.worker_rss_mb,
    totalRssMb: cfg.extraction_rss_mb,
    dataDir: opts.dataDir,
  });
  const vectors = createVectorIndex(store, cfg, log, () => disk.low());
  // The runner is called only once both exist.
  const files = new FileService(store, blobs, () => runner.kick());
  const runner: JobRunner = new JobRunner(store, blobs, pool, {
    concurrency: threads,
    smallFileBytes,
    disk,
    documentLimits: { maxBytes: cfg.documents.max_inflated_bytes, maxRatio: cfg.documents.max_ratio },
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
    limiter: new RateLimiter(cfg.rate_limits, store.rateCounters),
    authThrottle: new AuthThrottle(cfg.http.auth_failures, cfg.http.auth_window_s * 1000),
    disk,
  };
  const app = await buildServer(ctx, { logger: daemonLog.logger });
  let address: string;
  try {
    address = await app.listen({ host: cfg.host, port: cfg.port });
  } catch (err) {
    clearInterval(reserveTimer);
    await pool.close();
    await vectors.stop();
    store.close();
    daemonLog.close();
    throw err;
  }
  // Before the runner starts: the repair only runs while no file is being indexed.
  const ftsRepair = scheduleFtsRepair(store, log);
  // PostgreSQL: contents another daemon deleted leave this daemon's cache too.
  const shared = store.blobContent;
  const cacheSweep = shared ? scheduleCacheSweep({ blobs, present: (shas) => shared.present(shas), uploading: (sha) => files.uploading(sha) }, cacheSweepMs(), log) : undefined;
  runner.start();
  vectors.start();
  const stopSampler = startMemorySampler();
  log(`ctx ${ctx.version} serving ${address} (data: ${opts.dataDir}${store.dialect === 'postgres' ? ', database: PostgreSQL' : ''}, ${threads} worker${threads === 1 ? '' : 's'})`);
  let stopping: Promise<void> | undefined;
  return {
    app,
    url: address,
    ctx,
    log,
    stop: () =>
      (stopping ??= (async () => {
        clearInterval(reserveTimer);
        stopSampler();
        ftsRepair.stop();
        await cacheSweep?.stop();
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

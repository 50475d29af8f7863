import { existsSync, readFileSync } from 'node:fs';
import { homedir, availableParallelism } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';

/** Where the daemon keeps its database, blobs, config, pid and log: CTX_DATA_DIR, XDG, or ~/.local/share/ctx. */
export function defaultDataDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env.CTX_DATA_DIR) return env.CTX_DATA_DIR;
  if (env.XDG_DATA_HOME) return join(env.XDG_DATA_HOME, 'ctx');
  return join(homedir(), '.local', 'share', 'ctx');
}

export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_PORT = 8765;

const tiersSchema = z.object({
  free: z.number().int().positive().default(100),
  pro: z.number().int().positive().default(1000),
  enterprise: z.number().int().positive().default(100_000),
});

export const configSchema = z.object({
  host: z.string().default(DEFAULT_HOST),
  port: z.number().int().min(0).max(65535).default(DEFAULT_PORT),
  /**
   * A postgres:// URL: every piece of shared state (accounts, files and their contents, the
   * index, the queue, rate limits) lives in that database, which any number of daemons share.
   * Null: the data dir's SQLite file (the default).
   */
  database_url: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'a postgres:// URL')
    .nullable()
    .default(null),
  /** Largest accepted upload, bytes. */
  max_upload_bytes: z.number().int().positive().default(1024 * 1024 * 1024),
  /** Longest accepted query text (all messages together), characters. */
  max_context_chars: z.number().int().positive().default(32_000),
  rate_limits: tiersSchema.default({ free: 100, pro: 1000, enterprise: 100_000 }),
  /** Tier given to keys made through the API when the request does not name one. */
  default_key_tier: z.enum(['free', 'pro', 'enterprise']).default('free'),
  /** Jobs processed at once; 0 means one per CPU core. */
  workers: z.number().int().min(0).default(0),
  /** Time limit for processing one file, seconds. */
  job_timeout_s: z.number().int().positive().default(600),
  /** JS heap cap of an extraction process, MB (--max-old-space-size). */
  worker_memory_mb: z.number().int().positive().default(1024),
  /**
   * Resident memory of one extraction process with the tools it runs (heap, Buffers,
   * WebAssembly, tesseract, ffmpeg…), MB, sampled 5 times a second; past it the file fails.
   * The default leaves 256 MB above the heap cap (a 44 MB JSON of 1.26 million values peaks at
   * ~1 GB).
   */
  worker_rss_mb: z.number().int().positive().default(1280),
  /** Resident memory of all extraction processes together, MB; past it the largest is stopped. */
  extraction_rss_mb: z.number().int().positive().default(1536),
  /**
   * Files up to this size (KB) may also run in one extra process, the small-file lane, when
   * every worker is busy: a long job cannot make a small file wait.
   */
  small_file_kb: z.number().int().min(0).default(256),
  /** Free disk space kept on the data dir's filesystem, and a reserve that lets deletes run when it is full. */
  disk: z
    .object({
      /** Below this, uploads and other writes get 507 STORAGE_FULL and queued jobs wait. */
      min_free_mb: z.number().int().min(0).default(256),
      /** A file of this size kept in the data dir, given back when the disk is full. */
      reserve_mb: z.number().int().min(0).default(32),
    })
    .default({ min_free_mb: 256, reserve_mb: 32 }),
  /**
   * Bounds on the compressed parts inside documents (the XML of .docx/.xlsx/.pptx, PDF
   * streams): inflated bytes of one part, and inflated bytes per compressed byte (judged past
   * 1 MiB; PDF images are held to the byte bound only, as a blank scanned page compresses
   * 1000:1).
   */
  documents: z
    .object({
      max_inflated_bytes: z.number().int().positive().default(256 * 1024 ** 2),
      max_ratio: z.number().positive().default(200),
    })
    .default({ max_inflated_bytes: 256 * 1024 ** 2, max_ratio: 200 }),
  signed_url_ttl_s: z.number().int().positive().default(3600),
  /**
   * Bounds on unpacking an uploaded .zip (archives are hostile input): entries in it, inflated
   * bytes in all and per member, and inflated bytes per compressed byte of a member.
   */
  archives: z
    .object({
      max_members: z.number().int().positive().default(10_000),
      max_total_bytes: z.number().int().positive().default(4 * 1024 ** 3),
      max_member_bytes: z.number().int().positive().default(1024 ** 3),
      max_ratio: z.number().positive().default(200),
    })
    .default({ max_members: 10_000, max_total_bytes: 4 * 1024 ** 3, max_member_bytes: 1024 ** 3, max_ratio: 200 }),
  /**
   * Request hygiene (docs/DECISIONS.md "Request limits"): how long a client may take to send its
   * headers and how long its body may stall, how many connections are open at once, and how
   * many refused keys one client address may present per window before it gets 429.
   */
  http: z
    .object({
      headers_timeout_s: z.number().positive().default(60),
      body_timeout_s: z.number().positive().default(60),
      max_connections: z.number().int().positive().default(256),
      auth_failures: z.number().int().positive().default(50),
      auth_window_s: z.number().positive().default(60),
    })
    .default({ headers_timeout_s: 60, body_timeout_s: 60, max_connections: 256, auth_failures: 50, auth_window_s: 60 }),
  /** Keys an account may hold (revoked ones do not count); `ctx init --new-key` is not bound by it. */
  max_keys_per_account: z.number().int().positive().default(20),
  ollama: z
    .object({
      host: z.string().nullable().default(null),
      embed_model: z.string().default('nomic-embed-text'),
      chat_model: z.string().default('llama3.2'),
      vision_model: z.string().nullable().default(null),
      timeout_ms: z.number().int().positive().default(60_000),
    })
    .default({ host: null, embed_model: 'nomic-embed-text', chat_model: 'llama3.2', vision_model: null, timeout_ms: 60_000 }),
  /**
   * OCR: `languages` is `auto` (English, and the script tesseract detects when English reads
   * poorly) or tesseract language codes (`["eng", "deu"]`, installed with tesseract-ocr-<code>);
   * `engine` `auto` uses Debian's tesseract when installed, else tesseract.js (English only).
   */
  ocr: z
    .object({
      languages: z.union([z.literal('auto'), z.array(z.string().regex(/^[a-z_]+$/, 'is a tesseract language code such as eng or chi_sim')).min(1)]).default('auto'),
      engine: z.enum(['auto', 'tesseract', 'tesseract.js']).default('auto'),
      /** A short, unsure photo reading made again with locally equalised contrast (ocr-contrast.ts); off: no held-out gain at 2–4× the time. */
      photo_contrast: z.boolean().default(false),
    })
    .default({ languages: 'auto', engine: 'auto', photo_contrast: false }),
  transcription: z
    .object({
      url: z.string().nullable().default(null),
      model: z.string().default('whisper-1'),
    })
    .default({ url: null, model: 'whisper-1' }),
  /** POST /webpage/add: how the daemon fetches a page (see src/core/web/). */
  webpage: z
    .object({
      /** Also fetch from loopback, private, link-local… addresses (never cloud metadata ones). */
      allow_private: z.boolean().default(false),
      /** Limit of the whole fetch (connect, redirects, body), milliseconds. */
      timeout_ms: z.number().int().positive().default(20_000),
      /** Largest page accepted, bytes (after decompression). */
      max_bytes: z.number().int().positive().default(10 * 1024 * 1024),
      max_redirects: z.number().int().min(0).max(20).default(5),
    })
    .default({ allow_private: false, timeout_ms: 20_000, max_bytes: 10 * 1024 * 1024, max_redirects: 5 }),
});

export type Config = z.infer<typeof configSchema>;

export const CONFIG_FILE = 'config.json';
export const DB_FILE = 'ctx.db';
/** The daemon's log (JSON lines), written by the daemon itself in the foreground and the background. */
export const LOG_FILE = 'daemon.log';

/** Environment variables that override config.json, and the config key each sets. */
const ENV_OVERRIDES: Array<[string, (c: Record<string, any>, v: string) => void]> = [
  ['CTX_HOST', (c, v) => (c.host = v)],
  ['CTX_PORT', (c, v) => (c.port = Number(v))],
  ['CTX_DATABASE_URL', (c, v) => (c.database_url = v)],
  ['CTX_MAX_UPLOAD_BYTES', (c, v) => (c.max_upload_bytes = Number(v))],
  ['CTX_MAX_CONTEXT_CHARS', (c, v) => (c.max_context_chars = Number(v))],
  ['CTX_WORKERS', (c, v) => (c.workers = Number(v))],
  ['CTX_JOB_TIMEOUT_S', (c, v) => (c.job_timeout_s = Number(v))],
  ['CTX_WORKER_MEMORY_MB', (c, v) => (c.worker_memory_mb = Number(v))],
  ['CTX_WORKER_RSS_MB', (c, v) => (c.worker_rss_mb = Number(v))],
  ['CTX_EXTRACTION_RSS_MB', (c, v) => (c.extraction_rss_mb = Number(v))],
  ['CTX_SMALL_FILE_KB', (c, v) => (c.small_file_kb = Number(v))],
  ['CTX_DISK_MIN_FREE_MB', (c, v) => ((c.disk ??= {}).min_free_mb = Number(v))],
  ['CTX_DISK_RESERVE_MB', (c, v) => ((c.disk ??= {}).reserve_mb = Number(v))],
  ['CTX_DOC_MAX_INFLATED_BYTES', (c, v) => ((c.documents ??= {}).max_inflated_bytes = Number(v))],
  ['CTX_DOC_MAX_RATIO', (c, v) => ((c.documents ??= {}).max_ratio = Number(v))],
  ['CTX_RATE_FREE', (c, v) => ((c.rate_limits ??= {}).free = Number(v))],
  ['CTX_RATE_PRO', (c, v) => ((c.rate_limits ??= {}).pro = Number(v))],
  ['CTX_RATE_ENTERPRISE', (c, v) => ((c.rate_limits ??= {}).enterprise = Number(v))],
  ['CTX_OLLAMA_HOST', (c, v) => ((c.ollama ??= {}).host = v || null)],
  ['CTX_OLLAMA_EMBED_MODEL', (c, v) => ((c.ollama ??= {}).embed_model = v)],
  ['CTX_OLLAMA_CHAT_MODEL', (c, v) => ((c.ollama ??= {}).chat_model = v)],
  ['CTX_OLLAMA_VISION_MODEL', (c, v) => ((c.ollama ??= {}).vision_model = v || null)],
  ['CTX_OLLAMA_TIMEOUT_MS', (c, v) => ((c.ollama ??= {}).timeout_ms = Number(v))],
  ['CTX_TRANSCRIBE_URL', (c, v) => ((c.transcription ??= {}).url = v || null)],
  ['CTX_WEBPAGE_ALLOW_PRIVATE', (c, v) => ((c.webpage ??= {}).allow_private = /^(?:1|true|yes|on)$/i.test(v.trim()))],
  ['CTX_WEBPAGE_TIMEOUT_MS', (c, v) => ((c.webpage ??= {}).timeout_ms = Number(v))],
  ['CTX_WEBPAGE_MAX_BYTES', (c, v) => ((c.webpage ??= {}).max_bytes = Number(v))],
  ['CTX_ARCHIVE_MAX_MEMBERS', (c, v) => ((c.archives ??= {}).max_members = Number(v))],
  ['CTX_ARCHIVE_MAX_TOTAL_BYTES', (c, v) => ((c.archives ??= {}).max_total_bytes = Number(v))],
  ['CTX_ARCHIVE_MAX_MEMBER_BYTES', (c, v) => ((c.archives ??= {}).max_member_bytes = Number(v))],
  ['CTX_ARCHIVE_MAX_RATIO', (c, v) => ((c.archives ??= {}).max_ratio = Number(v))],
  ['CTX_OCR_LANGUAGES', (c, v) => ((c.ocr ??= {}).languages = v === 'auto' ? 'auto' : v.split(/[+,\s]+/).filter(Boolean))],
  ['CTX_OCR_ENGINE', (c, v) => ((c.ocr ??= {}).engine = v)],
  ['CTX_OCR_PHOTO_CONTRAST', (c, v) => ((c.ocr ??= {}).photo_contrast = /^(?:1|true|yes|on)$/i.test(v))],
  ['CTX_HTTP_HEADERS_TIMEOUT_S', (c, v) => ((c.http ??= {}).headers_timeout_s = Number(v))],
  ['CTX_HTTP_BODY_TIMEOUT_S', (c, v) => ((c.http ??= {}).body_timeout_s = Number(v))],
  ['CTX_HTTP_MAX_CONNECTIONS', (c, v) => ((c.http ??= {}).max_connections = Number(v))],
  ['CTX_AUTH_FAILURES', (c, v) => ((c.http ??= {}).auth_failures = Number(v))],
  ['CTX_AUTH_WINDOW_S', (c, v) => ((c.http ??= {}).auth_window_s = Number(v))],
  ['CTX_MAX_KEYS_PER_ACCOUNT', (c, v) => (c.max_keys_per_account = Number(v))],
];

export const ENV_OVERRIDE_NAMES = ENV_OVERRIDES.map(([k]) => k);

/** Reads `<dataDir>/config.json` (optional), applies environment overrides, validates. */
export function loadConfig(dataDir: string, env: NodeJS.ProcessEnv = process.env): Config {
  const file = join(dataDir, CONFIG_FILE);
  let raw: Record<string, any> = {};
  if (existsSync(file)) {
    try {
      raw = JSON.parse(readFileSync(file, 'utf8')) as Record<string, any>;
    } catch (err) {
      throw new Error(`${file} is not valid JSON: ${(err as Error).message}`);
    }
  }
  for (const [name, apply] of ENV_OVERRIDES) {
    const v = env[name];
    if (v !== undefined && v !== '') apply(raw, v);
  }
  const parsed = configSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`invalid setting ${issue?.path.join('.')} in ${file} or environment: ${issue?.message}`);
  }
  return parsed.data;
}

/** Where the store lives: the database URL when one is set, else the data dir's SQLite file. */
export function storeLocation(dataDir: string, cfg: Pick<Config, 'database_url'>): { databaseUrl: string } | { dbPath: string } {
  return cfg.database_url ? { databaseUrl: cfg.database_url } : { dbPath: join(dataDir, DB_FILE) };
}

export function workerCount(cfg: Config): number {
  return cfg.workers > 0 ? cfg.workers : availableParallelism();
}

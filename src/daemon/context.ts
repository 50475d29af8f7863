import type { Config } from '../core/config.js';
import type { Store } from '../core/store/index.js';
import type { BlobStore } from '../core/files/blobs.js';
import type { FileService } from '../core/files/service.js';
import type { QueryService } from '../core/answer/query.js';
import type { JobRunner } from '../core/jobs/runner.js';
import type { UrlSigner } from './signing.js';
import type { RateLimiter } from './ratelimit.js';
import type { KeyScope, Tier } from '../core/store/keys.js';
import type { AuthThrottle } from './auth-throttle.js';
import type { DiskSpace } from '../core/disk/space.js';

/** Everything a route handler may use; built once by the daemon, no globals. */
export interface AppContext {
  dataDir: string;
  version: string;
  cfg: Config;
  store: Store;
  blobs: BlobStore;
  files: FileService;
  query: QueryService;
  runner: JobRunner;
  signer: UrlSigner;
  limiter: RateLimiter;
  authThrottle: AuthThrottle;
  /** Free space on the data dir: writes wait for room (core/disk/space.ts). */
  disk: DiskSpace;
}

export interface AuthInfo {
  accountId: number;
  keyId: string;
  tier: Tier;
  scope: KeyScope;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthInfo;
  }
  interface FastifyContextConfig {
    /** false for /health and /file/raw; every other route needs X-API-Key. */
    auth?: boolean;
    /** The route reads its multipart body itself (upload streams a file; query bounds its payload). */
    ownMultipart?: boolean;
    /** Error shape of the route family (A, B or C). */
    shape?: 'A' | 'B' | 'C';
  }
}

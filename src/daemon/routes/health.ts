import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import * as R from '../../api/responses.js';
import type { RouteDoc } from '../openapi/route-doc.js';
import { probeBackends } from '../backends.js';
import { vectorIndexOf } from '../../core/retrieve/vector-index.js';

/** GET /health: no key; says which model backends are configured and reachable. */
export function registerHealthRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/health', { config: { auth: false } }, async () => ({
    status: 'ok',
    version: ctx.version,
    models: await probeBackends(ctx.cfg),
    /** Names /ai/query's `model` field accepts (docs/DECISIONS.md). */
    query_models: await ctx.query.models.names(),
    jobs_pending: ctx.store.jobs.pendingCount(),
    /** Free space on the data dir; below min_free_mb writes get 507 and jobs wait. */
    disk: diskStatus(ctx),
    /** Per embedding space: chunks with a vector / all chunks (the rest are filled in the background). */
    vectors: vectorIndexOf(ctx.store)?.status() ?? [],
    encoder: vectorIndexOf(ctx.store)?.encoderStats() ?? null,
    /** Where the shared state lives; never the database URL (its password, and /health needs no key). */
    store: { backend: ctx.store.dialect },
  }));
}

function diskStatus(ctx: AppContext): { free_mb: number | null; min_free_mb: number; low: boolean } {
  const free = ctx.disk.free();
  return { free_mb: Number.isFinite(free) ? Math.floor(free / 1024 / 1024) : null, min_free_mb: ctx.cfg.disk.min_free_mb, low: ctx.disk.low() };
}

export const healthDocs: RouteDoc[] = [
  { method: 'get', path: '/health', tag: 'Service', auth: false, summary: 'Liveness, version, model backends, pending jobs, disk, vector index state and store backend', response: R.health },
];

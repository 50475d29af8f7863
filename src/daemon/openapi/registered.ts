import type { FastifyInstance } from 'fastify';

const tables = new WeakMap<FastifyInstance, Array<{ method: string; url: string }>>();

/** Call before any route is registered: remembers each (method, path) the app serves. */
export function trackRoutes(app: FastifyInstance): void {
  const list: Array<{ method: string; url: string }> = [];
  tables.set(app, list);
  app.addHook('onRoute', (r) => {
    // HEAD is Fastify's automatic twin of each GET.
    for (const method of [r.method].flat()) if (method !== 'HEAD') list.push({ method, url: r.url });
  });
}

/** The routes the app registered (for the OpenAPI test: every one must be documented). */
export function registeredRoutes(app: FastifyInstance): Array<{ method: string; url: string }> {
  return [...(tables.get(app) ?? [])];
}

import type { FastifyInstance } from 'fastify';
import Router from 'find-my-way';

type Method = Router.HTTPMethod;

/**
 * Which methods each path answers, for 405s. Fastify's router only says "no route for this
 * method and path"; a second find-my-way router, fed every route as it is registered and built
 * with the same options, answers "which methods would have matched" with the same matching
 * rules (parameters, wildcards, trailing and duplicate slashes).
 */
export class MethodTable {
  private readonly router: Router.Instance<Router.HTTPVersion.V1>;
  private readonly methods = new Set<Method>();

  constructor(opts: { ignoreTrailingSlash: boolean; ignoreDuplicateSlashes: boolean; maxParamLength: number }) {
    this.router = Router(opts);
  }

  /** Call before any route is registered. */
  attach(app: FastifyInstance): void {
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat() as Method[]) {
        if (this.router.hasRoute(method, route.url)) continue;
        this.router.on(method, route.url, () => undefined);
        this.methods.add(method);
      }
    });
  }

  /** The methods registered for the path of `url` (its query string is ignored), sorted. */
  allowed(url: string): Method[] {
    const out: Method[] = [];
    for (const m of this.methods) {
      try {
        if (this.router.find(m, url)) out.push(m);
      } catch {
        // A URL the router cannot decode has no methods.
      }
    }
    return out.sort();
  }
}

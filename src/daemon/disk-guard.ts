import type { FastifyRequest } from 'fastify';
import type { AppContext } from './context.js';

/**
 * Routes that add data: refused with 507 STORAGE_FULL while the disk is below its headroom
 * (core/disk/space.ts). Everything else goes on: reads, queries (their session rows are small;
 * a write that still fails answers 507 too), moves, and deletes — which are how space is freed.
 */
const ADDS_DATA = new Set(['POST /file/upload', 'POST /file/create_dir', 'POST /webpage/add', 'POST /user/api_keys/create']);

/** onRequest, after authentication: refuses a write early, before any body is read. */
export function diskGuardHook(ctx: AppContext) {
  return async (req: FastifyRequest): Promise<void> => {
    if (req.method === 'DELETE') {
      // A full disk cannot even record a deletion (SQLite writes its log first): the reserve
      // file goes, so that this delete, and those after it, free space. The log is settled
      // first: a log the full disk kept from being copied back would otherwise grow by the
      // whole deletion, which can need more than the reserve gave back.
      if (ctx.disk.low()) {
        ctx.disk.releaseReserve();
        ctx.store.settleLog();
      }
      return;
    }
    if (!ADDS_DATA.has(`${req.method} ${req.routeOptions.url}`)) return;
    // An upload's declared length is checked before a byte of it is stored.
    const declared = req.routeOptions.url === '/file/upload' ? Number(req.headers['content-length']) || 0 : 0;
    ctx.disk.assertRoom(declared);
  };
}

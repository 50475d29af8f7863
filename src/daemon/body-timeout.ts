import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CtxError } from '../core/errors.js';
import { sendError } from './errors.js';

interface Watched {
  req: FastifyRequest;
  reply: FastifyReply;
  bytes: number;
  since: number;
}

/**
 * Body timeout: a request whose body stops arriving for `timeoutMs` gets 408 (shape A) and its
 * connection is closed. Node's own timers do not fit: `requestTimeout` bounds the whole request
 * (a 1 GiB upload on a slow link would be cut), and a socket idle timeout would also fire while a
 * long answer is being computed. One timer checks every watched request for progress (bytes
 * read on its socket). A request stays watched until its body is complete, also after an early
 * reply (a 401 before the body was read), while Node reads and discards the rest.
 */
export function registerBodyTimeout(app: FastifyInstance, timeoutMs: number): void {
  const watched = new Set<Watched>();
  const tickMs = Math.max(100, Math.min(5_000, Math.floor(timeoutMs / 4)));
  let timer: NodeJS.Timeout | undefined;

  const check = () => {
    const now = Date.now();
    for (const w of watched) {
      const { raw } = w.req;
      if (raw.complete || raw.socket.destroyed) {
        watched.delete(w);
        continue;
      }
      const bytes = raw.socket.bytesRead;
      if (bytes !== w.bytes) {
        w.bytes = bytes;
        w.since = now;
      } else if (now - w.since >= timeoutMs) {
        watched.delete(w);
        if (w.reply.sent) {
          // Answered early (a 401 before the body was read): Node is discarding the rest of the
          // body to keep the connection, and the rest is not coming.
          raw.socket.destroy();
          continue;
        }
        w.reply.header('Connection', 'close');
        w.reply.raw.once('finish', () => raw.socket.destroy());
        sendError(w.req, w.reply, new CtxError('REQUEST_TIMEOUT', `no part of the request body arrived for ${timeoutMs / 1000} s`));
      }
    }
    if (watched.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };

  app.addHook('onRequest', async (req, reply) => {
    const hasBody = req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
    if (!hasBody || req.raw.complete) return;
    watched.add({ req, reply, bytes: req.raw.socket.bytesRead, since: Date.now() });
    timer ??= setInterval(check, tickMs).unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    watched.clear();
  });
}

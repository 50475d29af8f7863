import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CtxError, type ErrorCode } from '../core/errors.js';
import { API_VERSION, errorBody } from './errors.js';
import type { MethodTable } from './methods.js';
import { logPath, newRequestId } from './request-log.js';

/**
 * Errors that happen below the routes: in Node's HTTP parser (a malformed header, headers too
 * large or too slow), in `Expect` handling, a missing Host, a method the path does not take, a
 * declared body larger than the route accepts. Each gets shape A, the version header and a
 * request id, and is logged, like any other reply.
 */

function errorHead(status: number, reqId: string, body: string): string {
  return (
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\n` +
    `Content-Type: application/json; charset=utf-8\r\n` +
    `Content-Length: ${Buffer.byteLength(body)}\r\n` +
    `X-Context-API-Version: ${API_VERSION}\r\n` +
    `X-Request-Id: ${reqId}\r\n` +
    `Connection: close\r\n\r\n`
  );
}

/** What the parser's error codes mean for the client. */
function parserError(code: string | undefined): { status: number; code: ErrorCode; message: string } {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, code: 'REQUEST_TIMEOUT', message: 'the request headers did not arrive in time' };
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, code: 'HEADERS_TOO_LARGE', message: 'the request headers are too large' };
  return { status: 400, code: 'MALFORMED_REQUEST', message: `malformed HTTP request (${code ?? 'parse error'})` };
}

/**
 * Fastify's `clientErrorHandler`: Node calls it for requests it could not parse; the socket has
 * no request object yet, so the reply is written on the socket itself.
 */
export function clientErrorHandler(this: FastifyInstance, err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const e = parserError(err.code);
  const reqId = newRequestId();
  this.log.info({ reqId, ip: socket.remoteAddress, status: e.status, parser: err.code }, 'request refused by the HTTP parser');
  if (socket.writable) {
    const body = JSON.stringify(errorBody('A', e.code, e.message));
    socket.write(errorHead(e.status, reqId, body) + body);
  }
  socket.destroy(err);
}

/**
 * Node answers an `Expect` other than 100-continue with a bare 417 unless the server listens
 * for 'checkExpectation'; this listener gives it the spec's shape.
 */
export function expectationHandler(app: FastifyInstance) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    const reqId = newRequestId();
    const body = JSON.stringify(errorBody('A', 'EXPECTATION_FAILED', `unsupported Expect header "${String(req.headers.expect).slice(0, 100)}"; only 100-continue is supported`));
    app.log.info({ reqId, method: req.method, path: logPath(req.url ?? ''), ip: req.socket.remoteAddress, status: 417 }, 'request');
    res.writeHead(417, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': Buffer.byteLength(body),
      'X-Context-API-Version': API_VERSION,
      'X-Request-Id': reqId,
      Connection: 'close',
    });
    res.end(body);
  };
}

/**
 * onRequest, before authentication: requests that cannot be served whoever sends them. HTTP/1.1
 * without Host (Node's own check answers an empty 400, so it is switched off and done here); a
 * method the path does not take (405 with Allow, where the router alone would say 404).
 */
export function requestShapeHook(methods: MethodTable) {
  return async (req: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (req.raw.httpVersion === '1.1' && !req.headers.host) throw new CtxError('MALFORMED_REQUEST', 'HTTP/1.1 requests must carry a Host header');
    if (!req.is404) return;
    const allowed = methods.allowed(req.url);
    if (allowed.length === 0) return;
    reply.header('Allow', allowed.join(', '));
    throw new CtxError('METHOD_NOT_ALLOWED', `${req.method} is not allowed on ${logPath(req.url)}; use ${allowed.join(' or ')}`);
  };
}

/**
 * onRequest, after authentication: a declared body larger than the route accepts is refused
 * before a byte of it is read (multipart routes read their bodies themselves, so Fastify's own
 * check never sees them).
 */
const DRAIN_BYTES = 16 * 1024 * 1024;

export async function contentLengthHook(req: FastifyRequest, reply: FastifyReply): Promise<void> {
  const declared = Number(req.headers['content-length']);
  const limit = req.routeOptions.bodyLimit;
  if (Number.isFinite(declared) && limit !== undefined && declared > limit) {
    // A body far past the limit: the connection closes after the reply, or Node would read and
    // discard all of it. A little past it, Node drains it, so that clients that send the whole
    // body before reading (fetch) get the 413 instead of a reset connection.
    if (declared > limit + DRAIN_BYTES) reply.header('Connection', 'close');
    // A question too long for /ai/query is the spec's CONTEXT_TOO_LONG, however it is sent.
    const code = req.routeOptions.url === '/ai/query' ? 'CONTEXT_TOO_LONG' : 'PAYLOAD_TOO_LARGE';
    throw new CtxError(code, `the request body (${declared} bytes) is larger than this endpoint accepts (${limit} bytes)`);
  }
}

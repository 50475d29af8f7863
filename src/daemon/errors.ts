import type { FastifyReply, FastifyRequest } from 'fastify';
import { CtxError, isCtxError, type ErrorCode } from '../core/errors.js';
import { isStorageError, storageFull } from '../core/disk/space.js';
import { logPath } from './request-log.js';

/** Sent as X-Context-API-Version on every reply, errors included (DESIGN.md "Versioning"). */
export const API_VERSION = '1';

/**
 * The spec's three error shapes. A: {error, code} for auth, query and file errors;
 * B: {message, error} for metadata; C: {error, detail} for profile and events.
 */
export type Shape = 'A' | 'B' | 'C';

export function errorBody(shape: Shape, code: ErrorCode | string, message: string): Record<string, string> {
  switch (shape) {
    case 'B':
      return { message, error: code };
    case 'C':
      return { error: code, detail: message };
    default:
      return { error: message, code };
  }
}

/** Maps framework and parser errors (body too large, bad multipart, bad JSON…) to our codes. */
function fromFramework(err: Error & { code?: string; statusCode?: number }): CtxError {
  // SQLite or the filesystem refusing a write for want of room: the request may be retried later.
  if (isStorageError(err)) return storageFull('the disk is full');
  switch (err.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new CtxError('PAYLOAD_TOO_LARGE', err.code === 'FST_FILES_LIMIT' ? 'send one file per upload request' : 'request body is too large');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new CtxError('INVALID_PARAMETERS', 'unsupported content type for this endpoint; see the API spec for the expected encoding');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new CtxError('INVALID_PARAMETERS', 'request body is not valid JSON');
  }
  if (/multipart|boundary|unexpected end of form|malformed part header/i.test(err.message)) {
    return new CtxError('INVALID_PARAMETERS', `malformed multipart body: ${err.message}`);
  }
  if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
    return new CtxError(err.statusCode === 413 ? 'PAYLOAD_TOO_LARGE' : 'INVALID_PARAMETERS', err.message, err.statusCode === 413 ? 413 : 400);
  }
  return new CtxError('INTERNAL_ERROR', 'internal server error');
}

export function shapeOf(req: FastifyRequest): Shape {
  const routed = (req.routeOptions?.config as { shape?: Shape } | undefined)?.shape;
  if (routed) return routed;
  // No route was matched (bad URL encoding, unknown path): go by the route family's prefix.
  const path = req.url.split('?')[0] ?? '';
  if (path.startsWith('/metadata/get_user_')) return 'C';
  if (path.startsWith('/metadata/')) return 'B';
  return 'A';
}

const ALWAYS_SHAPE_A = new Set<ErrorCode>(['INVALID_API_KEY', 'RATE_LIMITED', 'MALFORMED_REQUEST', 'METHOD_NOT_ALLOWED', 'REQUEST_TIMEOUT', 'EXPECTATION_FAILED', 'HEADERS_TOO_LARGE']);

export function sendError(req: FastifyRequest, reply: FastifyReply, err: unknown): FastifyReply {
  const e = isCtxError(err) ? err : fromFramework(err as Error);
  // Every 5xx reaches the log with its stack and the request id of its 'request' line.
  if (e.status >= 500) req.log.error({ err, method: req.method, path: logPath(req.url), status: e.status }, e.code === 'INTERNAL_ERROR' ? 'unhandled error' : e.message);
  // Auth, rate-limit and HTTP-level failures always use shape A (with its code), whatever the
  // route family: they happen before the family's handler has any say.
  const shape = e.code.startsWith('API_KEY') || ALWAYS_SHAPE_A.has(e.code) ? 'A' : shapeOf(req);
  // A download that failed after setting its headers: the error is not the file.
  reply.removeHeader('content-disposition');
  return reply.code(e.status).type('application/json').send(errorBody(shape, e.code, e.message));
}

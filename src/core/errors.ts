/**
 * Domain errors with stable codes. Core code throws these; the daemon turns them into the
 * spec's error shapes (see src/daemon/errors.ts). Keeping the codes here means the store,
 * the pipeline and the HTTP layer all speak the same vocabulary.
 */
export type ErrorCode =
  | 'INVALID_API_KEY'
  | 'API_KEY_REVOKED'
  | 'API_KEY_EXPIRED'
  | 'API_KEY_SUSPENDED'
  | 'RATE_LIMITED'
  | 'INVALID_PAYLOAD'
  | 'INVALID_PARAMETERS'
  | 'INVALID_PATH'
  | 'UNSUPPORTED_FILE_TYPE'
  | 'PAYLOAD_TOO_LARGE'
  | 'NOT_FOUND'
  | 'USER_NOT_FOUND'
  | 'ALREADY_EXISTS'
  | 'METADATA_NOT_READY'
  | 'MODEL_UNAVAILABLE'
  | 'CONTEXT_TOO_LONG'
  | 'SEARCH_FAILED'
  | 'FORBIDDEN'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'URL_NOT_ALLOWED'
  | 'URL_FETCH_FAILED'
  | 'KEY_LIMIT_REACHED'
  | 'MALFORMED_REQUEST'
  | 'METHOD_NOT_ALLOWED'
  | 'REQUEST_TIMEOUT'
  | 'EXPECTATION_FAILED'
  | 'HEADERS_TOO_LARGE'
  | 'STORAGE_FULL'
  | 'INTERNAL_ERROR';

const DEFAULT_STATUS: Record<ErrorCode, number> = {
  INVALID_API_KEY: 401,
  API_KEY_REVOKED: 401,
  API_KEY_EXPIRED: 401,
  API_KEY_SUSPENDED: 401,
  RATE_LIMITED: 429,
  INVALID_PAYLOAD: 400,
  INVALID_PARAMETERS: 400,
  INVALID_PATH: 400,
  UNSUPPORTED_FILE_TYPE: 400,
  PAYLOAD_TOO_LARGE: 413,
  NOT_FOUND: 404,
  USER_NOT_FOUND: 404,
  ALREADY_EXISTS: 409,
  METADATA_NOT_READY: 404,
  MODEL_UNAVAILABLE: 400,
  CONTEXT_TOO_LONG: 413,
  SEARCH_FAILED: 500,
  FORBIDDEN: 403,
  UNSUPPORTED_MEDIA_TYPE: 415,
  URL_NOT_ALLOWED: 400,
  // The hosted service's documentation answers 422 when a URL "cannot be accessed or crawled".
  URL_FETCH_FAILED: 422,
  KEY_LIMIT_REACHED: 409,
  // HTTP-level errors (the parser, the router, timeouts), rendered in shape A like the rest.
  MALFORMED_REQUEST: 400,
  METHOD_NOT_ALLOWED: 405,
  REQUEST_TIMEOUT: 408,
  EXPECTATION_FAILED: 417,
  HEADERS_TOO_LARGE: 431,
  // 507 Insufficient Storage (RFC 4918): the request is fine, the server cannot keep it now.
  STORAGE_FULL: 507,
  INTERNAL_ERROR: 500,
};

export class CtxError extends Error {
  readonly code: ErrorCode;
  readonly status: number;

  constructor(code: ErrorCode, message: string, status?: number) {
    super(message);
    this.name = 'CtxError';
    this.code = code;
    this.status = status ?? DEFAULT_STATUS[code];
  }
}

export const notFound = (what: string): CtxError => new CtxError('NOT_FOUND', what);
export const invalid = (message: string): CtxError => new CtxError('INVALID_PARAMETERS', message);
export const invalidPath = (message: string): CtxError => new CtxError('INVALID_PATH', message);

export function isCtxError(err: unknown): err is CtxError {
  return err instanceof CtxError;
}

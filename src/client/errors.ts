import type { HttpResponse } from './http.js';

/** An error reply of the API, its three error shapes folded into one: status, code, message. */
export class CtxApiError extends Error {
  override readonly name = 'CtxApiError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** X-RateLimit-Reset (unix seconds) when the server sent it: when a 429 may be retried. */
    readonly resetAt?: number,
  ) {
    super(message);
  }
}

/** The server could not be reached (refused, reset, DNS, aborted). */
export class CtxNetworkError extends Error {
  override readonly name = 'CtxNetworkError';
  constructor(
    readonly baseUrl: string,
    /** The system code (ECONNREFUSED…) or AbortError. */
    readonly code: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** Shapes A {error, code}, B {message, error}, C {error, detail}, or whatever text came back. */
export function apiErrorFrom(res: Pick<HttpResponse, 'status' | 'headers'>, text: string): CtxApiError {
  let body: Record<string, unknown> = {};
  try {
    const parsed = JSON.parse(text) as unknown;
    if (parsed && typeof parsed === 'object') body = parsed as Record<string, unknown>;
  } catch {
    /* not JSON */
  }
  const code = String(body.code ?? (body.detail !== undefined || body.message !== undefined ? body.error : '') ?? '') || `HTTP_${res.status}`;
  const message = String(body.detail ?? body.message ?? body.error ?? (text.slice(0, 200) || `HTTP ${res.status}`));
  const reset = Number(res.headers['x-ratelimit-reset']);
  return new CtxApiError(res.status, code, message, Number.isFinite(reset) && res.headers['x-ratelimit-reset'] !== undefined ? reset : undefined);
}

/** A reply no ctx server sends: not JSON, a malformed or cut-short event stream. */
export class CtxProtocolError extends Error {
  override readonly name = 'CtxProtocolError';
}

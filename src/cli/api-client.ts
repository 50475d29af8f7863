import { request, Agent, type Dispatcher } from 'undici';
import { CliError, EXIT } from './exit.js';
import type { Settings } from './settings.js';

export interface ApiErrorInfo {
  status: number;
  code: string;
  message: string;
  resetAt?: number;
}

/** An HTTP error reply from the server, with the spec's error fields folded into one shape. */
export class ApiError extends CliError {
  constructor(readonly info: ApiErrorInfo) {
    super(info.message, exitCodeFor(info.status));
  }
}

export function exitCodeFor(status: number): number {
  if (status === 401 || status === 403) return EXIT.AUTH;
  if (status === 404) return EXIT.NOT_FOUND;
  if (status === 429) return EXIT.RATE_LIMITED;
  if (status >= 500) return EXIT.SERVER;
  return EXIT.ERROR;
}

type Query = Record<string, string | number | boolean | undefined>;

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Dispatcher.ResponseData['body'];
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The one place the CLI speaks HTTP to a ctx server (local daemon or remote). Turns
 * connection failures and error replies into one-line CliErrors with exit codes and fixes.
 */
export class ApiClient {
  readonly dispatcher: Agent;

  constructor(readonly settings: Settings) {
    this.dispatcher = new Agent({ connections: 16, keepAliveTimeout: 10_000, bodyTimeout: 0, headersTimeout: 0 });
  }

  get subUser(): string {
    return this.settings.subUser;
  }

  url(path: string, query: Query = {}): string {
    const u = new URL(this.settings.baseUrl + path);
    for (const [k, v] of Object.entries(query)) if (v !== undefined) u.searchParams.set(k, String(v));
    return u.href;
  }

  private headers(extra: Record<string, string> = {}): Record<string, string> {
    return { ...(this.settings.apiKey ? { 'x-api-key': this.settings.apiKey } : {}), ...extra };
  }

  /** Sends a request; network failures become "cannot reach" errors with the fix. */
  async raw(method: Dispatcher.HttpMethod, path: string, opts: { query?: Query; body?: Dispatcher.DispatchOptions['body']; headers?: Record<string, string>; signal?: AbortSignal } = {}): Promise<RawResponse> {
    try {
      const res = await request(this.url(path, opts.query), {
        method,
        headers: this.headers(opts.headers),
        body: opts.body,
        dispatcher: this.dispatcher,
        signal: opts.signal,
      });
      return { status: res.statusCode, headers: res.headers, body: res.body };
    } catch (err) {
      throw this.networkError(err);
    }
  }

  networkError(err: unknown): CliError {
    const e = err as { code?: string; cause?: { code?: string }; message?: string; name?: string };
    if (e.name === 'AbortError') return new CliError('interrupted', EXIT.ERROR);
    const code = e.code ?? e.cause?.code ?? '';
    const local = /^https?:\/\/(127\.|localhost|\[::1\])/.test(this.settings.baseUrl);
    const hint = local ? ' — start it with `ctx daemon start` (or `npm start` in the ctx checkout)' : ' — check --base-url / CTX_BASE_URL';
    return new CliError(`cannot reach the ctx server at ${this.settings.baseUrl} (${code || e.message})${hint}`, EXIT.UNREACHABLE);
  }

  /** Reads a JSON reply, throwing ApiError for any non-2xx status. */
  async json<T>(res: RawResponse): Promise<T> {
    const text = await res.body.text();
    if (res.status >= 200 && res.status < 300) {
      try {
        return JSON.parse(text) as T;
      } catch {
        throw new CliError(`the server at ${this.settings.baseUrl} did not answer JSON; is it a ctx server?`, EXIT.SERVER);
      }
    }
    throw this.errorFrom(res, text);
  }

  errorFrom(res: RawResponse, text: string): ApiError {
    let body: Record<string, unknown> = {};
    try {
      body = JSON.parse(text) as Record<string, unknown>;
    } catch {
      /* not JSON */
    }
    // Shapes A {error, code}, B {message, error}, C {error, detail}.
    const code = String(body.code ?? (body.detail !== undefined || body.message !== undefined ? body.error : '') ?? '') || `HTTP_${res.status}`;
    let message = String(body.detail ?? body.message ?? body.error ?? (text.slice(0, 200) || `HTTP ${res.status}`));
    if (res.status === 401) {
      message += this.settings.apiKey ? ' (check --api-key / CTX_API_KEY)' : ' — no API key: pass --api-key, set CTX_API_KEY, or run `ctx init`';
    }
    const reset = Number(res.headers['x-ratelimit-reset']);
    return new ApiError({ status: res.status, code, message, resetAt: Number.isFinite(reset) ? reset : undefined });
  }

  async get<T>(path: string, query: Query = {}): Promise<T> {
    return this.json<T>(await this.raw('GET', path, { query }));
  }

  async del<T>(path: string, query: Query = {}): Promise<T> {
    return this.json<T>(await this.raw('DELETE', path, { query }));
  }

  async form<T>(path: string, fields: Query, query: Query = {}): Promise<T> {
    const body = new URLSearchParams();
    for (const [k, v] of Object.entries(fields)) if (v !== undefined) body.set(k, String(v));
    return this.json<T>(await this.raw('POST', path, { query, body: body.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } }));
  }

  /** multipart/form-data with text fields only (e.g. /ai/query). */
  async multipartFields(path: string, fields: Query, signal?: AbortSignal): Promise<RawResponse> {
    const boundary = `----ctx${Math.random().toString(16).slice(2)}${Date.now().toString(16)}`;
    let body = '';
    for (const [k, v] of Object.entries(fields)) {
      if (v === undefined) continue;
      body += `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${String(v)}\r\n`;
    }
    body += `--${boundary}--\r\n`;
    return this.raw('POST', path, { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, signal });
  }

  /**
   * Retries transient failures (connection errors, 5xx, 429) with backoff; on 429 it waits
   * until X-RateLimit-Reset, as the spec asks.
   */
  async withRetry<T>(fn: () => Promise<T>, opts: { attempts?: number; onWait?: (ms: number, why: string) => void } = {}): Promise<T> {
    const attempts = opts.attempts ?? 4;
    for (let i = 1; ; i++) {
      try {
        return await fn();
      } catch (err) {
        const retryable =
          (err instanceof ApiError && (err.info.status === 429 || err.info.status >= 500)) || (err instanceof CliError && err.exitCode === EXIT.UNREACHABLE);
        if (!retryable || i >= attempts) throw err;
        let wait = Math.min(30_000, 500 * 2 ** (i - 1));
        if (err instanceof ApiError && err.info.status === 429 && err.info.resetAt) {
          wait = Math.max(wait, err.info.resetAt * 1000 - Date.now() + 250);
        }
        opts.onWait?.(wait, err.message);
        await sleep(wait);
      }
    }
  }

  async close(): Promise<void> {
    await this.dispatcher.close();
  }
}

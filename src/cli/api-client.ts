import { CtxClient } from '../client/client.js';
import { apiErrorFrom, CtxApiError, CtxNetworkError, CtxProtocolError } from '../client/errors.js';
import { undiciTransport, type HttpRequest, type HttpResponse, type RequestBody } from '../client/http.js';
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

export type RawResponse = HttpResponse;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The CLI's face of the typed client (src/client): the one HTTP layer, to a local daemon or a
 * remote server. This class only turns the client's errors into one-line CliErrors with exit
 * codes and fixes, and adds retries.
 */
export class ApiClient {
  readonly client: CtxClient;
  private readonly transport = undiciTransport();

  constructor(readonly settings: Settings) {
    this.client = new CtxClient({ baseUrl: settings.baseUrl, apiKey: settings.apiKey, subUser: settings.subUser, transport: this.transport });
  }

  get dispatcher() {
    return this.transport.dispatcher;
  }

  get subUser(): string {
    return this.settings.subUser;
  }

  url(path: string, query: Query = {}): string {
    return this.client.url(path, query);
  }

  /** Runs typed-client calls with the CLI's error messages and exit codes. */
  async call<T>(fn: (c: CtxClient) => Promise<T>): Promise<T> {
    try {
      return await fn(this.client);
    } catch (err) {
      throw this.cliError(err);
    }
  }

  /** Sends a request; network failures become "cannot reach" errors with the fix. */
  async raw(method: HttpRequest['method'], path: string, opts: { query?: Query; body?: RequestBody; headers?: Record<string, string>; signal?: AbortSignal } = {}): Promise<RawResponse> {
    return this.call((c) => c.request(method, path, opts));
  }

  cliError(err: unknown): unknown {
    if (err instanceof CtxNetworkError) return this.networkError(err);
    if (err instanceof CtxApiError) return this.apiError(err);
    if (err instanceof CtxProtocolError) return new CliError(err.message, EXIT.SERVER);
    return err;
  }

  networkError(err: unknown): CliError {
    const e = (err instanceof CtxNetworkError ? err.cause : err) as { code?: string; cause?: { code?: string }; message?: string; name?: string };
    if (e?.name === 'AbortError') return new CliError('interrupted', EXIT.ERROR);
    const code = e?.code ?? e?.cause?.code ?? '';
    const local = /^https?:\/\/(127\.|localhost|\[::1\])/.test(this.settings.baseUrl);
    const hint = local ? ' — start it with `ctx daemon start` (or `npm start` in the ctx checkout)' : ' — check --base-url / CTX_BASE_URL';
    return new CliError(`cannot reach the ctx server at ${this.settings.baseUrl} (${code || e?.message})${hint}`, EXIT.UNREACHABLE);
  }

  private apiError(e: CtxApiError): ApiError {
    let message = e.message;
    if (e.status === 401) {
      message += this.settings.apiKey ? ' (check --api-key / CTX_API_KEY)' : ' — no API key: pass --api-key, set CTX_API_KEY, or run `ctx init`';
    }
    return new ApiError({ status: e.status, code: e.code, message, resetAt: e.resetAt });
  }

  /** Reads a JSON reply, throwing ApiError for any non-2xx status. */
  async json<T>(res: RawResponse): Promise<T> {
    return this.call((c) => c.json<T>(res));
  }

  errorFrom(res: Pick<RawResponse, 'status' | 'headers'>, text: string): ApiError {
    return this.apiError(apiErrorFrom(res, text));
  }

  async get<T>(path: string, query: Query = {}): Promise<T> {
    return this.call((c) => c.get<T>(path, query));
  }

  async del<T>(path: string, query: Query = {}): Promise<T> {
    return this.call((c) => c.del<T>(path, query));
  }

  async form<T>(path: string, fields: Query, query: Query = {}): Promise<T> {
    return this.call((c) => c.form<T>(path, fields, query));
  }

  /** multipart/form-data with text fields only (e.g. /ai/query). */
  async multipartFields(path: string, fields: Query, signal?: AbortSignal): Promise<RawResponse> {
    return this.call((c) => c.multipart(path, fields, undefined, signal));
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
    await this.transport.close();
  }
}

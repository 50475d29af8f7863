import type * as R from '../api/responses.js';
import { apiErrorFrom, CtxNetworkError, CtxProtocolError } from './errors.js';
import { undiciTransport, type HttpRequest, type HttpResponse, type RequestBody, type Transport } from './http.js';
import { multipartBody, type FileSource } from './multipart.js';
import { readQueryStream } from './sse.js';

export type Query = Record<string, string | number | boolean | undefined>;

export interface CtxClientOptions {
  /** The server, e.g. http://127.0.0.1:8377 (no trailing slash needed). */
  baseUrl: string;
  apiKey?: string;
  /** Sent as sub_user_name on every call; "default" when omitted. */
  subUser?: string;
  /** How requests travel; undici over the network by default. */
  transport?: Transport;
  /** Headers sent with every request. */
  headers?: Record<string, string>;
}

export interface AskOptions {
  /** Ask for the facts (chunk + reference) the answer rests on. Default true. */
  facts?: boolean;
  model?: string;
  /** Continue this session. */
  suid?: string;
  /** Stream the answer: tokens are handed to onToken as they arrive. */
  stream?: boolean;
  onToken?: (text: string) => void;
  signal?: AbortSignal;
}

export interface RequestOptions {
  query?: Query;
  body?: RequestBody;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/**
 * A typed client for the ctx HTTP API. Each method is one API call; errors are CtxApiError
 * (an error reply, with status and code), CtxNetworkError (no server) or CtxProtocolError.
 *
 *   const ctx = new CtxClient({ baseUrl: 'http://127.0.0.1:8377', apiKey: process.env.CTX_API_KEY });
 *   const hits = await ctx.search('quarterly revenue');
 */
export class CtxClient {
  readonly baseUrl: string;
  readonly subUser: string;
  readonly transport: Transport;
  private readonly ownsTransport: boolean;

  constructor(readonly options: CtxClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.subUser = options.subUser ?? 'default';
    this.ownsTransport = !options.transport;
    this.transport = options.transport ?? undiciTransport();
  }

  /** The same server, key and transport, another sub-user. */
  as(subUser: string): CtxClient {
    return new CtxClient({ ...this.options, transport: this.transport, subUser });
  }

  url(path: string, query: Query = {}): string {
    const u = new URL(/^https?:\/\//.test(path) ? path : this.baseUrl + path);
    for (const [k, v] of Object.entries(query)) if (v !== undefined) u.searchParams.set(k, String(v));
    return u.href;
  }

  /** One request, any reply status; only a failure to reach the server throws (CtxNetworkError). */
  async request(method: HttpRequest['method'], path: string, opts: RequestOptions = {}): Promise<HttpResponse> {
    const headers = { ...this.options.headers, ...(this.options.apiKey ? { 'x-api-key': this.options.apiKey } : {}), ...opts.headers };
    try {
      return await this.transport.send({ method, url: this.url(path, opts.query), headers, body: opts.body, signal: opts.signal });
    } catch (err) {
      const e = err as { code?: string; cause?: { code?: string }; message?: string; name?: string };
      const code = e.name === 'AbortError' ? 'AbortError' : (e.code ?? e.cause?.code ?? '');
      throw new CtxNetworkError(this.baseUrl, code, `cannot reach the ctx server at ${this.baseUrl} (${code || e.message})`, { cause: err });
    }
  }

  /** The JSON of a 2xx reply; any other status throws CtxApiError. */
  async json<T>(res: HttpResponse): Promise<T> {
    const text = await res.body.text();
    if (res.status < 200 || res.status >= 300) throw apiErrorFrom(res, text);
    try {
      return JSON.parse(text) as T;
    } catch {
      throw new CtxProtocolError(`the server at ${this.baseUrl} did not answer JSON; is it a ctx server?`);
    }
  }

  async get<T>(path: string, query: Query = {}): Promise<T> {
    return this.json<T>(await this.request('GET', path, { query }));
  }

  async del<T>(path: string, query: Query = {}): Promise<T> {
    return this.json<T>(await this.request('DELETE', path, { query }));
  }

  /** POST as application/x-www-form-urlencoded. */
  async form<T>(path: string, fields: Query, query: Query = {}): Promise<T> {
    const body = new URLSearchParams();
    for (const [k, v] of Object.entries(fields)) if (v !== undefined) body.set(k, String(v));
    return this.json<T>(await this.request('POST', path, { query, body: body.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } }));
  }

  /** POST as multipart/form-data, text fields and at most one file. */
  async multipart(path: string, fields: Query, file?: { name: string; source: FileSource }, signal?: AbortSignal): Promise<HttpResponse> {
    const text: Record<string, string | undefined> = {};
    for (const [k, v] of Object.entries(fields)) text[k] = v === undefined ? undefined : String(v);
    const { body, headers } = multipartBody(text, file);
    return this.request('POST', path, { body, headers, signal });
  }

  async close(): Promise<void> {
    if (this.ownsTransport) await this.transport.close();
  }

  // --- the API, one method per call ---

  health(): Promise<R.Health> {
    return this.get('/health');
  }

  /** Files that answer a question, best first. */
  search(message: string, opts: { limit?: number; mode?: 'bm25' | 'hybrid' } = {}): Promise<R.SearchHit[]> {
    return this.form('/ai/search', { message, limit: opts.limit, mode: opts.mode, sub_user_name: this.subUser });
  }

  /** An answer from the files, with the facts it rests on (path#locator references). */
  async ask(question: string, o: AskOptions = {}): Promise<R.QueryReply> {
    const payload = JSON.stringify({ messages: [{ role: 'user', content: [{ type: 'text', text: question }] }] });
    const fields = {
      payload,
      sub_user_name: this.subUser,
      final_answer: o.facts === false ? undefined : 'true',
      model: o.model,
      streaming: o.stream ? 'true' : undefined,
      suid: o.suid,
    };
    const res = await this.multipart('/ai/query', fields, undefined, o.signal);
    // A server that does not stream (streaming is an "upcoming" feature of the API) answers JSON.
    const type = String(res.headers['content-type'] ?? '');
    if (!o.stream || res.status !== 200 || !type.includes('text/event-stream')) {
      const reply = await this.json<R.QueryReply>(res);
      if (o.stream) o.onToken?.(reply.response.content[0]?.text ?? '');
      return reply;
    }
    return readQueryStream(res.body, this.baseUrl, o.onToken);
  }

  list(path = '/', opts: { recursive?: boolean; version?: string } = {}): Promise<R.Listing> {
    return this.get('/file/list', { path, sub_user_name: this.subUser, recursive: opts.recursive ?? true, version: opts.version });
  }

  createDir(path: string): Promise<{ message: string }> {
    return this.form('/file/create_dir', { path, sub_user_name: this.subUser });
  }

  /** Uploads bytes (data) or a local file (streamed) into directory `dir` as `name`. */
  async upload(dir: string, name: string, source: FileSource, signal?: AbortSignal): Promise<R.UploadReply> {
    return this.json(await this.multipart('/file/upload', { path: dir, sub_user_name: this.subUser }, { name, source }, signal));
  }

  status(fileId: string): Promise<R.FileStatus> {
    return this.get(`/file/status/${encodeURIComponent(fileId)}`, { sub_user_name: this.subUser });
  }

  /** A signed link to the file's bytes (GET it without a key). */
  downloadLink(fileId: string): Promise<R.DownloadLink> {
    return this.get('/file/download', { file_id: fileId, sub_user_name: this.subUser });
  }

  move(src: string, dest: string): Promise<{ message: string; file_moves: Array<[string, string]> }> {
    return this.form('/file/move', { src, dest, sub_user_name: this.subUser });
  }

  delete(fileId: string): Promise<{ message: string }> {
    return this.del(`/file/delete/${encodeURIComponent(fileId)}`, { sub_user_name: this.subUser });
  }

  /** A processed file's extracted text, or the part a locator (#page=3, #line=40…) points at. */
  text(target: { path: string } | { fileId: string }, opts: { locator?: string; maxChars?: number } = {}): Promise<R.FileText> {
    return this.get('/file/text', {
      ...('path' in target ? { path: target.path } : { file_id: target.fileId }),
      locator: opts.locator,
      max_chars: opts.maxChars,
      sub_user_name: this.subUser,
    });
  }

  metadataById(fileId: string): Promise<R.MetadataRecord> {
    return this.get(`/metadata/search_by_id/${encodeURIComponent(fileId)}`, { sub_user_name: this.subUser });
  }

  metadataByPath(path: string): Promise<R.MetadataRecord> {
    const p = path.startsWith('/') ? path : `/${path}`;
    return this.get(`/metadata/search_by_path${p.split('/').map(encodeURIComponent).join('/')}`, { sub_user_name: this.subUser });
  }

  profile(): Promise<R.Profile> {
    return this.get('/metadata/get_user_profile', { sub_user_name: this.subUser });
  }

  events(opts: { limit?: number; startTime?: string; endTime?: string } = {}): Promise<R.UserEvent[]> {
    return this.get('/metadata/get_user_event', { sub_user_name: this.subUser, limit: opts.limit, start_time: opts.startTime, end_time: opts.endTime });
  }

  addWebpage(url: string, opts: { path?: string; name?: string } = {}): Promise<{ filename: string; path: string; file_id: string; timestamp: string; url: string; status: string }> {
    return this.form('/webpage/add', { url, path: opts.path, name: opts.name, sub_user_name: this.subUser });
  }

  sessions(): Promise<{ success: boolean; sessions: Array<{ suid: string; title: string; created_at: string; updated_at: string; message_count: number }> }> {
    return this.get('/ai/sessions', { sub_user_name: this.subUser });
  }

  listKeys(): Promise<{ success: boolean; items: Array<{ key_id: string; name: string; status: string; tier: string; scope: string; created_at: string; last_used_at: string | null; expires_at: string | null }> }> {
    return this.get('/user/api_keys/list');
  }
}

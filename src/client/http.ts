import { Readable } from 'node:stream';
import { Agent, request } from 'undici';

/** A reply body: a byte stream that can also be read whole as text. */
export type ResponseBody = Readable & { text(): Promise<string> };

export type RequestBody = string | Buffer | Uint8Array | Readable;

export interface HttpRequest {
  method: 'GET' | 'POST' | 'DELETE' | 'PUT' | 'PATCH' | 'HEAD';
  /** Absolute URL. */
  url: string;
  headers: Record<string, string>;
  body?: RequestBody;
  signal?: AbortSignal;
}

export interface HttpResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: ResponseBody;
}

/**
 * How requests travel. The default is undici over the network; the daemon hands its MCP tools
 * one that goes through its own HTTP stack in process (src/daemon/mcp.ts), so both run the same
 * client code against the same routes.
 */
export interface Transport {
  send(req: HttpRequest): Promise<HttpResponse>;
  close(): Promise<void>;
}

/** undici with a keep-alive pool; no body or header deadline (answers and uploads can be slow). */
export function undiciTransport(opts: { connections?: number } = {}): Transport & { dispatcher: Agent } {
  const dispatcher = new Agent({ connections: opts.connections ?? 16, keepAliveTimeout: 10_000, bodyTimeout: 0, headersTimeout: 0 });
  return {
    dispatcher,
    async send(req) {
      const res = await request(req.url, { method: req.method, headers: req.headers, body: req.body, dispatcher, signal: req.signal });
      return { status: res.statusCode, headers: res.headers, body: res.body as unknown as ResponseBody };
    },
    close: () => dispatcher.close(),
  };
}

/** A body already in memory, as a ResponseBody. */
export function bufferBody(data: Buffer): ResponseBody {
  const body = Readable.from([data]) as ResponseBody;
  body.text = async () => data.toString('utf8');
  return body;
}

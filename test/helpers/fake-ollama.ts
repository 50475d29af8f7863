import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for an Ollama server, speaking its real wire format: GET /api/tags,
 * GET /api/version, POST /api/embed, POST /api/chat (JSON, or NDJSON when stream is true).
 * Tests program its answers and its failures (error status, malformed output, slowness,
 * death) and read back the requests it received.
 */
export interface ChatCall {
  model: string;
  messages: Array<{ role: string; content: string; images?: string[] }>;
  format?: unknown;
  stream: boolean;
  options?: Record<string, unknown>;
  /** Streamed replies: NDJSON lines written so far, and whether the client went away before the last. */
  written?: number;
  aborted?: boolean;
}

export interface FakeOllamaOptions {
  models?: string[];
  /** Embedding for one input; default: a deterministic hashed bag of words (dim 64). A promise holds the answer back; a throw answers 500. */
  embed?: (text: string, model: string) => number[] | Promise<number[]>;
  /** The assistant's reply to a chat call (the full text; streamed in word pieces). */
  chat?: (call: ChatCall) => string | Promise<string>;
  /** Milliseconds to wait before answering anything (a slow server). */
  delayMs?: number;
  /** Per-path failure: an HTTP status with {error}, or "malformed" for a non-JSON body. */
  fail?: Partial<Record<'/api/chat' | '/api/embed' | '/api/tags', number | 'malformed'>>;
}

export interface FakeOllama {
  url: string;
  /** host:port, as CTX_OLLAMA_HOST accepts it. */
  host: string;
  calls: { chat: ChatCall[]; embed: Array<{ model: string; input: string[] }> };
  options: FakeOllamaOptions;
  close(): Promise<void>;
}

export function hashedEmbedding(text: string, dim = 64): number[] {
  const v = new Array<number>(dim).fill(0);
  for (const w of text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
    let h = 2166136261;
    for (let i = 0; i < w.length; i++) h = Math.imul(h ^ w.charCodeAt(i), 16777619);
    v[Math.abs(h) % dim]! += 1;
  }
  const n = Math.hypot(...v) || 1;
  return v.map((x) => x / n);
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

export async function startFakeOllama(options: FakeOllamaOptions = {}): Promise<FakeOllama> {
  const calls: FakeOllama['calls'] = { chat: [], embed: [] };
  const opts = options;
  const server: Server = createServer(async (req, res) => {
    try {
      if (opts.delayMs) await new Promise((r) => setTimeout(r, opts.delayMs));
      const path = (req.url ?? '').split('?')[0] as '/api/chat' | '/api/embed' | '/api/tags';
      const failure = opts.fail?.[path];
      if (failure === 'malformed') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{"this is not": json');
        return;
      }
      if (typeof failure === 'number') return send(res, failure, { error: `fake failure ${failure}` });
      const models = opts.models ?? ['llama3.2:latest', 'nomic-embed-text:latest'];
      if (req.method === 'GET' && path === '/api/tags') {
        return send(res, 200, { models: models.map((m) => ({ name: m, model: m, size: 1, digest: 'fake', details: {} })) });
      }
      if (req.method === 'GET' && (path as string) === '/api/version') return send(res, 200, { version: '0.12.0-fake' });
      if (req.method === 'POST' && path === '/api/embed') {
        const body = await readJson(req);
        const input = Array.isArray(body.input) ? (body.input as string[]) : [String(body.input ?? '')];
        calls.embed.push({ model: String(body.model), input });
        const embed = opts.embed ?? ((t: string) => hashedEmbedding(t));
        return send(res, 200, { model: body.model, embeddings: await Promise.all(input.map((t) => embed(t, String(body.model)))) });
      }
      if (req.method === 'POST' && path === '/api/chat') {
        const body = await readJson(req);
        const call: ChatCall = {
          model: String(body.model),
          messages: (body.messages ?? []) as ChatCall['messages'],
          format: body.format,
          stream: body.stream !== false,
          options: body.options as Record<string, unknown> | undefined,
        };
        calls.chat.push(call);
        if (!models.some((m) => m === call.model || m.split(':')[0] === call.model)) {
          return send(res, 404, { error: `model "${call.model}" not found, try pulling it first` });
        }
        const text = await (opts.chat ?? (() => 'This is a fake answer.'))(call);
        const base = { model: call.model, created_at: new Date().toISOString() };
        if (!call.stream) {
          return send(res, 200, { ...base, message: { role: 'assistant', content: text }, done: true, done_reason: 'stop' });
        }
        res.writeHead(200, { 'content-type': 'application/x-ndjson' });
        call.written = 0;
        res.on('close', () => {
          if (!res.writableFinished) call.aborted = true;
        });
        for (const piece of text.match(/\S+\s*|\s+/g) ?? []) {
          if (res.destroyed) return;
          res.write(JSON.stringify({ ...base, message: { role: 'assistant', content: piece }, done: false }) + '\n');
          call.written = (call.written ?? 0) + 1;
          await new Promise((r) => setTimeout(r, 2));
        }
        res.end(JSON.stringify({ ...base, message: { role: 'assistant', content: '' }, done: true, done_reason: 'stop' }) + '\n');
        return;
      }
      send(res, 404, { error: 'not found' });
    } catch (err) {
      if (!res.headersSent) send(res, 500, { error: (err as Error).message });
      else res.destroy();
    }
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    host: `127.0.0.1:${port}`,
    calls,
    options: opts,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

/**
 * Stand-ins for model servers, on 127.0.0.1, speaking the real wire formats: a
 * whisper-compatible transcription endpoint (OpenAI `POST /v1/audio/transcriptions`,
 * multipart in, verbose_json out) and Ollama's `POST /api/chat` for a vision model.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeServer {
  url: string;
  close(): Promise<void>;
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    req.on('data', (b: Buffer) => parts.push(b));
    req.on('end', () => resolve(Buffer.concat(parts)));
    req.on('error', reject);
  });
}

async function listen(server: Server): Promise<FakeServer> {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

/** One multipart form, parsed just enough: text fields and the uploaded file's bytes. */
export interface TranscriptionRequest {
  path: string;
  contentType: string;
  fields: Record<string, string>;
  fileName?: string;
  file?: Buffer;
}

function parseMultipart(body: Buffer, contentType: string): Pick<TranscriptionRequest, 'fields' | 'fileName' | 'file'> {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(contentType);
  const out: Pick<TranscriptionRequest, 'fields' | 'fileName' | 'file'> = { fields: {} };
  if (!boundary) return out;
  const delim = Buffer.from(`--${boundary[1] ?? boundary[2]}`);
  let pos = body.indexOf(delim);
  while (pos >= 0) {
    const start = pos + delim.length + 2;
    const next = body.indexOf(delim, start);
    if (next < 0) break;
    const part = body.subarray(start, next - 2);
    const headerEnd = part.indexOf('\r\n\r\n');
    const headers = part.subarray(0, headerEnd).toString('latin1');
    const content = part.subarray(headerEnd + 4);
    const name = /name="([^"]*)"/.exec(headers)?.[1] ?? '';
    const fileName = /filename="([^"]*)"/.exec(headers)?.[1];
    if (fileName !== undefined) {
      out.fileName = fileName;
      out.file = content;
    } else out.fields[name] = content.toString('utf8');
    pos = next;
  }
  return out;
}

export interface FakeWhisper extends FakeServer {
  requests: TranscriptionRequest[];
  /** When set, every request gets a 503 (the server is "down"). */
  down: boolean;
}

/** Answers every transcription with the given segments (times relative to the uploaded audio). */
export async function fakeWhisper(segments: Array<{ start: number; end: number; text: string }>): Promise<FakeWhisper> {
  const fake: FakeWhisper = { url: '', close: async () => {}, requests: [], down: false };
  const server = createServer(async (req, res) => {
    const body = await readBody(req);
    if (req.method !== 'POST' || req.url !== '/v1/audio/transcriptions') {
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'not found' } }));
      return;
    }
    const ct = req.headers['content-type'] ?? '';
    fake.requests.push({ path: req.url, contentType: ct, ...parseMultipart(body, ct) });
    if (fake.down) {
      res.writeHead(503, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'model is loading' } }));
      return;
    }
    const text = segments.map((s) => s.text).join(' ');
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        task: 'transcribe',
        language: 'english',
        duration: segments.at(-1)?.end ?? 0,
        text,
        segments: segments.map((s, id) => ({ id, seek: 0, start: s.start, end: s.end, text: ` ${s.text}`, tokens: [], temperature: 0, avg_logprob: -0.2, compression_ratio: 1.2, no_speech_prob: 0.01 })),
      }),
    );
  });
  return Object.assign(fake, await listen(server));
}

export interface ChatCall {
  model: string;
  messages: Array<{ role: string; content: string; images?: string[] }>;
  format?: unknown;
  stream?: boolean;
}

export interface FakeOllama extends FakeServer {
  visionCalls: ChatCall[];
  down: boolean;
}

/**
 * Ollama with one vision model: /api/chat with images answers `answer` (as the model's JSON
 * message content); everything else answers 404 "model not found", as a real Ollama without
 * those models pulled would.
 */
export async function fakeOllama(visionModel: string, answer: { caption: string; objects: string[] }): Promise<FakeOllama> {
  const fake: FakeOllama = { url: '', close: async () => {}, visionCalls: [], down: false };
  const server = createServer(async (req, res) => {
    const body = await readBody(req);
    const json = (status: number, v: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(v));
    if (fake.down) return json(500, { error: 'llama runner process has terminated' });
    if (req.method === 'GET' && req.url === '/api/tags') return json(200, { models: [{ name: visionModel, model: visionModel }] });
    if (req.method === 'GET' && req.url === '/api/version') return json(200, { version: '0.6.0' });
    if (req.method === 'POST' && req.url === '/api/chat') {
      const call = JSON.parse(body.toString('utf8')) as ChatCall;
      const hasImages = call.messages?.some((m) => Array.isArray(m.images) && m.images.length > 0);
      if (call.model === visionModel && hasImages) {
        fake.visionCalls.push(call);
        return json(200, {
          model: visionModel,
          created_at: new Date().toISOString(),
          message: { role: 'assistant', content: JSON.stringify(answer) },
          done: true,
          done_reason: 'stop',
        });
      }
    }
    return json(404, { error: `model "${(JSON.parse(body.toString('utf8') || '{}') as { model?: string }).model ?? ''}" not found, try pulling it first` });
  });
  return Object.assign(fake, await listen(server));
}

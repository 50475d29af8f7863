/**
 * A small client for Ollama's HTTP API (/api/tags, /api/embed, /api/chat with and without
 * NDJSON streaming). Our own rather than the `ollama` package: we need a deadline and an abort
 * signal per request (a client that disconnects must stop generation), which that package only
 * offers globally.
 */

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
  images?: string[];
}

export interface ChatRequest {
  model: string;
  messages: ChatMessage[];
  /** "json" or a JSON schema (structured outputs). */
  format?: unknown;
  options?: Record<string, unknown>;
  signal?: AbortSignal;
  timeoutMs?: number;
}

export class OllamaError extends Error {
  override name = 'OllamaError';
  constructor(
    message: string,
    /** unreachable: no answer at all; http: an error status; protocol: an answer we cannot read. */
    readonly kind: 'unreachable' | 'http' | 'protocol' | 'timeout',
    readonly status?: number,
  ) {
    super(message);
  }
}

export function ollamaBaseUrl(host: string): string {
  if (/^https?:\/\//.test(host)) return host.replace(/\/+$/, '');
  return `http://${host.includes(':') ? host : `${host}:11434`}`;
}

export class OllamaClient {
  readonly base: string;

  constructor(
    host: string,
    private readonly defaultTimeoutMs = 60_000,
  ) {
    this.base = ollamaBaseUrl(host);
  }

  private async post(path: string, body: unknown, signal: AbortSignal | undefined, timeoutMs: number): Promise<Response> {
    const deadline = AbortSignal.timeout(timeoutMs);
    const combined = signal ? AbortSignal.any([signal, deadline]) : deadline;
    let res: Response;
    try {
      res = await fetch(this.base + path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        signal: combined,
      });
    } catch (err) {
      throw this.failure(err, deadline);
    }
    if (!res.ok) {
      const text = await res.text().catch(() => '');
      let reason = text.slice(0, 300);
      try {
        reason = String((JSON.parse(text) as { error?: unknown }).error ?? reason);
      } catch {
        /* not JSON */
      }
      throw new OllamaError(`Ollama ${path} answered ${res.status}: ${reason}`, 'http', res.status);
    }
    return res;
  }

  private failure(err: unknown, deadline: AbortSignal): OllamaError {
    const e = err as Error & { cause?: { code?: string } };
    if (deadline.aborted) return new OllamaError(`Ollama at ${this.base} timed out`, 'timeout');
    if (e.name === 'AbortError') return new OllamaError('request aborted', 'unreachable');
    return new OllamaError(`Ollama at ${this.base} is unreachable (${e.cause?.code ?? e.message})`, 'unreachable');
  }

  /** Names of the models the server has (GET /api/tags). */
  async models(timeoutMs = 2000): Promise<string[]> {
    let res: Response;
    try {
      res = await fetch(`${this.base}/api/tags`, { signal: AbortSignal.timeout(timeoutMs) });
    } catch (err) {
      throw new OllamaError(`Ollama at ${this.base} is unreachable (${(err as Error & { cause?: { code?: string } }).cause?.code ?? (err as Error).message})`, 'unreachable');
    }
    if (!res.ok) throw new OllamaError(`Ollama /api/tags answered ${res.status}`, 'http', res.status);
    const body = (await res.json().catch(() => ({}))) as { models?: Array<{ name?: string; model?: string }> };
    return (body.models ?? []).map((m) => m.name ?? m.model ?? '').filter(Boolean);
  }

  async embed(model: string, input: string[], signal?: AbortSignal): Promise<number[][]> {
    const res = await this.post('/api/embed', { model, input }, signal, this.defaultTimeoutMs);
    const body = (await res.json().catch(() => undefined)) as { embeddings?: number[][] } | undefined;
    if (!body?.embeddings || body.embeddings.length !== input.length) throw new OllamaError('Ollama /api/embed returned no embeddings for the input', 'protocol');
    return body.embeddings;
  }

  /** Non-streaming chat: the whole answer's content. */
  async chat(req: ChatRequest): Promise<string> {
    const res = await this.post('/api/chat', { model: req.model, messages: req.messages, format: req.format, options: req.options, stream: false }, req.signal, req.timeoutMs ?? this.defaultTimeoutMs);
    const body = (await res.json().catch(() => undefined)) as { message?: { content?: unknown } } | undefined;
    if (typeof body?.message?.content !== 'string') throw new OllamaError('Ollama /api/chat answered without message.content', 'protocol');
    return body.message.content;
  }

  /** Streaming chat: yields content pieces as Ollama's NDJSON lines arrive. */
  async *chatStream(req: ChatRequest): AsyncGenerator<string> {
    const res = await this.post('/api/chat', { model: req.model, messages: req.messages, format: req.format, options: req.options, stream: true }, req.signal, req.timeoutMs ?? this.defaultTimeoutMs);
    if (!res.body) throw new OllamaError('Ollama /api/chat streamed no body', 'protocol');
    const decoder = new TextDecoder();
    let buf = '';
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        buf += decoder.decode(chunk, { stream: true });
        let nl: number;
        while ((nl = buf.indexOf('\n')) >= 0) {
          const line = buf.slice(0, nl).trim();
          buf = buf.slice(nl + 1);
          if (!line) continue;
          const part = parseLine(line);
          if (part.content) yield part.content;
          if (part.done) return;
        }
      }
    } catch (err) {
      if (err instanceof OllamaError) throw err;
      throw new OllamaError(`Ollama stream broke off: ${(err as Error).message}`, 'protocol');
    }
    if (buf.trim()) {
      const part = parseLine(buf.trim());
      if (part.content) yield part.content;
    }
  }
}

function parseLine(line: string): { content: string; done: boolean } {
  let obj: { message?: { content?: unknown }; done?: unknown; error?: unknown };
  try {
    obj = JSON.parse(line) as typeof obj;
  } catch {
    throw new OllamaError('Ollama sent a line that is not JSON', 'protocol');
  }
  if (obj.error) throw new OllamaError(`Ollama: ${String(obj.error)}`, 'http');
  return { content: typeof obj.message?.content === 'string' ? obj.message.content : '', done: obj.done === true };
}

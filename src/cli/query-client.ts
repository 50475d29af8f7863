import type { ApiClient } from './api-client.js';
import { CliError, EXIT } from './exit.js';
import { list, looksLikeId } from './remote.js';

export interface Fact {
  chunk: string;
  reference: string;
}

export interface QueryReply {
  success: boolean;
  response: {
    role: string;
    content: Array<{ type: string; text?: string; facts?: Fact[] }>;
    cuid: string;
    created_at: string;
    searched_files: string[];
    /** The model that answered (ctx servers; other servers may leave it out). */
    model?: string;
  };
  /** Top-level copy of response.content (ctx and the hosted service; older servers leave it out). */
  content?: Array<{ type: string; text?: string; facts?: Fact[] }>;
  suid: string;
  summary: string;
  timestamp: string;
}

export interface AskOptions {
  final?: boolean;
  stream?: boolean;
  suid?: string;
  model?: string;
  onToken?: (t: string) => void;
  signal?: AbortSignal;
}

/** Asks /ai/query; with stream, tokens are handed to onToken as the SSE events arrive. */
export async function ask(api: ApiClient, question: string, o: AskOptions): Promise<QueryReply> {
  const payload = JSON.stringify({ messages: [{ role: 'user', content: [{ type: 'text', text: question }] }] });
  const res = await api.multipartFields(
    '/ai/query',
    {
      payload,
      sub_user_name: api.subUser,
      // Facts are always asked for: the CLI prints them with their references.
      final_answer: 'true',
      model: o.model,
      streaming: o.stream ? 'true' : undefined,
      suid: o.suid,
    },
    o.signal,
  );
  // A server that does not stream (streaming is an "upcoming" feature of the API) answers JSON.
  const type = String(res.headers['content-type'] ?? '');
  if (!o.stream || res.status !== 200 || !type.includes('text/event-stream')) {
    const reply = await api.json<QueryReply>(res);
    if (o.stream) o.onToken?.(reply.response.content[0]?.text ?? '');
    return reply;
  }
  let buf = '';
  let done: QueryReply | undefined;
  // Decoded as a stream: a UTF-8 character may be split across two chunks.
  const decoder = new TextDecoder();
  const boundary = /\r?\n\r?\n/;
  for await (const chunk of res.body) {
    buf += decoder.decode(chunk as Buffer, { stream: true });
    let m: RegExpExecArray | null;
    while ((m = boundary.exec(buf))) {
      const event = buf.slice(0, m.index);
      buf = buf.slice(m.index + m[0].length);
      // One event's data lines join with newlines (SSE); ours hold one JSON document.
      const data = event
        .split(/\r?\n/)
        .filter((l) => l.startsWith('data:'))
        .map((l) => l.slice(5).replace(/^ /, ''))
        .join('\n');
      if (!data) continue;
      let ev: { type: string; content?: string; response?: QueryReply; error?: string; code?: string; message?: string };
      try {
        ev = JSON.parse(data) as typeof ev;
      } catch {
        throw new CliError(`the server at ${api.settings.baseUrl} sent a malformed stream event`, EXIT.SERVER);
      }
      if (ev.type === 'token' && ev.content) o.onToken?.(ev.content);
      if (ev.type === 'done') done = ev.response;
      // The server reports a failure after the stream opened as a last event of its own.
      if (ev.type === 'error') throw new CliError(`the server failed while answering: ${ev.error ?? ev.message ?? ev.code ?? 'unknown error'}`, EXIT.SERVER);
    }
  }
  if (!done) throw new CliError(`the answer stream from ${api.settings.baseUrl} ended without its final event`, EXIT.SERVER);
  return done;
}

/**
 * The reply with `searched_files` as paths: servers send file ids (the hosted service's OpenAPI),
 * people read paths. One recursive listing maps them; an id it does not find (a file deleted
 * since) and a server that already sent paths are left as they are.
 */
export async function withSearchedPaths(api: ApiClient, reply: QueryReply): Promise<QueryReply> {
  const ids = reply.response.searched_files ?? [];
  if (!ids.some(looksLikeId)) return reply;
  const paths = new Map((await list(api, '/', { recursive: true })).items.map((e) => [e.file_id, e.path]));
  return { ...reply, response: { ...reply.response, searched_files: ids.map((id) => paths.get(id) ?? id) } };
}

export function factsText(reply: QueryReply): string {
  const facts = reply.response.content[0]?.facts ?? [];
  if (facts.length === 0) return '';
  const lines = facts.map((f, i) => {
    const snippet = f.chunk.replace(/\s+/g, ' ').trim();
    return `  [${i + 1}] ${f.reference}\n      ${snippet.length > 200 ? snippet.slice(0, 197) + '…' : snippet}`;
  });
  return `\nSources:\n${lines.join('\n')}`;
}

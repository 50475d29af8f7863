import type { ApiClient } from './api-client.js';
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

/** Asks /ai/query (facts always: the CLI prints them); with stream, tokens go to onToken as they arrive. */
export async function ask(api: ApiClient, question: string, o: AskOptions): Promise<QueryReply> {
  return api.call((c) => c.ask(question, { facts: true, model: o.model, suid: o.suid, stream: o.stream, onToken: o.onToken, signal: o.signal }));
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

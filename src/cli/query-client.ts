import type { ApiClient } from './api-client.js';

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
  };
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
  if (!o.stream || res.status !== 200) return api.json<QueryReply>(res);
  let buf = '';
  let done: QueryReply | undefined;
  for await (const chunk of res.body) {
    buf += (chunk as Buffer).toString('utf8');
    let idx: number;
    while ((idx = buf.indexOf('\n\n')) >= 0) {
      const event = buf.slice(0, idx);
      buf = buf.slice(idx + 2);
      for (const line of event.split('\n')) {
        if (!line.startsWith('data:')) continue;
        const data = JSON.parse(line.slice(5).trim()) as { type: string; content?: string; response?: QueryReply };
        if (data.type === 'token' && data.content) o.onToken?.(data.content);
        if (data.type === 'done') done = data.response;
      }
    }
  }
  if (!done) throw new Error('the stream ended without a final answer');
  return done;
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

import type { QueryReply } from '../api/responses.js';
import { CtxApiError, CtxProtocolError } from './errors.js';

/**
 * Reads /ai/query's text/event-stream: token events go to onToken, the done event's reply is
 * returned; an error event after the stream opened becomes a CtxApiError (status 500).
 */
export async function readQueryStream(body: AsyncIterable<unknown>, baseUrl: string, onToken?: (t: string) => void): Promise<QueryReply> {
  let buf = '';
  let done: QueryReply | undefined;
  // Decoded as a stream: a UTF-8 character may be split across two chunks.
  const decoder = new TextDecoder();
  const boundary = /\r?\n\r?\n/;
  for await (const chunk of body) {
    buf += decoder.decode(chunk as Uint8Array, { stream: true });
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
        throw new CtxProtocolError(`the server at ${baseUrl} sent a malformed stream event`);
      }
      if (ev.type === 'token' && ev.content) onToken?.(ev.content);
      if (ev.type === 'done') done = ev.response;
      if (ev.type === 'error') throw new CtxApiError(500, ev.code ?? 'INTERNAL_ERROR', `the server failed while answering: ${ev.error ?? ev.message ?? ev.code ?? 'unknown error'}`);
    }
  }
  if (!done) throw new CtxProtocolError(`the answer stream from ${baseUrl} ended without its final event`);
  return done;
}

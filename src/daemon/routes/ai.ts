import type {} from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CtxError } from '../../core/errors.js';
import { AnswerAborted, payloadSchema } from '../../core/answer/query.js';
import { retrieveFiles } from '../../core/retrieve/search.js';
import type { AppContext } from '../context.js';
import { fileInfo } from '../records.js';
import { parse } from '../validate.js';
import { FIELD_BYTES, readMultipartFields } from '../form-fields.js';
import { boolText, defaultSubUser, intText } from '../schemas.js';
import { jsonTooDeep, MAX_JSON_DEPTH } from '../json-depth.js';
import * as R from '../../api/responses.js';
import type { RouteDoc } from '../openapi/route-doc.js';

/**
 * The query form. Fields the hosted service's clients send that ctx has no use for
 * (build_memory, model_args, agent, mcp, platform, …) are dropped by the object schema.
 */
export const queryFields = z.object({
  payload: z.string({ error: 'is required' }).min(1, 'is required'),
  sub_user_name: defaultSubUser,
  final_answer: boolText.default(false),
  /** The hosted service's "search the files and give me the facts" (test_upload.py sends it alone). */
  force_search: boolText.default(false),
  model: z.string().trim().max(200).optional(),
  streaming: boolText.default(false),
  suid: z.string().min(1).max(200).optional(),
  parent_cuid: z.string().trim().max(200).optional(),
});

export const searchSchema = z.object({
  message: z.string({ error: 'is required' }).trim().min(1, 'is required').max(10_000, 'is too long'),
  limit: intText(1, 100).default(10),
  sub_user_name: defaultSubUser,
  /** bm25: lexical only; hybrid (default): BM25 fused with vectors (docs/DECISIONS.md). */
  mode: z.enum(['bm25', 'hybrid']).default('hybrid'),
});

/**
 * Reads the text fields of a query: multipart (the spec), url-encoded (every Python example of
 * the hosted service posts `data=`), or JSON; file parts are refused (not a feature yet).
 */
async function readFormFields(req: FastifyRequest): Promise<Record<string, string>> {
  if (!req.isMultipart()) {
    // JSON clients may send the payload as an object rather than as JSON text.
    if (req.body && typeof req.body === 'object') {
      const body = { ...(req.body as Record<string, unknown>) };
      if (body.payload !== null && typeof body.payload === 'object') body.payload = JSON.stringify(body.payload);
      return body as Record<string, string>;
    }
    throw new CtxError('INVALID_PARAMETERS', 'query must be multipart/form-data');
  }
  // A truncated payload would only be reported as bad JSON.
  return readMultipartFields(req, (field) =>
    field === 'payload'
      ? new CtxError('CONTEXT_TOO_LONG', `payload is larger than ${FIELD_BYTES / 1024 / 1024} MiB`)
      : new CtxError('INVALID_PARAMETERS', `${field}: is too long`),
  );
}

function parsePayload(text: string) {
  if (jsonTooDeep(text)) throw new CtxError('INVALID_PAYLOAD', `payload is nested deeper than ${MAX_JSON_DEPTH} levels`);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    throw new CtxError('INVALID_PAYLOAD', `payload is not valid JSON: ${(err as Error).message}`);
  }
  // (Its depth was checked on the text above; the session store checks again what it keeps.)
  const r = payloadSchema.safeParse(json);
  if (!r.success) {
    const issue = r.error.issues[0]!;
    throw new CtxError('INVALID_PAYLOAD', `payload.${issue.path.join('.') || 'messages'}: ${issue.message}`);
  }
  return r.data;
}

/**
 * Server-sent events for one query. The stream opens (200, text/event-stream, with the
 * rate-limit headers already set on the reply) at its first event, so whatever fails before the
 * first token (a model that cannot be reached, a bad session) is still a normal JSON error.
 */
class EventStream {
  private opened = false;

  constructor(private readonly reply: FastifyReply) {}

  get isOpen(): boolean {
    return this.opened;
  }

  send(event: Record<string, unknown>): void {
    const raw = this.reply.raw;
    if (!this.opened) {
      this.opened = true;
      this.reply.hijack();
      raw.writeHead(200, {
        ...(this.reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
    }
    if (!raw.destroyed) raw.write(`data: ${JSON.stringify(event)}\n\n`);
  }

  end(event: Record<string, unknown>): void {
    this.send(event);
    this.reply.raw.end();
  }
}

/** /ai/query and /ai/search. */
export function registerAiRoutes(app: FastifyInstance, ctx: AppContext): void {
  // A url-encoded or JSON body may be as large as a multipart payload field.
  app.post('/ai/query', { bodyLimit: FIELD_BYTES + 64 * 1024, config: { ownMultipart: true } }, async (req, reply) => {
    const f = parse(queryFields, await readFormFields(req));
    const payload = parsePayload(f.payload);
    // A client that goes away stops the answer: the model's request is aborted with it.
    const gone = new AbortController();
    reply.raw.on('close', () => {
      if (!reply.raw.writableEnded) gone.abort();
    });
    const sse = f.streaming ? new EventStream(reply) : undefined;
    try {
      const res = await ctx.query.ask(
        {
          accountId: req.auth.accountId,
          subUser: f.sub_user_name,
          payload,
          finalAnswer: f.final_answer || f.force_search,
          model: f.model,
          suid: f.suid,
          parentCuid: f.parent_cuid || undefined,
        },
        { signal: gone.signal, onToken: sse && ((content) => sse.send({ type: 'token', content })) },
      );
      if (!sse) return res;
      sse.end({ type: 'done', response: res });
      return reply;
    } catch (err) {
      if (err instanceof AnswerAborted || gone.signal.aborted) {
        if (!sse?.isOpen) reply.hijack();
        reply.raw.destroy();
        return reply;
      }
      if (!sse?.isOpen) throw err;
      // The stream is open: the error can only be an event (answer failures fall back instead).
      const e = err instanceof CtxError ? err : new CtxError('INTERNAL_ERROR', 'internal server error');
      if (e.code === 'INTERNAL_ERROR') req.log.error({ err }, 'query failed mid-stream');
      sse.end({ type: 'error', error: e.message, code: e.code });
      return reply;
    }
  });

  app.post('/ai/search', async (req) => {
    const body = parse(searchSchema, req.body);
    const su = ctx.store.subUsers.find(req.auth.accountId, body.sub_user_name);
    if (!su) return [];
    return (await retrieveFiles(ctx.store, su.id, body.message, body.limit, { mode: body.mode, chunks: false })).map((h) => ({
      ...fileInfo(h.entry),
      score: Number(h.score.toFixed(4)),
    }));
  });
}

export const aiDocs: RouteDoc[] = [
  {
    method: 'post',
    path: '/ai/query',
    tag: 'AI',
    summary: 'Answer a question from the files (with facts and references when final_answer or force_search)',
    description: '`payload` is JSON text: `{"messages":[{"role":"user","content":[{"type":"text","text":"…"}]}]}`. With `streaming=true` the reply is `text/event-stream`: `data:` lines of token events, then one done event (or an error event if the answer fails after the stream opened).',
    body: queryFields,
    response: R.queryReply,
    stream: R.queryStreamEvent,
    errors: [400, 404, 413, 500],
  },
  { method: 'post', path: '/ai/search', tag: 'AI', summary: 'Files that match a question, best first', body: searchSchema, response: R.searchReply, errors: [400, 500] },
];

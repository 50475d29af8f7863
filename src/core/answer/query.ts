import { z } from 'zod';
import type { Store } from '../store/index.js';
import type { Config } from '../config.js';
import { CtxError } from '../errors.js';
import { searchChunks } from '../retrieve/search.js';
import { extractiveAnswer, type Fact } from './extractive.js';

export const messageSchema = z.object({
  role: z.string().min(1),
  content: z
    .array(
      z.object({
        type: z.string(),
        text: z.string().optional(),
        file_id: z.string().optional(),
        path: z.string().optional(),
      }).passthrough(),
    )
    .min(1),
});

export const payloadSchema = z
  .object({
    messages: z.array(messageSchema).min(1),
    suid: z.string().min(1).optional(),
  })
  .passthrough();

export type Payload = z.infer<typeof payloadSchema>;

export interface QueryRequest {
  accountId: number;
  subUser: string;
  payload: Payload;
  finalAnswer: boolean;
  model?: string;
  suid?: string;
}

export interface QueryResponse {
  success: true;
  response: {
    role: 'assistant';
    content: Array<{ type: 'text'; text: string; facts?: Fact[] }>;
    cuid: string;
    created_at: string;
    searched_files: string[];
  };
  suid: string;
  summary: string;
  timestamp: string;
}

/** Model names the built-in answerer answers to. */
export const BUILTIN_MODELS = ['default', 'builtin'];

/** Words that make a question lean on the previous one ("and when did she join?"). */
const ANAPHORA = /\b(?:he|she|it|they|them|him|her|his|hers|its|their|this|that|these|those|there|then|and|also|what about|how about)\b/i;

const CHUNKS_FOR_ANSWER = 8;

function textOf(m: { content: Array<{ type: string; text?: string }> }): string {
  return m.content
    .filter((p) => p.type === 'text' && typeof p.text === 'string')
    .map((p) => p.text!)
    .join('\n')
    .trim();
}

/** Answers a question from the caller's files and records the exchange in a session. */
export class QueryService {
  constructor(
    private readonly store: Store,
    private readonly cfg: Config,
  ) {}

  checkModel(model: string | undefined): void {
    if (!model || BUILTIN_MODELS.includes(model)) return;
    throw new CtxError('MODEL_UNAVAILABLE', `model "${model}" is not configured; available: ${BUILTIN_MODELS.join(', ')}`);
  }

  ask(req: QueryRequest): QueryResponse {
    this.checkModel(req.model);
    const messages = req.payload.messages;
    const total = messages.reduce((n, m) => n + textOf(m).length, 0);
    if (total > this.cfg.max_context_chars) {
      throw new CtxError('CONTEXT_TOO_LONG', `the messages hold ${total} characters; the limit is ${this.cfg.max_context_chars}`);
    }
    const userMessages = messages.filter((m) => m.role === 'user');
    const last = userMessages[userMessages.length - 1] ?? messages[messages.length - 1]!;
    const question = textOf(last);
    if (!question) throw new CtxError('INVALID_PAYLOAD', 'the last message has no text part');

    const suidWanted = req.suid ?? req.payload.suid;
    return this.store.tx(() => {
      const su = this.store.subUsers.ensure(req.accountId, req.subUser);
      let session = suidWanted ? this.store.sessions.get(su.id, suidWanted) : undefined;
      if (suidWanted && !session) throw new CtxError('NOT_FOUND', `session ${suidWanted} not found`);
      const history = session ? this.store.sessions.messages(session.suid) : [];
      const previousQuestions = [
        ...history.filter((m) => m.role === 'user').map((m) => textOf({ content: m.content as Array<{ type: string; text?: string }> })),
        ...userMessages.slice(0, -1).map(textOf),
      ];
      const context = this.followUpOf(question, previousQuestions);
      const searchText = context ? `${question} ${context}` : question;

      const hits = searchChunks(this.store, su.id, searchText, CHUNKS_FOR_ANSWER * 3);
      const paths = new Map<string, string>();
      const usable = [];
      for (const h of hits) {
        let path = paths.get(h.file_id);
        if (path === undefined) {
          const e = this.store.entries.byId(su.id, h.file_id);
          if (!e || e.status !== 'COMPLETED') continue;
          path = e.path;
          paths.set(h.file_id, path);
        }
        usable.push({ ...h, path });
        if (usable.length >= CHUNKS_FOR_ANSWER) break;
      }
      const draft = extractiveAnswer(question, usable, { context });
      const searched = [...new Set(usable.map((h) => h.path))];

      session ??= this.store.sessions.create(su.id, question);
      this.store.sessions.addMessage(session.suid, 'user', last.content);
      const part = req.finalAnswer ? { type: 'text' as const, text: draft.text, facts: draft.facts } : { type: 'text' as const, text: draft.text };
      const reply = this.store.sessions.addMessage(session.suid, 'assistant', [{ ...part, facts: draft.facts }], searched);
      return {
        success: true,
        response: { role: 'assistant', content: [part], cuid: reply.cuid, created_at: reply.created_at, searched_files: searched },
        suid: session.suid,
        summary: summarize(question, draft.text, searched),
        timestamp: reply.created_at,
      };
    });
  }

  /** The earlier question a follow-up leans on, when the new one reads like a follow-up. */
  private followUpOf(question: string, previous: string[]): string | undefined {
    const prev = previous[previous.length - 1];
    if (!prev) return undefined;
    const short = question.split(/\s+/).length <= 6;
    return ANAPHORA.test(question) || short ? prev : undefined;
  }
}

function summarize(question: string, answer: string, files: string[]): string {
  if (!answer) return '';
  const q = question.length > 80 ? `${question.slice(0, 77)}…` : question;
  return `${q} — answered from ${files.length} file${files.length === 1 ? '' : 's'}`;
}

import { z } from 'zod';
import type { Store } from '../store/index.js';
import type { Config } from '../config.js';
import { CtxError } from '../errors.js';
import { retrieveChunks } from '../retrieve/search.js';
import type { Fact } from './citing.js';
import { BuiltinAnswerer, type Answer, type Answerer, type ChatTurn, type SourceHit } from './answerer.js';
import { ChatModels, type ChatChoice } from './models.js';
import { AnswerAborted, OllamaAnswerer } from './ollama-answerer.js';
import { vectorIndexOf } from '../retrieve/vector-index.js';
import type { SessionRow } from '../store/sessions.js';
import { aboutOthers } from '../enrich/ownership.js';
import { asksAboutUser } from './constraints.js';

export { AnswerAborted } from './ollama-answerer.js';

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
  /** final_answer or force_search: the reply carries the facts. */
  finalAnswer: boolean;
  model?: string;
  suid?: string;
  /** The hosted service's threading field: a session's suid, or the cuid of a message in one. */
  parentCuid?: string;
}

type ReplyContent = Array<{ type: 'text'; text: string; facts?: Fact[] }>;

export interface QueryResponse {
  success: true;
  response: {
    role: 'assistant';
    content: ReplyContent;
    cuid: string;
    created_at: string;
    /** Ids of the files the answer was drawn from (the hosted service's OpenAPI: file ids). */
    searched_files: string[];
    /** The model that produced the answer: `builtin`, an Ollama model, or `<model>+builtin` (docs/DECISIONS.md). */
    model: string;
  };
  /** The same array as response.content, where the hosted service's documented clients read it. */
  content: ReplyContent;
  suid: string;
  summary: string;
  timestamp: string;
}

export interface AskOptions {
  /** Aborted when the client goes away: generation stops and nothing is recorded. */
  signal?: AbortSignal;
  /** Streaming: receives the answer's text as it is produced. */
  onToken?: (token: string) => void;
}

/** Words that make a question lean on the previous one ("and when did she join?"). */
const ANAPHORA = /\b(?:he|she|it|they|them|him|her|his|hers|its|their|this|that|these|those|there|then|and|also|what about|how about)\b/i;

/** A capitalised word after the first, or a number: the question says what it is about. */
const NAMES_ITS_SUBJECT = /^\S+.*?(?:\s[\p{Lu}][\p{L}]|\d)/u;

const CHUNKS_FOR_ANSWER = 8;

type Parts = Array<{ type: string; text?: string }>;

function textOf(m: { content: Parts }): string {
  return m.content
    .filter((p) => p.type === 'text' && typeof p.text === 'string')
    .map((p) => p.text!)
    .join('\n')
    .trim();
}

function turnOf(role: string, content: Parts): ChatTurn | undefined {
  if (role !== 'user' && role !== 'assistant') return undefined;
  const text = textOf({ content });
  return text ? { role, content: text } : undefined;
}

interface Prepared {
  subUserId: number | undefined;
  suid: string | undefined;
  question: string;
  questionParts: unknown[];
  followUp: string | undefined;
  history: ChatTurn[];
}

/** Answers a question from the caller's files and records the exchange in a session. */
export class QueryService {
  readonly models: ChatModels;
  // The built-in embedder of the store's vector index, looked up per answer (bound after start).
  private readonly builtin = new BuiltinAnswerer(
    () => {
      const e = vectorIndexOf(this.store)?.builtinEmbedder();
      return e && ((text: string) => e.embedOne(text));
    },
    () => {
      const e = vectorIndexOf(this.store)?.builtinEmbedder();
      return e && ((word: string) => (e.lookup(word) >= 0 ? e.embedOne(word) : undefined));
    },
  );

  constructor(
    private readonly store: Store,
    private readonly cfg: Config,
    private readonly log: (msg: string) => void = () => {},
  ) {
    this.models = new ChatModels(cfg);
  }

  /**
   * Validates, picks the answerer (MODEL_UNAVAILABLE before anything is produced), retrieves,
   * answers (streaming tokens to `onToken` when given) and records the exchange once the answer
   * is complete. A client gone before then leaves its session unchanged (AnswerAborted).
   */
  async ask(req: QueryRequest, opts: AskOptions = {}): Promise<QueryResponse> {
    const p = this.prepare(req);
    const answerer = this.answererFor(await this.models.choose(req.model));
    const hits = await this.retrieve(p, opts.signal);
    const answer = await answerer.answer({
      question: p.question,
      followUp: p.followUp,
      history: p.history,
      hits,
      signal: opts.signal,
      onToken: opts.onToken,
    });
    if (opts.signal?.aborted) throw new AnswerAborted();
    return this.record(req, p, answer, [...new Set(hits.map((h) => h.file_id))]);
  }

  private answererFor(choice: ChatChoice): Answerer {
    if (choice.kind === 'builtin' || !this.models.client) return this.builtin;
    return new OllamaAnswerer({
      client: this.models.client,
      model: choice.model,
      explicit: choice.explicit,
      builtin: this.builtin,
      timeoutMs: this.cfg.ollama.timeout_ms,
      onUnreachable: () => this.models.markDown(),
      log: this.log,
    });
  }

  /** Checks the request and reads what the answer needs from the session; writes nothing. */
  private prepare(req: QueryRequest): Prepared {
    const messages = req.payload.messages;
    const total = messages.reduce((n, m) => n + textOf(m).length, 0);
    if (total > this.cfg.max_context_chars) {
      throw new CtxError('CONTEXT_TOO_LONG', `the messages hold ${total} characters; the limit is ${this.cfg.max_context_chars}`);
    }
    const userMessages = messages.filter((m) => m.role === 'user');
    const last = userMessages[userMessages.length - 1] ?? messages[messages.length - 1]!;
    const question = textOf(last);
    if (!question) throw new CtxError('INVALID_PAYLOAD', 'the last message has no text part');

    const su = this.store.subUsers.find(req.accountId, req.subUser);
    const session = this.sessionOf(su?.id, req);
    const stored = session ? this.store.sessions.messages(session.suid) : [];
    const earlier = messages.slice(0, messages.lastIndexOf(last));
    const history = [
      ...stored.map((m) => turnOf(m.role, m.content as Parts)),
      ...earlier.map((m) => turnOf(m.role, m.content)),
    ].filter((t): t is ChatTurn => t !== undefined);
    const previousQuestions = [
      ...stored.filter((m) => m.role === 'user').map((m) => textOf({ content: m.content as Parts })),
      ...userMessages.slice(0, -1).map(textOf),
    ];
    return {
      subUserId: su?.id,
      suid: session?.suid,
      question,
      questionParts: last.content,
      followUp: this.followUpOf(question, previousQuestions),
      history,
    };
  }

  /**
   * The session a query continues: `suid` (form or payload), else `parent_cuid`, which names a
   * session or a message in one. A name that finds nothing is a 404, never a silent new session.
   */
  private sessionOf(subUserId: number | undefined, req: QueryRequest): SessionRow | undefined {
    const suid = req.suid ?? req.payload.suid;
    const name = suid ?? req.parentCuid;
    if (!name) return undefined;
    const { sessions } = this.store;
    let found = subUserId === undefined ? undefined : sessions.get(subUserId, name);
    if (!found && !suid && subUserId !== undefined) {
      const message = sessions.message(subUserId, name);
      found = message && sessions.get(subUserId, message.suid);
    }
    if (!found) throw new CtxError('NOT_FOUND', suid ? `session ${suid} not found` : `parent_cuid ${name} names no session or message`);
    return found;
  }

  /**
   * The chunks to answer from: the question (with the one it follows up) through the hybrid
   * search, with the query vector of the preferred space (Ollama's embedding model when it is
   * configured, filled and answering; the built-in one otherwise).
   */
  private async retrieve(p: Prepared, signal?: AbortSignal): Promise<SourceHit[]> {
    if (p.subUserId === undefined) return [];
    const searchText = p.followUp ? `${p.question} ${p.followUp}` : p.question;
    const hits = await retrieveChunks(this.store, p.subUserId, searchText, CHUNKS_FOR_ANSWER * 3, { signal });
    // Only a question about the user asks whose a file is (constraints.ts): no metadata read otherwise.
    const aboutUser = asksAboutUser(p.question);
    const files = new Map<string, { path: string; aboutOthers: boolean }>();
    const usable: SourceHit[] = [];
    for (const h of hits) {
      let file = files.get(h.file_id);
      if (file === undefined) {
        const e = this.store.entries.byId(p.subUserId, h.file_id);
        if (!e || e.status !== 'COMPLETED') continue;
        file = { path: e.path, aboutOthers: aboutUser && aboutOthers(this.store.metadata.ownershipDecision(h.file_id)) };
        files.set(h.file_id, file);
      }
      usable.push({ ...h, ...file });
      if (usable.length >= CHUNKS_FOR_ANSWER) break;
    }
    return usable;
  }

  /** Stores the question and the answer (always with its facts) and builds the response. */
  private record(req: QueryRequest, p: Prepared, answer: Answer, searched: string[]): QueryResponse {
    return this.store.tx(() => {
      const su = this.store.subUsers.ensure(req.accountId, req.subUser);
      // A session deleted while its answer was produced: the exchange starts a new one.
      const session = (p.suid ? this.store.sessions.get(su.id, p.suid) : undefined) ?? this.store.sessions.create(su.id, p.question);
      this.store.sessions.addMessage(session.suid, 'user', p.questionParts);
      const part = req.finalAnswer ? { type: 'text' as const, text: answer.text, facts: answer.facts } : { type: 'text' as const, text: answer.text };
      const reply = this.store.sessions.addMessage(session.suid, 'assistant', [{ ...part, facts: answer.facts }], searched);
      const content: ReplyContent = [part];
      return {
        success: true,
        response: { role: 'assistant', content, cuid: reply.cuid, created_at: reply.created_at, searched_files: searched, model: answer.model },
        content,
        suid: session.suid,
        summary: summarize(p.question, answer, searched),
        timestamp: reply.created_at,
      };
    });
  }

  /** The earlier question a follow-up leans on, when the new one reads like a follow-up. */
  private followUpOf(question: string, previous: string[]): string | undefined {
    const prev = previous[previous.length - 1];
    if (!prev) return undefined;
    // A short question leans on the last one ("and the year?") unless it names its own subject
    // ("Who manages the Zephyr budget?").
    const short = question.split(/\s+/).length <= 6 && !NAMES_ITS_SUBJECT.test(question.trim());
    return ANAPHORA.test(question) || short ? prev : undefined;
  }
}

/** The session line: how many files the answer rests on (those its facts cite), or that none answers it. */
function summarize(question: string, answer: Answer, searched: string[]): string {
  if (!answer.text) return '';
  const q = question.length > 80 ? `${question.slice(0, 77)}…` : question;
  const plural = (n: number) => `${n} file${n === 1 ? '' : 's'}`;
  if (answer.facts.length === 0) return `${q} — not answered by the ${plural(searched.length)} searched`;
  const cited = new Set(answer.facts.map((f) => f.reference.replace(/#.*$/, ''))).size;
  return `${q} — answered from ${plural(cited)}`;
}

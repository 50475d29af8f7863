import type { ChunkHit } from '../store/chunks.js';
import { extractiveAnswer } from './extractive.js';
import type { Fact } from './citing.js';
import { cosine } from '../models/embedder.js';

/** A retrieved chunk with the path of its file: what answers are made from. */
/** A retrieved chunk with the path of its file, and whether that file is about others (reference material). */
export type SourceHit = ChunkHit & { path: string; aboutOthers?: boolean };

export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

export interface AnswerInput {
  question: string;
  /** The earlier question a follow-up leans on ("and where does she live?"), if it reads like one. */
  followUp?: string;
  /** The conversation before the question, oldest first (session history, then earlier payload messages). */
  history: ChatTurn[];
  /** Retrieved chunks, best first. */
  hits: SourceHit[];
  /** Aborted when the client goes away: generation stops. */
  signal?: AbortSignal;
  /** Streaming: receives the answer's text piece by piece as it is produced; the pieces join up to `text`. */
  onToken?: (token: string) => void;
}

export interface Answer {
  text: string;
  facts: Fact[];
  /** false: the retrieved chunks do not answer the question (text says so, no facts). */
  found?: boolean;
  /** The model that produced the answer: `builtin` or an Ollama model's name. */
  model: string;
}

/** Something that answers a question from retrieved chunks. */
export interface Answerer {
  readonly name: string;
  answer(input: AnswerInput): Promise<Answer>;
}

/** Splits a finished text into the word tokens a stream shows; they join up to the text exactly. */
export function wordTokens(text: string): string[] {
  return text.match(/\s*\S+/g) ?? [];
}

/**
 * The built-in answerer: the sentences of the retrieved chunks that best answer the question
 * (extractive.ts), each with a fact that holds it and locates it. Offline and instant; also the
 * fallback of every other answerer.
 */
export class BuiltinAnswerer implements Answerer {
  readonly name = 'builtin';

  /** `embed`: sentence vectors (unit length) for similarity in meaning; absent, words only. */
  constructor(
    private readonly embed?: () => ((text: string) => Float32Array) | undefined,
    /** One word's vector in the built-in word table (unit length), undefined for a word it does not know. */
    private readonly words?: () => ((word: string) => Float32Array | undefined) | undefined,
  ) {}

  draft(input: Pick<AnswerInput, 'question' | 'hits' | 'followUp'>): Answer {
    const embed = this.embed?.();
    const similarity = embed && meaningSimilarity(embed, input.question);
    const words = this.words?.();
    const d = extractiveAnswer(input.question, input.hits, { context: input.followUp, similarity, wordVector: words });
    return { text: d.text, facts: d.facts, found: d.found, model: this.name };
  }

  async answer(input: AnswerInput): Promise<Answer> {
    const a = this.draft(input);
    if (input.onToken) for (const t of wordTokens(a.text)) input.onToken(t);
    return a;
  }
}

/** A sentence's cosine to the question under `embed`, or undefined when the question has no known word. */
export function meaningSimilarity(embed: (text: string) => Float32Array, question: string): ((sentence: string) => number) | undefined {
  const q = embed(question);
  return q.some((x) => x !== 0) ? (sentence) => cosine(q, embed(sentence)) : undefined;
}

/**
 * Answers with an Ollama chat model, grounded in the retrieved chunks: they go into the prompt
 * numbered [1]…[n], the model is told to answer only from them and to cite them, and the facts
 * returned are the passages its citations point at. A reply that fails the checks of checks.ts
 * is asked for once more; a second failure, a timeout, an error status or an unreachable
 * server gives the built-in answer instead, so a query never ends empty or in an error it could
 * have answered.
 */
import { CtxError } from '../errors.js';
import { segmentAt } from '../store/chunks.js';
import { splitSentences } from '../index/sentences.js';
import { OllamaError, type ChatMessage, type OllamaClient } from '../models/ollama.js';
import { wordsOf } from './words.js';
import type { Fact } from './citing.js';
import { checkAnswer, citationsIn, retryInstruction, stripCitations, supportsQuestion, type CheckResult } from './checks.js';
import { AnswerRelay } from './relay.js';
import { wordTokens, type Answer, type AnswerInput, type Answerer, type BuiltinAnswerer, type ChatTurn, type SourceHit } from './answerer.js';

export const SYSTEM_PROMPT = [
  "You are ctx, an assistant that answers questions about the user's own files.",
  'Each question comes with numbered sources: excerpts of those files. Answer using only these sources; never use outside knowledge.',
  'After each statement, cite the sources that support it by their numbers in square brackets, like [1] or [2][3]. Cite only numbers that appear in the sources.',
  "If the sources do not hold the answer, say in one sentence that the user's files do not say.",
  'Answer in the language of the question, briefly: a few sentences at most. Earlier turns of the conversation help you understand follow-up questions, but facts must come from the sources.',
].join('\n');

/** Prompt budget: characters of source text, of one source, and of history. */
const SOURCE_BUDGET = 9000;
const SOURCE_MAX = 2400;
const HISTORY_TURNS = 10;
const HISTORY_TURN_CHARS = 1500;
/** Facts taken from an answer that cites nothing. */
const UNCITED_FACTS = 3;

/** Thrown when the client went away while its answer was being produced. */
export class AnswerAborted extends Error {
  override name = 'AnswerAborted';
  constructor() {
    super('the client disconnected');
  }
}

/** The retrieved chunks that fit the prompt, best first (at least one). */
export function selectSources(hits: SourceHit[], budget = SOURCE_BUDGET): SourceHit[] {
  const out: SourceHit[] = [];
  let used = 0;
  for (const h of hits) {
    const size = Math.min(h.text.length, SOURCE_MAX);
    if (out.length > 0 && used + size > budget) break;
    out.push(h);
    used += size;
  }
  return out;
}

export function formatSources(sources: SourceHit[]): string {
  return sources
    .map((s, i) => {
      const text = s.text.length > SOURCE_MAX ? `${s.text.slice(0, SOURCE_MAX)}…` : s.text;
      return `[${i + 1}] ${s.path}${s.locator}\n${text.trim()}`;
    })
    .join('\n\n');
}

/**
 * The chat: instructions, the conversation so far (earlier answers without their citation
 * marks, which numbered other sources), then the sources and the question.
 */
export function buildMessages(question: string, history: ChatTurn[], sources: SourceHit[]): ChatMessage[] {
  const turns = history
    .slice(-HISTORY_TURNS)
    .map((t): ChatMessage => {
      const text = t.role === 'assistant' ? stripCitations(t.content) : t.content.trim();
      return { role: t.role, content: text.length > HISTORY_TURN_CHARS ? `${text.slice(0, HISTORY_TURN_CHARS)}…` : text };
    })
    .filter((t) => t.content);
  return [
    { role: 'system', content: SYSTEM_PROMPT },
    ...turns,
    { role: 'user', content: `Sources:\n\n${formatSources(sources)}\n\nQuestion: ${question}` },
  ];
}

/** The segments of a chunk (paragraphs, JSON values, JSONL records…) with their locators. */
function segmentsOf(hit: SourceHit): Array<{ text: string; locator: string }> {
  let offsets: number[] = [];
  if (hit.anchors) {
    try {
      offsets = (JSON.parse(hit.anchors) as Array<[number, string]>).map((a) => a[0]);
    } catch {
      offsets = [];
    }
  }
  if (offsets.length === 0) return [{ text: hit.text, locator: hit.locator }];
  const out: Array<{ text: string; locator: string }> = [];
  for (const at of offsets) {
    const seg = segmentAt(hit, at);
    if (seg.text && !out.some((s) => s.locator === seg.locator && s.text === seg.text)) out.push(seg);
  }
  return out.length > 0 ? out : [{ text: hit.text, locator: hit.locator }];
}

function overlap(a: Set<string>, b: Set<string>): number {
  let n = 0;
  for (const w of a) if (b.has(w)) n++;
  return n;
}

/** The segment of a source that best supports a claim (most shared words; the first on a tie). */
function bestSegment(hit: SourceHit, claim: Set<string>, fallback: Set<string>): Fact {
  const segs = segmentsOf(hit);
  let best = segs[0]!;
  let bestScore = 0;
  for (const words of [claim, fallback]) {
    for (const s of segs) {
      const score = overlap(words, wordsOf(s.text));
      if (score > bestScore) {
        best = s;
        bestScore = score;
      }
    }
    if (bestScore > 0) break;
  }
  return { chunk: best.text, reference: hit.path + best.locator };
}

function pushFact(facts: Fact[], f: Fact): void {
  if (!facts.some((x) => x.reference === f.reference && x.chunk === f.chunk)) facts.push(f);
}

/** The claim a citation marker supports: the words since the previous marker, or else its sentence. */
function claimOf(before: string): Set<string> {
  const last = citationsIn(before).at(-1);
  const since = wordsOf(stripCitations(before.slice(last ? last.index + last.length : 0)));
  if (since.size >= 2) return since;
  return wordsOf(splitSentences(stripCitations(before)).at(-1) ?? '');
}

/**
 * Turns the source numbers of an answer's citation markers into fact numbers, collecting the
 * facts: for each marker and cited source, the segment of the source that best matches the claim
 * the marker follows. In the answer returned, `[k]` is `facts[k-1]`.
 */
export class Citer {
  readonly facts: Fact[] = [];
  private readonly question: Set<string>;

  constructor(
    private readonly sources: SourceHit[],
    question = '',
  ) {
    this.question = wordsOf(question);
  }

  /** Fact numbers (1-based, no repeats) for a marker citing `numbers` after the text `before`; non-sources are dropped. */
  mark(numbers: number[], before: string): number[] {
    const claim = claimOf(before);
    const out: number[] = [];
    for (const n of numbers) {
      const hit = this.sources[n - 1];
      if (!hit) continue;
      const f = bestSegment(hit, claim, this.question);
      let i = this.facts.findIndex((x) => x.reference === f.reference && x.chunk === f.chunk);
      if (i < 0) i = this.facts.push(f) - 1;
      if (!out.includes(i + 1)) out.push(i + 1);
    }
    return out;
  }
}

/** The answer with its markers renumbered by `citer` (a marker citing no source is dropped). */
export function renumberCitations(text: string, citer: Citer): string {
  let out = '';
  let from = 0;
  for (const c of citationsIn(text)) {
    out += text.slice(from, c.index);
    const nums = citer.mark(c.numbers, text.slice(0, c.index));
    if (nums.length > 0) out += `[${nums.join(', ')}]`;
    else out = out.trimEnd();
    from = c.index + c.length;
  }
  return out + text.slice(from);
}

/** The facts an answer's citations point at (see Citer). */
export function citedFacts(text: string, sources: SourceHit[], question = ''): Fact[] {
  const citer = new Citer(sources, question);
  renumberCitations(text, citer);
  return citer.facts;
}

/**
 * Facts for an answer that cites nothing: the retrieved segments that share the most words with
 * its sentences (at least half of a sentence's words, and two), best first.
 */
export function supportingFacts(text: string, sources: SourceHit[], max = UNCITED_FACTS): Fact[] {
  const scored: Array<{ fact: Fact; score: number }> = [];
  for (const sentence of splitSentences(stripCitations(text))) {
    const words = wordsOf(sentence);
    if (words.size < 2) continue;
    let best: { fact: Fact; score: number } | undefined;
    for (const hit of sources) {
      for (const s of segmentsOf(hit)) {
        const shared = overlap(words, wordsOf(s.text));
        if (shared < 2 || shared / words.size < 0.5) continue;
        const score = shared / words.size;
        if (!best || score > best.score) best = { fact: { chunk: s.text, reference: hit.path + s.locator }, score };
      }
    }
    if (best) scored.push(best);
  }
  scored.sort((a, b) => b.score - a.score);
  const facts: Fact[] = [];
  for (const s of scored) {
    if (facts.length >= max) break;
    pushFact(facts, s.fact);
  }
  return facts;
}

export interface OllamaAnswererOptions {
  client: OllamaClient;
  model: string;
  /** The caller named the model: an unreachable server is a 503, not a silent fallback. */
  explicit: boolean;
  builtin: BuiltinAnswerer;
  /** Limit of a whole answer (non-streaming), or of the wait for each token (streaming). */
  timeoutMs: number;
  /** Called when Ollama could not be reached (the model list marks it down). */
  onUnreachable?: () => void;
  log?: (msg: string) => void;
  /** Sampling options passed to Ollama. */
  options?: Record<string, unknown>;
}

const CHAT_OPTIONS = { temperature: 0.2, num_ctx: 8192, num_predict: 1024 };
/** A streamed answer's overall limit: the per-token limit (timeoutMs) is what stops a stalled stream. */
const STREAM_DEADLINE_MS = 60 * 60 * 1000;

export class OllamaAnswerer implements Answerer {
  readonly name: string;

  constructor(private readonly o: OllamaAnswererOptions) {
    this.name = o.model;
  }

  async answer(input: AnswerInput): Promise<Answer> {
    const draft = this.o.builtin.draft(input);
    // Nothing retrieved, or nothing retrieved that answers the question: the model is not asked,
    // so a model and the built-in answerer say "not found" by the same rule.
    if (input.hits.length === 0 || draft.found === false) return this.o.builtin.answer(input);
    const sources = selectSources(input.hits);
    const contextAnswers = supportsQuestion(input.question, draft.text);
    const base = buildMessages(input.question, input.history, sources);
    let messages = base;
    let why = '';
    for (let attempt = 1; attempt <= 2; attempt++) {
      const citer = new Citer(sources, input.question);
      const relay = input.onToken ? new AnswerRelay(sources.length, input.onToken, undefined, (nums, before) => citer.mark(nums, before)) : undefined;
      let raw: string;
      try {
        raw = relay
          ? await this.stream(messages, relay, input.signal)
          : await this.o.client.chat({ model: this.o.model, messages, options: { ...CHAT_OPTIONS, ...this.o.options }, signal: input.signal, timeoutMs: this.o.timeoutMs });
      } catch (err) {
        if (input.signal?.aborted) throw new AnswerAborted();
        const e = err instanceof OllamaError ? err : new OllamaError((err as Error).message, 'protocol');
        if (relay?.committed) return this.completeBroken(relay, citer, draft, e);
        if (e.kind === 'unreachable') {
          this.o.onUnreachable?.();
          if (this.o.explicit) throw new CtxError('MODEL_UNAVAILABLE', `model "${this.o.model}" is unavailable: ${e.message}`, 503);
        }
        why = e.message;
        // A reply we could not read is badly-formed output: worth one more try. A server that is
        // slow, down or refusing is not.
        if (e.kind === 'protocol' && attempt === 1) continue;
        break;
      }
      if (input.signal?.aborted) throw new AnswerAborted();
      if (relay?.committed) {
        // Shown as it came (markers renumbered, missing sources dropped): it stands.
        if (relay.repaired > 0) this.o.log?.(`answer: ${this.o.model} cited sources that do not exist; ${relay.repaired} marker(s) dropped`);
        return { text: relay.text, facts: this.factsFor(relay.text, citer, sources, draft, false), model: this.o.model };
      }
      // A relay has checked the source numbers already (its markers now hold fact numbers).
      const check: CheckResult = relay?.problem
        ? { ok: false, kind: 'bad-citation', text: raw, problem: relay.problem }
        : checkAnswer(raw, { sources: relay ? Number.MAX_SAFE_INTEGER : sources.length, contextAnswers });
      if (check.ok) {
        relay?.release();
        const text = relay ? check.text : renumberCitations(check.text, citer);
        return { text, facts: this.factsFor(text, citer, sources, draft, check.refusal), model: this.o.model };
      }
      why = `the answer was badly formed: ${check.problem}`;
      this.o.log?.(`answer: ${this.o.model} attempt ${attempt}: ${why}`);
      messages = [
        ...base,
        { role: 'assistant', content: check.text.slice(0, 2000) || '(empty)' },
        { role: 'user', content: retryInstruction(check.problem, sources.length, check.kind === 'refusal') },
      ];
    }
    this.o.log?.(`answer: ${this.o.model} gave no usable answer (${why}); the built-in answer is used`);
    return this.o.builtin.answer(input);
  }

  /**
   * One streamed generation through the relay; stops early when the relay finds a problem. The
   * time limit applies to the wait for each token (the first one included), not to the whole
   * answer: a long answer that keeps coming is not cut off.
   */
  private async stream(messages: ChatMessage[], relay: AnswerRelay, signal: AbortSignal | undefined): Promise<string> {
    const stop = new AbortController();
    const combined = signal ? AbortSignal.any([signal, stop.signal]) : stop.signal;
    let idle = false;
    const arm = () =>
      setTimeout(() => {
        idle = true;
        stop.abort();
      }, this.o.timeoutMs);
    let timer = arm();
    try {
      const pieces = this.o.client.chatStream({ model: this.o.model, messages, options: { ...CHAT_OPTIONS, ...this.o.options }, signal: combined, timeoutMs: STREAM_DEADLINE_MS });
      for await (const piece of pieces) {
        clearTimeout(timer);
        timer = arm();
        relay.push(piece);
        if (relay.problem) break;
      }
    } catch (err) {
      if (idle && !signal?.aborted) throw new OllamaError(`Ollama sent nothing for ${this.o.timeoutMs} ms`, 'timeout');
      throw err;
    } finally {
      clearTimeout(timer);
      // Ends the upstream request if we stopped reading early; harmless after a complete reply.
      stop.abort();
    }
    return relay.finish();
  }

  /**
   * The stream broke after tokens were shown: they cannot be taken back, so the built-in
   * answer completes them, after a visible break, and both sets of facts are returned.
   */
  private completeBroken(relay: AnswerRelay, citer: Citer, draft: Answer, e: OllamaError): Answer {
    relay.finish();
    this.o.log?.(`answer: ${this.o.model} stream broke off (${e.message}); completed with the built-in answer`);
    if (e.kind === 'unreachable') this.o.onUnreachable?.();
    if (draft.text) relay.append(wordTokens(` …\n\n${draft.text}`));
    const facts = [...citer.facts];
    for (const f of draft.facts) pushFact(facts, f);
    return { text: relay.text, facts, model: draft.text ? `${this.o.model}+builtin` : this.o.model };
  }

  private factsFor(text: string, citer: Citer, sources: SourceHit[], draft: Answer, refusal: boolean): Fact[] {
    if (citer.facts.length > 0) return citer.facts;
    // "Your files do not say…" rests on nothing: a not-found answer has no facts.
    if (refusal) return [];
    const supporting = supportingFacts(text, sources);
    return supporting.length > 0 ? supporting : draft.facts;
  }
}

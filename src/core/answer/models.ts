import type { Config } from '../config.js';
import { CtxError } from '../errors.js';
import { OllamaClient } from '../models/ollama.js';

/** Model names that always mean the built-in extractive answerer. */
export const BUILTIN_NAME = 'builtin';
export const DEFAULT_NAME = 'default';
/** The hosted service's name for its default model, sent by all its documented clients. */
export const HOSTED_DEFAULT_NAME = 'synvo';

/** Which answerer a query gets, decided before anything is answered or streamed. */
export type ChatChoice =
  | { kind: 'builtin' }
  /** explicit: the caller named this model (a failure to reach it is a 503, not a fallback). */
  | { kind: 'ollama'; model: string; explicit: boolean };

/** How long a probe of /api/tags is trusted: longer when Ollama answered than when it did not. */
const UP_TTL_MS = 10_000;
const DOWN_TTL_MS = 3_000;
const PROBE_TIMEOUT_MS = 1_500;

interface Status {
  at: number;
  reachable: boolean;
  models: string[];
}

/** "llama3.2" and "llama3.2:latest" name the same model. */
export function sameModel(a: string, b: string): boolean {
  const norm = (s: string) => (s.includes(':') ? s : `${s}:latest`);
  return norm(a) === norm(b);
}

/**
 * Chat models the `model` field of /ai/query can name: `default`, `builtin`, and, when Ollama
 * is configured, its chat model and every model its /api/tags lists. Whether Ollama is up is
 * probed through /api/tags and remembered briefly; answers that fail to reach it mark it down.
 */
export class ChatModels {
  readonly client: OllamaClient | undefined;
  private status: Status | undefined;
  private probing: Promise<Status> | undefined;
  /** Every name /api/tags ever listed: still "known" (→ 503, not 400) while Ollama is down. */
  private readonly seen = new Set<string>();

  constructor(
    private readonly cfg: Config,
    private readonly now: () => number = Date.now,
  ) {
    this.client = cfg.ollama.host ? new OllamaClient(cfg.ollama.host, cfg.ollama.timeout_ms) : undefined;
  }

  /** Ollama's state, probed at most every few seconds (concurrent callers share one probe). */
  async ollama(): Promise<Status> {
    if (!this.client) return { at: this.now(), reachable: false, models: [] };
    const s = this.status;
    if (s && this.now() - s.at < (s.reachable ? UP_TTL_MS : DOWN_TTL_MS)) return s;
    this.probing ??= this.client
      .models(PROBE_TIMEOUT_MS)
      .then((models): Status => ({ at: this.now(), reachable: true, models }))
      .catch((): Status => ({ at: this.now(), reachable: false, models: this.status?.models ?? [] }))
      .then((st) => {
        this.status = st;
        for (const m of st.models) this.seen.add(m);
        this.probing = undefined;
        return st;
      });
    return this.probing;
  }

  /** An answer could not reach Ollama: the next queries go straight to the built-in answerer. */
  markDown(): void {
    this.status = { at: this.now(), reachable: false, models: this.status?.models ?? [] };
  }

  /**
   * Every name the `model` field accepts now: `default` and its hosted alias `synvo` (Ollama's
   * chat model when it answers, else built-in), `builtin`, and with Ollama its chat model and
   * the models it lists.
   */
  async names(): Promise<string[]> {
    const fixed = [DEFAULT_NAME, HOSTED_DEFAULT_NAME, BUILTIN_NAME];
    if (!this.client) return fixed;
    const st = await this.ollama();
    return [...new Set([...fixed, this.cfg.ollama.chat_model, ...st.models])];
  }

  /** The answerer for a `model` field; throws MODEL_UNAVAILABLE (400 unknown, 503 down). */
  async choose(requested: string | undefined): Promise<ChatChoice> {
    const asked = requested?.trim() || DEFAULT_NAME;
    const name = asked.toLowerCase() === HOSTED_DEFAULT_NAME ? DEFAULT_NAME : asked;
    if (name === BUILTIN_NAME) return { kind: 'builtin' };
    const chat = this.cfg.ollama.chat_model;
    if (name === DEFAULT_NAME) {
      if (!this.client) return { kind: 'builtin' };
      const st = await this.ollama();
      // A configured chat model that Ollama does not have would only answer 404.
      const pulled = st.models.length === 0 || st.models.some((m) => sameModel(m, chat));
      return st.reachable && pulled ? { kind: 'ollama', model: chat, explicit: false } : { kind: 'builtin' };
    }
    if (!this.client) throw unknownModel(name, await this.names());
    const st = await this.ollama();
    const listed = st.models.find((m) => m === name) ?? st.models.find((m) => sameModel(m, name));
    const known = listed ?? (sameModel(name, chat) ? chat : [...this.seen].find((m) => sameModel(m, name)));
    if (!known) {
      throw unknownModel(name, await this.names(), st.reachable ? '' : ` (Ollama at ${this.cfg.ollama.host} is unreachable, so its list may be incomplete)`);
    }
    if (!st.reachable) {
      throw new CtxError('MODEL_UNAVAILABLE', `model "${name}" is served by Ollama at ${this.cfg.ollama.host}, which is unreachable; use model "builtin" or "default" meanwhile`, 503);
    }
    if (!listed) {
      throw new CtxError('MODEL_UNAVAILABLE', `Ollama at ${this.cfg.ollama.host} does not have model "${name}" (ollama pull ${name})`, 503);
    }
    // The name as the caller wrote it: Ollama resolves "llama3.2" to "llama3.2:latest" itself.
    return { kind: 'ollama', model: name, explicit: true };
  }
}

function unknownModel(name: string, available: string[], note = ''): CtxError {
  return new CtxError('MODEL_UNAVAILABLE', `model "${name}" is not configured; available: ${available.join(', ')}${note}`);
}

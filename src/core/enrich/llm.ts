/**
 * Structured answers from an Ollama chat model: one /api/chat call with `format` set to a JSON
 * schema, the reply parsed and validated (zod); a reply that is not valid is asked for once
 * more, naming what was wrong. A timeout, an unreachable server or an error status is not
 * retried: the caller falls back to the built-in extractor.
 */
import type { z } from 'zod';
import { OllamaClient, OllamaError } from '../models/ollama.js';
import type { ExtractBackends } from '../ingest/types.js';

export interface ChatBackend {
  host: string;
  model: string;
  timeoutMs: number;
}

/** The chat model to use for enrichment, when Ollama and a chat model are configured. */
export function chatBackend(backends: ExtractBackends | undefined): ChatBackend | undefined {
  const o = backends?.ollama;
  if (!o?.host || !o.chat_model) return undefined;
  return { host: o.host, model: o.chat_model, timeoutMs: o.timeout_ms };
}

export type Structured<T> = { ok: true; value: T; attempts: number } | { ok: false; reason: string; attempts: number };

function describeIssues(err: z.ZodError): string {
  return err.issues
    .slice(0, 5)
    .map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`)
    .join('; ');
}

export async function structuredChat<T>(
  backend: ChatBackend,
  req: { system: string; user: string; format: unknown; schema: z.ZodType<T> },
): Promise<Structured<T>> {
  const client = new OllamaClient(backend.host, backend.timeoutMs);
  const messages: Array<{ role: 'system' | 'user' | 'assistant'; content: string }> = [
    { role: 'system', content: req.system },
    { role: 'user', content: req.user },
  ];
  let problem = '';
  for (let attempt = 1; attempt <= 2; attempt++) {
    let raw: string;
    try {
      raw = await client.chat({ model: backend.model, messages, format: req.format, options: { temperature: 0 }, timeoutMs: backend.timeoutMs });
    } catch (err) {
      const e = err as OllamaError;
      // A broken reply body is "invalid output" too; the server being slow, down or refusing is not.
      if (e instanceof OllamaError && e.kind === 'protocol' && attempt === 1) {
        problem = e.message;
        continue;
      }
      return { ok: false, reason: e?.message ?? String(err), attempts: attempt };
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      problem = 'the reply is not JSON';
    }
    if (parsed !== undefined) {
      const r = req.schema.safeParse(parsed);
      if (r.success) return { ok: true, value: r.data, attempts: attempt };
      problem = `the reply does not match the schema (${describeIssues(r.error)})`;
    }
    if (attempt === 1) {
      messages.push({ role: 'assistant', content: raw.slice(0, 4000) });
      messages.push({ role: 'user', content: `That answer was not usable: ${problem}. Answer again with only a JSON object that matches the schema.` });
    }
  }
  return { ok: false, reason: `invalid output twice: ${problem}`, attempts: 2 };
}

/** Plain-text chat (summaries); undefined content is a failure the caller handles. */
export async function textChat(backend: ChatBackend, system: string, user: string): Promise<string> {
  const client = new OllamaClient(backend.host, backend.timeoutMs);
  return client.chat({
    model: backend.model,
    messages: [
      { role: 'system', content: system },
      { role: 'user', content: user },
    ],
    options: { temperature: 0.2 },
    timeoutMs: backend.timeoutMs,
  });
}

/** Lower-cased words, for checking that a model's evidence is really in the document. */
export function wordsOf(s: string): string[] {
  return s.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '').match(/[\p{L}\p{N}]+/gu) ?? [];
}

export interface Grounding {
  /** The document's words joined by single spaces. */
  norm: string;
  words: Set<string>;
}

export function grounding(docText: string): Grounding {
  const ws = wordsOf(docText);
  return { norm: ws.join(' '), words: new Set(ws) };
}

/** Does `evidence` appear in the document (verbatim after normalising, or nearly all its words)? */
export function grounded(evidence: string, g: Grounding): boolean {
  const ev = wordsOf(evidence);
  if (ev.length === 0) return false;
  if (g.norm.includes(ev.join(' '))) return true;
  const hit = ev.filter((w) => g.words.has(w)).length;
  return hit / ev.length >= 0.8;
}

import { STOP_WORDS } from '../index/stopwords.js';
import { normalizeToken, tokenize } from '../index/tokens.js';
import { splitSentences } from '../index/sentences.js';
import { textChat, type ChatBackend } from './llm.js';

/** A line that is not prose: contacts, a date, a label with a value, a heading, a row of cells. */
function prose(s: string): boolean {
  if (s.length < 20 || !/\p{L}/u.test(s)) return false;
  // A piece that starts in lower case is the tail of a sentence cut elsewhere.
  if (/^[\p{Ll}]/u.test(s)) return false;
  if (/@|\bhttps?:\/\/|\s[|•·]\s/.test(s)) return false;
  const words = s.split(/\s+/);
  if (words.length < 4) return false;
  // A heading ("Heat pumps in older homes") states a topic, not a point.
  if (!/[.!?…"”')]$/.test(s) && words.length < 10) return false;
  // "Date of birth: 14 July 1989": a label, not a statement.
  if (/^[^:]{1,30}:\s/.test(s) && !/[.!?]$/.test(s)) return false;
  return true;
}

/**
 * Hard-wrapped text joined back into its sentences: a line that does not end a sentence runs on
 * into a next line that starts in lower case ("Roberts said he still\nregretted…"), a word cut
 * by a hyphen is whole again, and citation marks ("[32]") go.
 */
function unwrap(text: string): string {
  return text
    .replace(/(\p{Ll})-\n(?=\p{Ll})/gu, '$1')
    .replace(/([^\n.!?:;])\n(?=[\p{Ll}\d(“"'])/gu, '$1 ')
    // "…total employment in the\nUnited States will rise…": a line ending in a word that cannot end a sentence runs on.
    .replace(/\b(the|a|an|of|in|on|at|to|for|and|or|by|with|from|that|which|is|are|was|were|its|their|our|his|her|as|than)\n(?=\p{Lu})/giu, '$1 ')
    .replace(/\[(?:\d{1,3}|[a-z]|citation needed)\](?::\s?\d+)?/g, '');
}

/**
 * Sentences in order with a centrality score: the average document frequency of their content
 * words. Templated repeats (table rows, log lines: the same sentence up to its numbers) count
 * once, so boilerplate cannot outvote the prose.
 */
export function rankSentences(text: string): Array<{ i: number; s: string; score: number }> {
  const seen = new Set<string>();
  const sentences: string[] = [];
  for (const s of splitSentences(unwrap(text.slice(0, 100_000)))) {
    if (!prose(s)) continue;
    const template = s.toLowerCase().replace(/\d+/g, '#');
    if (seen.has(template)) continue;
    seen.add(template);
    sentences.push(s);
  }
  const freq = new Map<string, number>();
  const bags = sentences.map((s) => {
    const words = tokenize(s).map(normalizeToken).filter((w) => !STOP_WORDS.has(w) && w.length > 2 && !/^\d/.test(w));
    for (const w of new Set(words)) freq.set(w, (freq.get(w) ?? 0) + 1);
    return words;
  });
  return sentences.map((s, i) => {
    const words = bags[i]!;
    const score = words.length === 0 ? 0 : words.reduce((a, w) => a + (freq.get(w) ?? 0), 0) / Math.sqrt(words.length);
    // A small lead bias: openings usually state what a document is about.
    return { i, s, score: score * (i === 0 ? 1.3 : 1) };
  });
}

function overlap(a: string, b: string): number {
  const wa = new Set(tokenize(a).map(normalizeToken));
  const wb = new Set(tokenize(b).map(normalizeToken));
  let inter = 0;
  for (const w of wa) if (wb.has(w)) inter++;
  return inter / Math.max(1, Math.min(wa.size, wb.size));
}

/**
 * Extractive summary: the 1–3 most central sentences, no two saying nearly the same, kept in
 * document order. Lines that are not prose (contacts, labels, dates) are never picked; a text
 * without prose is summarised by its start.
 */
export function extractiveSummary(text: string, maxSentences = 3, maxChars = 600, maxWords = 60): string {
  // Whole sentences only, none over 45 words: a run-on piece or a paragraph without a full stop is not a point.
  const all = rankSentences(text);
  const whole = all.filter((r) => /[.!?"”')]$/.test(r.s) && !/…["”')]?$/.test(r.s) && r.s.split(/\s+/).length <= 45);
  const scored = whole.length > 0 ? whole : all;
  if (scored.length === 0) return text.slice(0, maxChars * 4).replace(/\s+/g, ' ').trim().slice(0, maxChars);
  const picked: typeof scored = [];
  for (const c of [...scored].sort((a, b) => b.score - a.score)) {
    if (picked.length >= maxSentences) break;
    if (picked.some((p) => overlap(p.s, c.s) > 0.7)) continue;
    picked.push(c);
  }
  picked.sort((a, b) => a.i - b.i);
  let out = '';
  for (const p of picked) {
    if (out && (out.length + p.s.length + 1 > maxChars || `${out} ${p.s}`.split(/\s+/).length > maxWords)) continue;
    out = out ? `${out} ${p.s}` : p.s;
  }
  return out.slice(0, maxChars);
}

/** Characters of content a model is shown for a summary. */
const SUMMARY_INPUT = 12_000;

/**
 * A generated summary from an Ollama chat model; undefined on any failure (timeout, error, an
 * empty or runaway answer), and the caller keeps the extractive one.
 */
export async function ollamaSummary(backend: ChatBackend, input: { name: string; kind: string; text: string }): Promise<string | undefined> {
  const text = input.text.slice(0, SUMMARY_INPUT).trim();
  if (!text) return undefined;
  try {
    const reply = await textChat(
      backend,
      'You summarise files for a search index. Reply with a concise summary of 1 to 3 sentences in plain text: what the file is and its key points. No preamble, no lists, no markdown.',
      `File: ${input.name} (${input.kind})\n---\n${text}`,
    );
    const s = reply
      .replace(/^\s*(?:summary|here is (?:a|the) summary[^:]*)\s*:\s*/i, '')
      .replace(/[*_#`]+/g, '')
      .replace(/\s+/g, ' ')
      .trim();
    if (s.length < 10 || s.length > 1500 || !/\p{L}/u.test(s)) return undefined;
    return s;
  } catch {
    return undefined;
  }
}

import type { ChunkHit } from '../store/chunks.js';
import { STOP_WORDS } from '../index/stopwords.js';
import { normalizeToken, tokenize } from '../index/tokens.js';
import { splitSentences } from '../index/sentences.js';

export interface Fact {
  chunk: string;
  reference: string;
}

export interface DraftAnswer {
  text: string;
  facts: Fact[];
}

function contentWords(text: string): string[] {
  return tokenize(text)
    .map(normalizeToken)
    .filter((w) => !STOP_WORDS.has(w));
}

/** Crude stemming, only to let "joined" meet "join" when scoring sentences. */
function stem(w: string): string {
  return w.replace(/(?:ing|ed|es|s)$/u, '') || w;
}

/**
 * The built-in answerer: picks the sentences of the retrieved chunks that share the most
 * (rarest) words with the question and composes them into an answer; each sentence used
 * becomes a fact whose chunk contains it and whose reference locates it.
 */
export function extractiveAnswer(
  question: string,
  hits: Array<ChunkHit & { path: string }>,
  maxSentences = 3,
): DraftAnswer {
  const q = new Set(contentWords(question).map(stem));
  if (q.size === 0 || hits.length === 0) return { text: '', facts: [] };
  const candidates: Array<{ sentence: string; hit: ChunkHit & { path: string }; score: number; rank: number }> = [];
  const df = new Map<string, number>();
  const perSentence: Array<{ sentence: string; hit: ChunkHit & { path: string }; words: Set<string>; rank: number }> = [];
  hits.forEach((hit, rank) => {
    for (const sentence of splitSentences(hit.text)) {
      const words = new Set(contentWords(sentence).map(stem));
      for (const w of words) df.set(w, (df.get(w) ?? 0) + 1);
      perSentence.push({ sentence, hit, words, rank });
    }
  });
  const n = perSentence.length;
  for (const s of perSentence) {
    let score = 0;
    for (const w of q) if (s.words.has(w)) score += Math.log(1 + n / (df.get(w) ?? 1));
    if (score <= 0) continue;
    // Prefer sentences from better-ranked chunks, and not fragments or walls of text.
    const lengthPenalty = s.sentence.length < 25 ? 0.6 : s.sentence.length > 400 ? 0.8 : 1;
    candidates.push({ sentence: s.sentence, hit: s.hit, score: (score * lengthPenalty) / (1 + 0.1 * s.rank), rank: s.rank });
  }
  candidates.sort((a, b) => b.score - a.score);
  const chosen: typeof candidates = [];
  for (const c of candidates) {
    if (chosen.length >= maxSentences) break;
    if (chosen.some((x) => x.sentence === c.sentence)) continue;
    // A sentence far weaker than the best one adds noise, not support.
    if (chosen.length > 0 && c.score < chosen[0]!.score * 0.35) break;
    chosen.push(c);
  }
  if (chosen.length === 0) {
    const best = hits[0]!;
    const first = splitSentences(best.text)[0] ?? best.text.slice(0, 300);
    chosen.push({ sentence: first, hit: best, score: 0, rank: 0 });
  }
  const facts: Fact[] = [];
  for (const c of chosen) {
    const reference = c.hit.path + c.hit.locator;
    if (!facts.some((f) => f.reference === reference && f.chunk === c.hit.text)) facts.push({ chunk: c.hit.text, reference });
  }
  return { text: chosen.map((c) => c.sentence).join(' '), facts };
}

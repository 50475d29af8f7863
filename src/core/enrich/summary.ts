import { STOP_WORDS } from '../index/stopwords.js';
import { normalizeToken, tokenize } from '../index/tokens.js';
import { splitSentences } from '../index/sentences.js';

/**
 * Extractive summary: the 1–3 most central sentences (highest average frequency of their
 * content words across the document), kept in document order.
 */
export function extractiveSummary(text: string, maxSentences = 3, maxChars = 600): string {
  const sentences = splitSentences(text.slice(0, 100_000)).filter((s) => s.length >= 20 && /\p{L}/u.test(s));
  if (sentences.length === 0) return text.trim().slice(0, maxChars);
  const freq = new Map<string, number>();
  const bags = sentences.map((s) => {
    const words = tokenize(s).map(normalizeToken).filter((w) => !STOP_WORDS.has(w) && w.length > 2);
    for (const w of new Set(words)) freq.set(w, (freq.get(w) ?? 0) + 1);
    return words;
  });
  const scored = sentences.map((s, i) => {
    const words = bags[i]!;
    const score = words.length === 0 ? 0 : words.reduce((a, w) => a + (freq.get(w) ?? 0), 0) / Math.sqrt(words.length);
    // A small lead bias: openings usually state what a document is about.
    return { i, s, score: score * (i === 0 ? 1.3 : 1) };
  });
  const picked = [...scored].sort((a, b) => b.score - a.score).slice(0, maxSentences).sort((a, b) => a.i - b.i);
  let out = '';
  for (const p of picked) {
    if (out && out.length + p.s.length + 1 > maxChars) break;
    out = out ? `${out} ${p.s}` : p.s;
  }
  return out.slice(0, maxChars);
}

/** How much of an earlier question's (or a question's names') vocabulary each retrieved chunk holds. */
import type { Hit } from './sentences.js';
import { wordsOf } from './words.js';

/**
 * Per chunk, a factor in [0.15, 1] for how much of the earlier question's vocabulary it holds.
 * Only words that tell chunks apart count: one no chunk holds ("tell me about") is not
 * evidence, and neither is one every chunk holds ("joined").
 */
export function contextWeights(context: Set<string> | undefined, hits: Hit[], bagOf: (h: Hit) => Set<string> = (h) => wordsOf(h.text)): Map<Hit, number> {
  const out = new Map<Hit, number>();
  if (!context || context.size === 0) return out;
  const bags = new Map(hits.map((h) => [h, bagOf(h)] as const));
  const holders = (w: string): number => [...bags.values()].filter((b) => b.has(w)).length;
  const present = [...context].filter((w) => holders(w) > 0);
  const telling = present.filter((w) => holders(w) < bags.size);
  const relevant = telling.length > 0 ? telling : present;
  if (relevant.length === 0) return out;
  for (const [h, bag] of bags) {
    const covered = relevant.filter((w) => bag.has(w)).length / relevant.length;
    out.set(h, 0.15 + 0.85 * covered);
  }
  return out;
}

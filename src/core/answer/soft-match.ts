/** Question words a chunk lacks, counted in part when it holds a word close in meaning (the word table). */
import { STOP_WORDS } from '../index/stopwords.js';
import type { Hit } from './sentences.js';
import { wordsOf } from './words.js';

/**
 * Chosen with bench:tune-answers-qa on the dev halves of bench:qa and bench:qa2 (from 0.5, 0.6,
 * 0.7 × weight 0.5, 1): at 0.6 / 0.5 answers 74 → 75 of 95 and 19 → 21 of 36, unanswerable
 * questions handled unchanged (21 of 24, 11 of 12); from 0.5, or at full weight, near-misses
 * ("new tyres" against a line about brake pads) got through.
 */
const SOFT_FROM = 0.6;
const SOFT_WEIGHT = 0.5;

/**
 * For the question words a chunk lacks, the share of each that the chunk holds in another word
 * of close meaning ("flight" for "fly", "tenancy" for "lease"): from SOFT_FROM cosine in the word
 * table, up to SOFT_WEIGHT of the word at cosine 1.
 */
export function softMatcher(question: string, q: Set<string>, vec: (w: string) => Float32Array | undefined) {
  // The question's words as written, by stem (the table knows words, not stems).
  const written = new Map<string, string>();
  for (const t of question.toLowerCase().match(/[\p{L}]+/gu) ?? []) {
    const st = [...wordsOf(t)][0];
    if (st && q.has(st) && !written.has(st)) written.set(st, t);
  }
  const qVecs = new Map<string, Float32Array>();
  for (const [st, w] of written) {
    const v = vec(w);
    if (v) qVecs.set(st, v);
  }
  const cache = new WeakMap<object, Float32Array[]>();
  return (hit: Hit, absent: string[]): Map<string, number> => {
    let vs = cache.get(hit);
    if (!vs) {
      const seen = new Set<string>();
      vs = [];
      for (const t of hit.text.toLowerCase().match(/[\p{L}]{3,}/gu) ?? []) {
        if (seen.has(t) || STOP_WORDS.has(t) || seen.size > 400) continue;
        seen.add(t);
        const v = vec(t);
        if (v) vs.push(v);
      }
      cache.set(hit, vs);
    }
    const out = new Map<string, number>();
    for (const w of absent) {
      const qv = qVecs.get(w);
      if (!qv) continue;
      let best = 0;
      for (const v of vs) {
        let d = 0;
        for (let i = 0; i < v.length; i++) d += v[i]! * qv[i]!;
        if (d > best) best = d;
      }
      if (best >= SOFT_FROM) out.set(w, SOFT_WEIGHT * Math.min(1, (best - SOFT_FROM) / (1 - SOFT_FROM)));
    }
    return out;
  };
}

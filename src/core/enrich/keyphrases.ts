import { STOP_WORDS } from '../index/stopwords.js';
import { normalizeToken, tokenize } from '../index/tokens.js';

const MIN_LEN = 3;

function usable(word: string): boolean {
  return word.length >= MIN_LEN && !STOP_WORDS.has(word) && !/^\d+$/.test(word) && /\p{L}/u.test(word);
}

/**
 * Key phrases by frequency: single words and two-word phrases that recur, phrases preferred
 * when they are as frequent as their words. Offline and deterministic.
 */
export function keyPhrases(text: string, max = 8): string[] {
  const words = tokenize(text.slice(0, 200_000)).map(normalizeToken);
  const uni = new Map<string, number>();
  const bi = new Map<string, number>();
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (!usable(w)) continue;
    uni.set(w, (uni.get(w) ?? 0) + 1);
    const next = words[i + 1];
    if (next && usable(next)) {
      const p = `${w} ${next}`;
      bi.set(p, (bi.get(p) ?? 0) + 1);
    }
  }
  const scored: Array<[string, number]> = [];
  for (const [p, n] of bi) if (n >= 2) scored.push([p, n * 1.5]);
  for (const [w, n] of uni) scored.push([w, n]);
  scored.sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const out: string[] = [];
  const covered = new Set<string>();
  for (const [p] of scored) {
    if (out.length >= max) break;
    const parts = p.split(' ');
    if (parts.length === 1 && covered.has(p)) continue;
    if (parts.length > 1 && parts.every((x) => covered.has(x))) continue;
    out.push(p);
    parts.forEach((x) => covered.add(x));
  }
  return out;
}

/** `#lowercase-words` tags from phrases, unique, 3 to 8 of them when the text allows. */
export function hashTags(phrases: string[], fallback: string[] = []): string[] {
  const tags: string[] = [];
  for (const p of [...phrases, ...fallback]) {
    const tag = '#' + normalizeToken(p).replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-+|-+$/g, '');
    if (tag.length > 1 && !tags.includes(tag)) tags.push(tag);
    if (tags.length >= 8) break;
  }
  return tags;
}

import { QUERY_STOP_WORDS } from '../index/stopwords.js';
import { normalizeToken, tokenize } from '../index/tokens.js';

/**
 * Builds an FTS5 expression from free text: an OR of quoted terms, stop words and repeated
 * words dropped (repeats only skew BM25). Quoting makes every user string safe: FTS5 syntax
 * characters inside quotes are literal. Returns undefined when nothing searchable is left.
 */
export function buildMatch(text: string): string | undefined {
  const seen = new Set<string>();
  const terms: string[] = [];
  const all = tokenize(text);
  for (const t of all) {
    const norm = normalizeToken(t);
    if (seen.has(norm)) continue;
    seen.add(norm);
    if (QUERY_STOP_WORDS.has(norm)) continue;
    terms.push(t);
  }
  // A query made only of stop words ("the who") still deserves an answer.
  if (terms.length === 0) terms.push(...[...new Set(all.map(normalizeToken))]);
  if (terms.length === 0) return undefined;
  return terms.map((t) => `"${t.replace(/"/g, '""')}"`).join(' OR ');
}

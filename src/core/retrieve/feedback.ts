import type { Store } from '../store/index.js';
import type { ChunkScore } from '../store/chunks.js';
import { STOP_WORDS } from '../index/stopwords.js';
import { normalizeToken } from '../index/tokens.js';
import { hasCjk } from '../index/cjk.js';
import { documentFrequencies, indexStats } from './evidence.js';
import type { LexicalQuery } from './fts-query.js';

/**
 * Pseudo-relevance feedback for the deep end of a result list. The first `from` results stay
 * exactly as ranked; the rest are re-ranked by the query's BM25 plus a second BM25 search for
 * the words that characterise the best results (RM3-style: frequent in the top texts, rare in
 * the index). A relevant text that shares few words with the question but many with the texts
 * that answer it moves up from rank 150 into the top 100.
 *
 * On SciFact's train split (809 queries) Recall@100 rose from 0.932 to 0.944 with nDCG@10
 * unchanged (the head is never touched); weights 0.6–1.0 all scored within 0.003 of each other.
 * It only runs when more than `from` results are asked for, so the default /ai/search
 * (limit 10) pays nothing. See docs/DECISIONS.md (retrieval).
 */
export interface FeedbackParams {
  /** Results kept exactly as ranked; feedback orders the ones after them. */
  from: number;
  /** Top results whose text the expansion words are drawn from. */
  docs: number;
  /** Expansion words searched. */
  terms: number;
  /** Weight of the expansion search against the query's own BM25 (both normalised to 0..1). */
  weight: number;
  /** Candidate words whose document frequency is looked up (the most frequent in the top texts). */
  pool: number;
  /**
   * Most chunk rows the expansion search may match (the sum of its words' document
   * frequencies): FTS5 scores every matching row, so this bounds its cost at any index size.
   */
  postings: number;
}

export const DEFAULT_FEEDBACK: FeedbackParams = { from: 10, docs: 10, terms: 10, weight: 0.8, pool: 80, postings: 3000 };

const WORD = /[\p{L}\p{N}]+/gu;

/** A crude conflation key so "cell" and "cells" are one candidate (FTS5's porter stems both alike). */
const conflate = (w: string): string => (w.length > 4 ? w.replace(/(?:ies|es|s)$/, '') : w);

/**
 * Expansion words from feedback texts (best first, each with the score it was ranked by):
 * weight = Σ over texts of (share of the text's words) × exp(score / best score), times IDF.
 * Query words, stop words, numbers, words under 3 letters and CJK runs (the main index does
 * not split them) are left out.
 */
export function expansionTerms(store: Store, q: LexicalQuery, feedback: Array<{ text: string; score: number }>, p: FeedbackParams = DEFAULT_FEEDBACK): string[] {
  if (feedback.length === 0) return [];
  const asked = new Set(q.words.map((w) => conflate(normalizeToken(w))));
  const best = feedback[0]!.score > 0 ? feedback[0]!.score : 1;
  const weight = new Map<string, { word: string; w: number }>();
  for (const { text, score } of feedback) {
    const words = (text.toLowerCase().match(WORD) ?? []).filter((t) => t.length > 2 && !STOP_WORDS.has(t) && !/^\p{N}+$/u.test(t) && !hasCjk(t));
    if (words.length === 0) continue;
    const tf = new Map<string, number>();
    for (const t of words) tf.set(t, (tf.get(t) ?? 0) + 1);
    const docWeight = Math.exp(score / best);
    for (const [t, n] of tf) {
      const key = conflate(normalizeToken(t));
      if (asked.has(key)) continue;
      const cur = weight.get(key);
      const add = (n / words.length) * docWeight;
      if (cur) cur.w += add;
      else weight.set(key, { word: t, w: add });
    }
  }
  const rows = indexStats(store).rows;
  const pool = [...weight.values()].sort((a, b) => b.w - a.w).slice(0, p.pool);
  // A word in more rows than the whole budget can never be searched: its exact count is not needed.
  const dfs = documentFrequencies(store, 'chunks_fts', pool.map((x) => x.word), p.postings);
  const ranked = pool
    .map(({ word, w }, i) => {
      const df = dfs[i]!;
      return { word, df, w: w * Math.log((rows + 1) / (df + 1)) };
    })
    .filter((x) => x.w > 0)
    .sort((a, b) => b.w - a.w);
  const out: string[] = [];
  let postings = 0;
  for (const x of ranked) {
    if (out.length >= p.terms) break;
    if (postings + x.df > p.postings) continue;
    postings += x.df;
    out.push(x.word);
  }
  return out;
}

/** The terms the expansion search looks for (any of them), or undefined when there are none. */
export function expansionMatch(terms: string[]): string[] | undefined {
  return terms.length ? terms : undefined;
}

/**
 * Re-ranks everything after the head: score = own score / best own score (the score `ranked`
 * carries: BM25, or the fused one) + weight × expansion BM25 / best expansion BM25, per file
 * (its best chunk). Files found only by the expansion
 * search join the tail. Tail scores are scaled below the last head score, so the list stays
 * ordered by `score`.
 */
export function rerankTail(
  ranked: Array<{ key: string; score: number }>,
  expansion: ChunkScore[],
  p: FeedbackParams = DEFAULT_FEEDBACK,
): Array<{ key: string; score: number }> {
  const head = ranked.slice(0, p.from);
  const headKeys = new Set(head.map((h) => h.key));
  const exp = new Map<string, number>();
  for (const h of expansion) exp.set(h.file_id, Math.max(exp.get(h.file_id) ?? 0, -h.score));
  const expTop = Math.max(1e-9, ...exp.values());
  const own = new Map(ranked.map((r) => [r.key, r.score]));
  const ownTop = Math.max(1e-9, ...own.values());
  const keys = new Set([...ranked.map((r) => r.key), ...exp.keys()]);
  const tail = [...keys]
    .filter((k) => !headKeys.has(k))
    .map((key) => ({ key, score: (own.get(key) ?? 0) / ownTop + (p.weight * (exp.get(key) ?? 0)) / expTop }))
    .filter((t) => t.score > 0)
    .sort((a, b) => b.score - a.score);
  const floor = head.length ? head[head.length - 1]!.score : 1;
  // Below the head's last score whatever its scale (raw BM25 in bm25 mode, fused otherwise).
  const scale = (Math.max(floor, 1e-9) * 0.999) / (1 + p.weight);
  return [...head, ...tail.map((t) => ({ key: t.key, score: t.score * scale }))];
}

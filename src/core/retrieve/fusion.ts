/**
 * Score fusion of BM25 and vector similarity. Plain rank fusion (RRF) with word vectors is
 * harmful on SciFact (0.43 nDCG@10 against 0.68 for BM25 alone: the vectors rank badly and RRF
 * gives them an equal vote), so the fusion here is score-normalised and weighted, and the
 * weight depends on how well BM25 did:
 *
 *   fused(d) = bm25(d) / bm25(best) + w(E) · z(d)
 *
 * where z is the z-score of the cosine similarity among the candidates and E, the BM25
 * evidence, is the share of the query's IDF mass that the best BM25 hit contains. When BM25
 * found a text with the query's rare words (E high), w is small: vectors only reorder near
 * ties and never pull a clear BM25 winner down. When the rare words of the query occur
 * nowhere or only partly (a paraphrase: "physician" for "doctor"), w grows and texts found
 * only by their vectors are admitted. Parameters: ../../../docs/DECISIONS.md (retrieval).
 */

export interface FusionParams {
  /** Vector weight when BM25 evidence is strong (E ≥ eHigh). */
  wLow: number;
  /** Vector weight when BM25 evidence is weak (E ≤ eLow). */
  wHigh: number;
  eLow: number;
  eHigh: number;
  /** Largest |z| used: one extreme cosine cannot dominate. */
  zClip: number;
  /** A vector-only candidate needs at least this z (and E < eHigh) to be admitted. */
  admitZ: number;
}

export const DEFAULT_FUSION: FusionParams = { wLow: 0.05, wHigh: 0.5, eLow: 0.4, eHigh: 0.8, zClip: 3, admitZ: 1 };

export interface FusionItem<K> {
  key: K;
  /** BM25 score, higher is better; 0 (or absent) for a candidate found only by its vector. */
  lexical?: number;
  /** Cosine similarity to the query, when the candidate has a vector. */
  cosine?: number;
}

/** The vector weight for a given BM25 evidence, linear between the two thresholds. */
export function vectorWeight(evidence: number, p: FusionParams = DEFAULT_FUSION): number {
  if (evidence >= p.eHigh) return p.wLow;
  if (evidence <= p.eLow) return p.wHigh;
  const t = (p.eHigh - evidence) / (p.eHigh - p.eLow);
  return p.wLow + t * (p.wHigh - p.wLow);
}

/**
 * Fuses candidates into one score each (higher is better), best first. Candidates without a
 * BM25 score are kept only when they are admitted (weak evidence, high z); candidates
 * without a cosine keep their normalised BM25 score (z counted as 0).
 */
export function fuse<K>(items: FusionItem<K>[], evidence: number, p: FusionParams = DEFAULT_FUSION): Array<{ key: K; score: number }> {
  const top = Math.max(0, ...items.map((i) => i.lexical ?? 0));
  const cos = items.map((i) => i.cosine).filter((c): c is number => c !== undefined && Number.isFinite(c));
  let mean = 0;
  let sd = 0;
  if (cos.length >= 2) {
    mean = cos.reduce((a, b) => a + b, 0) / cos.length;
    sd = Math.sqrt(cos.reduce((a, b) => a + (b - mean) ** 2, 0) / cos.length);
  }
  const w = vectorWeight(evidence, p);
  const admitting = evidence < p.eHigh;
  const out: Array<{ key: K; score: number }> = [];
  for (const it of items) {
    const lex = it.lexical !== undefined && it.lexical > 0 && top > 0 ? it.lexical / top : 0;
    const z = it.cosine !== undefined && sd > 1e-9 ? Math.max(-p.zClip, Math.min(p.zClip, (it.cosine - mean) / sd)) : 0;
    if (lex === 0 && !(admitting && z >= p.admitZ)) continue;
    out.push({ key: it.key, score: lex + w * z });
  }
  return out.sort((a, b) => b.score - a.score);
}

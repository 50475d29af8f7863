/**
 * Score fusion of BM25 and vector similarity. Plain rank fusion (RRF) with word vectors is
 * harmful on SciFact (0.43 nDCG@10 against 0.68 for BM25 alone: the vectors rank badly and RRF
 * gives them an equal vote), so the fusion here is score-normalised and weighted, and the
 * weight depends on how well BM25 did:
 *
 *   fused(d) = bm25(d) / bm25(best)  +  w(E, V) · max(0, z(d)) / zClip
 *
 * z is the z-score of the cosine similarity among the candidates (clipped to ±zClip) and E, the
 * BM25 evidence, the share of the query's IDF mass that the index holds (evidence.ts). When
 * every word of the query is in some text (E = 1), w is 0 and BM25 alone ranks: exact matches are
 * never pulled down. The fewer of the query's rare words BM25 found (a paraphrase: "physician"
 * for "doctor", "tooth doctor" for "dentist"), the more the vectors weigh, up to wHigh = 6 —
 * six times the whole BM25 range over zClip standard deviations, so a text the vectors single
 * out (z ≥ 1.5) outranks BM25's best partial match; texts found only by their vectors are
 * admitted from z ≥ 1 and a cosine near the query's meaning floor, ten at most (a confidently
 * wrong encoder cannot flood a deep list). All
 * of it only as far as the embedder knows the query's rare words (V, the share of the IDF mass
 * in its vocabulary; for the built-in encoder, the 100,000 most frequent English words):
 * vectors of a query about "IL-6 and Th17" or ivermectin speak only for its common words, and
 * with vectors forced onto every SciFact train query nDCG@10 drops by 0.053.
 *
 * Until session 3 the fusion was max(bm25, w·z/zClip) with wHigh 2, eHigh 0.9 and the best BM25
 * hit kept first unless E ≤ 0.4: that first-place rule alone cost the paraphrase questions
 * (dev half) 0.08 nDCG@10, because BM25's best hit for a paraphrase is nearly always a text
 * sharing only its everyday words. Measurements: docs/DECISIONS.md (retrieval).
 *
 * Since session 8 a below-average cosine no longer counts against a text BM25 found (z was
 * used both ways): the encoder reads OCR'd scans, tables, lists and other languages poorly, and
 * a low cosine there says more about the encoder than about the text — French council minutes
 * holding "démolition" and "comité" fell from BM25's first place to ninth for an English
 * question. Neutral on every dev set; with vectors forced onto every SciFact train query it
 * keeps BM25's right hits in the top 100 (R@100 0.819 → 0.853).
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
  /** Vocabulary coverage V below which vectors get no weight, and above which they get all of w(E). */
  vLow: number;
  vHigh: number;
  /** Most candidates found only by their vectors that are admitted (the best by z). */
  admitMax: number;
  /**
   * Share of the query's meaning floor (relevance.ts: the cosine from which a text counts as
   * close in meaning) that a vector-only candidate's cosine must reach, besides admitZ.
   */
  admitFloor: number;
  /** Whether only an above-average cosine counts (files); false: a below-average one also counts against (chunks for answers). */
  onlyLift: boolean;
}

/**
 * Chosen on SciFact's train split (must not lose), the dev half of bench/paraphrase and bench:qa's
 * dev questions (must gain); see docs/DECISIONS.md. With wLow 0 a query whose words BM25 found
 * (all of them: E = eHigh = 1) is ranked by BM25 alone and never waits for a query vector.
 */
export const DEFAULT_FUSION: FusionParams = { wLow: 0, wHigh: 6, eLow: 0.4, eHigh: 1, zClip: 3, admitZ: 1, vLow: 0.8, vHigh: 0.95, admitMax: 10, admitFloor: 0.9, onlyLift: true };

/** How far BM25 got, and how much of the query the embedder understood (both 0..1). */
export interface QueryEvidence {
  /** Share of the query's IDF mass that BM25 can find in the index (0 when it found nothing; evidence.ts). */
  bm25: number;
  /** Share of the query's IDF mass in the embedder's vocabulary (1 for subword models). */
  coverage: number;
}

export interface FusionItem<K> {
  key: K;
  /** BM25 score, higher is better; 0 (or absent) for a candidate found only by its vector. */
  lexical?: number;
  /** Cosine similarity to the query, when the candidate has a vector. */
  cosine?: number;
}

const ramp = (x: number, lo: number, hi: number): number => (x <= lo ? 0 : x >= hi ? 1 : (x - lo) / (hi - lo));

/** The vector weight: wLow, rising to wHigh as BM25 evidence falls, times how well the embedder knows the query. */
export function vectorWeight(ev: QueryEvidence, p: FusionParams = DEFAULT_FUSION): number {
  const weak = 1 - ramp(ev.bm25, p.eLow, p.eHigh);
  return (p.wLow + (p.wHigh - p.wLow) * weak) * ramp(ev.coverage, p.vLow, p.vHigh);
}

/**
 * Fuses candidates into one score each (higher is better), best first. Candidates without a
 * BM25 score are kept only when they are admitted (weak evidence, high z, and — in a space with
 * a measured `meaningFloor` (relevance.ts) — a cosine of at least admitFloor × that floor);
 * candidates without a cosine keep their normalised BM25 score (z counted as 0).
 *
 * The floor: z alone admitted texts that stand out only among texts further still from the
 * query. On a small collection of OCR'd receipts and scans, whose cosines are all low, a news
 * article at cosine 0.24 (z 3) came first for "Where did Christopher Morgan study?", above the
 * CV that holds the name; a file that shares no word with the query must also be close in
 * meaning by the standard that keeps a query at all (the "[]" rule, per file).
 */
export function fuse<K>(items: FusionItem<K>[], evidence: QueryEvidence, p: FusionParams = DEFAULT_FUSION, meaningFloor?: number): Array<{ key: K; score: number }> {
  const top = Math.max(0, ...items.map((i) => i.lexical ?? 0));
  const cos = items.map((i) => i.cosine).filter((c): c is number => c !== undefined && Number.isFinite(c));
  let mean = 0;
  let sd = 0;
  if (cos.length >= 2) {
    mean = cos.reduce((a, b) => a + b, 0) / cos.length;
    sd = Math.sqrt(cos.reduce((a, b) => a + (b - mean) ** 2, 0) / cos.length);
  }
  const w = vectorWeight(evidence, p);
  // Vector-only candidates come in only while BM25 evidence is not complete.
  const admitting = w > 0 && evidence.bm25 < p.eHigh;
  const out: Array<{ key: K; score: number }> = [];
  const admitted: Array<{ key: K; score: number }> = [];
  for (const it of items) {
    const lex = it.lexical !== undefined && it.lexical > 0 && top > 0 ? it.lexical / top : 0;
    const z = it.cosine !== undefined && sd > 1e-9 ? Math.max(-p.zClip, Math.min(p.zClip, (it.cosine - mean) / sd)) : 0;
    // Meaning only lifts: a text BM25 found keeps its place among those the vectors do not single out.
    const lift = (w * (p.onlyLift ? Math.max(0, z) : z)) / p.zClip;
    if (lex > 0) out.push({ key: it.key, score: lex + lift });
    else if (admitting && z >= p.admitZ && (meaningFloor === undefined || it.cosine! >= p.admitFloor * meaningFloor)) admitted.push({ key: it.key, score: lift });
  }
  out.push(...admitted.sort((a, b) => b.score - a.score).slice(0, p.admitMax));
  return out.sort((a, b) => b.score - a.score);
}

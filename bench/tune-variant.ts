/** What bench:tune and bench:tune-qa share: variant specs and the queries' vectors. */
import type { Store } from '../src/core/store/index.js';
import { STOP_WORDS } from '../src/core/index/stopwords.js';
import type { SearchOptions } from '../src/core/retrieve/search.js';
import type { QueryVector, VectorIndex } from '../src/core/retrieve/vector-index.js';
import type { FusionParams } from '../src/core/retrieve/fusion.js';
import type { FeedbackParams } from '../src/core/retrieve/feedback.js';

export interface Variant {
  answer: Record<string, number>;
  mode: SearchOptions['mode'] | 'vectors';
  fusion: Partial<FusionParams>;
  feedback: Partial<FeedbackParams> | false;
  title?: string;
  /**
   * `knows=words`: the encoder's query vectors count a word as known when the word vectors know
   * it; `knows=<n>`: when it is among the word vectors' n most frequent words.
   */
  knows?: string;
}

export function parseVariant(spec: string): Variant {
  const out: Variant = { mode: 'hybrid', fusion: {}, feedback: {}, answer: {} };
  for (const kv of spec.split(',').filter(Boolean)) {
    const [k, v] = kv.split('=') as [string, string];
    if (k === 'mode') out.mode = v as Variant['mode'];
    else if (k === 'title') out.title = v;
    else if (k === 'knows') out.knows = v;
    else if (k === 'feedback' && v === 'off') out.feedback = false;
    else if (k.startsWith('ans.')) out.answer[k.slice(4)] = Number(v);
    else if (k.startsWith('fb.') && out.feedback) (out.feedback as Record<string, number>)[k.slice(3)] = Number(v);
    else (out.fusion as Record<string, unknown>)[k] = Number.isNaN(Number(v)) ? v : Number(v);
  }
  return out;
}

/**
 * Every query's vector in the space searches use, computed once per variant run (the sentence
 * encoder's in its process, as the daemon does it), so searchFiles can stay synchronous.
 */
export async function queryVectors(index: VectorIndex, ids: Iterable<string>, queries: Map<string, string>): Promise<Map<string, QueryVector | null>> {
  const out = new Map<string, QueryVector | null>();
  for (const q of ids) {
    const qv = (await index.queryVector(queries.get(q)!)) ?? null;
    if (qv && !qv.vector && qv.compute) qv.vector = await qv.compute();
    out.set(q, qv?.vector ? qv : null);
  }
  return out;
}


/** Files ranked by the query vector alone: each file's best chunk cosine (`mode=vectors`). */
export function vectorsAlone(store: Store, subUserId: number, qv: QueryVector | null, limit: number): string[] {
  if (!qv?.vector) return [];
  const hits = store.vectors.knn(qv.spaceId, subUserId, qv.vector, Math.min(4096, limit * 4));
  const rows = store.chunks.byIds(subUserId, hits.map((h) => h.chunk_id));
  const files: string[] = [];
  for (const h of hits) {
    const f = rows.get(h.chunk_id)?.file_id;
    if (f && !files.includes(f)) files.push(f);
  }
  return files.slice(0, limit).map((f) => store.entries.byId(subUserId, f)?.name ?? f);
}

/** Applies a `knows=` variant to the queries' vectors (see Variant). */
export function applyKnows(v: Variant, qvs: Map<string, QueryVector | null>, words: { lookup(w: string): number } | undefined): void {
  if (!v.knows || !words) return;
  const rank = v.knows === 'words' ? Infinity : Number(v.knows);
  for (const qv of qvs.values())
    if (qv)
      qv.knows = (w) => {
        if (STOP_WORDS.has(w)) return true;
        const i = words.lookup(w);
        return i >= 0 && i < rank;
      };
}

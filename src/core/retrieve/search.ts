import type { Store } from '../store/index.js';
import type { ChunkHit } from '../store/chunks.js';
import type { Entry } from '../store/entries.js';
import { CtxError } from '../errors.js';
import { buildMatch } from './fts-query.js';

export interface FileHit {
  entry: Entry;
  score: number;
  chunks: ChunkHit[];
}

/** How many chunks are read per wanted file before aggregating (files have several chunks). */
const CHUNKS_PER_FILE = 4;

/** Chunk-level BM25 for one sub-user; bm25() is negative, so we flip it to "higher is better". */
export function searchChunks(store: Store, subUserId: number, text: string, limit: number): ChunkHit[] {
  const match = buildMatch(text);
  if (!match) return [];
  try {
    return store.chunks.search(subUserId, match, limit).map((h) => ({ ...h, score: -h.score }));
  } catch (err) {
    throw new CtxError('SEARCH_FAILED', `search failed: ${(err as Error).message}`);
  }
}

/** Files ranked by their best chunk, one hit per file, best first. */
export function searchFiles(store: Store, subUserId: number, text: string, limit: number): FileHit[] {
  const hits = searchChunks(store, subUserId, text, Math.max(limit * CHUNKS_PER_FILE, 20));
  const byFile = new Map<string, FileHit>();
  for (const h of hits) {
    const cur = byFile.get(h.file_id);
    if (cur) {
      cur.chunks.push(h);
      continue;
    }
    const entry = store.entries.byId(subUserId, h.file_id);
    if (!entry || entry.status !== 'COMPLETED') continue;
    byFile.set(h.file_id, { entry, score: h.score, chunks: [h] });
  }
  return [...byFile.values()].sort((a, b) => b.score - a.score).slice(0, limit);
}

import type { ApiClient } from './api-client.js';

export interface SpaceStatus {
  model: string;
  state: string;
  vectors: number;
  chunks: number;
  pending: number;
  searched: boolean;
}

export interface IndexStatus {
  jobs_pending: number;
  vectors: SpaceStatus[];
}

/** The daemon's indexing progress from GET /health: files being processed, vectors per space. */
export async function indexStatus(api: ApiClient): Promise<IndexStatus> {
  const h = await api.get<Partial<IndexStatus>>('/health');
  return { jobs_pending: h.jobs_pending ?? 0, vectors: h.vectors ?? [] };
}

/**
 * Lines a person reads: "files: 3 being processed" and, per embedding space, "vectors: 1234/5000
 * embedded (builtin-use-lite, filling in the background)". The searched space comes first.
 */
export function indexStatusLines(s: IndexStatus): string[] {
  const lines = [s.jobs_pending > 0 ? `files: ${s.jobs_pending} being processed` : 'files: all processed'];
  const spaces = [...s.vectors].sort((a, b) => Number(b.searched) - Number(a.searched));
  for (const v of spaces) {
    const what = v.pending > 0 ? 'filling in the background' : v.state === 'ready' ? 'complete' : 'checking';
    lines.push(`vectors: ${v.vectors}/${v.chunks} embedded (${v.model}, ${what}${v.searched ? ', searched' : ''})`);
  }
  return lines;
}

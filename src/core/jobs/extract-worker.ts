/**
 * Runs in an extraction child process (process-pool.ts): extraction is CPU-heavy and may misbehave on hostile input,
 * so it never runs on the HTTP event loop, and a thread that runs out of memory or is
 * terminated on timeout takes only its own file down.
 */
import { extractFile } from '../ingest/registry.js';
import type { ExtractInput, Extracted } from '../ingest/types.js';

export default async function extract(input: ExtractInput): Promise<Extracted> {
  // The real type is sniffed from the bytes; the extension is only the fallback.
  return extractFile(input);
}

/**
 * Runs in a piscina worker thread: extraction is CPU-heavy and may misbehave on hostile input,
 * so it never runs on the HTTP event loop, and a thread that runs out of memory or is
 * terminated on timeout takes only its own file down.
 */
import { extractorFor } from '../ingest/registry.js';
import type { ExtractInput, Extracted } from '../ingest/types.js';

export default async function extract(input: ExtractInput): Promise<Extracted> {
  return extractorFor(input.ext)(input);
}

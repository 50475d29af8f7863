/**
 * Runs in a piscina worker thread: extraction, and then chunking and metadata, so that the
 * main thread only receives the compact result. A 50 MB JSON file extracts to over a million
 * segments; copying those across threads and chunking them there would stall the HTTP loop
 * for seconds.
 */
import extract from './extract-worker.js';
import { chunkSegments } from '../index/chunker.js';
import { enrich } from '../enrich/enrich.js';
import { toStoredChunk, type ChunkInput, type StoredChunk } from '../store/chunks.js';
import type { MetadataRecord } from '../store/metadata.js';
import type { NewEvent, ProfileEvidence } from '../store/memory.js';
import type { ExtractInput } from '../ingest/types.js';

export interface PrepareInput extends ExtractInput {
  /** Bytes, for the metadata record. */
  size: number;
}

/** Everything processing needs from a file, ready to write. */
export interface Prepared {
  title?: string;
  author?: string;
  chunks: StoredChunk[];
  meta: MetadataRecord;
  facts: Record<string, unknown>;
  /** The file's profile evidence and user events (enrich/memory.ts). */
  memory: { evidence: ProfileEvidence[]; events: NewEvent[] };
}

export default async function prepare(input: PrepareInput): Promise<Prepared> {
  const { size, ...extractInput } = input;
  const x = await extract(extractInput);
  // Enrich before chunking, and chunk one result at a time: the segments are most of this
  // thread's (capped) heap, and holding the chunks of a 50 MB file while enrichment joins its
  // whole text ran out of memory.
  const { meta, memory, notes } = await enrich(x, { name: input.name, mime: input.mime, size }, input.backends);
  const raw: Array<ChunkInput | undefined> = chunkSegments(x.segments);
  x.segments = [];
  const chunks = new Array<StoredChunk>(raw.length);
  for (let i = 0; i < raw.length; i++) {
    chunks[i] = toStoredChunk(raw[i]!);
    raw[i] = undefined;
  }
  return { title: x.title, author: x.author, chunks, meta, facts: { ...x.facts, ...notes }, memory };
}

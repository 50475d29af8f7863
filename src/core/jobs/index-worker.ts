/**
 * Runs in an extraction child process: extraction, and then chunking and metadata, so that the
 * main thread only receives the compact result. A 50 MB JSON file extracts to over a million
 * segments; copying those across threads and chunking them there would stall the HTTP loop
 * for seconds.
 */
import { extractFile } from '../ingest/registry.js';
import { chunkSegments } from '../index/chunker.js';
import { enrich } from '../enrich/enrich.js';
import { toStoredChunk, type ChunkInput, type StoredChunk } from '../store/chunks.js';
import type { MetadataRecord } from '../store/metadata.js';
import type { NewEvent, ProfileEvidence } from '../store/memory.js';
import type { ExtractInput } from '../ingest/types.js';
import type { UploadDraft } from '../enrich/upload.js';
import { BuiltinEmbedder } from '../models/builtin-embedder.js';
import { extractionDeadline } from '../ingest/deadline.js';

export interface PrepareInput extends ExtractInput {
  /** Bytes, for the metadata record. */
  size: number;
  /** The built-in embedding model to compute chunk vectors with here (absent: none). */
  embed?: string;
  /** When the job's time limit runs out, epoch ms, and the limit itself (set by the pool). */
  jobDeadline?: number;
  jobTimeoutMs?: number;
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
  /** The file's upload event, but for its name and time (enrich/upload.ts). */
  upload: UploadDraft;
  /** What the time limit cut short, when it did (the text is partial). */
  cutShort?: string[];
  /** Built-in vectors of the chunks, `dim` numbers each in chunk order (all zero: no known word). */
  vectors?: { model: string; dim: number; data: Float32Array };
}

let builtin: BuiltinEmbedder | null | undefined;

/** Chunk vectors with the built-in embedder, loaded once per process (about 40 MB, ~50 ms). */
function embedChunks(model: string | undefined, chunks: StoredChunk[]): Prepared['vectors'] {
  if (!model) return undefined;
  if (builtin === undefined) builtin = BuiltinEmbedder.available() ? BuiltinEmbedder.load() : null;
  if (!builtin || builtin.name !== model) return undefined;
  const data = new Float32Array(chunks.length * builtin.dim);
  chunks.forEach((c, i) => data.set(builtin!.embedOne(c.text), i * builtin!.dim));
  return { model, dim: builtin.dim, data };
}

export default async function prepare(input: PrepareInput): Promise<Prepared> {
  const { size, embed, jobDeadline, jobTimeoutMs, ...extractInput } = input;
  // The real type is sniffed from the bytes; the extension is only the fallback.
  const x = await extractFile({ ...extractInput, deadline: extractionDeadline(jobDeadline, jobTimeoutMs) });
  // Enrich before chunking, and chunk one result at a time: the segments are most of this
  // thread's (capped) heap, and holding the chunks of a 50 MB file while enrichment joins its
  // whole text ran out of memory.
  const { meta, memory, upload, notes } = await enrich(x, { name: input.name, mime: input.mime, size }, input.backends);
  // A file with no text of its own (a photo without EXIF or text, a silent recording) is still
  // found by its name (after enrichment, which must not summarise a file by its name).
  if (x.segments.length === 0) x.segments.push({ text: input.name, locator: '' });
  const raw: Array<ChunkInput | undefined> = chunkSegments(x.segments);
  x.segments = [];
  const chunks = new Array<StoredChunk>(raw.length);
  for (let i = 0; i < raw.length; i++) {
    chunks[i] = toStoredChunk(raw[i]!);
    raw[i] = undefined;
  }
  const vectors = embedChunks(embed, chunks);
  return {
    title: x.title,
    author: x.author,
    chunks,
    meta,
    facts: { ...x.facts, ...notes },
    memory,
    upload,
    ...(x.cutShort && x.cutShort.length > 0 ? { cutShort: x.cutShort } : {}),
    ...(vectors ? { vectors } : {}),
  };
}

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
import { STREAM_MIN_BYTES, streamText } from '../ingest/text-stream.js';
import { sniffFile } from '../ingest/sniff.js';
import type { Segment } from '../ingest/types.js';
import { nameChunk } from '../index/name-chunk.js';

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
  /** Chunks already handed over in batches (prepare with `emit`); `chunks` is then empty. */
  streamed?: number;
}

/** Chunks handed over while a file is prepared: `offset` is the first one's ordinal. */
export interface ChunkBatch {
  offset: number;
  /** The document's title as known when the batch went out (the chunks' title column). */
  title?: string;
  chunks: StoredChunk[];
  vectors?: { model: string; dim: number; data: Float32Array };
}

/** Chunks per batch: the daemon writes one batch per transaction. */
export const BATCH_CHUNKS = 256;

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

export default async function prepare(input: PrepareInput, emit?: (batch: ChunkBatch) => Promise<void>): Promise<Prepared> {
  if (emit && (await streamable(input))) {
    const out = await prepareStreamed(input, emit);
    if (out) return out;
  }
  const { size, embed, jobDeadline, jobTimeoutMs, ...extractInput } = input;
  // The real type is sniffed from the bytes; the extension is only the fallback.
  const x = await extractFile({ ...extractInput, deadline: extractionDeadline(jobDeadline, jobTimeoutMs) });
  // Enrich before chunking, and chunk one result at a time: the segments are most of this
  // thread's (capped) heap, and holding the chunks of a 50 MB file while enrichment joins its
  // whole text ran out of memory.
  const { meta, memory, upload, notes } = await enrich(x, { name: input.name, mime: input.mime, size }, input.backends);
  // A file with no text of its own (a photo without EXIF or text, a silent recording) is still
  // found by its name (after enrichment, which must not summarise a file by its name).
  if (x.segments.length === 0) x.segments.push(nameChunk(input.name));
  const raw: Array<ChunkInput | undefined> = chunkSegments(x.segments);
  x.segments = [];
  let chunks = new Array<StoredChunk>(raw.length);
  for (let i = 0; i < raw.length; i++) {
    chunks[i] = toStoredChunk(raw[i]!);
    raw[i] = undefined;
  }
  let vectors = embedChunks(embed, chunks);
  let streamed: number | undefined;
  if (emit) {
    for (let i = 0; i < chunks.length; i += BATCH_CHUNKS) {
      const part = chunks.slice(i, i + BATCH_CHUNKS);
      await emit({ offset: i, title: x.title, chunks: part, ...(vectors ? { vectors: { ...vectors, data: vectors.data.slice(i * vectors.dim, (i + part.length) * vectors.dim) } } : {}) });
    }
    streamed = chunks.length;
    chunks = [];
    vectors = undefined;
  }
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
    ...(streamed !== undefined ? { streamed } : {}),
  };
}

/** A large file that is plain text by its name and its bytes. */
async function streamable(input: PrepareInput): Promise<boolean> {
  if (input.ext !== '.txt' || input.size < STREAM_MIN_BYTES) return false;
  return (await sniffFile(input.path).catch(() => undefined)) === undefined;
}

/**
 * A large plain-text file, read as a stream: its chunks go out batch by batch as it is read,
 * and enrichment (metadata, profile, events) reads its start.
 */
async function prepareStreamed(input: PrepareInput, emit: (batch: ChunkBatch) => Promise<void>): Promise<Prepared | undefined> {
  let sent = 0;
  let pending: StoredChunk[] = [];
  let title: string | undefined;
  const send = async (all: boolean): Promise<void> => {
    while (pending.length >= BATCH_CHUNKS || (all && pending.length > 0)) {
      const part = pending.slice(0, BATCH_CHUNKS);
      pending = pending.slice(part.length);
      const vectors = embedChunks(input.embed, part);
      await emit({ offset: sent, title, chunks: part, ...(vectors ? { vectors } : {}) });
      sent += part.length;
    }
  };
  const read = await streamText(input.path, async (segs: Segment[], known: string | undefined) => {
    title = known;
    for (const c of chunkSegments(segs)) pending.push(toStoredChunk(c));
    await send(false);
  });
  if (!read) return undefined;
  // Nothing but blank lines: found by its name, like any file without text.
  if (sent === 0 && pending.length === 0) pending.push(toStoredChunk(nameChunk(input.name)));
  await send(true);
  const x = { title: read.title, segments: read.head, facts: read.facts };
  const { meta, memory, upload, notes } = await enrich(x, { name: input.name, mime: input.mime, size: input.size }, input.backends);
  return { title: x.title, chunks: [], meta, facts: { ...x.facts, ...notes }, memory, upload, streamed: sent };
}

/**
 * Everything derived from one extracted file, computed in the extraction worker thread: the
 * metadata record (with a generated summary when an Ollama chat model is configured, the
 * extractive one otherwise or on any failure) and the file's profile evidence and user events.
 */
import type { ExtractBackends, Extracted } from '../ingest/types.js';
import type { MetadataRecord } from '../store/metadata.js';
import type { NewEvent, ProfileEvidence } from '../store/memory.js';
import { kindOf } from './doc.js';
import { chatBackend } from './llm.js';
import { extractMemory } from './memory.js';
import { buildMetadata, summarySource, type FileInfo } from './metadata.js';
import { ollamaSummary } from './summary.js';

export interface Enriched {
  meta: MetadataRecord;
  memory: { evidence: ProfileEvidence[]; events: NewEvent[] };
  /** How each part was made (stored with the file's facts, for `ctx status`-style explanations). */
  notes: Record<string, string>;
}

export async function enrich(x: Extracted, file: FileInfo, backends?: ExtractBackends): Promise<Enriched> {
  const meta = buildMetadata(x, file);
  const chat = chatBackend(backends);
  const [summary, memory] = await Promise.all([
    chat ? ollamaSummary(chat, { name: file.name, kind: kindOf(file.name, file.mime), text: summarySource(x, file) }) : Promise.resolve(undefined),
    extractMemory(x, file, backends),
  ]);
  if (summary) meta.summary = summary;
  return {
    meta,
    memory: { evidence: memory.evidence, events: memory.events },
    notes: { summary_by: summary ? `ollama ${chat!.model}` : 'builtin', profile_by: memory.notes.profile, events_by: memory.notes.events },
  };
}

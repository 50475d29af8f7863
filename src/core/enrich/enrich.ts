/**
 * Everything derived from one extracted file, computed in the extraction worker thread: the
 * metadata record (with a generated summary when an Ollama chat model is configured, the
 * extractive one otherwise or on any failure), the file's profile evidence and user events, and
 * the description of its upload event (built-in with or without a model: it is not generated).
 */
import type { ExtractBackends, Extracted } from '../ingest/types.js';
import type { MetadataRecord } from '../store/metadata.js';
import type { NewEvent, ProfileEvidence } from '../store/memory.js';
import { kindOf } from './doc.js';
import { chatBackend } from './llm.js';
import { extractMemory } from './memory.js';
import { buildMetadata, summarySource, type FileInfo } from './metadata.js';
import { billTags } from './keyphrases.js';
import { ollamaSummary } from './summary.js';
import { describeUpload, type UploadDraft } from './upload.js';

export interface Enriched {
  meta: MetadataRecord;
  memory: { evidence: ProfileEvidence[]; events: NewEvent[] };
  /** The upload event's type, kind and description; the processor adds the name and upload time. */
  upload: UploadDraft;
  /** How each part was made (stored with the file's facts, for `ctx status`-style explanations). */
  notes: Record<string, string>;
}

export async function enrich(x: Extracted, file: FileInfo, backends?: ExtractBackends): Promise<Enriched> {
  const meta = buildMetadata(x, file);
  const chat = chatBackend(backends);
  const kind = kindOf(file.name, file.mime);
  const [summary, memory] = await Promise.all([
    chat ? ollamaSummary(chat, { name: file.name, kind, text: summarySource(x, file) }) : Promise.resolve(undefined),
    extractMemory(x, file, backends),
  ]);
  if (summary) meta.summary = summary;
  // Built-in: a receipt, a mail export, a diary or a form is summarised as what it is.
  else if (memory.summary) {
    meta.summary = memory.summary;
    // A slip's words are column heads, items and OCR noise: its tags are what it is and the shop.
    meta.hash_tags = billTags(memory.summary, meta.hash_tags) ?? meta.hash_tags;
  }
  const hasContent = x.segments.some((s) => /\p{L}{2,}/u.test(s.text)) || typeof x.facts.caption === 'string';
  const upload = describeUpload({ name: file.name, kind, genre: memory.genre, facts: x.facts, title: x.title, summary: meta.summary, tags: meta.hash_tags, hasContent });
  return {
    meta,
    memory: { evidence: memory.evidence, events: memory.events },
    upload,
    notes: {
      summary_by: summary ? `ollama ${chat!.model}` : 'builtin',
      profile_by: memory.notes.profile,
      events_by: memory.notes.events,
      ownership: memory.ownership.ownership,
      ownership_reason: memory.ownership.reason,
    },
  };
}

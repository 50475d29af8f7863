import type { Extracted } from '../ingest/types.js';
import type { MetadataRecord } from '../store/metadata.js';
import { keyPhrases, hashTags } from './keyphrases.js';
import { extractiveSummary } from './summary.js';

export interface FileInfo {
  name: string;
  mime: string;
  size: number;
}

/** The built-in metadata record: extractive summary, labelled content, tags from key phrases. */
export function buildMetadata(x: Extracted, file: FileInfo): MetadataRecord {
  const full = x.segments.map((s) => s.text).join('\n');
  const phrases = keyPhrases(full);
  const summary = full.trim() ? extractiveSummary(full) : `${file.name} has no extractable text.`;
  const lines: string[] = [];
  if (x.title) lines.push(`Title: ${x.title}`);
  if (x.author) lines.push(`Author: ${x.author}`);
  lines.push(`Type: ${file.mime}`);
  const sections = [...new Set(x.segments.map((s) => s.section).filter((s): s is string => !!s))];
  if (sections.length > 0) lines.push(`Sections: ${sections.slice(0, 20).join('; ')}`);
  if (summary) lines.push(`Abstract: ${summary}`);
  if (phrases.length > 0) lines.push(`Key topics: ${phrases.join(', ')}`);
  const facts = Object.entries(x.facts).filter(([, v]) => v !== undefined && v !== null && typeof v !== 'object');
  if (facts.length > 0) lines.push(`Facts: ${facts.map(([k, v]) => `${k.replace(/_/g, ' ')} ${String(v)}`).join('; ')}`);
  const stem = file.name.replace(/\.[^.]+$/, '');
  const ext = /\.([^.]+)$/.exec(file.name)?.[1] ?? '';
  // Enough fallbacks that a file with almost no text still gets the 3 tags a record promises.
  const fallback = [stem, file.mime.split('/')[0] ?? '', ext, 'file', 'upload'];
  return { summary, content: lines.join('\n'), hash_tags: hashTags(phrases, fallback) };
}

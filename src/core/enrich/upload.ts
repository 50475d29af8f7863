/**
 * The upload event: the spec's events track "file upload time", so every file that finishes
 * processing adds one event saying that the user uploaded it and what it is, beside the events
 * its content states. The extraction child describes the file (`describeUpload`: its nature,
 * kind and a short description); the final transaction turns that into the event with the
 * entry's name and upload time (`uploadEvent`), so it is written atomically with COMPLETED.
 */
import type { EventType, NewEvent } from '../store/memory.js';
import { splitSentences } from '../index/sentences.js';
import { dateLine, mentionTime } from './dates.js';
import type { Genre, Kind } from './doc.js';
import { fileNature } from './file-nature.js';

export interface UploadDraft {
  event_type: EventType;
  /** What kind of file it is: "PDF document, 12 pages", "JPEG image, 800x600". */
  what: string;
  /** A short description: its title, or the start of its summary; none for a file without content. */
  about?: string;
}

export interface UploadInput {
  name: string;
  kind: Kind;
  genre: Genre;
  facts: Record<string, unknown>;
  title?: string;
  summary?: string;
  tags?: string[];
  /** Whether the file has readable content (text, OCR, a transcript, a caption); without it the summary only restates the kind. */
  hasContent: boolean;
}

/** Longest description, in characters. */
const ABOUT_CHARS = 160;

const FORMAT_NAMES: Record<string, string> = {
  pdf: 'PDF document',
  docx: 'Word document',
  doc: 'Word document',
  odt: 'text document',
  rtf: 'text document',
  pptx: 'presentation',
  ppt: 'presentation',
  odp: 'presentation',
  key: 'presentation',
  xlsx: 'spreadsheet',
  xls: 'spreadsheet',
  ods: 'spreadsheet',
  csv: 'CSV table',
  tsv: 'TSV table',
  txt: 'text file',
  md: 'Markdown note',
  markdown: 'Markdown note',
  json: 'JSON file',
  jsonl: 'JSON Lines file',
  html: 'web page',
  htm: 'web page',
  xml: 'XML file',
  eml: 'email',
  zip: 'ZIP archive',
};

const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : undefined);
const plural = (n: number, word: string) => `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`;

/** 45 → "45 s", 192 → "3 min 12 s", 3900 → "1 h 5 min". */
export function humanDuration(seconds: number): string {
  const s = Math.round(seconds);
  if (s < 60) return `${s} s`;
  if (s < 3600) return `${Math.floor(s / 60)} min${s % 60 ? ` ${s % 60} s` : ''}`;
  const m = Math.round((s % 3600) / 60);
  return `${Math.floor(s / 3600)} h${m ? ` ${m} min` : ''}`;
}

/** "PDF document, 12 pages", "presentation, 14 slides", "JPEG image, 800x600", "audio recording, 3 min 12 s". */
export function kindLabel(name: string, kind: Kind, facts: Record<string, unknown>): string {
  // What the bytes are, when the name says otherwise (a .docx that is really a PDF).
  const ext = (typeof facts.detected_format === 'string' ? facts.detected_format : /\.([^./]+)$/.exec(name)?.[1] ?? '').toLowerCase();
  const details: string[] = [];
  let label: string;
  if (kind === 'image') {
    const format = (typeof facts.format === 'string' ? facts.format : ext).toUpperCase().replace(/^JPG$/, 'JPEG');
    label = format ? `${format} image` : 'image';
    if (typeof facts.resolution === 'string') details.push(facts.resolution);
  } else if (kind === 'audio' || kind === 'video') {
    label = kind === 'audio' ? 'audio recording' : 'video';
    const d = num(facts.duration_seconds);
    if (d) details.push(humanDuration(d));
  } else {
    label = FORMAT_NAMES[ext] ?? (ext ? `${ext.toUpperCase()} file` : 'file');
    const pages = num(facts.pages);
    const slides = num(facts.slides);
    const sheets = num(facts.sheets);
    const rows = num(facts.rows);
    if (pages) details.push(plural(pages, 'page'));
    if (slides) details.push(plural(slides, 'slide'));
    if (sheets && sheets > 1) details.push(plural(sheets, 'sheet'));
    if (rows && (sheets || label.endsWith('table'))) details.push(plural(rows, 'row'));
  }
  return [label, ...details].join(', ');
}

const comparable = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

function cap(s: string, max = ABOUT_CHARS): string {
  const t = s.replace(/\s+/g, ' ').trim();
  if (t.length <= max) return t;
  return `${t.slice(0, max).replace(/\s+\S*$/, '')}…`;
}

/** Words that name no content: a title made of them (and numbers or dates) describes nothing. */
const GENERIC_TITLE_WORDS = new Set('notes note untitled document doc draft copy final new scan scanned image img photo picture file page sheet slide slides diary journal entry memo text version v'.split(' '));

function descriptiveTitle(title: string | undefined, name: string): string | undefined {
  const t = title?.replace(/\s+/g, ' ').trim();
  if (!t || t.split(' ').length < 2 || dateLine(t)) return undefined;
  // The file's own name adds nothing to a sentence that already names the file.
  if (comparable(t) === comparable(name.replace(/\.[^.]+$/, ''))) return undefined;
  const words = t.toLowerCase().match(/\p{L}+/gu) ?? [];
  return words.some((w) => !GENERIC_TITLE_WORDS.has(w)) ? t : undefined;
}

/**
 * The title when it describes the file (two words or more, not the file's own name, not a date
 * line such as a diary's first heading, not a label such as "Notes, 2024-03-04"), else the
 * summary's first sentence.
 */
export function describeContent(name: string, title: string | undefined, summary: string | undefined): string | undefined {
  const t = descriptiveTitle(title, name);
  if (t) return cap(t);
  const first = summary ? splitSentences(summary)[0] : undefined;
  return first && /\p{L}/u.test(first) ? cap(first) : undefined;
}

/** Computed in the extraction child, from what extraction and enrichment already know. */
export function describeUpload(input: UploadInput): UploadDraft {
  const about = input.hasContent ? describeContent(input.name, input.title, input.summary) : undefined;
  return {
    event_type: fileNature({ name: input.name, title: input.title, summary: input.summary, tags: input.tags, genre: input.genre }),
    what: kindLabel(input.name, input.kind, input.facts),
    ...(about ? { about } : {}),
  };
}

/** `Uploaded "report.pdf" (PDF document, 12 pages): Quarterly sales review for Acme.` */
export function uploadContent(name: string, draft: UploadDraft): string {
  const about = draft.about?.replace(/[\s.,;:]+$/, '');
  const text = `Uploaded "${name}" (${draft.what})${about ? `: ${about}` : ''}`;
  return /[.!?…]$/.test(text) ? text : `${text}.`;
}

/** Upload events are the file's own: never merged with another file's (see MemoryRepo.events). */
export const uploadKey = (fileId: string): string => `upload|${fileId}`;

/**
 * The event, with the entry as it is when processing completes: its current name, and its
 * created_at (the upload, in the spec's mention_time format). It happened at the upload, but
 * happen_time is for dates the file's content states, so it stays null and the upload orders
 * and filters by mention_time.
 */
export function uploadEvent(draft: UploadDraft, entry: { file_id: string; name: string; created_at: string }): NewEvent {
  return {
    event_type: draft.event_type,
    content: uploadContent(entry.name, draft),
    dedupe_key: uploadKey(entry.file_id),
    happen_time: null,
    mention_time: mentionTime(new Date(entry.created_at)),
  };
}

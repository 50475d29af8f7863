import type { Extracted, Segment } from '../ingest/types.js';
import type { MetadataRecord } from '../store/metadata.js';
import { kindOf, type Kind } from './doc.js';
import { keyPhrases, hashTags } from './keyphrases.js';
import { extractiveSummary, rankSentences } from './summary.js';
import { dataSummary, slidesSummary } from './summary-structured.js';
import { shapeSummary } from './summary-shapes.js';

export interface FileInfo {
  name: string;
  mime: string;
  size: number;
}

/** Longest text shown for one labelled part of `content`. */
const PART_CHARS = 600;

function trim(s: string, max = PART_CHARS): string {
  const t = s.replace(/[ \t]+/g, ' ').replace(/\n{2,}/g, '\n').trim();
  if (t.length <= max) return t;
  return `${t.slice(0, max).replace(/\s+\S*$/, '')} …`;
}

function str(v: unknown): string | undefined {
  return typeof v === 'string' && v.trim() ? v.trim() : typeof v === 'number' && Number.isFinite(v) ? String(v) : undefined;
}

const isRow = (s: Segment) => s.locator.startsWith('#sheet=');

/** Field names are structure, not content: "[0].body: Hi" → "Hi", "Item: Rent; Amount: 4500" → "Rent; 4500". */
function unlabel(s: Segment): string {
  if (s.locator.startsWith('#pointer=') || (s.locator.startsWith('#line=') && /^[\w.[\]]{1,60}: /m.test(s.text) && !/\s/.test(s.text.slice(0, s.text.indexOf(': '))))) return s.text.replace(/^[\w.[\]-]{1,80}: /gm, '');
  if (isRow(s) && !s.text.startsWith('Columns: ')) return s.text.split('; ').map((p) => p.replace(/^[^:]{1,60}: /, '')).join('; ');
  return s.text;
}

/** Placeholder titles and authors some writers leave in a file's properties. */
const PLACEHOLDER = /^\s*(?:\(?(?:anonymous|unknown|untitled|unspecified|none|null|n\/a|no title|document\d*)\)?|microsoft word - .*|user|admin(?:istrator)?|author)\s*$/i;
const meaningful = (v: string | undefined): string | undefined => (v && !PLACEHOLDER.test(v) ? v : undefined);

/** The segments' text, joined, up to `max` characters (a 50 MB file is summarised by its start). */
function joinUpTo(segments: Segment[], max = 250_000): string {
  const parts: string[] = [];
  let n = 0;
  for (const s of segments) {
    if (n >= max) break;
    parts.push(unlabel(s));
    n += s.text.length + 1;
  }
  return parts.join('\n');
}
const isTimed = (s: Segment) => s.locator.startsWith('#t=');

/** Sentences that state results: numbers, changes, conclusions — beyond those in the summary. */
function keyFindings(text: string, summary: string, max = 4): string[] {
  const ranked = rankSentences(text).filter((r) => !summary.includes(r.s));
  const cue = /\b(?:found|find|finds|show(?:s|ed|n)?|result(?:s|ed)?|conclud\w*|increas\w*|decreas\w*|reduc\w*|improv\w*|significant\w*|total|due|led|launched|achiev\w*|won|grew|growth|declin\w*|record)\b|\d+(?:\.\d+)?\s?%|[$€£]\s?\d/i;
  const withCue = ranked.filter((r) => cue.test(r.s));
  const pool = withCue.length > 0 ? withCue : ranked;
  return [...pool]
    .sort((a, b) => b.score - a.score)
    .slice(0, max)
    .sort((a, b) => a.i - b.i)
    .map((r) => trim(r.s, 220));
}

/**
 * The extractor's scalar facts as one line ("pages 3; created 2024-02-01…; camera Canon EOS 5D"),
 * capped: properties of the file, not its content.
 */
function factsLine(facts: Record<string, unknown>): string | undefined {
  const parts: string[] = [];
  for (const [k, v] of Object.entries(facts)) {
    if (v === undefined || v === null || typeof v === 'object' || (typeof v === 'string' && PLACEHOLDER.test(v))) continue;
    parts.push(`${k.replace(/_/g, ' ')} ${String(v).slice(0, 200)}`);
    if (parts.length >= 40) break;
  }
  return parts.length > 0 ? `Facts: ${trim(parts.join('; '), 1200)}` : undefined;
}

function documentContent(x: Extracted, text: string, summary: string, phrases: string[]): string[] {
  const lines: string[] = [];
  if (meaningful(x.title)) lines.push(`Title: ${x.title}`);
  if (meaningful(x.author)) lines.push(`Author: ${x.author}`);
  if (summary) lines.push(`Abstract: ${trim(summary)}`);
  const sections = [...new Set(x.segments.map((s) => s.section).filter((s): s is string => !!s && s !== x.title))];
  if (sections.length > 0) lines.push(`Sections: ${trim(sections.slice(0, 20).join('; '), 400)}`);
  const findings = x.segments.every(isRow) ? [] : keyFindings(text, summary);
  if (findings.length > 0) lines.push(`Key findings:\n${findings.map((f) => `- ${f}`).join('\n')}`);
  if (phrases.length > 0) lines.push(`Topics: ${phrases.join(', ')}`);
  const f = factsLine(x.facts);
  if (f) lines.push(f);
  return lines;
}

/** Facts a web page's content states on their own lines rather than in the facts line. */
const WEB_SHOWN = new Set(['url', 'site_name', 'published', 'modified']);

/** Web pages: the spec's "URL, title, main content, publication info". */
function webContent(x: Extracted, text: string, phrases: string[]): string[] {
  const f = x.facts;
  const lines = [`URL: ${str(f.url) ?? 'unknown'}`];
  if (x.title) lines.push(`Title: ${x.title}`);
  const published = [str(f.published) ? `published ${str(f.published)}` : undefined, str(f.modified) ? `modified ${str(f.modified)}` : undefined].filter(Boolean);
  const by = [str(f.site_name), x.author ? `by ${x.author}` : undefined].filter(Boolean);
  lines.push(`Publication: ${[...by, ...published].join('; ') || 'not stated by the page'}`);
  lines.push(`Main content: ${text.trim() ? trim(text) : 'none found'}`);
  const sections = [...new Set(x.segments.map((s) => s.section).filter((s): s is string => !!s && s !== x.title))];
  if (sections.length > 0) lines.push(`Sections: ${trim(sections.slice(0, 20).join('; '), 400)}`);
  if (phrases.length > 0) lines.push(`Topics: ${phrases.join(', ')}`);
  const rest = factsLine(Object.fromEntries(Object.entries(f).filter(([k]) => !WEB_SHOWN.has(k))));
  if (rest) lines.push(rest);
  return lines;
}

/** Read by the .html extractor: named .html/.htm and not found to be something else by its bytes. */
const isWebPage = (x: Extracted, file: FileInfo): boolean => /\.html?$/i.test(file.name) && x.facts.detected_format === undefined;

function imageContent(x: Extracted, phrases: string[]): string[] {
  const f = x.facts;
  const lines: string[] = [];
  if (x.title) lines.push(`Title: ${x.title}`);
  const caption = str(f.caption);
  if (caption) lines.push(`Caption: ${caption}`);
  const ocr = x.segments.filter((s) => s.locator === '#ocr').map((s) => s.text).join('\n');
  lines.push(`OCR text: ${ocr ? trim(ocr) : 'none found'}`);
  const visual = [
    [str(f.format)?.toUpperCase(), 'image'].filter(Boolean).join(' '),
    str(f.resolution),
    f.animated ? `animated, ${str(f.frames) ?? '?'} frames` : undefined,
    str(f.color_space) ? `colour space ${str(f.color_space)}` : undefined,
    f.has_alpha ? 'transparency' : undefined,
    str(f.camera) ? `camera ${str(f.camera)}` : undefined,
    str(f.taken_at) ? `taken ${str(f.taken_at)}` : undefined,
    str(f.gps) ? `GPS ${str(f.gps)}` : undefined,
    str(f.place) ? `near ${str(f.place)}` : undefined,
    ocr ? 'contains text' : undefined,
  ].filter(Boolean);
  lines.push(`Visual elements: ${visual.join('; ')}`);
  const objects = str(f.objects);
  lines.push(`Detected objects: ${objects ?? (f.caption_model ? 'none reported' : 'none (no vision model configured)')}`);
  if (phrases.length > 0 && ocr) lines.push(`Topics: ${phrases.join(', ')}`);
  const facts = factsLine(f);
  if (facts) lines.push(facts);
  return lines;
}

function transcriptOf(x: Extracted): Segment[] {
  return x.segments.filter((s) => isTimed(s) && s.section !== 'On-screen text');
}

function mediaContent(kind: 'video' | 'audio', x: Extracted, phrases: string[]): string[] {
  const f = x.facts;
  const lines: string[] = [];
  if (x.title) lines.push(`Title: ${x.title}`);
  if (x.author) lines.push(`Author: ${x.author}`);
  const transcript = transcriptOf(x);
  const note = str(f.transcription_note);
  lines.push(`Transcript: ${transcript.length > 0 ? trim(transcript.map((s) => s.text).join(' ')) : `none${note ? ` (${note})` : ''}`}`);
  if (kind === 'video') {
    // Key moments: where on-screen text changes and where speech starts, in time order.
    const moments = x.segments
      .filter(isTimed)
      .map((s) => ({ t: s.locator.slice(3), text: `${s.section === 'On-screen text' ? 'on screen: ' : ''}${trim(s.text.replace(/\s+/g, ' '), 100)}` }));
    const picked = moments.length <= 8 ? moments : moments.filter((_, i) => i % Math.ceil(moments.length / 8) === 0).slice(0, 8);
    if (picked.length > 0) lines.push(`Key moments:\n${picked.map((m) => `- ${m.t} ${m.text}`).join('\n')}`);
  }
  if (phrases.length > 0) lines.push(`Topics: ${phrases.join(', ')}`);
  const facts = factsLine(f);
  if (facts) lines.push(facts);
  return lines;
}

function fallbackSummary(kind: Kind, x: Extracted, file: FileInfo): string {
  const f = x.facts;
  if (kind === 'image') return str(f.caption) ?? `A ${str(f.resolution) ?? ''} ${str(f.format)?.toUpperCase() ?? ''} image with no readable text.`.replace(/\s+/g, ' ');
  if (kind === 'audio' || kind === 'video') return `A ${str(f.duration) ?? ''} ${kind} recording with no transcript.`.replace(/\s+/g, ' ');
  return `${file.name} has no extractable text.`;
}

/** A recording by what it is and the start of what is said in it, quoted (an excerpt says it is cut). */
function recordingSummary(kind: 'audio' | 'video', x: Extracted): string {
  const said = transcriptOf(x)
    .map((s) => s.text)
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  const words = said.split(' ');
  const excerpt = words.length > 30 ? `${words.slice(0, 30).join(' ')} …` : said.replace(/[.]$/, '');
  const duration = str(x.facts.duration);
  return `A ${kind === 'audio' ? 'sound' : 'video'} recording${duration ? ` of ${duration}` : ''}: “${excerpt}”.`;
}

/** Words by which a writer's own heading says what the file is. */
const KIND_IN_HEADING = /\b(?:notes?|minutes|agenda|plan|itinerary|report|journal|diary|log|list|budget|letter|memo|checklist|schedule|programme|program|recipe|review|summary|proposal|invoice|receipt)\b/i;

/**
 * Notes that head themselves with what they are ("Book club — meeting notes, 16 Nov 2025"):
 * that heading, then the central sentences. Other text keeps its central sentences alone.
 */
function titledSummary(x: Extracted, summary: string): string {
  const first = x.segments[0]?.text.split('\n')[0]?.trim() ?? '';
  const words = first.split(/\s+/).length;
  if (!summary || words < 2 || words > 16 || /[.!?]$/.test(first) || !KIND_IN_HEADING.test(first) || summary.startsWith(first)) return summary;
  const heading = `${first.replace(/[:;,\s]+$/, '')}.`;
  const rest = summary.split(/(?<=[.!?])\s+/);
  // Within the 60 words a summary may hold: the heading, then as many central sentences as fit.
  let out = heading;
  // A sentence that is the heading's own start ("Car notes - 2016 Skoda Octavia estate, reg.") would say it twice.
  for (const s of rest) if (!first.startsWith(s.replace(/[.]$/, '')) && `${out} ${s}`.split(/\s+/).length <= 60) out = `${out} ${s}`;
  return out;
}

/** Spreadsheets: rows are not sentences; say what the workbook holds. */
function sheetSummary(x: Extracted): string {
  const f = x.facts;
  // A caption ends in a label's colon ("Employee No:") when it is a field, not a title.
  const captions = x.segments.filter((s) => isRow(s) && !/: /.test(s.text) && !/:$/.test(s.text.trim()) && !s.text.startsWith('Columns: ')).slice(0, 2).map((s) => s.text);
  // The sheet's own heading row says what it holds; the file's title property is often a template's.
  const head = captions[0] ?? x.title;
  const sheets = str(f.sheet_names);
  const cols = x.segments.find((s) => s.text.startsWith('Columns: '))?.text.slice(9);
  return [
    `${head ? `${head}: a` : 'A'} spreadsheet with ${str(f.rows) ?? x.segments.length} rows${sheets ? ` in ${sheets}` : ''}.`,
    cols ? `Columns: ${trim(cols, 200)}.` : '',
  ]
    .join(' ')
    .trim();
}

/** The kind-specific summary text: transcripts for media, OCR/caption for images, the text otherwise. */
export function summarySource(x: Extracted, file: { name: string; mime: string }): string {
  const kind = kindOf(file.name, file.mime);
  return joinUpTo(kind === 'audio' || kind === 'video' ? x.segments.filter(isTimed) : x.segments);
}

/** The built-in metadata record: extractive summary, labelled content by kind, tags from key phrases. */
export function buildMetadata(raw: Extracted, file: FileInfo): MetadataRecord {
  const kind = kindOf(file.name, file.mime);
  const x: Extracted = { ...raw, title: meaningful(raw.title), author: meaningful(raw.author) };
  const full = joinUpTo(x.segments);
  const boost = [x.title ?? '', ...new Set(x.segments.map((s) => s.section ?? ''))];
  // Tags are topics: field labels ("Date:", "Total:") and a table's column names are structure.
  // So are a reference list's lines ("Retrieved 29 July 2020", "ISBN …") and a link's address.
  // A CSV's "Columns: …" line names its fields: structure, never a topic.
  const topical = joinUpTo(x.segments.filter((s) => !s.text.startsWith('Columns: ')))
    .replace(/\bFlash: (?:fired|did not fire)\.|\bPhoto taken on\b/g, '')
    .replace(/^.*\b(?:Retrieved|Archived from|ISBN|doi:|PMID)\b.*$/gm, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^(?:Columns: .*|[\p{L}][\p{L}\d'’-]*(?: [\p{L}\d'’-]+){0,2} ?:(?=\s))/gmu, '')
    // A row's other labels ("…; City: Kabul; Country: Afghanistan") too, and a photo's ("… Lens: EF16-35mm. Aperture: f/5.6.").
    .replace(/(?<=[;.] )[\p{L}][\p{L}\d'’ -]{0,40}:(?=\s)/gu, '');
  const found = keyPhrases(topical, 8, boost);
  const rows = x.segments.length > 0 && x.segments.filter(isRow).length >= x.segments.length / 2;
  const structured = kind === 'document' ? (slidesSummary(x) ?? dataSummary(x, file.name)) : undefined;
  let summary: string;
  let shaped: string | undefined;
  if (!full.trim()) summary = fallbackSummary(kind, x, file);
  else if (rows) summary = sheetSummary(x);
  else if (structured) summary = structured;
  // Tables, logs, lists, budgets, release notes and CSV data are said by their shape, not their rows.
  else if (kind === 'document' && (shaped = shapeSummary(x, file.name))) summary = shaped;
  else if (kind === 'image' && str(x.facts.caption)) summary = str(x.facts.caption)!;
  else if ((kind === 'audio' || kind === 'video') && transcriptOf(x).length > 0) summary = recordingSummary(kind, x);
  else summary = titledSummary(x, extractiveSummary(summarySource(x, file))) || fallbackSummary(kind, x, file);

  // A table, log, list or budget is about what its name says ("capital cities", "bp log"): its
  // cells are values. A name with digits or a camera's ("IMG_4471", "005") says nothing.
  const named = shaped && !shaped.startsWith('A letter') && !shaped.startsWith('A paper') ? [file.name.replace(/(?:\.[a-z0-9]{1,5})+$/i, '').replace(/[_.-]+/g, ' ').trim()].filter((n) => !/\d/.test(n) && /\p{L}{3}/u.test(n)) : [];
  const phrases = [...named, ...found.filter((p) => !named.includes(p))].slice(0, 8);
  const lines =
    kind === 'image'
      ? imageContent(x, phrases)
      : kind === 'video' || kind === 'audio'
        ? mediaContent(kind, x, phrases)
        : isWebPage(x, file)
          ? webContent(x, full, phrases)
          : documentContent(x, full, summary, phrases);

  // Enough fallbacks that a file with almost no text still gets the 3 tags a record promises:
  // its title and name words, then what kind of file it is (never its extension or mime type).
  const stem = file.name.replace(/\.[^.]+$/, '').replace(/[_.-]+/g, ' ');
  const kindTags: Record<Kind, string[]> = {
    document: rows ? ['spreadsheet', 'table', 'data'] : /\.(?:json|jsonl|ndjson)$/i.test(file.name) ? ['data', 'records', 'structured data'] : ['document', 'text', 'note'],
    image: ['photo', 'image', 'picture'],
    audio: ['audio', 'recording', 'sound'],
    video: ['video', 'recording', 'footage'],
  };
  const fallback = [...(x.title ? [x.title] : []), stem, ...topical.slice(0, 2000).split(/\s+/).slice(0, 20), ...kindTags[kind]];
  return { summary, content: lines.join('\n'), hash_tags: hashTags(phrases, fallback) };
}

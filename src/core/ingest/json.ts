import { readFile } from 'node:fs/promises';
import { decodeText } from './decode.js';
import { ExtractionError } from './types.js';
import type { Extracted, ExtractInput, Segment } from './types.js';

/**
 * A value longer than this is indexed in pieces of about this size, each under the value's
 * label and pointer: a 100 MB string is all searchable, and no piece is a giant search unit.
 */
const MAX_LEAF_CHARS = 20_000;

/** Pieces of a long text of about `max` characters, cut at a space when there is one nearby. */
export function pieces(text: string, max = MAX_LEAF_CHARS): string[] {
  if (text.length <= max) return [text];
  const out: string[] = [];
  for (let i = 0; i < text.length; ) {
    let end = Math.min(text.length, i + max);
    if (end < text.length) {
      const space = text.lastIndexOf(' ', end);
      if (space > i + max / 2) end = space + 1;
    }
    out.push(text.slice(i, end));
    i = end;
  }
  return out;
}

/**
 * Flattens a JSON value into "key.path: value" lines, each with its JSON Pointer. Iterative
 * (an explicit stack), so 100,000 levels of nesting cannot overflow the call stack.
 */
export function flattenJson(value: unknown, locate: (pointer: string) => string): Segment[] {
  const out: Segment[] = [];
  const stack: Array<{ v: unknown; label: string; pointer: string }> = [{ v: value, label: '', pointer: '' }];
  while (stack.length > 0) {
    const { v, label, pointer } = stack.pop()!;
    if (v !== null && typeof v === 'object') {
      const entries = Array.isArray(v) ? v.map((x, i) => [String(i), x] as const) : Object.entries(v as Record<string, unknown>);
      if (entries.length === 0) continue;
      for (let i = entries.length - 1; i >= 0; i--) {
        const [k, child] = entries[i]!;
        const childLabel = Array.isArray(v) ? `${label}[${k}]` : label ? `${label}.${k}` : k;
        stack.push({ v: child, label: childLabel, pointer: `${pointer}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}` });
      }
      continue;
    }
    const text = String(v);
    if (text === '') continue;
    const locator = locate(pointer);
    for (const piece of pieces(text)) out.push({ text: label ? `${shortLabel(label)}: ${piece}` : piece, locator });
  }
  return out;
}

/** Longest JSON Pointer put in a locator; 100,000 levels of nesting would make 200 KB references. */
const MAX_POINTER_CHARS = 1024;

/**
 * A pointer past the cap is cut back to the deepest whole ancestor that fits: still a valid
 * JSON Pointer, naming a container that holds the value.
 */
export function capPointer(pointer: string): string {
  if (pointer.length <= MAX_POINTER_CHARS) return pointer;
  const cut = pointer.slice(0, MAX_POINTER_CHARS + 1);
  return cut.slice(0, cut.lastIndexOf('/'));
}

/** Deep paths are summarised as "…" plus the last parts so a line stays readable. */
function shortLabel(label: string): string {
  if (label.length <= 200) return label;
  return '…' + label.slice(label.length - 199);
}

export async function extractJson(input: ExtractInput): Promise<Extracted> {
  const { text } = decodeText(await readFile(input.path));
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    throw new ExtractionError(`invalid JSON: ${(err as Error).message}`);
  }
  const segments = flattenJson(value, (p) => `#pointer=${capPointer(p) || '/'}`);
  const title = value && typeof value === 'object' && !Array.isArray(value) ? pickTitle(value as Record<string, unknown>) : undefined;
  return { title, segments, facts: { json_type: Array.isArray(value) ? 'array' : typeof value, values: segments.length } };
}

export async function extractJsonl(input: ExtractInput): Promise<Extracted> {
  const { text } = decodeText(await readFile(input.path));
  const segments: Segment[] = [];
  let records = 0;
  let invalid = 0;
  text.split(/\r?\n/).forEach((line, i) => {
    if (line.trim() === '') return;
    const locator = `#line=${i + 1}`;
    try {
      const parsed = JSON.parse(line) as unknown;
      records++;
      const parts = flattenJson(parsed, () => locator);
      const length = parts.reduce((n, p) => n + p.text.length + 1, 0);
      // A record is one segment, unless it is huge: then each of its values (or their pieces) is one.
      if (length > MAX_LEAF_CHARS) for (const p of parts) segments.push(p);
      else if (parts.length > 0) segments.push({ text: parts.map((p) => p.text).join('\n'), locator });
    } catch {
      // One bad line should not make the other records unsearchable; keep its text as is.
      invalid++;
      for (const piece of pieces(line)) segments.push({ text: piece, locator });
    }
  });
  return { segments, facts: { records, invalid_lines: invalid } };
}

function pickTitle(obj: Record<string, unknown>): string | undefined {
  for (const k of ['title', 'name', 'subject']) {
    const v = obj[k];
    if (typeof v === 'string' && v.trim() && v.length <= 200) return v.trim();
  }
  return undefined;
}

/**
 * Summaries of files whose text is not prose, by what they are: a presentation is its slides'
 * titles, a JSON data file its records and fields. Their sentences would otherwise be bullet
 * fragments ("Here is a lot of text!") or bare values without the names that give them meaning
 * ("1757917710 -146.1293 51.5024 success").
 */
import type { Extracted } from '../ingest/types.js';
import { list } from './summary-kind.js';

const quoted = (xs: string[]) => xs.map((x) => `“${x}”`);
const cut = (s: string, max: number) => (s.length > max ? `${s.slice(0, max).replace(/\s+\S*$/, '')} …` : s);

/** "A presentation of 3 slides: “Test Table Slide”, “Second slide title” and “Slide 3”." */
export function slidesSummary(x: Extracted): string | undefined {
  const slides = new Map<string, string>();
  for (const s of x.segments) {
    const n = /^#slide=(\d+)/.exec(s.locator)?.[1];
    if (n && !slides.has(n)) slides.set(n, s.section ?? `Slide ${n}`);
  }
  if (slides.size === 0) return undefined;
  // A generated id as a slide's title ("2cdda5c8-e50e-…") names nothing.
  const titles = [...slides.values()].filter((t) => !/^Slide \d+$/.test(t) && !/^[0-9a-f]{8}-[0-9a-f]{4}-/i.test(t));
  const named = x.title && !titles.includes(x.title) ? `“${cut(x.title, 100)}”: a` : 'A';
  const shown = titles.slice(0, 5).map((t) => cut(t, 60));
  return `${named} presentation of ${slides.size} slide${slides.size === 1 ? '' : 's'}${shown.length ? `: ${list(quoted(shown))}${titles.length > 5 ? ', …' : ''}` : ''}.`;
}

/** Fields whose values name a record ("name: Garden Trowel"): they say what the records are. */
const NAMING_FIELD = /^(?:name|title|label|subject|description|destination|product|item|city|place)$/i;
const LABELLED = /^([^:\n]{1,80}): (.+)$/;

/** "iss_position.latitude" → "latitude"; "entries[0].note" → "note". */
const leafOf = (label: string) => label.replace(/\[\d+\]/g, '').split('.').pop()!.replace(/_/g, ' ').trim();

interface Field {
  label: string;
  value: string;
  /** The array the field sits in and its index there ("entries", "3"), or its JSON Lines line. */
  array?: string;
  index?: string;
}

/** The "label: value" lines of a data file, each with the array item (or JSON Lines line) it belongs to. */
function fieldsOf(x: Extracted): Field[] {
  const out: Field[] = [];
  for (const s of x.segments) {
    for (const line of s.text.split('\n')) {
      const m = LABELLED.exec(line.trim());
      if (!m) continue;
      // Only an array of objects holds records ("entries[3].note"); "episode[21]" is one field's values.
      const arr = /^(.*?)\[(\d+)\]\.\S/.exec(m[1]!);
      const jsonl = s.locator.startsWith('#line=') ? { array: '#lines', index: s.locator } : undefined;
      out.push({ label: m[1]!, value: m[2]!.trim(), ...(jsonl ?? (arr ? { array: arr[1]!, index: arr[2]! } : {})) });
    }
  }
  return out;
}

/**
 * A JSON or JSON Lines file: how many records, which fields, and what the records are called —
 * "A data file of 3 records with the fields sku, name, price and in stock: Garden Trowel,
 * Watering Can and Pruning Shears." The records are the lines of JSON Lines, else the items of
 * the array that holds most of the file; a file without one is one record, shown by its fields.
 */
export function dataSummary(x: Extracted, name: string): string | undefined {
  if (!/\.(?:json|jsonl|ndjson)$/i.test(name)) return undefined;
  const all = fieldsOf(x).filter((f) => leafOf(f.label) && !/^\d+$/.test(leafOf(f.label)));
  if (all.length === 0) return undefined;
  const items = new Map<string, Set<string>>();
  const lines = new Map<string, number>();
  for (const f of all) {
    if (f.array === undefined) continue;
    items.set(f.array, (items.get(f.array) ?? new Set()).add(f.index!));
    lines.set(f.array, (lines.get(f.array) ?? 0) + 1);
  }
  const main = [...items].filter(([a, idx]) => idx.size >= 2 && (lines.get(a) ?? 0) >= all.length / 2).sort((a, b) => b[1].size - a[1].size)[0];
  const inRecords = main ? all.filter((f) => f.array === main[0]) : all;
  const fields = [...new Set(inRecords.map((f) => leafOf(f.label)))];
  const shownFields = `${list(fields.slice(0, 6))}${fields.length > 6 ? ', …' : ''}`;
  // The values of one field together: "travellers: me, Priya".
  const pairsOf = (fs: Field[]) => {
    const byField = new Map<string, string[]>();
    const keyOf = (label: string) => label.replace(/\[\d+\]/g, '').replace(/[._]+/g, ' ').trim();
    for (const f of fs) if (!/^https?:\/\//.test(f.value) && f.value.length <= 60) byField.set(keyOf(f.label), [...(byField.get(keyOf(f.label)) ?? []), f.value]);
    return [...byField].slice(0, 4).map(([k, vs]) => `${k}: ${cut(vs.join(', '), 80)}`);
  };
  if (main) {
    const names = [...new Set(inRecords.filter((f) => NAMING_FIELD.test(leafOf(f.label))).map((f) => f.value))].filter((v) => v.length <= 60);
    const outside = all.filter((f) => f.array === undefined);
    // A feed's own title ("metadata.title: USGS All Earthquakes, Past Hour") says what it is; other loose fields are detail.
    const named = outside.find((f) => /^(?:title|name)$/i.test(leafOf(f.label)) && f.value.length <= 80)?.value;
    const about = named ? [] : pairsOf(outside);
    const what = main[0] === '#lines' || main[0] === '' ? 'records' : `${leafOf(main[0]) || 'records'}`;
    const shownNames = names.slice(0, 3).map((n) => cut(n, 50));
    return `${named ? `“${named}”: a` : 'A'} data file of ${main[1].size} ${what} with the fields ${shownFields}${shownNames.length ? `: ${list(shownNames)}${names.length > 3 ? ' and others' : ''}` : ''}.${about.length ? ` ${about.join('; ')}.` : ''}`;
  }
  const pairs = pairsOf(all);
  return `A data record with the fields ${shownFields}${pairs.length ? ` (${pairs.join('; ')})` : ''}.`;
}

/**
 * The references /ai/query's facts carry are a file path and a locator, as the ingesters write
 * them (src/core/ingest): `#page=N` (PDF), `#line=N` (text: a paragraph's first line), `#slide=N`,
 * `#sheet=<URI-encoded name>&row=N` (spreadsheets; `&chart=N` for a sheet's N-th chart),
 * `#paragraph=N`, `#footnote=N`, `#endnote=N` (Word documents), `#t=HH:MM:SS` (audio, video),
 * `#pointer=/a/0/b` (JSON: an RFC 6901 pointer), `#ocr`, `#exif`, `#caption` (an image's text,
 * camera data and caption).
 */
export type Locator =
  | { kind: 'page' | 'line' | 'slide' | 'paragraph' | 'footnote' | 'endnote'; n: number }
  | { kind: 'sheet'; sheet: string; n: number | undefined; chart?: number }
  | { kind: 't'; n: number }
  | { kind: 'pointer'; pointer: string }
  | { kind: 'ocr' | 'exif' | 'caption' };

// A JSON pointer is taken to the end: its keys may hold "#", "&" or "=".
const LOCATOR_AT = /#pointer=\/.*$|#(?:(?:page|line|slide|sheet|paragraph|footnote|endnote|t)=[^#]*|ocr|exif|caption)$/;
const SECTIONS = new Set(['ocr', 'exif', 'caption']);

/** "/docs/a#b.pdf#page=3" → { path: "/docs/a#b.pdf", locator: "#page=3" }; a bare path has none. */
export function parseReference(ref: string): { path: string; locator?: string } {
  const m = LOCATOR_AT.exec(ref);
  if (!m || m.index === 0) return { path: ref };
  return { path: ref.slice(0, m.index), locator: m[0] };
}

function seconds(t: string): number | undefined {
  if (/^\d+(?:\.\d+)?$/.test(t)) return Number(t);
  const m = /^(?:(\d+):)?(\d{1,2}):(\d{2})(?:\.\d+)?$/.exec(t);
  return m ? Number(m[1] ?? 0) * 3600 + Number(m[2]) * 60 + Number(m[3]) : undefined;
}

/** Parses a locator ("#page=3", "page=3"); undefined when it is none of the known kinds. */
export function parseLocator(text: string): Locator | undefined {
  const s = text.replace(/^#/, '');
  if (SECTIONS.has(s)) return { kind: s as 'ocr' | 'exif' | 'caption' };
  // Taken whole: a JSON key may hold "&" or "=".
  if (s.startsWith('pointer=')) return s.length > 8 && s[8] === '/' ? { kind: 'pointer', pointer: s.slice(8) } : undefined;
  const params = new Map<string, string>();
  for (const part of s.split('&')) {
    const i = part.indexOf('=');
    if (i > 0) params.set(part.slice(0, i), part.slice(i + 1));
  }
  const sheet = params.get('sheet');
  if (sheet !== undefined) {
    let name = sheet;
    try {
      name = decodeURIComponent(sheet);
    } catch {
      /* a literal % in the name */
    }
    const row = params.get('row');
    const chart = params.get('chart');
    return { kind: 'sheet', sheet: name, n: row && /^\d+$/.test(row) ? Number(row) : undefined, ...(chart && /^\d+$/.test(chart) ? { chart: Number(chart) } : {}) };
  }
  const t = params.get('t');
  if (t !== undefined) {
    const n = seconds(t);
    return n === undefined ? undefined : { kind: 't', n };
  }
  for (const kind of ['page', 'line', 'slide', 'paragraph', 'footnote', 'endnote'] as const) {
    const v = params.get(kind);
    if (v !== undefined) return /^\d+$/.test(v) ? { kind, n: Number(v) } : undefined;
  }
  return undefined;
}

import { parseLocator, type Locator } from '../../api/reference.js';
import { CtxError } from '../errors.js';
import type { StoredChunk } from '../store/chunks.js';

export interface TextSegment {
  locator: string;
  text: string;
}

/**
 * A file's extracted text in reading order, one segment per locator: chunks are split back at
 * their anchors (the points where a page, paragraph, row or transcript time begins) and
 * neighbouring pieces with the same locator joined again.
 */
export function segmentsOf(chunks: Array<Pick<StoredChunk, 'text' | 'locator' | 'anchors'>>): TextSegment[] {
  const out: TextSegment[] = [];
  const push = (locator: string, text: string) => {
    const t = text.trim();
    if (!t) return;
    const last = out[out.length - 1];
    if (last && last.locator === locator) last.text += `\n${t}`;
    else out.push({ locator, text: t });
  };
  for (const c of chunks) {
    let anchors: Array<[number, string]> = [[0, c.locator]];
    if (c.anchors) {
      try {
        anchors = JSON.parse(c.anchors) as Array<[number, string]>;
      } catch {
        /* one segment */
      }
    }
    anchors.forEach(([at, loc], i) => push(loc, c.text.slice(at, anchors[i + 1]?.[0] ?? c.text.length)));
  }
  return out;
}

const KIND_WORDS: Record<Locator['kind'], string> = { page: 'pages', line: 'lines', slide: 'slides', sheet: 'sheets', paragraph: 'paragraphs', footnote: 'footnotes', endnote: 'endnotes', t: 'times', pointer: 'JSON pointers', ocr: 'text read from its image', exif: 'camera data', caption: 'caption' };

/** Whether JSON pointer `at` is `want` or inside it ("/" is the whole document). */
const within = (at: string, want: string) => want === '/' || at === want || at.startsWith(`${want}/`);

/**
 * The segments a locator points at: a page, slide, paragraph, spreadsheet row or chart is
 * matched exactly (a sheet without a row or chart gives all of it); a line or a time falls in the paragraph or transcript piece
 * that starts at or before it.
 */
export function selectSegments(segments: TextSegment[], locatorText: string, path: string): TextSegment[] {
  const want = parseLocator(locatorText);
  if (!want) throw new CtxError('INVALID_PARAMETERS', `locator: "${locatorText}" is not one of #page=N, #line=N, #slide=N, #sheet=NAME&row=N, #sheet=NAME&chart=N, #paragraph=N, #t=HH:MM:SS, #pointer=/JSON/pointer, #ocr, #exif, #caption`);
  const parsed = segments.map((s) => ({ s, at: parseLocator(s.locator) })).filter((x) => x.at?.kind === want.kind);
  let hits: TextSegment[];
  if (want.kind === 'sheet') {
    hits = parsed
      .filter(({ at }) => at!.kind === 'sheet' && at!.sheet === want.sheet && (want.n === undefined || at!.n === want.n) && (want.chart === undefined || at!.chart === want.chart))
      .map((x) => x.s);
  } else if (want.kind === 'pointer') {
    const pointerOf = (x: (typeof parsed)[number]) => (x.at as { pointer: string }).pointer;
    hits = parsed.filter((x) => within(pointerOf(x), want.pointer)).map((x) => x.s);
    // A value deeper than the ingester kept apart (a long string's pieces, a capped pointer) is in its nearest ancestor.
    if (hits.length === 0) {
      const holders = parsed.filter((x) => pointerOf(x) !== '/' && want.pointer.startsWith(`${pointerOf(x)}/`));
      const deepest = Math.max(-1, ...holders.map((x) => pointerOf(x).length));
      hits = holders.filter((x) => pointerOf(x).length === deepest).map((x) => x.s);
    }
  } else if (want.kind === 'line' || want.kind === 't') {
    const before = parsed.filter(({ at }) => (at as { n: number }).n <= want.n);
    const last = before[before.length - 1];
    hits = last ? parsed.filter((x) => x.s.locator === last.s.locator).map((x) => x.s) : [];
  } else if ('n' in want) {
    hits = parsed.filter(({ at }) => (at as { n: number }).n === want.n).map((x) => x.s);
  } else {
    // #ocr, #exif, #caption: one section of an image.
    hits = parsed.map((x) => x.s);
  }
  if (hits.length === 0) {
    const have = [...new Set(parsed.map((x) => x.s.locator))];
    const hint = have.length ? ` (it has ${KIND_WORDS[want.kind]} ${have.slice(0, 3).join(', ')}${have.length > 3 ? ` … ${have[have.length - 1]}` : ''})` : ` (it has no ${KIND_WORDS[want.kind]})`;
    throw new CtxError('NOT_FOUND', `${path}${locatorText.startsWith('#') ? '' : '#'}${locatorText} is not in the file${hint}`);
  }
  return hits;
}

import { readFile } from 'node:fs/promises';
import CFB from 'cfb';
import { tidy, wordCount } from './ooxml.js';
import { ExtractionError } from './types.js';
import type { Extracted, ExtractInput, Segment } from './types.js';
import { decodeWindows1252 } from './cp1252.js';

/**
 * Legacy binary PowerPoint (.ppt, PowerPoint 97–2003), read from its records ([MS-PPT]) inside
 * the compound file — no LibreOffice. The "Current User" stream points at the newest UserEditAtom;
 * following the edit chain gives the persist directory (object id -> stream offset), which maps
 * the slide list (SlideListWithText, slides in presentation order) to SlideContainers, and notes
 * pages (NotesContainer, whose NotesAtom names its slide) to their slides. Text lives in
 * TextCharsAtom (UTF-16LE) and TextBytesAtom (8-bit) records, both in the slide list and in the
 * slides' drawings. Files without a usable persist directory are read by a linear scan instead.
 *
 * Locator `#slide=N` (1-based presentation order); section = the slide's title text or "Slide N";
 * speaker notes follow their slide's text as "Speaker notes: …", as in .pptx.
 */
export async function extractPpt(input: ExtractInput): Promise<Extracted> {
  const buf = await readFile(input.path);
  let cfb: CFB.CFB$Container;
  try {
    cfb = CFB.read(buf, { type: 'buffer' });
  } catch (err) {
    throw new ExtractionError(`corrupted presentation: ${((err as Error).message ?? String(err)).split('\n')[0]}`);
  }
  const stream = (name: string): Buffer | undefined => {
    const e = cfb.FileIndex.find((f) => f.name === name && f.type === 2);
    return e?.content ? Buffer.from(e.content as Uint8Array) : undefined;
  };
  if (stream('EncryptedSummary') || (stream('EncryptionInfo') && stream('EncryptedPackage'))) throw new ExtractionError('password-protected presentation');
  const doc = stream('PowerPoint Document');
  if (!doc) throw new ExtractionError('corrupted presentation: the file has no "PowerPoint Document" stream');

  const deck = readDeck(doc, stream('Current User'));
  const summary = readSummaryInformation(stream('\u0005SummaryInformation'));

  const segments: Segment[] = [];
  let withNotes = 0;
  let words = 0;
  for (const [i, s] of deck.entries()) {
    const n = i + 1;
    const section = s.title ? s.title.replace(/\s+/g, ' ').slice(0, 200) : `Slide ${n}`;
    const text = s.texts.join('\n');
    if (text) {
      words += wordCount(text);
      segments.push({ text, locator: `#slide=${n}`, section });
    }
    const notes = s.notes.join('\n');
    if (notes) {
      withNotes++;
      words += wordCount(notes);
      segments.push({ text: `Speaker notes: ${notes}`, locator: `#slide=${n}`, section });
    }
  }
  return {
    title: summary.title ?? deck[0]?.title,
    author: summary.author,
    segments,
    facts: { slides: deck.length, slides_with_notes: withNotes, words, format: 'PowerPoint 97-2003' },
  };
}

const RT = {
  Document: 0x03e8,
  Slide: 0x03ee,
  Notes: 0x03f0,
  NotesAtom: 0x03f1,
  SlidePersistAtom: 0x03f3,
  SlideListWithText: 0x0ff0,
  TextHeaderAtom: 0x0f9f,
  TextCharsAtom: 0x0fa0,
  TextBytesAtom: 0x0fa8,
  UserEditAtom: 0x0ff5,
  PersistDirectoryAtom: 0x1772,
  CryptSession10Container: 0x2f14,
} as const;

/** TextHeaderAtom types that hold a slide title (Title, CenterTitle). */
const TITLE_TYPES = new Set([0, 6]);
const MAX_DEPTH = 64;

interface Rec {
  type: number;
  instance: number;
  /** Offset of the record body in the stream. */
  start: number;
  len: number;
  children?: Rec[];
}

/** One record (and, for containers, its subtree) at `offset`; undefined when it does not fit. */
function recordAt(b: Buffer, offset: number, depth = 0): Rec | undefined {
  if (offset < 0 || offset + 8 > b.length) return undefined;
  const verInst = b.readUInt16LE(offset);
  const type = b.readUInt16LE(offset + 2);
  const len = b.readUInt32LE(offset + 4);
  const start = offset + 8;
  if (start + len > b.length) return undefined;
  const rec: Rec = { type, instance: verInst >> 4, start, len };
  // recVer 0xF marks a container; its body is a sequence of records.
  if ((verInst & 0x0f) === 0x0f && depth < MAX_DEPTH) rec.children = recordsIn(b, start, start + len, depth + 1);
  return rec;
}

function recordsIn(b: Buffer, from: number, to: number, depth: number): Rec[] {
  const out: Rec[] = [];
  let p = from;
  while (p + 8 <= to) {
    const r = recordAt(b, p, depth);
    if (!r || r.start + r.len > to) break;
    out.push(r);
    p = r.start + r.len;
  }
  return out;
}

interface TextPiece {
  type: number;
  text: string;
}

/** The text atoms of a subtree in order, each with the type of the TextHeaderAtom before it. */
function textsOf(b: Buffer, rec: Rec, out: TextPiece[] = [], state = { type: 4 }): TextPiece[] {
  if (rec.type === RT.TextHeaderAtom && rec.len >= 4) state.type = b.readUInt32LE(rec.start);
  else if (rec.type === RT.TextCharsAtom) pushText(out, state.type, b.toString('utf16le', rec.start, rec.start + (rec.len & ~1)));
  else if (rec.type === RT.TextBytesAtom) pushText(out, state.type, b.toString('latin1', rec.start, rec.start + rec.len));
  for (const c of rec.children ?? []) textsOf(b, c, out, state);
  return out;
}

function pushText(out: TextPiece[], type: number, raw: string): void {
  // \r ends a paragraph and \v is a line break inside one; other control characters are fields.
  const text = tidy(raw.replace(/[\r\v]/g, '\n').replace(/[\u0000-\u0008\u000e-\u001f]/g, ''));
  if (text && text !== '*') out.push({ type, text });
}

interface SlideText {
  slideId: number;
  title?: string;
  texts: string[];
  notes: string[];
}

/** Slides in presentation order with their text and notes. */
function readDeck(b: Buffer, currentUser: Buffer | undefined): SlideText[] {
  const persist = persistDirectory(b, currentUser);
  const top = persist ? undefined : recordsIn(b, 0, b.length, 0);
  if (top?.some((r) => r.type === RT.CryptSession10Container)) throw new ExtractionError('password-protected presentation');
  const document = persist ? recordAt(b, persist.map.get(persist.docRef) ?? -1) : top!.find((r) => r.type === RT.Document);
  if (!document || document.type !== RT.Document) {
    if (persist) return readDeckLinear(b);
    throw new ExtractionError('corrupted presentation: no document record found');
  }
  const lists = (document.children ?? []).filter((r) => r.type === RT.SlideListWithText);
  const slideList = lists.find((r) => r.instance === 0);
  const notesList = lists.find((r) => r.instance === 2);

  const slides: Array<{ slideId: number; persistRef: number; pieces: TextPiece[] }> = [];
  // The TextHeaderAtom giving a text's type is the sibling just before it.
  const state = { type: 4 };
  for (const r of slideList?.children ?? []) {
    if (r.type === RT.SlidePersistAtom && r.len >= 16) slides.push({ persistRef: b.readUInt32LE(r.start), slideId: b.readUInt32LE(r.start + 12), pieces: [] });
    else if (slides.length > 0) textsOf(b, r, slides[slides.length - 1]!.pieces, state);
  }

  const linearSlides = persist ? undefined : top!.filter((r) => r.type === RT.Slide);
  const deck: SlideText[] = slides.map((s, i) => {
    const container = persist ? recordAt(b, persist.map.get(s.persistRef) ?? -1) : linearSlides![i];
    const pieces = [...s.pieces, ...(container?.type === RT.Slide ? textsOf(b, container) : [])];
    return toSlide(s.slideId, pieces);
  });
  // A slide list without persist atoms (unusual writers): the slide containers alone.
  if (deck.length === 0 && linearSlides) for (const c of linearSlides) deck.push(toSlide(0, textsOf(b, c)));

  const notesContainers: Rec[] = [];
  if (persist) {
    for (const r of notesList?.children ?? []) {
      if (r.type !== RT.SlidePersistAtom || r.len < 4) continue;
      const c = recordAt(b, persist.map.get(b.readUInt32LE(r.start)) ?? -1);
      if (c?.type === RT.Notes) notesContainers.push(c);
    }
  } else notesContainers.push(...top!.filter((r) => r.type === RT.Notes));
  for (const c of notesContainers) attachNotes(b, c, deck);
  return deck;
}

/** Last resort when the persist directory points nowhere useful: containers in stream order. */
function readDeckLinear(b: Buffer): SlideText[] {
  return readDeck(b, undefined);
}

function toSlide(slideId: number, pieces: TextPiece[]): SlideText {
  const seen = new Set<string>();
  const texts: string[] = [];
  let title: string | undefined;
  for (const p of pieces) {
    const key = p.text.replace(/\s+/g, ' ');
    if (seen.has(key)) continue;
    seen.add(key);
    texts.push(p.text);
    if (title === undefined && TITLE_TYPES.has(p.type)) title = p.text;
  }
  return { slideId, title, texts, notes: [] };
}

function attachNotes(b: Buffer, notes: Rec, deck: SlideText[]): void {
  const atom = notes.children?.find((r) => r.type === RT.NotesAtom && r.len >= 4);
  if (!atom) return;
  const slide = deck.find((s) => s.slideId !== 0 && s.slideId === b.readUInt32LE(atom.start));
  if (!slide) return;
  const seen = new Set(slide.notes);
  for (const p of textsOf(b, notes)) {
    if (!seen.has(p.text)) {
      seen.add(p.text);
      slide.notes.push(p.text);
    }
  }
}

const CURRENT_USER_PLAIN = 0xe391c05f;
const CURRENT_USER_ENCRYPTED = 0xf3d1c4df;

/** The persist directory (newest edit wins) and the document's persist id, or undefined. */
function persistDirectory(b: Buffer, currentUser: Buffer | undefined): { map: Map<number, number>; docRef: number } | undefined {
  if (!currentUser || currentUser.length < 20) return undefined;
  const token = currentUser.readUInt32LE(12);
  if (token === CURRENT_USER_ENCRYPTED) throw new ExtractionError('password-protected presentation');
  if (token !== CURRENT_USER_PLAIN) return undefined;
  const map = new Map<number, number>();
  let edit = currentUser.readUInt32LE(16);
  let docRef: number | undefined;
  const visited = new Set<number>();
  while (!visited.has(edit) && visited.size < 10_000) {
    visited.add(edit);
    const ue = recordAt(b, edit);
    if (!ue || ue.type !== RT.UserEditAtom || ue.len < 28) return map.size ? finish() : undefined;
    docRef ??= b.readUInt32LE(ue.start + 16);
    if (ue.len >= 32 && b.readUInt32LE(ue.start + 28) !== 0) throw new ExtractionError('password-protected presentation');
    const dir = recordAt(b, b.readUInt32LE(ue.start + 12));
    if (dir?.type === RT.PersistDirectoryAtom) {
      let p = dir.start;
      const end = dir.start + dir.len;
      while (p + 4 <= end) {
        const v = b.readUInt32LE(p);
        const id = v & 0xfffff;
        const count = v >>> 20;
        p += 4;
        for (let k = 0; k < count && p + 4 <= end; k++, p += 4) if (!map.has(id + k)) map.set(id + k, b.readUInt32LE(p));
      }
    }
    const last = b.readUInt32LE(ue.start + 8);
    if (last === 0) break;
    edit = last;
  }
  return finish();
  function finish() {
    return docRef !== undefined && map.size > 0 ? { map, docRef } : undefined;
  }
}

/** Title and author from the OLE "\x05SummaryInformation" property set. */
export function readSummaryInformation(s: Buffer | undefined): { title?: string; author?: string } {
  try {
    if (!s || s.length < 48 || s.readUInt16LE(0) !== 0xfffe) return {};
    const base = s.readUInt32LE(44);
    if (base + 8 > s.length) return {};
    const count = Math.min(s.readUInt32LE(base + 4), 1000);
    const offsets = new Map<number, number>();
    for (let i = 0; i < count; i++) {
      const at = base + 8 + i * 8;
      if (at + 8 > s.length) break;
      offsets.set(s.readUInt32LE(at), base + s.readUInt32LE(at + 4));
    }
    const cpAt = offsets.get(1);
    const codepage = cpAt !== undefined && cpAt + 6 <= s.length && s.readUInt32LE(cpAt) === 2 ? s.readUInt16LE(cpAt + 4) : 1252;
    const read = (id: number): string | undefined => {
      const at = offsets.get(id);
      if (at === undefined || at + 8 > s.length) return undefined;
      const vt = s.readUInt32LE(at);
      const n = s.readUInt32LE(at + 4);
      let text: string;
      if (vt === 0x1e) text = decodeCodepage(s.subarray(at + 8, Math.min(s.length, at + 8 + n)), codepage);
      else if (vt === 0x1f) text = s.toString('utf16le', at + 8, Math.min(s.length, at + 8 + n * 2));
      else return undefined;
      const t = text.replace(/\0[\s\S]*$/, '').trim();
      return t || undefined;
    };
    return { title: read(2), author: read(4) };
  } catch {
    return {};
  }
}

function decodeCodepage(bytes: Buffer, codepage: number): string {
  if (codepage === 1252) return decodeWindows1252(bytes);
  const label = codepage === 65001 ? 'utf-8' : codepage === 1200 ? 'utf-16le' : codepage === 10000 ? 'macintosh' : `windows-${codepage}`;
  try {
    return new TextDecoder(label).decode(bytes);
  } catch {
    return bytes.toString('latin1');
  }
}

import { readFile } from 'node:fs/promises';
import { posix } from 'node:path';
import JSZip from 'jszip';
import { sniffCfb } from './sniff.js';
import { ExtractionError } from './types.js';
import { checkZipParts, type InflateLimits } from './inflate-guard.js';

/**
 * Shared plumbing for the OOXML extractors (docx, pptx, xlsx): opening the package with readable
 * failures, core properties, relationships, and a small tag scanner that is much faster than a
 * DOM on multi-megabyte parts.
 */

export type OoxmlKind = 'document' | 'presentation' | 'spreadsheet';

const CFB_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/** Fails with "password-protected <kind>" for encrypted packages and "corrupted <kind>: …" otherwise. */
export async function checkOoxmlBytes(buf: Buffer, kind: OoxmlKind): Promise<void> {
  if (buf.subarray(0, 8).equals(CFB_MAGIC)) {
    // Office saves a password-protected OOXML file as a compound file: EncryptionInfo + EncryptedPackage.
    if (sniffCfb(buf)?.encrypted) throw new ExtractionError(`password-protected ${kind}`);
    throw new ExtractionError(`corrupted ${kind}: the file is a legacy Office compound file, not an OOXML package`);
  }
}

export async function openOoxml(path: string, kind: OoxmlKind, limits?: InflateLimits): Promise<{ zip: JSZip; bytes: Buffer }> {
  const bytes = await readFile(path);
  await checkOoxmlBytes(bytes, kind);
  // jszip inflates a part whole: a bomb is refused before it gets the chance.
  await checkZipParts(path, kind, limits);
  try {
    return { zip: await JSZip.loadAsync(bytes), bytes };
  } catch (err) {
    throw new ExtractionError(`corrupted ${kind}: ${firstLine(err)}`);
  }
}

/** A part's text, or undefined when the part is missing; a damaged part fails as corrupted. */
export async function partText(zip: JSZip, name: string, kind: OoxmlKind): Promise<string | undefined> {
  const f = zip.file(name);
  if (!f) return undefined;
  try {
    return await f.async('string');
  } catch (err) {
    throw new ExtractionError(`corrupted ${kind}: ${name}: ${firstLine(err)}`);
  }
}

export function firstLine(err: unknown): string {
  return ((err as Error)?.message ?? String(err)).split('\n')[0]!.trim();
}

export interface CoreProps {
  title?: string;
  author?: string;
  created?: string;
  modified?: string;
}

/** docProps/core.xml: dc:title, dc:creator, dcterms:created/modified. */
export async function coreProps(zip: JSZip, kind: OoxmlKind): Promise<CoreProps> {
  const xml = await partText(zip, 'docProps/core.xml', kind).catch(() => undefined);
  if (!xml) return {};
  const get = (tag: string): string | undefined => {
    const m = new RegExp(`<${tag}(?:\\s[^>]*)?>([\\s\\S]*?)</${tag}>`).exec(xml);
    const v = m ? decodeXml(m[1]!).trim() : '';
    return v && v.length <= 500 ? v : undefined;
  };
  return { title: get('dc:title'), author: get('dc:creator'), created: get('dcterms:created'), modified: get('dcterms:modified') };
}

/** Relationships of a part: id -> { target (resolved to a package path), type }. */
export async function relationships(zip: JSZip, partPath: string, kind: OoxmlKind): Promise<Map<string, { target: string; type: string }>> {
  const dir = posix.dirname(partPath);
  const relsPath = posix.join(dir, '_rels', `${posix.basename(partPath)}.rels`);
  const xml = await partText(zip, relsPath, kind);
  const out = new Map<string, { target: string; type: string }>();
  if (!xml) return out;
  for (const m of xml.matchAll(/<Relationship\b([^>]*)\/?>/g)) {
    const id = attr(m[1]!, 'Id');
    const target = attr(m[1]!, 'Target');
    if (!id || !target || attr(m[1]!, 'TargetMode') === 'External') continue;
    const resolved = target.startsWith('/') ? target.slice(1) : posix.normalize(posix.join(dir, target));
    out.set(id, { target: resolved, type: attr(m[1]!, 'Type') ?? '' });
  }
  return out;
}

export function attr(attrs: string, name: string): string | undefined {
  const m = new RegExp(`(?:^|\\s)${name.replace(/[.:]/g, '\\$&')}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`).exec(attrs);
  return m ? decodeXml(m[1] ?? m[2] ?? '') : undefined;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

export function decodeXml(s: string): string {
  if (!s.includes('&')) return s;
  return s.replace(/&(#x[0-9a-fA-F]+|#\d+|[a-zA-Z]+);/g, (whole, e: string) => {
    if (e[0] === '#') {
      const cp = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
      return Number.isFinite(cp) && cp >= 0 && cp <= 0x10ffff ? String.fromCodePoint(cp) : whole;
    }
    return ENTITIES[e] ?? whole;
  });
}

export interface XmlToken {
  /** 'open' | 'close' | 'empty' (self-closing) | 'text' */
  kind: 'open' | 'close' | 'empty' | 'text';
  /** Qualified tag name (for tags). */
  name: string;
  /** Raw attribute text (for open/empty tags). */
  attrs: string;
  /** Decoded text (for text tokens). */
  text: string;
}

/**
 * Streams the tags and text of an XML string. Processing instructions, comments and DOCTYPEs are
 * skipped; CDATA content is passed through as text. Not a validating parser — OOXML parts are
 * machine-written, and this is what makes an 800-page document take well under a second.
 */
export function* scanXml(xml: string): Generator<XmlToken> {
  const re = /<(\/?)([A-Za-z_][\w.:-]*)((?:[^>"']|"[^"]*"|'[^']*')*?)(\/?)>|<!\[CDATA\[([\s\S]*?)\]\]>|<[?!][\s\S]*?>/g;
  let last = 0;
  const tok: XmlToken = { kind: 'text', name: '', attrs: '', text: '' };
  for (let m = re.exec(xml); m; m = re.exec(xml)) {
    if (m.index > last) {
      tok.kind = 'text';
      tok.name = '';
      tok.attrs = '';
      tok.text = decodeXml(xml.slice(last, m.index));
      yield tok;
    }
    last = re.lastIndex;
    if (m[5] !== undefined) {
      tok.kind = 'text';
      tok.name = '';
      tok.attrs = '';
      tok.text = m[5];
      yield tok;
      continue;
    }
    if (!m[2]) continue;
    tok.kind = m[1] ? 'close' : m[4] ? 'empty' : 'open';
    tok.name = m[2];
    tok.attrs = m[3] ?? '';
    tok.text = '';
    yield tok;
  }
}

/**
 * scanXml without the alternate content in mc:Fallback: Office writes text boxes and shapes
 * twice (DrawingML in mc:Choice, a legacy copy in mc:Fallback), and the copy must not count.
 */
export function* scanContent(xml: string): Generator<XmlToken> {
  let fallback = 0;
  for (const tok of scanXml(xml)) {
    if (tok.name === 'mc:Fallback') {
      if (tok.kind === 'open') fallback++;
      else if (tok.kind === 'close') fallback = Math.max(0, fallback - 1);
      continue;
    }
    if (fallback === 0) yield tok;
  }
}

/** Collapses runs of spaces and blank lines; trims each line. */
export function tidy(s: string): string {
  return s
    .replace(/[ \t\u00a0]+/g, ' ')
    .split('\n')
    .map((l) => l.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export function wordCount(s: string): number {
  const m = s.match(/\S+/g);
  return m ? m.length : 0;
}

/**
 * The package's main part (officeDocument relationship): word/document.xml,
 * ppt/presentation.xml, … — or `fallback` when the relationships do not say.
 */
export async function mainPart(zip: JSZip, kind: OoxmlKind, fallback: string): Promise<string> {
  const rels = await relationships(zip, '', kind).catch(() => new Map<string, { target: string; type: string }>());
  for (const r of rels.values()) if (/\/officeDocument$/.test(r.type) && zip.file(r.target)) return r.target;
  return fallback;
}

import { readFile, stat } from 'node:fs/promises';
import { Readability } from '@mozilla/readability';
import { blocksOf, factBoxLines, type DomNode } from './html-text.js';
import { parsePage } from './html-parse.js';
import { decodeHtml, savedFromUrl } from './html-source.js';
import type { Extracted, ExtractInput, Segment } from './types.js';
import { ExtractionError } from './types.js';

/** Past this an HTML file is not parsed: a DOM of it would not fit an extraction process. */
const MAX_HTML_BYTES = 64 * 1024 * 1024;

/** Minimal query surface of a linkedom document (no DOM lib in this project's types). */
interface Doc extends DomNode {
  documentElement: DomNode & { getAttribute(n: string): string | null };
  body: DomNode | null;
  title: string;
  querySelector(sel: string): (DomNode & { getAttribute(n: string): string | null }) | null;
  querySelectorAll(sel: string): ArrayLike<DomNode & { getAttribute(n: string): string | null }>;
}

const PUBLISHED_META = [
  'meta[property="article:published_time"]',
  'meta[name="article:published_time"]',
  'meta[itemprop="datePublished"]',
  'meta[name="citation_publication_date"]',
  'meta[name="dc.date.issued" i]',
  'meta[name="dcterms.created" i]',
  'meta[name="dc.date" i]',
  'meta[name="date" i]',
  'meta[name="pubdate" i]',
  'meta[name="parsely-pub-date"]',
  'time[itemprop="datePublished"]',
  'time[pubdate]',
];
const MODIFIED_META = ['meta[property="article:modified_time"]', 'meta[property="og:updated_time"]', 'meta[itemprop="dateModified"]', 'meta[name="dcterms.modified" i]', 'time[itemprop="dateModified"]'];

function firstAttr(doc: Doc, selectors: string[]): string | undefined {
  for (const sel of selectors) {
    const el = doc.querySelector(sel);
    const v = el?.getAttribute('content') ?? el?.getAttribute('datetime') ?? el?.textContent;
    if (v && v.trim()) return v.trim().slice(0, 100);
  }
  return undefined;
}

/** datePublished / dateModified from the page's JSON-LD (also inside @graph). */
function jsonLdDates(doc: Doc): { published?: string; modified?: string } {
  const out: { published?: string; modified?: string } = {};
  const visit = (v: unknown, depth: number): void => {
    if (!v || typeof v !== 'object' || depth > 4) return;
    if (Array.isArray(v)) return v.forEach((x) => visit(x, depth + 1));
    const o = v as Record<string, unknown>;
    if (typeof o.datePublished === 'string') out.published ??= o.datePublished.trim();
    if (typeof o.dateModified === 'string') out.modified ??= o.dateModified.trim();
    if (o['@graph']) visit(o['@graph'], depth + 1);
  };
  for (const s of Array.from(doc.querySelectorAll('script[type="application/ld+json"]'))) {
    try {
      visit(JSON.parse(s.textContent ?? ''), 0);
    } catch {
      // A page's broken JSON-LD is its own business.
    }
  }
  return out;
}

/** What the page says about itself, read before Readability rewrites the document. */
function pageFacts(doc: Doc, html: string) {
  const attr = (sel: string, name = 'content') => doc.querySelector(sel)?.getAttribute(name)?.trim() || undefined;
  const ld = jsonLdDates(doc);
  return {
    url: savedFromUrl(html) ?? attr('link[rel="canonical"]', 'href') ?? attr('meta[property="og:url"]'),
    site: attr('meta[property="og:site_name"]') ?? attr('meta[name="application-name"]'),
    published: ld.published ?? firstAttr(doc, PUBLISHED_META),
    modified: ld.modified ?? firstAttr(doc, MODIFIED_META),
    title: attr('meta[property="og:title"]') ?? (doc.title.trim() || doc.querySelector('title')?.textContent?.trim() || undefined),
    author: attr('meta[name="author"]'),
    language: doc.documentElement?.getAttribute('lang')?.trim() || undefined,
  };
}

/**
 * Removes the page furniture that semantic markup names: navigation everywhere, and headers,
 * footers and asides outside an <article>. Readability judges by class names and text
 * density, and on a short page it may keep a site footer as part of the "article".
 */
function stripChrome(doc: Doc): void {
  for (const el of Array.from(doc.querySelectorAll('nav, [role="navigation"], [role="banner"], [role="contentinfo"], header, footer, aside'))) {
    const node = el as unknown as { localName: string; closest(sel: string): unknown; remove(): void };
    if (/^(?:header|footer|aside)$/.test(node.localName) && node.closest('article')) continue;
    node.remove();
  }
}

/** Characters of text a reader would see under a node (scripts, styles and the head aside). */
function visibleLength(node: DomNode | undefined): number {
  return node ? blocksOf(node).reduce((n, b) => n + b.text.length, 0) : 0;
}

const cleanByline = (s: string | null | undefined): string | undefined => s?.replace(/^\s*by\s+/i, '').replace(/\s+/g, ' ').trim().slice(0, 200) || undefined;

/**
 * HTML pages (saved by a browser, uploaded, or fetched by /webpage/add): the main content as
 * Readability (Firefox Reader View) finds it, without navigation, footers and ads. Segments:
 * one per paragraph, list item, heading or table row of the main content, `#paragraph=N` in
 * reading order, each with the nearest heading above it as `section`. Facts: the page's URL
 * (its "saved from" mark, else its canonical link), site name, published and modified times
 * (meta tags, JSON-LD), language.
 */
export async function extractHtml(input: ExtractInput): Promise<Extracted> {
  const size = (await stat(input.path)).size;
  if (size > MAX_HTML_BYTES) throw new ExtractionError(`HTML page of ${Math.round(size / 1048576)} MB is too large to read (limit ${MAX_HTML_BYTES / 1048576} MB)`);
  const { text: html, encoding } = decodeHtml(await readFile(input.path));
  const doc = parsePage(html).document as unknown as Doc;
  const page = pageFacts(doc, html);

  stripChrome(doc);
  // Fact boxes (infoboxes) before Readability drops them: they lead the content if it lacks them.
  const factBoxes = Array.from(doc.querySelectorAll('table')).flatMap((t) => factBoxLines(t));
  let article: ReturnType<Readability<DomNode>['parse']> = null;
  try {
    article = new Readability<DomNode>(doc as never, { serializer: (el) => el as unknown as DomNode }).parse();
  } catch {
    // Readability gives up on some pages (framesets, empty bodies): the body is read instead.
  }
  const mainFound = !!article?.content && (article.textContent ?? '').trim().length > 0;
  let root = mainFound ? article!.content! : undefined;
  if (!root) {
    // Readability rewrote the document while it searched: read the body of a fresh parse.
    const fresh = parsePage(html).document as unknown as Doc;
    stripChrome(fresh);
    root = fresh.body ?? undefined;
    // Markup before <head> (a tracking <script> on old pages) leaves the parser an empty body
    // with the page's text beside it: the whole document is read then (blocksOf skips <head>).
    if (visibleLength(fresh.documentElement) > 2 * visibleLength(root)) root = fresh.documentElement;
  }
  const blocks = root ? blocksOf(root) : [];
  // Readability keeps some boxes, but as loose lines ("Number of employees" / "221,000 (2023)Divisions"):
  // each row is added unless the content holds it as a row already.
  const read = new Set(blocks.flatMap((b) => b.text.split('\n')));
  const missing = factBoxes.filter((l) => !read.has(l) && !read.has(l.replace(': ', ' | ')));

  const title = article?.title?.trim() || page.title;
  const author = cleanByline(article?.byline) ?? cleanByline(page.author);
  const segments: Segment[] = [];
  let section: string | undefined;
  let words = 0;
  for (const b of blocks) {
    if (b.heading) section = b.text.slice(0, 200);
    // The article's own h1 and byline line, which Readability may keep, are the title and author.
    if (segments.length < 2 && ((b.heading && b.text === title) || (author && cleanByline(b.text) === author))) continue;
    words += b.text.split(/\s+/).filter(Boolean).length;
    segments.push({ text: b.text, locator: `#paragraph=${segments.length + 1}`, ...(section ? { section } : {}) });
  }
  // The box leads, as on the page; paragraphs are numbered in reading order.
  if (missing.length > 0) {
    segments.unshift(...missing.map((text) => ({ text, locator: '' })));
    segments.forEach((seg, i) => (seg.locator = `#paragraph=${i + 1}`));
  }
  const facts: Record<string, unknown> = {
    url: page.url,
    site_name: article?.siteName?.trim() || page.site,
    published: article?.publishedTime?.trim() || page.published,
    modified: page.modified,
    language: article?.lang?.trim() || page.language,
    main_content: mainFound ? 'article' : 'whole page',
    paragraphs: segments.length,
    words,
    encoding,
  };
  for (const k of Object.keys(facts)) if (facts[k] === undefined || facts[k] === '') delete facts[k];
  return { title, author, segments, facts };
}

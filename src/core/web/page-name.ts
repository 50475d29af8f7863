import { parseHTML } from 'linkedom';
import { extensionOf, MAX_NAME_BYTES } from '../files/vpath.js';

/** How much of a page is parsed to find its title: the head is at the start. */
const HEAD_CHARS = 256 * 1024;

/** The page's own title (og:title, else <title>), read from its head only: cheap at request time. */
export function pageTitle(html: string): string | undefined {
  const end = html.search(/<\/head\s*>/i);
  const head = html.slice(0, end >= 0 ? end : HEAD_CHARS).slice(0, HEAD_CHARS);
  const { document } = parseHTML(`${head}</head><body></body></html>`);
  const meta = (sel: string) => document.querySelector(sel)?.getAttribute('content')?.replace(/\s+/g, ' ').trim() || undefined;
  const t = (meta('meta[property="og:title"], meta[name="og:title"]') ?? document.querySelector('title')?.textContent ?? '').replace(/\s+/g, ' ').trim();
  // "Story | Site": the site's name is not the page's.
  const site = meta('meta[property="og:site_name"], meta[name="application-name"]');
  const bare = site && t.length > site.length ? t.replace(new RegExp(`\\s+[|\\-–—:·•»]\\s+${escapeRegExp(site)}$`, 'i'), '') : t;
  return bare || undefined;
}

const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A name from the address when the page has no title: host and last path segment. */
function nameFromUrl(url: URL): string {
  const last = decodeURIComponentSafe(url.pathname.split('/').filter(Boolean).pop() ?? '').replace(/\.[a-z0-9]{1,5}$/i, '');
  return [url.hostname.replace(/^www\./, ''), last].filter(Boolean).join(' - ');
}

function decodeURIComponentSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** Cuts a string to at most `max` UTF-8 bytes without splitting a character. */
function cutBytes(s: string, max: number): string {
  let out = '';
  for (const ch of s) {
    if (Buffer.byteLength(out + ch) > max) break;
    out += ch;
  }
  return out;
}

const HTML_EXT = new Set(['.html', '.htm']);

/**
 * The stored file's name. A name the caller gave is used as written (".html" added unless it
 * ends in .html or .htm), so an invalid one fails loudly; a name made from the title or the
 * address is cleaned into a valid one: no slashes or control characters, ≤ 255 bytes.
 */
export function pageFileName(given: string | undefined, html: string, url: URL): string {
  if (given !== undefined) return HTML_EXT.has(extensionOf(given)) ? given : `${given}.html`;
  const base = (pageTitle(html) ?? nameFromUrl(url))
    .replace(/[\u0000-\u001f\u007f/\\]+/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[.\s]+|[.\s]+$/g, '');
  return `${cutBytes(base || 'web page', MAX_NAME_BYTES - 60).trim()}.html`;
}

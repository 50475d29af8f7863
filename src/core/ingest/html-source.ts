import { decodeText } from './decode.js';

/**
 * How an HTML file's bytes become text, and where the page came from. Shared by the fetcher
 * (which stores what it fetched) and the .html extractor (which reads any .html file).
 */

/** The charset a page declares in its first 1024 bytes (`<meta charset>` or `http-equiv`), as the HTML prescan does. */
export function declaredCharset(buf: Buffer): string | undefined {
  const head = buf.subarray(0, 1024).toString('latin1');
  return /<meta[^>]+charset\s*=\s*["']?\s*([\w.:-]+)/i.exec(head)?.[1];
}

function decoderFor(label: string): InstanceType<typeof TextDecoder> | undefined {
  try {
    const d = new TextDecoder(label.trim());
    // A page that could declare its charset in ASCII is not UTF-16, whatever it says (HTML spec).
    return d.encoding.startsWith('utf-16') ? new TextDecoder('utf-8') : d;
  } catch {
    return undefined;
  }
}

const hasBom = (b: Buffer): boolean => (b[0] === 0xef && b[1] === 0xbb && b[2] === 0xbf) || (b[0] === 0xff && b[1] === 0xfe) || (b[0] === 0xfe && b[1] === 0xff);

/**
 * Decodes HTML in the order browsers do: a byte-order mark, then the charset the server sent,
 * then the one the page declares; failing all three, UTF-8 with a windows-1252 fallback.
 */
export function decodeHtml(buf: Buffer, transportCharset?: string): { text: string; encoding: string } {
  if (hasBom(buf)) return decodeText(buf);
  for (const label of [transportCharset, declaredCharset(buf)]) {
    const d = label ? decoderFor(label) : undefined;
    if (d) return { text: d.decode(buf), encoding: d.encoding };
  }
  return decodeText(buf);
}

/**
 * The comment browsers put at the top of a saved page (the "mark of the web"): the page's
 * address, with its length in four digits. A serialised URL never holds ">", so it cannot
 * close the comment early.
 */
export function savedFromComment(url: string): string {
  return `<!-- saved from url=(${String(url.length).padStart(4, '0')})${url} -->`;
}

/** The address a saved page says it came from, when it carries the mark of the web. */
export function savedFromUrl(html: string): string | undefined {
  return /<!--\s*saved from url=\(\d+\)(\S+?)\s*-->/i.exec(html.slice(0, 8192))?.[1];
}

/**
 * A fetched page as ctx stores it: UTF-8 with a byte-order mark (which outranks the page's
 * own `<meta charset>`, so the file opens right in a browser too), the mark of the web, then
 * the page.
 */
export function savedPage(url: string, html: string): Buffer {
  return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(`${savedFromComment(url)}\n${html}`, 'utf8')]);
}

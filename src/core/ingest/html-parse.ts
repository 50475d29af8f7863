/**
 * HTML parsed the way a browser would settle it, on top of linkedom (which is not an HTML5
 * tree builder): a page without an <html> element, or with a <style> between </head> and
 * <body> (old table-layout pages, many e-mails), leaves linkedom's `document.body` an empty
 * element it creates itself, and the page's real body beside it — Readability then reads only
 * what is left in the wrong place (a site footer), and the text is lost.
 */
import { parseHTML } from 'linkedom';

interface Node {
  localName?: string;
  textContent: string | null;
  after(n: unknown): void;
  nextElementSibling: unknown;
}
interface Page {
  documentElement: Node;
  head: Node;
  querySelectorAll(sel: string): ArrayLike<Node>;
}

export function parsePage(html: string): ReturnType<typeof parseHTML> {
  // Without a root element linkedom makes the first element (<head>) the document's root.
  const source = /<html[\s>]/i.test(html.slice(0, 65536)) ? html : `<html>${html}</html>`;
  const window = parseHTML(source);
  const doc = window.document as unknown as Page;
  const bodies = Array.from(doc.querySelectorAll('body'));
  const real = bodies.sort((a, b) => (b.textContent?.length ?? 0) - (a.textContent?.length ?? 0))[0];
  // linkedom's body is the element right after <head>: put the real one there.
  if (real && doc.head.nextElementSibling !== real) doc.head.after(real);
  return window;
}

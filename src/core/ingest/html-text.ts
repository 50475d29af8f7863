/**
 * The readable blocks of an HTML subtree in reading order: paragraphs, list items, headings,
 * table rows, preformatted text. Inline markup inside a block is flattened into its text;
 * text sitting directly in a container between blocks becomes a block of its own.
 */

/** The DOM surface used here (linkedom's nodes; the project compiles without the DOM lib). */
export interface DomNode {
  nodeType: number;
  localName?: string;
  data?: string;
  textContent: string | null;
  childNodes: ArrayLike<DomNode>;
  getAttribute?(name: string): string | null;
}

export interface Block {
  text: string;
  /** 1–6 for a heading. */
  heading?: number;
}

const BLOCK = new Set(
  'address article aside blockquote center dd details dialog dir div dl dt fieldset figcaption figure footer form header hgroup hr li main menu nav ol p section summary table tbody thead tfoot caption ul'.split(' '),
);
/** Never text a reader sees. */
const SKIP = new Set('script style noscript template svg math iframe object embed canvas button select option textarea input head title'.split(' '));

const ELEMENT = 1;
const TEXT = 3;

const squash = (s: string): string => s.replace(/[\s\u00a0]+/g, ' ').trim();

function isHidden(node: DomNode): boolean {
  const hidden = node.getAttribute?.('hidden');
  return (hidden !== null && hidden !== undefined) || node.getAttribute?.('aria-hidden') === 'true';
}

/** A table row whose cells hold paragraphs (line breaks or block elements) rather than values. */
function layoutRow(tr: DomNode): boolean {
  const holdsParagraphs = (n: DomNode, depth: number): boolean => {
    if (depth > 12) return false;
    for (const c of Array.from(n.childNodes)) {
      if (c.nodeType !== ELEMENT) continue;
      const t = (c.localName ?? '').toLowerCase();
      if (t === 'br' || t === 'p' || t === 'table' || /^h[1-6]$/.test(t) || t === 'ul' || t === 'ol') return true;
      if (holdsParagraphs(c, depth + 1)) return true;
    }
    return false;
  };
  return Array.from(tr.childNodes).some((c) => c.nodeType === ELEMENT && /^t[dh]$/i.test(c.localName ?? '') && holdsParagraphs(c, 0));
}

export function blocksOf(root: DomNode): Block[] {
  const out: Block[] = [];
  let buf = '';
  const flush = (): void => {
    const t = buf
      .split('\n')
      .map(squash)
      .filter(Boolean)
      .join('\n');
    if (t) out.push({ text: t });
    buf = '';
  };
  const walk = (node: DomNode): void => {
    if (node.nodeType === TEXT) {
      buf += (node.data ?? '').replace(/[\s\u00a0]+/g, ' ');
      return;
    }
    if (node.nodeType !== ELEMENT) return;
    const tag = (node.localName ?? '').toLowerCase();
    if (SKIP.has(tag) || isHidden(node)) return;
    if (tag === 'br') {
      // Two breaks in a row end a paragraph (pages without <p> separate them so).
      if (/\n[ \t]*$/.test(buf)) flush();
      else buf += '\n';
      return;
    }
    const level = /^h([1-6])$/.exec(tag)?.[1];
    if (level) {
      flush();
      const t = squash(node.textContent ?? '');
      if (t) out.push({ text: t, heading: Number(level) });
      return;
    }
    if (tag === 'pre') {
      flush();
      const t = (node.textContent ?? '').replace(/^\n+|\s+$/g, '');
      if (t.trim()) out.push({ text: t });
      return;
    }
    // A row of a layout table (old pages set their whole text in one cell, in paragraphs split by
    // <br> or blocks) is read as the container it is; a data row is one line of cells.
    if (tag === 'tr' && !layoutRow(node)) {
      flush();
      const cells = Array.from(node.childNodes)
        .filter((c) => c.nodeType === ELEMENT && /^t[dh]$/i.test(c.localName ?? ''))
        .map((c) => squash(c.textContent ?? ''))
        .filter(Boolean);
      if (cells.length > 0) out.push({ text: cells.join(' | ') });
      return;
    }
    const block = BLOCK.has(tag);
    if (block) flush();
    for (const child of Array.from(node.childNodes)) walk(child);
    if (block) flush();
  };
  walk(root);
  flush();
  return out;
}

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

const tagOf = (n: DomNode): string => (n.localName ?? '').toLowerCase();
const isCell = (c: DomNode): boolean => c.nodeType === ELEMENT && /^t[dh]$/.test(tagOf(c));
const cellsOf = (tr: DomNode): string[] => Array.from(tr.childNodes).filter(isCell).map((c) => squash(c.textContent ?? ''));

/** The rows of a table itself (under thead/tbody/tfoot or directly), not of tables inside its cells. */
function rowsOf(table: DomNode): DomNode[] {
  const rows: DomNode[] = [];
  for (const c of Array.from(table.childNodes)) {
    const t = tagOf(c);
    if (t === 'tr') rows.push(c);
    else if (t === 'thead' || t === 'tbody' || t === 'tfoot') for (const r of Array.from(c.childNodes)) if (tagOf(r) === 'tr') rows.push(r);
  }
  return rows;
}

/** A cell that holds a figure: "1000", "0.39 - 0.46", "max 0.025", "$1,240.00", "12%". */
const FIGURE = /^(?:max\.?\s*|min\.?\s*|[<>≤≥~]\s*)?[-+]?[$£€¥]?\d[\d.,]*(?:\s*[-–]\s*[$£€¥]?\d[\d.,]*)?\s*%?$/i;

/**
 * A data table's rows as "Header: value; Header: value", the way a spreadsheet's rows read: a
 * first row of labels (no figure in it), optionally a row of units under it ("N/mm2", "%"), then
 * rows of as many cells. Undefined for a layout table or one without such a header: its rows
 * read as cells.
 */
function dataTableRows(table: DomNode): string[] | undefined {
  const rows = rowsOf(table);
  if (rows.length < 2 || rows.some(layoutRow)) return undefined;
  const header = cellsOf(rows[0]!);
  if (header.length < 2 || header.some((h) => !h || FIGURE.test(h) || h.length > 60)) return undefined;
  // Labels are <th> cells, or a row of three or more: a two-cell row without them is as likely a
  // label and its value ("Name | Alice") as two labels.
  const ths = Array.from(rows[0]!.childNodes).filter((c) => isCell(c) && tagOf(c) === 'th').length;
  if (!(ths === header.length || (ths === 0 && header.length >= 3))) return undefined;
  const width = header.length;
  let body = rows.slice(1).map(cellsOf);
  // A row of units under the labels: short, no figure, and figures in the rows below it.
  const units = body[0]!;
  if (body.length > 1 && units.length === width && units.every((u) => !FIGURE.test(u) && u.length <= 12) && body.slice(1).some((r) => r.some((c) => FIGURE.test(c)))) {
    header.forEach((h, i) => {
      const u = units[i]!.replace(/\s+(?=\d)/g, '');
      if (u && u !== '-') header[i] = `${h} (${u})`;
    });
    body = body.slice(1);
  }
  if (!body.some((r) => r.length === width)) return undefined;
  const out = [header.join(' | ')];
  for (const r of body) {
    if (r.length !== width) {
      if (r.some(Boolean)) out.push(r.filter(Boolean).join(' | '));
      continue;
    }
    const fields = r.map((v, i) => (v ? `${header[i]}: ${v}` : '')).filter(Boolean);
    if (fields.length > 0) out.push(fields.join('; '));
  }
  return out;
}

/**
 * A fact box's rows ("Number of employees | 221,000 (2023)" in a Wikipedia infobox) as
 * "Label: value" lines: a table of at least three rows each holding one <th> label and one
 * <td> value. Readability drops such boxes from an article, and with them its key facts.
 */
export function factBoxLines(table: DomNode): string[] {
  const lines: string[] = [];
  for (const tr of rowsOf(table)) {
    const cells = Array.from(tr.childNodes).filter(isCell);
    if (cells.length !== 2 || tagOf(cells[0]!) !== 'th' || tagOf(cells[1]!) !== 'td') continue;
    const label = squash(textOf(cells[0]!));
    const value = squash(textOf(cells[1]!));
    if (label && value && label.length <= 60) lines.push(`${label}: ${value.slice(0, 300)}`);
  }
  return lines.length >= 3 ? lines : [];
}

/** A node's text with its block children apart ("Founded<br>April 4, 1975" is not "FoundedApril"), without styles and scripts. */
function textOf(node: DomNode): string {
  return blocksOf(node)
    .map((b) => b.text)
    .join(' ');
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
    // A data table's rows read with their column headers ("Tensile strength (N/mm2): 1000").
    if (tag === 'table') {
      const rows = dataTableRows(node);
      if (rows) {
        flush();
        for (const text of rows) out.push({ text });
        return;
      }
    }
    // A row of a layout table (old pages set their whole text in one cell, in paragraphs split by
    // <br> or blocks) is read as the container it is; a data row is one line of cells.
    if (tag === 'tr' && !layoutRow(node)) {
      flush();
      const cells = cellsOf(node).filter(Boolean);
      // "Grade :" | "SNB22-3": a label cell and its value read as one field.
      if (cells.length === 2 && /:$/.test(cells[0]!)) out.push({ text: `${cells[0]!.replace(/\s*:$/, '')}: ${cells[1]}` });
      else if (cells.length > 0) out.push({ text: cells.join(' | ') });
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

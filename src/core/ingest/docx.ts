import type JSZip from 'jszip';
import { checkboxText, hasCheckbox } from './checkboxes.js';
import { tableRowTexts, type DocxCell, type DocxRow } from './docx-tables.js';
import { CHART_REL, chartFacts, chartLines, newChartTally, readChartPart } from './charts.js';
import { attr, coreProps, relationships, mainPart, openOoxml, partText, scanContent, tidy, wordCount } from './ooxml.js';
import { ExtractionError } from './types.js';
import type { Extracted, ExtractInput, Segment } from './types.js';

/**
 * Word (.docx), read straight from the package XML (word/document.xml via jszip) with a tag
 * scanner: mammoth builds a full document model and is far slower on very long documents.
 *
 * Segments: one per paragraph. A table row counts as one paragraph: "Header: value; Header:
 * value" when the table has a header row, its cells joined by " | " otherwise (docx-tables.ts).
 * Check boxes read "Tea: not checked" (checkboxes.ts).
 * Locator: `#paragraph=N`, N = the 1-based position of the paragraph among the document body's
 * non-empty paragraphs, in reading order (a .docx has no stable page numbers: pages exist only
 * once Word lays the text out). Footnotes and endnotes follow the body as `#footnote=N` /
 * `#endnote=N`, N = the note's number as Word displays it (1, 2, … in document order).
 * Sections: every segment carries `section` = the text of the nearest heading above it (a
 * paragraph whose style is a "heading N" / "Title" style, or that has an outline level).
 * A chart (word/charts, c:chart in a drawing) counts as a paragraph of its own right after the
 * paragraph that anchors it (after the table, for a chart in a table): its title line and one
 * line per point (charts.ts), all at that paragraph's locator.
 */
export async function extractDocx(input: ExtractInput): Promise<Extracted> {
  const { zip } = await openOoxml(input.path, 'document', input.limits);
  const documentPart = await mainPart(zip, 'document', 'word/document.xml');
  const xml = await partText(zip, documentPart, 'document');
  if (xml === undefined) throw new ExtractionError('corrupted document: the package has no word/document.xml');
  if (!/<w:body[\s>/]/.test(xml)) throw new ExtractionError('corrupted document: word/document.xml has no body');

  const styles = await readStyles(zip);
  const props = await coreProps(zip, 'document');
  const segments: Segment[] = [];
  let section: string | undefined;
  let titleParagraph: string | undefined;
  let headings = 0;
  let words = 0;
  const body = scanParagraphs(xml, styles);
  const charts = newChartTally();
  const rels = body.paragraphs.some((p) => p.chart) ? await relationships(zip, documentPart, 'document').catch(() => undefined) : undefined;
  let n = 0;
  for (const p of body.paragraphs) {
    if (p.chart !== undefined) {
      const rel = rels?.get(p.chart);
      const chart = rel && CHART_REL.test(rel.type) ? await readChartPart(zip, rel.target, 'document') : undefined;
      if (!chart) continue;
      const locator = `#paragraph=${++n}`;
      for (const text of chartLines(chart, section ? `“${section}”` : undefined, charts)) segments.push({ text, locator, ...(section ? { section } : {}) });
      continue;
    }
    if (p.level !== undefined) {
      headings++;
      section = p.text.replace(/\s+/g, ' ').slice(0, 200);
      if (p.level === 0 && !titleParagraph) titleParagraph = section;
    }
    words += wordCount(p.text);
    segments.push({ text: p.text, locator: `#paragraph=${++n}`, ...(section ? { section } : {}) });
  }

  const notes = { footnotes: 0, endnotes: 0 };
  for (const kind of ['footnote', 'endnote'] as const) {
    const nxml = await partText(zip, `word/${kind}s.xml`, 'document').catch(() => undefined);
    if (!nxml) continue;
    for (const n of scanNotes(nxml, kind, styles)) {
      notes[`${kind}s`]++;
      words += wordCount(n.text);
      segments.push({ text: n.text, locator: `#${kind}=${n.id}`, section: kind === 'footnote' ? 'Footnotes' : 'Endnotes' });
    }
  }

  const pages = await appPages(zip);
  return {
    title: props.title ?? titleParagraph,
    author: props.author,
    segments,
    facts: {
      paragraphs: body.paragraphs.filter((p) => p.chart === undefined).length,
      headings,
      tables: body.tables,
      words,
      ...notes,
      ...chartFacts(charts),
      ...(pages ? { pages } : {}),
      ...(props.created ? { created: props.created } : {}),
      ...(props.modified ? { modified: props.modified } : {}),
    },
  };
}

interface StyleInfo {
  name?: string;
  basedOn?: string;
  outline?: number;
}

/** Heading level of each paragraph style: 0 for Title, 1–9 for "heading N" or an outline level. */
async function readStyles(zip: JSZip): Promise<Map<string, number>> {
  const xml = await partText(zip, 'word/styles.xml', 'document').catch(() => undefined);
  const raw = new Map<string, StyleInfo>();
  if (xml) {
    for (const m of xml.matchAll(/<w:style\b([^>]*)>([\s\S]*?)<\/w:style>/g)) {
      const id = attr(m[1]!, 'w:styleId');
      if (!id || (attr(m[1]!, 'w:type') ?? 'paragraph') !== 'paragraph') continue;
      const inner = m[2]!;
      const name = /<w:name\b([^>]*)\/?>/.exec(inner);
      const based = /<w:basedOn\b([^>]*)\/?>/.exec(inner);
      const outline = /<w:outlineLvl\b([^>]*)\/?>/.exec(inner);
      raw.set(id, {
        name: name ? attr(name[1]!, 'w:val') : undefined,
        basedOn: based ? attr(based[1]!, 'w:val') : undefined,
        outline: outline ? Number(attr(outline[1]!, 'w:val')) : undefined,
      });
    }
  }
  const levels = new Map<string, number>();
  const levelOf = (id: string, depth = 0): number | undefined => {
    const s = raw.get(id);
    if (!s || depth > 20) return undefined;
    const name = s.name?.toLowerCase().trim();
    if (name === 'title') return 0;
    const h = name ? /^heading\s*(\d)$/.exec(name) : null;
    if (h) return Number(h[1]);
    if (s.outline !== undefined && s.outline >= 0 && s.outline < 9) return s.outline + 1;
    return s.basedOn ? levelOf(s.basedOn, depth + 1) : undefined;
  };
  for (const id of raw.keys()) {
    const l = levelOf(id);
    if (l !== undefined) levels.set(id, l);
  }
  // Documents without a styles part still use the built-in ids.
  for (let i = 1; i <= 9; i++) if (!raw.has(`Heading${i}`)) levels.set(`Heading${i}`, i);
  if (!raw.has('Title')) levels.set('Title', 0);
  return levels;
}

interface Para {
  text: string;
  /** Heading level (0 = title) or undefined for body text. */
  level?: number;
  /** A chart the paragraph places: its relationship id (text is empty). */
  chart?: string;
}

interface ParaState {
  parts: string[];
  /** Relationship ids of the charts placed in the paragraph. */
  charts?: string[];
  style?: string;
  outline?: number;
}

interface TableState {
  rows: DocxRow[];
  row?: DocxRow;
  cell?: DocxCell;
}

/** A legacy check-box form field (w:ffData/w:checkBox): its default and its current state. */
interface FormBox {
  default: boolean;
  checked?: boolean;
}

/** On unless w:val says off ("0", "false", "off"); a flag element with no w:val is on. */
function flagOn(attrs: string): boolean {
  const v = attr(attrs, 'w:val') ?? attr(attrs, 'w14:val');
  return v === undefined || !/^(?:0|false|off)$/i.test(v);
}

/**
 * Walks WordprocessingML and reports paragraphs in reading order. Runs' w:t text, tabs and
 * breaks are kept; deleted text (w:delText) and field codes (w:instrText) are not. Paragraphs
 * nested in text boxes come out as their own paragraphs; paragraphs inside table cells are
 * gathered into their row, and a table's rows come out when the table ends (whether it has a
 * header row is known only then). Check boxes (w14:checkbox content controls, legacy check-box
 * form fields) become ☒ / ☐ in the text, then words.
 */
function scanParagraphs(xml: string, styles: Map<string, number>): { paragraphs: Para[]; tables: number } {
  const paragraphs: Para[] = [];
  const paras: ParaState[] = [];
  const tables: TableState[] = [];
  let tableCount = 0;
  let inText = 0;
  let inRun = 0;
  let inPPr = 0;
  let inTrPr = 0;
  /** Check-box content controls open around the current position: their checked state. */
  const sdts: Array<{ checkbox?: boolean }> = [];
  /** Inside a check box's content: its glyph was written already, the text is skipped. */
  let boxContent = 0;
  let formBox: FormBox | undefined;
  /** Charts placed inside a table: they follow the table, not a cell's text. */
  let tableCharts: string[] = [];

  const emit = (text: string, level?: number): void => {
    const t = tidy(hasCheckbox(text) ? checkboxText(text) : text);
    if (!t) return;
    const top = tables[tables.length - 1];
    if (top) top.cell?.paras.push(t);
    else paragraphs.push(level !== undefined ? { text: t, level } : { text: t });
  };
  const box = (checked: boolean): void => {
    paras[paras.length - 1]?.parts.push(checked ? '☒' : '☐');
  };

  for (const tok of scanContent(xml)) {
    if (tok.kind === 'text') {
      if (inText > 0 && boxContent === 0) paras[paras.length - 1]?.parts.push(tok.text);
      continue;
    }
    const name = tok.name;
    if (tok.kind === 'open' || tok.kind === 'empty') {
      switch (name) {
        case 'w:p':
          if (tok.kind === 'open') paras.push({ parts: [] });
          break;
        case 'w:pPr':
          if (tok.kind === 'open') inPPr++;
          break;
        case 'w:pStyle':
          if (inPPr > 0 && paras.length > 0) paras[paras.length - 1]!.style = attr(tok.attrs, 'w:val');
          break;
        case 'w:outlineLvl':
          if (inPPr > 0 && paras.length > 0) paras[paras.length - 1]!.outline = Number(attr(tok.attrs, 'w:val'));
          break;
        case 'w:r':
          if (tok.kind === 'open') inRun++;
          break;
        case 'w:t':
          if (tok.kind === 'open') inText++;
          break;
        case 'w:tab':
          if (inRun > 0) paras[paras.length - 1]?.parts.push('\t');
          break;
        case 'w:br':
        case 'w:cr':
          if (inRun > 0) paras[paras.length - 1]?.parts.push('\n');
          break;
        case 'w:noBreakHyphen':
          if (inRun > 0) paras[paras.length - 1]?.parts.push('-');
          break;
        case 'w:tbl':
          if (tok.kind === 'open') {
            tables.push({ rows: [] });
            tableCount++;
          }
          break;
        case 'w:tr':
          if (tables.length > 0) tables[tables.length - 1]!.row = { cells: [], header: false, firstRowStyle: false, gridBefore: 0 };
          break;
        case 'w:trPr':
          if (tok.kind === 'open') inTrPr++;
          break;
        case 'w:tblHeader':
        case 'w:cnfStyle':
        case 'w:gridBefore': {
          const row = tables[tables.length - 1]?.row;
          if (inTrPr === 0 || !row) break;
          if (name === 'w:tblHeader') row.header = flagOn(tok.attrs);
          else if (name === 'w:gridBefore') row.gridBefore = Math.max(0, Number(attr(tok.attrs, 'w:val')) || 0);
          else row.firstRowStyle = attr(tok.attrs, 'w:firstRow') === '1' || /^1/.test(attr(tok.attrs, 'w:val') ?? '');
          break;
        }
        case 'w:tc':
          if (tables.length > 0) tables[tables.length - 1]!.cell = { paras: [], span: 1 };
          break;
        case 'w:gridSpan': {
          const cell = tables[tables.length - 1]?.cell;
          if (cell) cell.span = Math.max(1, Number(attr(tok.attrs, 'w:val')) || 1);
          break;
        }
        case 'w:vMerge': {
          const cell = tables[tables.length - 1]?.cell;
          if (cell) cell.vMerge = attr(tok.attrs, 'w:val') === 'restart' ? 'restart' : 'continue';
          break;
        }
        case 'w:sdt':
          if (tok.kind === 'open') sdts.push({});
          break;
        case 'w14:checkbox':
          if (sdts.length > 0) sdts[sdts.length - 1]!.checkbox = false;
          break;
        case 'w14:checked':
          if (sdts.length > 0 && sdts[sdts.length - 1]!.checkbox !== undefined) sdts[sdts.length - 1]!.checkbox = flagOn(tok.attrs);
          break;
        case 'w:sdtContent': {
          const checkbox = sdts[sdts.length - 1]?.checkbox;
          if (tok.kind === 'open' && checkbox !== undefined) {
            box(checkbox);
            boxContent++;
          }
          break;
        }
        case 'c:chart':
        case 'cx:chart': {
          const id = attr(tok.attrs, 'r:id');
          const p = paras[paras.length - 1];
          if (id && p) (p.charts ??= []).push(id);
          break;
        }
        case 'w:checkBox':
          formBox = { default: false };
          if (tok.kind === 'empty') {
            box(false);
            formBox = undefined;
          }
          break;
        case 'w:default':
          if (formBox) formBox.default = flagOn(tok.attrs);
          break;
        case 'w:checked':
          if (formBox) formBox.checked = flagOn(tok.attrs);
          break;
      }
      continue;
    }
    // Closing tags.
    switch (name) {
      case 'w:t':
        inText = Math.max(0, inText - 1);
        break;
      case 'w:r':
        inRun = Math.max(0, inRun - 1);
        break;
      case 'w:pPr':
        inPPr = Math.max(0, inPPr - 1);
        break;
      case 'w:p': {
        const p = paras.pop();
        if (!p) break;
        const outline = p.outline !== undefined && p.outline >= 0 && p.outline < 9 ? p.outline + 1 : undefined;
        const level = outline ?? (p.style ? styles.get(p.style) : undefined);
        emit(p.parts.join(''), tables.length > 0 ? undefined : level);
        for (const chart of p.charts ?? []) {
          if (tables.length > 0) tableCharts.push(chart);
          else paragraphs.push({ text: '', chart });
        }
        break;
      }
      case 'w:trPr':
        inTrPr = Math.max(0, inTrPr - 1);
        break;
      case 'w:tc': {
        const t = tables[tables.length - 1];
        if (t?.cell) t.row?.cells.push(t.cell);
        if (t) t.cell = undefined;
        break;
      }
      case 'w:tr': {
        const t = tables[tables.length - 1];
        if (t?.row) t.rows.push(t.row);
        if (t) t.row = undefined;
        break;
      }
      case 'w:tbl': {
        const t = tables.pop();
        // The rows of a nested table become part of the enclosing cell.
        if (t) for (const text of tableRowTexts(t.rows)) emit(text);
        if (tables.length === 0) {
          for (const chart of tableCharts) paragraphs.push({ text: '', chart });
          tableCharts = [];
        }
        break;
      }
      case 'w:sdtContent':
        if (sdts[sdts.length - 1]?.checkbox !== undefined) boxContent = Math.max(0, boxContent - 1);
        break;
      case 'w:sdt':
        sdts.pop();
        break;
      case 'w:checkBox':
        if (formBox) box(formBox.checked ?? formBox.default);
        formBox = undefined;
        break;
    }
  }
  return { paragraphs, tables: tableCount };
}

/** Footnotes or endnotes with their ids; Word's separator notes are skipped. */
function scanNotes(xml: string, kind: 'footnote' | 'endnote', styles: Map<string, number>): Array<{ id: string; text: string }> {
  const out: Array<{ id: string; text: string }> = [];
  let count = 0;
  for (const m of xml.matchAll(new RegExp(`<w:${kind}\\b([^>]*)>([\\s\\S]*?)</w:${kind}>`, 'g'))) {
    const type = attr(m[1]!, 'w:type');
    if (type === 'separator' || type === 'continuationSeparator' || type === 'continuationNotice') continue;
    // Numbered in order, as Word displays them (its w:id values also count the separators).
    const id = String(++count);
    const text = scanParagraphs(m[2]!, styles).paragraphs.filter((p) => p.chart === undefined).map((p) => p.text).join('\n');
    if (text) out.push({ id, text });
  }
  return out;
}

/** The page count Word stored when it last saved (docProps/app.xml), if any. */
async function appPages(zip: JSZip): Promise<number | undefined> {
  const xml = await partText(zip, 'docProps/app.xml', 'document').catch(() => undefined);
  const m = xml ? /<Pages>(\d+)<\/Pages>/.exec(xml) : null;
  const n = m ? Number(m[1]) : 0;
  return n > 0 ? n : undefined;
}

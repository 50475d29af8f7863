import { chartFacts, chartLines, newChartTally, readCharts } from './charts.js';
import { attr, coreProps, mainPart, openOoxml, partText, relationships, scanContent, tidy, wordCount } from './ooxml.js';
import { ExtractionError } from './types.js';
import type { Extracted, ExtractInput, Segment } from './types.js';

/**
 * PowerPoint (.pptx): the text of every slide in presentation order, then its speaker notes
 * (ppt/notesSlides, linked from the slide's relationships). A chart on a slide reads as its
 * title and one line per point, from the values the chart cached (charts.ts), after the slide's
 * text. Locator `#slide=N` (1-based, the order of p:sldIdLst); section = the slide's title
 * placeholder text, or "Slide N".
 */
export async function extractPptx(input: ExtractInput): Promise<Extracted> {
  const { zip } = await openOoxml(input.path, 'presentation', input.limits);
  const presPath = await mainPart(zip, 'presentation', 'ppt/presentation.xml');
  const pres = await partText(zip, presPath, 'presentation');
  if (pres === undefined) throw new ExtractionError('corrupted presentation: the package has no ppt/presentation.xml');
  const rels = await relationships(zip, presPath, 'presentation');
  const slidePaths: string[] = [];
  const list = /<p:sldIdLst\b[^>]*>([\s\S]*?)<\/p:sldIdLst>/.exec(pres)?.[1] ?? '';
  for (const m of list.matchAll(/<p:sldId\b([^>]*)\/?>/g)) {
    const target = rels.get(attr(m[1]!, 'r:id') ?? '')?.target;
    if (target && zip.file(target)) slidePaths.push(target);
  }

  const props = await coreProps(zip, 'presentation');
  const segments: Segment[] = [];
  let withNotes = 0;
  let hidden = 0;
  let words = 0;
  const charts = newChartTally();
  let firstTitle: string | undefined;
  let firstLine: string | undefined;
  for (const [i, path] of slidePaths.entries()) {
    const n = i + 1;
    const xml = (await partText(zip, path, 'presentation')) ?? '';
    if (/<p:sld\b[^>]*\sshow="(?:0|false)"/.test(xml)) hidden++;
    const slide = readShapes(xml, 'slide');
    const section = slide.title ? slide.title.replace(/\s+/g, ' ').slice(0, 200) : `Slide ${n}`;
    if (n === 1) {
      firstTitle = slide.title;
      firstLine = slide.paragraphs[0];
    }
    const text = slide.paragraphs.join('\n');
    if (text) {
      words += wordCount(text);
      segments.push({ text, locator: `#slide=${n}`, section });
    }
    const where = slide.title ? `slide “${section}”` : `slide ${n}`;
    for (const chart of await readCharts(zip, path, xml, 'presentation')) {
      for (const line of chartLines(chart, where, charts)) segments.push({ text: line, locator: `#slide=${n}`, section });
    }
    const slideRels = await relationships(zip, path, 'presentation');
    const notesPath = [...slideRels.values()].find((r) => /\/notesSlide$/.test(r.type))?.target;
    const notesXml = notesPath ? await partText(zip, notesPath, 'presentation') : undefined;
    const notes = notesXml ? readShapes(notesXml, 'notes').paragraphs.join('\n') : '';
    if (notes) {
      withNotes++;
      words += wordCount(notes);
      segments.push({ text: `Speaker notes: ${notes}`, locator: `#slide=${n}`, section });
    }
  }

  const fallbackTitle = firstTitle ?? (firstLine && firstLine.length <= 200 ? firstLine : undefined);
  return {
    title: props.title ?? fallbackTitle,
    author: props.author,
    segments,
    facts: {
      slides: slidePaths.length,
      slides_with_notes: withNotes,
      ...(hidden ? { hidden_slides: hidden } : {}),
      words,
      ...chartFacts(charts),
      ...(props.created ? { created: props.created } : {}),
      ...(props.modified ? { modified: props.modified } : {}),
    },
  };
}

/** Placeholders whose text is not content: slide numbers, dates, footers, the notes page's slide image. */
const SKIP_PLACEHOLDERS = new Set(['sldNum', 'dt', 'ftr', 'hdr', 'sldImg']);
const TITLE_PLACEHOLDERS = new Set(['title', 'ctrTitle']);

/**
 * Paragraph texts of a slide or notes page in document order (shapes, groups, tables), plus the
 * title placeholder's text. On a notes page only the notes body is content.
 */
function readShapes(xml: string, kind: 'slide' | 'notes'): { paragraphs: string[]; title?: string } {
  const paragraphs: string[] = [];
  let title: string | undefined;
  // One entry per open p:sp / p:graphicFrame / p:cxnSp: its placeholder type, if any.
  const shapes: Array<{ ph?: string; isPh: boolean }> = [];
  let para: string[] | undefined;
  let inText = 0;
  for (const tok of scanContent(xml)) {
    if (tok.kind === 'text') {
      if (inText > 0 && para) para.push(tok.text);
      continue;
    }
    const open = tok.kind === 'open' || tok.kind === 'empty';
    switch (tok.name) {
      case 'p:sp':
      case 'p:graphicFrame':
      case 'p:cxnSp':
        if (tok.kind === 'open') shapes.push({ isPh: false });
        else if (tok.kind === 'close') shapes.pop();
        break;
      case 'p:ph':
        if (open && shapes.length > 0) {
          const s = shapes[shapes.length - 1]!;
          s.isPh = true;
          s.ph = attr(tok.attrs, 'type') ?? 'body';
        }
        break;
      case 'a:p':
        if (tok.kind === 'open') para = [];
        else if (tok.kind === 'close' && para) {
          const shape = shapes[shapes.length - 1];
          const ph = shape?.ph;
          const text = tidy(para.join(''));
          para = undefined;
          if (!text || (ph && SKIP_PLACEHOLDERS.has(ph))) break;
          // Notes pages: only the notes body (placeholder "body"), not stray shapes' text.
          if (kind === 'notes' && shape?.isPh && ph !== 'body') break;
          if (ph && TITLE_PLACEHOLDERS.has(ph)) title = title ? `${title} ${text}` : text;
          paragraphs.push(text);
        }
        break;
      case 'a:t':
        if (tok.kind === 'open') inText++;
        else if (tok.kind === 'close') inText = Math.max(0, inText - 1);
        break;
      case 'a:br':
        if (open && para) para.push('\n');
        break;
    }
  }
  return { paragraphs, title };
}

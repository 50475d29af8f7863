import JSZip from 'jszip';
import type { ChartData } from './chart-xml.js';
import { CHART_REL, chartRefs, readChartPart } from './charts.js';
import { attr, mainPart, partText, relationships } from './ooxml.js';

/**
 * The charts of a workbook, by sheet: exceljs reads cells, not drawings. A worksheet places
 * charts through its drawing part (xl/drawings/drawingN.xml, c:chart r:id → xl/charts/chartN.xml);
 * a chart sheet (xl/chartsheets) is a sheet that is only a chart, and exceljs does not list it.
 */
export interface SheetCharts {
  sheet: string;
  /** A chart sheet: no cells, only its chart. */
  chartsheet: boolean;
  charts: ChartData[];
}

/** Charts of every sheet in workbook order; [] when the package has no chart part at all. */
export async function workbookCharts(bytes: Buffer): Promise<SheetCharts[]> {
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(bytes);
  } catch {
    return [];
  }
  // Nearly every workbook has no chart: the check costs a look at the zip's directory.
  if (zip.file(/^xl\/charts\/[^/]+\.xml$/).length === 0) return [];
  const book = await mainPart(zip, 'spreadsheet', 'xl/workbook.xml');
  const xml = await partText(zip, book, 'spreadsheet').catch(() => undefined);
  if (!xml) return [];
  const rels = await relationships(zip, book, 'spreadsheet').catch(() => new Map<string, { target: string; type: string }>());
  const out: SheetCharts[] = [];
  for (const m of xml.matchAll(/<(?:[\w.-]+:)?sheet\b([^>]*?)\/?>/g)) {
    const name = attr(m[1]!, 'name');
    const rel = rels.get(attr(m[1]!, 'r:id') ?? '');
    if (!name || !rel) continue;
    const charts = await sheetCharts(zip, rel.target);
    if (charts.length) out.push({ sheet: name, chartsheet: /\/chartsheet$/.test(rel.type), charts });
  }
  return out;
}

/** The charts a sheet's drawings place, in the drawings' order. */
async function sheetCharts(zip: JSZip, sheetPath: string): Promise<ChartData[]> {
  const rels = await relationships(zip, sheetPath, 'spreadsheet').catch(() => new Map<string, { target: string; type: string }>());
  const out: ChartData[] = [];
  for (const rel of rels.values()) {
    if (!/\/drawing$/.test(rel.type)) continue;
    const drawing = await partText(zip, rel.target, 'spreadsheet').catch(() => undefined);
    if (!drawing) continue;
    const drawingRels = await relationships(zip, rel.target, 'spreadsheet').catch(() => new Map<string, { target: string; type: string }>());
    for (const id of chartRefs(drawing)) {
      const target = drawingRels.get(id);
      if (!target || !CHART_REL.test(target.type)) continue;
      const chart = await readChartPart(zip, target.target, 'spreadsheet');
      if (chart) out.push(chart);
    }
  }
  return out;
}

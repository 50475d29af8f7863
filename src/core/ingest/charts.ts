import type JSZip from 'jszip';
import { parseChart, type ChartData, type ChartSeries } from './chart-xml.js';
import { attr, partText, relationships, type OoxmlKind } from './ooxml.js';

/**
 * Charts of OOXML documents as text: a deck whose numbers live only in a chart otherwise gives
 * its slide titles and nothing a question about the numbers can meet. Each chart becomes a line
 * naming it and its series, then one line per point:
 *   Chart “Duck counts by year”: a column chart of Freshwater Ducks, Saltwater Ducks by 2019, …
 *   Chart “Duck counts by year”: Saltwater Ducks, 2022: 130
 * Every line repeats the chart's name, so a line found alone still says what its number is.
 */

/** Points read from all the charts of one file; past this the rest is left out (facts say so). */
export const MAX_CHART_POINTS = 5_000;
/** A chart part larger than this is no chart a person reads point by point (and would cost a tree). */
const MAX_CHART_PART_CHARS = 8 * 1024 * 1024;
/** Categories listed in a chart's summary line. */
const SUMMARY_CATEGORIES = 12;
/** A title, series name or label is cut here: every line repeats them, 5,000 times at most. */
const MAX_LABEL_CHARS = 200;
const clip = (s: string): string => (s.length <= MAX_LABEL_CHARS ? s : `${s.slice(0, MAX_LABEL_CHARS - 1)}…`);

export interface ChartTally {
  charts: number;
  points: number;
  truncated: boolean;
}

export const newChartTally = (): ChartTally => ({ charts: 0, points: 0, truncated: false });

/** Facts for metadata: how many charts, how many points, whether points were left out. */
export function chartFacts(t: ChartTally): Record<string, number> {
  if (t.charts === 0) return {};
  return { charts: t.charts, chart_points: t.points, ...(t.truncated ? { chart_points_truncated_at: MAX_CHART_POINTS } : {}) };
}

/** A chart part's relationship: DrawingML's chart, or Office 2016's chartEx. */
export const CHART_REL = /\/chart(?:Ex)?$/;

/**
 * The relationship ids of the charts a part's XML places (c:chart r:id="…"), in document order;
 * a chart placed twice (an alternate-content copy) counts once.
 */
export function chartRefs(xml: string): string[] {
  const out = new Set<string>();
  for (const m of xml.matchAll(/<(?:[\w.-]+:)?chart\b([^>]*?)\/?>/g)) {
    const id = attr(m[1]!, 'r:id');
    if (id) out.add(id);
  }
  return [...out];
}

/**
 * The charts `ownerPath` places, read from their parts: the owner's relationships map each
 * r:id to a chart part. A chart part that cannot be read is skipped (the rest of the file still
 * counts).
 */
export async function readCharts(zip: JSZip, ownerPath: string, ownerXml: string, kind: OoxmlKind): Promise<ChartData[]> {
  const ids = chartRefs(ownerXml);
  if (ids.length === 0) return [];
  const rels = await relationships(zip, ownerPath, kind).catch(() => new Map<string, { target: string; type: string }>());
  const out: ChartData[] = [];
  for (const id of ids) {
    const rel = rels.get(id);
    if (!rel || !CHART_REL.test(rel.type)) continue;
    const chart = await readChartPart(zip, rel.target, kind);
    if (chart) out.push(chart);
  }
  return out;
}

export async function readChartPart(zip: JSZip, path: string, kind: OoxmlKind): Promise<ChartData | undefined> {
  const xml = await partText(zip, path, kind).catch(() => undefined);
  if (!xml || xml.length > MAX_CHART_PART_CHARS) return undefined;
  const chart = parseChart(xml);
  return chart.series.length > 0 ? chart : undefined;
}

const KIND_WORDS: Record<string, string> = { bar: 'a bar chart', column: 'a column chart', line: 'a line chart', pie: 'a pie chart', doughnut: 'a doughnut chart', area: 'an area chart', scatter: 'a scatter chart', bubble: 'a bubble chart', radar: 'a radar chart', stock: 'a stock chart', surface: 'a surface chart', waterfall: 'a waterfall chart', funnel: 'a funnel chart', treemap: 'a treemap', sunburst: 'a sunburst chart', 'box and whisker': 'a box and whisker chart', histogram: 'a histogram', map: 'a map chart' };

/**
 * A chart's lines: its summary, then one per point ("Series, Category: value"; a scatter point
 * reads "Series, x = 1.5: y = 3", with the axes' titles in place of x and y when they have
 * them). A pie's slices carry their share of the whole. Counts points against `tally`.
 */
export function chartLines(chart: ChartData, where: string | undefined, tally: ChartTally): string[] {
  tally.charts++;
  const name = chart.title ? `Chart “${clip(chart.title)}”` : where ? `Chart on ${clip(where)}` : 'Chart';
  const lines = [`${name}: ${summary(chart)}`];
  for (const s of chart.series) {
    const label = s.name && s.name !== chart.title ? `${clip(s.name)}, ` : '';
    const total = s.kind === 'pie' || s.kind === 'doughnut' ? s.points.reduce((a, p) => a + (Number(p.y) || 0), 0) : 0;
    for (const p of s.points) {
      if (tally.points >= MAX_CHART_POINTS) {
        tally.truncated = true;
        return lines;
      }
      tally.points++;
      lines.push(`${name}: ${label}${pointText(s, p, chart, total)}`);
    }
  }
  return lines;
}

function pointText(s: ChartSeries, p: { x: string; y: string; size?: string }, chart: ChartData, total: number): string {
  if (s.xy) {
    const size = p.size !== undefined ? `, size ${clip(p.size)}` : '';
    return `${clip(chart.xTitle ?? 'x')} = ${clip(p.x)}: ${clip(chart.yTitle ?? 'y')} = ${clip(p.y)}${size}`;
  }
  const share = total > 0 && Number.isFinite(Number(p.y)) ? ` (${Number(((Number(p.y) / total) * 100).toFixed(1))}%)` : '';
  return `${clip(p.x)}: ${clip(p.y)}${share}`;
}

/** "a column chart of Freshwater Ducks, Saltwater Ducks by Year: 2019, 2020, …; values: Ducks counted". */
function summary(chart: ChartData): string {
  const kinds = [...new Set(chart.series.map((s) => s.kind))];
  const what = kinds.length === 1 ? (KIND_WORDS[kinds[0]!] ?? 'a chart') : `a chart (${kinds.join(' and ')})`;
  const names = chart.series.map((s) => s.name && clip(s.name)).filter((n): n is string => !!n);
  const series = names.slice(0, SUMMARY_CATEGORIES).join(', ') + (names.length > SUMMARY_CATEGORIES ? `, … (${names.length} series)` : '');
  let text = names.length ? `${what} of ${series}` : what;
  if (chart.series.some((s) => s.xy)) {
    if (chart.xTitle || chart.yTitle) text += `, ${clip(chart.yTitle ?? 'y')} against ${clip(chart.xTitle ?? 'x')}`;
    return text;
  }
  const cats = [...new Set(chart.series.flatMap((s) => s.points.map((p) => p.x)))];
  if (cats.length) {
    const listed = cats.slice(0, SUMMARY_CATEGORIES).map(clip).join(', ') + (cats.length > SUMMARY_CATEGORIES ? `, … (${cats.length} in all)` : '');
    text += ` by ${chart.xTitle ? `${clip(chart.xTitle)}: ` : ''}${listed}`;
  }
  if (chart.yTitle) text += `; values: ${clip(chart.yTitle)}`;
  return text;
}

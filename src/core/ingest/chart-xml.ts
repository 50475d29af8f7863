import { scanContent } from './ooxml.js';

/**
 * A DrawingML chart part (c:chartSpace: ppt/charts, xl/charts, word/charts; and cx:chartSpace,
 * the "chartEx" part Office 2016 writes for waterfall, funnel, treemap, … charts) read into what a
 * question can meet: the chart's title, its kind, and every series' points from the values the
 * writer cached (c:strCache / c:numCache), so nothing has to be recomputed from the embedded
 * workbook. Only the cache is read: a chart whose writer left no cache has no points.
 */

export interface ChartPoint {
  /** The category label (category charts) or the x value (scatter, bubble). */
  x: string;
  y: string;
  /** Bubble charts: the bubble's size. */
  size?: string;
}

export interface ChartSeries {
  name?: string;
  /** The chart group it belongs to: "bar", "line", "pie", "scatter", … (a combo chart mixes them). */
  kind: string;
  /** Scatter and bubble series have numeric x values, not categories. */
  xy: boolean;
  points: ChartPoint[];
}

export interface ChartData {
  title?: string;
  /** Axis titles: the category (or x) axis and the value (or y) axis, when the chart names them. */
  xTitle?: string;
  yTitle?: string;
  series: ChartSeries[];
}

/** An element of the chart part: small parts (KB) make a tree cheaper to read than a token walk. */
interface El {
  name: string;
  attrs: string;
  children: El[];
  text: string;
}

function parseTree(xml: string): El {
  const root: El = { name: '', attrs: '', children: [], text: '' };
  const stack: El[] = [root];
  for (const tok of scanContent(xml)) {
    const top = stack[stack.length - 1]!;
    if (tok.kind === 'text') {
      top.text += tok.text;
    } else if (tok.kind === 'open' || tok.kind === 'empty') {
      const el: El = { name: localName(tok.name), attrs: tok.attrs, children: [], text: '' };
      top.children.push(el);
      if (tok.kind === 'open') stack.push(el);
    } else if (stack.length > 1 && stack[stack.length - 1]!.name === localName(tok.name)) {
      stack.pop();
    }
  }
  return root;
}

/** Charts are written with prefix c: by Office and LibreOffice, but the prefix is the writer's choice. */
function localName(name: string): string {
  const i = name.indexOf(':');
  return i < 0 ? name : name.slice(i + 1);
}

const child = (el: El | undefined, name: string): El | undefined => el?.children.find((c) => c.name === name);
const kids = (el: El | undefined, name: string): El[] => el?.children.filter((c) => c.name === name) ?? [];
const val = (el: El | undefined): string | undefined => (el ? /(?:^|\s)val\s*=\s*["']([^"']*)["']/.exec(el.attrs)?.[1] : undefined);

/** The a:t text under an element, in order (a loop, not recursion: a hostile part may nest deep). */
function allText(el: El): string[] {
  const out: string[] = [];
  const todo: El[] = [el];
  while (todo.length) {
    const e = todo.pop()!;
    if (e.name === 't') out.push(e.text);
    for (let i = e.children.length - 1; i >= 0; i--) todo.push(e.children[i]!);
  }
  return out;
}

/** Rich text (a:p paragraphs) or a cell reference's cached text: what a title or series name shows. */
function textOf(tx: El | undefined): string | undefined {
  if (!tx) return undefined;
  const rich = child(tx, 'rich');
  let s: string;
  const txData = child(tx, 'txData');
  if (rich) s = kids(rich, 'p').map((p) => allText(p).join('')).join(' ');
  else if (txData) s = child(txData, 'v')?.text ?? '';
  else {
    const ref = child(tx, 'strRef');
    const cache = child(ref, 'strCache') ?? child(tx, 'strLit');
    s = cache ? cachePoints(cache).map((p) => p.v).join(' ') : (child(tx, 'v')?.text ?? '');
  }
  const t = s.replace(/\s+/g, ' ').trim();
  return t || undefined;
}

interface CachePoint {
  idx: number;
  v: string;
  format?: string;
}

function cachePoints(cache: El): CachePoint[] {
  const out: CachePoint[] = [];
  for (const pt of kids(cache, 'pt')) {
    const idx = Number(/(?:^|\s)idx\s*=\s*["'](\d+)["']/.exec(pt.attrs)?.[1]);
    const v = child(pt, 'v')?.text.trim();
    if (!Number.isFinite(idx) || v === undefined || v === '') continue;
    const format = /(?:^|\s)formatCode\s*=\s*["']([^"']*)["']/.exec(pt.attrs)?.[1];
    out.push({ idx, v, ...(format ? { format } : {}) });
  }
  return out;
}

/**
 * One data reference (c:cat, c:val, c:xVal, …): idx → displayed text. Only the points written
 * count: c:ptCount is the writer's claim and may say a billion.
 */
type Values = Map<number, string>;

function readValues(holder: El | undefined, date1904: boolean): Values | undefined {
  if (!holder) return undefined;
  const num = child(child(holder, 'numRef'), 'numCache') ?? child(holder, 'numLit');
  if (num) {
    const format = child(num, 'formatCode')?.text;
    const at: Values = new Map();
    for (const p of cachePoints(num)) at.set(p.idx, formatValue(p.v, p.format ?? format, date1904));
    return at;
  }
  const str = child(child(holder, 'strRef'), 'strCache') ?? child(holder, 'strLit');
  if (str) {
    const at: Values = new Map();
    for (const p of cachePoints(str)) at.set(p.idx, p.v.replace(/\s+/g, ' '));
    return at;
  }
  // Categories in several levels (a year over its quarters): each label is its levels, outer first.
  const multi = child(child(holder, 'multiLvlStrRef'), 'multiLvlStrCache') ?? child(holder, 'multiLvlStrLit');
  if (multi) {
    // The first level is the innermost (one label per point); an outer level names a group once,
    // at the group's first index.
    const levels = kids(multi, 'lvl').map((l) => cachePoints(l).sort((a, b) => a.idx - b.idx));
    const at: Values = new Map();
    for (const leaf of levels[0] ?? []) {
      const parts = levels.map((pts) => groupAt(pts, leaf.idx)).filter((v): v is string => !!v);
      at.set(leaf.idx, parts.reverse().join(' '));
    }
    return at;
  }
  return undefined;
}

/** The label of the last point at or before idx (points sorted by idx). */
function groupAt(pts: CachePoint[], idx: number): string | undefined {
  let lo = 0;
  let hi = pts.length - 1;
  let found: string | undefined;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (pts[mid]!.idx <= idx) {
      found = pts[mid]!.v;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

/** The number as the chart shows it: percentages and dates by their format, no float noise. */
function formatValue(raw: string, format: string | undefined, date1904: boolean): string {
  const n = Number(raw);
  if (!Number.isFinite(n)) return raw;
  // "[$€-407]" names a currency, "[$-409]" only a locale; quoted text is shown as written.
  const shown = (format ?? '').replace(/\[\$([^\]-]*)[^\]]*\]/g, '"$1"').split(';')[0]!;
  const fmt = shown.replace(/"[^"]*"/g, '');
  if (isDateFormat(fmt)) return serialDate(n, date1904);
  const clean = (x: number) => String(Number(x.toPrecision(15)));
  if (fmt.includes('%')) return `${clean(n * 100)}%`;
  const currency = /[$€£¥]/.exec(shown)?.[0];
  if (currency) return n < 0 ? `-${currency}${clean(-n)}` : `${currency}${clean(n)}`;
  return clean(n);
}

function isDateFormat(fmt: string): boolean {
  if (!fmt || fmt === 'General') return false;
  const bare = fmt.replace(/\[[^\]]*\]/g, '').replace(/\\./g, '');
  return /[dmyhs]/i.test(bare) && !/^[#0.,%E+\-\s]*$/i.test(bare);
}

function serialDate(serial: number, date1904: boolean): string {
  const epoch = date1904 ? Date.UTC(1904, 0, 1) : Date.UTC(1899, 11, 30);
  const d = new Date(epoch + Math.round(serial * 86_400) * 1000);
  if (!Number.isFinite(d.getTime())) return String(serial);
  const iso = d.toISOString();
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso.slice(0, 19);
}

const GROUPS: Record<string, string> = {
  barChart: 'bar',
  bar3DChart: 'bar',
  lineChart: 'line',
  line3DChart: 'line',
  pieChart: 'pie',
  pie3DChart: 'pie',
  ofPieChart: 'pie',
  doughnutChart: 'doughnut',
  areaChart: 'area',
  area3DChart: 'area',
  scatterChart: 'scatter',
  bubbleChart: 'bubble',
  radarChart: 'radar',
  stockChart: 'stock',
  surfaceChart: 'surface',
  surface3DChart: 'surface',
};

/** Parses a c:chartSpace or cx:chartSpace part; a part that is no chart gives no series. */
export function parseChart(xml: string): ChartData {
  const space = parseTree(xml).children.find((c) => c.name === 'chartSpace');
  if (space && child(space, 'chartData')) return parseChartEx(space);
  const chart = child(space, 'chart');
  const plot = child(chart, 'plotArea');
  const date1904 = /^(?:1|true)$/.test(val(child(space, 'date1904')) ?? '');
  const series: ChartSeries[] = [];
  for (const group of plot?.children ?? []) {
    let kind = GROUPS[group.name];
    if (!kind) continue;
    if (kind === 'bar' && val(child(group, 'barDir')) === 'col') kind = 'column';
    const xy = kind === 'scatter' || kind === 'bubble';
    const ordered = kids(group, 'ser').sort((a, b) => Number(val(child(a, 'order')) ?? 0) - Number(val(child(b, 'order')) ?? 0));
    for (const ser of ordered) series.push(readSeries(ser, kind, xy, date1904));
  }

  const axes = axisTitles(plot);
  // A title element without text shows Office's automatic title (the one series' name): the
  // series is named on every line anyway, and the place the chart sits says more.
  const title = textOf(child(child(chart, 'title'), 'tx'));
  return { ...(title ? { title } : {}), ...axes, series };
}

function readSeries(ser: El, kind: string, xy: boolean, date1904: boolean): ChartSeries {
  const name = textOf(child(ser, 'tx'));
  const xs = readValues(child(ser, xy ? 'xVal' : 'cat'), date1904);
  const ys = readValues(child(ser, xy ? 'yVal' : 'val'), date1904);
  const sizes = kind === 'bubble' ? readValues(child(ser, 'bubbleSize'), date1904) : undefined;
  const points: ChartPoint[] = [];
  // A blank cell is a gap in the chart (no cached point), not a zero.
  for (const i of [...(ys?.keys() ?? [])].sort((a, b) => a - b)) {
    const y = ys!.get(i)!;
    // Without categories Office numbers the points 1, 2, 3, …
    const x = xs?.get(i) ?? String(i + 1);
    const size = sizes?.get(i);
    points.push({ x, y, ...(size !== undefined ? { size } : {}) });
  }
  return { ...(name ? { name } : {}), kind, xy, points };
}

/**
 * Axis titles: for category charts the category axis (catAx/dateAx) and the value axis; for
 * scatter charts both are value axes, told apart by where they sit (bottom/top is x).
 */
function axisTitles(plot: El | undefined): { xTitle?: string; yTitle?: string } {
  let xTitle: string | undefined;
  let yTitle: string | undefined;
  const valueAxes = kids(plot, 'valAx');
  const categoryAxis = kids(plot, 'catAx')[0] ?? kids(plot, 'dateAx')[0];
  const titleOf = (ax: El | undefined) => (ax && val(child(ax, 'delete')) !== '1' ? textOf(child(child(ax, 'title'), 'tx')) : undefined);
  if (categoryAxis) {
    xTitle = titleOf(categoryAxis);
    yTitle = titleOf(valueAxes[0]);
  } else {
    const horizontal = (ax: El) => /^[bt]$/.test(val(child(ax, 'axPos')) ?? '');
    xTitle = titleOf(valueAxes.find(horizontal));
    yTitle = titleOf(valueAxes.find((a) => !horizontal(a)));
  }
  return { ...(xTitle ? { xTitle } : {}), ...(yTitle ? { yTitle } : {}) };
}

const attrOf = (el: El | undefined, name: string): string | undefined => (el ? new RegExp(`(?:^|\\s)${name}\\s*=\\s*["']([^"']*)["']`).exec(el.attrs)?.[1] : undefined);

/** chartEx layouts by what a reader calls them; a Pareto line repeats its histogram's data. */
const EX_LAYOUTS: Record<string, string | null> = {
  waterfall: 'waterfall',
  funnel: 'funnel',
  treemap: 'treemap',
  sunburst: 'sunburst',
  boxWhisker: 'box and whisker',
  clusteredColumn: 'histogram',
  regionMap: 'map',
  paretoLine: null,
};

/**
 * A chartEx part: the data sit apart from the series (cx:chartData/cx:data, one cx:strDim or
 * cx:numDim per role, points as cx:lvl/cx:pt text), each cx:series naming its data by id.
 */
function parseChartEx(space: El): ChartData {
  const data = new Map<string, El>();
  for (const d of kids(child(space, 'chartData'), 'data')) data.set(attrOf(d, 'id') ?? '0', d);
  const chart = child(space, 'chart');
  const series: ChartSeries[] = [];
  for (const ser of kids(child(child(chart, 'plotArea'), 'plotAreaRegion'), 'series')) {
    const layout = attrOf(ser, 'layoutId') ?? '';
    const kind = layout in EX_LAYOUTS ? EX_LAYOUTS[layout] : layout || 'chart';
    if (!kind || /^(?:1|true)$/.test(attrOf(ser, 'hidden') ?? '')) continue;
    const d = data.get(val(child(ser, 'dataId')) ?? '0');
    const dims = [...kids(d, 'strDim'), ...kids(d, 'numDim')];
    const dim = (type: string) => dims.find((x) => attrOf(x, 'type') === type);
    const xs = exValues(dim('cat') ?? dim('x'));
    const ys = exValues(dim('val') ?? dim('size') ?? dim('y'));
    const points: ChartPoint[] = [];
    for (const i of [...(ys?.keys() ?? [])].sort((a, b) => a - b)) points.push({ x: xs?.get(i) ?? String(i + 1), y: ys!.get(i)! });
    const name = textOf(child(ser, 'tx'));
    series.push({ ...(name ? { name } : {}), kind, xy: false, points });
  }
  const title = textOf(child(child(chart, 'title'), 'tx'));
  return { ...(title ? { title } : {}), series };
}

/** A chartEx dimension's points; several levels (a treemap's hierarchy) read outer first. */
function exValues(dim: El | undefined): Values | undefined {
  if (!dim) return undefined;
  const numeric = dim.name === 'numDim';
  const levels = kids(dim, 'lvl').map((l) => {
    const format = attrOf(l, 'formatCode');
    const pts: CachePoint[] = [];
    for (const pt of kids(l, 'pt')) {
      const idx = Number(attrOf(pt, 'idx'));
      const v = pt.text.replace(/\s+/g, ' ').trim();
      if (Number.isFinite(idx) && v) pts.push({ idx, v: numeric ? formatValue(v, format, false) : v });
    }
    return pts.sort((a, b) => a.idx - b.idx);
  });
  const at: Values = new Map();
  for (const leaf of levels[0] ?? []) {
    const parts = levels.map((pts) => groupAt(pts, leaf.idx)).filter((v): v is string => !!v);
    at.set(leaf.idx, parts.reverse().join(' '));
  }
  return at;
}

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import JSZip from 'jszip';
import pptxgenModule from 'pptxgenjs';
import { describe, expect, it } from 'vitest';
import { scratchInputs } from '../helpers/scratch-input.js';
import { parseLocator } from '../../src/api/reference.js';
import { selectSegments } from '../../src/core/files/extracted-text.js';
import { parseChart } from '../../src/core/ingest/chart-xml.js';
import { MAX_CHART_POINTS } from '../../src/core/ingest/charts.js';
import { extractDocx } from '../../src/core/ingest/docx.js';
import { extractPptx } from '../../src/core/ingest/pptx.js';
import type { Extracted } from '../../src/core/ingest/types.js';
import { extractXlsx } from '../../src/core/ingest/xlsx.js';
import { docxFile } from '../helpers/documents.js';

/**
 * Charts read from real files (test/data/charts/README.md: docling's test data) and from decks
 * pptxgenjs writes with its own chart XML; a Word document takes the real chart part of the
 * docling workbook (the `docx` writer makes no charts).
 */

const DATA = join(import.meta.dirname, '../data/charts');
const input = scratchInputs('ctx-charts-');

const lines = (x: Extracted, locator: string) => x.segments.filter((s) => s.locator === locator).map((s) => s.text);

// pptxgenjs's types are CommonJS-shaped while Node loads its ES build, whose default export is the class.
const pptxgen = pptxgenModule as unknown as typeof pptxgenModule.default;

describe('charts in a PowerPoint deck', () => {
  it('reads the numbers that live only in a chart: one line per series and year, at the slide', async () => {
    const x = await extractPptx(input('duck_survey.pptx', readFileSync(join(DATA, 'pptx_chart.pptx'))));
    const slide1 = lines(x, '#slide=1');
    expect(slide1[0]).toBe('Quarterly Duck Survey');
    expect(slide1).toContain('Chart “Wild Duck Observations by Year”: a column chart of Freshwater Ducks, Saltwater Ducks by 2019, 2020, 2021, 2022');
    expect(slide1).toContain('Chart “Wild Duck Observations by Year”: Saltwater Ducks, 2022: 130');
    expect(slide1).toContain('Chart “Wild Duck Observations by Year”: Freshwater Ducks, 2019: 120');
    expect(slide1.filter((l) => /Ducks, \d{4}: \d+$/.test(l))).toHaveLength(8);
    // The second chart has no title of its own: it is named by the slide it sits on.
    expect(lines(x, '#slide=2')).toEqual([
      'Quarterly revenue',
      'Chart on slide “Quarterly revenue”: a column chart of 2026 by Q1, Q2, Q3',
      'Chart on slide “Quarterly revenue”: 2026, Q1: 10',
      'Chart on slide “Quarterly revenue”: 2026, Q2: 20',
      'Chart on slide “Quarterly revenue”: 2026, Q3: 30',
    ]);
    expect(x.segments.find((s) => s.text.includes('Q2: 20'))?.section).toBe('Quarterly revenue');
    expect(x.facts).toMatchObject({ slides: 2, charts: 2, chart_points: 11 });
  });

  it('reads pie shares, scatter points against their axes, percentages and several series', async () => {
    const pres = new pptxgen();
    const pie = pres.addSlide();
    pie.addText('Market stall', { x: 0.5, y: 0.2, w: 9, h: 0.8 });
    pie.addChart(pres.ChartType.pie, [{ name: 'Fruit', labels: ['Apples', 'Pears', 'Plums'], values: [50, 30, 20] }], { x: 1, y: 1, w: 6, h: 4, showTitle: true, title: 'Fruit sold in 2024' });
    pres.addSlide().addChart(pres.ChartType.scatter, [{ name: 'X', values: [1.62, 1.75, 1.9] }, { name: 'Rowers', values: [61, 72.5, 88] }], {
      x: 1, y: 1, w: 6, h: 4, showTitle: true, title: 'Crew', showValAxisTitle: true, valAxisTitle: 'Weight (kg)', showCatAxisTitle: true, catAxisTitle: 'Height (m)',
    });
    pres.addSlide().addChart(
      pres.ChartType.line,
      [
        { name: 'Conversion', labels: ['Mon', 'Tue', 'Wed'], values: [0.1, 0.125, 0.2] },
        { name: 'Returns', labels: ['Mon', 'Tue', 'Wed'], values: [0.02, 0.03, 0.01] },
      ],
      { x: 1, y: 1, w: 6, h: 4, showTitle: true, title: 'Shop week', valLabelFormatCode: '0.0%' },
    );
    const x = await extractPptx(input('stall.pptx', (await pres.write({ outputType: 'nodebuffer' })) as Buffer));
    expect(lines(x, '#slide=1')).toEqual([
      'Market stall',
      'Chart “Fruit sold in 2024”: a pie chart of Fruit by Apples, Pears, Plums',
      'Chart “Fruit sold in 2024”: Fruit, Apples: 50 (50%)',
      'Chart “Fruit sold in 2024”: Fruit, Pears: 30 (30%)',
      'Chart “Fruit sold in 2024”: Fruit, Plums: 20 (20%)',
    ]);
    expect(lines(x, '#slide=2')).toEqual([
      'Chart “Crew”: a scatter chart of Rowers, Weight (kg) against Height (m)',
      'Chart “Crew”: Rowers, Height (m) = 1.62: Weight (kg) = 61',
      'Chart “Crew”: Rowers, Height (m) = 1.75: Weight (kg) = 72.5',
      'Chart “Crew”: Rowers, Height (m) = 1.9: Weight (kg) = 88',
    ]);
    expect(lines(x, '#slide=3')).toEqual([
      'Chart “Shop week”: a line chart of Conversion, Returns by Mon, Tue, Wed',
      'Chart “Shop week”: Conversion, Mon: 10%',
      'Chart “Shop week”: Conversion, Tue: 12.5%',
      'Chart “Shop week”: Conversion, Wed: 20%',
      'Chart “Shop week”: Returns, Mon: 2%',
      'Chart “Shop week”: Returns, Tue: 3%',
      'Chart “Shop week”: Returns, Wed: 1%',
    ]);
    expect(x.facts).toMatchObject({ charts: 3, chart_points: 12 });
  });

  it('stops at the point budget and says so in the facts', async () => {
    const pres = new pptxgen();
    const labels = Array.from({ length: 3000 }, (_, i) => `Day ${i + 1}`);
    for (const t of ['First', 'Second']) {
      pres.addSlide().addChart(pres.ChartType.line, [{ name: 'Load', labels, values: labels.map((_, i) => i % 97) }], { x: 1, y: 1, w: 6, h: 4, showTitle: true, title: t });
    }
    const x = await extractPptx(input('long.pptx', (await pres.write({ outputType: 'nodebuffer' })) as Buffer));
    expect(x.segments.filter((s) => / Day \d+: /.test(s.text))).toHaveLength(MAX_CHART_POINTS);
    expect(x.facts).toMatchObject({ charts: 2, chart_points: MAX_CHART_POINTS, chart_points_truncated_at: MAX_CHART_POINTS });
    // The title line of a chart past the budget still says what the chart is.
    expect(lines(x, '#slide=2')[0]).toMatch(/^Chart “Second”: a line chart of Load by Day 1, Day 2, .*\(3000 in all\)$/);
  });
});

describe('charts in a workbook', () => {
  it('reads a sheet that holds only a chart, at #sheet=NAME&chart=N after the sheet rows', async () => {
    const x = await extractXlsx(input('ducks.xlsx', readFileSync(join(DATA, 'xlsx_03_chartsheet.xlsx'))));
    const loc = '#sheet=Duck%20Chart&chart=1';
    const chart = lines(x, loc);
    expect(chart[0]).toBe('Chart “Wild Duck Observations by Year”: a column chart of Freshwater Ducks, Saltwater Ducks by Year: 2019, 2020, 2021, 2022, 2023, 2024; values: Number of Ducks');
    expect(chart).toContain('Chart “Wild Duck Observations by Year”: Saltwater Ducks, 2024: 130');
    expect(chart).toHaveLength(13);
    expect(x.segments.filter((s) => s.locator === loc).every((s) => s.section === 'Duck Chart')).toBe(true);
    // The table's rows are read as before, and come first.
    expect(x.segments[1]).toMatchObject({ locator: '#sheet=Duck%20Observations&row=2', text: 'Year: 2019; Freshwater Ducks: 120; Saltwater Ducks: 80; Ducks: 200' });
    expect(x.facts).toMatchObject({ sheets: 2, rows: 6, charts: 1, chart_points: 12 });

    // The locator is one the API reads back: the chart alone, or the whole sheet.
    expect(parseLocator(loc)).toEqual({ kind: 'sheet', sheet: 'Duck Chart', n: undefined, chart: 1 });
    const segs = x.segments.map((s) => ({ locator: s.locator, text: s.text }));
    expect(selectSegments(segs, loc, '/ducks.xlsx')).toHaveLength(13);
    expect(selectSegments(segs, '#sheet=Duck Chart', '/ducks.xlsx')).toHaveLength(13);
    expect(selectSegments(segs, '#sheet=Duck Observations&row=2', '/ducks.xlsx').map((s) => s.text)).toEqual(['Year: 2019; Freshwater Ducks: 120; Saltwater Ducks: 80; Ducks: 200']);
    expect(() => selectSegments(segs, '#sheet=Duck Chart&chart=2', '/ducks.xlsx')).toThrow(/not in the file/);
  });
});

/** A .docx whose paragraph `marker` is replaced by an inline chart holding `chartXml`. */
async function docxWithChart(body: Array<string | string[][]>, marker: string, chartXml: string, ex = false): Promise<Buffer> {
  const zip = await JSZip.loadAsync(await docxFile({ body }));
  const doc = await zip.file('word/document.xml')!.async('string');
  const drawing =
    '<w:p><w:r><w:drawing><wp:inline xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing"><wp:extent cx="5486400" cy="3200400"/><wp:docPr id="1" name="Chart 1"/>' +
    '<a:graphic xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/chart">' +
    (ex
      ? '<cx:chart xmlns:cx="http://schemas.microsoft.com/office/drawing/2014/chartex" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" r:id="rIdChart1"/>'
      : '<c:chart xmlns:c="http://schemas.openxmlformats.org/drawingml/2006/chart" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" r:id="rIdChart1"/>') +
    '</a:graphicData></a:graphic></wp:inline></w:drawing></w:r></w:p>';
  const at = doc.indexOf(marker);
  const start = doc.lastIndexOf('<w:p>', at) >= 0 ? doc.lastIndexOf('<w:p>', at) : doc.lastIndexOf('<w:p ', at);
  const end = doc.indexOf('</w:p>', at) + '</w:p>'.length;
  zip.file('word/document.xml', doc.slice(0, start) + drawing + doc.slice(end));
  const rels = await zip.file('word/_rels/document.xml.rels')!.async('string');
  zip.file('word/_rels/document.xml.rels', rels.replace('</Relationships>', `<Relationship Id="rIdChart1" Type="${ex ? 'http://schemas.microsoft.com/office/2014/relationships/chartEx' : 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/chart'}" Target="charts/chart1.xml"/></Relationships>`));
  const types = await zip.file('[Content_Types].xml')!.async('string');
  zip.file('[Content_Types].xml', types.replace('</Types>', '<Override PartName="/word/charts/chart1.xml" ContentType="application/vnd.openxmlformats-officedocument.drawingml.chart+xml"/></Types>'));
  zip.file('word/charts/chart1.xml', chartXml);
  return zip.generateAsync({ type: 'nodebuffer' });
}

describe('charts in a Word document', () => {
  it('reads a chart as a paragraph of its own where it stands, under its heading', async () => {
    const book = await JSZip.loadAsync(readFileSync(join(DATA, 'xlsx_03_chartsheet.xlsx')));
    const chartXml = await book.file('xl/charts/chart1.xml')!.async('string');
    const docx = await docxWithChart(['h1:Spring survey', 'Ducks were counted on the lake each spring.', 'CHART GOES HERE', 'Counts rose every year but one.'], 'CHART GOES HERE', chartXml);
    const x = await extractDocx(input('survey.docx', docx));
    expect(lines(x, '#paragraph=2')).toEqual(['Ducks were counted on the lake each spring.']);
    const chart = lines(x, '#paragraph=3');
    expect(chart).toContain('Chart “Wild Duck Observations by Year”: Freshwater Ducks, 2022: 170');
    expect(chart).toHaveLength(13);
    expect(x.segments.find((s) => s.locator === '#paragraph=3')?.section).toBe('Spring survey');
    expect(lines(x, '#paragraph=4')).toEqual(['Counts rose every year but one.']);
    expect(x.facts).toMatchObject({ paragraphs: 3, charts: 1, chart_points: 12 });
    expect(parseLocator('#paragraph=3')).toEqual({ kind: 'paragraph', n: 3 });
    expect(selectSegments(x.segments, '#paragraph=3', '/survey.docx')).toHaveLength(13);
  });

  it('puts a chart placed in a table cell after the table, as the next paragraph', async () => {
    const book = await JSZip.loadAsync(readFileSync(join(DATA, 'xlsx_03_chartsheet.xlsx')));
    const chartXml = await book.file('xl/charts/chart1.xml')!.async('string');
    const docx = await docxWithChart(['Counts by site.', [['Site', 'Ducks'], ['Lake', '12'], ['CHART IN A CELL', 'Pond']], 'After the table.'], 'CHART IN A CELL', chartXml);
    const x = await extractDocx(input('table.docx', docx));
    const locs = [...new Set(x.segments.map((s) => s.locator))];
    const chartAt = x.segments.find((s) => s.text.startsWith('Chart “Wild Duck'))!.locator;
    const pondAt = x.segments.find((s) => s.text.includes('Pond'))!.locator;
    const afterAt = x.segments.find((s) => s.text === 'After the table.')!.locator;
    expect(locs.indexOf(chartAt)).toBe(locs.indexOf(pondAt) + 1);
    expect(locs.indexOf(afterAt)).toBe(locs.indexOf(chartAt) + 1);
    expect(x.segments.filter((s) => s.locator === chartAt)).toHaveLength(13);
  });
});

describe('chart parts as writers may leave them', () => {
  const C = 'xmlns:c="http://schemas.openxmlformats.org/drawingml/2006/chart"';
  const pts = (vs: Array<string | number>) => vs.map((v, i) => `<c:pt idx="${i}"><c:v>${v}</c:v></c:pt>`).join('');

  it('joins multi-level categories outer first, reads date and currency formats, and trusts only written points', () => {
    const xml =
      `<c:chartSpace ${C}><c:chart><c:plotArea><c:barChart><c:barDir val="col"/>` +
      '<c:ser><c:order val="0"/><c:tx><c:v>Revenue</c:v></c:tx><c:cat><c:multiLvlStrRef><c:multiLvlStrCache><c:ptCount val="4"/>' +
      `<c:lvl>${pts(['Q1', 'Q2', 'Q1', 'Q2'])}</c:lvl><c:lvl><c:pt idx="0"><c:v>2023</c:v></c:pt><c:pt idx="2"><c:v>2024</c:v></c:pt></c:lvl>` +
      `</c:multiLvlStrCache></c:multiLvlStrRef></c:cat><c:val><c:numRef><c:numCache><c:formatCode>"$"#,##0.00</c:formatCode><c:ptCount val="999999999"/>${pts([1200.5, 980, 1500, 0.1 + 0.2])}</c:numCache></c:numRef></c:val></c:ser>` +
      '</c:barChart><c:lineChart><c:ser><c:order val="1"/><c:tx><c:v>Visits</c:v></c:tx><c:cat><c:numRef><c:numCache><c:formatCode>m/d/yyyy</c:formatCode>' +
      `${pts([45292, 45323])}</c:numCache></c:numRef></c:cat><c:val><c:numLit>${pts([7, 9])}</c:numLit></c:val></c:ser></c:lineChart>` +
      '</c:plotArea></c:chart></c:chartSpace>';
    const started = Date.now();
    const chart = parseChart(xml);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(chart.series).toEqual([
      { name: 'Revenue', kind: 'column', xy: false, points: [{ x: '2023 Q1', y: '$1200.5' }, { x: '2023 Q2', y: '$980' }, { x: '2024 Q1', y: '$1500' }, { x: '2024 Q2', y: '$0.3' }] },
      { name: 'Visits', kind: 'line', xy: false, points: [{ x: '2024-01-01', y: '7' }, { x: '2024-02-01', y: '9' }] },
    ]);
  });

  it('gives no series for a part that is no chart, and survives deep nesting', () => {
    expect(parseChart('<worksheet><sheetData/></worksheet>').series).toEqual([]);
    const deep = `<c:chartSpace ${C}><c:chart><c:title><c:tx><c:rich><a:p>${'<a:r>'.repeat(100_000)}<a:t>Deep</a:t>${'</a:r>'.repeat(100_000)}</a:p></c:rich></c:tx></c:title><c:plotArea><c:pieChart><c:ser><c:val><c:numLit>${pts([5])}</c:numLit></c:val></c:ser></c:pieChart></c:plotArea></c:chart></c:chartSpace>`;
    expect(parseChart(deep)).toMatchObject({ title: 'Deep', series: [{ kind: 'pie', points: [{ x: '1', y: '5' }] }] });
  });
});

describe('chartEx parts (Office 2016 waterfall, funnel, treemap, …)', () => {
  // The shape Office writes (ECMA-376 extension, cx namespace): data apart from the series.
  const waterfall =
    '<cx:chartSpace xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:cx="http://schemas.microsoft.com/office/drawing/2014/chartex">' +
    '<cx:chartData><cx:data id="0"><cx:strDim type="cat"><cx:f>Sheet1!$A$2:$A$5</cx:f><cx:lvl ptCount="4"><cx:pt idx="0">Opening</cx:pt><cx:pt idx="1">Sales</cx:pt><cx:pt idx="2">Refunds</cx:pt><cx:pt idx="3">Closing</cx:pt></cx:lvl></cx:strDim>' +
    '<cx:numDim type="val"><cx:f>Sheet1!$B$2:$B$5</cx:f><cx:lvl ptCount="4" formatCode="General"><cx:pt idx="0">500</cx:pt><cx:pt idx="1">240</cx:pt><cx:pt idx="2">-35</cx:pt><cx:pt idx="3">705</cx:pt></cx:lvl></cx:numDim></cx:data></cx:chartData>' +
    '<cx:chart><cx:title pos="t"><cx:tx><cx:txData><cx:v>Cash in March</cx:v></cx:txData></cx:tx></cx:title><cx:plotArea><cx:plotAreaRegion>' +
    '<cx:series layoutId="waterfall" uniqueId="{1}"><cx:tx><cx:txData><cx:f>Sheet1!$B$1</cx:f><cx:v>Cash</cx:v></cx:txData></cx:tx><cx:dataId val="0"/></cx:series>' +
    '<cx:series layoutId="paretoLine" ownerIdx="0"><cx:dataId val="0"/></cx:series>' +
    '</cx:plotAreaRegion></cx:plotArea></cx:chart></cx:chartSpace>';

  it('reads the series from its data by id, leaving out a Pareto line', () => {
    expect(parseChart(waterfall)).toEqual({
      title: 'Cash in March',
      series: [{ name: 'Cash', kind: 'waterfall', xy: false, points: [{ x: 'Opening', y: '500' }, { x: 'Sales', y: '240' }, { x: 'Refunds', y: '-35' }, { x: 'Closing', y: '705' }] }],
    });
  });

  it('reads a chartEx chart in a Word document', async () => {
    const x = await extractDocx(input('cash.docx', await docxWithChart(['Cash flow.', 'CHART', 'End.'], 'CHART', waterfall, true)));
    expect(lines(x, '#paragraph=2')).toEqual([
      'Chart “Cash in March”: a waterfall chart of Cash by Opening, Sales, Refunds, Closing',
      'Chart “Cash in March”: Cash, Opening: 500',
      'Chart “Cash in March”: Cash, Sales: 240',
      'Chart “Cash in March”: Cash, Refunds: -35',
      'Chart “Cash in March”: Cash, Closing: 705',
    ]);
  });
});

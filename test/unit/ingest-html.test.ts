/**
 * The .html extractor: the main content without page furniture, in paragraphs with locators
 * and sections; URL, title, author, site and publication times as facts; and the metadata
 * record a web page gets (URL, title, publication info, main content).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildMetadata } from '../../src/core/enrich/metadata.js';
import { extractFile } from '../../src/core/ingest/registry.js';
import { savedPage, savedFromUrl } from '../../src/core/ingest/html-source.js';
import { pageFileName, pageTitle } from '../../src/core/web/page-name.js';

const dir = mkdtempSync(join(tmpdir(), 'ctx-html-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let n = 0;
async function extract(content: string | Buffer, name = 'page.html') {
  const path = join(dir, `${++n}.html`);
  writeFileSync(path, content);
  return extractFile({ path, name, ext: '.html', mime: 'text/html' });
}

const NAV = '<header><nav><ul><li><a href="/">Home</a></li><li><a href="/deals">Marmalade deals of the week</a></li></ul></nav></header>';
const FOOTER = '<footer><p>Copyright 2024 Harbour Times. Privacy. Cookie settings. Newsletter signup for walrusfooter fans.</p></footer>';
const BODY = [
  'The harbour authority approved a plan to dredge the eastern channel so that larger ferries can dock at the old pier.',
  'Dredging will start in September and last eleven weeks, according to the chief engineer, who expects little disruption.',
  'Fishermen asked for the work to pause during the herring season, and the authority agreed to stop for two weeks in October.',
];

const article = (head: string) => `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>Eastern channel to be dredged for ferries | Harbour Times</title>${head}</head>
<body>${NAV}<main><article><h1>Eastern channel to be dredged for ferries</h1><p class="byline">By Iris Tanaka</p>
<p>${BODY[0]}</p><h2>Timetable</h2><p>${BODY[1]}</p><p>${BODY[2]}</p>
<ul><li>Start: September</li><li>Length: eleven weeks</li></ul>
<table><tr><th>Phase</th><th>Weeks</th></tr><tr><td>Survey</td><td>2</td></tr></table>
<script>var trackingPixel = "zebratracker";</script></article></main>${FOOTER}</body></html>`;

describe('extractHtml', () => {
  it('keeps the main content in reading order and drops navigation, footer and scripts', async () => {
    const x = await extract(article('<meta name="author" content="Iris Tanaka">'));
    const text = x.segments.map((s) => s.text).join('\n');
    for (const p of BODY) expect(text).toContain(p);
    expect(text).toContain('Start: September');
    // A data table's row reads with its column headers, as a spreadsheet's does.
    expect(text).toContain('Phase: Survey; Weeks: 2');
    expect(text).not.toMatch(/Marmalade|walrusfooter|zebratracker|Cookie/);
    // The byline and the h1 are the author and the title, not paragraphs.
    expect(text).not.toMatch(/^By Iris Tanaka$/m);
    expect(x.title).toBe('Eastern channel to be dredged for ferries');
    expect(x.author).toBe('Iris Tanaka');
    expect(x.segments.map((s) => s.locator)).toEqual(x.segments.map((_, i) => `#paragraph=${i + 1}`));
    const dredge = x.segments.find((s) => s.text.startsWith('Dredging will start'));
    expect(dredge?.section).toBe('Timetable');
    expect(x.facts).toMatchObject({ main_content: 'article', language: 'en-GB', encoding: 'utf-8', paragraphs: x.segments.length });
  });

  it('reads an old table-layout page without an <html> element and with a <style> before <body>', async () => {
    const page = `<head><title>Valve V-12 datasheet</title></head><style>td {font-size: 14px}</style>
<body><table><tr><td><h1>Valve V-12</h1></td></tr></table>
<p>Brass gate valve for water mains, made in Sheffield since 1962.</p>
<table><tr><td>Size</td><td>Working pressure</td><td>Weight</td></tr><tr><td>-</td><td>bar</td><td>kg</td></tr>
<tr><td>DN50</td><td>16</td><td>4.2</td></tr><tr><td>DN80</td><td>10</td><td>7.9</td></tr></table>
<p>Site footer: all rights reserved.</p></body>`;
    const text = (await extract(page)).segments.map((s) => s.text).join('\n');
    expect(text).toContain('Brass gate valve for water mains');
    // The units row under the labels joins them.
    expect(text).toContain('Size: DN80; Working pressure (bar): 10; Weight (kg): 7.9');
    // A two-cell first row without <th> may be a label and its value: those rows stay cells.
    const pairs = (await extract('<html><body><table><tr><td>Maker</td><td>Hallam Valves</td></tr><tr><td>Founded</td><td>1962</td></tr></table></body></html>')).segments.map((s) => s.text);
    expect(pairs).toEqual(['Maker | Hallam Valves', 'Founded | 1962']);
    // …and a label cell ending in a colon reads as a field.
    const labelled = (await extract('<html><body><table><tr><td>Grade :</td><td>V-12</td></tr><tr><td>Classification:</td><td>Gate valve</td></tr></table></body></html>')).segments.map((s) => s.text);
    expect(labelled).toEqual(['Grade: V-12', 'Classification: Gate valve']);
  });

  it('keeps an encyclopedia infobox\'s facts as "Label: value" lines', async () => {
    const para = (n: number) => `<p>Hallam Valves grew from a single foundry into a maker of valves for water mains across the north of England, paragraph ${n} of its history, with new works opened and old ones closed as the trade changed over the decades.</p>`;
    const page = `<!doctype html><html><head><title>Hallam Valves - Wikipedia</title></head><body><div id="content"><h1>Hallam Valves</h1>
<table class="infobox vcard"><tbody><tr><th colspan="2" class="infobox-above">Hallam Valves Ltd</th></tr>
<tr><th class="infobox-label">Founded</th><td class="infobox-data">3 May 1962<br>Sheffield, England</td></tr>
<tr><th class="infobox-label">Headquarters</th><td class="infobox-data">Attercliffe, Sheffield</td></tr>
<tr><th scope="row" class="infobox-label"><div style="display: inline-block; line-height: 1.2em;">Number of employees</div></th><td class="infobox-data">1,250 (2024)</td></tr>
<tr><th scope="row" class="infobox-label"><div style="display: inline-block;">Divisions</div></th><td class="infobox-data"><div class="plainlist"><ul><li>Hallam Pumps</li><li>Hallam Meters</li></ul></div></td></tr></tbody></table>
${[1, 2, 3, 4, 5, 6].map(para).join('\n')}</div></body></html>`;
    const text = (await extract(page)).segments.map((s) => s.text).join('\n');
    expect(text).toContain('Number of employees: 1,250 (2024)');
    expect(text).toContain('Founded: 3 May 1962 Sheffield, England');
    expect(text).toContain('paragraph 6 of its history');
  });

  it('reads publication info from meta tags, or from JSON-LD', async () => {
    const meta = await extract(
      article('<meta property="article:published_time" content="2024-02-03T09:00:00Z"><meta property="article:modified_time" content="2024-02-04T10:00:00Z"><meta property="og:site_name" content="Harbour Times">'),
    );
    expect(meta.facts).toMatchObject({ published: '2024-02-03T09:00:00Z', modified: '2024-02-04T10:00:00Z', site_name: 'Harbour Times' });
    const ld = await extract(
      article(
        '<script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"WebSite","name":"HT"},{"@type":"NewsArticle","headline":"Eastern channel to be dredged for ferries","datePublished":"2023-11-30","dateModified":"2023-12-01"}]}</script>',
      ),
    );
    expect(ld.facts).toMatchObject({ published: '2023-11-30', modified: '2023-12-01' });
    const dc = await extract(article('<meta name="DC.date" content="2022-07-01">'));
    expect(dc.facts.published).toBe('2022-07-01');
    const none = await extract(article(''));
    expect(none.facts.published).toBeUndefined();
  });

  it('takes the URL from the "saved from" mark, else from the canonical link', async () => {
    const saved = await extract(savedPage('https://news.example/harbour/dredge?x=1', article('<link rel="canonical" href="https://news.example/canonical">')));
    expect(saved.facts.url).toBe('https://news.example/harbour/dredge?x=1');
    const canonical = await extract(article('<link rel="canonical" href="https://news.example/canonical">'));
    expect(canonical.facts.url).toBe('https://news.example/canonical');
    expect((await extract(article(''))).facts.url).toBeUndefined();
  });

  it('decodes the charset the page declares; the BOM of a saved page outranks it', async () => {
    const latin = Buffer.from(article('').replace('<meta charset="utf-8">', '<meta http-equiv="Content-Type" content="text/html; charset=windows-1252">').replace('little disruption', 'little disruption at the café'), 'latin1');
    const x = await extract(latin);
    expect(x.facts.encoding).toBe('windows-1252');
    expect(x.segments.map((s) => s.text).join(' ')).toContain('at the café');
    const saved = await extract(savedPage('https://a.example/', article('').replace('<meta charset="utf-8">', '<meta charset="iso-8859-1">').replace('little disruption', 'peu de gêne')));
    expect(saved.segments.map((s) => s.text).join(' ')).toContain('peu de gêne');
  });

  it('reads a page with no article body as its whole text without the page chrome', async () => {
    const x = await extract(`<html><head><title>Opening hours</title></head><body>${NAV}<div>Open daily 9 to 5.</div><div>Closed on Sundays.</div>${FOOTER}</body></html>`);
    const text = x.segments.map((s) => s.text).join('\n');
    expect(text).toContain('Open daily 9 to 5.');
    expect(text).toContain('Closed on Sundays.');
    expect(text).not.toMatch(/Marmalade|walrusfooter/);
    expect(x.title).toBe('Opening hours');
  });

  it('reads an old table-layout page with a script before <head>: its title and its <br>-separated paragraphs', async () => {
    const page = `<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">
<html><script type="text/javascript">(new Image).src="https://counter.example/hit";</script>
<head><title>Why Kites Fly</title></head><body bgcolor=ffffff><table border=0><tr><td><img src="spacer.gif"></td>
<td><font size=2 face="verdana">March 2021<br><br>A kite flies because the wind pushes harder on its <i>underside</i> than the air does on top.<br><br>The tail keeps it pointed into the wind, so it does not spin.</font></td></tr></table></body></html>`;
    const x = await extract(page);
    expect(x.title).toBe('Why Kites Fly');
    expect(x.segments.map((s) => s.text)).toEqual(['March 2021', 'A kite flies because the wind pushes harder on its underside than the air does on top.', 'The tail keeps it pointed into the wind, so it does not spin.']);
  });

  it('gives an empty page no segments rather than failing', async () => {
    const x = await extract('<html><head><title>Blank</title></head><body></body></html>');
    expect(x.segments).toEqual([]);
    expect(x.title).toBe('Blank');
  });
});

describe('web page metadata', () => {
  it('content states URL, title, publication info and main content', async () => {
    const x = await extract(
      savedPage('https://news.example/dredge', article('<meta property="article:published_time" content="2024-02-03"><meta property="og:site_name" content="Harbour Times"><meta name="author" content="Iris Tanaka">')),
    );
    const m = buildMetadata(x, { name: 'Channel to be dredged.html', mime: 'text/html', size: 1000 });
    const lines = m.content.split('\n');
    expect(lines[0]).toBe('URL: https://news.example/dredge');
    expect(lines[1]).toBe('Title: Eastern channel to be dredged for ferries');
    expect(lines[2]).toBe('Publication: Harbour Times; by Iris Tanaka; published 2024-02-03');
    expect(lines[3]).toMatch(/^Main content: The harbour authority approved a plan to dredge/);
    expect(m.content).not.toMatch(/Marmalade|walrusfooter/);
    expect(m.summary).toMatch(/dredge/);
    expect(m.hash_tags.length).toBeGreaterThanOrEqual(3);
  });

  it('says so when the page states no publication info', async () => {
    const x = await extract(article('').replace('<p class="byline">By Iris Tanaka</p>', ''));
    const m = buildMetadata(x, { name: 'p.html', mime: 'text/html', size: 1 });
    expect(m.content).toMatch(/^URL: unknown$/m);
    expect(m.content).toMatch(/^Publication: not stated by the page$/m);
  });
});

describe('saved pages and their names', () => {
  it('round-trips the source URL through the stored file', () => {
    const buf = savedPage('https://a.example/x?y=1&z=2', '<!doctype html><p>hi</p>');
    expect([...buf.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = buf.toString('utf8');
    expect(text).toContain('<!-- saved from url=(0027)https://a.example/x?y=1&z=2 -->');
    expect(savedFromUrl(text)).toBe('https://a.example/x?y=1&z=2');
  });

  it('names a page by the name given, else its title, else its address', () => {
    const url = new URL('https://www.example.org/blog/tidal-power.html');
    expect(pageFileName('My notes', '', url)).toBe('My notes.html');
    expect(pageFileName('kept.htm', '', url)).toBe('kept.htm');
    expect(pageFileName(undefined, '<html><head><title> A / B:\n C </title></head>', url)).toBe('A B: C.html');
    expect(pageFileName(undefined, '<html><head><meta property="og:title" content="OG wins"><title>t</title></head>', url)).toBe('OG wins.html');
    expect(pageFileName(undefined, '<html><body>no title</body></html>', url)).toBe('example.org - tidal-power.html');
    expect(pageFileName(undefined, '', new URL('http://10.0.0.1:8080/'))).toBe('10.0.0.1.html');
    const long = pageFileName(undefined, `<title>${'é'.repeat(400)}</title>`, url);
    expect(Buffer.byteLength(long)).toBeLessThanOrEqual(255);
    expect(long.endsWith('.html')).toBe(true);
    expect(pageTitle('<title>Caf&eacute; &amp; bar</title>')).toBe('Café & bar');
    expect(pageTitle('<meta property="og:site_name" content="The Gazette"><title>Fen news | The Gazette</title>')).toBe('Fen news');
    expect(pageTitle('<meta property="og:site_name" content="The Gazette"><title>The Gazette</title>')).toBe('The Gazette');
    expect(pageTitle('<title>Fen news - Other site</title>')).toBe('Fen news - Other site');
  });
});

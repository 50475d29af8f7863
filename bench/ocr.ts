/**
 * npm run bench:ocr -- <dir> — tesseract.js (the former engine) against Debian's `tesseract`
 * CLI (the default now) on scanned pages and photos of text: character accuracy
 * (1 − edit distance / length of the truth, after normalising quotes, dashes and white space)
 * and seconds per image, on
 *
 *   - the files bench/ocr/manifest.json lists, made by other people (tesseract's, OCRmyPDF's,
 *     EasyOCR's and unstructured's test folders; copied into <dir>, never into this repository),
 *     with their ground truth (the project's own, a PDF's text layer, or our transcription);
 *   - rendered cases made here with sharp (clean, rotated and blurred, a noisy low-contrast
 *     "photo", small print), all holding readings such as 120/80 and 08:45.
 *
 * Every image goes through ctx's own preparation (image.ts: upright, greyscale, scaled into
 * OCR's range). Columns, English unless said: tesseract.js; the tesseract CLI as ctx runs it
 * (Debian's model, --psm 1, resolution estimated from the text); three variants of it (--psm 3,
 * told 300 dpi, the npm package's best_int model); and ctx's default (the CLI with
 * `ocr.languages: auto`, which reads Chinese after script detection).
 * Results: bench/results/ocr.{txt,json}.
 */
import { copyFileSync, cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { PDFParse } from 'pdf-parse';
import sharp from 'sharp';
import { firstFrame } from '../src/core/ingest/image.js';
import { cliRecognise, tesseractPath } from '../src/core/ingest/ocr-cli.js';
import { closeJsOcr, jsRecognise } from '../src/core/ingest/ocr-js.js';
import { ocrImage } from '../src/core/ingest/ocr.js';
import { ROOT } from './harness.js';

interface Truth {
  file?: string;
  text?: string;
  pdf?: string;
  page?: number;
  drop?: string;
  origin: string;
}

interface Item {
  file: string;
  kind: string;
  lang: 'eng' | 'chi';
  source: { repo: string; commit: string; path: string };
  truth: Truth;
}

interface Case {
  name: string;
  group: 'scan' | 'photo' | 'rendered' | 'chinese';
  lang: 'eng' | 'chi';
  image: Buffer;
  truth: string;
}

interface Reading {
  accuracy: number;
  seconds: number;
  text: string;
}

const ENGINES = ['tesseract.js', 'tesseract', 'tess. psm 3', 'tess. 300 dpi', 'tess. best_int', 'ctx default'] as const;
type Engine = (typeof ENGINES)[number];

// ---------------------------------------------------------------- scoring

const CJK = '\\u3000-\\u303f\\u3400-\\u9fff\\uf900-\\ufaff\\uff00-\\uffef';

/** NFKC, typographic quotes and dashes as ASCII, white space collapsed (and dropped next to CJK). */
export function normalise(s: string): string {
  let t = s
    .normalize('NFKC')
    .replace(/[‘’‚‛′`]/g, "'")
    .replace(/[“”„‟″«»]/g, '"')
    .replace(/[‐‑‒–—―−]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
  t = t.replace(new RegExp(` (?=[${CJK}])|(?<=[${CJK}]) `, 'g'), '');
  return t;
}

function levenshtein(a: string, b: string): number {
  const A = [...a];
  const B = [...b];
  let prev = new Uint32Array(B.length + 1).map((_, j) => j);
  let cur = new Uint32Array(B.length + 1);
  for (let i = 1; i <= A.length; i++) {
    cur[0] = i;
    for (let j = 1; j <= B.length; j++) {
      const sub = prev[j - 1]! + (A[i - 1] === B[j - 1] ? 0 : 1);
      cur[j] = Math.min(sub, prev[j]! + 1, cur[j - 1]! + 1);
    }
    [prev, cur] = [cur, prev];
  }
  return prev[B.length]!;
}

/** 1 − normalised edit distance, floored at 0. */
export function charAccuracy(truth: string, got: string): number {
  const t = normalise(truth);
  const g = normalise(got);
  if (t.length === 0) return g.length === 0 ? 1 : 0;
  return Math.max(0, 1 - levenshtein(t, g) / [...t].length);
}

// ---------------------------------------------------------------- cases

async function pdfText(path: string, page: number): Promise<string> {
  const p = new PDFParse({ data: new Uint8Array(readFileSync(path)) });
  try {
    return (await p.getText({ partial: [page] })).pages[0]?.text ?? '';
  } finally {
    await p.destroy();
  }
}

async function manifestCases(dir: string): Promise<{ cases: Case[]; missing: string[]; items: Item[] }> {
  const manifest = JSON.parse(readFileSync(join(ROOT, 'bench/ocr/manifest.json'), 'utf8')) as { items: Item[] };
  const cases: Case[] = [];
  const missing: string[] = [];
  for (const it of manifest.items) {
    const path = join(dir, it.file);
    if (!existsSync(path)) {
      missing.push(it.file);
      continue;
    }
    let truth: string;
    if (it.truth.text !== undefined) truth = it.truth.text;
    else if (it.truth.file) truth = readFileSync(join(dir, it.truth.file), 'utf8');
    else if (it.truth.pdf && existsSync(join(dir, it.truth.pdf))) truth = await pdfText(join(dir, it.truth.pdf), it.truth.page ?? 1);
    else {
      missing.push(`${it.file} (truth ${it.truth.pdf})`);
      continue;
    }
    if (it.truth.drop) {
      const re = new RegExp(it.truth.drop);
      truth = truth.split('\n').filter((l) => !re.test(l)).join('\n');
    }
    const group = it.lang === 'chi' ? 'chinese' : /photo/.test(it.kind) ? 'photo' : 'scan';
    cases.push({ name: it.file, group, lang: it.lang, image: readFileSync(path), truth });
  }
  return { cases, missing, items: manifest.items };
}

const READING = [
  'Patient visit 14/03/2024 at 08:45',
  'Blood pressure: 120/80 mmHg',
  'Pulse 72 bpm, temperature 36.8 C',
  'Dose 2.5 mg/kg twice daily (ratio 3:2)',
  'Next check-up on 2024-04-02, 10:30',
];

const MEMO = [
  'The committee met on Tuesday to review the',
  'harbour renovation budget. Costs rose to',
  '$1,240.00 per berth after the contractor',
  'revised the dredging estimate; the vote',
  'was 7 to 2 in favour of phase one.',
];

const HANS = ['会议纪要：下周二上午十点在三楼会议室，', '讨论明年的预算和人员安排。血压 120/80。'];
const HANT = ['會議紀錄：下週二上午十點在三樓會議室，', '討論明年的預算與人員安排。血壓 120/80。'];

function svg(lines: string[], o: { width: number; fontSize: number; font: string; fg?: string; bg?: string }): Buffer {
  const h = 60 + lines.length * o.fontSize * 1.5;
  const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const text = lines
    .map((l, i) => `<text x="30" y="${50 + i * o.fontSize * 1.5}" font-family="${o.font}" font-size="${o.fontSize}" fill="${o.fg ?? '#111'}">${esc(l)}</text>`)
    .join('');
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${o.width}" height="${h}"><rect width="100%" height="100%" fill="${o.bg ?? '#fff'}"/>${text}</svg>`);
}

/** Grey noise laid over a picture (soft light), like a phone photo in dim light. */
async function noisy(png: Buffer, amount: number): Promise<Buffer> {
  const { width = 0, height = 0 } = await sharp(png).metadata();
  const noise = Buffer.alloc(width * height);
  let seed = 12345;
  const rnd = (): number => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff);
  for (let i = 0; i < noise.length; i++) noise[i] = Math.max(0, Math.min(255, 128 + (rnd() + rnd() + rnd() - 1.5) * amount));
  const layer = await sharp(noise, { raw: { width, height, channels: 1 } }).png().toBuffer();
  return sharp(png).composite([{ input: layer, blend: 'soft-light' }]).png().toBuffer();
}

async function renderedCases(): Promise<Case[]> {
  const clean = await sharp(svg(READING, { width: 900, fontSize: 32, font: 'DejaVu Sans' })).png().toBuffer();
  const serif = await sharp(svg(MEMO, { width: 900, fontSize: 30, font: 'DejaVu Serif' })).png().toBuffer();
  const rotated = await sharp(clean).rotate(4, { background: '#ffffff' }).blur(0.8).png().toBuffer();
  const dim = await sharp(svg(READING, { width: 900, fontSize: 32, font: 'DejaVu Sans', fg: '#555', bg: '#b8b2a6' })).png().toBuffer();
  const photo = await sharp(await noisy(await sharp(dim).rotate(-2.5, { background: '#b8b2a6' }).blur(1.1).png().toBuffer(), 90))
    .resize({ width: 620 })
    .jpeg({ quality: 35 })
    .toBuffer();
  const small = await sharp(svg(MEMO, { width: 520, fontSize: 13, font: 'DejaVu Sans' })).png().toBuffer();
  // Chinese needs a CJK font (setup-system.sh installs fonts-wqy-microhei).
  const hasCjkFont = (await sharp(svg(['中'], { width: 120, fontSize: 60, font: 'WenQuanYi Micro Hei' })).stats()).channels[0]!.min < 100;
  const chinese: Case[] = [];
  if (hasCjkFont) {
    for (const [name, lines] of [
      ['rendered: simplified Chinese', HANS],
      ['rendered: traditional Chinese', HANT],
    ] as const) {
      const image = await sharp(svg([...lines], { width: 900, fontSize: 34, font: 'WenQuanYi Micro Hei' })).png().toBuffer();
      chinese.push({ name, group: 'chinese', lang: 'chi', image, truth: lines.join('\n') });
    }
  }
  return [
    ...chinese,
    { name: 'rendered: reading (clean)', group: 'rendered', lang: 'eng', image: clean, truth: READING.join('\n') },
    { name: 'rendered: memo (serif)', group: 'rendered', lang: 'eng', image: serif, truth: MEMO.join('\n') },
    { name: 'rendered: reading rotated 4°, blurred', group: 'rendered', lang: 'eng', image: rotated, truth: READING.join('\n') },
    { name: 'rendered: reading as a dim noisy photo', group: 'photo', lang: 'eng', image: photo, truth: READING.join('\n') },
    { name: 'rendered: memo in 13 px print', group: 'rendered', lang: 'eng', image: small, truth: MEMO.join('\n') },
  ];
}

// ---------------------------------------------------------------- running

async function prepared(image: Buffer): Promise<Buffer> {
  const meta = await sharp(image).metadata();
  return firstFrame(image, meta);
}

async function timed(fn: () => Promise<{ text: string }>, truth: string): Promise<Reading> {
  const t0 = performance.now();
  let text = '';
  try {
    text = (await fn()).text;
  } catch (err) {
    text = '';
    console.error(`  (failed: ${(err as Error).message})`);
  }
  const seconds = (performance.now() - t0) / 1000;
  return { accuracy: charAccuracy(truth, text), seconds, text };
}

function mean(xs: number[]): number {
  return xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : NaN;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2) : NaN;
}

async function main(): Promise<void> {
  const dir = process.argv[2];
  const bin = tesseractPath();
  if (!bin) throw new Error('the tesseract binary is not installed (scripts/setup-system.sh installs tesseract-ocr)');
  // The npm package's LSTM "best (integer)" English model, beside Debian's "fast" one, to see
  // what the model alone changes.
  const bestInt = mkdtempSync(join(tmpdir(), 'ctx-ocr-bench-'));
  writeFileSync(join(bestInt, 'eng.traineddata'), gunzipSync(readFileSync(join(dirname(createRequire(import.meta.url).resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int/eng.traineddata.gz'))));
  const debian = '/usr/share/tesseract-ocr/5/tessdata';
  copyFileSync(join(debian, 'osd.traineddata'), join(bestInt, 'osd.traineddata'));
  cpSync(join(debian, 'configs'), join(bestInt, 'configs'), { recursive: true });
  const load0 = loadavg();
  const real = dir ? await manifestCases(dir) : { cases: [], missing: ['(no directory given: rendered cases only)'], items: [] };
  const cases = [...real.cases, ...(await renderedCases())];

  // tesseract.js's worker start-up is paid once per extraction process; measured apart.
  const t0 = performance.now();
  await jsRecognise(await sharp(svg(['warm up'], { width: 300, fontSize: 30, font: 'DejaVu Sans' })).png().toBuffer());
  const jsInit = (performance.now() - t0) / 1000;

  const rows: Array<{ c: Case; r: Record<Engine, Reading> }> = [];
  for (const c of cases) {
    const png = await prepared(c.image);
    const r = {
      'tesseract.js': await timed(() => jsRecognise(png), c.truth),
      tesseract: await timed(() => cliRecognise(bin, png, ['eng'], Number.POSITIVE_INFINITY), c.truth),
      'tess. psm 3': await timed(() => cliRecognise(bin, png, ['eng'], Number.POSITIVE_INFINITY, { psm: 3 }), c.truth),
      'tess. best_int': await timed(() => cliRecognise(bin, png, ['eng'], Number.POSITIVE_INFINITY, { tessdataDir: bestInt }), c.truth),
      // Told 300 dpi (what image.ts declares), instead of estimating the resolution from the text.
      'tess. 300 dpi': await timed(() => cliRecognise(bin, png, ['eng'], Number.POSITIVE_INFINITY, { dpi: 300 }), c.truth),
      'ctx default': await timed(() => ocrImage(png, { settings: { languages: 'auto', engine: 'tesseract' } }), c.truth),
    } as Record<Engine, Reading>;
    rows.push({ c, r });
    console.error(`${c.name}: ${ENGINES.map((e) => `${e} ${r[e].accuracy.toFixed(3)} ${r[e].seconds.toFixed(2)} s`).join(' | ')}`);
  }
  await closeJsOcr();
  rmSync(bestInt, { recursive: true, force: true });
  const load1 = loadavg();

  const pad = (s: string, n: number): string => (s.length >= n ? s.slice(0, n) : s + ' '.repeat(n - s.length));
  const lines: string[] = [];
  lines.push(`OCR engines on ${cases.length} images (${real.cases.length} made by others, ${cases.length - real.cases.length} rendered here)`);
  lines.push(`character accuracy = 1 - edit distance / truth length (normalised); time = seconds per image, one process, OMP_THREAD_LIMIT=1`);
  lines.push(`load average ${load0.map((x) => x.toFixed(2)).join(' ')} at start, ${load1.map((x) => x.toFixed(2)).join(' ')} at end (2 cores, shared)`);
  lines.push(`tesseract.js worker start-up: ${jsInit.toFixed(2)} s (once per extraction process, not in the times below)`);
  lines.push('');
  lines.push(`${pad('image', 44)} ${pad('group', 9)} ${ENGINES.map((e) => pad(e, 15)).join(' ')}`);
  for (const { c, r } of rows) {
    lines.push(`${pad(c.name, 44)} ${pad(c.group, 9)} ${ENGINES.map((e) => pad(`${r[e].accuracy.toFixed(3)} ${r[e].seconds.toFixed(2)}s`, 15)).join(' ')}`);
  }
  lines.push('');
  const groups = ['scan', 'photo', 'rendered', 'chinese', 'all English'] as const;
  for (const g of groups) {
    const sel = rows.filter(({ c }) => (g === 'all English' ? c.lang === 'eng' : c.group === g));
    if (sel.length === 0) continue;
    lines.push(
      `${pad(`mean, ${g} (${sel.length})`, 54)} ${ENGINES.map((e) => pad(`${mean(sel.map(({ r }) => r[e].accuracy)).toFixed(3)} ${median(sel.map(({ r }) => r[e].seconds)).toFixed(2)}s*`, 15)).join(' ')}`,
    );
  }
  lines.push('* median seconds per image');
  const bp = rows.filter(({ c }) => c.lang === 'eng' && c.truth.includes('120/80'));
  lines.push('');
  lines.push(`"120/80" read exactly: ${ENGINES.map((e) => `${e} ${bp.filter(({ r }) => r[e].text.includes('120/80')).length}/${bp.length}`).join(', ')}`);
  lines.push(`"08:45" read exactly:  ${ENGINES.map((e) => `${e} ${bp.filter(({ r }) => r[e].text.includes('08:45')).length}/${bp.length}`).join(', ')}`);
  if (real.missing.length > 0) lines.push(`not in the directory: ${real.missing.join(', ')}`);
  const out = lines.join('\n');
  console.log(out);
  writeFileSync(join(ROOT, 'bench/results/ocr.txt'), out + '\n');
  writeFileSync(
    join(ROOT, 'bench/results/ocr.json'),
    JSON.stringify(
      {
        load_average: { start: load0, end: load1 },
        tesseract_js_init_s: jsInit,
        sources: real.items.map((i) => ({ file: i.file, ...i.source, truth: i.truth.origin })),
        rows: rows.map(({ c, r }) => ({
          image: c.name,
          group: c.group,
          ...Object.fromEntries(ENGINES.map((e) => [e, { accuracy: r[e].accuracy, seconds: r[e].seconds, text_start: r[e].text.slice(0, 200) }])),
        })),
      },
      null,
      2,
    ) + '\n',
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();

/**
 * npm run bench:ocr-photos -- <dir> [--aside] — OCR variants on photographed receipts, bills,
 * cards and signs made by other people (bench/ocr-photos/manifest.json: origin, licence, sha256
 * and our transcription of each; the images are copied into <dir>, never into this repository).
 *
 * Scores per image: character accuracy (1 − edit distance / truth length, as bench:ocr), and,
 * since a photo's reading order is not always the truth's, the share of the truth's words and of
 * its numbers (any word holding a digit: amounts, dates, phone numbers) found in the reading.
 *
 * Without --aside only the dev part runs (the variants were compared and chosen on it); --aside
 * runs the held-aside part, once, at the end. Results: bench/results/ocr-photos{,-aside}.{txt,json}.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { firstFrame } from '../src/core/ingest/image.js';
import { tesseractPath } from '../src/core/ingest/ocr-cli.js';
import { charAccuracy, normalise } from './ocr.js';
import { ROOT } from './harness.js';
import { VARIANTS, type Variant } from './ocr-photo-variants.js';

interface Item {
  file: string;
  kind: string;
  split: 'dev' | 'aside';
  source: { repo: string; commit: string; path: string; licence: string; sha256: string; bytes: number };
  truth: string;
}

interface Score {
  chars: number;
  words: number;
  numbers: number;
  seconds: number;
  confidence: number;
  text: string;
}

const words = (s: string): string[] =>
  normalise(s)
    .toLowerCase()
    .split(/[\s]+/)
    .map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter((w) => w.length > 0);

/** Share of the truth's words (a multiset) found in the reading. */
function recall(truth: string[], got: string[]): number {
  if (truth.length === 0) return 1;
  const bag = new Map<string, number>();
  for (const w of got) bag.set(w, (bag.get(w) ?? 0) + 1);
  let hit = 0;
  for (const w of truth) {
    const n = bag.get(w) ?? 0;
    if (n > 0) {
      hit++;
      bag.set(w, n - 1);
    }
  }
  return hit / truth.length;
}

export function score(truth: string, text: string): Pick<Score, 'chars' | 'words' | 'numbers'> {
  const tw = words(truth);
  const gw = words(text);
  const digits = (w: string): boolean => /\d/.test(w);
  return { chars: charAccuracy(truth, text), words: recall(tw, gw), numbers: recall(tw.filter(digits), gw.filter(digits)) };
}

const mean = (xs: number[]): number => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : NaN);
const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2) : NaN;
};
const pad = (s: string, n: number): string => (s.length >= n ? s.slice(0, n) : s + ' '.repeat(n - s.length));

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const aside = args.includes('--aside');
  const dir = args.find((a) => !a.startsWith('--'));
  const only = args.find((a) => a.startsWith('--variants='))?.slice('--variants='.length).split(',');
  if (!dir) throw new Error('usage: bench:ocr-photos -- <dir with the images> [--aside] [--variants=a,b]');
  const bin = tesseractPath();
  if (!bin) throw new Error('the tesseract binary is not installed (scripts/setup-system.sh installs tesseract-ocr)');
  const manifest = JSON.parse(readFileSync(join(ROOT, 'bench/ocr-photos/manifest.json'), 'utf8')) as { items: Item[] };
  const items = manifest.items.filter((i) => i.split === (aside ? 'aside' : 'dev'));
  const missing = items.filter((i) => !existsSync(join(dir, i.file))).map((i) => i.file);
  const variants: Variant[] = VARIANTS.filter((v) => !only || only.includes(v.name));
  const load0 = loadavg();
  const rows: Array<{ item: Item; r: Record<string, Score> }> = [];
  for (const item of items) {
    if (missing.includes(item.file)) continue;
    const raw = readFileSync(join(dir, item.file));
    const png = await firstFrame(raw, await sharp(raw).metadata());
    const r: Record<string, Score> = {};
    for (const v of variants) {
      const t0 = performance.now();
      let out = { text: '', confidence: 0 };
      try {
        out = await v.read(bin, png);
      } catch (err) {
        console.error(`  ${item.file} ${v.name} failed: ${(err as Error).message}`);
      }
      r[v.name] = { ...score(item.truth, out.text), seconds: (performance.now() - t0) / 1000, confidence: out.confidence, text: out.text };
    }
    rows.push({ item, r });
    console.error(`${item.file}: ${variants.map((v) => `${v.name} ${r[v.name]!.chars.toFixed(3)}/${r[v.name]!.numbers.toFixed(2)} ${r[v.name]!.seconds.toFixed(1)}s`).join(' | ')}`);
  }
  const load1 = loadavg();

  const W = 18;
  const lines: string[] = [];
  lines.push(`OCR variants on ${rows.length} photographed receipts, bills, cards and signs made by others (${aside ? 'HELD-ASIDE part, run once' : 'dev part'}; bench/ocr-photos/manifest.json)`);
  lines.push('cell: character accuracy / share of the truth\'s numbers read / seconds (one process, OMP_THREAD_LIMIT=1)');
  lines.push(`load average ${load0.map((x) => x.toFixed(2)).join(' ')} at start, ${load1.map((x) => x.toFixed(2)).join(' ')} at end (2 cores, shared)`);
  lines.push('');
  for (const v of variants) lines.push(`${pad(v.name, W)} ${v.about}`);
  lines.push('');
  lines.push(`${pad('image', 24)} ${variants.map((v) => pad(v.name, W)).join(' ')}`);
  for (const { item, r } of rows) {
    lines.push(`${pad(item.file, 24)} ${variants.map((v) => pad(`${r[v.name]!.chars.toFixed(3)} ${r[v.name]!.numbers.toFixed(2)} ${r[v.name]!.seconds.toFixed(1)}s`, W)).join(' ')}`);
  }
  lines.push('');
  const agg = (name: string, f: (s: Score) => number, digits = 3): string => mean(rows.map(({ r }) => f(r[name]!))).toFixed(digits);
  lines.push(`${pad('mean characters', 24)} ${variants.map((v) => pad(agg(v.name, (s) => s.chars), W)).join(' ')}`);
  lines.push(`${pad('mean words', 24)} ${variants.map((v) => pad(agg(v.name, (s) => s.words), W)).join(' ')}`);
  lines.push(`${pad('mean numbers', 24)} ${variants.map((v) => pad(agg(v.name, (s) => s.numbers), W)).join(' ')}`);
  lines.push(`${pad('median seconds', 24)} ${variants.map((v) => pad(median(rows.map(({ r }) => r[v.name]!.seconds)).toFixed(2), W)).join(' ')}`);
  lines.push(`${pad('total seconds', 24)} ${variants.map((v) => pad(rows.reduce((a, { r }) => a + r[v.name]!.seconds, 0).toFixed(1), W)).join(' ')}`);
  if (missing.length > 0) lines.push(`not in the directory: ${missing.join(', ')}`);
  const out = lines.join('\n');
  console.log(out);
  if (only) return;
  const base = join(ROOT, `bench/results/ocr-photos${aside ? '-aside' : ''}`);
  writeFileSync(`${base}.txt`, out + '\n');
  writeFileSync(
    `${base}.json`,
    JSON.stringify(
      {
        load_average: { start: load0, end: load1 },
        rows: rows.map(({ item, r }) => ({
          image: item.file,
          ...Object.fromEntries(variants.map((v) => [v.name, { ...r[v.name]!, text: r[v.name]!.text.slice(0, 300) }])),
        })),
      },
      null,
      2,
    ) + '\n',
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();

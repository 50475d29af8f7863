/**
 * bench:scale's synthetic corpus, the same for both of its runs (scale.ts, scale-backends.ts):
 * files of SCALE_PER_FILE paragraphs (default 25) of ~800 characters, each paragraph one chunk,
 * made of sentences drawn at random (seeded) from the SciFact corpus; and SciFact's test claims
 * as the queries.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SHARED } from './harness.js';
import { textToSegments } from '../src/core/ingest/text.js';
import { chunkSegments } from '../src/core/index/chunker.js';
import { splitSentences } from '../src/core/index/sentences.js';

const PER_FILE = Number(process.env.SCALE_PER_FILE ?? 25);
const PARA_CHARS = 800;

/** Files of about `target` chunks in all, counted with the daemon's own chunker (the index's real size). */
export function scaleCorpus(target: number): { files: string[]; chunks: number } {
  // A small seeded PRNG (mulberry32): the same corpus every run.
  let seed = 0x5eed;
  const rand = (): number => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const corpus = readFileSync(join(SHARED, 'eval/scifact/corpus.jsonl'), 'utf8').split('\n').filter(Boolean);
  const sentences = corpus.flatMap((l) => splitSentences((JSON.parse(l) as { text: string }).text)).filter((s) => s.length > 30 && s.length < 400);
  const paragraph = (): string => {
    let p = '';
    while (p.length < PARA_CHARS) p += (p ? ' ' : '') + sentences[Math.floor(rand() * sentences.length)]!;
    return p;
  };
  const files: string[] = [];
  let chunks = 0;
  while (chunks < target) {
    const n = Math.min(PER_FILE, target - chunks);
    const text = Array.from({ length: n }, paragraph).join('\n\n');
    chunks += chunkSegments(textToSegments(text).segments).length;
    files.push(text);
  }
  return { files, chunks };
}

/** SciFact's test claims. */
export function scifactTestQueries(): string[] {
  const queries = readFileSync(join(SHARED, 'eval/scifact/queries.jsonl'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as { _id: string; text: string });
  const testIds = new Set(readFileSync(join(SHARED, 'eval/scifact/qrels-test.tsv'), 'utf8').split('\n').slice(1).map((l) => l.split('\t')[0]));
  return queries.filter((q) => testIds.has(q._id)).map((q) => q.text);
}

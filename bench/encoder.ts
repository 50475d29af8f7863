/**
 * npm run bench:encoder — the built-in sentence encoder (Universal Sentence Encoder Lite) on its
 * own, in this process: load time, ms per short question (one at a time, as queries come),
 * ms per SciFact document-sized chunk at several batch sizes and text caps, and RSS. Chunks
 * are the first SciFact documents (title + abstract, ~1,500 characters like ctx's chunks);
 * without ../shared/eval/scifact a generated text of the same length is used.
 */
import { existsSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { SHARED } from './harness.js';
import { UseLiteEncoder } from '../src/core/models/use-lite.js';

const rss = () => process.memoryUsage().rss / 1e6;
const ms = (t: number) => performance.now() - t;

function chunks(n: number): string[] {
  const file = join(SHARED, 'eval/scifact/corpus.jsonl');
  if (existsSync(file)) {
    return readFileSync(file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .slice(0, n)
      .map((l) => JSON.parse(l) as { title: string; text: string })
      .map((d) => `${d.title}\n\n${d.text}`.slice(0, 2400));
  }
  const words = 'patients with chronic kidney disease were treated with a protein inhibitor that reduced markers of inflammation in a randomized trial'.split(' ');
  return Array.from({ length: n }, (_, k) => Array.from({ length: 230 }, (_, i) => words[(i * 7 + k) % words.length]).join(' '));
}

const QUESTIONS = [
  'What did the physician say about my blood pressure?',
  'When is my next dentist appointment?',
  'How much did I pay for the new car?',
  'Which hotel did we book in Lisbon?',
  'Did the landlord answer about the barking dog?',
  'What is my salary at the new job?',
  'When does the gym membership renew?',
  'Who recommended the book about sleep?',
];

console.log(`load average ${loadavg()[0]!.toFixed(2)} (2 cores, shared); rss before load ${rss().toFixed(0)} MB`);
let t = performance.now();
const enc = await UseLiteEncoder.load();
console.log(`load:                ${ms(t).toFixed(0)} ms, rss ${rss().toFixed(0)} MB`);
await enc.embed(['warm up']);

const perQuestion: number[] = [];
for (let r = 0; r < 3; r++)
  for (const q of QUESTIONS) {
    t = performance.now();
    await enc.embed([`${q} ${r}`]);
    perQuestion.push(ms(t));
  }
perQuestion.sort((a, b) => a - b);
console.log(`short question:      p50 ${perQuestion[Math.floor(perQuestion.length / 2)]!.toFixed(1)} ms (one at a time, ${perQuestion.length} runs)`);

const texts = chunks(64);
const avgChars = texts.reduce((s, x) => s + x.length, 0) / texts.length;
const avgWords = texts.reduce((s, x) => s + x.split(/\s+/).length, 0) / texts.length;
console.log(`chunks:              ${texts.length}, ${avgChars.toFixed(0)} characters / ${avgWords.toFixed(0)} words on average`);
for (const batch of [1, 4, 8, 16]) {
  t = performance.now();
  for (let i = 0; i < 32; i += batch) await enc.embed(texts.slice(i, i + batch));
  console.log(`chunk, batch ${String(batch).padEnd(3)}     ${(ms(t) / 32).toFixed(1)} ms per chunk, rss ${rss().toFixed(0)} MB`);
}
for (const cap of [600, 1000]) {
  const cut = texts.slice(32, 64).map((x) => x.slice(0, cap));
  t = performance.now();
  for (let i = 0; i < cut.length; i += 8) await enc.embed(cut.slice(i, i + 8));
  console.log(`chunk cut at ${String(cap).padEnd(5)}  ${(ms(t) / cut.length).toFixed(1)} ms per chunk (batch 8)`);
}
const words150 = texts.slice(0, 16).map((x) => x.split(/\s+/).slice(0, 150).join(' '));
t = performance.now();
for (const x of words150) await enc.embed([x]);
console.log(`150-word chunk:      ${(ms(t) / words150.length).toFixed(1)} ms (one at a time)`);
console.log(`rss now:             ${rss().toFixed(0)} MB; peak ${(Number(/VmHWM:\s+(\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1]) / 1024).toFixed(0)} MB`);

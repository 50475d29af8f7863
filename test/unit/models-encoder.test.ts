/**
 * The built-in sentence encoder (Universal Sentence Encoder Lite from the npm package's own
 * files): in-process, and through its child process with queries ahead of the backlog.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cosine } from '../../src/core/models/embedder.js';
import { UseLiteEncoder, USE_LITE } from '../../src/core/models/use-lite.js';
import { EncoderProcess } from '../../src/core/models/encoder-process.js';

const ROOT = resolve(import.meta.dirname, '../..');
// The child runs compiled code (npm test builds first).
const CHILD = join(ROOT, 'dist/src/core/models/encoder-child.js');

describe('UseLiteEncoder', () => {
  let enc: UseLiteEncoder;
  beforeAll(async () => {
    enc = await UseLiteEncoder.load();
  });

  it('loads from the package and gives 512-dimensional unit vectors', async () => {
    expect(enc.name).toBe(USE_LITE);
    expect(enc.dim).toBe(512);
    const [v] = await enc.embed(['The quarterly report is due on Friday.']);
    expect(v).toHaveLength(512);
    expect(cosine(v!, v!)).toBeCloseTo(1, 4);
  });

  it('puts a paraphrase closer than an unrelated sentence, with no word in common', async () => {
    const [a, b, c, d] = await enc.embed([
      'I have an appointment with my doctor next week.',
      'Seeing the physician for a checkup in a few days.',
      'The stock market fell sharply on Monday.',
      'Our flight to Lisbon leaves at dawn.',
    ]);
    expect(cosine(a!, b!)).toBeGreaterThan(cosine(a!, c!) + 0.2);
    expect(cosine(a!, b!)).toBeGreaterThan(cosine(a!, d!) + 0.2);
  });

  it('loads and embeds in a process where any network use is fatal', () => {
    const guard = join(ROOT, 'test/helpers/no-network.cjs');
    const script = `const { UseLiteEncoder } = await import(${JSON.stringify(join(ROOT, 'dist/src/core/models/use-lite.js'))});
      const [v] = await (await UseLiteEncoder.load()).embed(['offline']); console.log(v.length);`;
    const out = execFileSync(process.execPath, ['--require', guard, '--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(out.trim()).toBe('512');
    // The guard does catch a fetch.
    const probe = spawnSync(process.execPath, ['--require', guard, '-e', "fetch('http://127.0.0.1:9/')"], { encoding: 'utf8' });
    expect(probe.status).toBe(3);
  });

  it('gives no vector (all zeros) to a text with nothing to read, and keeps the others in place', async () => {
    const [empty, text] = await enc.embed(['   ', 'a sentence']);
    expect(empty!.every((x) => x === 0)).toBe(true);
    expect(cosine(text!, text!)).toBeCloseTo(1, 4);
  });
});

describe('EncoderProcess', () => {
  let proc: EncoderProcess;
  beforeAll(() => {
    expect(existsSync(CHILD), 'run `npm run build` first').toBe(true);
    proc = new EncoderProcess({ entry: CHILD });
  });
  afterAll(async () => {
    await proc.close();
  });

  it('embeds in its own process, the same vectors as in-process', async () => {
    const [v] = await proc.embed(['Which day is my tooth filling scheduled?']);
    const [w] = await (await UseLiteEncoder.load()).embed(['Which day is my tooth filling scheduled?']);
    expect(cosine(v!, w!)).toBeCloseTo(1, 4);
    const s = proc.stats();
    expect(s.running).toBe(true);
    expect(s.pid).not.toBe(process.pid);
  });

  it('serves a query before background batches queued ahead of it', async () => {
    const order: string[] = [];
    const batch = Array.from({ length: 16 }, (_, i) => `background sentence number ${i} about gardening`);
    const bg = [1, 2, 3].map((n) => proc.embed(batch, undefined, 'background').then(() => order.push(`bg${n}`)));
    const q = proc.embed(['when is the dentist appointment'], undefined, 'query').then(() => order.push('query'));
    await Promise.all([...bg, q]);
    // The first batch may already be in flight; the query comes right after it.
    expect(order.indexOf('query')).toBeLessThanOrEqual(1);
  });

  it('replaces a process that died and keeps answering', async () => {
    process.kill(proc.stats().pid!, 'SIGKILL');
    await new Promise((r) => setTimeout(r, 100));
    const [v] = await proc.embed(['still here?']);
    expect(v).toHaveLength(512);
    expect(proc.available()).toBe(true);
  });
});

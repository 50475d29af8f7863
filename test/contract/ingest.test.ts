import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDaemon, type TestDaemon } from '../helpers/daemon.js';
import { Api } from '../helpers/api.js';
import { queryOk, search, uploadAndWait } from '../helpers/contract.js';

let d: TestDaemon;
let api: Api;

beforeAll(async () => {
  d = await startDaemon();
  api = new Api(d.url, d.apiKey);
});
afterAll(async () => d?.cleanup());

async function status(fileId: string, subUser: string): Promise<{ file_id: string; status: string; error?: string }> {
  const res = await api.get(`/file/status/${fileId}`, { sub_user_name: subUser });
  expect(res.status).toBe(200);
  return (await res.json()) as { file_id: string; status: string; error?: string };
}

async function healthOk(): Promise<void> {
  const res = await fetch(new URL('/health', d.url));
  expect(res.status).toBe(200);
  expect(((await res.json()) as { status: string }).status).toBe('ok');
}

function utf16be(s: string): Buffer {
  const le = Buffer.from(s, 'utf16le');
  const be = Buffer.alloc(le.length);
  for (let i = 0; i + 1 < le.length; i += 2) {
    be[i] = le[i + 1]!;
    be[i + 1] = le[i]!;
  }
  return be;
}

function utf32(s: string, le: boolean): Buffer {
  const cps = [...s].map((c) => c.codePointAt(0)!);
  const b = Buffer.alloc(cps.length * 4);
  cps.forEach((cp, i) => (le ? b.writeUInt32LE(cp, i * 4) : b.writeUInt32BE(cp, i * 4)));
  return b;
}

describe('.txt in every Unicode encoding', () => {
  const sentence = (word: string) => `Field notes: the ${word} was seen near Ærøskøbing harbour, a naïve café owner said.\nSecond line about the ${word}.`;
  const cases: Array<[string, string, (s: string) => Buffer]> = [
    ['utf8.txt', 'pangolin', (s) => Buffer.from(s, 'utf8')],
    ['utf8-bom.txt', 'axolotl', (s) => Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(s, 'utf8')])],
    ['utf16le-bom.txt', 'narwhal', (s) => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(s, 'utf16le')])],
    ['utf16be-bom.txt', 'quetzal', (s) => Buffer.concat([Buffer.from([0xfe, 0xff]), utf16be(s)])],
    ['utf16le-nobom.txt', 'kinkajou', (s) => Buffer.from(s, 'utf16le')],
    ['utf32le-bom.txt', 'okapi', (s) => Buffer.concat([Buffer.from([0xff, 0xfe, 0, 0]), utf32(s, true)])],
    ['utf32be-bom.txt', 'tapir', (s) => Buffer.concat([Buffer.from([0, 0, 0xfe, 0xff]), utf32(s, false)])],
  ];

  it.each(cases)('%s is searchable by a word it contains, its non-ASCII text intact', async (name, word, encode) => {
    const f = await uploadAndWait(api, name, encode(sentence(word)), { sub_user_name: 'enc' });
    expect(f.status).toBe('COMPLETED');
    const hits = await search(api, word, { sub_user_name: 'enc' });
    expect(hits.map((h) => h.file_id)).toEqual([f.file_id]);
    // Decoded right, the non-ASCII words are found too, and the summary holds no U+FFFD or NULs.
    expect((await search(api, `${word} Ærøskøbing`, { sub_user_name: 'enc' }))[0]?.file_id).toBe(f.file_id);
    const meta = (await (await api.get(`/metadata/search_by_id/${f.file_id}/`, { sub_user_name: 'enc' })).json()) as { summary: string };
    expect(meta.summary).toContain(`the ${word} was seen near Ærøskøbing harbour`);
    expect(meta.summary).not.toMatch(/[\ufffd\u0000]/);
  });

  it('reads a legacy windows-1252 file', async () => {
    const bytes = Buffer.from('The ocelot sleeps in the caf\xe9 garden.', 'latin1');
    const f = await uploadAndWait(api, 'legacy.txt', bytes, { sub_user_name: 'enc' });
    expect(f.status).toBe('COMPLETED');
    expect((await search(api, 'ocelot café', { sub_user_name: 'enc' }))[0]?.file_id).toBe(f.file_id);
  });

  it('completes an empty file', async () => {
    const f = await uploadAndWait(api, 'empty.txt', '', { sub_user_name: 'enc' });
    expect(f.status).toBe('COMPLETED');
    expect((await api.get(`/metadata/search_by_id/${f.file_id}/`, { sub_user_name: 'enc' })).status).toBe(200);
  });
});

describe('.json and .jsonl', () => {
  it('indexes .json as "key.path: value" lines findable by a value', async () => {
    const doc = { recipe: { title: 'Shakshuka', spices: ['cumin', 'smoked paprika'], steps: { first: 'simmer the tomatoes' } } };
    const f = await uploadAndWait(api, 'recipe.json', JSON.stringify(doc), { path: '/kitchen', sub_user_name: 'js' });
    expect(f.status).toBe('COMPLETED');
    expect((await search(api, 'paprika', { sub_user_name: 'js' }))[0]?.file_id).toBe(f.file_id);
    expect((await search(api, 'shakshuka', { sub_user_name: 'js' }))[0]?.file_id).toBe(f.file_id);
    const q = await queryOk(api, 'What is the first step of the recipe?', { sub_user_name: 'js', final_answer: 'true' });
    const facts = q.response.content[0]!.facts!;
    const fact = facts.find((x) => x.chunk.includes('simmer the tomatoes'));
    expect(fact, JSON.stringify(facts)).toBeDefined();
    expect(fact!.chunk).toContain('recipe.steps.first: simmer the tomatoes');
    expect(fact!.reference).toBe('/kitchen/recipe.json#pointer=/recipe/steps/first');
  });

  it('keeps the good records of a .jsonl with a broken line', async () => {
    const lines = [JSON.stringify({ city: 'Valparaiso', note: 'funicular rides' }), '{"broken": ', JSON.stringify({ city: 'Cusco', note: 'alpaca market' })];
    const f = await uploadAndWait(api, 'trips.jsonl', lines.join('\n'), { sub_user_name: 'js' });
    expect(f.status).toBe('COMPLETED');
    expect((await search(api, 'alpaca', { sub_user_name: 'js' }))[0]?.file_id).toBe(f.file_id);
    expect((await search(api, 'funicular', { sub_user_name: 'js' }))[0]?.file_id).toBe(f.file_id);
  });

  it('fails an invalid .json with a readable reason from /file/status', async () => {
    for (const [name, data] of [
      ['broken.json', '{"a": 1,, "b": 2}'],
      ['truncated.json', '{"a": [1, 2'],
      ['empty.json', ''],
    ] as const) {
      const f = await uploadAndWait(api, name, data, { sub_user_name: 'js' });
      expect(f.status, name).toBe('FAILED');
      const st = await status(f.file_id, 'js');
      expect(st.status).toBe('FAILED');
      expect(st.error, name).toMatch(/^invalid JSON/i);
      expect(st.error).not.toMatch(/\n|    at /);
      expect(st.error!.length).toBeLessThan(300);
    }
  });

  it('survives 100,000 levels of nesting: completes or fails with a reason, and the daemon keeps working', async () => {
    const depth = 100_000;
    const deepArray = '['.repeat(depth) + '"deepvalue"' + ']'.repeat(depth);
    const deepObject = '{"k":'.repeat(depth) + '"deepobjectvalue"' + '}'.repeat(depth);
    for (const [name, data, word] of [
      ['deep-array.json', deepArray, 'deepvalue'],
      ['deep-object.json', deepObject, 'deepobjectvalue'],
    ] as const) {
      const f = await uploadAndWait(api, name, data, { sub_user_name: 'deep', timeoutMs: 120_000 });
      const st = await status(f.file_id, 'deep');
      if (st.status === 'FAILED') {
        expect(st.error?.length).toBeGreaterThan(0);
      } else {
        expect(st.status).toBe('COMPLETED');
        expect((await search(api, word, { sub_user_name: 'deep' }))[0]?.file_id).toBe(f.file_id);
        expect((await api.get(`/metadata/search_by_id/${f.file_id}/`, { sub_user_name: 'deep' })).status).toBe(200);
        // The reference is a JSON Pointer, cut to an ancestor rather than 200 KB long.
        const q = await queryOk(api, word, { sub_user_name: 'deep', final_answer: 'true' });
        const ref = q.response.content[0]!.facts!.find((x) => x.reference.startsWith(`/${name}`))?.reference;
        expect(ref).toMatch(new RegExp(`^/${name.replace('.', '\\.')}#pointer=(/(0|k))+$`));
        expect(ref!.length).toBeLessThan(2048);
      }
      await healthOk();
      const small = await uploadAndWait(api, `after-${name}.txt`, 'The wombat digs burrows.', { sub_user_name: 'deep' });
      expect(small.status).toBe('COMPLETED');
    }
    expect(d.proc.exitCode).toBeNull();
  }, 300_000);
});

describe('large files do not block other work', () => {
  /** ~50 MB of records; each names a unique token so the end of the file is searchable too. */
  function bigRecords(): Array<Record<string, unknown>> {
    const out: Array<Record<string, unknown>> = [];
    const filler = 'observations of migrating cranes over the wetlands during the autumn survey';
    for (let i = 0; i < 420_000; i++) out.push({ id: i, station: `st${i % 97}`, note: `${filler} batch${i}` });
    return out;
  }

  for (const kind of ['json', 'jsonl'] as const) {
    it(`keeps /health and small uploads working while a 50 MB .${kind} processes`, async () => {
      const records = bigRecords();
      const data = kind === 'json' ? JSON.stringify({ survey: records }) : records.map((r) => JSON.stringify(r)).join('\n');
      expect(data.length).toBeGreaterThan(50 * 1000 * 1000);
      const su = `big-${kind}`;
      const big = await api.upload(`survey.${kind}`, data, { sub_user_name: su });

      // While the big file is processing, the daemon answers and other files go through.
      await healthOk();
      const small = await uploadAndWait(api, 'heron.txt', 'A grey heron stood in the reeds.', { sub_user_name: su });
      expect(small.status).toBe('COMPLETED');
      await healthOk();
      expect((await status(big.file_id, su)).status).toBe('PENDING');

      await api.waitFor(big.file_id, { sub_user_name: su, timeoutMs: 240_000 });
      // 50 MB is an ordinary document size: it must fit the worker's memory cap, not fail.
      expect(await status(big.file_id, su)).toEqual({ file_id: big.file_id, status: 'COMPLETED' });
      expect((await search(api, 'batch419999', { sub_user_name: su }))[0]?.file_id).toBe(big.file_id);
      expect((await search(api, 'batch0', { sub_user_name: su }))[0]?.file_id).toBe(big.file_id);
      expect((await search(api, 'heron reeds', { sub_user_name: su }))[0]?.file_id).toBe(small.file_id);
      await healthOk();
    }, 300_000);
  }
});

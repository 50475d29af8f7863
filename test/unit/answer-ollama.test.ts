/**
 * Model selection (ChatModels) and the Ollama answerer's failure paths, against the fake Ollama.
 */
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configSchema } from '../../src/core/config.js';
import { CtxError } from '../../src/core/errors.js';
import { OllamaClient } from '../../src/core/models/ollama.js';
import { ChatModels } from '../../src/core/answer/models.js';
import { BuiltinAnswerer, type SourceHit } from '../../src/core/answer/answerer.js';
import { AnswerAborted, OllamaAnswerer } from '../../src/core/answer/ollama-answerer.js';
import { startFakeOllama, type FakeOllama } from '../helpers/fake-ollama.js';

let fake: FakeOllama;
let deadHost: string;

beforeAll(async () => {
  fake = await startFakeOllama({ models: ['llama3.2:latest', 'qwen2.5:7b', 'nomic-embed-text:latest'] });
  const port = await new Promise<number>((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const p = (srv.address() as { port: number }).port;
      srv.close(() => resolve(p));
    });
  });
  deadHost = `127.0.0.1:${port}`;
});
afterAll(async () => fake?.close());

const cfgFor = (host: string | null, chat_model = 'llama3.2') => configSchema.parse({ ollama: { host, chat_model } });

async function errorOf(p: Promise<unknown>): Promise<CtxError> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(CtxError);
  return err as CtxError;
}

describe('ChatModels', () => {
  it('without Ollama: default and builtin are the built-in answerer, anything else is unknown (400)', async () => {
    const m = new ChatModels(cfgFor(null));
    expect(await m.choose(undefined)).toEqual({ kind: 'builtin' });
    expect(await m.choose('default')).toEqual({ kind: 'builtin' });
    expect(await m.choose(' builtin ')).toEqual({ kind: 'builtin' });
    const e = await errorOf(m.choose('llama3.2'));
    expect([e.code, e.status]).toEqual(['MODEL_UNAVAILABLE', 400]);
    expect(e.message).toMatch(/available: default, synvo, builtin$/);
  });

  it('with Ollama up: default is the chat model; the chat model and listed models by name', async () => {
    const m = new ChatModels(cfgFor(fake.host));
    expect(await m.choose('default')).toEqual({ kind: 'ollama', model: 'llama3.2', explicit: false });
    expect(await m.choose('llama3.2')).toEqual({ kind: 'ollama', model: 'llama3.2', explicit: true });
    expect(await m.choose('llama3.2:latest')).toEqual({ kind: 'ollama', model: 'llama3.2:latest', explicit: true });
    expect(await m.choose('qwen2.5:7b')).toEqual({ kind: 'ollama', model: 'qwen2.5:7b', explicit: true });
    expect(await m.choose('builtin')).toEqual({ kind: 'builtin' });
    const e = await errorOf(m.choose('qwen2.5'));
    expect([e.code, e.status]).toEqual(['MODEL_UNAVAILABLE', 400]);
    expect(e.message).toContain('qwen2.5:7b');
  });

  it('a configured chat model Ollama does not have: default uses built-in, naming it is a 503', async () => {
    const m = new ChatModels(cfgFor(fake.host, 'mistral'));
    expect(await m.choose('default')).toEqual({ kind: 'builtin' });
    const e = await errorOf(m.choose('mistral'));
    expect([e.code, e.status]).toEqual(['MODEL_UNAVAILABLE', 503]);
    expect(e.message).toMatch(/ollama pull mistral/);
  });

  it('with Ollama down: default uses built-in, the chat model is a 503, an unknown name still a 400', async () => {
    const m = new ChatModels(cfgFor(deadHost));
    expect(await m.choose('default')).toEqual({ kind: 'builtin' });
    const e = await errorOf(m.choose('llama3.2'));
    expect([e.code, e.status]).toEqual(['MODEL_UNAVAILABLE', 503]);
    const u = await errorOf(m.choose('gpt-9'));
    expect([u.code, u.status]).toEqual(['MODEL_UNAVAILABLE', 400]);
    expect(u.message).toMatch(/unreachable/);
  });

  it('remembers the probe briefly; markDown sends default to built-in until the next probe', async () => {
    let now = 1_000_000;
    const m = new ChatModels(cfgFor(fake.host), () => now);
    expect((await m.choose('default')).kind).toBe('ollama');
    m.markDown();
    expect(await m.choose('default')).toEqual({ kind: 'builtin' });
    // A model it listed while up is known, so naming it while down is a 503, not a 400.
    expect((await errorOf(m.choose('qwen2.5:7b'))).status).toBe(503);
    now += 3_001;
    expect((await m.choose('default')).kind).toBe('ollama');
  });
});

const HITS: SourceHit[] = [
  { chunk_id: 1, file_id: 'f1', text: 'Alice Moreau joined Acme Corp in March 2021.', locator: '#line=1', anchors: null, score: 1, path: '/alice.txt' },
];

function answerer(host: string, explicit: boolean, onUnreachable?: () => void) {
  return new OllamaAnswerer({ client: new OllamaClient(host, 5000), model: 'llama3.2', explicit, builtin: new BuiltinAnswerer(), timeoutMs: 5000, onUnreachable });
}

describe('OllamaAnswerer', () => {
  it('answers from no hits without calling the model', async () => {
    const before = fake.calls.chat.length;
    const a = await answerer(fake.host, true).answer({ question: 'When did Alice join?', history: [], hits: [] });
    expect(a).toEqual({ text: '', facts: [], found: false, model: 'builtin' });
    expect(fake.calls.chat.length).toBe(before);
  });

  it('an unreachable server: 503 for a named model, the built-in answer for default', async () => {
    let marked = 0;
    const e = await errorOf(answerer(deadHost, true, () => marked++).answer({ question: 'When did Alice join?', history: [], hits: HITS }));
    expect([e.code, e.status]).toEqual(['MODEL_UNAVAILABLE', 503]);
    const a = await answerer(deadHost, false, () => marked++).answer({ question: 'When did Alice join?', history: [], hits: HITS });
    expect(a.model).toBe('builtin');
    expect(a.text).toBe('March 2021, according to alice.txt. Alice Moreau joined Acme Corp in March 2021.');
    expect(a.facts).toEqual([{ chunk: 'Alice Moreau joined Acme Corp in March 2021.', reference: '/alice.txt#line=1' }]);
    expect(marked).toBe(2);
  });

  for (const streaming of [false, true]) {
    it(`stops when the client goes away (${streaming ? 'streaming' : 'not streaming'})`, async () => {
      fake.options.chat = async () => {
        await new Promise((r) => setTimeout(r, 3000));
        return 'late [1].';
      };
      try {
        const ac = new AbortController();
        setTimeout(() => ac.abort(), 100);
        const tokens: string[] = [];
        const err = await answerer(fake.host, false)
          .answer({ question: 'When did Alice join?', history: [], hits: HITS, signal: ac.signal, onToken: streaming ? (t) => tokens.push(t) : undefined })
          .then(
            () => undefined,
            (e: unknown) => e,
          );
        expect(err).toBeInstanceOf(AnswerAborted);
        expect(tokens).toEqual([]);
      } finally {
        fake.options.chat = undefined;
      }
    });
  }
});

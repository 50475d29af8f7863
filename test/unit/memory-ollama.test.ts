/**
 * The Ollama path of enrichment, against the fake Ollama server: structured output with one
 * retry for invalid answers and none for timeouts or errors, grounding of the model's facts and
 * dates in the document, and the built-in fallback.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { enrich } from '../../src/core/enrich/enrich.js';
import { buildDocView } from '../../src/core/enrich/doc.js';
import { ollamaEvents } from '../../src/core/enrich/events-ollama.js';
import { structuredChat, type ChatBackend } from '../../src/core/enrich/llm.js';
import { ollamaProfile } from '../../src/core/enrich/profile-ollama.js';
import { textToSegments } from '../../src/core/ingest/text.js';
import { startFakeOllama, type FakeOllama } from '../helpers/fake-ollama.js';

let fake: FakeOllama;
let backend: ChatBackend;
const schema = z.object({ n: z.number() });
const ask = () => structuredChat(backend, { system: 's', user: 'u', format: { type: 'object' }, schema });

beforeAll(async () => {
  fake = await startFakeOllama();
  backend = { host: fake.url, model: 'llama3.2', timeoutMs: 400 };
});
afterAll(async () => fake?.close());

function reset(opts: Partial<FakeOllama['options']>): void {
  fake.calls.chat.length = 0;
  fake.options.chat = opts.chat;
  fake.options.delayMs = opts.delayMs;
  fake.options.fail = opts.fail;
}

describe('structuredChat', () => {
  it('sends the JSON schema as format and returns the validated answer', async () => {
    reset({ chat: () => '{"n": 3}' });
    expect(await ask()).toEqual({ ok: true, value: { n: 3 }, attempts: 1 });
    expect(fake.calls.chat[0]).toMatchObject({ model: 'llama3.2', format: { type: 'object' }, stream: false, options: { temperature: 0 } });
  });

  it('retries once with the problem named, then gives up', async () => {
    let k = 0;
    reset({ chat: () => (++k === 1 ? '{"n": "three"}' : '{"n": 3}') });
    expect(await ask()).toMatchObject({ ok: true, value: { n: 3 }, attempts: 2 });
    expect(fake.calls.chat[1]!.messages.at(-1)!.content).toMatch(/does not match the schema \(n:/);
    reset({ chat: () => 'no json here' });
    expect(await ask()).toMatchObject({ ok: false, attempts: 2, reason: expect.stringMatching(/invalid output twice: the reply is not JSON/) });
    expect(fake.calls.chat).toHaveLength(2);
  });

  it('does not retry a timeout, an error status or a missing model', async () => {
    reset({ chat: () => '{"n": 1}', delayMs: 1000 });
    expect(await ask()).toMatchObject({ ok: false, attempts: 1, reason: expect.stringMatching(/timed out/) });
    reset({ fail: { '/api/chat': 500 } });
    expect(await ask()).toMatchObject({ ok: false, attempts: 1, reason: expect.stringMatching(/500/) });
    reset({});
    expect(await structuredChat({ ...backend, model: 'no-such-model' }, { system: 's', user: 'u', format: {}, schema })).toMatchObject({ ok: false, attempts: 1 });
  });
});

describe('model facts and events are checked against the document', () => {
  const text = ['2024-05-02', 'I adopted a beagle called Pepper today.', 'My favourite food is ramen and I work as a nurse at Riverside Hospital.'].join('\n');
  const doc = buildDocView({ segments: textToSegments(text).segments, facts: {} }, { name: 'diary.txt' });

  it('drops facts whose evidence is not in the document or whose value has the wrong shape', async () => {
    reset({
      chat: () =>
        JSON.stringify({
          facts: [
            { subtopic: 'foods', value: 'ramen', evidence: 'My favourite food is ramen' },
            { subtopic: 'company', value: 'Riverside Hospital', evidence: 'I work as a nurse at Riverside Hospital' },
            { subtopic: 'city', value: 'Paris', evidence: 'I live in Paris' },
            { subtopic: 'Age', value: 'thirty', evidence: 'I adopted a beagle' },
          ],
        }),
    });
    const r = await ollamaProfile(doc, backend, '2025-01-01T00:00:00.000000');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.dropped).toBe(2);
    expect(r.evidence.map((e) => [e.category, e.subtopic, e.value, e.confidence, e.evidence_time])).toEqual([
      ['interest', 'foods', 'ramen', 0.95, '2024-05-02T00:00:00'],
      ['work', 'company', 'Riverside Hospital', 0.95, '2024-05-02T00:00:00'],
    ]);
  });

  it('keeps a happen_time only when the document states that date', async () => {
    reset({
      chat: () =>
        JSON.stringify({
          events: [
            { event_type: 'personal', content: 'Adopted a beagle called Pepper', date_text: 'today', evidence: 'I adopted a beagle called Pepper today' },
            { event_type: 'professional', content: 'Started working at Riverside Hospital.', date_text: 'March 1, 2020', evidence: 'I work as a nurse at Riverside Hospital' },
            { event_type: 'social', content: 'Went to a party.', date_text: null, evidence: 'We went to a party in Rome' },
          ],
        }),
    });
    const r = await ollamaEvents(doc, backend);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.dropped).toBe(1);
    expect(r.events.map((e) => [e.event_type, e.content, e.happen_time])).toEqual([
      ['personal', 'Adopted a beagle called Pepper.', '2024-05-02T00:00:00'],
      ['professional', 'Started working at Riverside Hospital.', null],
    ]);
  });
});

describe('enrich with a chat model', () => {
  const x = { segments: textToSegments('2024-05-02\nI adopted a beagle called Pepper today. I love ramen.').segments, facts: {} };
  const file = { name: 'diary.txt', mime: 'text/plain', size: 60 };
  const backends = () => ({ ollama: { host: fake.url, vision_model: null, chat_model: 'llama3.2', timeout_ms: 400 } });

  it('uses the generated summary, and the built-in profile and events when the model fails', async () => {
    reset({ chat: (c) => (c.format ? 'broken {' : 'A diary entry about adopting a beagle.') });
    const r = await enrich(x, file, backends());
    expect(r.meta.summary).toBe('A diary entry about adopting a beagle.');
    expect(r.memory.evidence.map((e) => e.value)).toEqual(['ramen']);
    expect(r.memory.events.map((e) => e.happen_time)).toEqual(['2024-05-02T00:00:00']);
    expect(r.notes).toMatchObject({ summary_by: 'ollama llama3.2', profile_by: expect.stringMatching(/^builtin \(ollama: invalid output twice/), events_by: expect.stringMatching(/^builtin/) });
    // The upload event is built in (no model call of its own); it describes the file with the generated summary.
    expect(r.upload).toEqual({ event_type: 'personal', what: 'text file', about: 'A diary entry about adopting a beagle.' });
    expect(fake.calls.chat.filter((c) => !c.format)).toHaveLength(1);
  });

  it('keeps the extractive summary when the model is down', async () => {
    reset({ fail: { '/api/chat': 503 } });
    const r = await enrich(x, file, backends());
    expect(r.meta.summary).toMatch(/adopted a beagle/);
    expect(r.notes.summary_by).toBe('builtin');
    expect(r.memory.evidence.length).toBeGreaterThan(0);
    expect(r.upload).toEqual({ event_type: 'personal', what: 'text file', about: expect.stringMatching(/adopted a beagle/) });
  });
});

describe('the model path follows the same ownership and dating rules', () => {
  const backends = () => ({ ollama: { host: fake.url, vision_model: null, chat_model: 'llama3.2', timeout_ms: 400 } });

  it('asks no model about a reference document and draws nothing from it', async () => {
    reset({ chat: (c) => (c.format ? JSON.stringify({ events: [{ event_type: 'professional', content: 'Received the Guardian award.', date_text: '29 July 2020', evidence: 'Retrieved 29 July 2020' }], facts: [] }) : 'An article.') });
    const refs = Array.from({ length: 12 }, (_, i) => `${i + 1}. Smith, J. (${2000 + i}). "Match report". The Guardian. p. ${30 + i}. Retrieved 29 July 2020.`);
    const x = { segments: textToSegments(['Norwich City', 'The club was founded in 1902 and moved to Carrow Road in 1935.', 'References', ...refs].join('\n')).segments, facts: {} };
    const r = await enrich(x, { name: 'club.txt', mime: 'text/plain', size: 900 }, backends());
    expect(r.notes.ownership).toBe('reference');
    expect(r.memory.events).toEqual([]);
    expect(r.memory.evidence).toEqual([]);
    // Only the summary was asked for; no profile or events call.
    expect(fake.calls.chat.filter((c) => c.format)).toHaveLength(0);
  });

  it('dates a diary happening by its entry when the model quotes a model year, and leaves an invented date out', async () => {
    reset({
      chat: () =>
        JSON.stringify({
          events: [
            { event_type: 'financial', content: 'Bought a used Skoda Octavia.', date_text: '2015', evidence: 'Bought a used 2015 Skoda Octavia for 32,000 PLN' },
            { event_type: 'social', content: 'Dinner with Ola.', date_text: null, evidence: 'Dinner with Ola at Zazie' },
            { event_type: 'personal', content: 'Went to the dentist.', date_text: 'June 3, 2021', evidence: 'Dinner with Ola at Zazie' },
          ],
        }),
    });
    const doc = buildDocView({ segments: textToSegments(['6 April 2024', 'Bought a used 2015 Skoda Octavia for 32,000 PLN.', '', '9 April 2024', 'Dinner with Ola at Zazie.'].join('\n')).segments, facts: {} }, { name: 'notes.txt' });
    const r = await ollamaEvents(doc, backend);
    expect(r.ok && r.events.map((e) => [e.event_type, e.happen_time])).toEqual([
      ['financial', '2024-04-06T00:00:00'],
      ['social', '2024-04-09T00:00:00'],
      ['personal', null],
    ]);
  });
});

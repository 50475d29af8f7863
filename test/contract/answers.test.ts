/**
 * /ai/query with an Ollama chat model, against a real daemon and the fake Ollama server: the
 * grounded prompt, cited facts that hold the answer and whose references locate it, retries and
 * the built-in fallback, model selection, streaming (relay, disconnect, broken stream) and
 * sessions whose history reaches the model.
 */
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDaemon, type TestDaemon } from '../helpers/daemon.js';
import { Api } from '../helpers/api.js';
import { expectShapeA, parseSse, queryOk, searchedPaths, uploadAndWait, type Fact, type QueryResponse } from '../helpers/contract.js';
import { startFakeOllama, type ChatCall, type FakeOllama } from '../helpers/fake-ollama.js';
import { textPdf, xlsxFile } from '../helpers/documents.js';

type Answered = QueryResponse & { response: QueryResponse['response'] & { model: string } };
type Event = { type: string; content?: string; response?: Answered };

const SU = 'reader';
const TIMEOUT_MS = 2500;

let fake: FakeOllama;
let d: TestDaemon;
let api: Api;

/** How the fake model answers the questions of the current test (enrichment calls are answered apart). */
let reply: (call: ChatCall, attempt: number) => string | Promise<string> = () => 'unset';

/** Calls that are answers to /ai/query (not enrichment, which asks for structured output). */
const isAnswerCall = (c: ChatCall) => !c.format && c.messages.some((m) => m.role === 'user' && m.content.startsWith('Sources:'));
const answerCalls = () => fake.calls.chat.filter(isAnswerCall);

/** The numbered sources of the prompt: [n] reference, then the text. */
function sourcesOf(call: ChatCall): Array<{ n: number; ref: string; text: string }> {
  const prompt = [...call.messages].reverse().find((m) => m.role === 'user' && m.content.startsWith('Sources:'))!.content;
  const body = prompt.slice('Sources:\n\n'.length, prompt.lastIndexOf('\n\nQuestion: '));
  return body.split(/\n\n(?=\[\d+\] \/)/).map((block) => {
    const m = /^\[(\d+)\] (\S+)\n([\s\S]*)$/.exec(block)!;
    return { n: Number(m[1]), ref: m[2]!, text: m[3]! };
  });
}

/** The number of the first source holding `needle` (0 when none does). */
function cite(call: ChatCall, needle: string): number {
  return sourcesOf(call).find((s) => s.text.includes(needle))?.n ?? 0;
}

function questionOf(call: ChatCall): string {
  const prompt = [...call.messages].reverse().find((m) => m.role === 'user' && m.content.startsWith('Sources:'))!.content;
  return prompt.slice(prompt.lastIndexOf('\n\nQuestion: ') + '\n\nQuestion: '.length);
}

async function ask(text: string, fields: Record<string, string | undefined> = {}): Promise<Answered> {
  return (await queryOk(api, text, { sub_user_name: SU, final_answer: 'true', ...fields })) as Answered;
}

async function stream(text: string, fields: Record<string, string | undefined> = {}): Promise<{ res: Response; events: Event[] }> {
  const res = await api.query(text, { sub_user_name: SU, final_answer: 'true', streaming: 'true', ...fields });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
  return { res, events: parseSse(await res.text()) as Event[] };
}

/** Tokens then exactly one done event, last; returns the joined tokens and the done response. */
function splitEvents(events: Event[]): { tokens: string[]; done: Answered } {
  const done = events[events.length - 1]!;
  expect(done.type).toBe('done');
  const tokens = events.slice(0, -1);
  for (const t of tokens) expect(t.type).toBe('token');
  return { tokens: tokens.map((t) => t.content!), done: done.response! };
}

async function storedMessages(suid: string): Promise<Array<{ cuid: string; role: string; content: Array<{ type: string; text: string; facts?: Fact[] }> }>> {
  const res = await api.get(`/ai/sessions/${suid}/messages`, { sub_user_name: SU });
  expect(res.status).toBe(200);
  return ((await res.json()) as { messages: Array<{ cuid: string; role: string; content: Array<{ type: string; text: string; facts?: Fact[] }> }> }).messages;
}

async function until(cond: () => boolean, what: string, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

const ALICE = 'Alice Moreau joined Acme Corp in March 2021 as a data engineer. She lives in Lisbon with two cats.';
const BOB = 'Bob Stone joined Globex in 2019 as an accountant. He lives in Berlin near the river.';
const LOG = Array.from({ length: 60 }, (_, i) =>
  i === 36 ? 'line 37: the backup job on server orion failed with a disk quota error.' : `line ${i + 1}: routine heartbeat from node ${i} recorded without incident.`,
).join('\n');
/** An encyclopedia-style article (third-person prose): reference material, about others. */
const ARTICLE = [
  'Dafydd Rhys is a Welsh former footballer who played as a striker for Bangor City, Wrexham and Swansea City.',
  'His children went to Ysgol Tryfan, the school in Bangor where Rhys himself had been spotted by a youth coach.',
  ...Array.from({ length: 14 }, (_, i) =>
    `In the ${1990 + i} season he scored ${8 + (i % 7)} league goals, and the club finished ${['third', 'fifth', 'second', 'seventh'][i % 4]} in its division after a run of ${3 + (i % 5)} straight wins under manager ${['Evans', 'Hughes', 'Pritchard', 'Morgan'][i % 4]}, who later said that the forward had changed the way the team pressed opponents in the final third of the pitch.`,
  ),
  'After retiring he worked as a coach and a radio pundit, and he was inducted into the club hall of fame.',
].join(' ');
const JSONL = [
  { id: 1, city: 'Oslo', note: 'The harbour tour starts at nine.' },
  { id: 2, city: 'Reykjavik', note: 'The aurora festival happens every February.' },
  { id: 3, city: 'Tromso', note: 'Whale watching boats leave at noon.' },
]
  .map((r) => JSON.stringify(r))
  .join('\n');

beforeAll(async () => {
  fake = await startFakeOllama({
    chat: (call) => {
      // Enrichment during ingestion asks for JSON; an unusable reply sends it to its built-in path.
      if (!isAnswerCall(call)) return 'not json';
      const attempt = call.messages.filter((m) => m.role === 'assistant').length - historyTurns(call) + 1;
      return reply(call, attempt);
    },
  });
  d = await startDaemon({ env: { CTX_OLLAMA_HOST: fake.host, CTX_OLLAMA_CHAT_MODEL: 'llama3.2', CTX_OLLAMA_TIMEOUT_MS: String(TIMEOUT_MS) } });
  api = new Api(d.url, d.apiKey);
  const pdf = await textPdf([
    ['Harbour plan', 'Chapter one describes the quay walls and the ferry terminal.'],
    ['Costs', 'The dredging budget for the harbour is 4.2 million euros.'],
  ]);
  const files: Array<[string, string | Buffer, string]> = [
    ['alice.txt', ALICE, '/people'],
    ['bob.txt', BOB, '/people'],
    ['ops.txt', LOG, '/logs'],
    ['c.jsonl', JSONL, '/docs'],
    ['harbour.pdf', pdf, '/docs'],
    ['sales.xlsx', await xlsxFile(), '/docs'],
    ['dafydd-rhys.txt', ARTICLE, '/wiki'],
  ];
  for (const [name, data, path] of files) {
    expect((await uploadAndWait(api, name, data, { path, sub_user_name: SU })).status, name).toBe('COMPLETED');
  }
}, 120_000);
afterAll(async () => {
  await d?.cleanup();
  await fake?.close();
});

/** Assistant turns of the conversation before the question (history), as opposed to retries. */
function historyTurns(call: ChatCall): number {
  const promptAt = call.messages.findIndex((m) => m.role === 'user' && m.content.startsWith('Sources:'));
  return call.messages.slice(0, promptAt).filter((m) => m.role === 'assistant').length;
}

describe('grounded answers with cited facts', () => {
  it('sends a grounded prompt holding the retrieved chunks, numbered, and returns the cited facts', async () => {
    reply = (call) => `Alice Moreau joined Acme Corp in March 2021 [${cite(call, 'March 2021')}].`;
    const before = answerCalls().length;
    const body = await ask('When did Alice Moreau join Acme Corp?');
    const calls = answerCalls().slice(before);
    expect(calls).toHaveLength(1);
    const call = calls[0]!;
    expect(call.model).toBe('llama3.2');
    expect(call.stream).toBe(false);
    const system = call.messages[0]!;
    expect(system.role).toBe('system');
    expect(system.content).toMatch(/only/);
    expect(system.content).toMatch(/\[1\]/);
    // The chunk itself, under its number and reference, then the question.
    const prompt = call.messages[call.messages.length - 1]!.content;
    const n = cite(call, 'March 2021');
    expect(n).toBeGreaterThan(0);
    expect(prompt).toContain(`[${n}] /people/alice.txt#line=1\n${ALICE}`);
    expect(prompt.endsWith('Question: When did Alice Moreau join Acme Corp?')).toBe(true);

    expect(body.response.model).toBe('llama3.2');
    const part = body.response.content[0]!;
    // The marker is renumbered to index the facts: [1] is facts[0], whatever source number it had.
    expect(part.text).toBe('Alice Moreau joined Acme Corp in March 2021 [1].');
    expect(part.facts).toEqual([{ chunk: ALICE, reference: '/people/alice.txt#line=1' }]);
    expect(await searchedPaths(api, body.response.searched_files, SU)).toContain('/people/alice.txt');
    // One fact, from one file: the summary counts the files the answer rests on.
    expect(body.summary).toBe('When did Alice Moreau join Acme Corp? — answered from 1 file');
  });

  it('cites the segment that holds the claim, with references to the line, record, page and row', async () => {
    const cases = [
      { q: 'Why did the backup job on orion fail?', needle: 'disk quota', claim: 'The backup job on orion failed because of a disk quota error', ref: '/logs/ops.txt#line=37', holds: 'the backup job on server orion failed with a disk quota error.' },
      { q: 'When does the aurora festival happen?', needle: 'aurora festival', claim: 'The aurora festival happens every February', ref: '/docs/c.jsonl#line=2', holds: 'The aurora festival happens every February.' },
      { q: 'What is the dredging budget for the harbour?', needle: '4.2 million', claim: 'The dredging budget for the harbour is 4.2 million euros', ref: '/docs/harbour.pdf#page=2', holds: 'The dredging budget for the harbour is 4.2 million euros.' },
      { q: 'When did Acme Corp sign?', needle: 'Acme Corp; Signed', claim: 'Acme Corp signed on 2024-03-15', ref: '/docs/sales.xlsx#sheet=Q1&row=2', holds: 'Customer: Acme Corp; Signed: 2024-03-15; Amount: 1200; Total: 2400' },
    ];
    for (const c of cases) {
      reply = (call) => `${c.claim} [${cite(call, c.needle)}].`;
      const body = await ask(c.q);
      const part = body.response.content[0]!;
      expect(body.response.model, c.q).toBe('llama3.2');
      expect(part.text, c.q).toBe(`${c.claim} [1].`);
      expect(part.facts, c.q).toHaveLength(1);
      expect(part.facts![0]!.reference, c.q).toBe(c.ref);
      expect(part.facts![0]!.chunk, c.q).toContain(c.holds);
      // The fragment, not the whole 60-line log chunk.
      expect(part.facts![0]!.chunk.length, c.q).toBeLessThan(400);
    }
  });

  it('numbers the facts in the order the answer cites them, and its markers to match', async () => {
    let nums: number[] = [];
    reply = (call) => {
      nums = [cite(call, 'Berlin'), cite(call, 'Lisbon')];
      return `Bob Stone lives in Berlin [${nums[0]}], and Alice Moreau lives in Lisbon [${nums[1]}]. Both moved there for work [${nums[1]}, ${nums[0]}].`;
    };
    const body = await ask('Where do Bob Stone and Alice Moreau live?');
    expect(nums.every((n) => n > 0)).toBe(true);
    const part = body.response.content[0]!;
    expect(part.text).toBe('Bob Stone lives in Berlin [1], and Alice Moreau lives in Lisbon [2]. Both moved there for work [2, 1].');
    expect(part.facts).toEqual([
      { chunk: BOB, reference: '/people/bob.txt#line=1' },
      { chunk: ALICE, reference: '/people/alice.txt#line=1' },
    ]);
  });

  it('returns the retrieved facts that support an answer citing nothing', async () => {
    reply = () => 'She lives in Lisbon with two cats.';
    const body = await ask('Where does Alice Moreau live?');
    const part = body.response.content[0]!;
    expect(part.text).toBe('She lives in Lisbon with two cats.');
    expect(part.facts).toEqual([{ chunk: ALICE, reference: '/people/alice.txt#line=1' }]);
  });

  it('accepts an honest "not in the files" when the sources do not answer, with no facts', async () => {
    reply = () => "Your files do not say which breed Alice Moreau's cats are.";
    const before = answerCalls().length;
    // The files speak of Alice's cats: the question passes the not-found rule and the model is asked.
    const body = await ask("What breed are Alice Moreau's cats?");
    expect(answerCalls().length - before).toBe(1);
    expect(body.response.model).toBe('llama3.2');
    expect(body.response.content[0]!.text).toBe("Your files do not say which breed Alice Moreau's cats are.");
    expect(body.response.content[0]!.facts).toEqual([]);
  });

  it('does not ask the model when nothing retrieved answers the question: the same not-found rule as built-in', async () => {
    reply = () => 'Alice Moreau earns 95,000 euros a year [1].';
    const before = answerCalls().length;
    const body = await ask('What is my annual salary?');
    expect(answerCalls().length - before).toBe(0);
    expect(body.response.content[0]!.text).toBe('Nothing in your files answers this question.');
    expect(body.response.content[0]!.facts).toEqual([]);
    expect(body.summary).toMatch(/^What is my annual salary\? — not answered by the \d+ files? searched$/);
  });
});

describe('questions about the user', () => {
  it('are not answered from a document about others: the article on a footballer does not say where my children go to school', async () => {
    const meta = await api.get(`/metadata/search_by_path/wiki/dafydd-rhys.txt`, { sub_user_name: SU });
    expect(((await meta.json()) as { ownership: string }).ownership).toBe('reference');
    reply = () => 'Your children go to Ysgol Tryfan [1].';
    const before = answerCalls().length;
    const body = await ask('Which school do my children go to?');
    expect(answerCalls().length - before).toBe(0);
    expect(body.response.content[0]!.text).toBe('Nothing in your files answers this question.');
    expect(body.response.content[0]!.facts).toEqual([]);
    // Asked about him, the same article answers.
    reply = (call) => `They went to Ysgol Tryfan [${cite(call, 'Ysgol Tryfan')}].`;
    const about = await ask("Which school did Dafydd Rhys's children go to?");
    expect(about.response.content[0]!.text).toContain('Ysgol Tryfan');
    expect(about.response.content[0]!.facts!.map((f) => f.reference)).toContain('/wiki/dafydd-rhys.txt#line=1');
  });
});

describe('badly-formed answers', () => {
  const q = 'When did Alice Moreau join Acme Corp?';
  let builtin: Answered;

  beforeAll(async () => {
    builtin = await ask(q, { model: 'builtin' });
    expect(builtin.response.model).toBe('builtin');
    expect(builtin.response.content[0]!.text).toContain('March 2021');
  });

  it('retries once with the problem named, and keeps a good second answer', async () => {
    reply = (call, attempt) => (attempt === 1 ? '   ' : `Alice joined Acme Corp in March 2021 [${cite(call, 'March 2021')}].`);
    const before = answerCalls().length;
    const body = await ask(q);
    const calls = answerCalls().slice(before);
    expect(calls).toHaveLength(2);
    const retry = calls[1]!.messages;
    expect(retry[retry.length - 2]!.role).toBe('assistant');
    expect(retry[retry.length - 1]).toMatchObject({ role: 'user' });
    expect(retry[retry.length - 1]!.content).toMatch(/not usable: the answer was empty/);
    expect(body.response.model).toBe('llama3.2');
    expect(body.response.content[0]!.text).toMatch(/^Alice joined Acme Corp in March 2021 \[\d+\]\.$/);
    expect(body.response.content[0]!.facts![0]!.reference).toBe('/people/alice.txt#line=1');
  });

  const bad: Array<[string, (call: ChatCall, attempt: number) => string, RegExp]> = [
    ['citation marks and no text', () => '[1] [2]', /no text/],
    ['citing sources that do not exist', () => 'Alice joined in March 2021 [42].', /cited \[42\]/],
    ['refusing although the sources answer', () => "I'm sorry, but the provided sources do not contain that information.", /do not answer the question/],
    ['a reasoning block and nothing else', () => '<think>The user asks about Alice.</think>\n', /empty/],
  ];
  for (const [name, fn, problem] of bad) {
    it(`falls back to the built-in answer after two badly-formed answers: ${name}`, async () => {
      reply = fn;
      const before = answerCalls().length;
      const body = await ask(q);
      const calls = answerCalls().slice(before);
      expect(calls).toHaveLength(2);
      expect(calls[1]!.messages[calls[1]!.messages.length - 1]!.content).toMatch(problem);
      expect(body.response.model).toBe('builtin');
      expect(body.response.content).toEqual(builtin.response.content);
      expect(body.response.searched_files).toEqual(builtin.response.searched_files);
    });
  }

  it('retries a reply that is not JSON, then falls back', async () => {
    fake.options.fail = { '/api/chat': 'malformed' };
    try {
      const body = await ask(q);
      expect(body.response.model).toBe('builtin');
      expect(body.response.content).toEqual(builtin.response.content);
    } finally {
      fake.options.fail = undefined;
    }
  });

  it('falls back without a retry when the server answers an error status', async () => {
    fake.options.fail = { '/api/chat': 500 };
    try {
      const body = await ask(q);
      expect(body.response.model).toBe('builtin');
      expect(body.response.content).toEqual(builtin.response.content);
    } finally {
      fake.options.fail = undefined;
    }
  });

  it(`falls back when the model takes longer than CTX_OLLAMA_TIMEOUT_MS (${TIMEOUT_MS} ms), without retrying`, async () => {
    reply = async () => {
      await new Promise((r) => setTimeout(r, TIMEOUT_MS * 2));
      return 'too late [1].';
    };
    const before = answerCalls().length;
    const body = await ask(q);
    expect(answerCalls().length - before).toBe(1);
    expect(body.response.model).toBe('builtin');
    expect(body.response.content).toEqual(builtin.response.content);
  });
});

describe('slow streams', () => {
  it('falls back when a stream sends nothing for CTX_OLLAMA_TIMEOUT_MS, streaming the built-in answer', async () => {
    const builtin = await ask('When did Alice Moreau join Acme Corp?', { model: 'builtin' });
    reply = async () => {
      await new Promise((r) => setTimeout(r, TIMEOUT_MS * 2));
      return 'too late [1].';
    };
    const before = answerCalls().length;
    const { events } = await stream('When did Alice Moreau join Acme Corp?');
    expect(answerCalls().length - before).toBe(1);
    const { tokens, done } = splitEvents(events);
    expect(done.response.model).toBe('builtin');
    expect(tokens.join('')).toBe(builtin.response.content[0]!.text);
    expect(done.response.content).toEqual(builtin.response.content);
  });

  it('lets a long stream run past CTX_OLLAMA_TIMEOUT_MS as long as tokens keep coming', async () => {
    // About 2 ms per word: well over the time limit in total, never near it between two words.
    const words = Math.ceil((TIMEOUT_MS * 1.5) / 2);
    const tail = ' It was a good year.'.repeat(Math.ceil(words / 5));
    reply = (call) => `Alice Moreau joined Acme Corp in March 2021 [${cite(call, 'March 2021')}].${tail}`;
    const expected = `Alice Moreau joined Acme Corp in March 2021 [1].${tail}`;
    const { tokens, done } = splitEvents((await stream('When did Alice Moreau join Acme Corp?')).events);
    expect(done.response.model).toBe('llama3.2');
    expect(tokens.join('')).toBe(expected);
  });
});

describe('model selection', () => {
  it('builtin never calls the model; the chat model by name or by its /api/tags name does', async () => {
    reply = (call) => `Bob Stone lives in Berlin [${cite(call, 'Berlin')}].`;
    let before = answerCalls().length;
    const b = await ask('Where does Bob Stone live?', { model: 'builtin' });
    expect(answerCalls().length).toBe(before);
    expect(b.response.model).toBe('builtin');
    expect(b.response.content[0]!.text).toContain('Berlin');

    for (const model of ['llama3.2', 'llama3.2:latest', 'default']) {
      before = answerCalls().length;
      const r = await ask('Where does Bob Stone live?', { model });
      expect(answerCalls().length - before, model).toBe(1);
      expect(r.response.content[0]!.text, model).toMatch(/^Bob Stone lives in Berlin \[\d+\]\.$/);
      expect(answerCalls().at(-1)!.model).toBe(model === 'default' ? 'llama3.2' : model);
    }
    // Absent means default.
    expect((await ask('Where does Bob Stone live?')).response.model).toBe('llama3.2');
  });

  it('refuses a model neither configured nor listed by Ollama with 400, streaming or not', async () => {
    const before = answerCalls().length;
    const body = await expectShapeA(await api.query('Where does Bob live?', { sub_user_name: SU, model: 'gpt-9-ultra' }), 400, 'MODEL_UNAVAILABLE');
    expect(body.error).toMatch(/gpt-9-ultra/);
    expect(body.error).toMatch(/llama3\.2/);
    await expectShapeA(await api.query('Where does Bob live?', { sub_user_name: SU, model: 'gpt-9-ultra', streaming: 'true' }), 400, 'MODEL_UNAVAILABLE');
    expect(answerCalls().length).toBe(before);
  });
});

describe('streaming', () => {
  it('relays the model\'s tokens in order, then a done event equal to the stored message', async () => {
    const text = (call: ChatCall) =>
      `Alice Moreau joined Acme Corp in March 2021 as a data engineer [${cite(call, 'March 2021')}]. ` +
      `She lives in Lisbon with two cats [${cite(call, 'Lisbon')}]. Bob Stone, by contrast, lives in Berlin near the river [${cite(call, 'Berlin')}].`;
    reply = text;
    // Alice's two claims cite one fact, Bob's a second one.
    const expected =
      'Alice Moreau joined Acme Corp in March 2021 as a data engineer [1]. She lives in Lisbon with two cats [1]. Bob Stone, by contrast, lives in Berlin near the river [2].';
    const before = answerCalls().length;
    const { res, events } = await stream('When did Alice Moreau join Acme Corp and where does she live?');
    expect(res.headers.get('x-ratelimit-limit')).toMatch(/^\d+$/);
    expect(res.headers.get('x-ratelimit-remaining')).toMatch(/^\d+$/);
    expect(res.headers.get('x-context-api-version')).toBe('1');
    const calls = answerCalls().slice(before);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.stream).toBe(true);

    const { tokens, done } = splitEvents(events);
    // Relayed piece by piece (the fake streams one word per NDJSON line), not as one block.
    expect(tokens.length).toBeGreaterThan(10);
    expect(tokens.join('')).toBe(expected);
    expect(done.response.model).toBe('llama3.2');
    expect(done.response.content[0]!.text).toBe(expected);
    const refs = done.response.content[0]!.facts!.map((f) => f.reference);
    expect(refs).toEqual(['/people/alice.txt#line=1', '/people/bob.txt#line=1']);

    const stored = await storedMessages(done.suid);
    const last = stored[stored.length - 1]!;
    expect(last.cuid).toBe(done.response.cuid);
    expect(last.role).toBe('assistant');
    expect(last.content).toEqual(done.response.content);
  });

  it('streams the built-in answer when the model refuses twice, showing nothing of the refusals', async () => {
    reply = () => "I'm sorry, but I cannot find that information in the provided sources.";
    const builtin = await ask('When did Alice Moreau join Acme Corp?', { model: 'builtin' });
    const before = answerCalls().length;
    const { events } = await stream('When did Alice Moreau join Acme Corp?');
    expect(answerCalls().length - before).toBe(2);
    const { tokens, done } = splitEvents(events);
    expect(tokens.join('')).toBe(builtin.response.content[0]!.text);
    expect(tokens.join('')).not.toMatch(/sorry/i);
    expect(done.response.model).toBe('builtin');
    expect(done.response.content).toEqual(builtin.response.content);
  });

  it('drops a citation of a source that does not exist once the answer is being shown', async () => {
    reply = (call) =>
      `Alice Moreau, a data engineer who lives in Lisbon with her two cats, joined Acme Corp in March 2021 [${cite(call, 'March 2021')}] and later moved teams [99].`;
    const before = answerCalls().length;
    const { events } = await stream('When did Alice Moreau join Acme Corp?');
    expect(answerCalls().length - before).toBe(1);
    const { tokens, done } = splitEvents(events);
    const text = done.response.content[0]!.text;
    expect(text).not.toContain('[99]');
    expect(text).toMatch(/joined Acme Corp in March 2021 \[\d+\] and later moved teams/);
    expect(tokens.join('')).toBe(text);
    expect(done.response.model).toBe('llama3.2');
  });

  it('stops the model when the client disconnects, and records nothing of the exchange', async () => {
    const first = await ask('When did Alice Moreau join Acme Corp?', { model: 'builtin' });
    const count = (await storedMessages(first.suid)).length;
    expect(count).toBe(2);
    const long = (call: ChatCall) => `Alice Moreau joined Acme Corp in March 2021 [${cite(call, 'March 2021')}]. ${'She worked on many data pipelines there. '.repeat(400)}`;
    reply = long;
    const before = answerCalls().length;
    const ac = new AbortController();
    const fd = new FormData();
    fd.set('payload', JSON.stringify({ messages: [{ role: 'user', content: [{ type: 'text', text: 'and where does she live?' }] }] }));
    fd.set('sub_user_name', SU);
    fd.set('streaming', 'true');
    fd.set('suid', first.suid);
    const res = await fetch(new URL('/ai/query', d.url), { method: 'POST', headers: api.headers(), body: fd, signal: ac.signal });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    let seen = '';
    while (!seen.includes('"type":"token"')) {
      const { value, done } = await reader.read();
      expect(done).toBe(false);
      seen += new TextDecoder().decode(value);
    }
    ac.abort();
    await until(() => answerCalls().length > before && answerCalls().at(-1)!.aborted === true, 'the upstream chat request to be aborted');
    const call = answerCalls().at(-1)!;
    expect(call.stream).toBe(true);
    const pieces = long(call).match(/\S+\s*|\s+/g)!.length;
    expect(call.written!).toBeLessThan(pieces);

    // The session goes on from where it was: the abandoned exchange was not recorded.
    reply = (c) => `She lives in Lisbon [${cite(c, 'Lisbon')}].`;
    const next = await ask('and where does she live?', { suid: first.suid });
    expect(next.response.content[0]!.text).toMatch(/^She lives in Lisbon \[\d+\]\.$/);
    const stored = await storedMessages(first.suid);
    expect(stored.map((m) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
    expect(stored[3]!.cuid).toBe(next.response.cuid);
  });
});

describe('sessions', () => {
  it('passes the conversation so far to the model and retrieves with the question it follows', async () => {
    reply = (call) =>
      questionOf(call).startsWith('When')
        ? `Alice Moreau joined Acme Corp in March 2021 [${cite(call, 'March 2021')}].`
        : `She lives in Lisbon [${cite(call, 'Lisbon')}].`;
    const first = await ask('When did Alice Moreau join Acme Corp?');
    const before = answerCalls().length;
    const second = await ask('and where does she live?', { suid: first.suid });
    expect(second.suid).toBe(first.suid);
    const call = answerCalls().slice(before)[0]!;
    const turns = call.messages.slice(1, -1);
    // The earlier exchange, its answer without the citation marks that numbered other sources.
    expect(turns).toEqual([
      { role: 'user', content: 'When did Alice Moreau join Acme Corp?' },
      { role: 'assistant', content: 'Alice Moreau joined Acme Corp in March 2021.' },
    ]);
    expect(questionOf(call)).toBe('and where does she live?');
    // "she" was searched together with the question before it: Alice's file is a source.
    expect(sourcesOf(call).some((s) => s.ref === '/people/alice.txt#line=1')).toBe(true);
    const part = second.response.content[0]!;
    expect(part.text).toMatch(/^She lives in Lisbon \[\d+\]\.$/);
    expect(part.facts).toEqual([{ chunk: ALICE, reference: '/people/alice.txt#line=1' }]);
    expect((await storedMessages(first.suid)).map((m) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
  });

  it('passes earlier messages of the payload as history too', async () => {
    reply = (call) => `He lives in Berlin [${cite(call, 'Berlin')}].`;
    const payload = JSON.stringify({
      messages: [
        { role: 'user', content: [{ type: 'text', text: 'Tell me about Bob Stone at Globex.' }] },
        { role: 'assistant', content: [{ type: 'text', text: 'Bob Stone joined Globex in 2019 [1].' }] },
        { role: 'user', content: [{ type: 'text', text: 'and where does he live?' }] },
      ],
    });
    const before = answerCalls().length;
    const res = await api.multipart('/ai/query', { payload, sub_user_name: SU });
    expect(res.status).toBe(200);
    const call = answerCalls().slice(before)[0]!;
    expect(call.messages.slice(1, -1)).toEqual([
      { role: 'user', content: 'Tell me about Bob Stone at Globex.' },
      { role: 'assistant', content: 'Bob Stone joined Globex in 2019.' },
    ]);
    expect(((await res.json()) as Answered).response.content[0]!.text).toMatch(/^He lives in Berlin \[\d+\]\.$/);
  });
});

describe('when Ollama goes away', () => {
  it('completes a stream that breaks off with the built-in answer, tokens and stored message agreeing', async () => {
    const builtin = await ask('When did Alice Moreau join Acme Corp?', { model: 'builtin' });
    reply = (call) => `Alice Moreau joined Acme Corp in March 2021 [${cite(call, 'March 2021')}]. ${'Her team built many data pipelines. '.repeat(400)}`;
    const res = await api.query('When did Alice Moreau join Acme Corp?', { sub_user_name: SU, final_answer: 'true', streaming: 'true' });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    let body = '';
    let killed = false;
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      body += new TextDecoder().decode(value);
      if (!killed && body.includes('"type":"token"')) {
        killed = true;
        await fake.close();
      }
    }
    const { tokens, done } = splitEvents(parseSse(body) as Event[]);
    const text = done.response.content[0]!.text!;
    expect(tokens.join('')).toBe(text);
    expect(text).toMatch(/^Alice Moreau joined Acme Corp in March 2021 \[\d+\]\./);
    expect(text.endsWith(` …\n\n${builtin.response.content[0]!.text}`)).toBe(true);
    expect(done.response.model).toBe('llama3.2+builtin');
    const refs = done.response.content[0]!.facts!.map((f) => f.reference);
    expect(refs).toContain('/people/alice.txt#line=1');
    for (const f of builtin.response.content[0]!.facts!) expect(done.response.content[0]!.facts).toContainEqual(f);
    const stored = await storedMessages(done.suid);
    expect(stored.at(-1)!.content).toEqual(done.response.content);
  });

  it('answers 503 for the named model and falls back silently for default', async () => {
    await expectShapeA(await api.query('When did Alice Moreau join Acme Corp?', { sub_user_name: SU, model: 'llama3.2' }), 503, 'MODEL_UNAVAILABLE');
    const body = await ask('When did Alice Moreau join Acme Corp?');
    expect(body.response.model).toBe('builtin');
    expect(body.response.content[0]!.text).toContain('March 2021');
    await expectShapeA(await api.query('When did Alice Moreau join Acme Corp?', { sub_user_name: SU, model: 'llama3.2', streaming: 'true' }), 503, 'MODEL_UNAVAILABLE');
  });
});

describe('a configured Ollama that is not running', () => {
  let dead: TestDaemon;
  let client: Api;

  beforeAll(async () => {
    // A port that was free a moment ago: connections to it are refused.
    const port = await new Promise<number>((resolve) => {
      const srv = createServer().listen(0, '127.0.0.1', () => {
        const p = (srv.address() as { port: number }).port;
        srv.close(() => resolve(p));
      });
    });
    dead = await startDaemon({ env: { CTX_OLLAMA_HOST: `127.0.0.1:${port}`, CTX_OLLAMA_CHAT_MODEL: 'llama3.2', CTX_OLLAMA_TIMEOUT_MS: '2000' } });
    client = new Api(dead.url, dead.apiKey);
    expect((await uploadAndWait(client, 'alice.txt', ALICE, { path: '/people' })).status).toBe('COMPLETED');
  }, 60_000);
  afterAll(async () => dead?.cleanup());

  it('answers default with the built-in answerer, and /health says Ollama is unreachable', async () => {
    const body = (await queryOk(client, 'When did Alice Moreau join Acme Corp?', { final_answer: 'true' })) as Answered;
    expect(body.response.model).toBe('builtin');
    expect(body.response.content[0]!.text).toContain('March 2021');
    expect(body.response.content[0]!.facts![0]!.reference).toBe('/people/alice.txt#line=1');
    const health = (await (await client.get('/health')).json()) as { models: { ollama: { configured: boolean; reachable: boolean } } };
    expect(health.models.ollama).toMatchObject({ configured: true, reachable: false });
  });

  it('answers 503 MODEL_UNAVAILABLE for the named chat model, 400 for an unknown one', async () => {
    const body = await expectShapeA(await client.query('When did Alice join?', { model: 'llama3.2' }), 503, 'MODEL_UNAVAILABLE');
    expect(body.error).toMatch(/unreachable/);
    await expectShapeA(await client.query('When did Alice join?', { model: 'llama3.2', streaming: 'true' }), 503, 'MODEL_UNAVAILABLE');
    await expectShapeA(await client.query('When did Alice join?', { model: 'gpt-9-ultra' }), 400, 'MODEL_UNAVAILABLE');
    expect((await queryOk(client, 'When did Alice join?', { model: 'builtin' })).success).toBe(true);
  });
});

/**
 * The MCP server through the SDK's own client, over both transports against one real daemon:
 * `ctx mcp` (stdio, talking to the daemon over HTTP) and POST/GET/DELETE /mcp (Streamable HTTP).
 * Every tool is called, resources are listed and read, errors come back as tool errors, a bad
 * key is refused on HTTP, and a session never sees another sub-user's files.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { CTX_BIN, startDaemon, type TestDaemon } from '../helpers/daemon.js';
import { Api } from '../helpers/api.js';
import { expectShapeA, uploadAndWait } from '../helpers/contract.js';
import { baseEnv } from '../cli/helpers.js';
import { xlsxFile } from '../helpers/documents.js';

const SU = 'ana';
const OTHER = 'ben';
const FALCON = [
  'Project Falcon budget',
  '',
  'The Falcon project has a total budget of 2.4 million euros, approved in March 2024.',
  '',
  'Alice Moreau leads the Falcon project from the Lisbon office.',
  '',
  'The launch of Falcon is planned for September 2025.',
].join('\n');

let d: TestDaemon;
let api: Api;
let home: string;
const clients: Client[] = [];

async function httpClient(opts: { key?: string; subUser?: string; header?: boolean } = {}): Promise<{ client: Client; transport: StreamableHTTPClientTransport }> {
  const url = new URL('/mcp', d.url);
  const headers: Record<string, string> = { 'x-api-key': opts.key ?? d.apiKey };
  if (opts.subUser && opts.header) headers['x-sub-user-name'] = opts.subUser;
  else if (opts.subUser) url.searchParams.set('sub_user_name', opts.subUser);
  const transport = new StreamableHTTPClientTransport(url, { requestInit: { headers } });
  const client = new Client({ name: 'ctx-test', version: '1.0.0' });
  await client.connect(transport);
  clients.push(client);
  return { client, transport };
}

async function stdioClient(subUser: string): Promise<Client> {
  const env = { ...baseEnv(home), CTX_BASE_URL: d.url, CTX_API_KEY: d.apiKey, CTX_SUB_USER: subUser } as Record<string, string>;
  const client = new Client({ name: 'ctx-test', version: '1.0.0' });
  await client.connect(new StdioClientTransport({ command: process.execPath, args: [CTX_BIN, 'mcp'], env, stderr: 'pipe' }));
  clients.push(client);
  return client;
}

const call = async (c: Client, name: string, args: Record<string, unknown> = {}) => (await c.callTool({ name, arguments: args })) as CallToolResult;
const textOf = (r: CallToolResult) => r.content.map((p) => (p.type === 'text' ? p.text : '')).join('');

beforeAll(async () => {
  d = await startDaemon();
  api = new Api(d.url, d.apiKey);
  home = mkdtempSync(join(tmpdir(), 'ctx-mcp-'));
  await uploadAndWait(api, 'falcon.txt', FALCON, { path: '/docs', sub_user_name: SU });
  await uploadAndWait(api, 'book.xlsx', await xlsxFile(), { path: '/docs', sub_user_name: SU });
  await uploadAndWait(api, 'secret.txt', 'The vault code of Bob is 7731, kept in the Porto office.', { path: '/private', sub_user_name: OTHER });
});

afterAll(async () => {
  for (const c of clients) await c.close().catch(() => undefined);
  await d?.cleanup();
  if (home) rmSync(home, { recursive: true, force: true });
});

/** What both transports must do the same way. */
function sharedBehaviour(connect: () => Promise<Client>) {
  let c: Client;
  beforeAll(async () => {
    c = await connect();
  });

  it('initializes as ctx and lists every tool with a schema and a description', async () => {
    expect(c.getServerVersion()?.name).toBe('ctx');
    const { tools } = await c.listTools();
    const names = tools.map((t) => t.name);
    for (const n of ['search', 'ask', 'read', 'list', 'metadata', 'profile', 'events', 'remember']) expect(names).toContain(n);
    for (const t of tools) {
      expect(t.inputSchema.type).toBe('object');
      expect(t.description!.length, t.name).toBeGreaterThan(40);
    }
    expect(tools.find((t) => t.name === 'read')!.inputSchema.required).toEqual(['target']);
  });

  it('search finds the file, with the same hits the HTTP API gives', async () => {
    const r = await call(c, 'search', { query: 'Falcon budget', limit: 5 });
    expect(r.isError).toBeFalsy();
    const results = (r.structuredContent as { results: Array<{ file_path: string }> }).results;
    expect(results[0]!.file_path).toBe('/docs/falcon.txt');
    expect(textOf(r)).toContain('/docs/falcon.txt');
    const res = await api.form('/ai/search', { message: 'Falcon budget', limit: '5', sub_user_name: SU });
    expect((r.structuredContent as { results: unknown[] }).results).toEqual(await res.json());
  });

  it('ask answers with facts whose references read opens', async () => {
    const r = await call(c, 'ask', { question: 'What is the budget of the Falcon project?' });
    expect(r.isError).toBeFalsy();
    const s = r.structuredContent as { answer: string; facts: Array<{ chunk: string; reference: string }>; references: string[]; suid: string };
    expect(s.answer).toContain('2.4 million euros');
    expect(s.references).toContain('/docs/falcon.txt#line=3');
    expect(s.suid).toMatch(/^s_/);
    expect(textOf(r)).toContain('/docs/falcon.txt#line=3');
    const read = await call(c, 'read', { target: '/docs/falcon.txt#line=3' });
    expect((read.structuredContent as { text: string }).text).toBe('The Falcon project has a total budget of 2.4 million euros, approved in March 2024.');
  });

  it('read gives the whole text, a line inside a paragraph, a spreadsheet row, and a file by id', async () => {
    const whole = await call(c, 'read', { target: '/docs/falcon.txt' });
    const s = whole.structuredContent as { text: string; segments: Array<{ locator: string }>; truncated: boolean };
    expect(s.text).toContain('Alice Moreau leads');
    expect(s.segments.map((x) => x.locator)).toEqual(['#line=1', '#line=3', '#line=5', '#line=7']);
    expect(s.truncated).toBe(false);
    // Line 6 is the blank line after the paragraph that starts at line 5.
    const line = await call(c, 'read', { target: '/docs/falcon.txt#line=6' });
    expect((line.structuredContent as { text: string }).text).toBe('Alice Moreau leads the Falcon project from the Lisbon office.');
    const cut = await call(c, 'read', { target: '/docs/falcon.txt', max_chars: 10 });
    expect(cut.structuredContent).toMatchObject({ text: 'Project Fa', truncated: true });
    const sheet = await call(c, 'read', { target: '/docs/book.xlsx' });
    const rowRef = (sheet.structuredContent as { segments: Array<{ locator: string; text: string }> }).segments.find((x) => /&row=\d+$/.test(x.locator))!;
    const row = await call(c, 'read', { target: `/docs/book.xlsx${rowRef.locator}` });
    expect((row.structuredContent as { segments: unknown[] }).segments).toEqual([rowRef]);
    const id = (whole.structuredContent as { file_id: string }).file_id;
    expect((await call(c, 'read', { target: id })).structuredContent).toMatchObject({ path: '/docs/falcon.txt' });
  });

  it('list, metadata, profile and events return structured data', async () => {
    const l = await call(c, 'list', { path: '/docs' });
    expect((l.structuredContent as { items: Array<{ path: string }> }).items.map((i) => i.path).sort()).toEqual(['/docs/book.xlsx', '/docs/falcon.txt']);
    const m = await call(c, 'metadata', { target: '/docs/falcon.txt' });
    expect(m.isError).toBeFalsy();
    expect(typeof (m.structuredContent as { summary: string }).summary).toBe('string');
    expect(Array.isArray((m.structuredContent as { hash_tags: string[] }).hash_tags)).toBe(true);
    const p = await call(c, 'profile');
    expect(p.isError).toBeFalsy();
    expect(typeof (p.structuredContent as { profile: object }).profile).toBe('object');
    const e = await call(c, 'events', { limit: 5, start_time: '2020-01-01' });
    expect(e.isError).toBeFalsy();
    expect(Array.isArray((e.structuredContent as { events: unknown[] }).events)).toBe(true);
  });

  it('errors are tool errors carrying the API message, and the session goes on', async () => {
    const missing = await call(c, 'read', { target: '/docs/nope.txt' });
    expect(missing.isError).toBe(true);
    expect(textOf(missing)).toContain('/docs/nope.txt not found');
    const badLoc = await call(c, 'read', { target: '/docs/falcon.txt#page=2' });
    expect(badLoc.isError).toBe(true);
    expect(textOf(badLoc)).toContain('it has no pages');
    const badTime = await call(c, 'events', { start_time: 'yesterday' });
    expect(badTime.isError).toBe(true);
    expect(textOf(badTime)).toContain('ISO 8601');
    // Input the schema refuses is an error too, not a dropped session.
    const bad = await call(c, 'search', { query: '' });
    expect(bad.isError).toBe(true);
    expect((await call(c, 'list', {})).isError).toBeFalsy();
  });

  it('resources: files as ctx:///<path> (listable, readable) and ctx://profile', async () => {
    const { resources } = await c.listResources();
    const uris = resources.map((r) => r.uri);
    expect(uris).toContain('ctx:///docs/falcon.txt');
    expect(uris).toContain('ctx://profile');
    expect(uris.some((u) => u.includes('secret'))).toBe(false);
    const file = await c.readResource({ uri: 'ctx:///docs/falcon.txt' });
    expect((file.contents[0] as { text: string }).text).toContain('September 2025');
    const profile = await c.readResource({ uri: 'ctx://profile' });
    expect(typeof JSON.parse((profile.contents[0] as { text: string }).text)).toBe('object');
    await expect(c.readResource({ uri: 'ctx:///private/secret.txt' })).rejects.toThrow(/not found/);
  });

  it("never sees another sub-user's files", async () => {
    const s = await call(c, 'search', { query: 'vault code Bob Porto' });
    expect((s.structuredContent as { results: unknown[] }).results).toEqual([]);
    const r = await call(c, 'read', { target: '/private/secret.txt' });
    expect(r.isError).toBe(true);
  });
}

describe('ctx mcp (stdio)', () => {
  sharedBehaviour(() => stdioClient(SU));

  it('remember stores a note under /notes that becomes searchable; upload sends a local file', async () => {
    const c = await stdioClient('notes-stdio');
    const r = await call(c, 'remember', { text: 'The quokka colony on Rottnest Island counts about 12000 animals.', title: 'Quokkas' });
    expect(r.isError, textOf(r)).toBeFalsy();
    const path = (r.structuredContent as { file_path: string }).file_path;
    expect(path).toMatch(/^\/notes\/.+-quokkas\.txt$/);
    const id = (r.structuredContent as { file_id: string }).file_id;
    expect(await api.waitFor(id, { sub_user_name: 'notes-stdio' })).toBe('COMPLETED');
    const hits = await call(c, 'search', { query: 'quokka colony Rottnest' });
    expect((hits.structuredContent as { results: Array<{ file_path: string }> }).results[0]!.file_path).toBe(path);

    const local = join(home, 'minutes.txt');
    writeFileSync(local, 'Minutes: the committee approved the new bicycle shed.\n');
    const up = await call(c, 'upload', { local_path: local, dir: '/meetings' });
    expect(up.isError, textOf(up)).toBeFalsy();
    expect(up.structuredContent).toMatchObject({ file_path: '/meetings/minutes.txt' });
    const missing = await call(c, 'upload', { local_path: join(home, 'nope.pdf') });
    expect(missing.isError).toBe(true);
    expect(textOf(missing)).toContain('is not a file on this machine');
  });

  it('reports an unreachable server or a bad key as tool errors with the fix', async () => {
    const env = { ...baseEnv(home), CTX_BASE_URL: d.url, CTX_API_KEY: 'ctx_nope.nope' } as Record<string, string>;
    const c = new Client({ name: 'ctx-test', version: '1.0.0' });
    await c.connect(new StdioClientTransport({ command: process.execPath, args: [CTX_BIN, 'mcp'], env, stderr: 'pipe' }));
    clients.push(c);
    const r = await call(c, 'search', { query: 'anything' });
    expect(r.isError).toBe(true);
    expect(textOf(r)).toContain('the API key is not recognized');
    expect(textOf(r)).toContain('check CTX_API_KEY');
  });
});

describe('POST/GET/DELETE /mcp (Streamable HTTP)', () => {
  sharedBehaviour(async () => (await httpClient({ subUser: SU })).client);

  it('has no upload tool (it would read the daemon host disk); remember works', async () => {
    const { client } = await httpClient({ subUser: 'notes-http', header: true });
    expect((await client.listTools()).tools.map((t) => t.name)).not.toContain('upload');
    const r = await call(client, 'remember', { text: 'Dentist appointment moved to 14 May.' });
    expect(r.isError, textOf(r)).toBeFalsy();
    const l = await api.get('/file/list', { path: '/notes', sub_user_name: 'notes-http' });
    expect(((await l.json()) as { items: unknown[] }).items).toHaveLength(1);
  });

  it('refuses a missing or unknown key with 401 in shape A', async () => {
    const init = { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'x', version: '1' } } };
    const headers = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
    const none = await fetch(new URL('/mcp', d.url), { method: 'POST', headers, body: JSON.stringify(init) });
    await expectShapeA(none, 401, 'INVALID_API_KEY');
    const bad = await fetch(new URL('/mcp', d.url), { method: 'POST', headers: { ...headers, authorization: 'Bearer ctx_bad.bad' }, body: JSON.stringify(init) });
    expect(bad.status).toBe(401);
    await expect(httpClient({ key: 'ctx_bad.bad' })).rejects.toThrow();
  });

  it('counts each request against the rate limit and sends its headers; Bearer works', async () => {
    const init = { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'x', version: '1' } } };
    const headers = { 'content-type': 'application/json', accept: 'application/json, text/event-stream', authorization: `Bearer ${d.apiKey}` };
    const first = await fetch(new URL('/mcp', d.url), { method: 'POST', headers, body: JSON.stringify(init) });
    expect(first.status).toBe(200);
    await first.text();
    const sid = first.headers.get('mcp-session-id')!;
    expect(sid).toBeTruthy();
    const left = Number(first.headers.get('x-ratelimit-remaining'));
    expect(first.headers.get('x-ratelimit-limit')).toBeTruthy();
    // A tool call is one request: the API calls the tool makes inside the daemon are not counted again.
    const callBody = { jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'search', arguments: { query: 'Falcon' } } };
    const second = await fetch(new URL('/mcp', d.url), { method: 'POST', headers: { ...headers, 'mcp-session-id': sid, 'mcp-protocol-version': '2025-06-18' }, body: JSON.stringify(callBody) });
    expect(second.status).toBe(200);
    await second.text();
    expect(Number(second.headers.get('x-ratelimit-remaining'))).toBe(left - 1);
    const del = await fetch(new URL('/mcp', d.url), { method: 'DELETE', headers: { ...headers, 'mcp-session-id': sid, 'mcp-protocol-version': '2025-06-18' } });
    expect(del.status).toBe(200);
    const after = await fetch(new URL('/mcp', d.url), { method: 'POST', headers: { ...headers, 'mcp-session-id': sid }, body: JSON.stringify(callBody) });
    expect(after.status).toBe(404);
  });

  it("scopes a session to its sub-user: ben's session sees only ben's files, and ana's session id is unknown to ben", async () => {
    const ben = await httpClient({ subUser: OTHER });
    const r = await call(ben.client, 'search', { query: 'vault code Bob Porto' });
    expect((r.structuredContent as { results: Array<{ file_path: string }> }).results[0]!.file_path).toBe('/private/secret.txt');
    expect((await call(ben.client, 'read', { target: '/docs/falcon.txt' })).isError).toBe(true);
    const { resources } = await ben.client.listResources();
    expect(resources.map((x) => x.uri)).toEqual(expect.not.arrayContaining(['ctx:///docs/falcon.txt']));

    const ana = await httpClient({ subUser: SU });
    const sid = ana.transport.sessionId!;
    const body = { jsonrpc: '2.0', id: 9, method: 'tools/list' };
    const stolen = await fetch(new URL(`/mcp?sub_user_name=${OTHER}`, d.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'x-api-key': d.apiKey, 'mcp-session-id': sid, 'mcp-protocol-version': '2025-06-18' },
      body: JSON.stringify(body),
    });
    await expectShapeA(stolen, 404, 'NOT_FOUND');
  });

  it('asks for a session id on anything but initialize', async () => {
    const res = await fetch(new URL('/mcp', d.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'x-api-key': d.apiKey },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    await expectShapeA(res, 400, 'INVALID_PARAMETERS');
  });
});

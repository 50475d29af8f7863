/**
 * The typed client as a program imports it (`ctx/client`, the package's export): each call
 * against a real daemon, errors as CtxApiError with the API's status and code, an unreachable
 * server as CtxNetworkError, and sub-users kept apart.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDaemon, type TestDaemon } from '../helpers/daemon.js';
import type * as ClientModule from '../../src/client/index.js';

// Imported by the package's own name, as a dependent would: this goes through package.json "exports".
const { CtxClient, CtxApiError, CtxNetworkError, parseReference } = (await import('ctx/client' as string)) as typeof ClientModule;

let d: TestDaemon;
let ctx: InstanceType<typeof CtxClient>;

beforeAll(async () => {
  d = await startDaemon();
  ctx = new CtxClient({ baseUrl: d.url, apiKey: d.apiKey, subUser: 'cli-ent' });
});

afterAll(async () => {
  await ctx?.close();
  await d?.cleanup();
});

async function waitDone(fileId: string): Promise<string> {
  for (let i = 0; i < 300; i++) {
    const s = await ctx.status(fileId);
    if (s.status !== 'PENDING') return s.status;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('still pending');
}

describe('ctx/client', () => {
  it('uploads, lists, searches, asks, reads a reference and gets metadata', async () => {
    const up = await ctx.upload('/docs', 'otters.txt', { data: 'Sea otters\n\nSea otters hold hands while they sleep so that they do not drift apart.\n' });
    expect(up).toMatchObject({ filename: 'otters.txt', path: '/docs/' });
    expect(await waitDone(up.file_id)).toBe('COMPLETED');
    const l = await ctx.list('/docs');
    expect(l.items.map((i) => i.path)).toEqual(['/docs/otters.txt']);
    const hits = await ctx.search('otters sleep holding hands');
    expect(hits[0]!.file_path).toBe('/docs/otters.txt');
    const reply = await ctx.ask('Why do sea otters hold hands while they sleep?');
    const fact = reply.response.content[0]!.facts![0]!;
    expect(fact.reference).toBe('/docs/otters.txt#line=3');
    const { path, locator } = parseReference(fact.reference);
    const t = await ctx.text({ path }, { locator });
    expect(t.text).toBe(fact.chunk);
    expect((await ctx.metadataByPath('/docs/otters.txt')).hash_tags).toBeInstanceOf(Array);
    expect((await ctx.metadataById(up.file_id)).summary).toEqual(expect.any(String));
    const tokens: string[] = [];
    const streamed = await ctx.ask('Why do sea otters hold hands?', { stream: true, onToken: (x) => tokens.push(x) });
    expect(tokens.join('')).toBe(streamed.response.content[0]!.text);
  });

  it('keeps sub-users apart', async () => {
    expect(await ctx.as('someone-else').search('otters sleep holding hands')).toEqual([]);
  });

  it('turns error replies into CtxApiError with status and code, whatever the shape', async () => {
    const a = await ctx.text({ path: '/nope.txt' }).catch((e: unknown) => e);
    expect(a).toBeInstanceOf(CtxApiError);
    expect(a).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    // Shape B (metadata) and shape C (events) fold into the same fields.
    expect(await ctx.metadataByPath('/nope.txt').catch((e: unknown) => e)).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect(await ctx.events({ startTime: 'soon' }).catch((e: unknown) => e)).toMatchObject({ status: 400, code: 'INVALID_PARAMETERS' });
    const noKey = new CtxClient({ baseUrl: d.url });
    expect(await noKey.list().catch((e: unknown) => e)).toMatchObject({ status: 401, code: 'INVALID_API_KEY' });
    await noKey.close();
  });

  it('reports a server it cannot reach as CtxNetworkError', async () => {
    const gone = new CtxClient({ baseUrl: 'http://127.0.0.1:9' });
    const e = await gone.health().catch((x: unknown) => x);
    expect(e).toBeInstanceOf(CtxNetworkError);
    expect((e as InstanceType<typeof CtxNetworkError>).code).toBe('ECONNREFUSED');
    await gone.close();
  });
});

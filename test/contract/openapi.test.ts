/**
 * GET /openapi.json and /docs: the document passes a standard OpenAPI 3.1 validator, describes
 * exactly the routes the daemon registers (no more, no fewer), carries the schemas the routes
 * validate with, the error shapes, rate-limit headers, the SSE stream and the compatibility
 * routes, and /docs renders it from files the daemon serves itself.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Validator } from '@seriousme/openapi-schema-validator';
import { initDataDir, ROOT } from '../helpers/daemon.js';
import type { RunningDaemon } from '../../src/daemon/daemon.js';

// The built daemon, in process (its router is what is compared with the document); types from src.
const load = async <T>(rel: string): Promise<T> => (await import(join(ROOT, 'dist', rel))) as T;
const { startDaemon } = await load<typeof import('../../src/daemon/daemon.js')>('src/daemon/daemon.js');
const { registeredRoutes } = await load<typeof import('../../src/daemon/openapi/registered.js')>('src/daemon/openapi/registered.js');
const { pathKey } = await load<typeof import('../../src/daemon/openapi/document.js')>('src/daemon/openapi/document.js');
const { searchSchema } = await load<typeof import('../../src/daemon/routes/ai.js')>('src/daemon/routes/ai.js');

type Json = Record<string, any>;

let base: string;
let d: RunningDaemon;
let key: string;
let doc: Json;

beforeAll(async () => {
  base = mkdtempSync(join(tmpdir(), 'ctx-openapi-'));
  const dataDir = join(base, 'data');
  key = initDataDir(dataDir, join(base, 'config')).api_key;
  d = await startDaemon({ dataDir, host: '127.0.0.1', port: 0 });
  const res = await fetch(new URL('/openapi.json', d.url));
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  doc = (await res.json()) as Json;
});

afterAll(async () => {
  await d?.stop();
  if (base) rmSync(base, { recursive: true, force: true });
});

const operations = () =>
  Object.entries(doc.paths as Record<string, Record<string, Json>>).flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ path, method, op })));

describe('GET /openapi.json', () => {
  it('is a valid OpenAPI 3.1 document (standard validator), served without a key', async () => {
    expect(doc.openapi).toMatch(/^3\.1\./);
    const result = await new Validator().validate(structuredClone(doc));
    expect(JSON.stringify(result.errors ?? [], null, 1).slice(0, 3000)).toBe('[]');
    expect(result.valid).toBe(true);
  });

  it('documents every route the daemon registers, and nothing it does not', () => {
    const registered = new Set(registeredRoutes(d.app).map((r: { method: string; url: string }) => `${r.method} ${pathKey(r.url)}`));
    const documented = new Set(operations().map((o) => `${o.method.toUpperCase()} ${pathKey(o.path)}`));
    expect([...registered].filter((r) => !documented.has(r)), 'registered but undocumented').toEqual([]);
    expect([...documented].filter((r) => !registered.has(r)), 'documented but not registered').toEqual([]);
    expect(registered.size).toBeGreaterThanOrEqual(50);
  });

  it('every documented operation is answered by its route over HTTP (never "no endpoint", never 405)', async () => {
    for (const { path, method } of operations()) {
      const url = new URL(path.replace(/\{[^}]+\}/g, 'x_placeholder'), d.url);
      const res = await fetch(url, { method: method.toUpperCase(), headers: { 'x-api-key': key } });
      const text = await res.text();
      expect(res.status, `${method} ${path}`).not.toBe(405);
      expect(text, `${method} ${path}`).not.toContain('no endpoint');
    }
  });

  it("carries the request schemas the routes validate with (not a copy written beside them)", () => {
    const op = doc.paths['/ai/search'].post;
    const schema = op.requestBody.content['application/x-www-form-urlencoded'].schema;
    const own = z.toJSONSchema(searchSchema, { io: 'input', unrepresentable: 'any' }) as Json;
    expect(Object.keys(schema.properties).sort()).toEqual(Object.keys(own.properties).sort());
    expect(schema.properties.mode).toEqual(own.properties.mode);
    expect(schema.properties.message.maxLength).toBe(10_000);
    expect(schema.required).toEqual(['message']);
    expect(Object.keys(op.requestBody.content).sort()).toEqual(['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data']);
    const list = doc.paths['/file/list'].get.parameters as Json[];
    expect(list.map((p) => p.name).sort()).toEqual(['path', 'recursive', 'sub_user_name', 'version']);
    expect(doc.paths['/file/status/{file_id}'].get.parameters[0]).toMatchObject({ name: 'file_id', in: 'path', required: true });
  });

  it('describes the three error shapes, auth and rate-limit errors as shape A, and the rate-limit headers', () => {
    const s = doc.components.schemas;
    expect(s.ErrorA.required.sort()).toEqual(['code', 'error']);
    expect(s.ErrorB.required.sort()).toEqual(['error', 'message']);
    expect(s.ErrorC.required.sort()).toEqual(['detail', 'error']);
    const search = doc.paths['/ai/search'].post.responses;
    expect(Object.keys(search['200'].headers)).toEqual(expect.arrayContaining(['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset', 'X-Context-API-Version']));
    expect(search['429'].headers['Retry-After']).toBeDefined();
    expect(search['401'].content['application/json'].schema.$ref).toBe('#/components/schemas/ErrorA');
    const profile = doc.paths['/metadata/get_user_profile'].get.responses;
    expect(profile['404'].content['application/json'].schema.$ref).toBe('#/components/schemas/ErrorC');
    expect(profile['401'].content['application/json'].schema.$ref).toBe('#/components/schemas/ErrorA');
    expect(doc.paths['/metadata/search_by_id/{file_id}'].get.responses['404'].content['application/json'].schema.$ref).toBe('#/components/schemas/ErrorB');
    expect(doc.paths['/health'].get.security).toEqual([]);
    expect(doc.components.securitySchemes.ApiKey).toEqual({ type: 'apiKey', in: 'header', name: 'X-API-Key' });
  });

  it('describes the SSE stream of /ai/query, the compatibility routes and /mcp', () => {
    const ok = doc.paths['/ai/query'].post.responses['200'].content;
    expect(ok['application/json'].schema.$ref).toBe('#/components/schemas/QueryReply');
    expect(ok['text/event-stream']['x-itemSchema'].$ref).toBe('#/components/schemas/QueryStreamEvent');
    const events = JSON.stringify(doc.components.schemas.QueryStreamEvent);
    for (const type of ['token', 'done', 'error']) expect(events).toContain(`"const":"${type}"`);
    for (const p of ['/history', '/feedback', '/ai/like/{cuid}', '/metadata/{file_id}']) {
      const op = Object.values(doc.paths[p] as Record<string, Json>)[0]!;
      expect(op['x-compatibility'], p).toBeDefined();
      expect(op.tags).toEqual(['Compatibility']);
    }
    expect(Object.keys(doc.paths['/mcp']).sort()).toEqual(['delete', 'get', 'post']);
  });
});

describe('GET /docs', () => {
  it('renders the document with Swagger UI from files the daemon serves (nothing from a CDN)', async () => {
    const page = await fetch(new URL('/docs', d.url));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    const refs = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(refs.length).toBeGreaterThan(3);
    for (const ref of refs) {
      expect(ref, 'served by the daemon itself').toMatch(/^\/docs\//);
      const res = await fetch(new URL(ref, d.url));
      expect(res.status, ref).toBe(200);
      expect((await res.arrayBuffer()).byteLength, ref).toBeGreaterThan(0);
    }
    const init = await (await fetch(new URL('/docs/init.js', d.url))).text();
    expect(init).toContain("url: '/openapi.json'");
    expect((await fetch(new URL('/docs/evil.js', d.url))).status).toBe(404);
  });
});

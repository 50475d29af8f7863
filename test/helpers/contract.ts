import { expect } from 'vitest';
import type { Api } from './api.js';

export interface SearchHit {
  file_id: string;
  file_path: string;
  file_name: string;
  file_type: string;
  created_at: string;
}

// The wire format as the CLI reads it: one definition for client and tests.
import type { Fact, QueryReply as QueryResponse } from '../../src/cli/query-client.js';
export type { Fact, QueryResponse };

export const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/;

/** Uploads a file and waits until processing ends; returns its id and final status. */
export async function uploadAndWait(
  api: Api,
  name: string,
  data: Buffer | string,
  opts: { path?: string; sub_user_name?: string; timeoutMs?: number } = {},
): Promise<{ file_id: string; path: string; status: string }> {
  const up = await api.upload(name, data, opts);
  const status = await api.waitFor(up.file_id, { sub_user_name: opts.sub_user_name, timeoutMs: opts.timeoutMs });
  return { file_id: up.file_id, path: up.path + up.filename, status };
}

/**
 * Waits until the searched embedding space has a vector for every chunk: the built-in sentence
 * encoder embeds chunks in the background after their file is COMPLETED.
 */
export async function vectorsInPlace(url: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const h = (await (await fetch(new URL('/health', url))).json()) as { vectors: Array<{ searched: boolean; state: string; pending: number }> };
    const s = h.vectors.find((v) => v.searched);
    if (s && s.state === 'ready' && s.pending === 0) return;
    if (Date.now() > deadline) throw new Error(`vectors not in place: ${JSON.stringify(h.vectors)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export async function search(api: Api, message: string, fields: Record<string, string | undefined> = {}): Promise<SearchHit[]> {
  const res = await api.form('/ai/search', { message, ...fields });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as SearchHit[];
}

export async function queryOk(api: Api, text: string, fields: Record<string, string | undefined> = {}): Promise<QueryResponse> {
  const res = await api.query(text, fields);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as QueryResponse;
}

/** Parses a text/event-stream body into the JSON of its data lines. */
export function parseSse(body: string): unknown[] {
  const events: unknown[] = [];
  for (const block of body.split(/\n\n/)) {
    const data = block
      .split('\n')
      .filter((l) => l.startsWith('data:'))
      .map((l) => l.slice(5).replace(/^ /, ''))
      .join('\n');
    if (data) events.push(JSON.parse(data));
  }
  return events;
}

/** Asserts the spec's error shape A and returns the body. */
export async function expectShapeA(res: Response, status: number, code: string): Promise<{ error: string; code: string }> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  const body = JSON.parse(text) as { error: string; code: string };
  expect(Object.keys(body).sort()).toEqual(['code', 'error']);
  expect(body.code).toBe(code);
  expect(typeof body.error).toBe('string');
  expect(body.error.length).toBeGreaterThan(0);
  return body;
}

/** Shape B: {message, error}. */
export async function expectShapeB(res: Response, status: number): Promise<{ message: string; error: string }> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  const body = JSON.parse(text) as { message: string; error: string };
  expect(Object.keys(body).sort()).toEqual(['error', 'message']);
  expect(typeof body.message).toBe('string');
  expect(typeof body.error).toBe('string');
  return body;
}

/** Shape C: {error, detail}. */
export async function expectShapeC(res: Response, status: number): Promise<{ error: string; detail: string }> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  const body = JSON.parse(text) as { error: string; detail: string };
  expect(Object.keys(body).sort()).toEqual(['detail', 'error']);
  expect(typeof body.error).toBe('string');
  expect(typeof body.detail).toBe('string');
  return body;
}

export function payloadOf(...texts: string[]): string {
  return JSON.stringify({ messages: texts.map((text) => ({ role: 'user', content: [{ type: 'text', text }] })) });
}

/**
 * The paths of a reply's `searched_files`, which are file ids: each must name a file of the
 * sub-user, so an id that is not one fails here.
 */
export async function searchedPaths(api: Api, ids: string[], sub_user_name?: string): Promise<string[]> {
  const res = await api.get('/file/list', { path: '/', recursive: true, sub_user_name });
  const items = ((await res.json()) as { items: Array<{ file_id: string; path: string }> }).items;
  const byId = new Map(items.map((e) => [e.file_id, e.path]));
  return ids.map((id) => {
    const path = byId.get(id);
    expect(path, `searched_files holds ${id}, which is no file of ${sub_user_name ?? 'default'}`).toBeDefined();
    return path!;
  });
}

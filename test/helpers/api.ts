import { openAsBlob } from 'node:fs';

/** A thin fetch wrapper for contract tests: every call is real HTTP to the daemon. */
export class Api {
  constructor(
    readonly url: string,
    public key: string | undefined,
  ) {}

  headers(extra: Record<string, string> = {}): Record<string, string> {
    return { ...(this.key ? { 'X-API-Key': this.key } : {}), ...extra };
  }

  async get(path: string, query: Record<string, string | number | boolean | undefined> = {}, headers: Record<string, string> = {}): Promise<Response> {
    const u = new URL(path, this.url);
    for (const [k, v] of Object.entries(query)) if (v !== undefined) u.searchParams.set(k, String(v));
    return fetch(u, { headers: { ...this.headers(), ...headers } });
  }

  async del(path: string, query: Record<string, string | undefined> = {}): Promise<Response> {
    const u = new URL(path, this.url);
    for (const [k, v] of Object.entries(query)) if (v !== undefined) u.searchParams.set(k, v);
    return fetch(u, { method: 'DELETE', headers: this.headers() });
  }

  /** application/x-www-form-urlencoded POST. */
  async form(path: string, fields: Record<string, string | undefined> = {}): Promise<Response> {
    const body = new URLSearchParams();
    for (const [k, v] of Object.entries(fields)) if (v !== undefined) body.set(k, v);
    return fetch(new URL(path, this.url), { method: 'POST', headers: this.headers(), body });
  }

  /** multipart/form-data POST. */
  async multipart(path: string, fields: Record<string, string | undefined>, file?: { name: string; data: Blob | Buffer | string }): Promise<Response> {
    const fd = new FormData();
    for (const [k, v] of Object.entries(fields)) if (v !== undefined) fd.set(k, v);
    if (file) {
      const blob = file.data instanceof Blob ? file.data : new Blob([file.data]);
      fd.set('file', blob, file.name);
    }
    return fetch(new URL(path, this.url), { method: 'POST', headers: this.headers(), body: fd });
  }

  async upload(name: string, data: Buffer | string, opts: { path?: string; sub_user_name?: string } = {}): Promise<{ file_id: string; path: string; renamed: boolean; filename: string; timestamp: string }> {
    const res = await this.multipart('/file/upload', { path: opts.path, sub_user_name: opts.sub_user_name }, { name, data });
    if (res.status !== 200) throw new Error(`upload ${name} failed: ${res.status} ${await res.text()}`);
    return (await res.json()) as { file_id: string; path: string; renamed: boolean; filename: string; timestamp: string };
  }

  async uploadFile(localPath: string, name: string, opts: { path?: string; sub_user_name?: string } = {}) {
    return this.multipart('/file/upload', { path: opts.path, sub_user_name: opts.sub_user_name }, { name, data: await openAsBlob(localPath) });
  }

  /** Polls /file/status until COMPLETED or FAILED. */
  async waitFor(fileId: string, opts: { sub_user_name?: string; timeoutMs?: number } = {}): Promise<string> {
    const deadline = Date.now() + (opts.timeoutMs ?? 30_000);
    for (;;) {
      const res = await this.get(`/file/status/${fileId}`, { sub_user_name: opts.sub_user_name });
      const body = (await res.json()) as { status: string };
      if (body.status === 'COMPLETED' || body.status === 'FAILED') return body.status;
      if (Date.now() > deadline) throw new Error(`file ${fileId} still ${body.status}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  async query(text: string, fields: Record<string, string | undefined> = {}): Promise<Response> {
    const payload = JSON.stringify({ messages: [{ role: 'user', content: [{ type: 'text', text }] }] });
    return this.multipart('/ai/query', { payload, ...fields });
  }
}

/**
 * Brings bench:qa's data dir into a daemon: every file uploaded to /qa, then waited for until it
 * is COMPLETED or FAILED and /health reports no pending work (vectors included). Shared by
 * bench:qa and bench:tune-qa.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { waitForJobs, type BenchDaemon } from './harness.js';

export const UPLOAD_DIR = '/qa';
/** OCR and transcription of ~50 files on 2 shared cores. */
const INGEST_LIMIT_MS = 30 * 60_000;

async function upload(d: BenchDaemon, file: string, name: string): Promise<string> {
  const fd = new FormData();
  fd.set('path', UPLOAD_DIR);
  fd.set('file', new Blob([readFileSync(file)]), name);
  const res = await fetch(`${d.url}/file/upload`, { method: 'POST', headers: { 'x-api-key': d.key }, body: fd });
  const body = (await res.json()) as { file_id: string; filename?: string };
  if (res.status !== 200) throw new Error(`upload ${name}: ${res.status} ${JSON.stringify(body)}`);
  return body.file_id;
}

async function statusOf(d: BenchDaemon, id: string): Promise<{ status: string; error?: string | null }> {
  const res = await fetch(`${d.url}/file/status/${id}`, { headers: { 'x-api-key': d.key } });
  return (await res.json()) as { status: string; error?: string | null };
}

/** Every numeric `…pending…` value of /health (jobs, and whatever background work reports one). */
export function pendingIn(health: unknown): number {
  if (!health || typeof health !== 'object') return 0;
  let n = 0;
  for (const [k, v] of Object.entries(health as Record<string, unknown>)) {
    if (typeof v === 'number' && /pending/i.test(k)) n += v;
    else if (v && typeof v === 'object') n += pendingIn(v);
  }
  return n;
}

/** Uploads every file of the data dir and waits until each is COMPLETED or FAILED and nothing is pending. */
export async function ingest(d: BenchDaemon, dataDir: string): Promise<{ seconds: number; failed: string[]; names: string[] }> {
  const names = readdirSync(dataDir).filter((n) => !n.startsWith('.')).sort();
  const t0 = performance.now();
  const ids = new Map<string, string>();
  for (const n of names) ids.set(n, await upload(d, join(dataDir, n), n));
  const failed: string[] = [];
  const open = new Set(names);
  while (open.size) {
    if (performance.now() - t0 > INGEST_LIMIT_MS) throw new Error(`still processing after ${INGEST_LIMIT_MS / 60_000} min: ${[...open].join(', ')}`);
    for (const n of [...open]) {
      const s = await statusOf(d, ids.get(n)!);
      if (s.status === 'COMPLETED') open.delete(n);
      else if (s.status === 'FAILED') {
        open.delete(n);
        failed.push(`${n}: ${s.error ?? 'FAILED'}`);
      }
    }
    if (open.size) await new Promise((r) => setTimeout(r, 500));
  }
  await waitForJobs(d, 250);
  for (;;) {
    const health = await (await fetch(`${d.url}/health`)).json();
    if (pendingIn(health) === 0) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  return { seconds: (performance.now() - t0) / 1000, failed, names };
}


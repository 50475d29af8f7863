import type { RemoteEntry } from './remote.js';
import { humanBytes } from './progress.js';

export function table(rows: string[][]): string {
  if (rows.length === 0) return '';
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
  return rows.map((r) => r.map((c, i) => (i === r.length - 1 ? c : c.padEnd(widths[i]!))).join('  ')).join('\n');
}

export function entryLine(e: RemoteEntry, long: boolean): string[] {
  const name = e.is_dir ? `${e.path}/` : e.path;
  if (!long) return [name];
  return [e.is_dir ? 'dir' : e.status, e.is_dir ? '-' : humanBytes(e.size), e.created_at.slice(0, 19).replace('T', ' '), e.file_id, name];
}

/**
 * Re-runs the ownership decision (and the memory extractors behind it) on the text an ingested
 * data dir already holds, without re-extracting: each file's chunks become its segments, its
 * stored facts its facts. For checking "whose document is it" on a set of real files after a
 * rule changes. Usage: node dist/bench/ownership-qa.js <data dir or ctx.db> (opened read-only).
 * Prints: decision, file, reason, profile values and events it would give.
 */
import Database from 'better-sqlite3';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { extractMemory } from '../src/core/enrich/memory.js';

/** Keys the pipeline adds to a file's facts after extraction: not the extractor's own. */
const DERIVED = new Set(['summary_by', 'profile_by', 'events_by', 'ownership', 'ownership_reason']);

async function main(): Promise<void> {
  const arg = process.argv[2];
  if (!arg) throw new Error('usage: ownership-qa <data dir or ctx.db>');
  const path = existsSync(arg) && statSync(arg).isDirectory() ? join(arg, 'ctx.db') : arg;
  const db = new Database(path, { readonly: true, fileMustExist: true });
  const files = db.prepare('SELECT e.file_id, e.name, e.mime, m.facts FROM entries e LEFT JOIN metadata m USING (file_id) WHERE e.is_dir = 0 ORDER BY e.name').all() as Array<{ file_id: string; name: string; mime: string | null; facts: string | null }>;
  const chunks = db.prepare('SELECT text, locator FROM chunks WHERE file_id = ? ORDER BY ord');
  const rows: string[] = [];
  for (const f of files) {
    const stored = JSON.parse(f.facts ?? '{}') as Record<string, unknown>;
    const facts = Object.fromEntries(Object.entries(stored).filter(([k]) => !DERIVED.has(k)));
    const segments = (chunks.all(f.file_id) as Array<{ text: string; locator: string }>).map((c) => ({ text: c.text, locator: c.locator }));
    const title = typeof facts.title === 'string' ? facts.title : undefined;
    const author = typeof facts.author === 'string' ? facts.author : undefined;
    const m = await extractMemory({ title, author, segments, facts }, { name: f.name, mime: f.mime ?? undefined });
    if (process.env.DETAIL) for (const x of [...m.evidence.map((e) => `  value ${e.subtopic}: ${e.value}`), ...m.events.map((e) => `  event ${e.event_type} ${e.happen_time}: ${e.content}`)]) console.log(f.name, x);
    rows.push([m.ownership.ownership.padEnd(9), f.name.padEnd(40), m.ownership.reason.padEnd(60), `values ${m.evidence.length}`, `events ${m.events.length}`].join(' '));
  }
  db.close();
  console.log(rows.sort().join('\n'));
}

await main();

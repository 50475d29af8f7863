/**
 * The built-in memory extractors run on a text or a real file, for the memory unit tests: a
 * store in a temporary directory (closed after the file's tests), the file read by the real
 * parsers, and short forms of what came out.
 */
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { extractMemory } from '../../src/core/enrich/memory.js';
import { extractFile } from '../../src/core/ingest/registry.js';
import { textToSegments } from '../../src/core/ingest/text.js';
import { createStore } from '../../src/core/store/index.js';

export type Memory = Awaited<ReturnType<typeof extractMemory>>;

/** A temporary directory and store, removed after the calling test file. */
export function memoryScratch(prefix: string) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const store = createStore({ dbPath: join(dir, 'ctx.db') });
  afterAll(() => {
    store.close();
    rmSync(dir, { recursive: true, force: true });
  });
  /** A file written to disk and read by the parser its extension picks. */
  async function memoryOfFile(name: string, data: string | Buffer): Promise<Memory> {
    const path = join(dir, name);
    writeFileSync(path, data);
    const ex = await extractFile({ path, name, ext: `.${name.split('.').pop()}`, size: statSync(path).size, mime: '' } as never);
    return extractMemory(ex, { name });
  }
  return { dir, store, memoryOfFile };
}

const x = (text: string) => ({ segments: textToSegments(text).segments, facts: {} });
/** Lines read as a plain-text file called `name`. */
export const memoryOfText = (lines: string[], name: string): Promise<Memory> => extractMemory(x(lines.join('\n')), { name });
export const brief = (es: Array<{ event_type: string; happen_time: string | null; content: string }>) => es.map((e) => [e.event_type, e.happen_time, e.content]);
/** A subtopic's values with the day of their evidence. */
export const evidence = (m: Memory, sub: string) => m.evidence.filter((e) => e.subtopic === sub).map((e) => [e.value, e.evidence_time.slice(0, 10)]);

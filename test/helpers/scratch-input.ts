/** Extractor inputs written to a scratch directory that goes when the test file ends. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import type { ExtractInput } from '../../src/core/ingest/types.js';

/** A function writing `data` under a fresh name and giving the extractor input for it (extension from `name`). */
export function scratchInputs(prefix: string): (name: string, data: Buffer) => ExtractInput {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  let n = 0;
  return (name, data) => {
    const path = join(dir, `${++n}-${name}`);
    writeFileSync(path, data);
    return { path, name, ext: name.slice(name.lastIndexOf('.')).toLowerCase(), mime: '' };
  };
}

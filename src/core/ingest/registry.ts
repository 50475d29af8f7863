import { extractJson, extractJsonl } from './json.js';
import { extractText } from './text.js';
import type { Extractor } from './types.js';
import { ExtractionError } from './types.js';

/** Extractors by extension. A supported extension without one fails with a clear reason. */
const EXTRACTORS: Record<string, Extractor> = {
  '.txt': extractText,
  '.json': extractJson,
  '.jsonl': extractJsonl,
};

export function extractorFor(ext: string): Extractor {
  const x = EXTRACTORS[ext];
  if (!x) {
    return async () => {
      throw new ExtractionError(`no extractor for ${ext} files is available in this version of ctx`);
    };
  }
  return x;
}

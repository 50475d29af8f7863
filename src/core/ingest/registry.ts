import { extractAudio } from './audio.js';
import { extractImage } from './image.js';
import { extractDocx } from './docx.js';
import { extractHtml } from './html.js';
import { extractJson, extractJsonl } from './json.js';
import { extractPdf } from './pdf.js';
import { extractPpt } from './ppt.js';
import { extractPptx } from './pptx.js';
import { OOXML_EXTENSIONS, sameFormat, sniffFile } from './sniff.js';
import { extractText } from './text.js';
import type { Extracted, ExtractInput, Extractor } from './types.js';
import { ExtractionError } from './types.js';
import { extractVideo } from './video.js';
import { extractXlsx } from './xlsx.js';

/** Extractors by extension. A supported extension without one fails with a clear reason. */
const EXTRACTORS: Record<string, Extractor> = {
  '.txt': extractText,
  '.json': extractJson,
  '.jsonl': extractJsonl,
  '.pdf': extractPdf,
  '.docx': extractDocx,
  '.pptx': extractPptx,
  '.ppt': extractPpt,
  '.xlsx': extractXlsx,
  '.html': extractHtml,
  '.htm': extractHtml,
  '.png': extractImage,
  '.jpg': extractImage,
  '.jpeg': extractImage,
  '.gif': extractImage,
  '.webp': extractImage,
  '.mp4': extractVideo,
  '.mov': extractVideo,
  '.m4v': extractVideo,
  '.avi': extractVideo,
  '.mkv': extractVideo,
  '.mp3': extractAudio,
  '.wav': extractAudio,
  '.m4a': extractAudio,
  '.aac': extractAudio,
  '.flac': extractAudio,
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

/**
 * Extracts a file as what its bytes say it is (sniff.ts), whatever its extension: a .ppt that is
 * really an OOXML zip is read as .pptx, a .docx that is really a PDF as .pdf. The facts then
 * record the mismatch (detected_format). Content with no recognisable signature (text, JSON)
 * is read as its extension says.
 */
export async function extractFile(input: ExtractInput): Promise<Extracted> {
  const sniffed = await sniffFile(input.path).catch(() => undefined);
  if (sniffed?.encrypted) {
    // The OOXML extractors name the kind ("password-protected spreadsheet").
    if (OOXML_EXTENSIONS.has(input.ext)) return extractorFor(input.ext)(input);
    throw new ExtractionError('password-protected Office document');
  }
  if (!sniffed || sameFormat(sniffed.ext, input.ext)) return extractorFor(input.ext)(input);
  const real = EXTRACTORS[sniffed.ext];
  if (!real) throw new ExtractionError(`the file is named ${input.ext} but its content is ${sniffed.label}, which ctx cannot read`);
  const out = await real({ ...input, ext: sniffed.ext });
  return { ...out, facts: { ...out.facts, detected_format: sniffed.ext.slice(1), named_format: input.ext.slice(1) } };
}

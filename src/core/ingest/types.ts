import type { OcrSettings } from './ocr.js';
import type { InflateLimits } from './inflate-guard.js';

/** One unit of extracted text with where it came from (a locator such as `#line=40`). */
export interface Segment {
  text: string;
  locator: string;
  /** The heading or section the text belongs to, when the format has one. */
  section?: string;
}

/** What an extractor returns: searchable text with locators plus kind-specific facts. */
export interface Extracted {
  title?: string;
  author?: string;
  segments: Segment[];
  /** Kind-specific facts for metadata (page count, duration, EXIF, …); JSON-serialisable. */
  facts: Record<string, unknown>;
  /**
   * What the time limit cut short ("OCR of 12 of 40 pages"), when it did: the text is partial,
   * and the file is retried once when the daemon is idle.
   */
  cutShort?: string[];
}

export interface ExtractInput {
  /** Absolute path of the blob on disk. */
  path: string;
  /** The file's name, as uploaded (for the extension and title). */
  name: string;
  ext: string;
  mime: string;
  /** Backends an extractor may call; absent means built-in, offline only. */
  backends?: ExtractBackends;
  /**
   * When open-ended work (OCR, transcription) must stop, epoch ms: a little before the job's
   * time limit (deadline.ts). Absent: unbounded.
   */
  deadline?: number;
  /** Decompression bounds for documents (inflate-guard.ts); absent: the defaults. */
  limits?: InflateLimits;
}

export interface ExtractBackends {
  /** Ollama, for image captions (vision model). */
  ollama?: { host: string; vision_model: string | null; timeout_ms: number; chat_model?: string | null };
  /** A whisper-compatible endpoint (POST {url}/v1/audio/transcriptions, OpenAI shape). */
  transcription?: { url: string; model: string };
  /** OCR engine and languages (ocr.ts); absent: the defaults. */
  ocr?: OcrSettings;
  /** How many extraction threads run; long audio is split into this many parts at most. */
  parallelism?: number;
}

export type Extractor = (input: ExtractInput) => Promise<Extracted>;

/** An error whose message is meant for the user (it becomes the FAILED reason). */
export class ExtractionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ExtractionError';
  }
}

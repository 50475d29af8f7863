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
}

export interface ExtractInput {
  /** Absolute path of the blob on disk. */
  path: string;
  /** The file's name, as uploaded (for the extension and title). */
  name: string;
  ext: string;
  mime: string;
}

export type Extractor = (input: ExtractInput) => Promise<Extracted>;

/** An error whose message is meant for the user (it becomes the FAILED reason). */
export class ExtractionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ExtractionError';
  }
}

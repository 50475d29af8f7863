import type { z } from 'zod';

/** Where a request's fields may travel. */
export type BodyEncoding = 'json' | 'form' | 'multipart';

/**
 * One route as the OpenAPI document describes it. Each route family exports a list of these
 * beside the zod schemas its handlers parse() with, and names those same schema objects here:
 * the document is generated from what the routes validate, not written beside them.
 */
export interface RouteDoc {
  method: 'get' | 'post' | 'delete';
  /** OpenAPI form: /file/status/{file_id}; a trailing wildcard is written {path}. */
  path: string;
  summary: string;
  description?: string;
  tag: string;
  /** false for the few routes that need no key. */
  auth?: boolean;
  /** The error shape of the family (A, B or C; docs/DECISIONS.md). */
  shape?: 'A' | 'B' | 'C';
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** Encodings of the body; all three by default (every form route takes each, DECISIONS.md). */
  encodings?: BodyEncoding[];
  /** The JSON reply; or `binary` with its media types (thumbnails, downloads). */
  response?: z.ZodType;
  binary?: string[];
  /** Also answers text/event-stream with these events (streaming=true). */
  stream?: z.ZodType;
  /** Status codes of the errors it may send, beside the ones every authenticated route may. */
  errors?: number[];
  /** Marks the hosted service's compatibility routes. */
  compat?: boolean;
}

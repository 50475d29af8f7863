import type { z } from 'zod';
import { CtxError } from '../core/errors.js';

/** Parses request input with a zod schema; the first problem becomes a readable 400. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const r = schema.safeParse(input ?? {});
  if (r.success) return r.data;
  const issue = r.error.issues[0]!;
  const field = issue.path.join('.') || 'request';
  throw new CtxError('INVALID_PARAMETERS', `${field}: ${issue.message}`);
}

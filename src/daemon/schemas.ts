import { z } from 'zod';

/** sub_user_name: any printable name up to 128 characters; omitted means "default". */
export const subUserName = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(128, 'must be at most 128 characters')
  .regex(/^[^\u0000-\u001f\u007f]+$/, 'must not contain control characters');

export const defaultSubUser = subUserName.default('default');

const TRUE_TEXT = new Set(['true', '1', 'yes']);
const BOOL_TEXT = new Set([...TRUE_TEXT, 'false', '0', 'no']);

/**
 * Booleans arrive as text in forms and query strings, in any case: Python's requests sends
 * `True`/`False` (str(True)), JavaScript `true`/`false`, shells `1`/`0`.
 */
export const boolText = z
  .union([z.boolean(), z.string().trim().refine((v) => BOOL_TEXT.has(v.toLowerCase()), 'must be true or false (also True/False, 1/0, yes/no)')])
  .transform((v) => v === true || (typeof v === 'string' && TRUE_TEXT.has(v.trim().toLowerCase())));

export const intText = (min: number, max: number) =>
  z.union([z.number(), z.string().regex(/^\s*-?\d+\s*$/, 'must be an integer')]).transform(Number).pipe(z.number().int().min(min).max(max));

export const pathText = z.string().max(8192, 'path is too long');

import { randomBytes } from 'node:crypto';

/** Random, URL-safe identifiers with a readable prefix (f_ file, k_ key, s_ session, m_ message). */
export function newId(prefix: string, bytes = 12): string {
  return `${prefix}_${randomBytes(bytes).toString('base64url')}`;
}

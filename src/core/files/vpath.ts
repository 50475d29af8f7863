import { invalidPath } from '../errors.js';

/** Limits chosen to match common filesystems, so a synced folder can always be mirrored back. */
export const MAX_NAME_BYTES = 255;
export const MAX_PATH_BYTES = 4096;
export const KEEP_MARKER = '.keep';

/**
 * Normalises a virtual path: forward slashes, one leading slash, no trailing slash (except the
 * root), no empty segments. Rejects `.`/`..` segments, NUL and control characters and overlong
 * names rather than silently "fixing" them, because a path that means something else than the
 * caller wrote is a data-loss bug.
 */
export function normalizePath(input: string | undefined | null): string {
  // NFC like upload names: macOS and some clients send decomposed text, and "é" must name
  // the same directory however it was typed.
  const raw = (input ?? '/').trim() === '' ? '/' : String(input).normalize('NFC');
  if (/[\u0000-\u001f\u007f]/.test(raw)) throw invalidPath('path contains NUL or control characters');
  if (raw.includes('\\')) throw invalidPath('path must use forward slashes');
  const segments = raw.split('/').filter((s) => s.length > 0);
  for (const seg of segments) checkName(seg);
  const out = '/' + segments.join('/');
  if (Buffer.byteLength(out) > MAX_PATH_BYTES) throw invalidPath(`path is longer than ${MAX_PATH_BYTES} bytes`);
  return out;
}

/** Validates one entry name (a file or directory name, not a path). */
export function checkName(name: string): string {
  if (name === '.' || name === '..') throw invalidPath(`path segment "${name}" is not allowed`);
  if (name.includes('/')) throw invalidPath('a name cannot contain "/"');
  // Paths refuse backslashes, so a name holding one would give a file no path could reach.
  if (name.includes('\\')) throw invalidPath('a name cannot contain "\\"');
  if (/[\u0000-\u001f\u007f]/.test(name)) throw invalidPath('name contains NUL or control characters');
  if (Buffer.byteLength(name) > MAX_NAME_BYTES) throw invalidPath(`name is longer than ${MAX_NAME_BYTES} bytes`);
  if (name.trim() === '') throw invalidPath('name is empty');
  return name;
}

export function joinPath(dir: string, name: string): string {
  return dir === '/' ? `/${name}` : `${dir}/${name}`;
}

export function parentOf(path: string): string {
  if (path === '/') return '/';
  const i = path.lastIndexOf('/');
  return i <= 0 ? '/' : path.slice(0, i);
}

export function baseName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

export function extensionOf(name: string): string {
  const i = name.lastIndexOf('.');
  return i <= 0 ? '' : name.slice(i).toLowerCase();
}

/** Every ancestor directory of a path, root excluded, outermost first: /a/b/c -> [/a, /a/b]. */
export function ancestorsOf(path: string): string[] {
  const parts = path.split('/').filter(Boolean);
  const out: string[] = [];
  for (let i = 1; i < parts.length; i++) out.push('/' + parts.slice(0, i).join('/'));
  return out;
}

/** True when `path` is `dir` itself or lies below it. */
export function isWithin(path: string, dir: string): boolean {
  if (dir === '/') return true;
  return path === dir || path.startsWith(dir + '/');
}

/** The `renamed` rule: `name.ext` -> `name (n).ext`. */
export function numberedName(name: string, n: number): string {
  const ext = extensionOf(name);
  const stem = ext ? name.slice(0, name.length - ext.length) : name;
  return `${stem} (${n})${ext ? name.slice(name.length - ext.length) : ''}`;
}

/** SQL LIKE pattern that matches everything strictly below `dir` (escape char is `\`). */
export function likeBelow(dir: string): string {
  const escaped = dir.replace(/[\\%_]/g, (c) => '\\' + c);
  return dir === '/' ? '/%' : `${escaped}/%`;
}

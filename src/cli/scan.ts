import { readdir, stat } from 'node:fs/promises';
import { basename, join, relative, resolve, sep } from 'node:path';
import { SUPPORTED_EXTENSIONS } from '../core/files/kinds.js';
import { CliError, EXIT } from './exit.js';

export interface LocalFile {
  /** Absolute local path. */
  local: string;
  /** Path relative to the scan root, with forward slashes. */
  rel: string;
  size: number;
  mtimeMs: number;
}

const SUPPORTED = new Set(SUPPORTED_EXTENSIONS);

export function extOf(name: string): string {
  const i = name.lastIndexOf('.');
  return i <= 0 ? '' : name.slice(i).toLowerCase();
}

/** Hidden files, editor swap/backup files and partial downloads are never content. */
export function isIgnoredName(name: string): boolean {
  return (
    name.startsWith('.') ||
    name.endsWith('~') ||
    /^#.*#$/.test(name) ||
    /\.(swp|swo|swx|tmp|temp|part|crdownload|download)$/i.test(name) ||
    name.startsWith('~$')
  );
}

export function isSupported(name: string): boolean {
  return SUPPORTED.has(extOf(name));
}

/** Walks a directory; returns supported files and the unsupported ones it skipped. */
export async function walk(root: string): Promise<{ files: LocalFile[]; unsupported: string[] }> {
  const files: LocalFile[] = [];
  const unsupported: string[] = [];
  const visit = async (dir: string): Promise<void> => {
    const entries = await readdir(dir, { withFileTypes: true });
    entries.sort((a, b) => a.name.localeCompare(b.name));
    for (const e of entries) {
      if (isIgnoredName(e.name)) continue;
      const full = join(dir, e.name);
      if (e.isDirectory()) await visit(full);
      else if (e.isFile()) {
        if (!isSupported(e.name)) {
          unsupported.push(full);
          continue;
        }
        const st = await stat(full);
        files.push({ local: full, rel: relative(root, full).split(sep).join('/'), size: st.size, mtimeMs: st.mtimeMs });
      }
    }
  };
  await visit(root);
  return { files, unsupported };
}

/**
 * Expands command-line paths: a file stands for itself, a directory for everything under it,
 * kept under the directory's own name (like `cp -r`).
 */
export async function scanArgs(paths: string[]): Promise<{ files: LocalFile[]; unsupported: string[] }> {
  const files: LocalFile[] = [];
  const unsupported: string[] = [];
  for (const p of paths) {
    const st = await stat(p).catch(() => undefined);
    if (!st) throw new CliError(`no such file or directory: ${p}`, EXIT.NOT_FOUND);
    if (st.isDirectory()) {
      const r = await walk(p);
      // `upload .` or `upload ../docs/` keeps the directory's real name, never "." or "..".
      const name = basename(resolve(p)) || 'root';
      files.push(...r.files.map((f) => ({ ...f, rel: `${name}/${f.rel}` })));
      unsupported.push(...r.unsupported);
    } else if (!isSupported(p)) unsupported.push(p);
    else files.push({ local: p, rel: basename(p), size: st.size, mtimeMs: st.mtimeMs });
  }
  return { files, unsupported };
}

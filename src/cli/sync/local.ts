import { readdir, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { isIgnoredName, isSupported } from '../scan.js';

export interface LocalTree {
  files: Map<string, { local: string; size: number; mtimeMs: number }>;
  dirs: Set<string>;
  unsupported: string[];
}

/** Scans the synced folder: supported files and every (non-hidden) directory, relative paths. */
export async function scanFolder(root: string): Promise<LocalTree> {
  const tree: LocalTree = { files: new Map(), dirs: new Set(), unsupported: [] };
  const visit = async (dir: string): Promise<void> => {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch {
      return; // removed while we scanned: the next pass sees the result
    }
    for (const e of entries) {
      if (isIgnoredName(e.name)) continue;
      const full = join(dir, e.name);
      const rel = relative(root, full).split(sep).join('/');
      if (e.isDirectory()) {
        tree.dirs.add(rel);
        await visit(full);
      } else if (e.isFile()) {
        if (!isSupported(e.name)) {
          tree.unsupported.push(rel);
          continue;
        }
        const st = await stat(full).catch(() => undefined);
        if (st) tree.files.set(rel, { local: full, size: st.size, mtimeMs: st.mtimeMs });
      }
    }
  };
  await visit(root);
  return tree;
}

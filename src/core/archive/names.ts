import { checkName, extensionOf } from '../files/vpath.js';
import { isSupportedExtension } from '../files/kinds.js';

/** What becomes of one archive entry, judged by its name and mode bits alone. */
export type MemberVerdict =
  | { kind: 'file'; path: string }
  | { kind: 'dir'; path: string }
  /** `group`: a folder prefix whose entries are reported as one line (`__MACOSX/`, `.git/`). */
  | { kind: 'skip'; reason: string; group?: string };

export const ARCHIVE_EXTENSION = '.zip';

export function isArchiveName(name: string): boolean {
  return extensionOf(name) === ARCHIVE_EXTENSION;
}

const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;
/** "made by" host systems whose high external-attribute bits are Unix mode bits. */
const UNIX_HOSTS = new Set([3, 19]);

/**
 * Judges an entry's (decoded) name the way an upload name is judged: a member may not climb
 * out of its folder (`..`), be absolute, or hold control characters; `.` and empty segments
 * (`./a.txt`, `a//b`) mean the same path without them and are dropped. Hidden files, macOS
 * resource forks and Office lock files are never content; a nested archive is not expanded
 * (a zip inside a zip is how recursive bombs are built).
 */
export function classifyMember(rawName: string, attrs: { versionMadeBy: number; externalFileAttributes: number }): MemberVerdict {
  const name = rawName.normalize('NFC');
  if (name.startsWith('/') || /^[A-Za-z]:/.test(name)) return { kind: 'skip', reason: 'absolute path' };
  const isDir = name.endsWith('/');
  const segments = name.split('/').filter((s) => s !== '' && s !== '.');
  if (segments.includes('..')) return { kind: 'skip', reason: 'path leads out of the archive (..)' };
  if (segments.length === 0) return { kind: 'skip', reason: 'empty name' };
  if (segments[0] === '__MACOSX') return { kind: 'skip', reason: 'macOS metadata', group: '__MACOSX/' };
  const hidden = segments.findIndex((s) => s.startsWith('.'));
  if (hidden >= 0) {
    const inHiddenDir = hidden < segments.length - 1 || isDir;
    return { kind: 'skip', reason: inHiddenDir ? 'hidden folder' : 'hidden file', group: inHiddenDir ? `${segments.slice(0, hidden + 1).join('/')}/` : undefined };
  }
  for (const seg of segments) {
    try {
      checkName(seg);
    } catch (err) {
      return { kind: 'skip', reason: `unsafe name: ${(err as Error).message}` };
    }
  }
  const path = segments.join('/');
  if (isDir) return { kind: 'dir', path };
  const mode = attrs.externalFileAttributes >>> 16;
  if (UNIX_HOSTS.has(attrs.versionMadeBy >> 8) && (mode & S_IFMT) === S_IFLNK) return { kind: 'skip', reason: 'symbolic link' };
  const base = segments[segments.length - 1]!;
  if (base.startsWith('~$') || base.endsWith('~')) return { kind: 'skip', reason: 'temporary file' };
  const ext = extensionOf(base);
  if (ext === ARCHIVE_EXTENSION) return { kind: 'skip', reason: 'nested archive (not expanded)' };
  if (!isSupportedExtension(ext)) return { kind: 'skip', reason: `unsupported type ${ext || '(no extension)'}` };
  return { kind: 'file', path };
}

import type { Readable } from 'node:stream';
import type { Store } from '../store/index.js';
import type { Entry } from '../store/entries.js';
import type { BlobStore, StoredBlob } from './blobs.js';
import { CtxError, invalid, notFound } from '../errors.js';
import { checkName, extensionOf, normalizePath } from './vpath.js';
import { isSupportedExtension, mimeOf, SUPPORTED_EXTENSIONS } from './kinds.js';
import { titleFor } from '../index/title.js';
import { settleArchive } from '../archive/settle.js';

export interface UploadResult {
  filename: string;
  path: string;
  renamed: boolean;
  file_id: string;
  timestamp: string;
}

/**
 * File operations shared by every front end. Writes that touch several tables happen in one
 * transaction; blob files are only removed after the rows that used them are gone.
 */
export class FileService {
  /** Blobs being uploaded right now: garbage collection must not remove them. */
  private readonly pinned = new Map<string, number>();

  constructor(
    private readonly store: Store,
    private readonly blobs: BlobStore,
    private readonly onQueued: () => void,
  ) {}

  static checkUploadName(rawName: string): { name: string; ext: string } {
    const name = checkName(rawName.normalize('NFC'));
    const ext = extensionOf(name);
    if (!isSupportedExtension(ext)) {
      throw new CtxError(
        'UNSUPPORTED_FILE_TYPE',
        `unsupported file type "${ext || '(none)'}"; supported: ${SUPPORTED_EXTENSIONS.join(' ')}`,
      );
    }
    return { name, ext };
  }

  /**
   * Streams an upload's bytes into the blob store before its fields are known (multipart
   * parts arrive in any order). The blob stays pinned until commit() or discard().
   */
  async receive(data: Readable, limit: number): Promise<StoredBlob> {
    return this.blobs.put(data, limit, (sha) => this.pin(sha, +1));
  }

  /** Records a received blob as a new PENDING file and queues its job, in one transaction. */
  async commit(accountId: number, subUser: string, dirPath: string, name: string, blob: StoredBlob): Promise<UploadResult> {
    try {
      const dir = normalizePath(dirPath);
      const { entry, renamed } = this.store.tx(() => {
        const su = this.store.subUsers.ensure(accountId, subUser);
        this.store.recordBlob(blob.sha256, blob.size, this.blobs.pathOf(blob.sha256));
        const created = this.store.entries.createFile(su.id, { dir, name, sha256: blob.sha256, size: blob.size, mime: mimeOf(extensionOf(name)) });
        this.store.jobs.enqueue(created.entry.file_id);
        return created;
      });
      this.onQueued();
      // path: the directory, ending with "/" (DESIGN.md): clients build `path + filename`.
      const folder = entry.parent === '/' ? '/' : `${entry.parent}/`;
      return { filename: entry.name, path: folder, renamed, file_id: entry.file_id, timestamp: entry.created_at };
    } finally {
      await this.discard(blob);
    }
  }

  /**
   * Places a file already written and hashed elsewhere (an archive member) as a blob, pinned
   * like a received upload until commit or discard().
   */
  async adopt(file: string, blob: StoredBlob): Promise<StoredBlob> {
    return this.blobs.adopt(file, blob, (sha) => this.pin(sha, +1));
  }

  /** Unpins a received blob, removing it when no file uses it (a rejected upload). */
  async discard(blob: StoredBlob): Promise<void> {
    this.pin(blob.sha256, -1);
    await this.gcBlob(blob.sha256);
  }

  createDir(accountId: number, subUser: string, dirPath: string): { created: boolean; path: string } {
    const dir = normalizePath(dirPath);
    return this.store.tx(() => {
      const su = this.store.subUsers.ensure(accountId, subUser);
      if (this.store.entries.isDirectory(su.id, dir)) return { created: false, path: dir };
      this.store.entries.ensureDir(su.id, dir);
      return { created: true, path: dir };
    });
  }

  /** Resolves a file id within one sub-user of the account (the caller's, `default` when unnamed). */
  resolveId(accountId: number, fileId: string, subUser: string): Entry | undefined {
    const su = this.store.subUsers.find(accountId, subUser);
    return su ? this.store.entries.byId(su.id, fileId) : undefined;
  }

  move(accountId: number, subUser: string, srcPath: string, destPath: string): Array<[string, string]> {
    const src = normalizePath(srcPath);
    const dest = normalizePath(destPath);
    const su = this.store.subUsers.find(accountId, subUser);
    if (!su) throw notFound(`source ${src} not found`);
    return this.store.tx(() => {
      const moves = this.store.entries.move(su.id, src, dest);
      for (const [, to] of moves) {
        const e = this.store.entries.byPath(su.id, to);
        if (e && !e.is_dir && e.status === 'COMPLETED') {
          const title = this.store.metadata.facts(e.file_id).title;
          this.store.chunks.retitle(e.file_id, su.id, titleFor(to, typeof title === 'string' ? title : undefined));
        }
      }
      this.store.sessions.rewriteReferences(su.id, moves);
      return moves;
    });
  }

  /**
   * Deletes a file or a directory tree with everything derived from it. A zip archive takes
   * the files its expansion made with it (wherever they were moved), and the folders it made
   * once they are empty; an archive whose member goes is completed if that was the last one
   * it waited for.
   */
  async delete(entry: Entry): Promise<Entry[]> {
    if (entry.path === '/') throw invalid('the root directory cannot be deleted');
    const removed = this.store.tx(() => {
      const { entries } = this.store;
      const doomed = entries.subtree(entry.sub_user_id, entry.path);
      const inTree = doomed.length;
      const ids = new Set(doomed.map((e) => e.file_id));
      const madeDirs: Entry[] = [];
      for (const archive of doomed.slice(0, inTree).filter((e) => !e.is_dir)) {
        for (const m of entries.archiveMembers(archive.file_id)) {
          if (ids.has(m.file_id)) continue;
          if (m.is_dir) madeDirs.push(m);
          else doomed.push(m);
          ids.add(m.file_id);
        }
      }
      // Chunks first: their FTS rows are found through them.
      for (const e of doomed) {
        this.store.chunks.removeForFile(e.file_id);
        this.store.memory.removeForFile(e.file_id);
      }
      const gone = entries.deleteTree(entry.sub_user_id, entry);
      for (const m of doomed.slice(inTree)) gone.push(...entries.deleteTree(m.sub_user_id, m));
      // Deepest first, so that a folder holding only emptied folders goes too.
      for (const dir of madeDirs.sort((a, b) => b.path.length - a.path.length)) {
        if (entries.subtree(dir.sub_user_id, dir.path).length === 1) gone.push(...entries.deleteTree(dir.sub_user_id, dir));
      }
      const goneIds = new Set(gone.map((e) => e.file_id));
      for (const id of new Set(gone.map((e) => e.archive_id))) if (id && !goneIds.has(id)) settleArchive(this.store, id);
      return gone;
    });
    const shas = new Set(removed.map((e) => e.sha256).filter((s): s is string => !!s));
    for (const sha of shas) await this.gcBlob(sha);
    return removed;
  }

  private async gcBlob(sha: string): Promise<void> {
    await this.blobs.removeIf(sha, () => {
      if (this.pinned.has(sha) || this.store.entries.blobInUse(sha)) return false;
      return this.store.removeBlob(sha);
    });
  }

  /** Whether an upload of this content is between its bytes arriving and its commit. */
  uploading(sha: string): boolean {
    return this.pinned.has(sha);
  }

  private pin(sha: string, delta: number): void {
    const n = (this.pinned.get(sha) ?? 0) + delta;
    if (n <= 0) this.pinned.delete(sha);
    else this.pinned.set(sha, n);
  }

  /** The path a move or list refers to must exist as a directory (404 otherwise). */
  requireDir(subUserId: number | undefined, dir: string): void {
    if (dir === '/') return;
    if (subUserId === undefined || !this.store.entries.isDirectory(subUserId, dir)) throw notFound(`directory ${dir} not found`);
  }

}

import type { Db } from './db.js';

export interface SkippedLine {
  name: string;
  reason: string;
  count: number;
}

/** What an archive's expansion recorded, for its metadata once every member is processed. */
export interface ArchiveRecord {
  /** The folder made for the members, as it was named then. */
  folder: string;
  /** Entries in the archive's central directory. */
  entries: number;
  skipped: SkippedLine[];
  skippedTotal: number;
}

export class ArchiveRepo {
  constructor(private readonly db: Db) {}

  put(fileId: string, r: ArchiveRecord): void {
    this.db
      .prepare(
        `INSERT INTO archives(file_id, folder, entries, skipped, skipped_total) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT(file_id) DO UPDATE SET folder = excluded.folder, entries = excluded.entries,
           skipped = excluded.skipped, skipped_total = excluded.skipped_total`,
      )
      .run(fileId, r.folder, r.entries, JSON.stringify(r.skipped), r.skippedTotal);
  }

  get(fileId: string): ArchiveRecord | undefined {
    const r = this.db.prepare('SELECT folder, entries, skipped, skipped_total FROM archives WHERE file_id = ?').get(fileId) as
      | { folder: string; entries: number; skipped: string; skipped_total: number }
      | undefined;
    return r && { folder: r.folder, entries: r.entries, skipped: JSON.parse(r.skipped) as SkippedLine[], skippedTotal: r.skipped_total };
  }
}

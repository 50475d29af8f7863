import type { Db } from './db.js';
import { preparedOnce } from './driver.js';

export interface MetadataRecord {
  summary: string;
  content: string;
  hash_tags: string[];
  /** Whether the file is about its user (personal) or reference material, and why (beside the spec's fields). */
  ownership?: 'personal' | 'reference';
  ownership_reason?: string;
}

export class MetadataRepo {
  constructor(private readonly db: Db) {}

  put(fileId: string, m: MetadataRecord, facts: Record<string, unknown> = {}): void {
    this.db
      .prepare(
        `INSERT INTO metadata(file_id, summary, content, hash_tags, facts) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT(file_id) DO UPDATE SET summary = excluded.summary, content = excluded.content,
           hash_tags = excluded.hash_tags, facts = excluded.facts`,
      )
      .run(fileId, m.summary, m.content, JSON.stringify(m.hash_tags), JSON.stringify(facts));
  }

  get(fileId: string): MetadataRecord | undefined {
    const r = this.db.prepare('SELECT summary, content, hash_tags, facts FROM metadata WHERE file_id = ?').get(fileId) as
      | { summary: string; content: string; hash_tags: string; facts: string }
      | undefined;
    if (!r) return undefined;
    const m: MetadataRecord = { summary: r.summary, content: r.content, hash_tags: JSON.parse(r.hash_tags) as string[] };
    const decided = ownershipIn(r.facts);
    if (decided) Object.assign(m, { ownership: decided.ownership, ownership_reason: decided.reason });
    return m;
  }

  /** The file's ownership decision alone (search asks it per result: no summary or content read). */
  ownership(fileId: string): 'personal' | 'reference' | undefined {
    return this.ownershipDecision(fileId)?.ownership;
  }

  /** The decision with its reason (answers ask whether a reference file is about others or merely about nothing). */
  ownershipDecision(fileId: string): Pick<MetadataRecord, 'ownership' | 'ownership_reason'> | undefined {
    // Asked for every file a first-person question ranks: the statement is compiled once.
    const r = preparedOnce(this.db, 'SELECT facts FROM metadata WHERE file_id = ?').get(fileId) as { facts: string } | undefined;
    const d = r ? ownershipIn(r.facts) : undefined;
    return d && { ownership: d.ownership, ownership_reason: d.reason };
  }

  facts(fileId: string): Record<string, unknown> {
    const r = this.db.prepare('SELECT facts FROM metadata WHERE file_id = ?').get(fileId) as { facts: string } | undefined;
    return r ? (JSON.parse(r.facts) as Record<string, unknown>) : {};
  }
}

/** The ownership decision kept with a file's facts (enrich.ts notes it there; no column of its own). */
function ownershipIn(facts: string): { ownership: 'personal' | 'reference'; reason: string } | undefined {
  const f = JSON.parse(facts) as { ownership?: unknown; ownership_reason?: unknown };
  if (f.ownership !== 'personal' && f.ownership !== 'reference') return undefined;
  return { ownership: f.ownership, reason: typeof f.ownership_reason === 'string' ? f.ownership_reason : '' };
}

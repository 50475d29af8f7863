import type { Db } from './db.js';
import { jsonStrings } from './driver.js';
import { nowIso } from './db.js';
import { newId } from '../ids.js';
import { CtxError } from '../errors.js';
import { deeperThan, MAX_JSON_DEPTH } from '../json-depth.js';

export interface SessionRow {
  suid: string;
  sub_user_id: number;
  title: string;
  created_at: string;
  updated_at: string;
}

export interface MessageRow {
  cuid: string;
  suid: string;
  role: string;
  content: unknown[];
  searched_files: string[];
  feedback: 'like' | 'dislike' | null;
  feedback_at: string | null;
  created_at: string;
}

interface RawMessage extends Omit<MessageRow, 'content' | 'searched_files'> {
  content: string;
  searched_files: string;
}

function parse(r: RawMessage): MessageRow {
  return { ...r, content: JSON.parse(r.content) as unknown[], searched_files: JSON.parse(r.searched_files) as string[] };
}

/** Conversation sessions and their messages, scoped by sub-user. */
export class SessionRepo {
  constructor(private readonly db: Db) {}

  get(subUserId: number, suid: string): SessionRow | undefined {
    return this.db.prepare('SELECT * FROM sessions WHERE sub_user_id = ? AND suid = ?').get(subUserId, suid) as SessionRow | undefined;
  }

  create(subUserId: number, title: string, suid = newId('s')): SessionRow {
    const now = nowIso();
    const row: SessionRow = { suid, sub_user_id: subUserId, title: title.slice(0, 200), created_at: now, updated_at: now };
    this.db.prepare('INSERT INTO sessions(suid, sub_user_id, title, created_at, updated_at) VALUES (@suid, @sub_user_id, @title, @created_at, @updated_at)').run(row);
    return row;
  }

  list(subUserId: number): Array<SessionRow & { message_count: number }> {
    return this.db
      .prepare(
        `SELECT s.*, (SELECT count(*) FROM messages m WHERE m.suid = s.suid) AS message_count
         FROM sessions s WHERE s.sub_user_id = ? ORDER BY s.updated_at DESC, s.suid`,
      )
      .all(subUserId) as Array<SessionRow & { message_count: number }>;
  }

  delete(subUserId: number, suid: string): boolean {
    return this.db.prepare('DELETE FROM sessions WHERE sub_user_id = ? AND suid = ?').run(subUserId, suid).changes > 0;
  }

  addMessage(suid: string, role: string, content: unknown[], searchedFiles: string[] = [], createdAt = nowIso()): MessageRow {
    // The last line of defence: JSON.stringify overflows the stack on deep nesting.
    if (deeperThan(content)) throw new CtxError('INVALID_PAYLOAD', `a message nests deeper than ${MAX_JSON_DEPTH} levels`);
    const ord = (this.db.prepare('SELECT coalesce(max(ord), 0) + 1 AS n FROM messages WHERE suid = ?').get(suid) as { n: number }).n;
    const cuid = newId('m');
    this.db
      .prepare('INSERT INTO messages(cuid, suid, role, content, searched_files, created_at, ord) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .run(cuid, suid, role, JSON.stringify(content), JSON.stringify(searchedFiles), createdAt, ord);
    this.db.prepare('UPDATE sessions SET updated_at = ? WHERE suid = ?').run(createdAt, suid);
    return { cuid, suid, role, content, searched_files: searchedFiles, feedback: null, feedback_at: null, created_at: createdAt };
  }

  messages(suid: string): MessageRow[] {
    return (this.db.prepare('SELECT * FROM messages WHERE suid = ? ORDER BY ord').all(suid) as RawMessage[]).map(parse);
  }

  message(subUserId: number, cuid: string): MessageRow | undefined {
    const r = this.db
      .prepare('SELECT m.* FROM messages m JOIN sessions s ON s.suid = m.suid WHERE s.sub_user_id = ? AND m.cuid = ?')
      .get(subUserId, cuid) as RawMessage | undefined;
    return r && parse(r);
  }

  /** The sub-user's messages among these cuids; unknown ones and other sub-users' are left out. */
  messagesIn(subUserId: number, cuids: string[]): MessageRow[] {
    if (cuids.length === 0) return [];
    return (
      this.db
        .prepare(
          `SELECT m.* FROM messages m JOIN sessions s ON s.suid = m.suid
           WHERE s.sub_user_id = ? AND m.cuid IN (${jsonStrings(this.db)})`,
        )
        .all(subUserId, JSON.stringify(cuids)) as RawMessage[]
    ).map(parse);
  }

  /** Sets or clears a message's feedback; returns the time it was set (null when cleared). */
  setFeedback(cuid: string, feedback: 'like' | 'dislike' | null): string | null {
    const at = feedback ? nowIso() : null;
    this.db.prepare('UPDATE messages SET feedback = ?, feedback_at = ? WHERE cuid = ?').run(feedback, at, cuid);
    return at;
  }

  /** Rewrites stored fact references after a move, so old answers still point at the file. */
  rewriteReferences(subUserId: number, moves: Array<[string, string]>): void {
    if (moves.length === 0) return;
    const rows = this.db
      .prepare(
        `SELECT m.cuid, m.content, m.searched_files FROM messages m JOIN sessions s ON s.suid = m.suid
         WHERE s.sub_user_id = ? AND m.role != 'user'`,
      )
      .all(subUserId) as Array<{ cuid: string; content: string; searched_files: string }>;
    const map = new Map(moves);
    const swap = (ref: string): string => {
      const hash = ref.indexOf('#');
      const path = hash < 0 ? ref : ref.slice(0, hash);
      const moved = map.get(path);
      return moved === undefined ? ref : moved + (hash < 0 ? '' : ref.slice(hash));
    };
    const upd = this.db.prepare('UPDATE messages SET content = ?, searched_files = ? WHERE cuid = ?');
    for (const r of rows) {
      const content = JSON.parse(r.content) as Array<Record<string, unknown>>;
      let changed = false;
      for (const part of content) {
        if (typeof part.path === 'string' && map.has(part.path)) {
          part.path = map.get(part.path);
          changed = true;
        }
        const facts = part.facts as Array<{ reference: string }> | undefined;
        for (const f of facts ?? []) {
          const next = swap(f.reference);
          if (next !== f.reference) {
            f.reference = next;
            changed = true;
          }
        }
      }
      const files = (JSON.parse(r.searched_files) as string[]).map(swap);
      if (changed || files.join('\0') !== r.searched_files) upd.run(JSON.stringify(content), JSON.stringify(files), r.cuid);
    }
  }
}

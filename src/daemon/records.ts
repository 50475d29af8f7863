import type { Entry } from '../core/store/entries.js';
import type { MessageRow } from '../core/store/sessions.js';

/**
 * Wire records that more than one route family sends, so that ctx's routes and the hosted
 * service's (DESIGN.md, "Compatibility") describe a file or a message the same way.
 */

/** A file as /ai/search hits and GET /metadata/{file_id}'s file_info describe it. */
export function fileInfo(e: Entry) {
  return { file_id: e.file_id, file_path: e.path, file_name: e.name, file_type: e.mime, created_at: e.created_at };
}

/** A stored message as the session histories list it. */
export function messageRecord(m: MessageRow) {
  return { cuid: m.cuid, role: m.role, content: m.content, searched_files: m.searched_files, feedback: m.feedback, created_at: m.created_at };
}

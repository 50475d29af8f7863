import type { Store } from '../store/index.js';
import type { Entry } from '../store/entries.js';
import type { ArchiveRecord } from '../store/archives.js';
import type { MetadataRecord } from '../store/metadata.js';
import { isWithin } from '../files/vpath.js';
import { uploadEvent } from '../enrich/upload.js';

/** Member lines listed in an archive's metadata; the rest are counted. */
const LISTED_MEMBERS = 100;
const LISTED_SKIPS = 50;
const MEMBER_SUMMARY_CHARS = 160;

/**
 * Completes an archive once none of its members is PENDING: writes its metadata (what it held,
 * what was skipped, which members failed) and sets it COMPLETED. Runs inside the transaction
 * that changed a member's status (or removed one), so the archive can never stay PENDING
 * after its last member settled, whatever crashes afterwards.
 */
export function settleArchive(store: Store, archiveId: string): void {
  const archive = store.entries.byIdUnscoped(archiveId);
  if (!archive || archive.status !== 'PENDING') return;
  const record = store.archives.get(archiveId);
  // Still being expanded: its own job settles it when it commits the members.
  if (!record) return;
  if (store.entries.pendingArchiveMembers(archiveId) > 0) return;
  const made = store.entries.archiveMembers(archiveId);
  const { meta, facts } = archiveMetadata(archive, record, made, (id) => store.metadata.get(id));
  store.metadata.put(archiveId, meta, facts);
  // Its own upload event (the members each add theirs): "Uploaded "portfolio.zip" (ZIP archive, 5 files): unpacked to /portfolio."
  const count = made.filter((e) => !e.is_dir).length;
  const draft = { event_type: 'personal' as const, what: `ZIP archive, ${count} file${count === 1 ? '' : 's'}`, about: `unpacked to ${String(facts.folder)}` };
  store.memory.replaceForFile(archive.sub_user_id, archiveId, [], [uploadEvent(draft, archive)]);
  store.entries.setStatus(archiveId, 'COMPLETED');
}

/** The archive's metadata record, built from its members' records. */
export function archiveMetadata(
  archive: Entry,
  record: ArchiveRecord,
  made: Entry[],
  metaOf: (fileId: string) => MetadataRecord | undefined,
): { meta: MetadataRecord; facts: Record<string, unknown> } {
  const files = made.filter((e) => !e.is_dir);
  // The folder made for the members may have been moved or renamed since: its current path.
  const folder = made.filter((e) => e.is_dir).sort((a, b) => a.path.length - b.path.length)[0]?.path ?? record.folder;
  const shown = (e: Entry) => (isWithin(e.path, folder) ? e.path.slice(folder.length + 1) : e.path);
  const failed = files.filter((e) => e.status === 'FAILED');

  const memberLines = files.slice(0, LISTED_MEMBERS).map((e) => {
    if (e.status === 'FAILED') return `- ${shown(e)}: FAILED (${e.error ?? 'processing failed'})`;
    const summary = metaOf(e.file_id)?.summary.replace(/\s+/g, ' ').trim();
    return summary ? `- ${shown(e)}: ${clip(summary, MEMBER_SUMMARY_CHARS)}` : `- ${shown(e)}`;
  });
  if (files.length > LISTED_MEMBERS) memberLines.push(`- … and ${files.length - LISTED_MEMBERS} more`);
  const skipLines = record.skipped.slice(0, LISTED_SKIPS).map((s) => `- ${s.name}: ${s.reason}${s.count > 1 ? ` (${s.count} entries)` : ''}`);
  const listedSkips = record.skipped.slice(0, LISTED_SKIPS).reduce((n, s) => n + s.count, 0);
  if (record.skippedTotal > listedSkips) skipLines.push(`- … and ${record.skippedTotal - listedSkips} more entries`);

  const content = [
    `Archive: ${archive.name} (${record.entries} entr${record.entries === 1 ? 'y' : 'ies'})`,
    `Folder: ${folder}`,
    `Files: ${files.length}${failed.length > 0 ? ` (${failed.length} failed)` : ''}${memberLines.length > 0 ? `\n${memberLines.join('\n')}` : ''}`,
    `Skipped: ${record.skippedTotal}${skipLines.length > 0 ? `\n${skipLines.join('\n')}` : ''}`,
  ].join('\n');

  const names = files.slice(0, 5).map(shown);
  const summary =
    `${archive.name} is a zip archive of ${files.length} file${files.length === 1 ? '' : 's'}, unpacked to ${folder}` +
    (names.length > 0 ? `: ${names.join(', ')}${files.length > names.length ? ', …' : ''}` : '') +
    '.' +
    (failed.length > 0 ? ` ${failed.length} could not be processed.` : '') +
    (record.skippedTotal > 0 ? ` ${record.skippedTotal} entr${record.skippedTotal === 1 ? 'y was' : 'ies were'} skipped.` : '');

  return {
    meta: { summary, content, hash_tags: memberTags(files, metaOf) },
    facts: { kind: 'archive', folder, files: files.length, failed: failed.length, skipped: record.skippedTotal, entries: record.entries },
  };
}

/**
 * The tags most members share (tags are about content, and the content is the members');
 * among equally shared tags, each member's leading tags before anyone's second ones.
 */
function memberTags(files: Entry[], metaOf: (fileId: string) => MetadataRecord | undefined): string[] {
  const tally = new Map<string, { count: number; rank: number; order: number }>();
  for (const e of files) {
    if (e.status !== 'COMPLETED') continue;
    [...new Set(metaOf(e.file_id)?.hash_tags ?? [])].forEach((t, rank) => {
      const seen = tally.get(t);
      if (seen) {
        seen.count++;
        seen.rank = Math.min(seen.rank, rank);
      } else tally.set(t, { count: 1, rank, order: tally.size });
    });
  }
  const tags = [...tally.entries()]
    .sort(([, a], [, b]) => b.count - a.count || a.rank - b.rank || a.order - b.order)
    .slice(0, 8)
    .map(([t]) => t);
  return tags.length > 0 ? tags : ['#archive'];
}

function clip(s: string, max: number): string {
  return s.length <= max ? s : `${s.slice(0, max).replace(/\s+\S*$/, '')} …`;
}

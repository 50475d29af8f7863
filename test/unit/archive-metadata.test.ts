import { describe, expect, it } from 'vitest';
import { archiveMetadata } from '../../src/core/archive/settle.js';
import type { Entry } from '../../src/core/store/entries.js';
import type { MetadataRecord } from '../../src/core/store/metadata.js';

function entry(path: string, extra: Partial<Entry> = {}): Entry {
  const name = path.slice(path.lastIndexOf('/') + 1);
  return {
    file_id: `f_${path}`,
    sub_user_id: 1,
    path,
    parent: path.slice(0, path.lastIndexOf('/')) || '/',
    name,
    is_dir: 0,
    size: 1,
    sha256: 'x',
    mime: 'text/plain',
    status: 'COMPLETED',
    error: null,
    created_at: '',
    updated_at: '',
    processed_at: '',
    seq: 1,
    archive_id: 'f_zip',
    ...extra,
  };
}

const zip = entry('/me/portfolio.zip', { file_id: 'f_zip', archive_id: null });
const record = { folder: '/me/portfolio', entries: 7, skipped: [{ name: '__MACOSX/', reason: 'macOS metadata', count: 2 }, { name: 'x.csv', reason: 'unsupported type .csv', count: 1 }], skippedTotal: 3 };

describe('an archive’s metadata', () => {
  const meta: Record<string, MetadataRecord> = {
    'f_/me/portfolio/a.txt': { summary: 'Notes on the harbour lighthouse.', content: '', hash_tags: ['#lighthouse', '#harbour', '#lens'] },
    'f_/me/portfolio/b/c.txt': { summary: 'A diary of the move to Lisbon.', content: '', hash_tags: ['#lisbon', '#diary', '#harbour'] },
  };
  const made = [
    entry('/me/portfolio', { is_dir: 1 }),
    entry('/me/portfolio/a.txt'),
    entry('/me/portfolio/b', { is_dir: 1 }),
    entry('/me/portfolio/b/c.txt'),
    entry('/me/portfolio/bad.pdf', { status: 'FAILED', error: 'corrupted PDF' }),
  ];
  const { meta: m, facts } = archiveMetadata(zip, record, made, (id) => meta[id]);

  it('lists members with their summaries or failures, and the skipped entries', () => {
    expect(m.content).toBe(
      [
        'Archive: portfolio.zip (7 entries)',
        'Folder: /me/portfolio',
        'Files: 3 (1 failed)',
        '- a.txt: Notes on the harbour lighthouse.',
        '- b/c.txt: A diary of the move to Lisbon.',
        '- bad.pdf: FAILED (corrupted PDF)',
        'Skipped: 3',
        '- __MACOSX/: macOS metadata (2 entries)',
        '- x.csv: unsupported type .csv',
      ].join('\n'),
    );
    expect(m.summary).toBe('portfolio.zip is a zip archive of 3 files, unpacked to /me/portfolio: a.txt, b/c.txt, bad.pdf. 1 could not be processed. 3 entries were skipped.');
    expect(facts).toEqual({ kind: 'archive', folder: '/me/portfolio', files: 3, failed: 1, skipped: 3, entries: 7 });
  });

  it('tags it with what the members share first, then each member’s leading tags', () => {
    expect(m.hash_tags).toEqual(['#harbour', '#lighthouse', '#lisbon', '#diary', '#lens']);
  });

  it('follows the folder where it was moved, and says #archive when no member has tags', () => {
    const moved = made.map((e) => ({ ...e, path: e.path.replace('/me/portfolio', '/kept') }));
    const r = archiveMetadata(zip, record, moved, () => undefined);
    expect(r.meta.content).toContain('Folder: /kept\n');
    expect(r.meta.content).toContain('- b/c.txt\n');
    expect(r.meta.hash_tags).toEqual(['#archive']);
  });
});

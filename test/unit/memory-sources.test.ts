/**
 * Where profile values and events come from, on a real store: each value names the files it
 * rests on, an event told by two files (same key, or same day in other words) is one event with
 * both sources, and deleting a file withdraws what only it supported.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createStore } from '../../src/core/store/index.js';

const dir = mkdtempSync(join(tmpdir(), 'ctx-sources-'));
const store = createStore({ dbPath: join(dir, 'ctx.db') });
afterAll(() => {
  store.close();
  rmSync(dir, { recursive: true, force: true });
});

const { account } = store.accounts.ensure('acme');
const su = store.subUsers.ensure(account.id, 'default').id;
const file = (name: string) => {
  store.recordBlob(name, 1);
  return store.entries.createFile(su, { dir: '/me', name, sha256: name, size: 1, mime: 'text/plain' }).entry.file_id;
};
const cv = file('cv.docx');
const mail = file('mail.json');
const t = '2025-01-01T00:00:00.000000';
const ev = (content: string, key: string, happen: string) => ({ event_type: 'professional' as const, content, dedupe_key: key, happen_time: happen, mention_time: t });

store.memory.replaceForFile(su, cv, [{ category: 'work', subtopic: 'company', value: 'Tailspin Freight', snippet: '', confidence: 0.9, evidence_time: '2024-11-01T00:00:00' }], [
  ev('Working as Senior Product Manager at Tailspin Freight since Nov 2024.', 'professional|2024|job|tailspin freight', '2024-11-01T00:00:00'),
  ev('Worked as Product Manager at Tailspin Freight (2022 – 2024).', 'professional|2022|job|tailspin freight', '2022-01-01T00:00:00'),
]);
store.memory.replaceForFile(su, mail, [{ category: 'work', subtopic: 'company', value: 'Tailspin Freight', snippet: '', confidence: 0.85, evidence_time: '2024-11-02T00:00:00' }], [
  ev('I got promoted to Senior Product Manager at Tailspin effective November 1, 2024.', 'professional|2024|promotion|senior product manager', '2024-11-01T00:00:00'),
]);

describe('sources', () => {
  it('names every file a profile value rests on', () => {
    const p = store.memory.profile(su);
    expect(p.work!.sub_topics.company).toEqual({ value: 'Tailspin Freight', sources: [{ file_id: mail, path: '/me/mail.json' }, { file_id: cv, path: '/me/cv.docx' }] });
  });

  it('makes one event of one happening told in other words by two files, with both sources', () => {
    const events = store.memory.events(su, { limit: 10 });
    expect(events.map((e) => e.happen_time)).toEqual(['2024-11-01T00:00:00', '2022-01-01T00:00:00']);
    expect(events[0]!.sources.map((s) => s.path).sort()).toEqual(['/me/cv.docx', '/me/mail.json']);
    expect(events[1]!.sources).toEqual([{ file_id: cv, path: '/me/cv.docx' }]);
  });

  it('withdraws what only a deleted file supported', () => {
    store.memory.removeForFile(cv);
    expect(store.memory.profile(su).work!.sub_topics.company!.sources).toEqual([{ file_id: mail, path: '/me/mail.json' }]);
    expect(store.memory.events(su, { limit: 10 }).map((e) => e.sources.map((s) => s.path))).toEqual([['/me/mail.json']]);
  });
});

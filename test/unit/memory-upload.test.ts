/**
 * The upload event every processed file adds: the classifier that types a file by what it is
 * (on names, titles and summaries unlike the benchmark's fixtures), the kind label, and the
 * sentence, time and key of the event.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fileNature, type NatureInput } from '../../src/core/enrich/file-nature.js';
import { describeContent, describeUpload, humanDuration, kindLabel, uploadContent, uploadEvent } from '../../src/core/enrich/upload.js';
import { enrich } from '../../src/core/enrich/enrich.js';
import { textToSegments } from '../../src/core/ingest/text.js';
import { createStore, type Store } from '../../src/core/store/index.js';

describe('fileNature', () => {
  const cases: Array<[string, NatureInput, string]> = [
    ['an invoice', { name: 'INV-2024-031.pdf', title: 'Invoice INV-2024-031', summary: 'Consulting services for March. Total due EUR 1,250.00.', genre: 'invoice' }, 'financial'],
    ['a bank statement', { name: 'statement_march.pdf', title: 'Bank Statement – March 2024', summary: 'Opening balance, card transactions and transfers for March.' }, 'financial'],
    ['a payslip named only by its file', { name: 'payslip-2024-05.pdf', summary: 'Gross salary 4,200.00; net pay 3,100.00.' }, 'financial'],
    ['an electricity bill', { name: 'edp-2024-04.pdf', title: 'Electricity bill', summary: 'Amount due 84.20 EUR by 12 May.' }, 'financial'],
    ['a receipt photo', { name: 'IMG_0042.jpg', summary: 'RECEIPT Corner Bakery 2 croissants 4.80 Card payment.' }, 'financial'],
    ['a résumé (detected)', { name: 'Elena_Marquez.pdf', title: 'Elena Marquez', genre: 'resume' }, 'professional'],
    ['a CV by its name', { name: 'jdoe-cv.docx', title: 'Jane Doe', summary: 'Senior data analyst with eight years of experience.' }, 'professional'],
    ['meeting notes', { name: 'team-sync.md', title: 'Weekly team meeting notes', summary: 'We moved the product launch to May and split the onboarding tasks.' }, 'professional'],
    ['a sales deck', { name: 'Q3-sales-review.pptx', title: 'Q3 Sales Review', summary: 'Revenue grew 12% and two enterprise customers signed.', tags: ['#revenue', '#enterprise-customers'] }, 'professional'],
    ['a cover letter', { name: 'cover-letter-northwind.docx', summary: 'I am writing to apply for the Data Analyst position at Northwind.', genre: 'letter' }, 'professional'],
    ['a research paper', { name: 'attention.pdf', title: 'Attention Is All You Need', summary: 'In this paper we propose the Transformer, a network architecture based on attention. Experiments on two translation tasks show better quality.' }, 'educational'],
    ['a lecture video', { name: 'Andrew_lecture.mp4', summary: 'Today we look at how neural networks learn from data.' }, 'educational'],
    ['a finance lecture (the form beats the topic)', { name: 'Finance_lecture.mp3', summary: 'Operating profit margin measures how much profit a company keeps from its operations.' }, 'educational'],
    ['a study abstract', { name: 'scan.pdf', summary: 'In a randomized cohort of 200 patients, IL-6 levels were significantly higher after infection.' }, 'educational'],
    ['course material', { name: 'week3.pdf', title: 'CS101 Syllabus and homework', summary: 'Students submit the assignment before the exam.' }, 'educational'],
    ['an invitation (detected)', { name: 'poster.jpg', summary: 'You are invited to the WellFest finale.', genre: 'invitation' }, 'social'],
    ['party photos', { name: 'birthday-party-2024.jpg' }, 'social'],
    ['a chat with friends', { name: 'WhatsApp Chat with Friends.txt', summary: "Planning Saturday's barbecue at Tom's place." }, 'social'],
    ['a wedding save-the-date', { name: 'save-the-date.pdf', title: 'Save the date: Ana & Luis' }, 'social'],
    ['a diary', { name: 'diary-2024.txt', summary: 'Ran the half marathon in 1:52 and had dinner with the team.', genre: 'diary' }, 'personal'],
    ['a recipe', { name: 'lasagna.txt', title: "Grandma's lasagna recipe", summary: 'Layer the pasta with ragù and béchamel.' }, 'personal'],
    ['a photo without text', { name: 'IMG_2041.jpg' }, 'personal'],
    ['a note without telling words', { name: 'notes.txt', title: 'Saturday', summary: 'Buy milk and call Sam about the bike.' }, 'personal'],
  ];
  for (const [what, input, type] of cases) it(`types ${what} as ${type}`, () => expect(fileNature(input)).toBe(type));

  it('needs more than one telling word in a summary, where a document word is only a topic', () => {
    expect(fileNature({ name: 'a.txt', summary: 'The weather was good for the project.' })).toBe('personal');
    expect(fileNature({ name: 'voice-memo.wav', summary: 'Note to self: I started guitar lessons last week.' })).toBe('personal');
    expect(fileNature({ name: 'rec-0412.m4a', summary: 'Notes for the course: the exam covers chapter four.' })).toBe('educational');
  });

  it('reads words in any case, plural or with accents, and file-name separators as spaces', () => {
    expect(fileNature({ name: 'INVOICES_2024.pdf' })).toBe('financial');
    expect(fileNature({ name: 'my-résumé.pdf' })).toBe('professional');
    expect(fileNature({ name: 'lecture_notes.md' })).toBe('educational');
  });
});

describe('kindLabel', () => {
  it('names the format and its size in the unit that fits', () => {
    expect(kindLabel('report.pdf', 'document', { pages: 12 })).toBe('PDF document, 12 pages');
    expect(kindLabel('one.pdf', 'document', { pages: 1 })).toBe('PDF document, 1 page');
    expect(kindLabel('deck.pptx', 'document', { slides: 14, words: 900 })).toBe('presentation, 14 slides');
    expect(kindLabel('budget.xlsx', 'document', { sheets: 2, rows: 340 })).toBe('spreadsheet, 2 sheets, 340 rows');
    expect(kindLabel('notes.txt', 'document', { lines: 3 })).toBe('text file');
    expect(kindLabel('photo.jpg', 'image', { format: 'jpeg', resolution: '800x600' })).toBe('JPEG image, 800x600');
    expect(kindLabel('memo.m4a', 'audio', { duration_seconds: 192.4 })).toBe('audio recording, 3 min 12 s');
    expect(kindLabel('talk.mp4', 'video', { duration_seconds: 3900 })).toBe('video, 1 h 5 min');
    expect(kindLabel('data.parquet', 'document', {})).toBe('PARQUET file');
  });

  it('says what the bytes are when the name says otherwise', () => {
    expect(kindLabel('scan.docx', 'document', { detected_format: 'pdf', pages: 2 })).toBe('PDF document, 2 pages');
  });

  it('writes durations for people', () => {
    expect([45, 60, 192, 3600, 3900].map(humanDuration)).toEqual(['45 s', '1 min', '3 min 12 s', '1 h', '1 h 5 min']);
  });
});

describe('the upload sentence', () => {
  it('uses a descriptive title, else the summary’s first sentence', () => {
    expect(describeContent('report.pdf', 'Quarterly sales review for Acme', 'Sales rose. Costs fell.')).toBe('Quarterly sales review for Acme');
    // The file's own name, a date heading or one word is no description.
    expect(describeContent('Quarterly-Report.pdf', 'Quarterly report', 'Sales rose 4% in Q3. Costs fell.')).toBe('Sales rose 4% in Q3.');
    expect(describeContent('diary.txt', 'Tuesday, 9 January 2024', 'Signed up for a pottery course.')).toBe('Signed up for a pottery course.');
    expect(describeContent('a.txt', 'Notes', 'Buy milk.')).toBe('Buy milk.');
    expect(describeContent('a.txt', 'Notes, 2024-03-04', 'Ana came second in the chess tournament.')).toBe('Ana came second in the chess tournament.');
    expect(describeContent('a.pdf', 'Scanned document 3', 'Lease for the flat on Rua Augusta.')).toBe('Lease for the flat on Rua Augusta.');
    expect(describeContent('a.txt', 'Invoice 2024-118', 'Consulting, February.')).toBe('Invoice 2024-118');
    expect(describeContent('a.txt', undefined, undefined)).toBeUndefined();
    const long = describeContent('a.txt', undefined, `${'word '.repeat(60)}end.`)!;
    expect(long.length).toBeLessThanOrEqual(161);
    expect(long.endsWith('…')).toBe(true);
  });

  it('is one readable sentence with the name, the kind and the description', () => {
    expect(uploadContent('report.pdf', { event_type: 'professional', what: 'PDF document, 12 pages', about: 'Quarterly sales review for Acme' })).toBe(
      'Uploaded "report.pdf" (PDF document, 12 pages): Quarterly sales review for Acme.',
    );
    expect(uploadContent('x.txt', { event_type: 'personal', what: 'text file', about: 'Is it done?' })).toBe('Uploaded "x.txt" (text file): Is it done?');
    expect(uploadContent('IMG_1.jpg', { event_type: 'personal', what: 'JPEG image, 800x600' })).toBe('Uploaded "IMG_1.jpg" (JPEG image, 800x600).');
    expect(uploadContent('a.txt', { event_type: 'personal', what: 'text file', about: 'Buy milk.' })).toBe('Uploaded "a.txt" (text file): Buy milk.');
  });

  it('describes a file without content by its kind only', () => {
    const d = describeUpload({ name: 'IMG_2041.jpg', kind: 'image', genre: 'other', facts: { format: 'jpeg', resolution: '640x480' }, summary: 'A 640x480 JPEG image with no readable text.', hasContent: false });
    expect(d).toEqual({ event_type: 'personal', what: 'JPEG image, 640x480' });
  });

  it('is dated by the upload, not by the content: happen_time null, mention_time the entry’s created_at', () => {
    const e = uploadEvent({ event_type: 'financial', what: 'PDF document, 1 page', about: 'Invoice 42' }, { file_id: 'f_abc', name: 'inv.pdf', created_at: '2025-11-12T15:29:18.344Z' });
    expect(e).toEqual({
      event_type: 'financial',
      content: 'Uploaded "inv.pdf" (PDF document, 1 page): Invoice 42.',
      dedupe_key: 'upload|f_abc',
      happen_time: null,
      mention_time: '2025-11-12T15:29:18.344000',
    });
  });
});

describe('enrich', () => {
  it('describes the upload from the extraction: type, kind and title', async () => {
    const text = 'Invoice INV-7\nNorthwind Traders Ltd\nInvoice date: 2024-03-01\nConsulting, March\nTotal: EUR 1,250.00';
    const r = await enrich({ title: 'Invoice INV-7', segments: textToSegments(text).segments, facts: { lines: 5 } }, { name: 'inv-7.txt', mime: 'text/plain', size: text.length });
    expect(r.upload).toEqual({ event_type: 'financial', what: 'text file', about: 'Invoice INV-7' });
  });
});

describe('upload events in the store', () => {
  let dir: string;
  let store: Store;
  afterEach(() => {
    store?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('are replaced when the file is processed again, follow moves and go with the file', () => {
    dir = mkdtempSync(join(tmpdir(), 'ctx-upload-ev-'));
    store = createStore({ dbPath: join(dir, 'ctx.db') });
    const su = store.subUsers.ensure(store.accounts.create('acct').id, 'default');
    const sha256 = 'a'.repeat(64);
    store.db.prepare('INSERT INTO blobs(sha256, size, created_at) VALUES (?, 10, ?)').run(sha256, new Date().toISOString());
    const { entry } = store.entries.createFile(su.id, { dir: '/in', name: 'lecture.txt', sha256, size: 10, mime: 'text/plain' });
    const draft = { event_type: 'educational' as const, what: 'text file', about: 'Lecture 3' };
    const stated = { event_type: 'educational' as const, content: 'Completed the course.', dedupe_key: 'educational|2024|lessons|course', happen_time: '2024-05-01T00:00:00', mention_time: '2024-06-01T10:00:00.000000' };
    for (let run = 0; run < 2; run++) store.memory.replaceForFile(su.id, entry.file_id, [], [stated, uploadEvent(draft, entry)]);
    const ev = store.memory.events(su.id, { limit: 10 });
    expect(ev.map((e) => [e.content, e.happen_time, e.path])).toEqual([
      ['Completed the course.', '2024-05-01T00:00:00', '/in/lecture.txt'],
      ['Uploaded "lecture.txt" (text file): Lecture 3.', null, '/in/lecture.txt'],
    ]);
    store.entries.move(su.id, '/in/lecture.txt', '/done/lecture.txt');
    expect(store.memory.events(su.id, { limit: 10 }).map((e) => e.path)).toEqual(['/done/lecture.txt', '/done/lecture.txt']);
    store.memory.removeForFile(entry.file_id);
    expect(store.memory.events(su.id, { limit: 10 })).toEqual([]);
  });
});

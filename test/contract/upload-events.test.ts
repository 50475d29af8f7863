/**
 * Upload events through a real daemon: every file that finishes processing adds one event saying
 * that the user uploaded it and what it is (spec, Events rule 1: events track "file upload
 * time"), typed by the file's nature, with no happen_time and the upload time as mention_time.
 * It sorts after dated events, is found by a window on its upload time, names the file's current
 * path, goes with the file, and is never written for a file that failed or seen by another
 * sub-user.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Api } from '../helpers/api.js';
import { expectShapeC, uploadAndWait } from '../helpers/contract.js';
import { startDaemon, type TestDaemon } from '../helpers/daemon.js';

interface ApiEvent {
  event_type: string;
  content: string;
  happen_time: string | null;
  mention_time: string;
  file_id: string;
  path: string;
}

const SU = 'uploader';
const OTHER = 'someone-else';

const INVOICE = [
  'Invoice 2024-118',
  'Northwind Traders Ltd',
  'Invoice date: 4 March 2024',
  'Bill to: Elena Marquez',
  'Consulting services, February 2024 ........ EUR 1,200.00',
  'Travel expenses ........ EUR 50.00',
  'Total due: EUR 1,250.00',
].join('\n');

const LECTURE = [
  'Lecture 3: Gradient descent and backpropagation',
  '',
  'In this lecture students learn how a neural network adjusts its weights. Gradient descent moves each weight against the slope of the loss, and backpropagation computes those slopes layer by layer.',
  '',
  'The homework for next week asks for a small network trained on handwritten digits.',
].join('\n');

let d: TestDaemon;
let api: Api;
const up: Record<string, { file_id: string; path: string; timestamp: string }> = {};

async function events(su: string, q: Record<string, string | number> = {}): Promise<ApiEvent[]> {
  const res = await api.get('/metadata/get_user_event/', { sub_user_name: su, limit: 1000, ...q });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as ApiEvent[];
}

const uploadsOf = (ev: ApiEvent[], fileId: string) => ev.filter((e) => e.file_id === fileId && e.content.startsWith('Uploaded "'));
/** The entry's created_at ("…T15:29:18.344Z") in the spec's mention_time format. */
const asMention = (iso: string) => `${iso.replace(/Z$/, '')}000`;

async function uploadOk(name: string, text: string, path: string, su = SU) {
  const u = await api.upload(name, text, { path, sub_user_name: su });
  expect(await api.waitFor(u.file_id, { sub_user_name: su })).toBe('COMPLETED');
  return { file_id: u.file_id, path: u.path, timestamp: u.timestamp };
}

beforeAll(async () => {
  d = await startDaemon();
  api = new Api(d.url, d.apiKey);
  up.invoice = await uploadOk('northwind-march.txt', INVOICE, '/bills');
  up.lecture = await uploadOk('week3.txt', LECTURE, '/courses/ml');
  up.other = await uploadOk('shopping.txt', 'Shopping list\nMilk, eggs, flour and two lemons for the cake.', '/', OTHER);
}, 60_000);
afterAll(async () => d?.cleanup());

describe('upload events', () => {
  it('each processed file has one, typed by its nature, dated by its upload', async () => {
    const ev = await events(SU);
    const [invoice] = uploadsOf(ev, up.invoice!.file_id);
    const [lecture] = uploadsOf(ev, up.lecture!.file_id);
    expect(uploadsOf(ev, up.invoice!.file_id)).toHaveLength(1);
    expect(uploadsOf(ev, up.lecture!.file_id)).toHaveLength(1);
    expect(invoice).toEqual({
      event_type: 'financial',
      content: 'Uploaded "northwind-march.txt" (text file): Invoice 2024-118.',
      happen_time: null,
      mention_time: asMention(up.invoice!.timestamp),
      file_id: up.invoice!.file_id,
      path: '/bills/northwind-march.txt',
      sources: [{ file_id: up.invoice!.file_id, path: '/bills/northwind-march.txt' }],
    });
    expect(lecture).toEqual({
      event_type: 'educational',
      content: 'Uploaded "week3.txt" (text file): Lecture 3: Gradient descent and backpropagation.',
      happen_time: null,
      mention_time: asMention(up.lecture!.timestamp),
      file_id: up.lecture!.file_id,
      path: '/courses/ml/week3.txt',
      sources: [{ file_id: up.lecture!.file_id, path: '/courses/ml/week3.txt' }],
    });
    // The upload time, in the spec's format: microseconds, no zone; and within the test's run.
    expect(invoice!.mention_time).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}$/);
    expect(Math.abs(Date.parse(`${invoice!.mention_time.slice(0, 23)}Z`) - Date.now())).toBeLessThan(120_000);
  });

  it('sits beside the events the content states, after every dated one', async () => {
    const ev = await events(SU);
    // The invoice's own event, on the invoice's date.
    const bill = ev.find((e) => e.file_id === up.invoice!.file_id && !e.content.startsWith('Uploaded'));
    expect(bill).toMatchObject({ event_type: 'financial', happen_time: '2024-03-04T00:00:00', path: '/bills/northwind-march.txt' });
    expect(ev[0]).toEqual(bill);
    const firstUndated = ev.findIndex((e) => e.happen_time === null);
    expect(ev.slice(firstUndated).every((e) => e.happen_time === null)).toBe(true);
    // Undated events newest first: the lecture was uploaded after the invoice.
    const uploads = ev.filter((e) => e.content.startsWith('Uploaded "'));
    expect(uploads.map((e) => e.file_id)).toEqual([up.lecture!.file_id, up.invoice!.file_id]);
    // The default limit (10) holds them all here.
    const res = await api.get('/metadata/get_user_event/', { sub_user_name: SU });
    expect(await res.json()).toEqual(ev);
  });

  it('is found by a window on its upload time', async () => {
    const day = up.lecture!.timestamp.slice(0, 10);
    const today = await events(SU, { start_time: day });
    expect(today.map((e) => e.file_id).sort()).toEqual([up.invoice!.file_id, up.lecture!.file_id].sort());
    expect(today.every((e) => e.content.startsWith('Uploaded "'))).toBe(true);
    const march = await events(SU, { start_time: '2024-03-01', end_time: '2024-03-31T23:59:59' });
    expect(march.map((e) => e.happen_time)).toEqual(['2024-03-04T00:00:00']);
  });

  it('follows a move: the path is where the file is now', async () => {
    const res = await api.form('/file/move', { src: '/courses/ml/week3.txt', dest: '/courses/week3-gradients.txt', sub_user_name: SU });
    expect(res.status, await res.clone().text()).toBe(200);
    const [lecture] = uploadsOf(await events(SU), up.lecture!.file_id);
    expect(lecture!.path).toBe('/courses/week3-gradients.txt');
    // What was uploaded, under the name it had then.
    expect(lecture!.content).toMatch(/^Uploaded "week3\.txt"/);
  });

  it('goes with its file', async () => {
    const del = await api.del(`/file/delete/${up.invoice!.file_id}`, { sub_user_name: SU });
    expect(del.status).toBe(200);
    const ev = await events(SU);
    expect(ev.filter((e) => e.file_id === up.invoice!.file_id)).toEqual([]);
    expect(uploadsOf(ev, up.lecture!.file_id)).toHaveLength(1);
  });

  it('is never written for a file that failed', async () => {
    const u = await api.upload('broken.json', '{"unterminated": ', { path: '/bad', sub_user_name: SU });
    expect(await api.waitFor(u.file_id, { sub_user_name: SU })).toBe('FAILED');
    expect((await events(SU)).filter((e) => e.file_id === u.file_id)).toEqual([]);
  });

  it('is seen by its own sub-user only', async () => {
    const mine = await events(OTHER);
    expect(mine).toEqual([expect.objectContaining({ file_id: up.other!.file_id, path: '/shopping.txt', happen_time: null, event_type: 'personal' })]);
    expect(mine[0]!.content).toBe('Uploaded "shopping.txt" (text file): Shopping list.');
    expect((await events(SU)).some((e) => e.file_id === up.other!.file_id)).toBe(false);
    // A sub-user whose only file failed has no events; one never used is unknown.
    expect((await uploadAndWait(api, 'x.json', '{"unterminated": ', { sub_user_name: 'only-failures' })).status).toBe('FAILED');
    expect(await events('only-failures')).toEqual([]);
    await expectShapeC(await api.get('/metadata/get_user_event/', { sub_user_name: 'never-used' }), 404);
  });
});

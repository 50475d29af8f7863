/**
 * Zip uploads through a real daemon, as the hosted service's profile workflow sends them:
 * upload portfolio.zip, poll the returned file_id until COMPLETED, then read files, search,
 * metadata, profile and events. Members become files in a folder named after the archive;
 * unsupported, hidden and unsafe entries are skipped and reported; bombs, corrupt archives and
 * archives with too many entries fail with a reason and leave no member blob behind.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIARY } from '../../bench/memory/fixtures.js';
import { Api } from '../helpers/api.js';
import { search } from '../helpers/contract.js';
import { startDaemon, type TestDaemon } from '../helpers/daemon.js';
import { docxFile, textPdf } from '../helpers/documents.js';
import { makeZip, zerosBomb } from '../helpers/zip.js';

interface Item {
  is_dir: boolean;
  name: string;
  path: string;
  file_id: string;
  status: string;
  sha256: string | null;
  error?: string;
}
interface Meta {
  summary: string;
  content: string;
  hash_tags: string[];
}
type Profile = Record<string, { sub_topics: Record<string, { value: string }> }>;

const MAX_MEMBERS = 40;
let d: TestDaemon;
let api: Api;

beforeAll(async () => {
  d = await startDaemon({ env: { CTX_ARCHIVE_MAX_MEMBERS: String(MAX_MEMBERS) } });
  api = new Api(d.url, d.apiKey);
});
afterAll(async () => d?.cleanup());

async function json<T>(res: Response): Promise<T> {
  const text = await res.text();
  expect(res.status, text).toBe(200);
  return JSON.parse(text) as T;
}

const list = async (path: string, su: string) => (await json<{ items: Item[] }>(await api.get('/file/list', { path, sub_user_name: su, recursive: true }))).items;
const status = async (id: string, su: string) => json<{ status: string; error?: string }>(await api.get(`/file/status/${id}`, { sub_user_name: su }));
const metadata = async (id: string, su: string) => json<Meta>(await api.get(`/metadata/search_by_id/${id}/`, { sub_user_name: su }));

/** Every blob file on disk. */
function blobsOnDisk(): string[] {
  const out: string[] = [];
  const walk = (dir: string): void => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      if (e.isDirectory()) walk(join(dir, e.name));
      else out.push(e.name);
    }
  };
  walk(join(d.dataDir, 'blobs'));
  return out.sort();
}

/** Every sub-user this file uploads for. */
const SUB_USERS = ['ana', 'ben', 'eve'];

/** Blobs on disk are exactly those of the listed files, and no scratch file is left. */
async function expectNoStrayBlobs(): Promise<void> {
  const used = new Set<string>();
  for (const su of SUB_USERS) for (const e of await list('/', su)) if (e.sha256) used.add(e.sha256);
  expect(blobsOnDisk()).toEqual([...used].sort());
  expect(readdirSync(join(d.dataDir, 'tmp'))).toEqual([]);
}

describe('a portfolio zip', () => {
  const SU = 'ana';
  let zipId: string;
  let items: Item[];

  beforeAll(async () => {
    const zip = makeZip([
      { name: 'notes.txt', data: 'Harbour lighthouse maintenance log: the lantern lens was polished and the quartzite foundation inspected.' },
      { name: 'diary.txt', data: DIARY },
      { name: 'work/' },
      { name: 'work/report.docx', data: await docxFile({ title: 'Glacier survey', body: ['h1:Glacier survey', 'The moraine survey measured the glacier retreat with photogrammetry.'] }) },
      { name: 'work/deep/paper.pdf', data: await textPdf([['Tidal turbine efficiency study', 'The turbine blades were tested in the estuary at spring tide.']]) },
      { name: 'data.csv', data: 'a,b\n1,2' },
      { name: '.DS_Store', data: 'finder junk' },
      { name: '__MACOSX/._notes.txt', data: 'resource fork' },
      { name: '../x.txt', data: 'escape attempt' },
      { name: 'inner.zip', data: makeZip([{ name: 'hidden.txt', data: 'inside' }]) },
      { name: 'empty/' },
    ]);
    const up = await api.upload('portfolio.zip', zip, { path: '/me', sub_user_name: SU });
    // Like any upload: an id at once, processing later.
    expect(up).toMatchObject({ filename: 'portfolio.zip', renamed: false });
    zipId = up.file_id;
    expect((await status(zipId, SU)).status).toBe('PENDING');
    expect(await api.waitFor(zipId, { sub_user_name: SU, timeoutMs: 120_000 })).toBe('COMPLETED');
    items = await list('/me', SU);
  }, 180_000);

  it('lists the members in a folder named after the archive, each processed, when the archive is COMPLETED', () => {
    expect(items.map((e) => `${e.path}${e.is_dir ? '/' : ''}:${e.status}`)).toEqual([
      '/me/portfolio/:COMPLETED',
      '/me/portfolio.zip:COMPLETED',
      '/me/portfolio/diary.txt:COMPLETED',
      '/me/portfolio/notes.txt:COMPLETED',
      '/me/portfolio/work/:COMPLETED',
      '/me/portfolio/work/deep/:COMPLETED',
      '/me/portfolio/work/deep/paper.pdf:COMPLETED',
      '/me/portfolio/work/report.docx:COMPLETED',
    ]);
    // The escape attempt went nowhere.
    expect(items.some((e) => e.name === 'x.txt')).toBe(false);
  });

  it('makes every member searchable and gives each its own metadata', async () => {
    for (const [words, path] of [
      ['quartzite lighthouse lantern', '/me/portfolio/notes.txt'],
      ['moraine glacier photogrammetry', '/me/portfolio/work/report.docx'],
      ['tidal turbine estuary', '/me/portfolio/work/deep/paper.pdf'],
    ] as const) {
      const hits = await search(api, words, { sub_user_name: SU });
      expect(hits[0]?.file_path, words).toBe(path);
      const m = await metadata(hits[0]!.file_id, SU);
      expect(m.summary.length).toBeGreaterThan(0);
      expect(m.hash_tags.length).toBeGreaterThan(0);
    }
  });

  it('adds the members to the profile and the timeline by the time the archive is COMPLETED', async () => {
    const p = await json<Profile>(await api.get('/metadata/get_user_profile/', { sub_user_name: SU }));
    expect(p.contact_info?.sub_topics.city?.value).toBe('Lisbon');
    const events = await json<Array<{ content: string; happen_time: string | null }>>(await api.get('/metadata/get_user_event/', { sub_user_name: SU, limit: 100 }));
    expect(events.some((e) => /moved to Lisbon/i.test(e.content) && e.happen_time === '2024-06-01T00:00:00')).toBe(true);
    // One upload event for the archive itself, beside each member's own.
    const uploads = events.filter((e) => e.content.startsWith('Uploaded "portfolio.zip"'));
    expect(uploads).toHaveLength(1);
    expect(uploads[0]!.content).toMatch(/^Uploaded "portfolio\.zip" \(ZIP archive, \d+ files\): unpacked to \/[^ ]*portfolio\.$/);
    expect(uploads[0]!.happen_time).toBeNull();
  });

  it("describes the archive in its own metadata, with every skipped entry and why", async () => {
    const m = await metadata(zipId, SU);
    expect(m.summary).toMatch(/^portfolio\.zip is a zip archive of 4 files, unpacked to \/me\/portfolio/);
    expect(m.content).toContain('Folder: /me/portfolio');
    expect(m.content).toMatch(/- work\/deep\/paper\.pdf: /);
    for (const line of [
      '- data.csv: unsupported type .csv',
      '- .DS_Store: hidden file',
      '- __MACOSX/: macOS metadata',
      '- ../x.txt: path leads out of the archive (..)',
      '- inner.zip: nested archive (not expanded)',
      '- empty/: empty folder (not created)',
    ]) {
      expect(m.content).toContain(line);
    }
    expect(m.content).toContain('Skipped: 6');
    for (const t of m.hash_tags) expect(t).toMatch(/^#\S+$/);
  });

  it('keeps the archive itself downloadable', async () => {
    const link = await json<{ url: string; name: string; file_type: string }>(await api.get('/file/download', { file_id: zipId, sub_user_name: SU }));
    expect(link).toMatchObject({ name: 'portfolio.zip', file_type: 'application/zip' });
    const res = await fetch(link.url);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).subarray(0, 2).toString()).toBe('PK');
  });

  it('puts a second copy in "portfolio (1)" when the folder name is taken', async () => {
    const other = 'ben';
    await json(await api.form('/file/create_dir', { path: '/docs/portfolio', sub_user_name: other }));
    const up = await api.upload('portfolio.zip', makeZip([{ name: 'a.txt', data: 'A note about the orchard.' }]), { path: '/docs', sub_user_name: other });
    expect(await api.waitFor(up.file_id, { sub_user_name: other, timeoutMs: 60_000 })).toBe('COMPLETED');
    const paths = (await list('/docs', other)).map((e) => e.path);
    expect(paths).toContain('/docs/portfolio (1)/a.txt');
    expect(paths).toContain('/docs/portfolio');
    // Deleting the members' folder leaves the archive as it was.
    const folder = (await list('/docs', other)).find((e) => e.path === '/docs/portfolio (1)')!;
    expect((await api.del(`/file/delete/${folder.file_id}`, { sub_user_name: other })).status).toBe(200);
    expect((await list('/docs', other)).map((e) => `${e.path}:${e.status}`)).toEqual(['/docs/portfolio:COMPLETED', '/docs/portfolio.zip:COMPLETED']);
  });

  it('deleting the archive removes its members, its folder and what they contributed', async () => {
    const res = await api.del(`/file/delete/${zipId}`, { sub_user_name: SU });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await list('/me', SU)).toEqual([]);
    expect(await search(api, 'quartzite lighthouse lantern', { sub_user_name: SU })).toEqual([]);
    const p = await json<Profile>(await api.get('/metadata/get_user_profile/', { sub_user_name: SU }));
    expect(p.contact_info?.sub_topics.city).toBeUndefined();
    await expectNoStrayBlobs();
  });
});

describe('archives that cannot be used', () => {
  const SU = 'eve';
  const failed = async (name: string, data: Buffer): Promise<string> => {
    const up = await api.upload(name, data, { path: '/bad', sub_user_name: SU });
    expect(await api.waitFor(up.file_id, { sub_user_name: SU, timeoutMs: 60_000 })).toBe('FAILED');
    const s = await status(up.file_id, SU);
    expect(typeof s.error).toBe('string');
    return s.error!;
  };

  it('fails a zip bomb with a reason and keeps none of its bytes', async () => {
    const bomb = zerosBomb(300);
    expect(bomb.compressed.length).toBeLessThan(400 * 1024);
    // Honest headers: refused from the central directory, nothing inflated.
    const honest = makeZip([{ name: 'intro.txt', data: 'Welcome.' }, { name: 'zeros.txt', compressed: bomb.compressed, declaredSize: bomb.size, crc: bomb.crc }]);
    expect(await failed('honest-bomb.zip', honest)).toMatch(/^member "zeros\.txt" expands to more than 200 times its compressed size .*zip bomb/);
    // Headers that understate it: caught by counting what really comes out.
    const sly = makeZip([{ name: 'intro.txt', data: 'Welcome.' }, { name: 'zeros.txt', compressed: bomb.compressed, declaredSize: 50 * 1024 * 1024, crc: bomb.crc }]);
    expect(await failed('sly-bomb.zip', sly)).toMatch(/^member "zeros\.txt" expands to more than 200 times/);
    // No member made it into the listing or the blob store (intro.txt was written first).
    const items = await list('/bad', SU);
    expect(items.map((e) => e.name).sort()).toEqual(['honest-bomb.zip', 'sly-bomb.zip']);
    await expectNoStrayBlobs();
  });

  it('fails an archive with more entries than archives.max_members', async () => {
    const entries = Array.from({ length: MAX_MEMBERS + 1 }, (_, i) => ({ name: `n${i}.txt`, data: `note ${i}` }));
    expect(await failed('many.zip', makeZip(entries))).toBe(`the archive holds ${MAX_MEMBERS + 1} entries, more than the limit of ${MAX_MEMBERS} (archives.max_members)`);
  });

  it('fails a corrupt or truncated zip, and one with nothing ctx can read', async () => {
    expect(await failed('noise.zip', Buffer.from('definitely not a zip archive, just some text'))).toMatch(/^not a readable zip archive \(/);
    const good = makeZip([{ name: 'a.txt', data: 'alpha' }, { name: 'b.txt', data: 'beta' }]);
    expect(await failed('cut.zip', good.subarray(0, good.length - 40))).toMatch(/^(not a readable zip archive|the archive is damaged) \(/);
    expect(await failed('odd.zip', makeZip([{ name: 'x.csv', data: '1,2' }, { name: '.hidden.txt', data: 'h' }]))).toBe(
      'the archive holds no supported files (2 skipped: x.csv: unsupported type .csv; .hidden.txt: hidden file)',
    );
    // A failed archive made no folder and kept no member.
    const names = (await list('/bad', SU)).map((e) => e.name);
    expect(names.filter((n) => !n.endsWith('.zip'))).toEqual([]);
    await expectNoStrayBlobs();
  });
});

describe('a daemon killed while an archive is being unpacked', () => {
  const SU = 'ana';
  it('unpacks it once after the restart and completes it', async () => {
    const members = Array.from({ length: 5 }, (_, i) => ({ name: `box/note${i}.txt`, data: `Inventory note ${i}: the crate of copper fittings was counted.` }));
    const up = await api.upload('crates.zip', makeZip(members), { path: '/restart', sub_user_name: SU });
    // The extraction child takes a while to start: the archive is usually still being unpacked
    // (on a fast machine its job may not have been claimed yet; either way it must end once).
    expect(await d.stop('SIGKILL')).toBeNull();
    await d.restart();
    api = new Api(d.url, d.apiKey);
    expect(await api.waitFor(up.file_id, { sub_user_name: SU, timeoutMs: 60_000 })).toBe('COMPLETED');
    const items = await list('/restart', SU);
    expect(items.map((e) => `${e.path}:${e.status}`)).toEqual([
      '/restart/crates:COMPLETED',
      '/restart/crates.zip:COMPLETED',
      '/restart/crates/box:COMPLETED',
      ...members.map((m) => `/restart/crates/${m.name}:COMPLETED`),
    ]);
    await expectNoStrayBlobs();
  });
});

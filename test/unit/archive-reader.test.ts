import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unpackZip, RATIO_GRACE_BYTES, type ArchiveLimits } from '../../src/core/archive/zip-reader.js';
import { classifyMember } from '../../src/core/archive/names.js';
import { makeZip, zerosBomb } from '../helpers/zip.js';
import { isSupported } from '../../src/cli/scan.js';

const MiB = 1024 * 1024;
const LIMITS: ArchiveLimits = { maxMembers: 100, maxTotalBytes: 64 * MiB, maxMemberBytes: 32 * MiB, maxRatio: 200 };

let dir: string;
let n = 0;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'ctx-zip-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function files(buf: Buffer): { path: string; outDir: string } {
  const path = join(dir, `a${++n}.zip`);
  writeFileSync(path, buf);
  return { path, outDir: join(dir, `out${n}`) };
}

async function unpack(buf: Buffer, limits: Partial<ArchiveLimits> = {}) {
  const f = files(buf);
  return { ...f, result: await unpackZip({ ...f, limits: { ...LIMITS, ...limits } }) };
}

async function refused(buf: Buffer, limits: Partial<ArchiveLimits> = {}): Promise<{ message: string; outDir: string }> {
  const f = files(buf);
  const err = await unpackZip({ ...f, limits: { ...LIMITS, ...limits } }).then(
    () => undefined,
    (e: Error) => e,
  );
  expect(err, 'the archive should have been refused').toBeInstanceOf(Error);
  expect(err!.name).toBe('ExtractionError');
  return { message: err!.message, outDir: f.outDir };
}

const sha = (b: Buffer | string) => createHash('sha256').update(b).digest('hex');

describe('member names', () => {
  const attrs = { versionMadeBy: (3 << 8) | 20, externalFileAttributes: 0o100644 << 16 };
  it('keeps safe relative paths and drops "." and empty segments', () => {
    expect(classifyMember('notes/a.txt', attrs)).toEqual({ kind: 'file', path: 'notes/a.txt' });
    expect(classifyMember('./notes//a.txt', attrs)).toEqual({ kind: 'file', path: 'notes/a.txt' });
    expect(classifyMember('notes/', attrs)).toEqual({ kind: 'dir', path: 'notes' });
    expect(classifyMember('cafe\u0301.txt', attrs)).toEqual({ kind: 'file', path: 'caf\u00e9.txt' });
  });
  it('refuses names that climb out, are absolute or hold control characters', () => {
    expect(classifyMember('../x.txt', attrs)).toMatchObject({ kind: 'skip', reason: expect.stringContaining('..') });
    expect(classifyMember('a/../../x.txt', attrs)).toMatchObject({ kind: 'skip' });
    expect(classifyMember('/etc/x.txt', attrs)).toMatchObject({ kind: 'skip', reason: 'absolute path' });
    expect(classifyMember('C:/x.txt', attrs)).toMatchObject({ kind: 'skip', reason: 'absolute path' });
    expect(classifyMember('a\u0007b.txt', attrs)).toMatchObject({ kind: 'skip', reason: expect.stringContaining('control') });
    expect(classifyMember(`${'x'.repeat(300)}.txt`, attrs)).toMatchObject({ kind: 'skip', reason: expect.stringContaining('255') });
  });
  it('skips hidden entries, macOS metadata, links, lock files, nested archives and unsupported types', () => {
    expect(classifyMember('.DS_Store', attrs)).toEqual({ kind: 'skip', reason: 'hidden file' });
    expect(classifyMember('.git/config.txt', attrs)).toEqual({ kind: 'skip', reason: 'hidden folder', group: '.git/' });
    expect(classifyMember('__MACOSX/._a.txt', attrs)).toEqual({ kind: 'skip', reason: 'macOS metadata', group: '__MACOSX/' });
    expect(classifyMember('link.txt', { ...attrs, externalFileAttributes: 0o120777 << 16 })).toEqual({ kind: 'skip', reason: 'symbolic link' });
    expect(classifyMember('~$report.docx', attrs)).toEqual({ kind: 'skip', reason: 'temporary file' });
    expect(classifyMember('inner.ZIP', attrs)).toEqual({ kind: 'skip', reason: 'nested archive (not expanded)' });
    expect(classifyMember('data.csv', attrs)).toEqual({ kind: 'skip', reason: 'unsupported type .csv' });
    expect(classifyMember('README', attrs)).toEqual({ kind: 'skip', reason: 'unsupported type (no extension)' });
  });
});

describe('what the CLI uploads', () => {
  it('takes .zip files like any supported file (upload and sync scan for them)', () => {
    expect(isSupported('portfolio.zip')).toBe(true);
    expect(isSupported('PORTFOLIO.ZIP')).toBe(true);
    expect(isSupported('portfolio.rar')).toBe(false);
  });
});

describe('unpackZip', () => {
  it('writes the supported members with their hashes and reports every skip', async () => {
    const { result, outDir } = await unpack(
      makeZip([
        { name: 'docs/' },
        { name: 'docs/a.txt', data: 'alpha '.repeat(1000) },
        { name: 'b.json', data: '{"b": 1}', method: 0 },
        { name: 'data.csv', data: 'x,y' },
        { name: '.DS_Store', data: 'junk' },
        { name: '__MACOSX/._a.txt', data: 'rsrc' },
        { name: '__MACOSX/docs/._b.txt', data: 'rsrc' },
        { name: '../escape.txt', data: 'nope' },
        { name: 'inner.zip', data: 'PK' },
        { name: 'empty/' },
        // Traditional encryption puts a 12-byte header before the data.
        { name: 'locked.txt', data: 'secret', compressed: Buffer.concat([Buffer.alloc(12, 7), Buffer.from('secret')]), encrypted: true, method: 0 },
        { name: 'old.txt', data: 'shrunk', method: 1 },
      ]),
    );
    expect(result.entries).toBe(12);
    expect(result.members.map((m) => m.path)).toEqual(['docs/a.txt', 'b.json']);
    for (const m of result.members) {
      const bytes = readFileSync(join(outDir, m.file));
      expect(sha(bytes)).toBe(m.sha256);
      expect(bytes.length).toBe(m.size);
    }
    expect(result.members[0]!.sha256).toBe(sha('alpha '.repeat(1000)));
    const skips = Object.fromEntries(result.skipped.map((s) => [s.name, `${s.reason} x${s.count}`]));
    expect(skips).toEqual({
      'data.csv': 'unsupported type .csv x1',
      '.DS_Store': 'hidden file x1',
      '__MACOSX/': 'macOS metadata x2',
      '../escape.txt': 'path leads out of the archive (..) x1',
      'inner.zip': 'nested archive (not expanded) x1',
      'empty/': 'empty folder (not created) x1',
      'locked.txt': 'password-protected x1',
      'old.txt': 'compression method 1 is not supported x1',
    });
    expect(result.skippedTotal).toBe(9);
  });

  it('refuses more entries than the limit before reading any', async () => {
    const entries = Array.from({ length: 6 }, (_, i) => ({ name: `f${i}.txt`, data: `file ${i}` }));
    const { message, outDir } = await refused(makeZip(entries), { maxMembers: 5 });
    expect(message).toBe('the archive holds 6 entries, more than the limit of 5 (archives.max_members)');
    expect(existsSync(outDir)).toBe(false);
  });

  it('refuses a bomb whose header is honest before inflating it', async () => {
    const bomb = zerosBomb(300);
    expect(bomb.compressed.length).toBeLessThan(400 * 1024);
    const { message, outDir } = await refused(makeZip([{ name: 'ok.txt', data: 'fine' }, { name: 'zeros.txt', compressed: bomb.compressed, declaredSize: bomb.size, crc: bomb.crc }]), {
      maxMemberBytes: 1024 * MiB,
      maxTotalBytes: 1024 * MiB,
    });
    expect(message).toMatch(/member "zeros\.txt" expands to more than 200 times its compressed size .*zip bomb/);
    // Nothing stays behind, not even the members written before it.
    expect(existsSync(outDir)).toBe(false);
  });

  it('counts the real inflated bytes: a header that understates the ratio is caught while streaming', async () => {
    const bomb = zerosBomb(300);
    // Declared 50 MiB for ~300 KB: under the ratio limit on paper.
    const declared = 50 * MiB;
    expect(declared / bomb.compressed.length).toBeLessThan(200);
    const started = Date.now();
    const { message, outDir } = await refused(makeZip([{ name: 'zeros.txt', compressed: bomb.compressed, declaredSize: declared, crc: bomb.crc }]), {
      maxMemberBytes: 1024 * MiB,
      maxTotalBytes: 1024 * MiB,
    });
    expect(message).toMatch(/expands to more than 200 times its compressed size/);
    expect(existsSync(outDir)).toBe(false);
    // Stopped after about RATIO_GRACE_BYTES, long before 50 MiB, let alone 300.
    expect(Date.now() - started).toBeLessThan(5000);
    expect(RATIO_GRACE_BYTES).toBeLessThan(declared / 10);
  });

  it('never trusts a declared size: more data than declared fails the archive', async () => {
    const data = Buffer.alloc(200_000, 'a');
    const { message } = await refused(makeZip([{ name: 'liar.txt', data, declaredSize: 1000 }]));
    expect(message).toBe('member "liar.txt" holds more data than its header declares: the archive is damaged or forged');
  });

  it('bounds each member and all members together by what they really inflate to', async () => {
    const big = Buffer.alloc(3 * MiB, 'b');
    const one = await refused(makeZip([{ name: 'big.txt', data: big }]), { maxMemberBytes: 2 * MiB, maxRatio: 10_000 });
    expect(one.message).toBe('member "big.txt" is larger than the 2 MiB per-file limit (archives.max_member_bytes)');
    // Each member is within its limit; only the running total exceeds the archive's.
    const many = Array.from({ length: 4 }, (_, i) => ({ name: `part${i}.txt`, data: Buffer.alloc(2 * MiB, 97 + i) }));
    const total = await refused(makeZip(many), { maxMemberBytes: 3 * MiB, maxTotalBytes: 7 * MiB, maxRatio: 10_000 });
    expect(total.message).toBe('the archive unpacks to more than 7 MiB (limit archives.max_total_bytes)');
    expect(existsSync(total.outDir)).toBe(false);
  });

  it('fails on what is not a zip, a truncated zip and a damaged member', async () => {
    expect((await refused(Buffer.from('this is not a zip file at all'))).message).toMatch(/^not a readable zip archive \(/);
    const good = makeZip([{ name: 'a.txt', data: 'hello '.repeat(100) }, { name: 'b.txt', data: 'world' }]);
    expect((await refused(good.subarray(0, good.length - 30))).message).toMatch(/^not a readable zip archive|^the archive is damaged/);
    const badCrc = await refused(makeZip([{ name: 'a.txt', data: 'hello', crc: 12345 }]));
    expect(badCrc.message).toBe('member "a.txt" is damaged (checksum mismatch)');
    const garbage = await refused(makeZip([{ name: 'a.txt', data: 'hello', compressed: Buffer.from([0xff, 0xff, 0xff, 0xff]) }]));
    expect(garbage.message).toMatch(/^the archive is damaged \(/);
  });

  it('leaves only the members in the output directory', async () => {
    const { result, outDir } = await unpack(makeZip([{ name: 'x/y/z.txt', data: 'deep' }]));
    expect(result.members).toEqual([{ path: 'x/y/z.txt', file: '0', sha256: sha('deep'), size: 4 }]);
    expect(readdirSync(outDir)).toEqual(['0']);
  });
});

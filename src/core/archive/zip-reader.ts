/**
 * The bounded zip reader. Runs in an extraction child process (archives are hostile input):
 * yauzl parses the central directory and hands out each entry's raw bytes; this module
 * inflates them itself so that the real inflated bytes, and the compressed bytes they came
 * from, are counted as they stream. Declared sizes are only used to refuse early; every
 * limit is enforced again on what actually comes out.
 */
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { crc32, createInflateRaw } from 'node:zlib';
import yauzl from 'yauzl';
import { classifyMember } from './names.js';
import type { SkippedLine } from '../store/archives.js';

export interface ArchiveLimits {
  /** Entries in the central directory (files, folders, skipped ones alike). */
  maxMembers: number;
  /** Inflated bytes of all extracted members together. */
  maxTotalBytes: number;
  /** Inflated bytes of one member. */
  maxMemberBytes: number;
  /** Inflated bytes per compressed byte of one member, judged past RATIO_GRACE_BYTES. */
  maxRatio: number;
}

/** Small files of repeated text compress far better than any bomb ratio; only size makes a bomb. */
export const RATIO_GRACE_BYTES = 1024 * 1024;
/** Skip lines kept for the report; the rest are only counted. */
const MAX_SKIP_LINES = 200;

export interface UnpackInput {
  /** The archive's blob. */
  path: string;
  /** An empty scratch directory the members are written to (as 0, 1, 2, …). */
  outDir: string;
  limits: ArchiveLimits;
}

export interface UnpackedMember {
  /** Relative path inside the archive, `/`-separated, validated like an upload name. */
  path: string;
  /** The member's bytes, in outDir. */
  file: string;
  sha256: string;
  size: number;
}

/** One report line; `count`: entries it stands for (a skipped `__MACOSX/` counts all of them). */
export type SkippedEntry = SkippedLine;

export interface Unpacked {
  entries: number;
  members: UnpackedMember[];
  skipped: SkippedEntry[];
  /** Skipped entries in all, including those past the report's line limit. */
  skippedTotal: number;
}

/** A reason for the user as it stands (see failureReason in jobs/processor.ts). */
export class ArchiveError extends Error {
  override name = 'ExtractionError';
}

export function formatBytes(n: number): string {
  const units = ['bytes', 'KiB', 'MiB', 'GiB', 'TiB'];
  let i = 0;
  while (n >= 1024 && i < units.length - 1 && n % 1024 === 0) {
    n /= 1024;
    i++;
  }
  return `${n} ${units[i]}`;
}

/** Names as they appear in reasons and reports: printable, bounded. */
export function printable(name: string): string {
  const clean = name.replace(/[\u0000-\u001f\u007f]/g, '?');
  return clean.length > 300 ? `${clean.slice(0, 300)}…` : clean;
}

/** Unpacks the supported members of a zip into outDir within the limits; throws ArchiveError. */
export async function unpackZip(input: UnpackInput): Promise<Unpacked> {
  const { limits } = input;
  let zip: yauzl.ZipFile;
  try {
    // decodeStrings: false, so that one bad name is skipped instead of failing the archive.
    zip = await yauzl.openPromise(input.path, { lazyEntries: true, decodeStrings: false, validateEntrySizes: true, autoClose: true });
  } catch (err) {
    throw new ArchiveError(`not a readable zip archive (${firstLine(err)})`);
  }
  if (zip.entryCount > limits.maxMembers) {
    zip.close();
    throw new ArchiveError(`the archive holds ${zip.entryCount} entries, more than the limit of ${limits.maxMembers} (archives.max_members)`);
  }
  const report = new SkipReport();
  const members: UnpackedMember[] = [];
  const dirs = new Set<string>();
  const budget = { total: 0 };
  await mkdir(input.outDir, { recursive: true });
  try {
    for await (const entry of zip.eachEntry()) {
      const rawName = yauzl.getFileNameLowLevel(entry.generalPurposeBitFlag, entry.fileNameRaw, entry.extraFields, false);
      const verdict = classifyMember(rawName, entry);
      if (verdict.kind === 'dir') {
        dirs.add(verdict.path);
        continue;
      }
      if (verdict.kind === 'skip') {
        report.add(verdict.group ?? rawName, verdict.reason);
        continue;
      }
      if (entry.isEncrypted()) {
        report.add(rawName, 'password-protected');
        continue;
      }
      if (entry.compressionMethod !== 0 && entry.compressionMethod !== 8) {
        report.add(rawName, `compression method ${entry.compressionMethod} is not supported`);
        continue;
      }
      checkDeclared(verdict.path, entry, limits);
      const file = String(members.length);
      const out = join(input.outDir, file);
      const { sha256, size } = await extractMember(zip, entry, verdict.path, out, limits, budget);
      members.push({ path: verdict.path, file, sha256, size });
    }
  } catch (err) {
    zip.close();
    await rm(input.outDir, { recursive: true, force: true });
    if (err instanceof ArchiveError) throw err;
    throw new ArchiveError(`the archive is damaged (${firstLine(err)})`);
  }
  for (const dir of dirs) {
    if (!members.some((m) => m.path.startsWith(`${dir}/`))) report.add(`${dir}/`, 'empty folder (not created)');
  }
  return { entries: zip.entryCount, members, skipped: report.lines(), skippedTotal: report.total };
}

/** Refuses a member from its header alone when that already breaks a limit. */
function checkDeclared(path: string, entry: yauzl.Entry, limits: ArchiveLimits): void {
  if (entry.uncompressedSize > limits.maxMemberBytes) throw memberTooLarge(path, limits);
  if (entry.uncompressedSize > RATIO_GRACE_BYTES && entry.uncompressedSize > limits.maxRatio * Math.max(entry.compressedSize, 1)) throw ratioExceeded(path, limits);
}

async function extractMember(
  zip: yauzl.ZipFile,
  entry: yauzl.Entry,
  path: string,
  out: string,
  limits: ArchiveLimits,
  budget: { total: number },
): Promise<{ sha256: string; size: number }> {
  const raw = await zip.openReadStreamPromise(entry, { decodeFileData: false });
  const hash = createHash('sha256');
  let compressed = 0;
  let inflated = 0;
  let crc = 0;
  const deflated = entry.compressionMethod === 8;
  const countIn = new Transform({
    transform(chunk: Buffer, _enc, cb) {
      compressed += chunk.length;
      cb(null, chunk);
    },
  });
  const meter = new Transform({
    transform(chunk: Buffer, _enc, cb: TransformCallback) {
      inflated += chunk.length;
      budget.total += chunk.length;
      if (inflated > limits.maxMemberBytes) return cb(memberTooLarge(path, limits));
      if (budget.total > limits.maxTotalBytes) return cb(new ArchiveError(`the archive unpacks to more than ${formatBytes(limits.maxTotalBytes)} (limit archives.max_total_bytes)`));
      // The inflater holds back little, so what it has consumed is a fair denominator.
      if (deflated && inflated > RATIO_GRACE_BYTES && inflated > limits.maxRatio * Math.max(compressed, 1)) return cb(ratioExceeded(path, limits));
      if (inflated > entry.uncompressedSize) return cb(new ArchiveError(`member "${printable(path)}" holds more data than its header declares: the archive is damaged or forged`));
      hash.update(chunk);
      crc = crc32(chunk, crc);
      cb(null, chunk);
    },
  });
  try {
    if (deflated) await pipeline(raw, countIn, createInflateRaw(), meter, createWriteStream(out));
    else await pipeline(raw, countIn, meter, createWriteStream(out));
  } catch (err) {
    await rm(out, { force: true });
    throw err;
  }
  if (inflated !== entry.uncompressedSize || crc !== entry.crc32) {
    await rm(out, { force: true });
    throw new ArchiveError(`member "${printable(path)}" is damaged (${inflated !== entry.uncompressedSize ? 'wrong size' : 'checksum mismatch'})`);
  }
  return { sha256: hash.digest('hex'), size: inflated };
}

function memberTooLarge(path: string, limits: ArchiveLimits): ArchiveError {
  return new ArchiveError(`member "${printable(path)}" is larger than the ${formatBytes(limits.maxMemberBytes)} per-file limit (archives.max_member_bytes)`);
}

function ratioExceeded(path: string, limits: ArchiveLimits): ArchiveError {
  return new ArchiveError(
    `member "${printable(path)}" expands to more than ${limits.maxRatio} times its compressed size (limit archives.max_ratio): refused as a likely zip bomb`,
  );
}

function firstLine(err: unknown): string {
  return ((err as Error)?.message ?? String(err)).split('\n')[0]!.trim();
}

/** Skipped entries, one line per name or per skipped folder. */
class SkipReport {
  private readonly byKey = new Map<string, SkippedEntry>();
  total = 0;

  add(name: string, reason: string): void {
    this.total++;
    const key = `${name}\u0000${reason}`;
    const line = this.byKey.get(key);
    if (line) line.count++;
    else if (this.byKey.size < MAX_SKIP_LINES) this.byKey.set(key, { name: printable(name), reason, count: 1 });
  }

  lines(): SkippedEntry[] {
    return [...this.byKey.values()];
  }
}

import { constants, crc32, deflateRawSync } from 'node:zlib';

/** One entry of a zip made by the tests; everything a hostile archive could lie about is settable. */
export interface ZipEntrySpec {
  name: string;
  data?: Buffer | string;
  /** 0 stored, 8 deflated (default), anything else is written as given with the data as is. */
  method?: number;
  /** Raw deflate bytes to store instead of compressing `data` (bombs are made this way). */
  compressed?: Buffer;
  /** What the headers say, when it should differ from the truth. */
  declaredSize?: number;
  crc?: number;
  encrypted?: boolean;
  /** Unix mode bits (e.g. 0o120777 for a symbolic link). */
  mode?: number;
}

/** A zip file (no zip64), written byte by byte so that tests control every field. */
export function makeZip(entries: ZipEntrySpec[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name, 'utf8');
    const data = typeof e.data === 'string' ? Buffer.from(e.data) : (e.data ?? Buffer.alloc(0));
    const method = e.method ?? (e.name.endsWith('/') ? 0 : 8);
    const body = e.compressed ?? (method === 8 ? deflateRawSync(data) : data);
    const size = e.declaredSize ?? data.length;
    const crc = e.crc ?? crc32(data);
    const flags = 0x800 | (e.encrypted ? 1 : 0);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt16LE(0, 10);
    local.writeUInt16LE(0x5821, 12); // 2024-01-01
    local.writeUInt32LE(crc >>> 0, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE((3 << 8) | 20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(flags, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt16LE(0, 12);
    central.writeUInt16LE(0x5821, 14);
    central.writeUInt32LE(crc >>> 0, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(((e.mode ?? (e.name.endsWith('/') ? 0o40755 : 0o100644)) << 16) >>> 0, 38);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

/**
 * Raw deflate of `mib` MiB of zeros without inflating anything in memory: a full flush resets
 * the compressor, so every MiB compresses to the same bytes and the stream is that block
 * repeated, closed by an empty final block. 300 MiB become about 300 KB.
 */
export function zerosBomb(mib: number): { compressed: Buffer; size: number; crc: number } {
  const one = Buffer.alloc(1024 * 1024);
  const block = deflateRawSync(one, { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  let crc = 0;
  for (let i = 0; i < mib; i++) crc = crc32(one, crc);
  const compressed = Buffer.concat([...Array.from({ length: mib }, () => block), Buffer.from([0x03, 0x00])]);
  return { compressed, size: mib * one.length, crc };
}

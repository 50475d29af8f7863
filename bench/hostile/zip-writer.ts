/**
 * A small streaming zip writer for generated hostile files: each member's content comes from a
 * generator of chunks and is deflated as it is produced, so a member that inflates to a
 * gigabyte never exists in memory (only its compressed bytes do).
 */
import { crc32, createDeflateRaw } from 'node:zlib';

export interface MemberSource {
  name: string;
  /** The member's bytes, in pieces (a repeated pattern for a bomb). */
  chunks: () => Iterable<Buffer>;
  /** A forged header: the inflated size the zip claims (a bomb hiding from header checks). */
  declaredSize?: number;
}

interface Deflated {
  data: Buffer;
  crc: number;
  size: number;
}

async function deflateMember(src: MemberSource): Promise<Deflated> {
  const z = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  z.on('data', (b: Buffer) => out.push(b));
  const done = new Promise<void>((res, rej) => {
    z.on('end', res);
    z.on('error', rej);
  });
  let crc = 0;
  let size = 0;
  for (const chunk of src.chunks()) {
    crc = crc32(chunk, crc);
    size += chunk.length;
    if (!z.write(chunk)) await new Promise((r) => z.once('drain', r));
  }
  z.end();
  await done;
  return { data: Buffer.concat(out), crc, size };
}

/** A whole zip file (deflated members, 32-bit sizes: members stay under 4 GiB). */
export async function buildZip(members: MemberSource[]): Promise<Buffer> {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const m of members) {
    const d = await deflateMember(m);
    const name = Buffer.from(m.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(d.crc >>> 0, 14);
    local.writeUInt32LE(d.data.length, 18);
    local.writeUInt32LE(m.declaredSize ?? d.size, 22);
    local.writeUInt16LE(name.length, 26);
    const cd = Buffer.alloc(46);
    cd.writeUInt32LE(0x02014b50, 0);
    cd.writeUInt16LE(20, 4);
    cd.writeUInt16LE(20, 6);
    cd.writeUInt16LE(0x0800, 8);
    cd.writeUInt16LE(8, 10);
    cd.writeUInt32LE(d.crc >>> 0, 16);
    cd.writeUInt32LE(d.data.length, 20);
    cd.writeUInt32LE(m.declaredSize ?? d.size, 24);
    cd.writeUInt16LE(name.length, 28);
    cd.writeUInt32LE(offset, 42);
    parts.push(local, name, d.data);
    central.push(cd, name);
    offset += local.length + name.length + d.data.length;
  }
  const cdBuf = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(members.length, 8);
  end.writeUInt16LE(members.length, 10);
  end.writeUInt32LE(cdBuf.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, cdBuf, end]);
}

/** `head`, then `unit` repeated until about `bytes`, then `tail`, in pieces of about 1 MiB. */
export function* repeated(head: string, unit: string, tail: string, bytes: number): Iterable<Buffer> {
  yield Buffer.from(head);
  const per = Math.max(1, Math.floor((1024 * 1024) / unit.length));
  const block = Buffer.from(unit.repeat(per));
  for (let n = 0; n < bytes; n += block.length) yield n + block.length <= bytes ? block : block.subarray(0, Math.max(unit.length, bytes - n));
  yield Buffer.from(tail);
}

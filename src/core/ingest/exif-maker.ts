/**
 * What a photo's EXIF keeps outside the standard tags: the lens that older Canon and Nikon
 * bodies record only in their maker notes (EXIF's own LensModel arrived in 2010), and the
 * photographer that editing tools write to XMP or IPTC instead of EXIF's Artist. exifr hands the
 * maker note over as bytes; the two layouts read here are documented by ExifTool's tag tables
 * (Canon.pm, Nikon.pm). Anything unexpected reads as nothing: these are extras, never errors.
 */

interface Ifd {
  /** Reads the entries of the IFD at `at`; value offsets count from `base`. */
  entries(at: number): Map<number, { type: number; count: number; valueAt: number }>;
  u16(at: number): number;
  u32(at: number): number;
  buf: Buffer;
}

function ifdReader(buf: Buffer, littleEndian: boolean, base: number): Ifd {
  const u16 = (at: number): number => (littleEndian ? buf.readUInt16LE(at) : buf.readUInt16BE(at));
  const u32 = (at: number): number => (littleEndian ? buf.readUInt32LE(at) : buf.readUInt32BE(at));
  const SIZES: Record<number, number> = { 1: 1, 2: 1, 3: 2, 4: 4, 5: 8, 7: 1, 9: 4, 10: 8 };
  return {
    buf,
    u16,
    u32,
    entries(at) {
      const out = new Map<number, { type: number; count: number; valueAt: number }>();
      const n = u16(at);
      if (n > 500) return out;
      for (let i = 0; i < n; i++) {
        const e = at + 2 + i * 12;
        if (e + 12 > buf.length) break;
        const type = u16(e + 2);
        const count = u32(e + 4);
        const size = (SIZES[type] ?? 1) * count;
        const valueAt = size <= 4 ? e + 8 : base + u32(e + 8);
        if (valueAt + size <= buf.length) out.set(u16(e), { type, count, valueAt });
      }
      return out;
    },
  };
}

function ascii(buf: Buffer, at: number, count: number): string | undefined {
  const s = buf.subarray(at, at + count).toString('latin1').replace(/\0.*$/s, '').trim();
  return s && /[A-Za-z0-9]/.test(s) ? s : undefined;
}

/** "18", "55" → "18-55 mm"; a prime lens is one focal length. */
function focalRange(short: number, long: number): string | undefined {
  if (!(short > 0) || !(long >= short)) return undefined;
  const r = (x: number): string => String(Math.round(x * 10) / 10);
  return short === long ? `${r(short)} mm` : `${r(short)}-${r(long)} mm`;
}

/** Canon: an IFD at the maker note's start, offsets from the TIFF header. 0x95 LensModel; else 0x01 CameraSettings' focal range. */
function canonLens(tiff: Buffer, makerAt: number, le: boolean): string | undefined {
  const ifd = ifdReader(tiff, le, 0);
  const tags = ifd.entries(makerAt);
  const model = tags.get(0x95);
  if (model && model.type === 2) {
    const s = ascii(tiff, model.valueAt, model.count);
    if (s) return s;
  }
  const settings = tags.get(0x01);
  if (!settings || settings.type !== 3 || settings.count < 26) return undefined;
  const at = (i: number): number => ifd.u16(settings.valueAt + i * 2);
  const units = at(25) || 1;
  return focalRange(at(24) / units, at(23) / units);
}

/** Nikon (type 3): "Nikon\0" + version, then a TIFF header of its own. 0x84 Lens: min/max focal length and aperture. */
function nikonLens(maker: Buffer): string | undefined {
  if (maker.subarray(0, 6).toString('latin1') !== 'Nikon\0' || maker.length < 18) return undefined;
  const base = 10;
  const order = maker.subarray(base, base + 2).toString('latin1');
  if (order !== 'II' && order !== 'MM') return undefined;
  const ifd = ifdReader(maker, order === 'II', base);
  const lens = ifd.entries(base + ifd.u32(base + 4)).get(0x84);
  if (!lens || lens.type !== 5 || lens.count !== 4) return undefined;
  const rational = (i: number): number => {
    const den = ifd.u32(lens.valueAt + i * 8 + 4);
    return den ? ifd.u32(lens.valueAt + i * 8) / den : 0;
  };
  const focal = focalRange(rational(0), rational(1));
  if (!focal) return undefined;
  const [a, b] = [rational(2), rational(3)];
  const aperture = a > 0 ? `f/${a}${b > a ? `-${b}` : ''}` : '';
  return [focal.replace(' mm', 'mm'), aperture].filter(Boolean).join(' ');
}

/** The lens a Canon or Nikon maker note names, given the EXIF TIFF block and the maker note exifr read from it. */
export function makerNoteLens(tiff: Buffer, makerNote: Uint8Array | undefined, make: string | undefined): string | undefined {
  if (!makerNote || makerNote.length < 16 || tiff.length < 8 || !make) return undefined;
  const maker = Buffer.from(makerNote.buffer, makerNote.byteOffset, makerNote.byteLength);
  try {
    if (/^nikon/i.test(make)) return nikonLens(maker);
    if (/^canon/i.test(make)) {
      const at = tiff.indexOf(maker.subarray(0, Math.min(32, maker.length)));
      const order = tiff.subarray(0, 2).toString('latin1');
      return at > 0 && (order === 'II' || order === 'MM') ? canonLens(tiff, at, order === 'II') : undefined;
    }
  } catch {
    return undefined;
  }
  return undefined;
}

/** XML's five escapes, as XMP writes names ("O&apos;Brien"). */
function unescapeXml(s: string): string {
  return s.replace(/&(lt|gt|quot|apos|amp);/g, (_, e: string) => ({ lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' })[e]!);
}

/** The photographer in an XMP packet: dc:creator's first entry (Lightroom, phones, photo agencies). */
export function xmpCreator(xmp: Buffer | undefined): string | undefined {
  if (!xmp) return undefined;
  const m = /<dc:creator>\s*<rdf:(?:Seq|Bag)>\s*<rdf:li[^>]*>([^<]{1,200})<\/rdf:li>/.exec(xmp.toString('utf8'));
  const name = m?.[1] ? unescapeXml(m[1]).trim() : '';
  return name || undefined;
}

/** The photographer in an IPTC-IIM block: record 2, dataset 80 (By-line). */
export function iptcByline(iptc: Buffer | undefined): string | undefined {
  if (!iptc) return undefined;
  for (let i = iptc.indexOf(0x1c); i >= 0 && i + 5 <= iptc.length; i = iptc.indexOf(0x1c, i + 1)) {
    if (iptc[i + 1] !== 2 || iptc[i + 2] !== 80) continue;
    const len = iptc.readUInt16BE(i + 3);
    const name = iptc.subarray(i + 5, i + 5 + len).toString('utf8').trim();
    if (name && len < 200) return name;
  }
  return undefined;
}

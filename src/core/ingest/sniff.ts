import { open, readFile } from 'node:fs/promises';
import CFB from 'cfb';

/**
 * Content sniffing: what a file really is, judged from its bytes rather than its name. A .ppt
 * that is really an OOXML zip, a .docx that is really a PDF, a .txt that is really a PNG… are
 * parsed as what they are. This is the one place that knows the magic numbers; the registry
 * (extractFile) consults it for every extension.
 */
export interface Sniffed {
  /** The extension whose extractor reads this content ('.pptx'); '' for encrypted Office files. */
  ext: string;
  /** What the content is, for messages: "a PowerPoint (.pptx) presentation". */
  label: string;
  /** An encrypted OOXML package (a compound file holding EncryptionInfo + EncryptedPackage). */
  encrypted?: boolean;
}

const HEAD_BYTES = 4096;
/** The end-of-central-directory record sits in the last 22 + 65,535 bytes of a zip. */
const ZIP_TAIL_BYTES = 22 + 65_535;
/** Compound files bigger than this are not read whole just to be named. */
const MAX_CFB_SNIFF_BYTES = 512 * 1024 * 1024;

const CFB_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/** Extensions that name the same container format; a file is not "mismatched" within one group. */
const SAME_FORMAT: string[][] = [
  ['.jpg', '.jpeg'],
  // ISO base media: the brand does not reliably tell audio-only from video files.
  ['.mp4', '.m4v', '.mov', '.m4a'],
  // MPEG audio frames and ADTS AAC share the frame-sync pattern.
  ['.mp3', '.aac'],
];

export const OOXML_EXTENSIONS = new Set(['.docx', '.pptx', '.xlsx']);

/** True when content sniffed as `sniffed` may be read by the extractor registered for `claimed`. */
export function sameFormat(sniffed: string, claimed: string): boolean {
  if (sniffed === claimed) return true;
  return SAME_FORMAT.some((g) => g.includes(sniffed) && g.includes(claimed));
}

/** Identifies a file by its bytes; undefined when nothing recognisable (plain text, unknown). */
export async function sniffFile(path: string): Promise<Sniffed | undefined> {
  const fh = await open(path, 'r');
  let head: Buffer;
  let size: number;
  try {
    size = (await fh.stat()).size;
    head = Buffer.alloc(Math.min(HEAD_BYTES, size));
    await fh.read(head, 0, head.length, 0);
    if (isZip(head)) {
      const tailLen = Math.min(ZIP_TAIL_BYTES, size);
      const tail = Buffer.alloc(tailLen);
      await fh.read(tail, 0, tailLen, size - tailLen);
      const names = await zipNames(fh, tail, size);
      return names ? sniffZip(names) : undefined;
    }
  } finally {
    await fh.close();
  }
  if (head.subarray(0, 8).equals(CFB_MAGIC)) {
    if (size > MAX_CFB_SNIFF_BYTES) return undefined;
    return sniffCfb(await readFile(path));
  }
  return sniffMagic(head);
}

/** Magic numbers of single-format files (PDF, images, audio, video). */
export function sniffMagic(b: Buffer): Sniffed | undefined {
  const ascii = (at: number, s: string) => b.length >= at + s.length && b.toString('latin1', at, at + s.length) === s;
  // Readers accept a PDF header after leading junk too, but a text file that merely mentions
  // "%PDF-" must stay text: only whitespace (or a BOM) may come before it here.
  const pdfAt = b.subarray(0, 1024).indexOf('%PDF-');
  if (pdfAt >= 0 && /^(?:\ufeff)?\s*$/.test(b.toString('utf8', 0, pdfAt))) return { ext: '.pdf', label: 'a PDF document' };
  if (b.length >= 8 && b[0] === 0x89 && ascii(1, 'PNG\r\n\x1a\n')) return { ext: '.png', label: 'a PNG image' };
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return { ext: '.jpg', label: 'a JPEG image' };
  if (ascii(0, 'GIF87a') || ascii(0, 'GIF89a')) return { ext: '.gif', label: 'a GIF image' };
  if (ascii(0, 'RIFF') && ascii(8, 'WEBP')) return { ext: '.webp', label: 'a WebP image' };
  if (ascii(0, 'RIFF') && ascii(8, 'WAVE')) return { ext: '.wav', label: 'a WAV audio file' };
  if (ascii(0, 'RIFF') && ascii(8, 'AVI ')) return { ext: '.avi', label: 'an AVI video' };
  if (ascii(4, 'ftyp')) {
    const brand = b.toString('latin1', 8, 12);
    if (brand === 'qt  ') return { ext: '.mov', label: 'a QuickTime video' };
    if (brand === 'M4A ' || brand === 'M4B ') return { ext: '.m4a', label: 'an MPEG-4 audio file' };
    if (brand === 'M4V ' || brand === 'M4VH' || brand === 'M4VP') return { ext: '.m4v', label: 'an MPEG-4 video' };
    return { ext: '.mp4', label: 'an MPEG-4 file' };
  }
  if (b.length >= 4 && b[0] === 0x1a && b[1] === 0x45 && b[2] === 0xdf && b[3] === 0xa3) return { ext: '.mkv', label: 'a Matroska video' };
  if (ascii(0, 'fLaC')) return { ext: '.flac', label: 'a FLAC audio file' };
  if (ascii(0, 'ID3') && b.length >= 10) return { ext: '.mp3', label: 'an MP3 audio file' };
  if (mp3FramesAt(b, 0)) return { ext: '.mp3', label: 'an MP3 audio file' };
  if (adtsFramesAt(b, 0)) return { ext: '.aac', label: 'an AAC audio file' };
  return undefined;
}

function isZip(b: Buffer): boolean {
  // A local file header, or the end record of an empty archive.
  return b.length >= 4 && b[0] === 0x50 && b[1] === 0x4b && ((b[2] === 3 && b[3] === 4) || (b[2] === 5 && b[3] === 6));
}

/** Entry names from the zip's central directory (read from the file, never the whole archive). */
async function zipNames(fh: import('node:fs/promises').FileHandle, tail: Buffer, size: number): Promise<string[] | undefined> {
  const eocd = tail.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (eocd < 0 || eocd + 22 > tail.length) return undefined;
  const cdSize = tail.readUInt32LE(eocd + 12);
  const cdOffset = tail.readUInt32LE(eocd + 16);
  // Zip64 archives (and damaged ones) are left to the extractor.
  if (cdOffset === 0xffffffff || cdOffset + cdSize > size || cdSize > 64 * 1024 * 1024) return undefined;
  const cd = Buffer.alloc(cdSize);
  await fh.read(cd, 0, cdSize, cdOffset);
  const names: string[] = [];
  let p = 0;
  while (p + 46 <= cd.length && cd.readUInt32LE(p) === 0x02014b50) {
    const nameLen = cd.readUInt16LE(p + 28);
    const extraLen = cd.readUInt16LE(p + 30);
    const commentLen = cd.readUInt16LE(p + 32);
    names.push(cd.toString('utf8', p + 46, p + 46 + nameLen));
    p += 46 + nameLen + extraLen + commentLen;
  }
  return names;
}

export function sniffZip(names: string[]): Sniffed | undefined {
  const has = (prefix: string) => names.some((n) => n.startsWith(prefix));
  const ooxml = names.includes('[Content_Types].xml');
  if (ooxml && has('word/')) return { ext: '.docx', label: 'a Word (.docx) document' };
  if (ooxml && has('ppt/')) return { ext: '.pptx', label: 'a PowerPoint (.pptx) presentation' };
  if (ooxml && has('xl/')) return { ext: '.xlsx', label: 'an Excel (.xlsx) workbook' };
  return undefined;
}

/** Names a compound (OLE2) file by its streams: legacy Office formats, or an encrypted OOXML package. */
export function sniffCfb(buf: Buffer): Sniffed | undefined {
  let streams: Set<string>;
  try {
    const c = CFB.read(buf, { type: 'buffer' });
    streams = new Set(c.FileIndex.map((e) => e.name));
  } catch {
    return undefined;
  }
  if (streams.has('EncryptionInfo') && streams.has('EncryptedPackage')) return { ext: '', label: 'an encrypted Office document', encrypted: true };
  if (streams.has('PowerPoint Document')) return { ext: '.ppt', label: 'a legacy PowerPoint (.ppt) presentation' };
  if (streams.has('WordDocument')) return { ext: '.doc', label: 'a legacy Word (.doc) document' };
  if (streams.has('Workbook') || streams.has('Book')) return { ext: '.xls', label: 'a legacy Excel (.xls) workbook' };
  return undefined;
}

// MPEG-1/2 Layer III frame lengths, so a stray 0xFFEx pair (a UTF-16 BOM, say) is not taken for audio.
const MP3_BITRATES_V1 = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const MP3_BITRATES_V2 = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
const MP3_RATES: Record<number, number[]> = { 3: [44100, 48000, 32000], 2: [22050, 24000, 16000], 0: [11025, 12000, 8000] };

function mp3FrameLength(b: Buffer, at: number): number {
  if (at + 4 > b.length || b[at] !== 0xff || (b[at + 1]! & 0xe0) !== 0xe0) return 0;
  const version = (b[at + 1]! >> 3) & 3;
  const layer = (b[at + 1]! >> 1) & 3;
  const brIndex = b[at + 2]! >> 4;
  const srIndex = (b[at + 2]! >> 2) & 3;
  if (version === 1 || layer !== 1 || brIndex === 0 || brIndex === 15 || srIndex === 3) return 0;
  const bitrate = (version === 3 ? MP3_BITRATES_V1 : MP3_BITRATES_V2)[brIndex]! * 1000;
  const rate = MP3_RATES[version]![srIndex]!;
  const padding = (b[at + 2]! >> 1) & 1;
  return Math.floor(((version === 3 ? 144 : 72) * bitrate) / rate) + padding;
}

/** Two consecutive valid Layer III frames (or one that runs past the bytes we have). */
function mp3FramesAt(b: Buffer, at: number): boolean {
  const len = mp3FrameLength(b, at);
  if (!len) return false;
  return at + len + 4 > b.length || mp3FrameLength(b, at + len) > 0;
}

function adtsFramesAt(b: Buffer, at: number): boolean {
  const frame = (p: number): number => {
    if (p + 7 > b.length || b[p] !== 0xff || (b[p + 1]! & 0xf6) !== 0xf0) return 0;
    return ((b[p + 3]! & 0x03) << 11) | (b[p + 4]! << 3) | (b[p + 5]! >> 5);
  };
  const len = frame(at);
  if (len < 7) return false;
  return at + len + 7 > b.length || frame(at + len) >= 7;
}

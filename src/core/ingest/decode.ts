import { decodeWindows1252 } from './cp1252.js';

/**
 * Decodes text files whatever their Unicode encoding: UTF-8 (with or without BOM), UTF-16 and
 * UTF-32 in either byte order (with BOM, or recognised by their zero-byte pattern — also for
 * text in other scripts, whose only zero bytes are those of its spaces and line ends). Bytes
 * that are not valid UTF-8 fall back to windows-1252, so a legacy file still indexes.
 */
export function decodeText(buf: Buffer): { text: string; encoding: string } {
  const b = buf;
  if (b.length >= 4 && b[0] === 0xff && b[1] === 0xfe && b[2] === 0 && b[3] === 0) return { text: utf32(b.subarray(4), true), encoding: 'utf-32le' };
  if (b.length >= 4 && b[0] === 0 && b[1] === 0 && b[2] === 0xfe && b[3] === 0xff) return { text: utf32(b.subarray(4), false), encoding: 'utf-32be' };
  if (b.length >= 3 && b[0] === 0xef && b[1] === 0xbb && b[2] === 0xbf) return { text: utf8(b.subarray(3)), encoding: 'utf-8' };
  if (b.length >= 2 && b[0] === 0xff && b[1] === 0xfe) return { text: new TextDecoder('utf-16le').decode(b.subarray(2)), encoding: 'utf-16le' };
  if (b.length >= 2 && b[0] === 0xfe && b[1] === 0xff) return { text: new TextDecoder('utf-16be').decode(b.subarray(2)), encoding: 'utf-16be' };
  const guess = guessWide(b);
  if (guess === 'utf-32le' || guess === 'utf-32be') return { text: utf32(b, guess === 'utf-32le'), encoding: guess };
  if (guess) return { text: new TextDecoder(guess).decode(b), encoding: guess };
  // Before UTF-8: Cyrillic or Greek in UTF-16 is all bytes below 0x80, which UTF-8 accepts.
  const sparse = sparseUtf16(b);
  if (sparse) return sparse;
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(b), encoding: 'utf-8' };
  } catch {
    return { text: decodeWindows1252(b), encoding: 'windows-1252' };
  }
}

function utf8(b: Buffer): string {
  return new TextDecoder('utf-8').decode(b);
}

function utf32(b: Buffer, le: boolean): string {
  const out: string[] = [];
  for (let i = 0; i + 3 < b.length; i += 4) {
    const cp = le ? b.readUInt32LE(i) : b.readUInt32BE(i);
    out.push(cp <= 0x10ffff && (cp < 0xd800 || cp > 0xdfff) ? String.fromCodePoint(cp) : '\ufffd');
  }
  return out.join('');
}

/** BOM-less UTF-16/32 shows as zero bytes at fixed positions in mostly-ASCII text. */
function guessWide(b: Buffer): 'utf-16le' | 'utf-16be' | 'utf-32le' | 'utf-32be' | undefined {
  const n = Math.min(b.length, 4096);
  if (n < 4) return undefined;
  const zeros = [0, 0, 0, 0];
  for (let i = 0; i < n; i++) if (b[i] === 0) zeros[i % 4]!++;
  const q = n / 4;
  if (n % 4 === 0 && zeros[1]! > 0.9 * q && zeros[2]! > 0.9 * q && zeros[3]! > 0.9 * q && zeros[0]! < 0.1 * q) return 'utf-32le';
  if (n % 4 === 0 && zeros[0]! > 0.9 * q && zeros[1]! > 0.9 * q && zeros[2]! > 0.9 * q && zeros[3]! < 0.1 * q) return 'utf-32be';
  const odd = zeros[1]! + zeros[3]!;
  const even = zeros[0]! + zeros[2]!;
  if (odd > 0.4 * n && even < 0.05 * n) return 'utf-16le';
  if (even > 0.4 * n && odd < 0.05 * n) return 'utf-16be';
  return undefined;
}

/** A C0 control other than tab, line feed, form feed and carriage return: never in real text. */
const CONTROL = /[\u0000-\u0008\u000b\u000e-\u001f]/;

/**
 * BOM-less UTF-16 of text mostly outside Latin-1 (Cyrillic, Greek, CJK): the high byte of
 * every space, line end and ASCII digit is zero, so zero bytes sit almost only at the high
 * byte's positions — and a windows-1252 or UTF-8 text file has no zero bytes at all. The
 * decoding must then be free of lone surrogates and control characters.
 */
function sparseUtf16(b: Buffer): { text: string; encoding: 'utf-16le' | 'utf-16be' } | undefined {
  if (b.length < 8 || b.length % 2 !== 0) return undefined;
  const n = Math.min(b.length, 8192);
  const zeros = [0, 0];
  for (let i = 0; i < n; i++) if (b[i] === 0) zeros[i % 2]!++;
  const units = n / 2;
  const pick = (high: number, low: number): boolean => high >= 0.01 * units && high > 4 * low;
  const encoding = pick(zeros[1]!, zeros[0]!) ? 'utf-16le' : pick(zeros[0]!, zeros[1]!) ? 'utf-16be' : undefined;
  if (!encoding) return undefined;
  let text: string;
  try {
    text = new TextDecoder(encoding, { fatal: true }).decode(b);
  } catch {
    return undefined;
  }
  return CONTROL.test(text) ? undefined : { text, encoding };
}

/**
 * windows-1252 as the WHATWG Encoding Standard defines it. Node's TextDecoder('windows-1252')
 * decodes 0x80–0x9F as C1 control characters since 20.18.3 (nodejs/node#60888, #56542), so a
 * legacy file's € – “ ” ‘ ’ would be lost; those 32 bytes are mapped here.
 */
const HIGH = [
  0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152, 0x8d, 0x17d, 0x8f,
  0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122, 0x161, 0x203a, 0x153, 0x9d, 0x17e, 0x178,
];

export function decodeWindows1252(b: Uint8Array): string {
  let out = '';
  const CHUNK = 8192;
  for (let i = 0; i < b.length; i += CHUNK) {
    const codes = Array.from(b.subarray(i, i + CHUNK), (c) => (c >= 0x80 && c <= 0x9f ? HIGH[c - 0x80]! : c));
    out += String.fromCharCode(...codes);
  }
  return out;
}

/**
 * Text decoding without a byte-order mark: UTF-16 in non-Latin scripts (whose bytes UTF-8 may
 * even accept), alongside the cases that must not be mistaken for it.
 */
import { describe, expect, it } from 'vitest';
import { decodeText } from '../../src/core/ingest/decode.js';

const be = (s: string): Buffer => {
  const le = Buffer.from(s, 'utf16le');
  for (let i = 0; i + 1 < le.length; i += 2) [le[i], le[i + 1]] = [le[i + 1]!, le[i]!];
  return le;
};

const RUSSIAN = 'Встреча с врачом перенесена на четверг.\nВзять направление и результаты анализов.\n';
const CHINESE = '今天的会议记录如下：项目进度正常，下周三之前提交预算报告。\n明天 10 点和客户开会。\n';
const GREEK = 'Η συνάντηση μεταφέρθηκε την Πέμπτη στις 4 μ.μ.\n';

describe('BOM-less UTF-16 in other scripts', () => {
  it.each([
    ['Russian', RUSSIAN],
    ['Chinese', CHINESE],
    ['Greek', GREEK],
  ])('reads %s in either byte order', (_name, text) => {
    expect(decodeText(Buffer.from(text, 'utf16le'))).toEqual({ text, encoding: 'utf-16le' });
    expect(decodeText(be(text))).toEqual({ text, encoding: 'utf-16be' });
  });

  it('does not take UTF-8 or windows-1252 text for UTF-16', () => {
    for (const text of [RUSSIAN, CHINESE, GREEK, 'Plain ASCII notes, even length.\n']) expect(decodeText(Buffer.from(text, 'utf8'))).toEqual({ text, encoding: 'utf-8' });
    const cp1252 = Buffer.from('Caf\xe9 cr\xe8me br\xfbl\xe9e, na\xefve r\xe9sum\xe9 \x96 \x80 12.\n', 'latin1');
    expect(cp1252.length % 2).toBe(0);
    expect(decodeText(cp1252)).toEqual({ text: 'Café crème brûlée, naïve résumé – € 12.\n', encoding: 'windows-1252' });
  });
});

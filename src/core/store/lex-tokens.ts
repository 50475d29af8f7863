import { porterStem } from './porter.js';

/**
 * The PostgreSQL backend's tokenizer, doing what SQLite's FTS5 tokenizers do for the same
 * index: unicode61 (runs of letters, numbers and private-use characters, lower-cased, Latin
 * diacritics removed) and, for the main index, Porter stemming. Query terms go through the same
 * function as the text they are matched against.
 */
const TOKEN = /[\p{L}\p{N}\p{Co}]+/gu;
const LATIN_MARKS = /(\p{Script=Latin})\p{M}+/gu;

export function unicode61(text: string): string[] {
  const out: string[] = [];
  for (const m of text.toLowerCase().matchAll(TOKEN)) {
    let t = m[0];
    // NFC first (a precomposed é is one code point), then marks off Latin letters only: kana
    // voicing marks and Hangul are left alone, as remove_diacritics 2 leaves them.
    if (/[^\p{ASCII}]/u.test(t)) t = t.normalize('NFD').replace(LATIN_MARKS, '$1').normalize('NFC');
    out.push(t);
  }
  return out;
}

export type LexIndexKind = 'main' | 'cjk';

export function lexTokens(kind: LexIndexKind, text: string): string[] {
  const toks = unicode61(text);
  return kind === 'main' ? toks.map(porterStem) : toks;
}

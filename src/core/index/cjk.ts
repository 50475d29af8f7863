/**
 * CJK text has no spaces between words, so FTS5's unicode61 tokenizer reads a whole run of
 * Han, kana or Hangul as one token and a query word inside it never matches. Such runs are
 * indexed a second time as overlapping character bigrams (the classic CJK analyzer approach):
 * "東京都庁" → "東京 京都 都庁". A query is cut the same way, so any two adjacent characters it
 * shares with the text match, and BM25 ranks texts sharing more of them higher.
 */

const CJK_CHAR = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}ー]/u;
const CJK_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}ー々〆]+/gu;

export function hasCjk(text: string): boolean {
  return CJK_CHAR.test(text);
}

/** The bigrams of every CJK run in `text`, in order (a one-character run is kept as itself). */
export function cjkBigrams(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(CJK_RUN)) {
    const chars = Array.from(m[0]);
    if (chars.length === 1) out.push(chars[0]!);
    for (let i = 0; i + 1 < chars.length; i++) out.push(chars[i]! + chars[i + 1]!);
  }
  return out;
}

/** What the CJK side index stores for a text: its bigrams separated by spaces ('' without CJK). */
export function cjkIndexText(text: string): string {
  return hasCjk(text) ? cjkBigrams(text).join(' ') : '';
}

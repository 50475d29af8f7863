/**
 * Summaries of prose files whose opening says what they are: a letter ("Dear …" under a date and
 * an address, a sign-off and a name) and a paper (a title, authors, then "Abstract"). Each is
 * said as that kind, with who and when, or the title, then its first real sentence.
 */
import { splitSentences } from '../index/sentences.js';
import { findDates } from './dates.js';
import { longDate } from './summary-kind.js';

const SIGN_OFF = /^(?:yours (?:sincerely|faithfully|truly)|sincerely(?: yours)?|(?:best|kind|warm|many)? ?regards|best wishes|with thanks|thank you|many thanks)[,.!]?$/i;

const sentence = (s: string) => {
  const t = s.trim().replace(/\s+/g, ' ');
  return /[.!?]$/.test(t) ? t : `${t}.`;
};

/** The first whole sentence of some lines of prose, at most `maxWords` words (else none). */
function firstSentence(lines: string[], maxWords = 40): string | undefined {
  const text = lines.join(' ').replace(/(\p{Ll})- (\p{Ll})/gu, '$1$2').replace(/\s+/g, ' ');
  for (const s of splitSentences(text)) {
    const words = s.split(/\s+/).length;
    if (words >= 5 && words <= maxWords && /^[\p{Lu}"“]/u.test(s) && /[.!?]["”]?$/.test(s)) return s;
  }
  return undefined;
}

/**
 * A letter: a "Dear …" line near the top. "A letter to <addressee> from <signer>, <date>, about
 * “<subject>”. <first sentence>."
 */
export function letterSummary(lines: string[]): string | undefined {
  const dear = lines.slice(0, 20).findIndex((l) => /^Dear\s+\S.{0,50}[,:]?$/.test(l));
  if (dear < 0) return undefined;
  const to = lines[dear]!.replace(/^Dear\s+/, '').replace(/[,:]$/, '').trim();
  const off = lines.findIndex((l, i) => i > dear && SIGN_OFF.test(l));
  const signer = off >= 0 ? lines.slice(off + 1).find((l) => /^\p{Lu}[\p{L}.'’-]+(?: \p{Lu}[\p{L}.'’-]+){0,3}$/u.test(l)) : undefined;
  const dated = lines
    .slice(0, dear)
    .flatMap((l) => findDates(l, null))
    .find((d) => d.precision === 'day' && !d.relative);
  const about = lines.slice(0, dear).find((l) => /^(?:re|subject)\s*:/i.test(l))?.replace(/^(?:re|subject)\s*:\s*/i, '');
  const body = lines.slice(dear + 1, off >= 0 ? off : undefined);
  const gist = firstSentence(body);
  return [sentence(`A letter to ${to}${signer ? ` from ${signer}` : ''}${dated ? `, ${longDate(dated.iso)}` : ''}${about ? `, about “${about.replace(/[.]$/, '')}”` : ''}`), gist ?? ''].filter(Boolean).join(' ');
}

/**
 * A paper: "Abstract" on the first page. Its title is the text above the authors (the lines
 * before the first one with a comma, an e-mail or a footnote digit), or the file's own title.
 */
export function paperSummary(lines: string[], title: string | undefined): string | undefined {
  const abs = lines.slice(0, 60).findIndex((l) => /^abstract\b[.:—-]?/i.test(l));
  if (abs < 0) return undefined;
  const top: string[] = [];
  for (const l of lines.slice(0, Math.min(abs, 4))) {
    // The authors: a comma, an e-mail, a footnote digit, "and", or names only ("Yusuke Shinyama Satoshi Sekine").
    if (top.length > 0 && (/[,@\d]|\band\b/.test(l) || l.length > 90 || /^(?:\p{Lu}[\p{L}.'’-]*\s*){2,8}$/u.test(l))) break;
    top.push(l);
    if (/[.?!]$/.test(l)) break;
  }
  const name = (title && title.split(/\s+/).length >= 3 ? title : top.join(' ')).replace(/\s+/g, ' ').trim();
  const gist = firstSentence([lines[abs]!.replace(/^abstract\b[.:—-]?\s*/i, ''), ...lines.slice(abs + 1, abs + 20)]);
  return [name ? `A paper: “${name.replace(/[.]$/, '')}”.` : 'A paper.', gist ?? ''].filter(Boolean).join(' ');
}

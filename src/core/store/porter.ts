/**
 * Porter's stemming algorithm (1980), as SQLite's FTS5 `porter` tokenizer applies it: the
 * PostgreSQL backend stems its index terms in the daemon with this so that a word matches the
 * same texts, and counts the same in BM25, on both backends. Tokens shorter than 3 or longer
 * than 64 bytes pass through unchanged, as in FTS5.
 */
const isVowelAt = (w: string, i: number): boolean => {
  const c = w[i]!;
  if ('aeiou'.includes(c)) return true;
  // y is a vowel after a consonant.
  return c === 'y' && i > 0 && !isVowelAt(w, i - 1);
};

/** m(): the number of VC sequences in w[0..end). */
function measure(w: string, end = w.length): number {
  let m = 0;
  let i = 0;
  while (i < end && !isVowelAt(w, i)) i++;
  while (i < end) {
    while (i < end && isVowelAt(w, i)) i++;
    if (i >= end) break;
    while (i < end && !isVowelAt(w, i)) i++;
    m++;
  }
  return m;
}

const hasVowel = (w: string, end = w.length): boolean => {
  for (let i = 0; i < end; i++) if (isVowelAt(w, i)) return true;
  return false;
};

const doubleConsonant = (w: string): boolean => {
  const n = w.length;
  return n >= 2 && w[n - 1] === w[n - 2] && !isVowelAt(w, n - 1);
};

/** *o: ends consonant-vowel-consonant, the last not w, x or y. */
const cvc = (w: string, end = w.length): boolean => {
  if (end < 3) return false;
  const c = w[end - 1]!;
  return !isVowelAt(w, end - 1) && isVowelAt(w, end - 2) && !isVowelAt(w, end - 3) && !'wxy'.includes(c);
};

function replaceSuffix(w: string, rules: Array<[string, string]>, minM: number): string {
  for (const [suffix, rep] of rules) {
    if (w.endsWith(suffix)) {
      const stem = w.slice(0, w.length - suffix.length);
      return measure(stem) > minM ? stem + rep : w;
    }
  }
  return w;
}

const STEP2: Array<[string, string]> = [
  ['ational', 'ate'], ['tional', 'tion'], ['enci', 'ence'], ['anci', 'ance'], ['izer', 'ize'], ['bli', 'ble'],
  ['alli', 'al'], ['entli', 'ent'], ['eli', 'e'], ['ousli', 'ous'], ['ization', 'ize'], ['ation', 'ate'],
  ['ator', 'ate'], ['alism', 'al'], ['iveness', 'ive'], ['fulness', 'ful'], ['ousness', 'ous'], ['aliti', 'al'],
  ['iviti', 'ive'], ['biliti', 'ble'], ['logi', 'log'],
];
const STEP3: Array<[string, string]> = [['icate', 'ic'], ['ative', ''], ['alize', 'al'], ['iciti', 'ic'], ['ical', 'ic'], ['ful', ''], ['ness', '']];
const STEP4 = ['al', 'ance', 'ence', 'er', 'ic', 'able', 'ible', 'ant', 'ement', 'ment', 'ent', 'ion', 'ou', 'ism', 'ate', 'iti', 'ous', 'ive', 'ize'];

/** The longest listed suffix w ends with (Porter's rules pick the longest match). */
function longest<T extends string | [string, string]>(w: string, list: T[]): T | undefined {
  let best: T | undefined;
  for (const r of list) {
    const s = typeof r === 'string' ? r : r[0];
    if (w.endsWith(s) && (!best || s.length > (typeof best === 'string' ? best : best[0]).length)) best = r;
  }
  return best;
}

export function porterStem(word: string): string {
  const bytes = Buffer.byteLength(word);
  if (bytes < 3 || bytes > 64) return word;
  let w = word;
  // Step 1a
  if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('ies')) w = w.slice(0, -2);
  else if (w.endsWith('ss')) {
    /* unchanged */
  } else if (w.endsWith('s')) w = w.slice(0, -1);
  // Step 1b
  let extra = false;
  if (w.endsWith('eed')) {
    if (measure(w, w.length - 3) > 0) w = w.slice(0, -1);
  } else if (w.endsWith('ed') && hasVowel(w, w.length - 2)) {
    w = w.slice(0, -2);
    extra = true;
  } else if (w.endsWith('ing') && hasVowel(w, w.length - 3)) {
    w = w.slice(0, -3);
    extra = true;
  }
  if (extra) {
    if (w.endsWith('at') || w.endsWith('bl') || w.endsWith('iz')) w += 'e';
    else if (doubleConsonant(w) && !/[lsz]$/.test(w)) w = w.slice(0, -1);
    else if (measure(w) === 1 && cvc(w)) w += 'e';
  }
  // Step 1c
  if (w.endsWith('y') && hasVowel(w, w.length - 1)) w = `${w.slice(0, -1)}i`;
  // Steps 2 and 3
  const r2 = longest(w, STEP2);
  if (r2) w = replaceSuffix(w, [r2], 0);
  const r3 = longest(w, STEP3);
  if (r3) w = replaceSuffix(w, [r3], 0);
  // Step 4
  const s4 = longest(w, STEP4);
  if (s4) {
    const stem = w.slice(0, w.length - s4.length);
    if (measure(stem) > 1 && (s4 !== 'ion' || /[st]$/.test(stem))) w = stem;
  }
  // Step 5a
  if (w.endsWith('e')) {
    const stem = w.slice(0, -1);
    const m = measure(stem);
    if (m > 1 || (m === 1 && !cvc(stem))) w = stem;
  }
  // Step 5b
  if (measure(w) > 1 && doubleConsonant(w) && w.endsWith('l')) w = w.slice(0, -1);
  return w;
}

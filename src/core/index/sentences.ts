/** Splits prose into sentences; good enough for English and other languages with . ! ? 。！？ */
export function splitSentences(text: string): string[] {
  const out: string[] = [];
  // A Latin stop ends a sentence only before whitespace: "project.owner.name: x", "3.14" and
  // "dana@example.com" are one sentence each. CJK stops need no space after them.
  const re = /[^\n]*?(?:[.!?]+["'”’)\]]*(?=\s|$)|[。！？]+["'”’)\]]*|\n|$)/gu;
  for (const m of text.matchAll(re)) {
    const s = m[0].trim();
    if (s) out.push(s);
  }
  return mergeAbbreviations(out);
}

const ABBREV = /\b(?:e\.g|i\.e|etc|vs|Dr|Mr|Mrs|Ms|Prof|Inc|Ltd|Jr|Sr|St|No|Fig|al)\.$/i;

/** "Dr. Smith" and "e.g. this" must not end a sentence. */
function mergeAbbreviations(parts: string[]): string[] {
  const out: string[] = [];
  for (const p of parts) {
    const prev = out[out.length - 1];
    if (prev !== undefined && (ABBREV.test(prev) || /\b[A-Z]\.$/.test(prev) || /\d\.$/.test(prev) && /^\d/.test(p))) {
      out[out.length - 1] = `${prev} ${p}`;
    } else out.push(p);
  }
  return out;
}

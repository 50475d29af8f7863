/**
 * The automatic checks of bench:summaries, applied to every file's summary and tags whatever its
 * expectations say: a summary is whole sentences, no table dump, no placeholder noise, no
 * fragment, at most ~60 words; a tag is a topic, never a field label of the file, a weekday or a
 * month, a bare verb, a code or OCR noise.
 */

export interface SummaryProblems {
  notWhole: string[];
  tableDump: string[];
  placeholder: string[];
  fragment: string[];
  tooLong: boolean;
}

/** Sentences of a summary: a break after . ! ? (or a closing quote after one) before a capital, digit or quote. */
export function sentencesOf(summary: string): string[] {
  return summary
    .trim()
    .split(/(?<!\b(?:Dr|Mr|Mrs|Ms|St|No|Inc|Ltd|Co|vs|e\.g|i\.e|p)\.)(?<=[.!?][”"’']?)\s+(?=[\p{Lu}\d“"‘'(])/u)
    .filter(Boolean);
}

const NUMERIC = /^[-+−$€£¥(#]*\d[\d.,:/%)×x'-]*(?:mm|kg|cm|km|p|%)?[.,;:]?$/i;
const CAPS_CELL = /^[(%]*\p{Lu}{2,}[\p{Lu}\d.)%/-]*[.,;:]?$/u;

/** A sentence that is mostly numbers or column heads: a table's rows, not a statement. */
function isTableDump(s: string): boolean {
  const toks = s.split(/\s+/).filter(Boolean);
  if (toks.length < 5) return false;
  const nums = toks.filter((t) => NUMERIC.test(t)).length;
  const caps = toks.filter((t) => CAPS_CELL.test(t)).length;
  const lower = toks.filter((t) => /^\p{Ll}{3,}/u.test(t)).length;
  return (nums >= 6 && nums / toks.length >= 0.45) || nums / toks.length >= 0.6 || (caps / toks.length >= 0.5 && lower < 2);
}

const PLACEHOLDER = /\((?:anonymous|unknown|untitled|none)\)|\b(?:undefined|NaN|null|lorem ipsum|object Object)\b|\b(?:Title|Author):\s|\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b|^\s*[-*•]\s|\[#|\{\{|\\n/i;

export function summaryProblems(summary: string): SummaryProblems {
  const ss = sentencesOf(summary);
  // A quoted excerpt may end cut, marked "…”": it says it is an excerpt. Bare text may not.
  const notWhole = ss.filter((s) => !/^[\p{Lu}\d“"‘'(]/u.test(s) || !/(?:[.!?]|[.!?…]?[”"’')])\.?$/u.test(s) || /…\.?$/.test(s));
  return {
    notWhole,
    tableDump: ss.filter(isTableDump),
    placeholder: PLACEHOLDER.test(summary) ? [summary.match(PLACEHOLDER)![0]] : [],
    // A piece cut at its start ("… will rise 20.5 million") or its end (" …").
    fragment: ss.filter((s) => /^[\p{Ll},;:)]/u.test(s) || /\s…[.!?]?$/.test(s) || /^(?:And|But|Or|Which|While|Of|To|In which)\b/.test(s)),
    tooLong: summary.split(/\s+/).filter(Boolean).length > 60,
  };
}

const MONTHS_DAYS = new Set('january february march april may june july august september october november december jan feb mar apr jun jul aug sep sept oct nov dec monday tuesday wednesday thursday friday saturday sunday mon tue tues wed thu thur thurs fri sat sun'.split(' '));
const VERBS = new Set(
  'add adds added call calls called go goes went get gets got make makes made take takes took say said tell told start started finish finished buy bought pay paid need needs want wants check checked send sent fix ring rang ask asked keep kept leave left come came give gave see saw find found think thought try tried use used look looked bring brought meet met run ran put let help helped write wrote read work worked do does did done'.split(' '),
);
/** Words ending in -ed that are nouns or adjectives, not past tenses. */
const ED_NOUNS = new Set('need bed red shed speed seed feed breed weed reed deed greed bleed steed hundred kindred wed based detailed limited united advanced related'.split(' '));

export interface TagContext {
  /** Field and column labels of the file, lower case ("total", "city"). */
  labels: Set<string>;
  /** Words of header rows (every word of a tag among them makes it a label row). */
  headerWords: Set<string>;
  /** The file's whole text. */
  text: string;
  /** The text was read by OCR (a photo or a scan): noise words are likely. */
  ocr: boolean;
  /** The file's summary, lower case: a word it uses was read well enough to be shown. */
  summary: string;
}

/** Labels of a file's text: "Columns: a, b", "label: value" lines and pairs, and all-letters header rows above rows with numbers. */
export function tagContext(text: string, ocr: boolean, summary: string): TagContext {
  const labels = new Set<string>();
  const headerWords = new Set<string>();
  const lines = text.split('\n');
  for (const [i, raw] of lines.entries()) {
    const line = raw.trim();
    const cols = /^Columns: (.*)$/.exec(line);
    if (cols) for (const c of cols[1]!.split(/,\s*/)) labels.add(c.toLowerCase().trim());
    // "Total: 42.40", "City: Kabul; Country: …" — not a title with its subtitle ("AutoGen: Enabling Next-Gen …").
    for (const m of line.matchAll(/(?:^|;\s)([\p{L}][\p{L}\d #()%/.'’-]{0,30}?)\s*:(?=\s|$)([^;]*)/gu)) if (m[2]!.trim().length <= 40 || /\d/.test(m[2]!)) labels.add(m[1]!.toLowerCase().trim());
    const words = line.split(/\s+/).filter(Boolean);
    // A header row: four words or more, no digits, above a row of three cells or more, two of them numbers.
    const dataRow = lines.slice(i + 1, i + 5).some((l) => {
      const cells = l.trim().split(/\s+/);
      return cells.length >= 3 && cells.filter((c) => NUMERIC.test(c)).length >= 2;
    });
    if (words.length >= 4 && !/\d/.test(line) && dataRow && words.every((w) => /^[(%]*\p{Lu}/u.test(w) || /^[\p{Ll}]{1,4}$/u.test(w))) for (const w of words) headerWords.add(w.toLowerCase().replace(/[^\p{L}\d]/gu, ''));
  }
  return { labels, headerWords, text, ocr, summary: summary.toLowerCase() };
}

export type TagProblem = 'label' | 'month-or-weekday' | 'verb' | 'code' | 'ocr-noise';

export function tagProblem(tag: string, ctx: TagContext): TagProblem | undefined {
  const words = tag.replace(/^#/, '').split('-').filter(Boolean);
  const phrase = words.join(' ');
  if (ctx.labels.has(phrase) || (words.length > 1 && words.every((w) => ctx.headerWords.has(w))) || (words.length === 1 && ctx.headerWords.has(phrase) && ctx.labels.has(phrase))) return 'label';
  if (words.some((w) => MONTHS_DAYS.has(w))) return 'month-or-weekday';
  if (words.length === 1 && (VERBS.has(phrase) || (/ed$/.test(phrase) && phrase.length >= 5 && !ED_NOUNS.has(phrase)))) return 'verb';
  if (/\d/.test(phrase)) return 'code';
  const lower = ctx.text.toLowerCase();
  for (const w of words) {
    const esc = w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const all = lower.match(new RegExp(`(?<!\\p{L})${esc}(?!\\p{L})`, 'gu'))?.length ?? 0;
    const glued = lower.match(new RegExp(`[\\d\\\\_]${esc}(?!\\p{L})|(?<!\\p{L})${esc}[\\d\\\\_]`, 'gu'))?.length ?? 0;
    if (all > 0 && glued >= all) return 'code';
    const acronym = new RegExp(`(?<!\\p{L})${esc.toUpperCase()}(?!\\p{L})`, 'u').test(ctx.text);
    if (/(\p{L})\1\1/u.test(w) || (w.length >= 3 && !acronym && !/[aeiouyàâäéèêëïîôöùûüåæøœ]/.test(w))) return 'ocr-noise';
    // Read once by OCR and shown nowhere else: likely misread ("exctading"). A word not in the text at all was chosen, not read.
    if (ctx.ocr && !ctx.summary.includes(w) && all === 1) return 'ocr-noise';
  }
  return undefined;
}

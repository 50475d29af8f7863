import { STOP_WORDS } from '../index/stopwords.js';
import { normalizeToken, tokenize } from '../index/tokens.js';

/**
 * Words that make poor tags: function words beyond the index's stop list, vague verbs and
 * adverbs, months and weekdays, and file-format / mime vocabulary ("pdf", "application").
 */
export const TAG_STOP_WORDS = new Set([
  ...STOP_WORDS,
  ...'since works work\'s also however therefore thus although though whether within without upon onto via per etc e.g i.e vs yes yet ever every many much several various including include includes included use used uses using make makes made get gets got go goes went take takes took like likes one two three four five six seven eight nine ten first second third new old good great well way ways thing things lot lots really still even just back next last today yesterday tomorrow said says say see seen know known want wants need needs let put set come came give given show shows shown find found seem seems seemed able across along around among towards toward whose per cent percent amp nbsp quot etc said hi hello dear thanks thank regards sincerely best kind please kindly mr mrs ms dr prof inc ltd llc lda gmbh co corp com org net www http https html htm pdf doc docx xls xlsx ppt pptx txt csv json jsonl md rtf odt png jpg jpeg gif webp heic tif tiff bmp svg mp3 mp4 wav m4a aac flac ogg mov m4v avi mkv webm zip application octet stream plain vnd openxmlformats officedocument wordprocessingml spreadsheetml presentationml mime file files upload uploaded untitled columns column row rows sheet sheets page pages slide slides line lines'.split(
    ' ',
  ),
  // Adverbs and vague quantities: they qualify a topic, they never are one.
  ...'almost already always afterwards afterward again ago anyway around away actually basically bit certainly clearly definitely early earlier easily else enough especially eventually exactly fairly finally further generally hardly instead later least less likely little mainly maybe merely more most mostly nearly never often once only overall particularly perhaps possibly pretty probably quickly quite rather recently simply slightly sometimes somewhat soon sure together too totally truly usually very whole yet anything everything something nothing someone everyone anyone'.split(' '),
  // Literals of data files: values, not topics.
  ...'true false null none undefined nan'.split(' '),
  ...'january february march april may june july august september october november december jan feb mar apr jun jul aug sep sept oct nov dec monday tuesday wednesday thursday friday saturday sunday mon tue tues wed thu thur thurs fri sat sun'.split(' '),
  // Verbs a note or a log uses in passing ("called", "keep", "add"): what happened, not what it is about.
  ...'add adds keep keeps kept send sends call calls called tell told ask asks asked start starts started happen happens happened agree agreed coming going doing getting told bring brought buy bought pay paid try tried leave left felt feel feels think thought ring rang check checked fix fixed write wrote read'.split(' '),
  // Units: they measure a topic, they never are one.
  ...'kwh kw mm cm km kg mg ml mb gb tb mph kph hrs hr min mins sec secs'.split(' '),
]);

function usable(word: string): boolean {
  return word.length >= 3 && !TAG_STOP_WORDS.has(word) && /^\p{L}/u.test(word) && !/[.@'’]/.test(word) && !/\d/.test(word) && !/(\p{L})\1\1/u.test(word) && !pastTense(word);
}

/** "happened", "projected": a past tense is an event in the text, not its topic ("need", "speed" are not). */
const pastTense = (word: string) => word.length >= 6 && /[^e]ed$/.test(word);

/**
 * Emails and links are never key phrases, and a templated repeat (table rows, log lines: the
 * same line up to its numbers) counts once, so boilerplate cannot outvote the prose.
 */
function strip(text: string): string {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const line of text.split('\n')) {
    const template = line.toLowerCase().replace(/\d+/g, '#').trim();
    if (!template || seen.has(template)) continue;
    seen.add(template);
    out.push(line);
  }
  // Paths and codes ("DCIM\\100GOPRO\\GOPR0482.JPG", "mail11", "EF16-35mm") name no topic.
  return out
    .join('\n')
    .replace(/\S+@\S+|\bhttps?:\/\/\S+|\bwww\.\S+|\S*\\\S*/g, ' ')
    .replace(/\b[\p{L}-]*\d[\p{L}\d-]*\b/gu, ' ');
}

/**
 * Key phrases: runs of up to three content words between stop words and punctuation, scored by
 * how often the phrase and its words occur, with a bonus for phrases written with capitals
 * (names) and for words in `boost` (title, section headings). Offline and deterministic.
 */
export function keyPhrases(text: string, max = 8, boost: string[] = []): string[] {
  const src = strip(text.slice(0, 200_000));
  const boosted = new Set(boost.flatMap((b) => tokenize(b).map(normalizeToken)).filter(usable));
  const wordFreq = new Map<string, number>();
  const phrases = new Map<string, { n: number; caps: number; words: string[] }>();
  // Phrases never cross punctuation.
  for (const piece of src.split(/[.,;:!?()[\]{}"“”|/\\\n\t•·–—]+|\s-\s/)) {
    const toks = tokenize(piece);
    let run: Array<{ w: string; cap: boolean }> = [];
    const flush = () => {
      for (let len = Math.min(3, run.length); len >= 1; len--) {
        for (let i = 0; i + len <= run.length; i++) {
          const part = run.slice(i, i + len);
          const key = part.map((p) => p.w).join(' ');
          const e = phrases.get(key) ?? { n: 0, caps: 0, words: part.map((p) => p.w) };
          e.n++;
          if (part.every((p) => p.cap)) e.caps++;
          phrases.set(key, e);
        }
      }
      run = [];
    };
    for (const t of toks) {
      const w = normalizeToken(t);
      if (!usable(w)) {
        flush();
        continue;
      }
      wordFreq.set(w, (wordFreq.get(w) ?? 0) + 1);
      run.push({ w, cap: /^\p{Lu}/u.test(t) });
    }
    flush();
  }
  const scored: Array<[string, number]> = [];
  for (const [p, e] of phrases) {
    const len = e.words.length;
    // A multi-word phrase must recur, or be a name written with capitals.
    if (len > 1 && e.n < 2 && e.caps < 1) continue;
    const wordScore = e.words.reduce((a, w) => a + (wordFreq.get(w) ?? 0), 0) / len;
    let score = e.n * (1 + 0.6 * (len - 1)) + 0.5 * wordScore;
    if (e.caps > 0 && len > 1) score += 1;
    if (e.words.some((w) => boosted.has(w))) score += 1.5;
    scored.push([p, score]);
  }
  scored.sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  let out: string[] = [];
  const covered = new Set<string>();
  for (const [p] of scored) {
    if (out.length >= max) break;
    const parts = p.split(' ');
    if (parts.every((x) => covered.has(x))) continue;
    // A word inside a chosen phrase adds nothing on its own: the phrase replaces it.
    if (parts.length > 1) out = out.filter((o) => o.includes(' ') || !parts.includes(o));
    out.push(p);
    parts.forEach((x) => covered.add(x));
  }
  return out;
}

/** `#lowercase-words` tags from phrases, unique, 3 to 8 of them when the text allows. */
export function hashTags(phrases: string[], fallback: string[] = []): string[] {
  const tags: string[] = [];
  for (const p of [...phrases, ...fallback]) {
    // Codes and numbers ("grd-8842", "51.5024") and contractions ("aren't") are not topics.
    const words = tokenize(p)
      .map(normalizeToken)
      .filter((w) => w.length >= 2 && /\p{L}/u.test(w) && !/\d|['’]/u.test(w) && !TAG_STOP_WORDS.has(w) && !/(\p{L})\1\1/u.test(w));
    if (words.length === 0) continue;
    const tag = '#' + words.slice(0, 3).join('-').replace(/[^\p{L}\p{N}-]+/gu, '-').replace(/-+/g, '-').replace(/^-+|-+$/g, '');
    if (tag.length > 2 && !tags.includes(tag)) tags.push(tag);
    if (tags.length >= 8) break;
  }
  return tags;
}

/** Legal forms and address words that follow a shop's name on a slip. */
const SHOP_TAIL = /\b(?:sdn\.? bhd|bhd|ltd|limited|llc|inc|gmbh|pty|plc|corp|pvt|llp|co)\b.*$/i;

/**
 * Tags of a receipt, bill or invoice from its summary ("Receipt from Uroko Japanese Cuisine Sdn
 * Bhd, …"): what it is, the shop, and expenses — a slip's other words are column heads, items and
 * OCR noise ("#description-total-tax"). Topic tags the summary itself uses are kept after them.
 */
export function billTags(summary: string, tags: string[]): string[] | undefined {
  const m = /^(Receipt|Invoice|Bill|Statement)\b(?: from ([^,]+))?/i.exec(summary);
  if (!m) return undefined;
  const shop = (m[2] ?? '').replace(SHOP_TAIL, '').trim();
  const said = new Set(tokenize(summary).map(normalizeToken));
  const shopWords = new Set(tokenize(m[2] ?? '').map(normalizeToken));
  const kept = tags.filter((t) => t.slice(1).split('-').every((w) => said.has(w)) && !t.slice(1).split('-').every((w) => shopWords.has(w)));
  return hashTags([m[1]!.toLowerCase(), ...(shop ? [shop] : []), 'expenses', ...kept.map((t) => t.slice(1).replace(/-/g, ' '))]);
}

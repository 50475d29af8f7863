import { readFile } from 'node:fs/promises';
import { decodeText } from './decode.js';
import type { Extracted, ExtractInput, Segment } from './types.js';
import { emailMessages, looksLikeEmail } from './email.js';
import { delimitedTable } from './delimited.js';

/** Plain text: one segment per paragraph, located by its first line (`#line=N`). */
export async function extractText(input: ExtractInput): Promise<Extracted> {
  const bytes = await readFile(input.path);
  const { text, encoding } = decodeText(bytes);
  // A saved email reads as its message (headers and text part), not as MIME source.
  if (looksLikeEmail(text.slice(0, 32_768))) {
    // An mbox holds several messages: each reads as its own run of paragraphs, the first one names the file.
    const messages = await emailMessages(bytes);
    const mail = messages[0]!;
    const all = messages.map((m) => m.text).join('\n\n');
    const { segments } = textToSegments(all);
    const facts = { encoding, characters: all.length, lines: countLines(all), kind: 'email', ...(mail.from ? { from: mail.from } : {}), ...(mail.date ? { sent: mail.date } : {}) };
    return { title: mail.subject, segments, facts: messages.length > 1 ? { ...facts, messages: messages.length } : facts };
  }
  // A CSV export saved as text reads as its table: each row against its headers.
  const table = delimitedTable(text);
  if (table) return { segments: table, facts: { encoding, characters: text.length, lines: countLines(text), kind: 'table', rows: table.length - 1 } };
  return { ...textToSegments(text), facts: { encoding, characters: text.length, lines: countLines(text) } };
}

/**
 * A paragraph longer than this (a log, a list, a poem without blank lines) is kept as one
 * segment per line: it is chunked in pieces anyway, and each line keeps its own `#line=N`, so
 * a fact from line 840 does not cite the paragraph's first line.
 */
const LONG_PARAGRAPH = 1600;

export function textToSegments(text: string): { title?: string; segments: Segment[] } {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const segments: Segment[] = [];
  let buf: string[] = [];
  let start = 0;
  const flush = (): void => {
    const t = buf.join('\n').trim();
    if (t.length > LONG_PARAGRAPH) {
      buf.forEach((line, i) => {
        if (line.trim()) segments.push({ text: line.trim(), locator: `#line=${start + i + 1}` });
      });
    } else if (t) segments.push({ text: t, locator: `#line=${start + 1}` });
    buf = [];
  };
  lines.forEach((line, i) => {
    if (line.trim() === '') {
      flush();
      return;
    }
    if (buf.length === 0) start = i;
    buf.push(line);
  });
  flush();
  const first = lines.find((l) => l.trim() !== '')?.trim();
  // A short first line followed by more text reads as a title (SciFact docs, notes, READMEs).
  const title = first && first.length <= 200 && segments.length > 0 && text.trim().length > first.length ? first : undefined;
  return { title, segments };
}

function countLines(text: string): number {
  let n = text.length > 0 ? 1 : 0;
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) n++;
  return n;
}

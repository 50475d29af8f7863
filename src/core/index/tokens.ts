/** Word-ish tokens, keeping identifiers such as IL-6, COVID-19, Th17 and O'Brien whole. */
const TOKEN = /[\p{L}\p{N}]+(?:['’.\-][\p{L}\p{N}]+)*/gu;

export function tokenize(text: string): string[] {
  return text.match(TOKEN) ?? [];
}

export function normalizeToken(t: string): string {
  return t.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * Deepest nesting of arrays and objects accepted in JSON from a request (a body, or /ai/query's
 * payload field). Real requests nest a handful of levels; thousands of levels only serve to
 * overflow the stack of whatever walks the value recursively later (storing, validating).
 */
export const MAX_JSON_DEPTH = 64;

/**
 * True when `text` nests deeper than `max`. One pass over the text before JSON.parse, so a deep
 * document is refused without building it; brackets inside strings do not count.
 */
export function jsonTooDeep(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) {
      depth--;
    }
  }
  return false;
}

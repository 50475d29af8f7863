/**
 * Nesting depth of parsed JSON, measured without recursion. JSON.parse takes 100,000 levels,
 * but JSON.stringify and structuredClone overflow the stack at a few thousand: a query payload
 * with one part nested 5,000 deep answered 500 when its message was stored.
 */

/** Deepest nesting accepted in stored JSON (a message's parts are ~6 levels deep). */
export const MAX_JSON_DEPTH = 128;

/** True when `value` nests deeper than `limit` (objects and arrays count one level each). */
export function deeperThan(value: unknown, limit = MAX_JSON_DEPTH): boolean {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [v, d] = stack.pop()!;
    if (v === null || typeof v !== 'object') continue;
    if (d + 1 > limit) return true;
    for (const child of Array.isArray(v) ? v : Object.values(v as Record<string, unknown>)) {
      if (child !== null && typeof child === 'object') stack.push([child, d + 1]);
    }
  }
  return false;
}

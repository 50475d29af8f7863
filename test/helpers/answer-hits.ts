/** Retrieved chunks as the built-in answerer receives them, for unit tests of answers. */
import type { SourceHit } from '../../src/core/answer/answerer.js';

export const hit = (id: number, path: string, text: string): SourceHit => ({ chunk_id: id, file_id: `f${id}`, text, locator: '#line=1', anchors: null, score: 1, path });

/** A JSON (or JSON Lines) file's chunk as the ingester writes it: one "path: value" line per field, each anchored at its pointer. */
export function jsonHit(path: string, fields: Array<[string, string]>): SourceHit {
  let text = '';
  const anchors: Array<[number, string]> = [];
  for (const [pointer, line] of fields) {
    anchors.push([text.length, `#pointer=${pointer}`]);
    text += `${line}\n`;
  }
  return { ...hit(1, path, text.trimEnd()), locator: `#pointer=${fields[0]![0]}`, anchors: JSON.stringify(anchors) };
}

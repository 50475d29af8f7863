import { extensionOf } from '../files/vpath.js';
import { kindWords } from './kind-words.js';

/**
 * The text indexed in the weighted title column: the file's name and folder words (so
 * "budget 2024" finds /finance/budget-2024.xlsx), the words for its kind of file ("photo
 * picture image" for a JPEG: index/kind-words.ts) plus the document's own title.
 */
export function titleFor(path: string, docTitle?: string): string {
  const parts = path.split('/').filter(Boolean);
  const name = parts.pop() ?? '';
  const stem = name.slice(0, name.length - extensionOf(name).length);
  const words = [...parts, stem, kindWords(name)].filter(Boolean).join(' ').replace(/[_\-.]+/g, ' ');
  return docTitle ? `${words} ${docTitle}` : words;
}

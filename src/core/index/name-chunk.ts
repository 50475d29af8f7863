/**
 * A file with no text of its own (a photo without EXIF or readable text, a silent recording)
 * is indexed as one chunk holding its name and no locator, so that its name still finds it.
 * Such a chunk's vector is that of a file name ("cafe_receipt_photo.png"), not of any content:
 * search does not read meaning into it (retrieve/vector-candidates.ts).
 */
export function nameChunk(name: string): { text: string; locator: string } {
  return { text: name, locator: '' };
}

/** Whether a chunk is a name chunk: one token, no locator (a real one-word text is judged the same way, harmlessly). */
export function isNameChunk(c: { text: string; locator: string }): boolean {
  return c.locator === '' && !/\s/u.test(c.text.trim());
}

/**
 * Check boxes in text ("☒ Orange juice ☐ Tea", as Word writes its check-box controls) read as
 * what they say: "Orange juice: checked, Tea: not checked". A box's label is the text after it
 * up to the next box; a box with no label (its label is in another table cell) reads "checked" /
 * "not checked" alone. The glyph alone would leave a reader — or an answerer — unable to tell a
 * ticked option from one that was not.
 */

const CHECKED = '☒☑';
const BOXES = /[☐☑☒]/;

export function hasCheckbox(text: string): boolean {
  return BOXES.test(text);
}

export function checkboxText(text: string): string {
  if (!BOXES.test(text)) return text;
  const parts = text.split(/([☐☑☒])/);
  const lead = parts[0]!.trim();
  const options: string[] = [];
  for (let i = 1; i < parts.length; i += 2) {
    const state = CHECKED.includes(parts[i]!) ? 'checked' : 'not checked';
    // "single line." + ": not checked" would end the sentence before the state.
    const label = (parts[i + 1] ?? '').trim().replace(/[\s.,;:]+$/, '');
    options.push(label ? `${label}: ${state}` : state);
  }
  const body = options.join(', ');
  return lead ? `${lead} ${body}` : body;
}

/**
 * What a "which/what X" question asks for: "Which camera took the photo?" asks for a camera,
 * "What are the GPS coordinates of…" for coordinates, "How much VAT…" for the VAT. A sentence
 * that names X ("Camera: COOLPIX P6000") answers it; one that only shares the photo's date
 * identifies the file, not the answer.
 */
import nlp from 'compromise';

const ASKED = '^(which|what|how much|how many) (is|are|was|were)? (the|my|a|an|our|his|her|their|your)? [<n>#Adjective? #Noun+]';
/** When the tagger reads the noun as a verb ("What phone took…"): the word right after which/what. */
const NEXT_WORD = /^(?:which|what)\s+(?!(?:is|are|was|were|did|do|does|has|have|had|will|would|can|could|should|kind|sort|type)\b)([\p{L}][\p{L}-]*)/iu;

export function askedPhrase(question: string): string | undefined {
  const q = question.trim();
  try {
    const m = nlp(q).match(ASKED);
    if (m.found) {
      const group = m.groups('n') as { text(): string } | undefined;
      const phrase = group?.text().trim();
      if (phrase) return phrase;
    }
  } catch {
    // compromise on odd input: fall back to the plain pattern.
  }
  return NEXT_WORD.exec(q)?.[1];
}

/**
 * "What did I buy at REWE?": the item lines of the receipt the question names — a line with a
 * name and a price at its end — not the totals, taxes, payment and change lines around them,
 * which no question word would find (items never repeat the question's words).
 */
import type { Hit } from './sentences.js';
import { factFor, type Fact } from './citing.js';
import { fileName } from './answer-text.js';
import { wordsOf } from './words.js';

export const PURCHASE_ASKED = /\bwhat (?:did|do) (?:i|we) (?:buy|purchase|order|get|pick up)\b|\bwhat (?:items|things|products|groceries) did (?:i|we)\b|\bwhat was on (?:my|the) (?:receipt|order|bill)\b/i;

/** An item line: some words, then a price at the end (a tax class letter may follow). */
const ITEM_LINE = /^(?=.*\p{L}{3})(.{3,60}?)\s+(?:[$£€]\s?)?(\d{1,5}[.,]\d{2})(?:\s*[A-Z*]{0,2})?\s*$/u;
/** Lines about the bill, not a thing bought, in the languages receipts are printed in. */
const NOT_AN_ITEM =
  /\b(?:sub-?total|total|summe|gesamt\w*|betrag|zwischensumme|netto|brutto|steuer|mwst|ust|vat|tax|tva|iva|gst|sst|service charge|tip|gratuity|cash|bar|change|r[üu]ckgeld|gegeben|geg\.|card|visa|mastercard|amex|debit|credit|eftpos|paid|payment|balance|due|rounding|rundung|discount|rabatt|savings|points|efectivo|cambio|importe|espèces|rendu|montant|subtotale|totale|resto|contanti)\b/i;

/** The receipt the question is about, and its item lines, when the question asks what was bought. */
export function itemsBought(question: string, hits: Hit[]): { text: string; facts: Fact[] } | undefined {
  if (!PURCHASE_ASKED.test(question)) return undefined;
  // The shop and place the question names ("at REWE in Düsseldorf"): capitalised words after the first.
  const named = new Set((question.match(/(?<=\s)\p{Lu}[\p{L}'’-]+/gu) ?? []).flatMap((w) => [...wordsOf(w)]));
  for (const hit of hits) {
    const words = wordsOf(`${hit.text} ${hit.path.replace(/[/_.-]+/g, ' ')}`);
    if (named.size > 0 && ![...named].some((w) => words.has(w))) continue;
    const items = hit.text
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => ITEM_LINE.test(l) && !NOT_AN_ITEM.test(l));
    if (items.length === 0) continue;
    const shown = items.slice(0, 12);
    return {
      text: `According to ${fileName(hit.path)}, you bought: ${shown.map((l) => l.replace(/\s+/g, ' ')).join('; ')}.`,
      facts: shown.map((l) => factFor(hit, l)).filter((f, i, all) => all.findIndex((g) => g.reference === f.reference) === i),
    };
  }
  return undefined;
}

/** An item line with no name: a quantity, a code and prices ("1 FRO1 12.90 12.90"). */
const NAMELESS_ITEM = /^\s*\d{1,3}\s+[\p{Lu}\d/-]{1,10}(?:\s+@)?(?:\s+[$£€]?\d{1,5}[.,]\d{2}){1,3}\s*[A-Z*]?\s*$/u;
/** A line that is only a name ("THAI ICE TEA", "Belacan fried rice"). */
const NAME_ONLY = /^\s*(?=.*\p{L}{3})[\p{L}][\p{L} '’&.-]{2,40}$/u;

/**
 * Receipts that print the code line first and the item's name under it ("1 DIS 8.90 8.90" over
 * "THAI ICE TEA"): scoring takes the name as the heading of the line below, which is the next
 * item's. When the first item line follows the column header rather than a name, names sit under
 * their lines, and the line asked about is the one above its name.
 */
export function itemAboveName(best: { sentence: string; hit: Hit } | undefined): string | undefined {
  if (!best || !NAMELESS_ITEM.test(best.sentence)) return undefined;
  const lines = best.hit.text.split('\n').map((l) => l.trim());
  const at = lines.indexOf(best.sentence.trim());
  if (at < 2 || !NAME_ONLY.test(lines[at - 1]!) || !NAMELESS_ITEM.test(lines[at - 2]!)) return undefined;
  const first = lines.findIndex((l) => NAMELESS_ITEM.test(l));
  // Names above their lines: the first item line has its name above it too (not the column header).
  if (first > 0 && NAME_ONLY.test(lines[first - 1]!) && !COLUMN_HEADER.test(lines[first - 1]!)) return undefined;
  return lines[at - 2]!;
}

/** A receipt's column header ("Qty Description Price Total"). */
const COLUMN_HEADER = /\b(?:qty|quantity|description|desc|item|price|amount|total|unit)\b.*\b(?:qty|quantity|description|desc|item|price|amount|total|unit)\b/i;

/**
 * What a question itself rules out, whatever the words of a chunk: a year or month it names must
 * be in the chunk; a phone question wants a phone number; a question about the user is not
 * answered from a document about others.
 */
import type { Hit } from './sentences.js';

/** The user's own life: "my", "mine", or "I" as the subject of what happened ("when did I…", "I've"). */
const ABOUT_USER = /\b(?:[Mm]y|[Mm]ine|[Mm]yself|I|I['’](?:m|ve|d))\b/;
/** …but "how do I descale the machine?", "can I…", "should I…", "do I need…" ask how things are done: a manual answers them. */
const HOW_TO = /\bhow\s+(?:do|can|could|should|would|must)\s+I\b|\b(?:can|could|should|shall|may|must)\s+I\b|\bdo\s+I\s+(?:need|have\s+to)\b/i;

/** A question about the user, which only the user's own files (or neutral ones) can answer. */
export function asksAboutUser(question: string): boolean {
  return ABOUT_USER.test(question) && !HOW_TO.test(question);
}

/** The years a question names are in the chunk that answers it (or its file's name). */
export function yearsHeld(question: string, hit: Hit): boolean {
  const years = question.match(/\b(?:1[89]|20)\d{2}\b/g) ?? [];
  return years.every((y) => hit.text.includes(y) || hit.path.includes(y));
}

export const PHONE_ASKED = /\b(?:phone|telephone|mobile|cell|fax)\b/i;
const MONTH_NAMES = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
/** Month names a question writes; "may" only as a month ("in May", "3 May", "May 2024"), never as "may I". */
/** A month's name in full, or an abbreviation or "May" beside a number ("3 Mar", "Mar 2024"): "Mar del Plata" names a city. */
const QUESTION_MONTH = /\b(?:(january|february|march|april|june|july|august|september|october|november|december)|(?<=\b\d{1,2}(?:st|nd|rd|th)?\s)(jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)|(jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)(?=\.?\s+\d)|(?<=\b(?:in|of|on|since|until|\d{1,2})\s)(may)|(may)(?=\s+\d))\b/gi;

/** The months a question names ("in February 2024") are in the chunk that answers it, by name or in a numeric date. */
export function monthsHeld(question: string, hit: Hit): boolean {
  const months = [...question.matchAll(QUESTION_MONTH)].map((m) => MONTH_NAMES.indexOf(m.slice(1).find((g) => g !== undefined)!.slice(0, 3).toLowerCase()) + 1);
  const text = `${hit.text}\n${hit.path}`;
  return months.every((m) => {
    const mm = String(m).padStart(2, '0');
    const name = new RegExp(`\\b${MONTH_NAMES[m - 1]}`, 'i');
    const numeric = new RegExp(`\\b\\d{4}-${mm}\\b|\\b\\d{1,2}[./-]0?${m}[./-]\\d{2,4}\\b|\\b0?${m}[./-]\\d{1,2}[./-]\\d{2,4}\\b`);
    return name.test(text) || numeric.test(text);
  });
}

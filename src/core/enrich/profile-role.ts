/**
 * A new role told in a sentence: a promotion or appointment ("your promotion to Senior Staff
 * Nurse (Nurse III), effective March 1, 2026", "I was promoted to Head of Year", "First day as
 * Chief Financial Officer"). The title is the user's from the day it takes effect, so the
 * evidence is dated then: a later role outranks the one a CV lists as current.
 */
import { findDates } from './dates.js';
import { ORG_WORDS, looksLikeTitle } from './lexicon.js';

/** Said to the user (a letter or message addressed to them). */
const TO_USER = /\byour (?:appointment|promotion|new (?:role|position|post)) (?:as|to)\s+(?:the (?:post|position|role) of\s+)?(?:an?\s+|the\s+)?/i;
/** Said by the user, or by a diary's unspoken "I". */
const BY_USER = /\b(?:I(?:'ve| have)? (?:been |was |got |am being |'m being )?(?:promoted|appointed|made) (?:to |as )?|I(?:'m| am) now (?:the |an? )?|(?:^|\bmy )first (?:day|week) as (?:the |an? )?|^(?:(?:today|finally|officially)[,:]?\s+)?(?:got )?promoted to (?:the |an? )?)/im;
/** Where a title ends: a note in brackets, a clause, the employer after "at"/"of" an organisation. */
const TITLE_END = /\s*(?:[(,;.!:—–]|\s(?:at|in|with|effective|from|starting|as of|on|for|and I|and we|today|tomorrow)\b|$)/i;

/** The title that opens `rest`: capitalised words, cut before "of <an organisation>". */
function titleAt(rest: string): string | undefined {
  const run = /^\p{Lu}[\p{L}'’-]*(?:\s+(?:(?:of|and|&)\s+)?\p{Lu}[\p{L}'’-]*)*/u.exec(rest)?.[0];
  if (!run) return undefined;
  let t = run.split(TITLE_END)[0]!.trim();
  // "Chief Financial Officer of Hlanganani Logistics": the employer follows "of"; "Head of English" keeps its field.
  const of = /\s+of\s+(.+)$/.exec(t);
  if (of && ORG_WORDS.test(of[1]!)) t = t.slice(0, of.index);
  return looksLikeTitle(t) ? t : undefined;
}

export interface NewRole {
  title: string;
  /** When it takes effect: the date after "effective", "with effect from", "from", else the sentence's own date. */
  time: string | null;
}

export function newRole(text: string, context: string | null | undefined, toUser: boolean): NewRole | undefined {
  const m = (toUser ? TO_USER : BY_USER).exec(text);
  if (!m) return undefined;
  const title = titleAt(text.slice(m.index + m[0].length));
  if (!title) return undefined;
  const dates = findDates(text, context ?? null).filter((d) => !d.deadline && (d.precision === 'day' || d.precision === 'time'));
  // The date reader may keep the preposition in the date's text ("from 1 April 2026").
  const effective = dates.find((d) => /\b(?:effective|effect from|from|starting|as of|as from)\b/i.test(text.slice(Math.max(0, d.index - 25), d.index) + d.text.slice(0, 12)));
  return { title, time: effective?.iso ?? context ?? null };
}

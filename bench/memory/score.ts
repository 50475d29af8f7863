/**
 * Scores a profile and an event list, as the HTTP API returns them, against expected.ts.
 *  - Profile: every value is one item (list subtopics are split at the ", " the API joins them
 *    with). An actual item is correct when an expected item of the same category and subtopic
 *    matches it; precision = correct / actual items, recall = matched expected / expected items.
 *  - Events: an actual event is correct when it has the event_type of a not yet matched
 *    expected event and its content contains all of that event's `match` terms; among those,
 *    happen_time must be exactly equal to count as exact. Upload events (one per file, saying
 *    that the user uploaded it) are not extracted from content and are left out.
 */
import type { ExpectedEvent, ExpectedValue } from './expected.js';

export type ApiProfile = Record<string, { sub_topics: Record<string, { value: string }> }>;
export interface ApiEvent {
  event_type: string;
  content: string;
  happen_time: string | null;
  mention_time: string;
  file_id?: string;
  path?: string;
}

/** The event every processed file adds for its upload (src/core/enrich/upload.ts). */
export const isUploadEvent = (e: ApiEvent): boolean => e.happen_time === null && e.content.startsWith('Uploaded "');

/** Subtopics whose value the API joins from several (store/memory.ts LIST_SUBTOPICS). */
const LIST = new Set(['language_spoken', 'previous_projects', 'work_skills', 'books', 'movies', 'music', 'foods', 'sports', 'personality', 'values', 'beliefs', 'motivations', 'goals']);

export const norm = (s: string): string =>
  s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}\p{N}@+]+/gu, ' ')
    .trim();

export interface ProfileItem {
  category: string;
  subtopic: string;
  value: string;
}

export function profileItems(p: ApiProfile): ProfileItem[] {
  const out: ProfileItem[] = [];
  for (const [category, c] of Object.entries(p)) {
    for (const [subtopic, v] of Object.entries(c.sub_topics)) {
      const values = LIST.has(subtopic) ? v.value.split(', ') : [v.value];
      for (const value of values) out.push({ category, subtopic, value });
    }
  }
  return out;
}

function valueMatches(e: ExpectedValue, actual: string): boolean {
  const a = norm(actual);
  if (e.contains) return a.includes(norm(e.value));
  return [e.value, ...(e.alternatives ?? [])].some((v) => norm(v) === a);
}

export interface Score {
  precision: number;
  recall: number;
  correct: number;
  actual: number;
  expected: number;
  /** Actual items that matched nothing expected. */
  wrong: string[];
  /** Expected items nothing matched. */
  missed: string[];
}

export function scoreProfile(profile: ApiProfile, expected: ExpectedValue[]): Score {
  const items = profileItems(profile);
  const used = new Set<number>();
  const wrong: string[] = [];
  let correct = 0;
  for (const it of items) {
    const k = expected.findIndex((e, i) => !used.has(i) && e.category === it.category && e.subtopic === it.subtopic && valueMatches(e, it.value));
    if (k >= 0) {
      used.add(k);
      correct++;
    } else wrong.push(`${it.category}.${it.subtopic} = ${JSON.stringify(it.value)}`);
  }
  const missed = expected.filter((_, i) => !used.has(i)).map((e) => `${e.category}.${e.subtopic} = ${JSON.stringify(e.value)}`);
  return { precision: items.length ? correct / items.length : 0, recall: expected.length ? used.size / expected.length : 1, correct, actual: items.length, expected: expected.length, wrong, missed };
}

export interface EventScore extends Score {
  /** Matched events whose happen_time is exactly the expected one. */
  exactTime: number;
  timeRate: number;
  /** Matched events with the wrong happen_time. */
  wrongTime: string[];
}

export function eventMatches(e: ExpectedEvent, a: ApiEvent): boolean {
  const content = a.content.toLowerCase();
  return a.event_type === e.event_type && e.match.every((m) => content.includes(m.toLowerCase()));
}

export function scoreEvents(all: ApiEvent[], expected: ExpectedEvent[]): EventScore {
  const events = all.filter((e) => !isUploadEvent(e));
  const used = new Map<number, number>();
  const taken = new Set<number>();
  // Two passes, so that an event is not paired with a namesake when its own date-exact match exists.
  for (const exactOnly of [true, false]) {
    events.forEach((a, ai) => {
      if (taken.has(ai)) return;
      const k = expected.findIndex((e, i) => !used.has(i) && eventMatches(e, a) && (!exactOnly || a.happen_time === e.happen_time));
      if (k < 0) return;
      used.set(k, ai);
      taken.add(ai);
    });
  }
  const wrong = events.filter((_, ai) => !taken.has(ai)).map((a) => `${a.event_type} ${a.happen_time ?? 'null'} ${JSON.stringify(a.content)}`);
  const wrongTime: string[] = [];
  let exact = 0;
  for (const [k, ai] of used) {
    const a = events[ai]!;
    if (a.happen_time === expected[k]!.happen_time) exact++;
    else wrongTime.push(`${JSON.stringify(a.content)}: ${a.happen_time} (expected ${expected[k]!.happen_time})`);
  }
  const correct = used.size;
  const missed = expected.filter((_, i) => !used.has(i)).map((e) => `${e.event_type} ${e.happen_time ?? 'null'} ${JSON.stringify(e.content)}`);
  return {
    precision: events.length ? correct / events.length : 0,
    recall: expected.length ? correct / expected.length : 1,
    correct,
    actual: events.length,
    expected: expected.length,
    wrong,
    missed,
    exactTime: exact,
    timeRate: correct ? exact / correct : 0,
    wrongTime,
  };
}

import type { Db } from './db.js';

export type EventType = 'personal' | 'financial' | 'professional' | 'educational' | 'social';

export interface ProfileEvidence {
  category: string;
  subtopic: string;
  value: string;
  snippet: string;
  confidence: number;
  evidence_time: string;
}

export interface NewEvent {
  event_type: EventType;
  content: string;
  dedupe_key: string;
  happen_time: string | null;
  mention_time: string;
}

export interface UserEvent {
  event_type: EventType;
  content: string;
  happen_time: string | null;
  mention_time: string;
  /** The file the event comes from, where it is now (beside the spec's fields). */
  file_id: string;
  path: string;
  /** Every file that states it (one event told by a diary and an email has both). */
  sources: Source[];
}

export interface Source {
  file_id: string;
  path: string;
}

/** Subtopics whose values accumulate; every other subtopic keeps its most recent evidence. */
export const LIST_SUBTOPICS = new Set([
  'language_spoken',
  'previous_projects',
  'work_skills',
  'books',
  'movies',
  'music',
  'foods',
  'sports',
  'personality',
  'values',
  'beliefs',
  'motivations',
  'goals',
]);

/** A value, and the files it rests on (beside the spec's `value`). */
export type Profile = Record<string, { sub_topics: Record<string, { value: string; sources: Source[] }> }>;

/** Profile evidence and user events; both are owned by the file that produced them. */
export class MemoryRepo {
  constructor(private readonly db: Db) {}

  replaceForFile(subUserId: number, fileId: string, evidence: ProfileEvidence[], events: NewEvent[]): void {
    this.removeForFile(fileId);
    const pe = this.db.prepare(
      `INSERT INTO profile_evidence(sub_user_id, file_id, category, subtopic, value, snippet, confidence, evidence_time)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    for (const e of evidence) pe.run(subUserId, fileId, e.category, e.subtopic, e.value, e.snippet, e.confidence, e.evidence_time);
    const ev = this.db.prepare(
      `INSERT INTO events(sub_user_id, file_id, event_type, content, dedupe_key, happen_time, mention_time)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    );
    for (const e of events) ev.run(subUserId, fileId, e.event_type, e.content, e.dedupe_key, e.happen_time, e.mention_time);
  }

  removeForFile(fileId: string): void {
    this.db.prepare('DELETE FROM profile_evidence WHERE file_id = ?').run(fileId);
    this.db.prepare('DELETE FROM events WHERE file_id = ?').run(fileId);
  }

  profile(subUserId: number): Profile {
    const rows = this.db
      .prepare(
        `SELECT pe.category, pe.subtopic, pe.value, pe.confidence, pe.evidence_time, pe.file_id, en.path FROM profile_evidence pe
         JOIN entries en ON en.file_id = pe.file_id
         WHERE pe.sub_user_id = ? ORDER BY pe.evidence_time DESC, pe.confidence DESC, pe.id DESC`,
      )
      .all(subUserId) as Array<ProfileEvidence & Source>;
    const out: Profile = {};
    const seen = new Map<string, Array<{ value: string; sources: Source[] }>>();
    for (const r of rows) {
      const key = `${r.category}/${r.subtopic}`;
      const values = seen.get(key) ?? [];
      if (!seen.has(key)) seen.set(key, values);
      const same = values.find((v) => v.value.toLowerCase() === r.value.toLowerCase());
      // A value stated again by another file rests on both.
      if (same) {
        if (!same.sources.some((x) => x.file_id === r.file_id)) same.sources.push({ file_id: r.file_id, path: r.path });
        continue;
      }
      if (!LIST_SUBTOPICS.has(r.subtopic) && values.length > 0) continue;
      values.push({ value: r.value, sources: [{ file_id: r.file_id, path: r.path }] });
    }
    for (const [key, values] of seen) {
      const [category, subtopic] = key.split('/') as [string, string];
      const cat = (out[category] ??= { sub_topics: {} });
      cat.sub_topics[subtopic] = { value: values.map((v) => v.value).join(', '), sources: values.flatMap((v) => v.sources).filter((x, i, a) => a.findIndex((y) => y.file_id === x.file_id) === i) };
    }
    return out;
  }

  /**
   * Events newest happen_time first, nulls last, then by mention_time; the window filters on
   * happen_time, or mention_time when happen_time is null. Duplicates (same dedupe_key) from
   * several files appear once: the most precise statement of it (a key spans a year, so
   * "2024-06-17" from a diary wins over "June 2024" from a résumé), then the first mentioned.
   * Upload events have a key per file and no happen_time: they follow every dated event, and a
   * window finds them by their upload time. Each event names its file's current path.
   */
  events(subUserId: number, opts: { limit: number; start?: string; end?: string }): UserEvent[] {
    const where = ['sub_user_id = ?'];
    const args: unknown[] = [subUserId];
    if (opts.start) {
      where.push('coalesce(happen_time, mention_time) >= ?');
      args.push(opts.start);
    }
    if (opts.end) {
      where.push('coalesce(happen_time, mention_time) <= ?');
      args.push(opts.end);
    }
    const events = this.db
      .prepare(
        `SELECT ev.event_type, ev.content, ev.happen_time, ev.mention_time, ev.file_id, en.path, ev.dedupe_key FROM (
           SELECT *, row_number() OVER (PARTITION BY dedupe_key ORDER BY happen_time IS NULL, happen_time DESC, mention_time, id) AS rn
           FROM events WHERE ${where.join(' AND ')}
         ) ev JOIN entries en ON en.file_id = ev.file_id
         WHERE ev.rn = 1
         ORDER BY ev.happen_time IS NULL, ev.happen_time DESC, ev.mention_time DESC, ev.id
         LIMIT ?`,
      )
      .all(...args, opts.limit + MERGE_SLACK) as Array<Omit<UserEvent, 'sources'> & { dedupe_key: string }>;
    const src = this.db.prepare('SELECT ev.file_id, en.path, min(ev.id) AS first FROM events ev JOIN entries en ON en.file_id = ev.file_id WHERE ev.sub_user_id = ? AND ev.dedupe_key = ? GROUP BY ev.file_id, en.path ORDER BY first');
    const withSources = events.map(({ dedupe_key, ...e }) => ({ ...e, sources: (src.all(subUserId, dedupe_key) as Source[]).map(({ file_id, path }) => ({ file_id, path })) }));
    return mergeSameHappening(withSources).slice(0, opts.limit);
  }
}

/** Rows read beyond the limit, so that merging two tellings of one happening still fills it. */
const MERGE_SLACK = 20;

/** Capitalised words that name a happening's subject ("Tailspin", "Senior", "Rome"), not months or "I". */
function names(content: string): Set<string> {
  const out = new Set<string>();
  for (const m of content.matchAll(/\b\p{Lu}[\p{L}'’-]{2,}/gu)) {
    // "Tuấn's wedding" and an OCR'd "wedding of Tran Minh Tuan": one name, possessive or not, with or without its accents.
    const w = m[0].toLowerCase().replace(/['’]s$/, '').normalize('NFKD').replace(/\p{M}/gu, '');
    if (!/^(?:january|february|march|april|may|june|july|august|september|october|november|december|monday|tuesday|wednesday|thursday|friday|saturday|sunday|the|today|yesterday|tomorrow|working|worked|started|invited|booking|receipt|invoice|flight)$/.test(w)) out.add(w);
  }
  return out;
}

/** The longer lower-case words of a content, for recognising one happening told twice at the same minute. */
function words(content: string): Set<string> {
  return new Set((content.toLowerCase().match(/\p{L}{5,}/gu) ?? []).filter((w) => !/^(?:about|after|again|their|there|which|would|could|should|today|tomorrow|monday|tuesday|wednesday|thursday|friday|saturday|sunday|print|bring|copies|booking|total)$/.test(w)));
}

/** Whether `journey` is a flight, train or trip whose destination's first word `other` names as a going there. */
function travelsTo(journey: string, other: string): boolean {
  const dest = /^(?:Flight|Train|Bus|Coach|Ferry|Trip)\b.*?\bto\s+(\p{Lu}[\p{L}'’-]{2,})/u.exec(journey)?.[1];
  // The other tells the going ("day trip", "flew", "holiday"), not a stay or an outing there of its own.
  return !!dest && /\b(?:trip|flew|fly|went|drove|travel\w*|arrived|landed|journey|excursion|holiday|vacation)\b/i.test(other) && new RegExp(`(?<!\\p{L})${dest}(?!\\p{L})`, 'iu').test(other);
}

/**
 * Two files telling one happening in different words (a résumé's "Senior Product Manager at
 * Tailspin since Nov 2024" and an email's "promoted to Senior Product Manager effective November
 * 1, 2024") have different keys; they are one event when they share type and day and at least
 * two of the names they mention. The more precise wording stays first; sources are combined.
 */
function mergeSameHappening(events: UserEvent[]): UserEvent[] {
  const out: UserEvent[] = [];
  for (const e of events) {
    const twin = e.happen_time
      ? out.find((o) => {
          if (o.event_type !== e.event_type || !o.happen_time) return false;
          // The same minute, said twice: a calendar's "proposal defence 9:00" and a note's "thesis proposal defence 9:00".
          if (o.happen_time === e.happen_time && !e.happen_time!.endsWith('T00:00:00')) {
            const a = words(o.content);
            if ([...words(e.content)].some((w) => a.has(w))) return true;
          }
          // A month as a résumé gives it ("since 10/2025", the 1st) and the day a letter gives, in that month.
          const sameDay = o.happen_time.slice(0, 10) === e.happen_time!.slice(0, 10);
          const withinMonth = o.happen_time.slice(0, 7) === e.happen_time!.slice(0, 7) && e.happen_time!.endsWith('-01T00:00:00');
          if (!sameDay && !withinMonth) return false;
          const a = names(o.content);
          if ([...names(e.content)].filter((w) => a.has(w)).length >= 2) return true;
          // A journey and the day it tells ("Train … to Dresden Hbf", "Day trip to Dresden with Monika"): one happening where the other names its destination.
          return sameDay && (travelsTo(o.content, e.content) || travelsTo(e.content, o.content));
        })
      : undefined;
    if (!twin) {
      out.push(e);
      continue;
    }
    for (const s of e.sources) if (!twin.sources.some((x) => x.file_id === s.file_id)) twin.sources.push(s);
    // Told on one day at two times ("landed before 7am", a boarding pass's 05:40): it began at the earlier.
    const [a, b] = [twin.happen_time!, e.happen_time!];
    if (a.slice(0, 10) === b.slice(0, 10) && !b.endsWith('T00:00:00') && (a.endsWith('T00:00:00') || b < a)) twin.happen_time = b;
  }
  return out;
}

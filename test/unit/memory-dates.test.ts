import { describe, expect, it } from 'vitest';
import { dateLine, findDates, mentionTime, referenceFrom } from '../../src/core/enrich/dates.js';

const iso = (text: string, ref?: string | null) => findDates(text, ref).map((d) => d.iso);

describe('findDates', () => {
  it('gives zone-less datetimes: date-only at midnight, a stated time kept', () => {
    expect(iso('We met on 14 June 2025.')).toEqual(['2025-06-14T00:00:00']);
    expect(iso('Saturday, June 14, 2025 at 4:00 PM')).toEqual(['2025-06-14T16:00:00']);
    expect(iso('Invoice date 2024-06-03')).toEqual(['2024-06-03T00:00:00']);
    for (const d of findDates('March 3, 2025 at 10am and 2024-01-31')) expect(d.iso).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
  });

  it('reads bare years and month-year as their first day', () => {
    expect(findDates('In 2019 I received an award.')).toMatchObject([{ iso: '2019-01-01T00:00:00', precision: 'year', text: '2019' }]);
    expect(findDates('University of Florida, 2015')).toMatchObject([{ iso: '2015-01-01T00:00:00', precision: 'year' }]);
    expect(findDates('Since March 2021 I have worked there.')).toMatchObject([{ iso: '2021-03-01T00:00:00', precision: 'month' }]);
    // Years that are not dates: amounts, ids, counts, phone numbers.
    expect(findDates('We sold 2019 units for $2020 under order #2018 (call +1 2017 555).')).toEqual([]);
  });

  it('keeps ranges: start, end, and whether they run to the present', () => {
    expect(findDates('June 2017 – February 2021')).toMatchObject([{ iso: '2017-06-01T00:00:00', endIso: '2021-02-01T00:00:00' }]);
    expect(findDates('March 2021 – Present')[0]).toMatchObject({ iso: '2021-03-01T00:00:00', ongoing: true });
    expect(findDates('2015–2019')).toMatchObject([{ iso: '2015-01-01T00:00:00', endIso: '2019-01-01T00:00:00' }]);
  });

  it('resolves relative dates from the reference, and refuses them without one', () => {
    expect(iso('Yesterday I moved to Lisbon.', '2024-06-02T00:00:00')).toEqual(['2024-06-01T00:00:00']);
    expect(iso('I turned 35 today.', '2024-07-14T00:00:00')).toEqual(['2024-07-14T00:00:00']);
    expect(iso('Ran the race this morning.', '2024-07-20T00:00:00')).toEqual(['2024-07-20T00:00:00']);
    expect(iso('See you in May.', '2024-03-01T00:00:00')).toEqual(['2024-05-01T00:00:00']);
    expect(iso('Yesterday I moved to Lisbon.')).toEqual([]);
    expect(iso('Last Tuesday we met.')).toEqual([]);
  });

  it('refuses vague or text-relative expressions, and times without a date', () => {
    expect(iso('I started guitar lessons last week.', '2024-03-12T00:00:00')).toEqual([]);
    expect(iso('Two years later she left.', '2024-03-12T00:00:00')).toEqual([]);
    expect(iso('Ran it in 1:52.', '2024-03-12T00:00:00')).toEqual([]);
    // A month's abbreviation alone is part of a name, not a date; beside a day it is one.
    expect(iso('Two weeks of sea air in Mar del Plata with Lucía.', '2025-01-12T00:00:00')).toEqual([]);
    expect(iso('Flew home on 3 Mar.', '2025-01-12T00:00:00')).toEqual(['2025-03-03T00:00:00']);
    expect(findDates('3 years ago', '2024-03-12T00:00:00')).toMatchObject([{ iso: '2021-01-01T00:00:00', precision: 'year' }]);
  });

  it('marks deadlines and reads dotted dates day-first', () => {
    expect(findDates('Kindly RSVP by May 1, 2025')[0]!.deadline).toBe(true);
    expect(findDates('Due: March 15, 2024.')[0]!.deadline).toBe(true);
    expect(findDates('Married on March 15, 2024.')[0]!.deadline).toBe(false);
    expect(iso('Termin am 12.05.2024')).toEqual(['2024-05-12T00:00:00']);
  });
});

describe('dateLine, referenceFrom, mentionTime', () => {
  it('recognises lines that are only a date', () => {
    for (const l of ['Friday, May 3, 2024', '2024-06-01', '17 June 2024', 'Date: Wed, October 2, 2024']) expect(dateLine(l), l).toBeDefined();
    for (const l of ['Got the offer on May 3, 2024', '2019', 'yesterday', 'Notes, 2024-03-04']) expect(dateLine(l), l).toBeUndefined();
  });

  it('reads file dates as zone-less references', () => {
    expect(referenceFrom('2024-03-12T18:05:00Z')).toBe('2024-03-12T18:05:00');
    expect(referenceFrom('2023:07:14 09:30:00')).toBe('2023-07-14T09:30:00');
    expect(referenceFrom('not a date')).toBeUndefined();
    expect(referenceFrom(12)).toBeUndefined();
  });

  it('formats mention_time with microseconds and no zone', () => {
    expect(mentionTime(new Date(Date.UTC(2024, 0, 2, 3, 4, 5, 678)))).toBe('2024-01-02T03:04:05.678000');
    expect(mentionTime()).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}$/);
  });
});

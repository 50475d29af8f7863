import { describe, expect, it } from 'vitest';
import { dateLine, findDates } from '../../src/core/enrich/dates.js';

const days = (text: string, ref?: string) => findDates(text, ref).map((d) => [d.text, d.iso.slice(0, 10)]);

describe('dates in languages chrono has no parser for', () => {
  it('reads a day and a month name in Icelandic, Malay, Polish and Turkish, and the year-first dotted form', () => {
    expect(days('Flaug til Kaupmannahafnar 3. júní 2025.')).toEqual([['3. júní 2025', '2025-06-03']]);
    expect(days('Mesyuarat pada 9 Ogos 2024 di Shah Alam')).toEqual([['9 Ogos 2024', '2024-08-09']]);
    expect(days('Wizyta u dentysty 17 października 2023')).toEqual([['17 października 2023', '2023-10-17']]);
    expect(days('Toplantı 21 Ekim 2024 Ankara')).toEqual([['21 Ekim 2024', '2024-10-21']]);
    expect(days('제출 마감 2025. 9. 30. 오후')).toEqual([['2025. 9. 30', '2025-09-30']]);
  });

  it('puts a day without its year nearest the reference, and drops it without one', () => {
    expect(days('8. desember. Jólahlaðborð með gömlu áhöfninni.', '2026-01-10T00:00:00')).toEqual([['8. desember', '2025-12-08']]);
    expect(days('8. desember. Jólahlaðborð.')).toEqual([]);
  });

  it('reads a word that is also English only as "12." writes it, with its year, or as a heading line', () => {
    expect(days('We bought 2 Mac laptops and 4 des chaises', '2026-05-01T00:00:00')).toEqual([]);
    expect(dateLine('Khamis, 14 Mac', 2026)?.iso).toBe('2026-03-14T00:00:00');
    expect(dateLine('2026. 3. 4. (수)', 2026)?.iso).toBe('2026-03-04T00:00:00');
    expect(dateLine('Föstudagur 6. mars', 2026)?.iso).toBe('2026-03-06T00:00:00');
  });
});

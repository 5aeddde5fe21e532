import { describe, expect, it } from 'vitest';
import { formatDate, isoDate } from './formatDate';

describe('formatDate', () => {
  it('writes English exactly as the spec', () => {
    expect(formatDate('2024-01-05T00:00:00.000Z', 'short')).toBe('Jan 5, 2024');
    expect(formatDate('2024-01-05T00:00:00.000Z', 'long')).toBe('January 5, 2024');
    expect(formatDate('2023-12-31T23:30:00Z', 'short', 'en-GB')).toBe('Dec 31, 2023');
    expect(formatDate('2024-09-15', 'long')).toBe('September 15, 2024');
  });

  it('reads dates in UTC so they never shift by a day', () => {
    expect(formatDate('2024-03-01T00:00:00Z', 'short')).toBe('Mar 1, 2024');
  });

  it('uses Intl for other languages', () => {
    expect(formatDate('2024-01-05T00:00:00Z', 'long', 'fr')).toBe('5 janvier 2024');
    expect(formatDate('2024-01-05T00:00:00Z', 'long', 'ar')).toMatch(/يناير|كانون الثاني/);
  });

  it('writes Hausa, Yoruba and Igbo by hand, as CLDR does (browsers lack their data)', () => {
    expect(formatDate('2026-10-01T00:00:00Z', 'long', 'ha')).toBe('1 Oktoba, 2026');
    expect(formatDate('2026-10-01T00:00:00Z', 'short', 'ha')).toBe('1 Okt, 2026');
    expect(formatDate('2026-10-01T00:00:00Z', 'long', 'yo')).toBe('1 Oṣù Ọ̀wàrà 2026');
    expect(formatDate('2026-10-01T00:00:00Z', 'short', 'ig')).toBe('1 Ọkt 2026');
    // The same as Node's full ICU, so nothing changes for a reader of the server's page.
    for (const lang of ['ha', 'yo', 'ig']) {
      const intl = new Intl.DateTimeFormat(lang, {
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        timeZone: 'UTC',
      });
      expect(formatDate('2026-03-09T00:00:00Z', 'long', lang), lang).toBe(
        intl.format(new Date('2026-03-09T00:00:00Z')),
      );
    }
    expect(formatDate('2026-10-01T00:00:00Z', 'long', 'am')).toBe('1 ኦክቶበር 2026');
  });

  it('gives back what is not a date, and survives a bad locale tag', () => {
    expect(formatDate('soon', 'short')).toBe('soon');
    expect(formatDate('2024-01-05T00:00:00Z', 'short', '!!')).toBe('Jan 5, 2024');
  });

  it('gives the calendar date for <time datetime>', () => {
    expect(isoDate('2024-01-05T10:00:00Z')).toBe('2024-01-05');
    expect(isoDate('nope')).toBeUndefined();
  });
});

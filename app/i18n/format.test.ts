import { describe, expect, it } from 'vitest';
import { formatCalendarDay, formatCount, formatDate, formatKilobytes, formatLanguageName, formatUsd } from './format.ts';

describe('the formats of dates, counts and money', () => {
  it('write money in en-US dollars, whatever the language', () => {
    expect(formatUsd(29.99)).toBe('$29.99');
    expect(formatUsd(1234.5)).toBe('$1,234.50');
  });

  it('write a date in the language and its style, no date as null and an unreadable one as it came', () => {
    expect(formatDate('2026-01-05T10:00:00.000Z', 'de')).toBe('05.01.2026');
    expect(formatDate('2026-01-05T10:00:00.000Z', 'en', 'longDay')).toBe('January 5, 2026');
    expect(formatDate(null, 'en')).toBeNull();
    expect(formatDate('soon', 'en', 'dayTime')).toBe('soon');
  });

  it('write a calendar day as that day in every time zone', () => {
    expect(formatCalendarDay('2026-01-05', 'en', 'longDay')).toBe('January 5, 2026');
    expect(formatCalendarDay('2026-01-05', 'es')).toBe('5 ene 2026');
  });

  it('write a count in the language', () => {
    expect(formatCount(1234, 'de')).toBe('1.234');
    expect(formatCount(1234, 'en')).toBe('1,234');
  });

  it('write a file size in kilobytes with at most one decimal, in the language', () => {
    expect(formatKilobytes(12_595, 'en')).toBe('12.3');
    expect(formatKilobytes(12_595, 'de')).toBe('12,3');
    expect(formatKilobytes(2048, 'en')).toBe('2');
  });

  it('name a language in the language, and an unreadable code as it came', () => {
    expect(formatLanguageName('pt', 'en')).toBe('Portuguese');
    expect(formatLanguageName('de', 'es')).toBe('alemán');
    expect(formatLanguageName('not a code', 'en')).toBe('not a code');
  });
});

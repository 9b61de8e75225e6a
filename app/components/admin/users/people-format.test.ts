import { describe, expect, it } from 'vitest';
import { displayName, formatDay, formatUsd } from './people-format.ts';

describe("the people pages' formats", () => {
  it('write money in en-US dollars', () => {
    expect(formatUsd(29.99)).toBe('$29.99');
    expect(formatUsd(1234.5)).toBe('$1,234.50');
  });

  it('write no date as null and a date in the language', () => {
    expect(formatDay(null, 'en')).toBeNull();
    expect(formatDay('2026-01-05T10:00:00.000Z', 'de')).toBe('05.01.2026');
  });

  it('name a user by her names, else by her username', () => {
    expect(displayName({ firstName: 'Ana', lastName: null, username: 'ana1' })).toBe('Ana');
    expect(displayName({ firstName: 'Ana', lastName: 'Ruiz', username: 'ana1' })).toBe('Ana Ruiz');
    expect(displayName({ firstName: null, lastName: null, username: 'ana1' })).toBe('ana1');
  });
});

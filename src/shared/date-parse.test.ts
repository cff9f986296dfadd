import { describe, expect, it } from 'vitest';
import { dayOfSolar, dayPartsOrder } from './date-parse';

describe('a typed day read back as the reader writes it (decision 0074)', () => {
  it('names the order a reader writes a day’s parts in', () => {
    expect(dayPartsOrder({ language: 'en' })).toEqual(['month', 'day', 'year']);
    expect(dayPartsOrder({ language: 'ar' })).toEqual(['day', 'month', 'year']);
    expect(dayPartsOrder({ language: 'es' })).toEqual(['day', 'month', 'year']);
    expect(dayPartsOrder({ language: 'fa', calendar: 'persian' })).toEqual(['year', 'month', 'day']);
  });

  it('finds the Gregorian day of a solar one, leap years included', () => {
    expect(dayOfSolar(1405, 1, 1)).toBe('2026-03-21');
    expect(dayOfSolar(1404, 12, 17)).toBe('2026-03-08');
    expect(dayOfSolar(1405, 9, 2)).toBe('2026-11-23');
    expect(dayOfSolar(1406, 1, 1)).toBe('2027-03-21');
    // 1403 is a leap year, 1404 is not.
    expect(dayOfSolar(1403, 12, 30)).toBe('2025-03-20');
    expect(dayOfSolar(1404, 12, 30)).toBeNull();
    expect(dayOfSolar(1404, 13, 1)).toBeNull();
    expect(dayOfSolar(1404, 7, 31)).toBeNull();
  });
});

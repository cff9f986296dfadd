import { describe, expect, it } from 'vitest';
import { formatMonthSpanIn } from './month-span';

describe('formatMonthSpanIn: a Gregorian month in the reader’s calendar', () => {
  const solar = { language: 'fa', calendar: 'persian' } as const;

  it('names the month once in the Gregorian calendar, in the reader’s digits', () => {
    expect(formatMonthSpanIn('2026-03', { language: 'ar' })).toBe('مارس ٢٠٢٦');
    expect(formatMonthSpanIn('2026-03', { language: 'ar', numerals: 'latin' })).toBe('مارس 2026');
    expect(formatMonthSpanIn('2026-11', { language: 'fa' })).toBe('نوامبر ۲۰۲۶');
  });

  it('names both solar months a Gregorian month spans, over two solar years or one', () => {
    // March 2026 is 10 Esfand 1404 to 10 Farvardin 1405.
    expect(formatMonthSpanIn('2026-03', solar)).toBe('اسفند ۱۴۰۴ تا فروردین ۱۴۰۵');
    // November 2026 is 10 Aban to 9 Azar 1405: ICU alone names Aban only.
    expect(formatMonthSpanIn('2026-11', solar)).toBe('آبان تا آذر ۱۴۰۵');
    expect(formatMonthSpanIn('2026-11', { ...solar, numerals: 'latin' })).toBe('آبان تا آذر 1405');
  });
});

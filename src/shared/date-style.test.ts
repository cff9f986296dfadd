import { describe, expect, it } from 'vitest';
import { CLOCK_INSTANTS } from './clock-instants.fixtures';
import { formatDateTime, formatDay } from './dates';
import {
  type DateStyle,
  formatDateTimeIn,
  formatDayIn,
  formatDayRangeIn,
  formatDayWordsIn,
  formatMonthDayIn,
  formatPeriodIn,
  formatTimeIn,
  localeOfStyle,
} from './date-style';
import { digitsOf } from './date-style.fixtures';

const NY = 'America/New_York';
const ARABIC_INDIC = /^[\u0660-\u0669\u200f/]+$/;
const PERSIAN = /^[\u06f0-\u06f9/]+$/;

describe('dates in the reader’s language, digits and calendar (decision 0074)', () => {
  it('keeps the spec’s MM/DD/YYYY h:mm A in English, whatever else is asked', () => {
    for (const style of [
      { language: 'en' },
      { language: 'en', calendar: 'persian', numerals: 'native' },
    ] as const) {
      expect(formatDayIn('2026-12-02', style)).toBe('12/02/2026');
      expect(formatMonthDayIn('2026-12-02', style)).toBe('12/02');
      for (const { at } of CLOCK_INSTANTS)
        expect(formatDateTimeIn(at, NY, style)).toBe(formatDateTime(at, NY));
    }
  });

  it('writes Arabic day first in Arabic-Indic digits, or Latin ones when chosen', () => {
    const day = formatDayIn('2026-12-02', { language: 'ar' });
    expect(day).toMatch(ARABIC_INDIC);
    expect(digitsOf(day)).toEqual(['02', '12', '2026']);
    const latin = formatDayIn('2026-12-02', { language: 'ar', numerals: 'latin' });
    expect(latin).toMatch(/^[0-9\u200f/]+$/);
    expect(digitsOf(latin)).toEqual(['02', '12', '2026']);
    // A Persian calendar is Persian readers' alone.
    expect(formatDayIn('2026-12-02', { language: 'ar', calendar: 'persian' })).toBe(day);
  });

  it('writes Persian year first in Persian digits, in the Gregorian or the solar calendar', () => {
    const gregorian = formatDayIn('2026-12-02', { language: 'fa' });
    expect(gregorian).toMatch(PERSIAN);
    expect(digitsOf(gregorian)).toEqual(['2026', '12', '02']);
    const solar: DateStyle = { language: 'fa', calendar: 'persian' };
    expect(digitsOf(formatDayIn('2026-12-02', solar))).toEqual(['1405', '09', '11']);
    // Nowruz: the solar year turns at the March equinox.
    expect(digitsOf(formatDayIn('2027-03-20', solar))).toEqual(['1405', '12', '29']);
    expect(digitsOf(formatDayIn('2027-03-21', solar))).toEqual(['1406', '01', '01']);
    expect(formatDayIn('2027-03-21', { ...solar, numerals: 'latin' })).toBe('1406/01/01');
    expect(digitsOf(formatMonthDayIn('2027-03-21', solar))).toEqual(['01', '01']);
  });

  it('writes Spanish day first', () => {
    expect(formatDayIn('2026-12-02', { language: 'es' })).toBe('02/12/2026');
    expect(formatMonthDayIn('2026-12-02', { language: 'es' })).toBe('02/12');
  });

  it('shows an instant on the office’s day and hour in every language, at every hour that is easy to get wrong', () => {
    const styles: DateStyle[] = [
      { language: 'ar' },
      { language: 'ar', numerals: 'latin' },
      { language: 'fa' },
      { language: 'fa', numerals: 'latin' },
      { language: 'es' },
    ];
    for (const { at, newYork } of CLOCK_INSTANTS) {
      const [year, month, day] = newYork.split('-');
      const hour = Number(
        new Intl.DateTimeFormat('en-US', { timeZone: NY, hour: 'numeric', hourCycle: 'h23' }).format(
          new Date(at),
        ),
      );
      for (const style of styles) {
        const [d, m, y, h] = digitsOf(formatDateTimeIn(at, NY, style));
        const date = style.language === 'fa' ? [d, m, y] : [y, m, d];
        expect(date, `${at} ${JSON.stringify(style)}`).toEqual([year, month, day]);
        // Twelve-hour clocks in Arabic and Spanish, a day's 24 hours in Persian.
        expect(Number(h), `${at} ${JSON.stringify(style)}`).toBe(
          style.language === 'fa' ? hour : hour % 12 || 12,
        );
      }
    }
  });

  it('names a day in words for a heading, in the reader’s digits and calendar', () => {
    expect(formatDayWordsIn('2026-05-12', { language: 'en' }, 'weekday')).toBe('Tue, May 12');
    expect(formatDayWordsIn('2026-05-12', { language: 'en' }, 'long')).toBe('Tuesday, May 12');
    expect(formatDayWordsIn('2026-05-12', { language: 'en' }, 'weekdayDay')).toBe('12 Tue');
    expect(formatDayWordsIn('2026-05-12', { language: 'ar' }, 'weekdayDay')).toBe('الثلاثاء، ١٢');
    const arabic = formatDayWordsIn('2026-05-12', { language: 'ar' }, 'long');
    expect(arabic).toContain('مايو');
    expect(arabic).toMatch(/١٢/);
    expect(digitsOf(formatDayWordsIn('2026-05-12', { language: 'ar', numerals: 'latin' }, 'long'))).toEqual([
      '12',
    ]);
    // 22 Ordibehesht 1405 in the solar calendar, a Tuesday.
    const solar = formatDayWordsIn('2026-05-12', { language: 'fa', calendar: 'persian' }, 'long');
    expect(solar).toContain('اردیبهشت');
    expect(solar).toContain('سه‌شنبه');
    expect(solar).toMatch(/۲۲/);
    expect(formatDayWordsIn('not a day', { language: 'fa' }, 'weekday')).toBe('not a day');
  });

  it('writes a week as one span, across a month’s and a year’s end', () => {
    // Intl puts thin spaces around the dash.
    const en = (from: string, to: string) =>
      formatDayRangeIn(from, to, { language: 'en' }).replace(/\s/g, ' ');
    expect(en('2026-05-11', '2026-05-17')).toBe('May 11 – 17, 2026');
    expect(en('2026-12-28', '2027-01-03')).toBe('Dec 28, 2026 – Jan 3, 2027');
    const solar = formatDayRangeIn('2026-12-28', '2027-01-03', {
      language: 'fa',
      calendar: 'persian',
      numerals: 'latin',
    });
    // 7 to 13 Dey 1405: the solar year does not turn at January.
    expect(solar).toContain('دی');
    expect(digitsOf(solar)).toEqual(['7', '13', '1405']);
  });

  it('names a month or a year as a Gregorian period in the reader’s digits, even for a solar reader', () => {
    expect(formatPeriodIn('2027-03', { language: 'en' }, 'long')).toBe('March 2027');
    expect(formatPeriodIn('2027-03-01', { language: 'en' }, 'short')).toBe('Mar 27');
    expect(formatPeriodIn('2027', { language: 'en' }, 'year')).toBe('2027');
    expect(formatPeriodIn('2027-03', { language: 'ar' }, 'long')).toBe('مارس ٢٠٢٧');
    expect(formatPeriodIn('2027-03', { language: 'ar', numerals: 'latin' }, 'long')).toBe('مارس 2027');
    // March 2027 is no solar month: its name stays the Gregorian one, in Persian digits.
    const solar = { language: 'fa', calendar: 'persian' } as const;
    expect(formatPeriodIn('2027-03', solar, 'long')).toBe('مارس ۲۰۲۷');
    expect(formatPeriodIn('2026', solar, 'year')).toBe('۲۰۲۶');
    expect(formatPeriodIn('2026', { language: 'es' }, 'year')).toBe('2026');
  });

  it('writes a time of day on the 24-hour clock in the reader’s digits', () => {
    expect(formatTimeIn('10:30', { language: 'en' })).toBe('10:30');
    expect(formatTimeIn('14:05:00', { language: 'en' })).toBe('14:05');
    expect(formatTimeIn('14:05', { language: 'ar' })).toBe('١٤:٠٥');
    expect(formatTimeIn('14:05', { language: 'ar', numerals: 'latin' })).toBe('14:05');
    expect(formatTimeIn('09:30', { language: 'fa', calendar: 'persian' })).toBe('۰۹:۳۰');
    expect(formatTimeIn('09:30', { language: 'es' })).toBe('09:30');
    expect(formatTimeIn('soon', { language: 'ar' })).toBe('soon');
  });

  it('shows nothing for no date, and other text as it is', () => {
    expect(formatDateTimeIn(null, NY, { language: 'ar' })).toBe('');
    expect(formatDateTimeIn('not a date', NY, { language: 'fa' })).toBe('');
    expect(formatDayIn('soon', { language: 'fa' })).toBe('soon');
    expect(formatDayIn('soon', { language: 'en' })).toBe(formatDay('soon'));
  });

  it('names the locale: the calendar always, Latin digits when chosen', () => {
    expect(localeOfStyle({ language: 'fa', calendar: 'persian', numerals: 'latin' })).toBe(
      'fa-IR-u-ca-persian-nu-latn',
    );
    expect(localeOfStyle({ language: 'ar' })).toBe('ar-EG-u-ca-gregory');
  });

  it('writes a year’s span once when both ends share it, both where they do not', () => {
    const arabic = { language: 'ar' };
    expect(formatDayRangeIn('2026-01-01', '2026-12-31', arabic, 'year')).toBe('٢٠٢٦');
    const solar = { language: 'fa', calendar: 'persian' } as const;
    expect(formatDayRangeIn('2026-01-01', '2026-12-31', solar, 'year')).toBe('۱۴۰۴ تا ۱۴۰۵');
    expect(formatDayWordsIn('2026-03-01', solar, 'dayNumber')).toBe('۱۰');
    expect(formatDayWordsIn('2026-03-01', solar, 'date')).toBe('۱۰ اسفند ۱۴۰۴');
  });

  it('writes an hour of the timeline as HH:mm in the reader’s digits', () => {
    expect(formatTimeIn('06:30', { language: 'en' })).toBe('06:30');
    expect(formatTimeIn('00:00', { language: 'ar' })).toBe('٠٠:٠٠');
    expect(formatTimeIn('18:05', { language: 'fa', calendar: 'persian' })).toBe('۱۸:۰۵');
    expect(formatTimeIn('soon', { language: 'fa' })).toBe('soon');
  });
});

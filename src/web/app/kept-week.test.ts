import { describe, expect, it } from 'vitest';
import { KEPT_DAYS_AHEAD, keptWeekDays } from './kept-week';

const week = (first: string) => {
  const days = [first];
  while (days.length < KEPT_DAYS_AHEAD + 1) {
    const next = new Date(`${days.at(-1)}T12:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    days.push(next.toISOString().slice(0, 10));
  }
  return days;
};

describe('keptWeekDays: today in the company’s time zone and the next 7 days', () => {
  it.each([
    // A New York evening is already the next day in UTC: the company's day counts.
    ['2026-12-01T23:30:00Z', 'America/New_York', '2026-12-01'],
    ['2026-12-02T04:59:00Z', 'America/New_York', '2026-12-01'],
    ['2026-12-02T05:00:00Z', 'America/New_York', '2026-12-02'],
    ['2026-12-01T23:30:00Z', 'UTC', '2026-12-01'],
    ['2026-12-02T00:30:00Z', 'UTC', '2026-12-02'],
    // Morning in Tokyo is the evening before in UTC.
    ['2026-12-01T16:00:00Z', 'Asia/Tokyo', '2026-12-02'],
    // The week crosses a month, a year, and the night New York's clocks go forward.
    ['2026-12-28T15:00:00Z', 'America/New_York', '2026-12-28'],
    ['2027-03-10T03:00:00Z', 'America/New_York', '2027-03-09'],
    ['2028-02-25T12:00:00Z', 'America/Los_Angeles', '2028-02-25'],
  ])('at %s in %s: from %s, 8 days', (now, zone, today) => {
    const days = keptWeekDays(new Date(now), zone);
    expect(days).toEqual(week(today));
    expect(days).toHaveLength(8);
  });

  it('spans the year end and a leap day', () => {
    expect(keptWeekDays(new Date('2026-12-29T02:00:00Z'), 'America/New_York')).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
      '2027-01-04',
    ]);
    expect(keptWeekDays(new Date('2028-02-27T20:00:00Z'), 'America/New_York')).toContain('2028-02-29');
  });
});

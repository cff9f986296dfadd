import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { describe, expect, it } from 'vitest';
import { CLOCK_INSTANTS } from './clock-instants.fixtures';
import {
  addDaysTo,
  dayIn,
  daysBetween,
  formatDateTime,
  formatDay,
  isIsoDate,
  monthBounds,
  minuteIn,
  monthStartOf,
  weekStartOf,
} from './dates';

dayjs.extend(utc);
dayjs.extend(timezone);

describe('formatDateTime', () => {
  it('shows an instant in New York time as MM/DD/YYYY h:mm A', () => {
    expect(formatDateTime('2026-07-04T16:05:00Z', 'America/New_York')).toBe('07/04/2026 12:05 PM');
  });

  it('follows the daylight-saving change (EST before, EDT after 03/08/2026 2 AM)', () => {
    expect(formatDateTime('2026-03-08T06:30:00Z', 'America/New_York')).toBe('03/08/2026 1:30 AM');
    expect(formatDateTime('2026-03-08T07:30:00Z', 'America/New_York')).toBe('03/08/2026 3:30 AM');
    expect(formatDateTime('2026-11-01T05:30:00Z', 'America/New_York')).toBe('11/01/2026 1:30 AM');
    expect(formatDateTime('2026-11-01T06:30:00Z', 'America/New_York')).toBe('11/01/2026 1:30 AM');
  });

  it('uses the configured zone and shows nothing for no date', () => {
    expect(formatDateTime('2026-01-01T00:00:00Z', 'Asia/Tehran')).toBe('01/01/2026 3:30 AM');
    expect(formatDateTime(null, 'America/New_York')).toBe('');
    expect(formatDateTime('not a date', 'America/New_York')).toBe('');
  });
});

describe('dayIn', () => {
  it.each(CLOCK_INSTANTS)('takes $at as New York’s $newYork ($what)', (c) => {
    expect(dayIn(new Date(c.at), 'America/New_York')).toBe(c.newYork);
  });

  it('takes the day in the zone asked for, not the machine’s', () => {
    // 20:30 UTC is already the next day in Tehran (UTC+3:30), still the same day in UTC.
    expect(dayIn(new Date('2026-11-28T20:30:00Z'), 'Asia/Tehran')).toBe('2026-11-29');
    expect(dayIn(new Date('2026-11-28T20:29:59Z'), 'Asia/Tehran')).toBe('2026-11-28');
    expect(dayIn(new Date('2026-11-29T04:30:00Z'), 'UTC')).toBe('2026-11-29');
  });
});

describe('the wall clock in a zone', () => {
  // Zones with daylight saving either side of the equator, half and quarter hours, a 30-minute
  // shift (Lord Howe) and a date-line zone; instants every 43 h 17 min over two years, and a minute
  // either side of each of the New York changes of 2026 and 2027.
  const zones = [
    'America/New_York',
    'America/Los_Angeles',
    'Europe/Berlin',
    'Asia/Tehran',
    'Asia/Kathmandu',
    'Australia/Lord_Howe',
    'Pacific/Chatham',
    'UTC',
  ];
  const start = Date.UTC(2026, 0, 1);
  const instants = Array.from({ length: 400 }, (_, i) => new Date(start + i * (43 * 60 + 17) * 60_000));
  for (const change of ['2026-03-08T07:00:00Z', '2026-11-01T06:00:00Z', '2027-03-14T07:00:00Z']) {
    for (const minutes of [-61, -1, 0, 1, 59, 61]) {
      instants.push(new Date(Date.parse(change) + minutes * 60_000));
    }
  }

  it.each(zones)('is what dayjs’s time-zone plugin says in %s, at every instant tried', (zone) => {
    for (const at of instants) {
      const reference = dayjs(at).tz(zone);
      expect(dayIn(at, zone)).toBe(reference.format('YYYY-MM-DD'));
      expect(minuteIn(at, zone)).toBe(reference.format('YYYY-MM-DD HH:mm'));
      expect(formatDateTime(at, zone)).toBe(reference.format('MM/DD/YYYY h:mm A'));
    }
  });

  it('refuses a zone that does not exist, as the plugin did', () => {
    expect(() => dayIn(new Date(), 'Mars/Olympus_Mons')).toThrow(RangeError);
  });
});

describe('formatDay', () => {
  it('writes a calendar date as MM/DD/YYYY and leaves other text alone', () => {
    expect(formatDay('2026-03-08')).toBe('03/08/2026');
    expect(formatDay('soon')).toBe('soon');
  });
});

describe('isIsoDate', () => {
  it('accepts real calendar dates written YYYY-MM-DD only', () => {
    expect(isIsoDate('2026-03-08')).toBe(true);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('2026-3-8')).toBe(false);
    expect(isIsoDate('03/08/2026')).toBe(false);
    expect(isIsoDate('')).toBe(false);
  });
});

describe('monthBounds', () => {
  it('gives the first and last day of every month, leap Februaries included', () => {
    expect(monthBounds('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthBounds('2027-02')).toEqual({ from: '2027-02-01', to: '2027-02-28' });
    expect(monthBounds('2026-12')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    for (let m = 1; m <= 12; m++) {
      const { from, to } = monthBounds(`2026-${String(m).padStart(2, '0')}`);
      expect(isIsoDate(to)).toBe(true);
      expect(to.slice(0, 7)).toBe(from.slice(0, 7));
      expect(Number(to.slice(8))).toBeGreaterThanOrEqual(28);
    }
  });
});

describe('weekStartOf and monthStartOf', () => {
  it('find the Monday of the week on every day of a year, across months and years', () => {
    let day = '2026-01-01';
    for (let i = 0; i < 400; i++) {
      const monday = weekStartOf(day);
      expect(new Date(`${monday}T00:00:00Z`).getUTCDay(), day).toBe(1);
      const gap = (Date.parse(`${day}T00:00:00Z`) - Date.parse(`${monday}T00:00:00Z`)) / 86_400_000;
      expect(gap, day).toBeGreaterThanOrEqual(0);
      expect(gap, day).toBeLessThan(7);
      day = addDaysTo(day, 1);
    }
    expect(weekStartOf('2027-01-01')).toBe('2026-12-28');
    expect(weekStartOf('2026-11-23')).toBe('2026-11-23');
    expect(weekStartOf('2026-11-29')).toBe('2026-11-23');
    // A week that starts on another day: Sunday, Saturday.
    expect(weekStartOf('2026-11-29', 0)).toBe('2026-11-29');
    expect(weekStartOf('2026-11-28', 0)).toBe('2026-11-22');
    expect(weekStartOf('2026-11-27', 6)).toBe('2026-11-21');
    expect(weekStartOf('2026-11-28', 6)).toBe('2026-11-28');
  });

  it('find the first day of this, earlier and later months', () => {
    expect(monthStartOf('2026-11-26')).toBe('2026-11-01');
    expect(monthStartOf('2026-03-31', -1)).toBe('2026-02-01');
    expect(monthStartOf('2026-01-15', -11)).toBe('2025-02-01');
    expect(monthStartOf('2024-02-29', 12)).toBe('2025-02-01');
  });
});

describe('daysBetween', () => {
  it('counts the calendar days between two days, back and forth, across months, leap days and DST', () => {
    let day = '2026-01-01';
    for (let i = 0; i < 800; i++) {
      expect(daysBetween('2026-01-01', day), day).toBe(i);
      expect(daysBetween(day, '2026-01-01'), day).toBe(0 - i);
      expect(daysBetween(day, addDaysTo(day, 9)), day).toBe(9);
      day = addDaysTo(day, 1);
    }
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
  });
});

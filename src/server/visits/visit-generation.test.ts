import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { describe, expect, it } from 'vitest';
import { dayIn } from '@shared/dates';
import { type Recurrence, recurrenceText } from '@shared/recurrence';
import { type GeneratedVisit, plannedDays, replacedByNewRule, visitRowsOf } from './visit-generation';

dayjs.extend(utc);
dayjs.extend(timezone);

const rule = (r: Partial<Recurrence> & Pick<Recurrence, 'start_date' | 'frequency'>) =>
  recurrenceText({ interval: 1, monthly_by: 'day', until: null, exceptions: [], ...r });

describe('the days a rule plans for a today and a horizon', () => {
  it('weekly: from today (not the rule’s past) to today + horizon, both ends included', () => {
    const weekly = rule({ start_date: '2026-12-01', frequency: 'weekly' });
    expect(plannedDays(weekly, '2026-12-10', 14)).toEqual(['2026-12-15', '2026-12-22']);
    expect(plannedDays(weekly, '2026-12-15', 14)).toEqual(['2026-12-15', '2026-12-22', '2026-12-29']);
    // A rule that starts after today starts on its own first day.
    expect(plannedDays(weekly, '2026-11-20', 14)).toEqual(['2026-12-01']);
    expect(plannedDays(weekly, '2026-11-01', 7)).toEqual([]);
  });

  it('every 2 weeks', () => {
    const fortnightly = rule({ start_date: '2026-12-01', frequency: 'weekly', interval: 2 });
    expect(plannedDays(fortnightly, '2026-12-01', 35)).toEqual(['2026-12-01', '2026-12-15', '2026-12-29']);
    expect(plannedDays(fortnightly, '2026-12-02', 28)).toEqual(['2026-12-15', '2026-12-29']);
  });

  it('monthly on the 2nd Tuesday', () => {
    const secondTuesday = rule({ start_date: '2026-12-08', frequency: 'monthly', monthly_by: 'weekday' });
    expect(plannedDays(secondTuesday, '2026-12-09', 90)).toEqual(['2027-01-12', '2027-02-09', '2027-03-09']);
    expect(plannedDays(secondTuesday, '2027-03-10', 62)).toEqual(['2027-04-13', '2027-05-11']);
  });

  it('quarterly on the 31st falls on a shorter month’s last day', () => {
    const quarterly = rule({ start_date: '2026-01-31', frequency: 'monthly', interval: 3 });
    expect(plannedDays(quarterly, '2026-11-15', 365)).toEqual([
      '2027-01-31',
      '2027-04-30',
      '2027-07-31',
      '2027-10-31',
    ]);
  });

  it('yearly, including a rule started on 29 February', () => {
    const yearly = rule({ start_date: '2025-06-15', frequency: 'yearly' });
    // 2026-06-15 + 730 days is 2028-06-14 (2028 is a leap year): the third one is just outside.
    expect(plannedDays(yearly, '2026-06-15', 730)).toEqual(['2026-06-15', '2027-06-15']);
    // On 29 February it comes back in leap years only, as RFC 5545 has it.
    const leapDay = rule({ start_date: '2024-02-29', frequency: 'yearly' });
    expect(plannedDays(leapDay, '2026-01-01', 730)).toEqual([]);
    expect(plannedDays(leapDay, '2026-01-01', 800)).toEqual(['2028-02-29']);
  });

  it('leaves out the exceptions and stops at the end date', () => {
    const weekly = rule({
      start_date: '2026-12-01',
      frequency: 'weekly',
      until: '2026-12-29',
      exceptions: ['2026-12-15', '2026-12-16'],
    });
    expect(plannedDays(weekly, '2026-11-20', 90)).toEqual([
      '2026-12-01',
      '2026-12-08',
      '2026-12-22',
      '2026-12-29',
    ]);
    expect(plannedDays(weekly, '2026-12-30', 90)).toEqual([]);
  });
});

describe('daylight-saving changes in APP_TIMEZONE', () => {
  const changes = [
    // Spring forward: local midnight is 05:00 UTC before the change, 04:00 UTC after it.
    { tz: 'America/New_York', day: '2027-03-14', midnight: '05:00', nextMidnight: '04:00' },
    // Fall back: 04:00 UTC before, 05:00 UTC after.
    { tz: 'America/New_York', day: '2026-11-01', midnight: '04:00', nextMidnight: '05:00' },
    { tz: 'Europe/Berlin', day: '2027-03-28', midnight: '23:00', nextMidnight: '22:00' },
  ];

  it.each(changes)(
    'takes the office’s today in $tz around $day from instants either side of midnight',
    (c) => {
      const before = dayjs.utc(c.day).subtract(1, 'day').format('YYYY-MM-DD');
      const after = dayjs.utc(c.day).add(1, 'day').format('YYYY-MM-DD');
      const midnightUtc = dayjs.tz(`${c.day}T00:00:00`, c.tz).utc();
      expect(midnightUtc.format('HH:mm')).toBe(c.midnight);
      const nextMidnightUtc = dayjs.tz(`${after}T00:00:00`, c.tz).utc();
      expect(nextMidnightUtc.format('HH:mm')).toBe(c.nextMidnight);
      // The changing day is 23 or 25 hours long, not 24.
      expect(Math.abs(nextMidnightUtc.diff(midnightUtc, 'hour'))).not.toBe(24);
      expect(dayIn(midnightUtc.subtract(1, 'second').toDate(), c.tz)).toBe(before);
      expect(dayIn(midnightUtc.toDate(), c.tz)).toBe(c.day);
      expect(dayIn(nextMidnightUtc.subtract(1, 'second').toDate(), c.tz)).toBe(c.day);
      expect(dayIn(nextMidnightUtc.toDate(), c.tz)).toBe(after);
    },
  );

  it.each(changes)(
    'keeps daily-planned visits on their days at 09:00 local across the change in $tz ($day)',
    (c) => {
      // A weekly rule for each weekday around the change: every calendar day gets one visit.
      const start = dayjs.utc(c.day).subtract(3, 'day');
      const rows = Array.from({ length: 7 }, (_, i) =>
        visitRowsOf(
          {
            id: i + 1,
            rule: rule({ start_date: start.add(i, 'day').format('YYYY-MM-DD'), frequency: 'weekly' }),
            startTime: '09:00:00',
            endTime: '10:30:00',
          },
          start.format('YYYY-MM-DD'),
          6,
        ),
      ).flat();
      const days = rows.map((r) => r.date).sort();
      expect(days).toEqual(Array.from({ length: 7 }, (_, i) => start.add(i, 'day').format('YYYY-MM-DD')));
      expect(new Set(rows.map((r) => `${r.startTime}-${r.endTime}`))).toEqual(new Set(['09:00:00-10:30:00']));
      expect(rows.every((r) => r.occurrence === r.date)).toBe(true);
      // The wall-clock window is one instant a day in the office's zone, whose UTC hour shifts by one.
      const utcHours = new Set(days.map((d) => dayjs.tz(`${d}T09:00:00`, c.tz).utc().hour()));
      expect(utcHours.size).toBe(2);
      expect(
        days.every((d) => dayjs.tz(`${d}T09:00:00`, c.tz).format('YYYY-MM-DD HH:mm') === `${d} 09:00`),
      ).toBe(true);
    },
  );

  it('plans the same days whichever instant of the office’s day the run happens at', () => {
    const monthly = rule({ start_date: '2026-10-01', frequency: 'monthly' });
    const tz = 'America/New_York';
    const planned = (at: string) => plannedDays(monthly, dayIn(new Date(at), tz), 30);
    // 23:59:59 on 31 October (EDT), then midnight: 1 November is today from 04:00 UTC.
    expect(planned('2026-11-01T03:59:59Z')).toEqual(['2026-11-01']);
    expect(planned('2026-11-01T04:00:00Z')).toEqual(['2026-11-01', '2026-12-01']);
    // The 25-hour day: still 1 November at 04:59:59 UTC the next morning (23:59:59 EST).
    expect(planned('2026-11-01T12:00:00Z')).toEqual(['2026-11-01', '2026-12-01']);
    expect(planned('2026-11-02T04:59:59Z')).toEqual(['2026-11-01', '2026-12-01']);
    expect(planned('2026-11-02T05:00:00Z')).toEqual(['2026-12-01']);
  });
});

describe('what a rule edit keeps', () => {
  const today = '2027-01-12';
  const untouched: GeneratedVisit = {
    date: '2027-01-20',
    status: 'scheduled',
    moved: false,
    hasReport: false,
  };

  it('replaces only a scheduled, unmoved, unreported visit of today or later', () => {
    expect(replacedByNewRule(untouched, today)).toBe(true);
    expect(replacedByNewRule({ ...untouched, date: today }, today)).toBe(true);
  });

  it.each([
    ['done', { status: 'done' }],
    ['skipped', { status: 'skipped' }],
    ['in progress', { status: 'in_progress' }],
    ['moved by hand', { moved: true }],
    ['in the past (overdue)', { date: '2027-01-11' }],
    ['with a report', { hasReport: true }],
    ['done in the past', { status: 'done', date: '2026-12-01' }],
  ] as const)('keeps a visit %s', (_, change) => {
    expect(replacedByNewRule({ ...untouched, ...change }, today)).toBe(false);
  });
});

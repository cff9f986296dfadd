import { describe, expect, it } from 'vitest';
import {
  occurrencesBetween,
  type Recurrence,
  recurrenceFrom,
  recurrenceProblem,
  recurrenceText,
} from './recurrence';
import { weekdayOrdinal } from './recurrence-rules';

const rule = (r: Partial<Recurrence>): Recurrence => ({
  start_date: '2026-12-08',
  frequency: 'monthly',
  interval: 1,
  monthly_by: 'day',
  until: null,
  exceptions: [],
  ...r,
});

describe('recurrence', () => {
  it('writes RFC 5545 lines and reads the same rule back', () => {
    const r = rule({ monthly_by: 'weekday', until: '2027-06-30', exceptions: ['2027-01-12'] });
    const text = recurrenceText(r);
    expect(text).toBe(
      'DTSTART:20261208T000000Z\nRRULE:FREQ=MONTHLY;INTERVAL=1;UNTIL=20270630T000000Z;BYDAY=+2TU\nEXDATE:20270112T000000Z',
    );
    expect(recurrenceFrom(text)).toEqual(r);
    for (const other of [
      rule({ frequency: 'weekly', interval: 2 }),
      rule({ frequency: 'yearly', start_date: '2028-02-29' }),
      rule({ interval: 3, start_date: '2026-01-31' }),
    ]) {
      expect(recurrenceFrom(recurrenceText(other))).toEqual(other);
    }
  });

  it('plans monthly on the 2nd Tuesday, leaving out exceptions and stopping at the end date', () => {
    const text = recurrenceText(
      rule({ monthly_by: 'weekday', until: '2027-06-30', exceptions: ['2027-01-12'] }),
    );
    expect(occurrencesBetween(text, '2026-11-01', '2027-12-31')).toEqual([
      '2026-12-08',
      '2027-02-09',
      '2027-03-09',
      '2027-04-13',
      '2027-05-11',
      '2027-06-08',
    ]);
    // A window starting mid-way sees only what follows.
    expect(occurrencesBetween(text, '2027-03-10', '2027-05-11')).toEqual(['2027-04-13', '2027-05-11']);
    expect(occurrencesBetween(text, '2027-05-12', '2027-03-01')).toEqual([]);
  });

  it('plans every 2 weeks, quarterly and yearly', () => {
    const weekly = recurrenceText(rule({ frequency: 'weekly', interval: 2, start_date: '2026-11-26' }));
    expect(occurrencesBetween(weekly, '2026-11-01', '2027-01-10')).toEqual([
      '2026-11-26',
      '2026-12-10',
      '2026-12-24',
      '2027-01-07',
    ]);
    const quarterly = recurrenceText(rule({ interval: 3, start_date: '2026-01-15' }));
    expect(occurrencesBetween(quarterly, '2026-01-01', '2026-12-31')).toEqual([
      '2026-01-15',
      '2026-04-15',
      '2026-07-15',
      '2026-10-15',
    ]);
    const yearly = recurrenceText(rule({ frequency: 'yearly', start_date: '2027-03-01' }));
    expect(occurrencesBetween(yearly, '2026-01-01', '2029-12-31')).toEqual([
      '2027-03-01',
      '2028-03-01',
      '2029-03-01',
    ]);
  });

  it("falls on a shorter month's last day for the 29th to 31st, and on the last weekday for a fifth", () => {
    const monthEnd = recurrenceText(rule({ start_date: '2027-01-31' }));
    expect(occurrencesBetween(monthEnd, '2027-01-01', '2027-04-30')).toEqual([
      '2027-01-31',
      '2027-02-28',
      '2027-03-31',
      '2027-04-30',
    ]);
    expect(weekdayOrdinal('2026-12-29')).toBe(-1);
    const lastTuesday = recurrenceText(rule({ start_date: '2026-12-29', monthly_by: 'weekday' }));
    expect(occurrencesBetween(lastTuesday, '2026-12-01', '2027-03-31')).toEqual([
      '2026-12-29',
      '2027-01-26',
      '2027-02-23',
      '2027-03-30',
    ]);
  });

  it('keeps calendar days across daylight-saving changes whatever the process time zone', () => {
    // Weekly over New York's and Berlin's spring and autumn changes: the same weekday every time.
    const text = recurrenceText(rule({ frequency: 'weekly', start_date: '2027-03-08' }));
    const days = occurrencesBetween(text, '2027-03-01', '2027-04-05');
    expect(days).toEqual(['2027-03-08', '2027-03-15', '2027-03-22', '2027-03-29', '2027-04-05']);
    expect(days.every((d) => new Date(`${d}T00:00:00Z`).getUTCDay() === 1)).toBe(true);
    const autumn = recurrenceText(rule({ frequency: 'weekly', start_date: '2026-10-25' }));
    expect(occurrencesBetween(autumn, '2026-10-25', '2026-11-08')).toEqual([
      '2026-10-25',
      '2026-11-01',
      '2026-11-08',
    ]);
  });

  it('names what is wrong with a rule', () => {
    expect(recurrenceProblem(rule({}))).toBeNull();
    expect(recurrenceProblem(rule({ start_date: '2026-02-30' }))).toMatch(/first date/);
    expect(recurrenceProblem(rule({ interval: 0 }))).toMatch(/every 1 to 52/);
    expect(recurrenceProblem(rule({ until: '2026-12-01' }))).toMatch(/before the first/);
    expect(recurrenceProblem(rule({ exceptions: ['soon'] }))).toMatch(/exception/);
    expect(recurrenceFrom('RRULE:FREQ=HOURLY')).toBeNull();
    expect(recurrenceFrom('not a rule')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { addDaysTo } from '@shared/dates';
import { nextDeadline } from './deadlines';

/** Every day from 2026-11-25 for four years, leap day 2028 included. */
const DAYS = Array.from({ length: 4 * 366 }, (_, i) => addDaysTo('2026-11-25', i));

describe('filing deadlines', () => {
  it('California: the previous month up to the 10th, then this month, due the 10th of the next', () => {
    expect(nextDeadline('CA', '2026-11-10')).toEqual({
      period_start: '2026-10-01',
      period_end: '2026-10-31',
      due_on: '2026-11-10',
    });
    expect(nextDeadline('CA', '2026-11-11')).toEqual({
      period_start: '2026-11-01',
      period_end: '2026-11-30',
      due_on: '2026-12-10',
    });
    expect(nextDeadline('CA', '2027-01-05')).toEqual({
      period_start: '2026-12-01',
      period_end: '2026-12-31',
      due_on: '2027-01-10',
    });
    expect(nextDeadline('CA', '2028-02-20')).toEqual({
      period_start: '2028-02-01',
      period_end: '2028-02-29',
      due_on: '2028-03-10',
    });
    expect(nextDeadline('CA', '2026-12-25').due_on).toBe('2027-01-10');
  });

  it('New York: last year until 1 February, then this year', () => {
    expect(nextDeadline('NY', '2027-02-01')).toEqual({
      period_start: '2026-01-01',
      period_end: '2026-12-31',
      due_on: '2027-02-01',
    });
    expect(nextDeadline('NY', '2027-02-02')).toEqual({
      period_start: '2027-01-01',
      period_end: '2027-12-31',
      due_on: '2028-02-01',
    });
    expect(nextDeadline('NY', '2026-12-31').due_on).toBe('2027-02-01');
  });

  it.each(['CA', 'NY'] as const)(
    '%s on every day of four years: due on or after today, within the period rule',
    (state) => {
      for (const today of DAYS) {
        const d = nextDeadline(state, today);
        expect(d.due_on >= today, `${state} ${today}`).toBe(true);
        expect(d.period_end < d.due_on).toBe(true);
        expect(d.period_start <= d.period_end).toBe(true);
        // Never more than a month (California) or a year and a bit (New York) ahead.
        expect(d.due_on <= addDaysTo(today, state === 'CA' ? 40 : 400)).toBe(true);
        expect(addDaysTo(d.period_end, 1) <= d.due_on).toBe(true);
      }
    },
  );
});

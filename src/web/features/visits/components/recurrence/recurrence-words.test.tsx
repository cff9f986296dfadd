import { describe, expect, it } from 'vitest';
import type { JobRecurrence } from '@shared/schemas/visits';
import i18n from '@web/lib/i18n';
import { recurrenceWords } from './recurrence-words';

const rule = (over: Partial<NonNullable<JobRecurrence>>): NonNullable<JobRecurrence> => ({
  rrule: '',
  start_date: '2026-12-08',
  frequency: 'monthly',
  interval: 1,
  monthly_by: 'day',
  until: null,
  exceptions: [],
  start_time: null,
  end_time: null,
  ...over,
});
const words = (over: Partial<NonNullable<JobRecurrence>>) => recurrenceWords(i18n.t, rule(over));

describe('recurrenceWords', () => {
  it('reads each kind of rule from its first date', () => {
    expect(
      words({
        monthly_by: 'weekday',
        start_time: '09:00',
        end_time: '11:00',
        until: '2027-06-30',
        exceptions: ['2027-01-12'],
      }),
    ).toBe('Monthly on the 2nd Tuesday, 09:00–11:00, until 06/30/2027, 1 exception');
    expect(words({})).toBe('Monthly on day 8');
    expect(words({ interval: 3, start_date: '2027-01-31' })).toBe('Every 3 months on day 31');
    expect(words({ frequency: 'weekly', interval: 2, start_date: '2027-03-01' })).toBe(
      'Every 2 weeks on Monday',
    );
    expect(words({ frequency: 'weekly', start_date: '2027-03-07', exceptions: ['a', 'b'] })).toBe(
      'Weekly on Sunday, 2 exceptions',
    );
    expect(words({ monthly_by: 'weekday', start_date: '2026-12-29' })).toBe('Monthly on the last Tuesday');
    expect(words({ frequency: 'yearly', start_date: '2027-04-15', start_time: '08:00' })).toBe(
      'Yearly on 04/15, from 08:00',
    );
  });

  it('speaks Arabic and Persian', async () => {
    try {
      await i18n.changeLanguage('ar');
      expect(words({ monthly_by: 'weekday', interval: 2, exceptions: ['x', 'y'] })).toBe(
        'كل شهرين في \u2068الثلاثاء\u2069 \u2068الثاني\u2069، استثناءان',
      );
      await i18n.changeLanguage('fa');
      expect(words({ frequency: 'weekly' })).toBe('هفتگی، \u2068سه‌شنبه\u2069');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});

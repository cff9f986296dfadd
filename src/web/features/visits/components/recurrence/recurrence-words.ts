import type { TFunction } from 'i18next';
import { formatDay, formatMonthDay } from '@web/lib/date-style';
import { weekdayOrdinal } from '@shared/recurrence-rules';
import type { JobRecurrence } from '@shared/schemas/visits';

type Rule = NonNullable<JobRecurrence>;

const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

/** Which weekday of its month a day is, in words: { nth: '2nd', weekday: 'Tuesday' }. */
export const weekdayInMonth = (t: TFunction, day: string) => ({
  nth: t(`recurrence.nth.${weekdayOrdinal(day)}`),
  weekday: t(`recurrence.weekdays.${weekdayOf(day)}`),
});

/** How often, from the first date: "Monthly on the 2nd Tuesday", "Every 2 weeks on Monday". */
function cadence(t: TFunction, r: Rule): string {
  const { weekday, nth } = weekdayInMonth(t, r.start_date);
  const count = r.interval;
  switch (r.frequency) {
    case 'weekly':
      return t('recurrence.words.weekly', { count, weekday });
    case 'monthly':
      return r.monthly_by === 'weekday'
        ? t('recurrence.words.monthlyWeekday', { count, weekday, nth })
        : t('recurrence.words.monthlyDay', { count, day: Number(r.start_date.slice(8, 10)) });
    case 'yearly':
      return t('recurrence.words.yearly', { count, date: formatMonthDay(r.start_date) });
  }
}

/**
 * A rule in words, as the job page reads it: "Monthly on the 2nd Tuesday, 09:00–11:00, until
 * 06/30/2027, 1 exception". Dates read MM/DD/YYYY in every language, as everywhere in the app.
 */
export function recurrenceWords(t: TFunction, r: Rule): string {
  const hm = (v: string) => v.slice(0, 5);
  const parts = [cadence(t, r)];
  if (r.start_time && r.end_time) parts.push(`${hm(r.start_time)}–${hm(r.end_time)}`);
  else if (r.start_time) parts.push(t('recurrence.words.from', { start: hm(r.start_time) }));
  if (r.until) parts.push(t('recurrence.words.until', { day: formatDay(r.until) }));
  if (r.exceptions.length > 0) parts.push(t('recurrence.words.exceptions', { count: r.exceptions.length }));
  return parts.join(t('recurrence.words.separator'));
}

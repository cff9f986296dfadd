import { addDaysTo, isIsoDate, monthBounds, weekStartOf } from '@shared/dates';
import { MONTH_CARDS_PER_DAY } from '@shared/schedule-cards';

/**
 * The schedule's first page of lanes (web route-loaders.ts scheduleLoader): the day, the
 * Monday-to-Sunday week or the month of `?date=`, else of the office's `today`, as
 * `get-schedule.ts` writes its address. Every view reads its lanes a page at a time (decision 0079).
 */
export function firstLanes(params: URLSearchParams, today: string): string[] {
  const date = params.get('date') ?? '';
  const day = isIsoDate(date) ? date : today;
  // As ScheduleScreen reads it: any view but the day or the month is the week.
  const view = params.get('view');
  const week = weekStartOf(day);
  const { from, to } =
    view === 'day'
      ? { from: day, to: day }
      : view === 'month'
        ? monthBounds(day.slice(0, 7))
        : { from: week, to: addDaysTo(week, 6) };
  // The month asks for a day's first cards only, as ScheduleScreen does.
  const cards = view === 'month' ? `&cards_per_day=${MONTH_CARDS_PER_DAY}` : '';
  return [`/api/schedule?from=${from}&to=${to}&lane_page=1${cards}`];
}

import { addDaysTo, isIsoDate, weekStartOf } from '@shared/dates';

/**
 * The week board's first page of lanes (web route-loaders.ts scheduleLoader): the Monday-to-Sunday
 * week of `?date=`, else of the office's `today`, as `get-schedule.ts` writes its address. The day
 * and month views read the whole range: the app's to ask for.
 */
export function firstLanes(params: URLSearchParams, today: string): string[] {
  // As ScheduleScreen reads it: any view but the day or the month is the week.
  const view = params.get('view');
  if (view === 'day' || view === 'month') return [];
  const date = params.get('date') ?? '';
  const from = weekStartOf(isIsoDate(date) ? date : today);
  return [`/api/schedule?from=${from}&to=${addDaysTo(from, 6)}&lane_page=1`];
}

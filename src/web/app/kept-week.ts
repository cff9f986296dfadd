import { addDaysTo, dayIn } from '@shared/dates';
import { DAYS_AHEAD } from '@web/features/visits/api/get-my-visits';

/** Today and this many days after it: the work a field worker's device keeps (issue 32 item 2). */
export const KEPT_DAYS_AHEAD = DAYS_AHEAD;

/**
 * The days whose visits the device keeps: today in the company's time zone, then the next 7. A
 * New York evening is already the next day in UTC; the company's calendar decides, not the phone's.
 */
export function keptWeekDays(now: Date, timeZone: string): string[] {
  const today = dayIn(now, timeZone);
  return Array.from({ length: KEPT_DAYS_AHEAD + 1 }, (_, i) => addDaysTo(today, i));
}

/**
 * The days of `GET /api/my-visits` the device keeps, by the keys their pages read: today as
 * `undefined` (the server's today), then the dates of the 7 days after.
 */
export function keptVisitDays(now: Date, timeZone: string): (string | undefined)[] {
  const [, ...ahead] = keptWeekDays(now, timeZone);
  return [undefined, ...ahead];
}

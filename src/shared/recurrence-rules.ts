/**
 * The parts of a job's repeat rule (shared/recurrence.ts) that need no rrule library: its
 * frequencies and bounds, which the schemas check, and which weekday of its month a day is, which
 * the job page's words for a rule say. Apart from recurrence.ts so that a page drawing a rule in
 * words, or a form's schema, does not bring rrule (12.6 KB on the wire; decision 0067).
 */
export const REPEAT_FREQUENCIES = ['weekly', 'monthly', 'yearly'] as const;
export type RepeatFrequency = (typeof REPEAT_FREQUENCIES)[number];
/** Monthly on the start's day of the month (the 14th), or on its weekday (the 2nd Tuesday). */
export const MONTHLY_BY = ['day', 'weekday'] as const;
export type MonthlyBy = (typeof MONTHLY_BY)[number];
export const MAX_INTERVAL = 52;
export const MAX_EXCEPTIONS = 366;

/** Which of its weekday in the month a day is: 1 to 4, or -1 for a fifth (the last). */
export function weekdayOrdinal(day: string): number {
  const n = Math.ceil(new Date(`${day}T00:00:00Z`).getUTCDate() / 7);
  return n === 5 ? -1 : n;
}

/**
 * How much of a person's day a visit takes (decision 0059): the week board's load and the sick
 * day's capacity check (decision 0065) count it the same way.
 */

/** A visit whose length is not known (no window, or a start alone) counts as an hour. */
export const UNKNOWN_LENGTH_MINUTES = 60;

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The minutes a visit takes from its person's day: its window, or an hour when it has none. */
export function visitMinutes(visit: { start_time: string | null; end_time: string | null }): number {
  if (!visit.start_time || !visit.end_time) return UNKNOWN_LENGTH_MINUTES;
  return Math.max(0, minutesOf(visit.end_time) - minutesOf(visit.start_time));
}

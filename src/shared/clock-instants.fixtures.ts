/**
 * Moments at which "today" is easy to get wrong, for tests of anything that reads a clock (the
 * clock is a parameter; its test loops over these rather than trusting the hour the suite runs at).
 * In the evening in New York the UTC date is already the next day, and on the days the clocks
 * change the office's day is 23 or 25 hours long. `newYork` is the calendar day in America/New_York.
 */
export const CLOCK_INSTANTS: readonly { at: string; newYork: string; what: string }[] = [
  { at: '2026-11-29T02:00:00Z', newYork: '2026-11-28', what: '21:00 in New York, the next day in UTC' },
  { at: '2026-11-29T04:30:00Z', newYork: '2026-11-28', what: '23:30 in New York' },
  { at: '2026-11-29T05:00:00Z', newYork: '2026-11-29', what: 'midnight in New York (EST)' },
  { at: '2026-11-29T15:00:00Z', newYork: '2026-11-29', what: 'office hours, one date everywhere' },
  { at: '2026-11-01T04:30:00Z', newYork: '2026-11-01', what: '00:30 EDT on the day the clocks go back' },
  { at: '2026-11-02T04:30:00Z', newYork: '2026-11-01', what: '23:30 EST, the end of that 25-hour day' },
  { at: '2027-03-14T04:30:00Z', newYork: '2027-03-13', what: '23:30 EST, the night the clocks go forward' },
  { at: '2027-03-15T03:30:00Z', newYork: '2027-03-14', what: '23:30 EDT, the end of that 23-hour day' },
  { at: '2027-01-01T04:30:00Z', newYork: '2026-12-31', what: "23:30 on New Year's Eve, next year in UTC" },
];

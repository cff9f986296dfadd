import { monthBounds } from '@shared/dates';
import type { CompliancePeriod, FilingDue, FilingState } from '@shared/schemas/compliance';

/** What the URL says (an empty value is none), or the period of the first filing due (an overdue one first), or this year so far. */
export function periodFrom(
  state: FilingState,
  get: (key: string) => string | undefined,
  due: FilingDue[],
  today: string,
): CompliancePeriod {
  const next = due.find((d) => d.state === state);
  if (state === 'CA') {
    const month = (get('month') || next?.period_start.slice(0, 7)) ?? today.slice(0, 7);
    return { state, ...monthBounds(month) };
  }
  if (state === 'NY') {
    const year = (get('year') || next?.period_start.slice(0, 4)) ?? today.slice(0, 4);
    return { state, from: `${year}-01-01`, to: `${year}-12-31` };
  }
  const from = get('from') || `${today.slice(0, 4)}-01-01`;
  const to = get('to') || today;
  return { state, from, to: to < from ? from : to };
}

/** The last `count` years, newest first, for New York's year and California's month pickers. */
export const recentYears = (today: string, count = 6) =>
  Array.from({ length: count }, (_, i) => String(Number(today.slice(0, 4)) - i));

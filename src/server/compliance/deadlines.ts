import { monthBounds } from '@shared/dates';

/**
 * When the state filings fall due (docs/compliance.md): California's monthly summary by the 10th
 * of the next month, New York's annual report by 1 February. `today` is the office's day
 * ('YYYY-MM-DD'), read from the clock by the caller.
 */
export interface Deadline {
  period_start: string;
  period_end: string;
  due_on: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const monthPeriod = (year: number, month: number) => {
  const { from, to } = monthBounds(`${year}-${pad(month)}`);
  return { period_start: from, period_end: to };
};

/** The next filing not yet past its due day: on the due day itself, that one. */
export function nextDeadline(state: 'CA' | 'NY', today: string): Deadline {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  if (state === 'NY') {
    const reportYear = today <= `${year}-02-01` ? year - 1 : year;
    return {
      period_start: `${reportYear}-01-01`,
      period_end: `${reportYear}-12-31`,
      due_on: `${reportYear + 1}-02-01`,
    };
  }
  // Up to the 10th the previous month is due this month; after, this month is due next month.
  const [y, m] = day <= 10 ? (month === 1 ? [year - 1, 12] : [year, month - 1]) : [year, month];
  const [dueY, dueM] = m === 12 ? [y + 1, 1] : [y, m + 1];
  return { ...monthPeriod(y, m), due_on: `${dueY}-${pad(dueM)}-10` };
}

/**
 * The filing before the next one: already past its due day. California's month before, New York's
 * year before.
 */
export function previousDeadline(state: 'CA' | 'NY', today: string): Deadline {
  const next = nextDeadline(state, today);
  const [year, month] = next.period_start.split('-').map(Number) as [number, number];
  if (state === 'NY') {
    return { period_start: `${year - 1}-01-01`, period_end: `${year - 1}-12-31`, due_on: `${year}-02-01` };
  }
  const [y, m] = month === 1 ? [year - 1, 12] : [year, month - 1];
  return { ...monthPeriod(y, m), due_on: `${year}-${pad(month)}-10` };
}

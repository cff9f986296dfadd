/**
 * Recurring service (issue 18, decision 0036): a job's repeat rule as the form edits it, and as the
 * database holds it, RFC 5545 lines read and written by the rrule library:
 *
 *   DTSTART:20261208T000000Z
 *   RRULE:FREQ=MONTHLY;INTERVAL=1;BYDAY=+2TU;UNTIL=20270608T000000Z
 *   EXDATE:20270112T000000Z
 *
 * Occurrences are calendar days, never instants: the rule runs on "floating" dates written as UTC
 * midnights, so a change of daylight-saving time in APP_TIMEZONE cannot move a visit to another day,
 * and the visit's window (09:00 to 11:00) is wall-clock time on that day. Nothing here reads a clock.
 */
import * as rruleModule from 'rrule';
import { isIsoDate } from './dates';
import {
  MAX_EXCEPTIONS,
  MAX_INTERVAL,
  type MonthlyBy,
  REPEAT_FREQUENCIES,
  type RepeatFrequency,
  weekdayOrdinal,
} from './recurrence-rules';

// Node loads rrule's CommonJS build (everything under `default`), Vite its ES build.
const rrule = ('default' in rruleModule ? rruleModule.default : rruleModule) as typeof rruleModule;
const { RRule, RRuleSet, rrulestr } = rrule;

/** The rule as the job form edits it; every date 'YYYY-MM-DD'. Quarterly is monthly every 3. */
export interface Recurrence {
  start_date: string;
  frequency: RepeatFrequency;
  interval: number;
  monthly_by: MonthlyBy;
  until: string | null;
  exceptions: string[];
}

const WEEKDAYS = [RRule.SU, RRule.MO, RRule.TU, RRule.WE, RRule.TH, RRule.FR, RRule.SA];
const FREQ = { weekly: RRule.WEEKLY, monthly: RRule.MONTHLY, yearly: RRule.YEARLY } as const;

const utcDate = (day: string) => new Date(`${day}T00:00:00Z`);
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** Why a rule cannot be stored, in a few words (the `visit.recurrenceInvalid` reason); null: it can. */
export function recurrenceProblem(r: Recurrence): string | null {
  if (!isIsoDate(r.start_date)) return 'the first date is not a date';
  if (!REPEAT_FREQUENCIES.includes(r.frequency)) return 'choose weekly, monthly or yearly';
  if (!Number.isInteger(r.interval) || r.interval < 1 || r.interval > MAX_INTERVAL) {
    return `repeat every 1 to ${MAX_INTERVAL}`;
  }
  if (r.until !== null && (!isIsoDate(r.until) || r.until < r.start_date))
    return 'the end date is before the first';
  if (r.exceptions.length > MAX_EXCEPTIONS) return `at most ${MAX_EXCEPTIONS} exception dates`;
  if (r.exceptions.some((d) => !isIsoDate(d))) return 'an exception is not a date';
  return null;
}

/** The 29th to 31st fall on a shorter month's last day rather than skip the month. */
const monthDay = (day: number) =>
  day >= 29 ? { bymonthday: [day, -1], bysetpos: [1] } : { bymonthday: [day] };

function ruleOf(r: Recurrence) {
  const start = utcDate(r.start_date);
  const weekday = WEEKDAYS[start.getUTCDay()]!;
  return new RRule({
    freq: FREQ[r.frequency],
    interval: r.interval,
    dtstart: start,
    until: r.until ? utcDate(r.until) : null,
    ...(r.frequency === 'weekly' ? { byweekday: [weekday] } : {}),
    ...(r.frequency === 'monthly' && r.monthly_by === 'weekday'
      ? { byweekday: [weekday.nth(weekdayOrdinal(r.start_date))] }
      : {}),
    ...(r.frequency === 'monthly' && r.monthly_by === 'day' ? monthDay(start.getUTCDate()) : {}),
  });
}

/** The RFC 5545 text the database keeps (`jobs.recurrence`). Check recurrenceProblem first. */
export function recurrenceText(r: Recurrence): string {
  const set = new RRuleSet();
  set.rrule(ruleOf(r));
  for (const day of [...new Set(r.exceptions)].sort()) set.exdate(utcDate(day));
  return set.toString();
}

/** The form's rule back from the stored text; null for a text this module did not write. */
export function recurrenceFrom(text: string): Recurrence | null {
  try {
    const set = rrulestr(text, { forceset: true }) as InstanceType<typeof RRuleSet>;
    const [rule] = set.rrules();
    if (!rule) return null;
    const o = rule.origOptions;
    const frequency = (Object.keys(FREQ) as RepeatFrequency[]).find((f) => FREQ[f] === o.freq);
    if (!frequency || !o.dtstart) return null;
    const byWeekday = Array.isArray(o.byweekday) ? o.byweekday : o.byweekday ? [o.byweekday] : [];
    const nth = byWeekday.some((w) => typeof w === 'object' && w !== null && 'n' in w && w.n);
    return {
      start_date: dayOf(o.dtstart),
      frequency,
      interval: o.interval ?? 1,
      monthly_by: frequency === 'monthly' && nth ? 'weekday' : 'day',
      until: o.until ? dayOf(o.until) : null,
      exceptions: set.exdates().map(dayOf).sort(),
    };
  } catch {
    return null;
  }
}

/** The rule's days from `from` to `to` (both 'YYYY-MM-DD', inclusive), exceptions left out. */
export function occurrencesBetween(text: string, from: string, to: string): string[] {
  if (from > to) return [];
  const set = rrulestr(text, { forceset: true }) as InstanceType<typeof RRuleSet>;
  return set.between(utcDate(from), utcDate(to), true).map(dayOf);
}

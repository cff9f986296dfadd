/**
 * Dates as the spec shows them (docs/product.md section 9), the same on the screen and in the PDF:
 * instants in the app's time zone (APP_TIMEZONE) as MM/DD/YYYY h:mm A, calendar days as MM/DD/YYYY;
 * calendar dates travel as 'YYYY-MM-DD'. The zone is a parameter: nothing here reads a clock.
 */
import dayjs from 'dayjs';
// With its extension, so Node's own loader (the browser tests) finds it as the bundler does.
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);

export const DATE_FORMAT = 'MM/DD/YYYY';

const zoneFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The wall clock in the zone `tz` at the instant `at`. One formatter per zone, kept: dayjs's `tz()`
 * makes a new one per call, milliseconds each, and a list or the schedule asks hundreds of times.
 */
export function wallClockIn(at: Date, tz: string) {
  let format = zoneFormats.get(tz);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: tz,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    zoneFormats.set(tz, format);
  }
  const part: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const p of format.formatToParts(at)) part[p.type] = p.value;
  return {
    day: `${part.year!.padStart(4, '0')}-${part.month!}-${part.day!}`,
    hour: Number(part.hour),
    minute: part.minute!,
    second: Number(part.second),
  };
}

/** An instant in the zone `tz`; empty for none or for text that is not a date. */
export function formatDateTime(value: string | Date | null | undefined, tz: string): string {
  if (!value) return '';
  const d = dayjs(value);
  if (!d.isValid()) return '';
  const { day, hour, minute } = wallClockIn(d.toDate(), tz);
  return `${formatDay(day)} ${hour % 12 || 12}:${minute} ${hour < 12 ? 'AM' : 'PM'}`;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written 'YYYY-MM-DD' (not 2026-02-30). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

/** A calendar date 'YYYY-MM-DD' (a date answer) as MM/DD/YYYY; other text as it is. */
export function formatDay(value: string): string {
  const match = ISO_DATE.exec(value);
  return match ? `${match[2]}/${match[3]}/${match[1]}` : value;
}

/** The calendar day 'YYYY-MM-DD' that `now` falls on in the time zone (the office's "today"). */
export function dayIn(now: Date, tz: string): string {
  return wallClockIn(now, tz).day;
}

/** The office's wall-clock minute 'YYYY-MM-DD HH:mm' that `now` falls on in the time zone. */
export function minuteIn(now: Date, tz: string): string {
  const { day, hour, minute } = wallClockIn(now, tz);
  return `${day} ${String(hour).padStart(2, '0')}:${minute}`;
}

/** The day `days` calendar days after a 'YYYY-MM-DD' day. */
export function addDaysTo(day: string, days: number): string {
  return dayjs.utc(day).add(days, 'day').format('YYYY-MM-DD');
}

/** How many calendar days from the day `from` to the day `to` ('YYYY-MM-DD'; negative when `to` is before). */
export function daysBetween(from: string, to: string): number {
  return dayjs.utc(to).diff(dayjs.utc(from), 'day');
}

/** The first and last day of a calendar month given as 'YYYY-MM'. */
export function monthBounds(month: string): { from: string; to: string } {
  const first = dayjs.utc(`${month}-01`);
  return { from: first.format('YYYY-MM-DD'), to: first.endOf('month').format('YYYY-MM-DD') };
}

/** The first day of the week a 'YYYY-MM-DD' day falls in: its Monday (ISO), or `firstDay` (0 Sunday … 6). */
export function weekStartOf(day: string, firstDay = 1): string {
  const d = dayjs.utc(day);
  return d.subtract((d.day() - firstDay + 7) % 7, 'day').format('YYYY-MM-DD');
}

/** The first day of the month `months` months after the month of a 'YYYY-MM-DD' day (negative: before). */
export function monthStartOf(day: string, months = 0): string {
  return dayjs.utc(day).startOf('month').add(months, 'month').format('YYYY-MM-DD');
}

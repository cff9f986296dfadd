/**
 * Dates as the spec shows them (section 9): instants in the app's time zone (APP_TIMEZONE, which
 * the server delivers in /api/app-config) as MM/DD/YYYY h:mm A; calendar dates as 'YYYY-MM-DD'.
 */
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

export const DATE_TIME_FORMAT = 'MM/DD/YYYY h:mm A';

export function formatDateTime(value: string | Date | null | undefined, tz: string): string {
  if (!value) return '';
  const d = dayjs(value);
  return d.isValid() ? d.tz(tz).format(DATE_TIME_FORMAT) : '';
}

/** A real calendar date written 'YYYY-MM-DD' (not 2026-02-30). */
export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

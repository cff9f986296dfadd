import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Spec section 9: dates are shown in the app's time zone as MM/DD/YYYY h:mm A. */
export const DATE_TIME_FORMAT = 'MM/DD/YYYY h:mm A';

export function formatDateTime(value: string | Date | null | undefined, tz: string): string {
  if (!value) return '';
  const d = dayjs(value);
  return d.isValid() ? d.tz(tz).format(DATE_TIME_FORMAT) : '';
}

/**
 * Numbers and months on the trend screen as the page's language writes them: Arabic-Indic digits
 * in Arabic, Persian digits in Persian (as the list pages count their rows). Calendar days keep the
 * app's MM/DD/YYYY (shared/dates), as everywhere else.
 */
import { useTranslation } from 'react-i18next';
import { addDaysTo, dayIn, monthStartOf } from '@shared/dates';
import { useAppConfig } from '@web/lib/app-config';
import { numberLocale } from '@web/lib/number-locale';

export function useTrendFormat() {
  const { i18n } = useTranslation();
  const locale = numberLocale(i18n.language);
  const numbers = new Intl.NumberFormat(locale);
  const plain = new Intl.NumberFormat(locale, { useGrouping: false });
  return {
    number: (n: number) => numbers.format(n),
    /** A device's number, as on its label: no thousands separator. */
    id: (n: number) => plain.format(n),
    /** 'YYYY-MM' as "Jan 2026" (or its Arabic or Persian form, in the Gregorian calendar). */
    month: (month: string) =>
      new Date(`${month}-15T12:00:00Z`).toLocaleString(locale, {
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
        calendar: 'gregory',
      }),
  };
}

/** The calendar quarter a 'YYYY-MM-DD' day falls in: its first and last day. */
export function quarterOf(day: string): { from: string; to: string } {
  const month = Number(day.slice(5, 7));
  const from = monthStartOf(day, -((month - 1) % 3));
  return { from, to: addDaysTo(monthStartOf(from, 3), -1) };
}

/** The office's day ('YYYY-MM-DD' in APP_TIMEZONE); a test gives its own day instead. */
export function useOfficeToday(given?: string): string {
  const { timezone } = useAppConfig();
  return given ?? dayIn(new Date(), timezone);
}

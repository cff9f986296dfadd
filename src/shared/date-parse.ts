import { type DateStyle, formatOf, isSpecFormat, localeOfStyle } from './date-style';

/**
 * A typed day read back in the reader's order and calendar (components/day-input.tsx). Apart from
 * shared/date-style.ts, which the account page and the lists carry: only a date field needs this.
 */

/**
 * The order a reader writes a day's parts in, as `formatDayIn` writes them: month first in
 * English (the spec's MM/DD/YYYY), day first in Arabic and Spanish, year first in Persian.
 */
export function dayPartsOrder(style: DateStyle): ('year' | 'month' | 'day')[] {
  if (isSpecFormat(style)) return ['month', 'day', 'year'];
  return formatOf(localeOfStyle(style), 'UTC', 'day')
    .formatToParts(new Date(Date.UTC(2026, 0, 2, 12)))
    .map((p) => p.type)
    .filter((t): t is 'year' | 'month' | 'day' => t === 'year' || t === 'month' || t === 'day');
}

const solarParts = (at: Date) => {
  const parts = formatOf('fa-IR-u-ca-persian-nu-latn', 'UTC', 'day').formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
};

/**
 * The calendar day 'YYYY-MM-DD' of a day of the Persian solar calendar, or null for none (the
 * 30th of Esfand in a common year). Read back through `Intl`, which knows the calendar's leap years:
 * the day is found near where the month lengths (six of 31 days, five of 30) place it after Nowruz,
 * 20 or 21 March.
 */
export function dayOfSolar(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  const dayOfYear = month <= 6 ? (month - 1) * 31 + day : 186 + (month - 7) * 30 + day;
  const guess = Date.UTC(year + 621, 2, 20, 12) + (dayOfYear - 1) * 86_400_000;
  for (const shift of [0, 1, -1, 2, -2]) {
    const at = new Date(guess + shift * 86_400_000);
    const solar = solarParts(at);
    if (solar.year === year && solar.month === month && solar.day === day)
      return at.toISOString().slice(0, 10);
  }
  return null;
}

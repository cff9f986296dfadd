import { type DateStyle, formatOf, localeOfStyle } from './date-style';

/**
 * A Gregorian month 'YYYY-MM' named as the months and year of the reader's calendar it spans, for
 * a calendar's heading over a Gregorian grid (the date pickers, the schedule's month view): "March
 * 2026", "مارس ٢٠٢٦", and in the solar calendar "اسفند ۱۴۰۴ تا فروردین ۱۴۰۵" or "آبان تا آذر
 * ۱۴۰۵". Apart from date-style.ts, which every page that shows a date carries: only the
 * calendars need it.
 */
export function formatMonthSpanIn(month: string, style: DateStyle): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  // Noon UTC: the same day in every calendar's reading of it.
  const start = new Date(Date.UTC(year, index - 1, 1, 12));
  const end = new Date(Date.UTC(year, index, 0, 12));
  const locale = localeOfStyle(style);
  const format = formatOf(locale, 'UTC', 'monthYear');
  const span = format.formatRange(start, end);
  // ICU's Persian data (ICU 78, in Node and Chromium) writes two solar months of one year as the
  // first alone, "آبان ۱۴۰۵" for Aban to Azar 1405, as if both ends shared it: the months are then
  // spanned alone and the year follows, as ICU writes a span over two years. The Persian calendar
  // is only ever read in Persian (localeOfStyle), where a month's short name is its name.
  if (span !== format.format(start) || span === format.format(end)) return span;
  const months = formatOf(locale, 'UTC', 'monthName').formatRange(start, end);
  return `${months} ${formatOf(locale, 'UTC', 'year').format(start)}`;
}

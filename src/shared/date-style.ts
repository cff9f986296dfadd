import { formatDateTime, formatDay } from './dates';
import type { Calendar, Numerals } from './languages';
import { numberLocaleOf } from './number-locales';

/**
 * How a reader reads dates and numbers (issue 35 item 3, decision 0074): their language, with the
 * digits and calendar they chose (null or absent: the language's own digits, Gregorian).
 */
export interface DateStyle {
  language: string;
  numerals?: Numerals | null;
  calendar?: Calendar | null;
}

/** English in Latin digits keeps the spec's MM/DD/YYYY h:mm A (docs/product.md section 9). */
export const isSpecFormat = (style: DateStyle) => numberLocaleOf(style.language) === 'en-US';

/**
 * The BCP 47 locale of the style: the language's number locale (shared/number-locales.ts) with
 * its calendar (the Persian one only for Persian) and, when chosen, Latin digits.
 */
export function localeOfStyle(style: DateStyle): string {
  const calendar = style.language === 'fa' && style.calendar === 'persian' ? 'persian' : 'gregory';
  const digits = style.numerals === 'latin' ? '-nu-latn' : '';
  return `${numberLocaleOf(style.language)}-u-ca-${calendar}${digits}`;
}

/** The parts each kind of date shows. */
const PARTS = {
  day: { year: 'numeric', month: '2-digit', day: '2-digit' },
  monthDay: { month: '2-digit', day: '2-digit' },
  dateTime: { year: 'numeric', month: '2-digit', day: '2-digit', hour: 'numeric', minute: '2-digit' },
  // A day named in words, for headings: "Tue, May 12", "Tuesday, May 12", "May 11 – 17, 2026".
  weekday: { weekday: 'short', month: 'short', day: 'numeric' },
  weekdayDay: { weekday: 'short', day: 'numeric' },
  long: { weekday: 'long', month: 'long', day: 'numeric' },
  range: { year: 'numeric', month: 'short', day: 'numeric' },
  // A month or a year as a period (a filing's, a chart's step): "March 2027", "Mar 27", "2027".
  monthLong: { year: 'numeric', month: 'long' },
  monthShort: { year: '2-digit', month: 'short' },
  year: { year: 'numeric' },
  time: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  // A date picker's parts (components/dates-provider.tsx): a day's number, its full name, a month's
  // name, a month and its year, and their spans where the Gregorian grid covers two of the reader's.
  dayNumber: { day: 'numeric' },
  date: { year: 'numeric', month: 'long', day: 'numeric' },
  monthName: { month: 'short' },
  monthYear: { year: 'numeric', month: 'long' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

const formats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per locale, zone and parts, kept: making one costs far more than formatting. */
export function formatOf(locale: string, timeZone: string, parts: keyof typeof PARTS) {
  const key = `${locale} ${timeZone} ${parts}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { timeZone, ...PARTS[parts] });
    formats.set(key, format);
  }
  return format;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day 'YYYY-MM-DD' at noon UTC: the same day in every calendar's reading of it. */
function dayInstant(value: string): Date | undefined {
  const match = ISO_DATE.exec(value);
  return match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12)) : undefined;
}

/** A calendar date 'YYYY-MM-DD' as the reader writes it (MM/DD/YYYY in English); other text as it is. */
export function formatDayIn(value: string, style: DateStyle): string {
  if (isSpecFormat(style)) return formatDay(value);
  const at = dayInstant(value);
  return at ? formatOf(localeOfStyle(style), 'UTC', 'day').format(at) : value;
}

/** A calendar date's month and day only (a chart's axis, a yearly repeat): MM/DD in English. */
export function formatMonthDayIn(value: string, style: DateStyle): string {
  if (isSpecFormat(style)) return formatDay(value).slice(0, 5);
  const at = dayInstant(value);
  return at ? formatOf(localeOfStyle(style), 'UTC', 'monthDay').format(at) : value;
}

export type DayWords =
  'weekday' | 'long' | 'weekdayDay' | 'dayNumber' | 'date' | 'monthName' | 'monthYear' | 'year';

/**
 * A calendar date named in words for a heading, in every language through `Intl` (the spec's
 * MM/DD/YYYY is for dates in lines and fields): `weekday` "Tue, May 12", `long` "Tuesday, May 12",
 * `weekdayDay` "12 Tue" (a day among the next few), `dayNumber` "12", `date` "May 12, 2026",
 * `monthName` "May", `monthYear` "May 2026", `year` "2026".
 */
export function formatDayWordsIn(value: string, style: DateStyle, words: DayWords): string {
  const at = dayInstant(value);
  return at ? formatOf(localeOfStyle(style), 'UTC', words).format(at) : value;
}

/**
 * Two calendar dates as one span in words: "May 11 – 17, 2026", "Dec 28, 2026 – Jan 3, 2027";
 * with `year`, a span of years, written once when both ends share it: "2026", "1404 – 1405" in
 * the solar calendar. A month's span is month-span.ts's.
 */
export function formatDayRangeIn(
  from: string,
  to: string,
  style: DateStyle,
  parts: 'range' | 'year' = 'range',
): string {
  const [start, end] = [dayInstant(from), dayInstant(to)];
  return start && end
    ? formatOf(localeOfStyle(style), 'UTC', parts).formatRange(start, end)
    : `${from} – ${to}`;
}

/**
 * A Gregorian month 'YYYY-MM' (or a year 'YYYY') named as a period: `long` "March 2027", `short`
 * "Mar 27" (a chart's axis), `year` "2027"; in the reader's digits. Always in the Gregorian
 * calendar: the months and years that are periods (a state's filing, a chart's step) are the US's,
 * and no solar month matches one, so a solar name would be a different span.
 */
export function formatPeriodIn(value: string, style: DateStyle, form: 'long' | 'short' | 'year'): string {
  const at = dayInstant(form === 'year' ? `${value.slice(0, 4)}-01-01` : `${value.slice(0, 7)}-01`);
  const parts = form === 'long' ? 'monthLong' : form === 'short' ? 'monthShort' : 'year';
  return at ? formatOf(localeOfStyle({ ...style, calendar: 'gregorian' }), 'UTC', parts).format(at) : value;
}

/**
 * A time of day 'HH:MM' (a visit's start) in the reader's digits, on the 24-hour clock as it is
 * kept and as the screens show it: "10:30", "١٠:٣٠"; English and other text as written.
 */
export function formatTimeIn(value: string, style: DateStyle): string {
  const match = /^(\d{2}):(\d{2})/.exec(value);
  if (!match) return value;
  if (isSpecFormat(style)) return `${match[1]}:${match[2]}`;
  const at = new Date(Date.UTC(2000, 0, 1, Number(match[1]), Number(match[2])));
  return formatOf(localeOfStyle(style), 'UTC', 'time').format(at);
}

/** An instant in the zone `tz` as the reader writes it; empty for none or for text that is not a date. */
export function formatDateTimeIn(
  value: string | Date | null | undefined,
  tz: string,
  style: DateStyle,
): string {
  if (isSpecFormat(style)) return formatDateTime(value, tz);
  if (!value) return '';
  const at = value instanceof Date ? value : new Date(value);
  return Number.isNaN(at.getTime()) ? '' : formatOf(localeOfStyle(style), tz, 'dateTime').format(at);
}

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
const isSpecFormat = (style: DateStyle) => numberLocaleOf(style.language) === 'en-US';

/**
 * The BCP 47 locale of the style: the language's number locale (shared/number-locales.ts) with
 * its calendar (the Persian one only for Persian) and, when chosen, Latin digits.
 */
export function localeOfStyle(style: DateStyle): string {
  const calendar = style.language === 'fa' && style.calendar === 'persian' ? 'persian' : 'gregory';
  const digits = style.numerals === 'latin' ? '-nu-latn' : '';
  return `${numberLocaleOf(style.language)}-u-ca-${calendar}${digits}`;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per locale, zone and parts, kept: making one costs far more than formatting. */
function formatOf(locale: string, timeZone: string, parts: 'day' | 'monthDay' | 'dateTime') {
  const key = `${locale} ${timeZone} ${parts}`;
  let format = formats.get(key);
  if (!format) {
    const day = { month: '2-digit', day: '2-digit' } as const;
    format = new Intl.DateTimeFormat(locale, {
      timeZone,
      ...day,
      ...(parts === 'monthDay' ? {} : { year: 'numeric' }),
      ...(parts === 'dateTime' ? { hour: 'numeric', minute: '2-digit' } : {}),
    });
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

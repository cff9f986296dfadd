import { formatDateTimeIn, formatDayIn, formatMonthDayIn } from '@shared/date-style';
import { directionOf } from '@shared/languages';
import i18n from './i18n';
import { dateStyle } from './reader-style';

/**
 * The page's dates as its reader reads them (issue 35 item 3, decision 0074): the page's language,
 * with the digits and calendar the signed-in user chose (lib/reader-style.ts).
 */

/** A calendar date 'YYYY-MM-DD' as the reader writes it (MM/DD/YYYY in English); other text as it is. */
export const formatDay = (value: string) => formatDayIn(value, dateStyle());

/** A calendar date's month and day only (a chart's axis, a yearly repeat). */
export const formatMonthDay = (value: string) => formatMonthDayIn(value, dateStyle());

/** An instant in the zone `tz` (the app's, APP_TIMEZONE) as the reader writes it. */
export const formatDateTime = (value: string | Date | null | undefined, tz: string) =>
  formatDateTimeIn(value, tz, dateStyle());

/**
 * The direction a date of the page reads in, for its isolate: English's MM/DD/YYYY left to right,
 * Arabic's and Persian's as their language runs (their marks and digits order them within it).
 */
export const dateDirection = () => directionOf(i18n.language);

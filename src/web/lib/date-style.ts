import {
  type DayWords,
  formatDateTimeIn,
  formatDayIn,
  formatDayRangeIn,
  formatDayWordsIn,
  formatMonthDayIn,
} from '@shared/date-style';
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

/** A calendar date named in words for a heading: `weekday` "Tue, May 12", `long` "Tuesday, May 12", `weekdayDay` "12 Tue". */
export const formatDayWords = (value: string, words: DayWords) => formatDayWordsIn(value, dateStyle(), words);

/** Two calendar dates as one span in words: "May 11 – 17, 2026". */
export const formatDayRange = (from: string, to: string) => formatDayRangeIn(from, to, dateStyle());

/** An instant in the zone `tz` (the app's, APP_TIMEZONE) as the reader writes it. */
export const formatDateTime = (value: string | Date | null | undefined, tz: string) =>
  formatDateTimeIn(value, tz, dateStyle());

/**
 * The direction a date of the page reads in, for its isolate: English's MM/DD/YYYY left to right,
 * Arabic's and Persian's as their language runs (their marks and digits order them within it).
 */
export const dateDirection = () => directionOf(i18n.language);

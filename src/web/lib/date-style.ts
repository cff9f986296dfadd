import { type DateStyle, formatDateTimeIn, formatDayIn, formatMonthDayIn } from '@shared/date-style';
import { type Calendar, directionOf, type Numerals } from '@shared/languages';
import i18n from './i18n';

/**
 * The page's dates as its reader reads them (issue 35 item 3, decision 0074): the page's language,
 * with the digits and calendar the signed-in user chose (their account's, on every device; the
 * language's own digits and the Gregorian calendar until they choose, and for nobody signed in).
 */
let chosen: { numerals: Numerals | null; calendar: Calendar | null } = { numerals: null, calendar: null };

/** The user's choice, when who is signed in is known or changes (lib/query-client.ts). */
export function setDateStyle(
  user: { numerals?: Numerals | null; calendar?: Calendar | null } | null | undefined,
) {
  const numerals = user?.numerals ?? null;
  const calendar = user?.calendar ?? null;
  if (numerals === chosen.numerals && calendar === chosen.calendar) return;
  chosen = { numerals, calendar };
  // Every component that shows a date or a number reads the language (useTranslation): told as a
  // change of language is, each draws again in the new style, forms keeping what they hold.
  if (i18n.isInitialized) i18n.emit('languageChanged', i18n.language);
}

export const dateStyle = (): DateStyle => ({ language: i18n.language, ...chosen });

/** The digits the signed-in user chose; null: the language's own. */
export const chosenNumerals = () => chosen.numerals;

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

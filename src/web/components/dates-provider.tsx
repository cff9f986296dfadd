/**
 * The calendar's settings in the app's language, shared by the date widgets (DateFilterInput for a
 * list's filter, DayInput for a form's field): the language's month and day names, the week's
 * first day and weekend where it is spoken, the calendar's buttons named for screen readers, and
 * its numbers and headings as the reader reads dates (decision 0074).
 */
import { DatesProvider } from '@mantine/dates';
// With the widgets, so only pages with a date download the calendar's styles.
import '@mantine/dates/styles.css';
import 'dayjs/locale/ar';
import 'dayjs/locale/es';
import 'dayjs/locale/fa';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type DateStyle,
  formatDayIn,
  formatDayRangeIn,
  formatDayWordsIn,
  isSpecFormat,
  localeOfStyle,
} from '@shared/date-style';
import type { Language } from '@shared/languages';
import { formatMonthSpanIn } from '@shared/month-span';
import { dateStyle } from '@web/lib/reader-style';
import classes from './date-filter-input.module.css';

/** The days off where each language is spoken (0 is Sunday): Friday in Iran, Friday and Saturday in most Arab countries. */
const WEEKEND_DAYS: Record<Language, (0 | 1 | 2 | 3 | 4 | 5 | 6)[]> = {
  en: [0, 6],
  ar: [5, 6],
  fa: [5],
  es: [0, 6],
};
/** The week's first day: Sunday in the US, for its English and Spanish readers alike; Saturday in Iran and most Arab countries. */
const FIRST_DAY: Record<Language, 0 | 6> = { en: 0, es: 0, ar: 6, fa: 6 };

export function AppDatesProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <DatesProvider
      settings={{
        locale: i18n.language,
        firstDayOfWeek: FIRST_DAY[i18n.language as Language] ?? 0,
        weekendDays: WEEKEND_DAYS[i18n.language as Language] ?? [0, 6],
      }}
    >
      {children}
    </DatesProvider>
  );
}

/** The calendar's buttons, named in the app's language. */
export function useCalendarLabels() {
  const { t } = useTranslation();
  return {
    monthLevelControl: t('widgets.calendar.monthLevelControl'),
    yearLevelControl: t('widgets.calendar.yearLevelControl'),
    nextMonth: t('widgets.calendar.nextMonth'),
    previousMonth: t('widgets.calendar.previousMonth'),
    nextYear: t('widgets.calendar.nextYear'),
    previousYear: t('widgets.calendar.previousYear'),
    nextDecade: t('widgets.calendar.nextDecade'),
    previousDecade: t('widgets.calendar.previousDecade'),
  };
}

const year = (day: string) => day.slice(0, 4);

/**
 * The calendar's texts as the reader reads dates, for both date widgets: `format` writes the box's
 * day as every other date of the page is written (MM/DD/YYYY in English), and `calendar` holds the
 * picker's props. English keeps the library's own (its day names "15 March 2026" included).
 *
 * The grid stays the library's Gregorian one. Its numbers and headings follow the reader's digits
 * and, for a Persian reader of the solar calendar, the solar reading: a cell shows its solar day,
 * the first day of a solar month stands out, the heading names the solar months and years the
 * Gregorian month or year spans ("Esfand 1404 – Farvardin 1405"), and the lists of months and
 * years name the solar month or year each Gregorian one mostly covers (March is mostly Esfand,
 * 2026 mostly 1405), as a list's button has room for one name.
 */
export function useCalendarFormats() {
  // Read with the language: a change of either draws the widgets again (lib/reader-style.ts).
  useTranslation();
  const style: DateStyle = dateStyle();
  const format = (day: string) => formatDayIn(day, style);
  if (isSpecFormat(style)) return { style, format, calendar: {} };
  const words = (day: string, parts: Parameters<typeof formatDayWordsIn>[2]) =>
    formatDayWordsIn(day, style, parts);
  const solar = localeOfStyle(style).includes('-ca-persian');
  const startsMonth = (day: string) =>
    formatDayWordsIn(day, { ...style, numerals: 'latin' }, 'dayNumber') === '1';
  return {
    style,
    format,
    calendar: {
      renderDay: (day: string) =>
        solar && startsMonth(day) ? (
          <span className={classes.monthStart}>{words(day, 'dayNumber')}</span>
        ) : (
          words(day, 'dayNumber')
        ),
      getDayAriaLabel: (day: string) => words(day, 'date'),
      monthLabelFormat: (month: string) => formatMonthSpanIn(month.slice(0, 7), style),
      yearLabelFormat: (day: string) =>
        formatDayRangeIn(`${year(day)}-01-01`, `${year(day)}-12-31`, style, 'year'),
      decadeLabelFormat: (start: string, end: string) =>
        formatDayRangeIn(`${year(start)}-07-01`, `${year(end)}-07-01`, style, 'year'),
      monthsListFormat: (month: string) => words(`${month.slice(0, 7)}-15`, 'monthName'),
      yearsListFormat: (day: string) => words(`${year(day)}-07-01`, 'year'),
    },
  };
}

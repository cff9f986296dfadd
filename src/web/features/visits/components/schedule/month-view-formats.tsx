import type { ResourcesMonthViewProps } from '@mantine/schedule';
import type { ComponentProps } from 'react';
import {
  type DateStyle,
  type DayWords,
  formatDayWordsIn,
  formatOf,
  isSpecFormat,
  localeOfStyle,
} from '@shared/date-style';
import { formatMonthSpanIn } from '@shared/month-span';
import classes from './schedule.module.css';

/**
 * A year of the header's list as the reader reads it. The library writes the list's years as bare
 * numbers, with no format to change them, but lets each button be drawn by another component.
 */
function ReaderYear({
  readerYear,
  children: _year,
  ...button
}: ComponentProps<'button'> & { readerYear: string }) {
  return <button {...button}>{readerYear}</button>;
}

type YearControlProps = ReturnType<
  NonNullable<NonNullable<ResourcesMonthViewProps['monthYearSelectProps']>['getYearControlProps']>
>;

/**
 * The month view's texts as the reader reads dates (decision 0074), for ResourcesSchedule's
 * `monthViewProps`; English keeps the library's own ("Tue" over "24", "November 2026").
 *
 * The grid stays Gregorian, as the date pickers' does (components/dates-provider.tsx): its days are
 * the Gregorian month's, in the reader's digits. For a Persian reader of the solar calendar each
 * shows its solar day, the first day of a solar month with the month's name, the heading names the
 * solar months and year the Gregorian month spans ("آبان تا آذر ۱۴۰۵"), and the lists name the
 * solar month or year each Gregorian one mostly covers (November is mostly Aban, 2026 mostly 1405).
 *
 * The library writes a day's number itself, Gregorian and in Latin digits, with no format to
 * change it: the weekday's label carries the day's number on a second line, and the library's
 * number is hidden. The cells' names for screen readers, which the library writes in English
 * ("November 24, 2026") with no format either, are written again by reader-cell-names.ts.
 */
export function monthViewFormats(style: DateStyle, labels: { selectYear: string }) {
  if (isSpecFormat(style)) return {};
  const words = (day: string, parts: DayWords) => formatDayWordsIn(day, style, parts);
  const locale = localeOfStyle(style);
  const solar = locale.includes('-ca-persian');
  const startsMonth = (day: string) =>
    formatDayWordsIn(day, { ...style, numerals: 'latin' }, 'dayNumber') === '1';
  /** A day's weekday and number, apart: "12 Tue" in parts. */
  const weekdayAndDay = (day: string) => {
    const parts = formatOf(locale, 'UTC', 'weekdayDay').formatToParts(new Date(`${day}T12:00:00Z`));
    const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
    return [part('weekday'), part('day')] as const;
  };
  // The library hands each format 'YYYY-MM-DD HH:mm:ss'.
  return {
    classNames: {
      resourcesMonthViewDayLabelWeekday: classes.dayLabel,
      resourcesMonthViewDayLabelNumber: classes.libraryDayNumber,
    },
    weekdayFormat: (at: string) => {
      const day = at.slice(0, 10);
      const [weekday, number] = weekdayAndDay(day);
      // A solar month's first day with the month's name, "۱ آذر", as Persian writes a day.
      return `${weekday}\n${solar && startsMonth(day) ? `${number} ${words(day, 'monthName')}` : number}`;
    },
    monthYearSelectProps: {
      labelFormat: (at: string) => formatMonthSpanIn(at.slice(0, 7), style),
      monthsListFormat: (at: string) => words(`${at.slice(0, 7)}-15`, 'monthName'),
      // `component` is not in the prop's type, though the button (an UnstyledButton) takes it.
      getYearControlProps: (year: number) => {
        const readerYear = words(`${year}-07-01`, 'year');
        return {
          component: ReaderYear,
          readerYear,
          'aria-label': `${labels.selectYear} ${readerYear}`,
        } as YearControlProps;
      },
    },
  };
}

/**
 * The calendar's settings in the app's language, shared by the date widgets (DateFilterInput for a
 * list's filter, DayInput for a form's field): the language's month and day names, the week's
 * first day and weekend where it is spoken, and the calendar's buttons named for screen readers.
 */
import { DatesProvider } from '@mantine/dates';
// With the widgets, so only pages with a date download the calendar's styles.
import '@mantine/dates/styles.css';
import 'dayjs/locale/ar';
import 'dayjs/locale/es';
import 'dayjs/locale/fa';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@shared/languages';

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

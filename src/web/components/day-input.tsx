/**
 * DayInput: a day asked for in a form (a visit's day, an exception date, a licence's expiry),
 * typed or picked in the calendar of the app's language (issue 33 item 6). Value in and out is
 * 'YYYY-MM-DD' ('' when empty), as the API takes it; the box shows the day as the reader writes
 * dates (decision 0074): MM/DD/YYYY in English, day first in Arabic and Spanish, year first in
 * Persian, in the reader's digits and, for a Persian reader who chose it, the solar calendar.
 *
 *   <DayInput label={t('visits.date')} required value={date} onChange={setDate} minDate={today} />
 *
 * Typing takes the day in the order the box shows it (1/5/2027 too) or YYYY-MM-DD, in Latin,
 * Arabic-Indic or Persian digits; the day is taken as soon as the text is a whole date, and on
 * leaving the box the text shows it again as the reader writes it. The calendar opens on focus
 * for a pointer; the keyboard types.
 * A list's date filter is DateFilterInput (calendar first, kept in the URL).
 */
import { DateInput, type DateInputProps } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { dayOfSolar, dayPartsOrder } from '@shared/date-parse';
import { type DateStyle, localeOfStyle } from '@shared/date-style';
import { isIsoDate } from '@shared/dates';
import { asciiDigits } from '@web/lib/number-text';
import classes from './date-filter-input.module.css';
import { AppDatesProvider, useCalendarFormats, useCalendarLabels } from './dates-provider';

const pad = (n: string) => n.padStart(2, '0');

/**
 * The day a typed text names, 'YYYY-MM-DD', or null while it names none (yet). A year first is
 * never ambiguous (YYYY-MM-DD, Persian's YYYY/MM/DD); with the year last, the day and month are
 * read in the order the reader's dates show them (`style`; English's MM/DD/YYYY without one), so
 * that the box's own text, edited, still names the day it shows.
 */
export function parseDay(text: string, style: DateStyle = { language: 'en' }): string | null {
  // Arabic's dates carry right-to-left marks between their parts: shown, copied, never meant.
  const s = asciiDigits(text).replace(/[\s\u200e\u200f\u061c]/g, '');
  const match = /^(\d{1,4})[/.-](\d{1,2})[/.-](\d{1,4})$/.exec(s);
  if (!match) return null;
  const [first, second, last] = [match[1]!, match[2]!, match[3]!];
  let parts: [string, string, string];
  if (first.length === 4 && last.length <= 2) parts = [first, second, last];
  else if (first.length <= 2 && last.length === 4) {
    const order = dayPartsOrder(style);
    const dayFirst = order.indexOf('day') < order.indexOf('month');
    parts = dayFirst ? [last, second, first] : [last, first, second];
  } else return null;
  const [year, month, day] = parts;
  // A solar reader's year is a solar one (1405); a Gregorian year typed in full (2026) is still
  // read as one, no solar year being near it.
  if (localeOfStyle(style).includes('-ca-persian') && Number(year) < 1700) {
    return dayOfSolar(Number(year), Number(month), Number(day));
  }
  const iso = `${year}-${pad(month)}-${pad(day)}`;
  return isIsoDate(iso) ? iso : null;
}

type Props = Omit<DateInputProps, 'value' | 'onChange' | 'defaultValue' | 'minDate' | 'maxDate'> & {
  value?: string | null;
  onChange: (value: string) => void;
  /** 'YYYY-MM-DD': days before it cannot be picked or typed. */
  minDate?: string;
  maxDate?: string;
};

export function DayInput({ value, onChange, minDate, maxDate, label, clearable, ...rest }: Props) {
  const { t } = useTranslation();
  const calendarLabels = useCalendarLabels();
  const { style, format, calendar } = useCalendarFormats();
  const bound = (day: string | null | undefined) => (day && isIsoDate(day) ? day : undefined);
  return (
    <AppDatesProvider>
      <DateInput
        // The box writes its day again when the reader's digits or calendar change (the library
        // does so itself only for a change of language).
        key={localeOfStyle(style)}
        classNames={{ day: classes.day }}
        label={label}
        value={bound(value) ?? null}
        onChange={(day) => onChange(day ?? '')}
        dateParser={(text) => parseDay(text, style)}
        valueFormat={format}
        {...calendar}
        placeholder={t('widgets.datePlaceholder')}
        clearable={clearable}
        // Emptying the box empties the field, as a typed date box did: a required one says so on save.
        allowDeselect
        clearButtonProps={
          clearable && typeof label === 'string'
            ? { 'aria-label': t('widgets.clearDate', { label }) }
            : undefined
        }
        minDate={bound(minDate)}
        maxDate={bound(maxDate)}
        leftSection={<IconCalendar size={16} aria-hidden />}
        ariaLabels={calendarLabels}
        miw={150}
        {...rest}
      />
    </AppDatesProvider>
  );
}

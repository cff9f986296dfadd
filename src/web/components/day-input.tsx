/**
 * DayInput: a day asked for in a form (a visit's day, an exception date, a licence's expiry),
 * typed or picked in the calendar of the app's language (issue 33 item 6). Value in and out is
 * 'YYYY-MM-DD' ('' when empty), as the API takes it; the box shows MM/DD/YYYY.
 *
 *   <DayInput label={t('visits.date')} required value={date} onChange={setDate} minDate={today} />
 *
 * Typing takes MM/DD/YYYY (1/5/2027 too) or YYYY-MM-DD, in Latin, Arabic-Indic or Persian digits;
 * the day is taken as soon as the text is a whole date, and on leaving the box the text shows it
 * again as MM/DD/YYYY. The calendar opens on focus for a pointer; the keyboard types.
 * A list's date filter is DateFilterInput (calendar first, kept in the URL).
 */
import { DateInput, type DateInputProps } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isIsoDate } from '@shared/dates';
import { asciiDigits } from '@web/lib/number-text';
import classes from './date-filter-input.module.css';
import { AppDatesProvider, useCalendarLabels } from './dates-provider';

const pad = (n: string) => n.padStart(2, '0');

/** The day a typed text names, 'YYYY-MM-DD', or null while it names none (yet). */
export function parseDay(text: string): string | null {
  const s = asciiDigits(text).trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(s);
  const us = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(s);
  const day = iso
    ? `${iso[1]}-${pad(iso[2]!)}-${pad(iso[3]!)}`
    : us
      ? `${us[3]}-${pad(us[1]!)}-${pad(us[2]!)}`
      : null;
  return day && isIsoDate(day) ? day : null;
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
  const bound = (day: string | null | undefined) => (day && isIsoDate(day) ? day : undefined);
  return (
    <AppDatesProvider>
      <DateInput
        classNames={{ day: classes.day }}
        label={label}
        value={bound(value) ?? null}
        onChange={(day) => onChange(day ?? '')}
        dateParser={parseDay}
        valueFormat="MM/DD/YYYY"
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

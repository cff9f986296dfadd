/**
 * DateFilterInput: a date picker for a list's date filter (reports' start and end date, spec
 * screen 9). Value in and out is 'YYYY-MM-DD' ('' when unset), as the URL and the API take it;
 * the box shows the day as the reader writes dates (MM/DD/YYYY in English, decision 0074), the
 * calendar speaks the app's language in the reader's digits, and a clear button empties it.
 *
 *   const { get, set } = useListParams();
 *   <DateFilterInput label={t('reports.startDate')} value={get('start_date')}
 *     onChange={(v) => set({ start_date: v })} maxDate={get('end_date')} />
 * Keyboard: Enter or Space opens the calendar, the arrow keys move, Enter picks, Escape closes.
 */
import { useId } from '@mantine/hooks';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isIsoDate } from '@shared/dates';
import classes from './date-filter-input.module.css';
import { AppDatesProvider, useCalendarFormats, useCalendarLabels } from './dates-provider';

export function DateFilterInput({
  ref,
  ...props
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** 'YYYY-MM-DD': days before it cannot be picked (an end date after the start date). */
  minDate?: string;
  maxDate?: string;
  /** The box (a button): DeferredDateFilter focuses and presses it when it takes the stand-in's place. */
  ref?: React.Ref<HTMLButtonElement>;
}) {
  const { t } = useTranslation();
  const calendarLabels = useCalendarLabels();
  const { format, calendar } = useCalendarFormats();
  const id = useId();
  // A malformed date from a hand-edited URL shows as unset instead of breaking the page.
  const bound = (value: string | undefined) => (value && isIsoDate(value) ? value : undefined);
  return (
    <AppDatesProvider>
      <DatePickerInput
        ref={ref}
        // The calendar (a dialog) is labelled by the element with Popover's id: this button.
        id={id}
        popoverProps={{ id }}
        classNames={{ day: classes.day }}
        label={props.label}
        value={bound(props.value) ?? null}
        onChange={(value) => props.onChange(value ?? '')}
        valueFormatter={({ date }) => (typeof date === 'string' ? format(date) : '')}
        {...calendar}
        placeholder={t('widgets.datePlaceholder')}
        clearable
        clearButtonProps={{ 'aria-label': t('widgets.clearDate', { label: props.label }) }}
        minDate={bound(props.minDate)}
        maxDate={bound(props.maxDate)}
        leftSection={<IconCalendar size={16} aria-hidden />}
        ariaLabels={calendarLabels}
        miw={170}
      />
    </AppDatesProvider>
  );
}

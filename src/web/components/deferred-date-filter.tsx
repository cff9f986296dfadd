import { Input } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { IconCalendar } from '@tabler/icons-react';
import { type ComponentProps, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isIsoDate } from '@shared/dates';
import { formatDay } from '@web/lib/date-style';
import type { DateFilterInput } from './date-filter-input';
import { deferredCode, useDeferredWidget } from './deferred-widget';

type Props = Omit<ComponentProps<typeof DateFilterInput>, 'ref'>;

const dateFilterCode = deferredCode(
  () => import('./date-filter-input'),
  (module) => module.DateFilterInput,
);

/** Fetches the date filter's code; a component test awaits it before drawing a list with dates. */
export const loadDateFilter = dateFilterCode.load;

/**
 * A list's date filter (DateFilterInput) whose calendar (`@mantine/dates`, Popover and Modal, about
 * 45 KB on the wire with dayjs' languages) is not part of the page's first screen (decision 0067):
 * until it is in, the same box, a button showing the chosen day as the filter writes it, stands in.
 * It comes after the first screen, or as soon as the box is focused or pressed; a box focused
 * meanwhile is the filter, focused, when it comes, and one pressed (a click, Enter or Space) opens
 * its calendar. Its clear button works before then too.
 */
export function DeferredDateFilter(props: Props) {
  const { t } = useTranslation();
  const real = useRef<HTMLButtonElement>(null);
  const { loaded, ask } = useDeferredWidget(dateFilterCode, real);
  const id = useId();
  useEffect(() => {
    // The calendar opens on the button's own click, as it would have on the stand-in's.
    if (loaded?.open) real.current?.click();
  }, [loaded]);
  if (loaded) return <loaded.Widget {...props} ref={real} />;
  const day = isIsoDate(props.value) ? props.value : '';
  return (
    <Input.Wrapper label={props.label} id={id} miw={170}>
      <Input
        id={id}
        component="button"
        type="button"
        pointer
        multiline
        leftSection={<IconCalendar size={16} aria-hidden />}
        // The real box's clear button, in the same place; emptying the filter needs no calendar.
        __clearSection={
          <Input.ClearButton
            aria-label={t('widgets.clearDate', { label: props.label })}
            onClick={() => props.onChange('')}
          />
        }
        __clearable={day !== ''}
        styles={{ input: { lineHeight: 'unset' } }}
        onFocus={() => ask('focus')}
        onClick={() => ask('open')}
      >
        {day ? formatDay(day) : <Input.Placeholder>{t('widgets.datePlaceholder')}</Input.Placeholder>}
      </Input>
    </Input.Wrapper>
  );
}

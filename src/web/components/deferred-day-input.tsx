import { TextInput } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { type ComponentProps, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isIsoDate } from '@shared/dates';
import { formatDay } from '@web/lib/date-style';
import type { DayInput } from './day-input';
import { deferredCode, useDeferredWidget } from './deferred-widget';

type Props = ComponentProps<typeof DayInput>;

const dayInputCode = deferredCode(
  () => import('./day-input'),
  (module) => module.DayInput,
);

/** Fetches the day box's code; a component test awaits it before drawing a form with days. */
export const loadDayInput = dayInputCode.load;

/** Puts `text` in the box as typing would: React and the box's own handlers see an input event. */
function typeInto(input: HTMLInputElement, text: string) {
  // The prototype's setter: React's own on the element would take the text as already seen.
  Reflect.set(HTMLInputElement.prototype, 'value', text, input);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * A form's DayInput whose code (`@mantine/dates`' calendar with its Popover, about 32 KB on the
 * wire) is not part of the page's first screen (decision 0067): until it is in, the same box,
 * read-only, shows the day as the reader writes it. It comes after the first screen, or as soon as
 * the box is focused; the box that had the focus is the DayInput, focused (its calendar open, as
 * the library opens it on focus), and what was typed meanwhile is typed into it, not lost.
 */
export function DeferredDayInput(props: Props) {
  const { t } = useTranslation();
  const real = useRef<HTMLInputElement>(null);
  const { loaded, ask } = useDeferredWidget(dayInputCode, real);
  const [typed, setTyped] = useState('');
  const held = useRef('');
  useEffect(() => {
    if (!loaded || !held.current || !real.current) return;
    typeInto(real.current, held.current);
    held.current = '';
  }, [loaded]);
  if (loaded) return <loaded.Widget {...props} ref={real} />;

  const hold = (text: string) => {
    held.current = text;
    setTyped(text);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') hold(held.current.slice(0, -1));
    else if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
      hold(held.current + event.key);
    }
  };
  const day = props.value && isIsoDate(props.value) ? props.value : '';
  return (
    <TextInput
      readOnly
      label={props.label}
      description={props.description}
      required={props.required}
      withAsterisk={props.withAsterisk}
      error={props.error}
      disabled={props.disabled}
      size={props.size}
      w={props.w}
      miw={150}
      value={typed || (day ? formatDay(day) : '')}
      placeholder={t('widgets.datePlaceholder')}
      leftSection={<IconCalendar size={16} aria-hidden />}
      onFocus={() => ask('focus')}
      onKeyDown={onKeyDown}
    />
  );
}

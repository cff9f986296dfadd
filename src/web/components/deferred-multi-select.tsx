import { type MultiSelectProps, Pill, PillsInput } from '@mantine/core';
import { useRef } from 'react';
import { boxOf, Chevron, labelOf, OPENING_KEYS } from './deferred-select';
import { deferredCode, useDeferredWidget } from './deferred-widget';

const multiSelectCode = deferredCode(
  () => import('./multi-select-field'),
  (module) => module.MultiSelectField,
);

/** Fetches the MultiSelect's code; a component test awaits it before drawing a list with filters. */
export const loadMultiSelectField = multiSelectCode.load;

/**
 * A list filter's MultiSelect whose code (Combobox and Popover, as DeferredSelect's) is not part of
 * the page's first screen (decision 0067): until it is in, the same box shows the chosen options
 * as pills, each removable at once. It comes after the first screen, or as soon as the box is
 * focused or pressed; one focused or opened meanwhile is focused, and opened, when it comes.
 */
export function DeferredMultiSelect(props: MultiSelectProps) {
  const real = useRef<HTMLInputElement>(null);
  const { loaded, ask } = useDeferredWidget(multiSelectCode, real);
  if (loaded) {
    return <loaded.Widget {...props} ref={real} defaultDropdownOpened={loaded.open || undefined} />;
  }
  const chosen = props.value ?? [];
  return (
    <PillsInput
      {...boxOf(props)}
      rightSection={<Chevron />}
      rightSectionPointerEvents="none"
      onPointerDown={() => ask('open')}
    >
      <Pill.Group>
        {chosen.map((value) => (
          <Pill
            key={value}
            withRemoveButton
            // Removing a chosen option does not open the options, as in the MultiSelect.
            removeButtonProps={{ onPointerDown: (event) => event.stopPropagation() }}
            onRemove={() => {
              props.onChange?.(chosen.filter((other) => other !== value));
              props.onRemove?.(value);
            }}
          >
            {labelOf(props.data, value) || value}
          </Pill>
        ))}
        <PillsInput.Field
          readOnly
          placeholder={chosen.length === 0 ? props.placeholder : undefined}
          onFocus={() => ask('focus')}
          onKeyDown={(event) => {
            if (OPENING_KEYS.has(event.key)) ask('open');
          }}
        />
      </Pill.Group>
    </PillsInput>
  );
}

import { type MultiSelectProps, TextInput, type SelectProps, type TextInputProps } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { type Asked, deferredCode, useDeferredWidget } from './deferred-widget';

const selectCode = deferredCode(
  () => import('./select-field'),
  (module) => module.SelectField,
);

/** Fetches the Select's code; a component test awaits it before drawing a list with filters. */
export const loadSelectField = selectCode.load;

/** Mantine's chevron for a Select (ComboboxChevron), drawn the same before the Select is in. */
export function Chevron() {
  return (
    <svg width={15} height={15} viewBox="0 0 15 15" fill="none" aria-hidden="true">
      <path
        d="M4.93179 5.43179C4.75605 5.60753 4.75605 5.89245 4.93179 6.06819C5.10753 6.24392 5.39245 6.24392 5.56819 6.06819L7.49999 4.13638L9.43179 6.06819C9.60753 6.24392 9.89245 6.24392 10.0682 6.06819C10.2439 5.89245 10.2439 5.60753 10.0682 5.43179L7.81819 3.18179C7.73379 3.0974 7.61933 3.04999 7.49999 3.04999C7.38064 3.04999 7.26618 3.0974 7.18179 3.18179L4.93179 5.43179ZM10.0682 9.56819C10.2439 9.39245 10.2439 9.10753 10.0682 8.93179C9.89245 8.75606 9.60753 8.75606 9.43179 8.93179L7.49999 10.8636L5.56819 8.93179C5.39245 8.75606 5.10753 8.75606 4.93179 8.93179C4.75605 9.10753 4.75605 9.39245 4.93179 9.56819L7.18179 11.8182C7.35753 11.9939 7.64245 11.9939 7.81819 11.8182L10.0682 9.56819Z"
        fill="currentColor"
        fillRule="evenodd"
        clipRule="evenodd"
      />
    </svg>
  );
}

/** What a stand-in's box takes from the widget's props, so that it looks the same. */
export const boxOf = (props: SelectProps | MultiSelectProps) => ({
  label: props.label,
  description: props.description,
  w: props.w,
  miw: props.miw,
  size: props.size,
  disabled: props.disabled,
  required: props.required,
  withAsterisk: props.withAsterisk,
  error: props.error,
});

/** The label `value` shows in `data` (strings or `{ value, label }`; groups not used here). */
export function labelOf(data: SelectProps['data'], value: string | null | undefined): string {
  if (!value || !data) return '';
  for (const item of data as readonly (string | { value?: string; label?: string })[]) {
    if (typeof item === 'string' ? item === value : item.value === value) {
      return typeof item === 'string' ? item : (item.label ?? value);
    }
  }
  return '';
}

/**
 * The field that stands in for a Select until its code is in: the same box, read-only, with its
 * chevron; focused, it asks for the code, and pressed, for the code and its options open. Also the
 * applications list's product and applicator pickers' stand-in.
 */
export function SelectStandIn({ ask, ...box }: TextInputProps & { ask: (what: keyof Asked) => void }) {
  return (
    <TextInput
      readOnly
      {...box}
      rightSection={<Chevron />}
      rightSectionPointerEvents="none"
      styles={{ input: { cursor: 'pointer' } }}
      onFocus={() => ask('focus')}
      onPointerDown={() => ask('open')}
    />
  );
}

/**
 * A list filter's Select whose code (Mantine's Combobox and Popover with floating-ui, about 28 KB on
 * the wire) is not part of the page's first screen (decision 0067): until it is in, the same
 * field, read-only, shows the chosen option. It comes after the first screen, or as soon as the
 * field is focused or pressed; a field focused or opened meanwhile is focused, and opened, when
 * the Select takes its place.
 */
export function DeferredSelect(props: SelectProps) {
  const real = useRef<HTMLInputElement>(null);
  const { loaded, ask } = useDeferredWidget(selectCode, real);
  // What a fast user typed into a searchable field before the Select came is its search, not lost:
  // set after the Select's own first search (its option's label, or none). A Select whose search
  // the page does not hold keeps it here from then on.
  const typed = useRef('');
  const [search, setSearch] = useState<string | null>(null);
  const { onSearchChange } = props;
  useEffect(() => {
    if (!loaded || !typed.current) return;
    setSearch(typed.current);
    onSearchChange?.(typed.current);
  }, [loaded, onSearchChange]);
  if (loaded) {
    const held = search !== null && props.searchValue === undefined;
    return (
      <loaded.Widget
        {...props}
        {...(held && {
          searchValue: search,
          onSearchChange: (value: string) => {
            setSearch(value);
            onSearchChange?.(value);
          },
        })}
        ref={real}
        defaultDropdownOpened={loaded.open || undefined}
      />
    );
  }
  return (
    <SelectStandIn
      {...boxOf(props)}
      placeholder={props.placeholder}
      value={labelOf(props.data, props.value)}
      ask={ask}
      onKeyDown={(event) => {
        if (OPENING_KEYS.has(event.key)) ask('open');
        else if (props.searchable && isTyping(event)) {
          typed.current += event.key;
          ask('open');
        }
      }}
    />
  );
}

/** A printable character typed (not a shortcut). */
const isTyping = (event: React.KeyboardEvent) =>
  event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;

/** The keys that open a Select's options. */
export const OPENING_KEYS = new Set(['ArrowDown', 'ArrowUp', 'Enter', ' ']);

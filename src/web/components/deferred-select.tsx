import { TextInput, type SelectProps } from '@mantine/core';
import { type ComponentType, useCallback, useEffect, useRef, useState } from 'react';
import { afterFirstScreen } from '@web/lib/after-first-screen';

type Field = ComponentType<SelectProps & { ref?: React.Ref<HTMLInputElement> }>;

let field: Field | null = null;
let loading: Promise<Field> | null = null;

/** Fetches the Select's code; a component test awaits it before drawing a list with filters. */
export function loadSelectField(): Promise<Field> {
  loading ??= import('./select-field').then(
    (module) => (field = module.SelectField),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Mantine's chevron for a Select (ComboboxChevron), drawn the same before the Select is in. */
function Chevron() {
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

/** The label `value` shows in `data` (strings or `{ value, label }`; groups not used here). */
function labelOf(data: SelectProps['data'], value: string | null | undefined): string {
  if (!value || !data) return '';
  for (const item of data as readonly (string | { value?: string; label?: string })[]) {
    if (typeof item === 'string' ? item === value : item.value === value) {
      return typeof item === 'string' ? item : (item.label ?? value);
    }
  }
  return '';
}

/**
 * A list filter's Select whose code (Mantine's Combobox and Popover with floating-ui, about 28 KB on
 * the wire) is not part of the page's first screen (decision 0067): until it is in, the same
 * field, read-only, shows the chosen option. It comes after the first screen, or as soon as the
 * field is focused or pressed; a field focused or opened meanwhile is focused, and opened, when
 * the Select takes its place.
 */
export function DeferredSelect(props: SelectProps) {
  // The Select once in, and whether the field was focused or opened while it came.
  const [loaded, setLoaded] = useState(() => (field ? { Field: field, focus: false, open: false } : null));
  const real = useRef<HTMLInputElement>(null);
  const asked = useRef({ focus: false, open: false });
  const live = useRef(true);

  const load = useCallback(() => {
    loadSelectField().then(
      (Field) => live.current && setLoaded({ Field, ...asked.current }),
      () => undefined,
    );
  }, []);

  useEffect(() => {
    live.current = true;
    const cancel = loaded ? undefined : afterFirstScreen(load);
    return () => {
      live.current = false;
      cancel?.();
    };
  }, [loaded, load]);

  useEffect(() => {
    if (loaded?.focus) real.current?.focus();
  }, [loaded]);

  if (loaded) {
    return <loaded.Field {...props} ref={real} defaultDropdownOpened={loaded.open || undefined} />;
  }
  const ask = (what: 'focus' | 'open') => {
    asked.current[what] = true;
    load();
  };
  return (
    <TextInput
      readOnly
      label={props.label}
      description={props.description}
      placeholder={props.placeholder}
      w={props.w}
      size={props.size}
      disabled={props.disabled}
      value={labelOf(props.data, props.value)}
      rightSection={<Chevron />}
      rightSectionPointerEvents="none"
      styles={{ input: { cursor: 'pointer' } }}
      onFocus={() => ask('focus')}
      onPointerDown={() => ask('open')}
      onKeyDown={(event) => {
        if (OPENING_KEYS.has(event.key)) ask('open');
      }}
    />
  );
}

/** The keys that open a Select's options. */
const OPENING_KEYS = new Set(['ArrowDown', 'ArrowUp', 'Enter', ' ']);

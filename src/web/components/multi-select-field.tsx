import { MultiSelect, type MultiSelectProps } from '@mantine/core';

/** Mantine's MultiSelect, in a file of its own: deferred-multi-select.tsx loads it after the first screen. */
export function MultiSelectField(props: MultiSelectProps & { ref?: React.Ref<HTMLInputElement> }) {
  return <MultiSelect {...props} />;
}

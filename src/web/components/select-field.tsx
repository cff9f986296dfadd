import { Select, type SelectProps } from '@mantine/core';

/** Mantine's Select, in a file of its own: deferred-select.tsx loads it after the first screen. */
export function SelectField(props: SelectProps & { ref?: React.Ref<HTMLInputElement> }) {
  return <Select {...props} />;
}

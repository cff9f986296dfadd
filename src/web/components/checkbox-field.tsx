import { Checkbox, type CheckboxProps } from '@mantine/core';

/** Mantine's Checkbox, in a file of its own: deferred-checkbox.tsx loads it after the first screen. */
export function CheckboxField(props: CheckboxProps & { ref?: React.Ref<HTMLInputElement> }) {
  return <Checkbox {...props} />;
}

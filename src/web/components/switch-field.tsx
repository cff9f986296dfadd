import { Switch, type SwitchProps } from '@mantine/core';

/** Mantine's Switch, in a file of its own: deferred-switch.tsx loads it after the first screen. */
export function SwitchField(props: SwitchProps & { ref?: React.Ref<HTMLInputElement> }) {
  return <Switch {...props} />;
}

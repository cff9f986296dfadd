import { Text } from '@mantine/core';

/** Placeholder until engineer D2's trends are merged (they replace this file). */
export function DeviceTrends(_props: { locationId: number }) {
  return <Text c="dimmed">Trends</Text>;
}

import { Text } from '@mantine/core';

/** Placeholder until engineer D2's site plans are merged (they replace this file). */
export function SitePlans(_props: { locationId: number; canManage: boolean; today?: string }) {
  return <Text c="dimmed">Site plan</Text>;
}

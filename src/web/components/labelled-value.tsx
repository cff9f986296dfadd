import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * LabelledValue: a value under its small label, as a record's facts are laid out in a grid (a
 * report's header, a corrective action, a verification's answer).
 *
 *   <LabelledValue label={t('reports.view.job')}>{report.job.name}</LabelledValue>
 */
export function LabelledValue({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <div>{children}</div>
    </Stack>
  );
}

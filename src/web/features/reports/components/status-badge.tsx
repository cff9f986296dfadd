import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReportRow } from '@shared/schemas/report-list';
import { reportStatusLabel } from './report-status-label';

const STATUS_COLORS: Record<number, string> = { 1: 'yellow', 2: 'blue', 3: 'teal' };

export function StatusBadge({ report }: { report: Pick<ReportRow, 'status_id' | 'status'> }) {
  const { t } = useTranslation();
  return (
    <Badge
      variant="light"
      color={STATUS_COLORS[report.status_id] ?? 'gray'}
      // The whole status, never "IN PR…": the badge keeps its width in a narrow cell or card.
      style={{ flexShrink: 0, overflow: 'visible' }}
      styles={{ label: { overflow: 'visible' } }}
    >
      {reportStatusLabel(t, report.status_id)}
    </Badge>
  );
}

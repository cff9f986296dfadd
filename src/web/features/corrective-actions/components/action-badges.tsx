import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ActionPriority, ActionStatus } from '@shared/action-statuses';

const STATUS_COLORS: Record<ActionStatus, string> = {
  open: 'blue',
  in_progress: 'yellow',
  done: 'teal',
  verified: 'green',
};
const PRIORITY_COLORS: Record<ActionPriority, string> = { low: 'gray', medium: 'blue', high: 'red' };

export function ActionStatusBadge({ status }: { status: ActionStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLORS[status]} variant="light">
      {t(`correctiveActions.status.${status}`)}
    </Badge>
  );
}

export function PriorityBadge({ priority }: { priority: ActionPriority }) {
  const { t } = useTranslation();
  return (
    <Badge color={PRIORITY_COLORS[priority]} variant="outline">
      {t(`correctiveActions.priority.${priority}`)}
    </Badge>
  );
}

/** Open or in progress past its due date (the server decides, in the office's time zone). */
export function OverdueBadge() {
  const { t } = useTranslation();
  return (
    <Badge color="red" variant="filled">
      {t('correctiveActions.overdue')}
    </Badge>
  );
}

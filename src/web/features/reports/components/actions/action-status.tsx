import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ActionRow } from '@shared/schemas/corrective-actions';

const COLORS: Record<ActionRow['status'], string> = {
  open: 'blue',
  in_progress: 'yellow',
  done: 'teal',
  verified: 'green',
};

/** An action's status as a badge, and "Overdue" beside it when it is past its due date. */
export function ActionStatus({ action }: { action: Pick<ActionRow, 'status' | 'overdue'> }) {
  const { t } = useTranslation();
  return (
    <>
      <Badge color={COLORS[action.status]} variant="light">
        {t(`correctiveActions.status.${action.status}`)}
      </Badge>
      {action.overdue && (
        <Badge color="red" variant="filled">
          {t('correctiveActions.overdue')}
        </Badge>
      )}
    </>
  );
}

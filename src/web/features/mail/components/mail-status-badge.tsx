import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MailStatus } from '@shared/schemas/mail';

const STATUS_COLORS: Record<MailStatus, string> = {
  outbox: 'gray',
  queued: 'yellow',
  sending: 'blue',
  sent: 'teal',
  failed: 'red',
};

export function MailStatusBadge({ status }: { status: MailStatus }) {
  const { t } = useTranslation();
  return (
    <Badge
      variant="light"
      color={STATUS_COLORS[status]}
      // The whole status, never cut: the badge keeps its width in a narrow cell.
      style={{ flexShrink: 0, overflow: 'visible' }}
      styles={{ label: { overflow: 'visible' } }}
    >
      {t(`mail.status.${status}`)}
    </Badge>
  );
}

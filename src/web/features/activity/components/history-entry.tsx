import { Badge, Box, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { HistoryEntry } from '@shared/schemas/activity';
import { DateDisplay } from '@web/components/date-display';
import { FieldChangeLine } from './field-change-line';

/** What one audit row says: who, when, the action, which row (a contact, a task) and each field. */
export function HistoryEntryView({ entry, showEntity }: { entry: HistoryEntry; showEntity: boolean }) {
  const { t } = useTranslation();
  return (
    <Box component="article" data-testid="history-entry">
      <Group gap="xs" wrap="wrap">
        <Text fw={600}>
          {entry.customer_email
            ? t('activity.byCustomer', { email: entry.customer_email })
            : (entry.actor?.name ?? t('activity.system'))}
        </Text>
        <Badge
          variant="light"
          color={entry.action === 'update' ? 'blue' : entry.action === 'insert' ? 'green' : 'gray'}
        >
          {t(`activity.actions.${entry.action}`)}
        </Badge>
        {showEntity && (
          <Text size="sm">
            {t(`activity.entities.${entry.entity}`)}
            {entry.label ? `: ${entry.label}` : ''}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          <DateDisplay value={entry.created_at} />
        </Text>
      </Group>
      {entry.changes.length > 0 && (
        <Box component="ul" my={4} ps="lg">
          {entry.changes.map((change) => (
            <FieldChangeLine key={change.field} change={change} action={entry.action} />
          ))}
        </Box>
      )}
    </Box>
  );
}

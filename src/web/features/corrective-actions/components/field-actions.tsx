import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDay } from '@web/lib/date-style';
import { LoadState } from '@web/components/load-state';
import { useActions } from '../api/get-actions';
import { ActionStatusBadge, PriorityBadge } from './action-badges';

/**
 * The corrective actions still to do at a location, for the technician on site (issue 32 item 2):
 * the same query as the location page's, read from the copy the device keeps of the week.
 */
export function FieldActions({ locationId }: { locationId: number }) {
  const { t } = useTranslation();
  const query = useActions({ page: 1, location_id: String(locationId), status: 'open,in_progress' });
  const rows = query.data?.actions ?? [];
  return (
    <Stack gap="sm" component="section" aria-labelledby="field-actions">
      <Title order={2} size="h4" id="field-actions">
        {t('today.place.actions')}
      </Title>
      <LoadState
        isLoading={query.isPending}
        error={query.error}
        isEmpty={rows.length === 0}
        emptyText={t('today.place.noActions')}
        onRetry={() => void query.refetch()}
      />
      {rows.map((action) => (
        <Card key={action.id} withBorder padding="xs">
          <Text fw={600} dir="auto">
            {action.title}
          </Text>
          <Group gap={6}>
            <ActionStatusBadge status={action.status} />
            <PriorityBadge priority={action.priority} />
            {action.due_date && (
              <Text size="sm" c="dimmed">
                {t('today.place.due', { day: formatDay(action.due_date) })}
              </Text>
            )}
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

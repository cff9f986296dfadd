import { Anchor, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListState } from '@web/components/list-state';
import { useActions } from '../api/get-actions';
import { ActionStatusBadge, PriorityBadge } from './action-badges';
import { DueDate } from './actions-list';

/**
 * The location page's section: its corrective actions still to do (open or in progress), with a
 * New button and a link to all of them in the list.
 */
export function LocationActions({ locationId }: { locationId: number }) {
  const { t } = useTranslation();
  const query = useActions({ page: 1, location_id: String(locationId), status: 'open,in_progress' });
  const rows = query.data?.actions ?? [];
  return (
    <Stack component="section" aria-labelledby="location-actions">
      <Group justify="space-between">
        <Title order={2} id="location-actions">
          {t('correctiveActions.atLocation')}
        </Title>
        <Button
          component={Link}
          to={`/corrective-actions/new?location_id=${locationId}`}
          leftSection={<IconPlus size={16} aria-hidden />}
          variant="light"
        >
          {t('correctiveActions.new')}
        </Button>
      </Group>
      <Table.ScrollContainer minWidth={560}>
        <Table>
          <Table.Tbody>
            <ListState
              columns={4}
              isLoading={query.isPending}
              error={query.error}
              isEmpty={rows.length === 0}
              emptyText={t('correctiveActions.noneOpenHere')}
              onRetry={() => void query.refetch()}
            />
            {rows.map((a) => (
              <Table.Tr key={a.id}>
                <Table.Td>
                  <Anchor component={Link} to={`/corrective-actions/${a.id}`}>
                    {a.title}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <DueDate action={a} />
                </Table.Td>
                <Table.Td>
                  <PriorityBadge priority={a.priority} />
                </Table.Td>
                <Table.Td>
                  <ActionStatusBadge status={a.status} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {(query.data?.total ?? 0) > rows.length && (
        <Text size="sm">
          <Anchor component={Link} to={`/corrective-actions?location_id=${locationId}`}>
            {t('correctiveActions.allAtLocation', { count: query.data?.total ?? 0 })}
          </Anchor>
        </Text>
      )}
    </Stack>
  );
}

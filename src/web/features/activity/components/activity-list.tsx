import { Anchor, Box, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ActivityEntry } from '@shared/schemas/activity';
import { DateDisplay } from '@web/components/date-display';
import { ListPage } from '@web/components/list-page';
import { SortTh } from '@web/components/sort-th';
import { useListParams } from '@web/lib/use-list-params';
import type { ActivityListQuery } from '../api/activity-keys';
import { useActivity } from '../api/get-activity';
import { ActivityFilters } from './activity-filters';
import { FieldChangeLine } from './field-change-line';
import { recordPage } from './record-link';

const FILTERS = ['user_id', 'entity', 'action', 'start_date', 'end_date'] as const;

/** The list's query from the URL: the page, the sort and each filter that is set. */
export function useActivityListQuery(): ActivityListQuery {
  const { page, sort, get } = useListParams();
  const query: ActivityListQuery = sort ? { page, sort } : { page };
  for (const key of FILTERS) if (get(key)) query[key] = get(key);
  return query;
}

function RecordCell({ entry }: { entry: ActivityEntry }) {
  const { t } = useTranslation();
  const kind = t(`activity.entities.${entry.entity}`);
  const what = entry.label ? `${kind}: ${entry.label}` : kind;
  if (!entry.record) return <Text size="sm">{what}</Text>;
  const to = recordPage(entry.record);
  const name = entry.record.name;
  return (
    <Box>
      {to ? (
        <Anchor component={Link} to={to} size="sm">
          {name}
        </Anchor>
      ) : (
        <Text size="sm">{name}</Text>
      )}
      <Text size="xs" c="dimmed">
        {what}
      </Text>
    </Box>
  );
}

/**
 * Every change across the company, newest first or by when, who or action, filtered by person,
 * kind, action and days. The record and its changes have no order of their own to sort by.
 */
export function ActivityList() {
  const { t } = useTranslation();
  const listQuery = useActivityListQuery();
  const query = useActivity(listQuery);
  const entries = query.data?.entries ?? [];
  // The export keeps the log's own order (newest first).
  const { page: _page, sort: _sort, ...filters } = listQuery;
  return (
    <ListPage
      title={t('activity.title')}
      intro={<Text c="dimmed">{t('activity.intro')}</Text>}
      filters={<ActivityFilters />}
      exportTo={{ list: 'activity', params: filters }}
      query={query}
      minWidth={820}
      columns={5}
      head={
        <>
          <SortTh column="when">{t('activity.when')}</SortTh>
          <SortTh column="who">{t('activity.who')}</SortTh>
          <SortTh column="action">{t('activity.action')}</SortTh>
          <Table.Th>{t('activity.recordColumn')}</Table.Th>
          <Table.Th>{t('activity.changes')}</Table.Th>
        </>
      }
      isEmpty={entries.length === 0}
      emptyText={t('activity.none')}
    >
      {entries.map((entry) => (
        <Table.Tr key={entry.id} data-testid="activity-row">
          <Table.Td>
            <DateDisplay value={entry.created_at} />
          </Table.Td>
          <Table.Td>
            {entry.customer_email
              ? t('activity.byCustomer', { email: entry.customer_email })
              : (entry.actor?.name ?? t('activity.system'))}
          </Table.Td>
          <Table.Td>{t(`activity.actions.${entry.action}`)}</Table.Td>
          <Table.Td>
            <RecordCell entry={entry} />
          </Table.Td>
          <Table.Td>
            <Box component="ul" m={0} ps="md">
              {entry.changes.map((change) => (
                <FieldChangeLine key={change.field} change={change} action={entry.action} />
              ))}
            </Box>
          </Table.Td>
        </Table.Tr>
      ))}
    </ListPage>
  );
}

import { Anchor, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dateDirection, formatDay } from '@web/lib/date-style';
import { ACTION_STATUSES } from '@shared/action-statuses';
import type { ActionRow } from '@shared/schemas/corrective-actions';
import { ListPage } from '@web/components/list-page';
import { DeferredCheckbox } from '@web/components/deferred-checkbox';
import { DeferredMultiSelect } from '@web/components/deferred-multi-select';
import { LocationSelect } from '@web/components/location-select';
import { SortTh } from '@web/components/sort-th';
import { useListParams } from '@web/lib/use-list-params';
import { useActions } from '../api/get-actions';
import { locationOptionsQuery } from '../api/get-location-options';
import { ActionStatusBadge, OverdueBadge, PriorityBadge } from './action-badges';
import { PersonPicker } from './person-picker';
import { LocationLink } from '@web/components/location-link';

/** `?status=` as the statuses it names, in their order; unknown ones are left out. */
export function statusesFrom(value: string): string[] {
  const named = new Set(value.split(','));
  return ACTION_STATUSES.filter((s) => named.has(s));
}

/** The action's due date, red and marked when it has passed while the action is still to do. */
export function DueDate({ action }: { action: Pick<ActionRow, 'due_date' | 'overdue'> }) {
  if (!action.due_date) return null;
  return (
    <Group gap={6} wrap="nowrap">
      <Text
        span
        c={action.overdue ? 'red' : undefined}
        fw={action.overdue ? 600 : undefined}
        dir={dateDirection()}
      >
        {formatDay(action.due_date)}
      </Text>
      {action.overdue && <OverdueBadge />}
    </Group>
  );
}

/**
 * Every corrective action (Supervisors, Admins), newest first or sorted by a column, filtered by
 * status (several at once), assignee, location and overdue; the filters, sort and page live in the URL.
 */
export function ActionsList() {
  const { t } = useTranslation();
  const { page, sort, get, set } = useListParams();
  const statuses = statusesFrom(get('status'));
  const query = useActions({
    page,
    sort,
    status: statuses.join(',') || undefined,
    assignee_id: get('assignee_id') || undefined,
    location_id: get('location_id') || undefined,
    overdue: get('overdue') === '1' ? '1' : undefined,
  });
  const rows = query.data?.actions ?? [];
  const filtered = Boolean(statuses.length || get('assignee_id') || get('location_id') || get('overdue'));

  return (
    <ListPage
      exportTo={{
        list: 'corrective-actions',
        params: {
          status: statuses.join(',') || undefined,
          assignee_id: get('assignee_id') || undefined,
          location_id: get('location_id') || undefined,
          overdue: get('overdue') === '1' ? '1' : undefined,
        },
      }}
      title={t('correctiveActions.title')}
      create={{ to: '/corrective-actions/new', text: t('correctiveActions.new') }}
      filters={
        <Group align="flex-end" gap="sm">
          <DeferredMultiSelect
            label={t('correctiveActions.statusLabel')}
            data={ACTION_STATUSES.map((s) => ({ value: s, label: t(`correctiveActions.status.${s}`) }))}
            value={statuses}
            onChange={(v) => set({ status: statusesFrom(v.join(',')).join(',') || undefined })}
            clearable
            miw={220}
          />
          <PersonPicker
            label={t('correctiveActions.assignee')}
            value={get('assignee_id') || null}
            onChange={(v) => set({ assignee_id: v ?? undefined })}
            w={220}
          />
          <LocationSelect
            nothingFound={t('correctiveActions.noLocations')}
            optionsQuery={locationOptionsQuery}
            label={t('correctiveActions.location')}
            value={get('location_id') || null}
            onChange={(v) => set({ location_id: v ?? undefined })}
            w={240}
          />
          <DeferredCheckbox
            label={t('correctiveActions.overdueOnly')}
            checked={get('overdue') === '1'}
            onChange={(e) => set({ overdue: e.currentTarget.checked ? '1' : undefined })}
            mb={8}
          />
        </Group>
      }
      query={query}
      minWidth={860}
      columns={6}
      head={
        <>
          <SortTh column="title">{t('correctiveActions.titleLabel')}</SortTh>
          <SortTh column="location">{t('correctiveActions.location')}</SortTh>
          <SortTh column="assignee">{t('correctiveActions.assignee')}</SortTh>
          <SortTh column="due_date">{t('correctiveActions.dueDate')}</SortTh>
          <SortTh column="priority">{t('correctiveActions.priorityLabel')}</SortTh>
          <SortTh column="status">{t('correctiveActions.statusLabel')}</SortTh>
        </>
      }
      isEmpty={rows.length === 0}
      emptyText={t(filtered ? 'correctiveActions.emptyFiltered' : 'correctiveActions.empty')}
    >
      {rows.map((a) => (
        <Table.Tr key={a.id}>
          <Table.Td>
            <Anchor component={Link} to={`/corrective-actions/${a.id}`}>
              {a.title}
            </Anchor>
          </Table.Td>
          <Table.Td>
            <LocationLink id={a.location.id} name={a.location.name} />
          </Table.Td>
          <Table.Td>{a.assignee?.name ?? t('correctiveActions.unassigned')}</Table.Td>
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
    </ListPage>
  );
}

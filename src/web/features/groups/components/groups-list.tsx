import { Anchor, Badge, Table } from '@mantine/core';
import { IconPencil, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Status } from '@shared/constants';
import { DateDisplay } from '@web/components/date-display';
import { FilterBox } from '@web/components/filter-box';
import { ListPage } from '@web/components/list-page';
import { RowActions } from '@web/components/row-actions';
import { SortTh } from '@web/components/sort-th';
import { roleLabel, statusLabel } from '@web/lib/people-forms';
import { useDeleteWithUndo } from '@web/lib/use-delete-with-undo';
import { useListParams } from '@web/lib/use-list-params';
import { useDeleteGroup } from '../api/delete-group';
import { useGroups } from '../api/get-groups';

/** Spec screen 3: the groups list with its filter, paging, edit, assign, delete and undo. */
export function GroupsList() {
  const { t } = useTranslation();
  const { page, filter, sort, setFilter } = useListParams();
  const query = useGroups({ page, filter, sort });
  const { askDelete } = useDeleteWithUndo({ entity: 'groups', remove: useDeleteGroup().mutateAsync });
  const rows = query.data?.groups ?? [];

  return (
    <ListPage
      exportTo={{ list: 'groups', params: { filter } }}
      title={t('groups.title')}
      create={{ to: '/groups/create', text: t('groups.createButton') }}
      filters={<FilterBox value={filter} onChange={setFilter} />}
      query={query}
      minWidth={680}
      columns={6}
      head={
        <>
          <SortTh column="name">{t('common.name')}</SortTh>
          <SortTh column="role">{t('groups.role')}</SortTh>
          <SortTh column="status">{t('common.status')}</SortTh>
          <SortTh column="job_count">{t('groups.jobCount')}</SortTh>
          <SortTh column="created_at">{t('common.created')}</SortTh>
          <Table.Th>{t('common.actions')}</Table.Th>
        </>
      }
      isEmpty={rows.length === 0}
      emptyText={t('groups.empty')}
    >
      {rows.map((group) => (
        <Table.Tr key={group.id}>
          <Table.Td>{group.name}</Table.Td>
          <Table.Td>{roleLabel(t, group.type_id, group.type.type)}</Table.Td>
          <Table.Td>
            <Badge variant="light" color={group.status_id === Status.Active ? 'teal' : 'gray'}>
              {statusLabel(t, group.status_id, group.status.status)}
            </Badge>
          </Table.Td>
          <Table.Td>
            {/* Spec screen 3: the count always links, unlike the users list. */}
            <Anchor
              component={Link}
              to={`/groups/${group.id}/jobs`}
              aria-label={t('groups.jobsOf', { name: group.name, count: group.jobcount })}
            >
              {group.jobcount}
            </Anchor>
          </Table.Td>
          <Table.Td>
            <DateDisplay value={group.created_at} />
          </Table.Td>
          <Table.Td>
            <RowActions
              actions={[
                {
                  type: 'link',
                  to: `/groups/${group.id}/edit`,
                  icon: IconPencil,
                  label: t('groups.editGroup', { name: group.name }),
                },
                {
                  type: 'link',
                  to: `/groups/assign/${group.id}`,
                  icon: IconUsers,
                  label: t('groups.assignTo', { name: group.name }),
                },
                {
                  type: 'delete',
                  label: t('groups.deleteGroup', { name: group.name }),
                  onDelete: () => askDelete({ id: group.id, name: group.name, confirm: { kind: 'group' } }),
                },
              ]}
            />
          </Table.Td>
        </Table.Tr>
      ))}
    </ListPage>
  );
}

import { ActionIcon, Anchor, Badge, Button, Group, Stack, Table, Title } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PAGE_SIZE, Status } from '@shared/constants';
import type { GroupRow } from '@shared/schemas/groups';
import { confirmDelete } from '@web/components/confirm-delete';
import { DateDisplay } from '@web/components/date-display';
import { FilterBox } from '@web/components/filter-box';
import { ListState } from '@web/components/list-state';
import { Paginator } from '@web/components/paginator';
import { notifyDeleted, notifyError, notifySuccess } from '@web/components/undo-notification';
import { roleLabel, statusLabel } from '@web/lib/people-forms';
import { useRestoreItem } from '@web/lib/restore';
import { useListParams } from '@web/lib/use-list-params';
import { useDeleteGroup } from '../api/delete-group';
import { useGroups } from '../api/get-groups';

const COLUMNS = 6;

/** Spec screen 3: the groups list with its filter, paging, edit, assign, delete and undo. */
export function GroupsList() {
  const { t } = useTranslation();
  const { page, filter, setPage, setFilter } = useListParams();
  const query = useGroups({ page, filter });
  const deleteGroup = useDeleteGroup();
  const restore = useRestoreItem();
  const total = query.data?.total ?? 0;
  const rows = query.data?.groups ?? [];

  const onDelete = (group: GroupRow) =>
    confirmDelete({
      message: t('widgets.confirm.group'),
      onConfirm: () =>
        deleteGroup.mutate(group.id, {
          onSuccess: () =>
            notifyDeleted({
              message: t('common.deleted', { name: group.name }),
              onUndo: () =>
                restore.mutate(
                  { entity: 'groups', id: group.id },
                  {
                    onSuccess: () => notifySuccess(t('common.restored', { name: group.name })),
                    onError: (e) => notifyError(t('common.restoreFailed'), e),
                  },
                ),
            }),
          onError: (e) => notifyError(t('common.deleteFailed'), e),
        }),
    });

  const paginator = (placement: 'above' | 'below') =>
    total > 0 && (
      <Paginator
        placement={placement}
        total={total}
        itemsPerPage={PAGE_SIZE}
        currentPage={page}
        onChange={setPage}
      />
    );

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>{t('groups.title')}</Title>
        <Button component={Link} to="/groups/create" leftSection={<IconPlus size={16} aria-hidden />}>
          {t('groups.createButton')}
        </Button>
      </Group>
      <FilterBox value={filter} onChange={setFilter} />
      {paginator('above')}
      <Table.ScrollContainer minWidth={680}>
        <Table striped highlightOnHover aria-busy={query.isFetching}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('common.name')}</Table.Th>
              <Table.Th>{t('groups.role')}</Table.Th>
              <Table.Th>{t('common.status')}</Table.Th>
              <Table.Th>{t('groups.jobCount')}</Table.Th>
              <Table.Th>{t('common.created')}</Table.Th>
              <Table.Th>{t('common.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <ListState
              columns={COLUMNS}
              isLoading={query.isPending}
              error={query.error}
              isEmpty={rows.length === 0}
              emptyText={t('groups.empty')}
              onRetry={() => void query.refetch()}
            />
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
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon
                      component={Link}
                      to={`/groups/${group.id}/edit`}
                      variant="subtle"
                      aria-label={t('groups.editGroup', { name: group.name })}
                    >
                      <IconPencil size={18} />
                    </ActionIcon>
                    <ActionIcon
                      component={Link}
                      to={`/groups/assign/${group.id}`}
                      variant="subtle"
                      aria-label={t('groups.assignTo', { name: group.name })}
                    >
                      <IconUsers size={18} />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('groups.deleteGroup', { name: group.name })}
                      onClick={() => onDelete(group)}
                    >
                      <IconTrash size={18} />
                    </ActionIcon>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {paginator('below')}
    </Stack>
  );
}

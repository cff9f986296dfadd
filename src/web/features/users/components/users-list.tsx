import { ActionIcon, Anchor, Badge, Button, Group, Stack, Table, Title } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PAGE_SIZE, Role, Status } from '@shared/constants';
import type { UserRow } from '@shared/schemas/users';
import { confirmDelete } from '@web/components/confirm-delete';
import { DateDisplay } from '@web/components/date-display';
import { FilterBox } from '@web/components/filter-box';
import { ListState } from '@web/components/list-state';
import { Paginator } from '@web/components/paginator';
import { notifyDeleted, notifyError, notifySuccess } from '@web/components/undo-notification';
import { useAuthUser } from '@web/lib/auth';
import { roleLabel, statusLabel } from '@web/lib/people-forms';
import { useRestoreItem } from '@web/lib/restore';
import { useListParams } from '@web/lib/use-list-params';
import { useDeleteUser } from '../api/delete-user';
import { useUsers } from '../api/get-users';

const COLUMNS = 7;

/** Spec screen 2: the users list with its filter, paging, delete and undo. */
export function UsersList() {
  const { t } = useTranslation();
  const { page, filter, setPage, setFilter } = useListParams();
  const query = useUsers({ page, filter });
  const me = useAuthUser().data;
  const deleteUser = useDeleteUser();
  const restore = useRestoreItem();
  const total = query.data?.total ?? 0;
  const rows = query.data?.users ?? [];

  // The server refuses these anyway (docs/product.md section 3); the list does not offer them.
  const mayDelete = (user: UserRow) =>
    !!me && user.id !== me.id && (user.type_id !== Role.SuperAdmin || me.type_id === Role.SuperAdmin);

  const onDelete = (user: UserRow) =>
    confirmDelete({
      message: t('widgets.confirm.user'),
      onConfirm: () =>
        deleteUser.mutate(user.id, {
          onSuccess: () =>
            notifyDeleted({
              message: t('common.deleted', { name: user.name }),
              onUndo: () =>
                restore.mutate(
                  { entity: 'users', id: user.id },
                  {
                    onSuccess: () => notifySuccess(t('common.restored', { name: user.name })),
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
        <Title order={1}>{t('users.title')}</Title>
        <Button component={Link} to="/users/create" leftSection={<IconPlus size={16} aria-hidden />}>
          {t('users.createButton')}
        </Button>
      </Group>
      <FilterBox value={filter} onChange={setFilter} />
      {paginator('above')}
      <Table.ScrollContainer minWidth={760}>
        <Table striped highlightOnHover aria-busy={query.isFetching}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('common.name')}</Table.Th>
              <Table.Th>{t('users.email')}</Table.Th>
              <Table.Th>{t('users.role')}</Table.Th>
              <Table.Th>{t('common.status')}</Table.Th>
              <Table.Th>{t('users.jobCount')}</Table.Th>
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
              emptyText={t('users.empty')}
              onRetry={() => void query.refetch()}
            />
            {rows.map((user) => (
              <Table.Tr key={user.id}>
                <Table.Td>{user.name}</Table.Td>
                <Table.Td>{user.email}</Table.Td>
                <Table.Td>{roleLabel(t, user.type_id, user.type.type)}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={user.status_id === Status.Active ? 'teal' : 'gray'}>
                    {statusLabel(t, user.status_id, user.status.status)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  {user.jobcount > 0 ? (
                    <Anchor
                      component={Link}
                      to={`/users/${user.id}/jobs`}
                      aria-label={t('users.jobsOf', { name: user.name })}
                    >
                      {user.jobcount}
                    </Anchor>
                  ) : (
                    user.jobcount
                  )}
                </Table.Td>
                <Table.Td>
                  <DateDisplay value={user.created_at} />
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon
                      component={Link}
                      to={`/users/${user.id}/edit`}
                      variant="subtle"
                      aria-label={t('users.editUser', { name: user.name })}
                    >
                      <IconPencil size={18} />
                    </ActionIcon>
                    {mayDelete(user) && (
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('users.deleteUser', { name: user.name })}
                        onClick={() => onDelete(user)}
                      >
                        <IconTrash size={18} />
                      </ActionIcon>
                    )}
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

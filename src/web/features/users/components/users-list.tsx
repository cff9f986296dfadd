import { Anchor, Badge, Table } from '@mantine/core';
import { IconKey, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Role, Status } from '@shared/constants';
import type { UserRow } from '@shared/schemas/users';
import { DateDisplay } from '@web/components/date-display';
import { FilterBox } from '@web/components/filter-box';
import { ImportLink } from '@web/components/import-link';
import { ListPage } from '@web/components/list-page';
import { RowActions } from '@web/components/row-actions';
import { SortTh } from '@web/components/sort-th';
import { dayIn } from '@shared/dates';
import { useAppConfig } from '@web/lib/app-config';
import { useAuthUser } from '@web/lib/auth';
import { roleLabel, statusLabel } from '@web/lib/people-forms';
import { useDeleteWithUndo } from '@web/lib/use-delete-with-undo';
import { useListParams } from '@web/lib/use-list-params';
import { useDeleteUser } from '../api/delete-user';
import { useUsers } from '../api/get-users';
import { CertificationBadge } from './certification-badge';
import { useAskSendPasswordReset } from './send-password-reset';

/** Spec screen 2: the users list with its filter, paging, delete and undo. */
export function UsersList() {
  const { t } = useTranslation();
  const { page, filter, sort, setFilter } = useListParams();
  const query = useUsers({ page, filter, sort });
  const me = useAuthUser().data;
  const { askDelete } = useDeleteWithUndo({ entity: 'users', remove: useDeleteUser().mutateAsync });
  const askSendReset = useAskSendPasswordReset();
  const rows = query.data?.users ?? [];
  // The office's day, read once per render of the list, for the certification badges.
  const today = dayIn(new Date(), useAppConfig().timezone);

  // The server refuses these anyway (docs/product.md section 3); the list does not offer them.
  const mayTouch = (user: UserRow) =>
    !!me && (user.type_id !== Role.SuperAdmin || me.type_id === Role.SuperAdmin);
  const mayDelete = (user: UserRow) => mayTouch(user) && user.id !== me?.id;
  // An inactive account cannot log in, so it gets no reset link (the server answers 409).
  const mayReset = (user: UserRow) => mayTouch(user) && user.status_id === Status.Active;

  return (
    <ListPage
      exportTo={{ list: 'users', params: { filter } }}
      title={t('users.title')}
      actions={<ImportLink kind="users" />}
      create={{ to: '/users/create', text: t('users.createButton') }}
      filters={<FilterBox value={filter} onChange={setFilter} />}
      query={query}
      minWidth={760}
      columns={7}
      head={
        <>
          <SortTh column="name">{t('common.name')}</SortTh>
          <SortTh column="email">{t('users.email')}</SortTh>
          <SortTh column="role">{t('users.role')}</SortTh>
          <SortTh column="status">{t('common.status')}</SortTh>
          <SortTh column="job_count">{t('users.jobCount')}</SortTh>
          <SortTh column="created_at">{t('common.created')}</SortTh>
          <Table.Th>{t('common.actions')}</Table.Th>
        </>
      }
      isEmpty={rows.length === 0}
      emptyText={t('users.empty')}
    >
      {rows.map((user) => (
        <Table.Tr key={user.id}>
          <Table.Td>
            {user.name}
            <CertificationBadge expiresOn={user.certification_expires_on} today={today} />
          </Table.Td>
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
            <RowActions
              actions={[
                {
                  type: 'link',
                  to: `/users/${user.id}/edit`,
                  icon: IconPencil,
                  label: t('users.editUser', { name: user.name }),
                },
                mayReset(user) && {
                  type: 'button',
                  icon: IconKey,
                  label: t('users.sendResetTo', { name: user.name }),
                  onClick: () => askSendReset(user),
                },
                mayDelete(user) && {
                  type: 'delete',
                  label: t('users.deleteUser', { name: user.name }),
                  onDelete: () => askDelete({ id: user.id, name: user.name, confirm: { kind: 'user' } }),
                },
              ]}
            />
          </Table.Td>
        </Table.Tr>
      ))}
    </ListPage>
  );
}

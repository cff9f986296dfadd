import { ActionIcon, Alert, Button, Group, Stack, Table, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconUserMinus } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Assignee, GroupDetail } from '@shared/schemas/groups';
import { FILTER_DEBOUNCE_MS } from '@web/components/filter-box';
import { ListState } from '@web/components/list-state';
import { notifyDeleted, notifyError, notifySuccess } from '@web/components/undo-notification';
import { UserSearchSelect } from '@web/components/user-search-select';
import { ApiError } from '@web/lib/api-client';
import { firstClickOnly } from '@web/lib/one-shot';
import { schemaMessage } from '@web/lib/server-errors';
import { useAssignUser } from '../api/assign-user';
import { useDeassignUser } from '../api/deassign-user';
import { useGroupAssignees } from '../api/get-group-assignees';

/**
 * Spec screen 7 and section 4: pick a user who is not in the group yet and assign them; the
 * members' table de-assigns. Without a choice, "User is required." and no request.
 */
export function GroupAssign({ group }: { group: GroupDetail }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, FILTER_DEBOUNCE_MS);
  const lists = useGroupAssignees(group.id, debounced);
  const assign = useAssignUser();
  const deassign = useDeassignUser();
  const [selected, setSelected] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string>();
  const members = lists.data?.assignees ?? [];

  const selectError = submitted && !selected ? t('groups.userRequired') : schemaMessage(t, serverError);

  const onAssign = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setServerError(undefined);
    if (!selected) return;
    assign.mutate(
      { groupId: group.id, userId: Number(selected) },
      {
        onSuccess: () => {
          setSelected(null);
          setSearch('');
          setSubmitted(false);
          notifySuccess(t('groups.assigned', { name }));
        },
        onError: (e) => setServerError(e instanceof ApiError ? (e.errors.user_id ?? e.message) : e.message),
      },
    );
  };

  const onDeassign = (user: Assignee) =>
    deassign.mutate(
      { groupId: group.id, userId: user.id },
      {
        onSuccess: () =>
          notifyDeleted({
            message: t('groups.deassigned', { name: user.name }),
            onUndo: () =>
              assign.mutate(
                { groupId: group.id, userId: user.id },
                {
                  onSuccess: () => notifySuccess(t('groups.assigned', { name: user.name })),
                  onError: (e) => notifyError(t('groups.assignFailed'), e),
                },
              ),
          }),
        onError: (e) => notifyError(t('groups.deassignFailed'), e),
      },
    );

  return (
    <Stack>
      <form onSubmit={onAssign} noValidate>
        <Group align="flex-start">
          <UserSearchSelect
            label={t('groups.selectUser')}
            placeholder={t('groups.selectUserPlaceholder')}
            users={lists.data?.users ?? []}
            more={lists.data?.users_more ?? false}
            search={search}
            onSearchChange={setSearch}
            value={selected}
            onChange={(value, person) => {
              setSelected(value);
              setName(person?.name ?? '');
              setServerError(undefined);
            }}
            nothingFoundMessage={t('groups.noUserFound')}
            error={selectError}
            disabled={lists.isPending || Boolean(lists.error)}
            miw={280}
            comboboxProps={{ withinPortal: true }}
          />
          <Button
            type="submit"
            onClick={firstClickOnly()}
            mt={{ base: 0, xs: 25 }}
            loading={assign.isPending}
          >
            {t('groups.assignUser')}
          </Button>
        </Group>
      </form>
      {lists.error && !lists.isPending && members.length > 0 && (
        <Alert color="red">{lists.error.message}</Alert>
      )}
      <Title order={2} size="h3">
        {t('groups.assignedTitle')}
      </Title>
      <Table striped aria-busy={lists.isFetching} maw={640}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('common.name')}</Table.Th>
            <Table.Th w={100}>{t('common.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <ListState
            columns={2}
            isLoading={lists.isPending}
            error={members.length === 0 ? lists.error : null}
            isEmpty={members.length === 0}
            emptyText={t('groups.noAssignees')}
            onRetry={() => void lists.refetch()}
          />
          {members.map((user) => (
            <Table.Tr key={user.id}>
              <Table.Td>{user.name}</Table.Td>
              <Table.Td>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('groups.deassign', { name: user.name })}
                  onClick={() => onDeassign(user)}
                  loading={deassign.isPending && deassign.variables?.userId === user.id}
                >
                  <IconUserMinus size={18} />
                </ActionIcon>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

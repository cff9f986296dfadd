import { ActionIcon, Alert, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FILTER_DEBOUNCE_MS } from '@web/components/filter-box';
import { ListState } from '@web/components/list-state';
import { notifyDeleted, notifyError, notifySuccess } from '@web/components/undo-notification';
import { UserSearchSelect } from '@web/components/user-search-select';
import { firstClickOnly } from '@web/lib/one-shot';
import { useAssignUser } from '../api/assign-user';
import { useDeassignUser } from '../api/deassign-user';
import { useJob } from '../api/get-job';
import { useJobAssignees } from '../api/get-job-assignees';

/**
 * Spec screen 6: assign supervisors to a job. The form counts as submitted on click; without a
 * chosen user the select says "User is required." and nothing is sent. Both lists reload after
 * every assign and de-assign.
 */
export function JobAssign({ jobId }: { jobId: number }) {
  const { t } = useTranslation();
  const job = useJob(jobId);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, FILTER_DEBOUNCE_MS);
  const lists = useJobAssignees(jobId, debounced);
  const assign = useAssignUser(jobId);
  const deassign = useDeassignUser(jobId);
  const [userId, setUserId] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const assignees = lists.data?.assignees ?? [];
  const missing = t('jobs.assign.missing');

  const onAssign = () => {
    setSubmitted(true);
    if (!userId) return;
    assign.mutate(Number(userId), {
      onSuccess: () => {
        setUserId(null);
        setSearch('');
        setSubmitted(false);
        notifySuccess(t('jobs.assign.assigned', { name }));
      },
      onError: (e) => notifyError(t('jobs.assign.assignFailed'), e),
    });
  };

  const onDeassign = (id: number, name: string, present: boolean) =>
    deassign.mutate(id, {
      onSuccess: () => {
        const message = t('jobs.assign.deassigned', { name });
        // Undo assigns the same person again; an account deleted since cannot be.
        if (!present) return notifySuccess(message);
        notifyDeleted({
          message,
          onUndo: () =>
            assign.mutate(id, {
              onSuccess: () => notifySuccess(t('jobs.assign.assigned', { name })),
              onError: (e) => notifyError(t('jobs.assign.assignFailed'), e),
            }),
        });
      },
      onError: (e) => notifyError(t('jobs.assign.deassignFailed'), e),
    });

  if (job.error) {
    return (
      <Alert color="red" role="alert" title={t('common.loadFailed')}>
        {job.error.message}
      </Alert>
    );
  }

  return (
    <Stack maw={720}>
      <Title order={1}>{t('jobs.assign.title')}</Title>
      {job.data && (
        <Text c="dimmed">
          {job.data.name} · {job.data.location.name}
        </Text>
      )}
      <Group align="flex-start">
        <UserSearchSelect
          label={t('jobs.assign.select')}
          placeholder={t('jobs.assign.selectPlaceholder')}
          users={lists.data?.users ?? []}
          more={lists.data?.users_more ?? false}
          search={search}
          onSearchChange={setSearch}
          value={userId}
          onChange={(value, person) => {
            setUserId(value);
            setName(person?.name ?? '');
          }}
          nothingFoundMessage={t('jobs.assign.nobodyFound')}
          error={submitted && !userId ? t('jobs.assign.userRequired') : undefined}
          miw={280}
        />
        <Button onClick={firstClickOnly(onAssign)} loading={assign.isPending} mt={{ base: 0, xs: 25 }}>
          {t('jobs.assign.button')}
        </Button>
      </Group>
      <Title order={2} size="h3">
        {t('jobs.assign.tableTitle')}
      </Title>
      <Table striped aria-label={t('jobs.assign.tableTitle')} aria-busy={lists.isFetching}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('common.name')}</Table.Th>
            <Table.Th w={80}>{t('common.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <ListState
            columns={2}
            isLoading={lists.isPending}
            error={lists.error}
            isEmpty={assignees.length === 0}
            emptyText={t('jobs.assign.empty')}
            onRetry={() => void lists.refetch()}
          />
          {assignees.map((a) => {
            const name = a.user?.name || missing;
            return (
              <Table.Tr key={a.user_id}>
                <Table.Td>{name}</Table.Td>
                <Table.Td>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('jobs.assign.deassign', { name })}
                    loading={deassign.isPending && deassign.variables === a.user_id}
                    onClick={() => onDeassign(a.user_id, name, a.user !== null)}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

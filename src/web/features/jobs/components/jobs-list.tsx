import { ActionIcon, Anchor, Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PAGE_SIZE, Status } from '@shared/constants';
import type { JobSummary } from '@shared/schemas/jobs';
import { ActiveToggle } from '@web/components/active-toggle';
import { confirmDelete } from '@web/components/confirm-delete';
import { DateDisplay } from '@web/components/date-display';
import { FilterBox } from '@web/components/filter-box';
import { ListState } from '@web/components/list-state';
import { Paginator } from '@web/components/paginator';
import { notifyDeleted, notifyError, notifySuccess } from '@web/components/undo-notification';
import { permissionsOf, useAuthUser } from '@web/lib/auth';
import { useRestoreItem } from '@web/lib/restore';
import { useListParams } from '@web/lib/use-list-params';
import { useDeleteJob } from '../api/delete-job';
import { useJobs } from '../api/get-jobs';

export interface JobsListProps {
  /**
   * The spec's create flag: the header (title, "Create a job", Active | Inactive) and the row
   * actions. Only Admins get it; otherwise the list is the read-only per-user view.
   */
  create: boolean;
  userId?: number;
  groupId?: number;
  locationId?: number;
}

/**
 * Spec screen 5, one component for /jobs, /users/{id}/jobs, /groups/{id}/jobs and
 * /locations/{id}/jobs. It loads on first display and again whenever the page, the filter, the
 * toggle or whose jobs it shows changes (they are all in the query key).
 */
export function JobsList(props: JobsListProps) {
  const { t } = useTranslation();
  const me = useAuthUser().data;
  const admin = me ? permissionsOf(me).manage : false;
  const create = props.create && admin;
  const { page, filter, active, setPage, setFilter, setActive } = useListParams();
  const query = useJobs({
    page,
    filter,
    active: create ? active : undefined,
    userId: props.userId,
    groupId: props.groupId,
    locationId: props.locationId,
  });
  const deleteJob = useDeleteJob();
  const restore = useRestoreItem();
  const total = query.data?.total ?? 0;
  const items = query.data?.jobs ?? [];
  const columns = create ? 5 : 4;

  const onDelete = (job: JobSummary) =>
    confirmDelete({
      kind: 'job',
      onConfirm: () =>
        deleteJob.mutate(job.id, {
          onSuccess: () =>
            notifyDeleted({
              message: t('common.deleted', { name: job.name }),
              onUndo: () =>
                restore.mutate(
                  { entity: 'jobs', id: job.id },
                  {
                    onSuccess: () => notifySuccess(t('common.restored', { name: job.name })),
                    onError: (e) => notifyError(t('common.restoreFailed'), e),
                  },
                ),
            }),
          onError: (e) => notifyError(t('common.deleteFailed'), e),
        }),
    });

  const paginator = total > 0 && (
    <Paginator total={total} itemsPerPage={PAGE_SIZE} currentPage={page} onChange={setPage} />
  );
  const createLink = props.locationId ? `/jobs/create?location_id=${props.locationId}` : '/jobs/create';

  // The spec has two texts only: the read-only view says "No jobs for this user" on a group's or a
  // location's page too (issue 11 asked for the spec's text back on the group page).
  const emptyText = create ? t('jobs.empty') : t('jobs.emptyForUser');

  return (
    <Stack>
      {create && (
        <Group justify="space-between" align="center">
          <Title order={1}>{t('jobs.title')}</Title>
          <Group gap="lg">
            <ActiveToggle value={active} onChange={setActive} />
            <Button component={Link} to={createLink} leftSection={<IconPlus size={16} aria-hidden />}>
              {t('jobs.create')}
            </Button>
          </Group>
        </Group>
      )}
      <JobsHeading data={query.data} create={create} />
      <FilterBox value={filter} onChange={setFilter} />
      {paginator}
      <Table.ScrollContainer minWidth={640}>
        <Table striped highlightOnHover aria-busy={query.isFetching}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('jobs.category')}</Table.Th>
              <Table.Th>{t('common.name')}</Table.Th>
              <Table.Th>{t('jobs.location')}</Table.Th>
              <Table.Th>{t('common.created')}</Table.Th>
              {create && <Table.Th>{t('common.actions')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <ListState
              columns={columns}
              isLoading={query.isPending}
              error={query.error}
              isEmpty={items.length === 0}
              emptyText={emptyText}
              onRetry={() => void query.refetch()}
            />
            {items.map(({ job }) => (
              <Table.Tr key={job.id}>
                <Table.Td>{job.category}</Table.Td>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    {admin ? (
                      <Anchor component={Link} to={`/jobs/${job.id}/edit`}>
                        {job.name}
                      </Anchor>
                    ) : (
                      <Text size="sm">{job.name}</Text>
                    )}
                    {job.status_id !== Status.Active && (
                      <Badge variant="light" color="gray" size="sm">
                        {t('common.inactive')}
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{job.location.name}</Text>
                  <Text size="xs" c="dimmed">
                    {job.location.address}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <DateDisplay value={job.created_at} />
                </Table.Td>
                {create && (
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <ActionIcon
                        component={Link}
                        to={`/jobs/assign/${job.id}`}
                        variant="subtle"
                        aria-label={t('jobs.assignJob', { name: job.name })}
                      >
                        <IconUsers size={18} />
                      </ActionIcon>
                      <ActionIcon
                        component={Link}
                        to={`/jobs/${job.id}/edit`}
                        variant="subtle"
                        aria-label={t('jobs.editJob', { name: job.name })}
                      >
                        <IconPencil size={18} />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('jobs.deleteJob', { name: job.name })}
                        onClick={() => onDelete(job)}
                      >
                        <IconTrash size={18} />
                      </ActionIcon>
                    </Group>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {paginator}
    </Stack>
  );
}

/** "Associated Jobs for Group {name}", the location's name, or "Associated Jobs for User {name}". */
function JobsHeading({ data, create }: { data: ReturnType<typeof useJobs>['data']; create: boolean }) {
  const { t } = useTranslation();
  if (!data) return null;
  const order = create ? 2 : 1;
  if (data.group) return <Title order={order}>{t('jobs.forGroup', { name: data.group.name })}</Title>;
  if (data.location) return <Title order={order}>{t('jobs.atLocation', { name: data.location.name })}</Title>;
  if (data.user) return <Title order={order}>{t('jobs.forUser', { name: data.user.name })}</Title>;
  return null;
}
